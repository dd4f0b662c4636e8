"""Tasks of a chosen optimal length on any domain, by seeded walks through the machine.

From a domain and one of its problems: a start state reached by a random walk from the
problem's initial state, a target state reached by a second walk from the start, and the
goal the target's facts projected onto the predicates the problem's own goal names (so a
Blocksworld goal speaks of ``on``, a Logistics goal of ``at`` packages... as the domain's
goals do; objects the original goal never mentions are left out of it only where their
facts use other predicates). Each candidate's optimal length, the fewest steps from the
start to a state where the goal holds, is computed by breadth-first search over the
grounded task (never guessed from the walk), its optimal cost too where actions cost;
candidates whose goal already holds (length 0), repeats of an earlier task and lengths
not asked for are dropped.

The distribution is the walks': each candidate aims at one of the lengths still wanted
(drawn uniformly), with a start walk of 0 to ``2 x aim`` steps (each step one applicable
action drawn uniformly) and a target: for every other candidate a state drawn uniformly
from those exactly ``aim`` steps from the start (breadth-first layers, within the
search's bound), else (and where the layer passes the bound) the end of a walk of
``aim`` to ``3 x aim`` steps; it is kept
for whichever wanted length the search from its start finds (``tries`` candidates per
length wanted, in all). It is not uniform over the tasks of that length: states that
many walks reach are drawn more often, and walks rarely reach goals far from the start
in domains with many undoing moves. Where no walk reaches the length in ``tries`` tries
the domain is said to be too shallow there (with the longest length seen); where the
search for a candidate exceeds ``states`` states it is counted, and a length whose every
candidate did so is said to be too large to search; the whole draw is bounded in time
(``seconds``), and a draw stopped by it says so. Seeded and reproducible, within the
time bound: a draw the bound stops may stop at another candidate on a slower machine.

Numeric tasks, goals that are not conjunctions of facts and derived predicates in the
goal are refused by name. Every written task is read back from its own PDDL text and its
optimal length checked again by plangate's search over that text.
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from plangate.bench.datasets import GeneratedProblem
from plangate.errors import PlangateError
from plangate.pddl import syntax as s
from plangate.pddl.task import Task


@dataclass(frozen=True)
class WalkSettings:
    """How the tasks are drawn (see the module)."""

    lengths: tuple[int, ...] = (2, 4, 8, 16)
    per_length: int = 10
    seed: int = 0
    tries: int = 400  # candidates per length at most
    states: int = 200_000  # the breadth-first search's states per candidate at most
    seconds: float = 120.0  # the whole draw's wall clock at most


@dataclass
class WalkReport:
    """What the walks gave, length by length."""

    made: dict[int, int] = field(default_factory=dict)
    tried: dict[int, int] = field(default_factory=dict)
    too_large: dict[int, int] = field(default_factory=dict)  # candidates over the bound
    longest: int = 0  # the longest optimal length any candidate had
    empty: int = 0  # candidates whose target held no fact of the goal's predicates
    notes: list[str] = field(default_factory=list)


def goal_predicates(task: Task) -> set[str]:
    """The predicates of the problem's goal, which must be a conjunction of facts."""
    goal = task.problem.goal
    parts = goal.args if isinstance(goal, s.And) else (goal,)
    preds = set()
    for part in parts:
        if not isinstance(part, s.Atom):
            raise PlangateError(f"{task.name}: the goal is not a conjunction of facts "
                                "(walks project goals onto facts only)")  # fmt: skip
        preds.add(part.predicate)
    derived = {d.name for d in task.domain.derived}
    if preds & derived:
        raise PlangateError(f"{task.name}: the goal names derived predicates")
    return preds


def _walk(task: Task, state: int, steps: int, rnd: random.Random) -> int:
    for _ in range(steps):
        ops = task.applicable(state)
        if not ops:
            break
        state = rnd.choice(ops).apply(state)
    return state


