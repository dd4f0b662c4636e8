"""The door for paths from outside: a name that a tool argument, a batch row, a log's
metadata or a dataset item gives is resolved (links included) inside the folder the
user named, and only a regular file there is opened.

:class:`Folder` is that folder. ``Folder(root).open(name, what)`` refuses, each in one
line that names the name as given and never what the file holds:

* a name with a NUL byte, or an empty one;
* a name that leads outside the folder, by ``..``, as an absolute path or through a
  symbolic link anywhere on the way;
* (``hidden=False``) a name with a part that starts with ``.`` once resolved: dotfiles
  such as ``.env`` and folders such as ``.ssh`` are never served;
* anything but a regular file (a folder, a FIFO, a device, a socket), checked on the
  opened descriptor (opened without blocking and without following a last link), so a
  FIFO never blocks and a file swapped for a link after the check is still refused.

Only the user's own command-line arguments name files anywhere else; a surface that
takes names from outside holds a :class:`Folder` and calls nothing else.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO

from plangate.outside.files import OutsidePathError, open_regular

NAME = 300  # characters of a name from outside kept in a message (a path, usually)


def _shown(name: str | os.PathLike[str]) -> str:
    """The name as given, bounded and with control characters escaped (it is the
    caller's own text, never a file's)."""
    from plangate.outside.messages import bounded

    return bounded(os.fspath(name).replace("\x00", "\\x00"), most=NAME)


class Folder:
    """A folder the user named (on the command line); see the module's text."""

    def __init__(self, root: str | os.PathLike[str], *, hidden: bool = False) -> None:
        given = Path(root)
        try:
            self.root = given.resolve(strict=True)
        except (OSError, RuntimeError):
            raise OutsidePathError(f"{_shown(given)}: no such folder") from None
        if not self.root.is_dir():
            raise OutsidePathError(f"{_shown(given)}: not a folder")
        self.hidden = hidden

    def __repr__(self) -> str:
        return f"Folder({str(self.root)!r})"

    def resolve(
        self, name: str | os.PathLike[str], what: str = "file", base: Path | None = None
    ) -> Path:
        """The real path of ``name`` (relative to ``base``, default the folder; or
        absolute) if it stays inside the folder and is a regular file; raises
        :class:`OutsidePathError` otherwise."""
        text = os.fspath(name)
        if not isinstance(text, str) or not text.strip() or "\x00" in text:
            raise OutsidePathError(f"{_shown(text)}: not a {what} name")
        candidate = (self.root if base is None else Path(base)) / text
        try:
            real = candidate.resolve(strict=True)
        except FileNotFoundError:
            real = candidate.resolve(strict=False)
            if not real.is_relative_to(self.root):
                raise self._outside(text) from None
            raise OutsidePathError(f"{_shown(text)}: no such {what} under {self.root}") from None
        except (OSError, RuntimeError):  # a loop of links, a name too long
            raise OutsidePathError(
                f"{_shown(text)}: cannot be resolved under {self.root}"
            ) from None
        if not real.is_relative_to(self.root):
            raise self._outside(text)
        if not self.hidden and any(p.startswith(".") for p in real.relative_to(self.root).parts):
            raise OutsidePathError(
                f"{_shown(text)}: a hidden file or folder (its name starts with '.'); not served"
            )
        try:  # only a regular file is ever handed on (a FIFO would block whoever opens it)
            mode = real.stat().st_mode
        except OSError:
            raise OutsidePathError(f"{_shown(text)}: cannot be read under {self.root}") from None
        if not stat.S_ISREG(mode):
            kind = "a folder" if stat.S_ISDIR(mode) else "not a regular file"
            raise OutsidePathError(f"{_shown(text)}: {kind}; expected a {what}")
        return real

    def _outside(self, text: str) -> OutsidePathError:
        return OutsidePathError(
            f"{_shown(text)}: outside the folder files are read from ({self.root})"
        )

    def open(self, name: str | os.PathLike[str], what: str = "file") -> tuple[BinaryIO, Path]:
        """``name`` opened for reading (binary) and its real path, if it is a regular
        file inside the folder."""
        real = self.resolve(name, what)
        return open_regular(real, what, shown=_shown(name)), real

    def read(self, name: str | os.PathLike[str], what: str = "file") -> tuple[bytes, Path]:
        """The bytes of ``name`` (bounded by ``--max-bytes``, checked before reading) and
        its real path."""
        from plangate.outside.reading import read_handle

        fh, real = self.open(name, what)
        with fh:
            return read_handle(fh, what, _shown(name)), real

    def read_text(self, name: str | os.PathLike[str], what: str = "file") -> tuple[str, Path]:
        """As :meth:`read`, decoded as UTF-8 (a byte that is not: an error naming the
        line)."""
        from plangate.outside.reading import decode_utf8

        data, real = self.read(name, what)
        return decode_utf8(data, _shown(name), what), real

    def find(self, recorded: str, what: str = "file") -> Path:
        """The file inside the folder that a path recorded elsewhere (a log's metadata,
        maybe absolute and from another machine) names: the longest trailing part of
        ``recorded`` that is a regular file here. The recorded path itself is never
        opened."""
        text = os.fspath(recorded)
        if not isinstance(text, str) or "\x00" in text:
            raise OutsidePathError(f"{_shown(text)}: not a {what} name")
        parts = [p for p in Path(text.replace("\\", "/")).parts if p not in ("/", "", ".")]
        if ".." in parts:
            raise OutsidePathError(f"{_shown(text)}: a recorded {what} name with '..'")
        for k in range(len(parts), 0, -1):
            try:  # (resolve hands on a regular file only)
                return self.resolve(os.path.join(*parts[-k:]), what)
            except OutsidePathError:
                continue
        raise OutsidePathError(f"{_shown(text)}: no such {what} under {self.root}")


__all__ = ["Folder", "OutsidePathError", "open_regular"]
