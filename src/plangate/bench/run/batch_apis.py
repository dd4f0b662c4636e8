"""Where a batch run's rounds go, and where their answers come from: OpenAI's Batch API
(its Files and Batches endpoints: OpenAI, Azure OpenAI, Gemini), Anthropic's Message
Batches (its native API: each OpenAI-shaped request translated, each answer back into
an OpenAI chat completion), and an offline engine's batch files (vLLM's ``run_batch``).
Every transport gives answers as ``{custom_id, status, body}``, the body an OpenAI chat
completion or error, which :mod:`plangate.bench.run.batch` reads as live answers."""

from __future__ import annotations

import functools
import json
import re
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from plangate.bench.run.batch_files import (
    BatchAnswer,
    BatchLine,
    Skipped,
    read_objects,
    read_state,
    text_objects,
)
from plangate.errors import PlangateError, writing

if TYPE_CHECKING:
    from plangate.llm.clients.openai_client import OpenAIClient


@dataclass
class State:
    """The round reached and the batch in flight, kept beside the results."""

    path: Path
    round: int = 0
    batch: str | None = None  # a batch submitted and not yet read
    attempts: dict[str, int] = field(default_factory=dict)  # custom id -> sent so often
    via: str | None = None  # where the round in flight went (a transport's ``via``)
    driver: str | None = None  # the process driving the rounds (this_driver()'s words)

    @classmethod
    def load(cls, path: Path) -> State:
        data = read_state(path)
        return cls(path, data.get("round", 0), data.get("batch"), dict(data.get("attempts", {})),
                   data.get("via"), data.get("driver"))  # fmt: skip

    def claim(self) -> None:
        """Make this process the rounds' driver: refused while another driver that
        recorded itself here is alive, whatever its batch's clock says (a batch past its
        expiry is the living driver's to give up, not a newcomer's to send again)."""
        me = this_driver()
        if self.driver is not None and self.driver != me and alive(self.driver):
            name = self.path.name.removesuffix(".batch.json")
            pid = self.driver.split("@", 1)[0]
            raise PlangateError(
                f"{name}: its rounds are driven by another plangate run (pid {pid}), which "
                "is still running; wait for it to end"
            )
        self.driver = me
        self.save()

    def in_flight(self, via: str | None) -> None:
        """Refuse a driver that is not the one a round in flight went through (a live
        run, another endpoint, another batch file): it would ask again what the batch
        answers, or end episodes with the other's errors."""
        if self.via is not None and self.via != via:
            name = self.path.name.removesuffix(".batch.json")
            raise PlangateError(
                f"{name}: a round of requests is in flight through {self.via}; run the "
                f"same batch command again to collect it, or remove {self.path} to give "
                "it up (the answers kept are not lost)"
            )

    def save(self) -> None:
        data = {"round": self.round, "batch": self.batch, "attempts": self.attempts,
                "via": self.via, "driver": self.driver}  # fmt: skip
        tmp = self.path.with_name(self.path.name + ".tmp")
        with writing(tmp, "the batch state"):
            tmp.write_text(json.dumps(data), encoding="utf-8")
        tmp.replace(self.path)


