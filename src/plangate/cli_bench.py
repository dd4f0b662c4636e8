"""``plangate generate`` and ``plangate bench``: datasets and the experiment runner."""

from __future__ import annotations

import argparse
import dataclasses
import time
from pathlib import Path
from typing import Any

from plangate.errors import PlangateError


def default_data_dir() -> Path:
    return Path.home() / ".cache" / "plangate" / "datasets"


def cmd_generate(args: argparse.Namespace) -> int:
    from plangate.bench.datasets import generate

    if args.kind == "planbench-tasks":
        return _generate_tasks(args)
    if args.inputs:
        raise PlangateError(f"generate {args.kind} takes no files (planbench-tasks does)")

    print(
        f"generating {args.kind} in {args.out} (each problem is solved optimally: the larger "
        "kinds take a minute) ...",
        flush=True,
    )
    started = shown = time.monotonic()

    def progress(done: int) -> None:  # a line every 3 s: no silent wait
        nonlocal shown
        now = time.monotonic()
        if now - shown >= 3.0:
            shown = now
            print(f"  ... {done} problems so far ({now - started:.0f} s)", flush=True)

    ds = generate(
        args.kind,
        args.out,
        blocks=args.blocks,
        count=args.count,
        seed=args.seed,
        balanced=args.balanced,
        per_length=args.per_length,
        progress=progress,
    )
    lengths: dict[Any, int] = {}
    for inst in ds.instances:
        lengths[inst.optimal_length] = lengths.get(inst.optimal_length, 0) + 1
    counts = ", ".join(f"{k:g}: {v}" for k, v in sorted(lengths.items(), key=lambda kv: kv[0] or 0))
    print(f"{len(ds.instances)} problems written to {args.out} (optimal length: count {counts})")
    return 0


def _generate_tasks(args: argparse.Namespace) -> int:
    from plangate.bench.tasks import TASKS, task_names
    from plangate.bench.tasks.generate import generate_tasks

    if len(args.inputs) < 2:
        raise PlangateError(
            "generate planbench-tasks DOMAIN INSTANCES...: give the domain file and the "
            "problem files (or a folder of them)"
        )
    names = task_names(args.task or ["all"])
    print(f"generating {', '.join(names)} in {args.out} ...", flush=True)
    ds = generate_tasks(
        args.inputs[0],
        args.inputs[1:],
        names,
        args.out,
        nl=args.nl,
        seed=args.seed,
        limit=args.count,
        mix=args.mix,
        seconds=args.timeout,
        progress=lambda line: print(f"  {line}", flush=True) if "skipped" in line else None,
    )
    per: dict[str, int] = {}
    for inst in ds.instances:
        t = str(inst.meta.get("task"))
        per[t] = per.get(t, 0) + 1
    shown = ", ".join(f"{t} {per.get(t, 0)}" for t in TASKS if t in names)
    kinds: dict[str, int] = {}
    for inst in ds.instances:
        answer = inst.meta.get("answer")
        if inst.meta.get("task") == "verification" and isinstance(answer, dict):
            kinds[str(answer["kind"])] = kinds.get(str(answer["kind"]), 0) + 1
    if kinds:
        shown += " (verification plans: " + ", ".join(f"{k} {n}" for k, n in kinds.items()) + ")"
    print(f"{len(ds.instances)} items written to {args.out} ({shown}); run them with "
          f"plangate bench --dataset {args.out} --model ...")  # fmt: skip
    return 0


def _experiment(args: argparse.Namespace) -> Any:
    """The experiment file or preset, with the command line's options on top."""
    from plangate.bench.experiment import Experiment, Run, load_experiment, preset_path
    from plangate.cli_options import client_spec, override_options
    from plangate.llm.clients.cache import default_cache_path

    if args.experiment and args.preset:
        raise PlangateError("give an experiment file or --preset, not both")
    if args.cache and args.no_cache:
        raise PlangateError("give --cache FILE or --no-cache, not both")
    source = args.experiment or (preset_path(args.preset) if args.preset else None)
    exp = load_experiment(source) if source else Experiment()
    for d in args.dataset or []:  # with the file's shared methods and options
        exp.runs.append(Run(d, list(exp.methods), exp.options))
    if not exp.runs:
        raise PlangateError("nothing to run: give --preset, --dataset or an experiment file")
    for run in exp.runs:
        run.options = override_options(run.options, args)  # flags over the file
        if args.method:
            run.methods = list(args.method)
    if args.model or args.base_url or args.model_path or not exp.models:
        exp.models.append(client_spec(args, None))
    if args.seed:  # the command line's seeds, for every run
        exp.seeds = args.seed
        for run in exp.runs:
            run.seeds = None
    exp.planners = args.planner or exp.planners
    for attr in (
        "planner_timeout",
        "ground_truth",
        "ground_truth_seconds",
        "limit",
        "first",
        "instances",
        "concurrency",
        "processes",
        "results",
        "trace_dir",
        "data_dir",
        "executor",
        "ray_address",
        "ray_actors",
    ):
        if getattr(args, attr) is not None:
            setattr(exp, attr, getattr(args, attr))
    for attr in ("concurrency", "processes", "limit", "first"):
        if getattr(exp, attr) is not None and getattr(exp, attr) < 1:
            raise PlangateError(f"--{attr} must be at least 1")
    exp.results = exp.results or "results.jsonl"
    # the cache of this experiment's answers: --cache, else beside its results
    cache = None if args.no_cache else (args.cache or str(default_cache_path(exp.results)))
    exp.models = [dataclasses.replace(m, cache=cache) for m in exp.models]
    return exp


