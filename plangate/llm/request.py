"""What a request is about, carried beside its text: its kind, the state, the goal.

Every prompt plangate sends is annotated with structured metadata (a JSON
object under the key ``meta`` of its last message): the request's ``kind``
(``action``, ``choice``, ``plan``, ``actor``, ``monitor``, ``predictor``,
``evaluator``, ``coordinator``, ``decomposer``, ``expand``, ``value``,
``reflect``), the ``state`` and ``goal`` as PDDL atoms, and what else the
request names (the ``action`` to judge, the numbered ``options``). Clients
never send it to a model: the OpenAI-compatible client strips it (and sends
it as the ``X-Plangate-Request`` header only when asked to, for test
servers), the in-process model and the cache ignore it. Test models answer
from it, not from the prose.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from plangate.llm.clients.base import Message
from plangate.pddl.task import Condition, Task

KEY = "meta"
HEADER = "X-Plangate-Request"


def describe(
    task: Task, kind: str, state: int, goal: Condition | None = None, **extra: Any
) -> dict[str, Any]:
    """The metadata of one request."""
    out: dict[str, Any] = {"kind": kind, "state": task.atoms(state)}
    if goal is not None:
        out["goal"] = {"pos": task.atoms(goal.pos), "neg": task.atoms(goal.neg)}
    out.update(extra)
    return out


def annotate(messages: list[Message], meta: dict[str, Any] | None) -> list[Message]:
    """The messages with ``meta`` on the last one (a copy of that one: histories are
    shared); the messages themselves when there is no metadata."""
    if meta is None or not messages:
        return messages
    return [*messages[:-1], {**messages[-1], KEY: json.dumps(meta)}]


def strip(messages: Sequence[Message]) -> list[Message]:
    """The messages as a model gets them: role and content only."""
    return [{k: v for k, v in m.items() if k != KEY} for m in messages]


def meta_of(messages: Sequence[Message]) -> dict[str, Any] | None:
    """The metadata of a request (of its last message), if it has any."""
    if messages and KEY in messages[-1]:
        value = json.loads(messages[-1][KEY])
        return value if isinstance(value, dict) else None
    return None
