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

from plangate.cli.fields import add_fields, given_fields
from plangate.errors import PlangateError
from plangate.llm.clients.base import Sampling
from plangate.llm.methods import parts
from plangate.llm.options import MethodOptions


def sections() -> list[tuple[str, str, type]]:
    """(argument group title, the part's name or "" for the top, its dataclass): the
    shared options, the sampling, then every registered method's own."""
    return [
        ("budgets and prompting", "", MethodOptions),
        ("sampling", "sampling", Sampling),
        *((p.title or p.name, p.name, p.cls) for p in parts()),
    ]


def add_option_flags(
    parser: argparse.ArgumentParser, exclude: frozenset[str] = frozenset()
) -> None:
    """One argument group per part of the options, one flag per field (but the flags
    in ``exclude``, which the command uses otherwise)."""
    taken: set[str] = set()
    for title, part, cls in sections():
        add_fields(parser.add_argument_group(title), part, cls, taken, exclude)


def override_options(base: MethodOptions, args: argparse.Namespace) -> MethodOptions:
    """``base`` with the fields the flags give replaced (the rest as they were)."""
    try:
        sampling = dataclasses.replace(base.sampling, **given_fields(args, "sampling", Sampling))
        out = dataclasses.replace(base, **given_fields(args, "", MethodOptions), sampling=sampling)
        for _, name, cls in sections()[2:]:
            given = given_fields(args, name, cls)
            if given:
                out = out.having(dataclasses.replace(out.of(cls), **given))
        if "seed" in given_fields(args, "sampling", Sampling) and sampling.seed is not None:
            out = out.seeded(sampling.seed, parts())  # one seed for the run, as bench
        return out
    except ValueError as err:
        raise PlangateError(str(err)) from None


def options_from_args(args: argparse.Namespace) -> MethodOptions:
    """The options the flags give, every other field at its dataclass default."""
    return override_options(MethodOptions(), args)
