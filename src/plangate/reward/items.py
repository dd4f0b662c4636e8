"""Procedural training items for any PDDL domain: a seeded generator of questions (the
whole plan, or the next action) from states that random walks reach from the initial
states of the given problems, each with an optimal answer and the metadata that scores
any answer to it on its own (:func:`score_item`), with nothing else at hand.

An item is the same for the same seed and index on every machine: its problem is the
index's turn among the problems (sorted by name), and the walk is drawn from a generator
seeded with the seed and the index. A walk that ends at the goal, at a state from which
the goal cannot be reached, or at one whose ground truth is unknown within the item's
budget (``seconds``) is drawn again (the initial state after :data:`TRIES` draws).

Training loops never stop on the ground truth: when the items are made, each problem's
initial state is solved optimally within the budget, and a problem whose truth is
unknown (its searches gave up, or a planner's claim of no plan stands unproved), whose
goal cannot be reached, or whose initial state is the goal is left out and counted
(:attr:`Items.left_out`); only when every problem is left out is there an error, then.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypedDict, cast

from plangate.errors import PlangateError, TruthUnknown, one_line
from plangate.llm.reading.formatted import plan_block
from plangate.pddl.task import Operator
from plangate.pddl.values import plain
from plangate.reward.score import Kind, Reward
from plangate.reward.verifier import Verifier
from plangate.verify.budgets import ALONG_DISTANCES, REWARD_ITEM_SECONDS
from plangate.verify.space import Reach, breadth_first

TRIES = 20  # walks drawn for an item before its start is the initial state
ITEM_SECONDS = REWARD_ITEM_SECONDS  # the ground truth's for one item (verify.budgets)
MAX_START = 10_000  # facts and values an item's start state may list
SOURCE = "plangate"  # the data_source of the items (verl's, TRL's column)
# the problems used when none are named: the Blocksworld shipped with plangate
SHIPPED = Path(__file__).resolve().parents[1] / "data" / "blocksworld"


@dataclass(frozen=True)
class ItemProblem:
    """One problem's PDDL text, beside its domain's."""

    name: str
    domain: str
    problem: str


def problems_of(
    domain: str | Path | None = None, problems: str | Path | Sequence[str | Path] | None = None
) -> list[ItemProblem]:
    """The problems named (files, or folders of ``.pddl`` files), sorted by name; with
    neither, the shipped Blocksworld's."""
    from plangate.pddl.loader import read_pddl

    if (domain is None) != (problems is None):
        raise PlangateError("give both a domain and problems, or neither (Blocksworld)")
    if domain is None or problems is None:
        domain, problems = SHIPPED / "domain.pddl", SHIPPED / "problems"

    files: list[Path] = []
    for p in [problems] if isinstance(problems, str | Path) else problems:
        path = Path(p)
        files += sorted(path.glob("*.pddl")) if path.is_dir() else [path]
    if not files:
        raise PlangateError(f"no problem files in {problems}")
    dtext = read_pddl(domain, "domain")
    files.sort(key=lambda f: f.name)
    return [ItemProblem(f.stem, dtext, read_pddl(f, "problem")) for f in files]


class RewardItem(TypedDict):
    """One item as reasoning-gym's datasets give it: the question, a reference answer,
    and the metadata :func:`score_item` scores any answer by."""

    question: str
    answer: str
    metadata: dict[str, object]


class Items:
    """The items of ``problems`` (see the module's text): ``items[i]`` is a dict with
    ``question``, ``answer`` (an optimal one) and ``metadata`` (what :func:`score_item`
    needs, and how the item was made)."""

    def __init__(
        self,
        problems: Sequence[ItemProblem],
        *,
        kind: Kind = "plan",
        walk: int = 8,
        seed: int = 0,
        wording: str | None = None,
        seconds: float = ITEM_SECONDS,
    ) -> None:
        if kind not in ("plan", "action"):
            raise PlangateError(f"kind: {kind!r}; expected plan or action")
        if walk < 0:
            raise PlangateError(f"walk: {walk}; expected 0 or more steps")
        if not problems:
            raise PlangateError("no problems to draw items from")
        if seconds <= 0:
            raise PlangateError(f"seconds: {seconds}; expected a positive budget per item")
        self.kind: Kind = kind
        self.walk, self.seed, self.wording, self.seconds = walk, seed, wording, seconds
        # (problem name, why) of each problem left out when the items were made
        self.left_out: list[tuple[str, str]] = []
        self._first: dict[str, list[int]] = {}  # each problem's optimal plan, as op indices
        self.problems = [p for p in problems if self._usable(p)]
        if not self.problems:
            why = "; ".join(f"{name}: {reason}" for name, reason in self.left_out[:5])
            raise PlangateError(f"no problem to draw items from: every one is left out ({why})")

    def verifier(self, p: ItemProblem) -> Verifier:
        return Verifier.from_text(p.domain, p.problem, self.wording)

    def _usable(self, p: ItemProblem) -> bool:
        """Whether ``p``'s initial state gets an optimal plan within the budget (else it is
        left out, and why is kept)."""
        v = self.verifier(p)
        task = v.task
        try:
            with v.oracle.budget(self.seconds):
                if task.is_goal(task.initial):
                    why = "its initial state is the goal: nothing to ask"
                elif math.isinf(v.distance(task.initial)):
                    why = "the goal cannot be reached: nothing to ask"
                else:
                    self._first[p.name] = [op.index for op in optimal_plan(v, task.initial)]
                    return True
        except TruthUnknown as err:
            why = f"the ground truth is unknown within {self.seconds:g} s ({one_line(str(err))})"
        self.left_out.append((p.name, why[:300]))
        return False

    def __getitem__(self, idx: int) -> RewardItem:
        p = self.problems[idx % len(self.problems)]
        v = self.verifier(p)
        rng = random.Random(f"plangate-items-{self.seed}-{idx}")
        with v.oracle.budget(self.seconds):
            start, steps, plan = self._start(v, rng, self._first[p.name])
        r = v.renderer
        answer = plan_block(r.op(op) for op in plan) if self.kind == "plan" else r.op(plan[0])
        return {
            "question": v.question(start, self.kind),
            "answer": answer,
            "metadata": {
                "source": SOURCE,
                "kind": self.kind,
                "domain": p.domain,
                "problem": p.problem,
                "start": v.task.describe(start),
                "wording": self.wording,
                "optimal": plain(v.oracle.exact(v.distance(start))),
                "name": p.name,
                "walk": steps,
                "index": idx,
                "seed": self.seed,
            },
        }

    def _start(
        self, v: Verifier, rng: random.Random, first: list[int]
    ) -> tuple[int, int, list[Operator]]:
        """A state a random walk reaches (and its length) that is not the goal, from which
        the goal can be reached, with an optimal plan from it found within the budget;
        the initial state (whose plan was found when the items were made) after
        :data:`TRIES` draws."""
        task = v.task
        for _ in range(TRIES):
            state, k = task.initial, rng.randint(0, self.walk)
            for _step in range(k):
                ops = task.applicable(state)
                if not ops:
                    break
                state = rng.choice(ops).apply(state)
            try:
                if not task.is_goal(state) and math.isfinite(v.distance(state)):
                    return state, k, optimal_plan(v, state)
            except TruthUnknown:
                continue  # drawn again: an item's truth is known
        return task.initial, 0, [task.operators[i] for i in first]  # found when made


