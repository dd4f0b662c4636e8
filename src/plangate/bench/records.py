"""The records of a results file: one per LLM episode or classical planner row.

A record is a typed value (:class:`EpisodeRecord`, :class:`PlannerRecord`)
with a JSON round trip. On disk it is one flat JSON object per line: the
job's identity, the outcome, and the episode metrics of
:class:`plangate.verify.metrics.EpisodeMetrics` at the top level, plus
``schema`` (the format's version). Files written before the version was
recorded (schema 1) load as they are. A method's own counters are kept in
``search`` and read back typed with :meth:`EpisodeRecord.stats` (the method's
``stats`` dataclass: ``PFCStats``, ``LATSStats``, a plugin's).
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from plangate.bench.kinds import ItemKind, JobKind, PlannerRow, declared_of, parse_kind
from plangate.errors import PlangateError
from plangate.llm.methods import MethodSpec
from plangate.llm.methods.base import read_stats
from plangate.llm.trace import Trace
from plangate.paths import inside
from plangate.verify.metrics import EpisodeMetrics, Measure, Measures

if TYPE_CHECKING:
    from plangate.verify.distance import TruthLog

SCHEMA = 2
EMPTY = "every answer was empty"  # an episode in which the model answered nothing usable


def empty_note(calls: int) -> str:
    """The note of an episode whose every answer was empty: a failure of the method."""
    return f"{EMPTY} ({calls} call{'s' * (calls != 1)}): no usable answer, scored as a failure"


def upgraded(data: dict[str, object]) -> dict[str, object]:
    """A record as the current scoring policy reads it: an episode that files written
    before it kept as an error because every answer was empty is a failure of the method
    (status ok, success false, in every denominator), never run again."""
    error = data.get("error")
    if data.get("status") == "error" and isinstance(error, str) and error.startswith(EMPTY):
        calls = data.get("model_calls")
        note = empty_note(calls if isinstance(calls, int) else 0)
        notes = data.get("notes")
        notes = [*notes, note] if isinstance(notes, list) else [note]
        return {**data, "status": "ok", "error": None, "success": False, "notes": notes}
    return data


@dataclass(frozen=True)
class TruthNote:
    """The ground truth of one episode as its record keeps it: what gave the optimal
    length (a planner, ``state space``, PlanBench's recorded plan; None: nothing, the
    truth gave up), and the searches made for this episode (how many, how many gave up,
    their seconds, who answered how often, and planners that contradicted each other).
    Written as the JSON object ``truth`` (``{}``: no note)."""

    by: str | None = None
    searches: int = 0
    gave_up: int = 0
    seconds: float = 0.0
    planners: dict[str, int] = field(default_factory=dict)
    disagreements: tuple[str, ...] = ()

    @classmethod
    def of(cls, by: str | None, log: TruthLog) -> TruthNote:
        """The note of the searches ``log`` holds (a :meth:`TruthLog.since` delta)."""
        return cls(by, log.searches, log.gave_up, round(log.seconds, 3), dict(log.planners),
                   tuple(log.disagreements))  # fmt: skip

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"by": self.by, "searches": self.searches,
                                  "gave_up": self.gave_up, "seconds": self.seconds,
                                  "planners": dict(self.planners)}  # fmt: skip
        if self.disagreements:
            out["disagreements"] = list(self.disagreements)
        return out

    @classmethod
    def from_json(cls, data: object, where: str) -> TruthNote | None:
        """The note of a record's ``truth`` object (None for ``{}``), refused by name when
        it is not one."""
        if not isinstance(data, dict):
            raise PlangateError(f"{where}: field 'truth' must be an object")
        if not data:
            return None
        by, planners, said = data.get("by"), data.get("planners", {}), data.get("disagreements", [])
        counts = [data.get(k, 0) for k in ("searches", "gave_up")]
        seconds = data.get("seconds", 0.0)
        if (
            (by is not None and not isinstance(by, str))
            or not all(isinstance(n, int) and not isinstance(n, bool) for n in counts)
            or not isinstance(seconds, int | float)
            or not isinstance(planners, dict)
            or not all(isinstance(k, str) and isinstance(v, int) for k, v in planners.items())
            or not (isinstance(said, list) and all(isinstance(x, str) for x in said))
        ):
            raise PlangateError(
                f"{where}: field 'truth' is not a ground-truth note (by, searches, gave_up, "
                "seconds, planners)"
            )
        return cls(by, counts[0], counts[1], float(seconds), dict(planners), tuple(said))


@dataclass
class _Common:
    """What every record holds: which job it is, and how it ended."""

    key: str
    dataset: str
    instance: str
    method: str  # "pfc/no-search", "planner:fast-downward", ...
    model: dict[str, str | None] | None  # model, base_url, model_path
    seed: int
    options: dict[str, object]  # the options as the job's key holds them (plangate.bench.jobs)
    model_label: str = "-"
    optimal_length_meta: float | None = None
    # "ok"; "error" (the next run runs it again); "refused": its task cannot be loaded
    # (a feature plangate does not read, a mistake in the file), said once, not run again
    status: str = "ok"
    error: str | None = None
    outcome: str = ""
    plan: list[str] = field(default_factory=list)
    # the episode's measures (EpisodeMetrics' fields, typed in `measures`) and a benchmark
    # family's item's (correct, precision, ...), written at the top level of the record
    metrics: Measures = field(default_factory=dict)
    # a top-level value of a file that is no field and no measure (not a JSON scalar):
    # kept as read and written back, never scored
    others: dict[str, object] = field(default_factory=dict, compare=False, repr=False)
    wall_seconds: float = 0.0
    finished_at: str = ""
    schema: int = SCHEMA
    # the report's display label (the method, with the options that set it apart from
    # records of the same method); never written to a results file
    label: str = field(default="", compare=False, metadata={"transient": True})
    _measured: tuple[object, EpisodeMetrics] | None = field(
        default=None, compare=False, repr=False, metadata={"transient": True}
    )

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    @property
    def refused(self) -> bool:
        """Its task could not be loaded: in no denominator, and not an error."""
        return self.status == "refused"

    @property
    def is_task(self) -> bool:
        """An item of a benchmark family (``planbench:TASK``, ``acp:TASK/FORMAT``, ...;
        :mod:`plangate.bench.families`); not a plan."""
        return isinstance(self.kind, ItemKind)

    @property
    def shown(self) -> str:
        """How the report names this record's method: its label, else the method."""
        return self.label or self.method

    @property
    def measures(self) -> EpisodeMetrics:
        """The episode metrics, typed (read again only when ``metrics`` has changed)."""
        seen = (id(self.metrics), list(self.metrics.items()))
        if self._measured is None or self._measured[0] != seen:
            self._measured = (seen, EpisodeMetrics.read(self.metrics))
        return self._measured[1]

    def number(self, name: str) -> float | None:
        """A measure of a PlanBench task's item (``precision``, ``recall``: beside the
        episode metrics, which :attr:`measures` holds typed) as a float; None when absent,
        not reported or not a number."""
        value = self.metrics.get(name)
        return float(value) if isinstance(value, int | float) else None

    def flag(self, name: str) -> bool:
        """A yes/no measure of a PlanBench task's item (``type_correct``); the episode
        metrics' flags are in :attr:`measures`."""
        return bool(self.metrics.get(name))

    @property
    def optimal_length(self) -> float | None:
        """The optimal plan length: the episode's, else the dataset's."""
        value = self.metrics.get("optimal_length", self.optimal_length_meta)
        return float(value) if isinstance(value, int | float) else None

    @property
    def tokens(self) -> float | None:
        """Prompt plus completion tokens; None when the backend reported none."""
        prompt = self.measures.prompt_tokens
        if prompt is None:
            return None
        return prompt + (self.measures.completion_tokens or 0.0)

    @property
    def kind(self) -> JobKind:
        """What this record is of: a method and its variant, a planner row, a task item."""
        return parse_kind(self.method, known=False)

    @property
    def success(self) -> bool:
        return bool(self.metrics.get("success"))

    # the scoring policy (plangate.verify.metrics), read the same way from files of any
    # version: values recorded before the policy (an empty plan's relative length 0) are
    # recomputed from the plan's length and cost, never taken as they are
    @property
    def has_costs(self) -> bool:
        """The task has action costs other than 1 (files before ``action_costs`` was
        recorded: an optimal cost known without an optimal length)."""
        if "action_costs" in self.metrics:
            return bool(self.measures.action_costs)
        return self.measures.optimal_length is None and self.measures.optimal_cost is not None

    @property
    def relative_length(self) -> float | None:
        """Plan length over the optimal length: successful, non-empty plans of tasks with
        unit costs only (None otherwise)."""
        length, optimal = self.measures.plan_length, self.measures.optimal_length
        if not self.success or length == 0 or self.has_costs:
            return None
        if length is not None and optimal:
            return length / optimal
        # a record without the plan's length: its recorded value (0 is an empty plan)
        name = "relative_length_success" if "relative_length_success" in self.metrics else (
            "relative_length"
        )  # fmt: skip
        value = self.number(name)
        return value or None

    @property
    def relative_cost(self) -> float | None:
        """Plan cost over the optimal cost: successful, non-empty plans only."""
        length, cost = self.measures.plan_length, self.measures.plan_cost
        optimal = self.measures.optimal_cost
        if not self.success or not length or cost is None or not optimal:
            return None
        return cost / optimal

    @property
    def generated_relative_length(self) -> float | None:
        """The FSM study's relative length over every generated plan (a preplanned plan's
        steps after an invalid one count too), non-empty plans only."""
        value = self.measures.relative_length
        if "relative_length_success" not in self.metrics:  # files before both were kept
            return self.relative_length
        return value if value else None

    @property
    def dead_end(self) -> bool | None:
        """The goal cannot be reached from the final state; None when unknown (the ground
        truth gave up, or the file predates the field)."""
        value = self.metrics.get("dead_end")
        if isinstance(value, bool):
            return value
        if self.measures.distance_to_goal is not None:  # a finite distance: no dead end
            return False
        return None

    def to_json(self) -> dict[str, object]:
        """The flat JSON object of the results file."""
        out = {  # the fields hold JSON values already: no deep copy needed
            f.name: getattr(self, f.name)
            for f in dataclasses.fields(self)
            if f.name not in ("metrics", "others") and not f.metadata.get("transient")
        }
        if "truth" in out:
            note = out["truth"]
            out["truth"] = note.to_json() if isinstance(note, TruthNote) else {}
        return {**out, **self.others, **self.metrics}