def layer(task: Task, start: int, depth: int, bound: int, rnd: random.Random) -> int | None:
    """A state drawn uniformly from those exactly ``depth`` steps from ``start`` (breadth-
    first layers), or None when the layer is empty or the search passes ``bound`` states
    first."""
    seen, current = {start}, [start]
    for _ in range(depth):
        nxt = []
        for state in current:
            for op in task.applicable(state):
                after = op.apply(state)
                if after not in seen:
                    seen.add(after)
                    nxt.append(after)
            if len(seen) > bound:
                return None
        if not nxt:
            return None
        current = nxt
    return rnd.choice(current)


def shortest(task: Task, start: int, goal: int, bound: int) -> tuple[int, int] | None:
    """(fewest steps, states searched) from ``start`` to a state holding every fact of
    the mask ``goal``, by breadth-first search; None when ``bound`` states were searched
    without finding one (or the goal is unreachable: then ``(-1, searched)``)."""
    if start & goal == goal:
        return 0, 1
    seen = {start}
    frontier: deque[tuple[int, int]] = deque([(start, 0)])
    while frontier:
        state, depth = frontier.popleft()
        for op in task.applicable(state):
            nxt = op.apply(state)
            if nxt in seen:
                continue
            if nxt & goal == goal:
                return depth + 1, len(seen)
            seen.add(nxt)
            if len(seen) >= bound:
                return None
            frontier.append((nxt, depth + 1))
    return -1, len(seen)


def walk_problems(task: Task, settings: WalkSettings = WalkSettings(),
                  progress: Callable[[int], None] | None = None,
                  ) -> tuple[list[GeneratedProblem], WalkReport]:  # fmt: skip
    """Tasks of the lengths asked, from the grounded ``task`` (see the module)."""
    if task.numbers is not None:
        raise PlangateError(f"{task.name}: numeric tasks are not drawn by walks yet")
    preds = goal_predicates(task)
    keep = 0
    for i, (pred, _args) in enumerate(task.fact_keys):
        if pred in preds:
            keep |= 1 << i
    task.prepare()
    report, out, seen = WalkReport(), [], set()
    wanted = sorted({n for n in settings.lengths if n > 0})
    made = dict.fromkeys(wanted, 0)
    report.tried, report.too_large = dict.fromkeys(wanted, 0), dict.fromkeys(wanted, 0)
    rnd = random.Random(f"walks-{settings.seed}-{','.join(map(str, wanted))}")
    deadline = time.monotonic() + settings.seconds
    for _ in range(settings.tries * len(wanted)):
        open_ = [n for n in wanted if made[n] < settings.per_length]
        if not open_:
            break
        if time.monotonic() > deadline:
            report.notes.append(f"the draw stopped at its bound of {settings.seconds:g} s")
            break
        aim = rnd.choice(open_)  # walks shaped for one length; a task of any open length counts
        report.tried[aim] += 1
        start = _walk(task, task.initial, rnd.randint(0, 2 * aim), rnd)
        # every other candidate aims by breadth-first layers (a state exactly aim steps
        # away), where walks wander back near their start; a walk where the layer is
        # past the search's bound
        layered = report.tried[aim] % 2 == 0
        target = layer(task, start, aim, settings.states, rnd) if layered else None
        if target is None:
            target = _walk(task, start, rnd.randint(aim, 3 * aim), rnd)
        goal = target & keep
        if not goal:
            report.empty += 1
            continue
        if (start, goal) in seen:
            continue
        found = shortest(task, start, goal, settings.states)
        if found is None:
            report.too_large[aim] += 1
            continue
        steps = found[0]
        report.longest = max(report.longest, steps)
        if steps not in made or made[steps] >= settings.per_length:
            continue
        seen.add((start, goal))
        made[steps] += 1
        out.append(_problem(task, start, goal, steps, made[steps], settings.seed))
        if progress is not None:
            progress(len(out))
    report.made = made
    for length in wanted:
        if made[length] >= settings.per_length:
            continue
        tried, over = report.tried[length], report.too_large[length]
        if report.empty == sum(report.tried.values()):
            report.notes.append(f"length {length}: no walk reached a state holding a fact of "
                                f"the goal's predicates ({', '.join(sorted(preds))})")  # fmt: skip
        elif over * 2 > tried and report.longest < length:  # the search stopped most
            report.notes.append(f"length {length}: too large to search ({over} of {tried} "
                                f"candidates passed {settings.states:,} states)")  # fmt: skip
        elif report.longest < length:
            bound = f"; {over} of {tried} candidates passed the search's bound" if over else ""
            report.notes.append(f"length {length}: too shallow for walks (the longest "
                                f"optimal length seen is {report.longest}{bound})")  # fmt: skip
        elif made[length] == 0:
            report.notes.append(f"length {length}: no candidate had it (lengths up to "
                                f"{report.longest} seen)")  # fmt: skip
        else:
            report.notes.append(f"length {length}: {made[length]} of {settings.per_length} "
                                "(the walks found no more distinct tasks of it)")  # fmt: skip
    out.sort(key=lambda g: (g.optimal_length, g.name))
    return out, report


