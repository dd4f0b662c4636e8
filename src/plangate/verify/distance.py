"""Exact distances between states and to the goal: the ground truth.

For tasks whose reachable state space fits ``max_states``, the space is
explored once and every query is answered from a backward search over the
explicit graph (one search gives the distance of every state to the goal,
or to one target state). Larger tasks are searched state by state, through
a chain of exact planners (:func:`truth_chain`): by default (``auto``) the
built-in A* with LM-cut for a few seconds, then Fast Downward and SymK when
they are installed and take the task's features, each with the truth timeout;
with none of them, the built-in search gets the whole timeout. Every optimal
plan found gives the distance of each state on it, and the built-in search
stops at any state whose distance is already known, so an episode that stays
near a known plan costs one long search, not one per state. Nothing assumes
that actions are reversible.
"""

from __future__ import annotations

import contextlib
import heapq
import math
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from plangate.errors import PlanError, PlangateError, StateLimitExceeded, TruthUnknown
from plangate.fsm.explore import SMALL_SPACE, StateSpace, explore
from plangate.pddl.plans import parse_plan
from plangate.pddl.task import Condition, Task
from plangate.pddl.values import Num, snap
from plangate.verify.budgets import (
    DEFAULT,
    ORACLE_EXPLORE_SECONDS,
    PROBE_MAX,
    PROBE_SECONDS,
    TARGET_SECONDS,
    Budget,
    GroundTruth,
)
from plangate.verify.goal_table import GoalTable, backward_unit
from plangate.verify.planners import truth_chain
from plangate.verify.results import PlannerStatus, PlanResult
from plangate.verify.search import search, unit_costs

if TYPE_CHECKING:
    from plangate.pddl.task import Operator
    from plangate.verify.planners import DriverPlanner
    from plangate.verify.processes import Pending

INF = math.inf
# the explicit exploration's time: a space that takes longer is searched state by state
# (a search from a state near a known plan is cheap; waiting on a space that will not
# fit costs every episode)
EXPLORE_SECONDS = ORACLE_EXPLORE_SECONDS


@dataclass
class TruthLog:
    """What the ground truth's searches cost: how many, which planners answered, how
    many gave up, and the seconds of all of them."""

    searches: int = 0
    seconds: float = 0.0
    planners: dict[str, int] = field(default_factory=dict)  # who answered -> answers
    gave_up: int = 0  # searches that ended without an answer (the next planner's turn)
    # planners that contradicted each other (a claim of no plan, a plan found): kept
    disagreements: list[str] = field(default_factory=list)

    def add(self, planner: str, seconds: float, answered: bool = True) -> None:
        self.searches += 1
        self.seconds += seconds
        if answered:
            self.planners[planner] = self.planners.get(planner, 0) + 1
        else:
            self.gave_up += 1

    def snapshot(self) -> TruthLog:
        return replace(self, planners=dict(self.planners), disagreements=list(self.disagreements))

    def since(self, before: TruthLog) -> TruthLog:
        """The searches made after ``before`` (a :meth:`snapshot`), for a record."""
        old = before.planners
        return TruthLog(
            self.searches - before.searches,
            self.seconds - before.seconds,
            {k: v - old.get(k, 0) for k, v in self.planners.items() if v > old.get(k, 0)},
            self.gave_up - before.gave_up,
            self.disagreements[len(before.disagreements) :],
        )


