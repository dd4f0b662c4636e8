"""``plangate generate``: a dataset of generated problems with their optimal lengths
(or PlanBench task items from instances)."""

from __future__ import annotations

import argparse
import time
from typing import Any

from plangate.errors import PlangateError


def add(sub: Any) -> None:
    from plangate.bench.datasets import KINDS

    p = sub.add_parser(
        "generate",
        help="write a dataset of generated problems",
        description="Seeded, reproducible datasets with their optimal lengths.",
    )
    p.add_argument("kind", choices=(*KINDS, "planbench-tasks"))
    p.add_argument(
        "inputs",
        nargs="*",
        metavar="DOMAIN INSTANCES",
        help="planbench-tasks: the domain file, then problem files or folders",
    )
    p.add_argument("--out", required=True, metavar="DIR")
    p.add_argument("--blocks", type=int, default=4, help="blocksworld: number of blocks")
    p.add_argument(
        "--count",
        type=int,
        default=100,
        help="blocksworld: problems; planbench-tasks: instances asked about per task",
    )
    g = p.add_argument_group("planbench-tasks (PlanBench's other tasks)")
    g.add_argument(
        "--task",
        action="append",
        metavar="NAME",
        help="optimality, verification, execution, replanning, reuse, generalization, "
        "goal-shuffling, full-to-partial, partial-to-full; goal-reformulation (the last "
        "three) or all (the default)",
    )
    g.add_argument(
        "--nl",
        metavar="CONFIG",
        help="the rendering (a PlanBench configuration; default: the one shipped for "
        "the domain, else the generic rendering of the PDDL)",
    )
    g.add_argument(
        "--timeout",
        type=float,
        default=60.0,
        metavar="S",
        help="seconds for each optimal plan (an instance without one is skipped, and said)",
    )
    g.add_argument(
        "--mix",
        metavar="valid=N,step=N,goal=N",
        help="verification: the plans' kinds in proportion (default 1:1:1): valid, "
        "failing at a step, not reaching the goal",
    )
    p.add_argument(
        "--balanced",
        action="store_true",
        help="blocksworld: --per-length problems per even optimal length",
    )
    p.add_argument("--per-length", type=int, default=128, metavar="N")
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(func=cmd_generate)


def cmd_generate(args: argparse.Namespace) -> int:
    from plangate.bench.datasets import generate

    if args.kind == "planbench-tasks":
        return _generate_tasks(args)
    if args.inputs:
        raise PlangateError(f"generate {args.kind} takes no files (planbench-tasks does)")

    print(
        f"generating {args.kind} in {args.out} (each problem is solved optimally: the larger "
        "kinds take a minute) ...",
        flush=True,
    )
    started = shown = time.monotonic()

    def progress(done: int) -> None:  # a line every 3 s: no silent wait
        nonlocal shown
        now = time.monotonic()
        if now - shown >= 3.0:
            shown = now
            print(f"  ... {done} problems so far ({now - started:.0f} s)", flush=True)

    ds = generate(
        args.kind,
        args.out,
        blocks=args.blocks,
        count=args.count,
        seed=args.seed,
        balanced=args.balanced,
        per_length=args.per_length,
        progress=progress,
    )
    lengths: dict[Any, int] = {}
    for inst in ds.instances:
        lengths[inst.optimal_length] = lengths.get(inst.optimal_length, 0) + 1
    counts = ", ".join(f"{k:g}: {v}" for k, v in sorted(lengths.items(), key=lambda kv: kv[0] or 0))
    print(f"{len(ds.instances)} problems written to {args.out} (optimal length: count {counts})")
    return 0


def _generate_tasks(args: argparse.Namespace) -> int:
    from plangate.bench.tasks import TASKS, task_names
    from plangate.bench.tasks.generate import generate_tasks

    if len(args.inputs) < 2:
        raise PlangateError(
            "generate planbench-tasks DOMAIN INSTANCES...: give the domain file and the "
            "problem files (or a folder of them)"
        )
    names = task_names(args.task or ["all"])
    print(f"generating {', '.join(names)} in {args.out} ...", flush=True)
    ds = generate_tasks(
        args.inputs[0],
        args.inputs[1:],
        names,
        args.out,
        nl=args.nl,
        seed=args.seed,
        limit=args.count,
        mix=args.mix,
        seconds=args.timeout,
        progress=lambda line: print(f"  {line}", flush=True) if "skipped" in line else None,
    )
    per: dict[str, int] = {}
    for inst in ds.instances:
        t = str(inst.meta.get("task"))
        per[t] = per.get(t, 0) + 1
    shown = ", ".join(f"{t} {per.get(t, 0)}" for t in TASKS if t in names)
    kinds: dict[str, int] = {}
    for inst in ds.instances:
        answer = inst.meta.get("answer")
        if inst.meta.get("task") == "verification" and isinstance(answer, dict):
            kinds[str(answer["kind"])] = kinds.get(str(answer["kind"]), 0) + 1
    if kinds:
        shown += " (verification plans: " + ", ".join(f"{k} {n}" for k, n in kinds.items()) + ")"
    print(f"{len(ds.instances)} items written to {args.out} ({shown}); run them with "
          f"plangate bench --dataset {args.out} --model ...")  # fmt: skip
    return 0