@dataclass
class EpisodeRecord(_Common):
    """One LLM episode."""

    checked: bool | None = None  # the method checks the model's actions
    trace: str | None = None  # its trace file, when traces are written
    search: dict[str, object] = field(default_factory=dict)  # the strategy's own counters
    notes: list[str] = field(default_factory=list)
    # what the server made plangate send otherwise than asked (plangate.llm.clients)
    changes: list[str] = field(default_factory=list)
    reasoning_tokens: int | None = None  # a reasoning model's, when the server reports them
    # rescored answers (plangate rescore): the answer's validation as written (status,
    # first failing step, the action and why, unmet goal), the verdict the input carried,
    # where the answer came from, and how it was read when the verdicts differ
    validation: dict[str, object] = field(default_factory=dict)
    recorded_verdict: bool | None = None
    recorded_field: str | None = None  # the input's field the recorded verdict came from
    # the lenient rules the careful reading of a plan answer used, with how many of its
    # steps each read (plangate.llm.reading.step.RULES; rescored answers)
    reading_rules: dict[str, int] = field(default_factory=dict)
    source: str = ""
    explain: str = ""
    truncated_answers: int = 0  # answers cut at the token limit (finish reason "length")
    empty_answers: int = 0  # answers with no text at all
    endpoints: dict[str, int] = field(default_factory=dict)  # answers per replica endpoint
    model_seconds: float = 0.0  # time inside model calls
    # the ground truth of this episode (TruthNote; None: none noted, written as {})
    truth: TruthNote | None = None

    @property
    def no_answer(self) -> bool:
        """Every answer of the episode was empty (a failure of the method, not an error)."""
        calls = self.measures.model_calls or 0
        return calls > 0 and self.empty_answers >= calls

    def take(self, trace: Trace, trace_dir: Path | None) -> None:
        """Keep what the episode's trace says besides its metrics (its summary), and
        write the trace to ``trace_dir`` (under the job's key) when one is given."""
        said = trace.summary()
        self.notes, self.changes, self.endpoints = said["notes"], said["changes"], said["endpoints"]
        self.reasoning_tokens = said["reasoning_tokens"]
        self.truncated_answers, self.empty_answers = (
            said["truncated_answers"],
            said["empty_answers"],
        )
        self.model_seconds = said["model_seconds"]
        if trace_dir is not None:
            trace_dir.mkdir(parents=True, exist_ok=True)
            path = inside(trace_dir, self.key, ".jsonl")
            trace.write_jsonl(path)
            self.trace = str(path)

    @property
    def spec(self) -> MethodSpec:
        kind = self.kind
        assert isinstance(kind, MethodSpec)
        return kind

    def stats(self, kind: type | None = None) -> Any:
        """The method's own counters, as its ``stats`` dataclass: ``kind``, else the one
        the record's method declares (None when it declares none, or this process does
        not know the method)."""
        if kind is None:
            declared = declared_of(self.kind)
            kind = declared.stats if declared is not None else None
        return read_stats(kind, self.search) if kind is not None else None


