"""Plan validation by replay on the Mealy machine."""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from plangate.fsm.machine import MealyMachine, Parsed, Verdict
from plangate.pddl.plans import PlanStep, parse_plan
from plangate.pddl.task import Operator, Task
from plangate.pddl.values import plain

PlanLike = Iterable[Any] | str  # operators, PlanSteps, texts, or steps that parse_text reads


class ValidationStatus(enum.Enum):
    VALID = "valid"  # every step applicable and the goal holds at the end
    GOAL_NOT_REACHED = "goal-not-reached"  # every step applicable, goal unmet
    INVALID_STEP = "invalid-step"  # a well-formed step whose preconditions fail
    UNPARSABLE_STEP = "unparsable-step"  # a step that names no ground action of the task


@dataclass(frozen=True)
class ValidationResult:
    """The verdict on a plan; ``failed_step`` is 1-based (None when no step failed)."""

    status: ValidationStatus
    length: int  # number of steps in the plan as given
    applied: int  # steps applied before the first failure (all of them when none failed)
    cost: int | Fraction  # cost of the applied steps, exact
    final_state: int
    failed_step: int | None = None
    failed_action: str | None = None
    reason: str = ""
    unmet_preconditions: tuple[str, ...] = ()
    unmet_preconditions_text: tuple[str, ...] = ()  # natural-language rendering, when configured
    unmet_goal: tuple[str, ...] = ()
    states: tuple[int, ...] = field(default=(), repr=False)  # initial state, then one per step

    @property
    def valid(self) -> bool:
        """Every step was applicable (the goal may or may not hold)."""
        return self.status in (ValidationStatus.VALID, ValidationStatus.GOAL_NOT_REACHED)

    @property
    def success(self) -> bool:
        return self.status is ValidationStatus.VALID

    def to_dict(self, task: Task | None = None) -> dict[str, object]:
        out: dict[str, object] = {
            "status": self.status.value,
            "valid": self.valid,
            "success": self.success,
            "length": self.length,
            "applied": self.applied,
            "cost": plain(self.cost),
            "failed_step": self.failed_step,
            "failed_action": self.failed_action,
            "reason": self.reason,
            "unmet_preconditions": list(self.unmet_preconditions),
            "unmet_goal": list(self.unmet_goal),
        }
        if self.unmet_preconditions_text:
            out["unmet_preconditions_text"] = list(self.unmet_preconditions_text)
        if task is not None:
            out["final_state"] = task.describe(self.final_state)
        return out


def _steps(plan: PlanLike) -> Iterator[Any]:
    if isinstance(plan, str):
        return iter(parse_plan(plan))
    return iter(plan)


def validate(
    task: Task,
    plan: PlanLike,
    *,
    machine: MealyMachine | None = None,
    describe: Callable[[str], str] | None = None,
    parse_text: Callable[[Any, int], Parsed] | None = None,
    keep_states: bool = True,
    start: int | None = None,
) -> ValidationResult:
    """Replay ``plan`` from the initial state (or ``start``) and say whether, and where,
    it fails.

    ``plan`` holds ground operators, :class:`PlanStep` objects or text lines
    (a string is read as an IPC plan). ``describe`` renders a PDDL atom in
    natural language for ``unmet_preconditions_text``; ``parse_text`` maps
    any other step (text, or a step as a reader read it) to an action (default:
    the machine's validation function on text). ``plan`` may be a stream (a
    generator of steps, as :func:`plangate.pddl.plans.stream_plan` reads a file):
    it is read once, step by step; with ``keep_states=False`` only the first and
    last states are kept, so a plan of a million steps needs little memory.
    """
    m = machine or MealyMachine(task)
    steps = _steps(plan)
    state = task.initial if start is None else start
    states = [state]
    cost: int | Fraction = 0
    applied = 0
    for i, step in enumerate(steps, start=1):
        if isinstance(step, Operator):
            op = task.operators[step.index] if step.index < len(task.operators) else None
            if op is None or op.name != step.name or op.args != step.args:
                parsed = m.resolve(step.name, step.args, state)
            elif op.applicable(state):
                parsed = Parsed(str(op), Verdict.VALID, op, op.name, op.args)
            else:
                parsed = m.resolve(op.name, op.args, state)
        elif isinstance(step, PlanStep):
            parsed = m.resolve(step.name, step.args, state)
        else:
            parsed = (parse_text or m.parse)(step, state)
        if not parsed.valid or parsed.action is None:
            status = (
                ValidationStatus.INVALID_STEP
                if parsed.well_formed
                else ValidationStatus.UNPARSABLE_STEP
            )
            shown = (
                f"({parsed.name}{' ' if parsed.args else ''}{' '.join(parsed.args)})"
                if parsed.name
                else (parsed.text or str(step))
            )
            rest = sum(1 for _ in steps)  # the steps after the failing one (read, not run)
            return ValidationResult(
                status=status,
                length=i + rest,
                applied=i - 1,
                cost=cost,
                final_state=state,
                failed_step=i,
                failed_action=shown,
                reason=parsed.reason,
                unmet_preconditions=parsed.unmet,
                unmet_preconditions_text=tuple(describe(u) for u in parsed.unmet)
                if describe
                else (),
                unmet_goal=tuple(task.unmet_goal(state)),
                states=tuple(states),
            )
        state = parsed.action.apply(state)
        cost += parsed.action.cost
        if keep_states:
            states.append(state)
        applied = i
    goal = task.is_goal(state)
    if not keep_states and applied:
        states.append(state)
    return ValidationResult(
        status=ValidationStatus.VALID if goal else ValidationStatus.GOAL_NOT_REACHED,
        length=applied,
        applied=applied,
        cost=cost,
        final_state=state,
        reason="" if goal else "the plan ends before the goal is reached",
        unmet_goal=() if goal else tuple(task.unmet_goal(state)),
        states=tuple(states),
    )
