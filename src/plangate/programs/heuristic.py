"""Heuristics and plans written in Python over the facts a program sees
(:mod:`plangate.programs.states`), on the parent's side.

* :func:`over_facts` makes ``h(state, goal)`` a guide of plangate's own searches
  (:func:`plangate.verify.guided.guided`): the entry point a plug-in's heuristic (entry
  point group ``plangate.heuristics``, found by :func:`guide_of`) and a trusted
  heuristic use, in this process.
* :func:`operators` sends a STRIPS task's ground actions to the sandbox as data, where a
  model's heuristic guides the child's greedy best-first search
  (:func:`gbfs_request`); :func:`read_plan` reads a plan a program claims back into the
  task's actions, or says which step is none.
* :func:`checked_property` is the property a model's heuristic is checked against on
  training tasks (the counterexample loop): the first state that breaks it, in the
  program's terms.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from plangate.pddl.task import Operator, Task
from plangate.programs.code import as_json
from plangate.programs.states import Facts, View
from plangate.verify.budgets import Budget

if TYPE_CHECKING:
    from plangate.plugins import Registry

FactHeuristic = Callable[[Facts, Facts], float]
HEURISTIC = "heuristic"  # the function a heuristic program defines
GET_PLAN = "get_plan"  # the function a generalized plan defines


def over_facts(view: View, fn: FactHeuristic) -> Callable[[int], float]:
    """``fn(state, goal)`` over the facts a program sees, as a guide of plangate's
    searches over the task's states (its goal: the view's; a task whose goal is no
    conjunction of facts is refused)."""
    if view.goal is None:
        raise ValueError(f"a heuristic over facts needs a goal of facts: {view.why_no_goal}")
    goal, facts = view.goal, view.facts

    def h(state: int) -> float:
        return float(fn(facts(state), goal))

    return h


def _a_heuristic(found: object, name: str) -> FactHeuristic:
    from plangate.errors import PlangateError

    if not callable(found):
        raise PlangateError(f"the heuristic '{name}' of an installed plug-in is not a function "
                            "h(state, goal) (docs/programmers.md)")  # fmt: skip
    return found


def _fact_heuristics() -> Registry[FactHeuristic]:
    from plangate.plugins import Registry

    return Registry("heuristic", (), lambda name: None, _a_heuristic)


def guide_of(task: Task, name: str) -> Callable[[int], float]:
    """The heuristic ``name`` for ``task``'s searches: plangate's own
    (:data:`plangate.verify.guided.GUIDES`), else an installed plug-in's ``h(state,
    goal)`` (entry point group ``plangate.heuristics``) over the facts a program sees."""
    from plangate.errors import PlangateError
    from plangate.verify.guided import GUIDES, guide

    if name in GUIDES:
        return guide(task, name)
    found = _fact_heuristics()
    if name not in found:
        known = [*GUIDES, *found]
        raise PlangateError(f"unknown heuristic '{name}'; choose one of {', '.join(known)}")
    return over_facts(View.of(task), found[name])


def not_strips(task: Task) -> str:
    """Why the sandbox's search cannot take ``task``'s actions as data ("" when it can)."""
    if task.numbers is not None:
        return "the task has numeric values"
    if task.axioms is not None:
        return "the task has derived predicates"
    for op in task.operators:
        if op.conditional:
            return f"{op} has conditional effects"
        if not op.precondition.is_conjunctive:
            return f"the precondition of {op} is not a conjunction of facts"
    return ""


def operators(view: View) -> list[list[object]]:
    """The task's ground actions as the sandbox's search takes them: name, preconditions,
    negative preconditions, adds and deletes (:func:`not_strips` must be "")."""
    keys = view.task.fact_keys

    def facts(mask: int) -> Facts:
        return frozenset((keys[i][0], *keys[i][1]) for i in range(mask.bit_length())
                         if mask >> i & 1)  # fmt: skip

    return [[str(op), as_json(facts(op.precondition.pos)), as_json(facts(op.precondition.neg)),
             as_json(facts(op.add)), as_json(facts(op.delete))]
            for op in view.task.operators]  # fmt: skip


def gbfs_request(view: View, budget: Budget) -> dict[str, object]:
    """The sandbox's work: greedy best-first search on ``view``'s task with the program's
    heuristic, within ``budget`` (expansions and seconds)."""
    task = view.task
    return {"kind": "gbfs", "start": as_json(view.facts(task.initial)),
            "goal_facts": as_json(view.goal or frozenset()), "operators": operators(view),
            "heuristic": HEURISTIC, "max_expansions": budget.states or 10**9,
            "seconds": budget.seconds or 60.0}  # fmt: skip


def read_plan(task: Task, steps: object) -> tuple[list[Operator], str]:
    """A plan a program claims (a list of actions, each ``"(name arg ...)"`` or a list
    of names) as the task's actions, and why a step is none ("" when all are)."""
    if not isinstance(steps, list):
        return [], "the plan is not a list of actions"
    plan: list[Operator] = []
    for k, step in enumerate(steps, start=1):
        if isinstance(step, str):
            parts = step.strip().strip("()").split()
        elif isinstance(step, list) and all(isinstance(x, str) for x in step):
            parts = [str(x) for x in step]
        else:
            return plan, f"step {k} is not an action (a string or a tuple of names)"
        op = task.operator(parts[0].lower(), tuple(p.lower() for p in parts[1:])) if parts else None
        if op is None:
            shown = "(" + " ".join(parts)[:120] + ")"
            return plan, f"step {k}, {shown}, is no action of this task"
        plan.append(op)
    return plan, ""


