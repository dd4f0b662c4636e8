"""The options of an LLM episode: budgets, prompting, sampling, and the methods' own.

The options every method shares are fields of :class:`MethodOptions`. A
method's own options (LLM-PFC's B, L and T, LATS' n and k, a plugin's) are a
frozen dataclass of :func:`opt` fields that the method owns and declares as
its :class:`Part` (a name and a title for them); the options object holds
them keyed by their type, with no table of its own::

    MethodOptions().having(PFCOptions(branches=3)).of(PFCOptions).branches == 3

From the parts the registry lists (:func:`plangate.llm.methods.parts`) come
the command-line flags (an argument group each), the experiment file's
``[options.NAME]`` table, the job keys and the seeding (a ``seed`` field is
set from ``--seed``). A method's options left at their defaults are not
stored, so two options that mean the same are equal (and hash alike).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable, Sequence
from dataclasses import MISSING, dataclass, field, replace
from typing import Any, TypeVar

from plangate.llm.clients.base import Sampling

HISTORY = ("full", "compact")
READINGS = ("number", "lenient")
PLAN_READINGS = ("careful", "strict")
T = TypeVar("T")


def opt(
    default: Any = MISSING,
    help: str = "",
    *,
    flag: str | None = None,
    metavar: str | None = None,
    choices: Sequence[str] | None = None,
    cli: bool = True,
    factory: Any = None,
    later: bool = False,
) -> Any:
    """A field with what the command line needs to offer it: its help, and its flag when
    that is not ``--`` + the field's name (see :mod:`plangate.cli.fields`). A
    ``frozenset`` field takes a comma list of ``choices`` (``all``: every one).
    ``later``: the field came after results files were written; at its default it stays
    out of a job's key, so those files still resume."""
    meta = {
        "help": help,
        "flag": flag,
        "metavar": metavar,
        "choices": choices,
        "cli": cli,
        "later": later,
    }
    if factory is not None:
        return field(default_factory=factory, metadata=meta)
    return field(default=default, metadata=meta)


@dataclass(frozen=True)
class Part:
    """A method's own options: the dataclass ``cls`` (frozen, :func:`opt` fields, every
    field with a default) under ``name`` (``[options.NAME]``, the flags' group titled
    ``title``). ``keyed``: always in a job's key, even at its defaults (the parts whose
    results files were written when every key held them). The method declares it
    (``part = Part(...)``); nothing registers it."""

    name: str
    cls: type
    title: str = ""
    keyed: bool = False

    def __post_init__(self) -> None:
        if not dataclasses.is_dataclass(self.cls):
            raise TypeError(f"the options of {self.name} must be a dataclass")
        if not self.name.isidentifier() or self.name in _FIELDS:
            raise ValueError(f"'{self.name}' cannot name a method's options")

    def default(self) -> object:
        return self.cls()


def _type_key(value: object) -> str:
    kind = type(value)
    return f"{kind.__module__}.{kind.__qualname__}"


