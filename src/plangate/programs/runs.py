"""A program's work on a task, run in the sandbox and read back: the breadth-first search
with a successor function and goal test, the greedy best-first search with a heuristic,
the calls of a generalized plan. The methods (:mod:`plangate.llm.methods`) and the
rescoring of recorded programs (:mod:`plangate.bench.rescoring.programs`) run programs
only through here, so a program gets the same verdict wherever it is judged.

:func:`judged` is the whole verdict on one task: what the program claims, read into the
task's actions and validated on the true task.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from plangate.pddl.task import Operator
from plangate.programs.checks import GOAL, SUCCESSORS
from plangate.programs.code import as_json, path_plan
from plangate.programs.heuristic import GET_PLAN, HEURISTIC, gbfs_request, not_strips, read_plan
from plangate.programs.sandbox import ProgramLimits, run_program
from plangate.programs.states import View
from plangate.verify.budgets import PROGRAM_PLAN_SECONDS, PROGRAM_SEARCH, Budget
from plangate.verify.validate import validate

KINDS = {SUCCESSORS: "successors", HEURISTIC: "heuristic", GET_PLAN: "genplan"}


def kind_of(code: str) -> str | None:
    """What a program is by the function it defines (``successors``, ``heuristic``,
    ``genplan``), or None."""
    for name, kind in KINDS.items():
        if f"def {name}(" in code:
            return kind
    return None


def _limits(budget: Budget, base: ProgramLimits | None = None) -> ProgramLimits:
    base = base or ProgramLimits()
    seconds = (budget.seconds or base.seconds) + 5.0
    return ProgramLimits(seconds=seconds, cpu_seconds=seconds, call_seconds=base.call_seconds,
                         memory=base.memory, output=base.output)  # fmt: skip


def _found(ran_ok: bool, answer: dict[str, object], said: str, status: str
           ) -> dict[str, object]:  # fmt: skip
    """The work's answer, the program's failure to load, or the sandbox's end, as one dict."""
    load = answer.get("load")
    if isinstance(load, dict):
        return load
    work = answer.get("work") if ran_ok else None
    return work if isinstance(work, dict) else {"error": said, "kind": status}


def successor_search(view: View, code: str, budget: Budget = PROGRAM_SEARCH,
                     limits: ProgramLimits | None = None) -> dict[str, object]:  # fmt: skip
    """Breadth-first search from the initial state with the program's successor function
    and goal test: ``path`` (states, a claim), or ``gave_up``/``exhausted``/``error``."""
    task = view.task
    request = {"kind": "bfs", "start": as_json(view.facts(task.initial)),
               "goal_facts": as_json(view.goal or frozenset()), "successors": SUCCESSORS,
               "goal": GOAL, "max_expansions": budget.states or 10**9}  # fmt: skip
    ran = run_program(code, request, _limits(budget, limits))
    return _found(ran.ok, ran.answer, ran.said, ran.status)


def heuristic_search(view: View, code: str, budget: Budget = PROGRAM_SEARCH) -> dict[str, object]:
    """Greedy best-first search over the task's actions with the program's heuristic:
    ``plan`` (action names, a claim), or ``gave_up``/``exhausted``/``error``."""
    ran = run_program(code, gbfs_request(view, budget), _limits(budget))
    return _found(ran.ok, ran.answer, ran.said, ran.status)


def genplan_calls(code: str, views: list[View], seconds: float = PROGRAM_PLAN_SECONDS
                  ) -> tuple[list[object] | None, str]:  # fmt: skip
    """The program's ``get_plan`` on each task (one answer each: ``value`` or an error),
    or None and why none ran (the sandbox's status, or the program's load error)."""
    n = len(views)
    limits = ProgramLimits(seconds=seconds * n + 5, cpu_seconds=seconds * n + 5,
                           call_seconds=seconds)  # fmt: skip
    calls = [{"fn": GET_PLAN, "args": [v.objects, as_json(v.facts(v.task.initial)),
              as_json(v.goal or frozenset())], "kinds": ["json", "state", "state"],
              "as": "plan"} for v in views]  # fmt: skip
    ran = run_program(code, {"kind": "calls", "calls": calls}, limits)
    if not ran.ok:
        return None, ran.status
    load = ran.answer.get("load")
    if isinstance(load, dict):
        line = load.get("line")
        at = f" (line {line} of your code)" if isinstance(line, int) else ""
        return None, f"{load.get('error', '')}{at}"
    got = ran.answer.get("work")
    return (got, "") if isinstance(got, list) and len(got) == n else (None, ran.said)


@dataclass
class ProgramVerdict:
    """A program's verdict on one task: ``status`` is ``solved``, ``invalid`` (its plan
    fails on the true task, or a step is no action), ``no plan`` (its search ended
    without one), ``crashed`` (it raised, or the sandbox stopped it), ``timeout`` or
    ``refused`` (the task is outside what this kind of program takes)."""

    status: str
    said: str = ""
    plan: list[Operator] = field(default_factory=list)
    expanded: int | None = None

    @property
    def solved(self) -> bool:
        return self.status == "solved"


def _ended(found: dict[str, object]) -> ProgramVerdict:
    expanded = found.get("expanded")
    n = expanded if isinstance(expanded, int) else None
    if "error" in found:
        kind = "timeout" if found.get("kind") == "timeout" else "crashed"
        line = found.get("line")
        at = f" (line {line})" if isinstance(line, int) else ""
        return ProgramVerdict(kind, f"{found['error']}{at}", expanded=n)
    said = "exhausted" if found.get("exhausted") else str(found.get("gave_up", "no plan"))
    return ProgramVerdict("no plan", said, expanded=n)


def _validated(
    view: View, plan: list[Operator], broken: str, expanded: int | None
) -> ProgramVerdict:
    if broken:
        return ProgramVerdict("invalid", broken, plan, expanded)
    check = validate(view.task, plan)
    if check.success:
        return ProgramVerdict("solved", "", plan, expanded)
    return ProgramVerdict("invalid", check.reason, plan, expanded)


def judged(view: View, kind: str, code: str, budget: Budget = PROGRAM_SEARCH) -> ProgramVerdict:
    """Run a program of ``kind`` on ``view``'s task and judge what it claims."""
    if view.goal is None:
        return ProgramVerdict("refused", view.why_no_goal)
    if kind == "successors":
        found = successor_search(view, code, budget)
        if "path" not in found:
            return _ended(found)
        plan, broken = path_plan(view, found["path"])
        return _validated(view, plan, broken, _int(found.get("expanded")))
    if kind == "heuristic":
        why = not_strips(view.task)
        if why:
            return ProgramVerdict("refused", why)
        found = heuristic_search(view, code, budget)
        if "plan" not in found:
            return _ended(found)
        plan, broken = read_plan(view.task, found["plan"])
        return _validated(view, plan, broken, _int(found.get("expanded")))
    answers, why = genplan_calls(code, [view])
    got = answers[0] if answers else {"error": why, "kind": why}
    if not isinstance(got, dict) or "value" not in got:
        return _ended(got if isinstance(got, dict) else {"error": "no answer"})
    plan, broken = read_plan(view.task, got["value"])
    return _validated(view, plan, broken, None)


def _int(value: object) -> int | None:
    return value if isinstance(value, int) else None


__all__ = ["KINDS", "ProgramVerdict", "genplan_calls", "heuristic_search", "judged", "kind_of",
           "successor_search"]  # fmt: skip
