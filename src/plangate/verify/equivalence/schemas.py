"""Written domains decided at the schema level.

A written domain whose action schemas are the true ones up to a renaming of its
predicates (and of the order of their arguments), of each action's parameters, of its
types, and the order of conjuncts and disjuncts, states the same domain for every
problem: a written problem over it is the true domain's problem once its predicates and
types are renamed back (:meth:`SchemaMatch.translate`), and is then checked as a
problem over the true domain (:mod:`.same`), objects paired by the isomorphism of the
initial states, never by declaration order.

The renaming is found by structure: each true action is paired with a written one
(names only order the search: an action of the same name is tried first), its
parameters with the written one's by a permutation (the identity first), and each
predicate occurrence with one of the written action's in the same place (precondition,
effect, under which ``not``, ``or``, quantifier, ``when``) under one renaming of
predicates shared by all actions. A found renaming is then verified: every action,
written in the true vocabulary with its conjuncts sorted, must be the true action's
text. Constants and functions are paired first (:mod:`.pairing`: by name where the
names agree, else by where they occur); the quantifiers' order is compared as written.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from plangate.pddl import syntax as s
from plangate.pddl.renaming import Names, rename_domain, rename_problem
from plangate.verify.equivalence.occurrences import Arg, Occurrence, occurrences
from plangate.verify.equivalence.pairing import pairings as _pairings
from plangate.verify.equivalence.pairing import vocabularies

STEPS = 200_000  # the search's bound on the pairings it tries


@dataclass(frozen=True)
class SchemaMatch:
    """How the written domain's names map onto the true one's."""

    predicates: dict[str, tuple[str, tuple[int, ...]]]  # written -> (true, order)
    types: dict[str, str]  # written type -> true type
    actions: dict[str, str]  # written action -> true action
    # other renamings of the types no schema names (interchangeable siblings): a problem
    # is the true one's under one of them
    other_types: tuple[dict[str, str], ...] = ()
    constants: dict[str, str] = field(default_factory=dict)  # written -> true, where renamed
    functions: dict[str, str] = field(default_factory=dict)  # written -> true, where renamed

    def typings(self) -> list[SchemaMatch]:
        """This match with each renaming of the types the schemas leave open."""
        return [self, *(replace(self, types=t, other_types=()) for t in self.other_types)]

    def translate(self, problem: s.Problem) -> s.Problem:
        """A written problem in the true domain's vocabulary: each atom ``(Q w0 .. wn)``
        becomes ``(P t0 .. tn)`` where ``w_k = t_order[k]``; object types, constants and
        functions renamed."""
        if self.constants or self.functions:
            problem = rename_problem(
                problem, Names(functions=self.functions, objects=self.constants, variables=False)
            )

        def atom(a: s.Atom) -> s.Atom:
            hit = self.predicates.get(a.predicate)
            if hit is None:
                return a
            name, order = hit
            args = [""] * len(order)
            for k, target in enumerate(order):
                args[target] = a.args[k]
            return s.Atom(name, tuple(args), a.loc)

        objects = tuple(
            replace(o, types=tuple(self.types.get(t, t) for t in o.types)) for o in problem.objects
        )
        init = tuple(atom(e) if isinstance(e, s.Atom) else e for e in problem.init)
        return replace(problem, objects=objects, init=init, goal=_formula(problem.goal, atom))

    def words(self) -> str:
        """The renaming in a few words (only what changed)."""
        moved = [f"{w} -> {t}" for w, (t, _) in sorted(self.predicates.items()) if w != t]
        turned = [w for w, (_, o) in sorted(self.predicates.items()) if o != tuple(range(len(o)))]
        acts = [f"{w} -> {t}" for w, t in sorted(self.actions.items()) if w != t]
        parts = []
        if moved:
            parts.append("predicates " + ", ".join(moved[:8]) + (" ..." if len(moved) > 8 else ""))
        if turned:
            parts.append("arguments reordered in " + ", ".join(turned[:5]))
        if acts:
            parts.append("actions " + ", ".join(acts[:5]))
        types = [f"{w} -> {t}" for w, t in sorted(self.types.items()) if w != t]
        if types:
            parts.append("types " + ", ".join(types[:5]))
        return "; ".join(parts) or "the same names"


def _formula(f: s.Formula, atom: Any) -> s.Formula:
    if isinstance(f, s.Atom):
        return atom(f) if f.predicate != "=" else f
    if isinstance(f, s.Not):
        return s.Not(_formula(f.arg, atom), f.loc)
    if isinstance(f, s.And | s.Or):
        return type(f)(tuple(_formula(x, atom) for x in f.args), f.loc)
    if isinstance(f, s.Imply):
        return s.Imply(_formula(f.condition, atom), _formula(f.consequence, atom), f.loc)
    if isinstance(f, s.Exists | s.Forall):
        return type(f)(f.variables, _formula(f.body, atom), f.loc)
    return f


# ------------------------------------------------------------------ canonical text
def _canon_formula(f: s.Formula | None, atom: Any, name: Any) -> str:
    if f is None:
        return "(and)"
    if isinstance(f, s.Atom):
        if f.predicate == "=":
            return f"(= {' '.join(name(a) for a in f.args)})"
        return atom(f.predicate.lower(), [name(a) for a in f.args])
    if isinstance(f, s.Not):
        return f"(not {_canon_formula(f.arg, atom, name)})"
    if isinstance(f, s.And | s.Or):
        parts = sorted(_canon_formula(x, atom, name) for x in f.args)
        kind = "and" if isinstance(f, s.And) else "or"
        return f"({kind} {' '.join(parts)})" if len(parts) != 1 or kind == "or" else parts[0]
    if isinstance(f, s.Imply):
        c, q = _canon_formula(f.condition, atom, name), _canon_formula(f.consequence, atom, name)
        return f"(imply {c} {q})"
    if isinstance(f, s.Exists | s.Forall):
        kind = "exists" if isinstance(f, s.Exists) else "forall"
        inner = name.bind(f.variables)
        body = _canon_formula(f.body, atom, inner)
        return f"({kind} ({inner.declared(f.variables)}) {body})"
    if isinstance(f, s.Comparison):
        return f"({f.op} {_num(f.left, name)} {_num(f.right, name)})"
    return str(f)


def _num(e: s.NumExpr, name: Any) -> str:
    if isinstance(e, s.FluentTerm):
        return f"({e.name.lower()}{''.join(' ' + name(a) for a in e.args)})"
    if isinstance(e, s.Arith):
        return f"({e.op} {' '.join(_num(a, name) for a in e.args)})"
    return s.number_str(e)


def _canon_effect(e: s.Effect | None, atom: Any, name: Any) -> str:
    if e is None:
        return "(and)"
    if isinstance(e, s.Atom):
        return atom(e.predicate.lower(), [name(a) for a in e.args])
    if isinstance(e, s.Not) and isinstance(e.arg, s.Atom):
        return f"(not {atom(e.arg.predicate.lower(), [name(a) for a in e.arg.args])})"
    if isinstance(e, s.EffectAnd):
        parts = sorted(_canon_effect(x, atom, name) for x in e.args)
        return parts[0] if len(parts) == 1 else f"(and {' '.join(parts)})"
    if isinstance(e, s.EffectForall):
        inner = name.bind(e.variables)
        return f"(forall ({inner.declared(e.variables)}) {_canon_effect(e.effect, atom, inner)})"
    if isinstance(e, s.When):
        c, q = _canon_formula(e.condition, atom, name), _canon_effect(e.effect, atom, name)
        return f"(when {c} {q})"
    if isinstance(e, s.NumericEffect):
        return f"({e.op} {_num(e.fluent, name)} {_num(e.amount, name)})"
    return str(e)


class _Names:
    """Canonical names: parameter ``i`` (in the written action's order) ``?xi``,
    quantified variables ``?qD_I``; types through ``types``."""

    def __init__(self, index: dict[str, int], types: dict[str, str], depth: int = 0) -> None:
        self.index, self.types, self.depth = index, types, depth
        self.bound: dict[str, str] = {}

    def __call__(self, a: str) -> str:
        a = a.lower()
        if a in self.bound:
            return self.bound[a]
        if a in self.index:
            return f"?x{self.index[a]}"
        return a

    def bind(self, variables: tuple[s.TypedName, ...]) -> _Names:
        inner = _Names(self.index, self.types, self.depth + 1)
        inner.bound = dict(self.bound)
        for i, v in enumerate(variables):
            inner.bound[v.name.lower()] = f"?q{inner.depth}_{i}"
        return inner

    def declared(self, variables: tuple[s.TypedName, ...]) -> str:
        return " ".join(
            f"{self(v.name)} - {'/'.join(sorted(self.types.get(t, t) for t in v.types))}"
            for v in variables
        )


def _text(action: s.Action, order: list[int], atom: Any, types: dict[str, str]) -> str:
    """An action in canonical text: its parameter ``i`` named ``?x{order[i]}``."""
    names = _Names({p.name.lower(): order[i] for i, p in enumerate(action.parameters)}, types)
    params = sorted(
        (order[i], "/".join(sorted(types.get(t, t) for t in p.types)))
        for i, p in enumerate(action.parameters)
    )
    pre = _canon_formula(action.precondition, atom, names)
    eff = _canon_effect(action.effect, atom, names)
    return f"{params} {pre} {eff}"


# ------------------------------------------------------------------ the search
class _SchemaSearch:
    def __init__(self, true: s.Domain, written: s.Domain) -> None:
        self.true, self.written = true, written
        self.t_arity = {p.name.lower(): len(p.parameters) for p in true.predicates}
        self.w_arity = {p.name.lower(): len(p.parameters) for p in written.predicates}
        self.t_occ = {a.name: occurrences(a) for a in true.actions}
        self.w_occ = {a.name: occurrences(a) for a in written.actions}
        self.steps = 0
        self.pmap: dict[str, tuple[str, tuple[int, ...]]] = {}  # true -> (written, order)
        self.tmap: dict[str, str] = {"object": "object"}  # true type -> written type
        self.pairs: list[tuple[s.Action, s.Action]] = []  # the pairing tried
        self.orders: dict[str, list[int]] = {}  # true action -> its parameters' places

    def tick(self) -> bool:
        self.steps += 1
        return self.steps <= STEPS

    # -- types
    def _types(self, t: tuple[str, ...], w: tuple[str, ...], added: list[str]) -> bool:
        """Whether the declared types ``t`` (true) and ``w`` (written) correspond under
        the type renaming, extended as needed (the extension recorded in ``added``);
        an ``(either ...)`` list corresponds as a set."""
        if len(t) != len(w):
            return False
        if len(t) == 1:
            return self._type(t[0].lower(), w[0].lower(), added)
        for perm in itertools.permutations(w):
            mine: list[str] = []
            if all(self._type(a.lower(), b.lower(), mine) for a, b in zip(t, perm, strict=True)):
                added.extend(mine)
                return True
            for a in mine:
                del self.tmap[a]
        return False

    def _type(self, a: str, b: str, added: list[str]) -> bool:
        have = self.tmap.get(a)
        if have is not None:
            return have == b
        if b in self.tmap.values():
            return False
        self.tmap[a] = b
        added.append(a)
        return True

    def _predicate_types(self, t: str, w: str, order: tuple[int, ...]) -> bool:
        tp = next((p for p in self.true.predicates if p.name.lower() == t), None)
        wp = next((p for p in self.written.predicates if p.name.lower() == w), None)
        if tp is None or wp is None:
            return tp is None and wp is None
        added: list[str] = []
        if all(self._types(tp.parameters[order[k]].types, wp.parameters[k].types, added)
               for k in range(len(order))):  # fmt: skip
            return True
        for a in added:
            del self.tmap[a]
        return False

    # -- the check of a found renaming
    def verify(self) -> bool:
        back = {w: (t, order) for t, (w, order) in self.pmap.items()}
        types_back = {w: t for t, w in self.tmap.items()}

        def true_atom(p: str, args: list[str]) -> str:
            return f"({p}{''.join(' ' + a for a in args)})"

        def written_atom(p: str, args: list[str]) -> str:
            hit = back.get(p)
            if hit is None:
                return f"(?{p}{''.join(' ' + a for a in args)})"
            name, order = hit
            out = [""] * len(order)
            for k, target in enumerate(order):
                out[target] = args[k]
            return f"({name}{''.join(' ' + a for a in out)})"

        for ta, wa in self.pairs:
            order = self.orders.get(ta.name)
            if order is None:
                return False
            same = _text(ta, order, true_atom, {}) == _text(
                wa, list(range(len(wa.parameters))), written_atom, types_back
            )
            if not same:
                return False
        return True


def _moved(arg: Arg, order: tuple[int, ...]) -> Arg:
    return ("p", order[arg[1]]) if arg[0] == "p" else arg


def _orders(args: tuple[Arg, ...], wargs: tuple[Arg, ...]) -> list[tuple[int, ...]]:
    """Each ``order`` with ``wargs[k] == args[order[k]]``, the identity first."""
    n = len(args)
    if n != len(wargs):
        return []
    found = [o for o in itertools.permutations(range(n))
             if all(wargs[k] == args[o[k]] for k in range(n))]  # fmt: skip
    return sorted(found, key=lambda o: o != tuple(range(n)))


def match(true: s.Domain, written: s.Domain) -> SchemaMatch | None:
    """The renaming under which the written domain's schemas are the true ones, or None
    (another domain, a feature compared only as written that differs, or the search's
    bound reached)."""
    true, written = _with_rules(true), _with_rules(written)
    if len(true.actions) != len(written.actions):
        return None
    for words in vocabularies(true, written):  # constants and functions, paired
        if words.constants or words.functions:
            renamed = rename_domain(
                written, Names(functions=words.functions, objects=words.constants, variables=False)
            )
        else:
            renamed = written
        found = _match(true, renamed)
        if found is not None:
            return replace(found, constants=words.constants, functions=words.functions)
    return None


RULE = "derived:"  # the name prefix of a derived predicate's rule read as an action


def _with_rules(domain: s.Domain) -> s.Domain:
    """A domain whose derived predicates' rules are read as actions (the body a
    precondition, the head added): two domains' rules then pair like their actions."""
    if not domain.derived:
        return domain
    rules = tuple(
        s.Action(
            f"{RULE}{k}:{r.name}",
            r.parameters,
            r.body,
            s.Atom(r.name, tuple(p.name for p in r.parameters)),
        )
        for k, r in enumerate(domain.derived)
    )
    return replace(domain, actions=domain.actions + rules, derived=())


