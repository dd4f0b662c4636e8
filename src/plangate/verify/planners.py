"""Classical planners behind one small protocol, selected by name.

``PLANNERS`` maps a name to a planner: the built-in exact search, pyperplan
(A* with LM-cut) and unified-planning engines (Fast Downward and SymK in
optimal configurations). Every adapter shares :class:`PlannerBase`: it says
clearly when its package is not installed or the task uses features it
does not support, it bounds the whole call (reading, translation and search)
by the wall-clock limit, killing an external planner's process when it runs
over, and it replays every plan on the task before reporting it, so a
planner never yields a wrong answer.

External planners run in a child process (``python -m plangate.verify.child``,
kept for the next call), never forked from the caller, which may have
threads; a call that runs over its limit kills the child and every planner
process it started.
"""

from __future__ import annotations

import atexit
import contextlib
import dataclasses
import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, Protocol

from plangate.errors import PlangateError
from plangate.pddl.task import Task
from plangate.verify.pddl_export import (
    strip_costs,
    strip_problem,
    task_features,
    with_initial_cost,
)
from plangate.verify.results import PlannerStatus, PlanResult
from plangate.verify.search import Limits, search, unit_costs
from plangate.verify.validate import validate

Steps = list[tuple[str, tuple[str, ...]]]


class Planner(Protocol):
    name: str

    def plan(self, task: Task, limits: Limits | None = None) -> PlanResult: ...


class PlannerBase:
    """What every adapter shares: availability, supported features, the wall-clock
    limit over the whole call, and the replay check of the plan it returns."""

    name: str = ""
    package: str | None = None  # the pip package it needs (None: built in)
    unsupported_features: frozenset[str] = frozenset()  # requirements it cannot handle
    optimal: bool = True  # whether its plans are proved optimal

    def missing(self) -> str | None:
        """Why the planner cannot run here (not installed), or None."""
        return None

    def unsupported(self, task: Task) -> str | None:
        """Why the planner cannot handle ``task``, naming the features, or None."""
        bad = task_features(task.domain) & self.unsupported_features
        if bad:
            return f"{self.name} does not support {', '.join(sorted(bad))}, which this task uses"
        return None

    def solve(self, task: Task, limits: Limits) -> PlanResult | Steps | None:
        """The planner's own work: steps by name, None for "no plan exists", or a result."""
        raise NotImplementedError

    def plan(self, task: Task, limits: Limits | None = None) -> PlanResult:
        limits = limits or Limits()
        asked = limits.max_seconds
        t0 = time.perf_counter()
        why = self.missing()
        if why is not None:
            return PlanResult(self.name, PlannerStatus.NOT_INSTALLED, message=why)
        why = self.unsupported(task)
        if why is not None:
            return PlanResult(self.name, PlannerStatus.UNSUPPORTED, message=why)
        if limits.max_seconds is not None:  # the checks' time (importing a planner's
            # package takes seconds) counts against the limit: the call keeps its promise
            left = limits.max_seconds - (time.perf_counter() - t0)
            limits = dataclasses.replace(limits, max_seconds=max(0.05, left))
        try:
            out = self.solve(task, limits)
        except TimeLimit:
            return PlanResult(
                self.name,
                PlannerStatus.GAVE_UP,
                seconds=time.perf_counter() - t0,
                message=f"gave up: time limit of {asked:.3g} s (reading, translation and search)",
            )
        except PlangateError as err:
            return PlanResult(
                self.name, PlannerStatus.ERROR, seconds=time.perf_counter() - t0, message=str(err)
            )
        seconds = time.perf_counter() - t0
        if isinstance(out, PlanResult):
            return dataclasses.replace(out, planner=self.name, seconds=out.seconds or seconds)
        if out is None:
            return PlanResult(
                self.name, PlannerStatus.UNSOLVABLE, seconds=seconds, message="no plan exists"
            )
        status = PlannerStatus.SOLVED_OPTIMALLY if self.optimal else PlannerStatus.SOLVED
        plan = _names_to_ops(task, out, self.name)
        return _checked(task, PlanResult(self.name, status, plan=plan, seconds=seconds))


def _checked(task: Task, result: PlanResult) -> PlanResult:
    """Replay a plan; an invalid one becomes an ERROR result."""
    if result.plan is None:
        return result
    check = validate(task, result.plan)
    if not check.success:
        return dataclasses.replace(
            result,
            status=PlannerStatus.ERROR,
            plan=None,
            message=f"{result.planner} returned a plan that fails: {check.reason}",
        )
    return dataclasses.replace(result, cost=check.cost)


def _names_to_ops(task: Task, steps: Steps, planner: str) -> list[Any]:
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


