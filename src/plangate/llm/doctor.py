"""What an OpenAI-compatible endpoint supports, found with a few tiny requests.

``plangate doctor`` prints it; ``plangate bench`` runs the checks its methods need
before the first episode, so the client starts with the server's rules learnt
(:mod:`plangate.llm.clients.server_rules`) and the run says up front what cannot be
honoured. Each check is one request of a few tokens; the client's own handling of
refusals does the finding out, so what the doctor reports is exactly what the runs
will send.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Protocol

from plangate.errors import ModelError, one_line
from plangate.llm.clients.base import Choice, Completion, Message, Sampling
from plangate.llm.clients.error_bodies import CONTEXT_FIX
from plangate.llm.clients.server_rules import FORM_WORDS, dialect_of, initial_rules, too_long
from plangate.llm.methods import METHODS, MethodSpec
from plangate.llm.request import RequestMeta, annotate

if TYPE_CHECKING:
    from plangate.llm.clients.openai_client import OpenAIClient

EXIT_OK, EXIT_SOME, EXIT_NONE = 0, 1, 2
# what a method's protocol needs of the server, beyond a chat answer
GREEDY = "temperature 0"
CONSTRAINED = "constrained decoding"
SEEDED = "reproducible seeds"  # a sampling method's runs repeat only with a seed
TEMPLATE = "fitting chat template"  # every method that asks a model
# what a chat template that does not fit the model leaves in its answers
MARKERS = (
    "[INST]", "[/INST]", "<<SYS>>", "<</SYS>>", "<start_of_turn>", "<end_of_turn>",
    "<|im_start|>", "<|im_end|>", "<|start_header_id|>", "<|eot_id|>", "<|user|>",
    "<|assistant|>", "<|system|>", "### Instruction:", "### Response:", "</s>",
)  # fmt: skip
COUNT = "1, 2, 3, 4, 5, 6, 7,"  # a probe any model that reads its prompt continues
PLAUSIBLE = 0.1  # tokens per character of English: about 0.25 for every real tokenizer


def needs(method: str) -> tuple[str, ...]:
    """What a method's protocol needs of a server beyond a chat answer, as the method
    says: greedy decoding unless it samples (``sampled``), constrained decoding when it
    forces its answers into a list (``constrained``). ``method`` may name a variant."""
    m = MethodSpec.parse(method).method
    if not m.about.uses_model:
        return ()  # a baseline asks no model
    return (
        TEMPLATE,
        *((SEEDED,) if m.about.sampled else (GREEDY,)),
        *((CONSTRAINED,) if m.about.constrained else ()),
    )


class Prompt(Protocol):
    """A method's longest request on a task (plangate.testing.prompt_sizes.Longest)."""

    @property
    def method(self) -> str: ...

    @property
    def messages(self) -> list[Message]: ...

    @property
    def chars(self) -> int: ...


@dataclass
class Check:
    """One line of the doctor's table."""

    what: str
    found: str
    ok: bool | None  # None: not known (the model did not show it)


@dataclass
class Diagnosis:
    """What the endpoint supports, and which methods cannot run as specified there."""

    model: str
    endpoint: str
    dialect: str = "generic"
    checks: list[Check] = field(default_factory=list)
    error: str | None = None  # the endpoint cannot be used at all
    missing: set[str] = field(default_factory=set)  # needs (GREEDY, CONSTRAINED) not met
    seconds: float | None = None  # one small call
    status: int | None = None  # the HTTP status of the failure, when it had one
    too_long: dict[str, str] = field(default_factory=dict)  # method -> its prompt's size
    refused: dict[str, str] = field(default_factory=dict)  # method -> why not on the task
    fixes: list[str] = field(default_factory=list)  # what to change on the server

    def cannot(self, methods: Iterable[str] | None = None) -> dict[str, str]:
        """The methods (of ``methods``, default all) that cannot run as specified, and why."""
        out = {}
        for m in methods if methods is not None else METHODS:
            lacking = [f"no {n}" for n in needs(m) if n in self.missing]
            if m in self.too_long:
                lacking.append(f"its longest prompt ({self.too_long[m]}) exceeds the context")
            if m in self.refused:
                lacking.append(f"not on this task: {self.refused[m]}")
            if lacking:
                out[m] = ", ".join(lacking)
        return out

    @property
    def exit_code(self) -> int:
        if self.error is not None:
            return EXIT_NONE
        return EXIT_SOME if self.cannot() else EXIT_OK

    def table(self) -> str:
        width = max(len(c.what) for c in self.checks) if self.checks else 0
        mark = {True: "yes", False: "no", None: "?"}
        lines = [f"{c.what:<{width}}  {mark[c.ok]:<3}  {c.found}" for c in self.checks]
        return "\n".join(lines)


