"""Questions about a state decided by planner queries, where a bounded search from the
state cannot decide them (:mod:`plangate.verify.questions` asks here last):

* a fact is reachable iff a plan reaches a state where it holds: the task from the
  state with the fact as its goal;
* an action becomes applicable iff a plan reaches a state where its precondition
  holds (conjunctive preconditions: the goal is their literals);
* a fact is a landmark iff the task without the actions that add it has no plan:
  every action that may add the fact gets the precondition that it does not add it
  here (``(not (exists (?v) (and C (= ?x a) ...)))`` for an effect adding
  ``(p ?x ...)`` under condition ``C`` and quantified ``?v``), so the query is a PDDL
  task any planner reads.

Each query runs the ground truth's exact planners (``auto``: the built-in search, then
Fast Downward and SymK where installed, raced); a plan found is a proof of
reachability, a planner's proof that there is none (its search exhausted the space)
of the converse. What no planner decides in time stays unknown.
"""

from __future__ import annotations

import dataclasses
import warnings
from typing import TYPE_CHECKING

from plangate.pddl import syntax as s
from plangate.verify.pddl_export import atom_of

if TYPE_CHECKING:
    from plangate.pddl.task import Operator, Task

UNKNOWN = "unknown"
# an answer: True/False, or None when no planner decided; and how it was obtained
Found = tuple[bool | None, str]


def query_task(task: Task, state: int, goal: s.Formula, domain: s.Domain | None = None) -> Task:
    """The task from ``state`` with ``goal`` (and ``domain`` instead of its own)."""
    from plangate.pddl.loader import task_from_text
    from plangate.verify.pddl_export import problem_from_state

    d = domain or task.domain
    problem = dataclasses.replace(problem_from_state(task, state), goal=goal)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return task_from_text(d, str(problem) + "\n", problem_name="<question>")


def _solve(query: Task, seconds: float, what: str) -> Found:
    from plangate.errors import PlangateError
    from plangate.verify.budgets import Budget
    from plangate.verify.planners import get_planner
    from plangate.verify.results import PlannerStatus

    if query.goal.impossible:
        return (False, f"no plan {what} (the goal can never hold)")
    try:
        result = get_planner("auto").plan(query, Budget(seconds=seconds))
    except PlangateError as err:
        return (None, f"{UNKNOWN}: {err}")
    if result.solved:
        return (True, f"{result.planner} found a plan {what}")
    if result.status is PlannerStatus.UNSOLVABLE:
        return (False, f"{result.planner} proved no plan {what}")
    return (None, f"{UNKNOWN}: no planner decided within {seconds:g} s ({result.status.value})")


def fact_reachable(task: Task, state: int, fact: int, seconds: float) -> Found:
    goal = atom_of(task.facts[fact])
    return _solve(query_task(task, state, goal), seconds, f"to a state where {goal} holds")


def action_reachable(task: Task, state: int, op: Operator, seconds: float) -> Found:

    pre = op.precondition
    if not pre.is_conjunctive:
        return (None, f"{UNKNOWN}: its precondition is not a conjunction of literals")
    lits: list[s.Formula] = [atom_of(a) for a in task.atoms(pre.pos)]
    lits += [s.Not(atom_of(a)) for a in task.atoms(pre.neg)]
    goal = lits[0] if len(lits) == 1 else s.And(tuple(lits))
    return _solve(query_task(task, state, goal), seconds, f"to a state where {op} applies")


def landmark(task: Task, state: int, fact: int, seconds: float) -> Found:
    """Whether every plan from ``state`` makes ``fact`` true (it is false there and not
    a goal fact: the caller asks only then)."""

    atom = atom_of(task.facts[fact])
    if any(d.name == atom.predicate for d in task.domain.derived):
        return (None, f"{UNKNOWN}: {atom.predicate} is a derived predicate")
    domain = without_achievers(task.domain, atom)
    goal = task.problem.goal
    found = _solve(query_task(task, state, goal, domain), seconds, f"that never makes {atom} true")
    if found[0] is None:
        return found
    return (not found[0], found[1])


def without_achievers(domain: s.Domain, atom: s.Atom) -> s.Domain:
    """``domain`` with every action forbidden where it would add ``atom``."""
    actions = []
    quantified = False
    for a in domain.actions:
        guards = []
        for variables, conditions, args in _adds(a.effect, atom.predicate, (), ()):
            if len(args) != len(atom.args):
                continue
            parts = [
                *conditions,
                *(s.Atom("=", (t, v)) for t, v in zip(args, atom.args, strict=True)),
            ]
            guard: s.Formula = parts[0] if len(parts) == 1 else s.And(tuple(parts))
            if variables:
                guard, quantified = s.Exists(variables, guard), True
            guards.append(s.Not(guard))
        if guards:
            pre = [a.precondition] if a.precondition is not None else []
            both = [*pre, *guards]
            a = dataclasses.replace(
                a, precondition=both[0] if len(both) == 1 else s.And(tuple(both))
            )
        actions.append(a)
    need = [":equality", ":negative-preconditions", ":disjunctive-preconditions"]
    if quantified:
        need.append(":existential-preconditions")
    reqs = tuple(dict.fromkeys([*domain.requirements, *need]))
    return dataclasses.replace(domain, actions=tuple(actions), requirements=reqs)


def _adds(
    effect: s.Effect | None,
    predicate: str,
    variables: tuple[s.TypedName, ...],
    conditions: tuple[s.Formula, ...],
) -> list[tuple[tuple[s.TypedName, ...], tuple[s.Formula, ...], tuple[str, ...]]]:
    """Where ``effect`` adds a ``predicate`` atom: the variables quantified around it,
    the conditions it is under, and its arguments."""
    if isinstance(effect, s.Atom):
        return [(variables, conditions, effect.args)] if effect.predicate == predicate else []
    if isinstance(effect, s.EffectAnd):
        return [x for e in effect.args for x in _adds(e, predicate, variables, conditions)]
    if isinstance(effect, s.When):
        return _adds(effect.effect, predicate, variables, (*conditions, effect.condition))
    if isinstance(effect, s.EffectForall):
        return _adds(effect.effect, predicate, (*variables, *effect.variables), conditions)
    return []  # a delete, a cost
