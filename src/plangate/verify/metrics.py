"""Episode metrics of the FSM study, computed from a plan or an episode.

The field names are shared by every later tool (runner, reports, CLI JSON).
One policy for what a number means, applied by every report:

* relative length (``relative_length_success``) and relative cost
  (``relative_cost``) are defined for successful, non-empty plans only (an
  empty plan is not "shorter than optimal"); the FSM study's variant over every
  generated plan (``relative_length``) leaves out empty plans too;
* a final state from which the goal cannot be reached is a dead end:
  ``dead_end`` is True and ``distance_to_goal`` is ``None`` (infinite);
  ``dead_end`` is ``None`` when the ground truth could not tell (its search gave
  up), so a dead end is never confused with an unknown distance;
* ``action_costs`` says whether the task has costs other than 1: its optimal
  length is then unknown (``None``) and its costs are the measure.
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from plangate.pddl.task import Task
from plangate.verify.distance import DistanceOracle
from plangate.verify.validate import PlanLike, validate

if TYPE_CHECKING:
    from plangate.fsm.episode import Episode

Measure = bool | int | float | str | None
"""One measure of an episode or an item as a results record holds it (a JSON scalar)."""
Measures = dict[str, Measure]
"""An episode's or an item's measures by name (:meth:`EpisodeMetrics.to_dict`'s and a
benchmark family's grading's; a results record's ``metrics``)."""

_KINDS: dict[type, tuple[tuple[str, str], ...]] = {}


def _kinds(cls: type) -> tuple[tuple[str, str], ...]:
    """The metrics' fields and their declared types, read once (a report reads every
    record's metrics many times)."""
    got = _KINDS.get(cls)
    if got is None:
        got = _KINDS[cls] = tuple((f.name, str(f.type)) for f in dataclasses.fields(cls))
    return got


@dataclass(frozen=True)
class EpisodeMetrics:
    success: bool
    valid: bool
    optimal: bool
    plan_length: int | None
    optimal_length: float | None
    relative_length: float | None  # the FSM study's: every generated plan / optimal length
    distance_to_goal: float | None
    distance_to_initial: float | None
    best_distance_to_goal: float | None
    revisited_states: int | None
    invalid_proposals: int | None
    invalid_fraction: float | None
    model_calls: int | None = None
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    seconds: float | None = None
    plan_cost: float | None = None
    optimal_cost: float | None = None
    relative_length_success: float | None = None  # successful, non-empty plans only
    relative_cost: float | None = None  # plan cost / optimal cost; successful non-empty plans
    dead_end: bool | None = None  # the goal is unreachable from the final state (None: unknown)
    action_costs: bool | None = False  # the task has costs other than 1

    def to_dict(self) -> Measures:
        return dataclasses.asdict(self)

    def to_json(self) -> str:
        return json.dumps(self.to_dict())

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> EpisodeMetrics:
        """The metrics of a JSON object (``to_dict``'s), other keys ignored."""
        names = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})

    @classmethod
    def from_json(cls, text: str) -> EpisodeMetrics:
        return cls.from_dict(json.loads(text))

    @classmethod
    def read(cls, metrics: Mapping[str, object]) -> EpisodeMetrics:
        """The metrics a results record holds, typed: a count as an int, a measure as a
        float, ``None`` where the record has none (a file written before the metric
        existed, a planner row that did not solve, an item of PlanBench's other tasks)."""
        values: dict[str, object] = {}
        for name, kind in _kinds(cls):
            v = metrics.get(name)
            number = v if isinstance(v, int | float) and not isinstance(v, bool) else None
            if kind == "bool":
                values[name] = bool(v)
            elif kind == "bool | None":
                values[name] = v if isinstance(v, bool) else None
            elif kind == "int | None":  # a count
                whole = number is not None and number == int(number)
                values[name] = int(number) if whole and number is not None else None
            else:
                values[name] = float(number) if number is not None else None
        return cls(**values)  # type: ignore[arg-type]


def _finite(x: float | None) -> float | None:
    return None if x is None or math.isinf(x) else x


def _int_or_float(x: float | None) -> float | None:
    if x is None:
        return None
    return int(x) if float(x).is_integer() else x


def _relative(length: float, optimal: float | None) -> float | None:
    """A plan's length (or cost) over the optimal one; None for an empty plan (an empty
    plan is not shorter than optimal: it is no plan) and where the optimum is unknown,
    infinite or 0."""
    if optimal is None or math.isinf(optimal) or optimal <= 0 or length <= 0:
        return None
    return length / optimal


