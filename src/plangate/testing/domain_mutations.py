"""Written files whose verdict is known without the equivalence checker, beyond a
problem's mutations (:mod:`plangate.testing.mutations`): written domains and the
numeric and metric classes.

* **renamed domain** (equivalent by construction): every predicate renamed and the
  arguments of some reversed, every action's parameters renamed, every type renamed,
  conjuncts shuffled, the problem's objects renamed and declared in a shuffled order;
  the written problem states the same atoms in the new names: a bijection of states
  that maps each action to itself and each goal state to a goal state.
* **metric dropped** or **metric changed**: the same plans (the metric decides none of
  them): ``equivalent``, the verdict naming the difference of metrics.
* **numeric or-goal**: the goal ``(or G (>= (f) v))`` with ``v`` a value the initial
  state has: the initial state satisfies it and, where ``G`` does not hold initially,
  not ``G``: the empty plan tells them apart (``not equivalent``).
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass

from plangate.pddl import syntax as s
from plangate.pddl.numeric import num_subst


@dataclass(frozen=True)
class WrittenFiles:
    kind: str
    domain: s.Domain | None  # None: the true domain
    problem: s.Problem
    expected: str  # "equivalent" or "not equivalent"
    change: str
    metric_differs: bool = False


class _Renaming:
    def __init__(self, domain: s.Domain, rng: random.Random) -> None:
        self.rng = rng
        names = [p.name for p in domain.predicates]
        fresh = [f"rel{k}" for k in range(len(names))]
        rng.shuffle(fresh)
        self.preds: dict[str, tuple[str, tuple[int, ...]]] = {}
        for p, new in zip(domain.predicates, fresh, strict=True):
            n = len(p.parameters)
            order = tuple(reversed(range(n))) if n >= 2 and rng.random() < 0.5 else tuple(range(n))
            self.preds[p.name] = (new, order)
        declared = [t.name for t in domain.types]
        self.types = {t: f"kind{k}" for k, t in enumerate(declared) if t != "object"}

    def atom(self, a: s.Atom, r: dict[str, str]) -> s.Atom:
        args = tuple(r.get(x, x) for x in a.args)
        hit = self.preds.get(a.predicate)
        if hit is None:
            return s.Atom(a.predicate, args)
        new, order = hit
        return s.Atom(new, tuple(args[order[k]] for k in range(len(order))))

    def typed(
        self, items: tuple[s.TypedName, ...], r: dict[str, str] | None = None
    ) -> tuple[s.TypedName, ...]:
        r = r or {}
        return tuple(
            s.TypedName(r.get(i.name, i.name), tuple(self.types.get(t, t) for t in i.types))
            for i in items
        )

    def formula(self, f: s.Formula, r: dict[str, str]) -> s.Formula:
        if isinstance(f, s.Atom):
            if f.predicate == "=":
                return s.Atom("=", tuple(r.get(a, a) for a in f.args))
            return self.atom(f, r)
        if isinstance(f, s.Not):
            return s.Not(self.formula(f.arg, r))
        if isinstance(f, s.And | s.Or):
            args = [self.formula(x, r) for x in f.args]
            self.rng.shuffle(args)
            return type(f)(tuple(args))
        if isinstance(f, s.Imply):
            return s.Imply(self.formula(f.condition, r), self.formula(f.consequence, r))
        if isinstance(f, s.Comparison):
            return s.Comparison(f.op, num_subst(f.left, r), num_subst(f.right, r))
        inner = dict(r)
        variables = self.typed(f.variables)
        return type(f)(variables, self.formula(f.body, inner))

    def effect(self, e: s.Effect, r: dict[str, str]) -> s.Effect:
        if isinstance(e, s.Atom):
            return self.atom(e, r)
        if isinstance(e, s.Not) and isinstance(e.arg, s.Atom):
            return s.Not(self.atom(e.arg, r))
        if isinstance(e, s.EffectAnd):
            args = [self.effect(x, r) for x in e.args]
            self.rng.shuffle(args)
            return s.EffectAnd(tuple(args))
        if isinstance(e, s.EffectForall):
            return s.EffectForall(self.typed(e.variables), self.effect(e.effect, r))
        if isinstance(e, s.When):
            return s.When(self.formula(e.condition, r), self.effect(e.effect, r))
        if isinstance(e, s.NumericEffect):
            fluent = num_subst(e.fluent, r)
            assert isinstance(fluent, s.FluentTerm)
            return s.NumericEffect(fluent, num_subst(e.amount, r), op=e.op)
        return e

    def action(self, a: s.Action) -> s.Action:
        r = {p.name: f"?v{k}" for k, p in enumerate(a.parameters)}
        params = self.typed(a.parameters, r)
        pre = None if a.precondition is None else self.formula(a.precondition, r)
        eff = None if a.effect is None else self.effect(a.effect, r)
        return s.Action(a.name, params, pre, eff)


def renamed_domain(domain: s.Domain, problem: s.Problem, rng: random.Random) -> WrittenFiles:
    """The true domain and problem in new names (see the module's text)."""
    ren = _Renaming(domain, rng)
    types = tuple(
        s.TypedName(ren.types.get(t.name, t.name), tuple(ren.types.get(x, x) for x in t.types))
        for t in domain.types
    )
    predicates = []
    for p in domain.predicates:
        new, order = ren.preds[p.name]
        params = ren.typed(tuple(p.parameters[order[k]] for k in range(len(order))))
        predicates.append(s.Predicate(new, params))
    rng.shuffle(predicates)
    actions = [ren.action(a) for a in domain.actions]
    rng.shuffle(actions)
    written = dataclasses.replace(domain, name=f"{domain.name}-written", types=types,
                                  constants=ren.typed(domain.constants),
                                  predicates=tuple(predicates), actions=tuple(actions))  # fmt: skip
    names = [o.name for o in problem.objects]
    fresh = [f"item{k}" for k in range(len(names))]
    rng.shuffle(fresh)
    r = dict(zip(names, fresh, strict=True))
    objects = list(ren.typed(problem.objects, r))
    rng.shuffle(objects)
    init: list[s.InitElement] = []
    for el in problem.init:
        if isinstance(el, s.Atom):
            init.append(ren.atom(el, r))
        else:
            fl = num_subst(el.fluent, r)
            assert isinstance(fl, s.FluentTerm)
            init.append(s.FluentValue(fl, el.value))
    rng.shuffle(init)
    metric = problem.metric
    if metric is not None:
        metric = s.Metric(metric.direction, num_subst(metric.expression, r))
    wp = dataclasses.replace(problem, domain_name=written.name, objects=tuple(objects),
                             init=tuple(init), goal=ren.formula(problem.goal, r),
                             metric=metric)  # fmt: skip
    return WrittenFiles("renamed-domain", written, wp, "equivalent",
                        "predicates, parameters, types and objects renamed, arguments "
                        "reordered, declarations and conjuncts shuffled")  # fmt: skip


def metric_changes(problem: s.Problem) -> list[WrittenFiles]:
    """The problem without its metric, and with it maximized: the same plans."""
    if problem.metric is None:
        return []
    dropped = dataclasses.replace(problem, metric=None)
    flipped = dataclasses.replace(problem, metric=s.Metric("maximize", problem.metric.expression))
    return [
        WrittenFiles("dropped-metric", None, dropped, "equivalent", "the metric dropped", True),
        WrittenFiles("changed-metric", None, flipped, "equivalent", "maximized instead", True),
    ]


def numeric_or_goal(problem: s.Problem, initial_values: dict[str, object],
                    goal_holds_initially: bool) -> WrittenFiles | None:  # fmt: skip
    """The goal ``(or G (>= (f) v))`` for a value ``(f) = v`` of the initial state: the
    empty plan reaches the written goal, and not the true one unless it holds at once."""
    if goal_holds_initially or not initial_values:
        return None
    name, value = sorted(initial_values.items())[0]
    head, *args = name.strip("()").split()
    cond = s.Comparison(">=", s.FluentTerm(head, tuple(args)), value)  # type: ignore[arg-type]
    goal = s.Or((problem.goal, cond))
    return WrittenFiles("numeric-or-goal", None, dataclasses.replace(problem, goal=goal),
                        "not equivalent", f"goal or {cond}")  # fmt: skip


__all__ = ["WrittenFiles", "metric_changes", "numeric_or_goal", "renamed_domain"]
