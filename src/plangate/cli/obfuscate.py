"""``plangate obfuscate``: a domain and problems (or a dataset) with hidden names, proved
the same tasks; and plans mapped between the names."""

from __future__ import annotations

import argparse

from plangate.cli.common import EXIT_OK, Subparsers
from plangate.errors import PlangateError


def add(sub: Subparsers) -> None:
    from plangate.pddl.obfuscation import STYLES

    p = sub.add_parser(
        "obfuscate",
        help="rename a domain and its problems so a model has never seen the names",
        description="Write DOMAIN and PROBLEMs (or --dataset DIR) with every name renamed "
        "(types, predicates, functions, actions, constants, objects, variables) as a dataset "
        "folder (domain.pddl, instances/, dataset.json) with names.json, the renaming. "
        "--check proves each problem the original up to names (plangate's equivalence check, "
        "optimal costs, plans mapped both ways). With --names and --plan, map a plan "
        "between the names instead.",
    )
    p.add_argument("inputs", nargs="*", metavar="DOMAIN PROBLEM",
                   help="the domain file, then problem files")  # fmt: skip
    p.add_argument("--dataset", metavar="DIR", help="obfuscate this dataset folder instead "
                   "(its optimal lengths carried over)")  # fmt: skip
    p.add_argument("--out", metavar="DIR", help="the folder to write")
    p.add_argument("--style", choices=STYLES, default="mystery",
                   help="mystery: unrelated words; random: random strings; deceptive: "
                   "misleading planning words (default mystery)")  # fmt: skip
    p.add_argument("--seed", type=int, default=0, help="the renaming's seed (default 0)")
    p.add_argument("--check", action="store_true",
                   help="prove every problem the original up to names (slower)")  # fmt: skip
    p.add_argument("--seconds", type=float, default=60.0, metavar="S",
                   help="--check: time for each problem's proof (default 60)")  # fmt: skip
    p.add_argument("--names", metavar="FILE", help="a names.json this command wrote")
    p.add_argument("--plan", metavar="FILE", help="with --names: a plan to map")
    p.add_argument("--back", action="store_true",
                   help="with --plan: map obfuscated names back to the original ones "
                   "(default: original to obfuscated)")  # fmt: skip
    p.set_defaults(func=cmd_obfuscate)


def cmd_obfuscate(args: argparse.Namespace) -> int:
    if args.names or args.plan:
        return _map_plan(args)
    from plangate.bench.datasets import load_dataset
    from plangate.bench.datasets.hidden import files_dataset, hide

    if not args.out:
        raise PlangateError("obfuscate needs --out DIR (or --names and --plan to map a plan)")
    if args.dataset and args.inputs:
        raise PlangateError("give a domain and problems, or --dataset DIR, not both")
    if args.dataset:
        source = load_dataset(args.dataset)
    elif len(args.inputs) >= 2:
        source = files_dataset(args.inputs[0], args.inputs[1:])
    else:
        raise PlangateError("obfuscate takes a domain file and problem files (or --dataset DIR)")
    if not args.seconds > 0:
        raise PlangateError("--seconds must be more than 0")
    seconds = args.seconds if args.check else None
    made = hide(source, args.out, args.style, args.seed, seconds,
                lambda line: print(line, flush=True))  # fmt: skip
    proved = " and proved the originals up to names" if args.check else ""
    print(f"{len(made.dataset.instances)} problems obfuscated ({args.style}, seed {args.seed})"
          f"{proved}: {args.out} (names.json maps plans back)")  # fmt: skip
    return EXIT_OK


def _map_plan(args: argparse.Namespace) -> int:
    from plangate.bench.datasets.hidden import read_names
    from plangate.pddl.plans import read_plan

    if not (args.names and args.plan):
        raise PlangateError("mapping a plan needs both --names FILE and --plan FILE")
    names = read_names(args.names)
    steps = [str(step) for step in read_plan(args.plan)]
    mapped = names.inverse().plan(steps) if args.back else names.plan(steps)
    for step in mapped:
        print(step)
    return EXIT_OK
