"""One job of an experiment: an LLM episode or a classical planner row, its key, and
the record it leaves in the results file (errors included)."""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import time
import traceback
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from plangate.bench.datasets import Dataset, Instance, domain_of
from plangate.bench.kinds import ItemKind, JobKind, PlannerRow, declared_of, parse_kind
from plangate.bench.records import EpisodeRecord, PlannerRecord, Record, TruthNote, empty_note
from plangate.errors import PddlError, PlangateError, StorageError
from plangate.llm.clients.base import ModelClient, Sampling
from plangate.llm.clients.make import ClientSpec
from plangate.llm.grounded import Grounded, grounded
from plangate.llm.methods import MethodSpec, parts
from plangate.llm.options import MethodOptions
from plangate.pddl.limits import InputLimits, applying, current_limits
from plangate.verify.budgets import DEFAULT, GroundTruth

if TYPE_CHECKING:
    from plangate.pddl.task import Task


@dataclass(frozen=True)
class Job:
    dataset: Dataset
    instance: Instance
    method: JobKind  # a method and its variant, a planner row, a PlanBench task item
    model: ClientSpec | None  # None for planner rows
    seed: int = 0
    options: MethodOptions = field(default_factory=MethodOptions)
    timeout: float = 300.0  # planner rows
    nl: str | None = None  # the rendering (a YAML path); None: the domain's shipped one
    # how the episode is scored (not part of the job's key)
    truth: GroundTruth = DEFAULT
    # the input limits it was made under (the command line's), applied where it runs: a
    # thread, a worker process, a Ray worker (not part of the job's key)
    limits: InputLimits = field(default_factory=current_limits)

    def __post_init__(self) -> None:
        if isinstance(self.method, str):  # a name as written: parsed once, here
            object.__setattr__(self, "method", parse_kind(self.method))

    @property
    def planner(self) -> str | None:
        return self.method.planner if isinstance(self.method, PlannerRow) else None

    def model_label(self) -> str:
        if self.model is None:
            return "-"
        return self.model.model or f"local:{Path(self.model.model_path or 'gemma-3-270m').stem}"

    def options_key(self) -> dict[str, object]:
        """The options as the key holds them (a planner row: its time limit, so a row that
        timed out is run again with a longer one)."""
        if self.planner is None:
            return _options_key(self.options)
        return {"timeout": self.timeout}

    def model_key(self) -> dict[str, str | None] | None:
        if self.model is None:
            return None
        m = self.model
        return {"model": m.model, "base_url": m.base_url, "model_path": m.model_path}

    def describe(self, endpoint: str | None = None) -> dict[str, object]:
        """What the job's key is a hash of: the model by its name, not by the endpoints
        that serve it (replicas listed in another order are the same job).
        ``endpoint``: the key as it was before (the first --base-url in it)."""
        model = self.model_key()
        if model is not None and model["model"] is not None:
            model = {**model, "base_url": endpoint}
        out: dict[str, object] = {
            "dataset": self.dataset.name,
            "instance": self.instance.name,
            "method": str(self.method),
            "model": model,
            "seed": self.seed,
            "options": self.options_key(),
        }
        if self.nl is not None and self.planner is None:
            out["nl"] = Path(self.nl).name  # by name: shipped files move with the install
        return out

    @functools.cached_property
    def key(self) -> str:  # hashed once: runs look keys up several times per job
        return _hash(self.describe())

    @functools.cached_property
    def keys_before(self) -> frozenset[str]:
        """The keys results files held before keys named the model alone: one per
        endpoint that could have been the first --base-url (a finished one counts)."""
        m = self.model
        if m is None or m.model is None or m.base_url is None:
            return frozenset()
        return frozenset(_hash(self.describe(url)) for url in (m.base_url, *m.replicas))

    def done_in(self, finished: set[str]) -> bool:
        """Whether a results file with ``finished`` keys holds this job already."""
        return self.key in finished or not self.keys_before.isdisjoint(finished)


def _hash(described: dict[str, object]) -> str:
    blob = json.dumps(described, sort_keys=True).encode()
    return hashlib.sha256(blob).hexdigest()[:24]


@functools.lru_cache(maxsize=256)  # the jobs of a run share a few option sets (read-only)
def _options_key(options: MethodOptions) -> dict[str, object]:
    """The options as a job's key holds them: every option, but a field that came after
    results files were written (``later``) at its default, and a method's own options
    at their defaults unless the part is ``keyed`` (LLM-PFC's and LATS', which every key
    held before), so adding a method or an option leaves the keys of old files alone."""
    every = parts()
    out = _jsonable(options.as_dict(every))
    _drop_later(out, MethodOptions())
    _drop_later(out["sampling"], Sampling())
    for p in every:
        default = p.default()
        _drop_later(out[p.name], default)
        if not p.keyed and options.of(p.cls) == default:
            del out[p.name]
    return dict(out)


