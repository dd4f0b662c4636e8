"""Limits under hostile input: time and peak memory of each refusal or stream.

Each measurement runs in a fresh Python process (peak RSS is per process):

* a grounding refused from its estimate (one action, 8 unbound parameters over 30
  objects: about 6.6e11 ground actions);
* parsing a 1 MB problem (Blocksworld with 4,000 blocks), next to pyperplan's parser
  on the same files when it is installed (the ratio is printed);
* 50 MB of nested parentheses (refused at depth 128) and 50 MB of flat init facts;
* validating a 1,000,000-step plan read as a stream.

    python benchmarks/bench_hardening.py
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BW = ROOT / "plangate" / "data" / "blocksworld" / "domain.pddl"

CHILD = r"""
import json, resource, sys, time
kind, a, b = sys.argv[1], sys.argv[2], sys.argv[3]
t0 = time.perf_counter()
outcome = "ok"
try:
    if kind == "plangate-parse":
        from plangate.pddl.loader import load_domain, load_problem
        load_problem(b, load_domain(a))
    elif kind == "plangate-ground":
        from plangate.pddl.loader import load_task
        load_task(a, b)
    elif kind == "plangate-validate":
        from plangate.pddl.loader import load_task
        from plangate.pddl.plans import stream_plan
        from plangate.verify.validate import validate
        task = load_task(a, "%s")
        validate(task, stream_plan(b), keep_states=False)
    elif kind == "pyperplan-parse":
        from pyperplan.pddl.parser import Parser
        p = Parser(a, b)
        p.parse_problem(p.parse_domain())
except Exception as err:
    outcome = type(err).__name__ + ": " + str(err)[:100]
seconds = time.perf_counter() - t0
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({"seconds": seconds, "peak_mb": peak, "outcome": outcome}))
"""


def measure(kind: str, a: Path, b: Path, problem: Path) -> dict[str, object]:
    code = CHILD % problem
    out = subprocess.run(
        [sys.executable, "-c", code, kind, str(a), str(b)],
        capture_output=True,
        text=True,
        timeout=900,
    )
    lines = out.stdout.strip().splitlines()
    if out.returncode != 0 or not lines:
        return {"seconds": float("nan"), "peak_mb": float("nan"), "outcome": out.stderr[-200:]}
    result: dict[str, object] = json.loads(lines[-1])
    return result


def blocks_problem(n: int) -> str:
    names = [f"b{i}" for i in range(n)]
    init = ["(handempty)"] + [f"(ontable {x})" for x in names] + [f"(clear {x})" for x in names]
    goal = [f"(on {names[i]} {names[i + 1]})" for i in range(min(n - 1, 3))]
    return (
        f"(define (problem big) (:domain blocksworld-4ops)\n (:objects {' '.join(names)})\n"
        f" (:init {' '.join(init)})\n (:goal (and {' '.join(goal)})))\n"
    )


def main() -> None:
    tmp = Path(tempfile.mkdtemp(prefix="bench-hardening-"))
    small = tmp / "small.pddl"
    small.write_text(blocks_problem(4))
    wide_d, wide_p = tmp / "wide-d.pddl", tmp / "wide-p.pddl"
    params = " ".join(f"?x{i}" for i in range(8))
    wide_d.write_text(
        "(define (domain d) (:requirements :strips) (:predicates (p) (q))\n"
        f" (:action a :parameters ({params}) :precondition (p) :effect (q)))\n"
    )
    objs = " ".join(f"o{i}" for i in range(30))
    wide_p.write_text(f"(define (problem x) (:domain d) (:objects {objs}) (:init (p)) (:goal (q)))")
    mb1 = tmp / "1mb.pddl"
    mb1.write_text(blocks_problem(38_000))
    nested = tmp / "nested.pddl"
    with nested.open("w") as fh:  # in chunks: the children's peak memory starts from ours
        for c in "()":
            for _ in range(25):
                fh.write(c * 1_000_000)
    flat = tmp / "flat.pddl"
    with flat.open("w") as fh:
        n = 1_000_000
        fh.write("(define (problem big) (:domain blocksworld-4ops)\n (:objects")
        for i in range(0, n, 10_000):
            fh.write("".join(f" b{j}" for j in range(i, i + 10_000)))
        fh.write(")\n (:init (handempty)")
        for i in range(0, n, 10_000):
            fh.write("".join(f" (ontable b{j}) (clear b{j})" for j in range(i, i + 10_000)))
        fh.write(")\n (:goal (on b0 b1)))\n")
    plan = tmp / "plan.txt"
    with plan.open("w") as fh:
        for _ in range(500_000):
            fh.write("(pick-up b0)\n(put-down b0)\n")
    rows = [
        ("ground refusal (6.6e11 estimate)", "plangate-ground", wide_d, wide_p),
        (f"parse 1 MB problem ({mb1.stat().st_size / 1e6:.1f} MB)", "plangate-parse", BW, mb1),
        ("  pyperplan, same file", "pyperplan-parse", BW, mb1),
        ("50 MB nested parentheses", "plangate-parse", BW, nested),
        (f"{flat.stat().st_size / 1e6:.0f} MB flat init facts", "plangate-parse", BW, flat),
        ("validate a 1,000,000-step plan", "plangate-validate", BW, plan),
    ]
    print(f"{'case':44} {'seconds':>9} {'peak MB':>9}  outcome")
    results = {}
    for name, kind, a, b in rows:
        r = measure(kind, a, b, small)
        results[name] = r
        print(f"{name:44} {r['seconds']:9.3f} {r['peak_mb']:9.0f}  {str(r['outcome'])[:70]}")
    ours = results[rows[1][0]]["seconds"]
    theirs = results[rows[2][0]]["seconds"]
    if isinstance(ours, float) and isinstance(theirs, float) and theirs == theirs:
        print(f"\nparse 1 MB: plangate / pyperplan time ratio {ours / theirs:.2f}")


if __name__ == "__main__":
    main()
