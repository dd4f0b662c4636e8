"""Leaving at once when the work's owner has gone (Ctrl-C, SIGTERM, an MCP client that
closed its stream): work still running in a worker thread would otherwise hold the exit
until it ends; SIGTERM ends a command as Ctrl-C does."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator


def leave_now_if_busy(code: int) -> None:
    """After Ctrl-C, or an MCP client gone: work still running in a worker thread (a
    local model generating, a request waiting for its timeout, a tool's planner search)
    would hold the exit until it ends. Every finished record is on disk already, so the
    process ends now, with ``code``, its planner processes and scratch folders gone."""
    import os
    import sys
    import threading

    busy = [t for t in threading.enumerate() if t is not threading.main_thread() and not t.daemon]
    if busy:
        sys.stdout.flush()
        sys.stderr.flush()
        processes = sys.modules.get("plangate.verify.processes")
        if processes is not None:  # os._exit runs no atexit: end planners, remove folders
            processes._stop_children()
        from plangate.scratch import release_all

        release_all()
        os._exit(code)


@contextlib.contextmanager
def sigterm_as_interrupt() -> Iterator[None]:
    """SIGTERM ends a command as Ctrl-C does (what was finished is kept, temporary
    folders and planner processes are removed at exit); in the main thread only."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(_signum: int, _frame: object) -> None:
        raise KeyboardInterrupt("stopped by SIGTERM; finished work is saved")

    previous = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


__all__ = ["leave_now_if_busy", "sigterm_as_interrupt"]
