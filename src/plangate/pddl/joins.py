"""The relaxed-reachability join: a schema's positive precondition atoms matched
against the facts reached so far.

A :class:`Relation` holds one predicate's facts with hash indices on bound argument
positions. :class:`Joins` orders a schema's atoms (most bound first, statics before
fluents, smaller relations first), turns the order into :class:`JoinStep` s, and runs them
as generated nested loops (:func:`compile_join`), one tuple per binding; a precondition
of more atoms than Python nests loops runs as one generator a level.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from plangate.pddl import schemas
from plangate.pddl.schemas import generated

if TYPE_CHECKING:
    from plangate.pddl import syntax as s
    from plangate.pddl.schemas import Schema

Evaluate = Callable[["s.Formula", dict[str, str]], bool]
"""The grounder's evaluator of a static formula on a binding of its variables."""
Hashed = dict[tuple[str, ...], list[tuple[str, ...]]]
"""A relation's index on some argument positions: the bound values -> the facts."""


class Relation:
    """The facts of one predicate with hash indices on bound argument positions."""

    __slots__ = ("facts", "indices")

    def __init__(self, facts: set[tuple[str, ...]] | None = None) -> None:
        self.facts: set[tuple[str, ...]] = set(facts or ())
        self.indices: dict[tuple[int, ...], dict[tuple[str, ...], list[tuple[str, ...]]]] = {}

    def add(self, fact: tuple[str, ...]) -> None:
        if fact in self.facts:
            return
        self.facts.add(fact)
        for positions, index in self.indices.items():
            index.setdefault(tuple(fact[i] for i in positions), []).append(fact)

    def index(self, positions: tuple[int, ...]) -> dict[tuple[str, ...], list[tuple[str, ...]]]:
        """The facts by their arguments at ``positions`` (built when first asked for, then
        kept up to date by :meth:`add`)."""
        index = self.indices.get(positions)
        if index is None:
            index = {}
            for fact in self.facts:
                index.setdefault(tuple(fact[i] for i in positions), []).append(fact)
            self.indices[positions] = index
        return index


@dataclass
class JoinStep:
    """One atom of a join: which arguments are known, which bind new parameters."""

    predicate: str
    positions: tuple[int, ...]
    sources: list[tuple[int | None, str]]  # (parameter index, or None and a constant)
    new: list[tuple[int, int]]  # (argument position, parameter index)
    repeat: list[tuple[int, int]]  # argument positions that must be equal


@dataclass(frozen=True)
class Filter:
    """A conjunct of the precondition the join can test as soon as its parameters are
    bound: a quantifier-free formula over equality and static predicates (``(not (obj
    ?x0))``, ``(or (not (= ?a ?b)) (link ?a ?b))``). A binding it rejects is cut at the
    level that binds its last parameter, not after the whole join: over 24 parameters,
    at the first level rather than 2^24 bindings later. Each conjunct is still checked
    whole after the join; these only prune early."""

    params: frozenset[int]
    formula: s.Formula
    index_of: dict[str, int]
    facts: dict[str, frozenset[tuple[str, ...]]]  # each static predicate's true facts
    # a quantified formula: evaluated by the grounder's own evaluator on the binding
    evaluate: Evaluate | None = None

    def source(self, var: Callable[[int], str], prefix: str) -> str:
        """A Python test, true when the binding is rejected; the facts of the i-th
        static predicate are the name ``{prefix}{i}`` (:meth:`env`), a quantified
        formula's evaluator ``{prefix}q``."""
        if self.evaluate is not None:
            binding = ", ".join(f"{name!r}: {var(i)}" for name, i in self._names())
            return f"not {prefix}q({{{binding}}})"
        return f"not ({self._expr(self.formula, var, prefix)})"

    def env(self, prefix: str) -> dict[str, object]:
        if self.evaluate is not None:
            return {f"{prefix}q": functools.partial(self.evaluate, self.formula)}
        return {f"{prefix}{i}": facts for i, facts in enumerate(self.facts.values())}

    def _names(self) -> list[tuple[str, int]]:
        return [(name, i) for name, i in self.index_of.items() if i in self.params]

    def _expr(self, f: s.Formula, var: Callable[[int], str], prefix: str) -> str:
        from plangate.pddl import syntax as s

        if isinstance(f, s.Not):
            return f"not ({self._expr(f.arg, var, prefix)})"
        if isinstance(f, s.And | s.Or):
            glue = " and " if isinstance(f, s.And) else " or "
            return "(" + glue.join(f"({self._expr(a, var, prefix)})" for a in f.args) + ")"
        if not isinstance(f, s.Atom):  # filters_of() keeps only these four
            raise TypeError(f"a join filter holds no {type(f).__name__}")
        vals = [var(self.index_of[a]) if a.startswith("?") else repr(a) for a in f.args]
        if f.predicate == "=":
            return f"{vals[0]} == {vals[1]}"
        name = f"{prefix}{list(self.facts).index(f.predicate)}"
        return "(" + "".join(v + ", " for v in vals) + f") in {name}"