class DistanceOracle:
    """Answers ``distance(state, target)`` queries for one task, with caches.

    ``planner`` and ``planner_seconds`` choose the ground truth's chain of exact
    planners and the limit of each search (:func:`truth_chain`); ``search_budget``, when
    given, bounds the built-in search instead (nodes and seconds). The state space is
    explored first when it has at most ``max_states`` states and its exploration takes
    at most ``explore_seconds`` (None: no bound).
    """

    @classmethod
    def of(cls, task: Task, truth: GroundTruth = DEFAULT) -> DistanceOracle:
        """The oracle of ``task`` under the ground truth's settings."""
        return cls(task, max_states=truth.states, planner=truth.planner or "auto",
                   planner_seconds=truth.seconds)  # fmt: skip

    def __init__(
        self,
        task: Task,
        max_states: int = DEFAULT.states,
        search_budget: Budget | None = None,
        planner: str | None = "auto",
        planner_seconds: float = DEFAULT.seconds,
        explore_seconds: float | None = EXPLORE_SECONDS,
        keep_graph: bool = True,
        max_nodes: int | None = None,
    ) -> None:
        self.task = task
        self.max_nodes = max_nodes  # the built-in search's states at most (None: its own)
        # False: the first query of the goal's distance compacts (explores first)
        self.keep_graph = keep_graph
        self.max_states = max_states
        self.explore_seconds = explore_seconds
        self.search_budget = search_budget
        self.planner, self.planner_seconds = planner, planner_seconds
        self._chain: list[tuple[str, float]] | None = None
        self._space: StateSpace | None = None
        self._table: GoalTable | None = None  # after compact()
        self._tried = False
        self._reverse: Any = None
        self._to: dict[int | None, Any] = {}  # target (None: goal) -> distance array
        # target (None: the goal) -> state -> exact distance, found by earlier searches
        self._known: dict[int | None, dict[int, float]] = {None: {}}
        self.unit = unit_costs(task)
        # why a search gave up, per target: later queries the caches cannot answer give
        # up at once (an episode's distances cost one bounded search, not one per state)
        self._gave_up: dict[int | None, str] = {}
        self.log = TruthLog()  # every search of the oracle
        self._logs: dict[int, TruthLog] = {}  # the searches each thread made (an episode's)
        self._lock = threading.Lock()  # the state space is explored once
        self._budget = threading.local()  # a caller's bound on its searches (budget())
        self.source: str | None = None  # what gave the first answer: a planner or the graph
        self._probe = PROBE_SECONDS  # the built-in search's share before an external one

    @property
    def gave_up(self) -> str | None:
        """Why the search to the goal gave up, or None."""
        return self._gave_up.get(None)

    def give_up(self, why: str) -> None:
        """Take the goal's distances as unknown beyond what is known (an earlier oracle of
        the same task gave up: its searches are not made again)."""
        self._gave_up[None] = why

    def _add(self, planner: str, seconds: float, answered: bool = True) -> None:
        self.log.add(planner, seconds, answered)
        self.thread_log().add(planner, seconds, answered)

    def thread_log(self) -> TruthLog:
        """The searches this thread made: an episode's own, when episodes of one problem
        run at once in several threads and share the oracle."""
        return self._logs.setdefault(threading.get_ident(), TruthLog())

    @property
    def chain(self) -> list[tuple[str, float]]:
        """The planners a search tries in turn (decided at the first search)."""
        if self._chain is None:
            self._chain = truth_chain(self.task, self.planner, self.planner_seconds)
        return self._chain

    @property
    def space(self) -> StateSpace | None:
        if self._tried:
            return self._space
        with self._lock:  # explored once, whichever episode of the problem asks first
            if self._tried:
                return self._space
            t0 = time.perf_counter()
            race = getattr(self._budget, "race", None)
            limit = self.explore_seconds
            deadline = getattr(self._budget, "deadline", None)
            if deadline is not None:  # a caller's budget: the exploration has half of it at
                # most, the searches the rest (a space cut short is searched state by state)
                half = max(0.05, (deadline - time.monotonic()) / 2)
                limit = half if limit is None else min(limit, half)
            try:
                self._space = explore(
                    self.task,
                    self.max_states,
                    max_seconds=limit,
                    stop=race.answered if race is not None else None,
                )
            except StateLimitExceeded:
                self._space = None
                self._add("state space", time.perf_counter() - t0, answered=False)
            else:
                self._add("state space", time.perf_counter() - t0)
                self.source = self.source or "state space"
            self._tried = True
        return self._space

    def distance(self, state: int, target: int | None = None) -> float:
        """Optimal steps (unit costs) or cost from ``state`` to the goal or to ``target``.

        ``math.inf`` when the goal (or target) cannot be reached from ``state``.
        Raises :class:`PlangateError` when the bounded search gives up.
        """
        if not self.keep_graph and target is None and self._table is None and not self._tried:
            self.compact()
        race = self._begin_race(state, target)
        self._budget.race = race  # the exploration and the probe stop when it answers
        try:
            return self._distance(state, target, race)
        finally:
            self._budget.race = None
            if race is not None:
                race.pending.cancel()  # answered by the graph or the probe: not needed

    def compact(self) -> GoalTable | None:
        """Every explored state's distance to the goal, kept in a :class:`GoalTable`, and
        the explicit graph released (a query about another target, or a state the
        exploration did not reach, is then searched). None when the space was not
        explored."""
        space = self.space  # explored first (under the lock that explores once)
        with self._lock:
            if self._table is None and space is not None and self._space is space:
                self._table = GoalTable(space.states, self._distances(None))
                self._space, self._reverse, self._to = None, None, {}
        return self._table

    def _distance(self, state: int, target: int | None, race: _Race | None) -> float:
        if target is None and self._table is not None:
            hit = self._table.get(state)
            if hit is not None:
                return hit
        space = self.space
        if space is not None:
            i = space.index.get(state)
            if i is not None:
                if target is not None and target not in space.index:
                    return INF  # an unreachable target is not reachable from a reachable state
                return float(self._distances(target)[i])
        known = self._known.setdefault(target, {})
        if state not in known:
            if target in self._gave_up:
                raise TruthUnknown(self._gave_up[target])
            deadline = getattr(self._budget, "deadline", None)
            if deadline is not None and time.monotonic() >= deadline:
                raise TruthUnknown(f"distance unknown: {self._budget.why}")
            try:
                self._search(state, target, race)
            except PlangateError as err:
                if getattr(self._budget, "capped", False):  # this caller's budget ran out:
                    self._budget.capped = False  # another caller may have time for it
                    raise TruthUnknown(f"{err} ({self._budget.why})") from None
                self._gave_up[target] = str(err)
                raise
        return known[state]

    def _begin_race(self, state: int, target: int | None) -> _Race | None:
        """At the first question of a task whose space is not tiny, the first external
        planner of the chain starts at once, in its own process, from ``state``, while
        this thread explores the space and probes with the built-in search: the answer
        costs about what the external planner takes, not the exploration and the probe
        before it. None when there is no such planner, or a caller's budget holds."""
        from plangate.verify.planners import DriverPlanner, get_planner

        if self._tried or target is not None or len(self.chain) < 2 or state in self._known[None]:
            return None
        if getattr(self._budget, "deadline", None) is not None:
            return None
        name, seconds = self.chain[1]
        planner = get_planner(name)
        if not isinstance(planner, DriverPlanner):
            return None
        if explore(self.task, SMALL_SPACE, truncate=True).complete:
            return None  # explored in milliseconds: nothing to race
        start = self._start_task(state)
        pending = planner.begin(start, seconds)
        return _Race(name, planner, start, pending, time.perf_counter(), seconds)

    @contextlib.contextmanager
    def budget(self, seconds: float | None) -> Iterator[None]:
        """Bound all the searches this thread makes inside the block to ``seconds`` in
        all (None: no bound): one scored answer's ground truth costs at most that; a
        distance not found in time is unknown for this caller only."""
        b = self._budget
        b.deadline = None if seconds is None else time.monotonic() + seconds
        b.why = f"the ground-truth budget of {seconds:g} s per answer ran out" if seconds else ""
        b.capped = False
        try:
            yield
        finally:
            b.deadline, b.capped = None, False

    def exact(self, value: float) -> Num:
        """A distance this oracle gave (a double) as the exact number it stands for: a
        cost sum is a multiple of one over the task's :meth:`Task.cost_scale`."""
        return snap(value, self.task.cost_scale())

    def steps_down(self, before: float, after: float, cost: Num) -> bool:
        """Whether an action of ``cost`` from a state at distance ``before`` to one at
        ``after`` starts an optimal plan (``after + cost == before``, exactly)."""
        if math.isinf(before) or math.isinf(after):
            return False
        return self.exact(after) + cost == self.exact(before)

    def known(self, state: int, target: int | None = None) -> float | None:
        """:meth:`distance`, or None when the ground truth is unknown (a search gave up)."""
        try:
            return self.distance(state, target)
        except PlangateError:
            return None

    def _search(self, state: int, target: int | None, race: _Race | None = None) -> None:
        """Search the chain's planners in turn from ``state``; caches the distance of
        every state on the optimal plan found (every suffix of an optimal plan is
        optimal, so the states it passes through get their exact distances for free).
        A target other than the goal is searched by the built-in search alone, with its
        share of the chain (the probe's seconds when an external planner follows). A
        planner whose "no plan exists" is a claim (ENHSP) is raced by the built-in search
        (:mod:`plangate.verify.racing`): the distance is infinite only when proved so."""
        from plangate.verify.planners import ProcessPlanner, get_planner, proves_unsolvable
        from plangate.verify.racing import Answers
        from plangate.verify.racing import race as racing

        chain = self.chain if target is None else self.chain[:1]
        if len(chain) > 1:  # the probe, as this task's history says
            chain = [("builtin", min(self._probe, chain[0][1])), *chain[1:]]
        elif target is not None and len(self.chain) > 1:
            chain = [("builtin", min(TARGET_SECONDS, self.planner_seconds))]
        answers = Answers()
        deadline = getattr(self._budget, "deadline", None)
        for name, seconds in chain:
            if deadline is not None:  # the caller's budget bounds every search
                left = deadline - time.monotonic()
                if left < seconds:
                    self._budget.capped = True
                    seconds = left
                if seconds <= 0:  # spent by earlier searches: no search of 0 s (a ValueError)
                    answers.said.append(f"{name}: no time left")
                    break
            planner = None if name == "builtin" else get_planner(name)
            if race is not None and name == race.name and state == race.start.initial:
                result = race.result()
            elif isinstance(planner, ProcessPlanner) and not proves_unsolvable(
                planner, self.task
            ):  # its claims are raced by the built-in search for the whole time
                start = self._start_task(state)
                t0 = time.perf_counter()

                def ours(secs: float, stop: Callable[[], bool]) -> PlanResult:
                    return self._run("builtin", secs, state, target, stop)

                found = racing(start, planner, seconds, ours, seconds, answers)
                self._add(found.planner if found else name, time.perf_counter() - t0, bool(found))
                if found is None:
                    continue
                self._answered(state, target, found)
                return
            else:
                result = self._run(name, seconds, state, target)
            if name != "builtin" and result.status in (
                PlannerStatus.SOLVED_OPTIMALLY,
                PlannerStatus.UNSOLVABLE,
            ):  # the built-in search may take half what the external one took here
                self._probe = min(PROBE_MAX, max(PROBE_SECONDS, result.seconds / 2))
            found = answers.add(_proved(result))
            self._add(name, result.seconds, found is not None)
            if found is not None:
                self._answered(state, target, found)
                return
        self.log.disagreements.extend(answers.disagreements)
        self.thread_log().disagreements.extend(answers.disagreements)
        from plangate.verify.planners import extra_hint

        hint = extra_hint(self.task) if len(chain) == 1 and target is None else ""
        ending = answers.ending("the ground truth", hint)
        raise TruthUnknown(f"distance unknown: {ending.message}")

    def _answered(self, state: int, target: int | None, result: PlanResult) -> None:
        """Keep what a decided search says: the distances along its optimal plan, or that
        the goal is unreachable (proved); and the planners' disagreements."""
        self.source = self.source or result.planner
        self.log.disagreements.extend(result.disagreements)
        self.thread_log().disagreements.extend(result.disagreements)
        if result.status is PlannerStatus.UNSOLVABLE:
            self._known[target][state] = INF
            return
        assert result.cost is not None and result.plan is not None
        self._keep(state, target, result.cost, result.plan)

    def _run(
        self,
        name: str,
        seconds: float,
        state: int,
        target: int | None,
        stop: Callable[[], bool] | None = None,
    ) -> PlanResult:
        if name == "builtin":
            goal = None
            if target is not None:
                goal = Condition(target, ~target & ((1 << len(self.task.facts)) - 1))
            budget = self.search_budget or (
                Budget(seconds=seconds)
                if self.max_nodes is None
                else Budget(states=self.max_nodes, seconds=seconds)
            )
            race = getattr(self._budget, "race", None)
            if stop is not None:
                budget = replace(budget, seconds=seconds, stop=stop)
            elif race is not None:
                budget = replace(budget, stop=race.answered)
            t0 = time.perf_counter()
            result = search(
                self.task,
                start=state,
                goal=goal,
                budget=budget,
                heuristic="lmcut",
                exact=self._known[None] if target is None else None,
            )
            return replace(result, planner="builtin", seconds=time.perf_counter() - t0)
        return self._planner(name, seconds, state)

    def given(self, plan: list[str], source: str) -> bool:
        """Take an optimal plan from the initial state found elsewhere (``(op a b)``
        strings; a benchmark's recorded plan of an exact planner) as the ground truth of
        the states it passes through; False, and nothing kept, unless it is a valid plan
        that reaches the goal. Its optimality is the source's claim, named in
        :attr:`source`."""
        try:
            steps = parse_plan("\n".join(plan))
        except PlanError:
            return False
        ops = []
        state = self.task.initial
        for step in steps:
            op = self.task.operator(step.name, step.args)
            if op is None or not op.applicable(state):
                return False
            ops.append(op)
            state = op.apply(state)
        if not self.task.is_goal(state):
            return False
        with self._lock:
            if self.task.initial not in self._known[None]:
                self._keep(self.task.initial, None, sum(op.cost for op in ops), ops)
                self.source = self.source or source
        return True

    def _keep(
        self, state: int, target: int | None, cost: Num | float, plan: list[Operator]
    ) -> None:
        """The distance of each state on an optimal plan of ``cost`` from ``state``: its
        suffix's cost, computed exactly (kept as the nearest double)."""
        known = self._known[target]
        if isinstance(cost, float):
            cost = snap(cost, self.task.cost_scale())
        remaining, current = cost, state
        known[current] = float(remaining)
        for op in plan:
            current = op.apply(current)
            remaining -= op.cost
            known.setdefault(current, float(remaining))

    def _planner(self, name: str, seconds: float, state: int) -> PlanResult:
        """The named planner's optimal plan from ``state``; a plan without a proof of
        optimality is not a distance."""
        from plangate.verify.planners import get_planner

        return _proved(get_planner(name).plan(self._start_task(state), Budget(None, seconds)))

    def _start_task(self, state: int) -> Task:
        """The task with ``state`` as its initial state (what an external planner reads)."""
        from plangate.verify.pddl_export import problem_from_state

        return replace(self.task, problem=problem_from_state(self.task, state), initial=state)

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
        scale = self.task.cost_scale()
        if self.unit:
            dist = backward_unit(n, sources, rsrc, starts)
        else:  # costs times the scale are integers: the sums are exact (below 2**53)
            costs = np.array([op.cost * scale for op in self.task.operators], dtype=float)
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
            if scale != 1:
                dist = dist / scale  # each the nearest double of the exact distance
        self._to[target] = dist
        return dist


