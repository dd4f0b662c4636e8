"""A problem grounded once for every job that asks it: the task, its ground truth (the
distance oracle) and its renderer, cached while the files and the limits are unchanged."""

from __future__ import annotations

import functools
import os
import threading
from dataclasses import dataclass
from typing import Any

from plangate.pddl.limits import InputLimits, applying, current_limits
from plangate.verify.budgets import DEFAULT, GroundTruth


@dataclass(frozen=True)
class Grounded:
    """What the episodes of one problem share: the task (immutable), its distance
    oracle and its renderer (these two only fill caches, with whole-value writes)."""

    task: Any
    oracle: Any
    renderer: Any


@functools.lru_cache(maxsize=16)  # jobs come problem by problem: a few are active at once
def _grounded(
    domain: str,
    problem: str,
    stamp: tuple[int, int],
    nl: str | None,
    truth: GroundTruth,
    limits: InputLimits,
) -> Grounded:
    from plangate.llm.render import renderer_for
    from plangate.pddl.loader import load_task
    from plangate.verify.distance import DistanceOracle

    with applying(limits):
        task = load_task(_domain(domain, stamp[0], limits), problem)
    return Grounded(task, DistanceOracle.of(task, truth), renderer_for(task, nl))


@functools.lru_cache(maxsize=8)
def _domain(path: str, stamp: int, limits: InputLimits) -> Any:
    """A domain file parsed once while it is unchanged (rescoring grounds hundreds of
    problems of one domain), under the limits it is read with."""
    from plangate.pddl.loader import load_domain

    with applying(limits):
        return load_domain(path)


def grounded(
    domain: str,
    problem: str,
    nl: str | None = None,
    truth: GroundTruth = DEFAULT,
) -> Grounded:
    """The problem's task, oracle and renderer (``nl``: a rendering file, or the
    domain's shipped one; ``truth``: the ground truth's settings), under the current
    input limits, built again when either file or the limits change."""
    stamp = (os.stat(domain).st_mtime_ns, os.stat(problem).st_mtime_ns)
    key = (domain, problem, stamp, nl, truth, current_limits())
    with _GROUNDING_LOCK:  # episodes of one problem that start at once ground it once
        lock = _GROUNDING.setdefault(key, threading.Lock())
    with lock:
        return _grounded(*key)


_GROUNDING: dict[tuple[object, ...], threading.Lock] = {}
_GROUNDING_LOCK = threading.Lock()


__all__ = ["Grounded", "grounded"]
