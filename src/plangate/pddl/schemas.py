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
from collections.abc import Callable
from dataclasses import dataclass, field
from types import CodeType
from typing import Any, cast

from plangate.pddl import syntax as s
from plangate.pddl.formulas import World, conjuncts, nnf
from plangate.pddl.relaxed import flatten

Generated = Callable[..., Any]
"""A function generated from a schema (its source checked names only, :func:`generated`)."""
Compiled = tuple[Generated, Generated, Generated | None]
"""A simple schema's generated ``build``, ``adds`` and ``allowed`` (None: nothing to test)."""


class _Template:
    """An atom whose arguments are parameter indices (int) or constants (str)."""

    __slots__ = ("predicate", "refs")

    def __init__(self, predicate: str, args: tuple[str, ...], params: tuple[str, ...]) -> None:
        self.predicate = predicate
        self.refs: tuple[int | str, ...] = tuple(
            params.index(a) if a in params else a for a in args
        )


@dataclass
class Flat:
    """An effect that is a conjunction of literals (and cost increases)."""

    adds: list[_Template]
    deletes: list[_Template]
    costs: list[s.Increase]


@dataclass
class Simple(Flat):
    """A schema whose precondition is a conjunction of literals and whose effect is flat."""

    pre: list[tuple[_Template, bool]] = field(default_factory=list)  # '=' is predicate "="


def plain_effect(effect: s.Effect) -> s.Effect:
    """The action's effect with conditions that change nothing dropped, where that is sound
    given all of the action's effects (PDDL's rule: every condition is read in the state
    before the action, then the deletes are applied, then the adds).

    ``(when A (not A))`` is ``(not A)`` always: where A is false, deleting it does nothing
    (and an add of A elsewhere in the action wins either way). ``(when (not A) A)`` is
    ``A`` only when the action deletes no fact of A's predicate anywhere: where A is true,
    the add would otherwise win over a delete that fires (a toggle, ``(when A (not A))``
    beside ``(when (not A) A)``, would keep A). Old IPC domains write both forms as
    clean-ups (Schedule's "forget the old surface", "(when (not (objscheduled))
    (objscheduled))"). The same node when nothing changes."""
    deleted = frozenset(
        e.arg.predicate
        for e in s.effect_nodes(effect)
        if isinstance(e, s.Not) and isinstance(e.arg, s.Atom)
    )
    return _plain(effect, deleted)


def _plain(effect: s.Effect, deleted: frozenset[str]) -> s.Effect:
    if isinstance(effect, s.When):
        inner = _plain(effect.effect, deleted)
        cond = effect.condition
        if isinstance(inner, s.Not) and isinstance(inner.arg, s.Atom) and cond == inner.arg:
            return inner
        if (
            isinstance(inner, s.Atom)
            and isinstance(cond, s.Not)
            and cond.arg == inner
            and inner.predicate not in deleted
        ):
            return inner
        return effect if inner is effect.effect else s.When(cond, inner, effect.loc)
    if isinstance(effect, s.EffectAnd):
        args = tuple(_plain(a, deleted) for a in effect.args)
        same = all(a is b for a, b in zip(args, effect.args, strict=True))
        return effect if same else s.EffectAnd(args, effect.loc)
    if isinstance(effect, s.EffectForall):
        inner = _plain(effect.effect, deleted)
        return (
            effect
            if inner is effect.effect
            else s.EffectForall(effect.variables, inner, effect.loc)
        )
    return effect


