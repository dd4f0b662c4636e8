"""The built-in exact planner: breadth-first for unit costs, uniform-cost otherwise.

Both are bounded by a node limit and a time limit; hitting either gives a
``GAVE_UP`` result, never a wrong answer. Exhausting the reachable space
without meeting the goal proves the task unsolvable.
"""

from __future__ import annotations

import heapq
import itertools
import time
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from plangate.pddl.task import Condition, Operator, Task
from plangate.pddl.values import Num, snap
from plangate.verify.results import PlannerStatus, PlanResult


@dataclass(frozen=True, slots=True)
class Limits:
    """Bounds for a search: stored states and wall-clock seconds (None: no bound), and
    ``stop``, asked now and then: True ends the search as its time limit does (another
    planner racing it has answered)."""

    max_nodes: int | None = 2_000_000
    max_seconds: float | None = 60.0
    stop: Callable[[], bool] | None = None

    def __post_init__(self) -> None:
        if self.max_nodes is not None and self.max_nodes < 1:
            raise ValueError("max_nodes must be positive")
        if self.max_seconds is not None and self.max_seconds <= 0:
            raise ValueError("max_seconds must be positive")


def unit_costs(task: Task) -> bool:
    return all(op.cost == 1 for op in task.operators)


def plan_from(parents: dict[int, tuple[int, Operator] | None], state: int) -> list[Operator]:
    """The operators that lead to ``state`` by the parent links of a search."""
    plan: list[Operator] = []
    link = parents[state]
    while link is not None:
        prev, op = link
        plan.append(op)
        link = parents[prev]
    plan.reverse()
    return plan


def search(
    task: Task,
    start: int | None = None,
    goal: Condition | None = None,
    limits: Limits | None = None,
    heuristic: str | None = None,
    exact: Mapping[int, float] | None = None,
) -> PlanResult:
    """An optimal plan from ``start`` (default: initial state) to ``goal`` (default: task goal).

    ``heuristic=None`` runs breadth-first search (unit costs) or uniform-cost
    search; ``heuristic="hmax"`` or ``"lmcut"`` runs A* with that admissible heuristic
    (a task with derived predicates is searched blind: the heuristics do not read them).

    ``exact``: states whose optimal cost to ``goal`` is already known (earlier
    searches). They serve as their own heuristic value, and the search ends at the
    first one it takes from the queue, as it would at a goal: the result's ``plan``
    is then the optimal plan's prefix up to that state and its ``cost`` the whole
    optimal cost. This is how the ground truth scores an episode's states with
    little search once the first one is known.
    """
    limits = limits or Limits()
    start = task.initial if start is None else start
    goal = task.goal if goal is None else goal
    t0 = time.perf_counter()
    if goal.impossible:
        return PlanResult(
            "builtin",
            PlannerStatus.UNSOLVABLE,
            seconds=time.perf_counter() - t0,
            message="the goal mentions facts that can never be true",
        )
    if heuristic is not None and task.axioms is not None:
        heuristic = None  # h^max and LM-cut read no derived predicates: blind, still exact
    if heuristic is not None:
        from plangate.verify.heuristics import HEURISTICS

        if heuristic not in HEURISTICS:
            raise ValueError(
                f"unknown heuristic {heuristic!r}; use None or one of {', '.join(HEURISTICS)}"
            )
        from plangate.verify.heuristics import LMCut, OutOfTime

        h = HEURISTICS[heuristic](task, goal)
        if isinstance(h, LMCut) and limits.max_seconds is not None:
            h.deadline = t0 + limits.max_seconds  # the limit holds inside one evaluation
        try:
            return _ucs(task, start, goal, limits, t0, h, exact)
        except OutOfTime:
            return _out_of_time(limits, 0, t0)
    if exact:
        return _ucs(task, start, goal, limits, t0, None, exact)
    if unit_costs(task):
        return _bfs(task, start, goal, limits, t0)
    return _ucs(task, start, goal, limits, t0)


def _done(plan: list[Operator], expanded: int, t0: float, rest: Num = 0) -> PlanResult:
    """An optimal plan found (``rest``: the exact cost known beyond its last state)."""
    return PlanResult(
        "builtin",
        PlannerStatus.SOLVED_OPTIMALLY,  # breadth-first, uniform-cost or admissible A*
        plan=plan,
        cost=sum((op.cost for op in plan), rest),
        seconds=time.perf_counter() - t0,
        expanded=expanded,
    )


def _gave_up(what: str, expanded: int, t0: float) -> PlanResult:
    return PlanResult(
        "builtin",
        PlannerStatus.GAVE_UP,
        seconds=time.perf_counter() - t0,
        expanded=expanded,
        message=f"gave up: {what}",
    )


def _out_of_time(limits: Limits, expanded: int, t0: float) -> PlanResult:
    if limits.stop is not None and limits.stop():
        return _gave_up("stopped: another planner answered first", expanded, t0)
    return _gave_up(f"time limit of {limits.max_seconds:.3g} s", expanded, t0)


