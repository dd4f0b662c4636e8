"""An OpenAI-compatible HTTP server on 127.0.0.1 that tests and benchmarks script.

Each queued response is (status, body, headers, delay). A body that is a
dict is sent as JSON; a string is sent as is (to test malformed bodies).
Every request is recorded (path, headers, JSON body).
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


def chat_body(
    text: str | None,
    *,
    prompt_tokens: int | None = 10,
    completion_tokens: int | None = 3,
    model: str = "test-model",
    n: int = 1,
    finish_reason: str = "stop",
    reasoning: tuple[str, str] | None = None,
    reasoning_tokens: int | None = None,
) -> dict[str, object]:
    """An OpenAI chat completion body; ``reasoning``: (field, text) of a reasoning model's
    message, ``reasoning_tokens`` its usage detail."""
    message: dict[str, object] = {"role": "assistant", "content": text}
    if reasoning is not None:
        message[reasoning[0]] = reasoning[1]
    body: dict[str, object] = {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 0,
        "model": model,
        "choices": [
            {
                "index": i,
                "message": dict(message),
                "finish_reason": finish_reason,
            }
            for i in range(n)
        ],
    }
    if prompt_tokens is not None:
        body["usage"] = {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + (completion_tokens or 0),
            **(
                {"completion_tokens_details": {"reasoning_tokens": reasoning_tokens}}
                if reasoning_tokens is not None
                else {}
            ),
        }
    return body


def stream_body(delta: dict[str, object], finish_reason: str, model: str = "test-model") -> str:
    """A streamed chat completion (server-sent events) of one delta, its finish and its
    usage: a :class:`Reply` body, with ``STREAM_HEADERS``."""
    base = {"id": "chatcmpl-test", "object": "chat.completion.chunk", "created": 0,
            "model": model}  # fmt: skip
    chunks = [
        {
            **base,
            "choices": [
                {"index": 0, "delta": {"role": "assistant", **delta}, "finish_reason": None}
            ],
        },
        {**base, "choices": [{"index": 0, "delta": {}, "finish_reason": finish_reason}]},
        {
            **base,
            "choices": [],
            "usage": {"prompt_tokens": 10, "completion_tokens": 3, "total_tokens": 13},
        },
    ]
    return "".join(f"data: {json.dumps(c)}\n\n" for c in chunks) + "data: [DONE]\n\n"


STREAM_HEADERS = {"content-type": "text/event-stream"}


@dataclass
class Reply:
    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    trickle: float = 0.0  # seconds between the body's bytes (a server that trickles)


class FakeOpenAI:
    def __init__(self, port: int = 0) -> None:
        self.replies: deque[Reply] = deque()
        self.requests: list[dict[str, object]] = []
        self.default: Reply | None = None
        self.responder: Any = None  # messages -> text, answering when nothing is queued
        self.latency = 0.0  # seconds from a request's arrival to a responder's answer
        self.capacity: int | None = None  # requests served at once; the rest queue (a GPU)
        self.inflight = 0
        self.max_inflight = 0
        # a real server's parameter rules (plangate.testing.server_rules.Emulation): its
        # refusals come first, its answers are shaped as its constrained decoding does
        self.emulate: Any = None
        self.models: list[dict[str, object]] | None = None  # GET /models; None: 404
        # (method, path, headers, raw body) -> a reply, or None for the chat endpoints
        self.routes: Any = None
        self._lock = threading.Lock()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"  # keep-alive, as real servers do
            disable_nagle_algorithm = True  # headers and body go out at once

            def log_message(self, *args: Any) -> None:  # keep test output clean
                pass

            def do_GET(self) -> None:
                outer.requests.append({"path": self.path, "headers": dict(self.headers)})
                if outer.routes is not None:  # more endpoints (plangate.testing.batch_server)
                    routed = outer.routes("GET", self.path, dict(self.headers), b"")
                    if routed is not None:
                        self._send(routed)
                        return
                info = getattr(outer.emulate, "info", None)
                if info is not None and self.path.rstrip("/") == "/info":
                    self._send(Reply(200, info))
                    return
                if outer.models is None or not self.path.rstrip("/").endswith("/models"):
                    self._send(Reply(404, {"error": {"message": "not found"}}))
                    return
                self._send(Reply(200, {"object": "list", "data": outer.models}))

            def _send(self, reply: Reply) -> None:
                body = reply.body
                data = body.encode() if isinstance(body, str) else json.dumps(body).encode()
                try:
                    self.send_response(reply.status)
                    if not any(k.lower() == "content-type" for k in reply.headers):
                        self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(data)))
                    for k, v in reply.headers.items():
                        self.send_header(k, v)
                    self.end_headers()
                    if not reply.trickle:
                        self.wfile.write(data)
                        return
                    for i in range(len(data)):
                        self.wfile.write(data[i : i + 1])
                        self.wfile.flush()
                        time.sleep(reply.trickle)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client timed out and went away

            def do_POST(self) -> None:
                arrived = time.perf_counter()
                length = int(self.headers.get("content-length", 0))
                raw = self.rfile.read(length)
                if outer.routes is not None:
                    routed = outer.routes("POST", self.path, dict(self.headers), raw)
                    if routed is not None:
                        outer.requests.append({"path": self.path, "headers": dict(self.headers)})
                        self._send(routed)
                        return
                try:
                    payload = json.loads(raw)
                except ValueError:
                    payload = None
                outer.requests.append(
                    {"path": self.path, "headers": dict(self.headers), "json": payload}
                )
                refusal = None
                if outer.emulate is not None and hasattr(outer.emulate, "check"):
                    refusal = outer.emulate.check(self.path, dict(self.headers))
                if refusal is None and outer.emulate is not None and payload:
                    refusal = outer.emulate.refuse(payload)
                if refusal is not None:
                    reply = refusal
                else:
                    reply = outer.replies.popleft() if outer.replies else outer.default
                if reply is None and outer.responder is not None and payload:
                    slots = outer._slots()
                    if slots is not None:  # a server busy with ``capacity`` requests
                        slots.acquire()
                        arrived = time.perf_counter()
                    with outer._lock:
                        outer.inflight += 1
                        outer.max_inflight = max(outer.max_inflight, outer.inflight)
                    messages = list(payload["messages"])  # the recorded body stays as sent
                    meta = self.headers.get("X-Plangate-Request")
                    if meta and messages:  # the request's metadata, for test models
                        messages[-1] = {**messages[-1], "meta": meta}
                    try:
                        text = outer.responder(messages)
                        body = (
                            outer.emulate.answer(payload, text)
                            if outer.emulate is not None
                            else chat_body(text, n=int(payload.get("n", 1)))
                        )
                        reply = Reply(200, body)
                    except Exception as err:  # a responder that cannot answer: say why
                        reply = Reply(500, {"error": {"message": f"responder: {err}"}})
                    # the answer leaves ``latency`` after the request came in
                    time.sleep(max(0.0, outer.latency - (time.perf_counter() - arrived)))
                    with outer._lock:
                        outer.inflight -= 1
                    if slots is not None:
                        slots.release()
                if reply is None:
                    reply = Reply(500, {"error": {"message": "no scripted reply"}})
                if reply.delay:
                    time.sleep(reply.delay)
                self._send(reply)

        self.server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def answer(self, payload: dict[str, object], meta: str | None = None) -> Reply:
        """What the chat endpoint answers to ``payload`` (its emulated rules, then the
        responder): one line of a batch, answered as a live request would be."""
        if self.emulate is not None:
            refusal = self.emulate.refuse(payload)
            if refusal is not None:
                return refusal
        messages = list(payload.get("messages") or [])  # type: ignore[call-overload]
        if meta and messages:
            messages[-1] = {**messages[-1], "meta": meta}
        try:
            text = self.responder(messages)
        except Exception as err:
            return Reply(500, {"error": {"message": f"responder: {err}"}})
        if self.emulate is not None:
            return Reply(200, self.emulate.answer(payload, text))
        return Reply(200, chat_body(text, n=int(payload.get("n", 1))))  # type: ignore[call-overload]

    def _slots(self) -> threading.BoundedSemaphore | None:
        with self._lock:
            if self.capacity is not None and getattr(self, "_sem_size", None) != self.capacity:
                self._sem = threading.BoundedSemaphore(self.capacity)
                self._sem_size = self.capacity
        return self._sem if self.capacity is not None else None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def add(self, *replies: Reply) -> None:
        self.replies.extend(replies)

    def say(self, *texts: str | None, **usage: Any) -> None:
        for t in texts:
            self.replies.append(Reply(200, chat_body(t, **usage)))

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
