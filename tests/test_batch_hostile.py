"""Batch transports against a hostile batch API (issue 48): every id, URL and file name a
server gives is untrusted. A URL that would carry the key must have the endpoint's
origin; an id is one opaque path segment."""

from __future__ import annotations

import json
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


# ------------------------------------------------------------------ polls, bounded
class _Status(Exception):
    def __init__(self, status: int) -> None:
        super().__init__(f"Error code: {status}")
        self.status_code = status


def _openai(retrieve: Any, content: Any = None) -> BatchAPI:
    class Client:
        class batches:
            pass

        class files:
            pass

    Client.batches.retrieve = staticmethod(retrieve)  # type: ignore[attr-defined]
    Client.files.content = staticmethod(content)  # type: ignore[attr-defined]

    class Inner:
        _client = Client()

    said: list[str] = []
    transport = BatchAPI(Inner(), poll=0, say=said.append)
    transport.poll_backoff = 0.0
    transport.said = said  # type: ignore[attr-defined]
    return transport


class _Batch:
    def __init__(self, status: str, output: str | None = None, expires: float | None = None):
        self.id, self.status, self.expires_at = "batch_1", status, expires
        self.output_file_id, self.error_file_id = output, None


def test_a_503_while_polling_is_asked_again(tmp_path: Path) -> None:
    """Issue 48: a 503 while polling was an InternalServerError traceback."""
    calls = []

    def retrieve(key: str) -> Any:
        calls.append(key)
        if len(calls) < 3:
            raise _Status(503)
        return _Batch("completed", "file_1")

    class Text:
        text = '{"custom_id": "c1", "response": {"status_code": 200, "body": {"x": 1}}}\n'

    transport = _openai(retrieve, lambda key: Text())
    got = transport.resume(State(tmp_path / "s.json", batch="batch_1"))
    assert len(calls) == 3 and got == [{"custom_id": "c1", "status": 200, "body": {"x": 1}}]


def test_an_output_file_that_404s_is_said_and_its_requests_go_again(tmp_path: Path) -> None:
    def content(key: str) -> Any:
        raise _Status(404)

    transport = _openai(lambda key: _Batch("completed", "file_9"), content)
    state = State(tmp_path / "s.json", batch="batch_1")
    assert transport.resume(state) == [] and state.batch is None
    assert any("file_9" in s and "go again" in s for s in transport.said)  # type: ignore[attr-defined]


def test_a_batch_long_past_its_expiry_is_not_polled_forever(tmp_path: Path) -> None:
    import time

    polls = []

    def retrieve(key: str) -> Any:
        polls.append(key)
        return _Batch("in_progress", expires=time.time() - 2 * 86400)

    state = State(tmp_path / "s.json", batch="batch_1")
    assert _openai(retrieve).resume(state) == [] and state.batch is None and len(polls) == 1


def test_rounds_are_bounded_when_a_batch_never_answers(tmp_path: Path) -> None:
    """Issue 48: a batch ``completed`` with no output file was sent again without end
    (331 batches in 60 s); after ATTEMPTS rounds its requests end their episodes."""
    from plangate.bench.run.batch import ATTEMPTS, BatchAnswers, Round, _take

    round_ = Round(BatchAnswers(tmp_path / "a.jsonl"))
    line = {"custom_id": "plangate-1", "body": {}}
    state = State(tmp_path / "s.json")
    for n in range(1, ATTEMPTS + 1):
        state.attempts["plangate-1"] = n
        _take(round_, [], state, [line], say=lambda _: None)
        if n < ATTEMPTS:
            assert round_.take() == [line]  # it goes again
    assert round_.take() == []
    assert round_.answers.known["plangate-1"]["status"] == 504


# ------------------------------------------------------------------ files, untrusted
def test_batch_lines_of_the_wrong_shape_are_skipped_not_raised(tmp_path: Path) -> None:
    from plangate.bench.run.batch_apis import BatchFile, from_result

    answers = tmp_path / "answers.jsonl"
    good = b'{"custom_id": "c1", "response": {"status_code": 200, "body": {"ok": 1}}}\n'
    answers.write_bytes(
        b'{"custom_id": "c0", "response": {"status_code": "abc", "body": {}}}\n'
        + b"\xff\xfe not text\n"
        + b"[1, 2]\n"
        + b"[" * 100_000
        + b"\n"
        + good
    )
    transport = BatchFile(tmp_path / "round.jsonl", answers)
    got = transport.resume(State(tmp_path / "s.json"))
    assert [e["status"] for e in got] == [502, 200]
    assert transport.skipped.count == 3
    assert from_result({"result": "succeeded"}) is None
    assert from_result({"custom_id": 7, "result": {"type": "succeeded"}}) is None


