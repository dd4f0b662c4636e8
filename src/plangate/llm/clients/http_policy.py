"""One HTTP policy for every request a client makes to a model server.

The ``openai`` SDK sends its requests through an ``httpx`` client; this module
builds that client so that every request, whatever asked for it (a chat
completion, the model list of ``doctor``, its context probe):

* has one **deadline for the whole request**: connecting, sending, the headers and
  every byte of the body count against the request's timeout, so a server that
  trickles a byte a second cannot hold a call past it (``httpx`` counts its
  timeouts per read);
* follows **no redirect to another origin** (scheme, host and port): such a
  redirect is refused and named, and the other host receives nothing; a redirect
  on the same origin is followed once, and said (:attr:`PolicyTransport.notes`);
* sends plangate's own headers (``X-Plangate-Request``) to this machine only;
* reads at most :data:`MAX_BODY` bytes of a body;
* hands on no text with the API key in it: the key (and any ``Bearer`` token) is
  replaced in every body before the SDK parses it, so no error message, answer or
  model list that echoes it can print or store it.

Proxies from the environment (``HTTPS_PROXY``, ``HTTP_PROXY``, ``ALL_PROXY``,
``NO_PROXY``) are honoured for remote hosts and never used for this machine.
"""

from __future__ import annotations

import contextlib
import contextvars
import importlib
import os
import re
import ssl
import time
import urllib.request
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any
from urllib.parse import urlparse, urlsplit

from openai import _base_client as _sdk

from plangate.errors import ModelError

# the HTTP library the installed SDK sends through: httpx (openai 1.x) or its successor
# httpx2, each with its httpcore; the same interfaces under either name
_TWO = hasattr(_sdk, "httpx2")
if TYPE_CHECKING:  # typed as httpx's: httpx2 keeps its interfaces
    import httpcore
    import httpx
else:
    httpx = importlib.import_module("httpx2" if _TWO else "httpx")
    httpcore = importlib.import_module("httpcore2" if _TWO else "httpcore")

MAX_BODY = 32 * 1024 * 1024  # bytes of one response body
OWN_HEADERS = ("x-plangate-request",)
REDIRECTS = (301, 302, 303, 307, 308)
# a Bearer token of any key, ours or not; the same rule for bodies (bytes) and text
_BEARER_RULE = r"(?i)\bbearer\s+(?!\[redacted)[A-Za-z0-9._~+/=-]{8,}"
_BEARER, _BEARER_TEXT = re.compile(_BEARER_RULE.encode()), re.compile(_BEARER_RULE)
REDACTED = "[redacted key]"
MIN_SECRET = 4  # shorter "keys" (a placeholder) are not searched for

_DEADLINE: contextvars.ContextVar[float | None] = contextvars.ContextVar(
    "plangate_http_deadline", default=None
)


class RedirectRefused(httpx.TransportError):
    """A redirect to another origin: not followed."""

    def __init__(self, source: str, target: str, status: int, request: httpx.Request) -> None:
        super().__init__(
            f"{source} redirected the request ({status}) to another host, {target}: not "
            "followed (nothing was sent there); if that host is the server, point --base-url "
            "at it",
            request=request,
        )


class BodyTooLarge(httpx.TransportError):
    """A response body over :data:`MAX_BODY`."""


def loopback_host(host: str | None) -> bool:
    """``localhost`` or a literal loopback address (``127.0.0.1.evil.example`` is not)."""
    import ipaddress

    if not host:
        return False
    host = host.strip("[]").rstrip(".").lower()
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _origin(url: httpx.URL) -> tuple[str, str, int | None]:
    port = url.port or {"http": 80, "https": 443}.get(url.scheme)
    return url.scheme, url.host.lower(), port


def _left(timeout: float | None, kind: type[Exception]) -> float | None:
    """``timeout`` cut to what is left of the request's deadline; past it, ``kind``."""
    deadline = _DEADLINE.get()
    if deadline is None:
        return timeout
    left = deadline - time.monotonic()
    if left <= 0:
        raise kind("the request's deadline passed")
    return left if timeout is None else min(timeout, left)


class _Stream(httpcore.NetworkStream):
    """A connection whose every read and write ends by the request's deadline."""

    def __init__(self, inner: httpcore.NetworkStream) -> None:
        self._inner = inner

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return self._inner.read(max_bytes, _left(timeout, httpcore.ReadTimeout))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._inner.write(buffer, _left(timeout, httpcore.WriteTimeout))

    def close(self) -> None:
        self._inner.close()

    def start_tls(
        self,
        ssl_context: ssl.SSLContext,
        server_hostname: str | None = None,
        timeout: float | None = None,
    ) -> httpcore.NetworkStream:
        inner = self._inner.start_tls(
            ssl_context, server_hostname, _left(timeout, httpcore.ConnectTimeout)
        )
        return _Stream(inner)

    def get_extra_info(self, info: str) -> Any:
        return self._inner.get_extra_info(info)


