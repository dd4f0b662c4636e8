"""Numeric values (PDDL 2.1 level 2): exact numbers, how they are read and shown, the
evaluation of ground expressions, and the value table a numeric task's states index.

**Values** are exact rationals: an ``int`` when whole, a :class:`fractions.Fraction`
otherwise (a decimal literal such as ``0.1`` is the fraction ``1/10``, so ``(= (+ 0.1 0.2)
0.3)`` holds). ``None`` is an undefined value: a function the problem gives no value, or a
division by zero. Reading an undefined value is an error at that step (as VAL says): a
condition that reads one does not hold, and an action whose effects read one is not
applicable.

**States** stay Python ints: the facts are the low bits (bit ``i`` is fact ``i``), and a
numeric task's value vector is interned in its :class:`Numbers` table, whose index sits
above the facts (``state >> shift``). Equal states are equal ints, as in the classical
fragment; a state means something only to the task that made it.
"""

from __future__ import annotations

import math
import operator as _op
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from plangate.errors import GroundingError
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
