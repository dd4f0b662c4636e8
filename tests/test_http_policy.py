"""One HTTP policy for every request to a model server: a deadline for the whole
request, no redirect to another host, plangate's headers to this machine only, the
key redacted from every text a server sends (doctor included)."""

from __future__ import annotations

import json
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from plangate.errors import ModelError
from plangate.llm.clients.base import Sampling
from plangate.llm.clients.openai_client import OpenAIClient
from plangate.testing.fake_server import FakeOpenAI, Reply, chat_body
from plangate.testing.proxy import LocalProxy

HI = [{"role": "user", "content": "hi", "meta": json.dumps({"kind": "probe"})}]


@pytest.fixture
def server() -> Iterator[FakeOpenAI]:
    s = FakeOpenAI()
    yield s
    s.close()


def _port(server: FakeOpenAI) -> int:
    return int(server.server.server_address[1])


def test_a_trickled_body_ends_at_the_deadline_of_the_whole_request(server: FakeOpenAI) -> None:
    # one byte every 0.2 s: each read is quick, the whole body would take about a minute
    server.default = Reply(200, chat_body("fine " * 40), trickle=0.2)
    c = OpenAIClient("m", base_url=server.url, max_retries=5, sleep=lambda s: None)
    t0 = time.monotonic()
    with pytest.raises(ModelError, match=r"timed out after 1 s \(gave up after 2 attempts\)"):
        c.complete(HI, Sampling(timeout=1.0))
    assert time.monotonic() - t0 < 4.0  # two attempts of 1 s, not max_retries of them
    assert len(server.requests) == 2


def test_a_server_that_never_answers_holds_a_call_for_twice_the_timeout(
    server: FakeOpenAI,
) -> None:
    server.default = Reply(200, chat_body("late"), delay=30)
    c = OpenAIClient("m", base_url=server.url, sleep=lambda s: None)  # default retries: 5
    t0 = time.monotonic()
    with pytest.raises(ModelError, match="timed out"):
        c.complete(HI, Sampling(timeout=0.5))
    assert time.monotonic() - t0 < 2.5
    assert len(server.requests) == 2
    # an answer in time is read as before
    server.default = Reply(200, chat_body("ok"))
    assert c.complete(HI, Sampling(timeout=5)).text == "ok"


