"""``plangate generate`` and ``plangate bench``: datasets and the experiment runner."""

from __future__ import annotations

import argparse
import dataclasses
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from plangate.errors import PlangateError

FSM_METHODS = (
    "preplanned",
    "preplanned-validated",
    "interactive",
    "interactive-validated",
    "interactive-restricted",
    "preplanned-cot",
    "interactive-validated-cot",
)
PFC_METHODS = ("pfc", "pfc/no-decomposer", "pfc/no-search", "pfc/no-monitor")
# preset -> [(dataset kind, methods, PFC max length T or None)]
PRESETS: dict[str, list[tuple[str, Sequence[str], int | None]]] = {
    "fsm-study": [("fsm-study", FSM_METHODS, None)],
    "pfc": [
        ("hanoi3", PFC_METHODS, 10),
        ("hanoi4", PFC_METHODS, 20),
        ("steppath", PFC_METHODS, 6),
        ("valuepath", PFC_METHODS, 6),
    ],
    "lats": [("fsm-study", ("lats",), None), ("hanoi3", ("lats",), None)],
}


def default_data_dir() -> Path:
    return Path.home() / ".cache" / "plangate" / "datasets"


def cmd_generate(args: argparse.Namespace) -> int:
    from plangate.bench.datasets import generate

    ds = generate(
        args.kind,
        args.out,
        blocks=args.blocks,
        count=args.count,
        seed=args.seed,
        balanced=args.balanced,
        per_length=args.per_length,
    )
    lengths: dict[Any, int] = {}
    for inst in ds.instances:
        lengths[inst.optimal_length] = lengths.get(inst.optimal_length, 0) + 1
    shown = ", ".join(f"{k:g}: {v}" for k, v in sorted(lengths.items(), key=lambda kv: kv[0] or 0))
    print(f"{len(ds.instances)} problems written to {args.out} (optimal length: count {shown})")
    return 0


def _load_toml(path: str) -> dict[str, Any]:
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib
    try:
        with open(path, "rb") as fh:
            return tomllib.load(fh)
    except tomllib.TOMLDecodeError as err:
        raise PlangateError(f"{path}: invalid TOML: {err}") from None


def _dataset(kind_or_dir: str, data_dir: Path) -> Any:
    from plangate.bench.datasets import KINDS, generate, load_dataset

    if kind_or_dir in KINDS and not Path(kind_or_dir).is_dir():
        folder = data_dir / kind_or_dir
        if not (folder / "dataset.json").is_file():
            print(f"generating dataset {kind_or_dir} in {folder} ...")
            return generate(kind_or_dir, folder)
        return load_dataset(folder)
    return load_dataset(kind_or_dir)


def cmd_bench(args: argparse.Namespace) -> int:
    from plangate.bench.datasets import stratified
    from plangate.bench.runner import Results, make_jobs, run_bench
    from plangate.llm.clients.base import Sampling
    from plangate.llm.clients.cache import default_cache_path
    from plangate.llm.methods import MethodOptions
    from plangate.llm.solve import ClientSpec

    conf: dict[str, Any] = _load_toml(args.experiment) if args.experiment else {}
    data_dir = Path(args.data_dir or conf.get("data_dir") or default_data_dir())
    results_path = args.results or conf.get("results") or "results.jsonl"
    limit = args.limit if args.limit is not None else conf.get("limit")
    try:
        base = MethodOptions(
            history=args.history or conf.get("history", "full"),
            sampling=Sampling(
                temperature=args.temperature, max_tokens=args.max_tokens, timeout=args.timeout
            ),
        )
    except ValueError as err:
        raise PlangateError(str(err)) from None
    cache = None if args.no_cache else str(default_cache_path())
    models = []
    for m in conf.get("models", []):
        models.append(
            ClientSpec(
                model=m.get("model"),
                base_url=m.get("base_url"),
                api_key_env=m.get("api_key_env", "OPENAI_API_KEY"),
                model_path=m.get("model_path"),
                cache=cache,
            )
        )
    if args.model or args.base_url or args.model_path or not models:
        models.append(
            ClientSpec(
                model=args.model,
                base_url=args.base_url,
                api_key_env=args.api_key_env,
                model_path=args.model_path,
                threads=args.threads,
                cache=cache,
            )
        )
    seeds = args.seed or conf.get("seeds") or [0]
    planners = args.planner or conf.get("planners") or []
    plan: list[tuple[str, Sequence[str], int | None]] = []
    if args.preset:
        plan += PRESETS[args.preset]
        if not planners:
            planners = ["builtin"]
    for d in args.dataset or conf.get("datasets", []):
        plan.append((d, args.method or conf.get("methods") or ["interactive-validated"], None))
    if not plan:
        raise PlangateError("nothing to run: give --preset, --dataset or an experiment file")
    jobs = []
    for source, methods, max_length in plan:
        ds = _dataset(source, data_dir)
        chosen = stratified(ds.instances, limit, seed=0) if limit else list(ds.instances)
        opts = base
        if max_length is not None:
            opts = dataclasses.replace(
                base, pfc=dataclasses.replace(base.pfc, max_length=max_length)
            )
        jobs += make_jobs(
            [(ds, chosen)],
            list(args.method or methods),
            models,
            seeds,
            opts,
            planners,
            timeout=args.planner_timeout,
        )
    results = Results(results_path)
    already = len(results.finished() & {j.key for j in jobs})
    print(
        f"{len(jobs)} episodes ({already} already in {results_path}); "
        f"concurrency {args.concurrency}"
    )
    prog = run_bench(
        jobs,
        results,
        concurrency=args.concurrency,
        trace_dir=Path(args.trace_dir) if args.trace_dir else None,
        progress=not args.no_progress,
    )
    print(
        f"{prog.done} run now: {prog.successes} successful, {prog.errors} errors; "
        f"results in {results_path}"
    )
    return 0 if prog.errors == 0 else 1


