"""Whether two goals accept the same reachable states, once a renaming makes the
initial states equal.

* Explored: when the true task's reachable states can all be listed, the answer is
  exact. For conjunctive goals, a goal's *closure* is every literal true in all the
  reachable states it accepts; two goals accept the same reachable states iff their
  closures are equal, so the initial states and closures go into one graph and the
  isomorphism test decides over every renaming at once. Other goals are compared state
  by state under each renaming of the initial states (all of them, or ``unknown``).
* Beyond: planner queries from the initial state. For a literal one goal requires and
  the other does not, a plan to a state where the other goal holds and the literal does
  not is a witness; a planner's proof that there is none shows the literal is implied.
  When one goal's literals contain the other's, a witness settles it for every renaming
  (the goal accepting more states accepts more, whatever the renaming, as renamings of
  the initial state only permute the reachable states).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from plangate.pddl import syntax as s
from plangate.verify.equivalence.graphs import (
    Described,
    Literal,
    Renaming,
    describe,
    rename_atom,
    rename_literals,
)
from plangate.verify.equivalence.matching import check_time
from plangate.verify.equivalence.product import Apart

if TYPE_CHECKING:
    from plangate.fsm.explore import StateSpace
    from plangate.pddl.task import Task


@dataclass(frozen=True)
class GoalAnswer:
    same: bool | None  # None: not decided
    renaming: Renaming | None  # the one that proves it, or the one ``apart`` is under
    how: str
    apart: Apart | None = None  # a plan to a state one goal accepts and the other not


def _closure(task: Task, space: StateSpace) -> list[Literal] | None:
    """The literals true in every goal state of the explored space (None: no goal state)."""
    import numpy as np

    goals = [space.states[i] for i in np.flatnonzero(space.goal)]
    if not goals:
        return None
    every, some = -1, 0
    for st in goals:
        every &= st
        some |= st
    full = (1 << len(task.facts)) - 1
    out: list[Literal] = []
    for mask, positive in ((every & full, True), (~some & full, False)):
        i = 0
        while mask:
            if mask & 1:
                pred, args = task.fact_keys[i]
                out.append((pred, args, positive))
            mask >>= 1
            i += 1
    return out


def explored(
    domain: s.Domain, problems: tuple[s.Problem, s.Problem], tasks: tuple[Task, Task],
    spaces: tuple[StateSpace, StateSpace], described: tuple[Described, Described],
    first: Renaming, limit: int,
) -> GoalAnswer:  # fmt: skip
    from plangate.verify.equivalence.graphs import conjunctive, renaming, renamings

    (tp, wp), (true, written) = problems, tasks
    lt, lw = conjunctive(tp.goal), conjunctive(wp.goal)
    ts, ws = spaces
    if lt is not None and lw is not None:
        ct, cw = _closure(true, ts), _closure(written, ws)
        if ct is None or cw is None:
            same = ct is None and cw is None
            how = (
                "neither goal holds in any reachable state"
                if same
                else ("one goal holds in some reachable state, the other in none")
            )
            return GoalAnswer(same, first if same else None, how)
        r = renaming(describe(domain, tp, ct), describe(domain, wp, cw))
        how = (f"all {ts.num_states} reachable states explored: the literals true in every "
               "goal state (the goals' closures) are " + ("equal" if r else "not equal")
               + " under every renaming that makes the initial states equal")  # fmt: skip
        return GoalAnswer(r is not None, r, how)
    accepted = {ts.states[i] for i, g in enumerate(ts.goal) if g}
    candidates = [first, *(r for r in renamings(*described, limit + 1) if r != first)]
    all_found = len(candidates) <= limit
    for r in candidates[:limit]:
        back = {t: w for w, t in r.items()}
        theirs = set()
        for k, st in enumerate(ts.states):  # each state with its facts and values, renamed
            if not k & 1023:
                check_time()
            atoms = [rename_atom(a, back) for a in true.describe(st)]
            if written.is_goal(written.state_of(atoms)):
                theirs.add(st)
        if theirs == accepted:
            return GoalAnswer(True, r, f"all {ts.num_states} reachable states explored: "
                              "the goals accept the same ones")  # fmt: skip
    if all_found:
        return GoalAnswer(False, None, f"all {ts.num_states} reachable states explored: under "
                          "no renaming do the goals accept the same ones")  # fmt: skip
    return GoalAnswer(
        None,
        None,
        f"the goals differ under the {len(candidates)} renamings "
        "tried; the initial state has more symmetries than the budget allows",
    )


def _formula(literals: set[Literal] | list[Literal], but_not: Literal) -> s.Formula:
    parts: list[s.Formula] = []
    for p, args, pos in literals:
        a = s.Atom(p, args)
        parts.append(a if pos else s.Not(a))
    p, args, pos = but_not
    a = s.Atom(p, args)
    parts.append(s.Not(a) if pos else a)
    return s.And(tuple(parts))


def _reach(task: Task, goal: s.Formula, seconds: float) -> tuple[bool | None, tuple[str, ...]]:
    """Whether a plan reaches ``goal`` from the initial state (with it), or None."""
    from plangate.verify.greedy import any_plan
    from plangate.verify.planner_questions import query_task

    query = query_task(task, task.initial, goal)
    return any_plan(query, seconds)


def by_planner(
    tp: s.Problem, wp: s.Problem, true: Task, r: Renaming, unique: bool, seconds: float
) -> GoalAnswer:
    """Under the renaming ``r`` of the initial states: ``unique`` when it is the only one
    (no two objects are interchangeable)."""
    from plangate.verify.equivalence.graphs import conjunctive

    lt, lw = conjunctive(tp.goal), conjunctive(wp.goal)
    if lt is None or lw is None:
        return GoalAnswer(None, None, "the state space is too large to explore and a goal is "
                          "not a conjunction of literals")  # fmt: skip
    t_set, w_set = set(lt), rename_literals(lw, r)
    apart, open_ = _differ(true, t_set, w_set, time.monotonic() + seconds)
    if apart is None and not open_:
        return GoalAnswer(True, r, "planner queries: each literal one goal requires and "
                          "the other does not is proved to hold in every reachable state "
                          "the other accepts")  # fmt: skip
    if apart is None:
        return GoalAnswer(None, None, "planner queries did not decide within the budget")
    if w_set <= t_set or t_set <= w_set:
        return GoalAnswer(False, r, "planner query: a reachable state satisfies one goal "
                          "and not the other, whose literals contain the first's (so no "
                          "renaming helps)", apart)  # fmt: skip
    if unique:
        return GoalAnswer(False, r, "planner query: a reachable state satisfies one goal and "
                          "not the other under the only renaming of the initial states",
                          apart)  # fmt: skip
    return GoalAnswer(None, None, "planner query: the goals differ under one renaming of the "
                      "initial states; interchangeable objects allow others, and the state "
                      "space is too large to compare them all")  # fmt: skip


def _differ(
    true: Task, t_set: set[Literal], w_set: set[Literal], deadline: float
) -> tuple[Apart | None, bool]:
    """A plan to a state one goal accepts and the other rejects, or (None, whether some
    query went undecided)."""
    open_ = False
    for have, need, held in ((w_set, t_set, "written"), (t_set, w_set, "true")):
        for lit in sorted(need - have):
            left = deadline - time.monotonic()
            if left <= 0:
                return None, True
            found, plan = _reach(true, _formula(have, lit), left)
            if found:
                other = "true" if held == "written" else "written"
                what = f"after this plan the {held} goal holds and the {other} goal does not"
                return Apart(plan, what), False
            open_ = open_ or found is None
    return None, open_
