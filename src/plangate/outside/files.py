"""Opening a file from outside: only a regular file, without blocking on a FIFO; and
the error of a path the door refuses (shared by the door and the bounded reader)."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO

from plangate.errors import PlangateError


class OutsidePathError(PlangateError):
    """A path from outside that the door refuses."""


def open_regular(
    path: Path, what: str, shown: str | None = None, *, follow: bool = False
) -> BinaryIO:
    """``path`` opened for binary reading if it is a regular file: opened without
    blocking (a FIFO) and (unless ``follow``: a path the user typed) without following a
    last link, then checked on the descriptor."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
    flags |= 0 if follow else getattr(os, "O_NOFOLLOW", 0)
    flags |= getattr(os, "O_CLOEXEC", 0)
    label = shown if shown is not None else str(path)[:200]
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise OutsidePathError(f"{label}: no such {what}") from None
    except OSError as err:
        raise OutsidePathError(f"{label}: cannot open the {what} ({err.strerror})") from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = "a folder" if stat.S_ISDIR(mode) else "not a regular file"
            raise OutsidePathError(f"{label}: {kind}; expected a {what}")
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


__all__ = ["OutsidePathError", "open_regular"]
