"""Preparing a run of ``plangate bench`` from Python or the command line: an experiment
built from a file or a preset and the settings given on top of it (:class:`Settings`,
:func:`build`), each run's instances chosen (:func:`run_instances`), and its jobs
planned (:func:`plan_jobs`: every dataset loaded once, a planner row shared by runs
made once)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from plangate.bench.datasets import Dataset, Instance, resolve_dataset
from plangate.bench.experiment import DatasetRun, Experiment, load_experiment, preset_path
from plangate.bench.jobs import Job, make_jobs
from plangate.errors import PlangateError
from plangate.llm.clients.make import ClientSpec
from plangate.llm.options import MethodOptions


@dataclass(frozen=True)
class Where:
    """The experiment's values a setting may replace (None: the file's, or the default)."""

    planner_timeout: float | None = None
    limit: int | None = None
    first: int | None = None
    instances: str | None = None
    concurrency: int | None = None
    processes: int | None = None
    results: str | None = None
    trace_dir: str | None = None
    data_dir: str | None = None
    executor: str | None = None
    ray_address: str | None = None
    ray_actors: int | None = None


def _same(options: MethodOptions) -> MethodOptions:
    return options


@dataclass(frozen=True)
class Settings:
    """What a run is asked beyond (or instead of) an experiment file: its source (a file
    or a preset), datasets added with the file's methods, the methods, planners and
    seeds that replace the file's, the model (``model_given``: named, so it joins the
    file's models; else used only when the file names none), the options the flags set
    over each run's, the ground truth's planner and seconds, the response cache."""

    experiment: str | None = None
    preset: str | None = None
    datasets: tuple[str, ...] = ()
    methods: tuple[str, ...] = ()
    planners: tuple[str, ...] = ()
    seeds: tuple[int, ...] = ()
    model: ClientSpec = field(default_factory=ClientSpec)
    model_given: bool = False
    options: Callable[[MethodOptions], MethodOptions] = _same
    truth_planner: str | None = None
    truth_seconds: float | None = None
    where: Where = field(default_factory=Where)
    cache: str | None = None
    no_cache: bool = False


def build(settings: Settings) -> Experiment:
    """The experiment the settings ask for (the file or preset, the settings on top)."""
    from plangate.llm.clients.cache import default_cache_path

    if settings.experiment and settings.preset:
        raise PlangateError("give an experiment file or --preset, not both")
    if settings.cache and settings.no_cache:
        raise PlangateError("give --cache FILE or --no-cache, not both")
    source = settings.experiment or (preset_path(settings.preset) if settings.preset else None)
    exp = load_experiment(source) if source else Experiment()
    for d in settings.datasets:  # with the file's shared methods and options
        exp.runs.append(DatasetRun(d, list(exp.methods), exp.options))
    if not exp.runs:
        raise PlangateError("nothing to run: give --preset, --dataset or an experiment file")
    for run in exp.runs:
        run.options = settings.options(run.options)  # the settings over the file
        if settings.methods:
            run.methods = list(settings.methods)
    if settings.model_given or not exp.models:
        exp.models.append(settings.model)
    if settings.seeds:  # the settings' seeds, for every run
        exp.seeds = list(settings.seeds)
        for run in exp.runs:
            run.seeds = None
    exp.planners = list(settings.planners) or exp.planners
    given = {k: v for k, v in dataclasses.asdict(settings.where).items() if v is not None}
    exp = dataclasses.replace(exp, **given)
    planner = settings.truth_planner or exp.truth.planner
    seconds = settings.truth_seconds or exp.truth.seconds
    exp.truth = dataclasses.replace(exp.truth, planner=planner, seconds=seconds)
    for name in ("concurrency", "processes", "limit", "first"):
        value = getattr(exp, name)
        if value is not None and value < 1:
            raise PlangateError(f"--{name} must be at least 1")
    exp.results = exp.results or "results.jsonl"
    # the cache of this experiment's answers: the one given, else beside its results
    cache = None if settings.no_cache else (settings.cache or str(default_cache_path(exp.results)))
    exp.models = [dataclasses.replace(m, cache=cache) for m in exp.models]
    return exp


def data_dir(exp: Experiment) -> Path:
    from plangate.bench.datasets import default_data_dir

    return Path(exp.data_dir or default_data_dir())


def datasets(exp: Experiment) -> dict[str, Dataset]:
    """Each run's dataset, loaded (or generated) once."""
    out: dict[str, Dataset] = {}
    for run in exp.runs:
        if run.dataset not in out:
            out[run.dataset] = resolve_dataset(run.dataset, data_dir(exp))
    return out


def run_instances(run: DatasetRun, ds: Dataset, exp: Experiment) -> list[Instance]:
    """A run's instances: the dataset's without the excluded ones; those ``instances``
    names (numbers and ranges); the ``first`` N of them in natural order; a stratified
    sample of ``limit`` of them."""
    from plangate.bench.datasets import select, stratified

    names = {i.name for i in ds.instances}
    unknown = [n for n in run.exclude if n not in names]
    if unknown:
        raise PlangateError(
            f"exclude: dataset {ds.name} has no instance {unknown[0]!r} "
            f"(its instances are named like {ds.instances[0].name!r})"
        )
    kept = tuple(i for i in ds.instances if i.name not in run.exclude)
    if exp.instances:
        kept = tuple(select(kept, exp.instances, f"instances (dataset {ds.name}):"))
    if exp.first:
        kept = kept[: exp.first]
    return stratified(kept, exp.limit, seed=0) if exp.limit else list(kept)


def plan_jobs(exp: Experiment, loaded: dict[str, Dataset] | None = None) -> list[Job]:
    """Every job of the experiment, once each (a planner row is shared by runs)."""
    sets = loaded if loaded is not None else datasets(exp)
    jobs: list[Job] = []
    for run in exp.runs:
        ds = sets[run.dataset]
        jobs += make_jobs([(ds, run_instances(run, ds, exp))], run.methods, exp.models,
                          run.seeds or exp.seeds, run.options, exp.planners,
                          timeout=exp.planner_timeout, nl=run.nl, truth=exp.truth)  # fmt: skip
    return list({j.key: j for j in jobs}.values())


def is_local(exp: Experiment) -> bool:
    """Whether every model is the in-process one (one episode at a time)."""
    return all(m.model is None and m.base_url is None for m in exp.models)


def served(exp: Experiment) -> Any:
    """The one model of a batch run, on its endpoint (a batch asks one model)."""
    models = [m for m in exp.models if m.model is not None or m.base_url is not None]
    if len(models) != 1 or len(exp.models) != 1:
        raise PlangateError(
            "a batch run asks one model on one endpoint (give one --model, or one [[models]])"
        )
    return models[0]


__all__ = ["Settings", "Where", "build", "data_dir", "datasets", "is_local", "plan_jobs",
           "run_instances", "served"]  # fmt: skip
