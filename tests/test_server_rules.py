"""Each server's parameter rules, enforced by the test server with that server's own
error bodies: plangate sends what the server accepts and records what it changed."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from plangate.cli import main
from plangate.errors import ModelError
from plangate.llm.clients.base import Choice, Sampling
from plangate.llm.clients.openai_client import OpenAIClient
from plangate.llm.clients.server_rules import (
    build,
    context_cap,
    dialect_of,
    initial_rules,
    named_parameter,
)
from plangate.llm.doctor import diagnose
from plangate.llm.methods import METHODS, MODEL_METHODS
from plangate.llm.render import renderer_for
from plangate.pddl.loader import load_task
from plangate.testing.fake_server import FakeOpenAI, Reply
from plangate.testing.oracle import PlannerOracle
from plangate.testing.server_rules import (
    LLAMA_CPP_PYTHON_FORMAT,
    LLAMA_SERVER_FORMAT,
    LLAMA_SERVER_N,
    OPENAI_MAX_TOKENS,
    TGI_BODY,
    TGI_INVALID,
    VLLM_OLD_TOP_P,
    VLLM_TOP_P,
    emulations,
)

from .conftest import EXAMPLES

MSGS = [{"role": "user", "content": "next action?"}]
CHOICE = Choice(("1", "2", "3"))
BW = EXAMPLES / "blocksworld"
HANOI = EXAMPLES / "hanoi"


@pytest.fixture
def server() -> Iterator[FakeOpenAI]:
    s = FakeOpenAI()
    s.responder = lambda messages: "2"
    yield s
    s.close()


def client(server: FakeOpenAI, name: str, model: str = "test-model", **kw: object) -> OpenAIClient:
    server.emulate = emulations()[name]
    return OpenAIClient(model, base_url=server.url, sleep=lambda s: None, **kw)  # type: ignore[arg-type]


def sent(server: FakeOpenAI) -> dict[str, object]:
    body = server.requests[-1]["json"]
    assert isinstance(body, dict)
    return body


# ---------------------------------------------------------------- one rule at a time
def test_openai_reasoning_model_by_name_gets_its_rules_before_any_refusal(
    server: FakeOpenAI,
) -> None:
    c = client(server, "openai-reasoning", model="o3-mini")
    out = c.complete(MSGS, Sampling(temperature=0.0, max_tokens=64))
    assert len(server.requests) == 1  # known from the name: nothing refused
    body = sent(server)
    assert body["max_completion_tokens"] == 64 and "max_tokens" not in body
    assert "temperature" not in body and "top_p" not in body
    assert any("temperature 0 not sent" in n and "greedy" in n for n in out.adjusted)
    assert out.reasoning_tokens == 64  # usage.completion_tokens_details


def test_openai_reasoning_rules_learnt_from_refusals(server: FakeOpenAI) -> None:
    """A reasoning model behind an unknown name: each refusal names its parameter."""
    c = client(server, "openai-reasoning")
    out = c.complete(MSGS, Sampling(temperature=0.0, top_p=0.5, stop=("\n\n",)))
    body = sent(server)
    assert "max_tokens" not in body and body["max_completion_tokens"] == 512
    assert "temperature" not in body and "top_p" not in body and "stop" not in body
    assert out.text == "2"
    refused = " ".join(c.notes)
    for name in ("max_tokens", "temperature", "top_p", "stop"):
        assert f"refused {name}" in refused
    assert any("temperature 0 not sent" in n for n in out.adjusted)
    # the rules stay learnt: the next request is accepted at once
    before = len(server.requests)
    c.complete(MSGS, Sampling(temperature=0.0))
    assert len(server.requests) == before + 1


def test_system_role_refused_is_folded_into_the_first_user_message(server: FakeOpenAI) -> None:
    c = client(server, "openai-reasoning", model="o1-mini")
    out = c.complete([{"role": "system", "content": "Be brief."}, *MSGS], Sampling())
    messages = sent(server)["messages"]
    assert messages == [{"role": "user", "content": "Be brief.\n\nnext action?"}]
    assert any("system message" in n for n in out.adjusted)


def test_reasoning_effort_is_sent_and_recorded_in_the_cache_key_only_when_given(
    server: FakeOpenAI,
) -> None:
    c = client(server, "openai-reasoning", model="gpt-5-mini")
    c.complete(MSGS, Sampling(reasoning_effort="low"))
    assert sent(server)["reasoning_effort"] == "low"
    assert "reasoning_effort" not in Sampling().key()  # old cache keys stay
    with pytest.raises(ValueError, match="reasoning_effort"):
        Sampling(reasoning_effort="extreme")


@pytest.mark.parametrize("name", ["vllm", "vllm-0.8"])
def test_vllm_top_p_zero(server: FakeOpenAI, name: str) -> None:
    c = client(server, name)
    out = c.complete(MSGS, Sampling(temperature=0.0, top_p=0.0))
    assert "top_p" not in sent(server)  # greedy is temperature 0
    assert any("top_p 0 not sent" in n for n in out.adjusted)
    out = c.complete(MSGS, Sampling(temperature=0.7, top_p=0.0))  # PFC's Actor retries
    assert sent(server)["top_p"] == pytest.approx(1e-9)
    assert any("smallest" in n or "most likely token" in n for n in out.adjusted)


def test_vllm_reasoning_is_kept_apart_and_never_read_as_the_answer(server: FakeOpenAI) -> None:
    c = client(server, "vllm")
    out = c.complete(MSGS, Sampling())
    assert out.text == "2"
    assert out.reasoning == ["Let me think about which action helps."]


def test_vllm_012_ignores_guided_choice_and_the_client_notices(server: FakeOpenAI) -> None:
    server.responder = lambda messages: "I would pick the second one"
    c = client(server, "vllm", constrained="guided-choice")
    out = c.complete(MSGS, Sampling(), CHOICE)
    assert not out.constrained  # the answer left the options: not enforced
    assert any("did not enforce" in n for n in out.adjusted)
    out = c.complete(MSGS, Sampling(), CHOICE)
    assert "guided_choice" not in sent(server)
    assert any("no constrained decoding" in n for n in out.adjusted)


def test_vllm_structured_outputs_choice(server: FakeOpenAI) -> None:
    c = client(server, "vllm", constrained="structured-outputs")
    out = c.complete(MSGS, Sampling(), CHOICE)
    assert sent(server)["structured_outputs"] == {"choice": ["1", "2", "3"]}
    assert out.text == "2" and out.constrained


@pytest.mark.parametrize("name", ["llama-cpp-python", "llama-server-2024"])
def test_llama_cpp_json_schema_refused_then_json_object_with_schema(
    server: FakeOpenAI, name: str
) -> None:
    c = client(server, name)
    out = c.complete(MSGS, Sampling(), CHOICE)
    assert out.text == "2" and out.constrained
    rf = sent(server)["response_format"]
    assert isinstance(rf, dict) and rf["type"] == "json_object" and "schema" in rf
    assert any("json_object" in n for n in out.adjusted)
    assert c.notes and "refused response_format" in c.notes[0]


@pytest.mark.parametrize("name", ["llama-cpp-python", "ollama", "llama-server-2024"])
def test_n_ignored_or_refused_is_asked_one_by_one_with_distinct_seeds(
    server: FakeOpenAI, name: str
) -> None:
    c = client(server, name)
    out = c.complete(MSGS, Sampling(temperature=1.0, n=3, seed=7))
    assert len(out.texts) == 3
    last3 = [r["json"] for r in server.requests[-3:]]
    assert [b["seed"] for b in last3] == [7, 8, 9] and all("n" not in b for b in last3)
    assert any("n = 3 asked as 3 requests" in n for n in out.adjusted)


def test_lmstudio_takes_json_schema(server: FakeOpenAI) -> None:
    c = client(server, "lmstudio")
    out = c.complete(MSGS, Sampling(), CHOICE)
    assert out.constrained and len(server.requests) == 1


def test_grammar_form_is_a_gbnf_of_the_options(server: FakeOpenAI) -> None:
    c = client(server, "llama-cpp-python", constrained="grammar")
    out = c.complete(MSGS, Sampling(), CHOICE)
    assert sent(server)["grammar"] == 'root ::= "1" | "2" | "3"'
    assert out.text == "2" and out.constrained


def test_a_refusal_naming_no_parameter_stands(server: FakeOpenAI) -> None:
    server.add(Reply(400, {"error": {"message": "invalid request"}}))
    c = OpenAIClient("m", base_url=server.url, sleep=lambda s: None)
    with pytest.raises(ModelError, match="invalid request"):
        c.complete(MSGS, Sampling())
    assert c.notes == []


def test_a_refused_parameter_is_changed_once_then_the_refusal_stands(server: FakeOpenAI) -> None:
    """A server that refuses temperature whatever is sent: no endless loop."""
    body = {"error": {"message": "temperature is broken", "param": "temperature"}}
    server.default = Reply(400, body)
    c = OpenAIClient("m", base_url=server.url, sleep=lambda s: None)
    with pytest.raises(ModelError):
        c.complete(MSGS, Sampling())
    assert len(server.requests) == 2


def test_a_context_overflow_lowers_the_answer_limit(server: FakeOpenAI) -> None:
    msg = (
        "'max_tokens' or 'max_completion_tokens' is too large: 512. This model's maximum "
        "context length is 2048 tokens and your request has 1800 input tokens (512 > 2048 - 1800)."
    )
    server.add(Reply(400, {"error": {"message": msg, "type": "BadRequestError", "code": 400}}))
    server.say("ok")
    c = OpenAIClient("m", base_url=server.url, sleep=lambda s: None)
    out = c.complete(MSGS, Sampling(max_tokens=512))
    assert sent(server)["max_tokens"] == 248 and out.text == "ok"
    assert any("lowered from 512 to 248" in n for n in out.adjusted)
    assert context_cap(msg, 100) is None  # already small enough: nothing to lower


def test_tgi_is_found_by_its_info_and_constrained_by_a_json_value(server: FakeOpenAI) -> None:
    """Hugging Face TGI: doctor reads its router's GET /info; its constrained decoding is
    response_format {"type": "json", "value": SCHEMA}; n is unused (one answer)."""
    c = client(server, "tgi", model="tgi")
    d = diagnose(c)
    found = {ch.what: (ch.ok, ch.found) for ch in d.checks}
    assert (
        found["server"][1].startswith("tgi (")
        and "text-generation-router 3.3.6" in (found["server"][1])
    )
    assert found["constrained decoding"] == (True, "response_format json with the schema "
                                             "as its value (TGI)")  # fmt: skip
    assert found["n = 2"][0] is False and d.exit_code == 0
    out = c.complete(MSGS, Sampling(n=2, top_p=1.0), CHOICE)
    assert out.texts == ["2", "2"] and out.constrained
    bodies = [r["json"] for r in server.requests[-2:]]
    assert all(b["response_format"]["type"] == "json" for b in bodies)  # type: ignore[index]
    assert all("top_p" not in b and "n" not in b for b in bodies)


def test_tgi_rules_are_learnt_from_its_refusals_without_a_probe(server: FakeOpenAI) -> None:
    """A client that never probed: TGI's plain-text 422 names response_format twice
    (json_schema, then json_object without a value), its validation 422 names top_p 1."""
    c = client(server, "tgi", model="tgi")
    out = c.complete(MSGS, Sampling(top_p=1.0), CHOICE)
    assert out.text == "2" and out.constrained
    assert c.rules.forms[0] == "json-value" and c.rules.top_p == "open"
    said = " ".join(c.rules.refused)
    assert "unknown variant `json_schema`" in said and "missing field `value`" in said
    assert "`top_p` must be > 0.0 and < 1.0" in said
    # top_p 0 at a positive temperature: the smallest top_p TGI takes
    c.complete(MSGS, Sampling(temperature=0.7, top_p=0.0), CHOICE)
    assert 0 < sent(server)["top_p"] < 1  # type: ignore[operator]


def test_tgi_context_refusal_lowers_the_answer_limit(server: FakeOpenAI) -> None:
    msg = (
        "Input validation error: `inputs` tokens + `max_new_tokens` must be <= 4096. "
        "Given: 3900 `inputs` tokens and 512 `max_new_tokens`"
    )
    server.add(Reply(422, {"error": msg, "error_type": "validation"}))
    server.say("ok")
    c = OpenAIClient("tgi", base_url=server.url, sleep=lambda s: None)
    out = c.complete(MSGS, Sampling(max_tokens=512))
    assert sent(server)["max_tokens"] == 196 and out.text == "ok"
    over = "Input validation error: `inputs` must have less than 4095 tokens. Given: 5000"
    server.add(Reply(422, {"error": over, "error_type": "validation"}))
    with pytest.raises(ModelError, match="does not fit the model's context"):
        c.complete(MSGS, Sampling(max_tokens=512))


# ---------------------------------------------------------------- the recorded bodies
@pytest.mark.parametrize(
    ("reply", "body", "name"),
    [
        (OPENAI_MAX_TOKENS, {"max_tokens": 1, "temperature": 0}, "max_tokens"),
        (VLLM_TOP_P, {"top_p": 0, "temperature": 0, "max_tokens": 1}, "top_p"),
        (VLLM_OLD_TOP_P, {"top_p": 0, "max_tokens": 1}, "top_p"),
        (LLAMA_CPP_PYTHON_FORMAT, {"response_format": {}, "max_tokens": 1}, "response_format"),
        (LLAMA_SERVER_FORMAT, {"response_format": {}, "max_tokens": 1}, "response_format"),
        (LLAMA_SERVER_N, {"n": 2, "max_tokens": 1}, "n"),
        (TGI_INVALID("`top_p` must be > 0.0 and < 1.0"), {"top_p": 1, "max_tokens": 1}, "top_p"),
        (
            TGI_BODY("response_format: unknown variant `json_schema`"),
            {"response_format": {}, "max_tokens": 1},
            "response_format",
        ),
    ],
)
def test_each_recorded_refusal_names_its_parameter(
    reply: Reply, body: dict[str, object], name: str
) -> None:
    said = reply.body if isinstance(reply.body, dict) else {"error": reply.body}
    inner = said.get("error", said)
    message, param = (
        (inner, None) if isinstance(inner, str) else (inner["message"], inner.get("param"))
    )
    assert named_parameter(message, param, body) == name


def test_families_from_names_and_model_lists() -> None:
    assert dialect_of("o3-mini", None) == "openai-reasoning"
    assert dialect_of("gpt-5", None) == "openai-reasoning"
    assert dialect_of("gpt-5-chat-latest", None) == "openai"
    assert dialect_of("gpt-4o-mini", None) == "openai"
    assert dialect_of("qwen", "http://127.0.0.1:8000/v1", "vllm") == "vllm"
    assert dialect_of("gemma", "http://127.0.0.1:8000/v1", "me") == "llama-cpp-python"
    assert dialect_of("o3-mini", "http://127.0.0.1:8000/v1", "vllm") == "vllm"
    assert dialect_of("qwen", "http://127.0.0.1:30000/v1", "sglang") == "sglang"
    assert initial_rules("sglang").top_p == "positive"
    tgi = initial_rules("tgi")
    assert (tgi.forms, tgi.native_n, tgi.top_p) == (["json-value"], False, "open")
    assert "top_p" not in build(tgi, "m", MSGS, Sampling(top_p=1.0), None, "x").bodies[0]
    rules = initial_rules("vllm")
    req = build(rules, "m", MSGS, Sampling(top_p=0.0), None, "here")
    assert "top_p" not in req.bodies[0]


# ---------------------------------------------------------------- every method, every server
def _oracle_server(emulation: str, task_files: tuple[str, str]) -> FakeOpenAI:
    task = load_task(*task_files)
    s = FakeOpenAI()
    s.responder = PlannerOracle(renderer_for(task, None))
    s.emulate = emulations()[emulation]
    return s


@pytest.mark.parametrize("emulation", ["openai-reasoning", "vllm", "llama-cpp-python", "tgi"])
@pytest.mark.parametrize("method", MODEL_METHODS)
def test_every_method_runs_against_every_servers_rules(
    emulation: str, method: str, capsys: pytest.CaptureFixture[str]
) -> None:
    hanoi = METHODS[method].about.paper == "pfc"  # its paper's prompts are for Hanoi
    files = (
        (str(HANOI / "domain.pddl"), str(HANOI / "problem-3-aaa.pddl"))
        if hanoi
        else (str(BW / "domain.pddl"), str(BW / "problem-2steps.pddl"))
    )
    s = _oracle_server(emulation, files)
    model = "o4-mini" if emulation == "openai-reasoning" else "served-model"
    try:
        argv = ["solve", *files, "--method", method, "--model", model, "--base-url", s.url]
        argv += ["--no-cache", "--json", "--top-p", "0", "--max-steps", "8", "--rollouts", "3"]
        code = main(argv)
    finally:
        s.close()
    out = json.loads(capsys.readouterr().out)
    assert code in (0, 1) and out["error"] is None, out["error"]
    notes = " ".join(out["notes"] + out["changes"])
    if emulation == "openai-reasoning":
        assert "temperature 0 not sent" in notes
    if emulation == "vllm":
        assert "top_p 0 not sent" in notes or "most likely token" in notes
    statuses = {r["json"].get("response_format", {}).get("type") for r in s.requests}
    if emulation == "llama-cpp-python":
        assert "json_schema" not in statuses - {None} or "refused response_format" in notes


def test_doctor_against_each_server(capsys: pytest.CaptureFixture[str]) -> None:
    s = FakeOpenAI()
    s.responder = lambda messages: "2"
    try:
        for name, emulation in emulations().items():
            s.emulate = emulation
            model = "o3" if name == "openai-reasoning" else "m"
            d = diagnose(OpenAIClient(model, base_url=s.url, sleep=lambda x: None))
            assert d.error is None, name
            found = {c.what: c.ok for c in d.checks}
            assert found["constrained decoding"], name
            assert found["temperature 0"] == (name != "openai-reasoning"), name
            native = name in ("openai-reasoning", "vllm", "vllm-0.8", "lmstudio")
            assert found["n = 2"] == native, name
            if name == "openai-reasoning":
                assert d.exit_code == 1 and "interactive-restricted" in d.cannot()
                assert "lats" not in d.cannot()
            else:
                assert d.exit_code == 0, (name, d.cannot())
        s.emulate = None
        assert main(["doctor", "--model", "m", "--base-url", s.url]) == 0
        assert "constrained decoding" in capsys.readouterr().out
    finally:
        s.close()
    # no server at all: exit 2
    assert main(["doctor", "--model", "m", "--base-url", "http://127.0.0.1:9/v1"]) == 2


def test_a_prompt_longer_than_the_context_is_said_and_blames_no_parameter(
    server: FakeOpenAI,
) -> None:
    """llama-cpp-python's 400 names param "messages": the system role is not the cause."""
    msg = (
        "This model's maximum context length is 2048 tokens. However, you requested 2600 "
        "tokens (2088 in the messages, 512 in the completion). Please reduce the length of "
        "the messages or completion."
    )
    body = {"error": {"message": msg, "type": "invalid_request_error", "param": "messages"}}
    server.add(Reply(400, body))
    c = OpenAIClient("m", base_url=server.url, sleep=lambda s: None)
    with pytest.raises(ModelError, match=r"does not fit the model's context.*--n_ctx"):
        c.complete([{"role": "system", "content": "s"}, *MSGS], Sampling())
    assert len(server.requests) == 1 and c.rules.system_role and c.notes == []


