"""Resource limits on input, with clear refusals instead of crashes.

* ``max_bytes``: the largest PDDL or plan file read (``--max-bytes``).
* ``MAX_DEPTH``: the deepest nesting of parentheses accepted; deeper input is
  refused before parsing, so nothing downstream (parser, checks, formulas,
  grounding, printing) ever recurses deeper than a few hundred frames.
* ``max_actions``: the most ground actions a task may have
  (``--max-actions``); a task whose estimate from the domain sizes already
  exceeds it is refused before grounding starts. The grounder's work follows
  from it (:func:`work_limits`): the steps of work (candidate bindings joined or
  considered, quantifier instances) may not exceed a floor (``max_actions``)
  plus :data:`WORK_PER_ACTION` per ground action kept, nor ``10 * max_actions``
  in all; and one quantifier may not have more than ``max_actions / 20``
  instances (refused before it is expanded).
* ``MAX_TYPE_DEPTH``: the deepest type hierarchy (real PDDL: under 10 levels).
* ``max_memory``: the memory a task may take (``--max-memory``, MB): parsing is
  estimated from the forms before it starts, grounding from the reachable actions as
  they are found and, before the operators are built, from a sample of each action's
  (:data:`OP_BYTES` plus their fact sets, which grow with the facts).
* Files are read through :func:`read_bounded` / :func:`open_bounded`, which count
  the bytes as they come: a device, a FIFO or ``<(cmd)`` cannot pass ``--max-bytes``.

The limits are a frozen value, :class:`InputLimits`, that travels with the work: the
command line builds one from its flags, :func:`applying` makes it the limits of
the code it runs (a context variable, so a thread or a task sees its own), and
the work handed elsewhere carries it (a bench job holds the limits it was made
with and applies them where it runs: a thread, a worker process, a Ray worker).
:func:`current_limits` is what the readers and the grounder consult.

The defaults keep a 24 GB machine clear of running out of memory. Measured
(``benchmarks/bench_hardening.py`` and a grounding of 810,000 trivial actions):
810,000 ground actions peak at 566 MB, so 2,000,000 take 1.5 GB and a few
times that with long preconditions and effects; 42 MB of flat init facts parse
in 22 s at a 2 GB peak, so 64 MB stay near 3 GB.
"""

from __future__ import annotations

import contextlib
import io
import re
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from plangate.errors import Loc, PddlError, PddlSyntaxError, PlangateError

MAX_DEPTH = 128  # real PDDL nests fewer than 20 levels
MAX_TYPE_DEPTH = 64  # real PDDL type hierarchies are under 10 levels deep
WORK_PER_ACTION = 100  # grounding work allowed per ground action kept (IPC: 21 at most)


@dataclass(frozen=True)
class InputLimits:
    """The input limits of a piece of work (see the module's text)."""

    max_bytes: int = 64 * 1024 * 1024
    max_actions: int = 2_000_000
    max_memory: int = 1024 * 1024 * 1024  # bytes the grounded task may take (estimated)

    @classmethod
    def of(
        cls,
        max_bytes: int | None = None,
        max_actions: int | None = None,
        max_memory: int | None = None,
        base: InputLimits | None = None,
    ) -> InputLimits:
        """The limits the command line asks for (``max_memory`` in MB), the others as in
        ``base`` (default: the defaults); a value below 1 is refused."""
        base = base or cls()
        for flag, value in (("bytes", max_bytes), ("actions", max_actions),
                            ("memory", max_memory)):  # fmt: skip
            if value is not None and value < 1:
                unit = " (MB)" if flag == "memory" else ""
                raise ValueError(f"--max-{flag} must be positive{unit}")
        return cls(
            max_bytes=base.max_bytes if max_bytes is None else max_bytes,
            max_actions=base.max_actions if max_actions is None else max_actions,
            max_memory=base.max_memory if max_memory is None else max_memory * 1024 * 1024,
        )


# the memory of a ground action, measured (benchmarks/bench_hardening.py): about 1 KB of
# objects (the operator, its name and arguments, its condition), plus its fact sets, whose
# size grows with the number of facts (Python ints of one bit per fact, up to the highest)
OP_BYTES = 1024
BINDING_BYTES = 200  # a binding kept while the reachable actions are found
FACT_BYTES = 300  # a reachable fact: its tuple, its index entries, its name


