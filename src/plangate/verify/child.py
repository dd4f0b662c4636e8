"""The process that runs external planners for :mod:`plangate.verify.planners`.

Started with ``python -m plangate.verify.child`` in a session of its own; it
reads one JSON request per line on stdin (``[solver, args]``) and answers
one JSON line on its stdout. Whatever the planners print goes nowhere: the
answers use a private copy of stdout. The parent kills the whole session
(this process and any planner it started) when a call runs over its limit,
and starts a fresh one for the next call. When the parent dies without doing so
(killed, or its machine's out-of-memory killer), a watchdog here kills the
session: a planner never runs on with no one to stop it.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

WATCH = 0.5  # seconds between the watchdog's looks at the parent


def _watch(parent: int) -> None:
    """Kill this session (this process and its planners) once the parent is gone."""
    while os.getppid() == parent:
        time.sleep(WATCH)
    os.killpg(os.getpgid(0), signal.SIGKILL)


def main() -> None:
    threading.Thread(target=_watch, args=(os.getppid(),), daemon=True).start()
    answers = os.fdopen(os.dup(1), "w", encoding="utf-8")
    quiet = os.open(os.devnull, os.O_WRONLY)
    os.dup2(quiet, 1)  # planners' own output must not reach the answers
    os.dup2(quiet, 2)
    sys.stdout = sys.stderr = open(os.devnull, "w")  # noqa: SIM115

    from plangate.verify import drivers, planners

    solvers: dict[str, Callable[..., object]] = {
        "pyperplan": planners.pyperplan_solve,
        "driver": drivers.driver_solve,
    }
    for line in sys.stdin:
        try:
            name, args = json.loads(line)
            out: Any = ["ok", solvers[name](*args)]
        except BaseException as err:  # the parent decides what an error means
            out = ["error", f"{type(err).__name__}: {err}"]
        answers.write(json.dumps(out) + "\n")
        answers.flush()


if __name__ == "__main__":
    main()