class _Backend(httpcore.NetworkBackend):
    """httpcore's own sockets, each wrapped in :class:`_Stream`."""

    def __init__(self, inner: httpcore.NetworkBackend) -> None:
        self._inner = inner

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.NetworkStream:
        stream = self._inner.connect_tcp(
            host, port, _left(timeout, httpcore.ConnectTimeout), local_address, socket_options
        )
        return _Stream(stream)

    def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.NetworkStream:
        stream = self._inner.connect_unix_socket(
            path, _left(timeout, httpcore.ConnectTimeout), socket_options
        )
        return _Stream(stream)

    def sleep(self, seconds: float) -> None:
        self._inner.sleep(seconds)


def _proxy_for(url: str) -> str | None:
    """The environment's proxy for ``url``; never one for this machine."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if loopback_host(host):
        return None
    proxies = urllib.request.getproxies()
    if not proxies or urllib.request.proxy_bypass(host):
        return None
    return proxies.get(parts.scheme) or proxies.get("all")


def _trust_store_refusal(err: BaseException) -> str:
    """What is wrong with the certificates SSL_CERT_FILE / SSL_CERT_DIR name, by name."""
    named = [f"{v}={os.environ[v]}" for v in ("SSL_CERT_FILE", "SSL_CERT_DIR") if os.environ.get(v)]
    said = getattr(err, "reason", None) or getattr(err, "strerror", None) or str(err)
    where = " and ".join(named) if named else "the system's certificate store"
    return (
        f"cannot load the trusted certificates of {where}: {said}; SSL_CERT_FILE must be "
        "a PEM file of certificates (-----BEGIN CERTIFICATE-----), SSL_CERT_DIR a folder of them"
    )


def _inner_transport(base_url: str) -> httpx.HTTPTransport:
    proxy = _proxy_for(base_url)
    try:
        transport = httpx.HTTPTransport(proxy=proxy) if proxy else httpx.HTTPTransport()
    except (ssl.SSLError, OSError) as err:  # the trust store the environment names
        raise ModelError(_trust_store_refusal(err)) from None
    # the deadline lives in the sockets: httpcore's pool takes a network backend, which
    # httpx's transport does not let one pass (both keep it under these names)
    pool = getattr(transport, "_pool", None)
    backend = getattr(pool, "_network_backend", None)
    if backend is None:  # pragma: no cover - an httpx/httpcore that moved them
        raise RuntimeError("this httpx/httpcore keeps its sockets elsewhere: update plangate")
    pool._network_backend = _Backend(backend)  # type: ignore[union-attr]
    return transport


class PolicyTransport(httpx.BaseTransport):
    """The transport of :func:`http_client`: see the module's text."""

    def __init__(
        self, base_url: str, secret: str | None = None, more: tuple[str, ...] = ()
    ) -> None:
        self._inner = _inner_transport(base_url)
        # the key and the values of secret headers (--header-env): never let back in
        self._secrets = [x.encode() for x in (secret, *more) if x and len(x) >= MIN_SECRET]
        self.notes: list[str] = []  # same-origin redirects followed

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        timeout = request.extensions.get("timeout", {})
        total = max((v for v in timeout.values() if v is not None), default=None)
        token = _DEADLINE.set(time.monotonic() + total if total else None)
        try:
            response = self._send(request)
            if response.status_code in REDIRECTS and "location" in response.headers:
                target = request.url.join(response.headers["location"])
                if _origin(target) != _origin(request.url):
                    raise RedirectRefused(
                        _shown(request.url), _shown(target), response.status_code, request
                    )
                note = (
                    f"{_shown(request.url)} redirected {request.url.path} to {target.path} "
                    f"({response.status_code}): followed once, on the same host"
                )
                if note not in self.notes:
                    self.notes.append(note)
                again = httpx.Request(
                    request.method,
                    target,
                    headers=request.headers,
                    content=request.content,
                    extensions=request.extensions,
                )
                response = self._send(again)
                if response.status_code in REDIRECTS:
                    raise RedirectRefused(
                        _shown(target),
                        response.headers.get("location", "?"),
                        response.status_code,
                        request,
                    )
            return response
        finally:
            _DEADLINE.reset(token)

    def _send(self, request: httpx.Request) -> httpx.Response:
        if not loopback_host(request.url.host):
            for name in OWN_HEADERS:
                if name in request.headers:
                    del request.headers[name]
        response = self._inner.handle_request(request)
        try:
            body = self._read(response, request)
        finally:
            response.close()
        headers = [
            (k, v)
            for k, v in response.headers.multi_items()
            if k.lower() not in ("content-encoding", "content-length", "transfer-encoding")
        ]
        return httpx.Response(
            response.status_code,
            headers=headers,
            content=self._redact(body),
            request=request,
            extensions={"http_version": response.extensions.get("http_version", b"HTTP/1.1")},
        )

    def _read(self, response: httpx.Response, request: httpx.Request) -> bytes:
        """The decoded body, whole, by the deadline, at most :data:`MAX_BODY` bytes."""
        parts: list[bytes] = []
        size = 0
        for chunk in response.iter_bytes():
            size += len(chunk)
            if size > MAX_BODY:
                raise BodyTooLarge(
                    f"{_shown(request.url)} sent a body over {MAX_BODY:,} bytes: not read",
                    request=request,
                )
            parts.append(chunk)
        return b"".join(parts)

    def _redact(self, body: bytes) -> bytes:
        for secret in self._secrets:
            body = body.replace(secret, REDACTED.encode())
        return _BEARER.sub(f"Bearer {REDACTED}".encode(), body)

    def close(self) -> None:
        self._inner.close()