def free_variables(f: s.Formula, bound: frozenset[str] = frozenset()) -> set[str] | None:
    """The variables a formula reads that it does not quantify; None when it mentions a
    fluent-free construct this module does not know."""
    from plangate.pddl import syntax as s

    if isinstance(f, s.Atom):
        return {a for a in f.args if a.startswith("?") and a not in bound}
    if isinstance(f, s.Not):
        return free_variables(f.arg, bound)
    if isinstance(f, s.And | s.Or):
        out: set[str] = set()
        for a in f.args:
            part = free_variables(a, bound)
            if part is None:
                return None
            out |= part
        return out
    if isinstance(f, s.Exists | s.Forall):
        return free_variables(f.body, bound | {v.name for v in f.variables})
    return None


def filters_of(
    precondition: s.Formula | None, join_params: tuple[str, ...], static: dict[str, Relation],
    fluents: frozenset[str], evaluate: Evaluate | None = None,
) -> list[Filter]:  # fmt: skip
    """The precondition's top-level conjuncts over equality and static predicates, on
    the join's parameters (a plain positive static atom is joined already): compiled
    inline when quantifier-free, else given to ``evaluate`` (when there is one)."""
    from plangate.pddl import syntax as s
    from plangate.pddl.formulas import conjuncts

    index_of = {p: i for i, p in enumerate(join_params)}

    def atoms(f: s.Formula) -> list[s.Atom] | None:  # None: not a filter
        if isinstance(f, s.Not):
            return atoms(f.arg)
        if isinstance(f, s.And | s.Or):
            parts = [atoms(a) for a in f.args]
            return None if any(p is None for p in parts) else [a for p in parts for a in p]  # type: ignore[union-attr]
        if not isinstance(f, s.Atom):
            return None  # a quantifier (or an implication, which nnf has removed)
        if f.predicate == "=" and len(f.args) != 2:
            return None
        if f.predicate != "=" and f.predicate in fluents:
            return None
        if any(a.startswith("?") and a not in index_of for a in f.args):
            return None  # a variable the join does not bind
        return [f]

    out: list[Filter] = []
    for part in conjuncts(precondition) if precondition is not None else ():
        if isinstance(part, s.Atom) and part.predicate != "=":
            continue  # joined
        found = atoms(part)
        if found is None and evaluate is not None:
            quantified = _quantified_filter(part, index_of, fluents, evaluate)
            if quantified is not None:
                out.append(quantified)
            continue
        if not found:
            continue
        params = frozenset(index_of[a] for f in found for a in f.args if a.startswith("?"))
        if not params:
            continue  # decided once, by the check after the join
        facts = {
            f.predicate: frozenset(static[f.predicate].facts) if f.predicate in static
            else frozenset()
            for f in found
            if f.predicate != "="
        }  # fmt: skip
        out.append(Filter(params, part, index_of, facts))
    return out


def _quantified_filter(
    part: s.Formula, index_of: dict[str, int], fluents: frozenset[str],
    evaluate: Evaluate,
) -> Filter | None:  # fmt: skip
    """A static conjunct with quantifiers, as a filter its evaluator decides."""
    from plangate.pddl import syntax as s

    free = free_variables(part)
    if not free or not free <= set(index_of):
        return None
    if any(isinstance(f, s.Atom) and f.predicate in fluents for f in s.subformulas(part)):
        return None
    params = frozenset(index_of[v] for v in free)
    return Filter(params, part, {v: index_of[v] for v in free}, {}, evaluate)