def run_instances(run: Any, ds: Any, exp: Any) -> list[Any]:
    """A run's instances: the dataset's without the excluded ones; those ``--instances``
    names (numbers and ranges); the ``--first N`` of them in natural order; a stratified
    sample of ``--limit`` of them."""
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


def cmd_bench(args: argparse.Namespace) -> int:
    from plangate.bench.datasets import Dataset, resolve_dataset
    from plangate.bench.dry_run import counted
    from plangate.bench.runner import Results, make_jobs, run_bench

    exp = _experiment(args)
    data_dir = Path(exp.data_dir or default_data_dir())
    if args.dry_run:
        from plangate.bench.dry_run import print_plan

        sets = {r.dataset: resolve_dataset(r.dataset, data_dir) for r in exp.runs}
        print_plan(exp, sets, lambda run, ds: run_instances(run, ds, exp))
        return 0
    results_path = exp.results
    concurrency = 8 if exp.concurrency is None else exp.concurrency
    jobs = []
    loaded: dict[str, Dataset] = {}
    for run in exp.runs:
        if run.dataset not in loaded:
            loaded[run.dataset] = resolve_dataset(run.dataset, data_dir)
        ds = loaded[run.dataset]
        jobs += make_jobs(
            [(ds, run_instances(run, ds, exp))],
            run.methods,
            exp.models,
            run.seeds or exp.seeds,
            run.options,
            exp.planners,
            timeout=exp.planner_timeout,
            nl=run.nl,
            ground_truth=exp.ground_truth,
            ground_truth_seconds=exp.ground_truth_seconds,
        )
    unique = list({j.key: j for j in jobs}.values())  # a planner row is shared by runs
    results = Results(results_path)
    finished = results.finished()
    already = sum(1 for j in unique if j.done_in(finished))
    local = all(m.model is None and m.base_url is None for m in exp.models)
    shown = "1 (the in-process model runs one episode at a time)" if local else str(concurrency)
    rows = sum(1 for j in unique if j.planner is not None)
    print(
        f"{counted(len(unique) - rows, rows)} ({already} already in {results_path}); "
        f"concurrency {shown}"
    )
    prog = run_bench(
        unique,
        results,
        concurrency=concurrency,
        processes=1 if exp.processes is None else exp.processes,
        trace_dir=Path(exp.trace_dir) if exp.trace_dir else None,
        progress=not args.no_progress,
        executor=exp.executor,
        ray_address=exp.ray_address,
        ray_actors=exp.ray_actors,
    )
    print(
        f"{prog.done} run now: {prog.successes} successful, {prog.errors} errors; "
        f"results in {results_path}"
    )
    for line in prog.summary:
        print(f"  {line}")
    for url, counts in prog.endpoints.items():
        print(f"  {url}: {counts['answered']} answers, {counts['failed']} failed requests")
    return 0 if prog.errors == 0 else 1


def cmd_report(args: argparse.Namespace) -> int:
    from plangate.bench.plots import available
    from plangate.bench.report import write_report

    plots = not args.no_plots
    if plots and not available():  # the tables need no plots: the core install reports
        print("plots skipped: matplotlib is not installed (pip install 'plangate[report]')")
        plots = False
    path = write_report(args.results, args.out, plots=plots, html=args.html)
    print(f"report written to {path}")
    if args.html:
        print(f"episode browser: {path.parent / 'index.html'}")
    return 0


