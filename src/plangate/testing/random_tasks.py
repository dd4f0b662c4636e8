"""Seeded random domains and problems over the whole PDDL fragment plangate reads.

:func:`random_case` writes a small domain and problem as PDDL text from a seed:
typed (a hierarchy, sometimes ``either``) or untyped, constants, negative,
disjunctive, implicative and quantified preconditions, equality, atoms that repeat
a variable, plain, conditional and universal effects (``when`` under ``forall``,
toggles that flip a fact), derived predicates (recursive, read negated), and
action costs (constant or from a static function). The cases are the input of the
differential tier (:mod:`plangate.testing.references`): plangate's semantics are
compared with independent implementations on files nobody here wrote by hand.

Every case is valid PDDL that plangate must accept: an argument's type always fits
its predicate's, derived predicates are stratified, and no effect changes a derived
or static predicate's facts.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

# the typed variant's hierarchy: a and b under object, c under b
_PARENT = {"a": "object", "b": "object", "c": "b", "object": ""}
_TYPES = ("a", "b", "c")
FEATURES = (
    "types", "either", "constants", "negation", "or", "imply", "exists", "forall",
    "equality", "repeated", "when", "toggle", "forall-when", "forall-effect", "derived",
    "costs", "static-costs",
)  # fmt: skip


@dataclass(frozen=True)
class Case:
    """A generated domain and problem (PDDL text) and the features they use."""

    seed: int
    domain: str
    problem: str
    features: frozenset[str] = field(default_factory=frozenset)
    # the same task without ``either`` (which neither unified-planning's nor Fast
    # Downward's reader takes in a parameter): its variables are objects guarded by
    # static type predicates; None when the case uses no either
    reference_domain: str | None = None
    reference_problem: str | None = None

    @property
    def name(self) -> str:
        return f"case-{self.seed}"


def _sub(t: str, u: str) -> bool:
    """Whether type ``t`` is ``u`` or under it."""
    while t:
        if t == u:
            return True
        t = _PARENT[t]
    return False


@dataclass
class _Var:
    name: str
    types: tuple[str, ...]  # one type, or the members of an either

    def decl(self, typed: bool = True, compiled: bool = False) -> str:
        if not typed:
            return self.name
        if compiled and len(self.types) > 1:
            return f"{self.name} - object"
        if len(self.types) == 1:
            return f"{self.name} - {self.types[0]}"
        return f"{self.name} - (either {' '.join(self.types)})"


class _Gen:
    def __init__(self, seed: int, compiled: bool = False) -> None:
        self.seed = seed
        self.compiled = compiled  # either written as object and type predicates
        self.r = random.Random(seed)
        self.used: set[str] = set()
        r = self.r
        self.typed = r.random() < 0.7
        if self.typed:
            self.used.add("types")
        n_obj = r.randint(3, 5)
        self.objects = [_Var(f"o{i}", self._obj_type()) for i in range(n_obj)]
        self.constants = [_Var("k0", self._obj_type())] if r.random() < 0.3 else []
        if self.constants:
            self.used.add("constants")
        # predicates: name -> argument types; r0 (0-ary) always exists
        self.preds: dict[str, tuple[str, ...]] = {"r0": ()}
        for i in range(1, r.randint(4, 6)):
            arity = r.choice((0, 1, 1, 2, 2))
            self.preds[f"p{i}"] = tuple(self._arg_type() for _ in range(arity))
        self.static: set[str] = set()  # decided after the actions (predicates never changed)
        self.derived: dict[str, tuple[str, ...]] = {}
        if r.random() < 0.25:
            self.derived["d0"] = tuple(self._arg_type() for _ in range(r.choice((0, 1, 1))))
            self.used.add("derived")
        self.costs = r.random() < 0.3
        self.static_costs = self.costs and r.random() < 0.4
        if self.costs:
            self.used.add("costs")
        if self.static_costs:
            self.used.add("static-costs")

    # ---------------------------------------------------------------- types
    def _obj_type(self) -> tuple[str, ...]:
        return (self.r.choice(_TYPES),) if self.typed else ("object",)

    def _arg_type(self) -> str:
        return self.r.choice(("object", "a", "b", "b", "c")) if self.typed else "object"

    def _var_types(self) -> tuple[str, ...]:
        if not self.typed:
            return ("object",)
        if self.r.random() < 0.04:
            self.used.add("either")
            return ("a", "c")
        return (self.r.choice(("object", "a", "b", "c")),)

    def _decl(self, var: _Var) -> str:
        return var.decl(self.typed, self.compiled)

    def _guard(self, var: _Var) -> str:
        """The either-compiled rendering's type test of ``var`` ('' when not needed)."""
        if not self.compiled or len(var.types) < 2:
            return ""
        return f"(or {' '.join(f'(is-{t} {var.name})' for t in var.types)})"

    @staticmethod
    def _fits(term: _Var, arg: str) -> bool:
        return all(_sub(t, arg) for t in term.types)

    # ---------------------------------------------------------------- atoms
    def _atom(
        self,
        scope: list[_Var],
        preds: dict[str, tuple[str, ...]],
        ground: bool = False,
        must: _Var | None = None,
    ) -> str | None:
        """A random atom of one of ``preds`` over the terms of ``scope`` (and the
        constants), with ``must`` among its arguments when a predicate takes it; None
        when no predicate's arguments can be filled."""
        names = list(preds)
        self.r.shuffle(names)
        if must is not None:  # the predicates that can take it first
            names.sort(key=lambda n: not any(self._fits(must, a) for a in preds[n]))
        terms = scope + self.constants
        for name in names:
            args: list[str] = []
            slots = [k for k, a in enumerate(preds[name]) if must and self._fits(must, a)]
            forced = self.r.choice(slots) if slots else -1
            for k, arg in enumerate(preds[name]):
                fits = [t for t in terms if self._fits(t, arg)]
                if k == forced and must is not None:
                    args.append(must.name)
                elif not fits:
                    break
                # a term already used in this atom now and then: (p ?x ?x)
                elif args and self.r.random() < 0.25 and any(t.name == args[-1] for t in fits):
                    args.append(args[-1])
                    if not ground:
                        self.used.add("repeated")
                else:
                    args.append(self.r.choice(fits).name)
            else:
                if any(a in {c.name for c in self.constants} for a in args) and not ground:
                    self.used.add("constants")
                return f"({name}{''.join(' ' + a for a in args)})"
        return None

    def _literal(
        self, scope: list[_Var], preds: dict[str, tuple[str, ...]], must: _Var | None = None
    ) -> str:
        atom = self._atom(scope, preds, must=must) or "(r0)"
        if self.r.random() < 0.3:
            self.used.add("negation")
            return f"(not {atom})"
        return atom

    def _condition(self, scope: list[_Var], depth: int = 0) -> str:
        """A precondition part: literal, equality, or, imply, exists, forall."""
        r = self.r
        preds = {**self.preds, **self.derived}
        roll = r.random()
        if depth >= 2 or roll < 0.5:
            return self._literal(scope, preds)
        if roll < 0.55 and len(scope) >= 1:
            x, y = r.choice(scope), r.choice(scope + self.constants)
            self.used.add("equality")
            eq = f"(= {x.name} {y.name})"
            return f"(not {eq})" if r.random() < 0.6 else eq
        if roll < 0.67:
            self.used.add("or")
            return f"(or {self._condition(scope, depth + 1)} {self._condition(scope, depth + 1)})"
        if roll < 0.75:
            self.used.add("imply")
            return (
                f"(imply {self._condition(scope, depth + 1)} {self._condition(scope, depth + 1)})"
            )
        var = _Var(f"?q{depth}{r.randint(0, 9)}", self._var_types())
        inner = [*scope, var]
        first = self._literal(inner, preds, must=var) if r.random() < 0.85 else ""
        rest = [self._condition(inner, depth + 1) for _ in range(r.randint(0, 1) + (not first))]
        body = " ".join([first, *rest]).strip()
        kind = "exists" if roll < 0.88 else "forall"
        self.used.add(kind)
        guard = self._guard(var)
        if guard and kind == "forall":
            return f"(forall ({self._decl(var)}) (imply {guard} (and {body})))"
        return f"({kind} ({self._decl(var)}) (and {guard} {body}))"

    def _effect_literal(
        self, scope: list[_Var], fluent: dict[str, tuple[str, ...]], must: _Var | None = None
    ) -> str:
        atom = self._atom(scope, fluent, must=must) or "(r0)"
        return f"(not {atom})" if self.r.random() < 0.45 else atom

    def _effects(self, scope: list[_Var], fluent: dict[str, tuple[str, ...]]) -> list[str]:
        r = self.r
        out = [self._effect_literal(scope, fluent) for _ in range(r.randint(2, 3))]
        for _ in range(r.choice((0, 1, 1, 2))):
            roll = r.random()
            if roll < 0.3:
                self.used.add("when")
                cond = self._condition(scope, 1)
                lits = " ".join(self._effect_literal(scope, fluent) for _ in range(r.randint(1, 2)))
                out.append(f"(when {cond} (and {lits}))")
            elif roll < 0.55:
                self.used.add("toggle")
                atom = self._atom(scope, fluent) or "(r0)"
                out.append(f"(when {atom} (not {atom}))")
                out.append(f"(when (not {atom}) {atom})")
            elif roll < 0.8:
                self.used.add("forall-when")
                var = _Var(f"?e{r.randint(0, 9)}", self._var_types())
                inner = [*scope, var]
                cond = self._condition(inner, 1)
                lits = " ".join(
                    self._effect_literal(inner, fluent, must=var) for _ in range(r.randint(1, 2))
                )
                cond = f"(and {self._guard(var)} {cond})" if self._guard(var) else cond
                out.append(f"(forall ({self._decl(var)}) (when {cond} (and {lits})))")
            else:
                self.used.add("forall-effect")
                var = _Var(f"?e{r.randint(0, 9)}", self._var_types())
                lit = self._effect_literal([*scope, var], fluent, must=var)
                lit = f"(when {self._guard(var)} {lit})" if self._guard(var) else lit
                out.append(f"(forall ({self._decl(var)}) {lit})")
        return out

    # --------------------------------------------------------------- domain
    def domain(self) -> tuple[str, list[str]]:
        r = self.r
        # the predicates actions may change; the rest stay static (their facts are in init)
        names = [p for p in self.preds if p != "r0"]
        fluent_names = {"r0", *r.sample(names, max(1, len(names) - r.randint(0, 1)))}
        fluent = {p: a for p, a in self.preds.items() if p in fluent_names}
        self.static = set(self.preds) - fluent_names
        actions = []
        for i in range(r.randint(2, 5)):
            params = [
                _Var(f"?x{j}", self._var_types()) for j in range(r.choice((0, 1, 1, 2, 2, 2)))
            ]
            pre = [self._condition(params) for _ in range(r.randint(1, 2))]
            pre += [self._guard(p) for p in params if self._guard(p)]
            eff = self._effects(params, fluent)
            if self.costs:
                amount = str(r.randint(0, 3))
                if self.static_costs and params and r.random() < 0.6:
                    amount = f"(w{len(params)}{''.join(' ' + p.name for p in params)})"
                eff.append(f"(increase (total-cost) {amount})")
            ptext = " ".join(self._decl(p) for p in params)
            actions.append(
                f"  (:action act{i}\n    :parameters ({ptext})\n"
                f"    :precondition (and {' '.join(pre)})\n    :effect (and {' '.join(eff)}))"
            )
        reqs = [":adl"]
        if self.derived:
            reqs.append(":derived-predicates")
        if self.costs:
            reqs.append(":action-costs")
        lines = [f"(define (domain gen{self.seed})", f"  (:requirements {' '.join(reqs)})"]
        if self.typed:
            lines.append("  (:types a b - object c - b)")
        if self.constants:
            lines.append(f"  (:constants {' '.join(c.decl(self.typed) for c in self.constants)})")
        preds = []
        for name, args in {**self.preds, **self.derived}.items():
            decl = " ".join(_Var(f"?v{k}", (t,)).decl(self.typed) for k, t in enumerate(args))
            preds.append(f"({name}{' ' + decl if decl else ''})")
        if self.compiled:
            preds += ["(is-a ?v0)", "(is-c ?v0)"]
        lines.append(f"  (:predicates {' '.join(preds)})")
        if self.costs:
            funcs = ["(total-cost) - number"]
            if self.static_costs:
                funcs += ["(w1 ?v0) - number", "(w2 ?v0 ?v1) - number"]
            lines.append(f"  (:functions {' '.join(funcs)})")
        for name, args in self.derived.items():
            lines.append(self._derived(name, args))
        lines += actions
        return "\n".join(lines) + ")\n", [d for d in self.derived]

    def _derived(self, name: str, args: tuple[str, ...]) -> str:
        r = self.r
        params = [_Var(f"?z{k}", (t,)) for k, t in enumerate(args)]
        # its body reads base predicates, and itself only positively (stratified)
        parts = [self._literal(params, self.preds) for _ in range(r.randint(1, 2))]
        body = f"(and {' '.join(parts)})"
        if params and r.random() < 0.5:
            y = _Var("?y", params[0].types)
            link = self._atom([params[0], y], self.preds) or "(r0)"
            body = f"(or {body} (exists ({y.decl(self.typed)}) (and {link} ({name} ?y))))"
        elif r.random() < 0.5:
            body = f"(or {body} {self._literal(params, self.preds)})"
        head = f"({name}{''.join(' ' + p.decl(self.typed) for p in params)})"
        return f"  (:derived {head}\n    {body})"

    # -------------------------------------------------------------- problem
    def problem(self) -> str:
        r = self.r
        objs = self.objects
        everything = objs + self.constants
        init = []
        density = r.uniform(0.3, 0.6)
        for name, args in self.preds.items():
            for combo in _combos(everything, args, self._fits):
                if r.random() < density:
                    init.append(f"({name}{''.join(' ' + c for c in combo)})")
        if self.compiled:
            for o in everything:
                init += [f"(is-{t} {o.name})" for t in ("a", "c") if _sub(o.types[0], t)]
        if self.costs:
            init.append("(= (total-cost) 0)")
            if self.static_costs:
                for combo in _combos(everything, ("object",), self._fits):
                    init.append(f"(= (w1 {combo[0]}) {r.randint(1, 4)})")
                for combo in _combos(everything, ("object", "object"), self._fits):
                    init.append(f"(= (w2 {' '.join(combo)}) {r.randint(0, 4)})")
        goals = []
        preds = {**self.preds, **self.derived}
        for _ in range(r.randint(1, 3)):
            atom = self._atom(objs, preds, ground=True) or "(r0)"
            goals.append(f"(not {atom})" if r.random() < 0.2 else atom)
        if r.random() < 0.15:
            a = self._atom(objs, preds, ground=True) or "(r0)"
            b = self._atom(objs, preds, ground=True) or "(r0)"
            goals.append(f"(or {a} {b})")
        lines = [
            f"(define (problem gen{self.seed}-p)",
            f"  (:domain gen{self.seed})",
            f"  (:objects {' '.join(o.decl(self.typed) for o in objs)})",
            f"  (:init {' '.join(init)})",
            f"  (:goal (and {' '.join(goals)}))",
        ]
        if self.costs:
            lines.append("  (:metric minimize (total-cost))")
        return "\n".join(lines) + ")\n"


def _combos(objs: list[_Var], args: tuple[str, ...], fits: object) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = [()]
    for arg in args:
        out = [(*c, o.name) for c in out for o in objs if fits(o, arg)]  # type: ignore[operator]
    return out


def random_case(seed: int) -> Case:
    """The case of ``seed``: the same text for the same seed, on every machine."""
    gen = _Gen(seed)
    domain, _ = gen.domain()
    problem = gen.problem()
    if "either" not in gen.used:
        return Case(seed, domain, problem, frozenset(gen.used))
    twin = _Gen(seed, compiled=True)  # the same draws, either written out
    ref_domain, _ = twin.domain()
    return Case(seed, domain, problem, frozenset(gen.used), ref_domain, twin.problem())


__all__ = ["FEATURES", "Case", "random_case"]