def optimal_plan(v: Verifier, state: int) -> list[Operator]:
    """An optimal plan from ``state``: the fewest actions among the optimal plans, found
    breadth first along the actions whose successor is exactly their cost closer to the
    goal (exact distances; zero-cost actions make plateaus, which the search leaves)."""
    task = v.task
    if math.isinf(v.distance(state)):
        raise PlangateError(f"{task.name}: the goal cannot be reached from this state")

    def down(s: int) -> Iterator[tuple[Operator, int]]:  # the actions that step down
        d = v.distance(s)
        for op in task.applicable(s):
            nxt = op.apply(s)
            if v.oracle.steps_down(d, v.distance(nxt), op.cost):
                yield op, nxt

    found = breadth_first(Reach(state, down, task.is_goal), ALONG_DISTANCES)
    if found.plan is not None:
        return found.plan
    raise PlangateError(f"{task.name}: no optimal plan along the distances")  # pragma: no cover


def _field(md: Any, key: str, kind: type, optional: bool = False) -> Any:
    value = md.get(key) if isinstance(md, dict) else None
    if value is None and optional:
        return None
    if not isinstance(value, kind):
        raise PlangateError(f"the item's metadata needs '{key}' ({kind.__name__})")
    return value


# the wordings an item's metadata may name itself; a file only the trusted side gives
NAMED_WORDINGS = ("builtin", "pddl")


def verifier_of(md: dict[str, object], wording: str | None = None) -> tuple[Verifier, int, Kind]:
    """The verifier, start state and kind an item's metadata describes (checked: a
    metadata dict from a dataset row is outside input). The metadata's ``wording`` may
    be a built-in one (:data:`NAMED_WORDINGS`, or none); a wording file only when it is
    ``wording``, the one the caller (the dataset's own settings) trusts: a row never
    makes plangate open a file."""
    domain, problem = _field(md, "domain", str), _field(md, "problem", str)
    start = _field(md, "start", list, optional=True)
    kind = _field(md, "kind", str, optional=True) or "plan"
    named = _field(md, "wording", str, optional=True)
    if named not in (None, *NAMED_WORDINGS) and named != wording:
        raise PlangateError(
            "the item's metadata names a wording file; an item may name only a built-in "
            f"wording ({', '.join(NAMED_WORDINGS)}): give the file to the scorer instead"
        )
    if kind not in ("plan", "action"):
        raise PlangateError("the item's metadata: 'kind' must be plan or action")
    if start is not None and (
        len(start) > MAX_START or not all(isinstance(f, str) and len(f) < 1000 for f in start)
    ):
        raise PlangateError(f"the item's metadata: 'start' must list at most {MAX_START:,} facts")
    v = Verifier.from_text(domain, problem, named)
    if start is None:
        return v, v.task.initial, cast(Kind, kind)
    try:
        state = v.state(start)
    except PlangateError as err:  # what is wrong, never the item's text
        why = "divides by zero" if "divides by zero" in str(err) else (
            "is not a number as plangate writes one (digits, a decimal point, or a "
            "fraction n/d; at most 100 digits each)")  # fmt: skip
        raise PlangateError(f"the item's metadata: a value of 'start' {why}") from None
    return v, state, cast(Kind, kind)


def score_item(answer: Any, md: dict[str, object], wording: str | None = None) -> Reward:
    """The reward of ``answer`` to the item whose metadata is ``md`` (an answer that is
    not a string reads as empty); ``wording``: the wording file the caller trusts
    (:func:`verifier_of`)."""
    from plangate.reward.verifier import collect_let_go

    v, state, kind = verifier_of(md, wording)
    text = answer if isinstance(answer, str) else ""
    r = v.score(text, state) if kind == "plan" else v.score_action(text, state)
    del v  # the last reference to a verifier let go: freed now, not rows later
    collect_let_go()
    return r
