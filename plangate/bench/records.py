"""The records of a results file: one per LLM episode or classical planner row.

A record is a typed value (:class:`EpisodeRecord`, :class:`PlannerRecord`)
with a JSON round trip. On disk it is one flat JSON object per line: the
job's identity, the outcome, and the episode metrics of
:class:`plangate.verify.metrics.EpisodeMetrics` at the top level, plus
``schema`` (the format's version). Files written before the version was
recorded (schema 1) load as they are. The strategies' own counters are
typed too (:class:`PFCStats`, :class:`LATSStats`), read from ``search``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from plangate.errors import PlangateError

SCHEMA = 2


@dataclass(frozen=True)
class PFCStats:
    """LLM-PFC's counters for one episode."""

    actor_proposals: int = 0
    invalid_proposals: int = 0
    monitor_rejections: int = 0
    emitted_actions: int = 0
    emitted_invalid: int = 0
    solved_without_invalid_proposal: bool = False
    agent_plan_length: int = 0

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> PFCStats:
        return _known(cls, data)


@dataclass(frozen=True)
class LATSStats:
    """LATS' counters for one episode."""

    nodes_expanded: int = 0
    samples: int = 0
    invalid_samples: int = 0
    reflections: int = 0
    depth_limit: int = 0

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> LATSStats:
        return _known(cls, data)


def _known(cls: Any, data: dict[str, Any] | None) -> Any:
    names = {f.name for f in dataclasses.fields(cls)}
    return cls(**{k: v for k, v in (data or {}).items() if k in names})


@dataclass
class _Common:
    """What every record holds: which job it is, and how it ended."""

    key: str
    dataset: str
    instance: str
    method: str  # "pfc/no-search", "planner:fast-downward", ...
    model: dict[str, Any] | None
    seed: int
    options: dict[str, Any]
    model_label: str = "-"
    optimal_length_meta: float | None = None
    status: str = "ok"  # "ok", or "error" (the next run runs it again)
    error: str | None = None
    outcome: str = ""
    plan: list[str] = field(default_factory=list)
    metrics: dict[str, Any] = field(default_factory=dict)  # EpisodeMetrics fields
    wall_seconds: float = 0.0
    finished_at: str = ""
    schema: int = SCHEMA

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    @property
    def success(self) -> bool:
        return bool(self.metrics.get("success"))

    def to_json(self) -> dict[str, Any]:
        """The flat JSON object of the results file."""
        out = {  # the fields hold JSON values already: no deep copy needed
            f.name: getattr(self, f.name) for f in dataclasses.fields(self) if f.name != "metrics"
        }
        return {**out, **self.metrics}


@dataclass
class EpisodeRecord(_Common):
    """One LLM episode."""

    checked: bool | None = None  # the method checks the model's actions
    trace: str | None = None  # its trace file, when traces are written
    search: dict[str, Any] = field(default_factory=dict)  # the strategy's own counters
    notes: list[str] = field(default_factory=list)
    # what the server made plangate send otherwise than asked (plangate.llm.clients)
    changes: list[str] = field(default_factory=list)
    reasoning_tokens: int | None = None  # a reasoning model's, when the server reports them
    # rescored answers (plangate rescore): the answer's validation as written (status,
    # first failing step, the action and why, unmet goal), the verdict the input carried,
    # where the answer came from, and how it was read when the verdicts differ
    validation: dict[str, Any] = field(default_factory=dict)
    recorded_verdict: bool | None = None
    source: str = ""
    explain: str = ""
    truncated_answers: int = 0  # answers cut at the token limit (finish reason "length")
    empty_answers: int = 0  # answers with no text at all
    endpoints: dict[str, int] = field(default_factory=dict)  # answers per replica endpoint
    model_seconds: float = 0.0  # time inside model calls

    @property
    def pfc(self) -> PFCStats:
        return PFCStats.from_dict(self.search)

    @property
    def lats(self) -> LATSStats:
        return LATSStats.from_dict(self.search)


@dataclass
class PlannerRecord(_Common):
    """One classical planner row."""

    planner_message: str = ""

    @property
    def planner(self) -> str:
        return self.method.split(":", 1)[1]


Record = EpisodeRecord | PlannerRecord


def record_from_json(data: dict[str, Any], where: str = "record") -> Record:
    """A record from its JSON object, any schema up to :data:`SCHEMA`."""
    if not isinstance(data, dict) or "method" not in data:
        raise PlangateError(f"{where}: not a plangate results record")
    schema = data.get("schema", 1)
    if not isinstance(schema, int) or schema > SCHEMA:
        raise PlangateError(
            f"{where}: results schema {schema!r} is newer than this plangate reads ({SCHEMA})"
        )
    cls: type[EpisodeRecord] | type[PlannerRecord] = (
        PlannerRecord if str(data["method"]).startswith("planner:") else EpisodeRecord
    )
    names = {f.name for f in dataclasses.fields(cls)}
    missing = [k for k in ("dataset", "method") if k not in data]
    if missing:
        raise PlangateError(f"{where}: the record has no {', '.join(missing)}")
    fields = {k: v for k, v in data.items() if k in names and k != "metrics"}
    fields.setdefault("key", "")
    fields.setdefault("instance", "")
    fields.setdefault("model", None)
    fields.setdefault("seed", 0)
    fields.setdefault("options", {})
    fields["schema"] = SCHEMA  # read once; written back in the current format
    metrics = {k: v for k, v in data.items() if k not in names}
    return cls(**fields, metrics=metrics)
