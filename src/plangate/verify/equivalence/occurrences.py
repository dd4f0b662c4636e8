"""Where predicates occur in an action: each occurrence's place (precondition, effect,
under which ``not``, ``or``, quantifier, ``when``), its predicate and its arguments
(parameters by index, quantified variables by depth and index, constants by name)."""

from __future__ import annotations

from typing import Any

from plangate.pddl import syntax as s

Arg = tuple[Any, ...]  # ("p", i) a parameter, ("q", depth, i) a quantified variable, ("c", name)
Occurrence = tuple[str, str, tuple[Arg, ...]]  # (place, predicate, arguments)


class _Scope:
    """How an action's names read: its parameters by index, quantified variables by
    depth and index, anything else a constant."""

    def __init__(self, params: tuple[s.TypedName, ...]) -> None:
        self.names: dict[str, Arg] = {p.name.lower(): ("p", i) for i, p in enumerate(params)}
        self.depth = 0

    def arg(self, name: str) -> Arg:
        return self.names.get(name.lower(), ("c", name.lower()))

    def bind(self, variables: tuple[s.TypedName, ...]) -> _Scope:
        inner = _Scope(())
        inner.names = dict(self.names)
        inner.depth = self.depth + 1
        for i, v in enumerate(variables):
            inner.names[v.name.lower()] = ("q", inner.depth, i)
        return inner


def _walk_formula(f: s.Formula | None, place: str, scope: _Scope, out: list[Occurrence]) -> None:
    if f is None:
        return
    if isinstance(f, s.Atom):
        if f.predicate != "=":
            out.append((place, f.predicate.lower(), tuple(scope.arg(a) for a in f.args)))
    elif isinstance(f, s.Not):
        _walk_formula(f.arg, place + "/not", scope, out)
    elif isinstance(f, s.And):
        for x in f.args:
            _walk_formula(x, place, scope, out)
    elif isinstance(f, s.Or):
        for x in f.args:
            _walk_formula(x, place + "/or", scope, out)
    elif isinstance(f, s.Imply):
        _walk_formula(f.condition, place + "/if", scope, out)
        _walk_formula(f.consequence, place + "/then", scope, out)
    elif isinstance(f, s.Exists | s.Forall):
        kind = "exists" if isinstance(f, s.Exists) else "forall"
        _walk_formula(f.body, f"{place}/{kind}", scope.bind(f.variables), out)


def _walk_effect(e: s.Effect | None, place: str, scope: _Scope, out: list[Occurrence]) -> None:
    if e is None:
        return
    if isinstance(e, s.Atom):
        out.append((place + "/add", e.predicate.lower(), tuple(scope.arg(a) for a in e.args)))
    elif isinstance(e, s.Not) and isinstance(e.arg, s.Atom):
        a = e.arg
        out.append((place + "/del", a.predicate.lower(), tuple(scope.arg(x) for x in a.args)))
    elif isinstance(e, s.EffectAnd):
        for x in e.args:
            _walk_effect(x, place, scope, out)
    elif isinstance(e, s.EffectForall):
        _walk_effect(e.effect, place + "/forall", scope.bind(e.variables), out)
    elif isinstance(e, s.When):
        _walk_formula(e.condition, place + "/when", scope, out)
        _walk_effect(e.effect, place + "/then", scope, out)


def occurrences(action: s.Action) -> list[Occurrence]:
    """Every predicate occurrence of an action, with its place and its arguments."""
    scope = _Scope(action.parameters)
    out: list[Occurrence] = []
    _walk_formula(action.precondition, "pre", scope, out)
    _walk_effect(action.effect, "eff", scope, out)
    return out


__all__ = ["Arg", "Occurrence", "occurrences"]
