"""A whole-plan answer read and replayed on the Mealy machine: the steps, the verdict,
and the actions that were applied before the first that failed; and the one scoring of
a plan answer (:func:`plan_check`) that the bench, Inspect's and lm-eval's scorers share,
so the same answer gets the same verdict everywhere."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from plangate.fsm.machine import MealyMachine
from plangate.llm.reading import Reading
from plangate.llm.reading.step import Step
from plangate.pddl.task import Operator, Task
from plangate.pddl.values import plain
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


@dataclass(frozen=True)
class PlanCheck:
    """A plan answer scored against the optimum: what was read, the validator's verdict,
    and the figures every scorer reports. ``least`` is the optimal plan's length, or its
    cost on a task with action costs (then ``relative`` is a ratio of costs)."""

    steps: list[Step]
    result: ValidationResult
    least: float | None  # the optimum the answer is measured against (None: unknown)
    uses_costs: bool
    goal_at_start: bool  # the goal holds before any step

    @property
    def reached(self) -> bool:
        """Every step valid and the goal holds at the end (an empty plan only where the
        goal holds at the start)."""
        return self.result.success and bool(self.steps or self.goal_at_start)

    @property
    def executable(self) -> bool:
        """No step failed (the goal need not hold)."""
        return self.result.failed_step is None

    @property
    def valid(self) -> bool:
        """At least one step read, and every one applicable."""
        return self.result.valid and bool(self.steps)

    @property
    def measure(self) -> int | float | Fraction:
        """The answer's length, or its cost on a task with action costs."""
        return plain(self.result.cost) if self.uses_costs else self.result.length

    @property
    def optimal(self) -> bool:
        return self.reached and self.least is not None and self.measure <= self.least

    @property
    def relative(self) -> float | None:
        """The answer's length (cost) over the optimum, where it reached the goal."""
        if not self.reached or not self.least:
            return None
        return float(self.measure) / self.least


def plan_check(r: Renderer, reading: Reading, text: str, least: float | None = None) -> PlanCheck:
    """A whole-plan answer read and replayed on ``r``'s task, scored against ``least``
    (the optimal length, or cost on a task with action costs)."""
    steps, result = check_plan(r, reading, reading.machine, text)
    return checked(r.task, steps, result, least)


def checked(
    task: Task, steps: list[Step], result: ValidationResult, least: float | None
) -> PlanCheck:
    """A plan already replayed (the actions a machine's tools applied), scored."""
    return PlanCheck(steps, result, least, task.uses_costs, task.is_goal(task.initial))
