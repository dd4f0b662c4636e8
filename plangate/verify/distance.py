"""Exact distances between states and to the goal.

For tasks whose reachable state space fits ``max_states``, the space is
explored once and every query is answered from a backward search over the
explicit graph (one search gives the distance of every state to the goal,
or to one target state). Larger tasks fall back to the bounded built-in
A* with LM-cut, cached by state, and, when it gives up and a ``planner`` is
named (``fast-downward``, ``symk``: optimal planners), to that planner with
its own time limit. Nothing assumes that actions are reversible.
"""

from __future__ import annotations

import heapq
import math
from typing import Any

from plangate.errors import PlangateError, StateLimitExceeded
from plangate.fsm.explore import StateSpace, explore
from plangate.pddl.task import Condition, Task
from plangate.verify.results import PlannerStatus
from plangate.verify.search import Limits, search, unit_costs

INF = math.inf


class DistanceOracle:
    """Answers ``distance(state, target)`` queries for one task, with caches."""

    def __init__(
        self,
        task: Task,
        max_states: int = 50_000,
        limits: Limits | None = None,
        planner: str | None = None,
        planner_seconds: float = 300.0,
    ) -> None:
        self.task = task
        self.max_states = max_states
        self.limits = limits or Limits()
        self.planner, self.planner_seconds = planner, planner_seconds
        self._space: StateSpace | None = None
        self._tried = False
        self._reverse: Any = None
        self._to: dict[int | None, Any] = {}  # target (None: goal) -> distance array
        self._cache: dict[tuple[int, int | None], float] = {}
        self.unit = unit_costs(task)
        # why a search gave up: later queries the caches cannot answer give up at once
        # (an episode's distances cost one bounded search, not one per state)
        self.gave_up: str | None = None

    @property
    def space(self) -> StateSpace | None:
        if not self._tried:
            self._tried = True
            try:
                self._space = explore(self.task, self.max_states)
            except StateLimitExceeded:
                self._space = None
        return self._space

    def distance(self, state: int, target: int | None = None) -> float:
        """Optimal steps (unit costs) or cost from ``state`` to the goal or to ``target``.

        ``math.inf`` when the goal (or target) cannot be reached from ``state``.
        Raises :class:`PlangateError` when the bounded search gives up.
        """
        space = self.space
        if space is not None:
            i = space.index.get(state)
            if i is not None:
                if target is not None and target not in space.index:
                    return INF  # an unreachable target is not reachable from a reachable state
                return float(self._distances(target)[i])
        key = (state, target)
        if key not in self._cache:
            if self.gave_up is not None:
                raise PlangateError(self.gave_up)
            try:
                self._search(state, target)
            except PlangateError as err:
                self.gave_up = str(err)
                raise
        return self._cache[key]

    def known(self, state: int, target: int | None = None) -> float | None:
        """:meth:`distance`, or None when the ground truth is unknown (a search gave up)."""
        try:
            return self.distance(state, target)
        except PlangateError:
            return None

    def _search(self, state: int, target: int | None) -> None:
        """A* with LM-cut from ``state``; caches the distance of every state on the plan found.

        Every suffix of an optimal plan is optimal, so the states it passes
        through get their exact distances for free.
        """
        goal = None
        if target is not None:
            goal = Condition(target, ~target & ((1 << len(self.task.facts)) - 1))
        result = search(self.task, start=state, goal=goal, limits=self.limits, heuristic="lmcut")
        if result.status is PlannerStatus.GAVE_UP and self.planner and target is None:
            given_up = result.message
            result = self._planner(state)
            if result.status is PlannerStatus.GAVE_UP or not result.solved:
                raise PlangateError(
                    f"distance unknown: the built-in search {given_up}; {self.planner}: "
                    f"{result.status.value}{': ' + result.message if result.message else ''}"
                )
        if result.solved:
            assert result.cost is not None and result.plan is not None
            remaining = float(result.cost)
            current = state
            self._cache[(current, target)] = remaining
            for op in result.plan:
                current = op.apply(current)
                remaining -= op.cost
                self._cache.setdefault((current, target), remaining)
            return
        if result.status is PlannerStatus.UNSOLVABLE:
            self._cache[(state, target)] = INF
            return
        hint = (
            ""
            if self.planner
            else " (name an optimal planner for the ground truth: --ground-truth fast-downward)"
        )
        raise PlangateError(f"distance unknown: {result.message}{hint}")

    def _planner(self, state: int) -> Any:
        """The named planner's optimal plan from ``state``; a plan without a proof of
        optimality is not a distance."""
        from dataclasses import replace

        from plangate.verify.pddl_export import problem_from_state
        from plangate.verify.planners import get_planner

        start = replace(self.task, problem=problem_from_state(self.task, state), initial=state)
        result = get_planner(self.planner or "").plan(start, Limits(None, self.planner_seconds))
        if result.status is PlannerStatus.SOLVED:
            return replace(result, status=PlannerStatus.GAVE_UP, message="no proof of optimality")
        return result

    # ---------------------------------------------------------------- graph
    def _distances(self, target: int | None) -> Any:
        if target in self._to:
            return self._to[target]
        import numpy as np

        space = self.space
        assert space is not None
        n = space.num_states
        if self._reverse is None:
            order = np.argsort(space.dst, kind="stable")
            starts = np.searchsorted(space.dst[order], np.arange(n + 1))
            self._reverse = (space.src[order], space.op[order], starts)
        rsrc, rop, starts = self._reverse
        dist = np.full(n, np.inf)
        sources = np.flatnonzero(space.goal) if target is None else np.array([space.index[target]])
        if self.unit:
            dist[sources] = 0
            frontier = sources
            d = 0
            while len(frontier):
                d += 1
                preds = (
                    np.concatenate([rsrc[starts[j] : starts[j + 1]] for j in frontier])
                    if len(frontier)
                    else np.zeros(0, dtype=np.int64)
                )
                preds = np.unique(preds)
                preds = preds[np.isinf(dist[preds])]
                dist[preds] = d
                frontier = preds
        else:
            costs = np.array([op.cost for op in self.task.operators], dtype=float)
            heap = [(0.0, int(j)) for j in sources]
            for j in sources:
                dist[j] = 0
            heapq.heapify(heap)
            while heap:
                dj, j = heapq.heappop(heap)
                if dj > dist[j]:
                    continue
                for e in range(starts[j], starts[j + 1]):
                    i = int(rsrc[e])
                    nd = dj + costs[rop[e]]
                    if nd < dist[i]:
                        dist[i] = nd
                        heapq.heappush(heap, (nd, i))
        self._to[target] = dist
        return dist


def distance(
    task: Task, state: int, target: int | None = None, *, oracle: DistanceOracle | None = None
) -> float:
    """Optimal distance from ``state`` to the goal (``target=None``) or to ``target``.

    Pass an ``oracle`` to reuse its explored graph and caches across queries.
    """
    return (oracle or DistanceOracle(task)).distance(state, target)
