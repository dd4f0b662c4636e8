"""The grounded task: facts as bits, operators as bitmasks.

A state is a Python ``int`` whose bit ``i`` is fact ``i`` (immutable,
hashable, and ``s & mask == mask`` is the whole applicability test for
STRIPS operators). Conditions that are not plain conjunctions of literals
(disjunctions left after folding statics) are kept in disjunctive normal
form when it is small and as a tree otherwise; either is evaluated exactly.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from plangate.pddl.formulas import World
    from plangate.pddl.syntax import Domain, Problem

State = int

_DNF_LIMIT = 64
WARM_UP = 8  # questions answered by trying every operator before the generator is built


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _eval_tree(tree: object, state: int) -> bool:
    if tree is True or tree is False:
        return bool(tree)
    assert isinstance(tree, tuple)
    kind = tree[0]
    if kind == "lit":
        return bool(state >> tree[1] & 1) == tree[2]
    if kind == "and":
        return all(_eval_tree(t, state) for t in tree[1])
    return any(_eval_tree(t, state) for t in tree[1])


def _dnf(tree: object, limit: int) -> list[tuple[int, int]] | None:
    """Clauses (pos, neg) of a ground condition, or None above ``limit``."""
    if tree is True:
        return [(0, 0)]
    if tree is False:
        return []
    assert isinstance(tree, tuple)
    kind = tree[0]
    if kind == "lit":
        return [(1 << tree[1], 0)] if tree[2] else [(0, 1 << tree[1])]
    if kind == "or":
        out: list[tuple[int, int]] = []
        for t in tree[1]:
            sub = _dnf(t, limit)
            if sub is None:
                return None
            out.extend(sub)
            if len(out) > limit:
                return None
        return out
    acc: list[tuple[int, int]] = [(0, 0)]
    for t in tree[1]:
        sub = _dnf(t, limit)
        if sub is None:
            return None
        acc = [(p1 | p2, n1 | n2) for p1, n1 in acc for p2, n2 in sub if not (p1 | p2) & (n1 | n2)]
        if len(acc) > limit:
            return None
    return acc


@dataclass(frozen=True, slots=True)
class Condition:
    """A ground condition: required facts, forbidden facts, and an optional rest.

    ``clauses`` (when not None) is a disjunction of (pos, neg) pairs that must
    also hold; ``tree`` is used instead when the DNF would be too large.
    """

    pos: int = 0
    neg: int = 0
    clauses: tuple[tuple[int, int], ...] | None = None
    tree: object = None
    impossible: bool = False

    @staticmethod
    def compile(tree: object) -> Condition:
        if tree is False:
            return Condition(impossible=True)
        if tree is True:
            return Condition()
        parts = tree[1] if isinstance(tree, tuple) and tree[0] == "and" else (tree,)
        pos = neg = 0
        rest: list[object] = []
        for p in parts:
            assert isinstance(p, tuple)
            if p[0] == "lit":
                if p[2]:
                    pos |= 1 << p[1]
                else:
                    neg |= 1 << p[1]
            else:
                rest.append(p)
        if pos & neg:
            return Condition(impossible=True)
        if not rest:
            return Condition(pos, neg)
        rest_tree = rest[0] if len(rest) == 1 else ("and", tuple(rest))
        dnf = _dnf(rest_tree, _DNF_LIMIT)
        if dnf is not None:
            clauses = tuple((p, n) for p, n in dnf if not (p & neg or n & pos))
            if not clauses:
                return Condition(impossible=True)
            if len(clauses) == 1:
                return Condition(pos | clauses[0][0], neg | clauses[0][1])
            return Condition(pos, neg, clauses)
        return Condition(pos, neg, None, rest_tree)

    @property
    def is_conjunctive(self) -> bool:
        return self.clauses is None and self.tree is None

    def holds(self, state: int) -> bool:
        if self.impossible or state & self.pos != self.pos or state & self.neg:
            return False
        if self.clauses is not None:
            return any(state & p == p and not state & n for p, n in self.clauses)
        if self.tree is not None:
            return _eval_tree(self.tree, state)
        return True

    def unmet(self, state: int, facts: tuple[str, ...]) -> list[str]:
        """What fails in ``state``, as PDDL literals (empty when it holds)."""
        if self.impossible:
            return ["(false): the condition can never hold"]
        out = [facts[i] for i in _bits(self.pos & ~state)]
        out.extend(f"(not {facts[i]})" for i in _bits(self.neg & state))
        if not out and not self.holds(state):
            if self.clauses is not None:
                alts = [
                    "(and "
                    + " ".join(
                        [facts[i] for i in _bits(p)] + [f"(not {facts[i]})" for i in _bits(n)]
                    )
                    + ")"
                    for p, n in self.clauses
                ]
                out.append(f"(or {' '.join(alts)})")
            else:
                out.append(_tree_text(self.tree, facts))
        return out


def _tree_text(tree: object, facts: tuple[str, ...]) -> str:
    if tree is True or tree is False:
        return "(and)" if tree else "(or)"
    assert isinstance(tree, tuple)
    if tree[0] == "lit":
        return facts[tree[1]] if tree[2] else f"(not {facts[tree[1]]})"
    return f"({tree[0]} {' '.join(_tree_text(t, facts) for t in tree[1])})"


@dataclass(frozen=True, slots=True)
class ConditionalEffect:
    condition: Condition
    add: int
    delete: int


@dataclass(frozen=True, slots=True, eq=False)
class Operator:
    """A ground action. Prints as ``(name arg1 arg2)``; identity is its index."""

    index: int
    name: str
    args: tuple[str, ...]
    precondition: Condition
    add: int
    delete: int
    conditional: tuple[ConditionalEffect, ...] = ()
    cost: int | float = 1
    # the task's derived predicates (plangate.pddl.axioms), recomputed after each action
    axioms: Any = field(default=None, repr=False)
    keep: int = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "keep", ~self.delete)

    def __str__(self) -> str:
        return f"({self.name}{' ' if self.args else ''}{' '.join(self.args)})"

    def __repr__(self) -> str:
        return f"Operator{self}"

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Operator)
            and other.name == self.name
            and other.args == self.args
            and other.index == self.index
        )

    def __hash__(self) -> int:
        return hash((self.index, self.name, self.args))

    def applicable(self, state: int) -> bool:
        pre = self.precondition
        if state & pre.pos != pre.pos or state & pre.neg:
            return False
        return pre.is_conjunctive or pre.holds(state)

    def apply(self, state: int) -> int:
        """The successor state (the caller checks applicability)."""
        if not self.conditional:
            nxt = (state & self.keep) | self.add
        else:
            add, delete = self.add, self.delete
            for eff in self.conditional:
                if eff.condition.holds(state):
                    add |= eff.add
                    delete |= eff.delete
            nxt = (state & ~delete) | add
        return nxt if self.axioms is None else self.axioms.close(nxt)


@dataclass(eq=False)
class Task:
    """A grounded planning task."""

    name: str
    domain_name: str
    facts: tuple[str, ...]
    fact_keys: tuple[tuple[str, tuple[str, ...]], ...]
    operators: tuple[Operator, ...]
    initial: int
    goal: Condition
    uses_costs: bool
    domain: Domain
    problem: Problem
    world: World
    objects: tuple[str, ...] = ()
    axioms: Any = None  # plangate.pddl.axioms.Axioms: the derived predicates' rules
    _by_key: dict[tuple[str, tuple[str, ...]], Operator] = field(default_factory=dict, repr=False)
    _fact_index: dict[tuple[str, tuple[str, ...]], int] = field(default_factory=dict, repr=False)
    _generator: tuple[Any, Any] | None = field(
        default=None, init=False, repr=False
    )  # see applicable_indices
    _asked: int = field(default=0, init=False, repr=False)

    def __post_init__(self) -> None:
        self._by_key = {(op.name, op.args): op for op in self.operators}
        self._fact_index = {k: i for i, k in enumerate(self.fact_keys)}

    def __getstate__(self) -> dict[str, Any]:
        state = self.__dict__.copy()
        state["_generator"] = None  # generated code does not pickle; built again on use
        state["_asked"] = 0
        return state

    # -------------------------------------------------------------- queries
    def is_goal(self, state: int) -> bool:
        return self.goal.holds(state)

    def applicable(self, state: int) -> list[Operator]:
        """The applicable operators in the task's deterministic order."""
        gen = self._generator
        if gen is not None:
            return gen[1](state)
        ops = self.operators
        return [ops[k] for k in self._warm_up(state)]

    def applicable_indices(self, state: int) -> list[int]:
        """The indices of the applicable operators, ascending."""
        gen = self._generator
        if gen is not None:
            return gen[0](state)
        return self._warm_up(state)

    def prepare(self) -> None:
        """Build the successor generator now (a caller about to ask many states: a search,
        a benchmark), instead of after the warm-up questions."""
        if self._generator is None:
            from plangate.pddl.successors import compile_applicable

            self._generator = compile_applicable(self.operators)

    def _warm_up(self, state: int) -> list[int]:
        """The successor generator (:mod:`plangate.pddl.successors`) answers from the
        :data:`WARM_UP`-th question on (on a task of N thousand operators, from the N-th
        if that is later); the first questions try every operator, so a task asked only
        a handful of times (``plangate parse``, a short episode on a huge task) does not
        pay for building it. Building costs about what a hundred questions answered by
        trying every operator cost, whatever the task's size."""
        self._asked += 1
        if self._asked >= max(WARM_UP, len(self.operators) // 1000):
            self.prepare()
            assert self._generator is not None
            return self._generator[0](state)
        return [k for k, op in enumerate(self.operators) if op.applicable(state)]

    def successors(self, state: int) -> Iterator[tuple[Operator, int]]:
        for op in self.applicable(state):
            yield op, op.apply(state)

    def atoms(self, state: int) -> list[str]:
        """The true facts of a state as PDDL atoms, e.g. ``(on a b)`` (static facts excluded)."""
        return [self.facts[i] for i in _bits(state)]

    def state_of(self, atoms: Iterable[str]) -> int:
        """The state whose true facts are ``atoms`` (PDDL atoms; static and unknown ones
        are ignored): the inverse of :meth:`atoms`."""
        state = 0
        for atom in atoms:
            parts = atom.strip("()").split()
            fid = self.fact_id(parts[0], tuple(parts[1:])) if parts else None
            if fid is not None:
                state |= 1 << fid
        return state

    def static_atoms(self) -> list[str]:
        out: list[str] = []
        for pred in sorted(self.world.static_facts):
            for args in sorted(self.world.static_facts[pred]):
                out.append(f"({pred}{' ' if args else ''}{' '.join(args)})")
        return out

    def operator(self, name: str, args: tuple[str, ...]) -> Operator | None:
        return self._by_key.get((name.lower(), tuple(a.lower() for a in args)))

    def fact_id(self, predicate: str, args: tuple[str, ...]) -> int | None:
        return self._fact_index.get((predicate, args))

    def unmet_goal(self, state: int) -> list[str]:
        return self.goal.unmet(state, self.facts)

    def __repr__(self) -> str:
        return (
            f"Task({self.domain_name}/{self.name}: {len(self.facts)} facts, "
            f"{len(self.operators)} operators)"
        )
