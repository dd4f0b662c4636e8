"""The successor generator: the operators that apply at a state, without trying each.

The per-state API (``Task.applicable``, which the Mealy machine, every method,
the validator's searches and the Gymnasium environment ask at every step) would
otherwise test every ground operator against every state. Instead the operators
are sorted into a decision tree over the facts of their preconditions, in the
manner of Fast Downward's successor generator and pyperplan's: a node tests one
fact; the operators that need it true go below its true branch, those that need
it false below its false branch, and those that do not mention it are tried after
the node, whatever the state. A state walks only the branches its facts allow.

The tree is compiled into Python functions (one test per node, a constant
bitmask per fact, one ``append`` per leaf), so a walk costs a few bytecodes per
node; large subtrees become functions of their own so that no function grows
past what CPython compiles quickly. It is built on the first question, not
while grounding, and answers in the task's operator order.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence
from typing import Any, Protocol


class _Precondition(Protocol):
    @property
    def pos(self) -> int: ...

    @property
    def neg(self) -> int: ...

    @property
    def impossible(self) -> bool: ...

    @property
    def is_conjunctive(self) -> bool: ...

    def holds(self, state: int) -> bool: ...


class _Operator(Protocol):  # plangate.pddl.task.Operator, which imports this module
    @property
    def precondition(self) -> _Precondition: ...


Applicable = Callable[[int], list[int]]
Listing = Callable[[int], list[Any]]

_LEAF = 2  # at most this many operators are tested one by one instead of split
_DEPTH = 40  # nesting limit of the generated code (CPython's indentation limit is 100)
_LINES = 4_000  # a subtree longer than this becomes a function of its own
_WIDE = 128  # masks past this many bits are named, not written out, in the source
_FEW = 3  # this many facts or fewer are tested one by one rather than by a mask

# an operator while the tree is built: its index, the facts still to test, and
# whether the rest of its precondition (disjunctions) is evaluated at the leaf
_Row = tuple[int, int, int, bool]


def _facts(mask: int) -> list[int]:
    """The bits set in ``mask``, as masks of one bit."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def _positions(mask: int) -> list[int]:
    """The bits set in ``mask``, as positions (small ints hash in constant time; a mask of
    one high bit is a long int)."""
    return [low.bit_length() - 1 for low in _facts(mask)]


class _Counts:
    """How many operators of a set test each fact, and which, kept as operators leave the
    set (each row is counted once and leaves once: building is linear in the facts the
    preconditions name, times a logarithm)."""

    def __init__(self, rows: Sequence[_Row]) -> None:
        self.count: dict[int, int] = {}
        self.rows: dict[int, list[int]] = {}  # fact -> positions of the rows that test it
        self.facts = [_positions(row[1] | row[2]) for row in rows]
        for k, facts in enumerate(self.facts):
            for f in facts:
                self.count[f] = self.count.get(f, 0) + 1
                self.rows.setdefault(f, []).append(k)
        self.heap = [(-c, f) for f, c in self.count.items()]
        heapq.heapify(self.heap)

    def best(self) -> tuple[int, int]:
        """The fact most operators test (the lowest fact among ties, as a position) and
        their number."""
        heap, count = self.heap, self.count
        while heap:
            c, f = heap[0]
            if count.get(f, 0) == -c:
                return f, -c
            heapq.heappop(heap)
            if count.get(f, 0) > 0:
                heapq.heappush(heap, (-count[f], f))
        return 0, 0

    def remove(self, k: int) -> None:
        for f in self.facts[k]:
            self.count[f] -= 1