def test_pfc_actor_retries_can_differ_top_p_zero_is_not_sent_above_temperature_zero(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """LLM-PFC: "top-p 0 and temperature 0, except for the Actor", whose temperature rises
    while it gives fewer than B distinct moves: those retries are sampled."""
    files = (str(HANOI / "domain.pddl"), str(HANOI / "problem-3-aaa.pddl"))
    s = _oracle_server("vllm", files)
    oracle = s.responder

    def one_move(messages: list[dict[str, str]]) -> str:  # an Actor short of B moves
        text = str(oracle(messages))
        meta = json.loads(messages[-1].get("meta") or "{}")
        return text.strip().splitlines()[0] if meta.get("kind") == "actor" else text

    s.responder = one_move
    try:
        argv = ["solve", *files, "--method", "pfc", "--model", "m", "--base-url", s.url]
        main([*argv, "--no-cache", "--json", "--top-p", "0", "--max-length", "3"])
    finally:
        s.close()
    capsys.readouterr()
    bodies = [r["json"] for r in s.requests if r["json"]]
    warm = [b for b in bodies if b.get("temperature", 0) > 0]
    assert warm, "the Actor never retried"
    assert all("top_p" not in b for b in warm)
    assert all(b.get("top_p") in (None, 0) for b in bodies if b.get("temperature") == 0)


def test_an_extra_body_is_sent_in_every_request_and_keys_the_cache(
    server: FakeOpenAI, capsys: pytest.CaptureFixture[str]
) -> None:
    """--extra-body: fields a server takes beyond OpenAI's (Qwen3's enable_thinking on
    vLLM, top_k), sent as given, in the cache key; fields plangate sets are refused."""
    extra = '{"chat_template_kwargs": {"enable_thinking": false}, "top_k": 20}'
    c = client(server, "llama-cpp-python")
    c.complete(MSGS, Sampling(n=2, seed=1, extra_body=extra), CHOICE)
    for r in server.requests[-2:]:
        body = r["json"]
        assert body["chat_template_kwargs"] == {"enable_thinking": False}  # type: ignore[index]
        assert body["top_k"] == 20  # type: ignore[index]
    plain, with_extra = Sampling(), Sampling(extra_body=extra)
    assert plain.key() != with_extra.key() and "extra_body" not in plain.key()
    spaced = Sampling(
        extra_body='{"top_k": 20,  "chat_template_kwargs": {"enable_thinking": false}}'
    )
    assert spaced.key() == with_extra.key()  # the same fields, written otherwise
    for bad, says in [
        ('{"temperature": 1}', "sets temperature, which plangate sets itself"),
        ("[1]", "must be a JSON object"),
        ("{top_k: 1}", "is not JSON"),
    ]:
        with pytest.raises(ValueError, match=says):
            Sampling(extra_body=bad)
    # the flag, end to end: solve sends it; a bad one is a clear error and exit 2
    server.emulate = None
    files = [str(BW / "domain.pddl"), str(BW / "problem-2steps.pddl")]
    argv = ["solve", *files, "--model", "m", "--base-url", server.url, "--no-cache"]
    main([*argv, "--method", "preplanned", "--extra-body", '{"top_k": 5}', "--json"])
    assert sent(server)["top_k"] == 5
    capsys.readouterr()
    assert main([*argv, "--extra-body", '{"seed": 3}']) == 2
    assert "extra_body sets seed" in capsys.readouterr().err


def test_tgi_failed_generation_is_retried(server: FakeOpenAI) -> None:
    """TGI answers 424 when generation fails on a shard (out of memory under load)."""
    body = {"error": "Request failed during generation: Server error: CUDA out of memory",
            "error_type": "generation"}  # fmt: skip
    server.add(Reply(424, body))
    server.say("ok")
    c = OpenAIClient("tgi", base_url=server.url, sleep=lambda s: None)
    assert c.complete(MSGS, Sampling()).text == "ok" and len(server.requests) == 2


def test_an_extra_body_never_overrides_what_a_flag_sends() -> None:
    """Issue 48: ``--extra-body`` carrying Gemini's ``thinking_budget: 0`` silently
    overrode ``--thinking-budget 512``."""
    gemini = '{"extra_body": {"google": {"thinking_config": {"thinking_budget": 0}}}}'
    with pytest.raises(ValueError, match="give the budget one way"):
        Sampling(thinking_budget=512, extra_body=gemini)
    assert Sampling(extra_body=gemini).thinking_budget is None  # alone, it is the user's


def test_a_200_holding_an_error_object_says_the_providers_message(server: FakeOpenAI) -> None:
    """Issue 48: an OpenRouter-style 200 whose body is an error object was asked 6 times,
    then reported as "no choices in the body", without the provider's message."""
    server.add(Reply(200, {"error": {"code": 400, "message": "Provider returned error: bad"}}))
    c = OpenAIClient("m", base_url=server.url, sleep=lambda s: None)
    with pytest.raises(ModelError, match="answered 200 with an error 400: Provider returned") as e:
        c.complete(MSGS, Sampling())
    assert not e.value.retryable and len(server.requests) == 1
    server.add(Reply(200, {"error": {"code": 502, "message": "upstream timed out"}}))
    server.say("ok")
    assert c.complete(MSGS, Sampling()).text == "ok" and len(server.requests) == 3


def test_a_huge_error_message_is_cut_in_the_record(server: FakeOpenAI, tmp_path: Path) -> None:
    """Issue 48: a 400 with a 20 MB message made a 20 MB results line."""
    server.responder = None
    server.say("1")  # the run's probe of the endpoint
    for _ in range(3):
        server.add(Reply(400, {"error": {"message": "too long " * 2_000_000}}))
    results = tmp_path / "r.jsonl"
    argv = ["bench", "--dataset", "hanoi3", "--data-dir", str(tmp_path / "data"), "--limit", "1",
            "--method", "preplanned", "--model", "m", "--base-url", server.url,
            "--results", str(results), "--no-cache", "--no-progress"]  # fmt: skip
    main(argv)
    (line,) = results.read_text().splitlines()
    record = json.loads(line)
    assert record["status"] == "error" and "too long" in record["error"]
    assert len(line) < 20_000
