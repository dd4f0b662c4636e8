"""Explicit exploration of a task's reachable state space.

:func:`explore` runs a breadth-first search from the initial state and
returns a :class:`StateSpace` (states, labelled edges, goal flags) or raises
:class:`StateLimitExceeded`. For tasks whose operators are conjunctive and
unconditional (STRIPS with negative preconditions, and disjunctions split
into alternatives) each BFS layer is expanded in one vectorised pass with
NumPy: applicability of every operator to every frontier state is a bitwise
test on 64-bit words; other tasks use the per-state path.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from plangate.errors import StateLimitExceeded
from plangate.pddl.task import Task

if TYPE_CHECKING:
    import numpy as np

# (monotonic time, the seconds it allows, a stop callback or None)
Deadline = tuple[float, float, Callable[[], bool] | None] | None
_CHUNK_CELLS = 4_000_000  # frontier x operator-rows x words per vectorised block


@dataclass
class StateSpace:
    """The reachable part of a task's state space (index 0 is the initial state)."""

    task: Task
    states: list[int]
    index: dict[int, int]
    src: np.ndarray  # int32: edge sources (state indices)
    op: np.ndarray  # int32: operator indices
    dst: np.ndarray  # int32: edge targets
    goal: np.ndarray  # bool: goal flag per state
    expanded: int = 0
    generated: int = 0
    complete: bool = True  # False when truncated at the state limit
    _out: Any = field(default=None, repr=False)

    @property
    def num_states(self) -> int:
        return len(self.states)

    @property
    def num_edges(self) -> int:
        return len(self.src)

    @property
    def num_goal_states(self) -> int:
        return int(self.goal.sum())

    def out_edges(self, i: int) -> Iterator[tuple[int, int]]:
        """(operator index, target state index) of each edge leaving state ``i``."""
        import numpy as np

        if self._out is None:
            order = np.argsort(self.src, kind="stable")
            starts = np.searchsorted(self.src[order], np.arange(self.num_states + 1))
            self._out = (order, starts)
        order, starts = self._out
        for e in order[starts[i] : starts[i + 1]]:
            yield int(self.op[e]), int(self.dst[e])

    def to_dot(self, max_label_facts: int = 12) -> str:
        """Graphviz DOT text: nodes labelled with their facts, edges with actions."""
        lines = ["digraph plangate {", "  rankdir=LR;", "  node [shape=box, fontsize=9];"]
        for i, st in enumerate(self.states):
            atoms = self.task.atoms(st)
            label = "\\n".join(atoms[:max_label_facts])
            if len(atoms) > max_label_facts:
                label += f"\\n... ({len(atoms)} facts)"
            style = ", peripheries=2" if self.goal[i] else ""
            if i == 0:
                style += ", style=bold"
            lines.append(f'  s{i} [label="{label}"{style}];')
        lines.append("  start [shape=point];")
        lines.append("  start -> s0;")
        if any(self.goal):  # an end node: every goal state leads to it
            lines.append('  end [shape=doublecircle, label="goal", fontsize=9];')
            lines += [f"  s{i} -> end [style=dashed];" for i, g in enumerate(self.goal) if g]
        ops = self.task.operators
        for a, o, b in zip(self.src.tolist(), self.op.tolist(), self.dst.tolist(), strict=True):
            lines.append(f'  s{a} -> s{b} [label="{ops[o]}", fontsize=8];')
        lines.append("}")
        return "\n".join(lines) + "\n"


SMALL_SPACE = 160  # below this many states the plain search is faster than the NumPy one


def _vectorisable(task: Task) -> bool:
    if task.axioms is not None or task.numbers is not None:  # derived facts are recomputed
        return False  # after each action; values are interned, not bits
    return all(not op.conditional and op.precondition.tree is None for op in task.operators)


def explore(
    task: Task,
    max_states: int = 100_000,
    *,
    truncate: bool = False,
    vectorised: bool | None = None,
    max_seconds: float | None = None,
    stop: Callable[[], bool] | None = None,
) -> StateSpace:
    """Breadth-first exploration of every reachable state, up to ``max_states``.

    Above the limit this raises :class:`StateLimitExceeded`, or with
    ``truncate=True`` returns the part explored so far (``complete=False``;
    edges to states beyond the limit are dropped). ``max_seconds`` bounds the time
    the same way (a caller that would rather search than wait), and ``stop``, asked now
    and then, ends it as the time limit does (a planner racing it has answered).
    """
    deadline: Deadline = None
    if max_seconds is not None or stop is not None:
        at = time.monotonic() + max_seconds if max_seconds is not None else float("inf")
        deadline = (at, max_seconds or 0.0, stop)
    if vectorised is None:
        vectorised = _vectorisable(task)
        if vectorised and max_states > SMALL_SPACE:
            # NumPy's per-level overhead only pays off on larger spaces: try the
            # plain search first and switch when the space turns out to be large
            small = _explore_python(task, SMALL_SPACE, truncate=True, deadline=deadline)
            if small.complete:
                return small
    if vectorised and not _vectorisable(task):
        raise ValueError("this task has conditional effects or complex conditions")
    if vectorised:
        return _explore_numpy(task, max_states, truncate, deadline)
    return _explore_python(task, max_states, truncate, deadline)


