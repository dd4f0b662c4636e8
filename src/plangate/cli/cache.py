"""``plangate cache info|clear``: what a response cache holds, and emptying it."""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from plangate.cli.common import Subparsers


def _where(args: argparse.Namespace) -> Path:
    from plangate.llm.clients.cache import default_cache_path

    return Path(args.cache) if args.cache else default_cache_path(args.results)


def cmd_cache(args: argparse.Namespace) -> int:
    from plangate.errors import ModelError, PlangateError
    from plangate.llm.clients.cache import cache_info, clear_cache

    path = _where(args)
    try:
        if args.action == "clear":
            n = clear_cache(path, args.model)
            whose = f" of model {args.model}" if args.model else ""
            print(f"{path}: {n} cached answer{'s' * (n != 1)}{whose} deleted")
            return 0
        info = cache_info(path)
    except ModelError as err:
        raise PlangateError(str(err)) from None
    if args.json:
        print(
            json.dumps(
                {
                    "path": str(info.path),
                    "exists": info.exists,
                    "answers": info.answers,
                    "requests": info.requests,
                    "bytes": info.bytes,
                    "models": dict(info.models),
                    "oldest": info.oldest,
                    "newest": info.newest,
                },
                indent=2,
            )
        )
        return 0
    if not info.exists:
        print(f"{path}: no cache yet (it is made by the first call of solve or bench)")
        return 0

    def when(t: float | None) -> str:
        return "-" if t is None else time.strftime("%Y-%m-%d %H:%M", time.localtime(t))

    print(
        f"{path}: {info.answers} answers to {info.requests} requests, "
        f"{info.bytes / 1e6:.1f} MB, {when(info.oldest)} to {when(info.newest)}"
    )
    for model, n in info.models:
        print(f"  {model}: {n} answers")
    return 0


def add(sub: Subparsers) -> None:
    p = sub.add_parser(
        "cache",
        help="what the response cache holds (info), or empty it (clear)",
        description="The response cache of solve and bench. Without --cache or --results: "
        "the project's (.plangate/responses.sqlite in the nearest folder up with .plangate, "
        ".git or pyproject.toml), or $PLANGATE_CACHE.",
    )
    p.add_argument("action", choices=("info", "clear"))
    where = p.add_mutually_exclusive_group()
    where.add_argument("--cache", metavar="FILE", help="a cache file")
    where.add_argument(
        "--results", metavar="FILE", help="the cache bench keeps beside this results file"
    )
    p.add_argument("--model", metavar="NAME", help="clear: only this model's answers")
    p.add_argument("--json", action="store_true", help="info: print one JSON object")
    p.set_defaults(func=cmd_cache)