def _drop_later(values: dict[str, object], default: Any) -> None:
    for f in dataclasses.fields(default):
        later = f.metadata.get("later") and f.name in values
        if later and values[f.name] == _jsonable(getattr(default, f.name)):
            del values[f.name]


def _jsonable(x: Any) -> Any:
    if isinstance(x, dict):
        return {k: _jsonable(v) for k, v in x.items()}
    if isinstance(x, (list, tuple, frozenset, set)):
        items = [_jsonable(v) for v in x]
        return sorted(items, key=str) if isinstance(x, (frozenset, set)) else items
    return x


def method_options(method: str, base: MethodOptions) -> tuple[str, MethodOptions]:
    """Split ``pfc/no-search`` into the method and its options (the variant applied)."""
    spec = MethodSpec.parse(method)
    return spec.name, spec.options(base)


# ------------------------------------------------------------------ one episode
def grounded_for(job: Job) -> Grounded:
    """The job's problem grounded under the job's limits (wherever it is asked for)."""
    with applying(job.limits):
        return _grounded_for(job)


def _grounded_for(job: Job) -> Grounded:
    return grounded(domain_of(job.dataset, job.instance), job.instance.problem, job.nl, job.truth)


def _base(job: Job, kind: type[Record]) -> Record:
    model = job.model_key()
    if model is not None and model.get("model") is None:  # the embedded model: name it
        model = {**model, "model": job.model_label().removeprefix("local:")}
    return kind(
        key=job.key,
        dataset=job.dataset.name,
        instance=job.instance.name,
        method=str(job.method),
        model=model,
        seed=job.seed,
        options=job.options_key(),
        model_label=job.model_label(),
        optimal_length_meta=job.instance.optimal_length,
    )


def _kind(job: Job) -> type[Record]:
    return PlannerRecord if job.planner is not None else EpisodeRecord


def _stamp(record: Record, seconds: float) -> Record:
    record.wall_seconds = round(seconds, 4)
    record.finished_at = time.strftime("%Y-%m-%dT%H:%M:%S")
    return record


MAX_ERROR = 2000  # characters of an error kept in a record (a line of a results file)


def bounded(text: str) -> str:
    """An error's text as a record keeps it: at most MAX_ERROR characters."""
    if len(text) <= MAX_ERROR:
        return text
    return text[:MAX_ERROR] + f"... ({len(text):,} characters in all)"


def error_record(job: Job, err: BaseException, seconds: float = 0.0) -> Record:
    """The record of an episode that failed; it is run again by the next run."""
    record = _base(job, _kind(job))
    record.status = "error"
    if isinstance(err, (PlangateError, OSError, ValueError)):
        record.error = f"{type(err).__name__}: {err}"
    else:  # a bug: keep where it happened, and go on with the other episodes
        where = traceback.extract_tb(err.__traceback__)[-1:] if err.__traceback__ else []
        at = f" at {Path(where[0].filename).name}:{where[0].lineno}" if where else ""
        record.error = f"internal error{at}: {type(err).__name__}: {err}"
    record.error = bounded(record.error)
    return _stamp(record, seconds)


def refusal_record(job: Job, err: PddlError, seconds: float = 0.0) -> Record:
    """The record of a job whose task cannot be loaded (a feature plangate does not
    read, a mistake in the file): said with its reason, and not run again."""
    record = _base(job, _kind(job))
    record.status = "refused"
    record.outcome = "refused: the task cannot be loaded"
    record.error = bounded(f"cannot be loaded: {err}")
    return _stamp(record, seconds)


def run_job(
    job: Job, client: ModelClient | None, trace_dir: Path | None, shared: Grounded | None = None
) -> Record:
    """Run one episode (or planner row) and return its record; errors are recorded.
    ``shared``: the problem grounded elsewhere (the Ray driver's, from the object store)."""
    with applying(job.limits):
        return _run_job(job, client, trace_dir, shared)


def _run_job(
    job: Job, client: ModelClient | None, trace_dir: Path | None, shared: Grounded | None
) -> Record:
    t0 = time.perf_counter()
    try:
        if isinstance(job.method, ItemKind):
            assert client is not None
            return _stamp(_item(job, shared, client, trace_dir), time.perf_counter() - t0)
        try:
            g = shared or grounded_for(job)
        except PddlError as err:  # the file itself: the same answer every time
            return refusal_record(job, err, time.perf_counter() - t0)
        if job.planner is not None:
            record: Record = _planner_row(job, g.task)
        else:
            if job.model is None:  # a baseline with no model
                from plangate.llm.methods.baselines import NO_MODEL

                client = NO_MODEL
            assert client is not None
            record = _episode(job, g, client, trace_dir)
    except StorageError:
        raise  # a file that cannot be written: the run stops (plangate.errors.writing)
    except Exception as err:
        return error_record(job, err, time.perf_counter() - t0)
    return _stamp(record, time.perf_counter() - t0)