# ------------------------------------------------------------------ child processes
class TimeLimit(Exception):
    """The wall-clock limit ran out; the planner's process was killed."""


class _Child:
    """A ``python -m plangate.verify.child`` process in its own session."""

    def __init__(self) -> None:
        self.home = tempfile.mkdtemp(prefix="plangate-planner-")  # planners write files here
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "plangate.verify.child"],
            cwd=self.home,
            env=_child_env(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # its planners die with it
            text=True,
        )

    def call(self, solver: str, args: tuple[Any, ...], seconds: float | None) -> Any:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps([solver, list(args)]) + "\n")
        self.proc.stdin.flush()
        ready, _, _ = select.select([self.proc.stdout], [], [], seconds)
        if not ready:
            self.kill()
            raise TimeLimit
        line = self.proc.stdout.readline()
        if not line:
            code = self.proc.wait(5)
            self.kill()
            raise PlangateError(f"the planner process died (exit code {code})")
        kind, value = json.loads(line)
        if kind == "error":
            raise PlangateError(value)
        return value

    def kill(self) -> None:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait(5)
        for pipe in (self.proc.stdin, self.proc.stdout):
            if pipe is not None:
                with contextlib.suppress(OSError):
                    pipe.close()
        shutil.rmtree(self.home, ignore_errors=True)

    @property
    def alive(self) -> bool:
        return self.proc.poll() is None


def _child_env() -> dict[str, str]:
    """The caller's environment, with this plangate first on the path (it may not be
    installed: a checkout run from its own folder)."""
    root = str(Path(__file__).resolve().parents[2])
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
    return env


_IDLE: list[_Child] = []
_LOCK = threading.Lock()


def run_limited(solver: str, args: tuple[Any, ...], seconds: float | None) -> Any:
    """A planner call in a child process (reused between calls; nothing is forked from
    the caller), killed with everything it started when ``seconds`` run out
    (TimeLimit). An exception in the child comes back as a PlangateError."""
    deadline = None if seconds is None else time.monotonic() + seconds
    with _LOCK:
        child = _IDLE.pop() if _IDLE else None
    if child is None or not child.alive:
        child = _Child()  # its start counts against the limit too
    left = None if deadline is None else max(0.0, deadline - time.monotonic())
    try:
        out = child.call(solver, args, left)
    except BaseException:
        child.kill()
        raise
    with _LOCK:
        _IDLE.append(child)
    return out


@atexit.register
def _stop_children() -> None:
    for child in _IDLE:
        child.kill()


# ------------------------------------------------------------------ builtin
class BuiltinPlanner(PlannerBase):
    """The built-in exact search: blind (``heuristic=None``) or A* with an admissible
    heuristic. Its own node and time limits bound it; it runs in the caller's process."""

    def __init__(self, name: str = "builtin", heuristic: str | None = None) -> None:
        self.name = name
        self.heuristic = heuristic

    def solve(self, task: Task, limits: Limits) -> PlanResult:
        return search(task, limits=limits, heuristic=self.heuristic)


# ------------------------------------------------------------------ pyperplan
def pyperplan_solve(domain_text: str, problem_text: str) -> Steps | None:
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


