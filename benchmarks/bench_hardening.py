"""Limits under hostile input: time and peak memory of each refusal or stream.

Each measurement runs in a fresh Python process (peak RSS is per process):

* a grounding refused from its estimate (one action, 8 unbound parameters over 30
  objects: about 6.6e11 ground actions);
* parsing a 1 MB problem (Blocksworld with 4,000 blocks), next to pyperplan's parser
  on the same files when it is installed (the ratio is printed);
* 50 MB of nested parentheses (refused at depth 128) and 50 MB of flat init facts;
* validating a 1,000,000-step plan read as a stream;
* the inputs of :mod:`plangate.testing.hostile`: bindings a static precondition
  rejects (24 parameters over 2 objects, 6 over 40), quantifiers over 4 and 6
  variables (40 objects), type chains (20,000 levels; 3,000 levels with 3,000
  objects), 60 MB of shallow lists where ``define`` belongs, a 60 MB plan line.

Seconds are CPU seconds of the child; peak MB its own high-water mark (VmHWM). A
case over ``--timeout`` (120 s) is killed and shown as such. ``--root DIR`` runs the
children on another checkout (to measure before a change):

    python benchmarks/bench_hardening.py [--root DIR] [--only WORD]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from plangate.testing import hostile

ROOT = Path(__file__).resolve().parent.parent
BW = ROOT / "src" / "plangate" / "data" / "blocksworld" / "domain.pddl"

CHILD = r"""
import json, resource, sys, time
kind, a, b = sys.argv[1], sys.argv[2], sys.argv[3]
t0 = time.process_time()
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
    elif kind == "plangate-domain":
        from plangate.pddl.loader import load_domain
        load_domain(a)
    elif kind == "plangate-plan":
        from plangate.pddl.loader import load_task
        from plangate.pddl.plans import stream_plan
        from plangate.verify.validate import validate
        validate(load_task(a, "%s"), stream_plan(b), keep_states=False)
    elif kind == "pyperplan-parse":
        from pyperplan.pddl.parser import Parser
        p = Parser(a, b)
        p.parse_problem(p.parse_domain())
except Exception as err:
    outcome = type(err).__name__ + ": " + str(err)[:100]
seconds = time.process_time() - t0
# this image's own peak: ru_maxrss would keep the forking parent's
status = open("/proc/self/status").read()
peak = int(status.split("VmHWM:")[1].split()[0]) / 1024
print(json.dumps({"seconds": seconds, "peak_mb": peak, "outcome": outcome}))
"""


def measure(
    kind: str, a: Path, b: Path, problem: Path, root: Path, timeout: float
) -> dict[str, object]:
    code = CHILD % (problem, problem)
    env = {**os.environ, "PYTHONPATH": str(root)}
    try:
        out = subprocess.run(
            [sys.executable, "-c", code, kind, str(a), str(b)],
            capture_output=True,
            text=True,
            timeout=timeout,
            env=env,
            cwd=root,
        )
    except subprocess.TimeoutExpired:
        return {"seconds": float("nan"), "peak_mb": float("nan"), "outcome": f"over {timeout:g} s"}
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


def write_pair(tmp: Path, name: str, pair: tuple[str, str]) -> tuple[Path, Path]:
    d, p = tmp / f"{name}-d.pddl", tmp / f"{name}-p.pddl"
    d.write_text(pair[0])
    p.write_text(pair[1])
    return d, p


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", type=Path, default=ROOT, help="the checkout the children run")
    ap.add_argument("--timeout", type=float, default=120.0)
    ap.add_argument("--only", help="the cases whose name holds this word")
    args = ap.parse_args()
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
    small_bw = small  # the problem the plan cases validate against
    rej24 = write_pair(tmp, "rej24", hostile.rejected_bindings(24, 2))
    rej6 = write_pair(tmp, "rej6", hostile.rejected_bindings(6, 40))
    q4 = write_pair(tmp, "q4", hostile.quantifier(4, 40))
    q6 = write_pair(tmp, "q6", hostile.quantifier(6, 40))
    chain = write_pair(tmp, "chain", hostile.type_chain(20_000, 1))
    wide = write_pair(tmp, "chainobj", hostile.type_chain(3_000, 3_000))
    lists = tmp / "lists.pddl"
    with lists.open("w") as fh:
        for _ in range(60):
            fh.write(hostile.shallow_lists(1_000_000))
    line = tmp / "line.txt"
    with line.open("w") as fh:
        fh.write("(pick-up ")
        for _ in range(60):
            fh.write("b" * 1_000_000)
        fh.write(")\n")
    rows = [
        ("ground refusal (6.6e11 estimate)", "plangate-ground", wide_d, wide_p),
        (f"parse 1 MB problem ({mb1.stat().st_size / 1e6:.1f} MB)", "plangate-parse", BW, mb1),
        ("  pyperplan, same file", "pyperplan-parse", BW, mb1),
        ("50 MB nested parentheses", "plangate-parse", BW, nested),
        (f"{flat.stat().st_size / 1e6:.0f} MB flat init facts", "plangate-parse", BW, flat),
        ("validate a 1,000,000-step plan", "plangate-validate", BW, plan),
        ("rejected bindings, 24 params x 2 objects", "plangate-ground", *rej24),
        ("rejected bindings, 6 params x 40 objects", "plangate-ground", *rej6),
        ("forall over 4 variables x 40 objects", "plangate-ground", *q4),
        ("forall over 6 variables x 40 objects", "plangate-ground", *q6),
        ("type chain of 20,000 levels", "plangate-ground", *chain),
        ("type chain of 3,000 levels, 3,000 objects", "plangate-ground", *wide),
        ("60 MB of shallow lists", "plangate-domain", lists, lists),
        ("a 60 MB plan line", "plangate-plan", BW, line),
    ]
    if args.only:
        rows = [r for r in rows if args.only in r[0] or r[0].startswith("parse 1 MB")
                or "pyperplan" in r[0]]  # fmt: skip
    print(f"{'case':44} {'CPU s':>9} {'peak MB':>9}  outcome")
    results = {}
    for name, kind, a, b in rows:
        r = measure(kind, a, b, small_bw, args.root.resolve(), args.timeout)
        results[name] = r
        print(f"{name:44} {r['seconds']:9.3f} {r['peak_mb']:9.0f}  {str(r['outcome'])[:70]}")
    ours = results[rows[1][0]]["seconds"]
    theirs = results[rows[2][0]]["seconds"]
    if isinstance(ours, float) and isinstance(theirs, float) and theirs == theirs:
        print(f"\nparse 1 MB: plangate / pyperplan time ratio {ours / theirs:.2f}")


if __name__ == "__main__":
    main()
