"""Reading the files a batch run keeps and is given, as untrusted input: the answers
kept beside the results, an offline engine's answers (``--batch-results``), a batch
API's result lines. One reader, with the results reader's rules: read a line at a
time (a file of any size costs a line's memory, not the file's), each line UTF-8 text
holding one JSON object, a line over :data:`MAX_LINE` bytes, not UTF-8, not JSON, too
deeply nested or not an object is skipped and counted, never a traceback; the last
line torn by a crash is skipped like any other."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypedDict

from plangate.errors import PlangateError

MAX_LINE = 32 * 1024 * 1024  # bytes in one line (an answer is a few KB)


@dataclass
class Skipped:
    """The lines a reading skipped, by why (the first few kept to say)."""

    count: int = 0
    first: list[str] = field(default_factory=list)

    def add(self, where: str, why: str) -> None:
        self.count += 1
        if len(self.first) < 3:
            self.first.append(f"{where}: {why}")

    def __str__(self) -> str:
        more = f" (and {self.count - len(self.first)} more)" if self.count > len(self.first) else ""
        return "; ".join(self.first) + more


def object_of(raw: bytes | str) -> tuple[dict[str, object] | None, str]:
    """One line as a JSON object, or None and why not."""
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError as err:
            return None, f"not UTF-8 text (byte {err.start + 1})"
    try:
        value = json.loads(raw)
    except ValueError:
        return None, "not JSON"
    except RecursionError:
        return None, "JSON nested too deep"
    if not isinstance(value, dict):
        return None, f"a JSON {type(value).__name__}, not an object"
    return value, ""


def file_lines(path: Path, what: str) -> Iterator[tuple[int, bytes | None]]:
    """The lines of ``path``, one at a time (None for a line over MAX_LINE bytes, whose
    rest is skipped unread); nothing when it does not exist."""
    try:
        f = path.open("rb")
    except FileNotFoundError:
        return
    except IsADirectoryError:
        raise PlangateError(f"{path}: is a directory, expected {what}") from None
    except OSError as err:
        raise PlangateError(f"{path}: cannot read {what}: {err.strerror}") from None
    from plangate.outside.reading import raw_lines

    with f:
        yield from raw_lines(f, MAX_LINE)


def json_objects(
    lines: Iterable[tuple[int, bytes | str | None]], where: str, skipped: Skipped
) -> Iterator[dict[str, object]]:
    """The JSON objects of numbered lines; the others counted in ``skipped``."""
    for n, raw in lines:
        if raw is None:
            skipped.add(f"{where}:{n}", f"a line of more than {MAX_LINE:,} bytes")
            continue
        if not raw.strip():
            continue
        value, why = object_of(raw)
        if value is None:
            skipped.add(f"{where}:{n}", why)
            continue
        yield value


def read_objects(path: Path, what: str, skipped: Skipped) -> Iterator[dict[str, object]]:
    """The JSON objects of a JSON-lines file, read a line at a time."""
    return json_objects(file_lines(path, what), str(path), skipped)


def text_objects(text: str, where: str, skipped: Skipped) -> Iterator[dict[str, object]]:
    """The JSON objects of JSON-lines text (a batch API's answer)."""
    return json_objects(enumerate(text.splitlines(), start=1), where, skipped)


class _Request(TypedDict):
    custom_id: str
    method: str
    url: str
    body: dict[str, object]


class BatchLine(_Request, total=False):
    """One request of a batch as OpenAI's batch input holds it (``x_plangate_request``:
    the request's metadata, for a server on this machine only)."""

    x_plangate_request: object


class BatchAnswer(TypedDict):
    """A request's answer or failure as a batch gave it: its id, the HTTP status and the
    body (a chat completion when the status is 200, else the error)."""

    custom_id: str
    status: int
    body: object


class StateFile(TypedDict, total=False):
    """The batch state as :func:`read_state` checked it (empty: no rounds yet)."""

    round: int
    batch: str | None
    attempts: dict[str, int]
    via: str | None
    driver: str | None


def read_state(path: Path) -> StateFile:
    """The batch state kept beside the results, its types checked: a round (a count), a
    batch in flight (an id or none) and the attempts of each request; a file not as
    plangate writes it is refused by name (removing it starts the rounds again; the
    answers kept are not lost)."""
    try:
        raw = path.read_bytes()[: MAX_LINE + 1]
    except FileNotFoundError:
        return {}
    except OSError as err:
        raise PlangateError(f"{path}: cannot read the batch state: {err.strerror}") from None
    data, why = object_of(raw) if len(raw) <= MAX_LINE else (None, "too large")
    if data is None:
        if raw.lstrip().startswith(b'{"round"'):
            return {}  # torn while being replaced: the rounds start again
        raise _bad_state(path, why)
    round_, batch, attempts = data.get("round", 0), data.get("batch"), data.get("attempts", {})
    if not isinstance(round_, int) or isinstance(round_, bool) or round_ < 0:
        raise _bad_state(path, f"round {str(round_)[:40]!r} is not a count")
    if batch is not None and not isinstance(batch, str):
        raise _bad_state(path, "the batch in flight is not an id")
    if not isinstance(attempts, dict) or not all(
        isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool)
        for k, v in attempts.items()
    ):
        raise _bad_state(path, "the attempts are not counts by request id")
    via = data.get("via")
    if via is not None and not isinstance(via, str):
        raise _bad_state(path, "where the round in flight went is not text")
    driver = data.get("driver")
    if driver is not None and not (isinstance(driver, str) and len(driver) < 200):
        raise _bad_state(path, "the driver is not a process's name")
    return StateFile(round=round_, batch=batch, attempts=attempts, via=via, driver=driver)


def _bad_state(path: Path, why: str) -> PlangateError:
    return PlangateError(
        f"{path}: not a batch state plangate wrote ({why}); remove it to start the rounds "
        "again (the answers kept beside the results are not lost)"
    )


__all__ = ["MAX_LINE", "Skipped", "read_objects", "read_state", "text_objects"]
