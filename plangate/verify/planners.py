"""Classical planners behind one small protocol, selected by name.

``PLANNERS`` maps a name to a planner: the built-in exact search, pyperplan
(A* with LM-cut) and unified-planning engines (Fast Downward and SymK in
optimal configurations). Each says clearly when it is not installed or does
not support a task's features. Every plan a planner returns is replayed
on the task before it is reported: a planner never yields a wrong answer.
"""

from __future__ import annotations

import dataclasses
import multiprocessing
import queue
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from plangate.errors import PlangateError
from plangate.pddl import syntax as s
from plangate.pddl.task import Task
from plangate.verify.results import PlanResult, PlanStatus
from plangate.verify.search import Limits, search, unit_costs
from plangate.verify.validate import validate


class Planner(Protocol):
    name: str

    def plan(self, task: Task, limits: Limits | None = None) -> PlanResult: ...


def task_features(domain: s.Domain) -> set[str]:
    """PDDL features an action uses, named as requirements."""
    out: set[str] = set()
    for a in domain.actions:
        if a.precondition is not None:
            for f in s.subformulas(a.precondition):
                if isinstance(f, s.Not):
                    out.add(":negative-preconditions")
                elif isinstance(f, s.Or | s.Imply):
                    out.add(":disjunctive-preconditions")
                elif isinstance(f, s.Exists):
                    out.add(":existential-preconditions")
                elif isinstance(f, s.Forall):
                    out.add(":universal-preconditions")
                elif isinstance(f, s.Atom) and f.predicate == "=":
                    out.add(":equality")
        if a.effect is not None:
            for e in s.effect_nodes(a.effect):
                if isinstance(e, s.When | s.EffectForall):
                    out.add(":conditional-effects")
                elif isinstance(e, s.Increase):
                    out.add(":action-costs")
    return out


def problem_from_state(task: Task, state: int, target: int | None = None) -> s.Problem:
    """The task's problem with ``state`` as initial state (and ``target`` as goal state)."""
    prob = task.problem
    keep: list[s.InitElement] = [e for e in prob.init if isinstance(e, s.FluentValue)]
    keep += [
        e
        for e in prob.init
        if isinstance(e, s.Atom) and e.predicate not in task.world.fluent_predicates
    ]
    atoms: list[s.InitElement] = [
        s.Atom(p, a) for i, (p, a) in enumerate(task.fact_keys) if state >> i & 1
    ]
    goal: s.Formula = prob.goal
    if target is not None:
        goal = s.And(
            tuple(s.Atom(p, a) for i, (p, a) in enumerate(task.fact_keys) if target >> i & 1)
            + tuple(
                s.Not(s.Atom(p, a))
                for i, (p, a) in enumerate(task.fact_keys)
                if not target >> i & 1
            )
        )
    return dataclasses.replace(prob, init=tuple(keep + atoms), goal=goal)


def _checked(task: Task, result: PlanResult, start: int | None = None) -> PlanResult:
    """Replay a plan; an invalid one becomes an ERROR result."""
    if result.plan is None or start not in (None, task.initial):
        return result
    check = validate(task, result.plan)
    if not check.success:
        return dataclasses.replace(
            result,
            status=PlanStatus.ERROR,
            plan=None,
            message=f"{result.planner} returned a plan that fails: {check.reason}",
        )
    return dataclasses.replace(result, cost=check.cost)


def _names_to_ops(task: Task, steps: list[tuple[str, tuple[str, ...]]], planner: str) -> list[Any]:
    ops = []
    for name, args in steps:
        op = task.operator(name, args) or task.operator(name.replace("_", "-"), args)
        if op is None:
            raise PlangateError(
                f"{planner} returned ({name} {' '.join(args)}), "
                "which is not a ground action of this task"
            )
        ops.append(op)
    return ops


def _not_installed(planner: str, package: str) -> PlanResult:
    return PlanResult(
        planner,
        PlanStatus.NOT_INSTALLED,
        message=f"{package} is not installed: pip install 'plangate[planners]'",
    )


# ------------------------------------------------------------------ builtin
class BuiltinPlanner:
    """The built-in exact search: blind (``heuristic=None``) or A* with an admissible heuristic."""

    requires: str | None = None

    def __init__(self, name: str = "builtin", heuristic: str | None = None) -> None:
        self.name = name
        self.heuristic = heuristic

    def plan(self, task: Task, limits: Limits | None = None) -> PlanResult:
        result = search(task, limits=limits, heuristic=self.heuristic)
        return dataclasses.replace(result, planner=self.name)


