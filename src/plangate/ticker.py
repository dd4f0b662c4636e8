"""Progress of long work outside the model runs (rescoring, reports, planner searches).

On a terminal, :class:`Ticker` is a ``tqdm`` bar (tqdm keeps the line, the rate and the
time left); written to a file or a pipe, it is plain lines, the first after
:data:`QUIET` seconds and then one every :data:`EVERY` seconds, and a last one when
the work ends (work shorter than :data:`QUIET` seconds writes nothing). :func:`waiting`
says, while one call runs (a planner's search), how long it has run and what would
shorten it.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TextIO

QUIET = 5.0  # seconds of work before the first line
EVERY = 10.0  # seconds between two plain lines (to a file or a pipe), here and in bench


def terminal(stream: object) -> bool:
    """Whether ``stream`` is a terminal (where a line is rewritten in place)."""
    try:
        return bool(stream.isatty())  # type: ignore[attr-defined]
    except (AttributeError, ValueError, OSError):
        return False


class Ticker:
    """``total`` items of work, ``advance``d as they are done."""

    def __init__(self, total: int, what: str, unit: str = "answers", stream: TextIO | None = None):
        self.total, self.what, self.unit = total, what, unit
        self.stream = stream if stream is not None else sys.stderr
        self.done = 0
        self.started = self.shown = time.monotonic()
        self.lines = 0
        self.bar: Any = None
        if terminal(self.stream) and total > 0:
            try:
                from tqdm import tqdm
            except ImportError:  # the plain lines, then
                tqdm = None
            if tqdm is not None:
                self.bar = tqdm(total=total, desc=what, unit=f" {unit}", file=self.stream,
                                delay=QUIET, leave=False, dynamic_ncols=True)  # fmt: skip

    def advance(self, n: int = 1) -> None:
        self.done += n
        if self.bar is not None:
            self.bar.update(n)
            return
        now = time.monotonic()
        if now - self.started >= QUIET and (not self.lines or now - self.shown >= EVERY):
            self._line(now)

    def _line(self, now: float) -> None:
        spent = now - self.started
        left = ""
        if 0 < self.done < self.total:
            left = f", about {spent / self.done * (self.total - self.done):.0f} s left"
        pct = f" ({100 * self.done / self.total:.0f}%)" if self.total else ""
        self.stream.write(f"{self.what}: {self.done:,}/{self.total:,} {self.unit}{pct}, "
                          f"{spent:.0f} s{left}\n")  # fmt: skip
        self.stream.flush()
        self.lines += 1
        self.shown = now

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()
            self.bar = None
        elif self.lines:  # the last line, where lines were written
            self._line(time.monotonic())


@contextmanager
def ticking(total: int, what: str, unit: str = "answers") -> Iterator[Ticker]:
    ticker = Ticker(total, what, unit)
    try:
        yield ticker
    finally:
        ticker.close()


@contextmanager
def waiting(
    what: str, limit: float | None, shorter: str, stream: TextIO | None = None
) -> Iterator[None]:
    """While the body runs: after :data:`QUIET` s, a line every :data:`EVERY` s saying
    ``what`` has run so long (of ``limit``), and ``shorter`` (what would shorten it)."""
    out = stream if stream is not None else sys.stderr
    stop = threading.Event()
    started = time.monotonic()

    def tell() -> None:
        wait = QUIET
        while not stop.wait(wait):
            spent = time.monotonic() - started
            of = f" of {limit:g} s" if limit else ""
            end = "\r" if terminal(out) else "\n"
            out.write(f"{what}: {spent:.0f} s{of} ({shorter}){end}")
            out.flush()
            wait = EVERY

    thread = threading.Thread(target=tell, name="plangate-waiting", daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join(timeout=1.0)
        if terminal(out) and time.monotonic() - started >= QUIET:
            out.write("\n")
            out.flush()