DEFAULT_LIMITS = InputLimits()
_ACTIVE: ContextVar[InputLimits] = ContextVar("plangate_limits", default=DEFAULT_LIMITS)


def current_limits() -> InputLimits:
    """The limits of the work running here (the defaults unless applied)."""
    return _ACTIVE.get()


@contextlib.contextmanager
def applying(limits: InputLimits) -> Iterator[InputLimits]:
    """Run the block under ``limits`` (in this thread or task only)."""
    token = _ACTIVE.set(limits)
    try:
        yield limits
    finally:
        _ACTIVE.reset(token)


@dataclass(frozen=True)
class WorkLimits:
    """The grounder's bounds on work, from ``max_actions`` (see the module's text)."""

    floor: int
    total: int
    quantifier: int


def work_limits() -> WorkLimits:
    n = current_limits().max_actions
    return WorkLimits(floor=max(1000, n), total=10 * n, quantifier=max(1000, n // 20))


def memory_refusal(estimate: float, what: str) -> str:
    """The message of a task refused for the memory it would take."""
    mb = 1024 * 1024
    return (
        f"{what} would take about {estimate / mb:,.0f} MB, more than the memory budget of "
        f"{current_limits().max_memory / mb:,.0f} MB; raise it with InputLimits(max_memory=...)"
    )


PARSE_BYTES = 1000  # memory of one parsed form "( ... )": its node, names, positions


def check_parse_memory(text: str, file: str, what: str) -> None:
    """Refuse, before parsing, a text whose forms would take more than the memory budget
    (50 MB of flat init facts: 3 million forms, about 3 GB)."""
    forms = text.count("(")
    if forms * PARSE_BYTES > current_limits().max_memory:
        raise PddlError(
            memory_refusal(forms * PARSE_BYTES, f"{file}: parsing the {what}'s {forms:,} forms")
        )


def check_size(path: Path, what: str, error: type[PlangateError]) -> None:
    """Refuse a regular ``what`` file larger than ``--max-bytes`` before reading it (a
    device, a FIFO or a process substitution says 0: :func:`read_bounded` counts)."""
    size = path.stat().st_size if path.is_file() else 0
    if size > (most := current_limits().max_bytes):
        raise error(
            f"{path}: the {what} file has {size:,} bytes, more than the limit of "
            f"{most:,} (raise it with InputLimits(max_bytes=...))"
        )


def _over(path: Path, what: str, error: type[PlangateError]) -> PlangateError:
    return error(
        f"{path}: the {what} file goes on past the limit of {current_limits().max_bytes:,} "
        "bytes "
        "(read as it came: not a regular file, or one still growing); raise it with "
        "InputLimits(max_bytes=...)"
    )


def read_bounded(path: Path, what: str, error: type[PlangateError]) -> bytes:
    """The bytes of ``path``, at most ``--max-bytes`` of them whatever the file is (a
    regular file is measured first, anything else counted as it is read)."""
    check_size(path, what, error)
    most = current_limits().max_bytes
    with path.open("rb") as fh:
        data = fh.read(most + 1)
    if len(data) > most:
        raise _over(path, what, error)
    return data


def read_text_bounded(path: Path | str, what: str) -> str:
    """A text input (a configuration, an experiment, a plan) read with :func:`read_bounded`;
    bytes that are not UTF-8 become U+FFFD."""
    return read_bounded(Path(path), what, PlangateError).decode("utf-8", "replace")


class _Counted(io.RawIOBase):
    """A raw file that refuses to be read past ``--max-bytes``."""

    def __init__(self, raw: Any, path: Path, what: str, error: type[PlangateError]) -> None:
        self.raw, self.path, self.what, self.error = raw, path, what, error
        self.count = 0
        self.most = current_limits().max_bytes

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        n = int(self.raw.readinto(buffer) or 0)
        self.count += n
        if self.count > self.most:
            raise _over(self.path, self.what, self.error)
        return n

    def close(self) -> None:
        self.raw.close()
        super().close()


def open_bounded(path: Path, what: str, error: type[PlangateError]) -> io.TextIOWrapper:
    """``path`` as UTF-8 text (universal newlines) that raises ``error`` once more than
    ``--max-bytes`` bytes have been read."""
    check_size(path, what, error)
    raw = _Counted(path.open("rb", buffering=0), path, what, error)
    return io.TextIOWrapper(io.BufferedReader(raw), encoding="utf-8", newline=None)


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