def _ask(
    client: OpenAIClient,
    text: str,
    sampling: Sampling,
    choice: Choice | None = None,
    system: bool = False,
) -> Completion:
    messages: list[Message] = [{"role": "user", "content": text}]
    if system:
        messages.insert(0, {"role": "system", "content": "You answer in one word."})
    meta: RequestMeta = {"kind": "probe"}
    if choice is not None:
        meta["options"] = list(choice.options)
    out: Completion = client.complete(annotate(messages, meta), sampling, choice)
    return out


def owner(client: OpenAIClient) -> str | None:
    """The ``owned_by`` of the model in the endpoint's model list, if it says."""
    try:
        models = client._client.models.list(timeout=10)
        for m in getattr(models, "data", []) or []:
            if getattr(m, "id", None) == client.model or len(models.data) == 1:
                value = getattr(m, "owned_by", None)
                return client.redact(str(value)) if value else None
    except Exception:  # a server without a model list: the refusals will tell
        return None
    return None


def tgi_version(client: OpenAIClient) -> str | None:
    """The version of Hugging Face's text-generation-inference serving the endpoint, from
    ``GET /info`` beside ``/v1`` (its router names itself there); None for other servers."""
    root = str(client.base_url or "").rstrip("/")
    root = root[: -len("/v1")] if root.endswith("/v1") else root
    try:
        info = client._client.get(f"{root}/info", cast_to=object, options={"timeout": 10})
    except Exception:  # not TGI, or no such endpoint
        return None
    if not isinstance(info, dict):
        return None
    router = info.get("router")
    if not isinstance(router, str) or not router.startswith("text-generation-router"):
        return None
    return client.redact(str(info.get("version") or "?"))


def diagnose(
    client: OpenAIClient,
    methods: Iterable[str] | None = None,
    timeout: float = 30.0,
    retries: int | None = 1,
    prompts: Mapping[str, Prompt] | None = None,
) -> Diagnosis:
    """Probe ``client`` (an :class:`OpenAIClient`, whose rules it updates). ``methods``
    limits the checks to those these methods need (all when None); ``retries``: of
    each request (None: the client's own policy; 1 by default, to fail fast);
    ``prompts``: each method's longest prompt on the task at hand
    (:func:`plangate.testing.prompt_sizes.longest_prompts`), sent once to measure the
    context window against."""
    wanted = set(METHODS) if methods is None else set(methods)
    want_constrained = any(CONSTRAINED in needs(m) for m in wanted)
    full = methods is None
    d = Diagnosis(client.model, client.where)
    saved_retries, saved_timeouts = client.max_retries, client.timeout_retries
    client.timeout_retries = 0  # a server that does not answer: said after one timeout
    if retries is not None:
        client.max_retries = retries  # a dead server: say so quickly
    try:
        if full:
            found = owner(client)
            dialect = dialect_of(client.model, client.base_url, found)
            tgi = tgi_version(client) if dialect == "generic" else None
            if tgi is not None:
                dialect, found = "tgi", f"{found or 'n/a'}; /info: text-generation-router {tgi}"
            named = getattr(client, "named_dialect", False)  # --provider: not the model list's
            if dialect != client.rules.dialect and client.rules.version == 0 and not named:
                client.rules = initial_rules(dialect, client.constrained)
            shown = client.rules.dialect if named else dialect
            d.checks.append(Check("server", f"{shown} (model list owner: {found or 'n/a'})", None))
        d.dialect = client.rules.dialect
        small = Sampling(temperature=0.0, max_tokens=16, timeout=timeout)
        t0 = time.perf_counter()
        try:
            first = _ask(client, "Answer with one word: is the sky blue?", small)
        except ModelError as err:
            d.error, d.status = str(err), err.status
            return d
        d.seconds = time.perf_counter() - t0
        rules = client.rules
        d.checks.append(Check("chat answer", f"{d.seconds:.2f} s for one call", True))
        d.checks.append(Check("token limit", f"sent as {rules.token_param}", True))
        greedy = rules.temperature
        d.checks.append(
            Check(
                "temperature 0",
                "honoured" if greedy else "refused: only the server's default",
                greedy,
            )
        )
        if not greedy:
            d.missing.add(GREEDY)
        usage = first.prompt_tokens is not None and first.completion_tokens is not None
        d.checks.append(Check("token usage", "reported" if usage else "not reported", usage))
        seen = [first]
        _template_check(client, d, small, first)
        _provider_checks(client, d)
        if full:
            seen += _sampling_checks(client, d, small)
        if want_constrained or full:
            seen.append(_constrained_check(client, d, small))
        if full:
            thought = any(any(r for r in c.reasoning) for c in seen)
            counted = any(c.reasoning_tokens for c in seen)
            d.checks.append(
                Check(
                    "reasoning content",
                    "kept apart from the answer"
                    if thought
                    else "none seen (a model without reasoning, or no reasoning parser)",
                    True if thought else None,
                )
            )
            d.checks.append(
                Check(
                    "reasoning tokens",
                    "reported" if counted else "not reported",
                    True if counted else None,
                )
            )
        if prompts:  # last: a CPU-served model may go on reading the longest prompt
            _context_check(client, d, prompts, timeout)
    finally:
        client.max_retries, client.timeout_retries = saved_retries, saved_timeouts
    return d