def add_bench(sub: Any) -> None:
    from plangate.bench.datasets import KINDS
    from plangate.bench.experiment import PRESETS
    from plangate.cli_options import add_endpoint_flags, add_ground_truth_flags, add_option_flags

    p = sub.add_parser(
        "generate",
        help="write a dataset of generated problems",
        description="Seeded, reproducible datasets with their optimal lengths.",
    )
    p.add_argument("kind", choices=(*KINDS, "planbench-tasks"))
    p.add_argument(
        "inputs",
        nargs="*",
        metavar="DOMAIN INSTANCES",
        help="planbench-tasks: the domain file, then problem files or folders",
    )
    p.add_argument("--out", required=True, metavar="DIR")
    p.add_argument("--blocks", type=int, default=4, help="blocksworld: number of blocks")
    p.add_argument(
        "--count",
        type=int,
        default=100,
        help="blocksworld: problems; planbench-tasks: instances asked about per task",
    )
    g = p.add_argument_group("planbench-tasks (PlanBench's other tasks)")
    g.add_argument(
        "--task",
        action="append",
        metavar="NAME",
        help="optimality, verification, execution, replanning, reuse, generalization, "
        "goal-shuffling, full-to-partial, partial-to-full; goal-reformulation (the last "
        "three) or all (the default)",
    )
    g.add_argument(
        "--nl",
        metavar="CONFIG",
        help="the rendering (a PlanBench configuration; default: the one shipped for "
        "the domain, else the generic rendering of the PDDL)",
    )
    g.add_argument(
        "--timeout",
        type=float,
        default=60.0,
        metavar="S",
        help="seconds for each optimal plan (an instance without one is skipped, and said)",
    )
    g.add_argument(
        "--mix",
        metavar="valid=N,step=N,goal=N",
        help="verification: the plans' kinds in proportion (default 1:1:1): valid, "
        "failing at a step, not reaching the goal",
    )
    p.add_argument(
        "--balanced",
        action="store_true",
        help="blocksworld: --per-length problems per even optimal length",
    )
    p.add_argument("--per-length", type=int, default=128, metavar="N")
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(func=cmd_generate)

    p = sub.add_parser(
        "bench",
        help="run experiments: datasets x methods x models x seeds",
        description="Resumable, concurrent experiment runner; one JSON line per "
        "episode in --results. Rerunning skips finished episodes.",
    )
    p.add_argument("experiment", nargs="?", help="an experiment file (TOML)")
    p.add_argument(
        "--preset",
        choices=PRESETS,
        help="a published experiment (the files in plangate/data/experiments)",
    )
    p.add_argument(
        "--dataset",
        action="append",
        metavar="DIR|KIND",
        help="a dataset folder, an IPC folder, or a generated kind",
    )
    p.add_argument("--method", action="append", metavar="M", help="e.g. pfc/no-search")
    p.add_argument("--planner", action="append", metavar="NAME", help="classical planner rows")
    p.add_argument("--planner-timeout", type=float, metavar="S", help="default 300")
    add_ground_truth_flags(p)
    add_endpoint_flags(p.add_argument_group("model"))
    p.add_argument("--seed", type=int, action="append", metavar="S")
    p.add_argument(
        "--limit", type=int, metavar="N", help="a sample of N per dataset, stratified by length"
    )
    p.add_argument(
        "--instances",
        metavar="SPEC",
        help="the instances whose names hold these numbers: 1-3, or 1-3,7,10-12 "
        "(instance-1, p01, ...)",
    )
    p.add_argument(
        "--first", type=int, metavar="N", help="the first N instances per dataset (natural order)"
    )
    p.add_argument("--results", metavar="FILE", help="JSON lines (default results.jsonl)")
    p.add_argument("--concurrency", type=int, metavar="N", help="default 8")
    p.add_argument(
        "--processes",
        type=int,
        metavar="N",
        help="worker processes for episodes against servers (default 1; more when the "
        "runner is CPU-bound: a fast server, many episodes in flight, spare cores)",
    )
    p.add_argument("--trace-dir", metavar="DIR", help="write each episode's trace there")
    p.add_argument(
        "--executor",
        choices=("local", "ray"),
        help="where episodes run: this machine (default) or a Ray cluster (the ray extra)",
    )
    p.add_argument(
        "--ray-address",
        metavar="auto|HOST:PORT",
        help="the Ray cluster to attach to (default: start one on this machine)",
    )
    p.add_argument(
        "--ray-actors",
        type=int,
        metavar="N",
        help="Ray actors holding the in-process model, each loaded once (default 1)",
    )
    p.add_argument("--data-dir", metavar="DIR", help="where generated datasets are kept")
    # every method option, over the experiment file's (not --seed: that is the run's seeds)
    add_option_flags(p, exclude=frozenset({"--seed"}))
    p.add_argument(
        "--cache",
        metavar="FILE",
        help="the response cache (SQLite; default: .plangate/responses.sqlite in the "
        "results' folder, or $PLANGATE_CACHE)",
    )
    p.add_argument("--no-cache", action="store_true", help="always ask the model")
    p.add_argument("--no-progress", action="store_true")
    p.add_argument(
        "--dry-run",
        action="store_true",
        help="print the plan of the run (datasets, counts, methods, seeds, settings, "
        "budgets) and stop: check it against the paper before spending tokens",
    )
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser(
        "report",
        help="tables and plots from results files",
        description="Markdown and CSV tables (and PNG plots) computed from the results alone.",
    )
    p.add_argument("results", nargs="+", help="JSON-lines results of plangate bench")
    p.add_argument("--out", required=True, metavar="DIR")
    p.add_argument("--no-plots", action="store_true", help="tables only (no matplotlib needed)")
    p.add_argument(
        "--html",
        action="store_true",
        help="also write a static episode browser (index.html; a page per traced episode)",
    )
    p.set_defaults(func=cmd_report)