def _proved(result: PlanResult) -> PlanResult:
    """A plan without a proof of optimality is not a distance."""
    if result.status is PlannerStatus.SOLVED:
        return replace(result, status=PlannerStatus.GAVE_UP, message="no proof of optimality")
    return result


@dataclass
class _Race:
    """An external planner's search begun from ``start`` (:meth:`DistanceOracle.
    _begin_race`), its answer read when the chain reaches it."""

    name: str
    planner: DriverPlanner
    start: Task
    pending: Pending  # its search
    t0: float
    seconds: float  # the limit it was begun with
    _result: PlanResult | None = None

    def result(self) -> PlanResult:
        """Its answer (read once, when its process has ended or its time is up)."""
        if self._result is None:
            planner, pending = self.planner, self.pending
            answer = planner.complete(
                self.start, lambda: planner.answer(pending), self.t0, self.seconds
            )
            self._result = _proved(answer)
        return self._result

    def answered(self) -> bool:
        """Whether it has ended with an answer the chain takes (an optimal plan, or a
        proof that there is none): what stops the exploration and the probe. One that
        failed (a translator refusing the task) stops nothing."""
        if not self.pending.ready():
            return False
        return self.result().status in (PlannerStatus.SOLVED_OPTIMALLY, PlannerStatus.UNSOLVABLE)


def distance(
    task: Task, state: int, target: int | None = None, *, oracle: DistanceOracle | None = None
) -> float:
    """Optimal distance from ``state`` to the goal (``target=None``) or to ``target``.

    Pass an ``oracle`` to reuse its explored graph and caches across queries.
    """
    return (oracle or DistanceOracle(task)).distance(state, target)
