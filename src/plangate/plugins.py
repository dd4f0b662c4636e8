"""Methods, planners, benchmark families and heuristics from other installed packages,
found through entry points and loaded lazily.

A package offers plangate a method, a planner, a benchmark family or a heuristic by
declaring an entry point in one of five groups (its ``pyproject.toml``)::

    [project.entry-points."plangate.methods"]
    my-method = "my_package.method:METHOD"        # a plangate.llm.methods.base.Method
    [project.entry-points."plangate.planners"]
    my-planner = "my_package.planner:PLANNER"     # a plangate.verify.planners.Planner
    [project.entry-points."plangate.families"]
    my-family = "my_package.family:FAMILY"        # a plangate.bench.families.Family
    [project.entry-points."plangate.heuristics"]
    my-h = "my_package.heuristic:h"               # h(state, goal) over a program's facts
    [project.entry-points."plangate.generators"]
    my-domain = "my_package.gen:GENERATOR"        # a plangate.bench.domains.DomainGenerator

The entry point's name is the name plangate shows and records (a family's is its kind
prefix: ``my-family:ITEM``). Finding the names reads the installed packages' metadata
only; an entry point's module is imported when its name is first used, so a command
that does not use a plug-in never imports it (nor any of plangate's own methods).
This module is the one reader of those groups: the registries of
:mod:`plangate.llm.methods`, :mod:`plangate.verify.planners` and
:mod:`plangate.bench.families` ask it for the names beyond their own tables.
"""

from __future__ import annotations

import functools
import re
import threading
import warnings
from collections.abc import Callable, Collection, Iterator, MutableMapping
from typing import TYPE_CHECKING, TypeVar

from plangate.errors import PlangateError, one_line

if TYPE_CHECKING:
    from importlib.metadata import EntryPoint

GROUPS = {
    "method": "plangate.methods",
    "planner": "plangate.planners",
    "family": "plangate.families",
    "heuristic": "plangate.heuristics",
    "generator": "plangate.generators",
}
NAME = re.compile(r"[a-z0-9][a-z0-9._-]{0,63}\Z")  # what a plug-in may be called
# names no plug-in may take, by group: the run time's register() refuses them too
RESERVED = {
    "method": frozenset({"recorded"}),  # rescored answers' kind
    "planner": frozenset(),
    "family": frozenset({"planner", "recorded"}),  # a planner row's kind; rescored answers'
    "heuristic": frozenset({"blind", "goalcount", "hadd", "ff", "hmax", "lmcut"}),  # shipped
    "generator": frozenset(),
}
# a plug-in's import that takes longer is given up (it may hang); the environment's
# PLANGATE_PLUGIN_IMPORT_SECONDS sets another bound for a process
IMPORT_SECONDS = 20.0


class PluginWarning(UserWarning):
    """An installed plug-in that cannot be used (it fails or hangs at import, or is not of
    its kind): skipped where plangate lists what there is; an error where it is asked
    for by name."""


@functools.cache
def found(what: str) -> dict[str, EntryPoint]:
    """The entry points of one group (``method``, ``planner``, ``family``) by name, as the
    installed packages declare them; a name that is not a plain lowercase word (or that
    two packages declare) is left out, not guessed at."""
    from importlib.metadata import entry_points

    out: dict[str, EntryPoint] = {}
    taken: set[str] = set(RESERVED[what])
    for ep in entry_points(group=GROUPS[what]):
        if not NAME.match(ep.name) or ep.name in taken:
            out.pop(ep.name, None)
            taken.add(ep.name)
            continue
        taken.add(ep.name)
        out[ep.name] = ep
    return out


def names(what: str, shipped: Collection[str] = ()) -> list[str]:
    """The plug-ins' names of one group that ``shipped`` (plangate's own) does not hold."""
    return [n for n in found(what) if n not in shipped]


def _import_seconds() -> float:
    import os

    given = os.environ.get("PLANGATE_PLUGIN_IMPORT_SECONDS", "")
    try:
        seconds = float(given) if given else IMPORT_SECONDS
    except ValueError:
        return IMPORT_SECONDS
    return seconds if 0 < seconds < 3600 else IMPORT_SECONDS


