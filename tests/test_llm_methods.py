"""Every method against the scripted client; the cache; prompts and examples."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from plangate.errors import ModelError
from plangate.llm.clients.base import Sampling
from plangate.llm.clients.cache import CachedClient
from plangate.llm.clients.scripted import ScriptedClient
from plangate.llm.examples import find_examples
from plangate.llm.methods import METHODS, MODEL_METHODS, get_method
from plangate.llm.options import MethodOptions
from plangate.llm.render import Renderer, builtin_nl
from plangate.llm.run import run_episode, solve
from plangate.pddl.loader import load_task
from plangate.pddl.task import Task
from plangate.testing.oracle import PlannerOracle

from .conftest import BENCHMARKS, EXAMPLES

BW = EXAMPLES / "blocksworld"
UNSTACK = "unstack the blue block from on top of the orange block"
PUTDOWN = "put down the blue block"
PLAN = f"[PLAN]\n{UNSTACK}\n{PUTDOWN}\n[PLAN END]"


@pytest.fixture(scope="module")
def task() -> Task:
    return load_task(BW / "domain.pddl", BW / "problem-2steps.pddl")


@pytest.fixture(scope="module")
def r(task: Task) -> Renderer:
    return Renderer(task, builtin_nl(task.domain_name))


@pytest.mark.parametrize("method", MODEL_METHODS)
def test_every_method_solves_with_a_correct_model(method: str, task: Task, r: Renderer) -> None:
    """A model that answers every request correctly (from the request's metadata)."""
    client = ScriptedClient([PlannerOracle(r)] * 500)
    run = solve(task, client, method, renderer=r, problem_path=BW / "problem-2steps.pddl")
    assert [str(op) for op in run.plan] == ["(unstack b c)", "(put-down b)"]
    m = run.metrics
    assert m.success and m.valid and m.optimal and m.relative_length == 1.0
    assert m.distance_to_goal == 0 and m.invalid_proposals == 0
    assert m.model_calls == len(run.trace.turns) == len(client.requests)
    assert m.prompt_tokens is not None and m.prompt_tokens > 0
    assert run.trace.outcome in ("goal reached", "goal claimed")
    wanted = METHODS[method].examples(MethodOptions())
    if wanted.count and wanted.required:  # the solved example (8 steps) is in the prompt
        assert "Step 8:" in client.requests[0].messages[-1]["content"]


def test_preplanned_invalid_plan_scored_as_given(task: Task, r: Renderer) -> None:
    client = ScriptedClient([f"[PLAN]\n{PUTDOWN}\n{UNSTACK}\n[PLAN END]"])
    run = run_episode(get_method("preplanned"), r, client)
    m = run.metrics
    assert not m.valid and not m.success and m.plan_length == 0
    assert m.invalid_proposals == 1 and m.distance_to_goal == 2
    assert run.trace.turns[0].verdict == "invalid-step"


def test_preplanned_validated_feedback_and_recovery(task: Task, r: Renderer) -> None:
    client = ScriptedClient([f"[PLAN]\n{PUTDOWN}\n[PLAN END]", "[PLAN]\n[PLAN END]", PLAN])
    run = run_episode(get_method("preplanned-validated"), r, client)
    assert run.metrics.success and run.metrics.invalid_proposals == 2
    feedback = client.requests[1].messages[-1]["content"]
    assert "Step 1 (put down the blue block)" in feedback
    assert "I am holding the blue block" in feedback  # the unmet precondition, in words
    assert "does not reach the goal" in client.requests[2].messages[-1]["content"]
    assert "the blue block is on the table" in client.requests[2].messages[-1]["content"]


def test_preplanned_validated_tries_exhausted(r: Renderer) -> None:
    client = ScriptedClient([f"[PLAN]\n{PUTDOWN}\n[PLAN END]"] * 3)
    run = run_episode(get_method("preplanned-validated"), r, client, MethodOptions(max_tries=3))
    assert not run.metrics.success and run.trace.outcome == "tries exhausted"
    assert len(client.requests) == 3 and run.metrics.invalid_proposals == 3


def test_interactive_first_invalid_action_ends(r: Renderer) -> None:
    client = ScriptedClient(
        ["pick up the red block", "stack the red block on top of the gold block"]
    )
    run = run_episode(get_method("interactive"), r, client)
    assert run.trace.outcome == "invalid action"
    assert [str(op) for op in run.plan] == ["(pick-up a)"]
    assert not run.metrics.valid and not run.metrics.success
    assert run.metrics.invalid_proposals == 1 and run.metrics.plan_length == 1


def test_interactive_false_goal_claim(r: Renderer) -> None:
    client = ScriptedClient([UNSTACK, "I think the GOAL REACHED now."])
    run = run_episode(get_method("interactive"), r, client)
    assert run.trace.outcome == "false goal claim"
    assert not run.metrics.success and run.metrics.distance_to_goal == 1
    assert run.trace.turns[-1].verdict == "goal claim" and not run.trace.turns[-1].valid


def test_interactive_validated_recovery_with_feedback(r: Renderer) -> None:
    client = ScriptedClient([PUTDOWN, "blah blah", UNSTACK, PUTDOWN])
    run = run_episode(get_method("interactive-validated"), r, client)
    assert run.metrics.success and run.metrics.invalid_proposals == 2
    assert run.metrics.invalid_fraction == 0.5
    second = client.requests[1].messages
    assert "I am holding the blue block" in second[-1]["content"]
    assert second[-2] == {"role": "assistant", "content": PUTDOWN}  # full history
    assert "no action found" in client.requests[2].messages[-1]["content"]


def test_interactive_validated_budget_exhausted(r: Renderer) -> None:
    client = ScriptedClient(["nonsense"] * 4)
    run = run_episode(get_method("interactive-validated"), r, client, MethodOptions(max_invalid=4))
    assert run.trace.outcome == "invalid budget exhausted" and len(client.requests) == 4
    assert run.metrics.invalid_proposals == 4 and run.metrics.invalid_fraction == 1.0
    assert run.metrics.valid and not run.metrics.success


def test_step_budget(r: Renderer) -> None:
    client = ScriptedClient(["pick up the red block", "put down the red block"] * 3)
    run = run_episode(get_method("interactive-validated"), r, client, MethodOptions(max_steps=6))
    assert run.trace.outcome == "step budget exhausted"
    # states: s0 s1 s0 s1 s0 s1 s0 -> s0 seen 4 times, s1 3 times: the study sums both
    assert run.metrics.plan_length == 6 and run.metrics.revisited_states == 7


def test_restricted_out_of_range_and_unparsable(r: Renderer) -> None:
    client = ScriptedClient(["7", "the third one", "0", "3", "1"])
    run = run_episode(get_method("interactive-restricted"), r, client)
    assert run.metrics.success and run.metrics.invalid_proposals == 3
    req = client.requests[0]
    assert req.choice is None  # as in the study: the model may answer anything
    assert "1. pick up the red block" in req.messages[-1]["content"]
    forced = ScriptedClient(["3", "1"])
    run_episode(get_method("interactive-restricted-constrained"), r, forced)
    choice = forced.requests[0].choice
    assert choice is not None and choice.options == ("1", "2", "3")
    assert "7 is not one of the options 1 to 3" in client.requests[1].messages[-1]["content"]


def test_compact_history_sends_one_message_per_call(r: Renderer) -> None:
    full = ScriptedClient([PUTDOWN, UNSTACK, PUTDOWN])
    compact = ScriptedClient([PUTDOWN, UNSTACK, PUTDOWN])
    method = get_method("interactive-validated")
    a = run_episode(method, r, full)
    b = run_episode(method, r, compact, MethodOptions(history="compact"))
    assert a.plan == b.plan
    assert all(len(req.messages) == 1 for req in compact.requests)
    assert len(full.requests[-1].messages) == 5
    last = compact.requests[-1].messages[0]["content"]
    assert "Currently I have that" in last and "I am holding the blue block" in last
    assert (b.metrics.prompt_tokens or 0) < (a.metrics.prompt_tokens or 0)


def test_model_error_keeps_the_results_so_far(r: Renderer) -> None:
    client = ScriptedClient([UNSTACK, ModelError("server down", retryable=True)])
    run = run_episode(get_method("interactive-validated"), r, client)
    assert run.trace.outcome == "model error" and run.trace.error == "server down"
    assert [str(op) for op in run.plan] == ["(unstack b c)"]
    assert run.metrics.distance_to_goal == 1 and run.metrics.model_calls == 1


def test_missing_usage_is_reported_not_invented(r: Renderer) -> None:
    client = ScriptedClient([PLAN], usage=False)
    run = run_episode(get_method("preplanned"), r, client)
    assert run.metrics.prompt_tokens is None and run.metrics.completion_tokens is None
    assert any("did not report token usage" in n for n in run.trace.notes)


def test_cache_replays_with_zero_model_calls(tmp_path: Path, r: Renderer) -> None:
    db = tmp_path / "cache.sqlite"
    first = ScriptedClient([UNSTACK, PUTDOWN])
    run1 = run_episode(get_method("interactive-validated"), r, CachedClient(first, db))
    again = ScriptedClient([])  # would fail if asked
    cached = CachedClient(again, db)
    run2 = run_episode(get_method("interactive-validated"), r, cached)
    assert run1.plan == run2.plan and again.requests == []
    assert cached.hits == 2 and run2.trace.live_calls == 0
    assert run2.metrics.prompt_tokens == run1.metrics.prompt_tokens
    # a different sampling parameter is a different key
    other = ScriptedClient([UNSTACK, PUTDOWN])
    run_episode(
        get_method("interactive-validated"),
        r,
        CachedClient(other, db),
        MethodOptions(sampling=Sampling(temperature=0.5)),
    )
    assert len(other.requests) == 2


def test_cache_per_sample_index(tmp_path: Path) -> None:
    db = tmp_path / "c.sqlite"
    msgs = [{"role": "user", "content": "hi"}]
    s3 = Sampling(temperature=1.0, n=3, seed=1)
    inner = ScriptedClient(["a", "b", "c", "d", "e"])
    c = CachedClient(inner, db)
    assert c.complete(msgs, s3).texts == ["a", "b", "c"]
    assert c.complete(msgs, s3).texts == ["a", "b", "c"] and len(inner.requests) == 1
    five = c.complete(msgs, Sampling(temperature=1.0, n=5, seed=1))
    assert five.texts == ["a", "b", "c", "d", "e"] and inner.requests[-1].sampling.n == 2


def test_api_key_never_reaches_cache_or_trace(
    tmp_path: Path, r: Renderer, monkeypatch: pytest.MonkeyPatch
) -> None:
    from plangate.testing.fake_server import FakeOpenAI

    secret = "sk-very-secret-key-000"
    monkeypatch.setenv("OPENAI_API_KEY", secret)
    server = FakeOpenAI()
    try:
        server.say(UNSTACK, PUTDOWN)
        from plangate.llm.clients.openai_client import OpenAIClient

        db = tmp_path / "cache.sqlite"
        client = CachedClient(OpenAIClient("m", base_url=server.url), db)
        run = run_episode(get_method("interactive-validated"), r, client)
        trace = tmp_path / "t.jsonl"
        run.trace.write_jsonl(trace)
        client.close()
    finally:
        server.close()
    assert run.metrics.success
    assert secret not in trace.read_text()
    assert secret.encode() not in db.read_bytes()
    rows = sqlite3.connect(db).execute("SELECT key FROM responses").fetchall()
    assert len(rows) == 2


def test_examples_come_from_sibling_instances(task: Task) -> None:
    ex = find_examples(task, BW / "problem-2steps.pddl", 1)
    assert len(ex) == 1 and len(ex[0].plan) == 8  # problem-tower.pddl
    with pytest.raises(Exception, match="needs 2 solved examples"):
        find_examples(task, BW / "problem-2steps.pddl", 2)


def test_generic_rendering_on_another_domain() -> None:
    d = BENCHMARKS / "logistics-strips-typed-2000"
    t = load_task(d / "domain.pddl", d / "instances" / "instance-1.pddl")
    rr = Renderer(t)
    ops = t.applicable(t.initial)
    client = ScriptedClient([str(ops[0])])
    run = run_episode(get_method("interactive-validated"), rr, client, MethodOptions(max_steps=1))
    assert run.plan == [ops[0]] and run.trace.outcome == "step budget exhausted"
    prompt = client.requests[0].messages[0]["content"]
    assert "(drive-truck ?truck ?loc-from ?loc-to ?city)" in prompt or "drive-truck" in prompt
    assert "These facts always hold:" in prompt and "(in-city" in prompt


def test_an_unreadable_step_is_fed_back_and_recorded_with_the_reading(
    task: Task, r: Renderer
) -> None:
    first = f"Plan:\n1. {UNSTACK}\n2. Juggle the blue block\n"
    client = ScriptedClient([first, PLAN])
    run = solve(task, client, "preplanned-validated", renderer=r)
    assert run.success
    turn = run.trace.turns[0]
    assert turn.verdict == "unparsable-step"
    assert [s.get("unreadable") for s in turn.reading] == [None, "no action named"]
    assert "unreadable step: no action named" in turn.feedback
    assert "Juggle the blue block" in turn.feedback
    second = run.trace.turns[1].messages[-1]["content"]
    assert "unreadable step" in second  # the model was told why


def test_interactive_answers_are_read_with_their_reasoning_dropped(task: Task, r: Renderer) -> None:
    client = ScriptedClient(
        [
            f"<think>Maybe pick up the red block.</think>\nI will now {UNSTACK}.",
            f"Action: **{PUTDOWN}**",
            "GOAL REACHED",
        ]
    )
    run = solve(task, client, "interactive-validated", renderer=r)
    assert [str(op) for op in run.plan] == ["(unstack b c)", "(put-down b)"]
    assert run.trace.turns[0].reading[0]["how"] == "template"
    assert run.trace.turns[0].reading[0]["action"] == "(unstack b c)"


@pytest.mark.parametrize(
    ("answer", "strict", "lenient"),
    [
        ("3", True, True),
        ("3.", True, True),
        ("Answer: 3", True, True),
        ("**3**", True, True),
        ("I would choose option 3 because it frees the block.", False, True),
        ("unstack the blue block from on top of the orange block", False, True),
        ("9", False, False),
    ],
)
def test_restricted_answers_are_read_as_the_study_reads_them(
    task: Task, r: Renderer, answer: str, strict: bool, lenient: bool
) -> None:
    """The study's restricted model answers with the number: anything else is an invalid
    proposal, with feedback that asks for the number (no action-format artifacts); the
    lenient reading is the named variant interactive-restricted/lenient."""
    from plangate.llm.methods import MethodSpec

    options = [str(op) for op in r.task.applicable(task.initial)]
    assert options[2] == "(unstack b c)"  # option 3
    for spec, expect in (
        ("interactive-restricted", strict),
        ("interactive-restricted/lenient", lenient),
    ):
        parsed = MethodSpec.parse(spec)
        opts = parsed.options(MethodOptions(max_steps=1, max_invalid=1))
        run = solve(task, ScriptedClient([answer]), parsed.name, options=opts, renderer=r)
        turn = run.trace.turns[0]
        assert turn.valid is expect, (spec, answer, turn.feedback)
        if not expect:
            assert "<" not in turn.feedback and ".." not in turn.feedback, turn.feedback
