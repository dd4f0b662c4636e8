"""Equivalence when the model wrote the domain too.

The written files need not share predicates with the true ones, so states cannot be
compared atom for atom; what can be compared is behaviour. The actions are matched by
name (the model was told the actions' names and parameters), the objects by a renaming
(by name, as the description names them; when the names differ and the predicates
agree, by the isomorphism of initial state and goal). Then:

* side by side (:mod:`plangate.verify.equivalence.product`): every pair of reachable
  states visited without a disagreement proves the two accept the same action sequences
  and the same plans (``equivalent``); a disagreement is a witness (``not equivalent``);
* otherwise the necessary checks: an optimal plan of the true task, renamed, must solve
  the written one, and the written files' plan must solve the true task. A failure is a
  witness; passing both leaves the verdict ``unknown``.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from plangate.verify.equivalence import graphs as g
from plangate.verify.equivalence.verdicts import Budget, Equivalence, Verdict

if TYPE_CHECKING:
    from plangate.pddl import syntax as s


def _signature(domain: s.Domain) -> set[tuple[str, int]]:
    return {(p.name, len(p.parameters)) for p in domain.predicates}


def written_domain(
    domain: s.Domain, tp: s.Problem, wdomain: s.Domain, wp: s.Problem, budget: Budget,
    started: float,
) -> Equivalence:  # fmt: skip
    from plangate.verify.equivalence.product import side_by_side
    from plangate.verify.equivalence.witness import confirmed, cross_plans, quietly_grounded

    true, written = quietly_grounded(domain, tp), quietly_grounded(wdomain, wp)
    ti, wi = g.describe(domain, tp), g.describe(wdomain, wp)
    r: g.Renaming | None = None
    how_named = "objects matched by name"
    if {n.lower() for n in ti.objects} != {n.lower() for n in wi.objects} and (
            _signature(domain) == _signature(wdomain)):  # fmt: skip
        lt, lw = g.conjunctive(tp.goal), g.conjunctive(wp.goal)
        if lt is not None and lw is not None:
            r = g.renaming(g.describe(domain, tp, lt), g.describe(wdomain, wp, lw))
        r = r or g.renaming(ti, wi)
        how_named = "a renaming from the isomorphism of the initial states"
    r = r or g.closest(ti, wi)
    left = budget.seconds - (time.monotonic() - started)
    out = side_by_side(true, written, r, budget.states, left / 2)
    if out.apart is not None:
        w = confirmed(true, written, r, out.apart)
        if w is not None:
            return Equivalence(Verdict.NOT_EQUIVALENT, "a plan the two pairs of files judge "
                               "differently (the validator's verdicts below)",
                               f"side by side, {how_named}", r, w)  # fmt: skip
    if out.complete:
        return Equivalence(
            Verdict.EQUIVALENT,
            f"all {out.pairs} pairs of reachable states visited: every action sequence "
            "applicable under one pair of files is applicable under the other (objects "
            "renamed), and reaches its goal under one iff under the other: the same plans",
            f"side by side, {how_named}",
            r,
        )
    left = budget.seconds - (time.monotonic() - started)
    w = cross_plans(true, written, r, max(left, 1.0), optimal=True)
    if w is not None:
        return Equivalence(Verdict.NOT_EQUIVALENT, "a plan of one pair of files does not "
                           "solve the other (the validator's verdicts below)",
                           f"necessary checks, {how_named}", r, w)  # fmt: skip
    return Equivalence(
        Verdict.UNKNOWN,
        "the necessary checks passed where planners answered (the true task's plan solves "
        "the written files and theirs solves the true task); the state spaces were too large "
        f"to compare side by side ({out.pairs} pairs visited)",
        f"necessary checks, {how_named}",
        r,
    )
