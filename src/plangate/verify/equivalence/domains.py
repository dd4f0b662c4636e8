"""Equivalence when the model wrote the domain too.

* **The same domain, renamed** (:mod:`.schemas`): when the written action schemas are
  the true ones up to renaming predicates, parameters and types and reordering
  conjuncts, the written domain is the true one for every problem; the written problem,
  renamed back, is checked as a problem over the true domain (:mod:`.same`: objects
  paired by the isomorphism of the initial states).
* **Another domain**: states cannot be compared atom for atom; behaviour can. The
  actions are matched by name (the model was told them); the objects are paired by
  their roles: the renamings under which the two tasks apply the same actions in their
  first two steps (:mod:`.behaviour`; any other renaming differs there). Under each,
  side by side (:mod:`.product`): every pair of reachable states visited without a
  disagreement proves the same plans (``equivalent``); ``not equivalent`` needs a
  witness the validator confirms under every one of them; the necessary checks (the
  true task's optimal plan on the written files, theirs on the true task) decide under
  the only one. Otherwise ``unknown``.
"""

from __future__ import annotations

import dataclasses
import time
from typing import TYPE_CHECKING

from plangate.verify.equivalence import graphs as g
from plangate.verify.equivalence.behaviour import role_renamings
from plangate.verify.equivalence.verdicts import (
    CheckBudget,
    Equivalence,
    EquivalenceVerdict,
    Witness,
)

if TYPE_CHECKING:
    from plangate.pddl import syntax as s
    from plangate.pddl.task import Task


def written_domain(
    domain: s.Domain, tp: s.Problem, wdomain: s.Domain, wp: s.Problem, budget: CheckBudget,
    started: float,
) -> Equivalence:  # fmt: skip
    from plangate.verify.equivalence.product import side_by_side
    from plangate.verify.equivalence.same import same_domain
    from plangate.verify.equivalence.schemas import match
    from plangate.verify.equivalence.witness import confirmed, cross_plans, quietly_grounded

    schemas = match(domain, wdomain)
    if schemas is not None:  # the same domain for every problem: the problem is the question
        answers = []
        for typing in schemas.typings():  # types no schema names: each pairing of them
            answer = same_domain(domain, tp, typing.translate(wp), budget, started)
            answers.append(answer)
            if answer.verdict is EquivalenceVerdict.EQUIVALENT:
                break
        answer = answers[-1] if answers[-1].verdict is EquivalenceVerdict.EQUIVALENT else answers[0]
        if answer.verdict is EquivalenceVerdict.NOT_EQUIVALENT and any(
            a.verdict is not EquivalenceVerdict.NOT_EQUIVALENT for a in answers
        ):
            answer = dataclasses.replace(answer, verdict=EquivalenceVerdict.UNKNOWN, witness=None,
                                         proves="not decided under every pairing of the "
                                         "types no schema names")  # fmt: skip
        if answer.witness is not None and answer.witness.plan is not None:
            answer = _replayed(answer, domain, tp, wdomain, wp, schemas.translate(wp))
        return dataclasses.replace(
            answer,
            proves=f"the written domain's action schemas are the true ones up to renaming "
            f"({schemas.words()}): the same domain for every problem; and {answer.proves}",
            how=f"schemas matched by structure, then {answer.how}",
        )
    true, written = quietly_grounded(domain, tp), quietly_grounded(wdomain, wp)
    ti, wi = g.describe(domain, tp), g.describe(wdomain, wp)
    constants = {c.name for c in domain.constants} & {c.name for c in wdomain.constants}
    roles = role_renamings(true, written, constants, budget.renamings + 1)
    if roles is None:  # the first steps are too many to compare: one renaming, as written
        return _one_renaming(true, written, ti, wi, budget, started)
    if not roles:
        r = g.closest(ti, wi)
        left = budget.seconds - (time.monotonic() - started)
        out = side_by_side(true, written, r, budget.states, max(left / 2, 0.5))
        w = confirmed(true, written, r, out.apart) if out.apart is not None else None
        return Equivalence(
            EquivalenceVerdict.NOT_EQUIVALENT,
            "under every renaming of the objects, the actions applicable in the first two "
            "steps differ (no isomorphism of the first steps' ground actions); the witness "
            "below is under the closest renaming",
            "behaviour of the first two steps", r,
            w or Witness("the first two steps' ground actions differ under every renaming"),
        )  # fmt: skip
    # the pairing the names suggest first (a witness reads best in the names as written)
    roles.sort(key=lambda r: sum(w.lower() != t.lower() for w, t in r.items()))
    how = "side by side, objects paired by their roles (the first two steps' actions)"
    witnesses = []
    undecided = False
    for k, r in enumerate(roles[: budget.renamings]):
        left = budget.seconds - (time.monotonic() - started)
        share = max(left / 2 / (min(len(roles), budget.renamings) - k), 0.2)
        out = side_by_side(true, written, r, budget.states, share)
        if out.apart is None and out.complete:
            return Equivalence(
                EquivalenceVerdict.EQUIVALENT,
                f"all {out.pairs} pairs of reachable states visited: every action sequence "
                "applicable under one pair of files is applicable under the other (objects "
                "renamed), and reaches its goal under one iff under the other: the same "
                "plans",
                how, r,
            )  # fmt: skip
        w = confirmed(true, written, r, out.apart) if out.apart is not None else None
        if w is None:
            undecided = True
            continue
        witnesses.append((r, w))
    if witnesses and not undecided and len(roles) <= budget.renamings:
        r, w = witnesses[0]
        count = f"each of the {len(roles)} renamings" if len(roles) > 1 else "the only renaming"
        return Equivalence(
            EquivalenceVerdict.NOT_EQUIVALENT,
            f"under {count} that agree on the first two steps (any other renaming differs "
            "there), a plan the two pairs of files judge differently; the one below is under "
            "the first",
            how, r, w,
        )  # fmt: skip
    r = roles[0]
    if len(roles) == 1:  # the only renaming: the necessary checks decide under it
        left = budget.seconds - (time.monotonic() - started)
        w = cross_plans(true, written, r, max(left, 1.0), optimal=True)
        if w is not None:
            return Equivalence(EquivalenceVerdict.NOT_EQUIVALENT,
                               "a plan of one pair of files does not "
                               "solve the other under the only renaming that agrees on the "
                               "first two steps (the validator's verdicts below)",
                               f"necessary checks, {how}", r, w)  # fmt: skip
    return Equivalence(
        EquivalenceVerdict.UNKNOWN,
        f"{len(roles)}{'+' if len(roles) > budget.renamings else ''} renaming(s) agree on the "
        "first two steps; side by side, none was decided within the budget",
        how,
        r,
    )


