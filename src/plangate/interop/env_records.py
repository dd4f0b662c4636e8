"""An environment's episodes as the bench's records: what an agent did in a served task
(``plangate openenv --records FILE``), written as ``plangate bench`` writes its episodes,
so ``plangate report FILE`` prints a training run's episodes as it prints a benchmark's.

Each finished episode (the goal reached, the steps run out, or left by a reset or the
session's end after at least one step) is one :class:`~plangate.bench.records.EpisodeRecord`:
the method is the label given (``openenv`` by default), the dataset the domain, the
instance the problem, the seed the reset's; ``plan`` holds the actions applied, the
metrics are the interactive methods' (:func:`plangate.verify.metrics.compute_metrics`
over the states visited, the invalid steps counted as rejected proposals, the exact
distances of the environment's ground truth), and ``episode`` beside them the steps as
the agent saw them: action, verdict, reason, reward and state id.
"""

from __future__ import annotations

import itertools
import os
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from plangate.bench.records import EpisodeRecord
from plangate.bench.run.results import Results
from plangate.verify.metrics import compute_metrics

MAX_STEPS_KEPT = 10_000  # steps of one episode kept in its record


@dataclass
class Trail:
    """One episode as it is played: the states visited, the actions applied, every step."""

    problem: str
    seed: int | None
    states: list[int] = field(default_factory=list)
    plan: list[Any] = field(default_factory=list)  # the operators applied
    steps: list[dict[str, object]] = field(default_factory=list)
    invalid: int = 0
    started: float = field(default_factory=time.monotonic)

    def step(self, op: Any | None, state: int, seen: dict[str, object]) -> None:
        if op is None:
            self.invalid += 1
        else:
            self.plan.append(op)
            self.states.append(state)
        if len(self.steps) < MAX_STEPS_KEPT:
            self.steps.append(seen)


class EpisodeLog:
    """Finished episodes appended to a results file (one lock for a server's sessions)."""

    _counter = itertools.count()

    def __init__(self, path: str | Path, label: str = "openenv", dataset: str = "") -> None:
        self.results = Results(path)
        self.label, self.dataset = label, dataset
        self._lock = threading.Lock()
        self._run = uuid.uuid4().hex[:12]  # this server's: keys of two runs never meet

    def write(self, env: Any, trail: Trail, outcome: str) -> EpisodeRecord:
        """The episode's record (``env``: the PlanningEnv it was played in), appended."""
        task = env.task
        metrics = compute_metrics(
            task, trail.states, valid=True, plan_length=len(trail.plan),
            plan_cost=float(sum(op.cost for op in trail.plan)),
            invalid_proposals=trail.invalid, proposals=len(trail.plan) + trail.invalid,
            oracle=env.oracle, seconds=round(time.monotonic() - trail.started, 4),
        )  # fmt: skip
        n = next(self._counter)
        record = EpisodeRecord(
            key=f"openenv:{self._run}:{os.getpid()}:{n}",
            dataset=self.dataset or task.domain_name,
            instance=trail.problem,
            method=self.label,
            model={"model": self.label},
            seed=trail.seed if trail.seed is not None else 0,
            options={},
            model_label=self.label,
            outcome=outcome,
            plan=[str(op) for op in trail.plan],
            metrics=metrics.to_dict(),
            others={"episode": trail.steps},
            checked=True,
            source="plangate openenv",
        )
        record.wall_seconds = float(metrics.seconds or 0.0)
        record.finished_at = time.strftime("%Y-%m-%dT%H:%M:%S")
        with self._lock:
            self.results.append(record)
        return record


__all__ = ["EpisodeLog", "Trail"]