def _match(true: s.Domain, written: s.Domain) -> SchemaMatch | None:
    search = _SchemaSearch(true, written)
    for pairs in _pairings(true, written):
        search.pairs = pairs
        search.orders = {}
        search.pmap, search.tmap = {}, {"object": "object"}
        if _actions_with_orders(search, pairs):
            typings = _hierarchy(true, written, {w: t for t, w in search.tmap.items()})
            if typings is None:
                continue
            preds = {w: (t, order) for t, (w, order) in search.pmap.items()}
            # predicates no action mentions: paired by name, else left unpaired
            for p in true.predicates:
                name = p.name.lower()
                if name not in search.pmap and name in search.w_arity:
                    preds.setdefault(name, (name, tuple(range(len(p.parameters)))))
            acts = {w.name: t.name for t, w in pairs if not t.name.startswith(RULE)}
            return SchemaMatch(preds, typings[0], acts,
                               tuple(typings[1:]))  # fmt: skip
        if search.steps > STEPS:
            return None
    return None


def _actions_with_orders(search: _SchemaSearch, pairs: list[tuple[s.Action, s.Action]]) -> bool:
    if not pairs:
        return search.verify()
    (ta, wa), rest = pairs[0], pairs[1:]
    n = len(ta.parameters)
    if n != len(wa.parameters):
        return False
    hint = {p.name.lower(): i for i, p in enumerate(wa.parameters)}
    first = [hint.get(p.name.lower(), -1) for p in ta.parameters]
    orders = sorted(itertools.permutations(range(n)),
                    key=lambda o: sum(a != b for a, b in zip(o, first, strict=True)))  # fmt: skip
    for order in orders[:720]:
        if not search.tick():
            return False
        added: list[str] = []
        if all(search._types(ta.parameters[i].types, wa.parameters[order[i]].types, added)
               for i in range(n)):  # fmt: skip
            search.orders[ta.name] = list(order)
            occ_t = [(pl, p, tuple(_moved(x, order) for x in args))
                     for pl, p, args in search.t_occ[ta.name]]  # fmt: skip
            saved = dict(search.pmap)
            if _match_occurrences(search, occ_t, Counter(search.w_occ[wa.name]), rest):
                return True
            search.pmap = saved
            search.orders.pop(ta.name, None)
        for a in added:
            del search.tmap[a]
    return False