def _installed(module: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(module) is not None


class PyperplanPlanner(PlannerBase):
    """pyperplan's A* with the admissible LM-cut heuristic (STRIPS, unit costs)."""

    name = "pyperplan"
    package = "pyperplan"
    unsupported_features = frozenset(
        {
            ":negative-preconditions",
            ":disjunctive-preconditions",
            ":existential-preconditions",
            ":universal-preconditions",
            ":equality",
            ":conditional-effects",
            ":derived-predicates",
        }
    )

    def missing(self) -> str | None:
        return None if _installed("pyperplan") else _not_installed("pyperplan")

    def unsupported(self, task: Task) -> str | None:
        why = super().unsupported(task)
        if why is None and not unit_costs(task):
            return "pyperplan ignores action costs; this task has non-unit costs"
        return why

    def solve(self, task: Task, limits: Limits) -> Steps | None:
        text = (str(strip_costs(task.domain)), str(strip_problem(task.problem)))
        steps = run_limited("pyperplan", text, limits.max_seconds)
        return None if steps is None else [(n, tuple(a)) for n, a in steps]


def _not_installed(package: str) -> str:
    return f"{package} is not installed: pip install 'plangate[planners]'"


# ------------------------------------------------------------------ unified-planning
def _lacking(problem: Any, planner: Any) -> list[str]:
    """The features of the problem the engine does not support (lower case, spaced)."""
    try:
        supported = planner.supported_kind()
        return sorted(
            f.lower().replace("_", " ")
            for f in problem.kind.features
            if f not in supported.features
        )
    except Exception:  # an engine that does not say: name nothing
        return []


def _first_line(err: BaseException) -> str:
    text = str(err).strip()
    return text.splitlines()[0] if text else type(err).__name__


def up_solve(engine: str, domain_text: str, problem_text: str, seconds: float | None) -> Any:
    """In the child: read, translate and solve with a unified-planning engine.
    Returns ("plan", steps, optimal) or (status value, message)."""
    import warnings

    from unified_planning.engines import PlanGenerationResultStatus as St
    from unified_planning.io import PDDLReader
    from unified_planning.shortcuts import OneshotPlanner, get_environment

    env = get_environment()
    env.credits_stream = None
    env.error_used_name = False
    try:
        problem = PDDLReader(env).parse_problem_string(domain_text, problem_text)
    except Exception as err:  # unified-planning's reader rejects some valid PDDL
        return ("unsupported", f"unified-planning cannot read this task: {_first_line(err)}")
    if not problem.quality_metrics:
        # a task without :metric asks for a shortest plan; without saying so, an optimal
        # engine reports its plans as merely satisficing
        from unified_planning.model.metrics import MinimizeSequentialPlanLength

        problem.add_quality_metric(MinimizeSequentialPlanLength())
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            with OneshotPlanner(name=engine) as planner:
                res = planner.solve(problem, timeout=seconds)
                lacking = _lacking(problem, planner)
    except Exception as err:  # unified-planning raises many kinds; report them all
        kind = type(err).__name__
        unsupported = "NoSuitableEngine" in kind or "Unsupported" in kind
        return ("unsupported" if unsupported else "error", f"{engine}: {_first_line(err)}")
    if res.status in (St.SOLVED_OPTIMALLY, St.SOLVED_SATISFICING) and res.plan is not None:
        steps = [
            (ai.action.name, tuple(str(p) for p in ai.actual_parameters)) for ai in res.plan.actions
        ]
        return ("plan", steps, res.status is St.SOLVED_OPTIMALLY)
    if res.status is St.UNSOLVABLE_PROVEN:
        return ("unsolvable", "")
    if res.status in (St.TIMEOUT, St.MEMOUT, St.UNSOLVABLE_INCOMPLETELY):
        return ("gave-up", f"gave up: {res.status.name.lower()}")
    if res.status is St.UNSUPPORTED_PROBLEM:
        what = f"'s {', '.join(lacking)}" if lacking else ""
        return ("unsupported", f"{engine} does not support this problem{what}")
    reason = ""
    for log in res.log_messages or []:
        for line in log.message.splitlines():
            if line.startswith("Reason:"):
                reason = ": " + line[len("Reason:") :].strip()
    return ("error", f"{engine}: {res.status.name.lower()}{reason}")


# Fast Downward's optimal searches through its own driver, for what unified-planning's
# configuration does not take: A* with the blind heuristic for axioms (derived
# predicates; h^max may be unsafe with them), A* with h^max (admissible, and it reads
# conditional effects, which LM-cut does not)
FD_BLIND = "astar(blind())"
FD_HMAX = "astar(hmax())"
FD_SEARCHES = {FD_BLIND: "A* blind", FD_HMAX: "A* with h^max"}


def fd_driver_solve(
    domain_text: str, problem_text: str, seconds: float | None, search: str = FD_BLIND
) -> Any:
    """In the child: Fast Downward's own driver (shipped in up-fast-downward) with an
    optimal ``search`` (:data:`FD_SEARCHES`). Returns ("plan", steps, True) or (status
    value, message)."""
    import subprocess
    import tempfile

    import up_fast_downward

    driver = Path(up_fast_downward.__file__).parent / "downward" / "fast-downward.py"
    with tempfile.TemporaryDirectory(prefix="plangate-fd-") as tmp:
        d, p, plan = Path(tmp) / "domain.pddl", Path(tmp) / "problem.pddl", Path(tmp) / "plan"
        d.write_text(domain_text)
        p.write_text(problem_text)
        cmd = [sys.executable, str(driver), "--plan-file", str(plan), str(d), str(p),
               "--search", search]  # fmt: skip
        try:
            out = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True, timeout=seconds)
        except subprocess.TimeoutExpired:
            return ("gave-up", "gave up: timeout")
        if plan.is_file():
            steps = []
            for line in plan.read_text().splitlines():
                line = line.strip()
                if line.startswith("("):
                    name, *args = line.strip("()").split()
                    steps.append((name.lower(), tuple(a.lower() for a in args)))
            return ("plan", steps, True)
        return fd_ending(out.returncode, out.stdout + "\n" + out.stderr, search)


