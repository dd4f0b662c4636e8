"""The ground truth's planners, asked in turn or racing, and the one answer they make.

A planner's "no plan exists" is the truth only when its search proves it on the task's
fragment (:func:`plangate.verify.planners.proves_unsolvable`); otherwise it is a claim
(``CLAIMED_UNSOLVABLE``) that the next planner may refute. :class:`Answers` collects
what the planners of one question said: the first plan proved optimal (validated by the
planner's adapter before it comes here) or proof that none exists is the answer; a
plan found after another planner claimed that none exists wins, and the contradiction
is kept (:attr:`PlanResult.disagreements`); a claim nobody refuted or proved is the
ending, an unknown that names who claims what.

:func:`race` runs an external planner in plangate's planner process while the built-in
search works here: the built-in search stops only when the other has *answered* (a plan
validated, or a proof), never at its claim.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from plangate.verify.results import PlannerStatus, PlanResult

if TYPE_CHECKING:
    from plangate.pddl.task import Task
    from plangate.verify.processes import Pending


class Racer(Protocol):
    """A planner run in the planner process (:class:`plangate.verify.planners.
    ProcessPlanner`): started at once, its answer read later."""

    name: str

    def begin(self, task: Task, seconds: float | None) -> Pending: ...

    def answer(self, pending: Pending) -> Any: ...

    def complete(
        self, task: Task, work: Callable[[], Any], t0: float, asked: float | None
    ) -> PlanResult: ...


DECISIVE = (PlannerStatus.SOLVED_OPTIMALLY, PlannerStatus.UNSOLVABLE)


def said(result: PlanResult) -> str:
    """One planner's outcome in a few words."""
    return f"{result.planner}: {result.message or result.status.value}"


class Answers:
    """What the planners asked one question said, in order (module docstring)."""

    def __init__(self) -> None:
        self.said: list[str] = []
        self.claims: list[PlanResult] = []
        self.disagreements: list[str] = []

    def add(self, result: PlanResult) -> PlanResult | None:
        """Take one planner's result: the answer when it decides the question (with the
        disagreements seen so far), else None (it is kept for :meth:`ending`)."""
        status = result.status
        if status is PlannerStatus.CLAIMED_UNSOLVABLE:
            self.claims.append(result)
            self.said.append(said(result))
            return None
        if status in (PlannerStatus.SOLVED_OPTIMALLY, PlannerStatus.SOLVED) and self.claims:
            for claim in self.claims:
                self.disagreements.append(
                    f"{claim.planner} claimed that no plan exists; {result.planner} found a "
                    f"plan of {result.length} steps that the validator accepts"
                )
        if status is PlannerStatus.ERROR and "returned a plan that fails" in result.message:
            self.disagreements.append(result.message)
        if status in DECISIVE:
            note = self.disagreements
            if status is PlannerStatus.UNSOLVABLE and self.claims:
                agree = ", ".join(c.planner for c in self.claims)
                result = dataclasses.replace(
                    result, message=f"{result.message} ({agree} claimed it too)".strip()
                )
            return dataclasses.replace(result, disagreements=(*result.disagreements, *note))
        self.said.append(said(result))
        return None

    def ending(self, planner: str, hint: str = "") -> PlanResult:
        """The result when no planner decided: a claim of unsolvability nobody refuted
        nor proved (CLAIMED_UNSOLVABLE: unknown, with who claims it), or GAVE_UP."""
        others = [s for s in self.said if not any(s == said(c) for c in self.claims)]
        message = "; ".join(others)
        if hint and hint not in message:
            message += f" ({hint})"
        if self.claims:
            claims = "; ".join(c.message for c in self.claims)
            return PlanResult(
                planner,
                PlannerStatus.CLAIMED_UNSOLVABLE,
                message=f"{claims}; no sound search confirmed it or found a plan"
                + (f" ({message})" if message else ""),
                disagreements=tuple(self.disagreements),
            )
        return PlanResult(
            planner, PlannerStatus.GAVE_UP, message=message, disagreements=tuple(self.disagreements)
        )


def race(
    task: Task,
    racer: Racer,
    racer_seconds: float,
    builtin: Callable[[float, Callable[[], bool]], PlanResult],
    builtin_seconds: float,
    answers: Answers,
) -> PlanResult | None:
    """``racer`` started on ``task`` in the planner process, the ``builtin`` search run
    here for ``builtin_seconds`` meanwhile (called with its seconds and a ``stop`` to
    ask now and then: True once the racer has answered);
    then the racer's result waited for, unless the built-in search decided first. The
    answer (:meth:`Answers.add`), or None with both outcomes kept in ``answers``."""
    t0 = time.perf_counter()
    pending = racer.begin(task, racer_seconds)
    theirs: PlanResult | None = None

    def decided() -> bool:
        nonlocal theirs
        if theirs is None and pending.ready():
            theirs = racer.complete(task, lambda: racer.answer(pending), t0, racer_seconds)
        return theirs is not None and theirs.status in DECISIVE

    try:
        ours = builtin(max(0.05, builtin_seconds), decided)
    except BaseException:
        pending.cancel()
        raise
    if ours.status in DECISIVE:
        if theirs is None:
            pending.cancel()
        else:
            answers.add(theirs)
        return answers.add(ours)
    if theirs is None:
        theirs = racer.complete(task, lambda: racer.answer(pending), t0, racer_seconds)
    found = answers.add(theirs)
    if found is not None:
        return found
    if "another planner answered" not in ours.message:
        answers.said.append(said(ours))
    return None


__all__ = ["DECISIVE", "Answers", "Racer", "race", "said"]
