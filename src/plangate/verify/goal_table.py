"""Exact distances to the goal for every state of an explored space, kept compact.

The explicit graph (states, edges, their reverse) takes about 0.7 KB a state; once every
state's distance to the goal is known (one backward pass), only ``state -> distance`` is
needed: a space of at most :data:`DICT_STATES` states in a dict (a lookup is the fastest
there is, about 100 bytes a state), a larger one whose states fit 64 bits as one sorted
array of keys beside their distances (16 bytes a state, a binary search a lookup), any
other in a dict. :func:`backward_unit` is the unit-cost pass,
vectorised level by level. NumPy is imported when a table is made (importing the
ground truth, as ``plangate validate`` does, costs none of it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

_WORD = 1 << 64
DICT_STATES = 200_000  # spaces up to this size keep a dict (about 20 MB at most)


class GoalTable:
    """``get(state)``: the exact distance to the goal (inf: the goal cannot be reached),
    or None for a state the exploration did not reach."""

    def __init__(self, states: list[int], dist: Any) -> None:
        import numpy as np

        self.keys: Any = None
        self.map: dict[int, float] | None = None
        self.size = len(states)
        if states and len(states) > DICT_STATES and max(states) < _WORD:
            keys = np.fromiter(states, dtype=np.uint64, count=len(states))
            order = np.argsort(keys, kind="stable")
            self.keys, self.dist = keys[order], np.asarray(dist, dtype=float)[order]
        else:
            self.map = dict(zip(states, np.asarray(dist, dtype=float).tolist(), strict=True))

    def get(self, state: int) -> float | None:
        if self.map is not None:
            return self.map.get(state)
        if not 0 <= state < _WORD:
            return None
        import numpy as np

        key = np.uint64(state)
        i = int(np.searchsorted(self.keys, key))
        if i < self.size and self.keys[i] == key:
            return float(self.dist[i])
        return None

    @property
    def nbytes(self) -> int:
        if self.keys is not None:
            return int(self.keys.nbytes + self.dist.nbytes)
        return 100 * self.size  # a dict entry with its int key and float value, about


def backward_unit(n: int, sources: np.ndarray, rsrc: np.ndarray, starts: np.ndarray) -> np.ndarray:
    """Unit-cost distances of ``n`` states to ``sources`` over the reverse graph (CSR:
    the predecessors of state j are ``rsrc[starts[j]:starts[j + 1]]``)."""
    import numpy as np

    dist = np.full(n, np.inf)
    frontier = np.asarray(sources, dtype=np.int64)
    dist[frontier] = 0
    d = 0
    while len(frontier):
        d += 1
        lo, hi = starts[frontier], starts[frontier + 1]
        counts = hi - lo
        total = int(counts.sum())
        if not total:
            break
        # the positions lo[k] .. hi[k]-1 of every frontier state k, in one array
        offsets = np.repeat(lo - np.concatenate(([0], np.cumsum(counts)[:-1])), counts)
        preds = np.unique(rsrc[offsets + np.arange(total)])
        preds = preds[np.isinf(dist[preds])]
        dist[preds] = d
        frontier = preds
    return dist
