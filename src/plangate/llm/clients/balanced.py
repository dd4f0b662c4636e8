"""Several endpoints serving one model (replicas): each request goes to the least-loaded
healthy one; an endpoint that fails is taken out for a while and the request is retried
on another. Every completion says which endpoint answered; per-endpoint counts of
answers and failures are kept for the run's summary.

The cache key is the model and the first endpoint, whichever replica answers: replicas
of one model answer alike.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from plangate.errors import ModelError
from plangate.llm.clients.base import Choice, Completion, Message, Sampling, SyncClient


@dataclass
class Endpoint:
    client: SyncClient
    url: str
    inflight: int = 0
    answered: int = 0
    failed: int = 0
    down_until: float = 0.0
    last_error: str = ""


class BalancedClient(SyncClient):
    backend = "openai"

    def __init__(
        self,
        clients: Sequence[SyncClient],
        urls: Sequence[str],
        *,
        max_retries: int = 5,
        cooldown: float = 10.0,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        if not clients or len(clients) != len(urls):
            raise ValueError("a BalancedClient needs one client per endpoint URL")
        self.endpoints = [Endpoint(c, u) for c, u in zip(clients, urls, strict=True)]
        self.model = clients[0].model
        self.base_url = urls[0]  # the cache key: the first replica stands for all
        self.max_retries = max_retries
        self.cooldown = cooldown
        self.clock, self.sleep = clock, sleep
        self._lock = threading.Lock()

    @property
    def wants_meta(self) -> bool:
        return all(bool(getattr(e.client, "wants_meta", False)) for e in self.endpoints)

    @property
    def notes(self) -> list[str]:
        return [n for e in self.endpoints for n in getattr(e.client, "notes", [])]

    def _pick(self, avoid: set[int]) -> tuple[int, float]:
        """The least-loaded healthy endpoint not in ``avoid`` (then any healthy one); with
        none healthy, the one back soonest and how long to wait for it."""
        now = self.clock()
        with self._lock:
            order = sorted(
                range(len(self.endpoints)),
                key=lambda i: (
                    self.endpoints[i].down_until > now,
                    i in avoid,
                    self.endpoints[i].inflight,
                    self.endpoints[i].answered + self.endpoints[i].failed,
                ),
            )
            i = order[0]
            e = self.endpoints[i]
            wait = max(0.0, e.down_until - now)
            e.inflight += 1
            return i, wait

    def complete(
        self, messages: list[Message], sampling: Sampling, choice: Choice | None = None
    ) -> Completion:
        tried: set[int] = set()
        failures: list[str] = []
        for attempt in range(self.max_retries + len(self.endpoints)):
            i, wait = self._pick(tried)
            e = self.endpoints[i]
            try:
                if wait:
                    self.sleep(min(wait, self.cooldown))
                out = e.client.complete(messages, sampling, choice)
            except ModelError as err:
                with self._lock:
                    e.inflight -= 1
                    e.failed += 1
                    e.last_error = str(err)
                    if err.retryable:
                        e.down_until = self.clock() + self.cooldown
                if not err.retryable:
                    raise
                tried.add(i)
                failures.append(f"{e.url}: {err}")
                continue
            with self._lock:
                e.inflight -= 1
                e.answered += 1
            return replace(out, endpoint=e.url, retries=out.retries + attempt)
        raise ModelError(
            f"every endpoint of {self.model} failed ({len(failures)} attempts); the last: "
            f"{failures[-1] if failures else 'none'}",
            retryable=True,
        )

    def stats(self) -> dict[str, dict[str, int]]:
        """Per endpoint: answers and failures so far."""
        with self._lock:
            return {e.url: {"answered": e.answered, "failed": e.failed} for e in self.endpoints}


def endpoint_counts(client: object) -> dict[str, dict[str, int]]:
    """Answers and failures per endpoint so far of a client serving replicas (through
    the wrappers that keep it as ``inner``); empty for any other client."""
    inner = getattr(client, "inner", client)
    stats = getattr(inner, "stats", None)
    return dict(stats()) if callable(stats) else {}
