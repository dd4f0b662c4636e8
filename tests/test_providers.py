"""The hosted providers (Azure OpenAI, Anthropic, Gemini, OpenRouter, Together), each
against a strict emulation of its documented rules on 127.0.0.1: plangate sends what
the provider honours, does not rely on what it ignores, says so in every answer, and
every method runs through each."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from plangate.cli import main
from plangate.llm.clients.base import Choice, Sampling
from plangate.llm.clients.openai_client import OpenAIClient
from plangate.llm.clients.server_rules import build, dialect_of, initial_rules
from plangate.llm.doctor import diagnose
from plangate.llm.methods import METHODS, MODEL_METHODS
from plangate.llm.render import renderer_for
from plangate.pddl.loader import load_task
from plangate.testing.fake_server import FakeOpenAI
from plangate.testing.oracle import PlannerOracle
from plangate.testing.provider_rules import (
    Anthropic,
    Azure,
    Gemini,
    OpenRouter,
    Together,
    provider_emulations,
)

from .conftest import EXAMPLES

MSGS = [{"role": "user", "content": "next action?"}]
CHOICE = Choice(("1", "2", "3"))
BW = EXAMPLES / "blocksworld"
HANOI = EXAMPLES / "hanoi"
AZURE_KEY = "PLANGATE_TEST_AZURE_KEY"


@pytest.fixture
def server() -> Iterator[FakeOpenAI]:
    s = FakeOpenAI()
    s.responder = lambda messages: "2"
    yield s
    s.close()


def sent(server: FakeOpenAI) -> dict[str, object]:
    body = server.requests[-1]["json"]
    assert isinstance(body, dict)
    return body


def client(server: FakeOpenAI, provider: str, **kw: object) -> OpenAIClient:
    return OpenAIClient(
        "test-model", base_url=server.url, provider=provider, sleep=lambda s: None, **kw
    )  # type: ignore[arg-type]


def test_providers_are_known_from_their_hosts() -> None:
    assert dialect_of("claude-sonnet-4-5", "https://api.anthropic.com/v1/") == "anthropic"
    assert dialect_of("gpt-4o", "https://lab.openai.azure.com") == "azure"
    assert dialect_of("o3-mini", "https://lab.openai.azure.com") == "azure-reasoning"
    gemini = "https://generativelanguage.googleapis.com/v1beta/openai/"
    assert dialect_of("gemini-2.5-flash", gemini) == "gemini"
    assert dialect_of("meta-llama/x", "https://openrouter.ai/api/v1") == "openrouter"
    assert dialect_of("Qwen/x", "https://api.together.xyz/v1") == "together"
    assert dialect_of("m", "https://anthropic.com.invalid/v1") == "generic"  # not the host


def test_anthropic_rules_before_any_request() -> None:
    """temperature clipped to 1, n as one request per answer, response_format, seed and
    reasoning_effort not sent (ignored), white-space stops cut by plangate, a thinking
    budget as Anthropic's thinking field."""
    rules = initial_rules("anthropic")
    s = Sampling(temperature=1.5, seed=7, n=2, stop=("\n\n", "Q:"), reasoning_effort="high",
                 thinking_budget=2048)  # fmt: skip
    req = build(rules, "claude", MSGS, s, CHOICE, "api.anthropic.com")
    assert len(req.bodies) == 2 and all("n" not in b for b in req.bodies)
    body = req.bodies[0]
    assert body["temperature"] == 1.0 and body["stop"] == ["Q:"] and req.cut == ("\n\n",)
    for name in ("seed", "response_format", "reasoning_effort"):
        assert name not in body
    assert body["thinking"] == {"type": "enabled", "budget_tokens": 2048}
    notes = " ".join(req.notes)
    assert "temperature 1.5 sent as 1" in notes
    assert "seed 7 not sent: api.anthropic.com ignores it (samples are not reproducible)" in notes
    assert "response_format not sent" in notes and "the answer text is parsed" in notes
    assert "reasoning_effort high not sent" in notes and "white space applied by plangate" in notes
    assert req.form is None


def test_anthropic_emulation_sees_nothing_it_would_ignore(server: FakeOpenAI) -> None:
    emulation = Anthropic()
    server.emulate = emulation
    c = client(server, "anthropic")
    out = c.complete(MSGS, Sampling(temperature=1.2, seed=3, n=2), CHOICE)
    assert len(out.texts) == 2 and not out.constrained
    assert emulation.ignored == [] and emulation.clipped == []  # nothing relied on
    assert any("ignores it" in n for n in out.adjusted)