def _sampling_checks(client: OpenAIClient, d: Diagnosis, small: Sampling) -> list[Completion]:
    out = []
    checks = (
        ("top_p 0.5", replace(small, top_p=0.5)),
        ("top_p 0", replace(small, top_p=0.0)),
        ("seed", replace(small, seed=1)),
        ("stop strings", replace(small, stop=("\n",))),
        ("n = 2", replace(small, n=2, temperature=0.7)),
    )
    for what, sampling in checks:
        try:
            out.append(_ask(client, "Say one word.", sampling))
        except ModelError as err:
            d.checks.append(Check(what, f"failed: {err}", False))
            continue
        r = client.rules
        if what == "top_p 0.5":
            d.checks.append(Check(what, *_yes(r.top_p != "none", "only the default")))
        elif what == "top_p 0":
            ok = r.top_p == "any"
            found = "accepted" if ok else "refused: left out at temperature 0 (greedy anyway)"
            d.checks.append(Check(what, found, ok))
        elif what == "seed" and "seed" in r.ignored:
            d.missing.add(SEEDED)  # said by _provider_checks
        elif what == "seed":
            d.checks.append(Check(what, *_yes(r.seed, "refused: not sent")))
            if not r.seed:
                d.missing.add(SEEDED)
        elif what == "stop strings":
            d.checks.append(Check(what, *_yes(r.stop, "refused: applied by plangate")))
        else:
            d.checks.append(
                Check(what, *_yes(r.native_n, "one answer per request: asked one by one"))
            )
    try:
        _ask(client, "Say one word.", small, system=True)
        d.checks.append(Check("system role", *_yes(client.rules.system_role, "folded into user")))
    except ModelError as err:
        d.checks.append(Check("system role", f"failed: {err}", False))
    return out


def _provider_checks(client: OpenAIClient, d: Diagnosis) -> None:
    """What a hosted provider documents as ignored (not sent, so nothing to probe) or
    changed, and what each costs a method: said before any check runs."""
    from plangate.llm.clients.providers import IGNORED

    r = client.rules
    for name in r.ignored:
        lost = IGNORED.get(r.dialect, {}).get(name, "")
        d.checks.append(
            Check(name, f"ignored by the provider (its documentation): not sent; {lost}", False)
        )
        if name == "seed":
            d.missing.add(SEEDED)
    if r.temperature_max is not None:
        d.checks.append(
            Check(
                "temperature above 1",
                f"clipped to {r.temperature_max:g} by the provider: sent as {r.temperature_max:g}",
                False,
            )
        )
    if r.require_parameters:
        d.checks.append(
            Check(
                "unsupported parameters",
                "ignored by a model's provider unless required: plangate requires "
                "response_format and seed (provider.require_parameters)",
                True,
            )
        )


def _yes(ok: bool, otherwise: str) -> tuple[str, bool]:
    return ("accepted" if ok else otherwise), ok


def _constrained_check(client: OpenAIClient, d: Diagnosis, small: Sampling) -> Completion:
    choice = Choice(("1", "2", "3"))
    sampling = replace(small, max_tokens=32)
    prompt = "Pick one of the numbers 1, 2 or 3. Answer with the number."
    out = _ask(client, prompt, sampling, choice)
    for _ in FORM_WORDS:  # an answer outside the options: the next form is tried
        if out.constrained or client.rules.form is None:
            break
        out = _ask(client, prompt, sampling, choice)
    form = client.rules.form
    ok = bool(out.constrained)
    found = f"{FORM_WORDS[str(form)]}" if ok and form else "none: the answer text is parsed"
    d.checks.append(Check("constrained decoding", found, ok))
    if not ok:
        d.missing.add(CONSTRAINED)
    return out