def _started(pid: int) -> str | None:
    """When process ``pid`` started, as the system counts it (Linux: ``/proc``), or None."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = stat.rsplit(")", 1)[-1].split()
    return fields[19] if len(fields) > 19 else None


def this_driver() -> str:
    """This process, in words a later process can check: pid, host and start time."""
    import os
    import socket

    pid = os.getpid()
    return f"{pid}@{socket.gethostname()}:{_started(pid) or '?'}"


def alive(driver: str) -> bool:
    """Whether the process ``driver`` names (:func:`this_driver`) still runs: on this
    host, the same pid started at the same time; a driver on another host is taken as
    alive (its life cannot be seen from here)."""
    import os
    import socket

    try:
        pid_text, rest = driver.split("@", 1)
        host, started = rest.rsplit(":", 1)
        pid = int(pid_text)
    except ValueError:
        return False
    if host != socket.gethostname():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return started == "?" or _started(pid) == started


DONE = ("completed", "expired", "failed", "cancelled")
POLL_FAILURES = 8  # polls in a row that failed for the server's sake before giving up
EXPIRY_GRACE = 3600.0  # seconds past a batch's expires_at before it is taken as expired
_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_\-]{0,255}")


def opaque_id(value: object, what: str) -> str:
    """An id a server (or the state file) gave, checked to be one plain path segment
    before it goes into a URL: ``../../admin/keys`` would take the key elsewhere."""
    text = str(value)
    if not isinstance(value, str | int) or not _ID.fullmatch(text):
        raise PlangateError(
            f"the batch API gave a {what} that is not a plain id ({text[:80]!r}); "
            "plangate does not put it in a URL"
        )
    return text


def same_origin(url: str, root: str, what: str) -> str:
    """``url`` when it is on ``root``'s scheme, host and port (it will carry the key),
    else a refusal that says where it pointed."""
    a, b = urlsplit(url), urlsplit(root)
    if (a.scheme, a.hostname, a.port) != (b.scheme, b.hostname, b.port):
        raise PlangateError(
            f"the batch API gave a {what} on another host ({a.scheme}://{a.netloc}) than "
            f"the endpoint ({b.scheme}://{b.netloc}); plangate does not send the key there"
        )
    return url


class Transport:
    """Where a round's requests go and where their answers come from; ``skipped`` (where
    a transport has it): the lines of answers it could not read; ``via``: where, in
    words (kept with a round in flight)."""

    via: str = ""

    def send(self, lines: list[BatchLine], state: State) -> list[BatchAnswer]:
        raise NotImplementedError

    def resume(self, state: State) -> list[BatchAnswer]:
        """Answers that came in while no driver ran (a batch in flight, a results file)."""
        return []


class Polled(Transport):
    """A provider's batch, polled until it ends: one sent before a restart is read again."""

    noun = "batch"
    say: Callable[[str], None]

    def resume(self, state: State) -> list[BatchAnswer]:
        if state.batch is None:
            return []
        self.say(f"round {state.round}: reading {self.noun} {state.batch}, sent before")
        return self._wait(state)

    def _wait(self, state: State) -> list[BatchAnswer]:
        raise NotImplementedError

    def _poll(self, ask: Callable[[], Any], what: str) -> Any:
        """``ask()``, again after a wait when it fails for the server's sake (429, 5xx, a
        connection or a timeout), at most POLL_FAILURES times in a row."""
        for n in range(POLL_FAILURES):
            try:
                return ask()
            except Exception as err:
                status = getattr(err, "status_code", None)
                transient = status is None or status in (408, 409, 429) or status >= 500
                name = type(err).__name__
                if not transient or not _transient_kind(err) or n == POLL_FAILURES - 1:
                    said = str(err).strip().splitlines()[0][:300] if str(err).strip() else name
                    raise PlangateError(f"{what}: {said}") from None
                self.say(f"{what}: {name} ({status or 'no answer'}); asking again")
                time.sleep(min(60.0, self.poll_backoff * 2**n))
        raise AssertionError("unreachable")

    poll_backoff = 1.0


def _transient_kind(err: Exception) -> bool:
    """An error a later poll may not meet: the server's (a status) or the network's."""
    if getattr(err, "status_code", None) is not None:
        return True
    name = type(err).__name__
    return any(k in name for k in ("Connection", "Timeout", "Transient", "Network"))


def _expired(expires_at: object) -> bool:
    """Whether a batch still running is long past its expiry (unix seconds or ISO time)."""
    if expires_at in (None, ""):
        return False
    try:
        if isinstance(expires_at, int | float):
            at = float(expires_at)
        else:
            from datetime import datetime

            at = datetime.fromisoformat(str(expires_at).replace("Z", "+00:00")).timestamp()
    except (TypeError, ValueError):
        return False
    return time.time() > at + EXPIRY_GRACE