# ------------------------------------------------------------------ subprocess helper
def _call_in_process(fn: Callable[..., Any], args: tuple[Any, ...], seconds: float | None) -> Any:
    """Run ``fn(*args)`` in a forked process; None on timeout. Exceptions come back as text."""
    ctx = multiprocessing.get_context("fork")
    out: multiprocessing.Queue[Any] = ctx.Queue()

    def target() -> None:
        try:
            out.put(("ok", fn(*args)))
        except BaseException as err:  # reported to the parent, which decides
            out.put(("error", f"{type(err).__name__}: {err}"))

    proc = ctx.Process(target=target, daemon=True)
    proc.start()
    try:
        kind, value = out.get(timeout=seconds)
    except queue.Empty:
        proc.terminate()
        proc.join(1)
        return None
    proc.join(1)
    if kind == "error":
        raise PlangateError(value)
    return value


# ------------------------------------------------------------------ pyperplan
def _pyperplan_solve(
    domain_text: str, problem_text: str
) -> list[tuple[str, tuple[str, ...]]] | None:
    import logging

    from pyperplan import grounding
    from pyperplan.heuristics.lm_cut import LmCutHeuristic
    from pyperplan.pddl.parser import Parser
    from pyperplan.search import astar_search

    logging.disable(logging.CRITICAL)
    with tempfile.TemporaryDirectory(prefix="plangate-pyperplan-") as tmp:
        d = Path(tmp) / "domain.pddl"
        p = Path(tmp) / "problem.pddl"
        d.write_text(domain_text)
        p.write_text(problem_text)
        parser = Parser(str(d), str(p))
        dom = parser.parse_domain()
        ptask = grounding.ground(parser.parse_problem(dom))
    plan = astar_search(ptask, LmCutHeuristic(ptask))
    if plan is None:
        return None
    out = []
    for op in plan:
        parts = op.name.strip("()").split()
        out.append((parts[0], tuple(parts[1:])))
    return out


class PyperplanPlanner:
    """pyperplan's A* with the admissible LM-cut heuristic (STRIPS, unit costs)."""

    name = "pyperplan"
    requires = "pyperplan"

    def plan(self, task: Task, limits: Limits | None = None) -> PlanResult:
        limits = limits or Limits()
        t0 = time.perf_counter()
        try:
            import pyperplan  # noqa: F401
        except ImportError:
            return _not_installed(self.name, "pyperplan")
        bad = task_features(task.domain) - {":action-costs"}
        if bad:
            return PlanResult(
                self.name,
                PlanStatus.UNSUPPORTED,
                message=f"pyperplan supports STRIPS with typing only; this task uses "
                f"{', '.join(sorted(bad))}",
            )
        if not unit_costs(task):
            return PlanResult(
                self.name,
                PlanStatus.UNSUPPORTED,
                message="pyperplan ignores action costs; this task has non-unit costs",
            )
        dom = strip_costs(task.domain)
        try:
            steps = _call_in_process(
                _pyperplan_solve, (str(dom), str(strip_problem(task.problem))), limits.max_seconds
            )
        except PlangateError as err:
            return PlanResult(
                self.name, PlanStatus.ERROR, seconds=time.perf_counter() - t0, message=str(err)
            )
        seconds = time.perf_counter() - t0
        if steps is None and seconds >= (limits.max_seconds or float("inf")) * 0.99:
            return PlanResult(
                self.name,
                PlanStatus.GAVE_UP,
                seconds=seconds,
                message=f"gave up: time limit of {limits.max_seconds} s",
            )
        if steps is None:
            return PlanResult(
                self.name, PlanStatus.UNSOLVABLE, seconds=seconds, message="pyperplan found no plan"
            )
        plan = _names_to_ops(task, steps, self.name)
        return _checked(
            task, PlanResult(self.name, PlanStatus.SOLVED, plan=plan, optimal=True, seconds=seconds)
        )


def _with_initial_cost(task: Task) -> s.Problem:
    """The problem with ``(= (total-cost) 0)`` added when costs are used but not initialised.

    PDDL starts total-cost at 0; unified-planning otherwise declares the task
    numeric and Fast Downward's translator rejects it.
    """
    prob = task.problem
    if ":action-costs" not in task_features(task.domain):
        return prob
    if any(isinstance(e, s.FluentValue) and e.fluent.name == "total-cost" for e in prob.init):
        return prob
    return dataclasses.replace(
        prob, init=(*prob.init, s.FluentValue(s.FluentTerm("total-cost"), 0))
    )


def strip_costs(domain: s.Domain) -> s.Domain:
    def eff(e: s.Effect | None) -> s.Effect | None:
        if isinstance(e, s.EffectAnd):
            return s.EffectAnd(tuple(x for x in (eff(a) for a in e.args) if x is not None))
        return None if isinstance(e, s.Increase) else e

    actions = tuple(
        dataclasses.replace(
            a,
            precondition=a.precondition if a.precondition is not None else s.And(()),
            effect=eff(a.effect),
        )
        for a in domain.actions
    )
    reqs = tuple(r for r in domain.requirements if r != ":action-costs")
    return dataclasses.replace(domain, functions=(), actions=actions, requirements=reqs)


