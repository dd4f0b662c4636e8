"""Domain + Problem -> Task: relaxed reachability, then exact ground operators.

1. Predicates that no action changes are *static*; their facts are folded
   away (they become true/false during instantiation).
2. A semi-naive fixpoint over the delete relaxation finds every action
   binding that can ever be applicable: bindings are produced by joining
   the positive atoms of each precondition against the reached facts
   (hash indices per bound argument positions), checked against the rest of
   the precondition in the relaxation, and their add effects feed the next
   round.
3. Each reachable binding is instantiated exactly: negative preconditions,
   equality, quantifiers and disjunctions are ground with statics folded, and
   conditional effects keep their (folded) conditions.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from plangate.errors import GroundingError
from plangate.pddl import syntax as s
from plangate.pddl.formulas import Fact, World, conjuncts, make_and, nnf
from plangate.pddl.task import Condition, ConditionalEffect, Operator, Task


class _Relation:
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

    def lookup(self, positions: tuple[int, ...], key: tuple[str, ...]) -> list[tuple[str, ...]]:
        if not positions:
            return list(self.facts)
        index = self.indices.get(positions)
        if index is None:
            index = {}
            for fact in self.facts:
                index.setdefault(tuple(fact[i] for i in positions), []).append(fact)
            self.indices[positions] = index
        return index.get(key, [])


@dataclass
class _Schema:
    action: s.Action
    params: tuple[str, ...]
    domains: tuple[tuple[str, ...], ...]
    domain_sets: tuple[frozenset[str], ...]
    join_atoms: list[s.Atom]
    static_rest: list[s.Formula]
    dynamic_rest: list[s.Formula]
    precondition: s.Formula | None
    has_when: bool
    accepted: dict[tuple[str, ...], None] = field(default_factory=dict)
    pending: set[tuple[str, ...]] = field(default_factory=set)
    rejected: set[tuple[str, ...]] = field(default_factory=set)
    orders: dict[int, list[int]] = field(default_factory=dict)


def _mentions_fluent(formula: s.Formula, fluents: frozenset[str]) -> bool:
    return any(isinstance(f, s.Atom) and f.predicate in fluents for f in s.subformulas(formula))


def _has_when(effect: s.Effect | None) -> bool:
    return effect is not None and any(isinstance(e, s.When) for e in s.effect_nodes(effect))


def objects_by_type(domain: s.Domain, problem: s.Problem) -> dict[str, tuple[str, ...]]:
    """Objects (domain constants then problem objects) of every type, subtypes included."""
    parents: dict[str, set[str]] = {"object": set()}
    for t in domain.types:
        parents.setdefault(t.name, set()).update(p for p in t.types if p != t.name)
        for p in t.types:
            parents.setdefault(p, set())

    def ancestors(t: str) -> set[str]:
        out, stack = {t}, [t]
        while stack:
            for p in parents.get(stack.pop(), ()):
                if p not in out:
                    out.add(p)
                    stack.append(p)
        out.add("object")
        return out

    result: dict[str, dict[str, None]] = {t: {} for t in parents}
    for obj in (*domain.constants, *problem.objects):
        for type_name in obj.types:
            for a in ancestors(type_name):
                result.setdefault(a, {})[obj.name] = None
    return {t: tuple(objs) for t, objs in result.items()}


def _fluent_predicates(domain: s.Domain) -> frozenset[str]:
    out: set[str] = set()
    for action in domain.actions:
        if action.effect is None:
            continue
        for e in s.effect_nodes(action.effect):
            if isinstance(e, s.Atom):
                out.add(e.predicate)
            elif isinstance(e, s.Not) and isinstance(e.arg, s.Atom):
                out.add(e.arg.predicate)
    return frozenset(out)


def _make_schema(action: s.Action, world: World, fluents: frozenset[str]) -> _Schema:
    params = tuple(p.name for p in action.parameters)
    domains = tuple(world.objects(p.types) for p in action.parameters)
    pre = nnf(action.precondition) if action.precondition is not None else None
    join_atoms: list[s.Atom] = []
    static_rest: list[s.Formula] = []
    dynamic_rest: list[s.Formula] = []
    for part in conjuncts(pre) if pre is not None else ():
        if isinstance(part, s.Atom) and part.predicate != "=":
            join_atoms.append(part)
        elif _mentions_fluent(part, fluents) and not (
            isinstance(part, s.Not) and isinstance(part.arg, s.Atom)
        ):
            dynamic_rest.append(part)
        elif not _mentions_fluent(part, fluents):
            static_rest.append(part)
        # a negative fluent literal is always true in the relaxation
    return _Schema(
        action=action,
        params=params,
        domains=domains,
        domain_sets=tuple(frozenset(d) for d in domains),
        join_atoms=join_atoms,
        static_rest=static_rest,
        dynamic_rest=dynamic_rest,
        precondition=pre,
        has_when=_has_when(action.effect),
    )


class _Grounder:
    def __init__(self, domain: s.Domain, problem: s.Problem) -> None:
        self.domain = domain
        self.problem = problem
        self.fluents = _fluent_predicates(domain)
        static: dict[str, set[tuple[str, ...]]] = {}
        self.init_fluent: set[Fact] = set()
        self.values: dict[tuple[str, tuple[str, ...]], int | float] = {}
        for element in problem.init:
            if isinstance(element, s.FluentValue):
                self.values[(element.fluent.name, element.fluent.args)] = element.value
            elif element.predicate in self.fluents:
                self.init_fluent.add((element.predicate, element.args))
            else:
                static.setdefault(element.predicate, set()).add(element.args)
        self.world = World(objects_by_type(domain, problem), self.fluents, static)
        self.relations: dict[str, _Relation] = {p: _Relation(f) for p, f in static.items()}
        self.reached: dict[str, set[tuple[str, ...]]] = {p: set() for p in self.fluents}
        for pred in self.fluents:
            self.relations[pred] = _Relation()
        for pred, args in self.init_fluent:
            self.reached[pred].add(args)
            self.relations[pred].add(args)
        self.schemas = [_make_schema(a, self.world, self.fluents) for a in domain.actions]
        self._current = ""

    # ------------------------------------------------------------------ join
    def _order(self, schema: _Schema, first: int) -> list[int]:
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
                size = len(self.relations.get(atom.predicate, _Relation()).facts)
                return (-nbound, 0 if is_static else 1, size)

            best = min(remaining, key=score)
            remaining.remove(best)
            order.append(best)
            bound.update(a for a in schema.join_atoms[best].args if a.startswith("?"))
        schema.orders[first] = order
        return order

    def _join(
        self, schema: _Schema, first: int, delta: set[tuple[str, ...]] | None
    ) -> Iterator[tuple[str, ...]]:
        atoms = schema.join_atoms
        order = self._order(schema, first)
        index_of = {p: i for i, p in enumerate(schema.params)}
        binding: dict[str, str] = {}
        free = [p for p in schema.params if not any(p in a.args for a in atoms)]

        def extend(k: int) -> Iterator[tuple[str, ...]]:
            if k == len(order):
                yield from self._free(schema, binding, free, 0)
                return
            atom = atoms[order[k]]
            positions: list[int] = []
            key: list[str] = []
            for i, a in enumerate(atom.args):
                if not a.startswith("?"):
                    positions.append(i)
                    key.append(a)
                elif a in binding:
                    positions.append(i)
                    key.append(binding[a])
            rel = self.relations.get(atom.predicate)
            if rel is None:
                return
            if k == 0 and delta is not None:
                cands: list[tuple[str, ...]] | set[tuple[str, ...]] = [
                    f for f in delta if all(f[p] == v for p, v in zip(positions, key, strict=True))
                ]
            else:
                cands = rel.lookup(tuple(positions), tuple(key))
            for fact in cands:
                added: list[str] = []
                ok = True
                for a, v in zip(atom.args, fact, strict=True):
                    if not a.startswith("?"):
                        continue
                    cur = binding.get(a)
                    if cur is None:
                        if a not in index_of or v not in schema.domain_sets[index_of[a]]:
                            ok = False
                            break
                        binding[a] = v
                        added.append(a)
                    elif cur != v:
                        ok = False
                        break
                if ok:
                    yield from extend(k + 1)
                for a in added:
                    del binding[a]

        yield from extend(0)

    def _free(
        self, schema: _Schema, binding: dict[str, str], free: list[str], k: int
    ) -> Iterator[tuple[str, ...]]:
        if k == len(free):
            yield tuple(binding[p] for p in schema.params)
            return
        p = free[k]
        for obj in schema.domains[schema.params.index(p)]:
            binding[p] = obj
            yield from self._free(schema, binding, free, k + 1)
        del binding[p]

    # ------------------------------------------------------------- fixpoint
    def _consider(self, schema: _Schema, args: tuple[str, ...], new: set[Fact]) -> None:
        if args in schema.accepted or args in schema.rejected:
            return
        binding = dict(zip(schema.params, args, strict=True))
        if not all(self.world.relaxed(f, binding, self.reached) for f in schema.static_rest):
            schema.rejected.add(args)
            return
        if not all(self.world.relaxed(f, binding, self.reached) for f in schema.dynamic_rest):
            schema.pending.add(args)
            return
        schema.pending.discard(args)
        schema.accepted[args] = None
        if schema.action.effect is not None:
            new.update(self.world.relaxed_adds(schema.action.effect, binding, self.reached))

    def reach(self) -> None:
        delta: dict[str, set[tuple[str, ...]]] | None = None
        while True:
            new: set[Fact] = set()
            for schema in self.schemas:
                fluent_atoms = [
                    i for i, a in enumerate(schema.join_atoms) if a.predicate in self.fluents
                ]
                if delta is None:
                    for args in self._join(schema, -1, None):
                        self._consider(schema, args, new)
                else:
                    for i in fluent_atoms:
                        d = delta.get(schema.join_atoms[i].predicate)
                        if d:
                            for args in self._join(schema, i, d):
                                self._consider(schema, args, new)
                for args in list(schema.pending):
                    self._consider(schema, args, new)
                if schema.has_when and schema.action.effect is not None:
                    for args in schema.accepted:
                        binding = dict(zip(schema.params, args, strict=True))
                        new.update(
                            self.world.relaxed_adds(schema.action.effect, binding, self.reached)
                        )
            fresh = {(p, a) for p, a in new if a not in self.reached[p]}
            if not fresh:
                return
            delta = {}
            for pred, args in fresh:
                self.reached[pred].add(args)
                self.relations[pred].add(args)
                delta.setdefault(pred, set()).add(args)

    # ------------------------------------------------------------ operators
    def build(self) -> Task:
        self.reach()
        keys = sorted((p, a) for p, facts in self.reached.items() for a in facts)
        fact_index = {k: i for i, k in enumerate(keys)}
        fid = fact_index.get
        uses_costs = self.problem.metric is not None and self.problem.metric.direction == "minimize"
        metric_name = self.problem.metric.expression.name if self.problem.metric else "total-cost"
        ops: list[
            tuple[str, tuple[str, ...], Condition, int, int, list[ConditionalEffect], float]
        ] = []
        for schema in self.schemas:
            action = schema.action
            self._current = action.name
            for args in schema.accepted:
                binding = dict(zip(schema.params, args, strict=True))
                if schema.precondition is not None:
                    pre = Condition.compile(self.world.ground(schema.precondition, binding, fid))
                    if pre.impossible:
                        continue
                else:
                    pre = Condition()
                effects: dict[object, list[int]] = {}
                cost: list[float] = [0.0]
                if action.effect is not None:
                    self._effect(
                        action.effect, binding, True, effects, cost, fact_index, metric_name
                    )
                add, delete = effects.pop(True, [0, 0])
                conditional = [
                    ConditionalEffect(Condition.compile(c), a, d) for c, (a, d) in effects.items()
                ]
                conditional = [c for c in conditional if not c.condition.impossible]
                value: int | float = cost[0] if uses_costs else 1
                if isinstance(value, float) and value.is_integer():
                    value = int(value)
                ops.append((action.name, args, pre, add, delete, conditional, value))
        ops.sort(key=lambda o: (o[0], o[1]))
        operators = tuple(
            Operator(i, n, a, pre, add, dele, tuple(cond), c)
            for i, (n, a, pre, add, dele, cond, c) in enumerate(ops)
        )
        initial = 0
        for fact in self.init_fluent:
            initial |= 1 << fact_index[fact]
        goal = Condition.compile(self.world.ground(nnf(self.problem.goal), {}, fid))
        objects = tuple(o.name for o in (*self.domain.constants, *self.problem.objects))
        return Task(
            name=self.problem.name,
            domain_name=self.domain.name,
            facts=tuple(str(s.Atom(p, a)) for p, a in keys),
            fact_keys=tuple(keys),
            operators=operators,
            initial=initial,
            goal=goal,
            uses_costs=uses_costs,
            domain=self.domain,
            problem=self.problem,
            world=self.world,
            objects=tuple(dict.fromkeys(objects)),
        )

    def _effect(
        self,
        effect: s.Effect,
        binding: dict[str, str],
        cond: object,
        out: dict[object, list[int]],
        cost: list[float],
        fact_index: dict[Fact, int],
        metric_name: str,
    ) -> None:
        if isinstance(effect, s.Atom | s.Not):
            atom = effect if isinstance(effect, s.Atom) else effect.arg
            assert isinstance(atom, s.Atom)
            key = (atom.predicate, tuple(binding.get(a, a) for a in atom.args))
            fid = fact_index.get(key)
            if fid is None:
                if isinstance(effect, s.Atom):
                    raise GroundingError(f"internal error: added fact {key} was not reached")
                return  # deleting a fact that can never be true does nothing
            slot = out.setdefault(cond, [0, 0])
            slot[0 if isinstance(effect, s.Atom) else 1] |= 1 << fid
        elif isinstance(effect, s.EffectAnd):
            for arg in effect.args:
                self._effect(arg, binding, cond, out, cost, fact_index, metric_name)
        elif isinstance(effect, s.EffectForall):
            for b in self.world.bindings(effect.variables, binding):
                self._effect(effect.effect, b, cond, out, cost, fact_index, metric_name)
        elif isinstance(effect, s.When):
            inner = self.world.ground(nnf(effect.condition), binding, fact_index.get)
            combined = make_and([cond, inner])
            if combined is not False:
                self._effect(effect.effect, binding, combined, out, cost, fact_index, metric_name)
        elif isinstance(effect, s.Increase):
            if effect.fluent.name != metric_name:
                return
            if cond is not True:
                raise GroundingError(
                    f"{effect.loc}: conditional action costs are not supported"
                    if effect.loc
                    else "conditional action costs are not supported"
                )
            amount = effect.amount
            if isinstance(amount, s.FluentTerm):
                key = (amount.name, tuple(binding.get(a, a) for a in amount.args))
                if key not in self.values:
                    where = f"{self.problem.loc.file}: " if self.problem.loc else ""
                    ground_action = s.Atom(self._current, tuple(binding.values()))
                    raise GroundingError(
                        f"{where}(:init) gives no value for {s.FluentTerm(key[0], key[1])}, "
                        f"needed for the cost of {ground_action}"
                    )
                value = float(self.values[key])
            else:
                value = float(amount)
            if value < 0:
                raise GroundingError(f"negative action cost {value} in {effect}")
            cost[0] += value


def ground(domain: s.Domain, problem: s.Problem) -> Task:
    """Ground a (checked) domain and problem into a :class:`Task`."""
    return _Grounder(domain, problem).build()
