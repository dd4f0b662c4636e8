"""A results file: JSON lines, one record each, appended by one run at a time.

:func:`read_lines` is the one reader of its lines, for ``bench`` (what is finished),
``report`` and ``rescore``: it never raises on a line. A line that is not UTF-8, not
JSON, not an object, or whose fields have the wrong types (a hand-edited or shared
file) is skipped and counted, and one warning names how many and the first of them;
a torn last line (a crash) is skipped silently, as every append fences it off.
:class:`Results` writes: one writer per file (a lock keyed by the file's real path,
so a second run through a symlink is refused too), appends that never tear a line,
and a failed write that stops the run naming the file.
"""

from __future__ import annotations

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: appends are serialised by the lock only
    fcntl = None  # type: ignore[assignment]

import contextlib
import json
import os
import threading
import warnings
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from plangate.bench.records import Record, record_from_json, upgraded
from plangate.errors import PlangateError, writing
from plangate.text import clean_json

_WRITING = threading.Lock()


@dataclass
class Lines:
    """The readable lines of a results file, and what was skipped."""

    path: Path
    rows: list[tuple[int, dict[str, object]]] = field(default_factory=list)  # (line, data)
    records: list[tuple[int, Record]] = field(default_factory=list)  # when read typed
    skipped: list[tuple[int, str]] = field(default_factory=list)  # (line, why)

    def warn(self) -> None:
        """One warning for the skipped lines (none for a torn last line)."""
        if not self.skipped:
            return
        line, why = self.skipped[0]
        more = len(self.skipped) - 1
        also = f" (and {more} more line{'s' * (more != 1)})" if more else ""
        warnings.warn(
            f"{self.path}: skipped {len(self.skipped)} line{'s' * (len(self.skipped) != 1)} "
            f"that hold no record: line {line}: {why}{also}",
            stacklevel=3,
        )


def read_lines(path: str | Path, typed: bool = True) -> Lines:
    """Every record line of ``path`` (missing file: none). ``typed``: a line must also
    make a record (:func:`plangate.bench.records.record_from_json`)."""
    from plangate.outside.files import OutsidePathError, open_regular

    p = Path(path)
    out = Lines(p)
    if not os.path.lexists(p):
        return out
    if p.is_dir():
        raise PlangateError(f"{p}: is a directory, expected a results file")
    try:  # a regular file only: a device or a FIFO never ends (a results file is plangate's)
        with open_regular(p, "results file", str(p), follow=True) as fh:
            data = fh.read()
    except OutsidePathError as err:
        raise PlangateError(str(err)) from None
    except OSError as err:
        raise PlangateError(f"{p}: cannot read the results file: {err.strerror}") from None
    for i, raw in enumerate(data.split(b"\n"), start=1):
        if not raw.strip():
            continue
        why = _why_not(raw, i, out, typed)
        if why is not None and why != TORN:
            out.skipped.append((i, why))
    return out


TORN = "torn"  # a record's start cut by a crash: skipped silently (its episode reruns)


def _why_not(raw: bytes, i: int, out: Lines, typed: bool) -> str | None:
    """Add line ``i`` to ``out``, or say why it holds no record."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        return f"not UTF-8 text (byte {err.start + 1})"
    try:
        value = json.loads(text)
    except ValueError:
        return TORN if text.lstrip().startswith('{"') else "not JSON"
    except RecursionError:
        return "JSON nested too deep"
    if not isinstance(value, dict):
        return f"a JSON {type(value).__name__}, not an object"
    value = clean_json(value)
    if typed:
        try:
            out.records.append((i, record_from_json(value, f"{out.path}:{i}")))
        except PlangateError as err:
            return str(err).removeprefix(f"{out.path}:{i}: ")
    out.rows.append((i, value))
    return None


class Results:
    """An append-only JSON-lines file of episode records; appends are serialised (a
    lock between threads, ``flock`` between processes), so no line is blank or torn."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        with writing(self.path.parent, "the results folder"):
            self.path.parent.mkdir(parents=True, exist_ok=True)

    @property
    def lock_path(self) -> Path:
        """``FILE.lock`` beside the file's real path: every name of one file, one lock."""
        real = Path(os.path.realpath(self.path))
        return real.with_name(real.name + ".lock")

    @contextlib.contextmanager
    def writer(self) -> Iterator[None]:
        """Hold the file's one writer's lock (with this process's pid) for a run: a
        second run on the same file (by any of its names) is refused, naming the first
        one's pid, instead of running every episode again."""
        with writing(self.lock_path, "the results file's lock"):
            fd = os.open(self.lock_path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            if fcntl is not None:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except OSError:
                    pid = os.pread(fd, 32, 0).decode(errors="replace").strip() or "unknown"
                    raise PlangateError(
                        f"{self.path} is being written by another plangate run (pid {pid}); "
                        "wait for it to end, or give another --results"
                    ) from None
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
            yield
        finally:
            os.close(fd)  # releases the lock

    def lines(self, typed: bool = False) -> Lines:
        return read_lines(self.path, typed=typed)

    def records(self, typed: bool = False) -> list[dict[str, object]]:
        """The file's JSON objects, in order (lines that hold none skipped, warned);
        ``typed``: only those that make a record."""
        lines = self.lines(typed=typed)
        lines.warn()
        return [row for _, row in lines.rows]

    def finished(self) -> set[str]:
        """The keys of the episodes finished: records (a line of the wrong types is
        none) whose status is ok, as the scoring policy reads them, or refused (a task
        that cannot be loaded is refused again by every run)."""
        return {
            str(r["key"])
            for r in map(upgraded, self.records(typed=True))
            if r.get("status") in ("ok", "refused") and isinstance(r.get("key"), str)
        }

    def typed(self) -> list[Record]:
        """The records as typed values (any schema; the last of a key wins)."""
        lines = self.lines(typed=True)
        lines.warn()
        out: dict[str, Record] = {}
        for i, rec in lines.records:
            out[rec.key or f"line {i}"] = rec
        return list(out.values())

    def append(self, record: Record | dict[str, object]) -> None:
        """Append one record (see :meth:`append_many`)."""
        self.append_many([record])

    def append_many(self, records: Sequence[Record | dict[str, object]], sync: bool = True) -> None:
        """Append records in one write, and one fsync unless ``sync`` is False (the
        write then survives the process being killed, not the machine losing power;
        an fsync costs 20-200 ms on some disks, too much for every 50 rescored answers).
        A write that fails (a full disk) stops the run naming the file: the records
        before are kept, a partial line is fenced off by the next append."""
        if not records:
            return
        rows = [_redacted(r if isinstance(r, dict) else r.to_json()) for r in records]
        data = "".join(json.dumps(row) + "\n" for row in rows).encode()
        with _WRITING, writing(self.path, "the results"):
            fd = os.open(self.path, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o644)
            try:
                if fcntl is not None:
                    fcntl.flock(fd, fcntl.LOCK_EX)  # released when the file is closed
                size = os.fstat(fd).st_size
                if size and os.pread(fd, 1, size - 1) != b"\n":
                    data = b"\n" + data  # fence off a tail torn by a crash
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view) :]
                if sync:
                    os.fsync(fd)
            finally:
                os.close(fd)


def _redacted(row: dict[str, object]) -> dict[str, object]:
    """A record as written: its error message through the one redaction of key-shaped
    strings (:func:`plangate.outside.redact`), whatever surface made it."""
    error = row.get("error")
    if isinstance(error, str) and error:
        from plangate.text import redact

        said = redact(error)
        if said != error:
            return {**row, "error": said}
    return row


__all__ = ["Lines", "Results", "read_lines"]
