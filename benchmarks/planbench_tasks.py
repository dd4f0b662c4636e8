"""PlanBench's other tasks end to end, on a scripted model with known mistakes.

Generates every task for a domain's instances (``plangate generate
planbench-tasks``), serves a model on 127.0.0.1 that answers from the planner
and spoils every third answer in a known way (:mod:`plangate.testing.task_mistakes`),
runs ``plangate bench`` against it through the real client path, and checks that
the scorer found exactly the mistakes made: per task, the items, the mistakes
made, the answers scored wrong, and the misses and false alarms (both must be 0).

    python benchmarks/planbench_tasks.py DOMAIN INSTANCES... [--count 4] [--out DIR]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path


def main() -> int:
    from plangate.bench.datasets import load_dataset
    from plangate.bench.families.planbench import TASKS
    from plangate.bench.families.planbench.generate import generate_tasks
    from plangate.bench.jobs import grounded
    from plangate.pddl.loader import load_task
    from plangate.testing.fake_server import FakeOpenAI
    from plangate.testing.oracle import OracleRouter, PlannerOracle, shipped_wordings
    from plangate.testing.task_mistakes import MistakenOracle, expected, key_of

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("domain")
    ap.add_argument("instances", nargs="+")
    ap.add_argument("--count", type=int, default=4, help="instances asked about per task")
    ap.add_argument("--every", type=int, default=3, help="spoil every N-th answer")
    ap.add_argument("--out", help="the task folder (default: a temporary one)")
    ap.add_argument("--nl", help="the rendering")
    args = ap.parse_args()
    out = Path(args.out or tempfile.mkdtemp(prefix="planbench-tasks-"))
    generate_tasks(args.domain, args.instances, ["all"], out, nl=args.nl, limit=args.count)
    ds = load_dataset(out)
    oracles, known = [], {}
    for inst in ds.instances:  # the judged problem's oracle first: its facts, its actions
        oracles += [PlannerOracle(r) for r in shipped_wordings(load_task(ds.domain, inst.problem))]
        answer = inst.meta["answer"]
        if isinstance(answer, dict) and "plan" in answer and inst.meta["task"] != "verification":
            r = grounded(ds.domain, inst.problem, args.nl).renderer
            steps = [str(a).strip("()").split() for a in answer["plan"]]
            ops = [r.task.operator(s[0], tuple(s[1:])) for s in steps]
            text = "".join(f"{r.op(op)}\n" for op in ops if op is not None)
            known[key_of(str(inst.meta["prompt"]))] = f"[PLAN]\n{text}[PLAN END]"
    model = MistakenOracle(OracleRouter(oracles), every=args.every, known=known)
    server = FakeOpenAI()
    server.responder = model
    results = out / "results.jsonl"
    results.unlink(missing_ok=True)
    cmd = [sys.executable, "-m", "plangate.cli", "bench", "--dataset", str(out), "--model",
           "scripted", "--base-url", server.url, "--results", str(results), "--no-cache",
           "--no-progress"]  # fmt: skip
    if args.nl:
        cmd += ["--nl", args.nl]
    done = subprocess.run(cmd, capture_output=True, text=True)
    server.close()
    if done.returncode not in (0, 1):
        print(done.stdout, done.stderr)
        return 2
    items = {i.name: i for i in ds.instances}
    rows: dict[str, list[int]] = {t: [0, 0, 0, 0, 0, 0] for t in TASKS}
    wrong_ones = []
    for line in results.read_text().splitlines():
        r = json.loads(line)
        t = str(r["method"]).split(":", 1)[1]
        mistake = model.made.get(key_of(str(items[r["instance"]].meta["prompt"])))
        want = expected(TASKS[t].answer, mistake)
        said = bool(r.get("success"))
        row = rows[t]
        row[0] += 1
        row[1] += mistake is not None
        row[2] += not said
        if said != want["correct"]:
            row[3 if said else 4] += 1
            wrong_ones.append((r["instance"], mistake, r.get("outcome"), r.get("explain")))
        if t == "verification" and bool(r.get("explanation_correct")) != want["explanation"]:
            row[5] += 1
            wrong_ones.append((r["instance"], mistake, r.get("outcome"), r.get("explain")))
    print(f"tasks in {out}; results in {results}")
    print(
        "| task | items | mistakes made | scored wrong | missed | false alarms "
        "| explanation misjudged |"
    )
    print("|---|---|---|---|---|---|---|")
    for t, row in rows.items():
        if row[0]:
            print(f"| {t} | " + " | ".join(map(str, row)) + " |")
    kinds: dict[str, int] = {}
    for name in model.made.values():
        kinds[name] = kinds.get(name, 0) + 1
    print("mistakes by kind: " + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    for w in wrong_ones:
        print("MISJUDGED", w)
    return 1 if wrong_ones else 0


if __name__ == "__main__":
    sys.exit(main())
