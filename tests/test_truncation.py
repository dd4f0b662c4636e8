"""Chain-of-thought answers get a budget that fits; an answer cut at the token limit is
recorded per call and per episode, from the cache too."""

from __future__ import annotations

from pathlib import Path

from plangate.llm.clients.base import Sampling
from plangate.llm.clients.cache import CachedClient
from plangate.llm.clients.openai_client import OpenAIClient
from plangate.llm.clients.scripted import ScriptedClient
from plangate.llm.examples import find_examples
from plangate.llm.methods import get_method
from plangate.llm.options import MethodOptions
from plangate.llm.render import Renderer, builtin_nl
from plangate.llm.run import run_episode
from plangate.pddl.loader import load_task
from plangate.testing.fake_server import FakeOpenAI, Reply, chat_body

from .conftest import EXAMPLES

BW = EXAMPLES / "blocksworld"
MSGS = [{"role": "user", "content": "hi"}]


def test_chain_of_thought_gets_its_own_token_budget() -> None:
    task = load_task(BW / "domain.pddl", BW / "problem-2steps.pddl")
    r = Renderer(task, builtin_nl(task.domain_name))
    examples = find_examples(task, BW / "problem-2steps.pddl", 1)
    plan = "[PLAN]\nunstack the blue block from on top of the orange block\n[PLAN END]"
    cot = ScriptedClient([plan])
    run_episode(get_method("preplanned-cot"), r, cot, MethodOptions(), examples)
    plain = ScriptedClient([plan])
    run_episode(get_method("preplanned"), r, plain, MethodOptions())
    assert cot.requests[0].sampling.max_tokens == 2048
    assert plain.requests[0].sampling.max_tokens == 512
    wide = ScriptedClient([plan])
    opts = MethodOptions(cot_max_tokens=4096)
    run_episode(get_method("preplanned-cot"), r, wide, opts, examples)
    assert wide.requests[0].sampling.max_tokens == 4096


def test_a_cut_answer_is_recorded_live_and_from_the_cache(tmp_path: Path) -> None:
    server = FakeOpenAI()
    try:
        server.add(Reply(200, chat_body("Let me think about", finish_reason="length")))
        client = CachedClient(OpenAIClient("m", base_url=server.url), tmp_path / "c.sqlite")
        live = client.complete(MSGS, Sampling())
        again = client.complete(MSGS, Sampling())
        assert live.finish_reasons == ["length"] and not live.cached
        assert again.cached and again.finish_reasons == ["length"]
        task = load_task(BW / "domain.pddl", BW / "problem-2steps.pddl")
        r = Renderer(task, builtin_nl(task.domain_name))
        server.add(Reply(200, chat_body("I will unstack the", finish_reason="length")))
        run = run_episode(
            get_method("preplanned"), r, OpenAIClient("m", base_url=server.url), MethodOptions()
        )
        assert run.trace.turns[0].truncated and run.trace.truncated_answers == 1
    finally:
        server.close()


def test_a_cache_written_before_finish_reasons_were_kept_still_opens(tmp_path: Path) -> None:
    import sqlite3

    path = tmp_path / "old.sqlite"
    db = sqlite3.connect(path)
    db.execute(
        "CREATE TABLE responses (key TEXT NOT NULL, idx INTEGER NOT NULL, text TEXT NOT NULL, "
        "prompt_tokens INTEGER, completion_tokens INTEGER, constrained INTEGER NOT NULL, "
        "model TEXT NOT NULL, created REAL NOT NULL, PRIMARY KEY (key, idx))"
    )
    db.commit()
    db.close()
    client = CachedClient(ScriptedClient(["a"]), path)
    assert client.complete(MSGS, Sampling()).text == "a"
    assert client.complete(MSGS, Sampling()).cached


