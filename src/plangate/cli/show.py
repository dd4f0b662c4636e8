"""``plangate show``: a task in words, and the first prompt a method would send, with no
model loaded or asked (what a researcher reads before spending a call)."""

from __future__ import annotations

import argparse
import contextlib
import json
from typing import TYPE_CHECKING, NoReturn

from plangate.cli.common import Subparsers
from plangate.errors import PlangateError

if TYPE_CHECKING:
    from plangate.llm.clients.base import Choice, Sampling


class _Asked(BaseException):
    """Raised by :class:`_FirstPrompt` at the first call: no method catches it."""


class _FirstPrompt:
    """A client that keeps the first request it is given and ends the episode there."""

    backend = "none (plangate show)"
    model = "-"

    def __init__(self) -> None:
        self.messages: list[dict[str, str]] = []
        self.choice: tuple[str, ...] | None = None

    def complete(
        self, messages: list[dict[str, str]], sampling: Sampling, choice: Choice | None = None
    ) -> NoReturn:
        self.messages = [dict(m) for m in messages]
        self.choice = tuple(choice.options) if choice is not None else None
        raise _Asked

    async def acomplete(
        self, messages: list[dict[str, str]], sampling: Sampling, choice: Choice | None = None
    ) -> NoReturn:
        self.complete(messages, sampling, choice)


def cmd_show(args: argparse.Namespace) -> int:
    from plangate.cli.options import options_from_args
    from plangate.llm.methods import MethodSpec
    from plangate.llm.render import renderer_for
    from plangate.llm.run import solve
    from plangate.pddl.loader import load_task

    task = load_task(args.domain, args.problem)
    renderer = renderer_for(task, args.nl)
    spec = MethodSpec.parse(args.method)
    why = spec.method.unsupported(task)
    if why is not None:
        raise PlangateError(f"{args.problem}: {spec} cannot run on this task: {why}")
    words = {
        "domain": renderer.intro(),
        "objects": ", ".join(
            f"{name} ({shown})" if (shown := renderer.obj(name)) != name else name
            for name in task.objects
        ),
        "initial state": renderer.state(task.initial),
        "goal": renderer.goal(),
    }
    client = _FirstPrompt()
    if spec.method.about.uses_model:
        with contextlib.suppress(_Asked):  # the first request, kept: the episode ends
            solve(task, client, spec, options=options_from_args(args), renderer=renderer,
                  problem_path=args.problem, examples=args.example or ())  # fmt: skip
    if args.json:
        out = {"method": str(spec), "task": words, "first_prompt": client.messages,
               "choice": list(client.choice) if client.choice else None}  # fmt: skip
        print(json.dumps(out, indent=2, ensure_ascii=False))
        return 0
    for title, text in words.items():
        print(f"## {title}\n\n{text}\n")
    if not spec.method.about.uses_model:
        print(f"## first prompt\n\n{spec} asks no model (a baseline).")
        return 0
    print(f"## the first prompt of {spec} ({len(client.messages)} messages)\n")
    for m in client.messages:
        print(f"[{m.get('role', '?')}]\n{m.get('content', '')}\n")
    if client.choice:
        shown = ", ".join(client.choice[:10]) + (" ..." if len(client.choice) > 10 else "")
        print(f"(the answer is restricted to {len(client.choice)} choices: {shown})")
    return 0


def add(sub: Subparsers) -> None:
    from plangate.cli.episode_flags import add_method_flags
    from plangate.cli.options import add_option_flags

    p = sub.add_parser(
        "show",
        help="a task in words and a method's first prompt, without a model",
        description="Print the task as the prompts say it (the domain, the objects, the "
        "initial state and the goal in the rendering's words) and the first request a "
        "method would send (every message, and the choices where the answer is "
        "constrained), with no model loaded or asked.",
    )
    p.add_argument("domain", help="PDDL domain file")
    p.add_argument("problem", help="PDDL problem file")
    add_method_flags(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    add_option_flags(p)
    p.set_defaults(func=cmd_show)
