"""The real openai SDK against a scripted OpenAI-compatible server on 127.0.0.1."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from plangate.cli import main
from plangate.errors import ModelError
from plangate.llm.clients.base import Choice, Sampling
from plangate.llm.clients.openai_client import OpenAIClient
from plangate.testing.fake_server import FakeOpenAI, Reply, chat_body

from .conftest import EXAMPLES

MSGS = [{"role": "user", "content": "next action?"}]
BW = EXAMPLES / "blocksworld"


@pytest.fixture
def server() -> Iterator[FakeOpenAI]:
    s = FakeOpenAI()
    yield s
    s.close()


def client(server: FakeOpenAI, **kw: object) -> tuple[OpenAIClient, list[float]]:
    waits: list[float] = []
    c = OpenAIClient("test-model", base_url=server.url, sleep=waits.append, **kw)  # type: ignore[arg-type]
    return c, waits


def test_normal_answer_with_usage(server: FakeOpenAI) -> None:
    server.say("(unstack b c)", prompt_tokens=42, completion_tokens=5)
    c, waits = client(server)
    out = c.complete(MSGS, Sampling(temperature=0.0, seed=7, max_tokens=20, stop=("\n\n",)))
    assert out.text == "(unstack b c)"
    assert (out.prompt_tokens, out.completion_tokens) == (42, 5)
    assert out.retries == 0 and waits == []
    sent = server.requests[0]
    assert sent["path"] == "/v1/chat/completions"
    body = sent["json"]
    assert body["model"] == "test-model" and body["messages"] == MSGS
    assert body["temperature"] == 0.0 and body["seed"] == 7 and body["max_tokens"] == 20
    assert body["stop"] == ["\n\n"]


def test_key_comes_from_the_named_variable_and_is_sent(
    server: FakeOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MY_KEY", "sk-secret-123")
    server.say("ok")
    c, _ = client(server, api_key_env="MY_KEY")
    c.complete(MSGS, Sampling())
    headers = {k.lower(): v for k, v in server.requests[0]["headers"].items()}
    assert headers["authorization"] == "Bearer sk-secret-123"
    assert "sk-secret-123" not in repr(c.__dict__.get("notes"))


def test_429_with_retry_after_then_success(server: FakeOpenAI) -> None:
    server.add(Reply(429, {"error": {"message": "slow down"}}, {"Retry-After": "3"}))
    server.say("ok")
    c, waits = client(server)
    out = c.complete(MSGS, Sampling())
    assert out.text == "ok" and out.retries == 1
    assert waits == [3.0]  # Retry-After honoured over the 0.5 s backoff
    assert len(server.requests) == 2


def test_500_then_success_with_exponential_backoff(server: FakeOpenAI) -> None:
    server.add(Reply(500, {"error": {"message": "boom"}}), Reply(503, {"error": "down"}))
    server.say("ok")
    c, waits = client(server)
    assert c.complete(MSGS, Sampling()).text == "ok"
    assert waits == [0.5, 1.0]


def test_retries_are_bounded(server: FakeOpenAI) -> None:
    server.default = Reply(502, {"error": {"message": "bad gateway"}})
    c, waits = client(server, max_retries=3)
    with pytest.raises(ModelError, match=r"502.*gave up after 4 attempts") as err:
        c.complete(MSGS, Sampling())
    assert err.value.retryable and len(server.requests) == 4 and waits == [0.5, 1.0, 2.0]


def test_hung_request_hits_the_timeout(server: FakeOpenAI) -> None:
    server.add(Reply(200, chat_body("late"), delay=2.0))
    server.say("ok")
    c, waits = client(server)
    out = c.complete(MSGS, Sampling(timeout=0.3))
    assert out.text == "ok" and out.retries == 1 and len(waits) == 1
    server.default = Reply(200, chat_body("late"), delay=2.0)
    c2, _ = client(server, max_retries=0)
    with pytest.raises(ModelError, match=r"timed out after 0.3 s"):
        c2.complete(MSGS, Sampling(timeout=0.3))


def test_malformed_body_is_retried_then_reported(server: FakeOpenAI) -> None:
    server.add(Reply(200, "this is not json {"))
    server.say("ok")
    c, _ = client(server)
    assert c.complete(MSGS, Sampling()).text == "ok"
    server.default = Reply(200, "<html>gateway</html>")
    c2, _ = client(server, max_retries=1)
    with pytest.raises(ModelError, match="malformed response"):
        c2.complete(MSGS, Sampling())


def test_empty_message_and_missing_usage(server: FakeOpenAI) -> None:
    server.say(None, prompt_tokens=None)
    c, _ = client(server)
    out = c.complete(MSGS, Sampling())
    assert out.text == "" and out.prompt_tokens is None and out.completion_tokens is None


def test_401_fails_fast_and_says_what_to_do(server: FakeOpenAI) -> None:
    server.add(Reply(401, {"error": {"message": "Incorrect API key provided"}}))
    c, waits = client(server)
    with pytest.raises(ModelError, match=r"refused the API key.*OPENAI_API_KEY") as err:
        c.complete(MSGS, Sampling())
    assert not err.value.retryable and waits == [] and len(server.requests) == 1


def test_unknown_model_404(server: FakeOpenAI) -> None:
    server.add(Reply(404, {"error": {"message": "model not found"}}))
    c, _ = client(server)
    with pytest.raises(ModelError, match=r"model 'test-model'.*--model and --base-url"):
        c.complete(MSGS, Sampling())


def test_no_key_for_openai_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with pytest.raises(ModelError, match="set the environment variable OPENAI_API_KEY"):
        OpenAIClient("gpt-4o-mini")


def test_json_schema_choice_and_fallback(server: FakeOpenAI) -> None:
    server.say('{"answer": "2"}')
    c, _ = client(server)
    out = c.complete(MSGS, Sampling(), Choice(("1", "2", "3")))
    assert out.text == "2" and out.constrained
    schema = server.requests[0]["json"]["response_format"]["json_schema"]["schema"]
    assert schema["properties"]["answer"]["enum"] == ["1", "2", "3"]
    # a server without JSON-schema output: 400 once, then the next form from then on
    server.add(Reply(400, {"error": {"message": "response_format not supported"}}))
    server.say('{"answer": "3"}', '{"answer": "1"}')
    c2, _ = client(server)
    out = c2.complete(MSGS, Sampling(), Choice(("1", "2", "3")))
    assert out.text == "3" and out.constrained
    assert c2.complete(MSGS, Sampling(), Choice(("1", "2", "3"))).text == "1"
    assert server.requests[-1]["json"]["response_format"]["type"] == "json_object"
    assert c2.notes and "refused response_format" in c2.notes[0]
    assert any("json_object" in n for n in out.adjusted)


def test_guided_choice_for_vllm(server: FakeOpenAI) -> None:
    server.say("1")
    c, _ = client(server, constrained="guided-choice")
    assert c.complete(MSGS, Sampling(), Choice(("1", "2"))).text == "1"
    assert server.requests[0]["json"]["guided_choice"] == ["1", "2"]


def test_cli_solve_against_the_server(
    server: FakeOpenAI, tmp_path: object, capsys: pytest.CaptureFixture[str]
) -> None:
    server.say(
        "unstack the blue block from on top of the orange block",
        "put down the blue block",
        prompt_tokens=100,
        completion_tokens=10,
    )
    trace = tmp_path / "trace.jsonl"  # type: ignore[operator]
    code = main(
        [
            "solve",
            str(BW / "domain.pddl"),
            str(BW / "problem-2steps.pddl"),
            "--method",
            "interactive-validated",
            "--model",
            "test-model",
            "--base-url",
            server.url,
            "--no-cache",
            "--json",
            "--trace",
            str(trace),
        ]
    )
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert out["plan"] == ["(unstack b c)", "(put-down b)"]
    assert out["success"] and out["valid"] and out["optimal"] and out["optimal_length"] == 2
    assert out["model_calls"] == 2 and out["prompt_tokens"] == 200
    assert out["completion_tokens"] == 20
    lines = [json.loads(x) for x in trace.read_text().splitlines()]
    assert lines[0]["type"] == "episode" and len(lines) == 3
    assert lines[1]["parsed"] == ["(unstack b c)"] and lines[1]["valid"]
    assert "the blue block is on top of the orange block" in lines[1]["messages"][0]["content"]


def test_cli_solve_reports_a_permanent_model_error(
    server: FakeOpenAI, capsys: pytest.CaptureFixture[str]
) -> None:
    server.add(Reply(401, {"error": {"message": "bad key"}}))
    code = main(
        ["solve", str(BW / "domain.pddl"), str(BW / "problem-2steps.pddl"),
         "--model", "m", "--base-url", server.url, "--no-cache"]
    )  # fmt: skip
    err = capsys.readouterr().err
    assert code == 2  # a model that cannot be used (the README's exit codes)
    assert "could not be used" in err and "refused the API key" in err


@pytest.mark.parametrize(
    "method", ["pfc", "lats", "interactive-restricted", "interactive-restricted-constrained"]
)
def test_cli_every_strategy_against_the_server(
    server: FakeOpenAI, method: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from plangate.llm.methods import METHODS
    from plangate.llm.render import Renderer, builtin_nl
    from plangate.pddl.loader import load_task
    from plangate.testing.oracle import PlannerOracle

    hanoi = EXAMPLES / "hanoi"
    task = load_task(hanoi / "domain.pddl", hanoi / "problem-3-bac.pddl")
    server.responder = PlannerOracle(Renderer(task, builtin_nl("hanoi")))
    args = ["solve", str(hanoi / "domain.pddl"), str(hanoi / "problem-3-bac.pddl")]
    args += ["--method", method]
    code = main([*args, "--model", "m", "--base-url", server.url, "--no-cache", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["success"] and out["model_calls"] > 0
    assert len(server.requests) == out["model_calls"]
    constrained = ["response_format" in r["json"] for r in server.requests]
    # the study's restricted method lets the model answer anything; only the named
    # variant asks for constrained decoding
    assert all(constrained) if METHODS[method].about.constrained else not any(constrained)


def test_nothing_listening_fails_after_two_quick_retries(server: FakeOpenAI) -> None:
    """A server that never answered and refuses the connection is not there: the error
    says so after two short waits, not after the whole backoff (a busy server that answered
    once still gets every retry)."""
    url = server.url
    server.close()  # the port now refuses connections
    waits: list[float] = []
    c = OpenAIClient("test-model", base_url=url, sleep=waits.append)
    with pytest.raises(ModelError, match=r"is the server running\?.*gave up after 3 attempts"):
        c.complete([{"role": "user", "content": "hi"}], Sampling())
    assert waits == [0.5, 1.0]