def _planner_row(job: Job, task: Task) -> PlannerRecord:
    from plangate.verify.budgets import Budget
    from plangate.verify.metrics import plan_metrics
    from plangate.verify.planners import get_planner

    assert job.planner is not None
    result = get_planner(job.planner).plan(task, Budget(seconds=job.timeout))
    row = _base(job, PlannerRecord)
    assert isinstance(row, PlannerRecord)
    row.outcome = result.status.value
    row.planner_message = result.message
    if result.solved and result.plan is not None:
        row.metrics = plan_metrics(task, result.plan, seconds=result.seconds).to_dict()
        row.plan = [str(op) for op in result.plan]
    else:
        row.metrics = dict(success=False, valid=False, optimal=False, seconds=result.seconds)
        if result.status.value in ("not-installed", "unsupported", "error"):
            row.status, row.error = "error", result.message
    return row


def _item(job: Job, shared: Grounded | None, client: ModelClient, trace_dir: Path | None) -> Record:
    """One item of a benchmark family (:mod:`plangate.bench.families`): its PDDL grounded
    when its family grades against the task (a file that cannot be loaded: refused)."""
    from plangate.bench.families import question_of
    from plangate.bench.families.ask import ask

    found = question_of(job.instance)
    if found is None or ItemKind(found[0].about.name, found[1].item) != job.method:
        raise PlangateError(f"{job.instance.name}: not an item of {job.method}")
    family, q = found
    g = None
    if q.grounded:
        try:
            g = shared or grounded_for(job)
        except PddlError as err:  # the file itself: the same answer every time
            return refusal_record(job, err)
    record = _base(job, EpisodeRecord)
    assert isinstance(record, EpisodeRecord)
    options = job.options.seeded(job.seed, parts())
    return ask(record, family, q, g, client, options, trace_dir)


def _episode(job: Job, g: Grounded, client: ModelClient, trace_dir: Path | None) -> EpisodeRecord:
    from plangate.llm.run import solve

    spec = job.method
    assert isinstance(spec, MethodSpec)
    # the ground truth first, before any model call; when it gives up, the episode still
    # runs and is recorded with what does not need it ("optimal length unknown")
    before = g.oracle.thread_log().snapshot()
    g.oracle.known(g.task.initial)
    effective = spec.options(job.options)
    options = effective.seeded(job.seed, parts())
    run = solve(
        g.task,
        client,
        spec.method,  # the options are the variant's already, seeded
        options=options,
        renderer=g.renderer,
        problem_path=job.instance.problem,
        oracle=g.oracle,
    )
    record = _base(job, EpisodeRecord)
    assert isinstance(record, EpisodeRecord)
    record.options = _options_key(effective)  # as the variant ran (the key is the job's)
    record.checked = spec.method.about.validated  # the method checks the model's actions
    record.status = "error" if run.trace.error else "ok"
    record.error = bounded(run.trace.error) if run.trace.error else run.trace.error
    record.outcome = run.trace.outcome
    record.plan = [str(op) for op in run.plan]
    record.search = run.trace.stats
    record.take(run.trace, trace_dir)
    record.truth = TruthNote.of(g.oracle.source, g.oracle.thread_log().since(before))
    if run.trace.turns and record.empty_answers == len(run.trace.turns) and record.ok:
        # the model answered nothing usable (an echo of the prompt cut to nothing, or
        # nothing at all): a failure of the method, scored as one, never run again
        record.notes.append(empty_note(len(run.trace.turns)))
    record.metrics = run.metrics.to_dict()
    return record


def item_kinds(inst: Instance) -> list[JobKind]:
    """The one kind of an item of a benchmark family (its question is its method); none
    for an ordinary instance."""
    from plangate.bench.families import question_of

    found = question_of(inst)
    return [ItemKind(found[0].about.name, found[1].item)] if found is not None else []


def _asks_model(kind: JobKind) -> bool:
    """Whether a job of this kind asks a model (a PlanBench task's item always does)."""
    d = declared_of(kind)
    return d is None or d.uses_model


def make_jobs(
    datasets: Iterable[tuple[Dataset, Sequence[Instance]]],
    methods: Sequence[str],
    models: Sequence[ClientSpec],
    seeds: Sequence[int],
    options: MethodOptions,
    planners: Sequence[str] = (),
    timeout: float = 300.0,
    nl: str | None = None,
    truth: GroundTruth = DEFAULT,
) -> list[Job]:
    jobs: list[Job] = []
    for ds, instances in datasets:
        for inst in instances:
            for planner in planners:
                jobs.append(Job(ds, inst, PlannerRow(planner), None, 0, options, timeout))
            specs = item_kinds(inst) or [parse_kind(m) for m in methods]  # read once, here
            for model in models:
                for spec in specs:
                    if not _asks_model(spec):
                        continue  # a baseline with no model: once, below
                    for seed in seeds:
                        jobs.append(Job(ds, inst, spec, model, seed, options, nl=nl, truth=truth))
            for spec in specs:
                if _asks_model(spec):
                    continue
                for seed in seeds:
                    jobs.append(Job(ds, inst, spec, None, seed, options, nl=nl, truth=truth))
    return jobs
