"""plangate's temporary folders, removed on every exit path.

Every temporary folder plangate makes (a planner child's home, where Fast Downward and
SymK write their files) comes from :func:`scratch_dir`:
it is named ``plangate-KIND-PID-…`` in the system's temporary folder, removed when it
is released, when the process ends normally, on Ctrl-C and on SIGTERM (the CLI turns
SIGTERM into an orderly exit), and, where the process was killed outright (SIGKILL, a
crash), by the next plangate process that makes one: a folder whose process is gone is
swept before a new one is made.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import re
import shutil
import tempfile
import threading
from pathlib import Path

_NAME = re.compile(r"^plangate-[a-z]+-(\d+)-")
_MINE: set[str] = set()
_LOCK = threading.Lock()
_swept = False


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True  # another user's, or cannot tell: left alone
    return True


def sweep(base: str | None = None) -> int:
    """Remove the scratch folders of plangate processes that are gone; how many."""
    removed = 0
    here = Path(base or tempfile.gettempdir())
    with contextlib.suppress(OSError):
        for entry in os.scandir(here):
            m = _NAME.match(entry.name)
            if m is None or not entry.is_dir(follow_symlinks=False):
                continue
            pid = int(m.group(1))
            if pid != os.getpid() and not _alive(pid):
                shutil.rmtree(entry.path, ignore_errors=True)
                removed += 1
    return removed


def scratch_dir(kind: str) -> Path:
    """A new empty folder for ``kind`` (letters only), removed at exit at the latest."""
    global _swept
    with _LOCK:
        if not _swept:
            _swept = True
            sweep()
        path = tempfile.mkdtemp(prefix=f"plangate-{kind}-{os.getpid()}-")
        _MINE.add(path)
    return Path(path)


def release(path: str | Path) -> None:
    """Remove a folder :func:`scratch_dir` made (and forget it)."""
    with _LOCK:
        _MINE.discard(str(path))
    shutil.rmtree(path, ignore_errors=True)


@atexit.register
def release_all() -> None:
    """Remove every scratch folder of this process (at exit, and after a signal)."""
    with _LOCK:
        mine = list(_MINE)
        _MINE.clear()
    for path in mine:
        shutil.rmtree(path, ignore_errors=True)


__all__ = ["release", "release_all", "scratch_dir", "sweep"]