def _problem(task: Task, start: int, goal: int, length: int, k: int, seed: int) -> GeneratedProblem:
    from plangate.verify.pddl_export import problem_from_state

    atoms = tuple(s.Atom(p, a) for i, (p, a) in enumerate(task.fact_keys) if goal >> i & 1)
    name = f"{task.name}-len{length}-{k:03d}"
    problem = dataclasses.replace(problem_from_state(task, start), name=name,
                                  goal=s.And(atoms))  # fmt: skip
    meta = {"walk_seed": seed, "from": task.name, "goal_facts": len(atoms)}
    return GeneratedProblem(name, f"{problem}\n", float(length), meta)


def write_walks(domain_file: str | Path, problem_file: str | Path, out: str | Path,
                settings: WalkSettings = WalkSettings(),
                progress: Callable[[int], None] | None = None,
                ) -> tuple[object, WalkReport]:  # fmt: skip
    """The tasks written as a dataset folder (``plangate bench --dataset OUT``), each read
    back from its own text and its optimal length checked by plangate's search."""
    from plangate.bench.datasets import write_dataset
    from plangate.pddl.loader import load_domain, load_task, task_from_text
    from plangate.verify.budgets import GENERATED
    from plangate.verify.search import search

    task = load_task(str(domain_file), str(problem_file))
    problems, report = walk_problems(task, settings, progress)
    domain = load_domain(str(domain_file))
    checked: list[GeneratedProblem] = []
    for p in problems:
        again = task_from_text(domain, p.text, str(domain_file), p.name)
        best = search(again, budget=GENERATED)  # plangate's optimal search, on the text
        steps = _steps_of(again)  # and the fewest steps, on the text's own grounding
        searched = best.cost is not None
        if steps != p.optimal_length or (searched and not task.uses_costs and best.cost != steps):
            raise PlangateError(f"{p.name}: optimal length {steps:g} (search: {best.cost}) "
                                f"read back, {p.optimal_length:g} drawn")  # fmt: skip
        meta = {**p.meta, "optimal_cost": best.cost if searched else None}
        if not searched:  # the length stands on the breadth-first search alone
            meta["note"] = f"plangate's optimal search gave up: {best.message}"
        checked.append(dataclasses.replace(p, meta=meta))
    generator = {"kind": "walks", "domain": Path(domain_file).name,
                 "problem": Path(problem_file).name, **dataclasses.asdict(settings),
                 "made": report.made, "notes": report.notes}  # fmt: skip
    ds = write_dataset(out, f"walks-{task.domain_name}", Path(domain_file), checked, generator)
    return ds, report


def _steps_of(task: Task) -> float:
    found = shortest(task, task.initial, task.goal.pos, 10_000_000)
    if found is None or found[0] < 0:
        raise PlangateError(f"{task.name}: no plan read back")
    return float(found[0])


__all__ = ["WalkReport", "WalkSettings", "goal_predicates", "shortest", "walk_problems",
           "write_walks"]  # fmt: skip
