"""A persistent response cache (SQLite) in front of any client.

The key is a hash of the backend, model, endpoint, messages, sampling
parameters and choice constraint: never the API key, which no client
exposes. Each sample of an ``n``-sample request is stored under its index,
so a rerun replays the same samples in the same order with zero model
calls; a request for more samples than are cached makes only the missing
ones.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from plangate.errors import ModelError, writing
from plangate.llm.clients.base import (
    Choice,
    Completion,
    Message,
    ModelClient,
    Sampling,
    SyncClient,
)

SCHEMA = """
CREATE TABLE IF NOT EXISTS responses (
    key TEXT NOT NULL,
    idx INTEGER NOT NULL,
    text TEXT NOT NULL,
    prompt_tokens INTEGER,
    completion_tokens INTEGER,
    constrained INTEGER NOT NULL,
    model TEXT NOT NULL,
    created REAL NOT NULL,
    finish_reason TEXT,
    reasoning TEXT,
    reasoning_tokens INTEGER,
    adjusted TEXT,
    PRIMARY KEY (key, idx)
)
"""


# columns added after caches were first written
LATER_COLUMNS = (
    ("finish_reason", "TEXT"),
    ("reasoning", "TEXT"),
    ("reasoning_tokens", "INTEGER"),
    ("adjusted", "TEXT"),
)
COLUMNS = (
    "idx, text, prompt_tokens, completion_tokens, constrained, model, finish_reason, "
    "reasoning, reasoning_tokens, adjusted"
)


CACHE_NAME = Path(".plangate") / "responses.sqlite"
PROJECT_MARKS = (".plangate", ".git", "pyproject.toml")


def project_root(start: Path | None = None) -> Path:
    """The project a command runs in: the nearest folder, from ``start`` (the current
    one) up, that holds ``.plangate``, ``.git`` or ``pyproject.toml``; else ``start``."""
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        if any((folder / mark).exists() for mark in PROJECT_MARKS):
            return folder
    return here


def default_cache_path(results: str | Path | None = None) -> Path:
    """Where responses are cached unless ``--cache FILE`` says otherwise: the
    ``PLANGATE_CACHE`` environment variable; else beside the results (``bench``:
    ``RESULTS_FOLDER/.plangate/responses.sqlite``); else in the project
    (``PROJECT/.plangate/responses.sqlite``, see :func:`project_root`). Never a cache
    shared by every project of the user."""
    env = os.environ.get("PLANGATE_CACHE")
    if env:
        return Path(env).expanduser()
    if results is not None:
        return Path(results).resolve().parent / CACHE_NAME
    return project_root() / CACHE_NAME


@dataclass(frozen=True)
class CacheInfo:
    """What a cache file holds: its answers by model, their size and age."""

    path: Path
    exists: bool
    answers: int = 0
    requests: int = 0
    bytes: int = 0
    models: tuple[tuple[str, int], ...] = ()
    oldest: float | None = None
    newest: float | None = None


APPLICATION_ID = 0x504C4754  # "PLGT": SQLite's application id of plangate's caches
_SQLITE = b"SQLite format 3\x00"


def check_ours(path: Path) -> bool:
    """Whether ``path`` is a response cache plangate made: False when it does not exist
    (plangate will make it); a refusal, naming what is there, for anything else: a
    file that is not SQLite or is empty, a database another program made (its tables
    kept as they are). A cache written before the marker (its one table plangate's)
    is taken as plangate's."""
    if not path.exists():
        return False
    if not path.is_file():
        raise ModelError(f"{path}: is not a file; give the response cache a file of its own")
    with path.open("rb") as f:
        head = f.read(16)
    if head != _SQLITE:
        what = "an empty file" if not head else "not an SQLite database"
        raise ModelError(
            f"{path}: {what}, not a response cache plangate made; plangate makes its cache "
            "itself: give --cache a new file (or remove this one)"
        )
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            app = db.execute("PRAGMA application_id").fetchone()[0]
            tables = sorted(
                r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")
            )
            columns = {r[1] for r in db.execute("PRAGMA table_info(responses)")}
        finally:
            db.close()
    except sqlite3.Error as err:
        raise ModelError(f"{path}: cannot read it as a response cache ({err})") from None
    if app == APPLICATION_ID or (app == 0 and tables == ["responses"] and columns >= BASE_COLUMNS):
        return True
    raise ModelError(
        f"{path}: an SQLite database plangate did not make (tables: "
        f"{', '.join(tables) or 'none'}); plangate leaves it as it is: give --cache a file "
        "of its own"
    )


BASE_COLUMNS = {"key", "idx", "text", "constrained", "model", "created"}


def cache_info(path: str | Path) -> CacheInfo:
    """The contents of a cache file (it is read, never created)."""
    p = Path(path)
    if not p.is_file():
        return CacheInfo(p, False)
    check_ours(p)
    try:
        db = sqlite3.connect(f"file:{p}?mode=ro", uri=True)
        try:
            answers, requests, oldest, newest = db.execute(
                "SELECT COUNT(*), COUNT(DISTINCT key), MIN(created), MAX(created) FROM responses"
            ).fetchone()
            models = tuple(
                (str(m), int(n))
                for m, n in db.execute(
                    "SELECT model, COUNT(*) FROM responses GROUP BY model ORDER BY 2 DESC"
                )
            )
        finally:
            db.close()
    except sqlite3.Error as err:
        raise ModelError(f"{p}: not a plangate response cache ({err})") from None
    size = sum(f.stat().st_size for f in p.parent.glob(p.name + "*") if f.is_file())
    return CacheInfo(p, True, answers, requests, size, models, oldest, newest)


def clear_cache(path: str | Path, model: str | None = None) -> int:
    """Delete a cache's answers (only ``model``'s, when given); returns how many."""
    p = Path(path)
    if not p.is_file():
        return 0
    check_ours(p)
    try:
        db = sqlite3.connect(p)
        try:
            if model is None:
                n = db.execute("DELETE FROM responses").rowcount
            else:
                n = db.execute("DELETE FROM responses WHERE model = ?", (model,)).rowcount
            db.commit()
            db.execute("VACUUM")
        finally:
            db.close()
    except sqlite3.Error as err:
        raise ModelError(f"{p}: cannot clear the response cache ({err})") from None
    return int(n)


def request_key(
    client: ModelClient, messages: list[Message], sampling: Sampling, choice: Choice | None
) -> str:
    key = sampling.key()
    key.pop("n")
    payload = {
        "backend": client.backend,
        "model": client.model,
        "endpoint": getattr(client, "base_url", None),
        "messages": [{k: v for k, v in m.items() if k != "meta"} for m in messages],
        "sampling": key,
        "choice": list(choice.options) if choice is not None else None,
    }
    blob = json.dumps(payload, sort_keys=True, ensure_ascii=False).encode()
    return hashlib.sha256(blob).hexdigest()


class CachedClient(SyncClient):
    """Wraps a client; answers from ``path`` when it can, stores what it had to ask."""

    def __init__(self, inner: ModelClient, path: str | Path | None = None) -> None:
        self.inner = inner
        self.backend = inner.backend
        self.model = inner.model
        self.path = Path(path) if path is not None else default_cache_path()
        self.hits = 0
        self.misses = 0
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            check_ours(self.path)  # refused before anything is written to another's file
            self._db = sqlite3.connect(self.path, check_same_thread=False)
            self._db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute(SCHEMA)
            columns = {row[1] for row in self._db.execute("PRAGMA table_info(responses)")}
            for name, kind in LATER_COLUMNS:  # a cache written before they were kept
                if name not in columns:
                    self._db.execute(f"ALTER TABLE responses ADD COLUMN {name} {kind}")
            self._db.commit()
        except (OSError, sqlite3.Error) as err:
            raise ModelError(f"cannot open the response cache {self.path}: {err}") from None
        self._lock = threading.Lock()

    def __getattr__(self, name: str) -> object:
        return getattr(self.inner, name)  # e.g. base_url, notes

    def close(self) -> None:
        self._db.close()

    def complete(
        self, messages: list[Message], sampling: Sampling, choice: Choice | None = None
    ) -> Completion:
        key = request_key(self.inner, messages, sampling, choice)
        with self._lock:
            rows = self._db.execute(
                f"SELECT {COLUMNS} FROM responses WHERE key = ? AND idx < ? ORDER BY idx",
                (key, sampling.n),
            ).fetchall()
        t0 = time.perf_counter()
        have = {row[0]: row for row in rows}
        missing = [i for i in range(sampling.n) if i not in have]
        live: Completion | None = None
        if missing:
            self.misses += 1
            ask = dataclasses.replace(sampling, n=len(missing))
            live = self.inner.complete(messages, ask, choice)
            # a failed write (a full disk) stops the run: every later answer would be lost
            with self._lock, writing(self.path, "the response cache"):
                for j, i in enumerate(missing):
                    row = _row(live, i, j)
                    self._db.execute(
                        f"INSERT OR REPLACE INTO responses (key, created, {COLUMNS}) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (key, time.time(), *row),
                    )
                    have[i] = row
                self._db.commit()
        else:
            self.hits += 1
        ordered = [have[i] for i in range(sampling.n)]
        adjusted: list[str] = []
        for r in ordered:  # what was sent otherwise than asked, kept with the answers
            adjusted += [a for a in json.loads(r[9] or "[]") if a not in adjusted]
        return Completion(
            [r[1] for r in ordered],
            prompt_tokens=_total([r[2] for r in ordered]),
            completion_tokens=_total([r[3] for r in ordered]),
            seconds=live.seconds if live is not None else time.perf_counter() - t0,
            model=ordered[0][5],
            calls=live.calls if live is not None else 0,
            cached=live is None,
            constrained=all(bool(r[4]) for r in ordered),
            finish_reasons=[r[6] for r in ordered],  # kept with cached answers too
            retries=live.retries if live is not None else 0,
            reasoning=[r[7] or "" for r in ordered],
            reasoning_tokens=_total([r[8] for r in ordered]) if ordered[0][8] is not None else None,
            adjusted=adjusted,
        )


def _row(live: Completion, i: int, j: int) -> tuple[object, ...]:
    """The cache row of sample ``i``, the ``j``-th answer of ``live``: the request's token
    counts go with its first answer (0 with the others, None when not reported)."""

    def first(value: int | None) -> int | None:
        return value if j == 0 else (None if value is None else 0)

    return (
        i,
        live.texts[j],
        first(live.prompt_tokens),
        first(live.completion_tokens),
        int(live.constrained),
        live.model,
        live.finish_reasons[j] if j < len(live.finish_reasons) else None,
        live.reasoning[j] if j < len(live.reasoning) else "",
        first(live.reasoning_tokens),
        json.dumps(live.adjusted),
    )


def _total(values: list[int | None]) -> int | None:
    if any(v is None for v in values):
        return None
    return sum(v for v in values if v is not None)
