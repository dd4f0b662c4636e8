"""What each OpenAI-compatible server accepts, and what to send instead when it refuses.

Servers that call themselves OpenAI-compatible disagree on the parameters of a chat
request. The rules known from their documentation and source:

==================  ==========================================================
server              what differs
==================  ==========================================================
OpenAI, reasoning   o1, o3, o4-mini, gpt-5 models: ``max_completion_tokens``
models              (``max_tokens`` is refused), no ``temperature``/``top_p``
                    other than the default 1, ``reasoning_effort``; reasoning
                    tokens in ``usage.completion_tokens_details``
vLLM                ``top_p`` in (0, 1] (0 is refused); constrained choice as
                    ``structured_outputs: {choice}`` (0.10.2 on; ``guided_choice``
                    before 0.12) or a JSON schema; unknown fields are ignored;
                    reasoning parsers put the reasoning in ``reasoning_content``
                    (``reasoning`` in later versions)
llama-cpp-python    ``response_format`` only ``text`` or ``json_object`` (with an
(``llama_cpp.server``) optional ``schema``): ``json_schema`` is a 500; a GBNF
                    ``grammar`` field; ``n`` is ignored (one answer);
                    ``max_completion_tokens`` is ignored
llama.cpp           ``json_schema`` since late 2024 (before: a 500 naming
(``llama-server``)  ``response_format``), ``json_object`` with a ``schema``,
                    ``grammar``; ``n`` other than 1 is refused
Ollama ``/v1``      ``json_schema`` (0.5 on) and ``json_object``; ``n`` ignored;
                    reasoning in ``reasoning``
LM Studio           ``json_schema`` only
TGI (Hugging Face   ``response_format`` is ``{"type": "json", "value": SCHEMA}``
text-generation-    (or ``regex``): ``json_schema`` is a 422; ``n`` is unused
inference)          (one answer); ``top_p`` in (0, 1) only (1.0 is a 422);
                    temperature 0 is greedy; at most 4 stop strings; the
                    context refusal names ``inputs`` and ``max_new_tokens``;
                    found by ``GET /info`` (router ``text-generation-router``)
SGLang              ``top_p`` in (0, 1]; ``json_schema``; model list owner
                    ``sglang``
==================  ==========================================================

The hosted providers (Azure OpenAI, Anthropic, Gemini, OpenRouter, Together) are
dialects too; what each accepts, ignores and gets instead is in
:mod:`plangate.llm.clients.providers`, with the documentation it was read from.

A :class:`Rules` object starts from what the model's name and the endpoint tell
(:func:`initial_rules`) and learns from the server: when a request is refused with
any 4xx or 5xx whose body names a parameter (:func:`named_parameter`), :func:`adapt`
changes how that parameter is sent (translates it, falls back to the next form of
constrained decoding, or drops it) and the request is retried. Every request built
from the rules (:func:`build`) carries notes saying what was sent otherwise than
asked, so a record never hides that, say, temperature 0 could not be honoured.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from urllib.parse import urlparse

from plangate.llm.clients.base import Choice, Message, Sampling, choice_grammar, extra_fields
from plangate.llm.clients.providers import IGNORED, PROVIDERS, RULES, provider_of

# the forms of constrained decoding, most portable first
FORMS = (
    "json-schema",
    "json-object",
    "json-value",
    "grammar",
    "structured-outputs",
    "guided-choice",
)
CONSTRAINED_MODES = ("auto", *FORMS, "off")
JSON_FORMS = ("json-schema", "json-object", "json-value")  # answered as {"answer": ...}
FORM_WORDS = {
    "json-schema": "response_format json_schema",
    "json-object": "response_format json_object with a schema",
    "json-value": "response_format json with the schema as its value (TGI)",
    "grammar": "a GBNF grammar",
    "structured-outputs": "structured_outputs choice",
    "guided-choice": "guided_choice",
}
FORM_PARAM = {
    "json-schema": "response_format",
    "json-object": "response_format",
    "json-value": "response_format",
    "grammar": "grammar",
    "structured-outputs": "structured_outputs",
    "guided-choice": "guided_choice",
}
FAMILIES = (
    "openai",
    "openai-reasoning",
    "vllm",
    "llama.cpp",
    "llama-cpp-python",
    "ollama",
    "lmstudio",
    "tgi",
    "sglang",
    *PROVIDERS,
    "azure-reasoning",
    "generic",
)
# OpenAI's reasoning models: o1, o3, o4-mini, ..., and the gpt-5 models (not gpt-5-chat)
REASONING_MODEL = re.compile(r"(?:^|/)(?:o[1-9](?:-|$)|gpt-5(?:$|[-.](?!chat)))", re.IGNORECASE)
# who serves a model, from the ``owned_by`` of GET /v1/models
OWNERS = {
    "vllm": "vllm",
    "llamacpp": "llama.cpp",
    "me": "llama-cpp-python",
    "library": "ollama",
    "ollama": "ollama",
    "organization_owner": "lmstudio",
    "sglang": "sglang",
    "openai": "openai",
    "system": "openai",
}
SMALLEST_TOP_P = 1e-9  # top_p 0 where only (0, 1] is accepted: the most likely token


@dataclass
class Rules:
    """How requests to one endpoint are built; changed as the server refuses things."""

    dialect: str = "generic"
    token_param: str = "max_tokens"  # or "max_completion_tokens"
    temperature: bool = True  # a temperature other than the server's default is accepted
    # "any" | "positive" (only (0, 1]) | "open" (only (0, 1)) | "none" (only the default)
    top_p: str = "any"
    seed: bool = True
    native_n: bool = True  # n > 1 answered in one request
    stop: bool = True
    system_role: bool = True
    reasoning_effort: bool = True
    # a hosted provider's documented behaviour (plangate.llm.clients.providers)
    temperature_max: float | None = None  # higher temperatures are clipped to this
    ignored: tuple[str, ...] = ()  # accepted and ignored: not sent, said
    whitespace_stop: bool = True  # stop sequences of white space only work
    reasoning: str = "reasoning_effort"  # effort sent as: that, "openrouter", "" (ignored)
    thinking: str = ""  # how a thinking budget is sent: "anthropic" | "openrouter" | ""
    require_parameters: bool = False  # OpenRouter: only providers that honour every parameter
    forms: list[str] = field(default_factory=lambda: list(FORMS))  # constrained, in order
    refused: list[str] = field(default_factory=list)  # what the server refused, in words
    version: int = 0  # counts the changes (concurrent requests see whether rules moved on)

    @property
    def form(self) -> str | None:
        """The constrained form used now; None: the answer text is parsed."""
        return self.forms[0] if self.forms else None

    def learnt(self, note: str) -> str:
        """Record a change of the rules (said in ``note``) and return the note."""
        self.refused.append(note)
        self.version += 1
        return note


def provider_dialect(provider: str, model: str) -> str:
    """The dialect of a provider named outright (``--provider``): Azure's deployments of
    reasoning models get OpenAI's reasoning rules, known from the model's name."""
    if provider == "azure" and REASONING_MODEL.search(model):
        return "azure-reasoning"
    return provider


def dialect_of(model: str, base_url: str | None, owned_by: str | None = None) -> str:
    """The server dialect from the model's name, the endpoint and (when probed) the
    ``owned_by`` of its model list."""
    provider = provider_of(base_url)
    if provider is not None:
        return provider_dialect(provider, model)
    host = (urlparse(base_url).hostname or "") if base_url else "api.openai.com"
    openai_served = host.endswith("openai.com") or owned_by in (None, "openai", "system")
    if REASONING_MODEL.search(model) and openai_served:
        return "openai-reasoning"
    if host.endswith("openai.com"):
        return "openai"
    return OWNERS.get(owned_by or "", "generic")


def initial_rules(dialect: str, constrained: str = "auto") -> Rules:
    """The rules of a dialect, with ``constrained`` (a form, ``auto`` or ``off``)."""
    rules = Rules(dialect=dialect)
    if dialect in RULES:
        p = RULES[dialect]
        rules.temperature_max, rules.ignored = p.temperature_max, p.ignored
        rules.whitespace_stop, rules.native_n = p.whitespace_stop, p.native_n
        rules.reasoning, rules.thinking = p.reasoning, p.thinking
        rules.require_parameters = p.require_parameters
        if p.forms is not None:
            rules.forms = list(p.forms)
    if dialect in ("openai-reasoning", "azure-reasoning"):
        rules.token_param = "max_completion_tokens"
        rules.temperature = False
        rules.top_p = "none"
    elif dialect in ("vllm", "sglang"):
        rules.top_p = "positive"
    elif dialect == "tgi":
        rules.top_p = "open"
        rules.native_n = False
        rules.forms = ["json-value"]
    elif dialect == "llama-cpp-python":
        rules.native_n = False
        rules.forms = ["json-object", "grammar"]
    elif dialect == "llama.cpp":
        rules.native_n = False
        rules.forms = ["json-schema", "json-object", "grammar"]
    elif dialect == "ollama":
        rules.native_n = False
        rules.forms = ["json-schema", "json-object"]
    elif dialect == "lmstudio":
        rules.forms = ["json-schema"]
    if constrained == "off":
        rules.forms = []
    elif constrained != "auto":
        rules.forms = [constrained]
    return rules


@dataclass
class Request:
    """The HTTP bodies of one request for ``n`` answers, and what was changed."""

    bodies: list[dict[str, object]]  # one per HTTP request (several when n is emulated)
    form: str | None  # the constrained form, None when the text is parsed
    cut: tuple[str, ...]  # stop strings plangate applies itself
    notes: list[str]  # what was sent otherwise than asked
    version: int = 0  # of the rules it was built from


def build(
    rules: Rules,
    model: str,
    messages: list[Message],
    sampling: Sampling,
    choice: Choice | None,
    where: str,
    cap: int | None = None,
) -> Request:
    """The request bodies for ``sampling`` and ``choice`` under ``rules``; ``cap`` lowers
    the answer limit for this request (a context the model cannot exceed)."""
    notes: list[str] = []
    sent = [{"role": m["role"], "content": m["content"]} for m in messages]
    if not rules.system_role and sent and sent[0]["role"] == "system":
        system = sent.pop(0)["content"]
        if sent and sent[0]["role"] == "user":
            sent[0] = {"role": "user", "content": f"{system}\n\n{sent[0]['content']}"}
        else:
            sent.insert(0, {"role": "user", "content": system})
        notes.append(
            "the system message was sent in the first user message: "
            f"{where} refuses the system role"
        )
    body: dict[str, object] = {"model": model, "messages": sent}
    # a reasoning model spends its limit on reasoning first: the short answer limit of a
    # one-action or one-number answer is for the others
    reasoner = rules.dialect in ("openai-reasoning", "azure-reasoning")
    asked = sampling.max_tokens if reasoner else sampling.answer_limit
    limit = asked if cap is None else min(cap, asked)
    if cap is not None and cap < asked:
        notes.append(
            f"answer limit lowered from {asked} to {cap} tokens to fit the model's context"
        )
    body[rules.token_param] = limit
    if rules.token_param != "max_tokens":
        notes.append(f"max_tokens sent as {rules.token_param}")
    if (
        rules.temperature
        and rules.temperature_max is not None
        and (sampling.temperature > rules.temperature_max)
    ):
        body["temperature"] = rules.temperature_max
        notes.append(
            f"temperature {sampling.temperature:g} sent as {rules.temperature_max:g}: {where} "
            f"takes temperatures up to {rules.temperature_max:g} (it would clip it)"
        )
    elif rules.temperature:
        body["temperature"] = sampling.temperature
    elif sampling.temperature != 1.0:
        notes.append(
            f"temperature {sampling.temperature:g} not sent: {where} accepts only its default "
            f"for {model}, so answers are sampled (greedy decoding is not honoured)"
        )
    if sampling.top_p is not None:
        bounded = rules.top_p in ("positive", "open")
        span = "(0, 1)" if rules.top_p == "open" else "(0, 1]"
        fits = 0 < sampling.top_p < 1 or (rules.top_p == "positive" and sampling.top_p >= 1)
        if rules.top_p == "any" or (bounded and fits):
            body["top_p"] = sampling.top_p
        elif rules.top_p == "open" and sampling.top_p >= 1:
            pass  # the whole distribution: what the server does without top_p
        elif bounded and sampling.temperature == 0:
            notes.append(
                "top_p 0 not sent: greedy decoding is temperature 0 "
                f"({where} accepts top_p in {span} only)"
            )
        elif bounded:
            body["top_p"] = SMALLEST_TOP_P
            notes.append(
                f"top_p 0 sent as {SMALLEST_TOP_P:g} ({where} accepts top_p in {span} only): "
                "the nucleus is still the most likely token"
            )
        elif sampling.top_p != 1.0:
            notes.append(f"top_p {sampling.top_p:g} not sent: {where} accepts only its default")
    if sampling.seed is not None and "seed" in rules.ignored:
        notes.append(_ignored(where, "seed", sampling.seed, rules.dialect))
    elif sampling.seed is not None and not rules.seed:
        notes.append(
            f"seed {sampling.seed} not sent: {where} refuses it (samples are not reproducible)"
        )
    elif sampling.seed is not None:
        body["seed"] = sampling.seed
    cut: tuple[str, ...] = ()
    blank = tuple(s for s in sampling.stop if not s.strip()) if not rules.whitespace_stop else ()
    if blank:  # stop sequences of white space only do not work there
        cut = blank
        notes.append(f"stop strings of white space applied by plangate: {where} ignores them")
    kept = [s for s in sampling.stop if s not in blank]
    if kept and rules.stop:
        body["stop"] = kept
    elif kept:
        cut = (*cut, *kept)
        notes.append(f"stop strings applied by plangate: {where} refuses stop")
    _reasoning(body, rules, sampling, where, notes)
    if sampling.reasoning_effort is not None and rules.reasoning == "reasoning_effort":
        if rules.thinking == "gemini" and sampling.thinking_budget is not None:
            notes.append(  # Gemini takes one of the two
                f"reasoning effort {sampling.reasoning_effort} not sent: the thinking budget is"
            )
        elif rules.reasoning_effort:
            body["reasoning_effort"] = sampling.reasoning_effort
        else:
            notes.append(
                f"reasoning_effort {sampling.reasoning_effort} not sent: {where} refuses it"
            )
    form = rules.form if choice is not None else None
    if choice is not None:
        _constrain(body, form, choice)
        if form is None and "response_format" in rules.ignored:
            notes.append(_ignored(where, "response_format", "", rules.dialect))
        elif form is None:
            notes.append(f"no constrained decoding at {where}: the answer text is parsed")
        elif form != "json-schema":
            notes.append(f"constrained decoding by {FORM_WORDS[form]}")
    if sampling.extra_body is not None:  # the user's own fields, as given
        extra = extra_fields(sampling.extra_body)
        clash = sorted(k for k in extra if k in body)
        if clash:  # a field plangate sets for this server (a flag's): never overridden
            raise ValueError(
                f"extra_body sets {', '.join(clash)}, which plangate sends to {where} for "
                "its own flags (--thinking-budget, --reasoning-effort, ...): give it one way"
            )
        body.update(extra)
    if rules.require_parameters and ("response_format" in body or "seed" in body):
        body["provider"] = {"require_parameters": True}  # only providers that honour them
    bodies = [body]
    if sampling.n != 1 and rules.native_n:
        body["n"] = sampling.n
    elif sampling.n != 1:
        bodies = [dict(body) for _ in range(sampling.n)]
        if "seed" in body:
            for i, b in enumerate(bodies):
                b["seed"] = (sampling.seed or 0) + i
        last = (sampling.seed or 0) + sampling.n - 1
        seeds = f" with seeds {sampling.seed}..{last}" if "seed" in body else ""
        notes.append(
            f"n = {sampling.n} asked as {sampling.n} requests of one answer{seeds}: "
            f"{where} gives one answer per request"
        )
    return Request(bodies, form, cut, notes, rules.version)


def _ignored(where: str, name: str, value: object, dialect: str) -> str:
    """The note of a parameter a provider documents as ignored (so it is not sent)."""
    lost = IGNORED.get(dialect, {}).get(name, "")
    shown = f"{name} {value}" if value != "" else name
    return f"{shown} not sent: {where} ignores it" + (f" ({lost})" if lost else "")


def _reasoning(
    body: dict[str, object], rules: Rules, sampling: Sampling, where: str, notes: list[str]
) -> None:
    """Reasoning effort and a thinking budget in the form the provider takes (OpenAI's
    ``reasoning_effort`` is sent by :func:`build` itself)."""
    effort, budget = sampling.reasoning_effort, sampling.thinking_budget
    if effort is not None and rules.reasoning == "":
        notes.append(_ignored(where, "reasoning_effort", effort, rules.dialect))
    if rules.reasoning == "openrouter" and (effort is not None or budget is not None):
        if budget is not None:  # one of effort and max_tokens, not both
            body["reasoning"] = {"max_tokens": budget}
            if effort is not None:
                notes.append(f"reasoning effort {effort} not sent: the thinking budget is")
        else:
            body["reasoning"] = {"effort": effort}
        return
    if budget is None:
        return
    if rules.thinking == "anthropic":
        body["thinking"] = {"type": "enabled", "budget_tokens": budget}
    elif rules.thinking == "gemini":  # its OpenAI endpoint reads a body field extra_body
        body["extra_body"] = {"google": {"thinking_config": {"thinking_budget": budget}}}
    else:
        notes.append(f"thinking budget {budget} not sent: {where} takes none (--reasoning-effort)")


def _constrain(body: dict[str, object], form: str | None, choice: Choice) -> None:
    options = list(choice.options)
    schema = {
        "type": "object",
        "properties": {"answer": {"type": "string", "enum": options}},
        "required": ["answer"],
        "additionalProperties": False,
    }
    if form == "json-schema":
        body["response_format"] = {
            "type": "json_schema",
            "json_schema": {"name": "choice", "strict": True, "schema": schema},
        }
    elif form == "json-object":
        body["response_format"] = {"type": "json_object", "schema": schema}
    elif form == "json-value":
        body["response_format"] = {"type": "json", "value": schema}
    elif form == "grammar":
        body["grammar"] = choice_grammar(choice.options)
    elif form == "structured-outputs":
        body["structured_outputs"] = {"choice": options}
    elif form == "guided-choice":
        body["guided_choice"] = options


# ------------------------------------------------------------------ refusals
_PARAMS = (
    "max_completion_tokens",
    "max_tokens",
    "temperature",
    "top_p",
    "seed",
    "stop",
    "response_format",
    "json_schema",
    "guided_choice",
    "structured_outputs",
    "grammar",
    "reasoning_effort",
    "n",
    "messages",
)
_N = re.compile(  # "n" named in a refusal (llama-server: "Only one completion choice ...")
    r"""(?:['"`]n['"`]|\bn\s*(?:must|should|is)\b|\bn\s*(?:>|!=|=)|\bparameter n\b"""
    r"|only one (?:completion )?choice)",
    re.IGNORECASE,
)
_CONTEXT = re.compile(r"maximum context length is (\d+)", re.IGNORECASE)
_INPUT = re.compile(r"(\d+) (?:input|in the messages|prompt)", re.IGNORECASE)
# TGI's: "`inputs` tokens + `max_new_tokens` must be <= 4096. Given: 3900 `inputs` tokens
# and 512 `max_new_tokens`", or "`inputs` must have less than 4095 tokens. Given: 5000"
_TGI_CONTEXT = re.compile(
    r"`inputs` tokens \+ `max_new_tokens` must be <= (\d+)\. Given: (\d+) `inputs`"
    r"|`inputs` must have less than (\d+) tokens"
)


def named_parameter(message: str, param: str | None, body: dict[str, object]) -> str | None:
    """The parameter of ``body`` that a refusal names: the error's ``param`` field when it
    names one that was sent, else the first one the message mentions."""
    if param:
        root = re.split(r"[.\[]", param, maxsplit=1)[0]
        if root in body:
            return root
    found: list[tuple[int, str]] = []
    for name in _PARAMS:
        if ("response_format" if name == "json_schema" else name) not in body:
            continue
        if name == "n":
            m = _N.search(message)
        else:
            m = re.search(r"(?<![A-Za-z_])" + re.escape(name) + r"(?![A-Za-z_])", message)
        if m:
            found.append((m.start(), "response_format" if name == "json_schema" else name))
    return min(found)[1] if found else None


def too_long(message: str) -> bool:
    """A refusal because the request does not fit the model's context."""
    return (
        bool(_CONTEXT.search(message) or _TGI_CONTEXT.search(message))
        or "context_length_exceeded" in message
    )


def context_cap(message: str, asked: int) -> int | None:
    """A smaller answer limit that fits, when the refusal says the context is too short
    (vLLM: 'maximum context length is C tokens ... your request has P input tokens')."""
    tgi = _TGI_CONTEXT.search(message)
    if tgi and tgi.group(1):
        cap = int(tgi.group(1)) - int(tgi.group(2))
        return cap if 0 < cap < asked else None
    ctx = _CONTEXT.search(message)
    used = _INPUT.search(message)
    if not ctx or not used:
        return None
    cap = int(ctx.group(1)) - int(used.group(1))
    return cap if 0 < cap < asked else None


# a refused parameter: (the flag of Rules turned off, what is done instead)
_SWITCHES = {
    "temperature": ("temperature", "leaving temperature at the server's default"),
    "seed": ("seed", "not sending a seed"),
    "stop": ("stop", "cutting answers at the stop strings in plangate"),
    "reasoning_effort": ("reasoning_effort", "not sending reasoning_effort"),
    "n": ("native_n", "asking for one answer per request"),
}


def adapt(rules: Rules, name: str, message: str, body: dict[str, object], where: str) -> str | None:
    """Change ``rules`` after ``where`` refused parameter ``name`` of ``body``; say what
    changed, or None when nothing is left to change (the refusal then stands)."""
    said = f"{where} refused {name} ({' '.join(message.split())[:160]})"
    if name == "max_tokens" and rules.token_param == "max_tokens":
        rules.token_param = "max_completion_tokens"
        change = "sending max_completion_tokens instead"
    elif name == "max_completion_tokens" and rules.token_param == "max_completion_tokens":
        rules.token_param = "max_tokens"
        change = "sending max_tokens instead"
    elif name in _SWITCHES and getattr(rules, _SWITCHES[name][0]):
        flag, change = _SWITCHES[name]
        setattr(rules, flag, False)
    elif name == "top_p" and rules.top_p == "any" and body.get("top_p") == 0:
        rules.top_p = "positive"
        change = "top_p 0 left out at temperature 0, else the smallest positive top_p"
    elif name == "top_p" and rules.top_p in ("any", "positive") and body.get("top_p") == 1:
        rules.top_p = "open"  # TGI: (0, 1) only
        change = "top_p 1 left out (the server's default), 0 as the smallest positive top_p"
    elif name == "top_p" and rules.top_p != "none":
        rules.top_p = "none"
        change = "leaving top_p at the server's default"
    elif name == "provider" and rules.require_parameters:
        rules.require_parameters = False
        change = (
            "sending without require_parameters: the provider that answers may ignore "
            "response_format or seed (answers are checked; said in each record)"
        )
    elif name == "messages" and rules.system_role and _has_system(body):
        rules.system_role = False
        change = "sending the system message inside the first user message"
    elif name in FORM_PARAM.values() and rules.form is not None and FORM_PARAM[rules.form] == name:
        tried = rules.forms.pop(0)
        nxt = rules.form
        change = (
            f"constrained decoding by {FORM_WORDS[nxt]} instead of {FORM_WORDS[tried]}"
            if nxt
            else "no constrained decoding: parsing the answer text"
        )
    else:
        return None
    return rules.learnt(f"{said}: {change}")


def _has_system(body: dict[str, object]) -> bool:
    messages = body.get("messages")
    return isinstance(messages, list) and any(
        isinstance(m, dict) and m.get("role") == "system" for m in messages
    )


def unenforced(rules: Rules, form: str, where: str) -> str:
    """The server took ``form`` but did not hold the answer to it (an ignored field):
    fall back to the next form."""
    moved = rules.form == form  # else another request already moved on
    if moved:
        rules.forms.pop(0)
    nxt = rules.form
    then = f"trying {FORM_WORDS[nxt]}" if nxt else "parsing the answer text"
    note = f"{where} accepted {FORM_WORDS[form]} but did not enforce it: {then}"
    return rules.learnt(note) if moved else note


def apply_stop(text: str, stops: tuple[str, ...]) -> tuple[str, bool]:
    """``text`` cut at the first stop string (what a server does with ``stop``)."""
    cut = min((i for i in (text.find(s) for s in stops) if i >= 0), default=-1)
    return (text[:cut], True) if cut >= 0 else (text, False)
