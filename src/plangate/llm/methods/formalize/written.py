"""One round of a formalizing method: read the files in the model's answer, ground
them, plan with them, and say what a user would be told when that fails (the parser's
error with its line and column, "no plan", a planner time-out)."""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import TYPE_CHECKING

from plangate.errors import PlangateError
from plangate.llm.methods.formalize.extract import overclosed, pddl_forms
from plangate.llm.prompts.wording import say
from plangate.pddl import syntax as s
from plangate.verify.budgets import WRITTEN_SECONDS

if TYPE_CHECKING:
    from plangate.llm.render import Renderer
    from plangate.pddl.task import Task
    from plangate.verify.validate import ValidationResult

EQUIVALENCE_SECONDS = 10.0  # the equivalence check's budget on written files


def prompt(r: Renderer, with_domain: bool, said: str | None = None) -> str:
    """What the model is asked: the domain's PDDL (or, ``with_domain``, its actions in
    the renderer's words) and the problem in words (``said``: a dataset's own; default
    the renderer's), then the files to write."""
    from plangate.llm.prompts.study import statement

    name = r.task.domain.name
    problem = f"[STATEMENT]\n{(statement(r) if said is None else said).strip()}"
    if with_domain:
        return "\n\n".join([r.intro(), problem, say("formalize.both", domain=name)])
    head = say("formalize.domain_head", domain=str(r.task.domain).strip())
    return "\n\n".join([head, problem, say("formalize.problem", domain=name)])


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
    from plangate.pddl.loader import parsed_from_text
    from plangate.verify.budgets import WRITTEN_PLAN
    from plangate.verify.planners import get_planner
    from plangate.verify.results import PlannerStatus

    files = say("formalize.files_both" if with_domain else "formalize.files_problem")
    forms = pddl_forms(answer)  # each file's lines as the parser counts them
    for kind in ("domain", "problem") if with_domain else ("problem",):
        if kind not in forms:
            return Attempt("missing", say("formalize.missing", kind=kind, files=files))
    written: str | s.Domain = forms["domain"] if with_domain else true_domain
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:  # through the one door: the texts held to its bound, parsed and checked
            domain, problem = parsed_from_text(written, forms["problem"], "domain.pddl",
                                               "problem.pddl")  # fmt: skip
        except PlangateError as err:
            where = "domain" if with_domain and "domain.pddl" in str(err) else "problem"
            early = overclosed(answer, where)  # the usual cause of a missing section
            text = f"{where}.pddl:{early}" if early else str(err)
            return Attempt("parse error", say("formalize.parse_error", kind=where, error=text,
                                              files=files), error=text)  # fmt: skip
        try:
            task = ground(domain, problem)
        except PlangateError as err:
            text = str(err)
            return Attempt("parse error", say("formalize.parse_error", kind="problem",
                                              error=text, files=files), domain, problem,
                           error=text)  # fmt: skip
    result = get_planner("auto").plan(task, WRITTEN_PLAN)
    if result.solved and result.plan is not None:
        return Attempt("plan", "", domain, problem, tuple(str(op) for op in result.plan))
    if result.status is PlannerStatus.UNSOLVABLE:
        return Attempt("no plan", say("formalize.no_plan", files=files), domain, problem)
    return Attempt("time-out", say("formalize.timeout", seconds=WRITTEN_SECONDS, files=files),
                   domain, problem, error=result.message)  # fmt: skip


@dataclass(frozen=True)
class Judged:
    """Written files judged against the true task: the equivalence verdict (and its
    witness in words) when they parse, and their plan mapped to the true task's objects
    and validated there (``steps``: the plan in the true task's names)."""

    attempt: Attempt
    equivalent: str = ""  # "equivalent", "not equivalent", "unknown"; "" when unread
    witness: str = ""
    steps: tuple[str, ...] = ()
    result: ValidationResult | None = None  # the plan on the true task

    @property
    def parses(self) -> bool:
        return self.attempt.status in ("plan", "no plan", "time-out")

    @property
    def solvable(self) -> bool:
        return self.attempt.status == "plan"

    @property
    def plan_valid(self) -> bool:
        """The written files' plan reaches the true goal."""
        return self.result is not None and self.result.success


def judge(a: Attempt, task: Task, seconds: float = EQUIVALENCE_SECONDS) -> Judged:
    """``a`` judged against ``task`` (the true one)."""
    from plangate.verify.equivalence import CheckBudget, check
    from plangate.verify.equivalence.graphs import closest, describe, rename_atom
    from plangate.verify.validate import validate

    if a.problem is None or a.domain is None or a.status in ("missing", "parse error"):
        return Judged(a)
    written_domain = a.domain if a.domain is not task.domain else None
    answer = check(task.domain, task.problem, a.problem, written_domain=written_domain,
                   budget=CheckBudget(seconds=seconds))  # fmt: skip
    witness = answer.witness.what if answer.witness is not None else ""
    if a.status != "plan":
        return Judged(a, answer.verdict.value, witness)
    renaming = answer.renaming or closest(describe(task.domain, task.problem),
                                          describe(a.domain, a.problem))  # fmt: skip
    steps = tuple(rename_atom(step, renaming) for step in a.plan)
    return Judged(a, answer.verdict.value, witness, steps, validate(task, list(steps)))
