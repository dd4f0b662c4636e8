"""Action schemas prepared for grounding.

A :class:`Schema` splits an action's precondition into the positive atoms
that drive the relaxed-reachability join and the rest (static parts decided
once, fluent parts rechecked as facts are reached). Schemas whose
precondition is a conjunction of literals and whose effect is flat are also
compiled to generated Python (:func:`compile_simple`), which instantiates a
ground operator without interpreting the syntax tree.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from types import CodeType
from typing import Any

from plangate.pddl import syntax as s
from plangate.pddl.formulas import World, conjuncts, nnf


class _Template:
    """An atom whose arguments are parameter indices (int) or constants (str)."""

    __slots__ = ("predicate", "refs")

    def __init__(self, predicate: str, args: tuple[str, ...], params: tuple[str, ...]) -> None:
        self.predicate = predicate
        self.refs: tuple[int | str, ...] = tuple(
            params.index(a) if a in params else a for a in args
        )


@dataclass
class Simple:
    """A schema whose precondition is a conjunction of literals and whose effect is flat."""

    pre: list[tuple[_Template, bool]]  # (atom, positive); '=' has predicate "="
    adds: list[_Template]
    deletes: list[_Template]
    costs: list[s.Increase]


def simple_schema(action: s.Action, params: tuple[str, ...]) -> Simple | None:
    pre: list[tuple[_Template, bool]] = []
    if action.precondition is not None:
        for part in conjuncts(action.precondition):
            positive = not isinstance(part, s.Not)
            atom = part.arg if isinstance(part, s.Not) else part
            if not isinstance(atom, s.Atom):
                return None
            pre.append((_Template(atom.predicate, atom.args, params), positive))
    adds: list[_Template] = []
    deletes: list[_Template] = []
    costs: list[s.Increase] = []
    effects = (
        (action.effect.args if isinstance(action.effect, s.EffectAnd) else (action.effect,))
        if action.effect is not None
        else ()
    )
    for e in effects:
        if isinstance(e, s.Atom):
            adds.append(_Template(e.predicate, e.args, params))
        elif isinstance(e, s.Not) and isinstance(e.arg, s.Atom):
            deletes.append(_Template(e.arg.predicate, e.arg.args, params))
        elif isinstance(e, s.Increase):
            costs.append(e)
        else:
            return None
    return Simple(pre, adds, deletes, costs)


def _arg_expr(tmpl: _Template) -> str:
    """Python source for the argument tuple of a template over the binding ``a``."""
    parts = [f"a[{r}]" if isinstance(r, int) else repr(r) for r in tmpl.refs]
    return "(" + "".join(p + ", " for p in parts) + ")"


def compile_simple(simple: Simple, fluents: frozenset[str], world: World) -> Any:
    """Generate ``build(a, fi) -> (pos, neg, add, delete) | None`` for a simple schema.

    ``a`` is the binding tuple and ``fi`` the fact index; statics and equality
    are decided inline. Generated code avoids the per-atom interpretation
    overhead, which dominates grounding small tasks.
    """
    lines = ["def build(a, fi):", "    pos = neg = add = delete = 0", "    get = fi.get"]
    env: dict[str, object] = {}
    for n, (tmpl, positive) in enumerate(simple.pre):
        args = _arg_expr(tmpl)
        if tmpl.predicate == "=":
            op = "!=" if positive else "=="
            lines.append(f"    if {args}[0] {op} {args}[1]: return None")
        elif tmpl.predicate in fluents:
            lines.append(f"    f = get(({tmpl.predicate!r}, {args}))")
            if positive:
                lines.append("    if f is None: return None")
                lines.append("    pos |= 1 << f")
            else:
                lines.append("    if f is not None: neg |= 1 << f")
        else:
            env[f"s{n}"] = world.static_facts.get(tmpl.predicate, frozenset())
            test = "not in" if positive else "in"
            lines.append(f"    if {args} {test} s{n}: return None")
    for tmpl in simple.adds:
        lines.append(f"    add |= 1 << fi[({tmpl.predicate!r}, {_arg_expr(tmpl)})]")
    for tmpl in simple.deletes:
        lines.append(f"    f = get(({tmpl.predicate!r}, {_arg_expr(tmpl)}))")
        lines.append("    if f is not None: delete |= 1 << f")
    lines.append("    if pos & neg: return None")
    lines.append("    return pos, neg, add, delete")
    lines.append("def adds(a):")
    lines.append(
        "    return [" + "".join(f"({t.predicate!r}, {_arg_expr(t)}), " for t in simple.adds) + "]"
    )
    exec(_code("\n".join(lines)), env)  # source built above from checked names
    return env["build"], env["adds"]


@functools.lru_cache(maxsize=512)
def _code(source: str) -> CodeType:
    """Compiled generated source (a pure memo: the same schema compiles once per process)."""
    return compile(source, "<plangate-grounding>", "exec")


@dataclass
class Step:
    """One atom of a join: which arguments are known, which bind new parameters."""

    predicate: str
    positions: tuple[int, ...]
    sources: list[tuple[int | None, str]]  # (parameter index, or None and a constant)
    new: list[tuple[int, int]]  # (argument position, parameter index)
    repeat: list[tuple[int, int]]  # argument positions that must be equal


@dataclass
class Schema:
    action: s.Action
    params: tuple[str, ...]
    domains: tuple[tuple[str, ...], ...]
    domain_sets: tuple[frozenset[str], ...]
    join_atoms: list[s.Atom]
    static_rest: list[s.Formula]
    dynamic_rest: list[s.Formula]
    precondition: s.Formula | None
    has_when: bool
    simple: Simple | None
    # the fluent predicates the conditions of its conditional effects read: its accepted
    # groundings are looked at again only when one of them gained facts
    when_reads: frozenset[str] = frozenset()
    compiled: Any = None
    accepted: dict[tuple[str, ...], None] = field(default_factory=dict)
    pending: set[tuple[str, ...]] = field(default_factory=set)
    rejected: set[tuple[str, ...]] = field(default_factory=set)
    orders: dict[int, list[int]] = field(default_factory=dict)
    plans: dict[int, list[Step]] = field(default_factory=dict)


def _mentions_fluent(formula: s.Formula, fluents: frozenset[str]) -> bool:
    return any(isinstance(f, s.Atom) and f.predicate in fluents for f in s.subformulas(formula))


def _has_when(effect: s.Effect | None) -> bool:
    return effect is not None and any(isinstance(e, s.When) for e in s.effect_nodes(effect))


def _when_reads(effect: s.Effect | None, fluents: frozenset[str]) -> frozenset[str]:
    if effect is None:
        return frozenset()
    return frozenset(
        f.predicate
        for e in s.effect_nodes(effect)
        if isinstance(e, s.When)
        for f in s.subformulas(e.condition)
        if isinstance(f, s.Atom) and f.predicate in fluents
    )


def fluent_predicates(domain: s.Domain) -> frozenset[str]:
    out: set[str] = set()
    for action in domain.actions:
        if action.effect is None:
            continue
        for e in s.effect_nodes(action.effect):
            if isinstance(e, s.Atom):
                out.add(e.predicate)
            elif isinstance(e, s.Not) and isinstance(e.arg, s.Atom):
                out.add(e.arg.predicate)
    out.update(d.name for d in domain.derived)  # derived facts change with the state
    return frozenset(out)


def make_schema(action: s.Action, world: World, fluents: frozenset[str]) -> Schema:
    params = tuple(p.name for p in action.parameters)
    domains = tuple(world.objects(p.types) for p in action.parameters)
    pre = nnf(action.precondition) if action.precondition is not None else None
    simple = simple_schema(action, params)
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
    return Schema(
        action=action,
        params=params,
        domains=domains,
        domain_sets=tuple(frozenset(d) for d in domains),
        join_atoms=join_atoms,
        static_rest=static_rest,
        dynamic_rest=dynamic_rest,
        precondition=pre,
        has_when=_has_when(action.effect),
        when_reads=_when_reads(action.effect, fluents),
        simple=simple,
        compiled=compile_simple(simple, fluents, world) if simple is not None else None,
    )
