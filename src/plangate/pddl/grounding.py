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

import itertools
import math
from collections.abc import Iterable
from typing import Any

from plangate.errors import GroundingError
from plangate.pddl import syntax as s
from plangate.pddl.axioms import build_axioms, rule_action
from plangate.pddl.formulas import Fact, World, make_and, nnf
from plangate.pddl.joins import Joins, Relation
from plangate.pddl.limits import (
    BINDING_BYTES,
    FACT_BYTES,
    OP_BYTES,
    WORK_PER_ACTION,
    current_limits,
    memory_refusal,
    work_limits,
)
from plangate.pddl.numeric import NumericGround, defined
from plangate.pddl.schemas import Generated, Schema, fluent_predicates, make_schema
from plangate.pddl.task import Condition, ConditionalEffect, Operator, Task
from plangate.pddl.values import exact, show

REJECTED_KEPT = 100_000  # rejected bindings remembered; the rest are checked again if met


def objects_by_type(domain: s.Domain, problem: s.Problem) -> dict[str, tuple[str, ...]]:
    """Objects (domain constants then problem objects) of every type, subtypes included."""
    parents: dict[str, set[str]] = {"object": set()}
    for t in domain.types:
        parents.setdefault(t.name, set()).update(p for p in t.types if p != t.name)
        for p in t.types:
            parents.setdefault(p, set())

    known: dict[str, set[str]] = {}

    def ancestors(t: str) -> set[str]:  # once per type (a hierarchy is at most 64 deep)
        if t in known:
            return known[t]
        out, stack = {t}, [t]
        while stack:
            for p in parents.get(stack.pop(), ()):
                if p not in out:
                    out.add(p)
                    stack.append(p)
        out.add("object")
        known[t] = out
        return out

    result: dict[str, dict[str, None]] = {t: {} for t in parents}
    for obj in (*domain.constants, *problem.objects):
        for type_name in obj.types:
            for a in ancestors(type_name):
                result.setdefault(a, {})[obj.name] = None
    return {t: tuple(objs) for t, objs in result.items()}