def compile_join(
    steps: list[JoinStep],
    nparams: int,
    domains: tuple[tuple[str, ...], ...],
    checks: list[list[bool]],
    uses_delta: bool,
    nout: int,
    filters: list[Filter] = (),  # type: ignore[assignment]
) -> Callable[..., Iterator[tuple[str, ...]]]:
    """Generate ``join(index, delta, spend)``: the nested loops of a join plan.

    ``index(k)`` gives step ``k``'s hash index (bound key -> facts; ``None`` when the
    step binds nothing known, then its facts), ``delta`` the new facts of the first
    step's predicate (when ``uses_delta``), ``spend`` counts candidates. Each loop
    binds the parameters its atom introduces as locals (``checks[k][n]`` says whether
    the n-th new parameter's type must still be tested), so a binding is one tuple
    built at the innermost level: no recursion, no generator per level. Only the first
    ``nout`` parameters are yielded, once each (the rest are lifted existentials).
    """
    bound_in = {pi for st in steps for _, pi in st.new}
    free = [i for i in range(nparams) if i not in bound_in]
    env: dict[str, object] = {"product": itertools.product}
    lines = ["def join(index, delta, spend):"]
    for k in range(len(steps)):
        lines.append(f"    x{k} = index({k})")
        lines.append(f"    if x{k} is None: return")
    ind = "    "
    for k, st in enumerate(steps):
        key = (
            "("
            + "".join(
                (f"p{src}, " if src is not None else f"{const!r}, ") for src, const in st.sources
            )
            + ")"
        )
        if k == 0 and uses_delta:
            test = " and ".join(
                f"f[{pos}] == {(f'p{src}' if src is not None else repr(const))}"
                for pos, (src, const) in zip(st.positions, st.sources, strict=True)
            )
            lines.append(
                f"{ind}c{k} = [f for f in delta if {test}]" if test else f"{ind}c{k} = delta"
            )
        elif st.positions:
            lines.append(f"{ind}c{k} = x{k}.get({key}, ())")
        else:
            lines.append(f"{ind}c{k} = x{k}")
        lines.append(f"{ind}if c{k}: spend(len(c{k}))")
        lines.append(f"{ind}for f{k} in c{k}:")
        ind += "    "
        for n, (pos, pi) in enumerate(st.new):
            lines.append(f"{ind}p{pi} = f{k}[{pos}]")
            if checks[k][n]:
                env[f"D{pi}"] = frozenset(domains[pi])
                lines.append(f"{ind}if p{pi} not in D{pi}: continue")
        for i, j in st.repeat:
            lines.append(f"{ind}if f{k}[{i}] != f{k}[{j}]: continue")
        for n, flt in _due(filters, steps, k):
            env.update(flt.env(f"R{n}_"))
            lines.append(f"{ind}if {flt.source(lambda i: f'p{i}', f'R{n}_')}: continue")
    if free:
        for i in free:
            env[f"F{i}"] = domains[i]
        names = ", ".join(f"p{i}" for i in free) + ","
        lines.append(f"{ind}for {names} in product({', '.join(f'F{i}' for i in free)}):")
        ind += "    "
    if nout < nparams:  # the schema's parameters once each, the lifted ones dropped
        lines.insert(1, "    seen = set()")
        lines.append(f"{ind}a = (" + "".join(f"p{i}, " for i in range(nout)) + ")")
        lines.append(f"{ind}if a not in seen:")
        lines.append(f"{ind}    seen.add(a)")
        lines.append(f"{ind}    yield a")
    else:
        lines.append(f"{ind}yield (" + "".join(f"p{i}, " for i in range(nparams)) + ")")
    exec(generated("\n".join(lines)), env)  # source built above from checked names
    return env["join"]  # type: ignore[return-value]


def _due(filters: list[Filter], steps: list[JoinStep], k: int) -> list[tuple[int, Filter]]:
    """The filters (numbered) whose last parameter step ``k`` binds."""
    before = {pi for st in steps[:k] for _, pi in st.new}
    now = before | {pi for _, pi in steps[k].new}
    return [(n, f) for n, f in enumerate(filters) if f.params <= now and not f.params <= before]


