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

from dataclasses import dataclass
from typing import TYPE_CHECKING

from plangate.verify.budgets import Budget
from plangate.verify.space import Reach, breadth_first

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
class SideBySide:
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
) -> SideBySide:
    """The shortest action sequence on which ``true`` and ``written`` (whose object
    ``w`` is the true task's ``rename[w]``) disagree, within ``max_pairs`` pairs of
    states and ``seconds``."""
    # a short look (a few seconds) tries every operator at each state rather than build
    # the successor generators, which costs about a second on tasks of thousands of them
    scan = seconds < 3.0
    if not scan:
        true.prepare()
        written.prepare()
    Pair = tuple[int, int]
    cache: dict[Pair, tuple[dict[Label, Operator], dict[Label, Operator]]] = {}

    def labels(pair: Pair) -> tuple[dict[Label, Operator], dict[Label, Operator]]:
        if pair not in cache:  # asked twice: by the target test, then for successors
            cache.clear()
            cache[pair] = (_labels(true, pair[0], None, scan),
                           _labels(written, pair[1], rename, scan))  # fmt: skip
        return cache[pair]

    def apart(pair: Pair) -> tuple[str, Label | None] | None:
        """What differs at ``pair`` (and the last step of the witness), or None."""
        a, b = pair
        ga, gb = true.is_goal(a), written.is_goal(b)
        if ga != gb:
            held = (
                "the true goal holds and the written goal does not"
                if ga
                else "the written goal holds and the true goal does not"
            )
            return f"after this plan {held}", None
        la, lb = labels(pair)
        if la.keys() == lb.keys():
            return None
        only_true = sorted(la.keys() - lb.keys())
        if only_true:
            step = only_true[0]
            return (f"at the last step {text(step)} is applicable in the true task and "
                    "not in the written one", step)  # fmt: skip
        step = sorted(lb.keys() - la.keys())[0]
        return (f"at the last step {text(step)} is applicable in the written task and "
                "not in the true one", step)  # fmt: skip

    def successors(pair: Pair) -> list[tuple[Label, Pair]]:
        la, lb = labels(pair)
        return [(label, (op.apply(pair[0]), lb[label].apply(pair[1]))) for label, op in la.items()]

    budget = Budget(max_pairs, max(seconds, 1e-3))
    start = (true.initial, written.initial)
    reach = Reach(start, successors, lambda pair: apart(pair) is not None)
    found = breadth_first(reach, budget, on_generation=False)
    if found.state is None or found.plan is None:
        return SideBySide(None, found.exhausted, found.states)
    what = apart(found.state)
    assert what is not None
    steps = [text(label) for label in found.plan]
    if what[1] is not None:
        steps.append(text(what[1]))
    return SideBySide(Apart(tuple(steps), what[0]), False, found.states)
