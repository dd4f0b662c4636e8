"""Scoring recorded answers, resumably.

Every answer is replayed through the ``preplanned`` method with a scripted model whose
one answer is the recorded one (answers to PlanBench's other tasks: through that task's
item, on the problem its query poses), so the reading, the validation and the metrics
are exactly those of a live run, and the records are ordinary plangate records.

The run is honest about what it did: records are written as they are scored (every
:data:`EVERY` answers or :data:`FLUSH_SECONDS` seconds, and on SIGINT or SIGTERM), so
an interrupted run keeps what it scored and the next run goes on from there; an empty
answer is recorded once, as ``empty answer`` (a verdict, not a failure to retry).
"""

from __future__ import annotations

import contextlib
import math
import multiprocessing
import os
import signal
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from plangate.bench.datasets import Dataset, Instance
from plangate.bench.families import FAMILIES, answers_plan
from plangate.bench.families.base import PosesRecorded
from plangate.bench.jobs import Job, error_record, grounded_for, run_job
from plangate.bench.kinds import ItemKind, JobKind, RecordedPlan
from plangate.bench.recorded import Recorded
from plangate.bench.records import EpisodeRecord
from plangate.bench.run.results import Results
from plangate.errors import PlangateError
from plangate.llm.clients.make import ClientSpec
from plangate.llm.clients.scripted import ScriptedClient
from plangate.llm.grounded import grounded
from plangate.llm.methods import MethodSpec
from plangate.llm.options import MethodOptions
from plangate.llm.reading.checked import check_plan
from plangate.llm.reading.single import says_no_plan
from plangate.llm.render import reading_for
from plangate.pddl.limits import InputLimits, applying, current_limits
from plangate.ticker import Ticker
from plangate.verify.budgets import RESCORING, GroundTruth

KEPT = ("status", "failed_step", "failed_action", "reason", "unmet_preconditions", "unmet_goal")
EVERY = 50  # answers between two writes of the results file
FLUSH_SECONDS = 2.0  # and at most this long
SYNC_SECONDS = 10.0  # between two fsyncs of those writes (each write survives a kill)
EMPTY = "empty answer"


@dataclass(frozen=True)
class ScoringSettings:
    """How answers are scored: the ground truth (its seconds: all the searches of one
    answer together), the traces."""

    truth: GroundTruth = RESCORING
    trace_dir: Path | None = None
    jobs: int = 1  # worker processes (1: score in this process)
    limits: InputLimits = field(default_factory=current_limits)  # applied in the workers too


@dataclass
class Rescored:
    """What one run did: answers scored (per input file, with the seconds they took) and
    those already in the results file."""

    scored: Counter[str] = field(default_factory=Counter)
    seconds: dict[str, float] = field(default_factory=dict)
    already: int = 0
    wall: float = 0.0
    interrupted: bool = False

    @property
    def total(self) -> int:
        return sum(self.scored.values())


def _job(
    rec: Recorded, problems: Path, settings: ScoringSettings
) -> tuple[Job, PlangateError | None]:
    """The answer's job; for an item of a benchmark family (PlanBench's other tasks), with
    the problem its query poses, from the family (a query that cannot be read: the job
    of the instance as it is, and why)."""
    instance = Instance(rec.ident, rec.problem)
    spec: JobKind = MethodSpec("preplanned")
    failed = None
    if rec.task is not None:  # the problem the query poses, and its exact answer
        ground = partial(_ground, truth=settings.truth)
        try:
            for name, family in FAMILIES.usable():
                if not isinstance(family, PosesRecorded):
                    continue
                posed = family.pose(rec, problems, ground)
                q = family.question(posed) if posed is not None else None
                if posed is not None and q is not None:
                    instance, spec = posed, ItemKind(name, q.item)
                    break
            else:
                raise PlangateError(f"no benchmark family poses the task {rec.task!r}")
        except PlangateError as err:
            failed = PlangateError(f"{rec.source}: {err}")
    dataset = Dataset(rec.dataset, rec.domain, (instance,))
    job = Job(
        dataset,
        instance,
        spec,
        ClientSpec(model=rec.model),
        0,
        MethodOptions(plan_reading=rec.reading),
        nl=rec.nl,
        truth=settings.truth,
    )
    return job, failed


