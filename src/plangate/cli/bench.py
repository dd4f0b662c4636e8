"""``plangate bench``: run experiments (datasets x methods x models x seeds), resumable."""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path
from typing import Any

from plangate.errors import one_line


def add(sub: Any) -> None:
    from plangate.bench.experiment import PRESETS
    from plangate.cli.endpoint import add_endpoint_flags
    from plangate.cli.episode_flags import add_ground_truth_flags
    from plangate.cli.options import add_option_flags
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


def settings(args: argparse.Namespace) -> Any:
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


def _batched(args: argparse.Namespace, exp: Any, jobs: list[Any], results: Any) -> int:
    """``bench --batch`` / ``--batch-file``: the run in rounds of batches."""
    from plangate.bench.prepare import served
    from plangate.bench.run.batch import run_batched
    from plangate.bench.run.batch_apis import Waiting
    from plangate.bench.run.batch_run import transport
    from plangate.llm.clients.make import make_client

    spec = served(exp)
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