def cmd_report(args: argparse.Namespace) -> int:
    from plangate.bench.report import write_report

    path = write_report(args.results, args.out, plots=not args.no_plots)
    print(f"report written to {path}")
    return 0


def add_bench(sub: Any) -> None:
    from plangate.bench.datasets import KINDS

    p = sub.add_parser(
        "generate",
        help="write a dataset of generated problems",
        description="Seeded, reproducible datasets with their optimal lengths.",
    )
    p.add_argument("kind", choices=KINDS)
    p.add_argument("--out", required=True, metavar="DIR")
    p.add_argument("--blocks", type=int, default=4, help="blocksworld: number of blocks")
    p.add_argument("--count", type=int, default=100, help="blocksworld: problems")
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
    p.add_argument("--preset", choices=list(PRESETS), help="a published experiment")
    p.add_argument(
        "--dataset",
        action="append",
        metavar="DIR|KIND",
        help="a dataset folder, an IPC folder, or a generated kind",
    )
    p.add_argument("--method", action="append", metavar="M", help="e.g. pfc/no-search")
    p.add_argument("--planner", action="append", metavar="NAME", help="classical planner rows")
    p.add_argument("--planner-timeout", type=float, default=300.0, metavar="S")
    p.add_argument("--model", metavar="NAME")
    p.add_argument("--base-url", metavar="URL")
    p.add_argument("--api-key-env", default="OPENAI_API_KEY", metavar="VAR")
    p.add_argument("--model-path", metavar="GGUF")
    p.add_argument("--threads", type=int, metavar="N")
    p.add_argument("--seed", type=int, action="append", metavar="S")
    p.add_argument("--limit", type=int, metavar="N", help="a stratified sample per dataset")
    p.add_argument("--results", metavar="FILE", help="JSON lines (default results.jsonl)")
    p.add_argument("--concurrency", type=int, default=8, metavar="N")
    p.add_argument("--trace-dir", metavar="DIR", help="write each episode's trace there")
    p.add_argument("--data-dir", metavar="DIR", help="where generated datasets are kept")
    p.add_argument("--history", choices=["full", "compact"])
    p.add_argument("--temperature", type=float, default=0.0)
    p.add_argument("--max-tokens", type=int, default=512)
    p.add_argument("--timeout", type=float, default=120.0)
    p.add_argument("--no-cache", action="store_true")
    p.add_argument("--no-progress", action="store_true")
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser(
        "report",
        help="tables and plots from results files",
        description="Markdown and CSV tables (and PNG plots) computed from the results alone.",
    )
    p.add_argument("results", nargs="+", help="JSON-lines results of plangate bench")
    p.add_argument("--out", required=True, metavar="DIR")
    p.add_argument("--no-plots", action="store_true", help="tables only (no matplotlib needed)")
    p.set_defaults(func=cmd_report)
