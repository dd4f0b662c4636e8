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

import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import replace
from pathlib import Path

from plangate.pddl import syntax as s
from plangate.pddl.task import Task

STEPS = s.FluentTerm("plangate-steps")
_STEP = re.compile(r"\(([^()]+)\)")


def jar() -> Path | None:
    """ENHSP's jar, where ``up-enhsp`` is installed."""
    try:
        import up_enhsp
    except ImportError:
        return None
    path = Path(up_enhsp.__file__).parent / "ENHSP" / "enhsp.jar"
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


def run(task: Task, seconds: float | None) -> tuple[str, object]:
    """``("plan", steps)``, ``("unsolvable", None)``, ``("timeout", message)`` or
    ``("error", message)``."""
    path = jar()
    assert path is not None
    domain_text, problem_text = texts(task)
    with tempfile.TemporaryDirectory(prefix="plangate-enhsp-") as tmp:
        folder = Path(tmp)
        (folder / "domain.pddl").write_text(domain_text, encoding="utf-8")
        (folder / "problem.pddl").write_text(problem_text, encoding="utf-8")
        plan = folder / "plan.txt"
        command = ["java", "-jar", str(path), "-o", "domain.pddl", "-f", "problem.pddl",
                   "-sp", str(plan), "-s", "WAStar", "-h", "hrmax", "-npm"]  # fmt: skip
        proc = subprocess.Popen(
            command,
            cwd=folder,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            start_new_session=True,
        )
        try:
            out, _ = proc.communicate(timeout=seconds)
        except subprocess.TimeoutExpired:
            _kill(proc)
            return "timeout", f"enhsp found no plan in {seconds:g} s"
        if plan.is_file():
            lines = plan.read_text(encoding="utf-8", errors="replace").splitlines()
            steps = []
            for line in lines:
                m = _STEP.search(line)
                if m:
                    name, *args = m.group(1).lower().split()
                    steps.append((name, tuple(args)))
            return "plan", steps
        read = "Problem parsed" in out and "Exception" not in out
        if read and "Unsolvable" in out:
            return "unsolvable", None
        last = [line for line in out.splitlines() if line.strip()][-1:] or ["no output"]
        return "error", f"enhsp ended without a plan (exit {proc.returncode}): {last[0][:200]}"


def _kill(proc: subprocess.Popen[str]) -> None:
    try:
        os.killpg(proc.pid, 9)
    except (ProcessLookupError, PermissionError):
        proc.kill()
    proc.communicate()
