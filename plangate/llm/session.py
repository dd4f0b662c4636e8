"""One episode's model calls: options, error capture and the trace."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from plangate.errors import ModelError
from plangate.llm.clients.base import Choice, Completion, Message, ModelClient, Sampling
from plangate.llm.nl import Renderer
from plangate.llm.trace import Trace
from plangate.pddl.task import Operator

if TYPE_CHECKING:
    from plangate.llm.options import MethodOptions


@dataclass
class Outcome:
    """What an episode produced, before scoring: the executed plan and the true states."""

    plan: list[Operator]
    states: list[int]
    valid: bool
    invalid: int
    proposals: int


class Session:
    """One episode's model calls: sampling, error capture and the trace."""

    def __init__(self, method: str, r: Renderer, client: ModelClient, opts: MethodOptions) -> None:
        self.r = r
        self.client = client
        self.opts = opts
        self.trace = Trace(method, client.backend, client.model, r.task.name)

    def base(self) -> list[Message]:
        return [{"role": "system", "content": self.opts.system}] if self.opts.system else []

    def call(
        self,
        messages: list[Message],
        choice: Choice | None = None,
        sampling: Sampling | None = None,
    ) -> Completion | None:
        """A model call; ``None`` (and the error in the trace) when the model failed."""
        try:
            return self.client.complete(messages, sampling or self.opts.sampling, choice)
        except ModelError as err:
            self.trace.error = str(err)
            self.trace.outcome = "model error"
            return None
