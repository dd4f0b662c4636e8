"""The ``plangate`` command: argument parsing and printing only, one module per command
(its flags beside it), listed in :data:`COMMANDS` in the order ``--help`` shows them.

Exit status: 0 success, 1 a negative answer (e.g. an inapplicable plan
step), 2 bad input (one clear line on stderr, never a traceback).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from plangate.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_NO,
    EXIT_OK,
    add_input_limit_flags,
)
from plangate.cli.parser import Parser
from plangate.errors import PlangateError, for_command_line, one_line
from plangate.leaving import leave_now_if_busy, sigterm_as_interrupt
from plangate.pddl.limits import InputLimits, applying

if TYPE_CHECKING:
    from plangate.outside.tally import Tally

# each module's add(sub) adds its command, in the order --help lists them
COMMANDS = ("parse", "actions", "fsm", "validate", "solve", "show", "generate", "bench", "report",
            "doctor", "rescore", "cache", "model_path", "optimal", "equivalent", "obfuscate",
            "mcp", "openenv")  # fmt: skip


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole parser; or, with ``only`` (a command's module name), the parser of that
    command alone, so a command imports nothing another one needs (start-up time)."""
    from plangate import __version__

    parser = Parser(
        prog="plangate", description="Planning with language models under formal guarantees."
    )
    parser.add_argument("--version", action="version", version=f"plangate {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in COMMANDS if only is None else (only,):
        importlib.import_module(f"plangate.cli.{name}").add(sub)
    for command in sub.choices.values():  # the input limits, on every command
        add_input_limit_flags(command)
    return parser


def _command(argv: Sequence[str]) -> str | None:
    """The module of the command ``argv`` names first, or None (``--help``, a typo: the
    whole parser says what there is)."""
    for arg in argv:
        if not arg.startswith("-"):
            name = arg.replace("-", "_")
            return name if name in COMMANDS else None
        if arg in ("-h", "--help"):
            return None
    return None


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    from plangate.outside.tally import tallied

    with tallied() as early:  # a plug-in that cannot be loaded: skipped, one line said
        try:
            parser = build_parser(_command(argv))  # a plug-in's flags too: it may not load
        except PlangateError as err:
            _flush_warnings(early)
            print(f"plangate: error: {one_line(str(err))}", file=sys.stderr)
            return EXIT_BAD_INPUT
    _flush_warnings(early)
    args = parser.parse_args(argv)

    with tallied() as caught, sigterm_as_interrupt():
        try:
            try:  # the command's limits: its own, carried by the work it hands on
                limits = InputLimits.of(
                    getattr(args, "max_bytes", None),
                    getattr(args, "max_actions", None),
                    getattr(args, "max_memory", None),
                )
            except ValueError as err:
                raise PlangateError(str(err)) from None
            with applying(limits):
                code = int(args.func(args))
        except PlangateError as err:
            _flush_warnings(caught)
            print(f"plangate: error: {for_command_line(one_line(str(err)))}", file=sys.stderr)
            return EXIT_BAD_INPUT
        except OSError as err:
            _flush_warnings(caught)
            where = one_line(str(err.filename or ""))
            said = err.strerror or str(err)
            print(f"plangate: error: {where}: {said}" if where else f"plangate: error: {said}",
                  file=sys.stderr)  # fmt: skip
            return EXIT_BAD_INPUT
        except KeyboardInterrupt as err:
            kept = str(err) or "finished episodes are saved; those in flight run again next time"
            print(f"plangate: interrupted: {kept}", file=sys.stderr)
            leave_now_if_busy(130)
            return 130
        _flush_warnings(caught)
    return code


def _flush_warnings(caught: Tally) -> None:
    """Each kind of warning once, with how many there were (a file declaring one object
    200,000 times is one line, not 200,000 kept and printed)."""
    from plangate.outside.tally import stray

    for tally in (caught, stray()):
        for line in tally.lines(one_line):
            print(f"plangate: warning: {line}", file=sys.stderr)
        tally.clear()


__all__ = ["COMMANDS", "EXIT_BAD_INPUT", "EXIT_NO", "EXIT_OK", "build_parser", "main"]
