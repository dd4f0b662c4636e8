"""The one search core: a search space (each reached state with the link it was reached
by) and the algorithms over it, breadth-first, greedy best-first, A* (uniform-cost
without a heuristic) and enforced hill-climbing, each bounded by a
:class:`~plangate.verify.budgets.Budget`.

Nothing here knows PDDL: a state is any hashable value, a step any label, and a
search is given a :class:`Reach` (the start, ``successors(state)``: the pairs of label
and next state, and the ``target`` test) and, where it orders its queue, a heuristic as
a callable. The exact
planner, the questions about a state, the reward's optimal plans, the equivalence
checker's product search, and a heuristic a model wrote all run here.

A search that ends within its budget says so: ``found`` (the state reached and the
plan to it), or ``exhausted`` (every state it may enter was visited: no target is
reachable); otherwise ``gave_up`` names the bound that ended it.
"""

from __future__ import annotations

import heapq
import itertools
import math
import time
from collections import deque
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Generic, TypeVar

from plangate.verify.budgets import Budget

S = TypeVar("S", bound=Hashable)
L = TypeVar("L")

Successors = Callable[[S], Iterable[tuple[L, S]]]


@dataclass(frozen=True)
class Reach(Generic[S, L]):
    """What a search is asked: from ``start``, along ``successors`` (pairs of label and
    next state), to a state ``target`` accepts."""

    start: S
    successors: Successors[S, L]
    target: Callable[[S], bool]


class Space(Generic[S, L]):
    """The states a search has reached, each with the state and label it was reached
    from (None for the start): the plan to any of them is read back along the links."""

    __slots__ = ("links",)

    def __init__(self, start: S) -> None:
        self.links: dict[S, tuple[S, L] | None] = {start: None}

    def __contains__(self, state: object) -> bool:
        return state in self.links

    def __len__(self) -> int:
        return len(self.links)

    def reach(self, state: S, parent: S, label: L) -> None:
        self.links[state] = (parent, label)

    def plan(self, state: S) -> list[L]:
        """The labels from the start to ``state``."""
        out: list[L] = []
        link = self.links[state]
        while link is not None:
            state, label = link
            out.append(label)
            link = self.links[state]
        out.reverse()
        return out


@dataclass
class Searched(Generic[S, L]):
    """How a search ended (module docstring); ``cost`` is the path cost to ``state``
    where the search counts costs."""

    state: S | None = None
    plan: list[L] | None = None
    exhausted: bool = False
    gave_up: str | None = None
    states: int = 0  # states stored
    expanded: int = 0
    cost: float = 0.0
    seconds: float = 0.0

    @property
    def found(self) -> bool:
        return self.plan is not None


STOPPED = "stopped: another planner answered first"
CHECK_EVERY = 64  # expansions between two looks at the clock (breadth-first, greedy)


class _Clock:
    """A budget's bounds as a search checks them."""

    __slots__ = ("budget", "deadline", "t0")

    def __init__(self, budget: Budget) -> None:
        self.budget, self.t0 = budget, time.perf_counter()
        self.deadline = None if budget.seconds is None else self.t0 + budget.seconds

    def late(self) -> str | None:
        """Why the search must end now (it is stopped, or its time is up), or None."""
        stop = self.budget.stop
        if stop is not None and stop():
            return STOPPED
        if self.deadline is not None and time.perf_counter() > self.deadline:
            return f"time limit of {self.budget.seconds:.3g} s"
        return None

    def left(self) -> float | None:
        """The seconds left (None: no bound), never quite 0: a budget's seconds."""
        if self.deadline is None:
            return None
        return max(self.deadline - time.perf_counter(), 1e-6)

    def full(self, stored: int) -> str | None:
        n = self.budget.states
        return f"node limit of {n} states" if n is not None and stored > n else None

    def end(self, out: Searched[S, L], stored: int, expanded: int) -> Searched[S, L]:
        out.states, out.expanded = stored, expanded
        out.seconds = time.perf_counter() - self.t0
        return out


def breadth_first(r: Reach[S, L], budget: Budget, on_generation: bool = True) -> Searched[S, L]:
    """The nearest state ``target`` accepts, in steps. ``on_generation``: a state is
    tested when first reached (a layer sooner); False tests it when expanded, where
    the target test may share work with ``successors`` (the product search)."""
    start, successors, target = r.start, r.successors, r.target
    clock: _Clock = _Clock(budget)
    space: Space[S, L] = Space(start)
    if target(start):
        return clock.end(Searched(start, []), len(space), 0)
    queue: deque[S] = deque([start])
    expanded = 0
    while queue:
        why = clock.full(len(space)) or (expanded % CHECK_EVERY == 0 and clock.late())
        if why:
            return clock.end(Searched(gave_up=why), len(space), expanded)
        state = queue.popleft()
        if not on_generation and expanded and target(state):
            return clock.end(Searched(state, space.plan(state)), len(space), expanded)
        expanded += 1
        for label, nxt in successors(state):
            if nxt in space:
                continue
            space.reach(nxt, state, label)
            if on_generation and target(nxt):
                return clock.end(Searched(nxt, space.plan(nxt)), len(space), expanded)
            queue.append(nxt)
    return clock.end(Searched(exhausted=True), len(space), expanded)


