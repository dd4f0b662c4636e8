"""The one cache of grounded problems: the task, its ground truth (the distance oracle)
and its renderer, made once for every job, episode, item or scorer that asks for it,
kept while the files (or texts) and the limits are unchanged. Files are read through
:func:`plangate.pddl.loader.load_task`, texts through
:func:`plangate.pddl.loader.task_from_text`; the ground truth follows one
:class:`~plangate.verify.budgets.GroundTruth`."""

from __future__ import annotations

import functools
import hashlib
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from plangate.pddl.limits import InputLimits, applying, current_limits
from plangate.verify.budgets import DEFAULT, GroundTruth

if TYPE_CHECKING:
    from plangate.llm.render import Renderer
    from plangate.pddl.syntax import Domain
    from plangate.pddl.task import Task
    from plangate.verify.distance import DistanceOracle


@dataclass(frozen=True)
class Grounded:
    """What the episodes of one problem share: the task (immutable), its distance
    oracle and its renderer (these two only fill caches, with whole-value writes)."""

    task: Task
    oracle: DistanceOracle
    renderer: Renderer


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
    return _once(key, _grounded, key)


def grounded_text(
    domain: str, problem: str, nl: str | None = None, truth: GroundTruth = DEFAULT
) -> Grounded:
    """As :func:`grounded`, for PDDL given as text (an item's, a model's): read through
    the one loader under the current input limits, kept while the texts are the same."""
    limits = current_limits()
    texts = hashlib.sha256(f"{domain}\0{problem}".encode("utf-8", "replace")).hexdigest()
    return _once((texts, nl, truth, limits), _grounded_text, (domain, problem, nl, truth, limits))


def _once(key: tuple[object, ...], make: Callable[..., Grounded], args: tuple[object, ...]
          ) -> Grounded:  # fmt: skip
    """``make(*args)``, one caller at a time per ``key``: episodes of one problem that
    start at once ground it once (the lock's key holds no PDDL text)."""
    with _GROUNDING_LOCK:
        lock = _GROUNDING.setdefault(key, threading.Lock())
    with lock:
        return make(*args)


@functools.lru_cache(maxsize=16)  # jobs come problem by problem: a few are active at once
def _grounded(
    domain: str,
    problem: str,
    stamp: tuple[int, int],
    nl: str | None,
    truth: GroundTruth,
    limits: InputLimits,
) -> Grounded:
    from plangate.pddl.loader import load_task

    with applying(limits):
        task = load_task(_domain(domain, stamp[0], limits), problem)
    return _made(task, nl, truth)


@functools.lru_cache(maxsize=16)
def _grounded_text(
    domain: str, problem: str, nl: str | None, truth: GroundTruth, limits: InputLimits
) -> Grounded:
    from plangate.pddl.loader import task_from_text

    with applying(limits):
        task = task_from_text(domain, problem)
    return _made(task, nl, truth)


def _made(task: Task, nl: str | None, truth: GroundTruth) -> Grounded:
    from plangate.llm.render import renderer_for
    from plangate.verify.distance import DistanceOracle

    return Grounded(task, DistanceOracle.of(task, truth), renderer_for(task, nl))


@functools.lru_cache(maxsize=8)
def _domain(path: str, stamp: int, limits: InputLimits) -> Domain:
    """A domain file parsed once while it is unchanged (rescoring grounds hundreds of
    problems of one domain), under the limits it is read with."""
    from plangate.pddl.loader import load_domain

    with applying(limits):
        return load_domain(path)


_GROUNDING: dict[tuple[object, ...], threading.Lock] = {}
_GROUNDING_LOCK = threading.Lock()


__all__ = ["Grounded", "grounded", "grounded_text"]
