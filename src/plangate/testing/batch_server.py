"""OpenAI's Files and Batches endpoints on the test server (:class:`FakeOpenAI`).

As OpenAI documents them: ``POST /v1/files`` (multipart, ``purpose=batch``) stores a
JSONL file of requests, ``POST /v1/batches`` creates a batch of it for
``/v1/chat/completions``, ``GET /v1/batches/{id}`` moves it along ``validating`` ->
``in_progress`` -> ``finalizing`` -> ``completed`` (one status a poll), and
``GET /v1/files/{id}/content`` gives the output file (one line a request: ``custom_id``,
``response.status_code``, ``response.body``) and the error file. Each line is answered
as the chat endpoint answers a live request (its emulated rules, then its responder).

What can go wrong, on demand: ``fail_status`` (these custom ids answer with an error
status, once each), ``expire_after`` (a batch expires after so many of its lines, the
rest unanswered), ``fail_next`` (the next batches fail validation), and every batch seen
is kept (``batches``) so a test can count rounds.
"""

from __future__ import annotations

import email.parser
import email.policy
import itertools
import json
from dataclasses import dataclass, field
from typing import Any

from plangate.testing.fake_server import FakeOpenAI, Reply

STEPS = ("validating", "in_progress", "finalizing", "completed")


@dataclass
class Batch:
    id: str
    input_file_id: str
    endpoint: str
    status: str = "validating"
    output_file_id: str | None = None
    error_file_id: str | None = None
    errors: dict[str, object] | None = None
    lines: list[dict[str, Any]] = field(default_factory=list)
    counts: dict[str, int] = field(
        default_factory=lambda: {"total": 0, "completed": 0, "failed": 0}
    )

    def body(self) -> dict[str, object]:
        return {
            "id": self.id,
            "object": "batch",
            "endpoint": self.endpoint,
            "errors": self.errors,
            "input_file_id": self.input_file_id,
            "completion_window": "24h",
            "status": self.status,
            "output_file_id": self.output_file_id,
            "error_file_id": self.error_file_id,
            "created_at": 0,
            "request_counts": dict(self.counts),
        }


