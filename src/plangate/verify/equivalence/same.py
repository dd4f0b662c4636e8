"""Equivalence of a written problem to the true one over the true domain.

Equivalent means: a renaming of the written problem's objects makes its initial state
equal to the true one (static atoms included) and its goal accept exactly the reachable
states the true goal accepts. The steps, cheapest first:

1. both goals conjunctive and the graphs of initial state plus goal isomorphic:
   equivalent, whatever the size of the state space;
2. the initial states' graphs not isomorphic: not equivalent (by definition), with the
   atoms that differ under the closest renaming and, where one is found within the
   budget, a plan the two tasks judge differently;
3. otherwise the goals are compared (:mod:`plangate.verify.equivalence.goals`).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from plangate.verify.equivalence import graphs as g
from plangate.verify.equivalence.verdicts import (
    CheckBudget,
    Equivalence,
    EquivalenceVerdict,
    Witness,
)
from plangate.verify.equivalence.witness import confirmed, cross_plans, quietly_grounded

if TYPE_CHECKING:
    from plangate.pddl import syntax as s
    from plangate.pddl.task import Task


def same_domain(
    domain: s.Domain, tp: s.Problem, wp: s.Problem, budget: CheckBudget, started: float
) -> Equivalence:
    from plangate.fsm.explore import explore
    from plangate.verify.equivalence import goals

    def left() -> float:
        return max(budget.seconds - (time.monotonic() - started), 0.0)

    def for_witness() -> float:
        return max(min(left(), budget.witness_seconds), 0.5)

    if as_written(tp) == as_written(wp):
        return Equivalence(EquivalenceVerdict.EQUIVALENT,
                           "the written problem is the true one: the same "
                           "objects, initial state, goal and metric (declared in any order)",
                           "the same statements", {o.name: o.name for o in wp.objects})  # fmt: skip
    lt, lw = g.conjunctive(tp.goal), g.conjunctive(wp.goal)
    ti, wi = g.describe(domain, tp), g.describe(domain, wp)
    same_names = ti.objects == wi.objects and ti.init == wi.init
    identity = {n: n for n in wi.objects}
    with_goals: tuple[g.Described, g.Described] | None = None  # kept for goal_matching
    if lt is not None and lw is not None:
        r: g.Renaming | None = identity if same_names and set(lt) == set(lw) else None
        if r is None:
            with_goals = (g.describe(domain, tp, lt), g.describe(domain, wp, lw))
            r = g.renaming(*with_goals)
        if r is not None:
            return Equivalence(
                EquivalenceVerdict.EQUIVALENT,
                "a renaming of the objects maps the written initial state onto the true one "
                "atom for atom (static atoms included) and the written goal onto the true "
                "goal literal for literal",
                "isomorphic graphs of initial state and goal",
                r,
            )
    true, written = quietly_grounded(domain, tp), quietly_grounded(domain, wp)
    # one renaming of the initial states (the names as written, when they fit); more are
    # looked for only where a verdict needs them
    first = identity if same_names else g.renaming(ti, wi)
    if first is None:
        return _initial_differs(true, written, ti, wi, budget, for_witness())
    if same_names:
        g.refine(ti.graph, wi.graph)
    unique = g.discrete(ti)
    if not same_names and not unique and with_goals is not None:
        first = g.goal_matching(ti, wi, with_goals) or first

    def for_space() -> float:
        return min(left() / 3, budget.explore_seconds)

    ts = explore(true, budget.states, truncate=True, max_seconds=for_space())
    ws = explore(written, budget.states, truncate=True, max_seconds=for_space()) if (
        ts.complete) else None  # fmt: skip
    if ws is not None and ws.complete:
        answer = goals.explored(domain, (tp, wp), (true, written), (ts, ws), (ti, wi), first,
                                budget.renamings)  # fmt: skip
    else:
        answer = goals.by_planner(tp, wp, true, first, unique, left())
    if answer.same:
        return Equivalence(EquivalenceVerdict.EQUIVALENT,
                           "the initial states are equal under the renaming "
                           "and the goals accept the same reachable states", answer.how,
                           answer.renaming)  # fmt: skip
    if answer.same is None:
        return Equivalence(EquivalenceVerdict.UNKNOWN,
                           "the initial states are equal under a renaming; "
                           "whether the goals accept the same reachable states was not decided",
                           answer.how, first)  # fmt: skip
    witness = None
    r = answer.renaming or first
    if answer.apart is not None:
        witness = confirmed(true, written, r, answer.apart)
    if witness is None:
        witness = _apart(true, written, r, budget, for_witness())
    if witness is None:
        witness = Witness("the goals accept different reachable states under every renaming "
                          "(no plan found within the budget to show one)")  # fmt: skip
    return Equivalence(EquivalenceVerdict.NOT_EQUIVALENT,
                       "the initial states are equal under a renaming "
                       "but under none do the goals accept the same reachable states",
                       answer.how, r, witness)  # fmt: skip


def as_written(p: s.Problem) -> tuple[object, ...]:
    """What a problem states, its declarations' order aside: objects with their types,
    the initial atoms and values, the goal and the metric, as text."""
    objects = sorted((o.name.lower(), tuple(sorted(o.types))) for o in p.objects)
    init = sorted({str(e).lower() for e in p.init})
    return (objects, init, str(p.goal).lower(), str(p.metric).lower() if p.metric else "")


def _apart(
    true: Task, written: Task, r: g.Renaming, budget: CheckBudget, seconds: float
) -> Witness | None:
    """A plan the two tasks judge differently under ``r``: side by side first, then the
    true task's plan on the written one and the written task's on the true one."""
    from plangate.verify.equivalence.product import side_by_side

    out = side_by_side(true, written, r, budget.states, seconds / 2)
    if out.apart is not None:
        return confirmed(true, written, r, out.apart)
    if seconds < 1.0:  # a planner's start alone takes about that: not worth it
        return None
    return cross_plans(true, written, r, seconds / 2)


def _initial_differs(
    true: Task, written: Task, ti: g.Described, wi: g.Described, budget: CheckBudget, seconds: float
) -> Equivalence:
    r = g.closest(ti, wi)
    mine = {g.rename_atom(a, r) for a in wi.init}
    only_true, only_written = tuple(sorted(ti.init - mine)), tuple(sorted(mine - ti.init))
    parts = []
    if len(ti.objects) != len(wi.objects):
        parts.append(f"the true problem has {len(ti.objects)} objects and constants, the "
                     f"written {len(wi.objects)}")  # fmt: skip
    typed = sorted(w for w, t in r.items() if t in ti.objects and wi.objects[w] != ti.objects[t])
    if typed:
        parts.append("objects of another type: " + ", ".join(typed[:5]))
    if only_true:
        parts.append(f"{_atoms(len(only_true))} only in the true initial state")
    if only_written:
        parts.append(f"{_atoms(len(only_written))} only in the written one")
    what = "; ".join(parts) or "the initial states differ in structure under every renaming"
    found = _apart(true, written, r, budget, seconds)
    witness = Witness(
        f"{what}; {found.what}" if found else f"{what} (no plan found that tells them apart)",
        found.plan if found else None,
        found.true_outcome if found else None,
        found.written_outcome if found else None,
        only_true[:20],
        only_written[:20],
    )
    return Equivalence(
        EquivalenceVerdict.NOT_EQUIVALENT,
        "no renaming of the written objects makes its initial state equal to the true one "
        "(static atoms included): the graphs of the two initial states are not isomorphic",
        "graph isomorphism of the initial states",
        None,
        witness,
    )


def _atoms(n: int) -> str:
    return f"{n} atom{'' if n == 1 else 's'}"
