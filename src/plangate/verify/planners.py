"""Classical planners behind one small protocol, selected by name.

``PLANNERS`` maps a name to a planner: ``auto`` (the ground truth's chain: a short
probe of the built-in search, then Fast Downward and SymK), the built-in exact search,
pyperplan (A* with LM-cut), and Fast Downward and SymK through their own drivers in
optimal configurations (:mod:`plangate.verify.drivers`). Every adapter shares
:class:`PlannerBase`: it says
clearly when its package is not installed or the task uses features it
does not support, it bounds the whole call (reading, translation and search)
by the wall-clock limit, killing an external planner's process when it runs
over, and it replays every plan on the task before reporting it, so a
planner never yields a wrong answer.

External planners run in a child process (``python -m plangate.planner_process``,
kept for the next call), never forked from the caller, which may have
threads; a call that runs over its limit kills the child and every planner
process it started.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable
from typing import Any, Protocol

from plangate.errors import PlangateError
from plangate.pddl.task import Task
from plangate.plugins import Registry
from plangate.verify.budgets import PROBE_SECONDS, SEARCH, Budget
from plangate.verify.pddl_export import (
    numeric_features,
    strip_costs,
    strip_problem,
    task_features,
    with_initial_cost,
)
from plangate.verify.processes import Pending, TimeLimit, run_limited
from plangate.verify.results import PlannerStatus, PlanResult
from plangate.verify.search import search, unit_costs
from plangate.verify.validate import validate

Steps = list[tuple[str, tuple[str, ...]]]


class Planner(Protocol):
    """What a planner declares: its name, whether its plans are proved optimal, why it
    cannot run here (not installed) or on a task (features it does not handle), each
    in one line or None; and ``plan``."""

    name: str
    optimal: bool

    def missing(self) -> str | None: ...

    def unsupported(self, task: Task) -> str | None: ...

    def plan(self, task: Task, budget: Budget | None = None) -> PlanResult: ...


class PlannerBase:
    """What every adapter shares: availability, supported features, the wall-clock
    limit over the whole call, and the replay check of the plan it returns."""

    name: str = ""
    package: str | None = None  # the pip package it needs (None: built in)
    unsupported_features: frozenset[str] = frozenset()  # requirements it cannot handle
    optimal: bool = True  # whether its plans are proved optimal
    reads_numeric: bool = False  # whether it takes numeric tasks (plangate.pddl.numeric)

    def proves_unsolvable(self, task: Task) -> bool:
        """Whether this planner's "no plan exists" on ``task`` is a proof: its search is
        complete and sound on the task's fragment (the built-in search's ends only when
        the reachable space is exhausted; Fast Downward's, SymK's and pyperplan's on the
        classical tasks they take). Otherwise it is a claim (:func:`as_claim`)."""
        return True

    def missing(self) -> str | None:
        """Why the planner cannot run here (not installed), or None."""
        return None

    def unsupported(self, task: Task) -> str | None:
        """Why the planner cannot handle ``task``, naming the features, or None."""
        bad = task_features(task.domain) & self.unsupported_features
        if bad:
            return f"{self.name} does not support {', '.join(sorted(bad))}, which this task uses"
        numeric = numeric_features(task)
        if numeric and not self.reads_numeric:
            return (
                f"{self.name} reads classical PDDL (action costs at most); this task has "
                f"numeric fluents ({numeric})"
            )
        return None

    def solve(self, task: Task, budget: Budget) -> PlanResult | Steps | None:
        """The planner's own work: steps by name, None for "no plan exists", or a result."""
        raise NotImplementedError

    def plan(self, task: Task, budget: Budget | None = None) -> PlanResult:
        budget = budget or SEARCH
        asked = budget.seconds  # what the caller asked for, as the result says it
        t0 = time.perf_counter()
        refused = self.refusal(task)
        if refused is not None:
            return refused
        if budget.seconds is not None:  # the checks' time (importing a planner's
            # package takes seconds) counts against the limit: the call keeps its promise
            left = budget.seconds - (time.perf_counter() - t0)
            budget = dataclasses.replace(budget, seconds=max(0.05, left))
        return self.complete(task, lambda: self.solve(task, budget), t0, asked)

    def refusal(self, task: Task) -> PlanResult | None:
        """The result when the planner cannot run here or cannot take ``task``."""
        why = self.missing()
        if why is not None:
            return PlanResult(self.name, PlannerStatus.NOT_INSTALLED, message=why)
        why = self.unsupported(task)
        if why is not None:
            return PlanResult(self.name, PlannerStatus.UNSUPPORTED, message=why)
        return None

    def complete(
        self,
        task: Task,
        work: Callable[[], PlanResult | Steps | None],
        t0: float,
        asked: float | None,
    ) -> PlanResult:
        """The result of the planner's ``work`` begun at ``t0``: its plan replayed on the
        task, a limit or an error said."""
        try:
            out = work()
        except TimeLimit:
            return PlanResult(
                self.name,
                PlannerStatus.GAVE_UP,
                seconds=time.perf_counter() - t0,
                message=f"gave up: time limit of {asked or 0:.3g} s (reading, translation "
                "and search)",
            )
        except PlangateError as err:
            return PlanResult(
                self.name, PlannerStatus.ERROR, seconds=time.perf_counter() - t0, message=str(err)
            )
        seconds = time.perf_counter() - t0
        if isinstance(out, PlanResult):
            out = dataclasses.replace(out, planner=self.name, seconds=out.seconds or seconds)
            return as_claim(self, task, out)
        if out is None:
            return as_claim(
                self,
                task,
                PlanResult(
                    self.name, PlannerStatus.UNSOLVABLE, seconds=seconds, message="no plan exists"
                ),
            )
        status = PlannerStatus.SOLVED_OPTIMALLY if self.optimal else PlannerStatus.SOLVED
        plan = _names_to_ops(task, out, self.name)
        return _checked(task, PlanResult(self.name, status, plan=plan, seconds=seconds))