def redact_text(text: str, secret: str | None, more: tuple[str, ...] = ()) -> str:
    """``text`` without ``secret`` (and the ``more`` secrets) and without any ``Bearer``
    token."""
    for x in (secret, *more):
        if x and len(x) >= MIN_SECRET:
            text = text.replace(x, REDACTED)
    return _BEARER_TEXT.sub(f"Bearer {REDACTED}", text)


def _shown(url: httpx.URL) -> str:
    """A URL as a message names it: scheme, host and port, never a query's secrets."""
    port = f":{url.port}" if url.port else ""
    return f"{url.scheme}://{url.host}{port}"


class _Client(httpx.Client):
    """Closes its connections when it goes (as the SDK's own client does): no socket is
    left for the garbage collector to warn about."""

    def __del__(self) -> None:
        with contextlib.suppress(Exception):  # interpreter shutdown
            self.close()


def plain_remote(url: str | None) -> bool:
    """A plain-http URL of another machine: a key sent there travels in the clear."""
    return bool(url) and str(url).lower().startswith("http://") and not loopback_url(url)


_HEADER_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9-]*")


def gateway_headers(
    headers_env: Mapping[str, str], base_url: str | None, allow_insecure: bool
) -> dict[str, str]:
    """The headers ``--header-env NAME=VAR`` names, their values from the environment."""
    headers = {name: os.environ.get(var, "") for name, var in headers_env.items()}
    for name, var in headers_env.items():
        if not headers[name]:
            raise ModelError(f"header {name}: the environment variable {var} is not set")
        if not _HEADER_NAME.fullmatch(name):
            raise ModelError(f"header {name!r}: not a header name (letters, digits and -)")
        value = headers[name]
        if any(c in value for c in "\r\n\0") or not value.isprintable() or not value.isascii():
            raise ModelError(  # the value is a secret: said by its variable, not shown
                f"header {name}: the environment variable {var} holds a line break or a "
                "character that is not printable ASCII; a header value is one line"
            )
    if headers and plain_remote(base_url) and not allow_insecure:
        raise ModelError(
            f"refusing to send the header(s) {', '.join(headers)} over plain http to "
            f"{base_url}: use https, or --allow-insecure if the network is yours"
        )
    return headers


def loopback_url(url: str | None) -> bool:
    """Whether ``url`` names this machine: ``localhost`` or a literal loopback address
    (``127.0.0.1.evil.example`` is a host name, not an address: not loopback)."""
    try:
        return loopback_host(urlparse(url).hostname if url else None)
    except ValueError:
        return False


def http_client(
    base_url: str, secret: str | None = None, more: tuple[str, ...] = ()
) -> tuple[Any, PolicyTransport]:
    """An ``httpx`` client for the SDK under this policy, and its transport (its notes);
    typed Any: the client is httpx's or httpx2's, whichever the installed SDK takes."""
    transport = PolicyTransport(base_url, secret, more)
    client = _Client(transport=transport, follow_redirects=False, trust_env=False)
    return client, transport


def tls_failure(err: BaseException) -> str | None:
    """What to do when a connection failed on the server's TLS certificate (a lab's own
    CA, a self-signed certificate), if that is why; None for other failures."""
    chain: list[BaseException] = []
    seen: BaseException | None = err
    while seen is not None and len(chain) < 10:
        chain.append(seen)
        seen = seen.__cause__ or seen.__context__
    failed = [e for e in chain if isinstance(e, ssl.SSLCertVerificationError)]
    if not failed and not any("CERTIFICATE_VERIFY_FAILED" in str(e) for e in chain):
        return None
    why = (getattr(failed[0], "verify_message", None) if failed else None) or "verify failed"
    return (
        f"its TLS certificate is not trusted here ({why}); if it is your lab's, point "
        "SSL_CERT_FILE at its certificate authority's PEM file (or SSL_CERT_DIR at a "
        "folder of them)"
    )


def policy_refusal(err: BaseException) -> RedirectRefused | BodyTooLarge | None:
    """The policy's refusal (a redirect to another host, a body over the cap) behind an
    SDK error, if that is what it is."""
    seen: BaseException | None = err
    for _ in range(8):
        if seen is None:
            return None
        if isinstance(seen, RedirectRefused | BodyTooLarge):
            return seen
        seen = seen.__cause__ or seen.__context__
    return None


__all__ = [
    "MAX_BODY",
    "PolicyTransport",
    "RedirectRefused",
    "http_client",
    "loopback_host",
    "redact_text",
]
