"""A task as PDDL text for other planners: the features it uses, its problem from
another state, and the variants without action costs that some planners need."""

from __future__ import annotations

import dataclasses

from plangate.pddl import syntax as s
from plangate.pddl.task import Task


def task_features(domain: s.Domain) -> set[str]:
    """PDDL features an action uses, named as requirements."""
    out: set[str] = set()
    for a in domain.actions:
        if a.precondition is not None:
            for f in s.subformulas(a.precondition):
                if isinstance(f, s.Not):
                    out.add(":negative-preconditions")
                elif isinstance(f, s.Or | s.Imply):
                    out.add(":disjunctive-preconditions")
                elif isinstance(f, s.Exists):
                    out.add(":existential-preconditions")
                elif isinstance(f, s.Forall):
                    out.add(":universal-preconditions")
                elif isinstance(f, s.Atom) and f.predicate == "=":
                    out.add(":equality")
        if a.effect is not None:
            for e in s.effect_nodes(a.effect):
                if isinstance(e, s.When | s.EffectForall):
                    out.add(":conditional-effects")
                elif isinstance(e, s.Increase):
                    out.add(":action-costs")
    if domain.derived:
        out.add(":derived-predicates")
    return out


def numeric_features(task: Task) -> str:
    """What makes a task numeric beyond action costs, in words (empty when nothing does:
    a classical planner given plangate's export reads it exactly)."""
    out: list[str] = []
    if task.numbers is not None:
        names = ", ".join(task.numbers.names[:3]) + (", ..." if len(task.numbers.names) > 3 else "")
        out.append(f"states carry values: {names}")
    domain, problem = task.domain, task.problem
    if any(
        isinstance(f, s.Comparison)
        for a in domain.actions
        if a.precondition is not None
        for f in s.subformulas(a.precondition)
    ) or any(isinstance(f, s.Comparison) for f in s.subformulas(problem.goal)):
        out.append("numeric conditions")
    costs_only = all(
        e.op == "increase"
        and e.fluent == s.FluentTerm("total-cost")
        and isinstance(e.amount, int | float | s.FluentTerm)
        for a in domain.actions
        if a.effect is not None
        for e in s.effect_nodes(a.effect)
        if isinstance(e, s.NumericEffect)
    )
    metric = problem.metric
    if not costs_only or (metric is not None and metric.expression != s.FluentTerm("total-cost")):
        out.append("numeric effects or a metric beyond (total-cost)")
    return "; ".join(dict.fromkeys(out))


def atom_of(text: str) -> s.Atom:
    """A ground atom written ``(name arg ...)`` as a syntax atom."""
    name, *args = text.strip("() ").split()
    return s.Atom(name, tuple(args))


def problem_from_state(task: Task, state: int, target: int | None = None) -> s.Problem:
    """The task's problem with ``state`` as initial state (and ``target`` as goal state):
    its facts, and on a numeric task its values (those the state does not define are left
    out, as a problem's :init leaves them out); the values no action changes as given."""
    prob = task.problem
    numbers = task.numbers
    changing = set(numbers.keys) if numbers is not None else set()
    keep: list[s.InitElement] = [
        e
        for e in prob.init
        if isinstance(e, s.FluentValue) and (e.fluent.name, e.fluent.args) not in changing
    ]
    if numbers is not None:
        keep += [
            s.FluentValue(s.FluentTerm(name, args), value)
            for (name, args), value in zip(numbers.keys, numbers.values(state), strict=True)
            if value is not None
        ]
    keep += [
        e
        for e in prob.init
        if isinstance(e, s.Atom) and e.predicate not in task.world.fluent_predicates
    ]
    atoms: list[s.InitElement] = [
        s.Atom(p, a) for i, (p, a) in enumerate(task.fact_keys) if state >> i & 1
    ]
    goal: s.Formula = prob.goal
    if target is not None:
        goal = s.And(
            tuple(s.Atom(p, a) for i, (p, a) in enumerate(task.fact_keys) if target >> i & 1)
            + tuple(
                s.Not(s.Atom(p, a))
                for i, (p, a) in enumerate(task.fact_keys)
                if not target >> i & 1
            )
        )
    return dataclasses.replace(prob, init=tuple(keep + atoms), goal=goal)


def with_initial_cost(task: Task) -> s.Problem:
    """The problem with ``(= (total-cost) 0)`` added when costs are used but not initialised.

    PDDL starts total-cost at 0; unified-planning otherwise declares the task
    numeric and Fast Downward's translator rejects it.
    """
    prob = task.problem
    if ":action-costs" not in task_features(task.domain):
        return prob
    if any(isinstance(e, s.FluentValue) and e.fluent.name == "total-cost" for e in prob.init):
        return prob
    return dataclasses.replace(
        prob, init=(*prob.init, s.FluentValue(s.FluentTerm("total-cost"), 0))
    )


def strip_costs(domain: s.Domain) -> s.Domain:
    def eff(e: s.Effect | None) -> s.Effect | None:
        if isinstance(e, s.EffectAnd):
            return s.EffectAnd(tuple(x for x in (eff(a) for a in e.args) if x is not None))
        return None if isinstance(e, s.Increase) else e

    actions = tuple(
        dataclasses.replace(
            a,
            precondition=a.precondition if a.precondition is not None else s.And(()),
            effect=eff(a.effect),
        )
        for a in domain.actions
    )
    reqs = tuple(r for r in domain.requirements if r != ":action-costs")
    return dataclasses.replace(domain, functions=(), actions=actions, requirements=reqs)


def strip_problem(problem: s.Problem) -> s.Problem:
    init = tuple(e for e in problem.init if isinstance(e, s.Atom))
    return dataclasses.replace(problem, init=init, metric=None)
