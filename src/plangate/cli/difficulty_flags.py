"""The difficulty flags commands share (``plangate generate tasks``, ``plangate
openenv``): one setting, :class:`plangate.bench.datasets.difficulty.Difficulty`."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from plangate.bench.datasets.difficulty import Difficulty


def add_difficulty_flags(p: argparse.ArgumentParser) -> None:
    from plangate.bench.datasets.difficulty import OBFUSCATIONS

    g = p.add_argument_group(
        "difficulty (tasks drawn to it: optimal length by walks, objects, hidden names; "
        "docs/bench.md)"
    )
    g.add_argument("--min-length", type=int, metavar="N", help="optimal length at least N")
    g.add_argument("--max-length", type=int, metavar="N", help="optimal length at most N")
    g.add_argument("--min-objects", type=int, metavar="N", help="objects at least N")
    g.add_argument("--max-objects", type=int, metavar="N", help="objects at most N")
    g.add_argument("--obfuscation", choices=OBFUSCATIONS, default="none",
                   help="rename every task (default none)")  # fmt: skip
    g.add_argument(
        "--generator",
        metavar="NAME",
        help="draw from problems this generator writes (plangate generate domain)",
    )
    g.add_argument("--tasks", type=int, default=16, metavar="N",
                   help="tasks drawn (default 16)")  # fmt: skip
    g.add_argument("--draw-seconds", type=float, default=120.0, metavar="S",
                   help="the draw's wall clock at most (default 120)")  # fmt: skip


def difficulty_of(args: argparse.Namespace) -> Difficulty | None:
    """The difficulty the flags ask for (None: none asked)."""
    from plangate.bench.datasets.difficulty import Difficulty

    d = Difficulty(args.min_length, args.max_length, args.min_objects, args.max_objects,
                   args.obfuscation, args.generator)  # fmt: skip
    return None if d == Difficulty() else d


def draw_into(args: argparse.Namespace, d: Difficulty, domain: str | None,
              problems: list[str], folder: str | None, out: str) -> str:  # fmt: skip
    """Tasks of difficulty ``d`` drawn from the problems named (or ``d.generator``'s)
    and written as a dataset folder ``out``; its path."""
    from plangate.bench.datasets import domain_of, load_dataset
    from plangate.bench.datasets.difficulty import draw_tasks, write_tasks
    from plangate.errors import PlangateError
    from plangate.pddl.loader import read_pddl

    given: list[tuple[str, str, str]] = []
    if d.generator is None:
        if folder is not None:
            ds = load_dataset(folder)
            pairs = [(i.name, domain_of(ds, i), i.problem) for i in ds.instances]
        elif domain is not None and problems:
            pairs = [(p.rsplit("/", 1)[-1].removesuffix(".pddl"), domain, p) for p in problems]
        else:
            raise PlangateError("give a domain and problem files, --folder DIR or --generator")
        given = [(n, read_pddl(dp, "domain"), read_pddl(pp, "problem")) for n, dp, pp in pairs]
    if args.tasks < 1 or not args.draw_seconds > 0:
        raise PlangateError("--tasks must be 1 or more and --draw-seconds above 0")
    tasks = draw_tasks(d, given, args.tasks, args.seed, args.draw_seconds)
    write_tasks(tasks, out, d, args.seed)
    lengths = sorted({t.optimal_length for t in tasks if t.optimal_length is not None})
    said = f", optimal lengths {lengths[0]} to {lengths[-1]}" if lengths else ""
    print(f"{len(tasks)} tasks drawn{said}: {out}", flush=True)
    return out
