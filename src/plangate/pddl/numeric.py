"""Numeric fluents (PDDL 2.1 level 2): what each function is, ground expressions, the
value table a numeric task's states index, and action costs from the metric.

**Values** are exact rationals: an ``int`` when whole, a :class:`fractions.Fraction`
otherwise (a decimal literal such as ``0.1`` is the fraction ``1/10``, so ``(= (+ 0.1 0.2)
0.3)`` holds). ``None`` is an undefined value: a function the problem gives no value, or a
division by zero. Reading an undefined value is an error at that step (as VAL says): a
condition that reads one does not hold, and an action whose effects read one is not
applicable.

**What each function is**, decided once per domain and problem on the lifted domain:

* *static*: no action changes it. Its values are folded into the ground actions as
  constants (``(weight crate0)``, ``(distance c1 c2)``), and comparisons over statics
  alone are decided at grounding;
* *cost*: only ``increase``/``decrease`` by amounts that read statics alone, outside
  any ``when``, and read by no condition, goal or amount: it only accumulates, so it
  lives outside the state and becomes the actions' cost through the metric
  (``(total-cost)``, ``(fuel-used)``, Driverlog's ``(driven)``);
* *state*: everything else. Its ground instances form the value vector of a state.

**States** stay Python ints: the facts are the low bits (bit ``i`` is fact ``i``), and a
numeric task's value vector is interned in its :class:`Numbers` table, whose index sits
above the facts (``state >> shift``). Equal states are equal ints, as in the classical
fragment; a state means something only to the task that made it.
"""

from __future__ import annotations

import math
import operator as _op
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from plangate.errors import GroundingError, UnsupportedFeatureError
from plangate.pddl import syntax as s

Num = int | Fraction
Value = Num | None
Key = tuple[str, tuple[str, ...]]
# A ground expression: ("c", number) | ("v", index) | ("u", why) | (op, left, right)
# with op in + - * / | ("neg", arg).
Expr = tuple[Any, ...]
# A ground effect on a state fluent: (index, op, expression).
NumEffect = tuple[int, str, Expr]
TOTAL_TIME: Key = ("total-time", ())

_CMP: dict[str, Callable[[Any, Any], bool]] = {
    "<": _op.lt,
    "<=": _op.le,
    "=": _op.eq,
    ">=": _op.ge,
    ">": _op.gt,
}
FLIP = {"<": ">=", "<=": ">", ">=": "<", ">": "<="}  # the negation of each comparison
# A value's size is bounded by what it means. Its magnitude: one of 2**MAX_BITS or more is
# undefined, as an overflow (no double holds it; repeated squaring must not fill the
# memory). Its precision: a value stays exact while its denominator is below
# 2**PRECISION_BITS (over 300 decimal places: more than any file gives or any double
# tells apart); a finer one is rounded to that precision, so compound growth
# (1.0001 to the 90th) stays a value and its size stays bounded.
MAX_BITS = 1100
PRECISION_BITS = 1100
_ONE = 1 << PRECISION_BITS


def exact(x: int | float | Fraction) -> Num:
    """A number as plangate computes with it (a float literal read as its decimal)."""
    if isinstance(x, int):
        return x
    f = x if isinstance(x, Fraction) else Fraction(repr(x))
    return f.numerator if f.denominator == 1 else f


_NUMBER = re.compile(r"-?\d{1,100}(?:\.\d{1,100})?\Z|-?\d{1,100}/\d{1,100}\Z")


def read_number(text: str, what: str) -> Num:
    """A value given as text (``3``, ``-2.25``, ``1/3``: what :func:`show` writes), read
    exactly; anything else (an exponent, ``nan``, a division by zero, over 100 digits)
    is a :class:`PlangateError` naming ``what`` and never quoting the text."""
    text = text.strip()
    if not _NUMBER.match(text):
        raise GroundingError(
            f"the value of {what} is not a number as plangate writes one (digits, a "
            "decimal point, or a fraction n/d; at most 100 digits each)"
        )
    if "/" in text:
        top, bottom = text.split("/")
        if int(bottom) == 0:
            raise GroundingError(f"the value of {what} divides by zero")
        return exact(Fraction(int(top), int(bottom)))
    return exact(Fraction(text))


