"""Strict emulations of the hosted providers, for the test server (:class:`FakeOpenAI`).

Each enforces its provider's documented rules of the OpenAI-compatible endpoint
(:mod:`plangate.llm.clients.providers` cites the pages): it refuses what the provider
refuses, with a body in the provider's shape, and *ignores* silently what the provider
ignores — an answer to a request whose ``response_format`` Anthropic ignores is free
text, as Anthropic's would be. What an emulation saw and ignored is recorded
(``seen``, ``ignored``), so a test can tell what plangate relied on.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from urllib.parse import parse_qs, urlparse

from plangate.llm.clients.providers import GEMINI_EFFORTS
from plangate.testing.fake_server import Reply, chat_body
from plangate.testing.server_rules import _n, _options

THOUGHT = "Thinking about which action brings the goal closer."


def _error(status: int, message: str, param: str | None = None, kind: str = "") -> Reply:
    return Reply(
        status,
        {
            "error": {
                "message": message,
                "type": kind or "invalid_request_error",
                "param": param,
                "code": None,
            }
        },
    )


@dataclass
class ProviderEmulation:
    """One provider's documented rules, enforced."""

    name: str
    honours: tuple[str, ...] = ()  # constrained forms it enforces
    native_n: bool = True
    reasoning_field: str | None = None
    reasoning_tokens: bool = False
    seen: list[dict[str, object]] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)  # parameters it ignored, as seen

    def check(self, path: str, headers: dict[str, str]) -> Reply | None:
        """A refusal from the path and headers alone (Azure's deployment and api-version)."""
        return None

    def refuse(self, p: dict[str, object]) -> Reply | None:
        self.seen.append(p)
        return None

    def honoured(self, p: dict[str, object]) -> tuple[str, ...]:
        """The constrained forms this request is held to."""
        return self.honours

    def answer(self, payload: dict[str, object], text: str) -> dict[str, object]:
        options = _options(payload, self.honoured(payload))
        if options is not None:
            kind, allowed = options
            pick = text.strip() if text.strip() in allowed else allowed[0]
            text = json.dumps({"answer": pick}) if kind == "json" else pick
        thinking = self.reasoning_field is not None and self.thinks(payload)
        return chat_body(
            text,
            n=_n(payload) if self.native_n else 1,
            reasoning=(str(self.reasoning_field), THOUGHT) if thinking else None,
            reasoning_tokens=48 if self.reasoning_tokens and self.thinks(payload) else None,
        )

    def thinks(self, payload: dict[str, object]) -> bool:
        return True


# ------------------------------------------------------------------ Azure OpenAI
class Azure(ProviderEmulation):
    """``/openai/deployments/{deployment}/chat/completions?api-version=V``, the key in the
    ``api-key`` header; 404 ``DeploymentNotFound`` for another deployment."""

    def __init__(self, deployment: str = "plangate-dep", key: str = "azure-test-key") -> None:
        super().__init__("azure", honours=("json-schema",))
        self.deployment, self.key = deployment, key

    def check(self, path: str, headers: dict[str, str]) -> Reply | None:
        url = urlparse(path)
        lower = {k.lower(): v for k, v in headers.items()}
        if lower.get("api-key") != self.key:
            return Reply(
                401,
                {
                    "error": {
                        "code": "401",
                        "message": "Access denied due to invalid subscription key or wrong API "
                        "endpoint. Make sure to provide a valid key for an active subscription "
                        "and use a correct regional API endpoint for your resource.",
                    }
                },
            )
        if "api-version" not in parse_qs(url.query):
            return Reply(404, {"error": {"code": "404", "message": "Resource not found"}})
        want = f"/openai/deployments/{self.deployment}/chat/completions"
        if url.path != want:
            return Reply(
                404,
                {
                    "error": {
                        "code": "DeploymentNotFound",
                        "message": "The API deployment for this resource does not exist.",
                    }
                },
            )
        return None


# ------------------------------------------------------------------ Anthropic
class Anthropic(ProviderEmulation):
    """temperature clipped to [0, 1]; n must be 1; response_format, seed, logprobs and
    reasoning_effort ignored; whitespace-only stops ignored; ``thinking`` accepted, its
    text not returned."""

    def __init__(self) -> None:
        super().__init__("anthropic", honours=(), native_n=False, reasoning_tokens=False)
        self.clipped: list[float] = []

    def refuse(self, p: dict[str, object]) -> Reply | None:
        self.seen.append(p)
        if _n(p) != 1:
            return _error(400, "n: only n = 1 is supported", "n")
        temperature = p.get("temperature")
        if isinstance(temperature, int | float) and temperature > 1:
            self.clipped.append(float(temperature))
        for name in ("response_format", "seed", "logprobs", "reasoning_effort"):
            if name in p:
                self.ignored.append(name)
        stops = p.get("stop")
        if isinstance(stops, list) and any(isinstance(s, str) and not s.strip() for s in stops):
            self.ignored.append("stop (white space)")
        thinking = p.get("thinking")
        if thinking is not None and not (
            isinstance(thinking, dict)
            and thinking.get("type") == "enabled"
            and isinstance(thinking.get("budget_tokens"), int)
        ):
            return _error(400, "thinking: expected {type: enabled, budget_tokens}", "thinking")
        return None


