"""Is a written PDDL problem (or domain and problem) the true one?

:func:`check` answers ``equivalent``, ``not equivalent`` with a witness, or
``unknown`` within a :class:`CheckBudget`; it never answers ``equivalent`` without a proof.
No domain-specific code: over the true domain (:mod:`.same`), an object renaming from a
graph isomorphism (:mod:`.graphs`) and a comparison of the goals on the reachable states
(:mod:`.goals`); over a written domain (:mod:`.domains`), behaviour compared side by side
(:mod:`.product`) and the necessary checks. Every witness plan has been replayed by the
validator on both tasks, which judged it differently.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

from plangate.verify.equivalence.verdicts import (
    CheckBudget,
    Equivalence,
    EquivalenceVerdict,
    Witness,
)

if TYPE_CHECKING:
    from plangate.pddl import syntax as s


def check(
    domain: s.Domain,
    true_problem: s.Problem,
    written_problem: s.Problem,
    *,
    written_domain: s.Domain | None = None,
    budget: CheckBudget | None = None,
) -> Equivalence:
    """Whether ``written_problem`` (over ``written_domain`` when the model wrote one, else
    over ``domain``) states the same task as ``true_problem``."""
    import dataclasses

    from plangate.verify.equivalence.domains import written_domain as over_written
    from plangate.verify.equivalence.matching import CheckTimedOut, deadline
    from plangate.verify.equivalence.same import same_domain

    b = budget or CheckBudget()
    started = time.monotonic()
    try:
        with deadline(started + b.seconds):  # the graph matcher's bound too
            if written_domain is None:
                out = same_domain(domain, true_problem, written_problem, b, started)
            else:
                out = over_written(domain, true_problem, written_domain, written_problem, b,
                                   started)  # fmt: skip
    except CheckTimedOut as err:
        out = Equivalence(EquivalenceVerdict.UNKNOWN, f"not decided within {b.seconds:g} s",
                          f"{err}: the verdict is unknown")  # fmt: skip
    metric = metric_difference(true_problem, written_problem, out.renaming or {})
    return dataclasses.replace(out, seconds=time.monotonic() - started, metric=metric)


def metric_difference(tp: s.Problem, wp: s.Problem, renaming: dict[str, str]) -> str:
    """What a difference of the two problems' metrics means for costs ("" when the
    written metric is the true one, its objects renamed)."""
    from plangate.pddl import syntax
    from plangate.pddl.numeric import num_subst

    def said(p: s.Problem, r: dict[str, str]) -> str:
        if p.metric is None:
            return ""
        expression = syntax.num_str(num_subst(p.metric.expression, r))
        return f"{p.metric.direction} {expression}".lower()

    true, written = said(tp, {}), said(wp, renaming)
    if true == written:
        return ""
    t = f"the true problem's metric is to {true}" if true else "the true problem states no metric"
    w = f"the written one's to {written}" if written else "the written one states none"
    length = " (no metric: a plan's length is its cost)" if not (true and written) else ""
    return (
        f"the metrics differ: {t}, {w}{length}. The verdict is about plans: the same ones "
        "reach the goal, but an optimal plan of the written files need not be optimal for "
        "the true task, and a cost computed with them is not the true cost"
    )


def check_files(
    domain: str | Path,
    true_problem: str | Path,
    written_problem: str | Path,
    *,
    written_domain: str | Path | None = None,
    budget: CheckBudget | None = None,
) -> Equivalence:
    """:func:`check` on files; a file that does not parse raises
    :class:`plangate.errors.PddlError` naming it, the line and what was expected."""
    from plangate.pddl.loader import load_domain, load_problem

    true_domain = load_domain(domain)
    theirs = load_domain(written_domain) if written_domain is not None else None
    tp = load_problem(true_problem, true_domain)
    wp = load_problem(written_problem, theirs or true_domain)
    return check(true_domain, tp, wp, written_domain=theirs, budget=budget)


__all__ = ["CheckBudget", "Equivalence", "EquivalenceVerdict", "Witness", "check", "check_files"]