class FakeBatches:
    """The Files and Batches endpoints, attached to ``server`` (its routes)."""

    def __init__(self, server: FakeOpenAI) -> None:
        self.server = server
        self.files: dict[str, bytes] = {}
        self.batches: dict[str, Batch] = {}
        self.fail_status: dict[str, int] = {}  # custom_id -> an error status, once
        self.expire_after: int | None = None
        self.fail_next = 0
        self._ids = itertools.count(1)
        server.routes = self.route

    def _id(self, prefix: str) -> str:
        return f"{prefix}-{next(self._ids)}"

    # ------------------------------------------------------------------ routes
    def route(self, method: str, path: str, headers: dict[str, str], raw: bytes) -> Reply | None:
        path = path.split("?", 1)[0].rstrip("/")
        if method == "POST" and path.endswith("/files"):
            return self._upload(headers, raw)
        if method == "POST" and path.endswith("/batches"):
            return self._create(json.loads(raw or b"{}"))
        if method == "GET" and "/files/" in path and path.endswith("/content"):
            key = path.split("/files/", 1)[1].removesuffix("/content")
            if key not in self.files:
                return Reply(404, {"error": {"message": f"No such File object: {key}"}})
            return Reply(200, self.files[key].decode())
        if method == "GET" and "/batches/" in path:
            return self._poll(path.rsplit("/", 1)[1])
        return None

    def _upload(self, headers: dict[str, str], raw: bytes) -> Reply:
        kind = next(v for k, v in headers.items() if k.lower() == "content-type")
        message = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(
            f"Content-Type: {kind}\r\n\r\n".encode() + raw
        )
        fields: dict[str, bytes] = {}
        for part in message.iter_parts():
            name = part.get_param("name", header="content-disposition")
            payload = part.get_payload(decode=True)
            fields[str(name)] = payload if isinstance(payload, bytes) else b""
        if fields.get("purpose") != b"batch":
            return Reply(400, {"error": {"message": "purpose must be 'batch'", "param": "purpose"}})
        key = self._id("file")
        self.files[key] = fields["file"]
        return Reply(200, {"id": key, "object": "file", "bytes": len(fields["file"]),
                           "purpose": "batch", "filename": "batch.jsonl"})  # fmt: skip

    def _create(self, body: dict[str, object]) -> Reply:
        key = body.get("input_file_id")
        if key not in self.files:
            return Reply(404, {"error": {"message": f"No such File object: {key}"}})
        if body.get("completion_window") != "24h":
            return Reply(400, {"error": {"message": "completion_window must be 24h"}})
        batch = Batch(self._id("batch"), str(key), str(body.get("endpoint")))
        batch.lines = [json.loads(x) for x in self.files[str(key)].decode().splitlines() if x]
        batch.counts["total"] = len(batch.lines)
        ids = [line.get("custom_id") for line in batch.lines]
        if len(set(ids)) != len(ids):
            batch.status = "failed"
            batch.errors = {"object": "list", "data": [{"code": "duplicate_custom_id",
                            "message": "custom_id must be unique within a batch"}]}  # fmt: skip
        elif self.fail_next:
            self.fail_next -= 1
            batch.status = "failed"
            batch.errors = {"object": "list", "data": [{"code": "invalid_request",
                            "message": "the batch could not be validated"}]}  # fmt: skip
        self.batches[batch.id] = batch
        return Reply(200, batch.body())

    def _poll(self, key: str) -> Reply:
        batch = self.batches.get(key)
        if batch is None:
            return Reply(404, {"error": {"message": f"No such Batch object: {key}"}})
        if batch.status in STEPS[:-1]:
            batch.status = STEPS[STEPS.index(batch.status) + 1]
            if batch.status == "completed":
                self._run(batch)
        return Reply(200, batch.body())

    # ------------------------------------------------------------------ answers
    def _run(self, batch: Batch) -> None:
        out: list[dict[str, Any]] = []
        errors: list[dict[str, Any]] = []
        for n, line in enumerate(batch.lines):
            if self.expire_after is not None and n >= self.expire_after:
                batch.status = "expired"  # the rest were not reached in 24 h
                break
            custom_id = str(line.get("custom_id"))
            status = self.fail_status.pop(custom_id, None)
            body = line.get("body")
            if status is not None:
                reply = Reply(status, {"error": {"message": "the server is overloaded"}})
            elif line.get("url") != batch.endpoint or not isinstance(body, dict):
                reply = Reply(400, {"error": {"message": f"url must be {batch.endpoint}"}})
            else:
                meta = line.get("x_plangate_request")  # a test's request metadata
                reply = self.server.answer(body, str(meta) if meta else None)
            result = {
                "id": f"batch_req_{n}",
                "custom_id": custom_id,
                "response": {"status_code": reply.status, "request_id": f"req_{n}",
                             "body": reply.body},
                "error": None,
            }  # fmt: skip
            if reply.status == 200:
                out.append(result)
                batch.counts["completed"] += 1
            else:
                errors.append(result)
                batch.counts["failed"] += 1
        batch.output_file_id = self._store(out)
        batch.error_file_id = self._store(errors) if errors else None

    def _store(self, lines: list[dict[str, object]]) -> str:
        key = self._id("file")
        self.files[key] = "".join(json.dumps(x) + "\n" for x in lines).encode()
        return key


