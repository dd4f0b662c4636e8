"""The prompt of the tree searches (LATS, Tree of Thoughts, RAP): the problem, the
actions taken so far and the state they lead to, lessons learnt, then the request."""

from __future__ import annotations

from collections.abc import Sequence

from plangate.llm.prompts.wording import say
from plangate.llm.render import Renderer
from plangate.pddl.task import Operator


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
