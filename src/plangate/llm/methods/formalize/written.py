"""One round of a formalizing method: read the files in the model's answer, ground
them, plan with them, and say what a user would be told when that fails (the parser's
error with its line and column, "no plan", a planner time-out)."""

from __future__ import annotations

import warnings
from dataclasses import dataclass

from plangate.errors import PlangateError
from plangate.llm.methods.formalize.extract import pddl_forms
from plangate.llm.prompts.wording import say
from plangate.pddl import syntax as s

PLAN_SECONDS = 20.0  # the planner's limit on the written files, per round


@dataclass(frozen=True)
class Attempt:
    """What became of one answer: the files read (None where they did not parse), the
    plan found for them (steps in the written files' names), and the feedback."""

    status: str  # "plan", "missing", "parse error", "no plan", "time-out"
    feedback: str = ""
    domain: s.Domain | None = None
    problem: s.Problem | None = None
    plan: tuple[str, ...] = ()
    error: str = ""


def attempt(answer: str, true_domain: s.Domain, with_domain: bool) -> Attempt:
    from plangate.pddl.grounding import ground
    from plangate.pddl.loader import parse_domain, parse_problem
    from plangate.verify.planners import get_planner
    from plangate.verify.results import PlannerStatus
    from plangate.verify.search import Limits

    files = say("formalize.files_both" if with_domain else "formalize.files_problem")
    forms = pddl_forms(answer)
    for kind in ("domain", "problem") if with_domain else ("problem",):
        if kind not in forms:
            return Attempt("missing", say("formalize.missing", kind=kind, files=files))
    domain = true_domain
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            if with_domain:
                domain = parse_domain(forms["domain"], "domain.pddl")
            problem = parse_problem(forms["problem"], domain, "problem.pddl")
        except PlangateError as err:
            where = "domain" if with_domain and "domain.pddl" in str(err) else "problem"
            text = str(err)
            return Attempt("parse error", say("formalize.parse_error", kind=where, error=text,
                                              files=files), error=text)  # fmt: skip
        try:
            task = ground(domain, problem)
        except PlangateError as err:
            text = str(err)
            return Attempt("parse error", say("formalize.parse_error", kind="problem",
                                              error=text, files=files), domain, problem,
                           error=text)  # fmt: skip
    result = get_planner("auto").plan(task, Limits(max_seconds=PLAN_SECONDS))
    if result.solved and result.plan is not None:
        return Attempt("plan", "", domain, problem, tuple(str(op) for op in result.plan))
    if result.status is PlannerStatus.UNSOLVABLE:
        return Attempt("no plan", say("formalize.no_plan", files=files), domain, problem)
    return Attempt("time-out", say("formalize.timeout", seconds=PLAN_SECONDS, files=files),
                   domain, problem, error=result.message)  # fmt: skip