_FAILED: dict[tuple[str, str], str] = {}  # (group, name) -> why it cannot be loaded


def load(what: str, name: str) -> object:
    """The object a plug-in's entry point names, imported now, within
    :data:`IMPORT_SECONDS` (in a thread of its own: an import that hangs is left behind,
    never waited for again); a clear error when its package cannot be imported (the cause
    names the entry point, never its files)."""
    ep = found(what)[name]
    dist = ep.dist.name if ep.dist is not None else "an installed package"
    known = _FAILED.get((what, name))
    if known is not None:
        raise PlangateError(known)
    box: dict[str, object] = {}

    def work() -> None:
        try:
            box["value"] = ep.load()
        except BaseException as err:
            box["error"] = err

    seconds = _import_seconds()
    thread = threading.Thread(target=work, name=f"plangate-plugin-{name}", daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        why = (f"the {what} '{name}' of {dist} ({ep.value}) did not finish importing within "
               f"{seconds:g} s")  # fmt: skip
    elif "error" in box:
        err = box["error"]
        why = (f"the {what} '{name}' of {dist} ({ep.value}) cannot be loaded: "
               f"{type(err).__name__}: {one_line(str(err))[:300]}")  # fmt: skip
    else:
        return box["value"]
    _FAILED[(what, name)] = why
    raise PlangateError(why)


T = TypeVar("T")


class Registry(MutableMapping[str, T]):
    """Names -> objects of one kind, loaded on first use: plangate's own (``shipped``,
    in its order; ``make`` builds or imports one), then those of installed plug-ins
    (the entry point group of ``what``), then those set at run time (a script's, a
    test's; one set under a shipped name stands in for it until removed). ``check``
    says why an object is not of the kind, or returns it. The registries of methods,
    planners and benchmark families are each one of these."""

    def __init__(
        self,
        what: str,
        shipped: Collection[str],
        make: Callable[[str], object],
        check: Callable[[object, str], T],
    ) -> None:
        self._what, self._shipped, self._make, self._check = what, shipped, make, check
        self._loaded: dict[str, T] = {}
        self._added: dict[str, T] = {}

    def plugins(self) -> list[str]:
        """The installed plug-ins' names (nothing imported)."""
        return names(self._what, self._shipped)

    def usable(self) -> Iterator[tuple[str, T]]:
        """Every name with its object, loaded: a plug-in that cannot be loaded (it fails
        or hangs at import, or is not of its kind) is skipped with a one-line
        :class:`PluginWarning` naming its package, so what lists what there is (a
        command's flags and choices, the families a run asks) does not stop on it."""
        for name in self:
            try:
                yield name, self[name]
            except PlangateError as err:
                if name in self._shipped or name in self._added:
                    raise
                warnings.warn(f"{err}; skipped", PluginWarning, stacklevel=2)

    def __getitem__(self, name: str) -> T:
        if name in self._added:
            return self._added[name]
        if name not in self._loaded:
            if name in self._shipped:
                found = self._make(name)
            elif name in self.plugins():
                found = load(self._what, name)
            else:
                raise KeyError(name)
            self._loaded[name] = self._check(found, name)
        return self._loaded[name]

    def __setitem__(self, name: str, value: T) -> None:
        self._added[name] = value

    def __delitem__(self, name: str) -> None:
        del self._added[name]

    def __contains__(self, name: object) -> bool:
        return name in self._shipped or name in self._added or name in self.plugins()

    def __iter__(self) -> Iterator[str]:
        yield from self._shipped
        yield from (n for n in self.plugins() if n not in self._added)
        yield from (n for n in self._added if n not in self._shipped)

    def __len__(self) -> int:
        return sum(1 for _ in self)


def forget() -> None:
    """Read the entry points again on next use (after a package was installed)."""
    found.cache_clear()
    _FAILED.clear()


__all__ = ["GROUPS", "RESERVED", "PluginWarning", "Registry", "forget", "found", "load", "names"]
