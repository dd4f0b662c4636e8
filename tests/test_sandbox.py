"""The sandbox a model's program runs in (plangate.programs.sandbox): its hostile tier.

Each program below tries one way out; each ends as one line (a status, the error, the
program's line) and never reaches what it reaches for. No test measures time: the
limits are small so that the ones that must be stopped are stopped soon."""

from __future__ import annotations

import os
import platform
import socket
import threading
from pathlib import Path

import pytest

from plangate.programs.sandbox import ProgramLimits, Ran, run_program

LINUX_X86 = platform.system() == "Linux" and platform.machine() == "x86_64"


def _locks() -> tuple[str, ...]:
    """The locks a child can put on itself on this machine (a kernel or a container may
    refuse seccomp: the sandbox then runs with its limits only, and says so)."""
    if not LINUX_X86:
        return ()
    return run_program("", {"kind": "calls", "calls": []}).locks


pytestmark = pytest.mark.skipif(
    not {"no_new_privs", "seccomp"} <= set(_locks()),
    reason="the kernel here refuses the sandbox's seccomp lock (docs/programmers.md)",
)

LIMITS = ProgramLimits(seconds=20, cpu_seconds=3, call_seconds=2, memory=512 * 1024 * 1024,
                       output=1024 * 1024)  # fmt: skip


def _call(code: str, limits: ProgramLimits = LIMITS, kind: str = "bool") -> tuple[Ran, dict]:
    """``f`` of the program called once on a one-fact state."""
    work = {"kind": "calls",
            "calls": [{"fn": "f", "args": [[["a"]]], "kinds": ["state"], "as": kind}]}  # fmt: skip
    ran = run_program(code, work, limits)
    got = ran.answer.get("work")
    return ran, (got[0] if isinstance(got, list) else {})


def test_a_program_runs_locked_and_its_functions_answer() -> None:
    code = "def f(state):\n    return ('a',) in state\n"
    ran, got = _call(code)
    assert ran.ok and got == {"value": True}
    assert {"no_new_privs", "seccomp"} <= set(ran.locks)


def test_a_secret_file_and_the_environment_stay_out_of_reach(tmp_path: Path) -> None:
    secret = tmp_path / "id_rsa"  # as ~/.ssh would hold it: a file outside the library
    secret.write_text("-----BEGIN KEY----- sk-SECRET-value")
    os.environ["PLANGATE_TEST_SECRET"] = "sk-SECRET-env"
    try:
        for code in (
            f"def f(s):\n    return 'SECRET' in open({str(secret)!r}).read()\n",
            "def f(s):\n    return 'SECRET' in open('/proc/self/environ').read()\n",
            "import os\ndef f(s):\n    return 'PLANGATE_TEST_SECRET' in os.environ\n",
            "def f(s):\n    return 'SECRET' in open('/proc/%d/environ' % __import__('os')"
            ".getppid()).read()\n",
        ):
            ran, got = _call(code)
            assert ran.ok and got.get("value") is not True, (code, got)
            assert "SECRET" not in str(ran.answer) + ran.printed
    finally:
        del os.environ["PLANGATE_TEST_SECRET"]


def test_no_socket_no_process_no_thread() -> None:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    port = server.getsockname()[1]
    accepted: list[object] = []
    server.settimeout(5)
    waiter = threading.Thread(target=lambda: accepted.append(_accept(server)))
    waiter.start()
    try:
        for code, line in (
            (f"import socket\ndef f(s):\n    socket.create_connection(('127.0.0.1', {port}))\n"
             "    return True\n", 3),
            ("import os\ndef f(s):\n    return os.fork() >= 0\n", 3),
            ("import subprocess\ndef f(s):\n    return subprocess.run(['id']).returncode\n", 3),
            ("import os\ndef f(s):\n    os.kill(os.getppid(), 9)\n    return True\n", 3),
        ):  # fmt: skip
            ran, got = _call(code)
            assert ran.ok and got["kind"] == "refused" and got["line"] == line, (code, got)
            assert got["error"].startswith("PermissionError")
        thread = "import threading\ndef f(s):\n    threading.Thread(target=print).start()\n"
        ran, got = _call(thread)
        assert ran.ok and "thread" in got["error"] and got["line"] == 3
    finally:
        waiter.join()
        server.close()
    assert accepted == [None]  # nothing connected


def _accept(server: socket.socket) -> object:
    try:
        conn, _ = server.accept()
    except OSError:
        return None
    conn.close()
    return "connected"


