"""A whole-plan answer read and replayed on the Mealy machine: the steps, the verdict,
and the actions that were applied before the first that failed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from plangate.fsm.machine import MealyMachine
from plangate.llm.reading import Reading
from plangate.llm.reading.step import Step
from plangate.pddl.task import Operator
from plangate.verify.validate import ValidationResult, validate

if TYPE_CHECKING:  # the wording is only passed through: render imports reading, not back
    from plangate.llm.render import Renderer


def check_plan(
    r: Renderer, reading: Reading, machine: MealyMachine, text: str
) -> tuple[list[Step], ValidationResult]:
    """Read a whole-plan answer and replay its steps on the machine: an unreadable step
    fails the plan there, with its reason (in ``r``'s wording), like an invalid action."""
    steps = reading.read_plan(text).steps
    return steps, validate(
        r.task, steps, machine=machine, parse_text=reading.parse_step, describe=r.describe
    )


def applied_steps(reading: Reading, result: ValidationResult, steps: list[Step]) -> list[Operator]:
    ops: list[Operator] = []
    state = reading.task.initial
    for step in steps[: result.applied]:
        parsed = reading.parse_step(step, state)
        if parsed.action is None:
            break
        ops.append(parsed.action)
        state = parsed.action.apply(state)
    return ops