def test_a_redirect_to_another_host_is_refused_and_that_host_gets_nothing(
    server: FakeOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    other = FakeOpenAI()
    other.say("the other host's answer")
    proxy = LocalProxy({"other.invalid": ("127.0.0.1", _port(other))})
    monkeypatch.setenv("http_proxy", proxy.url)
    monkeypatch.delenv("no_proxy", raising=False)
    monkeypatch.delenv("NO_PROXY", raising=False)
    try:
        server.add(Reply(307, {}, headers={"Location": "http://other.invalid/v1/chat/completions"}))
        c = OpenAIClient("m", base_url=server.url, max_retries=3, sleep=lambda s: None)
        with pytest.raises(ModelError) as err:
            c.complete(HI, Sampling(timeout=5))
        message = str(err.value)
        assert "other.invalid" in message and "not followed" in message
        assert "127.0.0.1" in message and "gave up" not in message  # not retried
        assert proxy.requests == [] and other.requests == []
        # another port of this machine is another server: refused too
        server.add(Reply(308, {}, headers={"Location": f"{other.url}/chat/completions"}))
        with pytest.raises(ModelError, match="another host"):
            c.complete(HI, Sampling(timeout=5))
        assert other.requests == []
    finally:
        proxy.close()
        other.close()


def test_a_redirect_on_the_same_host_is_followed_once_and_said(server: FakeOpenAI) -> None:
    server.add(Reply(307, {}, headers={"Location": "/v2/chat/completions"}))
    server.say("moved")
    c = OpenAIClient("m", base_url=server.url, max_retries=0)
    out = c.complete(HI, Sampling(timeout=5))
    assert out.text == "moved"
    assert [r["path"] for r in server.requests] == ["/v1/chat/completions", "/v2/chat/completions"]
    assert server.requests[1]["json"] == server.requests[0]["json"]  # the same request
    assert any("followed once, on the same host" in n for n in out.adjusted)
    # a second redirect in a row is not followed
    server.add(
        Reply(307, {}, headers={"Location": "/v2/x"}), Reply(307, {}, headers={"Location": "/v3"})
    )
    with pytest.raises(ModelError, match="not followed"):
        c.complete(HI, Sampling(timeout=5))


def test_plangate_headers_never_leave_for_another_host(
    server: FakeOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    proxy = LocalProxy({"api.example.invalid": ("127.0.0.1", _port(server))})
    monkeypatch.setenv("http_proxy", proxy.url)
    monkeypatch.delenv("no_proxy", raising=False)
    monkeypatch.delenv("NO_PROXY", raising=False)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-remote-test-1234")
    try:
        server.say("remote answer")
        c = OpenAIClient(
            "m", base_url="http://api.example.invalid/v1", send_meta=True, allow_insecure=True
        )
        assert c.complete(HI, Sampling(timeout=5)).text == "remote answer"
        assert proxy.requests and proxy.requests[0]["host"] == "api.example.invalid"
        sent = {k.lower() for k in server.requests[-1]["headers"]}  # type: ignore[union-attr]
        assert "x-plangate-request" not in sent and "authorization" in sent
        # on this machine the header is sent (test servers read it)
        server.say("local")
        OpenAIClient("m", base_url=server.url).complete(HI, Sampling(timeout=5))
        local = {k.lower() for k in server.requests[-1]["headers"]}  # type: ignore[union-attr]
        assert "x-plangate-request" in local
        assert len(proxy.requests) == 1  # this machine is never reached through a proxy
    finally:
        proxy.close()


def test_doctor_never_prints_a_key_the_server_echoes(
    server: FakeOpenAI, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from plangate.cli import main

    monkeypatch.setenv("LAB_KEY", "sk-lab-secret-5678")
    server.models = [{"id": "m", "object": "model", "owned_by": "Bearer sk-lab-secret-5678"}]
    server.responder = lambda messages: "yes"
    for extra in ([], ["--json"]):
        args = ["doctor", "--model", "m", "--base-url", server.url, "--api-key-env", "LAB_KEY"]
        main([*args, *extra])
        out = capsys.readouterr()
        assert "sk-lab-secret-5678" not in out.out + out.err
        assert "[redacted key]" in out.out
    # a Bearer token the client never had is redacted too
    server.models = [{"id": "m", "object": "model", "owned_by": "Bearer tok-0123456789abcdef"}]
    main(["doctor", "--model", "m", "--base-url", server.url])
    assert "tok-0123456789abcdef" not in capsys.readouterr().out


def test_a_body_over_the_cap_is_not_read(server: FakeOpenAI) -> None:
    from plangate.llm.clients import http_policy

    server.say("x" * 2000)
    c = OpenAIClient("m", base_url=server.url, max_retries=0)
    saved = http_policy.MAX_BODY
    http_policy.MAX_BODY = 1000
    try:
        with pytest.raises(ModelError, match="body over"):
            c.complete(HI, Sampling(timeout=5))
    finally:
        http_policy.MAX_BODY = saved


def test_the_urls_in_messages_carry_no_query() -> None:
    from plangate.llm.clients.http_policy import _shown, httpx

    assert _shown(httpx.URL("http://h.invalid:81/v1/x?key=sk-1")) == "http://h.invalid:81"
    assert urlsplit(_shown(httpx.URL("https://h.invalid/v1"))).path == ""


def test_a_gateways_header_comes_from_the_environment_and_is_treated_as_the_key(
    server: FakeOpenAI, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """--header-env NAME=VAR: a gateway's own key (X-Api-Key, Azure APIM's subscription
    key) sent with every request, its value read from the environment only, redacted
    from what the server echoes, refused over plain http to another machine."""
    from plangate.cli import main

    monkeypatch.setenv("GATEWAY_KEY", "gw-secret-value-2468")
    server.models = [{"id": "m", "object": "model", "owned_by": "gw-secret-value-2468"}]
    server.responder = lambda messages: "yes"
    flags = ["--model", "m", "--base-url", server.url, "--header-env", "X-Api-Key=GATEWAY_KEY"]
    main(["doctor", *flags])
    out = capsys.readouterr()
    assert "gw-secret-value-2468" not in out.out + out.err and "[redacted key]" in out.out
    sent = {k.lower(): v for k, v in server.requests[-1]["headers"].items()}  # type: ignore[union-attr]
    assert sent["x-api-key"] == "gw-secret-value-2468"
    # the solve command sends it too; a missing variable and a malformed flag: exit 2
    problem = ["examples/blocksworld/domain.pddl", "examples/blocksworld/problem-2steps.pddl"]
    main(["solve", *problem, *flags, "--no-cache", "--method", "preplanned"])
    last = {k.lower(): v for k, v in server.requests[-1]["headers"].items()}  # type: ignore[union-attr]
    assert last["x-api-key"] == "gw-secret-value-2468"
    capsys.readouterr()
    base = ["solve", *problem, "--model", "m", "--base-url", server.url]
    assert main([*base, "--header-env", "X-Api-Key=NO_SUCH_VARIABLE_SET"]) == 2
    assert "NO_SUCH_VARIABLE_SET is not set" in capsys.readouterr().err
    assert main([*base, "--header-env", "X-Api-Key"]) == 2
    assert "expected NAME=VAR" in capsys.readouterr().err
    with pytest.raises(ModelError, match="refusing to send the header"):
        OpenAIClient(
            "m", base_url="http://gateway.invalid/v1", headers_env={"X-Api-Key": "GATEWAY_KEY"}
        )


@pytest.mark.parametrize("value", ["gw-key\r\nX-Evil: 1", "gw\nkey", "gw-k\u00e9y"])
def test_a_header_value_that_is_not_one_line_is_refused_unsent(
    server: FakeOpenAI,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    value: str,
) -> None:
    """Issue 48: a --header-env variable holding CR/LF was retried 6 times over 21 s,
    then reported as "is the server running?"."""
    from plangate.cli import main

    monkeypatch.setenv("GATEWAY_KEY", value)
    problem = ["examples/blocksworld/domain.pddl", "examples/blocksworld/problem-2steps.pddl"]
    argv = ["solve", *problem, "--model", "m", "--base-url", server.url,
            "--header-env", "X-Api-Key=GATEWAY_KEY", "--no-cache"]  # fmt: skip
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "GATEWAY_KEY holds a line break" in err and value not in err
    assert not server.requests


@pytest.mark.skipif(shutil.which("openssl") is None, reason="no openssl to make a certificate")
def test_a_servers_own_certificate_is_named_and_trusted_through_ssl_cert_file(
    server: FakeOpenAI, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A lab's https server with its own (here self-signed) certificate: the refusal says
    so and what to set, not 'is the server running?'; SSL_CERT_FILE then trusts it."""
    import ssl
    import subprocess

    key, cert = tmp_path / "key.pem", tmp_path / "cert.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key),
         "-out", str(cert), "-days", "2", "-subj", "/CN=localhost",
         "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
        check=True, capture_output=True,
    )  # fmt: skip
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(str(cert), str(key))
    server.server.socket = ctx.wrap_socket(server.server.socket, server_side=True)
    server.responder = lambda messages: "ok"
    url = f"https://localhost:{_port(server)}/v1"
    monkeypatch.delenv("SSL_CERT_FILE", raising=False)
    c = OpenAIClient("m", base_url=url, max_retries=3, sleep=lambda s: None)
    with pytest.raises(
        ModelError, match=r"not trusted here \(self-signed certificate\).*SSL_CERT_FILE"
    ):
        c.complete(HI, Sampling(timeout=5))
    monkeypatch.setenv("SSL_CERT_FILE", str(cert))
    c = OpenAIClient("m", base_url=url, max_retries=0, sleep=lambda s: None)
    assert c.complete(HI, Sampling(timeout=5)).text == "ok"


@pytest.mark.parametrize(
    ("status", "body", "says", "attempts"),
    [
        (
            502,
            "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body><center><h1>502 "
            "Bad Gateway</h1></center><hr><center>nginx</center></body></html>\r\n",
            "answered 502 an HTML page titled '502 Bad Gateway', not an API answer",
            2,
        ),
        (
            403,
            "<!DOCTYPE html><html><head><title>Sign in - Lab SSO</title></head><body>"
            + "x" * 5000
            + "</body></html>",
            "denied access (403 an HTML page titled 'Sign in - Lab SSO', not an API answer)",
            1,
        ),
        (
            200,
            "<!DOCTYPE html><html><head><title>Sign in - Lab SSO</title></head></html>",
            "an HTML page titled 'Sign in - Lab SSO', not an API answer; a sign-in page",
            2,
        ),
        (
            503,
            "upstream connect error or disconnect/reset before headers.\n reset reason: x",
            "answered 503 upstream connect error or disconnect/reset before headers. reset",
            2,
        ),
        (404, {"detail": "Not Found"}, "(404 Not Found); check --model and --base-url", 1),
    ],
)
def test_a_page_that_is_not_an_api_answer_is_named_in_one_line(
    server: FakeOpenAI, status: int, body: object, says: str, attempts: int
) -> None:
    """What sits between a lab and its server (a proxy's 502 page, a sign-in page, an
    Envoy reset, a FastAPI 404) is said in one line, never the page itself."""
    server.default = Reply(status, body)  # type: ignore[arg-type]
    c = OpenAIClient("m", base_url=server.url, max_retries=1, sleep=lambda s: None)
    with pytest.raises(ModelError) as err:
        c.complete(HI, Sampling(timeout=5))
    message = str(err.value)
    assert says in message and "\n" not in message and len(message) < 500, message
    assert len(server.requests) == attempts


def test_a_trust_store_that_is_not_pem_is_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 48: an SSL_CERT_FILE that is not PEM gave an OpenSSL line naming no file."""
    bad = tmp_path / "lab-ca.txt"
    bad.write_text("not a certificate\n")
    monkeypatch.setenv("SSL_CERT_FILE", str(bad))
    with pytest.raises(ModelError, match=f"SSL_CERT_FILE={bad}.*PEM file"):
        OpenAIClient("m", base_url="https://lab.invalid/v1")
