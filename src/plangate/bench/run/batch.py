"""Experiments at batch prices: every live episode's next request, in one batch a round.

A study the size of the FSM paper's sends hundreds of thousands of requests; batch
APIs answer them within a day at about half the price. Episodes run here as they run
live (:func:`plangate.bench.jobs.run_job`, the same records, cache and job keys), in
threads, against a :class:`BatchClient`: a request whose answer is known is answered
at once; any other waits. When every running episode waits (a round), their requests
go out as one batch: OpenAI's Batch API (``--batch``: the Files and Batches endpoints,
Azure's and Gemini's alike) or a JSONL file for an offline engine (``--batch-file``,
vLLM's ``run_batch`` reads and writes the same format; ``--batch-results`` brings its
answers back). Preplanned methods need one round; interactive and search methods one
a step.

Every answer is kept as it comes (``RESULTS.batch-answers.jsonl``), with the batch in
flight and the round reached (``RESULTS.batch.json``): a driver killed or restarted
picks up where it was. It replays the unfinished episodes from their start; the
answers it already has are given at once, so each reaches the request it waits for
again, and only those are sent. A request refused for a parameter is sent again, in
the next round, as the live client would send it (its rules learnt); one that failed
for the server's sake (429, 5xx, an expired batch) goes out again, at most
:data:`ATTEMPTS` times.
"""

from __future__ import annotations

import hashlib
import json
import sys
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from plangate.bench.jobs import Job, run_job
from plangate.bench.records import Record
from plangate.bench.run.batch_apis import State, Transport
from plangate.bench.run.batch_files import BatchAnswer, BatchLine, Skipped, read_objects
from plangate.bench.run.progress import Progress
from plangate.bench.run.results import Results
from plangate.errors import ModelError, PlangateError, writing
from plangate.llm.clients.base import Choice, Completion, Message, Sampling, SyncClient
from plangate.llm.clients.server_rules import build

if TYPE_CHECKING:
    from plangate.llm.clients.base import ModelClient
    from plangate.llm.clients.make import ClientSpec
    from plangate.llm.clients.openai_client import OpenAIClient

ATTEMPTS = 5  # a request failed for the server's sake is sent again this often
RETRY = {408, 409, 429}  # statuses answered again in the next round (and 5xx)


class Abandoned(BaseException):  # a control-flow signal, not an error: nothing is recorded
    """The run stops between rounds (an offline round written): the episode is replayed
    next time, from its start."""


def _for_the_server(status: int) -> bool:
    return status in RETRY or status >= 500


def custom_id(body: dict[str, object]) -> str:
    """A request's id in a batch: a hash of its body (the same request of two episodes
    is asked once)."""
    blob = json.dumps(body, sort_keys=True, ensure_ascii=False).encode()
    return "plangate-" + hashlib.sha256(blob).hexdigest()[:40]


