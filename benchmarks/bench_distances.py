"""Ground-truth benchmark: distance to the goal of every state along plans.

For random walks of 12 steps, computes the optimal distance to the goal of
every state on the walk with plangate's exact distances (one exploration and
one backward search per task), with pyperplan's A* + LM-cut per state, and
with Fast Downward through unified-planning per state, and prints the
ratios. Then times plangate on 768 twelve-step walks over 4-block
Blocksworld (one task per walk, as in the FSM study's dataset).

    python benchmarks/bench_distances.py [--fd-plans 1]
"""

from __future__ import annotations

import argparse
import logging
import random
import tempfile
import time
import warnings
from pathlib import Path
from typing import Any

from plangate.bench.datasets.generators import BLOCKS_DOMAIN, blocksworld_problem
from plangate.pddl.loader import load_task
from plangate.pddl.task import Task
from plangate.verify.budgets import Budget
from plangate.verify.distance import DistanceOracle
from plangate.verify.pddl_export import problem_from_state
from plangate.verify.planners import PLANNERS

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "benchmarks"
warnings.filterwarnings("ignore")
logging.disable(logging.CRITICAL)


def walk(task: Task, rnd: random.Random, length: int = 12) -> list[int]:
    states = [task.initial]
    for _ in range(length):
        ops = task.applicable(states[-1])
        if not ops:
            break
        states.append(rnd.choice(ops).apply(states[-1]))
    return states


def plangate_distances(task: Task, walks: list[list[int]]) -> tuple[list[list[float]], float]:
    """All walks of one task with one oracle (explored once); time per walk."""
    t0 = time.perf_counter()
    oracle = DistanceOracle(task)
    out = [[oracle.distance(s) for s in states] for states in walks]
    return out, (time.perf_counter() - t0) / len(walks)


def pyperplan_distances(
    domain: Path, problem: Path, task: Task, states: list[int]
) -> tuple[list[float], float]:
    from pyperplan import grounding
    from pyperplan.heuristics.lm_cut import LmCutHeuristic
    from pyperplan.pddl.parser import Parser
    from pyperplan.search import astar_search

    parser = Parser(str(domain), str(problem))
    ptask = grounding.ground(
        parser.parse_problem(parser.parse_domain()), remove_irrelevant_operators=False
    )
    statics = set(task.static_atoms())
    known = set(ptask.facts)
    t0 = time.perf_counter()
    out = []
    for s in states:
        ptask.initial_state = frozenset(f for f in set(task.atoms(s)) | statics if f in known)
        plan = astar_search(ptask, LmCutHeuristic(ptask))
        out.append(float("inf") if plan is None else float(len(plan)))
    return out, time.perf_counter() - t0


def fd_distances(task: Task, states: list[int]) -> tuple[list[float], float]:
    import dataclasses

    fd = PLANNERS["fast-downward"]
    t0 = time.perf_counter()
    out = []
    for s in states:
        sub = dataclasses.replace(task, problem=problem_from_state(task, s))
        sub_task = load_task(task.domain, sub.problem)
        res = fd.plan(sub_task, Budget(seconds=60))
        out.append(float(res.cost) if res.solved and res.cost is not None else float("inf"))
    return out, time.perf_counter() - t0


def instances(tmp: Path) -> list[tuple[str, Path, Path]]:
    out = []
    for n in (4, 6):
        p = tmp / f"bw{n}.pddl"
        p.write_text(blocksworld_problem(n, seed=2))
        out.append((f"blocksworld-{n}", BLOCKS_DOMAIN, p))
    for name, inst in [
        ("logistics-strips-typed-2000", "instance-1"),
        ("gripper-round-1-strips-1998", "instance-1"),
    ]:
        d = SHARED / name
        if d.is_dir():
            out.append((f"{name}/{inst}", d / "domain.pddl", d / "instances" / f"{inst}.pddl"))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--plans", type=int, default=3, help="walks per instance")
    ap.add_argument("--fd-plans", type=int, default=1, help="walks per instance for Fast Downward")
    args = ap.parse_args()
    rnd = random.Random(7)
    import numpy  # noqa: F401  (imported once here, not inside the first timing)

    print("\n## Distance to the goal of every state on 12-step random walks\n")
    print(
        "milliseconds per walk (13 states; plangate explores each task once for all its walks); "
        "the ratios divide the peer's time by plangate's\n"
    )
    print(
        f"| {'instance':36s} | {'plangate':>9s} | {'pyperplan A*+LM-cut':>19s} | "
        f"{'FD via UP':>10s} | {'vs pyperplan':>12s} | {'vs FD':>7s} | agree |"
    )
    print(f"|{'-' * 38}|{'-' * 11}|{'-' * 21}|{'-' * 12}|{'-' * 14}|{'-' * 9}|-------|")
    with tempfile.TemporaryDirectory() as tmp:
        first = instances(Path(tmp))[0]
        warm = load_task(first[1], first[2])
        plangate_distances(warm, [[warm.initial]])  # warm up the code paths
        for name, dom, prob in instances(Path(tmp)):
            task = load_task(dom, prob)
            walks = [walk(task, rnd) for _ in range(args.plans)]
            ours, t_ours = plangate_distances(task, walks)
            pp = [pyperplan_distances(dom, prob, task, w) for w in walks]
            fd = [fd_distances(task, w) for w in walks[: args.fd_plans]]
            agree = all(a == b[0] for a, b in zip(ours, pp, strict=True)) and all(
                a == b[0] for a, b in zip(ours, fd, strict=False)
            )
            t_pp = sum(t for _, t in pp) / len(pp)
            t_fd = sum(t for _, t in fd) / len(fd) if fd else float("nan")
            print(
                f"| {name:36s} | {t_ours * 1000:9.1f} | {t_pp * 1000:19.1f} | {t_fd * 1000:10.1f} "
                f"| {t_pp / t_ours:11.1f}x | {t_fd / t_ours:6.1f}x "
                f"| {'yes' if agree else 'NO':>5s} |"
            )
    bench_768()


def bench_768() -> None:
    from plangate.pddl.loader import load_domain, parse_problem

    dom = load_domain(BLOCKS_DOMAIN)
    rnd = random.Random(11)
    tasks: list[Any] = []
    for i in range(768):
        tasks.append(load_task(dom, parse_problem(blocksworld_problem(4, seed=1000 + i), dom)))
    walks = [walk(t, rnd) for t in tasks]
    t0 = time.perf_counter()
    total = 0
    for task, states in zip(tasks, walks, strict=True):
        oracle = DistanceOracle(task)
        for s in states:
            oracle.distance(s)
            total += 1
    dt = time.perf_counter() - t0
    print(
        f"\n768 twelve-step walks over 4-block Blocksworld: {total} distances in {dt:.2f} s "
        f"(target: under 2 s), {dt / 768 * 1000:.2f} ms per walk"
    )


if __name__ == "__main__":
    main()
