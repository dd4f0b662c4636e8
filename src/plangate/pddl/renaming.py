"""Renaming a domain and its problems: predicates, functions, types, actions, objects and
constants, and each action's variables, by maps the caller gives. The result prints as
PDDL (``str``) and states the same task up to names; nothing else changes (the order of
declarations, conjuncts and arguments stays as written)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field

from plangate.pddl import syntax as s

KEPT = frozenset({"object", "number", "total-cost", "="})  # names PDDL itself gives meaning


@dataclass(frozen=True)
class Names:
    """What each name becomes (keys lower case; a name not in a map is kept)."""

    predicates: dict[str, str] = field(default_factory=dict)
    functions: dict[str, str] = field(default_factory=dict)
    types: dict[str, str] = field(default_factory=dict)
    actions: dict[str, str] = field(default_factory=dict)
    objects: dict[str, str] = field(default_factory=dict)  # objects and constants
    domain: str | None = None
    problem: str | None = None
    variables: bool = True  # an action's variables become ?x1.., quantified ones ?y1..

    def inverse(self) -> Names:
        def inv(m: dict[str, str]) -> dict[str, str]:
            return {v.lower(): k for k, v in m.items()}

        return Names(inv(self.predicates), inv(self.functions), inv(self.types),
                     inv(self.actions), inv(self.objects), variables=False)  # fmt: skip

    def plan(self, steps: Sequence[str]) -> list[str]:
        """Plan steps ``(action arg ...)`` renamed: the action and its objects."""
        out = []
        for step in steps:
            words = step.strip().strip("()").split()
            if not words:
                out.append(step)
                continue
            args = [_get(self.objects, w) for w in words[1:]]
            out.append("(" + " ".join([_get(self.actions, words[0]), *args]) + ")")
        return out


def _get(m: dict[str, str], name: str) -> str:
    return name if name.lower() in KEPT else m.get(name.lower(), name)


class _Renamer:
    def __init__(self, names: Names, variables: dict[str, str] | None = None) -> None:
        self.n = names
        self.vars = dict(variables or {})
        self.count = 0

    def term(self, a: str) -> str:
        if a.startswith("?"):
            return self.vars.get(a.lower(), a)
        return _get(self.n.objects, a)

    def typed(self, items: tuple[s.TypedName, ...]) -> tuple[s.TypedName, ...]:
        return tuple(
            dataclasses.replace(i, types=tuple(_get(self.n.types, t) for t in i.types))
            for i in items
        )

    def bind(
        self, variables: tuple[s.TypedName, ...], prefix: str
    ) -> tuple[_Renamer, tuple[s.TypedName, ...]]:
        inner = _Renamer(self.n, self.vars)
        inner.count = self.count
        out = []
        for v in self.typed(variables):
            if self.n.variables:
                inner.count += 1
                new = f"?{prefix}{inner.count}"
                inner.vars[v.name.lower()] = new
                v = dataclasses.replace(v, name=new)
            out.append(v)
        return inner, tuple(out)

    def atom(self, a: s.Atom) -> s.Atom:
        return s.Atom(_get(self.n.predicates, a.predicate), tuple(self.term(x) for x in a.args),
                      a.loc)  # fmt: skip

    def num(self, e: s.NumExpr) -> s.NumExpr:
        if isinstance(e, s.FluentTerm):
            return s.FluentTerm(_get(self.n.functions, e.name),
                                tuple(self.term(x) for x in e.args), e.loc)  # fmt: skip
        if isinstance(e, s.Arith):
            return s.Arith(e.op, tuple(self.num(x) for x in e.args), e.loc)
        return e

    def formula(self, f: s.Formula) -> s.Formula:
        if isinstance(f, s.Atom):
            return self.atom(f)
        if isinstance(f, s.Not):
            return s.Not(self.formula(f.arg), f.loc)
        if isinstance(f, s.And | s.Or):
            return type(f)(tuple(self.formula(x) for x in f.args), f.loc)
        if isinstance(f, s.Imply):
            return s.Imply(self.formula(f.condition), self.formula(f.consequence), f.loc)
        if isinstance(f, s.Exists | s.Forall):
            inner, vs = self.bind(f.variables, "y")
            return type(f)(vs, inner.formula(f.body), f.loc)
        assert isinstance(f, s.Comparison)
        return s.Comparison(f.op, self.num(f.left), self.num(f.right), f.loc)

    def effect(self, e: s.Effect) -> s.Effect:
        if isinstance(e, s.Atom):
            return self.atom(e)
        if isinstance(e, s.Not):
            return s.Not(self.formula(e.arg), e.loc)
        if isinstance(e, s.EffectAnd):
            return s.EffectAnd(tuple(self.effect(x) for x in e.args), e.loc)
        if isinstance(e, s.EffectForall):
            inner, vs = self.bind(e.variables, "y")
            return s.EffectForall(vs, inner.effect(e.effect), e.loc)
        if isinstance(e, s.When):
            return s.When(self.formula(e.condition), self.effect(e.effect), e.loc)
        fluent = self.num(e.fluent)
        assert isinstance(fluent, s.FluentTerm)
        return dataclasses.replace(e, fluent=fluent, amount=self.num(e.amount))


def rename_domain(domain: s.Domain, names: Names) -> s.Domain:
    top = _Renamer(names)

    def declared(p: s.Predicate | s.Function, m: dict[str, str]) -> s.Predicate | s.Function:
        _, params = top.bind(p.parameters, "x")
        return dataclasses.replace(p, name=_get(m, p.name), parameters=params)

    def action(a: s.Action) -> s.Action:
        scope, params = top.bind(a.parameters, "x")
        return dataclasses.replace(
            a, name=_get(names.actions, a.name), parameters=params,
            precondition=None if a.precondition is None else scope.formula(a.precondition),
            effect=None if a.effect is None else scope.effect(a.effect),
        )  # fmt: skip

    def derived(d: s.Derived) -> s.Derived:
        scope, params = top.bind(d.parameters, "x")
        return dataclasses.replace(d, name=_get(names.predicates, d.name), parameters=params,
                                   body=scope.formula(d.body))  # fmt: skip

    types = tuple(
        dataclasses.replace(
            t, name=_get(names.types, t.name), types=tuple(_get(names.types, x) for x in t.types)
        )
        for t in domain.types
    )
    constants = tuple(
        dataclasses.replace(c, name=_get(names.objects, c.name))
        for c in top.typed(domain.constants)
    )
    return dataclasses.replace(
        domain,
        name=names.domain or domain.name,
        types=types,
        constants=constants,
        predicates=tuple(declared(p, names.predicates) for p in domain.predicates),  # type: ignore[misc]
        functions=tuple(declared(f, names.functions) for f in domain.functions),  # type: ignore[misc]
        actions=tuple(action(a) for a in domain.actions),
        derived=tuple(derived(d) for d in domain.derived),
    )


def rename_problem(problem: s.Problem, names: Names) -> s.Problem:
    top = _Renamer(names)
    objects = tuple(
        dataclasses.replace(o, name=_get(names.objects, o.name)) for o in top.typed(problem.objects)
    )
    init: list[s.InitElement] = []
    for e in problem.init:
        if isinstance(e, s.Atom):
            init.append(top.atom(e))
        else:
            fluent = top.num(e.fluent)
            assert isinstance(fluent, s.FluentTerm)
            init.append(dataclasses.replace(e, fluent=fluent))
    metric = problem.metric
    if metric is not None:
        metric = dataclasses.replace(metric, expression=top.num(metric.expression))
    return dataclasses.replace(
        problem,
        name=names.problem or problem.name,
        domain_name=names.domain or problem.domain_name,
        objects=objects,
        init=tuple(init),
        goal=top.formula(problem.goal),
        metric=metric,
    )


__all__ = ["KEPT", "Names", "rename_domain", "rename_problem"]