def _late(deadline: Deadline, count: int, truncate: bool) -> bool:
    """Whether the time is up: True to stop (``truncate``), else it raises."""
    if deadline is None:
        return False
    if time.monotonic() < deadline[0] and not (deadline[2] is not None and deadline[2]()):
        return False
    if not truncate:
        raise StateLimitExceeded(count, seconds=deadline[1])
    return True


def _finish(
    task: Task,
    states: list[int],
    index: dict[int, int],
    edges: tuple[list[int], list[int], list[int]],
    expanded: int,
    generated: int,
) -> StateSpace:
    import numpy as np

    goal = np.fromiter((task.is_goal(s) for s in states), dtype=bool, count=len(states))
    return StateSpace(
        task,
        states,
        index,
        np.asarray(edges[0], dtype=np.int32),
        np.asarray(edges[1], dtype=np.int32),
        np.asarray(edges[2], dtype=np.int32),
        goal,
        expanded,
        generated,
    )


def _explore_python(
    task: Task, max_states: int, truncate: bool, deadline: Deadline = None
) -> StateSpace:
    states = [task.initial]
    index = {task.initial: 0}
    src: list[int] = []
    ops: list[int] = []
    dst: list[int] = []
    generated = 0
    i = 0
    operators = task.operators
    complete = True
    while i < len(states) and complete:
        if not i & 511 and i and _late(deadline, len(states), truncate):
            complete = False
            break
        s = states[i]
        for k in task.applicable_indices(s):
            op = operators[k]
            t = op.apply(s)
            generated += 1
            j = index.get(t)
            if j is None:
                if len(states) >= max_states:
                    if not truncate:
                        raise StateLimitExceeded(max_states)
                    complete = False
                    continue
                j = len(states)
                index[t] = j
                states.append(t)
            src.append(i)
            ops.append(op.index)
            dst.append(j)
        i += 1
    space = _finish(task, states, index, (src, ops, dst), i, generated)
    space.complete = complete
    return space


def _words(value: int, nwords: int) -> list[int]:
    mask = (1 << 64) - 1
    return [(value >> (64 * w)) & mask for w in range(nwords)]


def _op_arrays(task: Task, nwords: int) -> tuple[np.ndarray, ...]:
    import numpy as np

    rows_pos: list[list[int]] = []
    rows_neg: list[list[int]] = []
    rows_add: list[list[int]] = []
    rows_keep: list[list[int]] = []
    rows_op: list[int] = []
    full = (1 << (64 * nwords)) - 1
    for op in task.operators:
        pre = op.precondition
        if pre.impossible:
            continue
        alts = (
            [(pre.pos | p, pre.neg | n) for p, n in pre.clauses]
            if pre.clauses
            else [(pre.pos, pre.neg)]
        )
        for pos, neg in alts:
            rows_pos.append(_words(pos, nwords))
            rows_neg.append(_words(neg, nwords))
            rows_add.append(_words(op.add, nwords))
            rows_keep.append(_words(op.keep & full, nwords))
            rows_op.append(op.index)
    u64 = np.uint64
    return (
        np.array(rows_pos, dtype=u64).reshape(-1, nwords),
        np.array(rows_neg, dtype=u64).reshape(-1, nwords),
        np.array(rows_add, dtype=u64).reshape(-1, nwords),
        np.array(rows_keep, dtype=u64).reshape(-1, nwords),
        np.array(rows_op, dtype=np.int64),
    )