def test_azure_endpoint_deployment_and_api_key_header(
    server: FakeOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    emulation = Azure(deployment="gpt4o-prod", key="k-azure")
    server.emulate = emulation
    monkeypatch.setenv(AZURE_KEY, "k-azure")
    root = server.url.removesuffix("/v1")
    azure = {"provider": "azure", "api_version": "2024-10-21", "api_key_env": AZURE_KEY}
    c = OpenAIClient("gpt-4o", base_url=root, deployment="gpt4o-prod", sleep=lambda s: None,
                     **azure)  # type: ignore[arg-type]  # fmt: skip
    out = c.complete(MSGS, Sampling(), CHOICE)
    assert out.text == "2" and out.constrained
    request = server.requests[-1]
    assert str(request["path"]).startswith(
        "/openai/deployments/gpt4o-prod/chat/completions?api-version=2024-10-21"
    )
    headers = {k.lower(): v for k, v in dict(request["headers"]).items()}  # type: ignore[arg-type]
    assert headers["api-key"] == "k-azure" and "gpt4o-prod" in c.where
    wrong = OpenAIClient("gpt-4o", base_url=root, deployment="other", sleep=lambda s: None,
                         **azure)  # type: ignore[arg-type]  # fmt: skip
    with pytest.raises(Exception, match="404"):
        wrong.complete(MSGS, Sampling())
    with pytest.raises(Exception, match="--deployment"):
        OpenAIClient("gpt-4o", base_url=root, provider="azure")


def test_gemini_reasoning_effort_outside_its_values_is_dropped(server: FakeOpenAI) -> None:
    server.emulate = Gemini()
    c = client(server, "gemini")
    out = c.complete(MSGS, Sampling(reasoning_effort="minimal"))
    assert "reasoning_effort" not in sent(server) and out.text == "2"
    assert any("refused reasoning_effort" in n for n in c.notes)
    c = client(server, "gemini")
    out = c.complete(MSGS, Sampling(reasoning_effort="low"), CHOICE)
    assert sent(server)["reasoning_effort"] == "low" and out.reasoning_tokens == 48
    assert out.constrained


def test_gemini_thinking_budget_goes_in_its_extra_body_field(server: FakeOpenAI) -> None:
    """Gemini's OpenAI endpoint reads a thinking budget from the body field extra_body
    (google.thinking_config), and takes it or reasoning_effort, not both."""
    server.emulate = Gemini()
    c = client(server, "gemini")
    out = c.complete(MSGS, Sampling(thinking_budget=800, reasoning_effort="high"), CHOICE)
    body = sent(server)
    assert body["extra_body"] == {"google": {"thinking_config": {"thinking_budget": 800}}}
    assert "reasoning_effort" not in body and out.constrained and out.reasoning_tokens == 48
    assert any("reasoning effort high not sent: the thinking budget is" in n for n in out.adjusted)


def test_openrouter_requires_what_a_guarantee_rests_on(server: FakeOpenAI) -> None:
    server.emulate = OpenRouter()
    c = client(server, "openrouter")
    out = c.complete(MSGS, Sampling(seed=1, reasoning_effort="low"), CHOICE)
    body = sent(server)
    assert body["provider"] == {"require_parameters": True} and out.constrained
    assert body["reasoning"] == {"effort": "low"} and "reasoning_effort" not in body
    assert out.reasoning == ["Thinking about which action brings the goal closer."]
    c.complete(MSGS, Sampling(thinking_budget=1000))
    assert sent(server)["reasoning"] == {"max_tokens": 1000}
    # no provider of the model honours response_format: sent without, then parsed
    emulation = OpenRouter(structured=False)
    server.emulate = emulation
    c = client(server, "openrouter")
    out = c.complete(MSGS, Sampling(), CHOICE)
    assert out.text == "2" and not out.constrained
    learnt = " ".join(c.notes)
    assert "without require_parameters" in learnt and "did not enforce" in learnt


def test_together_model_without_structured_outputs_is_parsed(server: FakeOpenAI) -> None:
    server.emulate = Together(structured=False)
    c = client(server, "together")
    out = c.complete(MSGS, Sampling(), CHOICE)
    assert out.text == "2" and not out.constrained and "response_format" not in sent(server)
    assert any("refused response_format" in n for n in c.notes)


@pytest.mark.parametrize("provider", sorted(provider_emulations()))
def test_doctor_names_what_each_provider_enforces_and_what_is_lost(
    provider: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = FakeOpenAI()
    s.responder = lambda messages: "2"
    s.emulate = provider_emulations()[provider]
    monkeypatch.setenv(AZURE_KEY, "azure-test-key")
    azure = {"deployment": "plangate-dep", "api_version": "2024-10-21", "api_key_env": AZURE_KEY}
    url = s.url.removesuffix("/v1") if provider == "azure" else s.url
    try:
        c = OpenAIClient("m", base_url=url, provider=provider, sleep=lambda x: None,
                         **(azure if provider == "azure" else {}))  # type: ignore[arg-type]  # fmt: skip
        d = diagnose(c)
    finally:
        s.close()
    assert d.error is None and d.dialect == provider
    found = {c.what: c.ok for c in d.checks}
    cannot = d.cannot()
    if provider == "anthropic":
        assert found["response_format"] is False and found["seed"] is False
        assert found["temperature above 1"] is False and not found["constrained decoding"]
        assert "no constrained decoding" in cannot["interactive-restricted-constrained"]
        assert "no reproducible seeds" in cannot["lats"]
        assert "interactive-validated" not in cannot
    else:
        assert found["constrained decoding"], provider
        assert not cannot, (provider, cannot)
    if provider == "openrouter":
        assert found["unsupported parameters"]


def _files(method: str) -> tuple[str, str]:
    if METHODS[method].about.paper == "pfc":
        return str(HANOI / "domain.pddl"), str(HANOI / "problem-3-aaa.pddl")
    return str(BW / "domain.pddl"), str(BW / "problem-2steps.pddl")


@pytest.mark.parametrize("provider", sorted(provider_emulations()))
@pytest.mark.parametrize("method", MODEL_METHODS)
def test_every_method_runs_through_every_provider(
    provider: str, method: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    files = _files(method)
    s = FakeOpenAI()
    s.responder = PlannerOracle(renderer_for(load_task(*files), None))
    emulation = provider_emulations()[provider]
    s.emulate = emulation
    monkeypatch.setenv(AZURE_KEY, "azure-test-key")
    url = s.url.removesuffix("/v1") if provider == "azure" else s.url
    argv = ["solve", *files, "--method", method, "--model", "m", "--base-url", url,
            "--provider", provider, "--no-cache", "--json", "--max-steps", "8",
            "--rollouts", "3", "--seed", "1"]  # fmt: skip
    if provider == "azure":
        argv += ["--deployment", "plangate-dep", "--api-version", "2024-10-21",
                 "--api-key-env", AZURE_KEY]  # fmt: skip
    try:
        code = main(argv)
    finally:
        s.close()
    out = json.loads(capsys.readouterr().out)
    assert code in (0, 1) and out["error"] is None, out["error"]
    assert emulation.ignored == [], emulation.ignored  # nothing sent that it would ignore
    if provider == "anthropic":
        assert not any("response_format" in r["json"] for r in s.requests)
        assert all(r["json"].get("n", 1) == 1 for r in s.requests)


def test_the_report_compares_methods_by_what_they_cost(tmp_path: pytest.TempPathFactory) -> None:
    """Reasoning tokens are recorded per call and reported beside prompt and completion
    tokens (a bench run through the Gemini emulation with --reasoning-effort low)."""
    from pathlib import Path

    from plangate.bench.report import costs, load_results

    out = Path(str(tmp_path))
    files = _files("interactive-validated")
    s = FakeOpenAI()
    s.responder = PlannerOracle(renderer_for(load_task(*files), None))
    s.emulate = provider_emulations()["gemini"]
    results = out / "r.jsonl"
    try:
        code = main(["bench", "--dataset", str(BW), "--first", "2", "--method",
                     "interactive-validated", "--method", "preplanned", "--model", "m",
                     "--base-url", s.url, "--provider", "gemini", "--reasoning-effort", "low",
                     "--results", str(results), "--no-cache", "--no-progress"])  # fmt: skip
    finally:
        s.close()
    assert code == 0
    records = load_results([results])
    assert records and all(r.reasoning_tokens for r in records if r.ok)  # type: ignore[union-attr]
    table = costs(records)
    assert table.columns[-1] == "k reasoning tokens"
    assert len(table.rows) == 2 and all(row[-1] not in ("not reported", "") for row in table.rows)