# ------------------------------------------------------------------ what is kept
class BatchAnswers:
    """The answers received, by custom id (append-only JSONL, read a line at a time with
    :mod:`plangate.bench.run.batch_files`' rules: a torn line from a crash, even inside
    a character, is skipped). Only answers are kept on disk: a failure (a refusal, the
    server's) is this run's alone, so a rerun asks its request again instead of ending
    its episode with the same error every time."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.known: dict[str, BatchAnswer] = {}
        self.skipped = Skipped()
        for entry in read_objects(path, "the batch answers", self.skipped):
            custom, body = entry.get("custom_id"), entry.get("body")
            if isinstance(custom, str) and entry.get("status") == 200 and is_chat_completion(body):
                self.known[custom] = BatchAnswer(custom_id=custom, status=200, body=body)

    def add(self, entries: list[BatchAnswer]) -> None:
        """Keep ``entries``; on disk only the answers (status 200)."""
        kept = [e for e in entries if e["status"] == 200]
        if kept:
            with writing(self.path, "batch answers"), self.path.open("a", encoding="utf-8") as fh:
                for e in kept:
                    fh.write(json.dumps(e, ensure_ascii=False) + "\n")
                fh.flush()
        for e in entries:
            self.known[e["custom_id"]] = e


# ------------------------------------------------------------------ the round
class Round:
    """The episodes' requests waiting for a batch, and how many episodes still run."""

    def __init__(self, answers: BatchAnswers) -> None:
        self.answers = answers
        self.cv = threading.Condition()
        self.pending: dict[str, BatchLine] = {}  # custom id -> its batch line
        self.running = 0  # episode threads not waiting for an answer
        # the threads waiting, each with the ids it waits for: a delivery that answers
        # them all counts the thread as running at once, before it wakes (else the driver
        # could find no one running and nothing pending, and end a run with episodes left)
        self.waiters: dict[object, list[str]] = {}
        self.abandoned = False

    def wait(self, lines: list[BatchLine]) -> list[BatchAnswer]:
        """The answers to ``lines`` (batch lines), waiting for a round when some are new."""
        with self.cv:
            missing = [x for x in lines if x["custom_id"] not in self.answers.known]
            if missing:
                for x in missing:
                    self.pending.setdefault(x["custom_id"], x)
                token = object()
                self.waiters[token] = [x["custom_id"] for x in missing]
                self.running -= 1
                self.cv.notify_all()
                while not self.abandoned and token in self.waiters:
                    self.cv.wait()
                if self.abandoned:
                    if self.waiters.pop(token, None) is not None:
                        self.running += 1  # as a delivery would: its thread's end counts it
                    raise Abandoned
            return [self.answers.known[x["custom_id"]] for x in lines]

    def quiet(self) -> None:
        """Wait until no episode runs (each waits for an answer, or has finished)."""
        with self.cv:
            while self.running > 0:
                self.cv.wait()

    def take(self) -> list[BatchLine]:
        with self.cv:
            lines, self.pending = list(self.pending.values()), {}
            return lines

    def deliver(self, entries: list[BatchAnswer]) -> None:
        with self.cv:
            self.answers.add(entries)
            known = self.answers.known
            for token, ids in list(self.waiters.items()):
                if all(i in known for i in ids):
                    del self.waiters[token]
                    self.running += 1  # it runs again from now, though not yet awake
            self.cv.notify_all()

    def requeue(self, lines: list[BatchLine]) -> None:
        with self.cv:
            for x in lines:
                self.pending.setdefault(x["custom_id"], x)

    def abandon(self) -> None:
        with self.cv:
            self.abandoned = True
            self.cv.notify_all()


# ------------------------------------------------------------------ the client
class BatchClient(SyncClient):
    """A model's client that asks through rounds of batches: the request bodies are the
    live client's (``inner``, an OpenAIClient: its rules, learnt from refusals as they
    come back), and its answers are read as live ones are."""

    def __init__(self, inner: OpenAIClient, round_: Round) -> None:
        self.inner, self.round = inner, round_
        self.backend, self.model = inner.backend, inner.model

    def __getattr__(self, name: str) -> Any:  # where, notes, rules, redact, ...
        return getattr(self.inner, name)

    def complete(
        self, messages: list[Message], sampling: Sampling, choice: Choice | None = None
    ) -> Completion:
        inner = self.inner
        meta = messages[-1].get("meta") if inner.send_meta and messages else None
        cap: int | None = None
        for _ in range(32):  # each pass a change of the rules, bounded
            with inner._lock:
                req = build(inner.rules, inner.model, messages, sampling, choice, inner.where, cap)
            lines = [_line(body, meta, inner) for body in req.bodies]
            entries = self.round.wait(lines)
            failed = next((e for e in entries if e.get("status") != 200), None)
            if failed is None:
                bodies = [cast("dict[str, object]", e["body"]) for e in entries]  # chat completions
                out = inner.completion_from(bodies, req, sampling, choice)
                if out is None:
                    continue  # fewer answers than n: the rules changed, ask again
                out.calls = len(entries)
                return out
            status, message, param = _refusal(failed)
            change = inner.refusal(status, message, param, req, sampling, cap)
            if change is None:
                raise ModelError(
                    f"{inner.where} rejected the request in a batch ({status} {message})",
                    status=status,
                    retryable=False,
                )
            cap = change if change > 0 else cap
        raise ModelError(f"{inner.where}: the request changed too often to be answered")