class BatchAPI(Polled):
    """OpenAI's Batch API through the SDK (its Files and Batches endpoints)."""

    def __init__(
        self, inner: OpenAIClient, poll: float = 60.0, say: Callable[[str], None] = print
    ) -> None:
        self.client, self.poll, self.say = inner._client, poll, say
        self.via = f"the batch API of {getattr(inner, 'where', 'the endpoint')}"
        self.skipped = Skipped()
        self.endpoint = (
            "/chat/completions" if getattr(inner, "azure", False) else "/v1/chat/completions"
        )

    def send(self, lines: list[BatchLine], state: State) -> list[BatchAnswer]:
        blob = "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines).encode()
        sent = self.client.files.create(file=("plangate-batch.jsonl", blob), purpose="batch")
        batch = self.client.batches.create(  # Azure's path is not among the SDK's literals
            input_file_id=sent.id,
            endpoint=self.endpoint,  # type: ignore[arg-type]
            completion_window="24h",
        )
        state.batch = opaque_id(batch.id, "batch id")
        state.save()  # a driver killed from here on reads this batch when it starts again
        self.say(f"round {state.round}: {len(lines)} requests in batch {batch.id}")
        return self._wait(state)

    def _wait(self, state: State) -> list[BatchAnswer]:
        assert state.batch is not None
        batch_id = opaque_id(state.batch, "batch id")
        while True:
            batch = self._poll(lambda: self.client.batches.retrieve(batch_id), f"batch {batch_id}")
            if batch.status in DONE:
                break
            if _expired(getattr(batch, "expires_at", None)):
                self.say(f"batch {batch_id} is past its expiry and still {batch.status}: "
                         "its requests go again")  # fmt: skip
                state.batch = None
                return []
            time.sleep(self.poll)
        if batch.status == "failed":
            errors = getattr(getattr(batch, "errors", None), "data", None) or []
            said = "; ".join(
                f"{getattr(e, 'code', '')}: {getattr(e, 'message', '')}" for e in errors
            )
            state.batch = None
            state.save()
            raise PlangateError(f"batch {batch.id} failed: {said or 'no reason given'}")
        entries = []
        for key in (batch.output_file_id, batch.error_file_id):
            if key:
                file_id = opaque_id(key, "file id")
                try:
                    text = self._poll(
                        functools.partial(self._content, file_id),
                        f"batch {batch_id}'s file {file_id}",
                    )
                except PlangateError as err:  # its lines go again, and say why
                    self.say(f"{err}; its requests go again")
                    continue
                entries += _results(text_objects(text, f"batch {batch_id}", self.skipped))
        if batch.status != "completed":
            self.say(f"batch {batch.id} {batch.status}: {len(entries)} answers; the rest go again")
        state.batch = None
        return entries

    def _content(self, file_id: str) -> str:
        return str(self.client.files.content(file_id).text)