def _match_occurrences(search: _SchemaSearch, todo: list[Occurrence], left: Counter[Occurrence],
                       rest: list[tuple[s.Action, s.Action]]) -> bool:  # fmt: skip
    if not todo:
        return not +left and _actions_with_orders(search, rest)
    if not search.tick():
        return False
    k = next((i for i, (_, p, _a) in enumerate(todo) if p in search.pmap), 0)
    place, pred, args = todo[k]
    others = todo[:k] + todo[k + 1 :]
    hit = search.pmap.get(pred)
    if hit is not None:
        want = (place, hit[0], tuple(args[j] for j in hit[1]))
        if left[want] <= 0:
            return False
        left[want] -= 1
        ok = _match_occurrences(search, others, left, rest)
        left[want] += 1
        return ok
    used = {w for w, _ in search.pmap.values()}
    n = search.t_arity.get(pred, len(args))
    for cand in sorted(c for c in left if left[c] > 0 and c[0] == place):
        wp, wargs = cand[1], cand[2]
        if wp in used or search.w_arity.get(wp, len(wargs)) != n:
            continue
        for order in _orders(args, wargs):
            if not search._predicate_types(pred, wp, order):
                continue
            search.pmap[pred] = (wp, order)
            left[cand] -= 1
            if _match_occurrences(search, others, left, rest):
                return True
            left[cand] += 1
            del search.pmap[pred]
    return False


