"""The ``plangate`` command: argument parsing and printing only, one module per command
(its flags beside it), listed in :data:`COMMANDS` in the order ``--help`` shows them.

Exit status: 0 success, 1 a negative answer (e.g. an inapplicable plan
step), 2 bad input (one clear line on stderr, never a traceback).
"""

from __future__ import annotations

import argparse
import importlib
import sys
import warnings
from collections.abc import Sequence

from plangate.cli.common import EXIT_BAD_INPUT, EXIT_NO, EXIT_OK
from plangate.errors import PlangateError, one_line
from plangate.pddl.limits import Limits, applying

# each module's add(sub) adds its command, in the order --help lists them
COMMANDS = ("parse", "actions", "fsm", "validate", "solve", "generate", "bench", "report",
            "doctor", "rescore", "cache", "model_path", "optimal", "mcp")  # fmt: skip


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole parser; or, with ``only`` (a command's module name), the parser of that
    command alone, so a command imports nothing another one needs (start-up time)."""
    parser = argparse.ArgumentParser(
        prog="plangate", description="Planning with language models under formal guarantees."
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in COMMANDS if only is None else (only,):
        importlib.import_module(f"plangate.cli.{name}").add(sub)
    defaults = Limits()
    for command in sub.choices.values():  # the input limits, on every command
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
    parser = build_parser(_command(argv))
    args = parser.parse_args(argv)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            try:  # the command's limits: its own, carried by the work it hands on
                limits = Limits.of(
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
            print(f"plangate: error: {one_line(str(err))}", file=sys.stderr)
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
            _leave_now_if_busy()
            return 130
        _flush_warnings(caught)
    return code


def _leave_now_if_busy() -> None:
    """After Ctrl-C: a model call still running in a worker thread (a local model
    generating, a request waiting for its timeout) would hold the exit until it ends.
    Every finished record is on disk already, so the process ends now."""
    import os
    import threading

    busy = [t for t in threading.enumerate() if t is not threading.main_thread() and not t.daemon]
    if busy:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(130)


def _flush_warnings(caught: list[warnings.WarningMessage]) -> None:
    seen: set[str] = set()
    for w in caught:
        noise = (DeprecationWarning, PendingDeprecationWarning, FutureWarning)
        if issubclass(w.category, noise) and "plangate" not in str(w.filename):
            continue  # a library's deprecations (unified-planning's) are not the user's
        text = str(w.message)
        if text not in seen:
            seen.add(text)
            print(f"plangate: warning: {one_line(text)}", file=sys.stderr)


__all__ = ["COMMANDS", "EXIT_BAD_INPUT", "EXIT_NO", "EXIT_OK", "build_parser", "main"]
