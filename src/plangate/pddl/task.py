"""The grounded task: facts as bits, operators as bitmasks.

A state is a Python ``int`` whose bit ``i`` is fact ``i`` (immutable,
hashable, and ``s & mask == mask`` is the whole applicability test for
STRIPS operators). Conditions that are not plain conjunctions of literals
(disjunctions left after folding statics) are kept in disjunctive normal
form when it is small and as a tree otherwise; either is evaluated exactly.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Protocol

from plangate.pddl.numeric import effects_fault, leaf_holds
from plangate.pddl.values import (
    Numbers,
    NumEffect,
    Value,
    apply_effect,
    evaluate,
    exact,
    expr_text,
    read_number,
    reads,
    show,
)

if TYPE_CHECKING:
    from plangate.pddl.formulas import World
    from plangate.pddl.syntax import Domain, Problem

State = int


class Derives(Protocol):
    """The derived predicates' rules (:class:`plangate.pddl.axioms.Axioms`)."""

    def close(self, state: int) -> int:
        """``state`` with every fact the rules derive in it (and no other derived one)."""
        ...


_DNF_LIMIT = 64
WARM_UP = 8  # questions answered by trying every operator before the generator is built


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _eval_tree(tree: object, state: int, table: Numbers | None = None) -> bool:
    if tree is True or tree is False:
        return bool(tree)
    assert isinstance(tree, tuple)
    kind = tree[0]
    if kind == "lit":
        return bool(state >> tree[1] & 1) == tree[2]
    if kind in ("num", "def", "no", "effects"):
        return table is not None and leaf_holds(tree, table.values(state), state)
    if kind == "and":
        return all(_eval_tree(t, state, table) for t in tree[1])
    return any(_eval_tree(t, state, table) for t in tree[1])


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
    if kind in ("num", "def", "no", "effects"):
        return None  # a numeric condition: the tree keeps it
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
    also hold; ``tree`` is used instead when the DNF would be too large or holds
    numeric conditions below a disjunction. ``numeric`` are numeric conditions that
    must all hold (:mod:`plangate.pddl.numeric`: ``("num", op, left, right)`` compares,
    ``("def", expr)`` asks for a defined value), read in the values of ``table``.
    """

    pos: int = 0
    neg: int = 0
    clauses: tuple[tuple[int, int], ...] | None = None
    tree: object = None
    impossible: bool = False
    numeric: tuple[tuple[Any, ...], ...] = ()
    table: Numbers | None = None

    @staticmethod
    def compile(tree: object, table: Numbers | None = None) -> Condition:
        if tree is False:
            return Condition(impossible=True)
        if tree is True:
            return Condition()
        parts = tree[1] if isinstance(tree, tuple) and tree[0] == "and" else (tree,)
        pos = neg = 0
        rest: list[object] = []
        numeric: list[tuple[Any, ...]] = []
        for p in parts:
            assert isinstance(p, tuple)
            if p[0] == "lit":
                if p[2]:
                    pos |= 1 << p[1]
                else:
                    neg |= 1 << p[1]
            elif p[0] in ("num", "def", "no", "effects"):
                numeric.append(p)
            else:
                rest.append(p)
        if pos & neg:
            return Condition(impossible=True)
        num = tuple(dict.fromkeys(numeric))
        tab = table if num or rest else None
        if not rest:
            return Condition(pos, neg, numeric=num, table=tab)
        rest_tree = rest[0] if len(rest) == 1 else ("and", tuple(rest))
        dnf = _dnf(rest_tree, _DNF_LIMIT)
        if dnf is not None:
            clauses = tuple((p, n) for p, n in dnf if not (p & neg or n & pos))
            if not clauses:
                return Condition(impossible=True)
            if len(clauses) == 1:
                c = clauses[0]
                return Condition(pos | c[0], neg | c[1], numeric=num, table=tab)
            return Condition(pos, neg, clauses, numeric=num, table=tab)
        return Condition(pos, neg, None, rest_tree, numeric=num, table=tab)

    @property
    def is_conjunctive(self) -> bool:
        return self.clauses is None and self.tree is None and not self.numeric

    def holds(self, state: int) -> bool:
        if self.impossible or state & self.pos != self.pos or state & self.neg:
            return False
        if self.numeric:
            assert self.table is not None
            vec = self.table.values(state)
            if not all(leaf_holds(leaf, vec, state) for leaf in self.numeric):
                return False
        if self.clauses is not None:
            return any(state & p == p and not state & n for p, n in self.clauses)
        if self.tree is not None:
            return _eval_tree(self.tree, state, self.table)
        return True

    def unmet(self, state: int, facts: tuple[str, ...]) -> list[str]:
        """What fails in ``state``, as PDDL literals (empty when it holds); a numeric
        condition with the values it read, ``(>= (fuel a1) 30): (fuel a1) is 12``."""
        if self.impossible:
            return ["(false): the condition can never hold"]
        out = [facts[i] for i in _bits(self.pos & ~state)]
        out.extend(f"(not {facts[i]})" for i in _bits(self.neg & state))
        if self.numeric and self.table is not None:
            table = self.table
            vec = table.values(state)
            out.extend(
                leaf_text(leaf, table, vec, state)
                for leaf in self.numeric
                if not leaf_holds(leaf, vec, state)
            )
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
                values = self.table.values(state) if self.table is not None else None
                out.append(_tree_text(self.tree, facts, self.table, values))
        return out


def _tree_text(
    tree: object, facts: tuple[str, ...], table: Numbers | None = None, vec: Any = None
) -> str:
    if tree is True or tree is False:
        return "(and)" if tree else "(or)"
    assert isinstance(tree, tuple)
    if tree[0] == "lit":
        return facts[tree[1]] if tree[2] else f"(not {facts[tree[1]]})"
    if tree[0] in ("num", "def", "no", "effects"):
        return leaf_text(tree, table, vec)
    return f"({tree[0]} {' '.join(_tree_text(t, facts, table, vec) for t in tree[1])})"


def leaf_text(
    leaf: tuple[Any, ...], table: Numbers | None, vec: tuple[Any, ...] | None, state: int = 0
) -> str:
    """A numeric condition as PDDL, with the values of the fluents it reads."""
    names = table.names if table is not None else ()
    if leaf[0] == "def":
        return f"{expr_text(leaf[1], names)} has a value"
    if leaf[0] == "no":
        return str(leaf[1])
    if leaf[0] == "effects":
        why = effects_fault(leaf[1], state, vec, names) if vec is not None else None
        return why or "the action's numeric effects can be applied"
    text = f"({leaf[1]} {expr_text(leaf[2], names)} {expr_text(leaf[3], names)})"
    if vec is None:
        return text
    read = dict.fromkeys([*reads(leaf[2]), *reads(leaf[3])])
    return text + (": " if read else "") + ", ".join(f"{names[i]} is {show(vec[i])}" for i in read)


@dataclass(frozen=True, slots=True)
class ConditionalEffect:
    condition: Condition
    add: int
    delete: int
    numeric: tuple[NumEffect, ...] = ()


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
    cost: int | Fraction = 1  # exact: a sum of costs is exact too (Task.cost_scale)
    # the task's derived predicates (plangate.pddl.axioms), recomputed after each action
    axioms: Derives | None = field(default=None, repr=False)
    # a numeric task's: effects on the values (plangate.pddl.numeric), the value table
    # (plangate.pddl.values)
    numeric: tuple[NumEffect, ...] = ()
    table: Numbers | None = field(default=None, repr=False)
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
        """The successor state (the caller checks applicability). Every condition and
        every amount is read in ``state``, before the action."""
        if self.table is not None:
            return self._apply_numeric(state, self.table)
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

    def _apply_numeric(self, state: int, table: Numbers) -> int:
        add, delete = self.add, self.delete
        effects = list(self.numeric)
        for eff in self.conditional:
            if eff.condition.holds(state):
                add |= eff.add
                delete |= eff.delete
                effects.extend(eff.numeric)
        nxt = (state & ~delete) | add
        if self.axioms is not None:
            nxt = self.axioms.close(nxt)
        if not effects:
            return nxt
        old = table.values(state)
        new = list(old)
        for index, op, expr in effects:
            new[index] = apply_effect(op, new[index], evaluate(expr, old))
        return table.state(nxt, tuple(new))


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
    axioms: Derives | None = None  # the derived predicates' rules (plangate.pddl.axioms)
    # a numeric task's state fluents and value vectors (plangate.pddl.values); None when
    # states are facts only
    numbers: Numbers | None = None
    metric_note: str | None = None  # why the metric is not a sum of action costs
    _by_key: dict[tuple[str, tuple[str, ...]], Operator] = field(default_factory=dict, repr=False)
    _fact_index: dict[tuple[str, tuple[str, ...]], int] = field(default_factory=dict, repr=False)
    _generator: tuple[Any, Any] | None = field(
        default=None, init=False, repr=False
    )  # see applicable_indices
    _asked: int = field(default=0, init=False, repr=False)
    _scale: int = field(default=0, init=False, repr=False)

    def cost_scale(self) -> int:
        """The least common denominator of the actions' costs (1 when they are whole):
        every plan's cost times it is an integer, so searches sum exact integers."""
        if not self._scale:
            scale = 1
            for op in self.operators:
                if isinstance(op.cost, Fraction):
                    den = op.cost.denominator
                    scale = scale * den // math.gcd(scale, den)
            self._scale = scale
        return self._scale

    def __post_init__(self) -> None:
        self._by_key = {(op.name, op.args): op for op in self.operators}
        self._fact_index = {k: i for i, k in enumerate(self.fact_keys)}

    def __getstate__(self) -> dict[str, object]:
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
        if self.numbers is not None:
            state &= self.numbers.mask
        return [self.facts[i] for i in _bits(state)]

    def fact_bits(self, state: int) -> int:
        """The facts of a state alone (a numeric task's states carry their values' index
        above the facts)."""
        return state if self.numbers is None else state & self.numbers.mask

    def values(self, state: int, plain: bool = False) -> dict[str, Value | float]:
        """A numeric task's values in a state, ``{"(fuel a1)": 30, ...}`` (empty for a
        task without numeric fluents; an undefined value is None). Values are exact
        (``int`` or ``fractions.Fraction``); ``plain``: a fraction as the nearest float,
        for JSON."""
        if self.numbers is None:
            return {}
        out = self.numbers.as_dict(state)
        if plain:
            return {k: v if v is None or isinstance(v, int) else float(v) for k, v in out.items()}
        return dict(out)

    def value_names(self) -> list[str]:
        """A numeric task's state fluents, ``["(fuel a1)", ...]`` (empty without)."""
        return [] if self.numbers is None else list(self.numbers.names)

    def describe(self, state: int) -> list[str]:
        """A state as PDDL: its facts, then its values as ``(= (fuel a1) 30)``."""
        values = [] if self.numbers is None else self.numbers.describe(state)
        return [*self.atoms(state), *values]

    def state_of(self, atoms: Iterable[str]) -> int:
        """The state whose true facts are ``atoms`` (PDDL atoms; static and unknown ones
        are ignored) and, in a numeric task, whose values are the ``(= (f a) v)`` among
        them (the others undefined): the inverse of :meth:`atoms` and :meth:`describe`."""
        state = 0
        values: dict[str, str] = {}
        for atom in atoms:
            if atom.startswith("(= "):  # a value, as describe() writes it
                head, _, number = atom[3:].rstrip(")").rpartition(" ")
                values[head.strip()] = number
                continue
            parts = atom.strip("()").split()
            fid = self.fact_id(parts[0], tuple(parts[1:])) if parts else None
            if fid is not None:
                state |= 1 << fid
        if self.numbers is None:
            return state
        vec = tuple(read_number(values[n], n) if n in values else None for n in self.numbers.names)
        return self.numbers.state(state, vec)

    def static_atoms(self) -> list[str]:
        out: list[str] = []
        for pred in sorted(self.world.static_facts):
            for args in sorted(self.world.static_facts[pred]):
                out.append(f"({pred}{' ' if args else ''}{' '.join(args)})")
        return out

    def static_values(self) -> list[str]:
        """The values no action changes, as ``(= (distance c0 c1) 678)`` (a numeric
        task's constants: capacities, distances, weights)."""
        from plangate.pddl.syntax import FluentValue

        changed = self.world.numeric.kinds.changed if self.world.numeric is not None else ()
        return [
            f"(= {e.fluent} {show(exact(e.value))})"
            for e in self.problem.init
            if isinstance(e, FluentValue) and e.fluent.name not in changed
        ]

    def operator(self, name: str, args: tuple[str, ...]) -> Operator | None:
        hit = self._by_key.get((name, args))  # names as PDDL writes them: one lookup
        if hit is not None:
            return hit
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