@dataclass
class PlannerRecord(_Common):
    """One classical planner row."""

    planner_message: str = ""

    @property
    def planner(self) -> str:
        kind = self.kind
        assert isinstance(kind, PlannerRow)
        return kind.planner


Record = EpisodeRecord | PlannerRecord


def record_from_json(data: object, where: str = "record") -> Record:
    """A record from its JSON object, any schema up to :data:`SCHEMA`."""
    if not isinstance(data, dict) or "method" not in data:
        raise PlangateError(f"{where}: not a plangate results record")
    data = dict(upgraded(data))
    schema = data.get("schema", 1)
    if not isinstance(schema, int) or schema > SCHEMA:
        raise PlangateError(
            f"{where}: results schema {schema!r} is newer than this plangate reads ({SCHEMA})"
        )
    cls: type[EpisodeRecord] | type[PlannerRecord] = (
        PlannerRecord
        if isinstance(parse_kind(str(data["method"]), known=False), PlannerRow)
        else EpisodeRecord
    )
    # a transient field (the report's label, the typed metrics) is never read from a file
    names = {f.name for f in dataclasses.fields(cls) if not f.metadata.get("transient")}
    missing = [k for k in ("dataset", "method") if k not in data]
    if missing:
        raise PlangateError(f"{where}: the record has no {', '.join(missing)}")
    fields: dict[str, object] = {
        k: v for k, v in data.items() if k in names and k not in ("metrics", "others")
    }
    if "truth" in fields:
        fields["truth"] = TruthNote.from_json(fields["truth"], where)
    _check_types(cls, fields, where)
    fields.setdefault("key", "")
    fields.setdefault("instance", "")
    fields.setdefault("model", None)
    fields.setdefault("seed", 0)
    fields.setdefault("options", {})
    fields["schema"] = SCHEMA  # read once; written back in the current format
    rest = {k: v for k, v in data.items() if k not in names}
    metrics: Measures = {k: v for k, v in rest.items() if isinstance(v, Measure)}
    others = {k: v for k, v in rest.items() if k not in metrics}
    return cls(**fields, metrics=metrics, others=others)  # type: ignore[arg-type]


