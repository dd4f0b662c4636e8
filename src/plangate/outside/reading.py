"""The one bounded reader of outside bytes: files, streams, lines and archive members.

Every limit is checked before the bytes it limits are held: a regular file's size is
read from its descriptor before it is read; a stream (standard input, a pipe) is read
at most one byte past the limit; a line at most one byte past the limit of a line, so
a 300 MB line costs no more than the limit; an archive member's declared sizes are
checked before it is opened and its inflated bytes counted as they come (a declared
size can lie), and the members read from one archive share one budget. Text is UTF-8,
and a byte that is not names its line. Every refusal names the flag that raises the
limit (``--max-bytes``).
"""

from __future__ import annotations

import os
import stat
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from plangate.errors import PlangateError
from plangate.outside.files import open_regular

FLAG = "InputLimits(max_bytes=...)"  # (the command line shows --max-bytes)


class OutsideInputError(PlangateError):
    """Outside bytes that the bounded reader refuses."""


def _most() -> int:
    from plangate.pddl.limits import current_limits

    return current_limits().max_bytes


def _over(shown: str, what: str, most: int, size: int | None = None) -> OutsideInputError:
    has = f"has {size:,} bytes" if size is not None else "goes on"
    return OutsideInputError(
        f"{shown}: the {what} {has}, more than the limit of {most:,} bytes (raise it with {FLAG})"
    )


def read_handle(fh: IO[bytes], what: str, shown: str, most: int | None = None) -> bytes:
    """All the bytes of an open binary file or stream, at most ``most`` (default: the
    input limit): a regular file is measured before it is read."""
    most = _most() if most is None else most
    try:
        info = os.fstat(fh.fileno())
    except (OSError, AttributeError, ValueError):
        info = None
    if info is not None and stat.S_ISREG(info.st_mode) and info.st_size > most:
        raise _over(shown, what, most, info.st_size)
    data = fh.read(most + 1)
    if len(data) > most:
        raise _over(shown, what, most)
    return data


