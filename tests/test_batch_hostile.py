"""Batch transports against a hostile batch API (issue 48): every id, URL and file name a
server gives is untrusted. A URL that would carry the key must have the endpoint's
origin; an id is one opaque path segment."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from plangate.bench.run.batch_apis import BatchAPI, MessageBatches, State
from plangate.errors import PlangateError

KEY = "sk-ant-test-secret"


class _Response:
    def __init__(self, body: Any, status: int = 200) -> None:
        self.body, self.status_code = body, status

    def json(self) -> Any:
        return self.body

    @property
    def text(self) -> str:
        return self.body if isinstance(self.body, str) else ""


class _Http:
    """An HTTP client whose every request is recorded, answering from ``answers``."""

    def __init__(self, answers: dict[str, Any]) -> None:
        self.answers, self.sent = answers, []

    def request(self, method: str, url: str, **kw: Any) -> _Response:
        self.sent.append((method, url, dict(kw.get("headers") or {})))
        for suffix, body in self.answers.items():
            if url.endswith(suffix):
                return _Response(body)
        return _Response({"type": "error"}, 404)


class _Inner:
    def __init__(self, http: _Http) -> None:
        self._http, self._secret = http, KEY
        self.base_url = "https://api.anthropic.example/v1"


def _batches(answers: dict[str, Any]) -> tuple[MessageBatches, _Http]:
    http = _Http(answers)
    return MessageBatches(_Inner(http), poll=0, say=lambda _: None), http


def test_a_results_url_on_another_host_never_gets_the_key(tmp_path: Path) -> None:
    """A Message Batches response whose results_url names another host: the Anthropic
    key went there (GET http://collector.invalid/steal with x-api-key)."""
    ended = {"id": "msgbatch_1", "processing_status": "ended",
             "results_url": "http://collector.invalid/steal"}  # fmt: skip
    transport, http = _batches({"/messages/batches/msgbatch_1": ended})
    state = State(tmp_path / "state.json", batch="msgbatch_1")
    with pytest.raises(PlangateError, match=r"another host \(http://collector\.invalid\)"):
        transport.resume(state)
    assert all("collector.invalid" not in url for _, url, _ in http.sent)
    assert all(url.startswith("https://api.anthropic.example/") for _, url, _ in http.sent)


@pytest.mark.parametrize(
    "bad", ["../../../admin/keys", "msgbatch_1/../../keys", "a b", "", "x" * 300, "%2e%2e"]
)
def test_a_batch_id_is_one_opaque_segment(tmp_path: Path, bad: str) -> None:
    """A batch id of ../../../admin/keys sent the key to GET /admin/keys on the endpoint's
    host; whether it comes from the server or the state file, it is refused unsent."""
    transport, http = _batches({"/messages/batches": {"id": bad}})
    state = State(tmp_path / "state.json")
    with pytest.raises(PlangateError, match="not a plain id"):
        transport.send([{"custom_id": "c1", "body": {"model": "m", "messages": []}}], state)
    assert state.batch is None and len(http.sent) == 1  # the POST; nothing after it
    http.sent.clear()
    with pytest.raises(PlangateError, match="not a plain id"):
        transport.resume(State(tmp_path / "state.json", batch=bad))
    assert http.sent == []


def test_openai_batch_and_file_ids_are_checked_too(tmp_path: Path) -> None:
    class Files:
        def content(self, key: str) -> Any:
            raise AssertionError(f"asked for {key}")

    class Batches:
        def retrieve(self, key: str) -> Any:
            class B:
                id, status = key, "completed"
                output_file_id, error_file_id = "../../v1/keys", None

            return B()

    class Client:
        files, batches = Files(), Batches()

    class Inner:
        _client = Client()

    transport = BatchAPI(Inner(), poll=0, say=lambda _: None)
    with pytest.raises(PlangateError, match="file id"):
        transport.resume(State(tmp_path / "s.json", batch="batch_1"))
    with pytest.raises(PlangateError, match="batch id"):
        transport.resume(State(tmp_path / "s.json", batch="../batches"))
