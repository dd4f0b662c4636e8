"""The prompt of the tree searches (LATS, Tree of Thoughts, RAP): the problem, the
actions taken so far and the state they lead to, lessons learnt, then the request; and
the one way they ask it about a node of their search (:func:`ask_at`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from plangate.llm.prompts.wording import say
from plangate.llm.render import Renderer
from plangate.llm.request import Asks
from plangate.pddl.task import Condition, Operator

if TYPE_CHECKING:
    from plangate.llm.clients.base import Completion, Sampling
    from plangate.llm.search import Node
    from plangate.llm.session import Session


def trajectory(
    r: Renderer,
    initial: int,
    path: Sequence[Operator],
    state: int,
    request: str,
    lessons: Sequence[str] = (),
) -> str:
    """One user message: the statement and goal, the trajectory ``path`` from ``initial``
    to ``state`` (when there is one), the ``lessons`` (LATS' reflections), the request."""
    lines = [
        r.intro(),
        say("search.statement", state=r.state(initial)),
        say("search.goal", goal=r.goal()),
    ]
    if path:
        lines.append(say("search.so_far", actions="\n".join(r.op(op) for op in path)))
        lines.append(say("search.now", state=r.state(state)))
    if lessons:
        lines.append(say("search.lessons", lessons="\n".join(f"- {x}" for x in lessons)))
    lines.append(request)
    return "\n\n".join(lines)


def ask_at(
    s: Session,
    kind: str,
    node: Node,
    request: str,
    *,
    goal: Condition | None = None,
    sampling: Sampling | None = None,
    lessons: Sequence[str] = (),
    asks: Asks | None = None,
) -> Completion | None:
    """One model call about a search node, with the trajectory prompt, recorded in the
    trace; None when the model failed (the error is in the trace). ``goal`` and ``asks``
    describe the request (:mod:`plangate.llm.request`)."""
    content = trajectory(s.r, s.r.task.initial, node.path(), node.state, request, lessons)
    messages = [*s.base(), {"role": "user", "content": content}]
    c = s.call(messages, sampling=sampling, meta=s.about(kind, node.state, goal, **(asks or {})))
    if c is not None:
        s.trace.record(kind, messages, c)
    return c
