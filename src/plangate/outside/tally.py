"""Warnings counted by kind, never kept unbounded.

A file that declares one object 200,000 times raises 200,000 warnings, each naming
its line; a long-lived server or a batch of thousands of tasks would keep every one
(Python's own registry of warnings shown once keeps each distinct text for the life
of the process). A :class:`Tally` keeps the first message of each kind (the text with
its locations, quoted tokens and numbers set aside) and counts the rest; it holds at
most :data:`MAX_KINDS` kinds, and counts the others together.

:func:`tallied` routes every warning raised in its block (in this thread or task, or in
the worker threads it copies its context to) to a tally; ``warnings``'s registry is
not touched. :func:`route_warnings` installs the router once for a process that serves
many requests (the MCP server): each request tallies its own.
"""

from __future__ import annotations

import contextlib
import re
import threading
import warnings
from collections.abc import Iterator
from contextvars import ContextVar
from typing import Any, TextIO

MAX_KINDS = 100
_LOC = re.compile(r"^(?:[^\s:]+:)?\d+(?::\d+)?: |(?<=\s)\S+:\d+(?::\d+)?: ")
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")
_NUMBER = re.compile(r"\d[\d,]*")


def kind_of(message: str) -> str:
    """The kind of a warning: its text without locations, quoted tokens and numbers."""
    return _NUMBER.sub("N", _QUOTED.sub("'…'", _LOC.sub("", message)))[:300]


class Tally:
    """Warnings by kind: the first message of each, and how many there were."""

    def __init__(self, max_kinds: int = MAX_KINDS) -> None:
        self.max_kinds = max_kinds
        self.first: dict[str, tuple[type[Warning], str]] = {}
        self.counts: dict[str, int] = {}
        self.others = 0
        self._lock = threading.Lock()

    def add(self, message: str, category: type[Warning] = UserWarning) -> None:
        kind = kind_of(message)
        with self._lock:
            if kind in self.counts:
                self.counts[kind] += 1
            elif len(self.counts) < self.max_kinds:
                self.counts[kind] = 1
                self.first[kind] = (category, message[:2000])
            else:
                self.others += 1

    @property
    def total(self) -> int:
        return sum(self.counts.values()) + self.others

    def items(self) -> list[tuple[type[Warning], str, int]]:
        """(category, first message, count) per kind, in the order first seen."""
        with self._lock:
            return [(*self.first[k], n) for k, n in self.counts.items()]

    def lines(self, shown: Any = None) -> list[str]:
        """One line per kind: the first message (through ``shown``, default as is) and,
        when there were more, how many; then the warnings of kinds past the limit."""
        out = []
        for _category, message, n in self.items():
            text = shown(message) if shown is not None else message
            out.append(text if n == 1 else f"{text} (and {n - 1:,} more like it)")
        if self.others:
            out.append(f"{self.others:,} more warnings of other kinds")
        return out

    def clear(self) -> None:
        with self._lock:
            self.first.clear()
            self.counts.clear()
            self.others = 0


_CURRENT: ContextVar[Tally | None] = ContextVar("plangate_tally", default=None)
_STRAY = Tally()  # warnings raised where no tally is current (a thread started bare)
_installed = threading.Lock()


def _route(message: Warning | str, category: type[Warning], filename: str, lineno: int,
           file: TextIO | None = None, line: str | None = None) -> None:  # fmt: skip
    noise = (DeprecationWarning, PendingDeprecationWarning, FutureWarning)
    if issubclass(category, noise) and "plangate" not in str(filename):
        return  # a library's deprecations (unified-planning's) are not the user's
    tally = _CURRENT.get()
    (tally if tally is not None else _STRAY).add(str(message), category)


def route_warnings() -> None:
    """Route every warning of this process to the current tally (once; idempotent),
    showing each one ('always': the registry of warnings shown keeps nothing)."""
    with _installed:
        if warnings.showwarning is _route:
            return
        warnings.simplefilter("always")
        warnings.showwarning = _route


def stray() -> Tally:
    """The warnings raised with no tally current (bounded like any tally)."""
    return _STRAY


@contextlib.contextmanager
def tallied(tally: Tally | None = None) -> Iterator[Tally]:
    """Count the warnings of the block in ``tally`` (a new one by default). Where the
    router is not installed, the block installs it for its duration (for a command
    line, the whole process)."""
    tally = tally if tally is not None else Tally()
    token = _CURRENT.set(tally)
    try:
        if warnings.showwarning is _route:  # installed for the process (a server)
            yield tally
            return
        with warnings.catch_warnings():
            warnings.simplefilter("always")
            warnings.showwarning = _route
            yield tally
    finally:
        _CURRENT.reset(token)


__all__ = ["MAX_KINDS", "Tally", "kind_of", "route_warnings", "stray", "tallied"]