def test_a_later_option_at_its_default_leaves_job_keys_as_they_were(tmp_path: Path) -> None:
    from plangate.bench.datasets import generate, load_dataset
    from plangate.bench.jobs import make_jobs
    from plangate.llm.clients.make import ClientSpec

    generate("hanoi3", tmp_path / "h")
    ds = load_dataset(tmp_path / "h")
    spec = ClientSpec(model="m", base_url="http://127.0.0.1:9/v1")
    (default,) = make_jobs([(ds, ds.instances[:1])], ["preplanned"], [spec], [0], MethodOptions())
    assert "cot_max_tokens" not in default.describe()["options"]
    (wide,) = make_jobs(
        [(ds, ds.instances[:1])], ["preplanned"], [spec], [0], MethodOptions(cot_max_tokens=9)
    )
    assert wide.describe()["options"]["cot_max_tokens"] == 9 and wide.key != default.key


def test_a_one_action_answer_gets_a_short_limit_except_from_a_reasoning_model() -> None:
    from plangate.llm.clients.server_rules import build, initial_rules
    from plangate.llm.render import renderer_for
    from plangate.llm.session import Session

    msgs = [{"role": "user", "content": "which action?"}]
    short = Sampling(max_tokens=512, answer_tokens=64)
    generic = build(initial_rules("generic"), "m", msgs, short, None, "here")
    assert generic.bodies[0]["max_tokens"] == 64
    reasoning = build(initial_rules("openai-reasoning"), "o3", msgs, short, None, "here")
    assert reasoning.bodies[0]["max_completion_tokens"] == 512  # it reasons first
    assert (
        build(initial_rules("generic"), "m", msgs, Sampling(), None, "x").bodies[0]["max_tokens"]
        == 512
    )  # plans, and every other answer
    assert Sampling(max_tokens=32, answer_tokens=64).answer_limit == 32

    class Client:
        backend, model = "scripted", "m"

    opts = MethodOptions(answer_max_tokens=40)
    task = load_task(BW / "domain.pddl", BW / "problem-2steps.pddl")
    s = Session("interactive", renderer_for(task, None), Client(), opts)  # type: ignore[arg-type]
    assert s.sampling_for(cot=False, short=True).answer_tokens == 40
    assert s.sampling_for(cot=True, short=True).answer_tokens is None  # reasoning must fit
    assert s.sampling_for(cot=False).answer_tokens is None


def test_an_episode_ends_when_its_time_budget_runs_out() -> None:
    """--max-seconds: no call starts after the budget; the episode ends as 'time budget
    exhausted', keeps what it did, and says so. The embedded model has 170 s by default."""
    import time as clock

    from plangate.llm.clients.scripted import ScriptedClient
    from plangate.llm.options import MethodOptions
    from plangate.llm.render import renderer_for
    from plangate.llm.run import solve
    from plangate.llm.session import EMBEDDED_SECONDS, Session
    from plangate.pddl.loader import load_task

    from .conftest import EXAMPLES

    bw = EXAMPLES / "blocksworld"
    task = load_task(bw / "domain.pddl", bw / "problem-tower.pddl")

    def slow(messages: object) -> str:
        clock.sleep(0.2)
        return "pick up the moon"  # never valid: only the budget ends the episode

    client = ScriptedClient([slow] * 20)
    run = solve(task, client, "interactive-validated", options=MethodOptions(max_seconds=0.5))
    assert run.trace.outcome == "time budget exhausted"
    assert 2 <= len(client.requests) <= 4  # not the 16 invalid proposals the budget allows
    assert "the episode's time budget (0.5 s of model calls) ran out" in run.trace.notes
    assert run.metrics.valid and not run.metrics.success  # scored all the same
    # the embedded model's default budget, and none for a server's model
    r = renderer_for(task, None)
    embedded = ScriptedClient()
    embedded.backend = "llama-cpp"
    assert Session("m", r, embedded, MethodOptions()).budget == EMBEDDED_SECONDS == 170
    assert Session("m", r, ScriptedClient(), MethodOptions()).budget is None
    assert Session("m", r, embedded, MethodOptions(max_seconds=20)).budget == 20
