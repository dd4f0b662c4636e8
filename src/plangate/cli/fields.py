"""Command-line flags derived from a dataclass of :func:`plangate.llm.options.opt`
fields, and the dataclass read back from the parsed flags: a field's type, default and
choices come from the dataclass, its help and flag from its metadata (``--`` + the
field's name unless it says otherwise; a boolean that is on by default is switched off
with ``--no-NAME``; a ``frozenset`` field takes a comma list or is repeated)."""

from __future__ import annotations

import argparse
import dataclasses
from dataclasses import Field
from typing import Any, TypeVar

from plangate.errors import PlangateError

T = TypeVar("T")


def dest_of(part: str, f: Field[object]) -> str:
    return f"opt__{part}__{f.name}"


def flag_of(f: Field[object]) -> str:
    return str(f.metadata.get("flag") or "--" + f.name.replace("_", "-"))


def default_of(f: Field[object]) -> object:
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return None


def _kind(f: Field[object]) -> type:
    text = str(f.type)
    for name, kind in (("bool", bool), ("float", float), ("int", int), ("frozenset", frozenset)):
        if text.startswith(name):
            return kind
    return str


def fields_of(cls: type) -> list[Field[object]]:
    return [
        f
        for f in dataclasses.fields(cls)
        if f.metadata.get("cli", True) and f.name != "sampling" and f.metadata
    ]


def add_fields(
    group: argparse._ArgumentGroup,
    part: str,
    cls: type,
    taken: set[str],
    skip: frozenset[str] = frozenset(),
) -> None:
    """One flag per field of the dataclass ``cls`` into ``group`` (an argument group),
    read back by :func:`given`; the flags in ``skip`` are the command's own (left out),
    one in ``taken`` (another part's) is an error, and each flag added is taken. A
    ``frozenset`` field's flag may be repeated or given a comma list."""
    for f in fields_of(cls):
        if flag_of(f) in skip:
            continue
        if flag_of(f) in taken:  # a plugin's field named like another: prefix it
            raise PlangateError(
                f"the option flag {flag_of(f)} of {part or 'plangate'} is taken; give the "
                f"field flag='--{part}-{f.name.replace('_', '-')}'"
            )
        taken.add(flag_of(f))
        meta, kind, default = f.metadata, _kind(f), default_of(f)
        help_text = str(meta.get("help") or "")
        dest = dest_of(part, f)
        if kind is bool:
            name = flag_of(f) if not default else "--no-" + f.name.replace("_", "-")
            group.add_argument(
                name, dest=dest, action="store_const", const=not default, help=help_text
            )
            continue
        shown = "" if default in (None, frozenset()) else f" (default {default})"
        many = kind is frozenset
        group.add_argument(
            flag_of(f),
            dest=dest,
            type=str if many else kind,
            action="append" if many else "store",
            choices=list(meta["choices"]) if meta.get("choices") and not many else None,
            metavar=meta.get("metavar") or _metavar(f, many),
            help=help_text + shown,
        )


def _metavar(f: Field[object], many: bool) -> str | None:
    """What a flag's value is shown as: the choices of a comma list, the field's name in
    capitals where argparse would show the internal destination."""
    choices = f.metadata.get("choices")
    if many:
        return ",".join(choices) if choices else "A,B"
    return None if choices else f.name.upper()


def given_fields(args: argparse.Namespace, part: str, cls: type) -> dict[str, Any]:  # replace()'s
    out: dict[str, Any] = {}
    for f in fields_of(cls):
        value = getattr(args, dest_of(part, f), None)
        if value is None:
            continue
        if _kind(f) is frozenset:
            said = value if isinstance(value, list) else [value]
            names = {x.strip() for v in said for x in str(v).split(",") if x.strip()}
            every = f.metadata.get("choices") or ()
            value = frozenset(every) if "all" in names else frozenset(names)
        out[f.name] = value
    return out


def given(args: argparse.Namespace, part: str, cls: type[T]) -> T:
    """An instance of the dataclass ``cls``: the fields its flags (:func:`add_fields`
    under ``part``) give, the others at their defaults."""
    try:
        return cls(**given_fields(args, part, cls))
    except (TypeError, ValueError) as err:
        raise PlangateError(str(err)) from None