def _late(deadline: float | None, limits: Limits) -> bool:
    """Whether the search must end now (its time is up, or it is stopped)."""
    if deadline is not None and time.perf_counter() > deadline:
        return True
    return limits.stop is not None and limits.stop()


def _exhausted(expanded: int, t0: float) -> PlanResult:
    return PlanResult(
        "builtin",
        PlannerStatus.UNSOLVABLE,
        seconds=time.perf_counter() - t0,
        expanded=expanded,
        message="the goal is unreachable (search space exhausted)",
    )


def _bfs(task: Task, start: int, goal: Condition, limits: Limits, t0: float) -> PlanResult:
    parents: dict[int, tuple[int, Operator] | None] = {start: None}
    if goal.holds(start):
        return _done([], 0, t0)
    frontier: deque[int] = deque([start])
    expanded = 0
    max_nodes = limits.max_nodes
    deadline = t0 + limits.max_seconds if limits.max_seconds is not None else None
    while frontier:
        state = frontier.popleft()
        expanded += 1
        if expanded % 256 == 0 and _late(deadline, limits):
            return _out_of_time(limits, expanded, t0)
        for op in task.applicable(state):
            succ = op.apply(state)
            if succ in parents:
                continue
            parents[succ] = (state, op)
            if goal.holds(succ):
                return _done(plan_from(parents, succ), expanded, t0)
            if max_nodes is not None and len(parents) > max_nodes:
                return _gave_up(f"node limit of {max_nodes} states", expanded, t0)
            frontier.append(succ)
    return _exhausted(expanded, t0)


def _known_first(
    exact: Mapping[int, float], h: Callable[[int], float] | None
) -> Callable[[int], float]:
    """The known costs where there are some, ``h`` (or 0) elsewhere: still admissible."""

    def known_first(state: int) -> float:
        d = exact.get(state)
        if d is not None:
            return d
        return h(state) if h is not None else 0.0

    return known_first


def _ucs(
    task: Task,
    start: int,
    goal: Condition,
    limits: Limits,
    t0: float,
    h: Callable[[int], float] | None = None,
    exact: Mapping[int, float] | None = None,
) -> PlanResult:
    """Uniform-cost search, or A* when an admissible heuristic ``h`` is given.

    States are reopened when a cheaper path to them turns up, so the result
    is optimal for inconsistent heuristics (LM-cut) as well. A state of ``exact``
    ends the search when it leaves the queue (see :func:`search`): its f-value is
    then the cost of a real plan and no other entry's is lower.
    """
    inf = float("inf")
    if exact:
        h = _known_first(exact, h)

    best: dict[int, float] = {start: 0}
    hval: dict[int, float] = {}
    parents: dict[int, tuple[int, Operator] | None] = {start: None}
    tie = itertools.count()
    h0 = h(start) if h is not None else 0.0
    if h0 == inf:
        return PlanResult(
            "builtin",
            PlannerStatus.UNSOLVABLE,
            seconds=time.perf_counter() - t0,
            message="the goal is unreachable (even in the delete relaxation)",
        )
    hval[start] = h0
    # entries: (f, -g for tie-breaking towards deeper nodes, counter, state, g)
    heap: list[tuple[float, float, int, int, float]] = [(h0, 0.0, next(tie), start, 0.0)]
    expanded = 0
    max_nodes = limits.max_nodes
    deadline = t0 + limits.max_seconds if limits.max_seconds is not None else None
    while heap:
        _, _, _, state, g = heapq.heappop(heap)
        if g > best[state]:
            continue  # stale entry: a cheaper path was found after it was queued
        if goal.holds(state):
            return _done(plan_from(parents, state), expanded, t0)
        if exact and state in exact:  # (a known dead end never enters: its h is inf)
            rest = snap(exact[state], task.cost_scale())
            return _done(plan_from(parents, state), expanded, t0, rest)
        expanded += 1
        if _late(deadline, limits):
            return _out_of_time(limits, expanded, t0)
        for op in task.applicable(state):
            succ = op.apply(state)
            ng = g + op.cost
            if ng < best.get(succ, inf):
                hs = hval.get(succ)
                if hs is None:
                    # a heuristic call can be long (LM-cut on a large task): the limit is
                    # checked before each one, not only once per expansion
                    if h is not None and deadline is not None and time.perf_counter() > deadline:
                        return _out_of_time(limits, expanded, t0)
                    hs = hval[succ] = h(succ) if h is not None else 0.0
                if hs == inf:
                    continue  # dead end in the relaxation: no plan through it
                best[succ] = ng
                parents[succ] = (state, op)
                if max_nodes is not None and len(best) > max_nodes:
                    return _gave_up(f"node limit of {max_nodes} states", expanded, t0)
                heapq.heappush(heap, (ng + hs, -ng, next(tie), succ, ng))
    return _exhausted(expanded, t0)
