"""A scripted client for tests: queued replies, recorded prompts."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from plangate.errors import ModelError
from plangate.llm.clients.base import Choice, Completion, Message, Sampling, SyncClient

Reply = str | BaseException | Callable[[list[Message]], str]


@dataclass
class ScriptedRequest:
    messages: list[Message]
    sampling: Sampling
    choice: Choice | None


class ScriptedClient(SyncClient):
    """Answers from a queue. A reply is a string, an exception to raise, or a function
    of the messages. Every request is recorded in ``requests``.

    Token usage is counted as whitespace-separated words (prompt and answer),
    or reported as missing with ``usage=False``.
    """

    backend = "scripted"
    wants_meta = True  # its replies may read a request's metadata (plangate.llm.request)

    def __init__(
        self, replies: Iterable[Reply] = (), *, model: str = "scripted", usage: bool = True
    ) -> None:
        self.model = model
        self.queue: deque[Reply] = deque(replies)
        self.requests: list[ScriptedRequest] = []
        self.usage = usage

    def add(self, *replies: Reply) -> None:
        self.queue.extend(replies)

    @property
    def prompts(self) -> list[str]:
        """The last user message of every request, in order."""
        return [
            next((m["content"] for m in reversed(r.messages) if m["role"] == "user"), "")
            for r in self.requests
        ]

    def complete(
        self, messages: list[Message], sampling: Sampling, choice: Choice | None = None
    ) -> Completion:
        self.requests.append(ScriptedRequest([dict(m) for m in messages], sampling, choice))
        texts = []
        for _ in range(sampling.n):
            if not self.queue:
                raise ModelError("the scripted client has no replies left")
            reply = self.queue.popleft()
            if isinstance(reply, BaseException):
                raise reply
            texts.append(reply(messages) if callable(reply) else reply)
        prompt = sum(len(m["content"].split()) for m in messages)
        answer = sum(len(t.split()) for t in texts)
        return Completion(
            texts,
            prompt_tokens=prompt if self.usage else None,
            completion_tokens=answer if self.usage else None,
            model=self.model,
            finish_reasons=["stop"] * len(texts),
        )