def _ground(domain: str, problem: str, nl: str | None, truth: GroundTruth) -> Any:
    """A problem grounded as rescoring's jobs ground it (one grounding per problem)."""
    return grounded(domain, problem, nl, truth)


def score(rec: Recorded, job: Job, settings: ScoringSettings) -> EpisodeRecord:
    """The record of one recorded answer, as a live ``preplanned`` run (or a live item of
    one of PlanBench's other tasks) would have made it."""
    unsolvable = False
    try:
        g = grounded_for(job)
    except Exception as err:  # recorded, as run_job records it, and the run goes on
        record = error_record(job, err)
    else:
        if rec.task is None and rec.known_plan is not None:
            # PlanBench's recorded plan (Fast Downward's A* with LM-cut, optimal) is the
            # ground truth of the instance when it is a valid plan there: no search is
            # needed for the optimal length, only for a failed answer's last state
            g.oracle.given(list(rec.known_plan), "PlanBench's recorded plan")
        client = ScriptedClient([rec.answer], model=rec.model)
        client.wants_meta = False  # the answer is recorded: no request metadata to read
        with g.oracle.budget(settings.truth.seconds):
            record = run_job(job, client, settings.trace_dir)
            unsolvable = rec.task is None and g.oracle.known(g.task.initial) == math.inf
    if not isinstance(record, EpisodeRecord):
        raise PlangateError("a recorded answer gave a planner row")  # never: method is LLM
    record.key = rec.key
    record.method = str(RecordedPlan()) if rec.task is None else record.method
    record.options = {}  # no method ran: the answer was recorded elsewhere
    if record.metrics:  # nor were its tokens counted here (the scripted model counts words)
        record.metrics.update(prompt_tokens=None, completion_tokens=None)
    record.recorded_verdict, record.recorded_field = rec.verdict, rec.verdict_field
    record.source = rec.source
    if not rec.answer.strip():  # a verdict on the answer, not a model failure to retry
        record.status, record.error, record.outcome = "ok", None, EMPTY
        record.notes = ["the recorded answer is empty"]
    if rec.task is not None or not record.ok:
        if rec.recorded:
            record.validation = {**record.validation, "recorded": rec.recorded}
        if rec.task is not None and record.ok and answers_plan(record.kind):
            record.reading_rules = reading_for(g.renderer).rules(rec.answer)
        return record
    r = g.renderer
    reading = reading_for(r, strict=rec.reading == "strict")
    record.reading_rules = reading.rules(rec.answer)
    steps, result = check_plan(r, reading, reading.machine, rec.answer)  # past a failure too
    record.validation = {k: v for k, v in result.to_dict().items() if k in KEPT}
    if unsolvable:  # PlanBench's unsolvable instances
        after = max((s.end for s in steps if s.readable), default=0)
        said = says_no_plan(rec.answer, after)
        record.metrics["correct"] = said  # the verdict: the answer says there is no plan
        record.outcome = "says no plan exists" if said else record.outcome
        record.notes.append("the problem has no plan: an answer is correct when it says so")
    if rec.verdict is not None and rec.verdict != record.success:
        why = result.reason or record.outcome
        record.explain = f"{reading.read_plan(rec.answer).explain()}\nplangate: {why}"
    return record


@contextlib.contextmanager
def _terminate_as_interrupt() -> Iterator[None]:
    """SIGTERM ends the run as Ctrl-C does: what was scored is written first."""

    def stop(signum: int, frame: Any) -> None:
        raise KeyboardInterrupt("the answers scored so far are saved; run again to go on")

    try:
        old = signal.signal(signal.SIGTERM, stop)
    except ValueError:  # not the main thread: the caller handles its signals
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, old)


def rescore(recorded: Sequence[Recorded], results: Results, settings: ScoringSettings) -> Rescored:
    """Score every answer not yet in ``results``. The problems posed by the queries of
    PlanBench's other tasks are written beside the results (``RESULTS-problems/``)."""
    run = Rescored()
    with results.writer(), _terminate_as_interrupt(), _long_lived_frozen():
        _rescore(recorded, results, settings, run)
    return run