# Fast Downward's driver's exit codes (driver/returncodes.py) past a plan found
FD_EXITS = {
    10: "unsolvable",  # the translator proved it
    11: "unsolvable",  # the search proved it
    12: "gave-up",  # an incomplete search ended without a plan
    20: "gave-up", 21: "gave-up", 22: "gave-up", 23: "gave-up", 24: "gave-up",
    31: "unsupported", 33: "unsupported", 34: "unsupported",
}  # fmt: skip
FD_WHAT = {
    20: "the translator ran out of memory", 21: "the translator ran out of time",
    22: "the search ran out of memory", 23: "the search ran out of time",
    24: "the search ran out of memory and time", 30: "the translator failed",
    31: "the translator refused the task", 32: "the search failed",
    33: "the search refused the task", 34: "the search does not support the task",
}  # fmt: skip
_FD_CHATTER = re.compile(
    r"^(INFO|WARNING)\b|^(translate|search) exit code|^Driver aborting|^Parsing|^\s*->|"
    r"^(Done|Normalizing|Instantiating|Computing|Translating|Building|Writing|Processing)\b"
)


def fd_ending(code: int, output: str, search: str = FD_BLIND) -> tuple[str, str]:
    """What Fast Downward's driver ending with ``code`` (no plan written) means: a
    status and, unless the task is unsolvable, a message with the line of the output
    that says why (a translator's refusal, not the driver's closing chatter)."""
    status = FD_EXITS.get(code, "error")
    if status == "unsolvable":
        return ("unsolvable", "")
    lines = [ln.strip() for ln in output.splitlines() if ln.strip()]
    said = [ln for ln in lines if not _FD_CHATTER.search(ln)]
    why = said[-1] if said else (lines[-1] if lines else "no output")
    what = FD_WHAT.get(code, "the planner failed")
    how = FD_SEARCHES.get(search, search)
    return (status, f"fast-downward ({how}): {what} (exit {code}): {why[:200]}")


class UnifiedPlanningPlanner(PlannerBase):
    """A unified-planning one-shot engine, e.g. Fast Downward's optimal configuration."""

    def __init__(self, name: str, engine: str, package: str) -> None:
        self.name = name
        self.engine = engine
        self.package = package

    def missing(self) -> str | None:
        if not _installed("unified_planning"):
            return _not_installed("unified-planning")
        from unified_planning.shortcuts import get_environment

        if self.engine not in get_environment().factory.engines:
            return (
                f"the unified-planning engine '{self.engine}' is not installed: "
                f"pip install {self.package}"
            )
        return None

    def solve(self, task: Task, limits: Limits) -> PlanResult | Steps | None:
        texts = (str(task.domain), str(with_initial_cost(task)))
        seconds = limits.max_seconds
        fd = self.engine.startswith("fast-downward")
        if task.axioms is not None and fd:  # unified-planning reads no axioms
            out = run_limited("fd-driver", (*texts, seconds, FD_BLIND), seconds)
        else:
            start = time.monotonic()
            out = run_limited("up", (self.engine, *texts, seconds), seconds)
            if out[0] == "unsupported" and fd:  # e.g. conditional effects: its own driver
                left = None if seconds is None else max(0.0, seconds - time.monotonic() + start)
                own = run_limited("fd-driver", (*texts, left, FD_HMAX), left)
                out = own if own[0] != "unsupported" else (own[0], f"{out[1]}; {own[1]}")
        if out[0] == "plan":
            steps = [(n, tuple(a)) for n, a in out[1]]
            if out[2]:
                return steps
            plan = _names_to_ops(task, steps, self.name)
            return _checked(task, PlanResult(self.name, PlannerStatus.SOLVED, plan=plan))
        if out[0] == "unsolvable":
            return None
        return PlanResult(self.name, PlannerStatus(out[0]), message=out[1])


PLANNERS: dict[str, Planner] = {
    "builtin": BuiltinPlanner(),
    "builtin-lmcut": BuiltinPlanner("builtin-lmcut", "lmcut"),
    "pyperplan": PyperplanPlanner(),
    "fast-downward": UnifiedPlanningPlanner(
        "fast-downward", "fast-downward-opt", "up-fast-downward"
    ),
    "symk": UnifiedPlanningPlanner("symk", "symk-opt", "up-symk"),
}
# the planners that prove their plans optimal apart from the built-in exact search: the
# ground truth's stand-ins when that search gives up (plangate.verify.distance)
OPTIMAL_PLANNERS = ("fast-downward", "symk", "pyperplan", "builtin-lmcut")


def get_planner(name: str) -> Planner:
    try:
        return PLANNERS[name]
    except KeyError:
        raise PlangateError(
            f"unknown planner '{name}'; choose one of {', '.join(PLANNERS)}"
        ) from None