def proves_unsolvable(planner: Planner, task: Task) -> bool:
    """Whether ``planner``'s "no plan exists" on ``task`` is a proof (a planner that does
    not say, a plug-in's, makes claims)."""
    says = getattr(planner, "proves_unsolvable", None)
    return bool(says(task)) if callable(says) else False


def as_claim(planner: Planner, task: Task, result: PlanResult) -> PlanResult:
    """``result``, with an UNSOLVABLE that ``planner`` cannot prove on ``task`` turned
    into the claim it is (CLAIMED_UNSOLVABLE, naming who claims it)."""
    if result.status is not PlannerStatus.UNSOLVABLE or proves_unsolvable(planner, task):
        return result
    why = result.message if result.message and result.message != "no plan exists" else ""
    return dataclasses.replace(
        result,
        status=PlannerStatus.CLAIMED_UNSOLVABLE,
        message=f"{result.planner or planner.name} claims no plan exists"
        + (f" ({why})" if why else "")
        + ", unverified: its search is not a proof on this task",
    )


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


# ------------------------------------------------------------------ builtin
class BuiltinPlanner(PlannerBase):
    """The built-in exact search: blind (``heuristic=None``) or A* with an admissible
    heuristic. Its own node and time budget bound it; it runs in the caller's process."""

    reads_numeric = True

    def __init__(self, name: str = "builtin", heuristic: str | None = None) -> None:
        self.name = name
        self.heuristic = heuristic

    def solve(self, task: Task, budget: Budget) -> PlanResult:
        result = search(task, budget=budget, heuristic=self.heuristic)
        hint = extra_hint(task)
        if result.status is PlannerStatus.GAVE_UP and hint:
            return dataclasses.replace(result, message=f"{result.message} ({hint})")
        return result


class GuidedPlanner(PlannerBase):
    """plangate's satisficing search (:mod:`plangate.verify.guided`): greedy best-first
    search with ``heuristic``, in the caller's process. A task with derived predicates
    is guided by the goal count (the relaxation reads no derived facts)."""

    reads_numeric, optimal = True, False

    def __init__(self, heuristic: str) -> None:
        self.name, self.heuristic = f"gbfs-{heuristic}", heuristic

    def solve(self, task: Task, budget: Budget) -> PlanResult:
        from plangate.verify.guided import as_result, guided

        h = self.heuristic if task.axioms is None else "goalcount"
        return as_result(self.name, guided(task, h, "gbfs", budget))


# ------------------------------------------------------------------ pyperplan
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

    def solve(self, task: Task, budget: Budget) -> Steps | None:
        text = (str(strip_costs(task.domain)), str(strip_problem(task.problem)))
        steps = run_limited("pyperplan", text, budget.seconds)
        return None if steps is None else [(n, tuple(a)) for n, a in steps]