@contextlib.contextmanager
def _long_lived_frozen() -> Iterator[None]:
    """The objects alive when scoring starts (every answer read, often hundreds of
    thousands of objects) are kept out of the collector's full passes while it runs, and
    the young generation is collected less often: the collector took a tenth of the time
    on PlanBench's set (benchmarks/bench_rescore_planbench.py)."""
    import gc

    gc.collect()
    gc.freeze()
    before = gc.get_threshold()
    gc.set_threshold(50_000, *before[1:])  # an answer's objects die young: fewer passes
    try:
        yield
    finally:
        gc.set_threshold(*before)
        gc.unfreeze()


def one(rec: Recorded, problems: Path, settings: ScoringSettings) -> EpisodeRecord:
    """Score one answer (a query that cannot be read: recorded as an error, with why; the
    next run tries it again)."""
    job, failed = _job(rec, problems, settings)
    if failed is None:
        return score(rec, job, settings)
    record = error_record(job, failed)
    assert isinstance(record, EpisodeRecord)
    record.key, record.recorded_verdict = rec.key, rec.verdict
    record.recorded_field, record.source = rec.verdict_field, rec.source
    return record


Scored = tuple[str, float, dict[str, object]]  # the input file, seconds, the record


def _chunk(recs: Sequence[Recorded], problems: Path, settings: ScoringSettings) -> list[Scored]:
    """Score answers in a worker process; the records go back as JSON objects."""
    out = []
    with applying(settings.limits):
        for rec in recs:
            t = time.perf_counter()
            record = one(rec, problems, settings)
            out.append((rec.file, time.perf_counter() - t, record.to_json()))
    return out


def _chunks(todo: Sequence[Recorded], size: int) -> list[list[Recorded]]:
    """``todo`` cut into runs of about ``size`` answers that end where a problem does (a
    problem's answers are scored by one worker, which grounds it once)."""
    out: list[list[Recorded]] = [[]]
    for rec in todo:
        last = out[-1]
        if len(last) >= size and (last[-1].domain, last[-1].problem) != (rec.domain, rec.problem):
            out.append([])
        out[-1].append(rec)
    return [c for c in out if c]


def _quiet() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides when to stop
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _scored(
    todo: Sequence[Recorded], problems: Path, settings: ScoringSettings
) -> Iterator[Scored]:
    """Every answer's record, as it is scored: in this process, or in ``settings.jobs``
    worker processes (records come back in the order their chunks finish)."""
    if settings.jobs <= 1 or len(todo) < 2 * EVERY:
        for rec in todo:
            t = time.perf_counter()
            record = one(rec, problems, settings)
            yield rec.file, time.perf_counter() - t, record.to_json()
        return
    ctx = multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn")
    pool = ctx.Pool(settings.jobs, initializer=_quiet)
    try:
        work = partial(_chunk, problems=problems, settings=settings)
        for done in pool.imap_unordered(work, _chunks(todo, EVERY // 2)):
            yield from done
        pool.close()
    finally:
        pool.terminate()  # on an interrupt, the answers in flight are scored next time
        pool.join()


def _rescore(
    recorded: Sequence[Recorded], results: Results, settings: ScoringSettings, run: Rescored
) -> None:
    problems = results.path.parent / (results.path.stem + "-problems")
    t0 = time.perf_counter()
    done = results.finished()
    todo = sorted(
        (r for r in recorded if r.key not in done), key=lambda r: (r.domain, r.problem)
    )  # problem by problem: each is grounded and solved once
    run.already = len(recorded) - len(todo)
    pending: list[dict[str, object]] = []
    last = synced = time.monotonic()
    ticker = Ticker(len(todo), "rescoring")
    try:
        for file, seconds, record in _scored(todo, problems, settings):
            ticker.advance()
            pending.append(record)
            run.scored[file] += 1
            run.seconds[file] = run.seconds.get(file, 0.0) + seconds
            now = time.monotonic()
            if len(pending) >= EVERY or now - last >= FLUSH_SECONDS:
                results.append_many(pending, sync=now - synced >= SYNC_SECONDS)
                pending, last = [], now
                synced = now if now - synced >= SYNC_SECONDS else synced
    except KeyboardInterrupt:
        run.interrupted = True
        raise
    finally:
        ticker.close()
        results.append_many(pending)  # and to disk
        run.wall = time.perf_counter() - t0
