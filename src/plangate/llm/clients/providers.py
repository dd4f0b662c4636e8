"""The hosted providers a lab pays for, each a dialect of server rules, read from the
provider's own documentation of its OpenAI-compatible endpoint.

==============  ===================================================================
provider        what it accepts, what it ignores, what plangate sends instead
==============  ===================================================================
Azure OpenAI    the SDK's ``AzureOpenAI`` client: an endpoint, an ``api-version``, a
                deployment name in the path (not the model's name), the key in the
                ``api-key`` header (``AZURE_OPENAI_API_KEY``); parameters as OpenAI's
                (reasoning deployments: OpenAI's reasoning rules, known from
                ``--model``). learn.microsoft.com/azure/ai-foundry/openai/reference
Anthropic       temperature in [0, 1] (above 1 is clipped: sent as 1, said); ``n``
                must be 1 (one request per answer); ``response_format``, ``seed``,
                ``logprobs`` and ``reasoning_effort`` are *ignored* (not sent: no
                constrained decoding, samples not reproducible, said in the record);
                system and developer messages hoisted into one system message; only
                non-whitespace stop sequences work (whitespace ones are applied by
                plangate); extended thinking asked with ``thinking: {type: enabled,
                budget_tokens}`` (``--thinking-budget``), its text not returned.
                docs.anthropic.com/en/api/openai-sdk
Google Gemini   ``reasoning_effort`` mapped to a thinking budget (low 1,024, medium
                8,192, high 24,576 tokens; ``none`` turns it off); structured outputs
                with ``response_format`` ``json_schema``; a thinking budget
                (``--thinking-budget``) as the body field ``extra_body: {google:
                {thinking_config: {thinking_budget}}}``, not with ``reasoning_effort``
                (the two overlap: one or the other); the library support is in beta,
                so anything else is learnt from refusals.
                ai.google.dev/gemini-api/docs/openai
OpenRouter      routes each request to one of a model's providers; a parameter that
                provider does not support is *ignored* unless the request says
                ``provider: {require_parameters: true}`` (then only providers that
                support every parameter are used): plangate says it whenever it sends
                ``response_format`` or ``seed``, and, when no provider of the model
                supports them (a 404), sends without and says so; reasoning is asked
                with ``reasoning: {effort}`` or ``reasoning: {max_tokens}`` (a
                thinking budget) and returned in ``message.reasoning``.
                openrouter.ai/docs/features/provider-routing,
                openrouter.ai/docs/use-cases/reasoning-tokens
Together        ``response_format`` with a JSON schema on the models its catalogue
                lists for structured outputs (others refuse it: the answer is then
                parsed); the rest as OpenAI's.
                docs.together.ai/docs/inference/chat/structured-outputs
==============  ===================================================================

A provider is known from its host (``api.anthropic.com``, ``*.openai.azure.com``,
``generativelanguage.googleapis.com``, ``openrouter.ai``, ``api.together.xyz``) or
named with ``--provider`` (a gateway, a proxy, a test server on this machine).
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlparse

PROVIDERS = ("azure", "anthropic", "gemini", "openrouter", "together")
HOSTS = {  # a host suffix -> the provider
    "api.anthropic.com": "anthropic",
    "openai.azure.com": "azure",
    "cognitiveservices.azure.com": "azure",
    "generativelanguage.googleapis.com": "gemini",
    "openrouter.ai": "openrouter",
    "api.together.xyz": "together",
    "api.together.ai": "together",
}
KEY_ENV = {  # where each provider's key is read from by default
    "azure": "AZURE_OPENAI_API_KEY",
    "anthropic": "ANTHROPIC_API_KEY",
    "gemini": "GEMINI_API_KEY",
    "openrouter": "OPENROUTER_API_KEY",
    "together": "TOGETHER_API_KEY",
}
# what each ignores of what plangate may send: the parameter -> what is lost without it
IGNORED: dict[str, dict[str, str]] = {
    "anthropic": {
        "response_format": "no constrained decoding: the answer text is parsed",
        "seed": "samples are not reproducible",
        "reasoning_effort": "use --thinking-budget for extended thinking",
    },
}
GEMINI_EFFORTS = ("none", "low", "medium", "high")  # its documented reasoning_effort values


def provider_of(base_url: str | None) -> str | None:
    """The provider whose host ``base_url`` names, if any."""
    host = (urlparse(base_url).hostname or "").lower() if base_url else ""
    for suffix, name in HOSTS.items():
        if host == suffix or host.endswith("." + suffix):
            return name
    return None


@dataclass(frozen=True)
class ProviderRules:
    """How one provider's documented behaviour changes a request (server_rules.Rules'
    provider fields)."""

    temperature_max: float | None = None  # higher values are clipped by the provider
    ignored: tuple[str, ...] = ()  # accepted and ignored: not sent, said
    whitespace_stop: bool = True  # stop sequences of white space only work
    native_n: bool = True
    forms: tuple[str, ...] | None = None  # constrained forms (None: the default list)
    reasoning: str = "reasoning_effort"  # "reasoning_effort" | "openrouter" | "" (ignored)
    thinking: str = ""  # a thinking budget sent as: "anthropic" | "openrouter" | "gemini" | ""
    require_parameters: bool = False  # OpenRouter: route only to providers honouring all


RULES: dict[str, ProviderRules] = {
    "azure": ProviderRules(),
    "anthropic": ProviderRules(
        temperature_max=1.0,
        ignored=tuple(IGNORED["anthropic"]),
        whitespace_stop=False,
        native_n=False,
        forms=(),
        reasoning="",
        thinking="anthropic",
    ),
    "gemini": ProviderRules(forms=("json-schema",), thinking="gemini"),
    "openrouter": ProviderRules(
        forms=("json-schema", "json-object"),
        reasoning="openrouter",
        thinking="openrouter",
        require_parameters=True,
    ),
    "together": ProviderRules(forms=("json-schema", "json-object")),
}

__all__ = ["GEMINI_EFFORTS", "HOSTS", "IGNORED", "KEY_ENV", "PROVIDERS", "RULES", "provider_of"]
