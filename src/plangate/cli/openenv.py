"""``plangate openenv``: a PDDL task (or a folder of problems) served as an OpenEnv
environment on 127.0.0.1 (HTTP and WebSocket), with OpenEnv's own server."""

from __future__ import annotations

import argparse
import os

from plangate.cli.common import Subparsers
from plangate.errors import PlangateError

MAX_SESSIONS = 64
IDLE = 300.0

NO_OPENENV = (
    "plangate openenv needs OpenEnv, which pins an MCP SDK older than plangate's mcp extra: "
    "install it in an environment of its own: python -m venv .venv-openenv && "
    ".venv-openenv/bin/pip install -e '.[openenv]' (docs/training.md)"
)


def cmd_openenv(args: argparse.Namespace) -> int:
    from plangate.cli.difficulty_flags import difficulty_of, draw_into

    wanted = difficulty_of(args)
    if wanted is not None:  # the tasks drawn to it are what is served
        import tempfile

        out = args.tasks_out or tempfile.mkdtemp(prefix="plangate-openenv-tasks-")
        args.folder = draw_into(args, wanted, args.domain, args.problems, args.folder, out)
        args.domain, args.problems = None, []
    if args.folder is None and (args.domain is None or not args.problems):
        raise PlangateError("give a domain and problem files, or --folder DIR")
    if not args.idle > 0 or args.max_sessions < 1:
        raise PlangateError("--idle takes seconds above 0, --max-sessions 1 or more")
    try:
        from plangate.interop.gymenv import PlanningEnv
    except ImportError:
        raise PlangateError(f"plangate openenv needs Gymnasium; {NO_OPENENV}") from None
    if args.records is not None:  # the results file: its folder made and writable, now
        from plangate.bench.run.results import Results

        Results(args.records)
    try:
        import uvicorn

        from plangate.interop.openenv_env import EnvConfig, app, shared
    except ImportError:
        # every file read and grounded all the same, through the door: a bad one is said
        # before the missing install
        one = args.problems[0] if len(args.problems) == 1 else None
        many = args.problems if len(args.problems) > 1 else None
        PlanningEnv(args.domain, one, problems=many, folder=args.folder, nl=args.nl,
                    observation="text", distances=False)  # fmt: skip
        raise PlangateError(NO_OPENENV) from None
    config = EnvConfig(args.domain, tuple(args.problems), args.folder, args.max_steps, args.nl,
                       args.records, args.label)  # fmt: skip
    shared(config)  # every file read and grounded now, once (the server's sessions share it)
    if args.check:
        print(f"plangate openenv: ready to serve on 127.0.0.1:{args.port}")
        return 0
    os.environ.setdefault("ENABLE_WEB_INTERFACE", "false")
    # uvloop where it is installed (the openenv extra brings it); no per-message
    # compression: observations are small, and compressing each one costs both sides
    uvicorn.run(app(config, args.max_sessions, args.idle), host="127.0.0.1", port=args.port,
                log_level="warning", ws_max_size=args.max_message,
                ws_per_message_deflate=False)  # fmt: skip
    return 0


def add(sub: Subparsers) -> None:
    p = sub.add_parser(
        "openenv",
        help="serve a PDDL task as an OpenEnv environment on 127.0.0.1",
        description="Serve a PDDL task (a domain and problem files, or --folder) as an "
        "OpenEnv environment, with OpenEnv's own server (HTTP and WebSocket, on "
        "127.0.0.1): reset (seed, problem), step (an action in PDDL or in words, an index "
        "into the valid actions, or a tool), state; observations with the state's text, "
        "its canonical id, the goal, the verdict, the exact distance and every reward "
        "component. Needs the openenv extra, in an environment of its own.",
    )
    p.add_argument("domain", nargs="?", help="PDDL domain file")
    p.add_argument("problems", nargs="*", metavar="problem", help="PDDL problem files")
    p.add_argument("--folder", metavar="DIR",
                   help="a folder of problems (domain.pddl and problem files)")  # fmt: skip
    p.add_argument("--port", type=int, default=8000, help="the port (default 8000)")
    p.add_argument("--max-steps", type=int, default=100, metavar="N",
                   help="steps an episode may take (default 100)")  # fmt: skip
    p.add_argument("--max-sessions", type=int, default=MAX_SESSIONS, metavar="N",
                   help=f"WebSocket sessions at once (default {MAX_SESSIONS})")  # fmt: skip
    p.add_argument("--max-message", type=int, default=1 << 20, metavar="BYTES",
                   help="the largest WebSocket message read (default 1 MiB)")  # fmt: skip
    p.add_argument("--idle", type=float, default=IDLE, metavar="SECONDS",
                   help="a session idle this long ends: a WebSocket client that sends or "
                   f"reads nothing is closed (default {IDLE:g})")  # fmt: skip
    p.add_argument("--records", metavar="FILE",
                   help="append every finished episode to FILE as the bench's records "
                   "(plangate report FILE prints them)")  # fmt: skip
    p.add_argument("--label", default="openenv", metavar="NAME",
                   help="the records' method: the agent played (default openenv)")  # fmt: skip
    p.add_argument("--nl", metavar="CONFIG", help="the rendering of states and actions")
    p.add_argument("--check", action="store_true",
                   help="read and ground the task, then exit without serving")  # fmt: skip
    from plangate.cli.difficulty_flags import add_difficulty_flags

    add_difficulty_flags(p)
    p.add_argument("--seed", type=int, default=0, help="the draw's seed (difficulty flags)")
    p.add_argument(
        "--tasks-out",
        metavar="DIR",
        help="where the tasks drawn are written (default a new temporary folder)",
    )
    p.set_defaults(func=cmd_openenv)
