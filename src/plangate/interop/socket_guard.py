"""Bounds on a WebSocket peer, as ASGI middleware: a client that sends nothing for
``idle`` seconds is closed (1001, "idle"), and one that reads nothing (a message to it
not taken by its socket within ``idle`` seconds) is dropped; either way the server's
handler sees the client leave and frees its session. HTTP passes through untouched.

The handler is told of the end as a client's leaving (``websocket.disconnect``), never
by an error raised into it, so it frees the session the way it does for any client.

A server that holds a session (an environment, a grounded task) per connected client
needs both: a client that connects and falls silent, or one that sends and never reads,
would otherwise hold its session, and its slot under the server's bound, for ever.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[MutableMapping[str, Any], Receive, Send], Awaitable[None]]


class SocketGuard:
    """ASGI middleware bounding each WebSocket client's silence (see the module)."""

    def __init__(self, app: ASGIApp, idle: float = 300.0) -> None:
        if not idle > 0:
            raise ValueError(f"idle: {idle!r}; expected seconds above 0")
        self.app, self.idle = app, float(idle)

    async def __call__(self, scope: MutableMapping[str, Any], receive: Receive,
                       send: Send) -> None:  # fmt: skip
        if scope.get("type") != "websocket":
            await self.app(scope, receive, send)
            return
        idle = self.idle
        ended = False  # the guard closed the socket: the handler's later sends go nowhere

        async def guarded_receive() -> Message:
            nonlocal ended
            if ended:
                return {"type": "websocket.disconnect", "code": 1001}
            try:
                return await asyncio.wait_for(receive(), idle)
            except asyncio.TimeoutError:
                ended = True
                close = {"type": "websocket.close", "code": 1001,
                         "reason": f"idle for {idle:g} s"}  # fmt: skip
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(send(close), 5.0)
                return {"type": "websocket.disconnect", "code": 1001}

        async def guarded_send(message: Message) -> None:
            nonlocal ended
            if ended:
                return
            try:
                await asyncio.wait_for(send(message), idle)
            except (asyncio.TimeoutError, OSError):
                # the client reads nothing, or has gone (the server's ClientDisconnected is
                # an OSError): the message is dropped and the handler's next receive is
                # the client leaving (a send error would have it answer with an error
                # message, to a client that cannot take it)
                ended = True

        await self.app(scope, guarded_receive, guarded_send)


__all__ = ["SocketGuard"]