def _not_installed(package: str) -> str:
    return f"{package} is not installed: pip install 'plangate[planners]'"


# ------------------------------------------------------------------ in the planner process
class ProcessPlanner(PlannerBase):
    """A planner run in plangate's planner process (:mod:`plangate.verify.processes`):
    :meth:`begin` sends it the task and returns at once, :meth:`answer` reads what it
    said, so the built-in search can race it (:mod:`plangate.verify.racing`)."""

    def begin(self, task: Task, seconds: float | None) -> Pending:
        raise NotImplementedError

    def answer(self, pending: Pending) -> PlanResult | Steps | None:
        raise NotImplementedError

    def solve(self, task: Task, budget: Budget) -> PlanResult | Steps | None:
        return self.answer(self.begin(task, budget.seconds))


# ------------------------------------------------------------------ Fast Downward, SymK
class DriverPlanner(ProcessPlanner):
    """Fast Downward or SymK through its own driver, with the optimal search that fits
    the task (:mod:`plangate.verify.drivers`)."""

    def __init__(self, name: str, package: str, module: str) -> None:
        self.name = name
        self.package = package
        self.module = module
        from plangate.verify.drivers import ANY_PLAN

        self.optimal = name not in ANY_PLAN

    def missing(self) -> str | None:
        if not _installed(self.module):
            return f"{self.name} is not installed: pip install 'plangate[planners]'"
        return None

    def begin(self, task: Task, seconds: float | None) -> Pending:
        """Send the task to the planner's process; :meth:`answer` reads what it says."""
        from plangate.verify.drivers import driver_command, search_for

        texts = (str(task.domain), str(with_initial_cost(task)))
        search = search_for(self.name, task)
        pending = Pending("driver", (driver_command(self.name, search), *texts, seconds), seconds)
        pending.search = search
        return pending

    def answer(self, pending: Pending) -> PlanResult | Steps | None:
        from plangate.verify.drivers import driver_answer

        out = driver_answer(self.name, pending.search, pending.result())
        if out[0] == "plan":
            return [(n, tuple(a)) for n, a in out[1]]
        if out[0] == "unsolvable":
            return None
        return PlanResult("", PlannerStatus(out[0]), message=out[1])


# ------------------------------------------------------------------ ENHSP
class ENHSPPlanner(ProcessPlanner):
    """ENHSP, the numeric planner, in its optimal configuration (A* with hrmax), run as
    a Java process in plangate's planner process (:mod:`plangate.verify.enhsp`)."""

    name = "enhsp"
    package = "up-enhsp"
    reads_numeric = True

    def missing(self) -> str | None:
        from plangate.verify import enhsp

        return enhsp.missing()

    def unsupported(self, task: Task) -> str | None:
        from plangate.verify import enhsp

        return enhsp.unreadable(task)

    def proves_unsolvable(self, task: Task) -> bool:
        """Never: ENHSP's AIBR preprocessing and its search have both said "unsolvable"
        of solvable IPC tasks (driverlog-numeric-hard); its word is a claim."""
        return False

    def begin(self, task: Task, seconds: float | None) -> Pending:
        from plangate.verify import enhsp

        return enhsp.begin(task, seconds)

    def answer(self, pending: Pending) -> PlanResult | Steps | None:
        from plangate.verify import enhsp

        kind, out = enhsp.answer(pending.result(), pending.seconds)
        if kind == enhsp.PLAN:
            return out  # type: ignore[return-value]
        if kind in enhsp.CLAIMS:
            return PlanResult(self.name, PlannerStatus.UNSOLVABLE, message=str(out))
        status = PlannerStatus.GAVE_UP if kind in (enhsp.TIMEOUT, enhsp.MEMORY) else None
        return PlanResult(self.name, status or PlannerStatus.ERROR, message=str(out))


# ------------------------------------------------------------------ auto
EXTERNAL = ("fast-downward", "symk")  # the exact planners ``auto`` hands over to, in order
NUMERIC = ("enhsp",)  # and on a numeric task (the others refuse it)
TRUTH_PLANNERS = ("auto", "builtin", "fast-downward", "symk", "pyperplan", "enhsp")


