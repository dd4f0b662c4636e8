"""The process external planners run in: ``python -m plangate.planner_process``, started
in a session of its own and kept for the next call, never forked from the caller (which
may have threads). A call that runs over its limit kills the process and every planner
process it started (:class:`TimeLimit`); a call can be sent and waited for later
(:class:`Pending`), so the caller works meanwhile.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import select
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from plangate.errors import PlangateError


class TimeLimit(Exception):
    """The wall-clock limit ran out; the planner's process was killed."""


class _Child:
    """A ``python -m plangate.planner_process`` process in its own session."""

    def __init__(self) -> None:
        from plangate.scratch import scratch_dir

        # planners write their files here (the child's temporary folder too), so killing
        # the child and removing this folder leaves nothing behind
        self.home = str(scratch_dir("planner"))
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "plangate.planner_process"],
            cwd=self.home,
            env={**_child_env(), "TMPDIR": self.home, "TEMP": self.home, "TMP": self.home},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # its planners die with it
            text=True,
        )

    def send(self, solver: str, args: tuple[Any, ...]) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps([solver, list(args)]) + "\n")
        self.proc.stdin.flush()

    def receive(self, seconds: float | None) -> Any:
        assert self.proc.stdout is not None
        ready, _, _ = select.select([self.proc.stdout], [], [], seconds)
        if not ready:
            self.kill()
            raise TimeLimit
        line = self.proc.stdout.readline()
        if not line:
            code = self.proc.wait(5)
            self.kill()
            raise PlangateError(f"the planner process died (exit code {code})")
        kind, value = json.loads(line)
        if kind == "error":
            raise PlangateError(value)
        return value

    def kill(self) -> None:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait(5)
        for pipe in (self.proc.stdin, self.proc.stdout):
            if pipe is not None:
                with contextlib.suppress(OSError):
                    pipe.close()
        from plangate.scratch import release

        release(self.home)

    @property
    def alive(self) -> bool:
        return self.proc.poll() is None


def _child_env() -> dict[str, str]:
    """The caller's environment, with this plangate first on the path (it may not be
    installed: a checkout run from its own folder)."""
    root = str(Path(__file__).resolve().parents[2])
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
    return env


_IDLE: list[_Child] = []
_LOCK = threading.Lock()


class Pending:
    """A planner call sent to a child process (reused between calls; nothing is forked
    from the caller), whose answer :meth:`result` waits for; the caller may work
    meanwhile (the built-in search's probe) and :meth:`cancel` it."""

    def __init__(self, solver: str, args: tuple[Any, ...], seconds: float | None) -> None:
        self.seconds = seconds  # the limit it was sent with
        self.deadline = None if seconds is None else time.monotonic() + seconds
        with _LOCK:
            child = _IDLE.pop() if _IDLE else None
        if child is None or not child.alive:
            child = _Child()  # its start counts against the limit too
        self.child: _Child | None = child
        self.search = ""  # what the caller asked for, to read the answer by
        try:
            child.send(solver, args)
        except BaseException:
            self.cancel()
            raise

    def result(self) -> Any:
        """The answer, or TimeLimit when the limit ran out (the child killed with every
        process it started); an exception in the child comes back as a PlangateError."""
        child = self.child
        assert child is not None, "a pending call is answered once"
        left = None if self.deadline is None else max(0.0, self.deadline - time.monotonic())
        self.child = None
        try:
            out = child.receive(left)
        except BaseException:
            child.kill()
            raise
        with _LOCK:
            _IDLE.append(child)
        return out

    def ready(self) -> bool:
        """Whether the answer has come (reading it then does not wait)."""
        child = self.child
        if child is None or child.proc.stdout is None:
            return True
        return bool(select.select([child.proc.stdout], [], [], 0)[0])

    def cancel(self) -> None:
        """Stop the call: its child is killed (with its planners), not reused."""
        if self.child is not None:
            self.child.kill()
            self.child = None


def run_limited(solver: str, args: tuple[Any, ...], seconds: float | None) -> Any:
    """A planner call in a child process, killed with everything it started when
    ``seconds`` run out (TimeLimit). An exception in the child comes back as a
    PlangateError."""
    return Pending(solver, args, seconds).result()


@atexit.register
def _stop_children() -> None:
    for child in _IDLE:
        child.kill()


__all__ = ["Pending", "TimeLimit", "run_limited"]