def snap(x: float, scale: int) -> Num:
    """The exact number a double stands for, when the exact one is a multiple of
    ``1/scale`` (a sum of action costs whose denominators divide ``scale``): the nearest
    such multiple."""
    whole = round(x * scale)
    return whole // scale if whole % scale == 0 else Fraction(whole, scale)


def plain(x: int | float | Fraction) -> int | float:
    """A number for JSON: an int when whole, else the nearest double (whose shortest
    form is the exact decimal for the numbers files hold: 108.586, not
    108.58599999999998)."""
    if isinstance(x, int):
        return x
    if isinstance(x, Fraction):
        return x.numerator if x.denominator == 1 else float(x)
    return int(x) if x.is_integer() else x


def show_number(x: int | float | Fraction) -> str:
    """A cost or distance for a reader: exact values as :func:`show` writes them, a
    double (the nearest to an exact cost) in its shortest form (``108.586``), whole
    numbers without a point, ``inf`` for infinity."""
    if isinstance(x, float):
        if math.isinf(x):
            return "inf"
        return str(int(x)) if x.is_integer() else repr(x)
    return show(x)


def show(x: Value) -> str:
    """A value exactly: an integer, a decimal when it has a finite one (``2.25``), else
    the fraction (``1/3``, which :meth:`fractions.Fraction` reads back)."""
    if x is None:
        return "undefined"
    if isinstance(x, int):
        return str(x)
    return s.decimal_text(x, 39) or f"{x.numerator}/{x.denominator}"


def key_text(key: Key) -> str:
    return str(s.FluentTerm(*key))


# ------------------------------------------------------------ evaluation


def evaluate(e: Expr, vec: tuple[Value, ...]) -> Value:
    kind = e[0]
    if kind == "c":
        return e[1]
    if kind == "v":
        return vec[e[1]]
    if kind == "u":
        return None
    a = evaluate(e[1], vec)
    if a is None:
        return None
    if kind == "neg":
        return -a
    b = evaluate(e[2], vec)
    if b is None:
        return None
    return arith(kind, a, b)


def arith(kind: str, a: Num, b: Num) -> Value:
    if kind == "+":
        out: Num = a + b
    elif kind == "-":
        out = a - b
    elif kind == "*":
        out = a * b
    elif b == 0:
        return None  # division by zero: undefined, as in VAL
    else:
        out = Fraction(a) / b
    return bounded(out)


def bounded(out: Num) -> Value:
    """A computed value within its bounds (see :data:`MAX_BITS`): exact, rounded to
    :data:`PRECISION_BITS` when finer, or None (undefined) when too large."""
    if isinstance(out, Fraction):
        if out.denominator == 1:
            out = out.numerator
        else:
            if out.numerator.bit_length() - out.denominator.bit_length() > MAX_BITS:
                return None  # past any double (about 1.8e308): undefined, as an overflow
            if out.denominator.bit_length() > PRECISION_BITS:
                out = Fraction(round(out * _ONE), _ONE)
                if out.denominator == 1:
                    out = out.numerator
    if isinstance(out, int) and out.bit_length() > MAX_BITS:
        return None  # past any double (about 1.8e308): undefined, as an overflow
    return out


def compare(op: str, a: Value, b: Value) -> bool:
    return a is not None and b is not None and _CMP[op](a, b)


def expr_text(e: Expr, names: tuple[str, ...]) -> str:
    """A ground expression as PDDL (state fluents by name)."""
    kind = e[0]
    if kind == "c":
        return show(e[1])
    if kind == "v":
        return names[e[1]]
    if kind == "u":
        return str(e[1])
    if kind == "neg":
        return f"(- {expr_text(e[1], names)})"
    return f"({kind} {expr_text(e[1], names)} {expr_text(e[2], names)})"


def reads(e: Expr) -> Iterator[int]:
    """The state fluents an expression reads."""
    if e[0] == "v":
        yield e[1]
    elif e[0] not in ("c", "u"):
        for part in e[1:]:
            yield from reads(part)


def apply_effect(op: str, old: Value, amount: Value) -> Value:
    if op == "assign":
        return amount
    if old is None or amount is None:
        return None
    kind = {"increase": "+", "decrease": "-", "scale-up": "*", "scale-down": "/"}[op]
    return arith(kind, old, amount)


# ------------------------------------------------------------ the value table


