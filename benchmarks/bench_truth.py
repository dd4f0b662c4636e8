"""plangate's ground truth against Fast Downward's ``seq-opt-lmcut``, instance by instance.

For every instance of the held-in benchmark folders (``../shared/benchmarks``), each in
fresh processes, wall-clock seconds of:

* **FD**: Fast Downward's own driver, ``--alias seq-opt-lmcut`` (A* with LM-cut), with
  ``--fd-timeout`` (60 s); its start-up, translation and search;
* **optimal**: ``plangate optimal`` with its default planner (``auto``), as a user runs
  it: the command's start-up, reading, grounding, the built-in probe, then Fast Downward
  or SymK;
* **truth**: the episode metrics' ground truth, the distance of the initial state from
  :class:`plangate.verify.distance.DistanceOracle` as ``solve`` and ``bench`` build it,
  in a process that has imported plangate (its reading and grounding included);
* **start-up**: each plangate side on a task whose goal holds at the start (nothing to
  search: the command's start-up, its imports, reading and grounding), measured in the
  same run, the best of three.

A row is ``ok`` when each plangate side answered within twice FD's time plus its
start-up, ``SLOW`` when it answered later, and ``GAVE UP`` when FD answered within
its limit and plangate did not; the summary counts them. Instances FD does not answer
within its limit are printed for information: ``plangate optimal`` alone, with
``--other-timeout`` (30 s).

    python benchmarks/bench_truth.py [--only WORD] [--fd-timeout S] [--timeout S]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS = Path(os.environ.get("PLANGATE_BENCHMARKS", ROOT.parent / "shared" / "benchmarks"))

TRUTH = r"""
import json, sys, time, warnings
warnings.simplefilter("ignore")
t0 = time.perf_counter()
from plangate.pddl.loader import load_task
from plangate.verify.distance import DistanceOracle
task = load_task(sys.argv[1], sys.argv[2])
oracle = DistanceOracle(task, planner_seconds=float(sys.argv[3]))
d = oracle.known(task.initial)
print(json.dumps({"seconds": time.perf_counter() - t0, "cost": d,
                  "source": oracle.source, "why": oracle.gave_up}))
"""


# the processes run as on a user's machine, with Python's bytecode caches: a sandbox's
# PYTHONDONTWRITEBYTECODE would have every plangate process compile its modules again
# (about 0.5 s), while Fast Downward's translator comes with its caches installed
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def run(cmd: list[str], timeout: float) -> tuple[float | None, subprocess.CompletedProcess[str]]:
    """``cmd`` in a session of its own, the whole session killed at ``timeout``: Fast
    Downward's driver runs its search as a child, which outlived the driver when only
    the driver was killed (orphaned searches took the CPU of the runs after them)."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(
        cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd="/tmp", env=ENV,
        start_new_session=True,
    )  # fmt: skip
    try:
        stdout, stderr = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        return None, subprocess.CompletedProcess(cmd, -1, "", "timeout")
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)  # anything the command left behind
    return time.perf_counter() - t0, subprocess.CompletedProcess(
        cmd, proc.returncode, stdout, stderr
    )


def fast_downward(domain: Path, problem: Path, timeout: float) -> tuple[float | None, str]:
    import tempfile

    from plangate.verify.drivers import driver_path

    driver = driver_path("fast-downward")
    with tempfile.TemporaryDirectory() as tmp:
        plan = Path(tmp) / "plan"
        cmd = [sys.executable, str(driver), "--alias", "seq-opt-lmcut", "--plan-file",
               str(plan), str(domain), str(problem)]  # fmt: skip
        seconds, out = run(cmd, timeout)
        if seconds is None:
            return None, "timeout"
        if plan.is_file():
            cost = [ln for ln in plan.read_text().splitlines() if "cost" in ln]
            return seconds, cost[-1].split("=")[1].split()[0] if cost else "?"
        return None, f"exit {out.returncode}"


def optimal(domain: Path, problem: Path, timeout: float) -> tuple[float | None, str]:
    cmd = [sys.executable, "-m", "plangate.cli", "optimal", str(domain), str(problem),
           "--json", "--timeout", str(timeout)]  # fmt: skip
    seconds, out = run(cmd, timeout + 30)
    try:
        data = json.loads(out.stdout)
    except json.JSONDecodeError:
        return None, (out.stderr.strip().splitlines() or ["no output"])[-1][:60]
    if data.get("status") in ("solved-optimally", "unsolvable"):
        return seconds, f"{data.get('cost')} by {data.get('planner')}"
    return None, str(data.get("message"))[:80]


