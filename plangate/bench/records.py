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
from dataclasses import dataclass, field
from typing import Any

from plangate.bench.tasks import METHOD_PREFIX
from plangate.errors import PlangateError
from plangate.llm.method import read_stats
from plangate.llm.methods import Identity, MethodSpec, PlannerRow, identity

SCHEMA = 2


@dataclass
class _Common:
    """What every record holds: which job it is, and how it ended."""

    key: str
    dataset: str
    instance: str
    method: str  # "pfc/no-search", "planner:fast-downward", ...
    model: dict[str, str | None] | None  # model, base_url, model_path
    seed: int
    options: dict[str, object]
    model_label: str = "-"
    optimal_length_meta: float | None = None
    status: str = "ok"  # "ok", or "error" (the next run runs it again)
    error: str | None = None
    outcome: str = ""
    plan: list[str] = field(default_factory=list)
    metrics: dict[str, object] = field(default_factory=dict)  # EpisodeMetrics fields
    wall_seconds: float = 0.0
    finished_at: str = ""
    schema: int = SCHEMA
    # the report's display label (the method, with the options that set it apart from
    # records of the same method); never written to a results file
    label: str = field(default="", compare=False, metadata={"transient": True})

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    @property
    def is_task(self) -> bool:
        """An item of PlanBench's other tasks (method ``planbench:TASK``)."""
        return self.method.startswith(METHOD_PREFIX)

    @property
    def shown(self) -> str:
        """How the report names this record's method: its label, else the method."""
        return self.label or self.method

    def metric(self, name: str) -> object:
        """An episode metric (``plangate.verify.metrics.EpisodeMetrics``), None if absent."""
        return self.metrics.get(name)

    def number(self, name: str) -> float | None:
        """A numeric metric as a float; None when absent, not reported or not a number."""
        value = self.metrics.get(name)
        return float(value) if isinstance(value, int | float) else None

    def flag(self, name: str) -> bool:
        return bool(self.metrics.get(name))

    @property
    def optimal_length(self) -> float | None:
        """The optimal plan length: the episode's, else the dataset's."""
        value = self.metrics.get("optimal_length", self.optimal_length_meta)
        return float(value) if isinstance(value, int | float) else None

    @property
    def tokens(self) -> float | None:
        """Prompt plus completion tokens; None when the backend reported none."""
        prompt = self.number("prompt_tokens")
        if prompt is None:
            return None
        return prompt + (self.number("completion_tokens") or 0.0)

    @property
    def identity(self) -> Identity:
        """The method and variant, or the planner row, this record is of."""
        return identity(self.method)

    @property
    def success(self) -> bool:
        return bool(self.metrics.get("success"))

    def to_json(self) -> dict[str, object]:
        """The flat JSON object of the results file."""
        out = {  # the fields hold JSON values already: no deep copy needed
            f.name: getattr(self, f.name)
            for f in dataclasses.fields(self)
            if f.name != "metrics" and not f.metadata.get("transient")
        }
        return {**out, **self.metrics}


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
    # the ground truth of this episode: what gave the optimal length ("by": a planner or
    # "state space"), and the searches it made for this episode (count, seconds, planners)
    truth: dict[str, object] = field(default_factory=dict)

    @property
    def spec(self) -> MethodSpec:
        ident = self.identity
        assert isinstance(ident, MethodSpec)
        return ident

    def stats(self, kind: type) -> Any:
        """The method's own counters, as its ``stats`` dataclass ``kind``."""
        return read_stats(kind, self.search)


@dataclass
class PlannerRecord(_Common):
    """One classical planner row."""

    planner_message: str = ""

    @property
    def planner(self) -> str:
        ident = self.identity
        assert isinstance(ident, PlannerRow)
        return ident.planner


Record = EpisodeRecord | PlannerRecord


def record_from_json(data: object, where: str = "record") -> Record:
    """A record from its JSON object, any schema up to :data:`SCHEMA`."""
    if not isinstance(data, dict) or "method" not in data:
        raise PlangateError(f"{where}: not a plangate results record")
    schema = data.get("schema", 1)
    if not isinstance(schema, int) or schema > SCHEMA:
        raise PlangateError(
            f"{where}: results schema {schema!r} is newer than this plangate reads ({SCHEMA})"
        )
    cls: type[EpisodeRecord] | type[PlannerRecord] = (
        PlannerRecord if isinstance(identity(str(data["method"])), PlannerRow) else EpisodeRecord
    )
    names = {f.name for f in dataclasses.fields(cls)}
    missing = [k for k in ("dataset", "method") if k not in data]
    if missing:
        raise PlangateError(f"{where}: the record has no {', '.join(missing)}")
    fields: dict[str, Any] = {k: v for k, v in data.items() if k in names and k != "metrics"}
    fields.setdefault("key", "")
    fields.setdefault("instance", "")
    fields.setdefault("model", None)
    fields.setdefault("seed", 0)
    fields.setdefault("options", {})
    fields["schema"] = SCHEMA  # read once; written back in the current format
    metrics = {k: v for k, v in data.items() if k not in names}
    return cls(**fields, metrics=metrics)
