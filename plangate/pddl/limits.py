"""Resource limits on input, with clear refusals instead of crashes.

* ``max_bytes``: the largest PDDL or plan file read (``--max-bytes``).
* ``MAX_DEPTH``: the deepest nesting of parentheses accepted; deeper input is
  refused before parsing, so nothing downstream (parser, checks, formulas,
  grounding, printing) ever recurses deeper than a few hundred frames.
* ``max_actions``: the most ground actions a task may have
  (``--max-actions``); a task whose estimate from the domain sizes already
  exceeds it is refused before grounding starts.

The defaults keep a 24 GB machine clear of running out of memory. Measured
(``benchmarks/bench_hardening.py`` and a grounding of 810,000 trivial actions):
810,000 ground actions peak at 566 MB, so 2,000,000 take 1.5 GB and a few
times that with long preconditions and effects; 42 MB of flat init facts parse
in 22 s at a 2 GB peak, so 64 MB stay near 3 GB.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from plangate.errors import Loc, PddlSyntaxError, PlangateError

MAX_DEPTH = 128  # real PDDL nests fewer than 20 levels


@dataclass
class Limits:
    max_bytes: int = 64 * 1024 * 1024
    max_actions: int = 2_000_000


LIMITS = Limits()  # the process's limits; the command line sets them


def set_limits(max_bytes: int | None = None, max_actions: int | None = None) -> None:
    if max_bytes is not None:
        if max_bytes < 1:
            raise ValueError("--max-bytes must be positive")
        LIMITS.max_bytes = max_bytes
    if max_actions is not None:
        if max_actions < 1:
            raise ValueError("--max-actions must be positive")
        LIMITS.max_actions = max_actions


def check_size(path: Path, what: str, error: type[PlangateError]) -> None:
    """Refuse a ``what`` file larger than ``--max-bytes`` before reading it."""
    size = path.stat().st_size if path.is_file() else 0
    if size > LIMITS.max_bytes:
        raise error(
            f"{path}: the {what} file has {size:,} bytes, more than the limit of "
            f"{LIMITS.max_bytes:,} (raise it with --max-bytes)"
        )


_PARENS = re.compile(r";[^\n\r]*|[()]")


def check_depth(text: str, file: str, limit: int = MAX_DEPTH) -> None:
    """Refuse text nested deeper than ``limit`` parentheses (comments ignored)."""
    if text.count("(") <= limit:
        return
    depth = 0
    for m in _PARENS.finditer(text):
        ch = m.group(0)
        if ch == "(":
            depth += 1
            if depth > limit:
                pos = m.start()
                line = text.count("\n", 0, pos) + 1
                column = pos - (text.rfind("\n", 0, pos) + 1) + 1
                raise PddlSyntaxError(
                    f"nesting deeper than {limit} levels of parentheses; plangate refuses "
                    "deeper input (real PDDL nests fewer than 20)",
                    Loc(file, line, column),
                )
        elif ch == ")":
            depth = max(0, depth - 1)