@dataclass(frozen=True)
class Counterexample:
    """A state where a heuristic breaks the checked property, in the program's terms."""

    state: Facts
    expected: str
    returned: str

    def feedback(self, view: View) -> str:
        return (f"In the state {view.shown(self.state)} your heuristic returned "
                f"{self.returned}; {self.expected}.")  # fmt: skip


@dataclass(frozen=True)
class Probes:
    """The states a heuristic is checked on (:func:`probe_states`), each with whether it
    is a goal state, and those known to reach the goal (along the plan)."""

    states: list[tuple[int, bool]]
    solvable: frozenset[int]


def probe_states(view: View, plan: list[Operator] | None, seed: int, walks: int = 20
                 ) -> Probes:  # fmt: skip
    """States a heuristic is checked on: along ``plan`` (a plan plangate found: the goal
    is reachable from each of them; None when it found none) and the ends of random
    walks, shuffled so the order says nothing."""
    task = view.task
    along = [task.initial]
    for op in plan or ():
        along.append(op.apply(along[-1]))
    states = list(along)
    rng = random.Random(seed)
    for _ in range(walks):
        state = task.initial
        for _ in range(rng.randint(1, max(2, len(plan or ())))):
            nxt = [s for _, s in task.successors(state)]
            if not nxt:
                break
            state = rng.choice(nxt)
        states.append(state)
    unique = list(dict.fromkeys(states))
    rng.shuffle(unique)
    solvable = frozenset(along) if plan is not None else frozenset()
    return Probes([(s, task.is_goal(s)) for s in unique], solvable)


def checked_property(view: View, probes: Probes, values: list[object]) -> Counterexample | None:
    """The first probe where the heuristic's value breaks the property: a number that is
    0 at a goal state, positive at any other, and finite where the goal is reachable
    (the probes known to reach it)."""
    solvable = probes.solvable
    for (state, goal), got in zip(probes.states, values, strict=True):
        facts = view.facts(state)
        if not isinstance(got, dict) or "value" not in got:
            why = got.get("error", "no value") if isinstance(got, dict) else "no value"
            return Counterexample(facts, "it must return a number", f"nothing ({why})")
        v = got["value"]
        number = math.inf if v == "inf" else -math.inf if v == "-inf" else float(str(v))
        shown = str(v)
        if goal and number != 0:
            return Counterexample(facts, "this is a goal state, where it must return 0", shown)
        if not goal and number <= 0:
            return Counterexample(facts, "this is not a goal state: it must return more "
                                  "than 0", shown)  # fmt: skip
        if state in solvable and number == math.inf:
            return Counterexample(facts, "the goal is reachable from here: it must return "
                                  "a finite number", shown)  # fmt: skip
    return None


__all__ = [
    "GET_PLAN",
    "HEURISTIC",
    "Counterexample",
    "FactHeuristic",
    "Probes",
    "checked_property",
    "gbfs_request",
    "guide_of",
    "not_strips",
    "operators",
    "over_facts",
    "probe_states",
    "read_plan",
]
