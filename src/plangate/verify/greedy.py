"""Any plan, fast, where a witness is wanted and an optimal one is not (the equivalence
checker's queries): Fast Downward's greedy best-first search with h^FF where it is
installed, else a greedy best-first search here, guided by the goal literals still
unmet. Duplicates are detected, so a search that empties its queue has visited every
reachable state: the goal is then proved unreachable.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from plangate.pddl.task import Condition, Operator, Task
from plangate.verify.budgets import QUESTION, Budget
from plangate.verify.space import Reach, greedy_best_first


def any_plan(task: Task, seconds: float) -> tuple[bool | None, tuple[str, ...]]:
    """Whether a plan solves ``task`` (True with it, False when proved that none does,
    None undecided within ``seconds``): half the time for a fast search (Fast Downward's
    greedy search where installed, else :func:`greedy`), then the exact planners
    (``auto``), whose search proves that there is none."""
    from plangate.verify.planners import DriverPlanner, get_planner
    from plangate.verify.results import PlannerStatus

    started = time.monotonic()
    if task.goal.impossible:
        return False, ()
    fast = DriverPlanner("fast-downward-greedy", "up-fast-downward", "up_fast_downward")
    if fast.missing() is None:
        found = fast.plan(task, Budget(seconds=max(seconds / 2, 0.1)))
        if found.solved and found.plan is not None:
            return True, tuple(str(op) for op in found.plan)
        if found.status is PlannerStatus.UNSOLVABLE:
            return False, ()
    else:
        quick = greedy(task, task.goal, replace(QUESTION, seconds=seconds / 2))
        if quick.plan is not None:
            return True, tuple(str(op) for op in quick.plan)
        if quick.exhausted:
            return False, ()
    left = seconds - (time.monotonic() - started)
    result = get_planner("auto").plan(task, Budget(seconds=max(left, 0.1)))
    if result.solved and result.plan is not None:
        return True, tuple(str(op) for op in result.plan)
    return (False if result.status is PlannerStatus.UNSOLVABLE else None), ()


@dataclass(frozen=True)
class Greedy:
    plan: list[Operator] | None
    exhausted: bool  # no plan: every reachable state was visited


def goal_count(goal: Condition) -> Callable[[int], float]:
    """The goal literals ``state`` leaves unmet: the greedy searches' guide."""
    pos, neg = goal.pos, goal.neg

    def h(state: int) -> float:
        return float((pos & ~state).bit_count() + (neg & state).bit_count())

    return h


def greedy(
    task: Task, goal: Condition, budget: Budget = QUESTION, start: int | None = None
) -> Greedy:
    """A plan from ``start`` (the initial state) to a state where ``goal`` holds, or why
    not: greedy best-first search on the goal literals still unmet."""
    if goal.impossible:
        return Greedy(None, True)
    at = task.initial if start is None else start
    found = greedy_best_first(Reach(at, task.successors, goal.holds), goal_count(goal), budget)
    return Greedy(found.plan, found.exhausted)