def truth_chain(
    task: Task, planner: str | None, seconds: float, probe: float = PROBE_SECONDS
) -> list[tuple[str, float]]:
    """The exact planners the ground truth tries in turn on ``task``, each with its limit.

    ``auto`` (or None): the built-in search for ``probe`` seconds, then every
    planner of :data:`EXTERNAL` that is installed and supports the task, each with
    ``seconds``; with none, the built-in search with ``seconds``. On a numeric task the
    external planner is ENHSP, whose "no plan exists" is a claim: the built-in search
    races it for the whole ``seconds`` (its first entry has them all). ``builtin``: the
    built-in search alone. An external name: the built-in probe, then that planner.
    """
    if planner not in TRUTH_PLANNERS and planner is not None:
        raise PlangateError(
            f"unknown ground-truth planner {planner!r}; choose one of {', '.join(TRUTH_PLANNERS)}"
        )
    if planner == "builtin":
        return [("builtin", seconds)]
    numeric = bool(numeric_features(task))
    usable = list(NUMERIC) if numeric and planner in (None, "auto") else _externals(planner)
    if planner in (None, "auto"):  # those that can run; a named one is tried all the same,
        usable = [n for n in usable if _usable(get_planner(n), task)]  # so the record says why
    if not usable:
        return [("builtin", seconds)]
    if numeric and not proves_unsolvable(get_planner(usable[0]), task):
        probe = seconds  # the built-in search races a planner that makes claims
    return [("builtin", min(probe, seconds)), *((n, seconds) for n in usable)]


def describe_chain(planner: str | None, seconds: float) -> str:
    """The chain :func:`truth_chain` builds, in words, before any task is read (the
    planners' features are checked per task)."""
    if planner == "builtin":
        return f"the built-in A* with LM-cut alone, {seconds:g} s per search"
    names = _externals(planner)
    there = [n for n in names if get_planner(n).missing() is None]
    numeric = (
        "; on a numeric task, ENHSP with the built-in search racing it"
        if planner in (None, "auto") and get_planner("enhsp").missing() is None
        else ""
    )
    if not there:
        return (
            f"the built-in A* with LM-cut, {seconds:g} s per search ({', '.join(names)}: not "
            f"installed; pip install 'plangate[planners]'){numeric}"
        )
    return (
        f"the built-in A* with LM-cut for {min(PROBE_SECONDS, seconds):g} s, then "
        f"{', then '.join(there)} ({seconds:g} s per search){numeric}"
    )


def _externals(planner: str | None) -> list[str]:
    """The external planners a chain may hand over to: the named one, or auto's."""
    return list(EXTERNAL) if planner in (None, "auto") else [str(planner)]


def _usable(planner: Planner, task: Task) -> bool:
    return planner.missing() is None and planner.unsupported(task) is None


def running(task: Task, planner: str | None) -> str:
    """What a search of the ground truth's ``planner`` runs on ``task``, in a few words
    (for a progress line)."""
    chain = truth_chain(task, planner, 60.0)
    names = [n for n, _ in chain[1:]]
    if not names:
        return "the built-in A* with LM-cut"
    if chain[0][1] >= 60.0:
        return f"the built-in A* with LM-cut racing {', '.join(names)}"
    return f"the built-in A* with LM-cut, then {', then '.join(names)}"


