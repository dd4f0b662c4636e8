"""The reward of one answer: a score in [0, 1] and every component it is made of.

A whole plan, from a start state (the task's initial state, or any state):

* **unreadable** (no step read, or an answer longer than the limit): 0;
* **reaches the goal** (every step valid, the goal holds after the last): ``optimal /
  cost``, the optimal cost from the start over the plan's cost (plan length under unit
  costs): 1 for an optimal plan, 1/2 for a plan twice as long;
* **otherwise** (a step fails, or the goal does not hold at the end): ``PARTIAL *
  progress * efficiency * prefix``, where, for the state the valid prefix reached,
  ``gain = max(0, optimal - distance)`` is how much closer to the goal it is than the
  start, ``progress = gain / optimal``, ``efficiency = gain / cost`` of the applied
  steps (both clipped to [0, 1]) and ``prefix = applied / steps`` is the share of the
  answer's steps that applied. Always below ``PARTIAL`` (1/2), so a failed answer never
  reaches an optimal plan's 1, and never more than ``PARTIAL`` times what its valid
  prefix would score had it reached the goal that way (padding a plan with a failing
  step lowers its score).

The next action, at a state: an action that starts an optimal plan (``distance(after)
+ cost(action) = distance(before)``) scores 1 (``goal`` is then True: the answer keeps
the goal at its optimal cost); another valid action is a one-step prefix and scores
``PARTIAL * progress * efficiency`` (0 under unit costs, where a valid action either is
on an optimal plan or brings the state no closer); an invalid or unreadable one 0.

A task whose goal cannot be reached scores 1 for an answer that says so (the reading of
PlanBench's unsolvable instances) and 0 for any other. Where the ground truth is unknown
within the verifier's budget (:attr:`Reward.truth` says why), the answer is scored on
the goal alone: 1 when it reaches it, else 0, the figures that need the truth NaN.
Every value is exact (integer costs, rationals only in the final divisions), so the same
answer always gets the same score.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Literal

PARTIAL = 0.5  # the most an answer that does not reach the goal can score
MAX_CHARS = 100_000  # an answer longer than this is not read (scores 0)

Kind = Literal["plan", "action"]


@dataclass(frozen=True)
class Reward:
    """A score and its components (``asdict``-able: every field is a plain value)."""

    score: float
    kind: Kind
    readable: bool  # at least one step (or a claim of no plan) was read
    steps: int  # steps read
    applied: int  # steps applied before the first that failed (all when none failed)
    valid: bool  # every step read was applicable
    goal: bool  # the goal holds at the end (next action: the action starts an optimal plan)
    optimal: float  # optimal cost from the start state to the goal (inf: unsolvable)
    distance: float  # optimal cost from the state the valid prefix reached (inf: dead end)
    cost: float  # cost of the applied steps
    progress: float  # gain / optimal, in [0, 1]
    efficiency: float  # gain / cost, in [0, 1]
    prefix: float  # applied / steps, in [0, 1]
    optimality: float  # optimal / cost when the goal was reached, else 0
    failed_step: int | None = None  # 1-based
    reason: str = ""  # why the answer did not score 1 (empty when it did)
    # "" when the ground truth gave every figure; else "unknown: why": the answer was
    # scored on the goal alone, and the figures that need the truth are NaN
    truth: str = ""

    def to_dict(self) -> dict[str, object]:
        """The components as JSON-ready values (an infinite or unknown figure as None)."""
        out = asdict(self)
        for key in ("optimal", "distance", "progress", "efficiency", "optimality"):
            if not math.isfinite(out[key]):
                out[key] = None
        return out


def _clip(x: float) -> float:
    return 0.0 if x <= 0 or math.isnan(x) else 1.0 if x >= 1 else x


def zero(kind: Kind, reason: str, optimal: float, readable: bool = False, steps: int = 0,
         failed_step: int | None = None) -> Reward:  # fmt: skip
    """An answer that scores nothing: unreadable, too long, or failing at once."""
    return Reward(0.0, kind, readable, steps, 0, False, False, optimal, optimal, 0.0, 0.0,
                  0.0, 0.0, 0.0, failed_step, reason)  # fmt: skip


def no_plan(kind: Kind, claims: bool, steps: int) -> Reward:
    """An unsolvable task: 1 for an answer that says no plan exists, else 0."""
    if claims:
        return Reward(1.0, kind, True, steps, 0, True, True, math.inf, math.inf, 0.0, 1.0,
                      1.0, 1.0, 1.0)  # fmt: skip
    return zero(kind, "the goal cannot be reached, and the answer does not say so",
                math.inf, steps > 0, steps)  # fmt: skip


def unknown(kind: Kind, readable: bool, steps: int, applied: int, valid: bool, goal: bool,
            cost: float, failed_step: int | None, reason: str, truth: str) -> Reward:  # fmt: skip
    """An answer scored without the ground truth (unknown within its budget): 1 when it
    reaches the goal, else 0; optimal, distance, progress, efficiency and optimality
    are NaN."""
    nan = math.nan
    why = reason if not goal else ""
    return Reward(1.0 if goal else 0.0, kind, readable, steps, applied, valid, goal, nan, nan,
                  cost, nan, nan, applied / steps if steps else 0.0, nan, failed_step,
                  why or ("" if goal else "the goal is not reached"), truth)  # fmt: skip


def graded(
    kind: Kind,
    *,
    steps: int,
    applied: int,
    valid: bool,
    optimal: float,
    distance: float,
    cost: float,
    goal: bool,
    failed_step: int | None,
    reason: str,
) -> Reward:
    """The score of a read answer from the replay's figures (see the module's text)."""
    if goal:
        optimality = 1.0 if cost <= optimal else _clip(optimal / cost)
        why = "" if optimality == 1.0 else f"cost {cost:g}, optimal {optimal:g}"
        return Reward(optimality, kind, True, steps, applied, valid, True, optimal, distance,
                      cost, 1.0, optimality, 1.0 if steps == 0 else applied / steps,
                      optimality, failed_step, why)  # fmt: skip
    gain = optimal - distance if math.isfinite(distance) and math.isfinite(optimal) else 0.0
    progress = _clip(gain / optimal) if optimal > 0 else 0.0
    efficiency = _clip(gain / cost) if cost > 0 else (1.0 if gain > 0 else 0.0)
    prefix = applied / steps if steps else 0.0
    score = PARTIAL * progress * efficiency * prefix
    return Reward(score, kind, True, steps, applied, valid, False, optimal, distance, cost,
                  progress, efficiency, prefix, 0.0, failed_step, reason)  # fmt: skip