def _line(body: dict[str, object], meta: object, inner: OpenAIClient) -> BatchLine:
    url = "/chat/completions" if getattr(inner, "azure", False) else "/v1/chat/completions"
    line = BatchLine(custom_id=custom_id(body), method="POST", url=url, body=body)
    if meta:  # a server on this machine (a test's, the oracle): the request's metadata
        line["x_plangate_request"] = meta
    return line


def _refusal(entry: BatchAnswer) -> tuple[int, str, str | None]:
    body = entry.get("body")
    inner = body.get("error", body) if isinstance(body, dict) else body
    if isinstance(inner, list) and inner and isinstance(inner[0], dict):  # Gemini's shape
        inner = inner[0].get("error", inner[0])
    message = str(inner.get("message", inner)) if isinstance(inner, dict) else str(inner)
    param = inner.get("param") if isinstance(inner, dict) else None
    return int(entry.get("status") or 500), message, param if isinstance(param, str) else None


# ------------------------------------------------------------------ the driver
def run_batched(
    jobs: Sequence[Job],
    results: Results,
    clients: dict[ClientSpec, OpenAIClient],
    transport: Transport,
    *,
    window: int = 1000,
    trace_dir: Path | None = None,
    progress: bool = True,
    on_record: Callable[[Record], None] | None = None,
) -> Progress:
    """Run every job not finished in ``results`` through rounds of batches; ``clients``:
    each model's live client (an OpenAIClient) by its ClientSpec; ``window``: the
    episodes run at once (each holds at most one request a round)."""
    with results.writer():  # one driver per results file, from its first poll on
        return _drive(jobs, results, clients, transport, window, trace_dir, progress, on_record)


def _drive(
    jobs: Sequence[Job],
    results: Results,
    clients: dict[ClientSpec, OpenAIClient],
    transport: Transport,
    window: int,
    trace_dir: Path | None,
    progress: bool,
    on_record: Callable[[Record], None] | None,
) -> Progress:
    done = results.finished()
    todo = [j for j in jobs if not j.done_in(done)]
    prog = Progress(len(todo), stream=sys.stderr if progress else None)
    stem = results.path
    answers = BatchAnswers(stem.with_name(stem.name + ".batch-answers.jsonl"))
    state = State.load(stem.with_name(stem.name + ".batch.json"))
    round_ = Round(answers)

    def note(line: str) -> None:
        print(f"plangate: {line}", file=sys.stderr)

    state.in_flight(transport.via)  # another driver's round in flight: refused
    state.claim()  # another driver alive: refused, whatever its batch's clock says
    _take(round_, transport.resume(state), state, say=note)
    state.attempts = {}  # each run sends a request again as often as the first did
    state.via = None  # what was in flight is read (or goes out again)
    state.save()
    batched: dict[ClientSpec, ModelClient] = {}
    for spec, client in clients.items():
        batched[spec] = BatchClient(client, round_)
        if getattr(spec, "cache", None):  # the same response cache as a live run
            from plangate.llm.clients.cache import CachedClient

            batched[spec] = CachedClient(batched[spec], spec.cache)
    queue = list(todo)
    lock = threading.Lock()
    recorded = [0]

    def worker() -> None:
        try:
            while True:
                with lock:
                    if not queue:
                        return
                    job = queue.pop(0)
                client = batched.get(job.model) if job.model is not None else None
                record = run_job(job, client, trace_dir)
                results.append(record)
                with lock:
                    recorded[0] += 1
                prog.update(record)
                if on_record is not None:
                    on_record(record)
        except Abandoned:
            return
        finally:
            with round_.cv:
                round_.running -= 1
                round_.cv.notify_all()

    threads = [threading.Thread(target=worker, daemon=True) for _ in range(min(window, len(todo)))]
    with round_.cv:
        round_.running = len(threads)
    for t in threads:
        t.start()
    try:
        while True:
            round_.quiet()
            lines = round_.take()
            if not lines:
                break  # every episode finished
            state.round += 1
            for x in lines:
                state.attempts[x["custom_id"]] = state.attempts.get(x["custom_id"], 0) + 1
            state.via = transport.via  # in flight until its answers are taken
            state.save()
            try:
                got = transport.send(lines, state)
            except BaseException:
                round_.requeue(lines)
                raise
            _take(round_, got, state, lines, say=note)
            state.via = None
            state.save()
    except BaseException:
        round_.abandon()
        for t in threads:
            t.join(timeout=10)
        raise
    finally:
        if prog.stream is not None:
            prog.stream.write("\n")
    for t in threads:
        t.join()
    theirs = getattr(transport, "skipped", None) or Skipped()
    for skipped, what in ((answers.skipped, "kept answers"), (theirs, "answers")):
        if skipped.count:
            note(f"{skipped.count} lines of the batch's {what} could not be read: {skipped}")
    if recorded[0] != len(todo):  # a driver that ends early must say so
        raise PlangateError(
            f"the batch run ended with {len(todo) - recorded[0]} of {len(todo)} episodes "
            "not recorded; run the same command again to finish them"
        )
    return prog