def _one_renaming(
    true: Task, written: Task, ti: g.Described, wi: g.Described, budget: CheckBudget, started: float
) -> Equivalence:
    """The check under one renaming (by name where the names agree, else the closest),
    for tasks whose first steps are too many to pair objects by: "not equivalent" only
    where that renaming is forced (the objects' names agree, as the description gave them)."""
    from plangate.verify.equivalence.product import side_by_side
    from plangate.verify.equivalence.witness import confirmed

    named = {n.lower() for n in ti.objects} == {n.lower() for n in wi.objects}
    r = g.closest(ti, wi)
    how = (
        "side by side, objects matched by name"
        if named
        else ("side by side, objects paired in order within their types (none better found)")
    )
    left = budget.seconds - (time.monotonic() - started)
    out = side_by_side(true, written, r, budget.states, left / 2)
    if out.apart is None and out.complete:
        return Equivalence(EquivalenceVerdict.EQUIVALENT,
                           f"all {out.pairs} pairs of reachable states "
                           "visited under the renaming: the same plans", how, r)  # fmt: skip
    w = confirmed(true, written, r, out.apart) if out.apart is not None else None
    if w is not None and named:
        return Equivalence(EquivalenceVerdict.NOT_EQUIVALENT, "a plan the two pairs of files judge "
                           "differently, the objects matched by their names",
                           how, r, w)  # fmt: skip
    return Equivalence(EquivalenceVerdict.UNKNOWN,
                       "not decided: the first steps are too many to pair "
                       "the objects by their roles, and under the renaming tried no verdict "
                       "holds for every renaming", how, r)  # fmt: skip


def _replayed(
    answer: Equivalence,
    domain: s.Domain,
    tp: s.Problem,
    wdomain: s.Domain,
    wp: s.Problem,
    translated: s.Problem,
) -> Equivalence:
    """A witness found on the written problem renamed into the true domain, replayed on
    the written files themselves (the objects renamed back). One they do not confirm is
    not given: the verdict is then unknown, unless it rests on the initial states alone
    (no renaming makes them equal: ``answer.renaming`` is None), which the schemas'
    renaming carries over to the written files whatever a plan shows."""
    from plangate.verify.equivalence.product import Apart
    from plangate.verify.equivalence.witness import confirmed, quietly_grounded

    w = answer.witness
    assert w is not None and w.plan is not None
    r = answer.renaming or g.closest(g.describe(domain, tp), g.describe(domain, translated))
    true, written = quietly_grounded(domain, tp), quietly_grounded(wdomain, wp)
    again = confirmed(true, written, r, Apart(w.plan, w.what))
    if again is not None:
        return dataclasses.replace(answer, witness=dataclasses.replace(
            w, written_outcome=again.written_outcome, true_outcome=again.true_outcome))  # fmt: skip
    if answer.renaming is None:
        return dataclasses.replace(answer, witness=dataclasses.replace(
            w, plan=None, true_outcome=None, written_outcome=None))  # fmt: skip
    return dataclasses.replace(answer, verdict=EquivalenceVerdict.UNKNOWN, witness=None,
                               proves="a witness found in the renamed files was not "
                               "confirmed on the written ones")  # fmt: skip
