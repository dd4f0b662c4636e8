"""Resource limits on input, with clear refusals instead of crashes.

* ``max_bytes``: the largest PDDL or plan file read (``--max-bytes``).
* ``MAX_DEPTH``: the deepest nesting of parentheses accepted; deeper input is
  refused before parsing, so nothing downstream (parser, checks, formulas,
  grounding, printing) ever recurses deeper than a few hundred frames.
* ``max_actions``: the most ground actions a task may have
  (``--max-actions``); a task whose estimate from the domain sizes already
  exceeds it is refused before grounding starts. The grounder's work follows
  from it (:func:`work_limits`): the steps of work (candidate bindings joined or
  considered, quantifier instances) may not exceed a floor (``max_actions / 8``)
  plus :data:`WORK_PER_ACTION` per ground action kept, nor ``10 * max_actions``
  in all; and one quantifier may not have more than ``max_actions / 20``
  instances (refused before it is expanded).
* ``MAX_TYPE_DEPTH``: the deepest type hierarchy (real PDDL: under 10 levels).

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
MAX_TYPE_DEPTH = 64  # real PDDL type hierarchies are under 10 levels deep
WORK_PER_ACTION = 100  # grounding work allowed per ground action kept (IPC: 167 at most)


@dataclass
class Limits:
    max_bytes: int = 64 * 1024 * 1024
    max_actions: int = 2_000_000


LIMITS = Limits()  # the process's limits; the command line sets them


@dataclass(frozen=True)
class WorkLimits:
    """The grounder's bounds on work, from ``max_actions`` (see the module's text)."""

    floor: int
    total: int
    quantifier: int


def work_limits() -> WorkLimits:
    n = LIMITS.max_actions
    return WorkLimits(floor=max(1000, n // 8), total=10 * n, quantifier=max(1000, n // 20))


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
    """Refuse text nested deeper than ``limit`` parentheses (comments ignored). Large
    texts are scanned in vectorised chunks (linear, a few MB of memory at a time)."""
    if text.count("(") <= limit:
        return
    pos = _too_deep(text, limit) if len(text) > LARGE_TEXT else _too_deep_small(text, limit)
    if pos is None:
        return
    line = text.count("\n", 0, pos) + 1
    column = pos - (text.rfind("\n", 0, pos) + 1) + 1
    raise PddlSyntaxError(
        f"nesting deeper than {limit} levels of parentheses; plangate refuses "
        "deeper input (real PDDL nests fewer than 20)",
        Loc(file, line, column),
    )


# texts longer than this are scanned with numpy, and refused at a wrong first form unread
LARGE_TEXT = 256 * 1024
CHUNK = 1 << 20


def _too_deep_small(text: str, limit: int) -> int | None:
    depth = 0
    for m in _PARENS.finditer(text):
        ch = m.group(0)
        if ch == "(":
            depth += 1
            if depth > limit:
                return m.start()
        elif ch == ")":
            depth = max(0, depth - 1)
    return None


def _too_deep(text: str, limit: int) -> int | None:
    """The position of the first parenthesis deeper than ``limit``, or None. The depth
    never goes below zero (a stray ``)`` does not pay for later ``(``): with S the plain
    running sum, the depth is S minus the lowest value min(0, S) has reached so far."""
    import numpy as np

    total, low = 0, 0  # the running sum and its lowest value (at most 0) before the chunk
    comment = False  # a ``;`` comment runs on from the last chunk
    for start in range(0, len(text), CHUNK):  # by characters: positions are the text's
        piece = text[start : start + CHUNK]
        raw = np.frombuffer(piece.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
        steps = (raw == ord("(")).astype(np.int32) - (raw == ord(")"))
        if comment or ";" in piece:
            idx = np.arange(len(raw))
            last_semi = np.maximum.accumulate(np.where(raw == ord(";"), idx, -1))
            last_line = np.maximum.accumulate(np.where(raw == ord("\n"), idx, -1))
            in_comment = last_semi > last_line
            if comment:  # a comment from the last chunk lasts until this one's first newline
                in_comment |= last_line < 0
            comment = bool(in_comment[-1])
            steps[in_comment] = 0
        sums = np.cumsum(steps) + total
        lows = np.minimum(np.minimum.accumulate(sums), low)
        lows = np.minimum(lows, 0)
        depth = sums - lows
        over = np.flatnonzero(depth > limit)
        if len(over):
            return start + int(over[0])
        total, low = int(sums[-1]), int(lows[-1])
    return None
