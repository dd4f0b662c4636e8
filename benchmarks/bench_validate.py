"""Many plans in one call: ``plangate validate --batch`` against unified-planning's
validator on the same plans, in the same run.

    python benchmarks/bench_validate.py [--plans 250] [--peer-plans 40]

The shared Blocksworld and Logistics tasks (``../shared/benchmarks``, every instance);
per task, ``--plans`` plans made by seeded random walks over the valid actions: a
third as walked (valid), a third with one step swapped for an action that is not
applicable there, a third cut short after a misspelt action. Printed per domain and in
all: plans per second of

* ``plangate validate --batch FILE`` as a command (one process: start-up, reading,
  grounding each task once, validating, one JSON line per plan),
* the same rows through :func:`plangate.verify.many.validate_rows` in this process,
* unified-planning's ``SequentialPlanValidator`` on ``--peer-plans`` of them per task
  (its PDDL reader once per task, the validator per plan), and ``plangate validate``
  started once per plan on ten of them (what a script without batches pays);

with the ratios, and whether every verdict agrees with unified-planning's.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCH = Path(os.environ.get("PLANGATE_BENCHMARKS", ROOT / "tests" / "data" / "benchmarks"))
DOMAINS = ("blocks-strips-typed-2000", "logistics-strips-typed-2000")


def _plans(domain: Path, problem: Path, n: int, seed: int) -> list[str]:
    from plangate.fsm.machine import MealyMachine
    from plangate.pddl.loader import load_task
    from plangate.verify.search import search

    task = load_task(domain, problem)
    machine = MealyMachine(task)
    rnd = random.Random(seed)
    goal = [str(op) for op in search(task).plan or []]
    out = []
    for k in range(n):
        state, steps = task.initial, []
        for _ in range(rnd.randint(1, 30)):
            options = machine.valid_actions(state)
            if not options:
                break
            op = rnd.choice(options)
            steps.append(str(op))
            state = op.apply(state)
        if k % 3 == 1 and steps:  # an action that is not applicable at its place
            at = rnd.randrange(len(steps))
            bad = [str(o) for o in task.operators if str(o) not in steps]
            steps[at] = rnd.choice(bad)
        elif k % 3 == 2 and steps:  # a misspelt action, then nothing
            steps = [*steps[: rnd.randrange(len(steps))], "(teleport x)"]
        elif k % 30 == 0:  # now and then, a plan that reaches the goal
            steps = goal
        out.append("\n".join(steps))
    return out


def run_commands(
    rows: list[dict], tmp: Path, per_plan: int
) -> tuple[float, list[dict], float, int]:
    """``plangate validate --batch`` over ``rows`` as one command (its seconds and its
    answers, in the rows' order), and the seconds a plan of ``plangate validate`` started
    once per plan, on ``per_plan`` of them spread over the rows (and how many)."""
    batch = tmp / "rows.jsonl"
    batch.write_text("".join(json.dumps(r) + "\n" for r in rows))
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "plangate.cli", "validate", "--batch",
                          str(batch), "--root", str(BENCH)],
                         capture_output=True, text=True, check=False)  # fmt: skip
    command = time.perf_counter() - t0
    answers = [json.loads(line) for line in out.stdout.splitlines()]
    assert len(answers) == len(rows), out.stderr[-500:]
    one = rows[:: max(1, len(rows) // per_plan)][:per_plan]
    t0 = time.perf_counter()
    for r in one:
        plan = tmp / "one.txt"
        plan.write_text(r["plan"])
        subprocess.run([sys.executable, "-m", "plangate.cli", "validate", r["domain"],
                        r["problem"], str(plan)], capture_output=True, check=False)  # fmt: skip
    return command, answers, (time.perf_counter() - t0) / len(one), len(one)


def _peer(rows: list[dict]) -> tuple[float, list[bool]]:
    """unified-planning: its reader once per task, its validator per plan."""
    import unified_planning.shortcuts as ups
    from unified_planning.engines import ValidationResultStatus
    from unified_planning.io import PDDLReader

    ups.get_environment().credits_stream = None
    verdicts: list[bool] = []
    t0 = time.perf_counter()
    readers: dict[tuple[str, str], tuple[object, PDDLReader]] = {}
    for row in rows:
        key = (row["domain"], row["problem"])
        if key not in readers:
            reader = PDDLReader()
            readers[key] = (reader.parse_problem(*key), reader)
        problem, reader = readers[key]
        try:
            plan = reader.parse_plan_string(problem, row["plan"])
        except Exception:
            verdicts.append(False)
            continue
        with ups.PlanValidator(problem_kind=problem.kind, plan_kind=plan.kind) as v:  # type: ignore[attr-defined]
            verdicts.append(v.validate(problem, plan).status is ValidationResultStatus.VALID)
    return time.perf_counter() - t0, verdicts


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--plans", type=int, default=250, help="plans per task")
    ap.add_argument("--peer-plans", type=int, default=40, help="plans per task for the peer")
    args = ap.parse_args()
    from plangate.verify.many import validate_rows

    rows: list[dict] = []
    for name in DOMAINS:
        folder = BENCH / name
        for n, problem in enumerate(sorted((folder / "instances").glob("*.pddl"))):
            for k, plan in enumerate(_plans(folder / "domain.pddl", problem, args.plans, n)):
                where = {"domain": str(folder / "domain.pddl"), "problem": str(problem)}
                rows.append({"id": f"{name}/{problem.stem}/{k}", **where, "plan": plan})
    print(
        f"{len(rows)} plans on {len({r['problem'] for r in rows})} tasks of {', '.join(DOMAINS)}\n"
    )
    with tempfile.TemporaryDirectory() as tmp:
        command, answers, per_call, single = run_commands(rows, Path(tmp), 10)
    t0 = time.perf_counter()
    inproc = list(validate_rows(rows))
    inside = time.perf_counter() - t0
    peer_rows = [r for r in rows if int(r["id"].rsplit("/", 1)[1]) < args.peer_plans]
    peer_seconds, peer_verdicts = _peer(peer_rows)
    by_id = {a["id"]: a for a in answers}
    agree = sum(by_id[r["id"]]["success"] == v for r, v in zip(peer_rows, peer_verdicts,
                                                                 strict=True))  # fmt: skip
    ours = len(rows) / command
    theirs = len(peer_rows) / peer_seconds
    print("| how | plans | seconds | plans/s | vs unified-planning |")
    print("|---|---|---|---|---|")
    print(f"| plangate validate --batch (one command) | {len(rows)} | {command:.2f} | {ours:,.0f} "
          f"| {ours / theirs:,.1f}x |")  # fmt: skip
    print(f"| plangate.verify.many.validate_rows (in process) | {len(rows)} | {inside:.2f} | "
          f"{len(rows) / inside:,.0f} | {len(rows) / inside / theirs:,.1f}x |")  # fmt: skip
    print(f"| plangate validate, one process per plan | {single} | {per_call * single:.2f} | "
          f"{1 / per_call:,.1f} | {1 / per_call / theirs:,.2f}x |")  # fmt: skip
    print(f"| unified-planning SequentialPlanValidator | {len(peer_rows)} | {peer_seconds:.2f} | "
          f"{theirs:,.0f} | 1.0x |")  # fmt: skip
    valid = sum(a["valid"] for a in answers)
    print(f"\nverdicts: {valid} valid (of which {sum(a['success'] for a in answers)} reach the "
          f"goal), {len(answers) - valid} invalid; the in-process answers equal the command's: "
          f"{[a['status'] for a in inproc] == [a['status'] for a in answers]}; agreement with "
          f"unified-planning (a valid plan that reaches the goal): "
          f"{agree}/{len(peer_rows)}")  # fmt: skip


if __name__ == "__main__":
    main()
