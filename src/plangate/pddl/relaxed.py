"""Formulas in the delete relaxation, compiled once into closures.

The grounder asks, for every candidate binding and at every step of its fixpoint,
whether a precondition or the condition of a conditional effect holds when deletes
are ignored (:meth:`plangate.pddl.formulas.World.relaxed`). Walking the syntax tree
each time made quantified ADL domains slow (Assembly, Airport, PSR); compiled, each
node is a closure, and a quantifier guarded by a static atom, ``forall ?p: (not
(static ?x ?p)) or ...`` and ``exists ?p: (static ?x ?p) and ...``, runs over the
static facts that can match instead of every object of the variables' types.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from plangate.pddl import syntax as s

World = Any  # plangate.pddl.formulas.World, which imports this module

Binding = Mapping[str, str]
Reached = Mapping[str, set[tuple[str, ...]]]
Fn = Callable[[Binding, Reached], bool]
_NONE: frozenset[tuple[str, ...]] = frozenset()


def _true(b: Binding, r: Reached) -> bool:
    return True


def compile_relaxed(world: World, formula: s.Formula) -> Fn:
    """A closure evaluating the NNF ``formula`` in the delete relaxation."""
    if isinstance(formula, s.Atom):
        return _atom(world, formula)
    if isinstance(formula, s.Comparison):
        return _true  # numeric conditions never prune an action that may become applicable
    if isinstance(formula, s.Not):
        atom = formula.arg
        assert isinstance(atom, s.Atom)
        if atom.predicate in world.fluent_predicates:
            return _true  # a negative fluent literal holds in the relaxation
        inner = _atom(world, atom)
        return lambda b, r: not inner(b, r)
    if isinstance(formula, s.And | s.Or):
        parts = [compile_relaxed(world, a) for a in formula.args]
        if len(parts) == 1:
            return parts[0]
        if isinstance(formula, s.And):
            return lambda b, r: all(p(b, r) for p in parts)
        return lambda b, r: any(p(b, r) for p in parts)
    if isinstance(formula, s.Exists | s.Forall):
        return _quantifier(world, formula)
    raise TypeError(f"not in negation normal form: {formula}")  # pragma: no cover


def _atom(world: World, atom: s.Atom) -> Fn:
    pred, args = atom.predicate, atom.args
    if pred == "=":
        x, y = args
        return lambda b, r: b.get(x, x) == b.get(y, y)
    if pred in world.fluent_predicates:
        return lambda b, r: tuple(b.get(a, a) for a in args) in r.get(pred, _NONE)
    facts = world.static_facts.get(pred, _NONE)
    return lambda b, r: tuple(b.get(a, a) for a in args) in facts


def _quantifier(world: World, q: s.Exists | s.Forall) -> Fn:
    universal = isinstance(q, s.Forall)
    guard = guarded(world, q)
    if guard is not None:
        instances, rest_formula = guard
        rest = compile_relaxed(world, rest_formula)
        if universal:
            return lambda b, r: all(rest(x, r) for x in instances(b))
        return lambda b, r: any(rest(x, r) for x in instances(b))
    body = compile_relaxed(world, q.body)
    variables = q.variables
    if universal:
        return lambda b, r: all(body(x, r) for x in world.bindings(variables, b))
    return lambda b, r: any(body(x, r) for x in world.bindings(variables, b))


Instances = Callable[[Binding], list[dict[str, str]]]


def guarded(world: World, q: s.Exists | s.Forall) -> tuple[Instances, s.Formula] | None:
    """For a quantifier guarded by a static atom: the bindings that atom allows (its
    facts, looked up by the positions bound from outside) and what must hold there: the
    rest of the body, under the same quantifier for the variables the atom does not
    range over. Nested quantifiers of the same kind count as one (``exists ?q: exists
    ?m: ...`` as ``exists (?q ?m): ...``). None when no static atom ranges over any of
    the variables."""
    q = flatten(q)
    names = tuple(v.name for v in q.variables)
    universal = isinstance(q, s.Forall)
    guard = static_guard(world, q.body, names, universal)
    if guard is None:
        return None
    atom, rest = guard
    left = tuple(v for v in q.variables if v.name not in atom.args)
    covered = type(q)(tuple(v for v in q.variables if v.name in atom.args), q.body, q.loc)
    if left:
        rest = type(q)(left, rest, q.loc)
    return guard_instances(world, covered, atom), rest


def flatten(q: s.Exists | s.Forall) -> s.Exists | s.Forall:
    """``exists ?a: exists ?b: F`` as ``exists (?a ?b): F`` (and ``forall`` alike), where
    the names differ (an inner name that shadows an outer one stays inner)."""
    variables, body = q.variables, q.body
    while isinstance(body, type(q)) and not {v.name for v in body.variables} & {
        v.name for v in variables
    }:
        variables, body = variables + body.variables, body.body
    return q if body is q.body else type(q)(variables, body, q.loc)


def static_guard(
    world: World, body: s.Formula, names: tuple[str, ...], universal: bool
) -> tuple[s.Atom, s.Formula] | None:
    """The static atom that ranges over the most quantified variables, and the rest:
    for ``forall``, a disjunct ``(not A)``; for ``exists``, a conjunct ``A``."""
    parts = list(_flat(body, s.Or if universal else s.And))
    best: tuple[int, int] | None = None  # (variables covered, position)
    for i, part in enumerate(parts):
        atom = part.arg if universal and isinstance(part, s.Not) else part
        if universal and not isinstance(part, s.Not):
            continue
        if not isinstance(atom, s.Atom) or atom.predicate == "=":
            continue
        covered = len(set(names) & set(atom.args))
        if atom.predicate in world.fluent_predicates or not covered:
            continue
        if best is None or covered > best[0]:
            best = (covered, i)
    if best is None:
        return None
    i = best[1]
    part = parts[i]
    atom = part.arg if isinstance(part, s.Not) else part
    assert isinstance(atom, s.Atom)
    rest = parts[:i] + parts[i + 1 :]
    if not rest:  # forall: (not A) alone, false where A holds; exists: A alone
        return atom, (s.Or(()) if universal else s.And(()))
    if len(rest) == 1:
        return atom, rest[0]
    return atom, (s.Or(tuple(rest)) if universal else s.And(tuple(rest)))


def _flat(formula: s.Formula, kind: type[s.Or] | type[s.And]) -> Iterator[s.Formula]:
    """The disjuncts (or conjuncts) of a formula, nested ones included: ``(imply (and A
    B) C)`` is ``(or (or (not A) (not B)) C)`` in NNF."""
    if isinstance(formula, kind):
        for a in formula.args:
            yield from _flat(a, kind)
    else:
        yield formula


def guard_instances(world: World, q: s.Exists | s.Forall, atom: s.Atom) -> Instances:
    """The extensions of a binding to ``q``'s variables that make ``atom`` a fact."""
    domains = {v.name: frozenset(world.objects(v.types)) for v in q.variables}
    args = atom.args
    outer = [i for i, a in enumerate(args) if a not in domains]  # bound from outside
    inner = [(i, a) for i, a in enumerate(args) if a in domains]
    # per binding of the positions bound from outside: the quantified variables' values
    # of each fact of the guard (those outside a variable's type, or that give a repeated
    # variable two values, left out), worked out once
    index: dict[tuple[str, ...], list[dict[str, str]]] = {}
    for fact in world.static_facts.get(atom.predicate, _NONE):
        local: dict[str, str] = {}
        for i, a in inner:
            value = fact[i]
            prev = local.get(a)
            if prev is None and value in domains[a]:
                local[a] = value
            elif prev != value:
                break
        else:
            index.setdefault(tuple(fact[i] for i in outer), []).append(local)

    def instances(b: Binding) -> list[dict[str, str]]:
        found = index.get(tuple(b.get(args[i], args[i]) for i in outer), ())
        if world.spend is not None:
            world.spend(len(found))
        return [{**b, **local} for local in found]

    return instances


__all__ = ["Instances", "compile_relaxed", "guard_instances", "guarded", "static_guard"]
