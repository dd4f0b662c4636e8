"""Seeded random numeric domains and problems (PDDL 2.1 level 2) for the differential tier.

:func:`numeric_case` writes a small domain and problem from a seed: objects of two
types, predicates of arity 0 to 2, functions that actions change (per object and
global) and static ones, numeric conditions (``< <= = >= >`` over nested ``+ - *``,
division by a non-zero constant, decimals such as 0.5) in preconditions, under ``not``
and ``or``, in goals and in the conditions of conditional effects, numeric effects
(``assign increase decrease scale-up scale-down``, also under ``when`` and ``forall``),
and a metric that is sometimes ``(total-cost)`` increased by constants or statics. The
cases are the input of :mod:`plangate.testing.numeric_references`, which compares
plangate's numeric semantics with unified-planning's simulator and validator, VAL and
ENHSP on them.

Every case is valid PDDL that plangate and those references read: every function has an
initial value (a few cases leave one undefined, which each reference reads as an error
at the step that reads it), no division is by a value that can become zero, and no
effect changes a static function.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

NUMERIC_FEATURES = (
    "decimals", "comparison-not", "comparison-or", "numeric-goal", "assign", "scale",
    "when-numeric", "forall-numeric", "costs", "static-costs", "division", "undefined",
)  # fmt: skip


@dataclass(frozen=True)
class NumericCase:
    seed: int
    domain: str
    problem: str
    features: frozenset[str] = field(default_factory=frozenset)

    @property
    def name(self) -> str:
        return f"numeric-{self.seed}"


class _NumericGen:
    def __init__(self, seed: int) -> None:
        self.rnd = random.Random(seed)
        self.features: set[str] = set()
        r = self.rnd
        self.objects = {"a": [f"a{i}" for i in range(r.randint(1, 3))],
                        "b": [f"b{i}" for i in range(r.randint(1, 2))]}  # fmt: skip
        self.preds = {"p": ("a",), "q": ("a", "b"), "r": ()}
        self.fluents = {"f": ("a",), "g": ()}  # changed by actions
        self.statics = {"w": ("a",), "k": ("b",)}
        self.costs = r.random() < 0.4
        self.in_domain = True  # objects the domain names are its constants a0 and b0

    def pick(self, *options: str) -> str:
        return self.rnd.choice(options)

    # ---------------------------------------------------------- expressions
    def number(self) -> str:
        r = self.rnd
        if r.random() < 0.3:
            self.features.add("decimals")
            return r.choice(["0.5", "1.5", "2.25", "0.1", "0.2"])
        return str(r.randint(0, 5))

    def term(self, scope: dict[str, str], static: bool = False) -> str:
        """A function term over the variables in scope (type per variable)."""
        r = self.rnd
        table = self.statics if static or r.random() < 0.3 else self.fluents
        name = r.choice(sorted(table))
        args = []
        for t in table[name]:
            fits = [v for v, vt in scope.items() if vt == t]
            args.append(r.choice(fits) if fits and r.random() < 0.8 else self.some(t, scope))
        return f"({name}{''.join(' ' + a for a in args)})"

    def some(self, t: str, scope: dict[str, str]) -> str:
        """An object of type t: in the domain (a scope given), the constant a0 or b0."""
        return f"{t}0" if scope or self.in_domain else self.rnd.choice(self.objects[t])

    def expr(self, scope: dict[str, str], depth: int = 2) -> str:
        r = self.rnd
        roll = r.random()
        if depth == 0 or roll < 0.35:
            return self.term(scope) if r.random() < 0.7 else self.number()
        op = r.choice("+-*/")
        if op == "/":
            self.features.add("division")
            return f"(/ {self.expr(scope, depth - 1)} {r.choice(['2', '4', '0.5'])})"
        if op == "-" and r.random() < 0.2:
            return f"(- {self.expr(scope, depth - 1)})"
        return f"({op} {self.expr(scope, depth - 1)} {self.expr(scope, depth - 1)})"

    def comparison(self, scope: dict[str, str]) -> str:
        op = self.pick("<", "<=", "=", ">=", ">")
        return f"({op} {self.expr(scope, 1)} {self.expr(scope, 1)})"

    # ---------------------------------------------------------- formulas
    def atom(self, pred: str, scope: dict[str, str]) -> str:
        args = []
        for t in self.preds[pred]:
            fits = [v for v, vt in scope.items() if vt == t]
            args.append(self.rnd.choice(fits) if fits else self.some(t, scope))
        return f"({pred}{''.join(' ' + a for a in args)})"

    def condition(self, scope: dict[str, str]) -> str:
        r = self.rnd
        parts = []
        for _ in range(r.randint(0, 2)):
            a = self.atom(r.choice(sorted(self.preds)), scope)
            parts.append(a if r.random() < 0.7 else f"(not {a})")
        for _ in range(r.randint(1, 2)):
            c = self.comparison(scope)
            roll = r.random()
            if roll < 0.15:
                self.features.add("comparison-not")
                c = f"(not {c})"
            elif roll < 0.3:
                self.features.add("comparison-or")
                c = f"(or {c} {self.comparison(scope)})"
            parts.append(c)
        return f"(and {' '.join(parts)})"

    def numeric_effect(self, scope: dict[str, str]) -> str:
        r = self.rnd
        op = r.choice(["increase", "increase", "decrease", "assign", "scale-up", "scale-down"])
        target = self.term(scope)
        while target.startswith(("(w", "(k")):
            target = self.term(scope)
        if op == "assign":
            self.features.add("assign")
        if op.startswith("scale"):
            self.features.add("scale")
            return f"({op} {target} {r.choice(['2', '0.5', '3'])})"
        return f"({op} {target} {self.expr(scope, 1)})"

    def effect(self, scope: dict[str, str]) -> str:
        r = self.rnd
        parts = []
        for _ in range(r.randint(1, 2)):
            a = self.atom(r.choice(sorted(self.preds)), scope)
            parts.append(a if r.random() < 0.6 else f"(not {a})")
        for _ in range(r.randint(1, 2)):
            parts.append(self.numeric_effect(scope))
        if r.random() < 0.25:
            self.features.add("when-numeric")
            parts.append(f"(when {self.comparison(scope)} {self.numeric_effect(scope)})")
        if r.random() < 0.08:  # VAL reads no numeric effect under forall: kept rare
            self.features.add("forall-numeric")
            inner = dict(scope, **{"?z": "a"})
            parts.append(f"(forall (?z - a) (increase (f ?z) {self.expr(inner, 0)}))")
        if self.costs:
            static = r.random() < 0.5
            amount = self.term(scope, static=True) if static else str(r.randint(0, 3))
            self.features.add("static-costs" if static else "costs")
            parts.append(f"(increase (total-cost) {amount})")
        return f"(and {' '.join(parts)})"

    # ---------------------------------------------------------- files
    def domain(self) -> str:
        r = self.rnd
        actions = []
        for i in range(r.randint(2, 3)):
            params = {"?x": "a"} if r.random() < 0.8 else {"?x": "a", "?y": "b"}
            if "?y" not in params and r.random() < 0.3:
                params["?y"] = "b"
            decl = " ".join(f"{v} - {t}" for v, t in params.items())
            actions.append(
                f"  (:action act{i}\n    :parameters ({decl})\n"
                f"    :precondition {self.condition(params)}\n"
                f"    :effect {self.effect(params)})"
            )
        cost = " (total-cost)" if self.costs else ""
        return (
            "(define (domain numeric-case)\n"
            "  (:requirements :typing :negative-preconditions :disjunctive-preconditions\n"
            "                 :conditional-effects :numeric-fluents :action-costs)\n"
            "  (:types a b)\n"
            "  (:constants a0 - a b0 - b)\n"
            "  (:predicates (p ?x - a) (q ?x - a ?y - b) (r))\n"
            f"  (:functions (f ?x - a) (g) (w ?x - a) (k ?y - b){cost})\n"
            + "\n".join(actions)
            + ")\n"
        )

    def value(self) -> str:
        return self.number() if self.rnd.random() < 0.5 else str(self.rnd.randint(0, 6))

    def problem(self) -> str:
        r = self.rnd
        self.in_domain = False
        objs = " ".join(
            f"{' '.join(names[1:])} - {t}" for t, names in self.objects.items() if names[1:]
        )
        all_objects = {t: names for t, names in self.objects.items()}
        init: list[str] = []
        for pred, types in self.preds.items():
            for combo in _combos([all_objects[t] for t in types]):
                if r.random() < 0.4:
                    init.append(f"({pred}{''.join(' ' + o for o in combo)})")
        undefined = r.random() < 0.08
        for table in (self.fluents, self.statics):
            for name, types in table.items():
                for combo in _combos([self.objects[t] for t in types]):
                    if undefined and name == "f":
                        self.features.add("undefined")
                        undefined = False
                        continue
                    init.append(f"(= ({name}{''.join(' ' + o for o in combo)}) {self.value()})")
        if self.costs:
            init.append("(= (total-cost) 0)")
        goal = [self.atom(r.choice(sorted(self.preds)), {}) for _ in range(r.randint(1, 2))]
        if r.random() < 0.5:
            self.features.add("numeric-goal")
            goal.append(self.comparison({}))
        metric = "\n  (:metric minimize (total-cost))" if self.costs else ""
        return (
            "(define (problem numeric-case-problem) (:domain numeric-case)\n"
            + (f"  (:objects {objs})\n" if objs else "")  # VAL reads no empty section
            + f"  (:init {' '.join(init)})\n"
            f"  (:goal (and {' '.join(goal)})){metric})\n"
        )


def _combos(domains: list[list[str]]) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = [()]
    for d in domains:
        out = [(*c, o) for c in out for o in d]
    return out


def numeric_case(seed: int) -> NumericCase:
    """The seed's numeric domain and problem."""
    gen = _NumericGen(seed)
    domain = gen.domain()
    problem = gen.problem()
    return NumericCase(seed, domain, problem, frozenset(gen.features))
