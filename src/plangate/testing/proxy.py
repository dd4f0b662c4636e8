"""A forward HTTP proxy on 127.0.0.1 that stands in for remote hosts in tests.

Tests never reach another machine: a remote endpoint is a name under ``.invalid``
(which never resolves), and this proxy, set as ``HTTP_PROXY``, sends the requests
for the names it was given to local servers. Every request it receives is recorded
(host, path, headers), so a test can tell what would have left this machine; a name
it was not given is answered 502, as a proxy that cannot resolve it would.
"""

from __future__ import annotations

import http.client
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import urlsplit


class LocalProxy:
    """``routes``: host name -> local ``(host, port)``."""

    def __init__(self, routes: dict[str, tuple[str, int]]) -> None:
        self.routes = dict(routes)
        self.requests: list[dict[str, object]] = []
        outer = self

        class ProxyHandler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def _relay(self) -> None:
                parts = urlsplit(self.path)
                length = int(self.headers.get("content-length", 0) or 0)
                body = self.rfile.read(length) if length else b""
                host = parts.hostname or ""
                outer.requests.append(
                    {"host": host, "path": parts.path, "headers": dict(self.headers)}
                )
                target = outer.routes.get(host)
                if target is None:
                    data = b'{"error": {"message": "proxy: unknown host"}}'
                    self.send_response(502)
                    self.send_header("content-length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                    return
                conn = http.client.HTTPConnection(*target, timeout=30)
                headers = {k: v for k, v in self.headers.items() if k.lower() != "proxy-connection"}
                path = parts.path + (f"?{parts.query}" if parts.query else "")
                conn.request(self.command, path, body=body or None, headers=headers)
                answer = conn.getresponse()
                data = answer.read()
                self.send_response(answer.status)
                for k, v in answer.getheaders():
                    if k.lower() not in ("content-length", "transfer-encoding", "connection"):
                        self.send_header(k, v)
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                conn.close()

            do_GET = do_POST = _relay

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), ProxyHandler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


__all__ = ["LocalProxy"]
