"""Numeric fluents (PDDL 2.1 level 2), ground: expressions, comparisons and effects
grounded for one task (statics folded), and action costs from the metric.

The values themselves (exact numbers, their reading and showing, evaluation, the value
table states index) are :mod:`plangate.pddl.values`; what each function is (static,
cost, state) is :mod:`plangate.pddl.numeric_kinds`. Their names are offered here too,
where the numeric fragment's callers have always found them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

from plangate.errors import GroundingError
from plangate.pddl import syntax as s
from plangate.pddl.numeric_kinds import classify
from plangate.pddl.values import (
    TOTAL_TIME,
    Expr,
    Key,
    Num,
    Numbers,
    NumEffect,
    Value,
    arith,
    compare,
    evaluate,
    exact,
    expr_text,
    key_text,
)

# ------------------------------------------------------------ grounding


class NumericGround:
    """Grounds numeric expressions, comparisons and effects for one task (statics folded,
    state fluents given vector indices as they are met)."""

    def __init__(self, domain: s.Domain, problem: s.Problem) -> None:
        self.kinds = classify(domain, problem)
        self.problem = problem
        self.values: dict[Key, Num] = {}
        for element in problem.init:
            if isinstance(element, s.FluentValue):
                self.values[(element.fluent.name, element.fluent.args)] = exact(element.value)
        self.index: dict[Key, int] = {}
        self.keys: list[Key] = []  # the state fluents in index order
        for key in sorted(k for k in self.values if k[0] in self.kinds.state):
            self._add(key)
        self.numbers: Numbers | None = None  # the task's table, once grounding has made it
        self.sealed = False  # grounding is over: no state fluent is added
        self.weights: dict[Key, Num] | None = None  # the metric's, when it is a sum of costs
        self.metric_note: str | None = None
        self.constant: Num = 0
        self._metric()

    # ---------------------------------------------------------- expressions
    def expr(self, e: s.NumExpr, binding: Mapping[str, str]) -> Expr:
        if isinstance(e, int | float):
            return ("c", exact(e))
        if isinstance(e, s.FluentTerm):
            key = (e.name, tuple(binding.get(a, a) for a in e.args))
            if e.name in self.kinds.state:
                idx = self.index.get(key)
                if idx is None:
                    if self.sealed:  # after grounding: nothing ever set it
                        return ("u", key_text(key))
                    idx = self._add(key)
                return ("v", idx)
            value = self.values.get(key)
            if value is None:
                return ("u", key_text(key))
            return ("c", value)
        parts = [self.expr(a, binding) for a in e.args]
        if e.op == "-" and len(parts) == 1:
            return _fold(("neg", parts[0]))
        out = parts[0]
        for p in parts[1:]:
            out = _fold((e.op, out, p))
        return out

    def condition(self, c: s.Comparison, binding: Mapping[str, str]) -> object:
        """A comparison as the ground condition algebra: True, False or a numeric leaf
        ``("num", op, left, right)``."""
        left, right = self.expr(c.left, binding), self.expr(c.right, binding)
        if left[0] == "u" or right[0] == "u":
            return False  # reads an undefined value: never holds
        if left[0] == "c" and right[0] == "c":
            return compare(c.op, left[1], right[1])
        return ("num", c.op, left, right)

    def effect(self, e: s.NumericEffect, binding: Mapping[str, str]) -> NumEffect | None:
        """A state fluent's effect, or None for a cost fluent's (see :meth:`cost`)."""
        if e.fluent.name not in self.kinds.state:
            return None
        target = self.expr(e.fluent, binding)
        return (target[1], e.op, self.expr(e.amount, binding))

    def cost(self, e: s.NumericEffect, binding: Mapping[str, str], action: str) -> Num:
        """What a cost fluent's effect adds to the action's cost (its weight in the metric
        times the amount; 0 when the metric does not count it)."""
        key = (e.fluent.name, tuple(binding.get(a, a) for a in e.fluent.args))
        weight = (self.weights or {}).get(key, 0)
        if not weight:
            return 0
        amount = self.expr(e.amount, binding)
        if amount[0] != "c":
            where = f"{self.problem.loc.file}: " if self.problem.loc else ""
            what = amount[1]
            raise GroundingError(
                f"{where}(:init) gives no value for {what}, needed for the cost of {action}"
                if what.startswith("(")
                else f"{where}the cost of {action} is {what}"
            )
        value: Num = amount[1]
        return weight * (value if e.op == "increase" else -value)

    # ---------------------------------------------------------- the metric
    def _metric(self) -> None:
        metric = self.problem.metric
        if metric is None:
            return
        linear = self._linear(metric.expression)
        if linear is None:
            return
        sign = 1 if metric.direction == "minimize" else -1
        self.constant = sign * linear.pop(("", ()), 0)
        self.weights = {k: sign * w for k, w in linear.items()}

    def _linear(self, e: s.NumExpr) -> dict[Key, Num] | None:
        """The metric as constant weights of cost fluents and total-time (the constant
        under the key ("", ())), or None with the reason in metric_note."""
        if isinstance(e, int | float):
            return {("", ()): exact(e)}
        if isinstance(e, s.FluentTerm):
            key = (e.name, e.args)
            if key == TOTAL_TIME or e.name in self.kinds.cost:
                return {key: 1}
            if e.name not in self.kinds.changed:
                value = self.values.get(key)
                if value is None:
                    self.metric_note = f"the metric reads {e}, which has no value"
                    return None
                return {("", ()): value}
            self.metric_note = (
                f"the metric reads {e}, which is part of the state (not only accumulated "
                "by actions), so it is not a sum of action costs"
            )
            return None
        parts = [self._linear(a) for a in e.args]
        if any(p is None for p in parts):
            return None
        ps: list[dict[Key, Num]] = [p for p in parts if p is not None]
        if e.op == "-" and len(ps) == 1:
            return {k: -v for k, v in ps[0].items()}
        out = ps[0]
        for p in ps[1:]:
            out = self._combine(e.op, out, p, e)  # type: ignore[assignment]
            if out is None:
                return None
        return out

    def _combine(
        self, op: str, a: dict[Key, Num], b: dict[Key, Num], e: s.Arith
    ) -> dict[Key, Num] | None:
        const_a = set(a) <= {("", ())}
        const_b = set(b) <= {("", ())}
        if op in "+-":
            sign = 1 if op == "+" else -1
            out = dict(a)
            for k, v in b.items():
                out[k] = out.get(k, 0) + sign * v
            return out
        if op == "*" and (const_a or const_b):
            c = (a if const_a else b).get(("", ()), 0)
            return {k: c * v for k, v in (b if const_a else a).items()}
        if op == "/" and const_b and b.get(("", ()), 0) != 0:
            c = b[("", ())]
            return {k: exact(Fraction(v) / c) for k, v in a.items()}
        self.metric_note = f"the metric {e} is not linear in the accumulated values"
        return None

    def time_cost(self) -> Num:
        """What one action adds to the metric through total-time (one unit per action)."""
        return (self.weights or {}).get(TOTAL_TIME, 0)

    def _add(self, key: Key) -> int:
        self.index[key] = len(self.keys)
        self.keys.append(key)
        return self.index[key]

    def name(self, index: int) -> str:
        """A state fluent as PDDL."""
        return key_text(self.keys[index])

    def table(self, n_facts: int) -> Numbers | None:
        """The task's value table, made before its operators (their conditions read it;
        :meth:`seal` names its fluents); None when states carry no values."""
        if self.kinds.numeric:
            self.numbers = Numbers((), (), n_facts)
        return self.numbers

    def seal(self, facts: int) -> int:
        """After the operators: the table's fluents named, and the initial state with its
        values interned (``facts``: its facts)."""
        self.sealed = True
        if self.numbers is None:
            return facts
        self.numbers.keys = tuple(self.keys)
        self.numbers.names = tuple(key_text(k) for k in self.keys)
        return self.numbers.state(facts, tuple(self.values.get(k) for k in self.keys))


def _fold(e: Expr) -> Expr:
    """Constant folding: an operation on constants is its value; on an undefined value,
    undefined."""
    args = e[1:]
    if any(a[0] == "u" for a in args):
        return next(a for a in args if a[0] == "u")
    if all(a[0] == "c" for a in args):
        if e[0] == "neg":
            return ("c", -args[0][1])
        value = arith(e[0], args[0][1], args[1][1])
        return ("u", "a division by zero") if value is None else ("c", value)
    return e


def num_subst(e: s.NumExpr, binding: Mapping[str, str]) -> s.NumExpr:
    """A lifted expression with the binding's objects substituted."""
    if isinstance(e, s.FluentTerm):
        return s.FluentTerm(e.name, tuple(binding.get(a, a) for a in e.args), e.loc)
    if isinstance(e, s.Arith):
        return s.Arith(e.op, tuple(num_subst(a, binding) for a in e.args), e.loc)
    return e


