"""Semantic checks on parsed domains and problems.

Errors name the file, line and column and say exactly which name is wrong
and what was expected. Features used without their requirement are
accepted with a :class:`PddlWarning`, as planners do.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterable

from plangate.errors import Loc, PddlSemanticError, PddlWarning
from plangate.pddl import syntax as s
from plangate.pddl.axioms import check_derived, check_init
from plangate.pddl.limits import MAX_TYPE_DEPTH

# What :adl stands for (PDDL 1.2 also allowed negation under :adl).
_ADL_PARTS = {
    ":strips",
    ":typing",
    ":negative-preconditions",
    ":disjunctive-preconditions",
    ":equality",
    ":existential-preconditions",
    ":universal-preconditions",
    ":quantified-preconditions",
    ":conditional-effects",
}
SUPPORTED = _ADL_PARTS | {":adl", ":action-costs", ":derived-predicates"}
# PDDL 1.2 requirements that need nothing when unused (an axiom itself is refused).
NOOP = {":domain-axioms"}
# Accepted when functions are only used for action costs.
NUMERIC = {":numeric-fluents", ":fluents"}

_IMPLIES = {
    ":adl": _ADL_PARTS,
    ":quantified-preconditions": {":existential-preconditions", ":universal-preconditions"},
    ":fluents": {":action-costs", ":numeric-fluents"},
    ":numeric-fluents": {":action-costs"},
}


def _expand(reqs: Iterable[str]) -> set[str]:
    out = set(reqs)
    for r in list(out):
        out |= _IMPLIES.get(r, set())
    return out


def _check_requirements(reqs: tuple[str, ...], loc: Loc | None) -> None:
    from plangate.pddl.refusals import REQUIREMENTS, refusal

    for r in reqs:
        if r in REQUIREMENTS:
            raise refusal(f"requirement '{r}'", REQUIREMENTS[r], loc)
        if r not in SUPPORTED and r not in NUMERIC and r not in NOOP:
            raise PddlSemanticError(
                f"unknown requirement '{r}'; expected one of {', '.join(sorted(SUPPORTED))}", loc
            )


class _Checker:
    def __init__(self, domain: s.Domain, file: str) -> None:
        self.domain = domain
        self.file = file
        self.used: dict[str, Loc | None] = {}
        self.types: set[str] = {"object"}
        for t in domain.types:
            self.types.add(t.name)
            self.types.update(t.types)
        self.predicates = {p.name: p for p in domain.predicates}
        self.functions = {f.name: f for f in domain.functions}
        self.objects: dict[str, s.TypedName] = {}

    def loc(self, node_loc: Loc | None) -> Loc:
        return node_loc if node_loc is not None else Loc(self.file, 1, 1)

    def use(self, requirement: str, loc: Loc | None) -> None:
        """Note that the file uses ``requirement`` at ``loc``; the first use in the file
        is the one a warning names."""
        had = self.used.get(requirement)
        if requirement not in self.used or (
            had is not None and loc is not None and (loc.line, loc.column) < (had.line, had.column)
        ):
            self.used[requirement] = loc

    def check_type(self, name: str, loc: Loc | None) -> None:
        if name not in self.types:
            raise PddlSemanticError(
                f"undeclared type '{name}'; declared types are {', '.join(sorted(self.types))}",
                self.loc(loc),
            )

    def check_typed(
        self, items: tuple[s.TypedName, ...], what: str, where: str | None = None
    ) -> None:
        """Types declared, names once; ``where`` (a predicate's declaration, whose names
        mean nothing): a name given twice is a warning, as Fast Downward reads it."""
        seen: set[str] = set()
        for item in items:
            if item.types != ("object",):
                self.use(":typing", item.loc)
            for t in item.types:
                self.check_type(t, item.loc)
            if item.name in seen and where is not None:
                warnings.warn(
                    PddlWarning(
                        f"{self.loc(item.loc)}: {what} '{item.name}' is declared twice in "
                        f"{where}; accepted (the names of a predicate's parameters mean "
                        "nothing)"
                    ),
                    stacklevel=3,
                )
            elif item.name in seen:
                raise PddlSemanticError(
                    f"{what} '{item.name}' is declared twice", self.loc(item.loc)
                )
            seen.add(item.name)

    def check_term(self, term: str, scope: set[str], loc: Loc | None, where: str) -> None:
        if term.startswith("?"):
            if term not in scope:
                raise PddlSemanticError(
                    f"variable '{term}' in {where} is not a parameter or quantified variable "
                    f"(in scope: {', '.join(sorted(scope)) or 'none'})",
                    self.loc(loc),
                )
        elif term not in self.objects:
            raise PddlSemanticError(
                f"undeclared object or constant '{term}' in {where}", self.loc(loc)
            )

    def check_atom(self, atom: s.Atom, scope: set[str], where: str) -> None:
        if atom.predicate == "=":
            self.use(":equality", atom.loc)
            if len(atom.args) != 2:
                raise PddlSemanticError("'=' takes exactly 2 arguments", self.loc(atom.loc))
        else:
            pred = self.predicates.get(atom.predicate)
            if pred is None:
                known = ", ".join(sorted(self.predicates)) or "none"
                raise PddlSemanticError(
                    f"undeclared predicate '{atom.predicate}' in {where}; declared predicates: "
                    f"{known}",
                    self.loc(atom.loc),
                )
            if len(pred.parameters) != len(atom.args):
                params = " ".join(p.name for p in pred.parameters)
                raise PddlSemanticError(
                    f"predicate '{atom.predicate}' takes {len(pred.parameters)} argument"
                    f"{'' if len(pred.parameters) == 1 else 's'} ({params}), "
                    f"but {len(atom.args)} {'is' if len(atom.args) == 1 else 'are'} "
                    f"given in {atom}",
                    self.loc(atom.loc),
                )
        for term in atom.args:
            self.check_term(term, scope, atom.loc, where)

    def check_formula(
        self, f: s.Formula, scope: set[str], where: str, negated: bool = False
    ) -> None:
        if isinstance(f, s.Atom):
            self.check_atom(f, scope, where)
            if negated and f.predicate != "=":
                self.use(":negative-preconditions", f.loc)
        elif isinstance(f, s.Not):
            self.check_formula(f.arg, scope, where, not negated)
        elif isinstance(f, s.And):
            for a in f.args:
                self.check_formula(a, scope, where, negated)
        elif isinstance(f, s.Or):
            self.use(":disjunctive-preconditions", f.loc)
            for a in f.args:
                self.check_formula(a, scope, where, negated)
        elif isinstance(f, s.Imply):
            self.use(":disjunctive-preconditions", f.loc)
            self.check_formula(f.condition, scope, where, not negated)
            self.check_formula(f.consequence, scope, where, negated)
        elif isinstance(f, s.Comparison):
            self.use(":numeric-fluents", f.loc)
            self.check_num(f.left, scope, where)
            self.check_num(f.right, scope, where)
        elif isinstance(f, s.Exists | s.Forall):
            self.use(
                ":existential-preconditions"
                if isinstance(f, s.Exists)
                else ":universal-preconditions",
                f.loc,
            )
            self.check_typed(f.variables, "variable")
            self.check_formula(f.body, scope | {v.name for v in f.variables}, where, negated)

    def check_num(self, expr: s.NumExpr, scope: set[str], where: str) -> None:
        for term in s.num_terms(expr):
            if where == "(:metric)" and term.name == "total-time" and not term.args:
                continue  # the plan's length here (one time unit per action)
            self.check_fluent(term, scope, where)

    def check_fluent(self, term: s.FluentTerm, scope: set[str], where: str) -> None:
        fn = self.functions.get(term.name)
        if fn is None:
            if term.name == "total-cost" and not term.args:
                return  # commonly used without declaration
            raise PddlSemanticError(
                f"undeclared function '{term.name}' in {where}", self.loc(term.loc)
            )
        if len(fn.parameters) != len(term.args):
            raise PddlSemanticError(
                f"function '{term.name}' takes {len(fn.parameters)} arguments, "
                f"{len(term.args)} given",
                self.loc(term.loc),
            )
        for a in term.args:
            self.check_term(a, scope, term.loc, where)

    def check_effect(self, e: s.Effect, scope: set[str], where: str) -> None:
        if isinstance(e, s.Atom):
            if e.predicate == "=":
                raise PddlSemanticError("an effect cannot change '='", self.loc(e.loc))
            self.check_atom(e, scope, where)
        elif isinstance(e, s.Not):
            assert isinstance(e.arg, s.Atom)
            self.check_effect(e.arg, scope, where)
        elif isinstance(e, s.EffectAnd):
            for a in e.args:
                self.check_effect(a, scope, where)
        elif isinstance(e, s.EffectForall):
            self.use(":conditional-effects", e.loc)
            self.check_typed(e.variables, "variable")
            self.check_effect(e.effect, scope | {v.name for v in e.variables}, where)
        elif isinstance(e, s.When):
            self.use(":conditional-effects", e.loc)
            self.check_formula(e.condition, scope, where)
            self.check_effect(e.effect, scope, where)
        elif isinstance(e, s.NumericEffect):
            cost = e.op == "increase" and e.fluent.name == "total-cost" and not e.fluent.args
            if cost and isinstance(e.amount, int | float | s.FluentTerm):
                self.use(":action-costs", e.loc)
            else:
                self.use(":numeric-fluents", e.loc)
            self.check_fluent(e.fluent, scope, where)
            self.check_num(e.amount, scope, where)

    def warn_undeclared(self, declared: tuple[str, ...], file: str) -> None:
        have = _expand(declared)
        if not declared:
            have.add(":strips")

        def first(item: tuple[str, Loc | None]) -> tuple[int, int]:
            loc = item[1]
            return (loc.line, loc.column) if loc is not None else (0, 0)

        missing = [(r, loc) for r, loc in sorted(self.used.items(), key=first) if r not in have]
        if not missing:
            return
        (req, loc), rest = missing[0], missing[1:]
        where = loc if loc is not None else file
        more = "".join(f", {r}" + (f" (line {lc.line})" if lc else "") for r, lc in rest)
        them = "them" if rest else "it"
        warnings.warn(
            PddlWarning(f"{where}: uses {req}{more} without declaring {them} in :requirements"),
            stacklevel=4,
        )


def check_domain(domain: s.Domain, file: str) -> None:
    _check_requirements(domain.requirements, domain.requirements_loc or domain.loc)
    c = _Checker(domain, file)
    seen_types: set[str] = set()
    for t in domain.types:
        if t.name in seen_types:
            warnings.warn(PddlWarning(f"{t.loc}: type '{t.name}' is declared twice"), stacklevel=3)
        seen_types.add(t.name)
    _check_type_cycles(domain)
    c.check_typed(domain.constants, "constant")
    c.objects = {o.name: o for o in domain.constants}
    for p in domain.predicates:
        c.check_typed(p.parameters, "parameter", f"the declaration of predicate '{p.name}'")
    names: set[str] = set()
    for a in domain.actions:
        if a.name in names:
            raise PddlSemanticError(f"action '{a.name}' is defined twice", c.loc(a.loc))
        names.add(a.name)
        c.check_typed(a.parameters, "parameter")
        scope = {p.name for p in a.parameters}
        where = f"action '{a.name}'"
        if a.precondition is not None:
            c.check_formula(a.precondition, scope, where)
        if a.effect is not None:
            c.check_effect(a.effect, scope, where)
    check_derived(domain, c)
    if domain.functions:
        c.use(":action-costs", domain.functions[0].loc)
    c.warn_undeclared(domain.requirements, file)


def _check_type_cycles(domain: s.Domain) -> None:
    """Refuse a type that is its own ancestor, and a hierarchy deeper than
    :data:`MAX_TYPE_DEPTH` (objects are listed under every ancestor of their type):
    one depth-first walk, linear in the declarations."""
    parents: dict[str, set[str]] = {}
    where: dict[str, s.TypedName] = {}
    for t in domain.types:
        if t.name != "object":  # IPC-2011 tidybot lists the root among its types: no cycle
            parents.setdefault(t.name, set()).update(t.types)
            where.setdefault(t.name, t)
    depth: dict[str, int] = {}  # the longest chain of ancestors above a type
    on_path: dict[str, int] = {}  # the walk's current path, type -> its place on it
    for t in domain.types:
        if t.name == "object" or t.name in depth:
            continue
        path: list[str] = []
        stack: list[tuple[str, bool]] = [(t.name, False)]
        while stack:
            name, done = stack.pop()
            if done:
                on_path.pop(name)
                path.pop()
                d = 1 + max((depth.get(p, 0) for p in parents.get(name, ())), default=0)
                depth[name] = d
                if d > MAX_TYPE_DEPTH:
                    raise PddlSemanticError(
                        f"type '{name}' is {d} levels below object, more than the limit of "
                        f"{MAX_TYPE_DEPTH} (real PDDL type hierarchies are under 10 levels)",
                        where[name].loc if name in where else None,
                    )
                continue
            if name in depth or name == "object":
                continue
            if name in on_path:  # back on the path: a cycle through it
                cycle = path[on_path[name] :]
                order = {t.name: i for i, t in reversed(list(enumerate(domain.types)))}
                first = min(cycle, key=lambda n: order.get(n, 0))
                raise PddlSemanticError(f"type '{first}' is its own ancestor", where[first].loc)
            on_path[name] = len(path)
            path.append(name)
            stack.append((name, True))
            stack.extend((p, False) for p in parents.get(name, ()) if p not in depth)


def check_problem(problem: s.Problem, domain: s.Domain, file: str) -> None:
    if problem.domain_name != domain.name:
        raise PddlSemanticError(
            f"problem '{problem.name}' is for domain '{problem.domain_name}', "
            f"but the domain file defines '{domain.name}'",
            problem.domain_loc or problem.loc,
        )
    _check_requirements(problem.requirements, problem.loc)
    check_init(problem, domain, file)
    c = _Checker(domain, file)
    c.objects = {o.name: o for o in domain.constants}
    for obj in problem.objects:
        if obj.types != ("object",):
            c.use(":typing", obj.loc)
        for t in obj.types:
            c.check_type(t, obj.loc)
        prev = c.objects.get(obj.name)
        if prev is not None:
            if prev.types != obj.types:
                raise PddlSemanticError(
                    f"object '{obj.name}' is declared as {prev.type_str()} "
                    f"and again as {obj.type_str()}",
                    c.loc(obj.loc),
                )
            warnings.warn(
                PddlWarning(f"{c.loc(obj.loc)}: object '{obj.name}' is declared twice"),
                stacklevel=2,
            )
        c.objects[obj.name] = obj
    for element in problem.init:
        if isinstance(element, s.FluentValue):
            c.check_fluent(element.fluent, set(), "(:init)")
        else:
            c.check_atom(element, set(), "(:init)")
    c.check_formula(problem.goal, set(), "(:goal)")
    if problem.metric is not None:
        c.check_num(problem.metric.expression, set(), "(:metric)")
    c.warn_undeclared(domain.requirements + problem.requirements, file)
