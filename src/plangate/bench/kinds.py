"""What a job or a record is of, read once from its name (the one reader of them).

A results file names each record's kind as text: a method and its variant
(``pfc/no-search``), a classical planner's row (``planner:fast-downward``), an item
of one of PlanBench's other tasks (``planbench:verification``), an ACPBench item
(``acp:land/mcq``), or a plan that a
model wrote elsewhere, rescored (``recorded``). :func:`parse_kind`
reads it into a :data:`JobKind`; downstream code asks the value (its type, the
method's declarations), never the text.
"""

from __future__ import annotations

from dataclasses import dataclass

from plangate.llm.methods import METHODS, MethodSpec
from plangate.llm.methods.base import About

PLANNER = "planner:"
TASK = "planbench:"
ACP = "acp:"
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
class TaskItem:
    """An item of one of PlanBench's other tasks (verification, execution, ...)."""

    task: str

    @property
    def name(self) -> str:
        return str(self)

    def __str__(self) -> str:
        return TASK + self.task


@dataclass(frozen=True)
class AcpItem:
    """An ACPBench item of one task and format (``acp:app/gen``)."""

    task: str
    format: str

    @property
    def name(self) -> str:
        return str(self)

    def __str__(self) -> str:
        return f"{ACP}{self.task}/{self.format}"


@dataclass(frozen=True)
class RecordedPlan:
    """A plan a model wrote elsewhere (PlanBench's result files), rescored."""

    @property
    def name(self) -> str:
        return RECORDED

    def __str__(self) -> str:
        return RECORDED


JobKind = MethodSpec | PlannerRow | TaskItem | AcpItem | RecordedPlan


def parse_kind(text: str, known: bool = True) -> JobKind:
    """The kind a job or a record names. ``known``: a method must be registered (what a
    user asks for, checked with its variant); else it is read as written (a results file
    may name a plugin's method that this process has not registered)."""
    if text.startswith(PLANNER):
        return PlannerRow(text.removeprefix(PLANNER))
    if text.startswith(TASK):
        return TaskItem(text.removeprefix(TASK))
    if text.startswith(ACP):
        task, _, fmt = text.removeprefix(ACP).partition("/")
        return AcpItem(task, fmt)
    if text == RECORDED:
        return RecordedPlan()
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


def family(kind: JobKind) -> str:
    """The paper whose tables the kind belongs in (its method's ``family``), else its
    own name."""
    d = declared_of(kind)
    return d.family if d is not None else kind.name


__all__ = [
    "ACP",
    "PLANNER",
    "RECORDED",
    "TASK",
    "AcpItem",
    "JobKind",
    "PlannerRow",
    "RecordedPlan",
    "TaskItem",
    "declared_of",
    "family",
    "parse_kind",
]