class _Code:
    """Python source for a tree: the functions written so far."""

    def __init__(self) -> None:
        self.functions: list[list[str]] = []
        self.masks: dict[int, int] = {}  # wide masks, named M[k] instead of written out

    def bit(self, fact: int) -> str:
        """A test that the fact's bit is set: a literal mask for the low facts, a shift for
        the others (no literal of a thousand digits in the source)."""
        k = fact.bit_length() - 1
        return f"s & {fact:#x}" if k < _WIDE else f"s >> {k} & 1"

    def mask(self, value: int) -> str:
        if value.bit_length() <= _WIDE:
            return f"{value:#x}"
        return f"M[{self.masks.setdefault(value, len(self.masks))}]"

    def holds(self, pos: int, neg: int) -> list[str]:
        """Tests that every fact of ``pos`` is set and none of ``neg``."""
        out = []
        if pos and pos.bit_count() <= _FEW:
            out += [self.bit(f) for f in _facts(pos)]
        elif pos:
            out.append(f"s & {self.mask(pos)} == {self.mask(pos)}")
        if neg and neg.bit_count() <= _FEW:
            out += [f"not {self.bit(f)}" for f in _facts(neg)]
        elif neg:
            out.append(f"not s & {self.mask(neg)}")
        return out

    def function(self, lines: list[str]) -> str:
        """A function ``_fN(s, ap)`` whose body is ``lines`` (indented once)."""
        name = f"_f{len(self.functions)}"
        self.functions.append([f"def {name}(s, ap):", *lines])
        return name

    def node(self, rows: Sequence[_Row], depth: int) -> list[str]:
        """Lines (indented once) that append the indices of ``rows`` that apply."""
        out: list[str] = []
        counts = _Counts(rows)
        alive = [True] * len(rows)
        left = len(rows)
        while left:
            at, shared = counts.best()
            if left <= _LEAF or shared <= 1 or depth >= _DEPTH:
                out.extend(self.leaves([r for r, a in zip(rows, alive, strict=True) if a]))
                break
            fact = 1 << at
            taken = [k for k in counts.rows[at] if alive[k]]
            for k in taken:
                alive[k] = False
                counts.remove(k)
            left -= len(taken)
            true_rows = [
                (i, p & ~fact, n, x) for i, p, n, x in (rows[k] for k in taken) if p & fact
            ]
            false_rows = [
                (i, p, n & ~fact, x) for i, p, n, x in (rows[k] for k in taken) if n & fact
            ]
            out.append(f"    if {self.bit(fact)}:")
            out.extend(self.branch(true_rows, depth + 1))
            if false_rows:
                out.append("    else:")
                out.extend(self.branch(false_rows, depth + 1))
            if len(out) > _LINES:  # a long chain: what is written so far becomes a function
                out = [f"    {self.function(out)}(s, ap)"]
        return out or ["    pass"]

    def branch(self, rows: Sequence[_Row], depth: int) -> list[str]:
        """The lines of a branch one level deeper, or a call when they are many."""
        if not rows:
            return ["        pass"]
        lines = self.node(rows, depth)
        if len(lines) > _LINES:
            return [f"        {self.function(lines)}(s, ap)"]
        return ["    " + line for line in lines]

    def leaves(self, rows: Sequence[_Row]) -> list[str]:
        out = []
        for i, pos, neg, extra in rows:
            test = self.holds(pos, neg) + ([f"X[{i}](s)"] if extra else [])
            out.append(f"    if {' and '.join(test)}: ap({i})" if test else f"    ap({i})")
        return out


def compile_applicable(operators: Sequence[_Operator]) -> tuple[Applicable, Listing]:
    """Two functions of a state: the indices (ascending) of the operators that apply,
    and those operators themselves, in the same order."""
    rows: list[_Row] = []
    extra: dict[int, Callable[[int], bool]] = {}
    for k, op in enumerate(operators):
        pre = op.precondition
        if pre.impossible:
            continue
        if not pre.is_conjunctive:
            extra[k] = pre.holds
        rows.append((k, pre.pos, pre.neg, not pre.is_conjunctive))
    code = _Code()
    top = code.function(code.node(rows, 0))
    entry = f"""
def indices(s):
    out = []
    {top}(s, out.append)
    out.sort()
    return out


def listing(s):
    out = []
    {top}(s, out.append)
    out.sort()
    ops = []
    add = ops.append
    for i in out:  # a loop: faster than a comprehension on the few a state has
        add(O[i])
    return ops
"""
    masks = sorted(code.masks, key=code.masks.__getitem__)
    scope: dict[str, object] = {"X": extra, "O": tuple(operators), "M": tuple(masks)}
    for body in [*code.functions, [entry]]:  # one at a time: a small syntax tree each
        exec(compile("\n".join(body), "<plangate successor generator>", "exec"), scope)
    return scope["indices"], scope["listing"]  # type: ignore[return-value]
