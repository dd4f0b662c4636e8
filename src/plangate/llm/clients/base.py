"""The model-client protocol: messages in; texts, token usage and latency out.

Every backend (OpenAI-compatible HTTP, in-process GGUF, scripted) implements
:class:`ModelClient`. A request may carry a :class:`Choice` constraint: the
answer must be one of a few strings (the restricted mode's option numbers).
Backends that can decode under a constraint do so and say so in
``Completion.constrained``; the others ignore it and the caller parses text.
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import json
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from plangate.text import clean_text

Message = dict[str, str]  # {"role": "system" | "user" | "assistant", "content": ...}
REASONING_EFFORTS = ("minimal", "low", "medium", "high")
MAX_ANSWER_CHARS = 200_000  # longer answers are cut (and counted as truncated)


# the fields of a request plangate sets itself: an extra body may not set them
OWN_FIELDS = frozenset(
    {
        "model", "messages", "max_tokens", "max_completion_tokens", "temperature", "top_p",
        "seed", "stop", "n", "stream", "response_format", "grammar", "structured_outputs",
        "guided_choice", "reasoning_effort", "reasoning", "thinking", "provider",
    }
)  # fmt: skip


@functools.lru_cache(maxsize=64)
def extra_fields(text: str) -> dict[str, object]:
    """The fields of ``--extra-body``: a JSON object whose keys plangate does not set
    (read once per text: every request of a run carries the same; not to be changed)."""
    from plangate.errors import PlangateError
    from plangate.outside import load_json

    try:
        value = load_json(text, "extra_body")
    except ValueError as err:
        raise ValueError(f"extra_body is not JSON ({err}): {text[:80]!r}") from None
    except PlangateError as err:
        raise ValueError(str(err)) from None
    if not isinstance(value, dict):
        raise ValueError(f"extra_body must be a JSON object of fields, got {text[:80]!r}")
    own = sorted(k for k in value if k in OWN_FIELDS)
    if own:
        raise ValueError(
            f"extra_body sets {', '.join(own)}, which plangate sets itself: use the option "
            "flags (--temperature, --top-p, --seed, --max-tokens, --constrained, ...)"
        )
    return value


@dataclass(frozen=True)
class Sampling:
    """Sampling parameters of one request (validated when built)."""

    # metadata: what the command line offers (plangate.cli.options)
    temperature: float = field(
        default=0.0, metadata={"help": "sampling temperature", "metavar": "T"}
    )
    top_p: float | None = field(default=None, metadata={"help": "nucleus sampling", "metavar": "P"})
    seed: int | None = field(default=None, metadata={"help": "sampling seed", "metavar": "S"})
    max_tokens: int = field(default=512, metadata={"help": "tokens per answer", "metavar": "N"})
    stop: tuple[str, ...] = field(default=(), metadata={"cli": False})
    # the tokens the answer itself needs (one action, an option's number): sent as the
    # limit instead of max_tokens where the model does not reason before answering
    # (plangate.llm.clients.server_rules); None: max_tokens
    answer_tokens: int | None = field(default=None, metadata={"cli": False, "later": True})
    n: int = field(default=1, metadata={"cli": False})
    timeout: float = field(
        default=120.0,
        metadata={
            "help": "seconds for each whole request, every byte of the answer included; "
            "one that passes it is tried once more (default 120)",
            "metavar": "S",
        },
    )
    reasoning_effort: str | None = field(
        default=None,
        metadata={
            "help": "reasoning effort of a reasoning model (OpenAI's o-series and gpt-5, "
            "vLLM's reasoning models); not sent when not given",
            "choices": REASONING_EFFORTS,
            "later": True,  # at its default, out of job keys (plangate.bench.jobs)
        },
    )

    thinking_budget: int | None = field(
        default=None,
        metadata={
            "help": "tokens a model may spend thinking before it answers (Anthropic's "
            "extended thinking, OpenRouter's reasoning max_tokens, Gemini's thinking_budget); "
            "not sent when not given",
            "metavar": "N",
            "later": True,  # at its default, out of job keys (plangate.bench.jobs)
        },
    )

    extra_body: str | None = field(
        default=None,
        metadata={
            "help": "more fields for every request, as a JSON object, sent as given to an "
            'OpenAI-compatible server (vLLM/SGLang: \'{"chat_template_kwargs": '
            '{"enable_thinking": false}}\', \'{"top_k": 20}\'); not the fields plangate '
            "sets itself; part of the cache and job keys",
            "metavar": "JSON",
            "later": True,  # at its default, out of job keys (plangate.bench.jobs)
        },
    )

    def __post_init__(self) -> None:
        if self.extra_body is not None:
            extra = extra_fields(self.extra_body)  # checked here: a bad flag fails first
            if self.thinking_budget is not None and "extra_body" in extra:
                raise ValueError(
                    "extra_body sets extra_body, where plangate sends --thinking-budget to "
                    "Gemini (extra_body.google.thinking_config): give the budget one way"
                )
        if self.thinking_budget is not None and self.thinking_budget < 1:
            raise ValueError(f"thinking_budget must be positive, got {self.thinking_budget}")
        if not 0.0 <= self.temperature <= 2.0:
            raise ValueError(f"temperature must be in [0, 2], got {self.temperature}")
        if self.top_p is not None and not 0.0 <= self.top_p <= 1.0:  # LLM-PFC used 0
            raise ValueError(f"top_p must be in [0, 1], got {self.top_p}")
        if self.max_tokens < 1:
            raise ValueError(f"max_tokens must be positive, got {self.max_tokens}")
        if self.n < 1:
            raise ValueError(f"n must be positive, got {self.n}")
        if self.answer_tokens is not None and self.answer_tokens < 1:
            raise ValueError(f"answer_tokens must be positive, got {self.answer_tokens}")
        if self.timeout <= 0:
            raise ValueError(f"timeout must be positive, got {self.timeout}")
        if self.reasoning_effort is not None and self.reasoning_effort not in REASONING_EFFORTS:
            raise ValueError(
                f"reasoning_effort must be one of {', '.join(REASONING_EFFORTS)}, "
                f"got {self.reasoning_effort!r}"
            )

    @property
    def answer_limit(self) -> int:
        """The limit of an answer from a model that does not reason first."""
        if self.answer_tokens is None:
            return self.max_tokens
        return min(self.max_tokens, self.answer_tokens)

    def key(self) -> dict[str, object]:
        """The fields that change the answer (the timeout does not)."""
        data = dataclasses.asdict(self)
        data.pop("timeout")
        if self.reasoning_effort is None:  # added later: cache keys written before stay
            data.pop("reasoning_effort")
        if self.thinking_budget is None:
            data.pop("thinking_budget")
        if self.answer_tokens is None:
            data.pop("answer_tokens")
        if self.extra_body is None:
            data.pop("extra_body")
        else:  # the same fields written otherwise are the same request
            data["extra_body"] = json.dumps(extra_fields(self.extra_body), sort_keys=True)
        data["stop"] = list(self.stop)
        return data


@dataclass(frozen=True)
class Choice:
    """Constrain the answer to exactly one of ``options``."""

    options: tuple[str, ...]

    def __post_init__(self) -> None:
        if not self.options:
            raise ValueError("a choice needs at least one option")


@dataclass
class Completion:
    """The answer(s) to one request.

    Token counts are ``None`` when the backend did not report them: they
    are never invented. ``calls`` counts the model calls actually made
    (0 for an answer replayed from the cache).
    """

    texts: list[str]
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    seconds: float = 0.0
    model: str = ""
    calls: int = 1
    cached: bool = False
    constrained: bool = False
    finish_reasons: list[str | None] = field(default_factory=list)
    retries: int = 0
    endpoint: str | None = None  # which replica answered (several endpoints of one model)
    # a reasoning model's reasoning, one per text ("" when none): recorded, never read as
    # the answer (vLLM's and llama.cpp's reasoning parsers, DeepSeek, Ollama)
    reasoning: list[str] = field(default_factory=list)
    reasoning_tokens: int | None = None  # usage.completion_tokens_details, when reported
    # what was sent otherwise than asked, because the server rejects what was asked
    # (plangate.llm.clients.server_rules): kept with the answer, in the trace and results
    adjusted: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        # text from outside, normalised once on the way in: whatever backend it came
        # from, an answer is valid Unicode (lone surrogates replaced), in NFC
        self.texts = [clean_text(t) for t in self.texts]
        self.reasoning = [clean_text(t) for t in self.reasoning]
        self.model = clean_text(self.model)

    @property
    def text(self) -> str:
        return self.texts[0] if self.texts else ""


@runtime_checkable
class ModelClient(Protocol):
    """What every backend provides."""

    backend: str
    model: str

    def complete(
        self, messages: list[Message], sampling: Sampling, choice: Choice | None = None
    ) -> Completion: ...

    async def acomplete(
        self, messages: list[Message], sampling: Sampling, choice: Choice | None = None
    ) -> Completion: ...


class SyncClient:
    """Base for backends whose calls are blocking: ``acomplete`` runs them in a thread."""

    backend = "base"
    model = ""

    def complete(
        self, messages: list[Message], sampling: Sampling, choice: Choice | None = None
    ) -> Completion:
        raise NotImplementedError

    async def acomplete(
        self, messages: list[Message], sampling: Sampling, choice: Choice | None = None
    ) -> Completion:
        return await asyncio.to_thread(self.complete, messages, sampling, choice)


def choice_grammar(options: tuple[str, ...]) -> str:
    """A GBNF grammar (llama.cpp) whose only sentences are the options."""

    def lit(s: str) -> str:
        return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'

    return "root ::= " + " | ".join(lit(o) for o in options)


def add_usage(a: int | None, b: int | None) -> int | None:
    """Sum token counts where ``None`` (not reported) stays ``None`` once seen."""
    if a is None or b is None:
        return None
    return a + b
