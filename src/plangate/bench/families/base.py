"""What a benchmark family declares: the :class:`Family` protocol and the values it
exchanges with the runner, the report, ``generate`` and ``rescore``.

A family is a benchmark whose items are questions about a task (PlanBench's other
tasks, ACPBench, ...), not plans a method searches for. It declares its name (the
kind prefix of its records: ``planbench:verification``), which dataset instances are
its items and the question each asks (:class:`Question`), how an answer is graded
(:class:`Graded`), its report tables, and its generator with that generator's options
(a typed dataclass: the command line derives its flags from it, a bridge builds one).
Recognising recorded answers for ``plangate rescore`` is optional, a second protocol
(:class:`RescoresFiles`, :class:`PosesRecorded`). The runner (:mod:`.ask`), the
records, the report, ``generate`` and ``rescore`` only call these.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from plangate.verify.metrics import Measures

if TYPE_CHECKING:
    from plangate.bench.datasets import Dataset, Instance, MadeDataset
    from plangate.bench.recorded import Recorded
    from plangate.bench.records import EpisodeRecord, Record
    from plangate.bench.table import Table
    from plangate.llm.grounded import Grounded
    from plangate.llm.request import RequestMeta
    from plangate.llm.session import Session

TableBuilder = Callable[["Sequence[Record]"], "Table"]


@dataclass(frozen=True)
class FamilyAbout:
    """A family's declarations: ``name`` is its table key and its records' kind prefix
    (``name:ITEM``); ``generator`` the kind ``plangate generate`` makes its datasets
    under (None: it has none); ``step`` the name of its turns in a trace; ``scores``
    the yes/no measures of :attr:`Graded.measures` the bridges report (Inspect's
    scores), each true only when the measure is."""

    name: str
    title: str
    generator: str | None = None
    step: str = "question"
    plan_items: frozenset[str] = frozenset()  # items whose answers are plans (the audit)
    scores: tuple[str, ...] = ("correct",)  # the yes/no measures a bridge reports (Inspect)
    lm_eval: Path | None = None  # a folder of lm-evaluation-harness task files, if any
    making: str = ""  # what the shared generate settings mean for it (its flags' group)


@dataclass(frozen=True)
class Question:
    """What one item asks a model: the conversation after the session's system message
    (``system``: sent first), the stop sequences, and whether the item's PDDL is
    grounded before (``grounded``: the grader needs the task)."""

    item: str  # the record's kind after the prefix (``verification``, ``land/mcq``)
    messages: tuple[dict[str, str], ...]
    data: Any = None  # the family's own typed item, handed back to its grader
    stops: tuple[str, ...] = ()
    system: bool = False
    grounded: bool = True
    task_name: str | None = None  # the trace's name of the item (default: the instance's)


@dataclass(frozen=True)
class Graded:
    """An answer graded: ``measures`` go into the record's metrics (``success`` is the
    family's verdict), ``validation`` and ``explain`` say how it was read."""

    outcome: str
    correct: bool | None
    measures: Measures
    validation: dict[str, object] = field(default_factory=dict)
    explain: str = ""
    plan: tuple[str, ...] = ()  # the plan read, for items whose answer is one
    parsed: tuple[str, ...] = ()  # what the trace's turn shows as read


@dataclass(frozen=True)
class Rescoring:
    """What ``plangate rescore`` hands a family with the inputs it recognised."""

    results: Path
    trace_dir: Path | None
    model: str | None
    items: str | None
    explain: bool


@dataclass(frozen=True)
class Making:
    """What every family's generator is given (``plangate generate``'s shared flags, or
    a bridge's arguments): the domain file then problem files or folders (``inputs``),
    the folder to write, the family's tasks (empty: all), how many items, the rendering,
    the seconds for each optimal plan and the seed. A family's own settings are its
    options dataclass (:attr:`Family.options`)."""

    out: Path
    inputs: tuple[str, ...] = ()
    tasks: tuple[str, ...] = ()
    count: int | None = None
    nl: str | None = None
    timeout: float = 60.0
    seed: int = 0


@dataclass(frozen=True)
class NoOptions:
    """A family whose generator has no settings of its own."""


@runtime_checkable
class Family(Protocol):
    """A benchmark family (module docstring); one object per family. ``options`` is its
    generator's settings, a frozen dataclass of :func:`plangate.llm.options.opt` fields
    (the command line derives its flags from it; a bridge builds one directly)."""

    about: FamilyAbout
    options: type

    def question(self, inst: Instance) -> Question | None:
        """The question ``inst`` asks when it is one of this family's items, else None."""
        ...

    def request_meta(self, q: Question, s: Session) -> RequestMeta | None:
        """What a request is about, for test servers (models never see it)."""
        ...

    def grade(self, q: Question, text: str, g: Grounded | None, strict: bool = False) -> Graded:
        """The model's answer graded (``g``: the item's task grounded, when asked;
        ``strict``: plans read by PlanBench's own extractor's rules only)."""
        ...

    def correct(self, r: EpisodeRecord) -> bool:
        """The family's verdict on a recorded answer (the audit compares it)."""
        ...

    def tables(self) -> Mapping[str, TableBuilder]:
        """The report's tables of this family, by file name, in order."""
        ...

    def generate(self, making: Making, own: Any, say: Callable[[str], None]) -> Generated:
        """Write a dataset of items; ``own``: an instance of :attr:`options`."""
        ...


@runtime_checkable
class RescoresFiles(Protocol):
    """A family whose answers recorded elsewhere ``plangate rescore`` reads (a second,
    optional protocol: ACPBench's lm-eval samples, folders of written PDDL)."""

    def rescore_inputs(self, path: Path) -> list[Path]:
        """The files under ``path`` (or ``path`` itself) holding answers to this family's
        items that ``plangate rescore`` should hand to :meth:`rescore`; [] for others."""
        ...

    def rescore(self, paths: Sequence[Path], how: Rescoring) -> list[str]:
        """Score the answers those files hold, append records, and say what was done."""
        ...


@runtime_checkable
class PosesRecorded(Protocol):
    """A family whose items are posed again from answers in shared result files
    (PlanBench's): an optional protocol."""

    def pose(self, rec: Recorded, problems: Path, ground: Callable[..., Any]) -> Instance | None:
        """For an answer recorded in a shared result file, the instance its item poses
        (the problem and the exact answer), or None when ``rec`` is not this family's."""
        ...


@runtime_checkable
class MakesInMemory(Protocol):
    """A family whose items a bridge may hold in memory, nothing written (ACPBench's,
    read from a checkout): an optional protocol."""

    def make(self, making: Making, own: Any) -> MadeDataset:
        """The items :meth:`Family.generate` would write into ``making.out`` (whose name
        names the dataset), in memory; a refusal names what it needs."""
        ...


@dataclass(frozen=True)
class Generated:
    """A dataset a family's generator wrote, and one line saying what it holds."""

    dataset: Dataset
    summary: str


__all__ = [
    "Family",
    "FamilyAbout",
    "Generated",
    "Graded",
    "MakesInMemory",
    "Making",
    "NoOptions",
    "PosesRecorded",
    "Question",
    "RescoresFiles",
    "Rescoring",
    "TableBuilder",
]