class _Grounder:
    def __init__(self, domain: s.Domain, problem: s.Problem) -> None:
        self.domain = domain
        self.problem = problem
        self.fluents = fluent_predicates(domain)
        static: dict[str, set[tuple[str, ...]]] = {}
        self.init_fluent: set[Fact] = set()
        for element in problem.init:
            if isinstance(element, s.FluentValue):
                continue  # values: plangate.pddl.numeric
            if element.predicate in self.fluents:
                self.init_fluent.add((element.predicate, element.args))
            else:
                static.setdefault(element.predicate, set()).add(element.args)
        self.world = World(objects_by_type(domain, problem), self.fluents, static)
        self.numeric = NumericGround(domain, problem)
        self.world.numeric = self.numeric
        self.relations: dict[str, Relation] = {p: Relation(f) for p, f in static.items()}
        self.reached: dict[str, set[tuple[str, ...]]] = {p: set() for p in self.fluents}
        for pred in self.fluents:
            self.relations[pred] = Relation()
        for pred, args in self.init_fluent:
            self.reached[pred].add(args)
            self.relations[pred].add(args)
        self.joins = Joins(self.relations, self.fluents, self._spend, self._static_truth)
        self.n_facts = sum(len(v) for v in self.reached.values())  # reachable, so far
        self.schemas = [make_schema(a, self.world, self.fluents) for a in domain.actions]
        # a derived predicate's rules are reached as actions that add their head (their
        # groundings are the rules), and built as rules, not operators
        self.rule_schemas = [
            make_schema(rule_action(d), self.world, self.fluents) for d in domain.derived
        ]
        self.schemas += self.rule_schemas
        self._current = ""
        self.limit = current_limits().max_actions
        self.work_limits = work_limits()
        self._cap = self.work_limits.floor  # work allowed so far: floor + per action
        self._total = self.work_limits.total
        self.accepted = 0
        self.considered = 0
        self.work = 0  # candidate bindings joined or considered, quantifier instances
        self.rejected = 0  # bindings remembered as rejected (a bounded cache)
        self.visits = 0  # schemas visited by the fixpoint, over all its rounds
        self.world.spend = self._spend
        for schema in self.schemas:
            self._estimate(schema)

    def _estimate(self, schema: Schema) -> None:
        """Refuse before grounding when the parameters no precondition atom binds already
        give more groundings than the limit (they are enumerated in full)."""
        bound = {t for a in schema.join_atoms for t in a.args}
        free = [
            len(d) for p, d in zip(schema.params, schema.domains, strict=True) if p not in bound
        ]
        estimate = math.prod(free) if free else 1
        if estimate > self.limit:
            sizes = " x ".join(str(n) for n in free)
            raise GroundingError(
                f"action '{schema.action.name}' has {len(free)} parameter(s) that no "
                f"precondition binds, over {sizes} objects: about {estimate:.3g} ground "
                f"actions, more than the limit of {self.limit:,} (raise it with "
                "InputLimits(max_actions=...))"
            )

    def _static_truth(self, formula: s.Formula, binding: dict[str, str]) -> bool:
        """A static formula on a binding (its quantifier instances count as work)."""
        return self.world.relaxed(formula, binding, self.reached)

    def _spend(self, steps: int) -> None:
        """Count grounding work; refuse a task that does far more work than it keeps
        ground actions (bindings a static precondition rejects, huge quantifiers)."""
        self.work += steps
        if self.work > self._cap or self.work > self.work_limits.total:
            name = self._current or "?"
            lim = self.work_limits
            raise GroundingError(
                f"grounding did {self.work:,} steps of work (candidate bindings, quantifier "
                f"instances) for {self.accepted:,} ground actions (action '{name}'), more "
                f"than the limit of {lim.floor:,} plus {WORK_PER_ACTION} per ground action "
                f"({lim.total:,} at most); both follow InputLimits(max_actions=...): raise it"
            )

    def _accept(self, schema: Schema, args: tuple[str, ...]) -> None:
        schema.accepted[args] = None
        self.accepted += 1
        self._cap += WORK_PER_ACTION
        if not self.accepted & 1023:
            self._check_memory(self.accepted * (BINDING_BYTES + self._op_bytes()), "so far")
        if self.accepted > self.limit:
            raise GroundingError(
                f"the task has more than {self.limit:,} ground actions (action "
                f"'{schema.action.name}' was being grounded); raise the limit with "
                "InputLimits(max_actions=...)"
            )

    # ------------------------------------------------------------------ memory
    def _op_bytes(self) -> float:
        """A ground action's expected memory over the facts reached so far: its objects,
        and three fact sets of one bit per fact, reaching half way up on average."""
        return OP_BYTES + 3 * (self.n_facts / 16 + 28)

    def _check_memory(self, estimate: float, when: str) -> None:
        estimate += self.n_facts * FACT_BYTES
        if estimate > current_limits().max_memory:
            raise GroundingError(
                memory_refusal(
                    estimate,
                    f"the grounded task ({self.accepted:,} ground actions over "
                    f"{self.n_facts:,} facts {when}; action '{self._current}')",
                )
            )

    def _estimate_build(self, fact_index: dict[Fact, int]) -> None:
        """Before the operators are built: their memory, from a sample of each action's
        ground actions (their fact sets measured), refused over the budget."""
        import random
        import sys

        # the most an operator can hold: four fact sets of a bit per fact (and its
        # conditional effects, which only ADL schemas have and which are not sampled)
        most = OP_BYTES + 4 * (self.n_facts / 7 + 32)  # an int holds 30 bits in 4 bytes
        if self.accepted * most + self.n_facts * FACT_BYTES <= current_limits().max_memory:
            return  # fits whatever the sample would say
        total = 0.0
        draw = random.Random(0)
        for schema in self.schemas:
            n = len(schema.accepted)
            if not n:
                continue
            self._current = schema.action.name
            per = self._op_bytes()
            if schema.simple is not None and schema.compiled is not None:
                sample = draw.sample(list(itertools.islice(schema.accepted, 4096)), min(n, 32))
                sizes = []
                for args in sample:
                    try:
                        result = schema.compiled[0](args, fact_index)
                    except KeyError:  # said when the operator is built
                        continue
                    if result is not None:
                        sizes.append(sum(sys.getsizeof(x) for x in result))
                per = OP_BYTES + (sum(sizes) / len(sizes) if sizes else 0.0)
            total += n * per
        self._check_memory(total, "reachable")

    # ------------------------------------------------------------- fixpoint
    def _consider(self, schema: Schema, args: tuple[str, ...], new: set[Fact]) -> None:
        if args in schema.accepted or args in schema.rejected:
            return
        self.considered += 1
        self.work += 1  # as _spend(1), checked only past the cap (a call per binding costs)
        if self.work > self._cap or self.work > self._total:
            self._spend(0)  # (reach names the action being ground in _current)
        if schema.compiled is not None:  # literals only: nothing dynamic to check
            allowed = schema.compiled[2]
            if allowed is not None and not allowed(args):
                self._reject(schema, args)
                return
            self._accept(schema, args)
            new.update(schema.compiled[1](args))
            return
        binding = dict(zip(schema.params, args, strict=True))
        if schema.static_rest and not all(
            self.world.relaxed(f, binding, self.reached) for f in schema.static_rest
        ):
            self._reject(schema, args)
            return
        if schema.dynamic_rest and not all(
            self.world.relaxed(f, binding, self.reached) for f in schema.dynamic_rest
        ):
            schema.pending.add(args)
            return
        schema.pending.discard(args)
        self._accept(schema, args)
        if schema.effect_tree is not None:
            new.update(self.world.relaxed_adds(schema.effect_tree, binding, self.reached))

    def _reject(self, schema: Schema, args: tuple[str, ...]) -> None:
        if self.rejected < REJECTED_KEPT:  # memory stays bounded while rejecting
            schema.rejected.add(args)
            self.rejected += 1

    def reach(self) -> None:
        """The fixpoint. After the first round a schema is visited only when a fluent it
        reads (in its join, its waiting conditions or its conditional effects) gained
        facts: a chain of 10,000 derived predicates takes 10,000 rounds of one schema
        each, not 10,000 rounds of every schema."""
        fluent_atoms = [
            [i for i, a in enumerate(schema.join_atoms) if a.predicate in self.fluents]
            for schema in self.schemas
        ]
        readers: dict[str, list[int]] = {}
        for n, schema in enumerate(self.schemas):
            reads = {schema.join_atoms[i].predicate for i in fluent_atoms[n]}
            reads |= schema.pending_reads | schema.when_reads
            for pred in reads:
                readers.setdefault(pred, []).append(n)
        delta: dict[str, set[tuple[str, ...]]] | None = None
        while True:
            new: set[Fact] = set()
            if delta is None:
                visit: Iterable[int] = range(len(self.schemas))
            else:
                visit = sorted({n for pred in delta for n in readers.get(pred, ())})
            for n in visit:
                schema = self.schemas[n]
                self.visits += 1
                self._current = schema.action.name
                if delta is None:
                    for args in self.joins.join(schema, -1, None):
                        self._consider(schema, args, new)
                else:
                    for i in fluent_atoms[n]:
                        d = delta.get(schema.join_atoms[i].predicate)
                        if d:
                            for args in self.joins.join(schema, i, d):
                                self._consider(schema, args, new)
                # a binding waits on its dynamic conditions: only facts they read can pass it
                if schema.pending and (delta is None or not schema.pending_reads.isdisjoint(delta)):
                    for args in list(schema.pending):
                        self._consider(schema, args, new)
                # conditional effects of groundings accepted before: their conditions
                # can only have come true if a fluent they read gained facts
                again = delta is None or not schema.when_reads.isdisjoint(delta)
                if schema.has_when and schema.effect_tree is not None and again:
                    for args in schema.accepted:
                        binding = dict(zip(schema.params, args, strict=True))
                        new.update(
                            self.world.relaxed_adds(schema.effect_tree, binding, self.reached)
                        )
            fresh = {(p, a) for p, a in new if a not in self.reached[p]}
            if not fresh:
                return
            delta = {}
            self.n_facts += len(fresh)
            for pred, args in fresh:
                self.reached[pred].add(args)
                self.relations[pred].add(args)
                delta.setdefault(pred, set()).add(args)

    # ------------------------------------------------------------ operators
    def build(self) -> Task:
        try:
            return self._build()
        finally:
            self.world.spend = None  # the task's world outlives its grounding

    def _build(self) -> Task:
        self.reach()
        keys = sorted((p, a) for p, facts in self.reached.items() for a in facts)
        fact_index = {k: i for i, k in enumerate(keys)}
        self._estimate_build(fact_index)
        fid = fact_index.get
        metric = self.problem.metric
        uses_costs = self.numeric.weights is not None
        metric_note = self.numeric.metric_note
        if uses_costs and metric is not None and metric.direction == "maximize":
            uses_costs, metric_note = False, "the metric is maximized (plangate minimizes)"
        table = self.numeric.table(len(keys))
        ops: list[tuple[Any, ...]] = []
        axioms = build_axioms(self, fact_index) if self.rule_schemas else None
        for schema in self.schemas[: len(self.domain.actions)]:  # the rules come after
            action = schema.action
            self._current = action.name
            for args in schema.accepted:
                if schema.simple is not None:
                    op = self._build_simple(schema, args, fact_index, uses_costs)
                    if op is not None:
                        ops.append((action.name, args, *op))
                    continue
                binding = dict(zip(schema.params, args, strict=True))
                pre_tree: object = True
                if schema.precondition is not None:
                    pre_tree = self.world.ground(schema.precondition, binding, fid)
                    if pre_tree is False:
                        continue
                effects: dict[object, list[Any]] = {}
                cost: list[Any] = [0]
                conditional: list[ConditionalEffect] = []
                if schema.effect is not None:
                    add, delete = self._flat(schema.effect.run, args, fact_index)
                    if schema.effect.work:
                        self._spend(schema.effect.work)
                    for inc in schema.effect.costs:
                        self._effect(inc, binding, True, effects, cost, fact_index)
                    numeric = effects.pop(True, [0, 0, []])[2]
                else:
                    if schema.effect_tree is not None:
                        self._effect(
                            schema.effect_tree,
                            binding,
                            True,
                            effects,
                            cost,
                            fact_index,
                        )
                    add, delete, numeric = effects.pop(True, [0, 0, []])
                    for c, (a, d, n) in effects.items():
                        effect = ConditionalEffect(Condition.compile(c, table), a, d, tuple(n))
                        if not effect.condition.impossible:
                            conditional.append(effect)
                leaves = defined(numeric, self.numeric.name)
                if any(c.numeric for c in conditional):  # checked in each state
                    entries = [(None, *e) for e in numeric]
                    entries += [(c.condition, *e) for c in conditional for e in c.numeric]
                    leaves.append(("effects", tuple(entries)))
                pre = Condition.compile(make_and([pre_tree, *leaves]), table)
                if pre.impossible:
                    continue
                value = self._cost(cost[0], uses_costs, action.name, args)
                ops.append((action.name, args, pre, add, delete, conditional, value, numeric))
        ops.sort(key=lambda o: (o[0], o[1]))
        operators = tuple(
            Operator(i, n, a, pre, add, dele, tuple(cond), c, axioms, tuple(num), table)
            for i, (n, a, pre, add, dele, cond, c, num) in enumerate(ops)
        )
        initial = 0
        for fact in self.init_fluent:
            initial |= 1 << fact_index[fact]
        if axioms is not None:
            initial = axioms.close(initial)
        goal_tree = self.world.ground(nnf(self.problem.goal), {}, fid)
        goal = Condition.compile(goal_tree, table)
        initial = self.numeric.seal(initial)
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
            numbers=table,
            metric_note=metric_note,
            domain=self.domain,
            problem=self.problem,
            world=self.world,
            objects=tuple(dict.fromkeys(objects)),
            axioms=axioms,
        )

    def _build_simple(
        self,
        schema: Schema,
        args: tuple[str, ...],
        fact_index: dict[Fact, int],
        uses_costs: bool,
    ) -> tuple[Any, ...] | None:
        simple, compiled = schema.simple, schema.compiled
        assert simple is not None and compiled is not None
        result = self._flat(compiled[0], args, fact_index)
        if result is None:
            return None
        pos, neg, add, delete = result
        if not simple.costs:
            value = self._cost(0, uses_costs, schema.action.name, args)
            return Condition(pos, neg), add, delete, [], value, []
        cost: list[Any] = [0]
        binding = dict(zip(schema.params, args, strict=True))
        out: dict[object, list[Any]] = {}
        for inc in simple.costs:
            self._effect(inc, binding, True, out, cost, fact_index)
        numeric = out.get(True, [0, 0, []])[2]
        pre = Condition(pos, neg)
        if numeric:
            leaves = tuple(defined(numeric, self.numeric.name))
            pre = Condition(pos, neg, numeric=leaves, table=self.numeric.numbers)
        value = self._cost(cost[0], uses_costs, schema.action.name, args)
        return pre, add, delete, [], value, numeric

    def _cost(self, cost: Any, uses_costs: bool, name: str, args: tuple[str, ...]) -> Any:
        """An operator's cost: what its effects add to the metric (one time unit each
        included), or 1 when the task has unit costs."""
        if not uses_costs:
            return 1
        value = exact(cost + self.numeric.time_cost())
        if value < 0:
            raise GroundingError(
                f"negative action cost {show(value)} of {s.Atom(name, args)} (from the "
                f"metric {self.problem.metric}); plangate's searches need costs of 0 or more"
            )
        return value

    @staticmethod
    def _flat(fn: Generated, args: tuple[str, ...], fact_index: dict[Fact, int]) -> Any:
        """A generated function's result for one grounding (a simple schema's build, or a
        plain effect's)."""
        try:
            return fn(args, fact_index)
        except KeyError as err:
            raise GroundingError(f"internal error: added fact {err} was not reached") from None

    def _effect(
        self,
        effect: s.Effect,
        binding: dict[str, str],
        cond: object,
        out: dict[object, list[Any]],
        cost: list[Any],
        fact_index: dict[Fact, int],
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
            slot = out.setdefault(cond, [0, 0, []])
            slot[0 if isinstance(effect, s.Atom) else 1] |= 1 << fid
        elif isinstance(effect, s.EffectAnd):
            for arg in effect.args:
                self._effect(arg, binding, cond, out, cost, fact_index)
        elif isinstance(effect, s.EffectForall):
            for b, part in self.world.instances(effect, binding):
                self._effect(part, b, cond, out, cost, fact_index)
        elif isinstance(effect, s.When):
            inner = self.world.ground(nnf(effect.condition), binding, fact_index.get)
            combined = make_and([cond, inner])
            if combined is not False:
                self._effect(effect.effect, binding, combined, out, cost, fact_index)
        elif isinstance(effect, s.NumericEffect):
            ground = self.numeric.effect(effect, binding)
            if ground is not None:
                out.setdefault(cond, [0, 0, []])[2].append(ground)
                return
            ground_action = s.Atom(self._current, tuple(binding.values()))
            value = self.numeric.cost(effect, binding, str(ground_action))
            if value and cond is not True:
                raise GroundingError(
                    f"{effect.loc}: conditional action costs are not supported"
                    if effect.loc
                    else "conditional action costs are not supported"
                )
            cost[0] += value


def ground(domain: s.Domain, problem: s.Problem) -> Task:
    """Ground a (checked) domain and problem into a :class:`Task`."""
    return _Grounder(domain, problem).build()