def _template_check(client: OpenAIClient, d: Diagnosis, small: Sampling, first: Completion) -> None:
    """Whether the server's chat template fits the model: a count any model that reads its
    prompt continues (``1, 2, ... 7,``). Nothing but empty answers, or a template's own
    markers in them, mean the prompt reaches the model garbled (llama-cpp-python's
    fallback ``llama-2`` format on a Gemma model answers every prompt with nothing)."""
    try:
        count = _ask(client, COUNT, replace(small, max_tokens=12))
    except ModelError as err:
        d.checks.append(Check("chat template", f"failed: {one_line(str(err), 200)}", False))
        return
    answers = [c.text for c in (first, count)]
    leaked = sorted({m for m in MARKERS for a in answers if m.lower() in a.lower()})
    fix = template_fix(d.dialect, client.model)
    if leaked or not any(a.strip() for a in answers):
        why = (
            f"the answers hold the template's own markers ({', '.join(leaked)})"
            if leaked
            else "every answer is empty, even to a count to continue"
        )
        d.checks.append(Check("chat template", f"garbled: {why}; {fix}", False))
        d.missing.add(TEMPLATE)
        d.fixes.append(fix)
    elif re.search(r"\b(8|9|10)\b", count.text):
        d.checks.append(Check("chat template", "fits: the model continued a count", True))
    else:
        d.checks.append(
            Check(
                "chat template",
                f"unsure: {COUNT!r} was answered {one_line(count.text, 60)!r} (a base model, "
                "or a template that does not fit it)",
                None,
            )
        )


def template_fix(dialect: str, model: str) -> str:
    """What to change so the server formats prompts for its model."""
    name = model.lower()
    guess = next((f for key, f in CHAT_FORMATS if key in name), None)
    if dialect == "llama-cpp-python":
        fmt = guess or "the model's own (gemma, chatml, llama-3, mistral-instruct, ...)"
        return f"restart llama_cpp.server with --chat_format {fmt}"
    if dialect == "llama.cpp":
        return "restart llama-server with --jinja (the model's own chat template)"
    if dialect == "vllm":
        return "serve the model with its chat template (vllm serve ... --chat-template FILE)"
    if dialect == "ollama":
        return "give the model its chat template (TEMPLATE in its Modelfile)"
    return "serve the model with its own chat template"


CHAT_FORMATS = (
    ("gemma", "gemma"),
    ("qwen", "chatml"),
    ("llama-3", "llama-3"),
    ("llama3", "llama-3"),
    ("mistral", "mistral-instruct"),
    ("phi-3", "chatml"),
)


READ = 5.0  # seconds: a server refuses a prompt too long for its context before reading it


def _context_check(
    client: OpenAIClient, d: Diagnosis, prompts: Mapping[str, Prompt], timeout: float
) -> None:
    """Whether the methods' longest prompts fit the server's context. The shortest of them
    is sent first (one token of answer): the server's tokens per character. Then the
    longest, waiting :data:`READ` s: a server refuses a prompt longer than its context at
    once, with the window, and the methods whose prompts are too long are named; one
    still reading it then has taken it (a CPU-served model reads 7,000 tokens for about a
    minute, and goes on after the doctor has left); one that answers is checked for the
    tokens it counted, which catches a server that cuts prompts silently (Ollama at its
    num_ctx)."""
    longest = max(prompts.values(), key=lambda p: p.chars)
    shortest = min(prompts.values(), key=lambda p: p.chars)
    meta: RequestMeta = {"kind": "probe"}
    one = Sampling(temperature=0.0, max_tokens=1, timeout=max(timeout, 120.0))
    try:
        short = client.complete(annotate(shortest.messages, meta), one)
    except ModelError as err:
        _refused(d, prompts, shortest, str(err), None)
        return
    per = short.prompt_tokens / shortest.chars if short.prompt_tokens else 0.0
    per = per if per >= PLAUSIBLE else 0.0  # a tokenizer's count, not a test's fixed number
    need = round(longest.chars * per) if per else None
    about = f"about {need:,} tokens" if need else f"{longest.chars:,} characters"
    try:
        out = _ask_raw(client, annotate(longest.messages, meta))
    except TimeoutError:
        d.checks.append(
            Check(
                "context window",
                f"takes the longest prompt ({longest.method}, {about}, an episode to its "
                f"budgets): not refused, still being read after {READ:g} s",
                True,
            )
        )
        return
    except Exception as err:  # the SDK's errors: a refusal says the window
        text = f"The server answered: {err}"
        if too_long(text):
            _refused(d, prompts, longest, text, per or None)
        else:
            d.checks.append(Check("context window", f"unsure: {one_line(text, 200)}", None))
        return
    tokens = out
    if tokens is not None and need and tokens < 0.6 * need:  # cut without a word
        d.too_long.update(
            {q.method: f"about {round(q.chars * per):,} tokens"
             for q in prompts.values() if q.chars * per > tokens}
        )  # fmt: skip
        d.checks.append(
            Check(
                "context window",
                f"{tokens:,} tokens: the server cut the longest prompt ({longest.method}, "
                f"{about}) without saying so; {CONTEXT_FIX}",
                False,
            )
        )
        d.fixes.append(CONTEXT_FIX)
        return
    shown = f"{tokens:,} tokens" if tokens is not None else about
    d.checks.append(
        Check(
            "context window",
            f"fits the longest prompt ({longest.method}: {shown}, an episode to its budgets)",
            True,
        )
    )


