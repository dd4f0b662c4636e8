"""ENHSP (Scala/Java numeric planner by Enrico Scala) as the ground truth of numeric tasks.

The jar comes with the ``up-enhsp`` package (``pip install 'plangate[numeric]'``); it
needs a Java runtime (Debian: ``apt-get install default-jre-headless``). plangate runs
the jar itself, in the configuration ``up-enhsp`` calls optimal: A* (``-s WAStar``, weight
1) with the admissible ``hrmax`` heuristic.

ENHSP is given plangate's own print of the task, which it reads where the original may
not be: names lower-cased (ENHSP's types are case-sensitive), ``(either ...)`` in the
parameters of predicates and functions read as ``object`` (a declaration only: it
changes no grounding), and ``(total-time)`` in the metric, which a plan without
durations reads as its length, as a counter every action increases. A metric plangate
does not read as a sum of action costs is left out, so that both minimize the plan's
length.
"""

from __future__ import annotations

import re
import shutil
from dataclasses import replace
from pathlib import Path
from typing import Any

from plangate.pddl import syntax as s
from plangate.pddl.task import Task
from plangate.verify.processes import Pending, TimeLimit

STEPS = s.FluentTerm("plangate-steps")
_STEP = re.compile(r"\(([^()]+)\)")


def jar() -> Path | None:
    """ENHSP's jar, where ``up-enhsp`` is installed (found without importing the package,
    which imports unified-planning: seconds)."""
    from plangate.verify.drivers import package_dir

    try:
        path = package_dir("up_enhsp") / "ENHSP" / "enhsp.jar"
    except ModuleNotFoundError:
        return None
    return path if path.is_file() else None


def missing() -> str | None:
    """Why ENHSP cannot run here, or None."""
    if jar() is None:
        return "enhsp is not installed: pip install 'plangate[numeric]' (the up-enhsp package)"
    if shutil.which("java") is None:
        return "enhsp needs a Java runtime: apt-get install default-jre-headless"
    return None


def unreadable(task: Task) -> str | None:
    """What ENHSP cannot be given of this task, or None."""
    for a in task.domain.actions:
        if any(len(p.types) > 1 for p in a.parameters):
            return f"enhsp does not read (either ...) types of action parameters ({a.name})"
        if task.domain.derived:
            return "enhsp does not read derived predicates"
    return None


def _plain(items: tuple[s.TypedName, ...]) -> tuple[s.TypedName, ...]:
    return tuple(replace(t, types=("object",)) if len(t.types) > 1 else t for t in items)


def _replace_time(e: s.NumExpr) -> s.NumExpr:
    if isinstance(e, s.FluentTerm):
        return STEPS if (e.name, e.args) == ("total-time", ()) else e
    if isinstance(e, s.Arith):
        return s.Arith(e.op, tuple(_replace_time(a) for a in e.args), e.loc)
    return e


def _with(effect: s.Effect | None, step: s.Effect) -> s.Effect:
    """An effect with one more conjunct (ENHSP reads no nested ``and`` in effects)."""
    if effect is None:
        return s.EffectAnd((step,))
    if isinstance(effect, s.EffectAnd):
        return s.EffectAnd((*effect.args, step), effect.loc)
    return s.EffectAnd((effect, step))


def texts(task: Task) -> tuple[str, str]:
    """The domain and problem as ENHSP is given them (see the module's docstring)."""
    domain, problem = task.domain, task.problem
    domain = replace(
        domain,
        predicates=tuple(replace(p, parameters=_plain(p.parameters)) for p in domain.predicates),
        functions=tuple(replace(f, parameters=_plain(f.parameters)) for f in domain.functions),
    )
    metric = problem.metric if task.uses_costs else None
    if metric is not None:
        counted = metric.expression
        expression = _replace_time(counted)
        if expression != counted:
            step = s.NumericEffect(STEPS, 1)
            domain = replace(
                domain,
                functions=(*domain.functions, s.Function(STEPS.name, ())),
                actions=tuple(replace(a, effect=_with(a.effect, step)) for a in domain.actions),
            )
            problem = replace(problem, init=(*problem.init, s.FluentValue(STEPS, 0)))
            metric = replace(metric, expression=expression)
    problem = replace(problem, metric=metric)
    return str(domain), str(problem)


# how ENHSP's run ended, read from what it printed (``run`` returns one of these kinds)
PLAN = "plan"  # it wrote a plan file
AIBR = "aibr"  # "Problem Detected as Unsolvable by AIBR during preprocessing": a claim
EXHAUSTED = "exhausted"  # "Problem unsolvable": its search ended without a plan: a claim
TIMEOUT = "timeout"
MEMORY = "memory"  # java.lang.OutOfMemoryError
ERROR = "error"  # anything else: never read as "unsolvable"
CLAIMS = {
    AIBR: "its AIBR preprocessing says the problem is unsolvable",
    EXHAUSTED: "its search ended without a plan",
}


def reading(out: str, code: int | None, wrote_plan: bool) -> tuple[str, str]:
    """What ENHSP's output (and exit code) says: a kind above and, unless a plan was
    written, the line that says why. Its words, not its exit code, tell the endings
    apart: it exits 0 after both of its claims of unsolvability."""
    if wrote_plan:
        return PLAN, ""
    lines = [line.strip() for line in out.splitlines() if line.strip()]
    if any("OutOfMemoryError" in line for line in lines):
        return MEMORY, "enhsp ran out of memory (java.lang.OutOfMemoryError)"
    exception = any("Exception" in line for line in lines)
    if not exception and any("Unsolvable by AIBR" in line for line in lines):
        return AIBR, CLAIMS[AIBR]
    if not exception and "Problem unsolvable" in lines:
        return EXHAUSTED, CLAIMS[EXHAUSTED]
    said = [ln for ln in lines if not ln.startswith("at ")] or ["no output"]
    return ERROR, f"enhsp ended without a plan (exit {code}): {said[-1][:200]}"


def command() -> list[str]:
    """ENHSP's command in its optimal configuration, its files named by placeholders
    (:func:`plangate.planner_process.program` fills them in)."""
    path = jar()
    assert path is not None
    return ["java", "-jar", str(path), "-o", "{domain}", "-f", "{problem}", "-sp", "{plan}",
            "-s", "WAStar", "-h", "hrmax", "-npm"]  # fmt: skip


def begin(task: Task, seconds: float | None) -> Pending:
    """ENHSP started on ``task`` in plangate's planner process (killed with it when the
    limit runs out); :func:`answer` reads what it said."""
    return Pending("program", (command(), *texts(task), seconds), seconds)


def answer(out: Any, seconds: float | None) -> tuple[str, object]:
    """``(PLAN, steps)`` or ``(kind, message)`` for every other kind above, from the
    planner process's answer."""
    kind, body, said = out  # body: the exit code, or the plan file's text
    if kind == "timeout":
        return TIMEOUT, f"enhsp found no plan in {seconds or 0:g} s"
    found, why = reading(said, body if kind == "exit" else 0, kind == "plan")
    if found != PLAN:
        return found, why
    steps = []
    for line in str(body).splitlines():
        m = _STEP.search(line)
        if m:
            name, *args = m.group(1).lower().split()
            steps.append((name, tuple(args)))
    return PLAN, steps


def run(task: Task, seconds: float | None) -> tuple[str, object]:
    """ENHSP on ``task``, waited for: ``(PLAN, steps)`` or ``(kind, message)``."""
    try:
        return answer(begin(task, seconds).result(), seconds)
    except TimeLimit:
        return TIMEOUT, f"enhsp found no plan in {seconds or 0:g} s"
