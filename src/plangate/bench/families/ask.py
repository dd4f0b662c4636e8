"""One item of any benchmark family as a ``bench`` job: one model call with the item's
question, through the session every method uses (retries, the time budget, the
trace), then the answer graded by its family. The record is an ordinary episode
record of kind ``FAMILY:ITEM``: ``success`` is the family's verdict, the family's
measures sit beside it, ``validation`` holds what was read and ``explain`` says why."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from plangate.bench.kinds import ItemKind
from plangate.llm.session import Session
from plangate.verify.metrics import Measures

if TYPE_CHECKING:
    from plangate.bench.families.base import Family, Question
    from plangate.bench.records import EpisodeRecord
    from plangate.llm.clients.base import ModelClient
    from plangate.llm.grounded import Grounded
    from plangate.llm.options import MethodOptions
    from plangate.llm.trace import Trace

EMPTY = "the answer was empty (nothing before a stop sequence)"


def ask(
    record: EpisodeRecord,
    family: Family,
    q: Question,
    g: Grounded | None,
    client: ModelClient,
    options: MethodOptions,
    trace_dir: Path | None,
) -> EpisodeRecord:
    """Fill ``record`` (the job's, with its identity) with the item's run."""
    kind = ItemKind(family.about.name, q.item)
    renderer = g.renderer if g is not None else None
    s = Session(str(kind), renderer, client, options, task_name=q.task_name or "")
    messages = [*(s.base() if q.system else []), *(dict(m) for m in q.messages)]
    sampling = s.sampling_for(cot=False)
    sampling = replace(sampling, stop=(*sampling.stop, *q.stops))
    c = s.call(messages, sampling=sampling, meta=family.request_meta(q, s))
    t = s.trace
    record.checked = False  # the model's answer is graded, not checked as it is written
    if c is None:
        t.outcome = "model error"
        record.take(t, trace_dir)
        record.status, record.error = "error", t.error or "the model gave no answer"
        record.outcome = "model error"
        record.metrics = {"success": False, **_usage(record, t)}
        return record
    graded = family.grade(q, c.text, g, options.plan_reading == "strict")
    t.record(family.about.step, messages, c, verdict=graded.outcome, valid=graded.correct,
             parsed=list(graded.parsed))  # fmt: skip
    t.outcome = graded.outcome
    record.take(t, trace_dir)
    record.outcome = graded.outcome
    record.metrics = {**graded.measures, **_usage(record, t)}  # the turn recorded: counted
    record.validation = graded.validation
    record.explain = graded.explain
    record.plan = list(graded.plan)
    if t.turns and record.empty_answers == len(t.turns):
        # scored as unreadable, not run again: a model that starts a new question (the
        # family's stop sequence) or repeats the prompt (the echo stop) answers nothing
        record.notes.append(EMPTY)
    return record


def _usage(record: EpisodeRecord, t: Trace) -> Measures:
    return {
        "model_calls": t.model_calls,
        "prompt_tokens": t.prompt_tokens,
        "completion_tokens": t.completion_tokens,
        "seconds": record.model_seconds,
    }


__all__ = ["EMPTY", "ask"]
