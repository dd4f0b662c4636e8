"""The options of an LLM episode: budgets, prompting, sampling, and the methods' own.

The options every method shares are fields of :class:`MethodOptions`. A
method's own options (LLM-PFC's B, L and T, LATS' n and k, a plugin's) are a
frozen dataclass of :func:`opt` fields that the method declares as a
:class:`Part` under its name; the module that defines it registers it
(:func:`register_part`), and so does registering the method.
From the part alone come the command-line flags (an argument group of their
own), the experiment file's ``[options.NAME]`` table, the job keys, the
seeding (a ``seed`` field is set from ``--seed``) and ``opts.NAME``::

    MethodOptions(pfc=PFCOptions(branches=3)).pfc.branches == 3
    dataclasses.replace(opts, lats=LATSOptions(rollouts=10))

A part left at its defaults is not stored, so two options that mean the same
are equal (and hash alike).
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Iterator, Sequence
from dataclasses import MISSING, dataclass, field, replace
from typing import Any

from plangate.llm.clients.base import Sampling

HISTORY = ("full", "compact")
READINGS = ("number", "lenient")
PLAN_READINGS = ("careful", "strict")


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
    that is not ``--`` + the field's name (see :mod:`plangate.cli_options`). A
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
    field with a default) under ``name`` (``opts.NAME``, ``[options.NAME]``, the flags'
    group titled ``title``). ``keyed``: always in a job's key, even at its defaults (the
    parts whose results files were written when every key held them)."""

    name: str
    cls: type
    title: str = ""
    keyed: bool = False

    def __post_init__(self) -> None:
        if not dataclasses.is_dataclass(self.cls):
            raise TypeError(f"the options of {self.name} must be a dataclass")
        if not self.name.isidentifier() or self.name in _FIELDS:
            raise ValueError(f"'{self.name}' cannot name a method's options")

    def default(self) -> Any:
        return self.cls()


PARTS: dict[str, Part] = {}  # by name, in registration order (the flags' order)


def register_part(part: Part) -> Part:
    """Register a method's options (done by :func:`plangate.llm.methods.register`)."""
    have = PARTS.get(part.name)
    if have is not None and have.cls is not part.cls:
        raise ValueError(f"options named '{part.name}' are registered already")
    PARTS[part.name] = part
    return part


def unregister_part(name: str) -> None:
    PARTS.pop(name, None)


def part_of(name: str) -> Part:
    """The registered part ``name``. A method's module registers its part when imported;
    a name not registered yet loads the registry of shipped methods first, as a plugin
    loader would (by name, at run time: the registry imports this module, not the other
    way round), so ``MethodOptions().lats`` works wherever it is asked."""
    if name not in PARTS and not name.startswith("_"):
        importlib.import_module("plangate.llm.methods")
    try:
        return PARTS[name]
    except KeyError:
        raise AttributeError(f"no method's options are named '{name}'") from None


def every_part() -> Iterator[Part]:
    """Every registered part (the shipped methods' first, then plugins')."""
    importlib.import_module("plangate.llm.methods")  # the shipped ones are registered
    yield from list(PARTS.values())


@dataclass(frozen=True)
class MethodOptions:
    """Budgets and prompting options (the defaults are the study's), and the methods' own
    options, one :class:`Part` each (``opts.pfc``, ``opts.lats``, a plugin's)."""

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
    # the methods' own options that differ from their defaults, by name (see with_part)
    parts: tuple[tuple[str, Any], ...] = field(default=(), repr=False, metadata={"cli": False})

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
        kept = []
        for name, value in self.parts:
            p = part_of(name)
            if not isinstance(value, p.cls):
                raise ValueError(f"options.{name} must be a {p.cls.__name__}")
            if value != p.default():  # at its defaults a part is not stored
                kept.append((name, value))
        object.__setattr__(self, "parts", tuple(sorted(kept, key=lambda kv: kv[0])))

    def __getattr__(self, name: str) -> Any:  # opts.pfc: a method's own options
        if name.startswith("_"):
            raise AttributeError(name)
        p = part_of(name)
        return self.part(p.name)

    def part(self, name: str) -> Any:
        """The options of the part ``name`` (its defaults when none were set)."""
        for key, value in self.__dict__.get("parts", ()):
            if key == name:
                return value
        return part_of(name).default()

    def with_part(self, name: str, value: Any) -> MethodOptions:
        """These options with the part ``name`` replaced by ``value``."""
        part_of(name)
        rest = tuple((k, v) for k, v in self.parts if k != name)
        return replace(self, parts=(*rest, (name, value)))

    def as_dict(self) -> dict[str, object]:
        """Every option as JSON-able values, each registered part under its name."""
        out = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        out.pop("parts")
        out["sampling"] = dataclasses.asdict(self.sampling)
        for p in every_part():
            out[p.name] = dataclasses.asdict(self.part(p.name))
        return out

    def seeded(self, seed: int) -> MethodOptions:
        """One seed for a run: the sampling's and every part's ``seed`` field (PFC's
        tie-breaking, LATS' choices; the same in ``plangate solve --seed`` and in
        ``bench``)."""
        out = replace(self, sampling=replace(self.sampling, seed=seed))
        for p in every_part():
            if "seed" in {f.name for f in dataclasses.fields(p.cls)}:
                out = out.with_part(p.name, replace(self.part(p.name), seed=seed))
        return out


_FIELDS = frozenset(f.name for f in dataclasses.fields(MethodOptions))
_generated_init = MethodOptions.__init__


def _init(self: MethodOptions, *args: Any, **kwargs: Any) -> None:
    """The generated ``__init__``, also taking a method's options by their part's name
    (``MethodOptions(pfc=PFCOptions(...))``; ``dataclasses.replace`` goes through here)."""
    named = {k: kwargs.pop(k) for k in list(kwargs) if k not in _FIELDS}
    if named:
        for k in named:
            try:
                part_of(k)
            except AttributeError:
                raise TypeError(f"MethodOptions got an unexpected keyword argument '{k}'") from None
        given = dict(kwargs.get("parts", ()))
        kwargs["parts"] = tuple({**given, **named}.items())
    _generated_init(self, *args, **kwargs)


MethodOptions.__init__ = _init  # type: ignore[method-assign]
