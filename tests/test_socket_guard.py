"""The WebSocket guard of ``plangate openenv`` (plangate.interop.socket_guard) as ASGI
middleware around a handler that behaves like OpenEnv's: a silent client is closed
(1001) and the handler sees it leave; a client that reads nothing, or is gone, loses its
messages and the handler sees it leave, with no error raised into the handler; HTTP
passes untouched. The server itself under these clients: tests/test_openenv.py."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from plangate.interop.socket_guard import SocketGuard


class Handler:
    """Echoes every text until the client leaves, as a session's loop does."""

    def __init__(self) -> None:
        self.seen: list[str] = []
        self.left = False
        self.raised: BaseException | None = None

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        try:
            assert (await receive())["type"] == "websocket.connect"
            await send({"type": "websocket.accept"})
            while True:
                message = await receive()
                if message["type"] == "websocket.disconnect":
                    self.left = True
                    return
                self.seen.append(message["text"])
                await send({"type": "websocket.send", "text": message["text"]})
        except BaseException as err:  # what the guard must not cause
            self.raised = err
            raise


def _run(handler: Handler, incoming: list[Any], send: Any, idle: float) -> None:
    queue: asyncio.Queue[Any] = asyncio.Queue()

    async def receive() -> Any:
        return await queue.get()

    async def main() -> None:
        for m in incoming:
            queue.put_nowait(m)
        await asyncio.wait_for(SocketGuard(handler, idle=idle)({"type": "websocket"},
                                                                receive, send), 10)  # fmt: skip

    asyncio.run(main())


def test_a_silent_client_is_closed_and_the_handler_sees_it_leave() -> None:
    sent: list[Any] = []

    async def send(m: Any) -> None:
        sent.append(m)

    h = Handler()
    _run(h, [{"type": "websocket.connect"}, {"type": "websocket.receive", "text": "a"}], send,
         idle=0.2)  # fmt: skip
    assert h.seen == ["a"] and h.left and h.raised is None
    assert sent[-1] == {"type": "websocket.close", "code": 1001, "reason": "idle for 0.2 s"}


@pytest.mark.parametrize("failure", ["stalls", "gone"])
def test_a_client_that_reads_nothing_or_is_gone_leaves_without_an_error(failure: str) -> None:
    calls: list[Any] = []

    async def send(m: Any) -> None:
        calls.append(m)
        if m["type"] == "websocket.send":
            if failure == "stalls":
                await asyncio.sleep(60)  # its buffers are full: the message never goes
            raise ConnectionResetError("the peer is gone")

    h = Handler()
    incoming = [{"type": "websocket.connect"}] + [
        {"type": "websocket.receive", "text": t} for t in ("a", "b", "c")
    ]
    _run(h, incoming, send, idle=0.2)
    assert h.seen == ["a"] and h.left and h.raised is None  # ended at the first failure
    assert [m["type"] for m in calls] == ["websocket.accept", "websocket.send"]


def test_http_passes_through_and_a_bad_bound_is_refused() -> None:
    got: list[Any] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        got.append(scope["type"])

    async def nothing() -> Any:
        return {}

    async def ignore(m: Any) -> None:
        return None

    asyncio.run(SocketGuard(app, idle=0.01)({"type": "http"}, nothing, ignore))
    assert got == ["http"]
    with pytest.raises(ValueError, match="idle"):
        SocketGuard(app, idle=0)
