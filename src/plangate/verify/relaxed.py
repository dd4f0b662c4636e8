"""The guides of a satisficing search, none of them admissible: goal count, h^add and
h^FF (Hoffmann & Nebel 2001) on the delete relaxation of
:func:`~plangate.verify.heuristics.relaxed_operators` (negative and disjunctive
conditions dropped, conditional effects unconditional).

h^add and h^FF share one forward pass: a generalized Dijkstra over facts, each operator
counting its unmet preconditions and summing their costs; it ends once every goal fact
has its final cost. h^add is the sum of the goal facts' costs; h^FF the cost of the
relaxed plan read back from each goal fact's cheapest achiever (each operator counted
once). Both are infinite where the relaxation cannot reach the goal: a dead end, which
a search never enters.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Callable

from plangate.pddl.task import Condition, Task
from plangate.verify.heuristics import _bits, relaxed_operators


class GoalCount:
    """The goal literals a state leaves unmet."""

    def __init__(self, task: Task, goal: Condition | None = None) -> None:
        goal = task.goal if goal is None else goal
        self.pos, self.neg, self.impossible = goal.pos, goal.neg, goal.impossible

    def __call__(self, state: int) -> float:
        if self.impossible:
            return math.inf
        return float((self.pos & ~state).bit_count() + (self.neg & state).bit_count())


class Blind:
    """0 at a goal state, 1 elsewhere: a search without guidance."""

    def __init__(self, task: Task, goal: Condition | None = None) -> None:
        self.holds: Callable[[int], bool] = (task.goal if goal is None else goal).holds

    def __call__(self, state: int) -> float:
        return 0.0 if self.holds(state) else 1.0


class HAdd:
    """h^add: the sum of the goal facts' costs in the delete relaxation, each fact's cost
    the cheapest of its achievers' (an achiever's: its cost plus its preconditions')."""

    def __init__(self, task: Task, goal: Condition | None = None) -> None:
        goal = task.goal if goal is None else goal
        n = len(task.facts)
        self.nfacts, self.mask = n, (1 << n) - 1
        ops = relaxed_operators(task)
        self.pre = [p for p, _, _ in ops]
        self.add = [a for _, a, _ in ops]
        self.cost = [c for _, _, c in ops]
        self.npre = [len(p) for p in self.pre]
        self.free = [o for o, p in enumerate(self.pre) if not p]
        self.pre_of: list[list[int]] = [[] for _ in range(n)]
        for o, facts in enumerate(self.pre):
            for f in facts:
                self.pre_of[f].append(o)
        self.goal = _bits(goal.pos & self.mask)
        self.goal_mask = goal.pos & self.mask
        self.impossible = goal.impossible

    def forward(self, state: int) -> tuple[list[float], list[int]] | None:
        """Every fact's cost from ``state`` and its cheapest achiever (-1: true in the state,
        or unreached), final for the goal facts; None when a goal fact is unreachable."""
        inf = math.inf
        facts = state & self.mask
        cost = [inf] * self.nfacts
        best = [-1] * self.nfacts
        heap: list[tuple[float, int, int]] = []
        tie = 0
        for f in _bits(facts):
            cost[f] = 0.0
            heap.append((0.0, tie, f))
            tie += 1
        pre_cost, add, op_cost = [0.0] * len(self.pre), self.add, self.cost
        for o in self.free:
            w = op_cost[o]
            for a in add[o]:
                if w < cost[a]:
                    cost[a], best[a] = w, o
                    heap.append((w, tie, a))
                    tie += 1
        heapq.heapify(heap)
        waiting = set(_bits(self.goal_mask & ~facts))
        unsat, pre_of = list(self.npre), self.pre_of
        pop, push = heapq.heappop, heapq.heappush
        while heap and waiting:
            d, _, f = pop(heap)
            if d > cost[f]:
                continue
            waiting.discard(f)
            for o in pre_of[f]:
                pre_cost[o] += d
                unsat[o] -= 1
                if unsat[o] == 0:
                    w = pre_cost[o] + op_cost[o]
                    for a in add[o]:
                        if w < cost[a]:
                            cost[a], best[a] = w, o
                            push(heap, (w, tie, a))
                            tie += 1
        return None if waiting else (cost, best)

    def __call__(self, state: int) -> float:
        if self.impossible:
            return math.inf
        found = self.forward(state)
        if found is None:
            return math.inf
        cost = found[0]
        return float(sum(cost[f] for f in self.goal))


class HFF(HAdd):
    """h^FF: the cost of a relaxed plan, read back from the goal facts along each fact's
    cheapest achiever in h^add's forward pass (each operator counted once)."""

    def relaxed_plan(self, state: int) -> set[int] | None:
        """The relaxed plan's operators (indices into :func:`relaxed_operators`), None at
        a dead end."""
        found = None if self.impossible else self.forward(state)
        if found is None:
            return None
        best, pre = found[1], self.pre
        plan: set[int] = set()
        seen: set[int] = set()
        stack = [f for f in self.goal if best[f] >= 0]
        while stack:
            f = stack.pop()
            if f in seen:
                continue
            seen.add(f)
            o = best[f]
            if o < 0 or o in plan:
                continue
            plan.add(o)
            stack.extend(g for g in pre[o] if best[g] >= 0 and g not in seen)
        return plan

    def __call__(self, state: int) -> float:
        plan = self.relaxed_plan(state)
        if plan is None:
            return math.inf
        cost = self.cost
        return float(sum(cost[o] for o in plan))


__all__ = ["HFF", "Blind", "GoalCount", "HAdd"]
