"""Command-line flags derived from the option dataclasses, and options read back.

Every field of :class:`plangate.llm.options.MethodOptions` (budgets and
prompting), of its ``sampling``, ``pfc`` and ``lats`` parts becomes a flag
whose type, default and choices come from the dataclass and whose help and
name come from the field's metadata (``--`` + the field's name unless it says
otherwise; a boolean that is on by default is switched off with ``--no-NAME``).
A new option is one field; the CLI follows, with no default repeated here.
"""

from __future__ import annotations

import argparse
import dataclasses
from dataclasses import Field
from typing import Any

from plangate.errors import PlangateError
from plangate.llm.clients.base import Sampling
from plangate.llm.options import MODULES, LATSOptions, MethodOptions, PFCOptions

# (argument group title, the MethodOptions field holding the part or "" for the top)
SECTIONS: list[tuple[str, str, type]] = [
    ("budgets and prompting", "", MethodOptions),
    ("sampling", "sampling", Sampling),
    ("pfc (LLM-PFC)", "pfc", PFCOptions),
    ("lats", "lats", LATSOptions),
]
_PARTS = {"sampling", "pfc", "lats"}


def _dest(part: str, f: Field[Any]) -> str:
    return f"opt__{part}__{f.name}"


def _flag(f: Field[Any]) -> str:
    return str(f.metadata.get("flag") or "--" + f.name.replace("_", "-"))


def _default(f: Field[Any]) -> Any:
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


def _fields(cls: type) -> list[Field[Any]]:
    return [
        f
        for f in dataclasses.fields(cls)
        if f.metadata.get("cli", True) and f.name not in _PARTS and f.metadata
    ]


def add_option_flags(
    parser: argparse.ArgumentParser, exclude: frozenset[str] = frozenset()
) -> None:
    """One argument group per part of the options, one flag per field (but the flags
    in ``exclude``, which the command uses otherwise)."""
    for title, part, cls in SECTIONS:
        group = parser.add_argument_group(title)
        for f in _fields(cls):
            if _flag(f) in exclude:
                continue
            meta, kind, default = f.metadata, _kind(f), _default(f)
            help_text = str(meta.get("help") or "")
            dest = _dest(part, f)
            if kind is bool:
                name = _flag(f) if not default else "--no-" + f.name.replace("_", "-")
                group.add_argument(
                    name, dest=dest, action="store_const", const=not default, help=help_text
                )
                continue
            shown = "" if default in (None, frozenset()) else f" (default {default})"
            group.add_argument(
                _flag(f),
                dest=dest,
                type=str if kind is frozenset else kind,
                choices=list(meta["choices"]) if meta.get("choices") else None,
                metavar=meta.get("metavar"),
                help=help_text + shown,
            )


def _given(args: argparse.Namespace, part: str, cls: type) -> dict[str, Any]:
    out = {}
    for f in _fields(cls):
        value = getattr(args, _dest(part, f), None)
        if value is None:
            continue
        if _kind(f) is frozenset:
            names = {x.strip() for x in str(value).split(",") if x.strip()}
            value = frozenset(MODULES) if "all" in names else frozenset(names)
        out[f.name] = value
    return out


def override_options(base: MethodOptions, args: argparse.Namespace) -> MethodOptions:
    """``base`` with the fields the flags give replaced (the rest as they were)."""
    try:
        sampling = dataclasses.replace(base.sampling, **_given(args, "sampling", Sampling))
        lats = _given(args, "lats", LATSOptions)
        if "seed" in _given(args, "sampling", Sampling):
            lats.setdefault("seed", sampling.seed)  # one seed for the run
        return dataclasses.replace(
            base,
            **_given(args, "", MethodOptions),
            sampling=sampling,
            pfc=dataclasses.replace(base.pfc, **_given(args, "pfc", PFCOptions)),
            lats=dataclasses.replace(base.lats, **lats),
        )
    except ValueError as err:
        raise PlangateError(str(err)) from None


def options_from_args(args: argparse.Namespace) -> MethodOptions:
    """The options the flags give, every other field at its dataclass default."""
    return override_options(MethodOptions(), args)
