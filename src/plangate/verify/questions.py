"""Exact answers to questions about action, change and planning at a state: the
questions of ACPBench and ACPBench-Hard (applicability, progression, reachability of a
fact or an action, validation, plan justification, landmarks, the next action), asked
of a grounded task at any of its states.

Every answer is computed by its definition and says how it was obtained. A question
whose answer needs more than one state's successors is decided, in order, by

1. the delete relaxation from the state (a fact the relaxation cannot reach is never
   reached; sound because the relaxation drops negative conditions and treats
   conditional effects as unconditional; skipped for tasks with derived predicates,
   which the relaxation does not read);
2. a search from the state (:mod:`plangate.verify.space`), bounded by a ``Budget``:
   breadth-first when a target state
   is wanted at all (a fact, an action's precondition), greedy on the number of unmet
   goal facts when any plan is wanted (a landmark's counter-example); a search that
   exhausts the states it may enter proves that the target cannot be reached;
3. when the budget allows (``planner_seconds``), planner queries
   (:mod:`plangate.verify.planner_questions`): the task with the fact or the action's
   precondition as its goal, or without the actions that add the fact.

What neither decides within the budget is :data:`UNKNOWN`, never a guess.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from plangate.pddl.values import show_number
from plangate.verify.budgets import QUESTION, Budget
from plangate.verify.greedy import goal_count, greedy
from plangate.verify.space import Reach, Searched, breadth_first, greedy_best_first

if TYPE_CHECKING:
    from plangate.pddl.task import Condition, Operator, Task
    from plangate.verify.distance import DistanceOracle


@dataclass(frozen=True)
class Answer:
    """An answer (``True``/``False``, or None when the budget could not decide it) and
    how it was obtained."""

    value: bool | None
    how: str

    @property
    def known(self) -> bool:
        return self.value is not None


UNKNOWN = "unknown"


# ----------------------------------------------------------------- one state's answers
def applicable(task: Task, state: int) -> list[Operator]:
    """The ground actions applicable at ``state`` (the machine's valid actions)."""
    return task.applicable(state)


def progression(task: Task, state: int, op: Operator) -> tuple[list[str], list[str]]:
    """What ``op`` changes at ``state``: the facts false before and true after
    (positive effects), and true before and false after (negative effects)."""
    after = op.apply(state)
    return task.atoms(after & ~state), task.atoms(state & ~after)


def first_inapplicable(task: Task, state: int, plan: Sequence[Operator]) -> int | None:
    """The index (from 0) of the first action of ``plan`` not applicable where it is
    taken; None when every one applies."""
    for i, op in enumerate(plan):
        if not op.applicable(state):
            return i
        state = op.apply(state)
    return None


def is_plan(task: Task, state: int, plan: Sequence[Operator]) -> bool:
    """Whether ``plan`` applies from ``state`` and ends in a goal state."""
    for op in plan:
        if not op.applicable(state):
            return False
        state = op.apply(state)
    return task.is_goal(state)


def simplifications(task: Task, state: int, plan: Sequence[Operator]) -> list[list[Operator]]:
    """The plans made from ``plan`` by removing one action or two consecutive actions
    that are still plans from ``state`` (ACPBench's justification: an action a plan does
    not need), in the order of the removed position."""
    out = []
    for i in range(len(plan)):
        for width in (1, 2):
            if i + width <= len(plan):
                shorter = list(plan[:i]) + list(plan[i + width :])
                if is_plan(task, state, shorter):
                    out.append(shorter)
    return out


# ------------------------------------------------------------ questions needing search
def reachable_fact(task: Task, state: int, fact: int, budget: Budget | None = None) -> Answer:
    """Whether a state where ``fact`` holds is reachable from ``state``."""
    if state >> fact & 1:
        return Answer(True, "holds in the state")
    if not _relaxed_reachable(task, state, 1 << fact):
        return Answer(False, "not reachable in the delete relaxation")
    budget = budget or QUESTION
    found = _bfs(task, state, lambda s: bool(s >> fact & 1), budget)
    if found.value is None and budget.planner_seconds > 0:
        from plangate.verify import planner_questions as pq

        return Answer(*pq.fact_reachable(task, state, fact, budget.planner_seconds))
    return found


def reachable_action(task: Task, state: int, op: Operator, budget: Budget | None = None) -> Answer:
    """Whether ``op`` becomes applicable in some state reachable from ``state``."""
    if op.applicable(state):
        return Answer(True, "applicable in the state")
    pre = op.precondition
    if pre.impossible:
        return Answer(False, "its precondition can never hold")
    if not _relaxed_reachable(task, state, pre.pos):
        return Answer(False, "its precondition is not reachable in the delete relaxation")
    budget = budget or QUESTION
    found = _bfs(task, state, op.applicable, budget)
    if found.value is None and budget.planner_seconds > 0:
        from plangate.verify import planner_questions as pq

        return Answer(*pq.action_reachable(task, state, op, budget.planner_seconds))
    return found


def landmark(task: Task, state: int, fact: int, budget: Budget | None = None) -> Answer:
    """Whether ``fact`` is a fact landmark from ``state``: it holds at some point of
    every plan. A fact true at ``state`` is one (trivially); otherwise it is one iff the
    task without the actions that can add it has no plan from ``state``."""
    if state >> fact & 1:
        return Answer(True, "holds in the state (a trivial landmark)")
    bit = 1 << fact
    if task.goal.pos & bit:
        return Answer(True, "a goal fact (a trivial landmark)")
    if task.goal.impossible:
        return Answer(True, "the task has no plan: every fact is a landmark")

    if task.axioms is None and not _relaxed_reachable(task, state, task.goal.pos, without=bit):
        return Answer(True, "without its achievers the goal is not reachable in the relaxation")
    budget = budget or QUESTION
    found = avoiding(task, state, fact, budget)
    if found.value is None and budget.planner_seconds > 0:
        from plangate.verify import planner_questions as pq

        return Answer(*pq.landmark(task, state, fact, budget.planner_seconds))
    if found.value is None:
        return found
    if found.value:
        return Answer(False, f"a plan never makes it true ({found.how})")
    return Answer(True, f"no plan avoids it ({found.how})")


def avoiding(task: Task, state: int, fact: int, budget: Budget | None = None) -> Answer:
    """Whether a plan from ``state`` reaches the goal through states where ``fact`` never
    holds, by search alone (no relaxation): what proves a fact is no landmark, and, when
    the search exhausts the states it may enter, that it is one."""
    bit = 1 << fact
    if state & bit:
        return Answer(False, "it holds in the state")
    return _greedy(task, state, task.goal, budget or QUESTION, lambda _op, after: not after & bit)


def solvable(task: Task, state: int, budget: Budget | None = None) -> Answer:
    """Whether a plan reaches the goal from ``state``."""
    if task.goal.impossible:
        return Answer(False, "the goal mentions facts that can never be true")
    if task.is_goal(state):
        return Answer(True, "the goal holds in the state")
    if task.axioms is None and not _relaxed_reachable(task, state, task.goal.pos):
        return Answer(False, "the goal is not reachable in the delete relaxation")
    return _greedy(task, state, task.goal, budget or QUESTION, None)


def next_action(oracle: DistanceOracle, state: int, op: Operator) -> Answer:
    """Whether ``op`` at ``state`` is the first action of an optimal plan (its cost plus
    the distance after it is the distance before it): ACPBench-Hard's "an action that
    takes us towards the goal". ``oracle`` holds the task and its ground truth; a
    distance the truth cannot give within its budget makes the answer unknown."""
    if not op.applicable(state):
        return Answer(False, "not applicable in the state")
    from plangate.errors import PlangateError

    try:
        before, after = oracle.distance(state), oracle.distance(op.apply(state))
    except PlangateError as err:  # the ground truth gave up within its budget
        return Answer(None, f"{UNKNOWN}: {err}")
    how = (
        f"distance {show_number(before)} before, {show_number(after)} after, "
        f"cost {show_number(op.cost)}"
    )
    if math.isinf(before):
        return Answer(False, "no plan from the state")
    return Answer(oracle.steps_down(before, after, op.cost), how)


def greedy_plan(task: Task, state: int, budget: Budget | None = None) -> list[Operator] | None:
    """A plan from ``state`` (not an optimal one), by greedy best-first search on the
    number of unmet goal facts; None when the budget ends first or there is none."""
    return greedy(task, task.goal, budget or QUESTION, state).plan


def explored(task: Task, state: int, budget: Budget | None = None) -> tuple[int, set[int], bool]:
    """What a breadth-first search from ``state`` saw within the budget: the facts true in
    some state it reached, the indices of the operators applicable in one, and whether it
    reached every state (then both are exactly what can ever hold and apply)."""
    facts, ops = state, set(task.applicable_indices(state))

    def seen(s: int) -> bool:  # every state reached, once: nothing is a target
        nonlocal facts
        facts |= s
        ops.update(task.applicable_indices(s))
        return False

    found = breadth_first(Reach(state, task.successors, seen), budget or QUESTION)
    return facts, ops, found.exhausted


def relaxed_facts(task: Task, state: int) -> int | None:
    """The facts the delete relaxation reaches from ``state`` (a fact outside them never
    holds); None for tasks with derived predicates, which it does not read."""
    if task.axioms is not None:
        return None
    reached = state
    ops = [op for op in task.operators if not op.precondition.impossible]
    changed = True
    while changed:
        changed = False
        rest = []
        for op in ops:
            if reached & op.precondition.pos == op.precondition.pos:
                reached |= _adds(op)
                changed = True
            else:
                rest.append(op)
        ops = rest
    return reached


# ------------------------------------------------------------------------ mechanisms
def _relaxed_reachable(task: Task, state: int, wanted: int, without: int = 0) -> bool:
    """Whether every fact of ``wanted`` is reached from ``state`` in the delete
    relaxation, leaving out the actions that can add a fact of ``without``. True (no
    conclusion) for tasks with derived predicates, which the relaxation does not read."""
    if task.axioms is not None:
        return True
    reached = state
    ops = [
        op for op in task.operators if not op.precondition.impossible and not _adds(op) & without
    ]
    changed = True
    while changed and reached & wanted != wanted:
        changed = False
        rest = []
        for op in ops:
            if reached & op.precondition.pos == op.precondition.pos:
                new = _adds(op) & ~reached
                if new:
                    reached |= new
                    changed = True
            else:
                rest.append(op)
        ops = rest
    return reached & wanted == wanted


def _adds(op: Operator) -> int:
    add = op.add
    for eff in op.conditional:
        add |= eff.add
    return add


def _bfs(task: Task, state: int, target: Callable[[int], bool], budget: Budget) -> Answer:
    """Breadth-first search from ``state`` for a state ``target`` accepts."""
    found = breadth_first(Reach(state, task.successors, target), budget)
    return _answer(found, "reached by search", "every reachable state searched")


def _greedy(
    task: Task,
    state: int,
    goal: Condition,
    budget: Budget,
    allowed: Callable[[Operator, int], bool] | None,
) -> Answer:
    """Greedy best-first search on the number of unmet goal facts, through the
    transitions ``allowed`` accepts: True when a goal state is reached, False when
    every state it may enter was searched."""
    if goal.holds(state):
        return Answer(True, "the goal holds in the state")

    through: Callable[[int], Iterable[tuple[Operator, int]]] = task.successors
    if allowed is not None:
        keep = allowed

        def filtered(s: int) -> Iterator[tuple[Operator, int]]:
            return ((op, nxt) for op, nxt in task.successors(s) if keep(op, nxt))

        through = filtered

    found = greedy_best_first(Reach(state, through, goal.holds), goal_count(goal), budget)
    return _answer(found, "a plan found by search", "every state it may enter searched")


def _answer(found: Searched[int, Operator], yes: str, no: str) -> Answer:
    n = f"{found.states:,} states"
    if found.found:
        return Answer(True, f"{yes} ({n})")
    if found.exhausted:
        return Answer(False, f"{no} ({n})")
    return Answer(None, f"{UNKNOWN}: {n} searched within the budget")
