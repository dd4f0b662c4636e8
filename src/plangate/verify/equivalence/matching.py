"""Graph matching within the equivalence check's time budget.

networkx's matchers (VF2++ for isomorphisms, VF2 for induced subgraphs) cannot be
interrupted, and a graph built to be hard for them (a twisted copy that colour
refinement cannot tell apart) keeps them busy for minutes. So they run in plangate's
planner process (:mod:`plangate.verify.processes`), which is killed when the budget
runs out: the check then says ``unknown``, on time. The budget is the check's deadline,
set for the block it covers (:func:`deadline`); :func:`check_time` is asked between the
check's own long loops too.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Hashable, Iterator
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

from plangate.errors import PlangateError

if TYPE_CHECKING:
    import networkx as nx

_DEADLINE: ContextVar[float | None] = ContextVar("plangate_equivalence_deadline", default=None)
COLOUR = "refined"  # the node attribute the graphs are matched on (colour refinement's)


class CheckTimedOut(PlangateError):
    """The equivalence check's time budget ran out (the check answers ``unknown``)."""


@contextlib.contextmanager
def deadline(at: float) -> Iterator[None]:
    """The check's deadline (``time.monotonic()``) for the block."""
    token = _DEADLINE.set(at)
    try:
        yield
    finally:
        _DEADLINE.reset(token)


def left() -> float | None:
    at = _DEADLINE.get()
    return None if at is None else at - time.monotonic()


def check_time() -> None:
    """Raise :class:`CheckTimedOut` once the deadline has passed."""
    rest = left()
    if rest is not None and rest <= 0:
        raise CheckTimedOut("the time budget ran out")


def isomorphisms(
    first: nx.Graph, second: nx.Graph, limit: int, *, subgraph: bool = False
) -> list[dict[Any, Any]]:
    """Up to ``limit`` isomorphisms ``first -> second`` on :data:`COLOUR` (or, with
    ``subgraph``, embeddings of ``second`` into ``first`` as an induced subgraph), each
    restricted to the object nodes (``("o", name)``) of ``first``."""
    from plangate.verify.processes import Pending, TimeLimit

    check_time()
    index = [{n: i for i, n in enumerate(g.nodes)} for g in (first, second)]
    names = [list(g.nodes) for g in (first, second)]

    def wire(g: nx.Graph, at: dict[Hashable, int]) -> list[Any]:
        return [[g.nodes[n].get(COLOUR) for n in g.nodes], [[at[a], at[b]] for a, b in g.edges]]

    objects = [i for n, i in index[0].items() if isinstance(n, tuple) and n[0] == "o"]
    seconds = left()
    args = (wire(first, index[0]), wire(second, index[1]), objects, limit, subgraph)
    try:
        found = Pending("match", args, None if seconds is None else max(seconds, 0.05)).result()
    except TimeLimit:
        raise CheckTimedOut("the time budget ran out in the graph matcher") from None
    return [{names[0][a]: names[1][b] for a, b in pairs} for pairs in found]


__all__ = ["COLOUR", "CheckTimedOut", "check_time", "deadline", "isomorphisms", "left"]