def strip_problem(problem: s.Problem) -> s.Problem:
    init = tuple(e for e in problem.init if isinstance(e, s.Atom))
    return dataclasses.replace(problem, init=init, metric=None)


# ------------------------------------------------------------------ unified-planning
class UnifiedPlanningPlanner:
    """A unified-planning one-shot engine, e.g. Fast Downward's optimal configuration."""

    def __init__(self, name: str, engine: str, package: str) -> None:
        self.name = name
        self.engine = engine
        self.requires = package

    def plan(self, task: Task, limits: Limits | None = None) -> PlanResult:
        limits = limits or Limits()
        t0 = time.perf_counter()
        try:
            from unified_planning.engines import PlanGenerationResultStatus as St
            from unified_planning.io import PDDLReader
            from unified_planning.shortcuts import OneshotPlanner, get_environment
        except ImportError:
            return _not_installed(self.name, "unified-planning")
        env = get_environment()
        env.credits_stream = None
        env.error_used_name = False
        if self.engine not in env.factory.engines:
            return PlanResult(
                self.name,
                PlanStatus.NOT_INSTALLED,
                message=f"the unified-planning engine '{self.engine}' is not installed: "
                f"pip install {self.requires}",
            )
        try:
            problem = PDDLReader(env).parse_problem_string(
                str(task.domain), str(_with_initial_cost(task))
            )
        except Exception as err:  # unified-planning's reader rejects some valid PDDL
            first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
            return PlanResult(
                self.name,
                PlanStatus.UNSUPPORTED,
                seconds=time.perf_counter() - t0,
                message=f"unified-planning cannot read this task: {first}",
            )
        try:
            import warnings

            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                with OneshotPlanner(name=self.engine) as planner:
                    res = planner.solve(problem, timeout=limits.max_seconds)
        except Exception as err:  # unified-planning raises many kinds; report them all
            kind = type(err).__name__
            status = (
                PlanStatus.UNSUPPORTED
                if "NoSuitableEngine" in kind or "Unsupported" in kind
                else PlanStatus.ERROR
            )
            first = str(err).strip().splitlines()[0] if str(err).strip() else kind
            return PlanResult(
                self.name,
                status,
                seconds=time.perf_counter() - t0,
                message=f"{self.engine}: {first}",
            )
        seconds = time.perf_counter() - t0
        if res.status in (St.SOLVED_OPTIMALLY, St.SOLVED_SATISFICING) and res.plan is not None:
            steps = [
                (ai.action.name, tuple(str(p) for p in ai.actual_parameters))
                for ai in res.plan.actions
            ]
            plan = _names_to_ops(task, steps, self.name)
            return _checked(
                task,
                PlanResult(self.name, PlanStatus.SOLVED, plan=plan, optimal=True, seconds=seconds),
            )
        if res.status in (St.UNSOLVABLE_PROVEN,):
            return PlanResult(self.name, PlanStatus.UNSOLVABLE, seconds=seconds)
        if res.status in (St.TIMEOUT, St.MEMOUT, St.UNSOLVABLE_INCOMPLETELY):
            return PlanResult(
                self.name,
                PlanStatus.GAVE_UP,
                seconds=seconds,
                message=f"gave up: {res.status.name.lower()}",
            )
        if res.status is St.UNSUPPORTED_PROBLEM:
            return PlanResult(
                self.name,
                PlanStatus.UNSUPPORTED,
                seconds=seconds,
                message=f"{self.engine} does not support this problem",
            )
        reason = ""
        for log in res.log_messages or []:
            for line in log.message.splitlines():
                if line.startswith("Reason:"):
                    reason = ": " + line[len("Reason:") :].strip()
        return PlanResult(
            self.name,
            PlanStatus.ERROR,
            seconds=seconds,
            message=f"{self.engine}: {res.status.name.lower()}{reason}",
        )


PLANNERS: dict[str, Planner] = {
    "builtin": BuiltinPlanner(),
    "builtin-lmcut": BuiltinPlanner("builtin-lmcut", "lmcut"),
    "pyperplan": PyperplanPlanner(),
    "fast-downward": UnifiedPlanningPlanner(
        "fast-downward", "fast-downward-opt", "up-fast-downward"
    ),
    "symk": UnifiedPlanningPlanner("symk", "symk-opt", "up-symk"),
}


def get_planner(name: str) -> Planner:
    try:
        return PLANNERS[name]
    except KeyError:
        raise PlangateError(
            f"unknown planner '{name}'; choose one of {', '.join(PLANNERS)}"
        ) from None