def _explore_numpy(
    task: Task, max_states: int, truncate: bool, deadline: Deadline = None
) -> StateSpace:
    import numpy as np

    nwords = max(1, (len(task.facts) + 63) // 64)
    pos, neg, add, keep, row_op = _op_arrays(task, nwords)
    has_neg = bool(neg.any())
    has_alts = len(row_op) != len(task.operators)
    nrows = len(row_op)
    pos_words = [w for w in range(nwords) if pos[:, w].any()]
    neg_words = [w for w in range(nwords) if neg[:, w].any()]

    def keys_of(rows: np.ndarray) -> np.ndarray:
        if nwords == 1:
            return rows[:, 0].copy()
        return np.ascontiguousarray(rows).view(np.dtype((np.void, 8 * nwords))).ravel()

    def rows_of(keys: np.ndarray) -> np.ndarray:
        if nwords == 1:
            return keys.reshape(-1, 1)
        return np.frombuffer(keys.tobytes(), dtype=np.uint64).reshape(-1, nwords)

    frontier = np.array([_words(task.initial, nwords)], dtype=np.uint64)
    visited = keys_of(frontier)  # sorted keys of every state seen
    visited_ids = np.zeros(1, dtype=np.int64)
    layers: list[np.ndarray] = [frontier]
    count = 1
    src_parts: list[np.ndarray] = []
    op_parts: list[np.ndarray] = []
    dst_parts: list[np.ndarray] = []
    expanded = generated = 0
    first = 0  # state index of the frontier's first state
    chunk = max(1, _CHUNK_CELLS // max(1, nrows * nwords))
    complete = True
    while len(frontier) and complete:
        new_layer: list[np.ndarray] = []
        if _late(deadline, count, truncate):
            complete = False
            break
        for c0 in range(0, len(frontier), chunk):
            block = frontier[c0 : c0 + chunk]
            if nwords == 1:
                b = block[:, 0][:, None]
                ok = (b & pos[:, 0][None, :]) == pos[:, 0][None, :]
                if has_neg:
                    ok &= (b & neg[:, 0][None, :]) == 0
            else:
                ok = np.ones((len(block), nrows), dtype=bool)
                for w in pos_words:
                    bw = block[:, w][:, None]
                    ok &= (bw & pos[:, w][None, :]) == pos[:, w][None, :]
                for w in neg_words:
                    ok &= (block[:, w][:, None] & neg[:, w][None, :]) == 0
            si, ri = np.nonzero(ok)
            if has_alts and len(si):
                # an operator applicable through two alternatives is one edge
                pair = np.unique(np.stack([si, row_op[ri]], axis=1), axis=0, return_index=True)[1]
                pair.sort()
                si, ri = si[pair], ri[pair]
            succ = (block[si] & keep[ri]) | add[ri]
            expanded += len(block)
            generated += len(si)
            uniq, inverse = np.unique(keys_of(succ), return_inverse=True)
            at = np.searchsorted(visited, uniq)
            at_c = np.minimum(at, len(visited) - 1)
            found = visited[at_c] == uniq
            ids = np.where(found, visited_ids[at_c], -1)
            fresh = uniq[~found]
            room = max_states - count
            if len(fresh) > room:
                if not truncate:
                    raise StateLimitExceeded(max_states)
                complete = False
                fresh = fresh[:room]
                keep_fresh = np.zeros(len(uniq), dtype=bool)
                keep_fresh[np.flatnonzero(~found)[:room]] = True
            else:
                keep_fresh = ~found
            new_ids = np.arange(count, count + len(fresh), dtype=np.int64)
            ids[keep_fresh] = new_ids
            count += len(fresh)
            if len(fresh):
                new_layer.append(rows_of(fresh))
                merged = np.concatenate([visited, fresh])
                order = np.argsort(merged, kind="stable")
                visited = merged[order]
                visited_ids = np.concatenate([visited_ids, new_ids])[order]
            dst = ids[inverse.ravel()]
            edge = dst >= 0
            src_parts.append((si + first + c0)[edge])
            op_parts.append(row_op[ri][edge])
            dst_parts.append(dst[edge])
            if not complete:
                break
        first += len(frontier)
        frontier = (
            np.concatenate(new_layer) if new_layer else np.zeros((0, nwords), dtype=np.uint64)
        )
        if len(frontier):
            layers.append(frontier)
    all_rows = np.concatenate(layers)
    if nwords == 1:
        states: list[int] = all_rows[:, 0].tolist()
    else:
        raw = all_rows.tobytes()
        step = 8 * nwords
        states = [int.from_bytes(raw[k : k + step], "little") for k in range(0, len(raw), step)]
    state_index = {s: i for i, s in enumerate(states)}
    g = task.goal
    if g.is_conjunctive and not g.impossible:
        goal = np.ones(len(all_rows), dtype=bool)
        for w, (gp, gn) in enumerate(
            zip(_words(g.pos, nwords), _words(g.neg, nwords), strict=True)
        ):
            if gp:
                goal &= (all_rows[:, w] & np.uint64(gp)) == np.uint64(gp)
            if gn:
                goal &= (all_rows[:, w] & np.uint64(gn)) == 0
    else:
        goal = np.fromiter((task.is_goal(s) for s in states), dtype=bool, count=len(states))

    def cat(parts: list[np.ndarray]) -> np.ndarray:
        return np.concatenate(parts).astype(np.int32) if parts else np.zeros(0, np.int32)

    return StateSpace(
        task,
        states,
        state_index,
        cat(src_parts),
        cat(op_parts),
        cat(dst_parts),
        goal,
        expanded,
        generated,
        complete,
    )
