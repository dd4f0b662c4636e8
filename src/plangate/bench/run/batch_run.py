"""A batch run as ``plangate bench --batch`` / ``--batch-file`` asks it: where its rounds
go (:func:`transport`: OpenAI's Batch API, Anthropic's Message Batches, or a file for an
offline engine, checked first by :func:`check_batch_file`), then the rounds
(:func:`plangate.bench.run.batch.run_batched`)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from plangate.errors import PlangateError

if TYPE_CHECKING:
    from plangate.llm.clients.openai_client import OpenAIClient

BATCH_FILES = (".batch-answers.jsonl", ".batch.json")  # plangate's own, beside the results


def check_batch_file(out: Path, others: list[Path]) -> None:
    """A batch file is written over at each round: refused when it names the results
    file, the answers given, plangate's own files beside the results, or a file that is
    not a batch plangate wrote (every line a request with plangate's custom id)."""
    results = others[0]
    kept = [*others, *(results.with_name(results.name + s) for s in BATCH_FILES)]
    for other in kept:
        if out.resolve() == other.resolve():
            raise PlangateError(
                f"--batch-file {out} names {other}, which plangate reads: give the round's "
                "requests a file of their own"
            )
    if not out.exists():
        return
    try:
        with out.open(encoding="utf-8") as f:
            first = f.readline(64 * 1024)
        ours = json.loads(first).get("custom_id", "").startswith("plangate-") if first else True
    except (OSError, ValueError, AttributeError):
        ours = False
    if not ours:
        raise PlangateError(
            f"--batch-file {out} exists and is not a batch of requests plangate wrote; "
            "plangate writes over it at each round: give a new file"
        )


def transport(
    inner: OpenAIClient,
    results: Path,
    api: bool,
    batch_file: str | None,
    batch_results: str | None,
    poll: float,
    say: Callable[[str], None],
) -> Any:
    """Where the rounds go: the endpoint's batch API (``api``), else a file of requests
    for an offline engine (``batch_file``), answered by ``batch_results``."""
    from plangate.bench.run.batch_apis import BatchAPI, BatchFile, MessageBatches

    if api and (batch_file or batch_results):
        raise PlangateError("give --batch (a Batch API) or --batch-file (an offline engine)")
    if batch_results and not batch_file:
        raise PlangateError("--batch-results answers a round written with --batch-file FILE")
    if api:
        kind = MessageBatches if inner.rules.dialect == "anthropic" else BatchAPI
        return kind(inner, poll=poll, say=say)
    assert batch_file is not None
    answers = Path(batch_results) if batch_results else None
    out = Path(batch_file)
    check_batch_file(out, [results, *([answers] if answers else [])])
    return BatchFile(out, answers)


def no_batch_in_flight(results: Path) -> None:
    """A live run would ask again what a batch in flight answers: refused while one is."""
    from plangate.bench.run.batch_apis import State

    state = results.with_name(results.name + ".batch.json")
    if state.exists():
        State.load(state).in_flight(None)


__all__ = ["BATCH_FILES", "check_batch_file", "no_batch_in_flight", "transport"]