def greedy_best_first(r: Reach[S, L], h: Callable[[S], float], budget: Budget) -> Searched[S, L]:
    """A state ``target`` accepts, any one, taking the state of least ``h`` first
    (ties: the earliest reached); a state whose ``h`` is infinite is never entered.
    Duplicates are detected, so an empty queue proves no target is reachable."""
    start, successors, target = r.start, r.successors, r.target
    clock: _Clock = _Clock(budget)
    space: Space[S, L] = Space(start)
    if target(start):
        return clock.end(Searched(start, []), len(space), 0)
    tie = itertools.count()
    queue: list[tuple[float, int, S]] = [(h(start), next(tie), start)]
    expanded = 0
    while queue:
        why = clock.full(len(space)) or (expanded % CHECK_EVERY == 0 and clock.late())
        if why:
            return clock.end(Searched(gave_up=why), len(space), expanded)
        _, _, state = heapq.heappop(queue)
        expanded += 1
        for label, nxt in successors(state):
            if nxt in space:
                continue
            space.reach(nxt, state, label)
            if target(nxt):
                return clock.end(Searched(nxt, space.plan(nxt)), len(space), expanded)
            v = h(nxt)
            if v < math.inf:
                heapq.heappush(queue, (v, next(tie), nxt))
    return clock.end(Searched(exhausted=True), len(space), expanded)


def a_star(
    r: Reach[S, L],
    cost: Callable[[L], float],
    budget: Budget,
    h: Callable[[S], float] | None = None,
) -> Searched[S, L]:
    """A cheapest path to a state ``target`` accepts: uniform-cost search, or A* with
    an admissible ``h`` (a state of infinite ``h`` is a dead end, never entered).
    States are reopened when a cheaper path to them turns up, so the result is optimal
    for inconsistent heuristics too. ``target`` is tested when a state leaves the
    queue (then no entry is cheaper); the time bound holds before each ``h`` call."""
    inf = math.inf
    start, successors, target = r.start, r.successors, r.target
    clock: _Clock = _Clock(budget)
    space: Space[S, L] = Space(start)
    h0 = h(start) if h is not None else 0.0
    if h0 == inf:
        return clock.end(Searched(exhausted=True), len(space), 0)
    best: dict[S, float] = {start: 0.0}
    hval: dict[S, float] = {start: h0}
    tie = itertools.count()
    # entries: (f, -g for tie-breaking towards deeper nodes, counter, state, g)
    heap: list[tuple[float, float, int, S, float]] = [(h0, 0.0, next(tie), start, 0.0)]
    expanded = 0
    while heap:
        _, _, _, state, g = heapq.heappop(heap)
        if g > best[state]:
            continue  # stale entry: a cheaper path was found after it was queued
        if target(state):
            return clock.end(Searched(state, space.plan(state), cost=g), len(space), expanded)
        expanded += 1
        why = clock.late()
        if why:
            return clock.end(Searched(gave_up=why), len(space), expanded)
        for label, nxt in successors(state):
            ng = g + cost(label)
            if ng < best.get(nxt, inf):
                hs = hval.get(nxt)
                if hs is None:
                    if h is not None and (why := clock.late()):  # an h call can be long
                        return clock.end(Searched(gave_up=why), len(space), expanded)
                    hs = hval[nxt] = h(nxt) if h is not None else 0.0
                if hs == inf:
                    continue
                best[nxt] = ng
                space.reach(nxt, state, label)
                if why := clock.full(len(best)):
                    return clock.end(Searched(gave_up=why), len(space), expanded)
                heapq.heappush(heap, (ng + hs, -ng, next(tie), nxt, ng))
    return clock.end(Searched(exhausted=True), len(space), expanded)


def hill_climbing(r: Reach[S, L], h: Callable[[S], float], budget: Budget) -> Searched[S, L]:
    """Enforced hill-climbing: from the current state, a breadth-first search for the
    nearest state of lower ``h`` (or a target), then on from there. Incomplete: a
    search that finds no better state ends with ``gave_up`` (a plateau or dead end it
    cannot leave), never ``exhausted``; the budget bounds the whole climb."""
    target = r.target
    clock: _Clock = _Clock(budget)
    plan: list[L] = []
    state, value = r.start, h(r.start)
    stored = expanded = 0
    while not target(state):
        why = "a dead end (infinite h)" if value == math.inf else clock.late()
        if why:
            return clock.end(Searched(gave_up=why), stored, expanded)
        states = None if budget.states is None else max(budget.states - stored, 1)
        step = breadth_first(Reach(state, r.successors, _better(target, h, value)),
                             Budget(states, clock.left(), stop=budget.stop))  # fmt: skip
        stored, expanded = stored + step.states, expanded + step.expanded
        if step.state is None or step.plan is None:
            why = step.gave_up or "no state better than a plateau's is reachable"
            return clock.end(Searched(gave_up=why), stored, expanded)
        plan += step.plan
        state, value = step.state, h(step.state)
    return clock.end(Searched(state, plan), stored, expanded)


def _better(target: Callable[[S], bool], h: Callable[[S], float], value: float
            ) -> Callable[[S], bool]:  # fmt: skip
    """A target, or a state of lower ``h`` than ``value``."""
    return lambda s: target(s) or h(s) < value


__all__ = [
    "STOPPED",
    "Reach",
    "Searched",
    "Space",
    "Successors",
    "a_star",
    "breadth_first",
    "greedy_best_first",
    "hill_climbing",
]
