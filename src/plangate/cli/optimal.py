"""``plangate optimal``: an optimal plan from a classical planner."""

from __future__ import annotations

import argparse

from plangate.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_NO,
    EXIT_OK,
    Subparsers,
    emit,
    load,
    task_command,
)


def add(sub: Subparsers) -> None:
    from plangate.verify.planners import PLANNERS  # a plain dict; no heavy imports

    p = task_command(
        sub, "optimal", "compute an optimal plan with a classical planner", cmd_optimal
    )
    p.add_argument(
        "--planner",
        default="auto",
        choices=list(PLANNERS),
        help="planner (default: auto, the built-in A* with LM-cut for a short probe, then "
        "Fast Downward and SymK where installed, within --timeout)",
    )
    p.add_argument(
        "--timeout",
        type=float,
        default=300.0,
        metavar="S",
        help="time limit in seconds of the whole search, whatever the planner (default 300); "
        "reading and grounding the task come before it and are bounded by the input budget",
    )
    p.add_argument(
        "--max-nodes",
        type=int,
        default=5_000_000,
        metavar="N",
        help="node limit of the built-in planner (default 5000000)",
    )


def cmd_optimal(args: argparse.Namespace) -> int:
    from plangate.pddl.plans import format_plan
    from plangate.ticker import waiting
    from plangate.verify.budgets import Budget
    from plangate.verify.planners import get_planner, running

    planner = get_planner(args.planner)
    task = load(args)
    budget = Budget(states=args.max_nodes, seconds=args.timeout)
    what = running(task, "auto") if args.planner == "auto" else args.planner
    with waiting(f"plangate optimal: {what} searching", args.timeout, "--timeout bounds it"):
        result = planner.plan(task, budget)
    if args.json:
        out = result.to_dict()
        emit(
            {
                k: out[k]
                for k in (
                    "plan",
                    "length",
                    "cost",
                    "planner",
                    "seconds",
                    "status",
                    "optimal",
                    "message",
                )
            }
        )
    elif result.solved and result.plan is not None:
        print(format_plan(result.plan, result.cost), end="")
        print(
            f"; length = {result.length}, planner = {result.planner}, "
            f"seconds = {result.seconds:.3f}" + ("" if result.optimal else ", not proved optimal")
        )
    else:
        print(f"{result.planner}: {result.message or result.status.value}")
    if result.solved:
        return EXIT_OK
    no_plan = ("unsolvable", "claimed-unsolvable", "gave-up")
    return EXIT_NO if result.status.value in no_plan else EXIT_BAD_INPUT
