"""Telling two grounded tasks apart by running them side by side.

The true task and the written one (its objects renamed into the true task's names)
start together; at each pair of states reached by the same actions, the actions
applicable in each and whether each goal holds must agree. A breadth-first search of
the pairs finds the shortest action sequence on which they disagree: a prefix both
accept, then an action only one of them can apply, or a state where only one goal
holds. When every pair has been visited without a disagreement, the two tasks accept
exactly the same action sequences, and the same ones reach their goals (their reachable
transition systems are bisimilar under the renaming; for deterministic systems, the
same plans).
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from plangate.pddl.task import Operator, Task
    from plangate.verify.equivalence.graphs import Renaming

Label = tuple[str, tuple[str, ...]]


def text(label: Label) -> str:
    name, args = label
    return f"({name}{' ' if args else ''}{' '.join(args)})"


@dataclass(frozen=True)
class Apart:
    """Where the two tasks disagree: a plan (in the true task's names) and what differs
    after it."""

    plan: tuple[str, ...]
    what: str


@dataclass(frozen=True)
class Outcome:
    apart: Apart | None  # None: no disagreement found
    complete: bool  # every pair of reachable states was visited
    pairs: int


def _labels(task: Task, state: int, rename: Renaming | None, scan: bool) -> dict[Label, Operator]:
    out: dict[Label, Operator] = {}
    ops = [op for op in task.operators if op.applicable(state)] if scan else task.applicable(state)
    for op in ops:
        args = op.args if rename is None else tuple(rename.get(a, a) for a in op.args)
        out[(op.name, args)] = op
    return out


def side_by_side(
    true: Task, written: Task, rename: Renaming, max_pairs: int, seconds: float
) -> Outcome:
    """The shortest action sequence on which ``true`` and ``written`` (whose object
    ``w`` is the true task's ``rename[w]``) disagree, within ``max_pairs`` pairs of
    states and ``seconds``."""
    # a short look (a few seconds) tries every operator at each state rather than build
    # the successor generators, which costs about a second on tasks of thousands of them
    scan = seconds < 3.0
    if not scan:
        true.prepare()
        written.prepare()
    deadline = time.monotonic() + seconds
    start = (true.initial, written.initial)
    parent: dict[tuple[int, int], tuple[tuple[int, int], Label] | None] = {start: None}
    queue = deque([start])

    def plan_to(pair: tuple[int, int], last: Label | None = None) -> tuple[str, ...]:
        steps: list[str] = [] if last is None else [text(last)]
        at = parent[pair]
        while at is not None:
            pair, label = at
            steps.append(text(label))
            at = parent[pair]
        return tuple(reversed(steps))

    while queue:
        if len(parent) > max_pairs or time.monotonic() > deadline:
            return Outcome(None, False, len(parent))
        pair = queue.popleft()
        a, b = pair
        ga, gb = true.is_goal(a), written.is_goal(b)
        if ga != gb:
            held = (
                "the true goal holds and the written goal does not"
                if ga
                else ("the written goal holds and the true goal does not")
            )
            return Outcome(Apart(plan_to(pair), f"after this plan {held}"), False, len(parent))
        la, lb = _labels(true, a, None, scan), _labels(written, b, rename, scan)
        if la.keys() != lb.keys():
            only_true = sorted(la.keys() - lb.keys())
            if only_true:
                step = only_true[0]
                what = f"{text(step)} is applicable in the true task and not in the written one"
            else:
                step = sorted(lb.keys() - la.keys())[0]
                what = f"{text(step)} is applicable in the written task and not in the true one"
            return Outcome(Apart(plan_to(pair, step), f"at the last step {what}"), False,
                           len(parent))  # fmt: skip
        for label, op in la.items():
            nxt = (op.apply(a), lb[label].apply(b))
            if nxt not in parent:
                parent[nxt] = (pair, label)
                queue.append(nxt)
    return Outcome(None, True, len(parent))
