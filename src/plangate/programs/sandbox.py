"""Running a model's program: only in a child process plangate starts and controls
(:mod:`plangate.programs.child`), never in plangate's own.

The child is ``python -I -S`` (no site-packages, no ``PYTHON*`` variable, not the
working folder on its path) with an empty environment (no API key or other variable of
plangate's is there to read), in a scratch folder removed afterwards, in a session of
its own. It limits itself (memory, CPU seconds, file size, open files) and locks itself
(:mod:`plangate.programs.lockdown`: no network, no new process, no file opened outside
the standard library, none written) before the program's first line runs. This process
bounds it from outside: wall-clock seconds (then the child's whole session is killed),
and the bytes of what it answers and prints.

Whatever the child answers is a claim: :class:`Ran` holds it as JSON, and the caller
checks every state and plan on the true task. A child that crashes, loops, runs out of
memory, floods its output or tries to reach outside ends as one :attr:`Ran.status` with
one line saying what happened and, where it can be told, the program's line.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from plangate.errors import PlangateError
from plangate.scratch import release, scratch_dir

CHILD = Path(__file__).with_name("child.py")


@dataclass(frozen=True)
class ProgramLimits:
    """What one run of a program may use: wall-clock and CPU seconds for the whole run,
    seconds per call of one of its functions, memory (bytes of address space), and the
    bytes of its answer and of its prints (each)."""

    seconds: float = 60.0
    cpu_seconds: float = 60.0
    call_seconds: float = 10.0
    memory: int = 1024 * 1024 * 1024
    output: int = 16 * 1024 * 1024

    def __post_init__(self) -> None:
        if min(self.seconds, self.cpu_seconds, self.call_seconds) <= 0:
            raise ValueError("a program's seconds must be positive")
        if self.memory < 64 * 1024 * 1024:
            raise ValueError("a program needs at least 64 MiB (the interpreter's own)")
        if self.output < 1024:
            raise ValueError("a program's output bound must be at least 1 KiB")


@dataclass(frozen=True)
class Ran:
    """One run of a program. ``status``: ``ok`` (the child answered; ``answer`` holds
    it, a claim), ``timeout`` (the wall clock ran out: killed), ``cpu`` (its CPU
    seconds ran out), ``memory``, ``output`` (it answered or printed more than its
    bound), ``crashed`` (it died otherwise: a signal, an exit of its own). ``said``: one
    line; ``locks``: the locks the child put on itself."""

    status: str
    said: str
    answer: dict[str, object] = field(default_factory=dict)
    printed: str = ""
    seconds: float = 0.0
    locks: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.status == "ok"


def run_program(code: str, work: dict[str, object], limits: ProgramLimits | None = None) -> Ran:
    """Run ``code`` in a new sandboxed child on ``work`` (:mod:`plangate.programs.child`
    says its kinds) within ``limits``."""
    limits = limits or ProgramLimits()
    request = {
        "code": code,
        "work": work,
        "limits": {"memory": limits.memory, "cpu": limits.cpu_seconds,
                   "output": limits.output, "call_seconds": limits.call_seconds},
    }  # fmt: skip
    home = scratch_dir("program")
    try:
        return _run(home, json.dumps(request).encode(), limits)
    finally:
        release(home)


def _run(home: Path, request: bytes, limits: ProgramLimits) -> Ran:
    (home / "request.json").write_bytes(request)
    answer_path, printed_path = home / "answer.json", home / "printed.txt"
    t0 = time.monotonic()
    with (
        (home / "request.json").open("rb") as stdin,
        answer_path.open("wb") as stdout,
        printed_path.open("wb") as stderr,
    ):
        try:
            child = subprocess.Popen(
                [sys.executable, "-I", "-S", "-B", str(CHILD)],
                stdin=stdin, stdout=stdout, stderr=stderr, cwd=home, env={},
                start_new_session=True, close_fds=True,
            )  # fmt: skip
        except OSError as err:
            raise PlangateError(f"cannot start the sandbox's child: {err.strerror}") from None
        try:
            child.wait(timeout=limits.seconds)
        except subprocess.TimeoutExpired:
            _kill(child)
            said = f"ran past {limits.seconds:g} s of wall-clock time: killed"
            return Ran("timeout", said, printed=_read(printed_path, limits),
                       seconds=time.monotonic() - t0)  # fmt: skip
        finally:
            _kill(child)  # anything left in its session
    seconds = time.monotonic() - t0
    printed = _read(printed_path, limits)
    code = child.returncode
    raw = answer_path.read_bytes()[: limits.output + 1]
    if code != 0:
        return Ran(*_death(code, printed, limits), printed=printed, seconds=seconds)
    if len(raw) > limits.output:
        return Ran("output", f"answered more than {limits.output:,} bytes", printed=printed,
                   seconds=seconds)  # fmt: skip
    try:
        answer = json.loads(raw)
    except (ValueError, RecursionError):
        answer = None
    if not isinstance(answer, dict):
        return Ran("crashed", "the child's answer is not an answer (the program wrote over it)",
                   printed=printed, seconds=seconds)  # fmt: skip
    locks = answer.get("locks")
    held = tuple(str(x) for x in locks) if isinstance(locks, list) else ()
    return Ran("ok", "answered", answer, printed, seconds, held)


def _kill(child: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(child.pid, signal.SIGKILL)
    child.wait()


def _read(path: Path, limits: ProgramLimits) -> str:
    try:
        with path.open("rb") as fh:
            data = fh.read(min(limits.output, 64 * 1024))
    except OSError:
        return ""
    return data.decode("utf-8", "replace")


def _death(code: int, printed: str, limits: ProgramLimits) -> tuple[str, str]:
    """Why the child ended without an answer: its exit code or the signal that ended it."""
    if code in (-signal.SIGXCPU, -signal.SIGKILL):  # the kernel's, at the CPU limit
        return "cpu", f"used its {limits.cpu_seconds:g} CPU seconds: stopped"
    if code == -signal.SIGXFSZ:
        return "output", f"wrote more than {limits.output:,} bytes"
    if "MemoryError" in printed[-2000:]:
        return "memory", f"ran out of its {limits.memory // (1024 * 1024):,} MiB of memory"
    if code < 0:
        name = signal.Signals(-code).name if -code in signal.valid_signals() else str(-code)
        return "crashed", f"died of {name}"
    last = printed.strip().splitlines()[-1:] or [""]
    return "crashed", f"exited with code {code}" + (f" ({last[0][:200]})" if last[0] else "")


__all__ = ["ProgramLimits", "Ran", "run_program"]