def test_memory_a_loop_that_ignores_signals_and_a_flood_are_stopped() -> None:
    ran, got = _call("def f(s):\n    x = bytearray(10**11)\n    return True\n")
    assert got == {"error": "MemoryError", "kind": "memory", "line": 2}
    ran, got = _call("def f(s):\n    x = []\n    while True:\n        x.append(' ' * 10**6)\n")
    assert got["kind"] == "memory" and got["line"] == 4
    loop = ("import signal\ndef f(s):\n    for sig in (signal.SIGALRM, signal.SIGTERM, "
            "signal.SIGXCPU):\n        signal.signal(sig, signal.SIG_IGN)\n"
            "    while True:\n        pass\n")  # fmt: skip
    ran, _ = _call(loop)
    assert ran.status == "cpu" and "CPU seconds" in ran.said
    ran, _ = _call(loop, ProgramLimits(seconds=1, cpu_seconds=30, call_seconds=30))
    assert ran.status == "timeout" and "killed" in ran.said
    ran, got = _call("import os\ndef f(s):\n    while True:\n        os.write(1, b'x' * 10**6)\n")
    assert ran.ok and got["error"].startswith("OSError") and got["line"] == 4
    assert len(ran.printed) <= 64 * 1024
    ran, got = _call("def f(s):\n    open('big', 'w').write('x' * 10**8)\n    return True\n")
    assert got["kind"] == "refused" and got["line"] == 2


def test_ctypes_reaches_nothing_more() -> None:
    code = ("import ctypes\ndef f(s):\n    libc = ctypes.CDLL(None)\n"
            "    return libc.system(b'touch /tmp/plangate-escaped') == 0 or "
            "libc.syscall(41, 2, 1, 0) >= 0\n")  # fmt: skip
    ran, got = _call(code)
    assert ran.ok and got.get("value") in (False, None), got
    assert not Path("/tmp/plangate-escaped").exists()


def test_what_comes_back_is_a_value_of_the_asked_kind_never_an_object() -> None:
    yes = ("class Yes:\n    def __eq__(self, o):\n        return True\n"
           "    def __bool__(self):\n        return True\n"
           "    __hash__ = object.__hash__\n")  # fmt: skip
    _, got = _call(yes + "def f(s):\n    return Yes()\n")
    assert got["kind"] == "shape" and "Yes" in got["error"]
    _, got = _call(yes + "def f(s):\n    return [{Yes()}]\n", kind="states")
    assert got["kind"] == "shape"
    _, got = _call("def f(s):\n    return 1.0\n")
    assert got["kind"] == "shape"  # a number is not True or False


def test_a_program_that_fakes_the_search_only_claims() -> None:
    """It rewrites the child's own checks so that any state is a goal: the search then
    claims a one-state path; the caller checks every claim on the true task (the start is
    no goal there), so the claim is worth nothing. And it reads the frames above its own:
    nothing there is an answer (the child never holds one)."""
    code = (
        "import sys\n"
        "main = sys.modules['__main__']\n"
        "main.plain = lambda value, kind: True\n"
        "def successor_states(state):\n    return []\n"
        "def is_goal(state):\n"
        "    frame, seen = sys._getframe(), []\n"
        "    while frame is not None:\n"
        "        seen += list(frame.f_locals)\n"
        "        frame = frame.f_back\n"
        "    return 'expected' in seen or 'answers' in seen\n"
    )
    work = {"kind": "bfs", "start": [["on", "a", "b"]], "successors": "successor_states",
            "goal": "is_goal", "max_expansions": 10}  # fmt: skip
    ran = run_program(code, work, LIMITS)
    assert ran.ok and ran.answer["work"]["path"] == [[["on", "a", "b"]]]  # a claim, no more


def test_a_program_that_does_not_load_or_exits_is_one_line() -> None:
    ran, _ = _call("def f(s)\n    return True\n")
    assert ran.answer["load"]["kind"] == "syntax" and ran.answer["load"]["line"] == 1
    ran, _ = _call("x = 1\nraise ValueError('no')\n")
    assert ran.answer["load"] == {"error": "ValueError: no", "kind": "exception", "line": 2}
    ran, _ = _call("import os\nos._exit(3)\n")
    assert ran.status == "crashed" and ran.said == "exited with code 3"
    ran, got = _call("def g(s):\n    return True\n")
    assert got["kind"] == "missing"