@dataclass(frozen=True)
class MethodOptions:
    """Budgets and prompting options (the defaults are the study's), and the methods' own
    options keyed by their type (``opts.of(PFCOptions)``, a plugin's)."""

    shots: int = opt(0, "solved examples in the preplanned prompt", metavar="K")
    max_tries: int = opt(8, "preplanned-validated: whole plans proposed", metavar="N")
    max_invalid: int = opt(16, "invalid proposals allowed (interactive)", metavar="N")
    max_steps: int = opt(50, "valid actions executed at most (interactive)", metavar="N")
    history: str = opt("full", "interactive prompt history", choices=HISTORY)
    cot_max_tokens: int = opt(
        2048,
        "tokens per answer for chain-of-thought methods (at least --max-tokens): the "
        "reasoning must fit",
        metavar="N",
        later=True,
    )
    max_seconds: float | None = opt(
        None,
        "seconds of model calls an episode may spend: no call starts after them, and the "
        "embedded model ends the answer it is writing (default: none; the embedded model "
        "170, so every method ends within 3 minutes); the episode ends as 'time budget "
        "exhausted'",
        metavar="S",
        later=True,
    )
    answer_max_tokens: int = opt(
        64,
        "tokens per answer that is one action or one option's number (interactive methods "
        "without chain-of-thought; at most --max-tokens): a model that rambles on is cut "
        "where such an answer has ended, and the record counts the cut answers (OpenAI's "
        "reasoning models, which reason first, get --max-tokens)",
        metavar="N",
        later=True,
    )
    reading: str = opt(
        "number",
        "restricted answers: 'number' (the study: the option's number, anything else is an "
        "invalid proposal) or 'lenient' (also an action written out, or the first number "
        "in free text; the variant '/lenient')",
        choices=READINGS,
        flag="--restricted-reading",
        later=True,
    )
    plan_reading: str = opt(
        "careful",
        "how whole-plan answers are read: 'careful' (every step a careful reader sees, "
        "each lenient rule it used named with the step in the trace) or 'strict' (only "
        "what PlanBench's own extractor takes as a step: for comparisons with published "
        "numbers)",
        choices=PLAN_READINGS,
        later=True,
    )
    sampling: Sampling = field(default_factory=Sampling)
    system: str | None = opt(None, "a system message before every prompt", metavar="TEXT")
    # the methods' own options that differ from their defaults, one per type (see having)
    own: tuple[object, ...] = field(default=(), repr=False, metadata={"cli": False})

    def __post_init__(self) -> None:
        if self.shots < 0:
            raise ValueError("shots must be >= 0")
        if self.max_tries < 1:
            raise ValueError("max_tries must be >= 1")
        if self.max_invalid < 1:
            raise ValueError("max_invalid must be >= 1")
        if self.max_steps < 1:
            raise ValueError("max_steps must be >= 1")
        if self.cot_max_tokens < 1:
            raise ValueError("cot_max_tokens must be >= 1")
        if self.max_seconds is not None and self.max_seconds <= 0:
            raise ValueError("max_seconds must be positive")
        if self.answer_max_tokens < 1:
            raise ValueError("answer_max_tokens must be >= 1")
        if self.history not in HISTORY:
            raise ValueError(f"history must be one of {', '.join(HISTORY)}")
        if self.reading not in READINGS:
            raise ValueError(f"reading must be one of {', '.join(READINGS)}")
        if self.plan_reading not in PLAN_READINGS:
            raise ValueError(f"plan_reading must be one of {', '.join(PLAN_READINGS)}")
        kept: dict[type, object] = {}
        for value in self.own:
            if isinstance(value, type) or not dataclasses.is_dataclass(value):
                raise ValueError(f"a method's own options must be a dataclass, not {value!r}")
            if type(value) in kept:
                raise ValueError(f"two {type(value).__name__} in the options")
            kept[type(value)] = value
        stored = (v for v in kept.values() if v != type(v)())  # defaults are not stored
        object.__setattr__(self, "own", tuple(sorted(stored, key=_type_key)))

    def of(self, cls: type[T]) -> T:
        """The method's own options of type ``cls`` (its defaults when none were set)."""
        for value in self.own:
            if type(value) is cls:
                return value
        return cls()

    def having(self, *values: object) -> MethodOptions:
        """These options with a method's own options replaced by ``values`` (by type)."""
        kinds = {type(v) for v in values}
        rest = tuple(v for v in self.own if type(v) not in kinds)
        return replace(self, own=(*rest, *values))

    def as_dict(self, parts: Iterable[Part] = ()) -> dict[str, object]:
        """Every option as JSON-able values, the own options of each of ``parts`` (the
        registry's: :func:`plangate.llm.methods.parts`) under its name."""
        out = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        out.pop("own")
        out["sampling"] = dataclasses.asdict(self.sampling)
        for p in parts:
            out[p.name] = dataclasses.asdict(self.of(p.cls))
        return out

    def seeded(self, seed: int, parts: Iterable[Part]) -> MethodOptions:
        """One seed for a run: the sampling's and the ``seed`` field of the own options
        of each of ``parts`` (PFC's tie-breaking, LATS' choices; the same in
        ``plangate solve --seed`` and in ``bench``)."""
        return _seeded(self, seed, tuple(parts))


@functools.lru_cache(maxsize=256)  # the jobs of a run share a few option sets and seeds
def _seeded(options: MethodOptions, seed: int, parts: tuple[Part, ...]) -> MethodOptions:
    out = replace(options, sampling=replace(options.sampling, seed=seed))
    for p in parts:
        if "seed" in {f.name for f in dataclasses.fields(p.cls)}:
            out = out.having(replace(options.of(p.cls), seed=seed))
    return out


_FIELDS = frozenset(f.name for f in dataclasses.fields(MethodOptions))
