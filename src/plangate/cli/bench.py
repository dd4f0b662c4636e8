"""``plangate bench``: run experiments (datasets x methods x models x seeds), resumable."""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path
from typing import Any

from plangate.errors import PlangateError, one_line


def add(sub: Any) -> None:
    from plangate.bench.experiment import PRESETS
    from plangate.cli.options import add_endpoint_flags, add_ground_truth_flags, add_option_flags
    from plangate.llm.methods import DEFAULT_METHOD

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
    p.add_argument(
        "--method",
        action="append",
        metavar="M",
        help=f"a method or a variant, e.g. pfc/no-search (repeatable; default {DEFAULT_METHOD})",
    )
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
    b = p.add_argument_group(
        "batch runs (every running episode's next request in one batch a round; resumable)"
    )
    b.add_argument(
        "--batch",
        action="store_true",
        help="send the rounds through the endpoint's Batch API (OpenAI's Files and Batches: "
        "OpenAI, Azure OpenAI, Gemini); answers within 24 h at batch prices",
    )
    b.add_argument(
        "--batch-file",
        metavar="OUT.jsonl",
        help="write each round's requests as batch JSONL for an offline engine (vLLM's "
        "run_batch) and stop; run again with --batch-results",
    )
    b.add_argument(
        "--batch-results",
        metavar="IN.jsonl",
        help="the answers to the round written to --batch-file (OpenAI's batch output lines)",
    )
    b.add_argument(
        "--batch-poll", type=float, default=60.0, metavar="S", help="seconds between polls (60)"
    )
    b.add_argument(
        "--batch-window",
        type=int,
        default=1000,
        metavar="N",
        help="episodes run at once, each with at most one request a round (1000)",
    )
    p.add_argument(
        "--dry-run",
        action="store_true",
        help="print the plan of the run (datasets, counts, methods, seeds, settings, "
        "budgets) and stop: check it against the paper before spending tokens",
    )
    p.set_defaults(func=cmd_bench)


def _experiment(args: argparse.Namespace) -> Any:
    """The experiment file or preset, with the command line's options on top."""
    from plangate.bench.experiment import Experiment, Run, load_experiment, preset_path
    from plangate.cli.options import client_spec, override_options
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
    from plangate.bench.jobs import make_jobs
    from plangate.bench.run import run_bench
    from plangate.bench.run.results import Results

    exp = _experiment(args)
    from plangate.bench.datasets import default_data_dir

    data_dir = Path(exp.data_dir or default_data_dir())
    if args.dry_run:
        from plangate.bench.dry_run import print_plan

        sets = {r.dataset: resolve_dataset(r.dataset, data_dir) for r in exp.runs}
        total, refused = print_plan(exp, sets, lambda run, ds: run_instances(run, ds, exp))
        return 2 if refused and not total else 0  # nothing could be run
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
    if args.batch or args.batch_file or args.batch_results:
        return _batched(args, exp, unique, results)
    from plangate.bench.run.batch_apis import State

    state = results.path.with_name(results.path.name + ".batch.json")
    if state.exists():  # a live run would ask again what a batch in flight answers
        State.load(state).in_flight(None)
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
    refused = sum(prog.refusals.values())
    print(
        f"{prog.done} run now: {prog.successes} successful, {prog.errors} errors"
        + (f", {refused} refused" if refused else "")
        + f"; results in {results_path}"
    )
    for why, count in prog.refusals.most_common(5):  # the task itself: not run again
        print(f"  refused ({count}): {one_line(why, 300)}")
    for line in prog.summary:
        print(f"  {line}")
    for url, counts in prog.endpoints.items():
        print(f"  {url}: {counts['answered']} answers, {counts['failed']} failed requests")
    if prog.errors:
        return 1
    return 2 if refused and refused == prog.done else 0  # nothing could be run


def _check_batch_file(out: Path, others: list[Path]) -> None:
    """``--batch-file`` is written over at each round: refused when it names the results
    file, the answers given, plangate's own files beside the results, or a file that is
    not a batch plangate wrote (every line a request with plangate's custom id)."""
    import json

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


BATCH_FILES = (".batch-answers.jsonl", ".batch.json")  # plangate's own, beside the results


def _batched(args: argparse.Namespace, exp: Any, jobs: list[Any], results: Any) -> int:
    """``bench --batch`` / ``--batch-file``: the run in rounds of batches
    (:mod:`plangate.bench.run.batch`)."""
    from plangate.bench.run.batch import run_batched
    from plangate.bench.run.batch_apis import (
        BatchAPI,
        BatchFile,
        MessageBatches,
        Transport,
        Waiting,
    )
    from plangate.llm.clients.make import make_client

    if args.batch and (args.batch_file or args.batch_results):
        raise PlangateError("give --batch (a Batch API) or --batch-file (an offline engine)")
    if args.batch_results and not args.batch_file:
        raise PlangateError("--batch-results answers a round written with --batch-file FILE")
    served = [m for m in exp.models if m.model is not None or m.base_url is not None]
    if len(served) != 1 or len(exp.models) != 1:
        raise PlangateError(
            "a batch run asks one model on one endpoint (give one --model, or one [[models]])"
        )
    spec = dataclasses.replace(served[0], cache=None, replicas=())
    inner: Any = make_client(spec)  # the live client: its rules build every request
    transport: Transport
    if args.batch:
        say = (lambda line: print(f"\n{line}", file=sys.stderr)) if not args.no_progress else print
        anthropic = inner.rules.family == "anthropic"
        kind = MessageBatches if anthropic else BatchAPI
        transport = kind(inner, poll=args.batch_poll, say=say)
    else:
        answers = Path(args.batch_results) if args.batch_results else None
        out = Path(args.batch_file)
        _check_batch_file(out, [results.path, *([answers] if answers else [])])
        transport = BatchFile(out, answers)
    try:
        prog = run_batched(
            jobs,
            results,
            {served[0]: inner},
            transport,
            window=args.batch_window,
            trace_dir=Path(exp.trace_dir) if exp.trace_dir else None,
            progress=not args.no_progress,
        )
    except Waiting as waiting:
        print(f"plangate: {waiting}")
        return 0
    print(
        f"{prog.done} run now: {prog.successes} successful, {prog.errors} errors; "
        f"results in {results.path}"
    )
    return 0 if prog.errors == 0 else 1
