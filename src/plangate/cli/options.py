"""Command-line flags derived from the option dataclasses, and options read back.

Every field of :class:`plangate.llm.options.MethodOptions` (budgets and
prompting), of its ``sampling``, and of every registered method's own options (its
:class:`plangate.llm.options.Part`: ``pfc``, ``lats``, a plugin's) becomes a
flag whose type, default and choices come from the dataclass and whose help
and name come from the field's metadata (``--`` + the field's name unless it
says otherwise; a boolean that is on by default is switched off with
``--no-NAME``). A new option is one field; the CLI follows, with no default
repeated here.
"""

from __future__ import annotations

import argparse
import dataclasses
import re
from dataclasses import Field
from typing import TYPE_CHECKING, Any

from plangate.errors import PlangateError
from plangate.llm.clients.base import Sampling
from plangate.llm.methods import parts
from plangate.llm.options import MethodOptions

if TYPE_CHECKING:  # the SDK's layer is imported when a command asks a model
    from plangate.llm.clients.make import ClientSpec


def sections() -> list[tuple[str, str, type]]:
    """(argument group title, the part's name or "" for the top, its dataclass): the
    shared options, the sampling, then every registered method's own."""
    return [
        ("budgets and prompting", "", MethodOptions),
        ("sampling", "sampling", Sampling),
        *((p.title or p.name, p.name, p.cls) for p in parts()),
    ]


def _dest(part: str, f: Field[Any]) -> str:
    return f"opt__{part}__{f.name}"


def flag_of(f: Field[Any]) -> str:
    return str(f.metadata.get("flag") or "--" + f.name.replace("_", "-"))


def default_of(f: Field[Any]) -> Any:
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return None


def _kind(f: Field[Any]) -> type:
    text = str(f.type)
    for name, kind in (("bool", bool), ("float", float), ("int", int), ("frozenset", frozenset)):
        if text.startswith(name):
            return kind
    return str


def fields_of(cls: type) -> list[Field[Any]]:
    return [
        f
        for f in dataclasses.fields(cls)
        if f.metadata.get("cli", True) and f.name != "sampling" and f.metadata
    ]


def add_option_flags(
    parser: argparse.ArgumentParser, exclude: frozenset[str] = frozenset()
) -> None:
    """One argument group per part of the options, one flag per field (but the flags
    in ``exclude``, which the command uses otherwise)."""
    taken = set(exclude)
    for title, part, cls in sections():
        group = parser.add_argument_group(title)
        for f in fields_of(cls):
            if flag_of(f) in exclude:
                continue
            if flag_of(f) in taken:  # a plugin's field named like another: prefix it
                raise PlangateError(
                    f"the option flag {flag_of(f)} of {part or 'plangate'} is taken; give the "
                    f"field flag='--{part}-{f.name.replace('_', '-')}'"
                )
            taken.add(flag_of(f))
            meta, kind, default = f.metadata, _kind(f), default_of(f)
            help_text = str(meta.get("help") or "")
            dest = _dest(part, f)
            if kind is bool:
                name = flag_of(f) if not default else "--no-" + f.name.replace("_", "-")
                group.add_argument(
                    name, dest=dest, action="store_const", const=not default, help=help_text
                )
                continue
            shown = "" if default in (None, frozenset()) else f" (default {default})"
            group.add_argument(
                flag_of(f),
                dest=dest,
                type=str if kind is frozenset else kind,
                choices=list(meta["choices"])
                if meta.get("choices") and kind is not frozenset
                else None,
                metavar=meta.get("metavar"),
                help=help_text + shown,
            )


def _given(args: argparse.Namespace, part: str, cls: type) -> dict[str, Any]:  # replace()'s
    out = {}
    for f in fields_of(cls):
        value = getattr(args, _dest(part, f), None)
        if value is None:
            continue
        if _kind(f) is frozenset:
            names = {x.strip() for x in str(value).split(",") if x.strip()}
            every = f.metadata.get("choices") or ()
            value = frozenset(every) if "all" in names else frozenset(names)
        out[f.name] = value
    return out


def override_options(base: MethodOptions, args: argparse.Namespace) -> MethodOptions:
    """``base`` with the fields the flags give replaced (the rest as they were)."""
    try:
        sampling = dataclasses.replace(base.sampling, **_given(args, "sampling", Sampling))
        out = dataclasses.replace(base, **_given(args, "", MethodOptions), sampling=sampling)
        for _, name, cls in sections()[2:]:
            given = _given(args, name, cls)
            if given:
                out = out.having(dataclasses.replace(out.of(cls), **given))
        if "seed" in _given(args, "sampling", Sampling) and sampling.seed is not None:
            out = out.seeded(sampling.seed, parts())  # one seed for the run, as bench
        return out
    except ValueError as err:
        raise PlangateError(str(err)) from None


def options_from_args(args: argparse.Namespace) -> MethodOptions:
    """The options the flags give, every other field at its dataclass default."""
    return override_options(MethodOptions(), args)


# ------------------------------------------------------------------ the ground truth
def add_method_flags(group: Any) -> None:
    """``--method`` (a method or one of its variants), ``--example`` and ``--nl``: the
    flags of a command that runs or shows one episode (solve, show)."""
    from plangate.llm.methods import DEFAULT_METHOD, METHODS

    variants = [f"{n}/{v}" for n, m in METHODS.items() for v in m.about.variants]
    group.add_argument(
        "--method",
        default=DEFAULT_METHOD,
        choices=[*METHODS, *variants],
        metavar="M",
        help="one of " + ", ".join(METHODS) + "; or a variant: " + ", ".join(variants),
    )
    group.add_argument(
        "--example", action="append", metavar="FILE", help="problem file to use as a solved example"
    )
    group.add_argument(
        "--nl",
        metavar="CONFIG",
        help="PlanBench-style YAML rendering, 'builtin' or 'pddl' "
        "(default: the built-in one if the domain has one)",
    )


def add_ground_truth_flags(parser: Any) -> None:
    """The exact planners that score episodes (the ground truth) and the limit of each
    search; the same in ``solve`` and ``bench``."""
    from plangate.verify.planners import PROBE_SECONDS, TRUTH_PLANNERS, TRUTH_TIMEOUT

    parser.add_argument(
        "--truth-planner",
        "--ground-truth",
        dest="ground_truth",
        choices=list(TRUTH_PLANNERS),
        metavar="PLANNER",
        help="the exact planner for distances the explored state space cannot give: auto "
        f"(default: the built-in A* with LM-cut for {PROBE_SECONDS:g} s, then Fast Downward, "
        "then SymK, those installed that take the task), builtin, " + ", ".join(TRUTH_PLANNERS[2:]),
    )
    parser.add_argument(
        "--truth-timeout",
        "--ground-truth-seconds",
        dest="ground_truth_seconds",
        type=float,
        metavar="S",
        help=f"the limit of each of its searches (default {TRUTH_TIMEOUT:g})",
    )


# ------------------------------------------------------------------ the model endpoint
def add_endpoint_flags(group: Any, several: bool = True, local: bool = True) -> None:
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