def test_a_line_longer_than_the_limit_is_skipped_unread(tmp_path: Path) -> None:
    from plangate.bench.run import batch_files
    from plangate.bench.run.batch_files import Skipped, read_objects

    path = tmp_path / "big.jsonl"
    with path.open("wb") as f:
        f.write(b'{"custom_id": "' + b"x" * (batch_files.MAX_LINE + 10) + b'"}\n')
        f.write(b'{"custom_id": "c1"}\n')
    skipped = Skipped()
    assert list(read_objects(path, "answers", skipped)) == [{"custom_id": "c1"}]
    assert skipped.count == 1 and "more than" in str(skipped)


def test_the_answer_store_torn_inside_a_character_still_resumes(tmp_path: Path) -> None:
    """Issue 48: a store torn inside a UTF-8 character (the docs say a torn line is
    skipped) stopped the run from resuming."""
    from plangate.bench.run.batch import BatchAnswers

    path = tmp_path / "answers.jsonl"
    body = json.dumps(_completion("caf\u00e9"), ensure_ascii=False)
    whole = ('{"custom_id": "c1", "status": 200, "body": ' + body + "}\n").encode()
    torn = ('{"custom_id": "c2", "status": 200, "body": ' + body).encode()[:-2]
    path.write_bytes(whole + torn)
    answers = BatchAnswers(path)
    assert set(answers.known) == {"c1"} and answers.skipped.count == 1


def test_an_errored_answer_is_not_replayed_on_resume(tmp_path: Path) -> None:
    """Issue 48: an answer that made an episode an error was replayed on every resume,
    so that episode was never asked again."""
    from plangate.bench.run.batch import BatchAnswers

    path = tmp_path / "answers.jsonl"
    answers = BatchAnswers(path)
    answers.add([{"custom_id": "c1", "status": 400, "body": {"error": {"message": "no"}}},
                 {"custom_id": "c2", "status": 200, "body": _completion("ok")}])  # fmt: skip
    assert set(answers.known) == {"c1", "c2"}  # this run has both
    assert set(BatchAnswers(path).known) == {"c2"}  # the next asks c1 again


def test_answers_never_asked_for_or_contradicting_are_said(tmp_path: Path) -> None:
    from plangate.bench.run.batch import BatchAnswers, Round, _take

    round_ = Round(BatchAnswers(tmp_path / "a.jsonl"))
    state = State(tmp_path / "s.json", attempts={"c1": 1})
    said: list[str] = []
    sent = [{"custom_id": "c1", "body": {}}]
    got = [
        {"custom_id": "c1", "status": 200, "body": _completion("first")},
        {"custom_id": "c1", "status": 200, "body": _completion("second")},
        {"custom_id": "stray", "status": 200, "body": _completion("?")},
    ]
    _take(round_, got, state, sent, say=said.append)
    assert round_.answers.known["c1"]["body"] == _completion("first")
    assert "stray" not in round_.answers.known
    assert said and "1 to requests this run did not send" in said[0]
    assert "1 contradicting" in said[0]


@pytest.mark.parametrize(
    "text",
    ['{"round": "x"}', '{"round": 1, "attempts": [1]}', '{"round": 1, "batch": 7}', "[]", "\xff"],
)
def test_a_state_file_of_wrong_types_is_refused_by_name(tmp_path: Path, text: str) -> None:
    path = tmp_path / "r.jsonl.batch.json"
    path.write_bytes(text.encode("latin-1"))
    with pytest.raises(PlangateError, match=r"r\.jsonl\.batch\.json: not a batch state"):
        State.load(path)


def _completion(text: str) -> dict[str, object]:
    """A chat completion's body (the only answer a batch store keeps)."""
    return {"choices": [{"index": 0, "message": {"role": "assistant", "content": text}}]}
