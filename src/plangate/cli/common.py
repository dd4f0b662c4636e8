"""What the commands share: the task loaded from its two files, JSON printed, the exit
statuses, and the parser of a command that reads a domain and a problem."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from plangate.pddl.task import Task

EXIT_OK, EXIT_NO, EXIT_BAD_INPUT = 0, 1, 2
# the commands' parsers: each command module's ``add`` adds its own
Subparsers = argparse._SubParsersAction


def load(args: argparse.Namespace) -> Task:
    from plangate.pddl.loader import load_task

    return load_task(args.domain, args.problem)


def emit(obj: object) -> None:
    """One JSON object, the settings its messages name given as the command's flags."""
    from plangate.errors import for_command_line

    print(for_command_line(json.dumps(obj, indent=2)))


def task_command(
    sub: Subparsers, name: str, help_: str, func: Callable[[argparse.Namespace], int]
) -> argparse.ArgumentParser:
    """A command that reads a domain and a problem (``--json``: one JSON object)."""
    p: argparse.ArgumentParser = sub.add_parser(name, help=help_, description=help_)
    p.add_argument("domain", help="PDDL domain file")
    p.add_argument("problem", help="PDDL problem file")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=func)
    return p


def add_input_limit_flags(command: argparse.ArgumentParser) -> None:
    """The input limits' flags (:class:`plangate.pddl.limits.InputLimits`), on every
    command."""
    from plangate.pddl.limits import InputLimits

    defaults = InputLimits()
    group = command.add_argument_group("input limits")
    group.add_argument(
        "--max-bytes",
        type=int,
        metavar="N",
        help=f"refuse PDDL and plan files larger than this (default {defaults.max_bytes:,})",
    )
    group.add_argument(
        "--max-actions",
        type=int,
        metavar="N",
        help=f"refuse tasks with more ground actions (default {defaults.max_actions:,}; "
        "a task whose estimate exceeds it is refused before grounding)",
    )
    group.add_argument(
        "--max-memory",
        type=int,
        metavar="MB",
        help="refuse tasks whose grounding would take more memory, estimated as it "
        f"goes and before the actions are built (default {defaults.max_memory >> 20:,} MB)",
    )
