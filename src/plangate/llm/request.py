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
from typing import Any, TypedDict, cast

from plangate.llm.clients.base import Message
from plangate.pddl.task import Condition, Task

KEY = "meta"
HEADER = "X-Plangate-Request"


class GoalMeta(TypedDict):
    pos: list[str]
    neg: list[str]


class Asks(TypedDict, total=False):
    """What a request names beyond the task's state and goal."""

    cot: bool  # the answer reasons first
    options: list[str]  # the numbered options, as PDDL actions
    action: str  # the action to judge
    branches: int  # LLM-PFC's Actor: how many actions to propose
    count: int  # Tree of Thoughts: how many proposals


class RequestMeta(Asks, total=False):
    """What a request is about. ``kind`` is always there; a request about the task has
    ``state`` (PDDL atoms) and the wording's file name; the rest when the request
    names them."""

    kind: str
    state: list[str]
    goal: GoalMeta
    wording: str


def describe(
    task: Task,
    kind: str,
    state: int,
    goal: Condition | None = None,
    wording: str | None = None,
    asks: Asks | None = None,
) -> RequestMeta:
    """The metadata of one request."""
    out: RequestMeta = {"kind": kind, "state": task.describe(state)}
    if goal is not None:
        out["goal"] = {"pos": task.atoms(goal.pos), "neg": task.atoms(goal.neg)}
    if wording is not None:
        out["wording"] = wording
    out.update(asks or {})
    return out


def annotate(messages: list[Message], meta: RequestMeta | None) -> list[Message]:
    """The messages with ``meta`` on the last one (a copy of that one: histories are
    shared); the messages themselves when there is no metadata."""
    if meta is None or not messages:
        return messages
    return [*messages[:-1], {**messages[-1], KEY: json.dumps(meta)}]


def strip(messages: Sequence[Message]) -> list[Message]:
    """The messages as a model gets them: role and content only."""
    return [{k: v for k, v in m.items() if k != KEY} for m in messages]


def meta_of(messages: Sequence[Message]) -> RequestMeta | None:
    """The metadata of a request (of its last message), if it has any (as sent: plangate
    wrote it, and test servers read it)."""
    if messages and KEY in messages[-1]:
        value: Any = json.loads(messages[-1][KEY])
        return cast(RequestMeta, value) if isinstance(value, dict) else None
    return None
