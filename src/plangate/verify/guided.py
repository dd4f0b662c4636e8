"""Searches guided by a heuristic, by name or as any callable: greedy best-first search,
A* and enforced hill-climbing over the task's machine (:mod:`plangate.verify.space`),
with their expansions counted and their budget's bounds.

A guide is a name of :data:`GUIDES` (``blind``, ``goalcount``, ``hadd``, ``ff``, and
the admissible ``hmax`` and ``lmcut``) or a callable from a state (the machine's) to a
number, infinite at a dead end. A Python heuristic over the facts a program sees (the
representation :mod:`plangate.programs.states` documents) is made such a callable by
:func:`plangate.programs.heuristic.over_facts`, which plug-ins' heuristics use too.
"""

from __future__ import annotations

from collections.abc import Callable

from plangate.pddl.task import Condition, Operator, Task
from plangate.verify.budgets import SEARCH, Budget
from plangate.verify.heuristics import HMax, LMCut
from plangate.verify.relaxed import HFF, Blind, GoalCount, HAdd
from plangate.verify.results import PlannerStatus, PlanResult
from plangate.verify.space import Reach, Searched, a_star, greedy_best_first, hill_climbing

Guide = Callable[[int], float]
GUIDES: dict[str, Callable[[Task, Condition], Guide]] = {
    "blind": Blind,
    "goalcount": GoalCount,
    "hadd": HAdd,
    "ff": HFF,
    "hmax": HMax,
    "lmcut": LMCut,
}
SEARCHES = ("gbfs", "astar", "ehc")


def guide(task: Task, name: str, goal: Condition | None = None) -> Guide:
    """The heuristic ``name`` of :data:`GUIDES` for ``task`` (and ``goal``)."""
    if name not in GUIDES:
        raise ValueError(f"unknown heuristic {name!r}; use one of {', '.join(GUIDES)}")
    return GUIDES[name](task, task.goal if goal is None else goal)


def guided(
    task: Task,
    h: str | Guide,
    search: str = "gbfs",
    budget: Budget = SEARCH,
    start: int | None = None,
) -> Searched[int, Operator]:
    """A plan from ``start`` (the initial state) to the goal by ``search`` (``gbfs``,
    ``astar``: optimal when ``h`` is admissible, ``ehc``) with the heuristic ``h``."""
    if search not in SEARCHES:
        raise ValueError(f"unknown search {search!r}; use one of {', '.join(SEARCHES)}")
    fn = guide(task, h) if isinstance(h, str) else h
    task.prepare()
    reach = Reach(task.initial if start is None else start, task.successors, task.goal.holds)
    if search == "gbfs":
        return greedy_best_first(reach, fn, budget)
    if search == "ehc":
        return hill_climbing(reach, fn, budget)
    return a_star(reach, _cost, budget, fn)


def _cost(op: Operator) -> float:
    return float(op.cost)


def as_result(name: str, found: Searched[int, Operator], optimal: bool = False) -> PlanResult:
    """A guided search's end as a planner's result (a plan; a proof that none exists: an
    exhausted queue; or the bound that ended it)."""
    if found.plan is not None:
        status = PlannerStatus.SOLVED_OPTIMALLY if optimal else PlannerStatus.SOLVED
        cost = sum((op.cost for op in found.plan), 0)
        return PlanResult(name, status, plan=found.plan, cost=cost, seconds=found.seconds,
                          expanded=found.expanded)  # fmt: skip
    if found.exhausted:
        return PlanResult(name, PlannerStatus.UNSOLVABLE, seconds=found.seconds,
                          expanded=found.expanded,
                          message="the goal is unreachable (search space exhausted)")  # fmt: skip
    return PlanResult(name, PlannerStatus.GAVE_UP, seconds=found.seconds,
                      expanded=found.expanded, message=f"gave up: {found.gave_up}")  # fmt: skip


__all__ = ["GUIDES", "SEARCHES", "Guide", "as_result", "guide", "guided"]
