"""Mutations of a PDDL problem whose equivalence to the original is known without the
equivalence checker (:mod:`plangate.verify.equivalence`), for its test tier and its
speed benchmark.

Equivalent by construction: objects renamed (and the atoms reordered with them), atoms
and goal literals reordered. Not equivalent: an initial atom dropped or added, two
objects swapped in one initial atom, an object's type changed. Each of these changes an
invariant no renaming can change (the number of atoms, or the number of objects of each
type, or the multiset of per-object argument positions), so the expected verdict does
not rest on the isomorphism test; a swap that keeps the invariant is not made. A goal
literal dropped is expected ``not equivalent`` unless the remaining goal implies it on
every reachable state, which the tier checks by exploration where it can.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from plangate.pddl import syntax as s
from plangate.pddl.numeric import num_subst

EQUIVALENT_KINDS = ("renamed", "reordered")
DIFFERENT_KINDS = ("dropped-atom", "added-atom", "swapped-objects", "changed-type")
GOAL_KINDS = ("dropped-goal",)
KINDS = EQUIVALENT_KINDS + DIFFERENT_KINDS + GOAL_KINDS


@dataclass(frozen=True)
class Mutation:
    kind: str
    problem: s.Problem
    change: str  # what was changed, in words

    @property
    def expected(self) -> str:
        if self.kind in EQUIVALENT_KINDS:
            return "equivalent"
        return "not equivalent"


def _atoms(problem: s.Problem) -> list[s.Atom]:
    return [a for a in problem.init if isinstance(a, s.Atom)]


def _signature(problem: s.Problem) -> Counter[tuple[tuple[str, int], ...]]:
    """Per object, the sorted (predicate, position) pairs it fills in the initial state:
    a multiset every renaming keeps."""
    by: dict[str, list[tuple[str, int]]] = {o.name: [] for o in problem.objects}
    for a in _atoms(problem):
        for k, arg in enumerate(a.args):
            by.setdefault(arg, []).append((a.predicate, k))
    return Counter(tuple(sorted(v)) for v in by.values())


def _goal_literals(goal: s.Formula) -> list[s.Formula] | None:
    if isinstance(goal, s.And):
        out: list[s.Formula] = []
        for g in goal.args:
            inner = _goal_literals(g)
            if inner is None:
                return None
            out.extend(inner)
        return out
    if isinstance(goal, s.Atom) or (isinstance(goal, s.Not) and isinstance(goal.arg, s.Atom)):
        return [goal]
    return None


def _rename_formula(f: s.Formula, r: dict[str, str]) -> s.Formula:
    if isinstance(f, s.Atom):
        return s.Atom(f.predicate, tuple(r.get(a, a) for a in f.args))
    if isinstance(f, s.Not):
        return s.Not(_rename_formula(f.arg, r))
    if isinstance(f, s.And | s.Or):
        return type(f)(tuple(_rename_formula(x, r) for x in f.args))
    if isinstance(f, s.Imply):
        return s.Imply(_rename_formula(f.condition, r), _rename_formula(f.consequence, r))
    if isinstance(f, s.Comparison):
        return s.Comparison(f.op, num_subst(f.left, r), num_subst(f.right, r))
    return type(f)(f.variables, _rename_formula(f.body, r))


def renamed(problem: s.Problem, rng: random.Random) -> s.Problem:
    names = [o.name for o in problem.objects]
    fresh = [f"thing{k}" for k in range(len(names))]
    rng.shuffle(fresh)
    r = dict(zip(names, fresh, strict=True))
    init: list[s.InitElement] = []
    for el in problem.init:
        if isinstance(el, s.Atom):
            init.append(s.Atom(el.predicate, tuple(r.get(a, a) for a in el.args)))
        else:
            fl = s.FluentTerm(el.fluent.name, tuple(r.get(a, a) for a in el.fluent.args))
            init.append(s.FluentValue(fl, el.value))
    rng.shuffle(init)
    objects = [s.TypedName(r[o.name], o.types) for o in problem.objects]
    rng.shuffle(objects)
    return dataclasses.replace(problem, objects=tuple(objects), init=tuple(init),
                               goal=_rename_formula(problem.goal, r))  # fmt: skip


def reordered(problem: s.Problem, rng: random.Random) -> s.Problem:
    init = list(problem.init)
    rng.shuffle(init)
    goal = problem.goal
    lits = _goal_literals(goal)
    if lits is not None:
        rng.shuffle(lits)
        goal = s.And(tuple(lits))
    return dataclasses.replace(problem, init=tuple(reversed(init)), goal=goal)


def _typed_objects(domain: s.Domain, problem: s.Problem) -> dict[str, tuple[str, ...]]:
    out = {c.name: c.types for c in domain.constants}
    out.update({o.name: o.types for o in problem.objects})
    return out


def _subtypes(domain: s.Domain) -> dict[str, set[str]]:
    """Each type with every type under it (itself included)."""
    parent = {t.name: t.types for t in domain.types}
    names = set(parent) | {p for ps in parent.values() for p in ps} | {"object"}
    out: dict[str, set[str]] = {n: {n} for n in names}
    for t in names:
        seen, todo = set(), [t]
        while todo:
            x = todo.pop()
            for p in parent.get(x, ()):
                if p not in seen:
                    seen.add(p)
                    out.setdefault(p, {p}).add(t)
                    todo.append(p)
    return out


def _fits(obj_types: tuple[str, ...], want: tuple[str, ...], sub: dict[str, set[str]]) -> bool:
    return all(any(t in sub.get(w, {w}) for w in want) for t in obj_types)


def different(domain: s.Domain, problem: s.Problem, rng: random.Random) -> Iterator[Mutation]:
    """One mutation of each kind that changes the initial state, where the problem allows."""
    atoms = list(dict.fromkeys(_atoms(problem)))
    others: list[s.InitElement] = [e for e in problem.init if not isinstance(e, s.Atom)]
    if atoms:
        gone = rng.choice(atoms)
        kept = tuple([*(a for a in atoms if a != gone), *others])
        yield Mutation("dropped-atom", dataclasses.replace(problem, init=kept),
                       f"dropped {gone}")  # fmt: skip
    typed = _typed_objects(domain, problem)
    sub = _subtypes(domain)
    preds = [p for p in domain.predicates if p.name != "="]
    present = set(atoms)
    for _ in range(200):
        if not preds:
            break
        p = rng.choice(preds)
        args = []
        for param in p.parameters:
            fit = [o for o, ts in typed.items() if _fits(ts, param.types, sub)]
            if not fit:
                break
            args.append(rng.choice(sorted(fit)))
        else:
            atom = s.Atom(p.name, tuple(args))
            if atom not in present:
                init = (*problem.init, atom)
                yield Mutation("added-atom", dataclasses.replace(problem, init=init),
                               f"added {atom}")  # fmt: skip
                break
    before = _signature(problem)
    order = list(range(len(atoms)))
    rng.shuffle(order)
    done = False
    for i in order:
        a = atoms[i]
        for j in range(len(a.args)):
            for k in range(j + 1, len(a.args)):
                x, y = a.args[j], a.args[k]
                if x == y or typed.get(x) != typed.get(y):
                    continue
                args = list(a.args)
                args[j], args[k] = y, x
                new = s.Atom(a.predicate, tuple(args))
                if new in present:
                    continue
                init = tuple(new if e == a else e for e in problem.init)
                mutated = dataclasses.replace(problem, init=init)
                if _signature(mutated) == before:
                    continue
                yield Mutation("swapped-objects", mutated, f"{a} became {new}")
                done = True
                break
            if done:
                break
        if done:
            break
    types = sorted({t.name for t in domain.types} - {"object"})
    objs = list(problem.objects)
    rng.shuffle(objs)
    for o in objs[:20]:
        for t in types:
            if (t,) == o.types:
                continue
            objects = tuple(s.TypedName(x.name, (t,)) if x is o else x for x in problem.objects)
            yield Mutation("changed-type", dataclasses.replace(problem, objects=objects),
                           f"{o.name} declared {t}, was {o.type_str()}")  # fmt: skip
            return


def goal_dropped(problem: s.Problem, rng: random.Random) -> Mutation | None:
    lits = _goal_literals(problem.goal)
    if lits is None or len(set(map(str, lits))) < 2:
        return None
    gone = rng.choice(lits)
    rest = tuple(x for x in lits if str(x) != str(gone))
    return Mutation("dropped-goal", dataclasses.replace(problem, goal=s.And(rest)),
                    f"dropped goal {gone}")  # fmt: skip


def mutations(domain: s.Domain, problem: s.Problem, seed: int = 0) -> list[Mutation]:
    """Every mutation kind the problem allows, seeded."""
    rng = random.Random(seed)
    out = [
        Mutation("renamed", renamed(problem, rng), "objects renamed, atoms reordered"),
        Mutation("reordered", reordered(problem, rng), "atoms and goal literals reordered"),
    ]
    out.extend(different(domain, problem, rng))
    dropped = goal_dropped(problem, rng)
    if dropped is not None:
        out.append(dropped)
    return out