@dataclass(eq=False)
class Numbers:
    """A numeric task's state fluents and the value vectors its states index."""

    names: tuple[str, ...]  # each state fluent as PDDL: (fuel plane1)
    keys: tuple[Key, ...]
    shift: int  # the number of facts: a state's vector id is state >> shift
    vectors: list[tuple[Value, ...]] = field(default_factory=list)
    ids: dict[tuple[Value, ...], int] = field(default_factory=dict)

    @property
    def mask(self) -> int:
        return (1 << self.shift) - 1

    def values(self, state: int) -> tuple[Value, ...]:
        return self.vectors[state >> self.shift]

    def state(self, facts: int, vec: tuple[Value, ...]) -> int:
        """The state with these facts and these values (the vector interned)."""
        vid = self.ids.get(vec)
        if vid is None:
            vid = self.ids[vec] = len(self.vectors)
            self.vectors.append(vec)
        return (facts & self.mask) | vid << self.shift

    def describe(self, state: int) -> list[str]:
        """The values of a state as PDDL, ``(= (fuel plane1) 30)`` (undefined ones left
        out, as a problem's :init leaves them out)."""
        return [
            f"(= {name} {show(v)})"
            for name, v in zip(self.names, self.values(state), strict=True)
            if v is not None
        ]

    def as_dict(self, state: int) -> dict[str, Value]:
        return dict(zip(self.names, self.values(state), strict=True))


# ------------------------------------------------------------ what each function is


def _effects(effect: s.Effect | None, when: bool = False) -> Iterator[tuple[s.NumericEffect, bool]]:
    if effect is None:
        return
    if isinstance(effect, s.NumericEffect):
        yield effect, when
    elif isinstance(effect, s.EffectAnd):
        for a in effect.args:
            yield from _effects(a, when)
    elif isinstance(effect, s.EffectForall):
        yield from _effects(effect.effect, when)
    elif isinstance(effect, s.When):
        yield from _effects(effect.effect, True)


def _comparisons(f: s.Formula | None) -> Iterator[s.Comparison]:
    if f is None:
        return
    for node in s.subformulas(f):
        if isinstance(node, s.Comparison):
            yield node


def _when_conditions(effect: s.Effect | None) -> Iterator[s.Formula]:
    if effect is None:
        return
    for node in s.effect_nodes(effect):
        if isinstance(node, s.When):
            yield node.condition


@dataclass(frozen=True)
class Kinds:
    """What each function of a domain and problem is (see the module's docstring)."""

    changed: frozenset[str]
    cost: frozenset[str]
    state: frozenset[str]

    @property
    def numeric(self) -> bool:
        """Whether states carry values (some function is of kind state)."""
        return bool(self.state)


def classify(domain: s.Domain, problem: s.Problem) -> Kinds:
    effects = [e for a in domain.actions for e in _effects(a.effect)]
    changed = frozenset(e.fluent.name for e, _ in effects)
    read: set[str] = set()
    conditions: list[s.Formula] = [problem.goal]
    for a in domain.actions:
        if a.precondition is not None:
            conditions.append(a.precondition)
        conditions.extend(_when_conditions(a.effect))
    for d in domain.derived:
        for c in _comparisons(d.body):
            names = {t.name for t in (*s.num_terms(c.left), *s.num_terms(c.right))}
            if names & changed:
                raise UnsupportedFeatureError(
                    f"derived predicate '{d.name}' compares values that actions change "
                    f"({c}); plangate derives predicates from facts and static values only",
                    c.loc or d.loc,
                )
    for f in conditions:
        for c in _comparisons(f):
            read.update(t.name for t in (*s.num_terms(c.left), *s.num_terms(c.right)))
    state: set[str] = set()
    for e, _ in effects:
        amount = {t.name for t in s.num_terms(e.amount)}
        read.update(amount)
        if e.op in ("scale-up", "scale-down"):
            read.add(e.fluent.name)
    metric = problem.metric
    in_metric = {t.name for t in s.num_terms(metric.expression)} if metric else set()
    for e, _ in effects:
        name = e.fluent.name
        amount = {t.name for t in s.num_terms(e.amount)}
        if name in read or amount & changed:
            state.add(name)  # its value matters, or what it adds depends on the state
        elif e.op not in ("increase", "decrease") and name in in_metric:
            state.add(name)  # the metric reads a value that is not a sum of increments
    cost = changed - state
    return Kinds(changed, frozenset(cost), frozenset(state))


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
