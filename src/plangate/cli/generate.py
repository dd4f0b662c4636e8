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
    p.add_argument("kind", choices=(*KINDS, "planbench-tasks", "acpbench"))
    p.add_argument(
        "inputs",
        nargs="*",
        metavar="DOMAIN INSTANCES",
        help="planbench-tasks, acpbench: the domain file, then problem files or folders",
    )
    p.add_argument("--out", required=True, metavar="DIR")
    p.add_argument("--blocks", type=int, default=4, help="blocksworld: number of blocks")
    p.add_argument(
        "--count",
        type=int,
        help="blocksworld: problems (default 100); planbench-tasks: instances asked about "
        "per task; acpbench: states asked about, and items per task and format (default 10; "
        "--from: "
        "the first N items of each file, default all)",
    )
    g = p.add_argument_group("planbench-tasks (PlanBench's other tasks)")
    g.add_argument(
        "--task",
        action="append",
        metavar="NAME",
        help="optimality, verification, execution, replanning, reuse, generalization, "
        "goal-shuffling, full-to-partial, partial-to-full; goal-reformulation (the last "
        "three) or all (the default); acpbench: app, prog, val, just, reach, areach, land, "
        "nexta or all",
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
    a = p.add_argument_group("acpbench (ACPBench's questions; --task, --nl, --timeout, --seed too)")
    a.add_argument(
        "--format",
        action="append",
        choices=("bool", "mcq", "gen"),
        help="the formats (default all): yes/no, multiple choice, generative",
    )
    a.add_argument(
        "--from",
        dest="checkout",
        metavar="DIR",
        help="read ACPBench's own items from a checkout (dataset/TASK/SPLIT.FORMAT.json) "
        "instead of generating them",
    )
    a.add_argument("--split", default="test", help="--from: the split to read (default test)")
    a.add_argument(
        "--prompts",
        choices=("plangate", "acpbench"),
        default="plangate",
        help="plangate: the question with an instruction, zero-shot; acpbench: ACPBench's "
        "own templates and two examples from its task files (needs --shots or --from)",
    )
    a.add_argument(
        "--shots", metavar="DIR", help="the ACPBench checkout whose task files give the examples"
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
    if args.kind == "acpbench":
        return _generate_acp(args)
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
        count=args.count if args.count is not None else 100,
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


def _generate_acp(args: argparse.Namespace) -> int:
    from collections import Counter

    from plangate.bench.acp import acp_of

    def say(line: str) -> None:
        print(f"  {line}", flush=True)

    if args.checkout:
        from plangate.bench.acp.checkout import import_checkout

        if args.inputs:
            raise PlangateError("generate acpbench --from DIR takes no PDDL files")
        ds = import_checkout(
            args.checkout, args.out, split=args.split, tasks=args.task, formats=args.format,
            style=args.prompts, limit=args.count, progress=say,
        )  # fmt: skip
    else:
        from plangate.bench.acp.generate import generate_acp

        if len(args.inputs) < 2:
            raise PlangateError(
                "generate acpbench DOMAIN INSTANCES...: give the domain file and the problem "
                "files (or a folder of them), or --from an ACPBench checkout"
            )
        count = args.count if args.count is not None else 10
        print(f"generating ACPBench items ({count} states) in {args.out} ...", flush=True)
        ds = generate_acp(
            args.inputs[0], args.inputs[1:], args.out, tasks=args.task, formats=args.format,
            count=count, seed=args.seed, nl=args.nl, style=args.prompts, shots=args.shots,
            seconds=args.timeout, progress=lambda line: say(line) if line[:5] == "state" else None,
        )  # fmt: skip
    per = Counter(f"{q.task}/{q.format}" for i in ds.instances if (q := acp_of(i)) is not None)
    shown = ", ".join(f"{k} {n}" for k, n in per.items())
    skipped = ds.generator.get("skipped")
    if isinstance(skipped, list) and skipped:
        print(
            f"  {len(skipped)} items not made (no exact item at the state; dataset.json says why)"
        )
    print(f"{len(ds.instances)} items written to {args.out} ({shown}); run them with "
          f"plangate bench --dataset {args.out} --model ...")  # fmt: skip
    return 0
