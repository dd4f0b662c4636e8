"""Any plan, fast, where a witness is wanted and an optimal one is not (the equivalence
checker's queries): Fast Downward's greedy best-first search with h^FF where it is
installed, else a greedy best-first search here, guided by the goal literals still
unmet. Duplicates are detected, so a search that empties its queue has visited every
reachable state: the goal is then proved unreachable.
"""

from __future__ import annotations

import heapq
import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from plangate.pddl.task import Condition, Operator, Task
from plangate.verify.search import plan_from


def any_plan(task: Task, seconds: float) -> tuple[bool | None, tuple[str, ...]]:
    """Whether a plan solves ``task`` (True with it, False when proved that none does,
    None undecided within ``seconds``): half the time for a fast search (Fast Downward's
    greedy search where installed, else :func:`greedy`), then the exact planners
    (``auto``), whose search proves that there is none."""
    from plangate.verify.planners import DriverPlanner, get_planner
    from plangate.verify.results import PlannerStatus
    from plangate.verify.search import Limits

    started = time.monotonic()
    if task.goal.impossible:
        return False, ()
    fast = DriverPlanner("fast-downward-greedy", "up-fast-downward", "up_fast_downward")
    if fast.missing() is None:
        found = fast.plan(task, Limits(max_seconds=max(seconds / 2, 0.1)))
        if found.solved and found.plan is not None:
            return True, tuple(str(op) for op in found.plan)
        if found.status is PlannerStatus.UNSOLVABLE:
            return False, ()
    else:
        quick = greedy(task, task.goal, seconds / 2)
        if quick.plan is not None:
            return True, tuple(str(op) for op in quick.plan)
        if quick.exhausted:
            return False, ()
    left = seconds - (time.monotonic() - started)
    result = get_planner("auto").plan(task, Limits(max_seconds=max(left, 0.1)))
    if result.solved and result.plan is not None:
        return True, tuple(str(op) for op in result.plan)
    return (False if result.status is PlannerStatus.UNSOLVABLE else None), ()


@dataclass(frozen=True)
class Greedy:
    plan: list[Operator] | None
    exhausted: bool  # no plan: every reachable state was visited


def _goal_count(goal: Condition) -> Callable[[int], float]:
    pos, neg = goal.pos, goal.neg

    def h(state: int) -> float:
        return float((pos & ~state).bit_count() + (neg & state).bit_count())

    return h


def greedy(task: Task, goal: Condition, seconds: float, max_states: int = 200_000) -> Greedy:
    """A plan from the initial state to a state where ``goal`` holds, or why not."""
    if goal.impossible:
        return Greedy(None, True)
    deadline = time.monotonic() + seconds
    h = _goal_count(goal)
    start = task.initial
    parents: dict[int, tuple[int, Operator] | None] = {start: None}
    queue = [(h(start), 0, start)]
    tick = 1
    while queue:
        _, _, state = heapq.heappop(queue)
        if goal.holds(state):
            return Greedy(plan_from(parents, state), False)
        if len(parents) > max_states or time.monotonic() > deadline:
            return Greedy(None, False)
        for op in task.applicable(state):
            nxt = op.apply(state)
            if nxt in parents:
                continue
            parents[nxt] = (state, op)
            v = h(nxt)
            if v < math.inf:
                heapq.heappush(queue, (v, tick, nxt))
                tick += 1
    return Greedy(None, True)