def leaf_holds(leaf: tuple[Any, ...], vec: tuple[Value, ...], state: int = 0) -> bool:
    """A numeric condition of a ground condition: ``("num", op, left, right)``,
    ``("def", expr)`` (the value is defined), ``("no", why)`` (never), or ``("effects",
    entries)`` (the numeric effects that apply in ``state``, conditional ones included,
    can be applied: :func:`effects_fault`)."""
    kind = leaf[0]
    if kind == "def":
        return evaluate(leaf[1], vec) is not None
    if kind == "no":
        return False
    if kind == "effects":
        return effects_fault(leaf[1], state, vec, None) is None
    return compare(leaf[1], evaluate(leaf[2], vec), evaluate(leaf[3], vec))


def defined(effects: list[NumEffect], name: Callable[[int], str]) -> list[tuple[Any, ...]]:
    """The conditions under which effects on values can be applied: each amount they read
    and each value they change (all but ``assign``) is defined, and no value is both
    assigned (``assign``, ``scale-up``, ``scale-down``) and changed again (PDDL 2.1
    forbids it: VAL fails such a step; increases and decreases add up)."""
    out: list[tuple[Any, ...]] = []
    ops: dict[int, list[str]] = {}
    for index, op, expr in effects:
        ops.setdefault(index, []).append(op)
        if op != "assign":
            out.append(("def", ("v", index)))
        if expr[0] != "c":
            out.append(("def", expr))
    for index, kinds in ops.items():
        if len(kinds) > 1 and set(kinds) - {"increase", "decrease"}:
            out.append(("no", f"the action both assigns to and updates {name(index)}"))
    return out


# an action's numeric effects with their conditions (None: unconditional), for the
# check made in each state when some are conditional
EffectEntry = tuple[Any, int, str, Expr]


def effects_fault(
    entries: tuple[EffectEntry, ...], state: int, vec: tuple[Value, ...], names: Any
) -> str | None:
    """Why the numeric effects that apply in ``state`` cannot be applied (an undefined
    value read, or a value both assigned and changed again), or None."""
    fired: dict[int, list[str]] = {}
    for condition, index, op, expr in entries:
        if condition is not None and not condition.holds(state):
            continue
        if op != "assign" and vec[index] is None:
            return "?" if names is None else f"{names[index]} has no value"
        if evaluate(expr, vec) is None:
            return "?" if names is None else f"{expr_text(expr, names)} has no value"
        fired.setdefault(index, []).append(op)
    for index, kinds in fired.items():
        if len(kinds) > 1 and set(kinds) - {"increase", "decrease"}:
            return (
                "?"
                if names is None
                else (f"the effects that apply both assign to and change {names[index]}")
            )
    return None
