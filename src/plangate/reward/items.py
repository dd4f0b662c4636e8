"""Procedural training items for any PDDL domain: a seeded generator of questions (the
whole plan, or the next action) from states that random walks reach from the initial
states of the given problems, each with an optimal answer and the metadata that scores
any answer to it on its own (:func:`score_item`), with nothing else at hand.

An item is the same for the same seed and index on every machine: its problem is the
index's turn among the problems (sorted by name), and the walk is drawn from a generator
seeded with the seed and the index. A walk that ends at the goal or at a state from
which the goal cannot be reached is drawn again (the initial state after
:data:`TRIES` draws).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from plangate.errors import PlangateError
from plangate.pddl.task import Operator
from plangate.reward.score import Kind, Reward
from plangate.reward.verifier import Verifier

TRIES = 20  # walks drawn for an item before its start is the initial state
MAX_START = 10_000  # facts and values an item's start state may list
SOURCE = "plangate"  # the data_source of the items (verl's, TRL's column)
# the problems used when none are named: the Blocksworld shipped with plangate
SHIPPED = Path(__file__).resolve().parents[1] / "data" / "blocksworld"


@dataclass(frozen=True)
class Problem:
    """One problem's PDDL text, beside its domain's."""

    name: str
    domain: str
    problem: str


def problems_of(
    domain: str | Path | None = None, problems: str | Path | Sequence[str | Path] | None = None
) -> list[Problem]:
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
    return [Problem(f.stem, dtext, read_pddl(f, "problem")) for f in files]


class Items:
    """The items of ``problems`` (see the module's text): ``items[i]`` is a dict with
    ``question``, ``answer`` (an optimal one) and ``metadata`` (what :func:`score_item`
    needs, and how the item was made)."""

    def __init__(
        self,
        problems: Sequence[Problem],
        *,
        kind: Kind = "plan",
        walk: int = 8,
        seed: int = 0,
        wording: str | None = None,
    ) -> None:
        if kind not in ("plan", "action"):
            raise PlangateError(f"kind: {kind!r}; expected plan or action")
        if walk < 0:
            raise PlangateError(f"walk: {walk}; expected 0 or more steps")
        if not problems:
            raise PlangateError("no problems to draw items from")
        self.problems = list(problems)
        self.kind: Kind = kind
        self.walk, self.seed, self.wording = walk, seed, wording

    def verifier(self, p: Problem) -> Verifier:
        return Verifier.from_text(p.domain, p.problem, self.wording)

    def __getitem__(self, idx: int) -> dict[str, Any]:
        p = self.problems[idx % len(self.problems)]
        v = self.verifier(p)
        rng = random.Random(f"plangate-items-{self.seed}-{idx}")
        start, steps = self._start(v, rng)
        plan = optimal_plan(v, start)
        r = v.renderer
        if self.kind == "plan":
            answer = "[PLAN]\n" + "".join(f"{r.op(op)}\n" for op in plan) + "[PLAN END]"
        else:
            answer = r.op(plan[0])
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
                "optimal": v.distance(start),
                "name": p.name,
                "walk": steps,
                "index": idx,
                "seed": self.seed,
            },
        }

    def _start(self, v: Verifier, rng: random.Random) -> tuple[int, int]:
        """A state a random walk reaches (and its length) that is not the goal and from
        which the goal can be reached."""
        task = v.task
        for _ in range(TRIES):
            state, k = task.initial, rng.randint(0, self.walk)
            for _step in range(k):
                ops = task.applicable(state)
                if not ops:
                    break
                state = rng.choice(ops).apply(state)
            if not task.is_goal(state) and math.isfinite(v.distance(state)):
                return state, k
        if task.is_goal(task.initial) or math.isinf(v.distance(task.initial)):
            raise PlangateError(
                f"{task.name}: its initial state is the goal, or the goal cannot be reached"
            )
        return task.initial, 0


def optimal_plan(v: Verifier, state: int) -> list[Operator]:
    """An optimal plan from ``state``: the fewest actions among the optimal plans, found
    breadth first along the actions whose successor is exactly their cost closer to the
    goal (exact distances; zero-cost actions make plateaus, which the search leaves)."""
    task = v.task
    if math.isinf(v.distance(state)):
        raise PlangateError(f"{task.name}: the goal cannot be reached from this state")
    parent: dict[int, tuple[int, Operator] | None] = {state: None}
    frontier = [state]
    while frontier:
        nxt_frontier = []
        for s in frontier:
            if task.is_goal(s):
                plan = []
                while (back := parent[s]) is not None:
                    s, op = back[0], back[1]
                    plan.append(op)
                return plan[::-1]
            d = v.distance(s)
            for op in task.applicable(s):
                nxt = op.apply(s)
                if nxt not in parent and v.oracle.steps_down(d, v.distance(nxt), op.cost):
                    parent[nxt] = (s, op)
                    nxt_frontier.append(nxt)
        frontier = nxt_frontier
    raise PlangateError(f"{task.name}: no optimal plan along the distances")  # pragma: no cover


def _field(md: Any, key: str, kind: type, optional: bool = False) -> Any:
    value = md.get(key) if isinstance(md, dict) else None
    if value is None and optional:
        return None
    if not isinstance(value, kind):
        raise PlangateError(f"the item's metadata needs '{key}' ({kind.__name__})")
    return value


def verifier_of(md: dict[str, Any]) -> tuple[Verifier, int, Kind]:
    """The verifier, start state and kind an item's metadata describes (checked: a
    metadata dict from a dataset row is outside input)."""
    domain, problem = _field(md, "domain", str), _field(md, "problem", str)
    start = _field(md, "start", list, optional=True)
    kind = _field(md, "kind", str, optional=True) or "plan"
    wording = _field(md, "wording", str, optional=True)
    if kind not in ("plan", "action"):
        raise PlangateError("the item's metadata: 'kind' must be plan or action")
    if start is not None and (
        len(start) > MAX_START or not all(isinstance(f, str) and len(f) < 1000 for f in start)
    ):
        raise PlangateError(f"the item's metadata: 'start' must list at most {MAX_START:,} facts")
    v = Verifier.from_text(domain, problem, wording)
    return v, v.task.initial if start is None else v.state(start), cast(Kind, kind)


def score_item(answer: Any, md: dict[str, Any]) -> Reward:
    """The reward of ``answer`` to the item whose metadata is ``md`` (an answer that is
    not a string reads as empty)."""
    v, state, kind = verifier_of(md)
    text = answer if isinstance(answer, str) else ""
    return v.score(text, state) if kind == "plan" else v.score_action(text, state)