class AutoPlanner(PlannerBase):
    """The ground truth's chain as one planner (:func:`truth_chain`): the built-in A*
    with LM-cut for a short probe (a small task is answered before an external planner
    has started), then Fast Downward and SymK where installed and able, within one time
    limit; on a numeric task, ENHSP with the built-in search racing it for the whole
    limit (ENHSP's "no plan exists" is a claim: :mod:`plangate.verify.racing`); on the
    core install, the built-in search with the whole limit, and a search that gives up
    says which extra would answer."""

    reads_numeric = True  # (the chain's planners each say for themselves)

    name = "auto"

    def solve(self, task: Task, budget: Budget) -> PlanResult:
        from plangate.verify.racing import Answers, race

        seconds = budget.seconds if budget.seconds is not None else 3600.0
        deadline = time.monotonic() + seconds
        answers = Answers()
        chain = truth_chain(task, "auto", seconds)
        (_, probe), rest = chain[0], chain[1:]
        builtin = get_planner("builtin-lmcut")

        def ours(secs: float, stop: Callable[[], bool] | None = None) -> PlanResult:
            return builtin.plan(task, dataclasses.replace(budget, seconds=secs, stop=stop))

        def auto(result: PlanResult) -> PlanResult:
            return dataclasses.replace(result, planner=f"auto: {result.planner}")

        # the first external planner starts in its own process while the built-in search
        # probes here: a small task's answer does not wait for its start-up, and a large
        # one's does not wait for the probe
        racing = get_planner(rest[0][0]) if rest else None
        if isinstance(racing, ProcessPlanner):
            quick = ours(min(QUICK, probe))  # a task answered at once needs no process
            if quick.status in (PlannerStatus.SOLVED_OPTIMALLY, PlannerStatus.UNSOLVABLE):
                return auto(quick)
            # its share of the time: what is left, split among the planners still to try
            share = max(0.05, min(rest[0][1], (deadline - time.monotonic()) / len(rest)))
            left = max(0.05, deadline - time.monotonic())
            found = race(task, racing, share, ours, min(probe, left), answers)
            if found is not None:
                return auto(found)
            rest = rest[1:]
        else:
            found = answers.add(ours(max(0.05, min(probe, deadline - time.monotonic()))))
            if found is not None:
                return auto(found)
        for k, (name, share) in enumerate(rest):
            left = deadline - time.monotonic()
            if left <= 0.05:
                answers.said.append(f"{name}: no time left")
                break
            fair = left / (len(rest) - k)  # the last planner has all that is left
            sub = dataclasses.replace(budget, seconds=min(share, fair))
            found = answers.add(get_planner(name).plan(task, sub))
            if found is not None:
                return auto(found)
        left = deadline - time.monotonic()
        if len(chain) > 1 and left > 0.05:  # the planners refused the file, gave up early
            # or only claimed: the built-in search goes on with the time left
            found = answers.add(ours(left))
            if found is not None:
                return auto(found)
            answers.said[-1] = answers.said[-1].replace(":", " (the time left):", 1)
        return answers.ending(self.name, extra_hint(task) if len(chain) == 1 else "")

    def plan(self, task: Task, budget: Budget | None = None) -> PlanResult:
        t0 = time.perf_counter()
        result = self.solve(task, budget or SEARCH)
        return dataclasses.replace(result, seconds=time.perf_counter() - t0)


QUICK = 0.05  # seconds the built-in search has before an external planner is started

EXTRA_HINT = "Fast Downward would answer such tasks in seconds: pip install 'plangate[planners]'"
NUMERIC_HINT = "ENHSP, raced by the built-in search, may answer it: pip install 'plangate[numeric]'"


def extra_hint(task: Task) -> str:
    """Which extra would answer ``task`` faster, when it is not installed ('' when it
    is, or when none would)."""
    if numeric_features(task):
        return "" if ENHSPPlanner().missing() is None else NUMERIC_HINT
    return "" if _installed("up_fast_downward") else EXTRA_HINT


def _a_planner(planner: object, name: str) -> Planner:
    if not callable(getattr(planner, "plan", None)) or not isinstance(
        getattr(planner, "name", None), str
    ):
        raise PlangateError(
            f"the planner '{name}' of an installed plug-in is not a plangate Planner "
            "(a name and plan(task, budget), plangate.verify.planners.Planner)"
        )
    return planner  # type: ignore[return-value]


SHIPPED: dict[str, Planner] = {
    "auto": AutoPlanner(),
    "builtin": BuiltinPlanner(),
    "builtin-lmcut": BuiltinPlanner("builtin-lmcut", "lmcut"),
    **{f"gbfs-{h}": GuidedPlanner(h) for h in ("blind", "goalcount", "hadd", "ff")},
    "pyperplan": PyperplanPlanner(),
    "fast-downward": DriverPlanner("fast-downward", "up-fast-downward", "up_fast_downward"),
    "symk": DriverPlanner("symk", "up-symk", "up_symk"),
    "lama-first": DriverPlanner("lama-first", "up-fast-downward", "up_fast_downward"),
    "enhsp": ENHSPPlanner(),
}
# plangate's planners, then those of installed plug-ins (entry points plangate.planners),
# then those set at run time; a plug-in's imported on first use
PLANNERS: Registry[Planner] = Registry("planner", SHIPPED, SHIPPED.__getitem__, _a_planner)


def get_planner(name: str) -> Planner:
    try:
        return PLANNERS[name]
    except KeyError:
        raise PlangateError(
            f"unknown planner '{name}'; choose one of {', '.join(PLANNERS)}"
        ) from None