def truth(domain: Path, problem: Path, timeout: float) -> tuple[float | None, str]:
    _, out = run([sys.executable, "-c", TRUTH, str(domain), str(problem),
                        str(timeout)], timeout * 3 + 30)  # fmt: skip
    try:
        data = json.loads(out.stdout)
    except json.JSONDecodeError:
        return None, (out.stderr.strip().splitlines() or ["no output"])[-1][:60]
    if data["cost"] is None:
        return None, str(data["why"])[:80]
    return float(data["seconds"]), f"{data['cost']:g} by {data['source']}"


TRIVIAL_DOMAIN = """(define (domain trivial) (:predicates (p))
 (:action a :parameters () :precondition (p) :effect (p)))"""
TRIVIAL_PROBLEM = "(define (problem t) (:domain trivial) (:init (p)) (:goal (p)))"


def startups() -> tuple[float, float]:
    """Each side's time on a task with nothing to search, the best of three."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        d, p = Path(tmp) / "d.pddl", Path(tmp) / "p.pddl"
        d.write_text(TRIVIAL_DOMAIN)
        p.write_text(TRIVIAL_PROBLEM)
        optimal(d, p, 60)  # the bytecode caches written, as after a first run
        opt = min(optimal(d, p, 60)[0] or 60.0 for _ in range(3))
        tr = min(truth(d, p, 60)[0] or 60.0 for _ in range(3))
    return opt, tr


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", help="folders whose name holds this word")
    ap.add_argument("--fd-timeout", type=float, default=60.0)
    ap.add_argument("--timeout", type=float, default=60.0, help="plangate's limit per search")
    ap.add_argument(
        "--other-timeout",
        type=float,
        default=30.0,
        help="plangate optimal's limit where FD gave up (the truth is not run there)",
    )
    args = ap.parse_args()
    start_opt, start_truth = startups()
    print(
        f"plangate's start-up (a task whose goal holds at the start): optimal {start_opt:.2f} s, "
        f"truth {start_truth:.2f} s\n"
    )
    print(f"{'instance':48} {'FD s':>7} {'optimal s':>10} {'truth s':>8}  verdict")
    counts = {"ok": 0, "SLOW": 0, "GAVE UP": 0, "FD gave up": 0}
    worst = 0.0
    folders = sorted(p for p in BENCHMARKS.iterdir() if (p / "domain.pddl").is_file())
    if args.only:
        folders = [f for f in folders if args.only in f.name]
    for folder in folders:
        for problem in sorted((folder / "instances").glob("*.pddl")):
            domain = folder / "domain.pddl"
            fd_s, fd_said = fast_downward(domain, problem, args.fd_timeout)
            limit = max(args.timeout, 2 * (fd_s or 0) + start_opt)
            opt_s, opt_said = optimal(domain, problem, limit if fd_s else args.other_timeout)
            tr_s, tr_said = (None, "not run") if fd_s is None else truth(domain, problem, limit)
            name = f"{folder.name}/{problem.stem}"[:48]
            if fd_s is None:
                verdict = "FD gave up"
            elif opt_s is None or tr_s is None:
                verdict = "GAVE UP"
            else:
                ratio = max((opt_s - start_opt) / fd_s, (tr_s - start_truth) / fd_s)
                verdict = "ok" if ratio <= 2 else "SLOW"
                worst = max(worst, ratio)
            counts[verdict] += 1
            cell = [f"{x:.2f}" if x is not None else "-" for x in (fd_s, opt_s, tr_s)]
            print(f"{name:48} {cell[0]:>7} {cell[1]:>10} {cell[2]:>8}  {verdict}: FD "
                  f"{fd_said}; optimal {opt_said}; truth {tr_said}", flush=True)  # fmt: skip
    answered = counts["ok"] + counts["SLOW"] + counts["GAVE UP"]
    print(
        f"\n{answered} instances Fast Downward's seq-opt-lmcut answers within "
        f"{args.fd_timeout:g} s: plangate within twice its time plus start-up on "
        f"{counts['ok']}, later on {counts['SLOW']}, gave up on {counts['GAVE UP']} "
        f"(worst: plangate's time past its start-up {worst:.2f}x FD's); "
        f"{counts['FD gave up']} instances FD did not answer"
    )


if __name__ == "__main__":
    main()
