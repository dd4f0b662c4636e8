"""Formula utilities shared by grounding and explanation.

* :func:`nnf` pushes negations down to atoms and removes ``imply``.
* :class:`World` knows the objects per type, the static facts and which
  predicates are fluent; it evaluates lifted formulas under a binding, either
  relaxed (negative fluent literals count as true) or exactly against a state.
* :func:`ground` turns a lifted formula under a binding into a small ground
  condition algebra with statics folded away (see :mod:`plangate.pddl.task`).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterator, Mapping
from typing import Any, TypeVar, cast

from plangate.errors import GroundingError
from plangate.pddl import syntax as s
from plangate.pddl.limits import work_limits
from plangate.pddl.numeric import NumericGround, num_subst
from plangate.pddl.relaxed import Instances, compile_relaxed, guard_instances, guarded, static_guard
from plangate.pddl.values import FLIP, compare, evaluate

Binding = Mapping[str, str]
Fact = tuple[str, tuple[str, ...]]

# Ground condition algebra: True, False, ("lit", fact_id, positive),
# ("and", (c, ...)), ("or", (c, ...)).
GroundCond = object


T = TypeVar("T")
Memo = dict[int, tuple[Any, Any]]  # id(node) -> (node, value): the node keeps its id taken


def memo(cache: Memo, node: object, compute: Callable[..., T], *args: Any) -> T:
    """``compute(*args)`` once per syntax node (by identity, the node kept with its value
    so its id is not reused while the entry lives; a cache past 100,000 entries
    restarts)."""
    hit = cache.get(id(node))
    if hit is not None and hit[0] is node:
        return cast(T, hit[1])
    value = compute(*args)
    if len(cache) > 100_000:
        cache.clear()
    cache[id(node)] = (node, value)
    return value


_NNF: Memo = {}
_ADDS: Memo = {}


def adds_any(effect: s.Effect) -> bool:
    """Whether an effect adds a fact anywhere (computed once per effect)."""
    return memo(_ADDS, effect, _adds, effect)


def _adds(effect: s.Effect) -> bool:
    return any(isinstance(e, s.Atom) for e in s.effect_nodes(effect))


def nnf_of(formula: s.Formula) -> s.Formula:
    """:func:`nnf` of a formula of the domain, computed once."""
    return memo(_NNF, formula, nnf, formula)


def nnf(formula: s.Formula, negate: bool = False) -> s.Formula:
    """Negation normal form: ``not`` only directly above atoms, no ``imply``."""
    if isinstance(formula, s.Atom):
        return s.Not(formula, formula.loc) if negate else formula
    if isinstance(formula, s.Comparison):
        if not negate:
            return formula
        if formula.op == "=":  # not equal: less or greater
            return s.Or(
                (
                    s.Comparison("<", formula.left, formula.right, formula.loc),
                    s.Comparison(">", formula.left, formula.right, formula.loc),
                ),
                formula.loc,
            )
        return s.Comparison(FLIP[formula.op], formula.left, formula.right, formula.loc)
    if isinstance(formula, s.Not):
        return nnf(formula.arg, not negate)
    if isinstance(formula, s.And):
        args = tuple(nnf(a, negate) for a in formula.args)
        return s.Or(args, formula.loc) if negate else s.And(args, formula.loc)
    if isinstance(formula, s.Or):
        args = tuple(nnf(a, negate) for a in formula.args)
        return s.And(args, formula.loc) if negate else s.Or(args, formula.loc)
    if isinstance(formula, s.Imply):
        as_or = s.Or((s.Not(formula.condition), formula.consequence), formula.loc)
        return nnf(as_or, negate)
    if isinstance(formula, s.Exists):
        body = nnf(formula.body, negate)
        cls = s.Forall if negate else s.Exists
        return cls(formula.variables, body, formula.loc)
    if isinstance(formula, s.Forall):
        body = nnf(formula.body, negate)
        cls2 = s.Exists if negate else s.Forall
        return cls2(formula.variables, body, formula.loc)
    raise TypeError(f"not a formula: {formula!r}")  # pragma: no cover


def conjuncts(formula: s.Formula) -> Iterator[s.Formula]:
    """The top-level conjuncts of a formula (flattening nested ``and``)."""
    if isinstance(formula, s.And):
        for arg in formula.args:
            yield from conjuncts(arg)
    else:
        yield formula


def substitute(args: tuple[str, ...], binding: Binding) -> tuple[str, ...]:
    return tuple(binding.get(a, a) for a in args)


class World:
    """Objects, types, static facts and fluent predicates of one problem."""

    def __init__(
        self,
        objects_of_type: Mapping[str, tuple[str, ...]],
        fluent_predicates: frozenset[str],
        static_facts: Mapping[str, set[tuple[str, ...]]],
    ) -> None:
        self.objects_of_type = objects_of_type
        self.fluent_predicates = fluent_predicates
        self.static_facts = static_facts
        # the grounder's work counter (quantifier instances count), None after grounding
        self.spend: Callable[[int], None] | None = None
        self.max_instances = work_limits().quantifier
        self._relaxed: Memo = {}  # compiled relaxed evaluators (plangate.pddl.relaxed)
        self._guards: Memo = {}  # quantifiers' static guards, or None
        self._effect_guards: Memo = {}  # the same for universal effects
        # the task's numeric expressions (plangate.pddl.numeric), set by the grounder
        self.numeric: NumericGround | None = None

    def __getstate__(self) -> dict[str, object]:
        """Pickled without its compiled closures (a task crosses to Ray's workers)."""
        state = dict(self.__dict__)
        state["_relaxed"], state["_guards"], state["spend"] = {}, {}, None
        state["_effect_guards"] = {}
        return state

    def objects(self, types: tuple[str, ...]) -> tuple[str, ...]:
        if len(types) == 1:
            return self.objects_of_type.get(types[0], ())
        seen: dict[str, None] = {}
        for t in types:
            for o in self.objects_of_type.get(t, ()):
                seen[o] = None
        return tuple(seen)

    def bindings(
        self, variables: tuple[s.TypedName, ...], binding: Binding
    ) -> Iterator[dict[str, str]]:
        """Every extension of ``binding`` to the quantified ``variables``."""
        domains = [self.objects(v.types) for v in variables]
        count = math.prod(len(d) for d in domains)
        if count > self.max_instances:
            names = " ".join(v.name for v in variables)
            sizes = " x ".join(str(len(d)) for d in domains)
            raise GroundingError(
                f"a quantifier over ({names}) has {sizes} = {count:.3g} instances, more "
                f"than the limit of {self.max_instances:,} for one quantifier (it is "
                "max_actions / 20: raise it with InputLimits(max_actions=...))"
            )
        if self.spend is not None:
            self.spend(count)
        for values in itertools.product(*domains):
            extended = dict(binding)
            extended.update(zip((v.name for v in variables), values, strict=True))
            yield extended

    def static_holds(self, predicate: str, args: tuple[str, ...]) -> bool:
        if predicate == "=":
            return args[0] == args[1]
        return args in self.static_facts.get(predicate, ())

    # -------------------------------------------------------------- relaxed
    def relaxed(
        self, formula: s.Formula, binding: Binding, reached: Mapping[str, set[tuple[str, ...]]]
    ) -> bool:
        """Evaluate an NNF formula in the delete relaxation (compiled once per formula:
        :mod:`plangate.pddl.relaxed`)."""
        return memo(self._relaxed, formula, compile_relaxed, self, formula)(binding, reached)

    def relaxed_adds(
        self, effect: s.Effect, binding: Binding, reached: Mapping[str, set[tuple[str, ...]]]
    ) -> Iterator[Fact]:
        """Facts added by an effect in the delete relaxation (a part that adds nothing,
        deletes only, is not walked)."""
        if isinstance(effect, s.Atom):
            yield effect.predicate, substitute(effect.args, binding)
        elif not adds_any(effect):
            return
        elif isinstance(effect, s.EffectAnd):
            for arg in effect.args:
                yield from self.relaxed_adds(arg, binding, reached)
        elif isinstance(effect, s.EffectForall):
            for b, inner in self.instances(effect, binding):
                yield from self.relaxed_adds(inner, b, reached)
        elif isinstance(effect, s.When) and self.relaxed(
            nnf_of(effect.condition), binding, reached
        ):
            yield from self.relaxed_adds(effect.effect, binding, reached)

    def instances(
        self, effect: s.EffectForall, binding: Binding
    ) -> Iterator[tuple[dict[str, str], s.Effect]]:
        """The instances of a universal effect, each with the effect that applies there:
        where its ``when`` condition has a static atom over every variable (Airport's
        ``forall ?s: (when (is-blocked ?s ...) ...)``), only that atom's facts, with
        the rest of the condition; else every object."""
        guard = memo(self._effect_guards, effect, effect_guard, self, effect)
        if guard is None:
            for b in self.bindings(effect.variables, binding):
                yield b, effect.effect
        else:
            instances, inner = guard
            for b in instances(binding):
                yield b, inner

    # -------------------------------------------------------------- ground
    def ground(
        self, formula: s.Formula, binding: Binding, fact_id: Callable[[Fact], int | None]
    ) -> GroundCond:
        """Instantiate an NNF formula; statics and unreachable facts fold to constants.

        ``fact_id`` maps a fluent fact to its id, or None when it is unreachable
        (then it can never be true).
        """
        if isinstance(formula, s.Atom):
            args = substitute(formula.args, binding)
            if formula.predicate in self.fluent_predicates:
                fid = fact_id((formula.predicate, args))
                return False if fid is None else ("lit", fid, True)
            return self.static_holds(formula.predicate, args)
        if isinstance(formula, s.Not):
            atom = formula.arg
            assert isinstance(atom, s.Atom)
            args = substitute(atom.args, binding)
            if atom.predicate in self.fluent_predicates:
                fid = fact_id((atom.predicate, args))
                return True if fid is None else ("lit", fid, False)
            return not self.static_holds(atom.predicate, args)
        if isinstance(formula, s.Comparison):
            assert self.numeric is not None
            return self.numeric.condition(formula, binding)
        if isinstance(formula, s.And):
            return make_and(self.ground(a, binding, fact_id) for a in formula.args)
        if isinstance(formula, s.Or):
            return make_or(self.ground(a, binding, fact_id) for a in formula.args)
        if isinstance(formula, s.Exists | s.Forall):
            # a quantifier guarded by a static atom: only the bindings that make it a
            # fact, and only the rest of the body (plangate.pddl.relaxed)
            guard = memo(self._guards, formula, guarded, self, formula)
            if guard is not None:
                instances, rest = guard
                parts = (self.ground(rest, b, fact_id) for b in instances(binding))
            else:
                body = formula.body
                parts = (
                    self.ground(body, b, fact_id) for b in self.bindings(formula.variables, binding)
                )
            return make_or(parts) if isinstance(formula, s.Exists) else make_and(parts)
        raise TypeError(f"not in negation normal form: {formula}")  # pragma: no cover

    # -------------------------------------------------------------- exact
    def holds(
        self,
        formula: s.Formula,
        binding: Binding,
        true_fact: Callable[[Fact], bool],
        vec: tuple[Any, ...] = (),
    ) -> bool:
        """Exact evaluation of an NNF formula; ``true_fact`` answers fluent facts and
        ``vec`` is the state's values (a numeric task's)."""
        if isinstance(formula, s.Comparison):
            assert self.numeric is not None
            leaf = self.numeric.condition(formula, binding)
            if isinstance(leaf, bool):
                return leaf
            assert isinstance(leaf, tuple)
            return compare(leaf[1], evaluate(leaf[2], vec), evaluate(leaf[3], vec))
        if isinstance(formula, s.Atom):
            args = substitute(formula.args, binding)
            if formula.predicate in self.fluent_predicates:
                return true_fact((formula.predicate, args))
            return self.static_holds(formula.predicate, args)
        if isinstance(formula, s.Not):
            atom = formula.arg
            assert isinstance(atom, s.Atom)
            return not self.holds(atom, binding, true_fact, vec)
        if isinstance(formula, s.And):
            return all(self.holds(a, binding, true_fact, vec) for a in formula.args)
        if isinstance(formula, s.Or):
            return any(self.holds(a, binding, true_fact, vec) for a in formula.args)
        if isinstance(formula, s.Exists):
            return any(
                self.holds(formula.body, b, true_fact, vec)
                for b in self.bindings(formula.variables, binding)
            )
        if isinstance(formula, s.Forall):
            return all(
                self.holds(formula.body, b, true_fact, vec)
                for b in self.bindings(formula.variables, binding)
            )
        raise TypeError(f"not in negation normal form: {formula}")  # pragma: no cover

    def unmet(
        self,
        formula: s.Formula,
        binding: Binding,
        true_fact: Callable[[Fact], bool],
        vec: tuple[Any, ...] = (),
    ) -> list[str]:
        """The top-level conjuncts of ``formula`` that are false, as ground PDDL text."""
        out: list[str] = []
        for part in conjuncts(formula):
            if not self.holds(nnf(part), binding, true_fact, vec):
                out.append(ground_text(part, binding))
        return out


def effect_guard(world: World, effect: s.EffectForall) -> tuple[Instances, s.Effect] | None:
    """A universal effect whose condition has a static atom over all its variables: the
    instances that atom allows and the effect there (the rest of the condition kept)."""
    when = effect.effect
    if not isinstance(when, s.When):
        return None
    names = tuple(v.name for v in effect.variables)
    guard = static_guard(world, nnf_of(when.condition), names, universal=False)
    if guard is None or not set(names) <= set(guard[0].args):
        return None
    atom, rest = guard
    instances = guard_instances(world, s.Exists(effect.variables, when.condition), atom)
    if isinstance(rest, s.And) and not rest.args:
        return instances, when.effect
    return instances, s.When(rest, when.effect, when.loc)


def ground_text(formula: s.Formula, binding: Binding) -> str:
    """Print a lifted formula with the binding's objects substituted."""
    if isinstance(formula, s.Atom):
        return str(s.Atom(formula.predicate, substitute(formula.args, binding)))
    if isinstance(formula, s.Comparison):
        left, right = num_subst(formula.left, binding), num_subst(formula.right, binding)
        return str(s.Comparison(formula.op, left, right))
    if isinstance(formula, s.Not):
        return f"(not {ground_text(formula.arg, binding)})"
    if isinstance(formula, s.And | s.Or):
        word = "and" if isinstance(formula, s.And) else "or"
        return f"({word} {' '.join(ground_text(a, binding) for a in formula.args)})"
    if isinstance(formula, s.Imply):
        return (
            f"(imply {ground_text(formula.condition, binding)} "
            f"{ground_text(formula.consequence, binding)})"
        )
    if isinstance(formula, s.Exists | s.Forall):
        word = "exists" if isinstance(formula, s.Exists) else "forall"
        inner = {k: v for k, v in binding.items() if k not in {v.name for v in formula.variables}}
        return (
            f"({word} ({s.typed_list_str(formula.variables)}) {ground_text(formula.body, inner)})"
        )
    raise TypeError(f"not a formula: {formula!r}")  # pragma: no cover


def make_and(parts: Iterator[GroundCond] | list[GroundCond]) -> GroundCond:
    out: list[GroundCond] = []
    for p in parts:
        if p is False:
            return False
        if p is True:
            continue
        if isinstance(p, tuple) and p[0] == "and":
            out.extend(p[1])
        else:
            out.append(p)
    if not out:
        return True
    return out[0] if len(out) == 1 else ("and", tuple(out))


def make_or(parts: Iterator[GroundCond] | list[GroundCond]) -> GroundCond:
    out: list[GroundCond] = []
    for p in parts:
        if p is True:
            return True
        if p is False:
            continue
        if isinstance(p, tuple) and p[0] == "or":
            out.extend(p[1])
        else:
            out.append(p)
    if not out:
        return False
    return out[0] if len(out) == 1 else ("or", tuple(out))
