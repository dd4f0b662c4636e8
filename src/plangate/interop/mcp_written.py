"""The MCP tools a formalizing agent needs: check PDDL it wrote (does it parse and
ground, and if not, the error with its line and column) and plan with it. They hold no
session: each call reads the two files it is given (PDDL text, or files under the
server's root through the same door as ``load_task``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from plangate.errors import PlangateError, one_line

if TYPE_CHECKING:
    from plangate.pddl.task import Task

Reader = Callable[[str, str], tuple[str, str, bool]]  # (value, kind) -> text, name, from file


def _read(read: Reader, domain: str, problem: str) -> tuple[Task | None, dict[str, object]]:
    """The grounded task, or None and the answer that says why: an error in the agent's
    own text is quoted (one line, bounded); one in a file under the root is not. A name
    the door refuses (outside the root, too large) is a tool error, not an answer."""
    from plangate.outside.messages import sealed
    from plangate.outside.tally import tallied
    from plangate.pddl.loader import task_from_text

    try:
        dtext, dname, dfile = read(domain, "domain")
        ptext, pname, pfile = read(problem, "problem")
    except PlangateError as err:
        raise ValueError(one_line(str(err))) from None
    from_file = dfile or pfile
    with tallied():
        try:
            task = task_from_text(dtext, ptext, dname, pname)
        except PlangateError as err:
            said = sealed(err, "PDDL file") if from_file else one_line(str(err))
            return None, {"parses": False, "error": said}
    return task, {"parses": True, "error": None}


def check_pddl(read: Reader, domain: str, problem: str) -> dict[str, object]:
    """Whether the files parse, pass the checks and ground; the first error (file, line,
    column and what was expected) when not; their size when they do."""
    task, out = _read(read, domain, problem)
    if task is not None:
        out.update(objects=len(task.objects), facts=len(task.facts),
                   ground_actions=len(task.operators))  # fmt: skip
    return out


def plan_pddl(read: Reader, domain: str, problem: str) -> dict[str, object]:
    """A plan for the files by the exact planners (optimal), ``solvable`` False when they
    prove there is none, None when no planner decided in time; or the files' error."""
    from plangate.pddl.values import plain
    from plangate.verify.budgets import AGENT_PLAN, AGENT_SECONDS
    from plangate.verify.planners import get_planner
    from plangate.verify.results import PlannerStatus

    task, out = _read(read, domain, problem)
    if task is None:
        return {**out, "solvable": None, "plan": []}
    result = get_planner("auto").plan(task, AGENT_PLAN)
    if result.solved and result.plan is not None:
        cost = None if result.cost is None else plain(result.cost)
        return {**out, "solvable": True, "plan": [str(op) for op in result.plan],
                "cost": cost, "optimal": result.optimal}  # fmt: skip
    if result.status is PlannerStatus.UNSOLVABLE:
        return {**out, "solvable": False, "plan": [], "reason": "the planner proves no plan"}
    if result.status is PlannerStatus.CLAIMED_UNSOLVABLE:
        return {**out, "solvable": None, "plan": [],
                "reason": "a planner claims no plan exists; nothing proved it"}  # fmt: skip
    return {**out, "solvable": None, "plan": [],
            "reason": f"no planner decided within {AGENT_SECONDS:g} s"}  # fmt: skip
