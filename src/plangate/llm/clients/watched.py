"""A client that says it is waiting while a model call runs long (``plangate solve``).

A small model on a CPU can take a minute per answer; without a word the command
looks frozen. :class:`Watched` wraps any client: when a call has run ``after``
seconds, it says so, then again every ``every`` seconds until the answer comes.
Everything else is the wrapped client's.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from plangate.llm.clients.base import Choice, Completion, Message, ModelClient, Sampling


class Watched:
    """``inner`` with a waiting line (through ``say``) on calls longer than ``after`` s."""

    def __init__(
        self,
        inner: ModelClient,
        say: Callable[[str], None],
        after: float = 3.0,
        every: float = 5.0,
    ) -> None:
        self.inner = inner
        self.say = say
        self.after, self.every = after, every
        self.calls = 0

    def complete(
        self, messages: list[Message], sampling: Sampling, choice: Choice | None = None
    ) -> Completion:
        self.calls += 1
        call, start = self.calls, time.monotonic()
        done = threading.Event()

        def watch() -> None:
            wait = self.after
            while not done.wait(wait):
                seconds = time.monotonic() - start
                self.say(f"  ... waiting for the model's answer (call {call}): {seconds:.0f} s")
                wait = self.every

        watcher = threading.Thread(target=watch, name="plangate-waiting", daemon=True)
        watcher.start()
        try:
            out: Completion = self.inner.complete(messages, sampling, choice)
            return out
        finally:
            done.set()
            watcher.join()

    def __getattr__(self, name: str) -> Any:  # backend, model, wants_meta, notes, close...
        return getattr(self.inner, name)
