"""The tools of :class:`plangate.interop.mcp_tools.Sessions` on the MCP SDK's
``MCPServer`` (this module needs the SDK: ``pip install 'plangate[mcp]'``)."""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable
from typing import Any, ParamSpec, TypeVar

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError

from plangate.errors import PlangateError, one_line
from plangate.interop.mcp_tools import Sessions

P = ParamSpec("P")
R = TypeVar("R")


def _per_request_versions() -> tuple[str, ...]:
    """The protocol versions whose every request comes on a connection of its own."""
    try:
        from mcp_types.version import MODERN_PROTOCOL_VERSIONS
    except ImportError:  # an SDK before them
        return ()
    return tuple(MODERN_PROTOCOL_VERSIONS)


def build_server(sessions: Sessions) -> MCPServer:
    """The SDK's ``MCPServer`` with the tools of ``sessions``; a client's session is its
    transport session."""
    server = MCPServer(
        "plangate",
        instructions="Plan with a PDDL task's machine: load_task, then valid_actions and "
        "apply_action until the goal is reached; validate_plan, optimal_plan and "
        "distance_to_goal check and guide.",
    )

    def key(ctx: Context) -> object:
        """The client. A session's own connection (the handshake protocol, over stdio or
        HTTP), held weakly by :class:`Sessions`: the task is freed when the session
        ends. Where each request has a connection of its own (the 2026 protocol): the
        streamable-HTTP session id if there is one; over stdio, the process's one
        client; a stateless HTTP request keeps no task past itself."""
        connection = None
        with contextlib.suppress(Exception):
            connection = getattr(ctx.session, "_connection", None)
        per_request = connection is None or (
            getattr(connection, "protocol_version", None) in _per_request_versions()
        )
        if not per_request:
            return connection
        headers = ctx.headers
        sid = headers.get("mcp-session-id") if headers is not None else None
        if sid:
            return sid
        return "stdio" if headers is None else (connection or object())

    def tool_error(call: Callable[P, R]) -> Callable[P, R]:
        """A mistake (no task, a bad file, an input too large) as a tool error: one line
        the client reads, not a server failure."""

        @functools.wraps(call)
        def wrapped(*args: P.args, **kwargs: P.kwargs) -> R:
            try:
                return call(*args, **kwargs)
            except (ValueError, PlangateError) as err:
                raise ToolError(one_line(str(err))) from None

        return wrapped

    @server.tool()
    @tool_error
    def load_task(domain: str, problem: str, ctx: Context) -> dict[str, object]:
        """Load a PDDL task: domain and problem as file paths (under the server's folder)
        or as PDDL text. Replaces this session's task."""
        return sessions.load_task(key(ctx), domain, problem)

    @server.tool()
    @tool_error
    def valid_actions(ctx: Context) -> dict[str, object]:
        """The actions valid at the current state (PDDL, and in words)."""
        return sessions.valid_actions(key(ctx))

    @server.tool()
    @tool_error
    def apply_action(action: str, ctx: Context) -> dict[str, object]:
        """Apply one action, e.g. (pick-up a): the verdict, why not, and the new state."""
        return sessions.apply_action(key(ctx), action)

    @server.tool()
    @tool_error
    def undo(ctx: Context) -> dict[str, object]:
        """Take back the last applied action."""
        return sessions.undo(key(ctx))

    @server.tool()
    @tool_error
    def validate_plan(plan: str, ctx: Context) -> dict[str, object]:
        """Validate a plan (one action per line) from the task's initial state."""
        return sessions.validate_plan(key(ctx), plan)

    @server.tool()
    @tool_error
    def optimal_plan(ctx: Context) -> dict[str, object]:
        """An optimal plan from the current state."""
        return sessions.optimal_plan(key(ctx))

    @server.tool()
    @tool_error
    def distance_to_goal(ctx: Context) -> dict[str, object]:
        """The optimal cost from the current state to the goal."""
        return sessions.distance_to_goal(key(ctx))

    @server.tool()
    @tool_error
    def check_pddl(domain: str, problem: str) -> dict[str, object]:
        """Check PDDL (text, or files under the server's root): does it parse and ground,
        and if not, the first error with its line and column."""
        return sessions.check_pddl(domain, problem)

    @server.tool()
    @tool_error
    def plan_pddl(domain: str, problem: str) -> dict[str, object]:
        """Plan with PDDL (text, or files under the server's root) by the exact planners:
        the plan, or that there is none, or the files' first error."""
        return sessions.plan_pddl(domain, problem)

    @server.tool()
    @tool_error
    def render_state(ctx: Context) -> dict[str, object]:
        """The current state in words and facts, the goal, the actions applied."""
        return sessions.render_state(key(ctx))

    return server


def run_stdio(server: MCPServer) -> None:
    """Serve ``server`` over stdio, answering a line that is not a JSON-RPC message (not
    JSON, nested too deep for the SDK's parser, the wrong shape) with a JSON-RPC parse
    error (-32700), as the SDK's HTTP transport does; its stdio transport drops such a
    line, and a client waits for an answer forever."""
    import anyio
    from mcp.server.stdio import stdio_server
    from mcp.shared.message import SessionMessage
    from mcp_types import ErrorData, JSONRPCError

    from plangate.leaving import leave_now_if_busy

    low = getattr(server, "_lowlevel_server", None)
    if low is None:  # another SDK layout: its own stdio loop
        server.run("stdio")
        return

    async def serve() -> None:
        async with stdio_server() as (read, write):
            send, receive = anyio.create_memory_object_stream[Any](0)

            async def pump() -> None:
                async with send:
                    async for item in read:
                        if isinstance(item, Exception):
                            said = "parse error: not a JSON-RPC message (or nested too deep)"
                            data = ErrorData(code=-32700, message=said)
                            error = JSONRPCError(jsonrpc="2.0", id=None, error=data)
                            await write.send(SessionMessage(error))
                        else:
                            await send.send(item)
                # the client closed its stream: no one waits for an answer, and a tool
                # still running (a search of up to its budget) must not hold the exit
                leave_now_if_busy(0)

            async with anyio.create_task_group() as tg:
                tg.start_soon(pump)
                await low.run(receive, write, low.create_initialization_options())
                tg.cancel_scope.cancel()

    anyio.run(serve)
