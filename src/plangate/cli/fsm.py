"""``plangate fsm``: the Mealy machine explored explicitly, its statistics, DOT."""

from __future__ import annotations

import argparse
import time

from plangate.cli.common import EXIT_OK, Subparsers, emit, load, task_command


def add(sub: Subparsers) -> None:
    p = task_command(
        sub, "fsm", "explore the Mealy machine explicitly and print its statistics", cmd_fsm
    )
    p.add_argument("--dot", metavar="FILE", help="write the machine as Graphviz DOT")
    p.add_argument(
        "--max-states",
        type=int,
        default=100_000,
        metavar="N",
        help="refuse tasks with more reachable states (default 100000)",
    )


def cmd_fsm(args: argparse.Namespace) -> int:
    from plangate.fsm.explore import explore

    task = load(args)
    t0 = time.perf_counter()
    space = explore(task, args.max_states)
    seconds = time.perf_counter() - t0
    dead = space.num_states - len(set(space.src.tolist()))
    info = {
        "states": space.num_states + 2,
        "task_states": space.num_states,
        "edges": space.num_edges,
        "goal_states": space.num_goal_states,
        "dead_ends": dead,
        "ground_actions": len(task.operators),
        "seconds": round(seconds, 4),
    }
    if args.dot:
        with open(args.dot, "w", encoding="utf-8") as fh:
            fh.write(space.to_dot())
        info["dot"] = args.dot
    if args.json:
        emit(info)
    else:
        print(f"Mealy machine of {task.domain_name}/{task.name}")
        print(f"states: {info['states']} ({space.num_states} task states + start + end)")
        print(f"transitions (valid actions): {space.num_edges}")
        print(f"goal states: {space.num_goal_states}")
        print(f"dead ends (no valid action): {dead}")
        print(f"explored in {seconds:.3f} s")
        if args.dot:
            print(f"DOT written to {args.dot}")
    return EXIT_OK
