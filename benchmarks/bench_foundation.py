"""Foundation benchmark: parse+ground time and successor generation, against the peers.

Measured in one run on the same instances:

* parse + ground: plangate (parse, check, relaxed-reachability grounding),
  pyperplan (parse + ground), unified-planning's PDDL reader (parse only);
* successor generation in a breadth-first search bounded by a state limit
  and a time limit: expanded and generated states per second for plangate's
  explicit exploration (vectorised), plangate's per-state API (the valid
  actions at a state from the successor generator, then apply: what the
  methods and the Gymnasium environment ask at every step), pyperplan's
  successor function, and unified-planning's sequential simulator. The
  per-state API's target: at least 3x pyperplan on every instance.

Prints one table per part with ratios plangate / peer. Run:

    python benchmarks/bench_foundation.py [--states 100000] [--seconds 20]
"""

from __future__ import annotations

import argparse
import logging
import math
import sys
import tempfile
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

from plangate.bench.datasets.generators import BLOCKS_DOMAIN, blocksworld_problem
from plangate.fsm.explore import explore
from plangate.pddl.loader import load_task

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "benchmarks"

warnings.filterwarnings("ignore")
logging.disable(logging.CRITICAL)


def _best(fn: Callable[[], Any], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def _pyperplan_ground(domain: Path, problem: Path) -> Any:
    from pyperplan import grounding
    from pyperplan.pddl.parser import Parser

    parser = Parser(str(domain), str(problem))
    dom = parser.parse_domain()
    prob = parser.parse_problem(dom)
    return grounding.ground(prob)


def _up_read(domain: Path, problem: Path) -> Any:
    from unified_planning.io import PDDLReader
    from unified_planning.shortcuts import get_environment

    env = get_environment()
    env.credits_stream = None
    env.error_used_name = False
    return PDDLReader().parse_problem(str(domain), str(problem))


def _fmt_ratio(ours: float | None, theirs: float | None, higher_is_better: bool) -> str:
    if not ours or not theirs:
        return "n/a"
    r = ours / theirs if higher_is_better else theirs / ours
    return f"{r:.1f}x"


def _instances(tmp: Path) -> list[tuple[str, Path, Path]]:
    out: list[tuple[str, Path, Path]] = []
    for n in (4, 6, 8, 10):
        p = tmp / f"bw{n}.pddl"
        p.write_text(blocksworld_problem(n, seed=1))
        out.append((f"blocksworld-{n}", BLOCKS_DOMAIN, p))
    for name, inst in [
        ("logistics-strips-typed-2000", "instance-1"),
        ("logistics-round-1-strips-1998", "instance-1"),
        ("gripper-round-1-strips-1998", "instance-3"),
        ("depots-strips-automatic-2002", "instance-1"),
        ("driverlog-strips-automatic-2002", "instance-1"),
    ]:
        d = SHARED / name
        if d.is_dir():
            out.append((f"{name}/{inst}", d / "domain.pddl", d / "instances" / f"{inst}.pddl"))
    return out


# --------------------------------------------------------------------- parse + ground
def bench_parse(instances: list[tuple[str, Path, Path]], repeat: int) -> None:
    print(f"\n## Parse + ground (best of {repeat}, milliseconds)\n")
    print(
        f"| {'instance':40s} | {'plangate':>9s} | {'pyperplan':>9s} | {'UP read':>9s} "
        f"| {'vs pyperplan':>12s} | {'vs UP':>7s} |"
    )
    print(f"|{'-' * 42}|{'-' * 11}|{'-' * 11}|{'-' * 11}|{'-' * 14}|{'-' * 9}|")
    load_task(instances[0][1], instances[0][2])  # warm the grammar
    for name, dom, prob in instances:
        ours = _best(lambda d=dom, p=prob: load_task(d, p), repeat)
        try:
            pp: float | None = _best(lambda d=dom, p=prob: _pyperplan_ground(d, p), repeat)
        except Exception:
            pp = None
        try:
            up: float | None = _best(lambda d=dom, p=prob: _up_read(d, p), max(1, repeat // 2))
        except Exception:
            up = None

        def ms(x: float | None) -> str:
            return f"{x * 1000:9.1f}" if x else f"{'n/a':>9s}"

        print(
            f"| {name:40s} | {ms(ours)} | {ms(pp)} | {ms(up)} "
            f"| {_fmt_ratio(ours, pp, False):>12s} | {_fmt_ratio(ours, up, False):>7s} |"
        )


# --------------------------------------------------------------------- successors
def _bfs(
    initial: Any, successors: Callable[[Any], Any], max_states: int, seconds: float
) -> tuple[int, int, float]:
    """Bounded breadth-first search over any successor function: (expanded, generated, s)."""
    seen = {initial}
    frontier = [initial]
    expanded = generated = 0
    t0 = time.perf_counter()
    while frontier:
        nxt = []
        for state in frontier:
            expanded += 1
            for succ in successors(state):
                generated += 1
                if succ not in seen:
                    seen.add(succ)
                    nxt.append(succ)
            if len(seen) >= max_states or time.perf_counter() - t0 > seconds:
                return expanded, generated, time.perf_counter() - t0
        frontier = nxt
    return expanded, generated, time.perf_counter() - t0


def _best_rate(
    run: Callable[[], tuple[int, int, float]], min_seconds: float = 0.5
) -> tuple[float, float]:
    """The best (expanded/s, generated/s) of repeated runs, until ``min_seconds`` in all
    (small spaces are searched in a millisecond: one run would measure the timer)."""
    best = (0.0, 0.0)
    spent = 0.0
    for _ in range(50):
        e, g, dt = run()
        spent += dt
        if dt > 0 and g / dt > best[1]:
            best = (e / dt, g / dt)
        if spent >= min_seconds:
            break
    return best


def _bfs_plangate(task: Any, max_states: int, seconds: float) -> tuple[int, int, float]:
    """The per-state API the methods and the environment use: the valid actions at a
    state (``Task.applicable``, the successor generator), then ``apply`` on each."""

    def successors(state: int) -> list[int]:
        return [op.apply(state) for op in task.applicable(state)]

    return _bfs(task.initial, successors, max_states, seconds)


def _bfs_pyperplan(task: Any, max_states: int, seconds: float) -> tuple[int, int, float]:
    def successors(state: Any) -> list[Any]:
        return [succ for _op, succ in task.get_successor_states(state)]

    return _bfs(task.initial_state, successors, max_states, seconds)


def _bfs_up(problem: Any, max_states: int, seconds: float) -> tuple[int, int, float]:
    from unified_planning.shortcuts import SequentialSimulator

    sim = SequentialSimulator(problem)

    def successors(state: Any) -> list[Any]:
        return [sim.apply(state, a, ps) for a, ps in sim.get_applicable_actions(state)]

    return _bfs(sim.get_initial_state(), successors, max_states, seconds)


TARGET = 3.0  # the per-state API's generated states per second over pyperplan's


def bench_successors(
    instances: list[tuple[str, Path, Path]], max_states: int, seconds: float, up_seconds: float
) -> list[float]:
    """The table; returns the per-state ratios to pyperplan (the target's measure)."""
    print(
        f"\n## Successor generation: bounded breadth-first search "
        f"({max_states} states or {seconds:g} s; UP {up_seconds:g} s)\n"
    )
    print(
        "thousands of states per second, expanded / generated. `plangate vec`: explore()'s "
        "whole-layer NumPy search; `per-state`: the API the methods and the environment use "
        "(Task.applicable at a state, then Operator.apply on each), after the task is "
        "prepared as pyperplan's is after grounding; small spaces: best of repeated "
        "searches, every searcher alike\n"
    )
    cols = ["plangate vec", "per-state", "pyperplan", "UP sim"]
    print(
        f"| {'instance':40s} | {'states':>7s} | "
        + " | ".join(f"{c:>15s}" for c in cols)
        + f" | {'per-state vs pyperplan':>22s} | {'vec vs pyperplan':>16s} "
        + f"| {'per-state vs UP':>15s} |"
    )
    print(
        f"|{'-' * 42}|{'-' * 9}|"
        + "|".join("-" * 17 for _ in cols)
        + f"|{'-' * 24}|{'-' * 18}|{'-' * 17}|"
    )
    ratios: list[float] = []
    for name, dom, prob in instances:
        task = load_task(dom, prob)
        explore(task, 100, truncate=True)  # warm up numpy
        t0 = time.perf_counter()
        space = explore(task, max_states, truncate=True)
        dt = time.perf_counter() - t0
        vec = (space.expanded / dt, space.generated / dt)
        task.prepare()  # the successor generator, as pyperplan's task is grounded first
        per = _best_rate(lambda t=task: _bfs_plangate(t, max_states, seconds))
        try:
            grounded = _pyperplan_ground(dom, prob)
            pp: tuple[float, float] | None = _best_rate(
                lambda g=grounded: _bfs_pyperplan(g, max_states, seconds)
            )
        except Exception:
            pp = None
        try:
            e, g, dt = _bfs_up(_up_read(dom, prob), max_states, up_seconds)
            up: tuple[float, float] | None = (e / dt, g / dt)
        except Exception:
            up = None
        if pp:
            ratios.append(per[1] / pp[1])

        def cell(x: tuple[float, float] | None) -> str:
            return f"{x[0] / 1000:6.1f} / {x[1] / 1000:6.1f}" if x else f"{'n/a':>15s}"

        print(
            f"| {name:40s} | {space.num_states:7d} | {cell(vec)} | {cell(per)} | {cell(pp)} "
            f"| {cell(up)} | {_fmt_ratio(per[1], pp[1] if pp else None, True):>22s} "
            f"| {_fmt_ratio(vec[1], pp[1] if pp else None, True):>16s} "
            f"| {_fmt_ratio(per[1], up[1] if up else None, True):>15s} |"
        )
        sys.stdout.flush()
    if ratios:
        met = all(r >= TARGET for r in ratios)
        print(
            f"\nper-state vs pyperplan: lowest {min(ratios):.1f}x, geometric mean "
            f"{math.exp(sum(map(math.log, ratios)) / len(ratios)):.1f}x; target {TARGET:g}x on "
            f"every instance: {'met' if met else 'NOT met'}"
        )
    return ratios


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--states", type=int, default=100_000, help="BFS state limit")
    ap.add_argument("--seconds", type=float, default=20.0, help="BFS time limit for pyperplan")
    ap.add_argument("--up-seconds", type=float, default=5.0, help="BFS time limit for UP")
    ap.add_argument("--repeat", type=int, default=5, help="repetitions for parse timings")
    ap.add_argument("--successors-only", action="store_true", help="skip the parse table")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        instances = _instances(Path(tmp))
        if not args.successors_only:
            bench_parse(instances, args.repeat)
        bench_successors(instances, args.states, args.seconds, args.up_seconds)


if __name__ == "__main__":
    main()