# ------------------------------------------------------------------ Gemini
class Gemini(ProviderEmulation):
    """reasoning_effort one of none, low, medium, high (a thinking budget; reported as
    reasoning tokens); structured outputs with json_schema."""

    def __init__(self) -> None:
        super().__init__("gemini", honours=("json-schema",), reasoning_tokens=True)

    def refuse(self, p: dict[str, object]) -> Reply | None:
        self.seen.append(p)
        effort = p.get("reasoning_effort")
        if effort is not None and self._budget(p) is not None:  # one or the other
            return Reply(
                400,
                [{"error": {"code": 400, "status": "INVALID_ARGUMENT", "message":
                            "reasoning_effort and thinking_budget cannot be used together"}}],
            )  # fmt: skip
        if effort is not None and effort not in GEMINI_EFFORTS:
            return Reply(
                400,
                [{"error": {"code": 400, "status": "INVALID_ARGUMENT",
                            "message": f"Invalid reasoning_effort: {effort}"}}],
            )  # fmt: skip
        return None

    @staticmethod
    def _budget(p: dict[str, object]) -> int | None:
        """The thinking budget of ``extra_body.google.thinking_config`` (its documented
        place in a request to the OpenAI endpoint), if any."""
        extra = p.get("extra_body")
        google = extra.get("google") if isinstance(extra, dict) else None
        config = google.get("thinking_config") if isinstance(google, dict) else None
        budget = config.get("thinking_budget") if isinstance(config, dict) else None
        return budget if isinstance(budget, int) else None

    def thinks(self, payload: dict[str, object]) -> bool:
        budget = self._budget(payload)
        if budget is not None:
            return budget != 0
        return payload.get("reasoning_effort") not in (None, "none")


# ------------------------------------------------------------------ OpenRouter
class OpenRouter(ProviderEmulation):
    """Unsupported parameters are ignored unless ``provider.require_parameters``; then a
    model none of whose providers supports them is a 404. ``reasoning: {effort}`` or
    ``{max_tokens}``, reasoning returned in ``message.reasoning``."""

    def __init__(self, structured: bool = True) -> None:
        super().__init__("openrouter", reasoning_field="reasoning", reasoning_tokens=True)
        self.structured = structured  # a provider of the model supports response_format

    def _required(self, p: dict[str, object]) -> bool:
        provider = p.get("provider")
        return isinstance(provider, dict) and provider.get("require_parameters") is True

    def refuse(self, p: dict[str, object]) -> Reply | None:
        self.seen.append(p)
        if "response_format" in p and self._required(p) and not self.structured:
            return _error(
                404,
                "No endpoints found that can handle the requested parameters.",
                kind="not_found",
            )
        if "response_format" in p and not (self._required(p) and self.structured):
            self.ignored.append("response_format")
        reasoning = p.get("reasoning")
        if reasoning is not None and not (
            isinstance(reasoning, dict) and (("effort" in reasoning) != ("max_tokens" in reasoning))
        ):
            return _error(400, "reasoning: give one of effort or max_tokens", "reasoning")
        return None

    def honoured(self, p: dict[str, object]) -> tuple[str, ...]:
        return ("json-schema", "json-object") if self._required(p) and self.structured else ()

    def thinks(self, payload: dict[str, object]) -> bool:
        return "reasoning" in payload


# ------------------------------------------------------------------ Together
class Together(ProviderEmulation):
    """response_format with a JSON schema on the models its catalogue lists; other models
    refuse it."""

    def __init__(self, structured: bool = True) -> None:
        super().__init__("together", honours=("json-schema", "json-object"))
        self.structured = structured

    def refuse(self, p: dict[str, object]) -> Reply | None:
        self.seen.append(p)
        rf = p.get("response_format")
        if rf is not None and not self.structured:
            return _error(
                400,
                f"response_format is not supported for model {p.get('model')}",
                "response_format",
            )
        if isinstance(rf, dict) and rf.get("type") == "json_object" and "schema" not in rf:
            return _error(400, "response_format json_object needs a schema", "response_format")
        return None


def provider_emulations() -> dict[str, ProviderEmulation]:
    """Every emulated provider, fresh."""
    return {
        "azure": Azure(),
        "anthropic": Anthropic(),
        "gemini": Gemini(),
        "openrouter": OpenRouter(),
        "together": Together(),
    }


__all__ = [
    "Anthropic",
    "Azure",
    "Gemini",
    "OpenRouter",
    "ProviderEmulation",
    "Together",
    "provider_emulations",
]