def revisits(states: Sequence[int]) -> int:
    """The FSM study's revisited states: "summing up the occurrences of each state that
    appears more than once" (a state seen twice counts 2)."""
    return sum(c for c in Counter(states).values() if c > 1)


def compute_metrics(
    task: Task,
    states: Sequence[int],
    *,
    valid: bool,
    plan_length: int,
    plan_cost: float,
    invalid_proposals: int = 0,
    proposals: int | None = None,
    oracle: DistanceOracle | None = None,
    model_calls: int | None = None,
    prompt_tokens: int | None = None,
    completion_tokens: int | None = None,
    seconds: float | None = None,
    generated_length: int | None = None,
) -> EpisodeMetrics:
    """Metrics from the sequence of visited states (initial state first).

    ``generated_length``: the actions of the plan as generated (a preplanned plan's
    steps after an invalid one count too); default ``plan_length``. The relative
    length follows the FSM study (Table 1): generated length / optimal length for
    every non-empty plan; ``relative_length_success`` is the same over successful
    plans only, and ``relative_cost`` their cost over the optimal cost."""
    oracle = oracle or DistanceOracle(task)
    final = states[-1]
    success = valid and task.is_goal(final)
    # a distance the ground truth cannot give (its search gave up) is None: unknown
    optimal_cost = oracle.known(task.initial)
    to_goal = oracle.known(final)
    to_init = oracle.known(final, task.initial)
    along = [oracle.known(s) for s in dict.fromkeys(states)]
    best = None if None in along else min(d for d in along if d is not None)
    unit = oracle.unit
    optimal_length = optimal_cost if unit else None
    if success and optimal_cost is not None and not math.isinf(optimal_cost):
        is_optimal = math.isclose(plan_cost, optimal_cost)
    else:
        is_optimal = False
    generated = plan_length if generated_length is None else generated_length
    rel = _relative(generated, optimal_length)
    rel_success = _relative(plan_length, optimal_length) if success else None
    rel_cost = _relative(plan_cost, optimal_cost) if success and plan_length else None
    dead_end = None if to_goal is None else math.isinf(to_goal)
    total = proposals if proposals is not None else plan_length + invalid_proposals
    return EpisodeMetrics(
        success=success,
        valid=valid,
        optimal=is_optimal,
        plan_length=plan_length,
        optimal_length=_int_or_float(_finite(optimal_length))
        if optimal_length is not None
        else None,
        relative_length=rel,
        relative_length_success=rel_success,
        distance_to_goal=_int_or_float(_finite(to_goal)),
        distance_to_initial=_int_or_float(_finite(to_init)),
        best_distance_to_goal=_int_or_float(_finite(best)),
        revisited_states=revisits(states),
        invalid_proposals=invalid_proposals,
        invalid_fraction=invalid_proposals / total if total else 0.0,
        model_calls=model_calls,
        prompt_tokens=prompt_tokens,
        completion_tokens=completion_tokens,
        seconds=seconds,
        plan_cost=_int_or_float(plan_cost),
        optimal_cost=_int_or_float(_finite(optimal_cost)),
        relative_cost=rel_cost,
        dead_end=dead_end,
        action_costs=not unit,
    )


def plan_metrics(
    task: Task, plan: PlanLike, *, oracle: DistanceOracle | None = None, **usage: Any
) -> EpisodeMetrics:
    """Metrics of a whole plan proposed at once (the preplanned methods).

    An invalid step ends the replay: the final state is the one before it,
    ``valid`` is False and the step counts as one invalid proposal.
    """
    result = validate(task, plan)
    invalid = 0 if result.valid else 1
    return compute_metrics(
        task,
        result.states,
        valid=result.valid,
        plan_length=result.length,
        plan_cost=float(result.cost),
        invalid_proposals=invalid,
        proposals=result.applied + invalid,
        oracle=oracle,
        **usage,
    )


def episode_metrics(
    episode: Episode, *, oracle: DistanceOracle | None = None, **usage: Any
) -> EpisodeMetrics:
    """Metrics of an interactive episode (invalid proposals were rejected, not executed)."""
    task = episode.machine.task
    states = [task.initial] + [ev.after for ev in episode.events if ev.output.valid]
    return compute_metrics(
        task,
        states,
        valid=True,
        plan_length=len(episode.plan),
        plan_cost=float(sum(op.cost for op in episode.plan)),
        invalid_proposals=episode.invalid,
        proposals=len(episode.events),
        oracle=oracle,
        **usage,
    )