class Joins:
    """The joins of one grounding: its relations, its fluent predicates, its work counter."""

    def __init__(
        self,
        relations: dict[str, Relation],
        fluents: frozenset[str],
        spend: Callable[[int], None],
        evaluate: Evaluate | None = None,
    ) -> None:
        self.relations = relations
        self.fluents = fluents
        self.spend = spend
        self.evaluate = evaluate  # a static formula's truth on a (partial) binding

    def order(self, schema: Schema, first: int) -> list[int]:
        order = schema.orders.get(first)
        if order is not None:
            return order
        bound: set[str] = set()
        remaining = list(range(len(schema.join_atoms)))
        order = []
        if first >= 0:
            order.append(first)
            remaining.remove(first)
            bound.update(a for a in schema.join_atoms[first].args if a.startswith("?"))
        while remaining:

            def score(i: int) -> tuple[int, int, int]:
                atom = schema.join_atoms[i]
                nbound = sum(1 for a in atom.args if not a.startswith("?") or a in bound)
                is_static = atom.predicate not in self.fluents
                size = len(self.relations.get(atom.predicate, Relation()).facts)
                return (-nbound, 0 if is_static else 1, size)

            best = min(remaining, key=score)
            remaining.remove(best)
            order.append(best)
            bound.update(a for a in schema.join_atoms[best].args if a.startswith("?"))
        schema.orders[first] = order
        return order

    def plan(self, schema: Schema, first: int) -> list[JoinStep]:
        """Join steps for the atoms in the order chosen by :meth:`order`."""
        cached = schema.plans.get(first)
        if cached is not None:
            return cached
        index_of = {p: i for i, p in enumerate(schema.join_params)}
        bound: set[str] = set()
        steps: list[JoinStep] = []
        for ai in self.order(schema, first):
            atom = schema.join_atoms[ai]
            positions: list[int] = []
            sources: list[tuple[int | None, str]] = []
            new: list[tuple[int, int]] = []
            repeat: list[tuple[int, int]] = []
            local: dict[str, int] = {}
            for i, a in enumerate(atom.args):
                if not a.startswith("?"):
                    positions.append(i)
                    sources.append((None, a))
                elif a in bound:
                    positions.append(i)
                    sources.append((index_of[a], ""))
                elif a in local:
                    repeat.append((i, local[a]))
                else:
                    local[a] = i
                    new.append((i, index_of[a]))
            bound.update(local)
            steps.append(JoinStep(atom.predicate, tuple(positions), sources, new, repeat))
        schema.plans[first] = steps
        return steps

    def join(
        self, schema: Schema, first: int, delta: set[tuple[str, ...]] | None
    ) -> Iterator[tuple[str, ...]]:
        join = schema.joins.get(first)
        steps = self.plan(schema, first)
        if len(steps) > schemas.MAX_NESTED:
            return self._nested(schema, steps, delta)
        if join is None:
            join = compile_join(
                steps,
                len(schema.join_params),
                schema.join_domains,
                self._checks(schema, steps),
                first >= 0,
                len(schema.params),
                self._filters(schema),
            )
            schema.joins[first] = join
        relations = self.relations

        def index(k: int) -> Hashed | set[tuple[str, ...]] | None:
            rel = relations.get(steps[k].predicate)
            if rel is None:
                return None
            return rel.index(steps[k].positions) if steps[k].positions else rel.facts

        return join(index, delta, self.spend)

    def _filters(self, schema: Schema) -> list[Filter]:
        if schema.filters is None:
            schema.filters = filters_of(
                schema.precondition, schema.join_params, self.relations, self.fluents,
                self.evaluate,
            )  # fmt: skip
        return schema.filters

    def _nested(
        self, schema: Schema, steps: list[JoinStep], delta: set[tuple[str, ...]] | None
    ) -> Iterator[tuple[str, ...]]:
        """The join of a precondition of more atoms than Python nests loops: the same
        loops, one generator a level."""
        b: list[str] = [""] * len(schema.join_params)
        filters = self._filters(schema)
        tests: list[
            Callable[[list[str]], bool] | None
        ] = []  # per level: a function of b, true when b is rejected
        for k in range(len(steps)):
            due = _due(filters, steps, k)
            env: dict[str, object] = {}
            for n, f in due:
                env.update(f.env(f"R{n}_"))
            body = " or ".join(f"({f.source(lambda i: f'b[{i}]', f'R{n}_')})" for n, f in due)
            tests.append(eval(f"lambda b: {body}", env) if body else None)
        in_atoms = {i for st in steps for _, i in st.new}
        free = [i for i in range(len(schema.join_params)) if i not in in_atoms]

        def extend(k: int) -> Iterator[tuple[str, ...]]:
            if k == len(steps):
                for values in itertools.product(*(schema.join_domains[i] for i in free)):
                    for i, v in zip(free, values, strict=True):
                        b[i] = v
                    yield tuple(b)
                return
            st = steps[k]
            rel = self.relations.get(st.predicate)
            if rel is None:
                return
            key = tuple(b[src] if src is not None else c for src, c in st.sources)
            if k == 0 and delta is not None:
                cands: Collection[tuple[str, ...]] = [
                    f
                    for f in delta
                    if all(f[p] == v for p, v in zip(st.positions, key, strict=True))
                ]
            else:
                cands = rel.index(st.positions).get(key, ()) if st.positions else rel.facts
            if cands:
                self.spend(len(cands))
            for fact in cands:
                for i, pi in st.new:
                    b[pi] = fact[i]
                if (
                    all(b[pi] in schema.join_domain_sets[pi] for _, pi in st.new)
                    and all(fact[i] == fact[j] for i, j in st.repeat)
                    and not ((test := tests[k]) is not None and test(b))
                ):
                    yield from extend(k + 1)

        if len(schema.join_params) == len(schema.params):
            return extend(0)
        return iter(dict.fromkeys(a[: len(schema.params)] for a in extend(0)))

    def _checks(self, schema: Schema, steps: list[JoinStep]) -> list[list[bool]]:
        """Whether each parameter a step binds must have its type tested: not when every
        fact of a static predicate has an object of that type there already."""
        out = []
        for st in steps:
            rel = self.relations.get(st.predicate)
            static = st.predicate not in self.fluents and rel is not None
            out.append(
                [
                    not (static and all(f[i] in schema.join_domain_sets[pi] for f in rel.facts))  # type: ignore[union-attr]
                    for i, pi in st.new
                ]
            )
        return out
