"""One ACPBench item as a ``bench`` job: one model call with the item's prompt, through
the session every method uses (retries, the time budget, the trace), then the answer
graded (:mod:`.grade`). The record is an ordinary episode record of method
``acp:TASK/FORMAT``: ``success`` and ``correct`` are plangate's verdict, ``readable``
and ``dataset_correct`` (ACPBench's own items: the verdict of its dataset's answer)
beside them; ``validation`` holds what was read and why."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from plangate.bench.acp import AcpQuestion
from plangate.bench.acp.grade import Graded, grade
from plangate.bench.kinds import AcpItem
from plangate.bench.records import EpisodeRecord
from plangate.llm.clients.base import ModelClient
from plangate.llm.options import MethodOptions
from plangate.llm.session import Session
from plangate.llm.trace import Trace
from plangate.verify.questions import Budget

if TYPE_CHECKING:
    from plangate.llm.render import Renderer
    from plangate.pddl.task import Task
    from plangate.verify.distance import DistanceOracle

# what scoring one answer may spend: a bounded search, then planner queries
SCORING = Budget(200_000, 10.0, planner_seconds=30.0)
# ACPBench's stop sequences (its lm-eval task files): a new question is not the answer
STOPS = ("**Question**:", "**Question:**", "\n\n\n\n")


def measures(g: Graded) -> dict[str, object]:
    out: dict[str, object] = {
        "success": g.correct is True,
        "correct": g.correct,
        "readable": g.readable,
    }
    if g.dataset is not None:
        out["dataset_correct"] = g.dataset
    return out


def run_item(
    record: EpisodeRecord,
    item: AcpQuestion,
    task: Task | None,
    renderer: Renderer | None,
    oracle: DistanceOracle | None,
    client: ModelClient,
    options: MethodOptions,
    trace_dir: Path | None,
) -> EpisodeRecord:
    """Fill ``record`` (the job's, with its identity) with the item's run."""
    kind = AcpItem(item.task, item.format)
    s = Session(str(kind), renderer, client, options, task_name=item.id)
    messages = []
    for question, answer in item.examples:  # solved examples, as lm-eval sends them
        messages += [
            {"role": "user", "content": question},
            {"role": "assistant", "content": answer},
        ]
    messages.append({"role": "user", "content": item.prompt})
    sampling = s.sampling_for(cot=False)
    sampling = replace(sampling, stop=(*sampling.stop, *STOPS))
    c = s.call(messages, sampling=sampling, meta=None)
    t = s.trace
    record.checked = False
    if c is None:
        t.outcome = "model error"
        record.take(t, trace_dir)
        record.status, record.error = "error", t.error or "the model gave no answer"
        record.outcome = "model error"
        record.metrics = {"success": False, **_usage(record, t)}
        return record
    g = grade(item, c.text, task, oracle, SCORING)
    t.record("acpbench", messages, c, verdict=g.outcome, valid=g.correct, parsed=[g.read or ""])
    t.outcome = g.outcome
    record.take(t, trace_dir)
    record.outcome = g.outcome
    record.metrics = {**measures(g), **_usage(record, t)}  # the turn recorded: counted
    record.validation = {"read": g.read, "why": g.why, "id": item.id}
    record.explain = (
        f"read: {g.read}" if g.read is not None else "nothing readable"
    ) + f"; {g.why}"
    return record


def _usage(record: EpisodeRecord, t: Trace) -> dict[str, object]:
    return {
        "model_calls": t.model_calls,
        "prompt_tokens": t.prompt_tokens,
        "completion_tokens": t.completion_tokens,
        "seconds": record.model_seconds,
    }