def _ask_raw(client: OpenAIClient, messages: list[Message]) -> int | None:
    """The longest prompt with one token of answer, posted through the SDK's HTTP client
    once (the client would retry, and shrink the answer's limit): the prompt tokens the
    server counted. Raises TimeoutError when the server is still reading after
    :data:`READ` s."""
    from plangate.llm.request import KEY, strip

    meta = messages[-1].get(KEY) if messages else None
    options: Any = {"timeout": READ, "max_retries": 0, **client._auth}
    if meta is not None and client.send_meta:  # for test servers on this machine only
        options["headers"] = {**options.get("headers", {}), "X-Plangate-Request": meta}
    body = {
        "model": client.model,
        "messages": strip(messages),
        client.rules.token_param: 1,
        **({"temperature": 0.0} if client.rules.temperature else {}),
    }
    try:
        out = client._client.post(
            "/chat/completions", body=body, cast_to=client._completion_type, options=options
        )
    except client._openai.APITimeoutError:
        raise TimeoutError from None
    usage = getattr(out, "usage", None)
    tokens = getattr(usage, "prompt_tokens", None)
    return tokens if isinstance(tokens, int) else None


def _refused(
    d: Diagnosis, prompts: Mapping[str, Prompt], sent: Prompt, text: str, per: float | None
) -> None:
    """A request of the context check refused: the window and the methods over it."""
    if not too_long(text):
        d.checks.append(Check("context window", f"failed: {one_line(text, 200)}", False))
        return
    window, asked = context_numbers(text)
    if not per and asked and sent.chars:
        per = asked / sent.chars
    for p in prompts.values():
        tokens = round(p.chars * per) if per else None
        if window is None or tokens is None or tokens > window:
            d.too_long[p.method] = f"about {tokens:,} tokens" if tokens else f"{p.chars:,} chars"
    longest = max(prompts.values(), key=lambda p: p.chars)
    need = round(longest.chars * per) if per else None
    size = f"{window:,} tokens" if window else "too small"
    about = f"about {need:,} tokens" if need else f"{longest.chars:,} characters"
    d.checks.append(
        Check(
            "context window",
            f"{size}: the longest prompt ({longest.method}, {about}) does not fit; {CONTEXT_FIX}",
            False,
        )
    )
    d.fixes.append(CONTEXT_FIX)


def context_numbers(message: str) -> tuple[int | None, int | None]:
    """The context window and the tokens asked for, as a refusal states them (vLLM's and
    llama-cpp-python's "maximum context length is C tokens ... you requested P tokens
    (P' in the messages ..."; llama-server's n_ctx and n_prompt_tokens). Only the server's
    own words are read (after "The server answered", in plangate's message)."""
    said = message.split("The server answered", 1)[-1]
    window = None
    for pattern in (r"maximum context length is (\d+)", r"context window of (\d+)",
                    r"\bn_ctx\W{0,4}(\d+)"):  # fmt: skip
        found = re.search(pattern, said, re.IGNORECASE)
        if found:
            window = int(found.group(1))
            break
    asked = re.search(
        r"(\d+) in the messages|(\d+) input tokens|n_prompt_tokens\W{0,4}(\d+)|"
        r"requested tokens \((\d+)\)",
        said,
        re.IGNORECASE,
    )
    used = next((int(g) for g in asked.groups() if g), None) if asked else None
    return window, used


__all__ = ["Check", "Diagnosis", "diagnose", "needs"]
