"""``plangate mcp``: the machine as Model Context Protocol tools, served over stdio (one
client) or streamable HTTP on 127.0.0.1 (``--http``: a session per client)."""

from __future__ import annotations

import argparse

from plangate.cli.common import Subparsers
from plangate.errors import PlangateError

IDLE_SECONDS = 900.0  # an HTTP session with no request for this long ends
MAX_SESSIONS = 64  # HTTP sessions at once


def cmd_mcp(args: argparse.Namespace) -> int:
    from plangate.interop.mcp_tools import Sessions

    try:
        from plangate.interop.mcp_server import build_server, run_stdio
    except ImportError:
        raise PlangateError("plangate mcp needs the MCP SDK: pip install 'plangate[mcp]'") from None
    from plangate.leaving import leave_now_if_busy
    from plangate.outside.tally import route_warnings

    route_warnings()  # each request's warnings counted in its own tally, never kept
    server = build_server(Sessions(args.root, args.nl))
    if args.http:
        # a session idle for IDLE_SECONDS ends (and its task is freed with it)
        server.run("streamable-http", host="127.0.0.1", port=args.port,
                   session_idle_timeout=IDLE_SECONDS, max_sessions=MAX_SESSIONS)  # fmt: skip
    else:
        run_stdio(server)
    leave_now_if_busy(0)  # the client has gone: a tool's search still running ends now
    return 0


def add(sub: Subparsers) -> None:
    p = sub.add_parser(
        "mcp",
        help="serve the machine as MCP tools (stdio, or HTTP on 127.0.0.1)",
        description="Serve a PDDL task's machine as Model Context Protocol tools: "
        "load_task (files under --root, or PDDL text), valid_actions, apply_action, undo, "
        "validate_plan, optimal_plan, distance_to_goal, render_state. Over stdio by "
        "default; --http serves streamable HTTP on 127.0.0.1 (path /mcp), a task per "
        "client session. Inputs are bounded by the input limits below.",
    )
    p.add_argument("--root", required=True, metavar="DIR",
                   help="the only folder PDDL files are read from (required: name the "
                   "folder of your PDDL files, not your home; links out of it and "
                   "dotfiles are refused)")  # fmt: skip
    p.add_argument("--nl", metavar="CONFIG", help="the rendering of states and actions")
    p.add_argument("--http", action="store_true", help="streamable HTTP on 127.0.0.1")
    p.add_argument("--port", type=int, default=8765, help="--http: the port (default 8765)")
    p.set_defaults(func=cmd_mcp)