_JSON_NAMES = {str: "text", int: "an integer", float: "a number", bool: "true or false",
               list: "a list", dict: "an object", type(None): "null"}  # fmt: skip


@functools.cache
def _kinds(cls: type) -> dict[str, tuple[tuple[type, ...], bool]]:
    """Per field of ``cls``: the JSON types it takes, and whether a list holds text."""

    def accepts(hint: Any) -> tuple[type, ...]:
        origin = typing.get_origin(hint)
        if origin in (typing.Union, types.UnionType):
            return tuple(t for a in typing.get_args(hint) for t in accepts(a))
        if hint is Any or hint is object:
            return (object,)
        if origin is not None:
            return (origin,)
        return (int, float) if hint is float else (hint,)

    out = {}
    for name, hint in typing.get_type_hints(cls).items():
        args = typing.get_args(hint)
        texts = typing.get_origin(hint) is list and args == (str,)
        out[name] = (accepts(hint), texts)
    return out


def _check_types(cls: type, fields: dict[str, object], where: str) -> None:
    """Refuse a field of the wrong JSON type (``"dataset": 5``), naming it."""
    kinds = _kinds(cls)
    for name, value in fields.items():
        if name not in kinds:
            continue
        accepted, texts = kinds[name]
        wrong = not isinstance(value, accepted) or (
            isinstance(value, bool) and bool not in accepted and object not in accepted
        )
        if not wrong and texts and not all(isinstance(v, str) for v in cast(list[object], value)):
            raise PlangateError(f"{where}: field '{name}' must be a list of text")
        if wrong:
            want = " or ".join(dict.fromkeys(_JSON_NAMES.get(t, t.__name__) for t in accepted))
            raise PlangateError(
                f"{where}: field '{name}' is {_JSON_NAMES.get(type(value), 'a value')}, "
                f"expected {want}"
            )
