"""The run's progress line, and the client wrapper that counts calls into it."""

from __future__ import annotations

import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from plangate.bench.records import EpisodeRecord, Record
from plangate.llm.clients.base import Choice, Completion, Message, ModelClient, Sampling
from plangate.ticker import EVERY, terminal

BEAT = 4.0  # seconds without a new line before the progress line says what runs


@dataclass
class Progress:
    """The run's counters and its one progress line: rewritten at each finished episode
    and, while episodes run, at least every :data:`BEAT` s with the calls answered so
    far, the tokens and the longest-running episode's time. The time left is estimated
    from answered calls (seconds per call, calls per finished episode)."""

    total: int
    done: int = 0
    successes: int = 0
    errors: int = 0
    refusals: Counter[str] = field(default_factory=Counter)  # reason -> jobs refused
    tokens: int = 0
    started: float = field(default_factory=time.monotonic)
    stream: Any = None
    endpoints: dict[str, dict[str, int]] = field(default_factory=dict)  # replicas' counts
    summary: list[str] = field(default_factory=list)  # where episodes ran, where time went
    nodes: Counter[str] = field(default_factory=Counter)  # Ray: episodes per node
    shown: float = field(default_factory=time.monotonic)  # when the line was last written
    calls: int = 0  # model calls answered (live in this process, else from records)
    finished_calls: int = 0  # the calls of the finished episodes
    since: dict[int, float] = field(default_factory=dict)  # episodes in flight -> start
    width: int = 0  # the length of the line last written
    lock: threading.Lock = field(default_factory=threading.Lock)

    def call(self, completion: Completion) -> None:
        """A model call answered in this process (:class:`CallTally`)."""
        with self.lock:
            self.calls += 1  # as the trace counts them (a cached answer too)
            self.tokens += (completion.prompt_tokens or 0) + (completion.completion_tokens or 0)

    @property
    def running(self) -> int:
        """Episodes in flight (this process's)."""
        return len(self.since)

    def left(self) -> str:
        """The time left, from the answered calls; empty before any episode ends."""
        if not self.done or not self.calls:
            return ""
        per_episode = self.finished_calls / self.done
        in_flight = self.calls - self.finished_calls  # made by the episodes still running
        remaining = per_episode * (self.total - self.done) - in_flight
        seconds = (time.monotonic() - self.started) / self.calls * max(0.0, remaining)
        if remaining <= 0 and self.done < self.total:
            # the running episodes have made more calls than the finished ones did: the
            # estimate has nothing to go on (a first episode that ended at once, a long one)
            return f", time left unknown (the running episodes have made {in_flight} calls)"
        return f", about {seconds:.0f} s left (from {self.calls} call{'s' * (self.calls != 1)})"

    def beat(self) -> None:
        """Episodes in flight: the line says what runs, so the run does not look frozen."""
        if self.stream is None or time.monotonic() - self.shown < BEAT or self.done >= self.total:
            return
        now = time.monotonic()
        longest = now - min(self.since.values()) if self.since else 0.0
        self._write(
            f"{self.done}/{self.total} episodes, {self.running} running (longest "
            f"{longest:.0f} s), {self.calls} calls, errors {self.errors}, tokens "
            f"{self.tokens / 1000:.1f}k, {now - self.started:.0f} s{self.left()}"
        )

    def update(self, record: Record, node: str | None = None, tallied: bool = False) -> None:
        """A finished episode; ``tallied``: its calls and tokens were counted live."""
        if node:
            self.nodes[node[:8]] += 1
        calls = int(record.measures.model_calls or 0) if isinstance(record, EpisodeRecord) else 0
        with self.lock:
            self.done += 1
            self.successes += record.success
            self.errors += not record.ok and not record.refused
            if record.refused:
                self.refusals[record.error or "cannot be loaded"] += 1
            if not tallied:
                self.tokens += int(record.tokens or 0)
                self.calls += calls
            self.finished_calls += calls
        if self.stream is not None:
            elapsed = time.monotonic() - self.started
            rate = 100 * self.successes / self.done
            where = ""
            if self.nodes:
                where = " (" + ", ".join(f"{n}: {k}" for n, k in sorted(self.nodes.items())) + ")"
            self._write(
                f"{self.done}/{self.total} episodes{where}, success {rate:.0f}%, errors "
                f"{self.errors}, {self.calls} calls, tokens {self.tokens / 1000:.1f}k, "
                f"{elapsed:.0f} s{self.left()}"
            )

    def _write(self, line: str) -> None:
        if not terminal(self.stream):  # a log file: plain lines, one every EVERY seconds
            last = self.done >= self.total
            if not last and time.monotonic() - self.shown < EVERY and self.width:
                return
            self.stream.write(line + "\n")
            self.stream.flush()
            self.width = len(line)
            self.shown = time.monotonic()
            return
        # padded over the previous line: a shorter line leaves none of the longer one behind
        pad = max(0, self.width - len(line))
        self.stream.write(f"\r{line}{' ' * pad}")
        self.stream.flush()
        self.width = len(line)
        self.shown = time.monotonic()


class CallTally:
    """A client that counts its answered calls and tokens into the run's progress."""

    def __init__(self, inner: ModelClient, prog: Progress) -> None:
        self.inner, self.prog = inner, prog

    def complete(
        self, messages: list[Message], sampling: Sampling, choice: Choice | None = None
    ) -> Completion:
        out: Completion = self.inner.complete(messages, sampling, choice)
        self.prog.call(out)
        return out

    def __getattr__(self, name: str) -> Any:  # backend, model, wants_meta, notes, close...
        return getattr(self.inner, name)