def flat_effect(effect: s.Effect | None, params: tuple[str, ...]) -> Flat | None:
    adds: list[_Template] = []
    deletes: list[_Template] = []
    costs: list[s.Increase] = []
    effects = (
        (effect.args if isinstance(effect, s.EffectAnd) else (effect,))
        if effect is not None
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
    return Flat(adds, deletes, costs)


def simple_schema(
    action: s.Action, effect: s.Effect | None, params: tuple[str, ...]
) -> Simple | None:
    pre: list[tuple[_Template, bool]] = []
    if action.precondition is not None:
        for part in conjuncts(action.precondition):
            positive = not isinstance(part, s.Not)
            atom = part.arg if isinstance(part, s.Not) else part
            if not isinstance(atom, s.Atom):
                return None
            pre.append((_Template(atom.predicate, atom.args, params), positive))
    flat = flat_effect(effect, params)
    return None if flat is None else Simple(flat.adds, flat.deletes, flat.costs, pre)


MAX_NESTED = 17  # loops a generated function nests (Python allows 20 blocks)


@dataclass
class CompiledEffect:
    """An effect without conditions, generated: ``run(a, fi) -> (add, delete)``."""

    run: Generated
    costs: list[s.Increase]  # its cost increases (outside any quantifier)
    work: int  # quantifier instances walked per grounding (the grounder counts them)


def compile_effect(
    effect: s.Effect | None, params: tuple[str, ...], world: World
) -> CompiledEffect | None:
    """Generate the add and delete sets of an effect of literals under ``and`` and
    ``forall`` (``a`` the binding tuple, ``fi`` the fact index; a fact never reached is
    not deleted); ``None`` for one with conditions, costs inside a quantifier, or a
    quantifier over more instances than the grounder allows (it says so)."""
    lines = ["def effect(a, fi):", "    add = delete = 0", "    get = fi.get"]
    env: dict[str, object] = {}
    costs: list[s.Increase] = []
    work = [0]
    names = {p: f"a[{i}]" for i, p in enumerate(params)}

    def walk(e: s.Effect, ind: str, names: dict[str, str], outer: int) -> bool:
        if isinstance(e, s.Atom | s.Not):
            atom = e if isinstance(e, s.Atom) else e.arg
            if not isinstance(atom, s.Atom):
                return False
            args = "(" + "".join(f"{names.get(x, repr(x))}, " for x in atom.args) + ")"
            if isinstance(e, s.Atom):
                lines.append(f"{ind}add |= 1 << fi[({atom.predicate!r}, {args})]")
            else:
                lines.append(f"{ind}f = get(({atom.predicate!r}, {args}))")
                lines.append(f"{ind}if f is not None: delete |= 1 << f")
            return True
        if isinstance(e, s.EffectAnd):
            return all(walk(x, ind, names, outer) for x in e.args)
        if isinstance(e, s.NumericEffect) and ind == "    ":  # outside any quantifier
            costs.append(e)
            return True
        if isinstance(e, s.EffectForall):
            inner = dict(names)
            count = 1
            for v in e.variables:
                domain = world.objects(v.types)
                count *= len(domain)
                n = len(env)
                env[f"D{n}"] = domain
                inner[v.name] = f"v{n}"
                lines.append(f"{ind}for v{n} in D{n}:")
                ind += "    "
            if count > world.max_instances or len(ind) > 4 * MAX_NESTED:
                return False
            work[0] += outer * count
            lines.append(f"{ind}pass")
            return walk(e.effect, ind, inner, outer * count)
        return False

    if effect is not None and not walk(effect, "    ", names, 1):
        return None
    lines.append("    return add, delete")
    exec(generated("\n".join(lines)), env)  # source built above from checked names
    return CompiledEffect(cast(Generated, env["effect"]), costs, work[0])


def _effect_lines(flat: Flat, name: Callable[[str], str]) -> list[str]:
    lines = [f"    add |= 1 << fi[({name(t.predicate)}, {_arg_expr(t)})]" for t in flat.adds]
    for tmpl in flat.deletes:
        lines.append(f"    f = get(({name(tmpl.predicate)}, {_arg_expr(tmpl)}))")
        lines.append("    if f is not None: delete |= 1 << f")
    return lines


def _arg_expr(tmpl: _Template) -> str:
    """Python source for the argument tuple of a template over the binding ``a``."""
    parts = [f"a[{r}]" if isinstance(r, int) else repr(r) for r in tmpl.refs]
    return "(" + "".join(p + ", " for p in parts) + ")"


def compile_simple(simple: Simple, fluents: frozenset[str], world: World) -> Compiled:
    """Generate ``build(a, fi) -> (pos, neg, add, delete) | None`` for a simple schema,
    ``adds(a)`` (its add effects as facts) and ``allowed(a)`` (its equality and negative
    static literals hold; ``None`` when it has none).

    ``a`` is the binding tuple and ``fi`` the fact index; statics and equality
    are decided inline. Generated code avoids the per-atom interpretation
    overhead, which dominates grounding small tasks.
    """
    lines = ["def build(a, fi):", "    pos = neg = add = delete = 0", "    get = fi.get"]
    env: dict[str, object] = {}
    names: dict[str, str] = {}

    def name(predicate: str) -> str:
        """The predicate as a name bound in ``env``: schemas that differ only in their
        predicates share one source, compiled once (10,000 derived rules: one compile)."""
        if predicate not in names:
            names[predicate] = f"q{len(names)}"
            env[names[predicate]] = predicate
        return names[predicate]

    for n, (tmpl, positive) in enumerate(simple.pre):
        args = _arg_expr(tmpl)
        if tmpl.predicate == "=":
            op = "!=" if positive else "=="
            lines.append(f"    if {args}[0] {op} {args}[1]: return None")
        elif tmpl.predicate in fluents:
            lines.append(f"    f = get(({name(tmpl.predicate)}, {args}))")
            if positive:
                lines.append("    if f is None: return None")
                lines.append("    pos |= 1 << f")
            else:
                lines.append("    if f is not None: neg |= 1 << f")
        else:
            env[f"s{n}"] = world.static_facts.get(tmpl.predicate, frozenset())
            test = "not in" if positive else "in"
            lines.append(f"    if {args} {test} s{n}: return None")
    lines += _effect_lines(simple, name)
    lines.append("    if pos & neg: return None")
    lines.append("    return pos, neg, add, delete")
    lines.append("def allowed(a):")  # the relaxation's test: equality and static literals
    tests = 0
    for n, (tmpl, positive) in enumerate(simple.pre):
        args = _arg_expr(tmpl)
        if tmpl.predicate == "=":
            lines.append(f"    if {args}[0] {'!=' if positive else '=='} {args}[1]: return False")
            tests += 1
        elif tmpl.predicate not in fluents and not positive:
            lines.append(f"    if {args} in s{n}: return False")
            tests += 1
    lines.append("    return True")
    lines.append("def adds(a):")
    lines.append(
        "    return ["
        + "".join(f"({name(t.predicate)}, {_arg_expr(t)}), " for t in simple.adds)
        + "]"
    )
    exec(generated("\n".join(lines)), env)  # source built above from checked names
    made = cast(dict[str, Generated], env)
    return made["build"], made["adds"], made["allowed"] if tests else None


@functools.lru_cache(maxsize=512)
def generated(source: str) -> CodeType:
    """Compiled generated source (a pure memo: the same schema compiles once per process)."""
    return compile(source, "<plangate-grounding>", "exec")


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
    effect_tree: s.Effect | None  # the action's effect, plain (:func:`plain_effect`)
    has_when: bool
    simple: Simple | None
    # the fluent predicates the conditions of its conditional effects read: its accepted
    # groundings are looked at again only when one of them gained facts
    when_reads: frozenset[str] = frozenset()
    # the fluent predicates its dynamic conditions read (a binding waiting on them)
    pending_reads: frozenset[str] = frozenset()
    compiled: Compiled | None = None  # a simple schema's (build, adds, allowed)
    effect: CompiledEffect | None = None  # a schema that is not simple: its effect if plain
    accepted: dict[tuple[str, ...], None] = field(default_factory=dict)
    pending: set[tuple[str, ...]] = field(default_factory=set)
    rejected: set[tuple[str, ...]] = field(default_factory=set)
    # the join's parameters: the schema's, then the variables of existential conjuncts
    # whose atoms it joins too (a binding is the first len(params) of them)
    join_params: tuple[str, ...] = ()
    join_domains: tuple[tuple[str, ...], ...] = ()
    join_domain_sets: tuple[frozenset[str], ...] = ()
    orders: dict[int, list[int]] = field(default_factory=dict)
    plans: dict[int, list[Any]] = field(default_factory=dict)  # first atom -> its joins.JoinStep
    joins: dict[int, Generated] = field(default_factory=dict)  # first atom -> compiled join
    filters: list[Any] | None = None  # literals the join tests early (joins.Filter)


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
    effect = plain_effect(action.effect) if action.effect is not None else None
    simple = simple_schema(action, effect, params)
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
    join_vars = list(action.parameters)
    for part in conjuncts(pre) if pre is not None else ():
        if isinstance(part, s.Exists):
            join_atoms += _lifted(flatten(part), join_vars)
    join_domains = tuple(world.objects(v.types) for v in join_vars)
    return Schema(
        action=action,
        params=params,
        domains=domains,
        domain_sets=tuple(frozenset(d) for d in domains),
        join_atoms=join_atoms,
        static_rest=static_rest,
        dynamic_rest=dynamic_rest,
        precondition=pre,
        effect_tree=effect,
        has_when=_has_when(effect),
        when_reads=_when_reads(effect, fluents),
        pending_reads=frozenset(
            f.predicate
            for part in dynamic_rest
            for f in s.subformulas(part)
            if isinstance(f, s.Atom) and f.predicate in fluents
        ),
        simple=simple,
        compiled=compile_simple(simple, fluents, world) if simple is not None else None,
        effect=compile_effect(effect, params, world) if simple is None else None,
        join_params=tuple(v.name for v in join_vars),
        join_domains=join_domains,
        join_domain_sets=tuple(frozenset(d) for d in join_domains),
    )


def _lifted(q: s.Exists | s.Forall, join_vars: list[s.TypedName]) -> list[s.Atom]:
    """The atoms an existential conjunct of a precondition needs (``exists ?q: (and
    (reads ?p ?q) ...)``), its variables added to ``join_vars``: the join binds them
    as it binds parameters, which prunes the bindings whose rest cannot hold (the
    conjunct itself is still checked whole). None where a name is taken or a variable
    is in no atom."""
    names = [v.name for v in q.variables]
    atoms = [a for a in conjuncts(q.body) if isinstance(a, s.Atom) and a.predicate != "="]
    taken = {v.name for v in join_vars}
    in_atoms = {x for a in atoms for x in a.args}
    if not isinstance(q, s.Exists) or len(set(names)) < len(names) or set(names) & taken:
        return []
    if not set(names) <= in_atoms:
        return []
    join_vars.extend(q.variables)
    return atoms