class MessageBatches(Polled):
    """Anthropic's Message Batches (its native API: ``POST /v1/messages/batches``, the key
    in ``x-api-key``, polled until ``processing_status`` is ``ended``, the results from
    ``results_url``): each request translated from the OpenAI shape the live client
    builds (its Anthropic rules: temperature at most 1, no ``n``, no ``response_format``
    or ``seed``), each answer back into an OpenAI chat completion."""

    VERSION = "2023-06-01"  # the anthropic-version header
    noun = "message batch"

    def __init__(
        self, inner: OpenAIClient, poll: float = 60.0, say: Callable[[str], None] = print
    ) -> None:
        self.http, self.poll, self.say = inner._http, poll, say
        self.skipped = Skipped()
        self.root = str(inner.base_url or "https://api.anthropic.com/v1").rstrip("/")
        self.via = f"the message batches of {self.root}"
        self.headers = {"x-api-key": inner._secret or "", "anthropic-version": self.VERSION,
                        "content-type": "application/json"}  # fmt: skip

    def _call(self, method: str, url: str, body: Any = None) -> Any:
        response = self.http.request(method, url, json=body, headers=self.headers, timeout=120)
        if response.status_code >= 400:
            raise _StatusError(
                f"{url}: the Message Batches API answered {response.status_code} "
                f"{response.text[:300]}",
                response.status_code,
            )
        return response

    def send(self, lines: list[BatchLine], state: State) -> list[BatchAnswer]:
        requests = []
        for x in lines:
            request: dict[str, object] = {"custom_id": x["custom_id"],
                                          "params": to_messages(x["body"])}  # fmt: skip
            if "x_plangate_request" in x:  # a server on this machine (a test's): its metadata
                request["x_plangate_request"] = x["x_plangate_request"]
            requests.append(request)
        batch = self._call("POST", f"{self.root}/messages/batches", {"requests": requests}).json()
        state.batch = opaque_id(batch.get("id") if isinstance(batch, dict) else None, "batch id")
        state.save()
        self.say(f"round {state.round}: {len(lines)} requests in message batch {state.batch}")
        return self._wait(state)

    def _wait(self, state: State) -> list[BatchAnswer]:
        batch_id = opaque_id(state.batch, "batch id")
        where = f"{self.root}/messages/batches/{batch_id}"
        while True:
            batch = self._poll(lambda: self._call("GET", where).json(), f"message batch {batch_id}")
            if not isinstance(batch, dict):
                raise PlangateError(f"{where}: the answer is not a message batch object")
            if batch.get("processing_status") == "ended":
                break
            if _expired(batch.get("expires_at")):
                self.say(f"message batch {batch_id} is past its expiry and still "
                         f"{batch.get('processing_status')}: its requests go again")  # fmt: skip
                state.batch = None
                return []
            time.sleep(self.poll)
        url = batch.get("results_url") or f"{self.root}/messages/batches/{batch_id}/results"
        url = same_origin(str(url), self.root, "results URL")
        entries = []
        text = self._poll(lambda: self._call("GET", url).text, f"message batch {batch_id}")
        for x in text_objects(str(text), f"message batch {batch_id}", self.skipped):
            entry = from_result(x)
            if entry is not None:
                entries.append(entry)
        state.batch = None
        return entries


class _StatusError(PlangateError):
    def __init__(self, message: str, status: int) -> None:
        super().__init__(message)
        self.status_code = status


def to_messages(body: dict[str, Any]) -> dict[str, Any]:
    """An OpenAI chat body as the params of Anthropic's Messages API."""
    system = [str(m["content"]) for m in body["messages"] if m["role"] in ("system", "developer")]
    params: dict[str, Any] = {
        "model": body["model"],
        "max_tokens": body.get("max_tokens") or body.get("max_completion_tokens") or 1024,
        "messages": [m for m in body["messages"] if m["role"] in ("user", "assistant")],
    }
    if system:
        params["system"] = "\n\n".join(system)
    for name in ("temperature", "top_p", "thinking"):
        if name in body:
            params[name] = body[name]
    if body.get("stop"):
        params["stop_sequences"] = list(body["stop"])
    return params


STOP_REASONS = {"end_turn": "stop", "stop_sequence": "stop", "max_tokens": "length"}


def _obj(value: object) -> dict[str, object]:
    """``value`` when it is a JSON object, else an empty one (a results line of the wrong
    shape is read as far as it goes, never a traceback)."""
    return value if isinstance(value, dict) else {}


