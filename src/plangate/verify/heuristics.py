"""Admissible heuristics for the built-in search."""

from __future__ import annotations

import math
import time

from plangate.pddl.task import Condition, Task


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def relaxed_operators(task: Task) -> list[tuple[list[int], list[int], float]]:
    """(precondition facts, add facts, cost) of every operator in the delete relaxation.

    Negative and disjunctive conditions are dropped and conditional effects
    count as unconditional: both can only make the relaxation easier, so
    heuristics computed on it stay admissible. Operators that add nothing
    or can never apply are left out.
    """
    out = []
    for op in task.operators:
        if op.precondition.impossible:
            continue
        add = op.add
        for eff in op.conditional:
            add |= eff.add
        if add:
            out.append((_bits(op.precondition.pos), _bits(add), float(op.cost)))
    return out


class HMax:
    """h^max: the costliest goal fact in the delete relaxation (admissible, consistent).

    Negative and disjunctive conditions are relaxed away and conditional
    effects count as unconditional, which can only lower the estimate.
    """

    def __init__(self, task: Task, goal: Condition | None = None) -> None:
        goal = task.goal if goal is None else goal
        self.nfacts = len(task.facts)
        self.mask = (1 << self.nfacts) - 1  # a numeric task's states carry more bits
        self.ops = relaxed_operators(task)
        self.goal = _bits(goal.pos)
        self.impossible = goal.impossible

    def __call__(self, state: int) -> float:
        if self.impossible:
            return math.inf
        inf = math.inf
        cost = [inf] * self.nfacts
        for b in _bits(state & self.mask):
            cost[b] = 0.0
        changed = True
        while changed:
            changed = False
            for pre, adds, c in self.ops:
                m = 0.0
                for b in pre:
                    v = cost[b]
                    if v > m:
                        m = v
                        if m == inf:
                            break
                if m == inf:
                    continue
                v = m + c
                for b in adds:
                    if v < cost[b]:
                        cost[b] = v
                        changed = True
        return max((cost[b] for b in self.goal), default=0.0)


class OutOfTime(Exception):
    """A heuristic's evaluation passed its deadline (a search's time limit)."""


class LMCut:
    """The landmark-cut heuristic (Helmert & Domshlak 2009): admissible, dominates h^max.

    Works on the same delete relaxation as :class:`HMax`. Each round computes
    h^max under the current (reduced) costs, picks for every operator the
    precondition with the largest h^max value, cuts the justification graph
    in front of the zero-cost goal zone, adds the cheapest cut operator's
    cost to the estimate and subtracts it from every operator in the cut.
    It is not consistent, so searches using it must reopen states.
    """

    def __init__(
        self, task: Task, goal: Condition | None = None, deadline: float | None = None
    ) -> None:
        #: a ``time.perf_counter()`` value past which an evaluation raises OutOfTime, looked
        #: at between its rounds (one evaluation of a large task has hundreds of rounds and
        #: takes seconds; each round is one h^max pass, the hot loop, left unchecked)
        self.deadline = deadline
        goal = task.goal if goal is None else goal
        n = len(task.facts)
        self.init_fact = n  # true in every state: the precondition of precondition-free operators
        self.goal_fact = n + 1
        self.nfacts = n + 2
        self.mask = (1 << n) - 1  # a numeric task's states carry values' index above the facts
        ops = relaxed_operators(task)
        pre = [p or [self.init_fact] for p, _, _ in ops]
        add = [a for _, a, _ in ops]
        cost = [c for _, _, c in ops]
        pre.append(_bits(goal.pos) or [self.init_fact])
        add.append([self.goal_fact])
        cost.append(0.0)
        self.pre, self.add, self.cost = pre, add, cost
        self.pre_of: list[list[int]] = [[] for _ in range(self.nfacts)]
        self.add_of: list[list[int]] = [[] for _ in range(self.nfacts)]
        for o, facts in enumerate(pre):
            for f in facts:
                self.pre_of[f].append(o)
        for o, facts in enumerate(add):
            for f in facts:
                self.add_of[f].append(o)
        self.impossible = goal.impossible

    def _hmax(self, start: list[int], cost: list[float], pcf: list[int]) -> list[float]:
        """h^max of every fact under ``cost``; fills ``pcf`` (-1: operator unreached)."""
        import heapq

        inf = math.inf
        h = [inf] * self.nfacts
        unsat = [len(p) for p in self.pre]
        for o in range(len(pcf)):
            pcf[o] = -1
        heap: list[tuple[float, int]] = []
        for f in start:
            h[f] = 0.0
            heap.append((0.0, f))
        pre_of, add = self.pre_of, self.add
        while heap:
            v, f = heapq.heappop(heap)
            if v > h[f]:
                continue  # no early exit at the goal: the cut needs every reachable operator
            for o in pre_of[f]:
                unsat[o] -= 1
                if unsat[o] == 0:
                    pcf[o] = f  # popped last, so its h^max is the largest
                    w = v + cost[o]
                    for a in add[o]:
                        if w < h[a]:
                            h[a] = w
                            heapq.heappush(heap, (w, a))
        return h

    def __call__(self, state: int) -> float:
        if self.impossible:
            return math.inf
        start = [*_bits(state & self.mask), self.init_fact]
        cost = list(self.cost)
        pcf = [-1] * len(cost)
        total = 0.0
        while True:
            if self.deadline is not None and time.perf_counter() > self.deadline:
                raise OutOfTime
            h = self._hmax(start, cost, pcf)
            hg = h[self.goal_fact]
            if hg == math.inf:
                return math.inf
            if hg == 0:
                return total
            # goal zone: facts that reach the goal fact through zero-cost justification edges
            zone = {self.goal_fact}
            stack = [self.goal_fact]
            while stack:
                f = stack.pop()
                for o in self.add_of[f]:
                    g = pcf[o]
                    if g >= 0 and cost[o] == 0 and g not in zone:
                        zone.add(g)
                        stack.append(g)
            # forward from the state, never entering the goal zone; collect the cut
            seen = set(start)
            stack = list(start)
            cut: set[int] = set()
            while stack:
                f = stack.pop()
                for o in self.pre_of[f]:
                    if pcf[o] != f:
                        continue
                    adds = self.add[o]
                    if any(a in zone for a in adds):
                        cut.add(o)
                        continue
                    for a in adds:
                        if a not in seen:
                            seen.add(a)
                            stack.append(a)
            m = min(cost[o] for o in cut)
            total += m
            for o in cut:
                cost[o] -= m


HEURISTICS: dict[str, type[HMax] | type[LMCut]] = {"hmax": HMax, "lmcut": LMCut}
