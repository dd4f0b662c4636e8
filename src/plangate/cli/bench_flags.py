"""``plangate bench``'s flags: the experiment (a file, a preset, datasets, methods,
planners), the model, the instances, where the run goes and how it is spread, every
method option, the response cache and batch runs."""

from __future__ import annotations

import argparse


def add_flags(p: argparse.ArgumentParser) -> None:
    from plangate.bench.experiment import PRESETS
    from plangate.cli.endpoint import add_endpoint_flags
    from plangate.cli.episode_flags import add_ground_truth_flags
    from plangate.cli.options import add_option_flags
    from plangate.llm.methods import DEFAULT_METHOD

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
