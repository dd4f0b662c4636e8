"""``plangate generate``: a dataset of generated problems with their optimal lengths
(or the items of a benchmark family from instances)."""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from plangate.cli.common import Subparsers
from plangate.errors import PlangateError


def add(sub: Subparsers) -> None:
    from plangate.bench.datasets import KINDS
    from plangate.bench.families import FAMILIES, generators

    made = generators()  # generator -> the benchmark family that makes its items
    p = sub.add_parser(
        "generate",
        help="write a dataset of generated problems",
        description="Seeded, reproducible datasets with their optimal lengths, or the "
        "items of a benchmark family (" + ", ".join(made) + ") from a domain and instances.",
    )
    p.add_argument("kind", choices=(*KINDS, "walks", "domain", "tasks", *made))
    p.add_argument(
        "inputs",
        nargs="*",
        metavar="DOMAIN INSTANCES",
        help=f"{', '.join(made)}: the domain file, then problem files or folders; "
        "walks: the domain file and one problem",
    )
    p.add_argument("--out", required=True, metavar="DIR")
    p.add_argument("--blocks", type=int, default=4, help="blocksworld: number of blocks")
    p.add_argument(
        "--count",
        type=int,
        help="blocksworld: problems (default 100); a family's items: what its group says",
    )
    g = p.add_argument_group("benchmark families' items (" + ", ".join(made) + ")")
    g.add_argument(
        "--task",
        action="append",
        metavar="NAME",
        help="the family's tasks (default all; its group lists them)",
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
    from plangate.cli.fields import add_fields

    taken = {"--task", "--nl", "--timeout", "--count", "--seed", "--out"}
    for kind, name in made.items():  # each family's flags, from its options dataclass
        family = FAMILIES[name]
        group = p.add_argument_group(f"{kind} ({family.about.title})", family.about.making)
        add_fields(group, _part(name), family.options, taken)
    p.add_argument(
        "--balanced",
        action="store_true",
        help="blocksworld: --per-length problems per even optimal length",
    )
    p.add_argument("--per-length", type=int, default=128, metavar="N")
    w = p.add_argument_group(
        "walks (any domain: tasks of chosen optimal lengths by seeded walks, docs/bench.md)"
    )
    w.add_argument("--lengths", default="2,4,8,16", metavar="N,N,...",
                   help="the optimal lengths wanted (default 2,4,8,16); --count per length "
                   "(default 10)")  # fmt: skip
    w.add_argument("--tries", type=int, default=400, metavar="N",
                   help="candidate walks per length at most (default 400)")  # fmt: skip
    w.add_argument("--seconds", type=float, default=120.0, metavar="S",
                   help="the draw's wall clock at most (default 120)")  # fmt: skip
    d = p.add_argument_group(
        "domain (problems of a domain by its generator: plangate generate domain NAME; "
        "docs/bench.md lists them and their sizes)"
    )
    d.add_argument("--size", action="append", default=[], metavar="NAME=N",
                   help="a size of the generator (repeat for each), such as cars=5")  # fmt: skip
    d.add_argument("--preset", choices=("easy", "medium", "hard"),
                   help="the IPC 2023 Learning Track's size range at this level (--count "
                   "problems spread over it; default 10)")  # fmt: skip
    d.add_argument("--solve", type=float, default=0.0, metavar="S",
                   help="solve each problem optimally within S seconds and keep its length "
                   "(default 0: not solved)")  # fmt: skip
    from plangate.cli.difficulty_flags import add_difficulty_flags

    add_difficulty_flags(p)
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(func=cmd_generate)


def _part(family: str) -> str:
    """Where a family's generator flags land in the parsed arguments."""
    return f"family_{family}"


def cmd_generate(args: argparse.Namespace) -> int:
    from plangate.bench.datasets import generate
    from plangate.bench.families import FAMILIES, generators

    made = generators()
    if args.kind == "walks":
        return _walks(args)
    if args.kind == "domain":
        return _domain(args)
    if args.kind == "tasks":
        return _tasks(args)
    if args.kind in made:
        from plangate.bench.families.base import Making
        from plangate.cli.fields import given

        family = FAMILIES[made[args.kind]]
        making = Making(Path(args.out), tuple(args.inputs), tuple(args.task or ()), args.count,
                        args.nl, args.timeout, args.seed)  # fmt: skip
        own: object = given(args, _part(made[args.kind]), family.options)
        done = family.generate(making, own, lambda line: print(line, flush=True))
        print(f"{done.summary}; run them with plangate bench --dataset {args.out} --model ...")
        return 0
    if args.inputs:
        raise PlangateError(f"generate {args.kind} takes no files ({', '.join(made)} do)")

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
    lengths: dict[float | None, int] = {}
    for inst in ds.instances:
        lengths[inst.optimal_length] = lengths.get(inst.optimal_length, 0) + 1
    counts = ", ".join(f"{k:g}: {v}" for k, v in sorted(lengths.items(), key=lambda kv: kv[0] or 0))
    print(f"{len(ds.instances)} problems written to {args.out} (optimal length: count {counts})")
    return 0


def _walks(args: argparse.Namespace) -> int:
    from plangate.bench.datasets.walks import WalkSettings, write_walks

    if len(args.inputs) != 2:
        raise PlangateError("generate walks takes a domain file and one problem file")
    try:
        lengths = tuple(int(x) for x in args.lengths.split(",") if x.strip())
    except ValueError:
        raise PlangateError(
            f"--lengths {args.lengths!r}: expected numbers, such as 2,4,8"
        ) from None
    if not lengths or min(lengths) < 1 or args.tries < 1 or not args.seconds > 0:
        raise PlangateError("--lengths takes lengths of 1 or more, --tries 1 or more, "
                            "--seconds more than 0")  # fmt: skip
    settings = WalkSettings(lengths, args.count if args.count is not None else 10, args.seed,
                            args.tries, seconds=args.seconds)  # fmt: skip
    print(f"drawing tasks of optimal length {', '.join(map(str, lengths))} by walks ...",
          flush=True)  # fmt: skip
    _ds, report = write_walks(args.inputs[0], args.inputs[1], args.out, settings)
    made = ", ".join(f"{n}: {k}" for n, k in sorted(report.made.items()))
    print(f"{sum(report.made.values())} problems written to {args.out} (optimal length: count "
          f"{made})")  # fmt: skip
    for note in report.notes:
        print(f"  {note}")
    return 0


def _domain(args: argparse.Namespace) -> int:
    from plangate.bench.domains import GENERATORS, parse_sizes
    from plangate.bench.domains.dataset import generate_domain

    if len(args.inputs) != 1:
        raise PlangateError(f"generate domain takes a generator's name ({', '.join(GENERATORS)})")
    name = args.inputs[0]
    if name not in GENERATORS:
        raise PlangateError(f"no generator {name!r} (there are: {', '.join(GENERATORS)})")
    gen = GENERATORS[name]
    count = args.count if args.count is not None else 10
    if count < 1 or args.solve < 0:
        raise PlangateError("--count must be 1 or more and --solve 0 or more")
    given = parse_sizes(args.size)
    if args.preset and given:
        raise PlangateError("give --preset or --size, not both")
    sizes = gen.preset(args.preset, count) if args.preset else [given] * count
    print(f"generating {count} {name} problems ...", flush=True)
    made = generate_domain(name, sizes, args.out, args.seed, args.solve,
                           lambda line: print(line, flush=True))  # fmt: skip
    print(f"{len(made.dataset.instances)} problems written to {args.out}; run them with "
          f"plangate bench --dataset {args.out} --model ...")  # fmt: skip
    for note in made.notes:
        print(f"  {note}")
    return 0


def _tasks(args: argparse.Namespace) -> int:
    from plangate.bench.datasets.difficulty import Difficulty
    from plangate.cli.difficulty_flags import difficulty_of, draw_into

    wanted = difficulty_of(args) or Difficulty()
    domain = args.inputs[0] if args.inputs else None
    draw_into(args, wanted, domain, list(args.inputs[1:]), None, args.out)
    return 0
