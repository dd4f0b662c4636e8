"""``plangate model-path``: the embedded model's GGUF file (to serve it)."""

from __future__ import annotations

import argparse

from plangate.cli.common import EXIT_OK, Subparsers
from plangate.errors import PlangateError


def add(sub: Subparsers) -> None:
    p = sub.add_parser(
        "model-path",
        help="print the embedded model's GGUF file (to serve it: python -m llama_cpp.server)",
        description="The embedded default model's GGUF file, assembled from its package on "
        "first use (the local extra).",
    )
    p.set_defaults(func=cmd_model_path)


def cmd_model_path(args: argparse.Namespace) -> int:
    from plangate.errors import ModelError
    from plangate.llm.clients.llama_client import default_model_path

    try:
        print(default_model_path())
    except ModelError as err:
        raise PlangateError(str(err)) from None
    return EXIT_OK
