"""Witnesses: plans the validator judges differently on the true and the written task
(:func:`confirmed` replays each on both before it is given), and the plans planners
find for either task, tried as witnesses (:func:`cross_plans`)."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from plangate.verify.equivalence import graphs as g
from plangate.verify.equivalence.verdicts import Witness

if TYPE_CHECKING:
    from plangate.pddl import syntax as s
    from plangate.pddl.task import Task
    from plangate.verify.equivalence.graphs import Renaming
    from plangate.verify.equivalence.product import Apart
    from plangate.verify.validate import ValidationResult


@functools.lru_cache(maxsize=8)
def quietly_grounded(domain: s.Domain, problem: s.Problem) -> Task:
    """The grounded task, its warnings kept quiet (the check reports on meaning); the
    last few kept, as many written files are checked against one true problem."""
    import warnings

    from plangate.pddl.grounding import ground

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return ground(domain, problem)


def outcome(result: ValidationResult) -> str:
    """The validator's verdict on a plan, in words."""
    if result.success:
        return f"valid, reaches the goal in {result.applied} steps"
    if result.valid:
        return f"valid, all {result.applied} steps applicable, ends before the goal"
    return f"fails at step {result.failed_step} {result.failed_action}: {result.reason}"


def confirmed(true: Task, written: Task, rename: Renaming, apart: Apart) -> Witness | None:
    """The witness ``apart`` describes, once the validator judges its plan differently on
    the two tasks (the plan renamed into the written task's names); None if it does not
    (the witness is then not given)."""
    from plangate.verify.equivalence.graphs import rename_atom
    from plangate.verify.validate import validate

    back = {t: w for w, t in rename.items()}
    on_true = validate(true, list(apart.plan), keep_states=False)
    on_written = validate(written, [rename_atom(a, back) for a in apart.plan], keep_states=False)
    if (on_true.status, on_true.applied) == (on_written.status, on_written.applied):
        return None
    return Witness(apart.what, apart.plan, outcome(on_true), outcome(on_written))


def cross_plans(true: Task, written: Task, r: g.Renaming, seconds: float,
                 optimal: bool = False) -> Witness | None:  # fmt: skip
    """The true task's plan (an optimal one with ``optimal``), then the written one's, as
    witnesses: each is one when the validator judges it differently on the other."""
    from plangate.verify.budgets import Budget
    from plangate.verify.equivalence.product import Apart
    from plangate.verify.greedy import any_plan
    from plangate.verify.planners import get_planner

    for task, mine in ((true, True), (written, False)):
        if optimal and mine:
            result = get_planner("auto").plan(task, Budget(seconds=max(seconds / 2, 0.1)))
            found: bool | None = result.solved and result.plan is not None
            steps = tuple(str(op) for op in result.plan or ())
        else:
            found, steps = any_plan(task, seconds / 2)
        if not found:
            continue
        plan = steps if mine else tuple(g.rename_atom(a, r) for a in steps)
        whose = "true" if mine else "written"
        w = confirmed(true, written, r, Apart(plan, f"a plan for the {whose} task"))
        if w is not None:
            return w
    return None