class FakeMessageBatches:
    """Anthropic's Message Batches on the test server: ``POST /v1/messages/batches`` (the
    key in ``x-api-key``, an ``anthropic-version``), ``GET`` it until ``processing_status``
    is ``ended`` (one poll in progress), its results at ``results_url`` as JSONL. Each
    request's params go back into the OpenAI shape and are answered as the chat endpoint
    answers (its emulation: :class:`plangate.testing.provider_rules.Anthropic`).
    ``expire`` custom ids come back expired once."""

    def __init__(self, server: FakeOpenAI, key: str = "anthropic-test-key") -> None:
        self.server, self.key = server, key
        self.batches: dict[str, dict[str, Any]] = {}
        self.expire: set[str] = set()
        self._ids = itertools.count(1)
        server.routes = self.route

    def route(self, method: str, path: str, headers: dict[str, str], raw: bytes) -> Reply | None:
        path = path.split("?", 1)[0].rstrip("/")
        if "/messages/batches" not in path:
            return None
        lower = {k.lower(): v for k, v in headers.items()}
        if lower.get("x-api-key") != self.key or "anthropic-version" not in lower:
            said = {"type": "authentication_error", "message": "invalid x-api-key"}
            return Reply(401, {"type": "error", "error": said})
        if method == "POST" and path.endswith("/messages/batches"):
            requests = json.loads(raw)["requests"]
            key = f"msgbatch_{next(self._ids)}"
            self.batches[key] = {"requests": requests, "polls": 0, "results": None}
            return Reply(200, self._body(key))
        key = path.split("/messages/batches/", 1)[1].removesuffix("/results")
        if key not in self.batches:
            said = {"type": "not_found_error", "message": f"no batch {key}"}
            return Reply(404, {"type": "error", "error": said})
        if path.endswith("/results"):
            results = self.batches[key]["results"] or []
            return Reply(200, "".join(json.dumps(x) + "\n" for x in results))
        self.batches[key]["polls"] += 1
        return Reply(200, self._body(key))

    def _body(self, key: str) -> dict[str, object]:
        batch = self.batches[key]
        ended = batch["polls"] >= 2
        if ended and batch["results"] is None:
            batch["results"] = [self._answer(r) for r in batch["requests"]]
        root = self.server.url
        results = f"{root}/messages/batches/{key}/results" if ended else None
        status = "ended" if ended else "in_progress"
        return {"id": key, "type": "message_batch", "processing_status": status,
                "results_url": results}  # fmt: skip

    def _answer(self, request: dict[str, Any]) -> dict[str, Any]:
        custom_id, params = request["custom_id"], request["params"]
        if custom_id in self.expire:
            self.expire.discard(custom_id)
            return {"custom_id": custom_id, "result": {"type": "expired"}}
        messages = list(params["messages"])
        if params.get("system"):
            messages.insert(0, {"role": "system", "content": params["system"]})
        body = {
            k: v for k, v in params.items() if k not in ("system", "messages", "stop_sequences")
        }
        body["messages"] = messages
        if params.get("stop_sequences"):
            body["stop"] = params["stop_sequences"]
        reply = self.server.answer(body, request.get("x_plangate_request"))
        if reply.status != 200:
            error = reply.body.get("error", {}) if isinstance(reply.body, dict) else {}
            return {"custom_id": custom_id, "result": {"type": "errored", "error": {
                "type": "error", "error": {"type": "invalid_request_error",
                                           "message": error.get("message", "")}}}}  # fmt: skip
        choice = reply.body["choices"][0]
        usage = reply.body.get("usage") or {}
        message = {"id": f"msg_{custom_id[-8:]}", "type": "message", "role": "assistant",
                   "model": params["model"],
                   "content": [{"type": "text", "text": choice["message"]["content"]}],
                   "stop_reason": "max_tokens" if choice["finish_reason"] == "length"
                   else "end_turn",
                   "usage": {"input_tokens": usage.get("prompt_tokens"),
                             "output_tokens": usage.get("completion_tokens")}}  # fmt: skip
        return {"custom_id": custom_id, "result": {"type": "succeeded", "message": message}}


__all__ = ["Batch", "FakeBatches", "FakeMessageBatches"]
