"""The flags naming a model and its endpoint, the same in every command, and the
:class:`~plangate.llm.clients.make.ClientSpec` they name."""

from __future__ import annotations

import argparse
import re
from typing import TYPE_CHECKING

from plangate.errors import PlangateError

if TYPE_CHECKING:  # the SDK's layer is imported when a command asks a model
    from plangate.llm.clients.make import ClientSpec


def add_endpoint_flags(
    group: argparse._ActionsContainer, several: bool = True, local: bool = True
) -> None:
    """The flags naming a model and its endpoint, the same in every command: ``several``
    lets --base-url be given more than once (replicas), ``local`` adds the in-process
    model's --model-path and --threads."""
    from plangate.llm.clients.providers import PROVIDERS
    from plangate.llm.clients.server_rules import CONSTRAINED_MODES

    group.add_argument(
        "--model",
        metavar="NAME",
        required=not local,
        help="model served by an OpenAI-compatible endpoint",
    )
    group.add_argument(
        "--base-url",
        action="append" if several else "store",
        metavar="URL",
        help="endpoint, e.g. http://127.0.0.1:8000/v1 (default: OpenAI)"
        + (
            "; several: replicas of one model, each request to the least-loaded healthy one"
            if several
            else ""
        ),
    )
    group.add_argument(
        "--api-key-env",
        metavar="VAR",
        help="environment variable holding the key (default OPENAI_API_KEY, or the "
        "provider's: AZURE_OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY, "
        "OPENROUTER_API_KEY, TOGETHER_API_KEY; a server on this machine gets a key only "
        "when this is given)",
    )
    group.add_argument(
        "--header-env",
        action="append",
        metavar="NAME=VAR",
        help="send header NAME with the value of environment variable VAR (a gateway's "
        "own key, e.g. X-Api-Key=MY_GATEWAY_KEY); repeatable; the value is treated as the "
        "key is: never on the command line, logged or written",
    )
    group.add_argument(
        "--provider",
        choices=list(PROVIDERS),
        help="a hosted provider's rules (default: known from the endpoint's host)",
    )
    group.add_argument(
        "--deployment",
        metavar="NAME",
        help="Azure OpenAI: the deployment's name (the endpoint is --base-url)",
    )
    group.add_argument(
        "--api-version",
        metavar="V",
        help="Azure OpenAI: the api-version, e.g. 2024-10-21",
    )
    group.add_argument(
        "--allow-insecure",
        action="store_true",
        help="send the key over plain http to another machine (refused otherwise)",
    )
    group.add_argument(
        "--constrained",
        default="auto",
        choices=list(CONSTRAINED_MODES),
        help="the form of constrained decoding for restricted answers on a server "
        "(default auto: the first form the server accepts and enforces)",
    )
    if local:
        group.add_argument(
            "--model-path",
            metavar="GGUF",
            help="run this GGUF file in-process instead of the default model",
        )
        group.add_argument(
            "--threads",
            type=int,
            metavar="N",
            help="CPU threads for the in-process model (default: half the cores)",
        )


def headers_env(given: list[str] | None) -> tuple[tuple[str, str], ...]:
    """``--header-env NAME=VAR`` flags as (header, variable) pairs, checked."""
    out = []
    for item in given or []:
        name, sep, var = item.partition("=")
        name, var = name.strip(), var.strip()
        if not sep or not name or not var or not _HEADER.fullmatch(name):
            raise PlangateError(
                f"--header-env {item!r}: expected NAME=VAR, a header name and the "
                "environment variable holding its value (e.g. X-Api-Key=MY_GATEWAY_KEY)"
            )
        out.append((name, var))
    return tuple(out)


_HEADER = re.compile(r"[A-Za-z0-9!#$%&'*+.^_`|~-]+")  # an HTTP token (RFC 9110)


def client_spec(args: argparse.Namespace, cache: str | None) -> ClientSpec:
    """The :class:`ClientSpec` the endpoint flags name."""
    from plangate.llm.clients.make import ClientSpec

    urls = args.base_url or []
    return ClientSpec(
        model=args.model,
        base_url=urls[0] if urls else None,
        replicas=tuple(urls[1:]),
        api_key_env=args.api_key_env,
        model_path=args.model_path,
        threads=args.threads,
        constrained=args.constrained,
        cache=cache,
        allow_insecure=args.allow_insecure,
        provider=args.provider,
        deployment=args.deployment,
        api_version=args.api_version,
        headers_env=headers_env(getattr(args, "header_env", None)),
    )
