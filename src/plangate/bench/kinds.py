"""What a job or a record is of, read once from its name (the one reader of them).

A results file names each record's kind as text: a method and its variant
(``pfc/no-search``), a classical planner's row (``planner:fast-downward``), an item
of a benchmark family (``FAMILY:ITEM``: ``planbench:verification``, ``acp:land/mcq``;
:mod:`plangate.bench.families`), or a plan that a
model wrote elsewhere, rescored (``recorded``). :func:`parse_kind`
reads it into a :data:`JobKind`; downstream code asks the value (its type, the
method's declarations), never the text.
"""

from __future__ import annotations

from dataclasses import dataclass

from plangate.llm.methods import METHODS, MethodSpec
from plangate.llm.methods.base import About

PLANNER = "planner:"
RECORDED = "recorded"


@dataclass(frozen=True)
class PlannerRow:
    """A classical planner's row of an experiment."""

    planner: str

    @property
    def name(self) -> str:
        return str(self)

    def __str__(self) -> str:
        return PLANNER + self.planner


@dataclass(frozen=True)
class ItemKind:
    """An item of a benchmark family: ``family:item`` (``planbench:verification``,
    ``acp:land/mcq``); what ``item`` says is the family's to read."""

    family: str
    item: str

    @property
    def name(self) -> str:
        return str(self)

    def __str__(self) -> str:
        return f"{self.family}:{self.item}"


@dataclass(frozen=True)
class RecordedPlan:
    """A plan a model wrote elsewhere (PlanBench's result files), rescored."""

    @property
    def name(self) -> str:
        return RECORDED

    def __str__(self) -> str:
        return RECORDED


JobKind = MethodSpec | PlannerRow | ItemKind | RecordedPlan


def parse_kind(text: str, known: bool = True) -> JobKind:
    """The kind a job or a record names. ``known``: a method must be registered (what a
    user asks for, checked with its variant); else it is read as written (a results file
    may name a plugin's method that this process has not registered)."""
    if text.startswith(PLANNER):
        return PlannerRow(text.removeprefix(PLANNER))
    if text == RECORDED:
        return RecordedPlan()
    head, colon, item = text.partition(":")
    if colon:  # a family's item (a method's name has no colon); whether the family is
        # installed here is the registry's to say (plangate.bench.families)
        return ItemKind(head, item)
    if known:
        return MethodSpec.parse(text)
    name, _, variant = text.partition("/")
    return MethodSpec(name, variant or None)


def declared_of(kind: JobKind) -> About | None:
    """What the kind's method declares; None for a planner row, a task item, or a method
    this process does not know."""
    if not isinstance(kind, MethodSpec):
        return None
    method = METHODS.get(kind.name)
    return method.about if method is not None else None


def paper_of(kind: JobKind) -> str:
    """The paper whose tables the kind belongs in (its method's ``paper``), else its
    own name."""
    d = declared_of(kind)
    return d.paper if d is not None else kind.name


__all__ = [
    "PLANNER",
    "RECORDED",
    "ItemKind",
    "JobKind",
    "PlannerRow",
    "RecordedPlan",
    "declared_of",
    "paper_of",
    "parse_kind",
]