def _take(
    round_: Round,
    got: list[BatchAnswer],
    state: State,
    sent: list[BatchLine] | None = None,
    say: Callable[[str], None] = print,
) -> None:
    """Keep the answers that are final; a failure for the server's sake (429, 5xx) is
    left out, so its request goes again in the next round (at most ATTEMPTS times), as
    is a request the batch did not answer (expired, lost, a batch without output); after
    ATTEMPTS rounds its failure is final, and its episode ends with it."""
    asked = {x["custom_id"] for x in sent} if sent is not None else set(state.attempts)
    final: dict[str, BatchAnswer] = {}
    strays = conflicts = 0
    for e in map(_checked_answer, got):
        cid = e["custom_id"]
        if cid not in asked:  # an answer to a request never sent: not kept
            strays += 1
            continue
        if _for_the_server(e["status"]) and state.attempts.get(cid, 0) < ATTEMPTS:
            continue
        before = final.get(cid) or round_.answers.known.get(cid)
        if before is not None and before.get("body") != e.get("body"):
            conflicts += 1  # two answers to one request: the first is kept
            continue
        final[cid] = e
    if strays or conflicts:
        say(
            f"batch answers: {strays} to requests this run did not send (not kept), "
            f"{conflicts} contradicting an answer already kept (the first kept)"
        )
    round_.deliver(list(final.values()))
    if sent is None:
        return
    answered = round_.answers.known
    unanswered = [x for x in sent if x["custom_id"] not in answered]
    spent = [x for x in unanswered if state.attempts.get(x["custom_id"], 0) >= ATTEMPTS]
    if spent:  # rounds are bounded: these end their episodes as errors
        round_.deliver([_unanswered(x["custom_id"]) for x in spent])
    round_.requeue([x for x in unanswered if x not in spent])


def is_chat_completion(body: object) -> bool:
    """Whether a 200 answer's body has a chat completion's shape (a list of choices,
    each an object with a message or text): only such an answer is kept and replayed."""
    if not isinstance(body, dict) or not isinstance(body.get("choices"), list):
        return False
    choices = body["choices"]
    return bool(choices) and all(
        isinstance(c, dict) and (isinstance(c.get("message"), dict) or "text" in c) for c in choices
    )


def _checked_answer(entry: BatchAnswer) -> BatchAnswer:
    """An answer as the batch gave it, or, for a 200 whose body is not a chat completion,
    a failure for the server's sake (asked again, never kept: a kept answer is replayed
    on every run, and its episode could never be asked again)."""
    if entry.get("status") != 200 or is_chat_completion(entry.get("body")):
        return entry
    said = "the batch's answer (status 200) is not a chat completion"
    return {"custom_id": entry["custom_id"], "status": 502, "body": {"error": {"message": said}}}


def _unanswered(custom: str) -> BatchAnswer:
    said = f"the batch API did not answer this request in {ATTEMPTS} batches"
    return {"custom_id": custom, "status": 504, "body": {"error": {"message": said}}}


__all__ = [
    "ATTEMPTS",
    "Abandoned",
    "BatchAnswers",
    "BatchClient",
    "Round",
    "State",
    "custom_id",
    "run_batched",
]
