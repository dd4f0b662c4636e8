"""Benchmark families, one folder each, and their registry: one table, name -> module.

A family (:class:`plangate.bench.families.base.Family`) is a benchmark whose items are
questions about a task: PlanBench's other tasks (:mod:`.planbench`), ACPBench
(:mod:`.acpbench`), formalization (:mod:`.formalize`). :data:`TABLE` names the module
that holds each family's object as ``FAMILY``, in display order (its report tables come
in this order); a module is imported when its family is first asked for, so importing the registry
imports no family. Installed packages add families through the entry point group
``plangate.families`` (:mod:`plangate.plugins`), and :func:`register` adds one at run
time (tests). The runner (:mod:`.ask`), the records, the report, ``plangate
generate`` and ``plangate rescore`` iterate :data:`FAMILIES` and name none.

Adding a family: its folder with a module that defines ``FAMILY``, plus one line of
:data:`TABLE` (docs/extending.md walks through one).
"""

from __future__ import annotations

import dataclasses
import importlib
from typing import TYPE_CHECKING

from plangate.errors import PlangateError
from plangate.plugins import Registry

if TYPE_CHECKING:
    from plangate.bench.datasets import Instance
    from plangate.bench.families.base import Family, Question

TABLE: dict[str, str] = {  # name (the kind prefix) -> the module that defines FAMILY
    "planbench": "plangate.bench.families.planbench.family",
    "acp": "plangate.bench.families.acpbench.family",
    "formalize": "plangate.bench.families.formalize.family",
}


def _shipped(name: str) -> object:
    return getattr(importlib.import_module(TABLE[name]), "FAMILY", None)


def _checked(found: object, name: str) -> Family:
    from plangate.bench.families.base import Family, FamilyAbout

    about = getattr(found, "about", None)
    if not isinstance(found, Family) or not isinstance(about, FamilyAbout):
        raise PlangateError(f"the family '{name}' is not a plangate Family (bench.families.base)")
    if about.name != name:
        raise PlangateError(f"the family '{name}' declares the name '{about.name}'")
    options = getattr(found, "options", None)
    if not (isinstance(options, type) and dataclasses.is_dataclass(options)):
        raise PlangateError(
            f"the family '{name}' declares no options dataclass (its generator's settings; "
            "bench.families.base.NoOptions when it has none)"
        )
    return found


# the families of TABLE, then those of installed plug-ins (entry points
# plangate.families), then those registered at run time; each loaded on first use
FAMILIES: Registry[Family] = Registry("family", TABLE, _shipped, _checked)


def register(family: Family) -> Family:
    """Add a family at run time (a test's, a script's); returns it."""
    name = str(getattr(getattr(family, "about", None), "name", "?"))
    _checked(family, name)
    if name in FAMILIES or name in ("planner", "recorded") or ":" in name or "/" in name:
        raise PlangateError(f"family name '{name}' is taken or not allowed")
    FAMILIES[name] = family
    return family


def unregister(name: str) -> None:
    FAMILIES.pop(name, None)


def question_of(inst: Instance) -> tuple[Family, Question] | None:
    """The family whose item ``inst`` is, with the question it asks; None for an
    ordinary instance (a problem the methods plan for)."""
    for _name, family in FAMILIES.usable():
        q = family.question(inst)
        if q is not None:
            return family, q
    return None


def answers_plan(kind: object) -> bool:
    """Whether an answer of this kind is a plan: a method's, and the items a family
    declares plans (PlanBench's plan tasks); a family not installed here: not known to."""
    from plangate.bench.kinds import ItemKind

    if not isinstance(kind, ItemKind):
        return True
    return kind.family in FAMILIES and kind.item in FAMILIES[kind.family].about.plan_items


def generators() -> dict[str, str]:
    """``plangate generate``'s kinds the families add: generator -> family."""
    out: dict[str, str] = {}
    for name, family in FAMILIES.usable():
        g = family.about.generator
        if g is not None:
            out[g] = name
    return out


__all__ = [
    "FAMILIES",
    "TABLE",
    "answers_plan",
    "generators",
    "question_of",
    "register",
    "unregister",
]
