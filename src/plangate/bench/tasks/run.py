"""One task item as a ``bench`` job: one model call with the item's prompt, through the
session every method uses (retries, the time budget, the trace), then the answer read
and scored against the item's exact answer. The record is an ordinary episode record
of method ``planbench:TASK``: ``success`` is the task's verdict (correct or not), the
task's measures sit beside it, ``validation`` holds how the answer was read and
``explain`` says so line by line."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from plangate.bench.kinds import TaskItem
from plangate.bench.records import EpisodeRecord
from plangate.bench.tasks import TASKS
from plangate.bench.tasks.score import Score, score, strings
from plangate.llm.clients.base import ModelClient
from plangate.llm.options import MethodOptions
from plangate.llm.request import RequestMeta
from plangate.llm.session import Session

STOP = "[STATEMENT]"  # PlanBench's stop statement: a new problem is not the answer


def request_meta(s: Session, task: str, answer: dict[str, object]) -> RequestMeta | None:
    """What the request is about, for test servers (models never see it): a plan task is
    a ``plan`` request about the judged problem; verification names the plan to judge,
    execution the action sequence (kinds ``verify`` and ``execute``)."""
    kind = TASKS[task].answer
    if kind == "plan":
        return s.about("plan", s.r.task.initial, s.r.task.goal)
    meta = s.about("verify" if kind == "verdict" else "execute", s.r.task.initial, s.r.task.goal)
    if meta is not None:
        steps = answer.get("plan") if kind == "verdict" else answer.get("sequence")
        meta["options"] = [str(a) for a in steps] if isinstance(steps, list) else []
    return meta


def ask(
    task: str,
    prompt: str,
    answer: dict[str, object],
    s: Session,
) -> Score | None:
    """Send the prompt, read and score the answer; None when the model failed (the error
    is in the session's trace)."""
    messages = [*s.base(), {"role": "user", "content": prompt}]
    sampling = s.sampling_for(cot=False)
    sampling = replace(sampling, stop=(*sampling.stop, STOP))
    c = s.call(messages, sampling=sampling, meta=request_meta(s, task, answer))
    if c is None:
        return None
    result = score(task, s.r, s.reading, c.text, answer)
    s.trace.record(
        "planbench",
        messages,
        c,
        verdict=result.outcome,
        valid=result.correct,
        parsed=strings(result.read.get("plan")),
    )
    return result


def run_item(
    record: EpisodeRecord,
    task: str,
    prompt: str,
    answer: dict[str, object],
    renderer: Any,
    client: ModelClient,
    options: MethodOptions,
    trace_dir: Path | None,
) -> EpisodeRecord:
    """Fill ``record`` (the job's, with its identity) with the item's run."""
    s = Session(str(TaskItem(task)), renderer, client, options)
    result = ask(task, prompt, answer, s)
    t = s.trace
    record.checked = False
    t.outcome = result.outcome if result is not None else "model error"
    record.take(t, trace_dir)
    usage: dict[str, object] = {
        "model_calls": t.model_calls,
        "prompt_tokens": t.prompt_tokens,
        "completion_tokens": t.completion_tokens,
        "seconds": record.model_seconds,
    }
    if result is None:
        record.status, record.error = "error", t.error or "the model gave no answer"
        record.outcome = "model error"
        record.metrics = {"success": False, **usage}
        return record
    record.outcome = result.outcome
    record.metrics = {**result.measures, **usage}
    record.validation = result.read
    record.explain = result.explain
    plan = result.read.get("plan")
    record.plan = [str(a) for a in plan] if isinstance(plan, list) else []
    if t.turns and record.empty_answers == len(t.turns):
        # scored as unreadable, not run again: a model that starts a new [STATEMENT] (the
        # stop PlanBench sends) or repeats the prompt (the echo stop) answers nothing
        record.notes.append("the answer was empty (nothing before a stop sequence)")
    return record
