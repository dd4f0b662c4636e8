"""The built-in exact planner: breadth-first for unit costs, uniform-cost otherwise.

Both are bounded by a node limit and a time limit; hitting either gives a
``GAVE_UP`` result, never a wrong answer. Exhausting the reachable space
without meeting the goal proves the task unsolvable.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping

from plangate.pddl.task import Condition, Operator, Task
from plangate.pddl.values import Num, snap
from plangate.verify.budgets import SEARCH, Budget
from plangate.verify.results import PlannerStatus, PlanResult
from plangate.verify.space import STOPPED, Reach, Searched, a_star, breadth_first


def unit_costs(task: Task) -> bool:
    return all(op.cost == 1 for op in task.operators)


def search(
    task: Task,
    start: int | None = None,
    goal: Condition | None = None,
    budget: Budget = SEARCH,
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
        if isinstance(h, LMCut) and budget.seconds is not None:
            h.deadline = t0 + budget.seconds  # the limit holds inside one evaluation
        try:
            return _ucs(task, start, goal, budget, h, exact)
        except OutOfTime:
            stopped = budget.stop is not None and budget.stop()
            why = STOPPED if stopped else f"time limit of {budget.seconds:.3g} s"
            found: Searched[int, Operator] = Searched(gave_up=why)
            found.seconds = time.perf_counter() - t0
            return _ended(found)
    if exact:
        return _ucs(task, start, goal, budget, None, exact)
    if unit_costs(task):
        found = breadth_first(Reach(start, task.successors, goal.holds), budget)
        return _done(found) if found.plan is not None else _ended(found)
    return _ucs(task, start, goal, budget)


def _done(found: Searched[int, Operator], rest: Num = 0) -> PlanResult:
    """An optimal plan found (``rest``: the exact cost known beyond its last state)."""
    plan = found.plan or []
    return PlanResult(
        "builtin",
        PlannerStatus.SOLVED_OPTIMALLY,  # breadth-first, uniform-cost or admissible A*
        plan=plan,
        cost=sum((op.cost for op in plan), rest),
        seconds=found.seconds,
        expanded=found.expanded,
    )


def _ended(found: Searched[int, Operator], relaxed: bool = False) -> PlanResult:
    """A search that found no plan: exhausted (unsolvable) or out of budget."""
    if found.exhausted:
        why = (
            "the goal is unreachable (even in the delete relaxation)"
            if relaxed and found.expanded == 0
            else "the goal is unreachable (search space exhausted)"
        )
        status = PlannerStatus.UNSOLVABLE
    else:
        why, status = f"gave up: {found.gave_up}", PlannerStatus.GAVE_UP
    return PlanResult(
        "builtin", status, seconds=found.seconds, expanded=found.expanded, message=why
    )


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


def _cost(op: Operator) -> float:
    return op.cost  # type: ignore[return-value]


def _ucs(
    task: Task,
    start: int,
    goal: Condition,
    budget: Budget,
    h: Callable[[int], float] | None = None,
    exact: Mapping[int, float] | None = None,
) -> PlanResult:
    """Uniform-cost search, or A* when an admissible heuristic ``h`` is given
    (:func:`plangate.verify.space.a_star`). A state of ``exact`` ends the search when it
    leaves the queue (see :func:`search`): its f-value is then the cost of a real plan
    and no other entry's is lower."""
    if exact:
        h = _known_first(exact, h)
        holds = goal.holds

        def target(state: int) -> bool:
            return holds(state) or state in exact

    else:
        target = goal.holds
    found = a_star(Reach(start, task.successors, target), _cost, budget, h)
    if found.state is None:
        return _ended(found, relaxed=h is not None)
    if exact and not goal.holds(found.state):
        return _done(found, snap(exact[found.state], task.cost_scale()))
    return _done(found)
