"""``plangate bench``: run experiments (datasets x methods x models x seeds), resumable."""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from plangate.cli.common import Subparsers
from plangate.errors import one_line

if TYPE_CHECKING:
    from plangate.bench.experiment import Experiment
    from plangate.bench.jobs import Job
    from plangate.bench.prepare import Settings
    from plangate.bench.run.results import Results


def add(sub: Subparsers) -> None:
    from plangate.cli.bench_flags import add_flags

    p = sub.add_parser(
        "bench",
        help="run experiments: datasets x methods x models x seeds",
        description="Resumable, concurrent experiment runner; one JSON line per "
        "episode in --results. Rerunning skips finished episodes.",
    )
    add_flags(p)
    p.set_defaults(func=cmd_bench)


def settings(args: argparse.Namespace) -> Settings:
    """The run's settings (:class:`plangate.bench.prepare.Settings`) the flags give."""
    from plangate.bench.prepare import Settings, Where
    from plangate.cli.endpoint import client_spec
    from plangate.cli.options import override_options

    where = Where(**{f: getattr(args, f) for f in Where.__dataclass_fields__})
    return Settings(
        args.experiment, args.preset, tuple(args.dataset or ()), tuple(args.method or ()),
        tuple(args.planner or ()), tuple(args.seed or ()), client_spec(args, None),
        bool(args.model or args.base_url or args.model_path),
        lambda options: override_options(options, args), args.truth_planner,
        args.truth_seconds, where, args.cache, args.no_cache,
    )  # fmt: skip


def cmd_bench(args: argparse.Namespace) -> int:
    from plangate.bench import prepare
    from plangate.bench.dry_run import counted, print_plan
    from plangate.bench.run import run_bench
    from plangate.bench.run.batch_run import no_batch_in_flight
    from plangate.bench.run.results import Results

    exp = prepare.build(settings(args))
    sets = prepare.datasets(exp)
    if args.dry_run:
        total, refused = print_plan(exp, sets)
        return 2 if refused and not total else 0  # nothing could be run
    jobs = prepare.plan_jobs(exp, sets)
    results = Results(exp.results or "results.jsonl")
    finished = results.finished()
    already = sum(1 for j in jobs if j.done_in(finished))
    concurrency = 8 if exp.concurrency is None else exp.concurrency
    local = "1 (the in-process model runs one episode at a time)"
    rows = sum(1 for j in jobs if j.planner is not None)
    print(f"{counted(len(jobs) - rows, rows)} ({already} already in {exp.results}); "
          f"concurrency {local if prepare.is_local(exp) else concurrency}")  # fmt: skip
    if args.batch or args.batch_file or args.batch_results:
        return _batched(args, exp, jobs, results)
    no_batch_in_flight(results.path)
    prog = run_bench(jobs, results, concurrency=concurrency, processes=exp.processes or 1,
                     trace_dir=Path(exp.trace_dir) if exp.trace_dir else None,
                     progress=not args.no_progress, executor=exp.executor,
                     ray_address=exp.ray_address, ray_actors=exp.ray_actors)  # fmt: skip
    refused = sum(prog.refusals.values())
    shown = f", {refused} refused" if refused else ""
    print(f"{prog.done} run now: {prog.successes} successful, {prog.errors} errors{shown}; "
          f"results in {exp.results}")  # fmt: skip
    for why, count in prog.refusals.most_common(5):  # the task itself: not run again
        print(f"  refused ({count}): {one_line(why, 300)}")
    for line in prog.summary:
        print(f"  {line}")
    for url, counts in prog.endpoints.items():
        print(f"  {url}: {counts['answered']} answers, {counts['failed']} failed requests")
    if prog.errors:
        return 1
    return 2 if refused and refused == prog.done else 0  # nothing could be run


def _batched(args: argparse.Namespace, exp: Experiment, jobs: list[Job], results: Results) -> int:
    """``bench --batch`` / ``--batch-file``: the run in rounds of batches."""
    from plangate.bench.prepare import served
    from plangate.bench.run.batch import run_batched
    from plangate.bench.run.batch_apis import Waiting
    from plangate.bench.run.batch_run import transport
    from plangate.llm.clients.make import make_client

    spec = served(exp)
    # an OpenAIClient: served() refuses a model that is not served over HTTP
    inner: Any = make_client(dataclasses.replace(spec, cache=None, replicas=()))
    say = (lambda line: print(f"\n{line}", file=sys.stderr)) if not args.no_progress else print
    sends = transport(inner, results.path, args.batch, args.batch_file, args.batch_results,
                      args.batch_poll, say)  # fmt: skip
    try:
        prog = run_batched(jobs, results, {spec: inner}, sends, window=args.batch_window,
                           trace_dir=Path(exp.trace_dir) if exp.trace_dir else None,
                           progress=not args.no_progress)  # fmt: skip
    except Waiting as waiting:
        print(f"plangate: {waiting}")
        return 0
    print(f"{prog.done} run now: {prog.successes} successful, {prog.errors} errors; "
          f"results in {results.path}")  # fmt: skip
    return 0 if prog.errors == 0 else 1
