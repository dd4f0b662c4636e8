"""Immutable PDDL syntax tree.

Every node is a frozen dataclass with slots. Names are lower-cased by the
parser (PDDL is case-insensitive); variables keep their leading ``?``.
Source positions (``loc``) are carried for error messages but are not part
of equality, so that parse -> print -> parse gives an equal tree.
``str(node)`` prints valid PDDL.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from fractions import Fraction

from plangate.errors import Loc


def _no_compare() -> Loc | None:
    return field(default=None, compare=False, repr=False, hash=False)


def _join(items: object) -> str:
    return " ".join(str(i) for i in items)  # type: ignore[attr-defined]


@dataclass(frozen=True, slots=True)
class TypedName:
    """A name (object, constant, variable or type) with its type(s).

    ``types`` has one entry for a plain type and several for ``(either ...)``.
    """

    name: str
    types: tuple[str, ...] = ("object",)
    loc: Loc | None = _no_compare()

    def type_str(self) -> str:
        if len(self.types) == 1:
            return self.types[0]
        return f"(either {' '.join(self.types)})"


def typed_list_str(items: tuple[TypedName, ...], typed: bool = True) -> str:
    """Print a typed list, grouping consecutive names of the same type."""
    if not typed:
        return " ".join(i.name for i in items)
    parts: list[str] = []
    group: list[str] = []
    current: tuple[str, ...] | None = None
    for item in items:
        if current is not None and item.types != current:
            parts.append(f"{' '.join(group)} - {TypedName('', current).type_str()}")
            group = []
        group.append(item.name)
        current = item.types
    if group and current is not None:
        parts.append(f"{' '.join(group)} - {TypedName('', current).type_str()}")
    return " ".join(parts)


# ---------------------------------------------------------------- formulas


@dataclass(frozen=True, slots=True)
class Atom:
    """``(predicate arg ...)``; equality is the predicate ``=``."""

    predicate: str
    args: tuple[str, ...]
    loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        return f"({self.predicate}{' ' if self.args else ''}{' '.join(self.args)})"


@dataclass(frozen=True, slots=True)
class Not:
    arg: Formula
    loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        return f"(not {self.arg})"


@dataclass(frozen=True, slots=True)
class And:
    args: tuple[Formula, ...]
    loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        return f"(and{' ' if self.args else ''}{_join(self.args)})"


@dataclass(frozen=True, slots=True)
class Or:
    args: tuple[Formula, ...]
    loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        return f"(or{' ' if self.args else ''}{_join(self.args)})"


@dataclass(frozen=True, slots=True)
class Imply:
    condition: Formula
    consequence: Formula
    loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        return f"(imply {self.condition} {self.consequence})"


@dataclass(frozen=True, slots=True)
class Exists:
    variables: tuple[TypedName, ...]
    body: Formula
    loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        return f"(exists ({typed_list_str(self.variables)}) {self.body})"


@dataclass(frozen=True, slots=True)
class Forall:
    variables: tuple[TypedName, ...]
    body: Formula
    loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        return f"(forall ({typed_list_str(self.variables)}) {self.body})"


# ---------------------------------------------------------------- effects


@dataclass(frozen=True, slots=True)
class FluentTerm:
    """A numeric function application such as ``(total-cost)``."""

    name: str
    args: tuple[str, ...] = ()
    loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        return f"({self.name}{' ' if self.args else ''}{' '.join(self.args)})"


MAX_DIGITS = 100  # a number literal longer than this is refused (doubles end near 1e308)


def read_number(text: str) -> int | float | None:
    """A PDDL number literal: an ``int`` when written without a point (exactly, whatever
    its size up to :data:`MAX_DIGITS` digits), else a float; None when out of range."""
    if len(text.lstrip("-").split(".")[0]) > MAX_DIGITS:
        return None
    if "." not in text:
        return int(text)
    value = float(text)
    return value if value == value and abs(value) != float("inf") else None


def decimal_text(x: Fraction, places: int = 40) -> str | None:
    """A fraction exactly as a decimal (``2.25``, ``-0.125``, ``3``), or None when it has
    no finite decimal of at most ``places`` places (``1/3``)."""
    if x.denominator == 1:
        return str(x.numerator)
    den, twos, fives = x.denominator, 0, 0
    while den % 2 == 0:
        den, twos = den // 2, twos + 1
    while den % 5 == 0:
        den, fives = den // 5, fives + 1
    digits = max(twos, fives)
    if den != 1 or digits > places:
        return None
    scaled = x * 10**digits
    sign, text = ("-" if scaled < 0 else ""), str(abs(scaled.numerator)).rjust(digits + 1, "0")
    return f"{sign}{text[:-digits]}.{text[-digits:]}"


def number_str(value: int | float | Fraction) -> str:
    """A number as PDDL writes it: an integer, or a decimal (a fraction exactly when it
    has a finite decimal, else its nearest double)."""
    if isinstance(value, Fraction):
        return decimal_text(value) or repr(float(value))
    return str(int(value)) if float(value).is_integer() else repr(float(value))


@dataclass(frozen=True, slots=True)
class Arith:
    """``(+ a b)``, ``(- a b)``, ``(* a b)``, ``(/ a b)``; ``(- a)`` negates. PDDL 2.1 allows
    more than two arguments to ``+`` and ``*`` (read left to right)."""

    op: str
    args: tuple[NumExpr, ...]
    loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        return f"({self.op} {' '.join(num_str(a) for a in self.args)})"


NumExpr = int | float | FluentTerm | Arith


def num_str(expr: NumExpr) -> str:
    return expr.__str__() if isinstance(expr, FluentTerm | Arith) else number_str(expr)


def num_terms(expr: NumExpr) -> Iterator[FluentTerm]:
    """The function terms an expression reads."""
    if isinstance(expr, FluentTerm):
        yield expr
    elif isinstance(expr, Arith):
        for a in expr.args:
            yield from num_terms(a)


COMPARISONS = ("<", "<=", "=", ">=", ">")


@dataclass(frozen=True, slots=True)
class Comparison:
    """``(< a b)`` and the like: a numeric condition (``=`` compares numbers here; ``(= ?x
    ?y)`` between objects is the :class:`Atom` of predicate ``=``)."""

    op: str
    left: NumExpr
    right: NumExpr
    loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        return f"({self.op} {num_str(self.left)} {num_str(self.right)})"


NUMERIC_EFFECTS = ("assign", "increase", "decrease", "scale-up", "scale-down")


@dataclass(frozen=True, slots=True)
class NumericEffect:
    """``(increase (f ...) amount)`` and ``assign``, ``decrease``, ``scale-up``,
    ``scale-down``; ``Increase`` is the same class (the name action costs use)."""

    fluent: FluentTerm
    amount: NumExpr
    loc: Loc | None = _no_compare()
    op: str = "increase"

    def __str__(self) -> str:
        return f"({self.op} {self.fluent} {num_str(self.amount)})"


Increase = NumericEffect

Formula = Atom | Not | And | Or | Imply | Exists | Forall | Comparison


@dataclass(frozen=True, slots=True)
class When:
    condition: Formula
    effect: Effect
    loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        return f"(when {self.condition} {self.effect})"


@dataclass(frozen=True, slots=True)
class EffectAnd:
    args: tuple[Effect, ...]
    loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        return f"(and{' ' if self.args else ''}{_join(self.args)})"


@dataclass(frozen=True, slots=True)
class EffectForall:
    variables: tuple[TypedName, ...]
    effect: Effect
    loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        return f"(forall ({typed_list_str(self.variables)}) {self.effect})"


Effect = Atom | Not | EffectAnd | EffectForall | When | Increase

# ---------------------------------------------------------------- declarations


@dataclass(frozen=True, slots=True)
class Predicate:
    name: str
    parameters: tuple[TypedName, ...]
    loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        params = typed_list_str(self.parameters)
        return f"({self.name}{' ' if params else ''}{params})"


@dataclass(frozen=True, slots=True)
class Function:
    name: str
    parameters: tuple[TypedName, ...]
    type: str = "number"
    loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        params = typed_list_str(self.parameters)
        return f"({self.name}{' ' if params else ''}{params}) - {self.type}"


@dataclass(frozen=True, slots=True)
class Action:
    name: str
    parameters: tuple[TypedName, ...]
    precondition: Formula | None
    effect: Effect | None
    loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        lines = [f"  (:action {self.name}", f"    :parameters ({typed_list_str(self.parameters)})"]
        if self.precondition is not None:
            lines.append(f"    :precondition {self.precondition}")
        if self.effect is not None:
            lines.append(f"    :effect {self.effect}")
        return "\n".join(lines) + ")"


@dataclass(frozen=True, slots=True)
class Derived:
    """``(:derived (name ?x - t ...) body)``: the predicate holds exactly where a rule's
    body derives it (PDDL 2.2's derived predicates, the least fixpoint per stratum)."""

    name: str
    parameters: tuple[TypedName, ...]
    body: Formula
    loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        params = typed_list_str(self.parameters)
        return f"  (:derived ({self.name}{' ' if params else ''}{params}) {self.body})"


@dataclass(frozen=True, slots=True)
class Domain:
    name: str
    requirements: tuple[str, ...]
    types: tuple[TypedName, ...]
    constants: tuple[TypedName, ...]
    predicates: tuple[Predicate, ...]
    functions: tuple[Function, ...]
    actions: tuple[Action, ...]
    derived: tuple[Derived, ...] = ()
    loc: Loc | None = _no_compare()
    requirements_loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        lines = [f"(define (domain {self.name})"]
        if self.requirements:
            lines.append(f"  (:requirements {' '.join(self.requirements)})")
        if self.types:
            lines.append(f"  (:types {typed_list_str(self.types)})")
        if self.constants:
            lines.append(f"  (:constants {typed_list_str(self.constants)})")
        lines.append(f"  (:predicates {_join(self.predicates)})")
        if self.functions:
            lines.append(f"  (:functions {_join(self.functions)})")
        lines.extend(str(d) for d in self.derived)
        lines.extend(str(a) for a in self.actions)
        return "\n".join(lines) + ")\n"

    def predicate(self, name: str) -> Predicate | None:
        for p in self.predicates:
            if p.name == name:
                return p
        return None

    def action(self, name: str) -> Action | None:
        for a in self.actions:
            if a.name == name:
                return a
        return None


@dataclass(frozen=True, slots=True)
class FluentValue:
    """``(= (function args) value)`` in a problem's ``:init``."""

    fluent: FluentTerm
    value: int | float | Fraction
    loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        return f"(= {self.fluent} {number_str(self.value)})"


@dataclass(frozen=True, slots=True)
class Metric:
    direction: str  # "minimize" or "maximize"
    expression: NumExpr
    loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        return f"(:metric {self.direction} {num_str(self.expression)})"


InitElement = Atom | FluentValue


@dataclass(frozen=True, slots=True)
class Problem:
    name: str
    domain_name: str
    requirements: tuple[str, ...]
    objects: tuple[TypedName, ...]
    init: tuple[InitElement, ...]
    goal: Formula
    metric: Metric | None = None
    loc: Loc | None = _no_compare()
    domain_loc: Loc | None = _no_compare()

    def __str__(self) -> str:
        lines = [f"(define (problem {self.name})", f"  (:domain {self.domain_name})"]
        if self.requirements:
            lines.append(f"  (:requirements {' '.join(self.requirements)})")
        lines.append(f"  (:objects {typed_list_str(self.objects)})")
        lines.append("  (:init")
        lines.extend(f"    {e}" for e in self.init)
        lines.append("  )")
        lines.append(f"  (:goal {self.goal})")
        if self.metric is not None:
            lines.append(f"  {self.metric}")
        return "\n".join(lines) + ")\n"


def subformulas(formula: Formula) -> Iterator[Formula]:
    """Every node of a formula, depth first."""
    yield formula
    if isinstance(formula, Not):
        yield from subformulas(formula.arg)
    elif isinstance(formula, And | Or):
        for arg in formula.args:
            yield from subformulas(arg)
    elif isinstance(formula, Imply):
        yield from subformulas(formula.condition)
        yield from subformulas(formula.consequence)
    elif isinstance(formula, Exists | Forall):
        yield from subformulas(formula.body)


def effect_nodes(effect: Effect) -> Iterator[Effect]:
    """Every effect node, depth first (conditions of ``when`` not included)."""
    yield effect
    if isinstance(effect, EffectAnd):
        for arg in effect.args:
            yield from effect_nodes(arg)
    elif isinstance(effect, EffectForall | When):
        yield from effect_nodes(effect.effect)
