"""A scripted model for PlanBench's other tasks that makes known mistakes.

It answers through the planner oracle (:mod:`plangate.testing.oracle`) and spoils
every ``every``-th answer (chosen by a hash of the prompt, so the choice does not
depend on the order requests come in), in a way that is wrong by construction:

* a plan: its last action dropped (an optimal plan without its last step never
  reaches the goal);
* a verification: the verdict turned over (``flipped``), or, for a plan failing at a
  step, the right verdict with the step after the failing one (``wrong step``: right
  by PlanBench's binary score, wrong with the explanation);
* an execution: the first fact of the resulting state left out.

Plan answers come from ``known`` (the items' own optimal plans, by prompt) where
given, else from the oracle's search. ``made`` maps each spoiled prompt's key
(:func:`key_of`) to the mistake made; the scorer must find exactly those.
"""

from __future__ import annotations

import hashlib
import re
import threading
from collections.abc import Callable

from plangate.llm.clients.base import Message
from plangate.llm.request import meta_of

FLIPPED, WRONG_STEP, DROPPED, LEFT_OUT = "flipped", "wrong step", "dropped last action", "left out"


def key_of(prompt: str) -> str:
    return hashlib.sha256(prompt.encode()).hexdigest()[:16]


class MistakenOracle:
    """Call it with a request's messages: the oracle's answer, or a spoiled one."""

    def __init__(
        self,
        answer: Callable[[list[Message]], str],
        every: int = 3,
        known: dict[str, str] | None = None,
    ) -> None:
        self.answer = answer
        self.every = every
        self.known = known or {}  # right answers by prompt key (the items' own plans)
        self.made: dict[str, str] = {}
        self._lock = threading.Lock()

    def __call__(self, messages: list[Message]) -> str:
        key = key_of(messages[-1]["content"])
        text = self.known.get(key) or self.answer(messages)
        meta = meta_of(messages)
        if meta is None or meta.get("kind") not in ("plan", "verify", "execute"):
            return text
        number = int(key, 16)
        if number % self.every:
            return text
        mistake, spoiled = spoil(str(meta["kind"]), text, second=bool(number // self.every % 2))
        if mistake:
            with self._lock:
                self.made[key] = mistake
        return spoiled


def spoil(kind: str, text: str, second: bool = False) -> tuple[str, str]:
    """A wrong answer made from a right one, and the mistake's name ("" when none can be
    made: an empty plan, a state with one fact)."""
    if kind == "plan":
        lines = text.splitlines()
        actions = [i for i, line in enumerate(lines) if line.strip() and not line.startswith("[")]
        if not actions:
            return "", text
        del lines[actions[-1]]
        return DROPPED, "\n".join(lines)
    if kind == "verify":
        step = re.search(r"at step (\d+)", text)
        if second and step:
            return WRONG_STEP, text.replace(step.group(0), f"at step {int(step.group(1)) + 1}", 1)
        if "plan is valid" in text:
            return FLIPPED, "The above plan is invalid."
        return FLIPPED, "The above plan is valid."
    facts = re.split(r", | and ", text.strip())
    if len(facts) < 2:
        return "", text
    rest = facts[1:]
    return LEFT_OUT, ", ".join(rest[:-1]) + (" and " if len(rest) > 1 else "") + rest[-1]


def expected(task_answer: str, mistake: str | None) -> dict[str, bool]:
    """What the scorer must say of an answer with ``mistake`` (None: a right answer):
    ``correct`` (the record's success) and, for a verification, ``explanation``."""
    if mistake is None:
        return {"correct": True, "explanation": True}
    if mistake == WRONG_STEP:
        return {"correct": True, "explanation": False}
    return {"correct": False, "explanation": False}