def from_result(x: dict[str, object]) -> BatchAnswer | None:
    """One line of a Message Batch's results as an answer (None: expired or canceled,
    asked again). Every part is read by its type: a part of the wrong shape counts as
    missing."""
    result, custom = x.get("result"), x.get("custom_id")
    if not isinstance(custom, str) or not isinstance(result, dict):
        return None  # not a result line: its request (if one) goes again
    kind = result.get("type")
    if kind == "succeeded":
        message = _obj(result.get("message"))
        content = message.get("content")
        if not isinstance(content, list):  # no message: the server's fault, asked again
            said = "the batch's result holds no message content"
            return BatchAnswer(custom_id=custom, status=502, body={"error": {"message": said}})
        text = "".join(
            str(part.get("text", ""))
            for part in content
            if isinstance(part, dict) and part.get("type") == "text"
        )
        usage = _obj(message.get("usage"))
        tokens = [v if isinstance(v, int) and not isinstance(v, bool) else None
                  for v in (usage.get("input_tokens"), usage.get("output_tokens"))]  # fmt: skip
        body = {
            "id": str(message.get("id", custom)),
            "object": "chat.completion",
            "created": 0,
            "model": str(message.get("model", "")),
            "choices": [{"index": 0, "message": {"role": "assistant", "content": text},
                         "finish_reason": STOP_REASONS.get(str(message.get("stop_reason")),
                                                           "stop")}],
            "usage": {"prompt_tokens": tokens[0], "completion_tokens": tokens[1],
                      "total_tokens": (tokens[0] or 0) + (tokens[1] or 0)},
        }  # fmt: skip
        return BatchAnswer(custom_id=custom, status=200, body=body)
    if kind == "errored":
        outer = _obj(result.get("error"))
        error = _obj(outer.get("error")) or outer
        server = error.get("type") in ("api_error", "overloaded_error")
        why = {"message": str(error.get("message", "errored"))[:2000],
               "type": str(error.get("type"))}  # fmt: skip
        return BatchAnswer(custom_id=custom, status=500 if server else 400, body={"error": why})
    return None  # expired, canceled: the request goes again


class BatchFile(Transport):
    """An offline engine's round trip: the requests written as batch JSONL, its output
    read back (vLLM's ``run_batch``, or any engine that writes OpenAI's output lines)."""

    def __init__(self, out: Path, answers_in: Path | None) -> None:
        self.out, self.answers_in = out, answers_in
        self.via = f"the batch file {out}"
        self.skipped = Skipped()

    def resume(self, state: State) -> list[BatchAnswer]:
        if self.answers_in is None:
            return []
        if not self.answers_in.is_file():
            raise PlangateError(f"{self.answers_in}: no such file of the batch's answers")
        return _results(read_objects(self.answers_in, "the batch's answers", self.skipped))

    def send(self, lines: list[BatchLine], state: State) -> list[BatchAnswer]:
        with writing(self.out, "the batch requests"):
            self.out.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines))
        raise Waiting(self.out, len(lines), state.round)


class Waiting(Exception):
    """An offline round is written: the run resumes when its answers are given."""

    def __init__(self, path: Path, n: int, round_: int) -> None:
        super().__init__(
            f"round {round_}: {n} requests written to {path}; answer them (vLLM: python -m "
            f"vllm.entrypoints.openai.run_batch -i {path} -o ANSWERS.jsonl --model MODEL), "
            "then run this command again with --batch-results ANSWERS.jsonl"
        )
        self.path, self.n = path, n


def _results(objects: Iterable[dict[str, object]]) -> list[BatchAnswer]:
    """Batch output lines (OpenAI's shape) as answers: custom id, status, body."""
    out = []
    for x in objects:
        custom = x.get("custom_id")
        if not isinstance(custom, str):
            continue
        response = x.get("response") or {}
        status = response.get("status_code") if isinstance(response, dict) else None
        body = response.get("body") if isinstance(response, dict) else None
        if status is None:  # a line the batch could not run at all
            status, body = 500, {"error": x.get("error") or {"message": "no response"}}
        if not isinstance(status, int) or isinstance(status, bool) or not 100 <= status < 600:
            said = f"the batch gave the status {str(status)[:40]!r}, not an HTTP status"
            status, body = 502, {"error": {"message": said}}
        out.append(BatchAnswer(custom_id=custom, status=status, body=body))
    return out


__all__ = [
    "BatchAPI",
    "BatchFile",
    "MessageBatches",
    "Transport",
    "Waiting",
    "from_result",
    "to_messages",
]
