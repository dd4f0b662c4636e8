"""Derived predicates (PDDL 2.2 ``:derived``): their checks, their strata, and their
evaluation at every state.

A derived predicate holds exactly where one of its rules derives it: at each state the
ground rules are applied stratum by stratum until nothing changes (the least fixpoint;
a rule may read a lower stratum's predicates negated, its own only positively). States
hold the derived facts as bits like the others, so a precondition or goal that reads
one is an ordinary condition: :meth:`Axioms.close` recomputes them after every action
(:meth:`plangate.pddl.task.Operator.apply`) and for the initial state.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from plangate.errors import Loc, PddlSemanticError
from plangate.pddl import syntax as s

if TYPE_CHECKING:
    from plangate.pddl.task import Condition


@dataclass(frozen=True)
class Rule:
    """A ground rule: when ``condition`` holds, the fact ``head`` (a bit) is derived."""

    condition: Condition
    head: int


@dataclass(frozen=True)
class Axioms:
    """The ground rules of a task, by stratum, and the bits of its derived facts.

    :meth:`close` is semi-naive: each stratum's rules are tried once, then a rule is
    tried again only when a fact it reads was derived in its stratum (a stratum reads
    its own facts positively only, so nothing else can make a false rule true). A chain
    of 10,000 rules in the worst order is 10,000 tries, not 50 million.
    """

    strata: tuple[tuple[Rule, ...], ...]
    derived: int  # the mask of every derived fact
    #: per stratum: a derived fact's bit -> the indices of the stratum's rules reading it
    watch: tuple[dict[int, tuple[int, ...]], ...] = ()

    @staticmethod
    def of(strata: tuple[tuple[Rule, ...], ...], derived: int) -> Axioms:
        from plangate.pddl.task import _bits

        watch = []
        for rules in strata:
            heads = 0
            for rule in rules:
                heads |= rule.head
            readers: dict[int, list[int]] = {}
            for i, rule in enumerate(rules):
                for bit in _bits(_reads_mask(rule.condition) & heads):
                    readers.setdefault(1 << bit, []).append(i)
            watch.append({k: tuple(v) for k, v in readers.items()})
        return Axioms(strata, derived, tuple(watch))

    def close(self, state: int) -> int:
        """``state`` with its derived facts recomputed (the least fixpoint per stratum)."""
        state &= ~self.derived
        for rules, watch in zip(self.strata, self.watch, strict=True):
            queue = []
            for rule in rules:
                if not state & rule.head and rule.condition.holds(state):
                    state |= rule.head
                    queue.append(rule.head)
            while queue:
                for i in watch.get(queue.pop(), ()):
                    rule = rules[i]
                    if not state & rule.head and rule.condition.holds(state):
                        state |= rule.head
                        queue.append(rule.head)
        return state

    @property
    def rules(self) -> int:
        return sum(len(r) for r in self.strata)


def _reads_mask(condition: Condition) -> int:
    """Every fact a ground condition reads, as a mask."""
    mask = condition.pos | condition.neg
    for p, n in condition.clauses or ():
        mask |= p | n
    stack = [condition.tree]
    while stack:
        t = stack.pop()
        if isinstance(t, tuple):
            if t[0] == "lit":
                mask |= 1 << t[1]
            else:
                stack.extend(t[1])
    return mask


def _reads(formula: s.Formula, negated: bool = False) -> Iterable[tuple[str, bool]]:
    """The predicates a formula reads, each with whether it is read negated (in NNF)."""
    if isinstance(formula, s.Atom):
        yield formula.predicate, negated
    elif isinstance(formula, s.Not):
        yield from _reads(formula.arg, not negated)
    elif isinstance(formula, s.And | s.Or):
        for a in formula.args:
            yield from _reads(a, negated)
    elif isinstance(formula, s.Imply):
        yield from _reads(formula.condition, not negated)
        yield from _reads(formula.consequence, negated)
    elif isinstance(formula, s.Exists | s.Forall):
        yield from _reads(formula.body, negated)


def strata(derived: Sequence[s.Derived], file: str) -> dict[str, int]:
    """Each derived predicate's stratum: at least that of every derived predicate its
    rules read, and above every one they read negated. Refuses a domain that has none
    (a predicate derived, through some rules, from its own negation)."""
    names = {d.name for d in derived}
    level = dict.fromkeys(names, 0)
    for _ in range(len(names) + 1):
        changed = False
        for d in derived:
            for pred, negated in _reads(d.body):
                if pred not in names:
                    continue
                need = level[pred] + (1 if negated else 0)
                if level[d.name] < need:
                    level[d.name] = need
                    changed = True
                    if need > len(names):
                        raise PddlSemanticError(
                            f"derived predicate '{d.name}' depends on its own negation "
                            f"(through '{pred}'): the rules have no stratification",
                            d.loc or Loc(file, 1, 1),
                        )
        if not changed:
            return level
    return level  # pragma: no cover - the bound above is reached first


def check_derived(domain: s.Domain, checker: Any) -> None:  # checks' _Checker (it calls this)
    """The checks of a domain's ``:derived`` rules (``checker``: plangate.pddl.checks'
    own, whose scopes and messages the rules share)."""
    if not domain.derived:
        return
    c = checker
    c.use(":derived-predicates", domain.derived[0].loc)
    names = set()
    for d in domain.derived:
        where = f"derived predicate '{d.name}'"
        declared = c.predicates.get(d.name)
        if declared is None:
            raise PddlSemanticError(f"{where} is not declared in :predicates", c.loc(d.loc))
        if len(declared.parameters) != len(d.parameters):
            raise PddlSemanticError(
                f"{where} has {len(d.parameters)} parameter(s); its declaration has "
                f"{len(declared.parameters)}",
                c.loc(d.loc),
            )
        c.check_typed(d.parameters, "parameter")
        c.check_formula(d.body, {p.name for p in d.parameters}, where)
        names.add(d.name)
    for a in domain.actions:
        for e in s.effect_nodes(a.effect) if a.effect is not None else ():
            atom = e.arg if isinstance(e, s.Not) else e
            if isinstance(atom, s.Atom) and atom.predicate in names:
                raise PddlSemanticError(
                    f"action '{a.name}' changes the derived predicate '{atom.predicate}'; "
                    "a derived predicate is only derived by its rules",
                    c.loc(atom.loc or a.loc),
                )
    strata(domain.derived, c.file)


def check_init(problem: s.Problem, domain: s.Domain, file: str) -> None:
    """A problem may not state a derived fact: it is derived."""
    names = {d.name for d in domain.derived}
    for element in problem.init:
        if isinstance(element, s.Atom) and element.predicate in names:
            raise PddlSemanticError(
                f"the initial state states the derived fact {element}; derived facts are "
                "derived by the domain's rules, not given",
                element.loc or Loc(file, 1, 1),
            )


RULE = ":derived "  # the name of a rule's stand-in action while facts are reached


def rule_action(d: s.Derived) -> s.Action:
    """A rule as an action that adds its head where its body holds: the grounder reaches
    derived facts as it reaches the others (in the delete relaxation)."""
    head = s.Atom(d.name, tuple(p.name for p in d.parameters), d.loc)
    return s.Action(f"{RULE}{d.name}", d.parameters, d.body, head, d.loc)


def build_axioms(grounder: Any, fact_index: dict[tuple[str, tuple[str, ...]], int]) -> Axioms:
    """The ground rules of the rule stand-ins the grounder reached, by stratum."""
    from plangate.pddl.task import Condition

    domain = grounder.domain
    level = strata(domain.derived, "<domain>")
    by_level: dict[int, list[Rule]] = {}
    fid = fact_index.get
    for schema in grounder.rule_schemas:
        name = schema.action.name.removeprefix(RULE)
        grounder._current = schema.action.name
        for args in schema.accepted:
            head = fact_index.get((name, args))
            if head is None:  # pragma: no cover - a reached rule's head is reached
                continue
            binding = dict(zip(schema.params, args, strict=True))
            pre = schema.precondition
            cond = (
                Condition.compile(grounder.world.ground(pre, binding, fid))
                if pre is not None
                else Condition()
            )
            if not cond.impossible:
                by_level.setdefault(level[name], []).append(Rule(cond, 1 << head))
    derived = {d.name for d in domain.derived}
    mask = 0
    for (pred, _), i in fact_index.items():
        if pred in derived:
            mask |= 1 << i
    return Axioms.of(tuple(tuple(by_level[k]) for k in sorted(by_level)), mask)


__all__ = [
    "RULE",
    "Axioms",
    "Rule",
    "build_axioms",
    "check_derived",
    "check_init",
    "rule_action",
    "strata",
]