def _parents(domain: s.Domain) -> dict[str, tuple[str, ...]]:
    return {t.name.lower(): tuple(sorted(x.lower() for x in t.types)) for t in domain.types}


MAX_TYPINGS = 24  # pairings of interchangeable types tried at most


def _kids(parents: dict[str, tuple[str, ...]]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for child, ups in parents.items():
        for up in ups:
            out.setdefault(up, []).append(child)
    return out


def _shape(kind: str, kids: dict[str, list[str]]) -> str:
    """A type's subtree, names aside (types no schema names differ only in it)."""
    return "(" + " ".join(sorted(_shape(k, kids) for k in kids.get(kind, []))) + ")"


def _hierarchy(
    true: s.Domain, written: s.Domain, found: dict[str, str]
) -> list[dict[str, str]] | None:
    """The renamings of every written type (``found``: those the schemas pair): up the
    hierarchy (a paired type's parent pairs with the paired type's parent), then down
    (a paired type's children no schema names pair with the paired type's children of
    the same subtree: any pairing within a group of such siblings, at most
    :data:`MAX_TYPINGS` of them). None unless each maps the written hierarchy onto the
    true one."""
    tp, wp = _parents(true), _parents(written)
    tk, wk = _kids(tp), _kids(wp)
    out = {w.lower(): t.lower() for w, t in found.items()}
    changed = True
    while changed:
        changed = False
        for child, parents in wp.items():
            if child in out and len(parents) == 1 and parents[0] not in out:
                up = tp.get(out[child], ("object",))
                if len(up) == 1 and up[0] not in out.values():
                    out[parents[0]] = up[0]
                    changed = True
    alternatives = [out]
    todo = [w for w in out]
    while todo:
        w = todo.pop()
        mine = [c for c in wk.get(w, []) if c not in out]
        theirs = [c for c in tk.get(out[w], []) if c not in out.values()]
        if len(mine) != len(theirs):
            return None
        groups: dict[str, tuple[list[str], list[str]]] = {}
        for c in mine:
            groups.setdefault(_shape(c, wk), ([], []))[0].append(c)
        for c in theirs:
            groups.setdefault(_shape(c, tk), ([], []))[1].append(c)
        for ws, ts in groups.values():
            if len(ws) != len(ts):
                return None
            ws.sort()
            ts.sort()
            grown = []
            for alt in alternatives:
                for perm in itertools.permutations(ts):
                    grown.append({**alt, **dict(zip(ws, perm, strict=True))})
                    if len(grown) >= MAX_TYPINGS:
                        break
            alternatives = grown[:MAX_TYPINGS]
            out = alternatives[0]
            todo.extend(ws)
    for alt in alternatives:
        if set(wp) - set(alt) or len(set(alt.values())) != len(alt):
            return None
    good = []
    for alt in alternatives:
        if all(tuple(sorted(alt.get(x, x) for x in ups)) == tp.get(alt[w], ("object",))
               for w, ups in wp.items()):  # fmt: skip
            good.append(alt)
    return good or None


__all__ = ["SchemaMatch", "match", "occurrences"]
