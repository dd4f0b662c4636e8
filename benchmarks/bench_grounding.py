"""plangate's grounding against Fast Downward's translator, side by side.

For the largest instance of each folder of ``../shared/benchmarks`` (by file size),
each in a fresh process (peak memory is per process):

* plangate: ``load_task`` (parse, check, relaxed reachability, operators);
  the modules of both are imported before the clock starts;
* Fast Downward's translator (Python, shipped in ``up-fast-downward`` as
  ``fast_downward.translate``): parsing, normalisation and ``instantiate.explore``
  (its relaxed reachability and instantiation: the grounding part of the translator,
  before invariant synthesis and the SAS+ encoding).

Each side's time is the best of its runs in its process (as many as fit in about 2 s,
3 to 50): most of these tasks ground in milliseconds.

It prints CPU seconds, ground actions, whether the two sets of ground actions are
equal (by name), peak memory (VmHWM), and the ratio of the translator's time to
plangate's; the geometric mean of the ratios at the end. A side over ``--timeout``
(60 s) is shown as such.

    python benchmarks/bench_grounding.py [--timeout S] [--only WORD]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS = Path(os.environ.get("PLANGATE_BENCHMARKS", ROOT.parent / "shared" / "benchmarks"))

CHILD = r"""
import hashlib, json, sys, time
side, domain, problem = sys.argv[1:4]
import io, contextlib
if side == "plangate":  # imports (and the grammar's build) before the clock starts
    from plangate.pddl.loader import load_task
    from plangate.pddl.parser import _lark
    _lark()
else:
    from fast_downward.translate import normalize, pddl_parser
    from fast_downward.translate import instantiate, options
names = []
outcome = "ok"
best = float("inf")
spent = 0.0
for attempt in range(50):  # the best of the runs of about 2 s: small tasks take milliseconds
    t0 = time.process_time()
    try:
        if side == "plangate":
            task = load_task(domain, problem)
            names = [str(op) for op in task.operators]
        else:
            options.set_options([domain, problem])  # its defaults, as its command line has
            with contextlib.redirect_stdout(io.StringIO()):
                t = pddl_parser.open(domain_filename=domain, problem_filename=problem)
                normalize.normalize(t)
                reachable, atoms, actions, goals, axioms, params = instantiate.explore(t)
            names = [a.name for a in actions]
    except Exception as err:
        outcome = type(err).__name__ + ": " + str(err)[:80]
        break
    took = time.process_time() - t0
    best, spent = min(best, took), spent + took
    if spent > 2.0 and attempt >= 2:
        break
seconds = best
peak = int(open("/proc/self/status").read().split("VmHWM:")[1].split()[0]) / 1024
canon = sorted(" ".join(n.lower().replace(")", " )").split()).replace(" )", ")") for n in names)
digest = hashlib.sha256("\n".join(canon).encode()).hexdigest()
print(json.dumps({"seconds": seconds, "peak_mb": peak, "actions": len(set(canon)),
                  "digest": digest, "outcome": outcome}))
"""


def measure(side: str, domain: Path, problem: Path, timeout: float) -> dict[str, object]:
    try:
        out = subprocess.run(
            [sys.executable, "-c", CHILD, side, str(domain), str(problem)],
            capture_output=True,
            text=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return {"outcome": f"over {timeout:g} s"}
    lines = out.stdout.strip().splitlines()
    if not lines:
        return {"outcome": (out.stderr.strip().splitlines() or ["no output"])[-1][:80]}
    result: dict[str, object] = json.loads(lines[-1])
    return result


def largest(folder: Path) -> Path | None:
    problems = [p for p in folder.rglob("*.pddl") if "domain" not in p.name]
    return max(problems, key=lambda p: p.stat().st_size) if problems else None


def domain_of(folder: Path, problem: Path) -> Path:
    from plangate.bench.datasets import own_domain

    return own_domain(folder, problem) or folder / "domain.pddl"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("--only", help="folders whose name holds this word")
    args = ap.parse_args()
    folders = sorted(p for p in BENCHMARKS.iterdir() if p.is_dir())
    if args.only:
        folders = [f for f in folders if args.only in f.name]
    head = f"{'folder (largest instance)':52} {'plangate s':>10} {'FD s':>8} {'ratio':>6} "
    print(head + f"{'actions':>9} {'FD':>9} {'same':>5} {'MB':>6} {'FD MB':>6}")
    ratios = []
    slower = []
    for folder in folders:
        problem = largest(folder)
        if problem is None:
            continue
        domain = domain_of(folder, problem)
        ours = measure("plangate", domain, problem, args.timeout)
        theirs = measure("fd", domain, problem, args.timeout)
        name = f"{folder.name}/{problem.stem}"[:52]
        if ours.get("outcome") != "ok" or theirs.get("outcome") != "ok":
            print(f"{name:52} plangate: {ours.get('outcome')}; FD: {theirs.get('outcome')}")
            continue
        a, b = float(ours["seconds"]), float(theirs["seconds"])  # type: ignore[arg-type]
        ratio = b / a if a > 0 else float("inf")
        ratios.append(ratio)
        if ratio < 1:
            slower.append(folder.name)
        same = "yes" if ours["digest"] == theirs["digest"] else "no"
        print(
            f"{name:52} {a:10.3f} {b:8.3f} {ratio:6.2f} {ours['actions']:>9} "
            f"{theirs['actions']:>9} {same:>5} {ours['peak_mb']:6.0f} {theirs['peak_mb']:6.0f}"
        )
    if ratios:
        geo = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
        print(
            f"\n{len(ratios)} folders: the translator's time / plangate's, geometric mean "
            f"{geo:.2f} (target >= 2); slower than the translator: {', '.join(slower) or 'none'}"
        )


if __name__ == "__main__":
    main()
