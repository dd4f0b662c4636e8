"""One episode's model calls: options, error capture and the trace."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from plangate.errors import ModelError
from plangate.fsm.machine import MealyMachine
from plangate.llm.clients.base import Choice, Completion, Message, ModelClient, Sampling
from plangate.llm.reading import Reading
from plangate.llm.render import Renderer, reading_for
from plangate.llm.request import Asks, RequestMeta, annotate, describe
from plangate.llm.trace import Trace
from plangate.pddl.task import Condition

if TYPE_CHECKING:
    from typing_extensions import Unpack

    from plangate.llm.options import MethodOptions


ECHO = 24  # characters a prompt's first line needs to serve as the echo stop
ECHO_NOTE = (
    "an answer began by repeating the prompt and was cut there (the first lines of the "
    "first and the last user message are stop sequences of long answers)"
)

CUT_NOTES = {  # finish reasons of the embedded model's own cuts, as the record says them
    "loop": "an answer began to repeat itself and was cut there (the embedded model ends an "
    "answer once 64 tokens of it recur verbatim)",
    "time": "an answer was cut at its time limit (the request's timeout or the episode's budget)",
}
EMBEDDED_SECONDS = 170.0  # the embedded model's episode budget in model calls, by default


def echo_stop(messages: list[Message], sampling: Sampling, short: int) -> Sampling:
    """``sampling`` with the first lines of the first and the last user message as stop
    sequences, for answers longer than ``short`` tokens (plans, reasoning): a small model
    that starts to write the prompt (or the feedback it answers) out again is cut at
    once instead of at its token limit. No plan, action or judgement repeats them."""
    if sampling.answer_limit <= short:
        return sampling
    users = [str(m["content"]) for m in messages if m.get("role") == "user"]
    stops = list(sampling.stop)
    for text in dict.fromkeys(users[:1] + users[-1:]):
        line = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")[:64]
        if len(line) >= ECHO and line not in stops and len(stops) < 4:  # OpenAI takes 4
            stops.append(line)
    return sampling if len(stops) == len(sampling.stop) else replace(sampling, stop=tuple(stops))


class Session:
    """One episode's model calls: sampling, error capture and the trace; and what a method
    works with, as three things: the wording (``r``: states, goals and actions as text),
    the reading (``reading``: text back into actions and facts) and the machine
    (``machine``: which actions are valid, and where they lead)."""

    def __init__(
        self,
        method: str,
        r: Renderer | None,
        client: ModelClient,
        opts: MethodOptions,
        machine: MealyMachine | None = None,
        reading: Reading | None = None,
        task_name: str = "",
    ) -> None:
        """``r`` None: a session about no task (an item without PDDL, such as ACPBench's
        yes/no questions), named ``task_name``; it has no wording, reading or machine."""
        self._r = r
        self._reading = reading
        self._machine = machine
        self.client = client
        self.opts = opts
        self.wants_meta = bool(getattr(client, "wants_meta", False))
        self.trace = Trace(
            method, client.backend, client.model, r.task.name if r is not None else task_name
        )
        # the episode's time in model calls (--max-seconds; the embedded model has one by
        # default): no call starts after it, and the embedded model ends an answer there
        self.embedded = getattr(client, "backend", "") == "llama-cpp"
        seconds = opts.max_seconds if opts.max_seconds is not None else (
            EMBEDDED_SECONDS if self.embedded else None
        )  # fmt: skip
        self.deadline = None if seconds is None else time.monotonic() + seconds
        self.budget = seconds
        self.out_of_time = False

    @property
    def r(self) -> Renderer:
        if self._r is None:
            raise ValueError("this session is about no task: it has no wording")
        return self._r

    @property
    def reading(self) -> Reading:
        if self._reading is None:
            strict = self.opts.plan_reading == "strict"
            self._reading = reading_for(self.r, self._machine, strict=strict)
        return self._reading

    @property
    def machine(self) -> MealyMachine:
        return self._machine if self._machine is not None else self.reading.machine

    def base(self) -> list[Message]:
        return [{"role": "system", "content": self.opts.system}] if self.opts.system else []

    def call(
        self,
        messages: list[Message],
        choice: Choice | None = None,
        sampling: Sampling | None = None,
        meta: RequestMeta | None = None,
    ) -> Completion | None:
        """A model call; ``None`` (and the error in the trace) when the model failed.
        ``meta`` describes the request (:mod:`plangate.llm.request`); models never see it."""
        sampling = echo_stop(messages, sampling or self.opts.sampling, self.opts.answer_max_tokens)
        if self.deadline is not None:
            left = self.deadline - time.monotonic()
            if left <= 0:
                self.out_of_time = True
                self.trace.note(
                    f"the episode's time budget ({self.budget:g} s of model calls) ran out"
                )
                return None
            if self.embedded and left < sampling.timeout:  # the answer ends in time
                sampling = replace(sampling, timeout=left)
        try:
            out = self.client.complete(annotate(messages, meta), sampling, choice)
            if choice is None and sampling.stop and not out.text.strip():
                self.trace.note(ECHO_NOTE)
            self.trace.note(*(CUT_NOTES[r] for r in out.finish_reasons if r in CUT_NOTES))
            for note in out.adjusted:  # what the server made plangate send otherwise
                if note not in self.trace.changes:
                    self.trace.changes.append(note)
            return out
        except ModelError as err:
            self.trace.error = str(err)  # the episode ends as a model error
            return None

    def sampling_for(self, cot: bool, short: bool = False) -> Sampling:
        """The sampling of a request; chain-of-thought answers get ``cot_max_tokens``, and a
        ``short`` answer (one action, one number, no reasoning) ``answer_max_tokens``."""
        base = self.opts.sampling
        if short and not cot:
            return replace(base, answer_tokens=self.opts.answer_max_tokens)
        if not cot or base.max_tokens >= self.opts.cot_max_tokens:
            return base
        return replace(base, max_tokens=self.opts.cot_max_tokens)

    def about(
        self, kind: str, state: int, goal: Condition | None = None, **asks: Unpack[Asks]
    ) -> RequestMeta | None:
        """The metadata of a request about ``state`` (and ``goal``) of this task; None
        when the client does not read it (a model never does: only test models)."""
        if not self.wants_meta:
            return None
        wording = Path(self.r.config.source).name if self.r.config is not None else "pddl"
        return describe(self.r.task, kind, state, goal, wording, asks)
