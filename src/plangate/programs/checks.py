"""Tests of a program's successor function and goal test, generated from the machine
for any task, and the first failing one as feedback in the program's terms.

:func:`probes` samples reachable states: the initial one, the first breadth-first
layers, the states along a plan to the goal (its last one a goal state) and the ends of
random walks (states no plan visits). For each the machine knows the successor states
and whether it is a goal. :func:`work` asks the sandbox to call the program's
``successor_states(state)`` and ``is_goal(state, goal)`` on each (the expected answers
stay here); :func:`first_failure` reads the sandbox's answer (a claim) and says the
first test that fails, in the order a reader fixes them: the program raised, returned
the wrong shape, returned a state the machine cannot reach from the input state in one
action, missed one it can, or told a goal state from a non-goal one wrongly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from plangate.programs.code import as_facts, as_json
from plangate.programs.states import Facts, View
from plangate.verify.budgets import TESTS_PLAN
from plangate.verify.search import search

SUCCESSORS, GOAL = "successor_states", "is_goal"


@dataclass(frozen=True)
class Probe:
    """A sampled state: the machine's successor states of it and whether it is a goal
    (``why``: how it was drawn, for the feedback)."""

    state: int
    facts: Facts
    successors: frozenset[Facts]
    goal: bool
    why: str


@dataclass(frozen=True)
class Failure:
    """The first failing test: what kind, the feedback to the model, the program's line
    when it raised."""

    kind: str
    feedback: str
    line: int | None = None


def probes(view: View, seed: int = 0, count: int = 20, layers: int = 2) -> list[Probe]:
    """Up to ``count`` distinct reachable states (module docstring), seeded."""
    task, rng = view.task, random.Random(f"plangate-probes-{seed}")
    found: dict[int, str] = {task.initial: "the initial state"}
    frontier = [task.initial]
    for depth in range(1, layers + 1):
        frontier = [n for s in frontier for _op, n in task.successors(s) if n not in found]
        for n in frontier[: max(1, count // 4)]:
            found.setdefault(n, f"a state {depth} action{'s' * (depth > 1)} from the start")
    plan = search(task, budget=TESTS_PLAN).plan or []
    state = task.initial
    for k, op in enumerate(plan, start=1):
        state = op.apply(state)
        found.setdefault(state, f"the state after {k} steps of a plan")
    for _ in range(count):
        if len(found) >= count:
            break
        state = task.initial
        for _step in range(rng.randint(2, 12)):
            ops = task.applicable(state)
            if not ops:
                break
            state = rng.choice(ops).apply(state)
        found.setdefault(state, "the end of a random walk")
    chosen = list(found.items())
    goals = [kv for kv in chosen if task.is_goal(kv[0])]
    chosen = chosen[: count - 1] + [kv for kv in goals if kv not in chosen[: count - 1]][:1]
    return [
        Probe(s, view.facts(s), frozenset(view.facts(n) for _op, n in task.successors(s)),
              task.is_goal(s), why)
        for s, why in chosen
    ]  # fmt: skip


def work(view: View, sampled: list[Probe]) -> dict[str, object]:
    """The sandbox's work: each probe's successors, then whether it is a goal."""
    goal = as_json(view.goal or frozenset())
    calls: list[dict[str, object]] = []
    for p in sampled:
        state = as_json(p.facts)
        calls.append({"fn": SUCCESSORS, "args": [state], "kinds": ["state"], "as": "states"})
        calls.append({"fn": GOAL, "args": [state, goal], "kinds": ["state", "state"],
                      "as": "bool"})  # fmt: skip
    return {"kind": "calls", "calls": calls}


def first_failure(view: View, sampled: list[Probe], answer: object) -> Failure | None:
    """The first test the program fails (module docstring), or None when it passes all."""
    if not isinstance(answer, list) or len(answer) != 2 * len(sampled):
        return Failure("crashed", "the program's answers did not come back")
    for k, p in enumerate(sampled):
        failed = _successors(view, p, answer[2 * k]) or _goal(view, p, answer[2 * k + 1])
        if failed is not None:
            return failed
    return None


def _error(fn: str, p: Probe, view: View, got: dict[str, object]) -> Failure:
    line = got.get("line")
    at = f" (line {line} of your code)" if isinstance(line, int) else ""
    said = str(got.get("error", ""))[:400]
    kind = str(got.get("kind", "exception"))
    text = (f"{fn} failed on {p.why}{at}: {said}.\nThe input state: {view.shown(p.facts)}"
            if kind != "missing" else f"{said}.")  # fmt: skip
    return Failure(kind, text, line if isinstance(line, int) else None)


def _successors(view: View, p: Probe, got: object) -> Failure | None:
    if not isinstance(got, dict) or "value" not in got:
        return _error(SUCCESSORS, p, view, got if isinstance(got, dict) else {})
    claimed = got["value"]
    states = [as_facts(s) for s in claimed] if isinstance(claimed, list) else [None]
    if any(s is None for s in states):
        return Failure("shape", f"{SUCCESSORS} did not return a list of states on {p.why}.")
    returned = frozenset(s for s in states if s is not None)
    for s in sorted(returned - p.successors, key=view.shown):
        why = view.state(s)
        because = f" ({why})" if isinstance(why, str) else ""
        return Failure(
            "invalid successor",
            f"{SUCCESSORS} returned a state that no single action reaches from the input "
            f"state{because}.\nThe input state ({p.why}): {view.shown(p.facts)}\n"
            f"The state returned: {view.shown(s)}",
        )
    missed = sorted(p.successors - returned, key=view.shown)
    if missed:
        return Failure(
            "missed successor",
            f"{SUCCESSORS} missed {len(missed)} of the {len(p.successors)} successor states "
            f"of the input state.\nThe input state ({p.why}): {view.shown(p.facts)}\n"
            f"A successor state missing: {view.shown(missed[0])}",
        )
    return None


def _goal(view: View, p: Probe, got: object) -> Failure | None:
    if not isinstance(got, dict) or "value" not in got:
        return _error(GOAL, p, view, got if isinstance(got, dict) else {})
    if got["value"] is p.goal:
        return None
    goal = view.shown(view.goal or frozenset())
    said = "a goal state is not a goal" if p.goal else "a state that is no goal is a goal"
    return Failure(
        "goal test",
        f"{GOAL} says {said}.\nThe state ({p.why}): {view.shown(p.facts)}\nThe goal: {goal}\n"
        f"{GOAL} returned {got['value']}; expected {p.goal}.",
    )


__all__ = ["GOAL", "SUCCESSORS", "Failure", "Probe", "first_failure", "probes", "work"]
