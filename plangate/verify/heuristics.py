"""Admissible heuristics for the built-in search."""

from __future__ import annotations

import math

from plangate.pddl.task import Condition, Task


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class HMax:
    """h^max: the costliest goal fact in the delete relaxation (admissible, consistent).

    Negative and disjunctive conditions are relaxed away and conditional
    effects count as unconditional, which can only lower the estimate.
    """

    def __init__(self, task: Task, goal: Condition | None = None) -> None:
        goal = task.goal if goal is None else goal
        self.nfacts = len(task.facts)
        self.ops: list[tuple[list[int], list[int], float]] = []
        for op in task.operators:
            if op.precondition.impossible:
                continue
            add = op.add
            for eff in op.conditional:
                add |= eff.add
            if add:
                self.ops.append((_bits(op.precondition.pos), _bits(add), float(op.cost)))
        self.goal = _bits(goal.pos)
        self.impossible = goal.impossible

    def __call__(self, state: int) -> float:
        if self.impossible:
            return math.inf
        inf = math.inf
        cost = [inf] * self.nfacts
        for b in _bits(state):
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