def decode_utf8(data: bytes, shown: str, what: str) -> str:
    """``data`` as UTF-8 text (a byte-order mark dropped); a byte that is not UTF-8 is
    an error naming its line."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        raise OutsideInputError(f"{shown}:{line}: the {what} is not UTF-8 text") from None
    return text[1:] if text.startswith("\ufeff") else text


@dataclass(frozen=True, slots=True)
class Line:
    """One line of an outside stream: its number, and its text or why it has none."""

    number: int
    text: str | None
    error: str | None = None


def bounded_lines(fh: IO[bytes], what: str, shown: str, most: int | None = None) -> Iterator[Line]:
    """The lines of a binary stream, one at a time: a line longer than ``most`` bytes
    (default: the input limit) or not UTF-8 is a :class:`Line` with an error naming it
    and the stream goes on at the next line; no line is held past the limit."""
    most = _most() if most is None else most
    for number, raw in raw_lines(fh, most):
        if raw is None:
            yield Line(number, None, f"{shown}:{number}: the line is longer than the "
                       f"limit of {most:,} bytes (raise it with {FLAG})")  # fmt: skip
            continue
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            yield Line(number, None, f"{shown}:{number}: the {what} line is not UTF-8 text")
            continue
        if number == 1 and text.startswith("\ufeff"):
            text = text[1:]
        yield Line(number, text.rstrip("\r\n"))


def raw_lines(fh: IO[bytes], most: int) -> Iterator[tuple[int, bytes | None]]:
    """The numbered lines of a binary stream, each at most ``most`` bytes: a longer one
    is None, its rest skipped a megabyte at a time, never held."""
    number = 0
    while True:
        raw = fh.readline(most + 1)
        if not raw:
            return
        number += 1
        if len(raw) > most and not raw.endswith(b"\n"):
            while raw and not raw.endswith(b"\n"):
                raw = fh.readline(1 << 20)
            yield number, None
            continue
        yield number, raw


# zip's methods Python reads (stored, deflate, bzip2, lzma), and zstd through the
# ``zstandard`` package where it is installed (Inspect AI's own logs use it)
ZSTD = 93
_METHODS = {zipfile.ZIP_STORED: "stored", zipfile.ZIP_DEFLATED: "deflate",
            zipfile.ZIP_BZIP2: "bzip2", zipfile.ZIP_LZMA: "lzma", ZSTD: "zstd"}  # fmt: skip
MAX_MEMBERS = 100_000  # entries in one archive's directory


class Archive:
    """A zip file from outside, read member by member within one budget of inflated
    bytes (default: the input limit); member names are looked up, never extracted."""

    def __init__(self, path: Path, what: str, shown: str | None = None,
                 most: int | None = None) -> None:  # fmt: skip
        self.shown = shown if shown is not None else str(path)
        self.what = what
        self.budget = _most() if most is None else most
        fh = open_regular(path, what, self.shown)
        try:
            size = os.fstat(fh.fileno()).st_size
            if size > self.budget:
                raise _over(self.shown, what, self.budget, size)
            self._zip = zipfile.ZipFile(fh)
        except zipfile.BadZipFile:
            fh.close()
            raise OutsideInputError(f"{self.shown}: not a zip archive; expected a {what}") from None
        except BaseException:
            fh.close()
            raise
        self._fh = fh
        infos = self._zip.infolist()
        if len(infos) > MAX_MEMBERS:
            self.close()
            raise OutsideInputError(f"{self.shown}: more than {MAX_MEMBERS:,} members")
        self.infos = {i.filename: i for i in infos}

    def __enter__(self) -> Archive:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._zip.close()
        self._fh.close()

    def names(self) -> list[str]:
        return sorted(self.infos)

    def read(self, name: str) -> bytes:
        """The inflated bytes of member ``name``, charged to the archive's budget."""
        info = self.infos.get(name)
        where = f"{self.shown}: member {name!r}"
        if info is None:
            raise OutsideInputError(f"{where}: not in the archive")
        if info.flag_bits & 0x1:
            raise OutsideInputError(f"{where}: encrypted; expected a plain {self.what}")
        method = _METHODS.get(info.compress_type)
        if method is None:
            raise OutsideInputError(
                f"{where}: compressed by a method plangate does not read "
                f"(zip method {info.compress_type})"
            )
        if info.file_size > self.budget:
            raise _over(where, "member", self.budget, info.file_size)
        if method == "zstd":
            data = self._zstd(info, where)
        else:
            try:
                with self._zip.open(info) as fh:
                    data = fh.read(self.budget + 1)
            except (zipfile.BadZipFile, NotImplementedError, RuntimeError, OSError, EOFError,
                    ValueError) as err:  # fmt: skip
                raise OutsideInputError(f"{where}: cannot be read ({type(err).__name__})") from None
            except Exception as err:  # zlib.error, lzma.LZMAError: a corrupt member
                raise OutsideInputError(f"{where}: corrupt ({type(err).__name__})") from None
        if len(data) > self.budget:
            raise _over(where, "archive's members", self.budget + len(data) - 1)
        self.budget -= len(data)
        return data

    def _zstd(self, info: zipfile.ZipInfo, where: str) -> bytes:
        try:
            import zstandard  # type: ignore[import-not-found,unused-ignore]
        except ImportError:
            raise OutsideInputError(
                f"{where}: compressed with zstd, which needs the 'zstandard' package "
                "(pip install zstandard)"
            ) from None
        raw = self._raw(info, where)
        reader: Any = zstandard.ZstdDecompressor().stream_reader(raw)
        try:
            data = bytes(reader.read(self.budget + 1))
            while len(data) <= self.budget and (more := reader.read(self.budget + 1 - len(data))):
                data += more
        except zstandard.ZstdError:
            raise OutsideInputError(f"{where}: corrupt (zstd)") from None
        return data

    def _raw(self, info: zipfile.ZipInfo, where: str) -> bytes:
        """The compressed bytes of a member (for a method zipfile cannot inflate)."""
        if info.compress_size > self.budget:
            raise _over(where, "member", self.budget, info.compress_size)
        fh = self._fh
        fh.seek(info.header_offset)
        head = fh.read(30)
        if len(head) < 30 or head[:4] != b"PK\x03\x04":
            raise OutsideInputError(f"{where}: corrupt (no local header)")
        skip = int.from_bytes(head[26:28], "little") + int.from_bytes(head[28:30], "little")
        fh.seek(info.header_offset + 30 + skip)
        return fh.read(info.compress_size)


__all__ = [
    "FLAG",
    "Archive",
    "Line",
    "OutsideInputError",
    "bounded_lines",
    "decode_utf8",
    "raw_lines",
    "read_handle",
]
