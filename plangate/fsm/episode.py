"""The episode protocol as a `transitions` state machine.

start -> awaiting_action -> ... -> goal_reached | budget_exhausted | gave_up

The protocol has five states; the task state is data on the model
(``task_state``), never one protocol state per task state.
"""

from __future__ import annotations

from dataclasses import dataclass

from transitions import Machine

from plangate.errors import PlangateError
from plangate.fsm.machine import MealyMachine, Output, Parsed
from plangate.pddl.task import Operator

PROTOCOL_STATES = ["start", "awaiting_action", "goal_reached", "budget_exhausted", "gave_up"]
TERMINAL = {"goal_reached", "budget_exhausted", "gave_up"}


@dataclass(frozen=True, slots=True)
class Event:
    """One proposal read by the machine, with the task state before and after."""

    before: int
    parsed: Parsed
    output: Output

    @property
    def after(self) -> int:
        return self.output.state if isinstance(self.output.state, int) else self.before


class Episode:
    """Drives a :class:`MealyMachine` through one episode under budgets.

    ``max_invalid`` ends the episode after that many invalid proposals
    (None: unlimited); ``max_steps`` bounds the number of valid actions.
    """

    state: str  # the protocol state, managed by `transitions`

    def __init__(
        self, machine: MealyMachine, *, max_invalid: int | None = 16, max_steps: int | None = None
    ) -> None:
        if max_invalid is not None and max_invalid < 0:
            raise PlangateError("max_invalid must be >= 0")
        if max_steps is not None and max_steps < 0:
            raise PlangateError("max_steps must be >= 0")
        self.machine = machine
        self.max_invalid = max_invalid
        self.max_steps = max_steps
        self.task_state: int = machine.initial
        self.plan: list[Operator] = []
        self.events: list[Event] = []
        self.invalid = 0
        self.reason = ""
        Machine(
            model=self,
            states=PROTOCOL_STATES,
            initial="start",
            auto_transitions=False,
            transitions=[
                {
                    "trigger": "begin",
                    "source": "start",
                    "dest": "goal_reached",
                    "conditions": "at_goal",
                },
                {"trigger": "begin", "source": "start", "dest": "awaiting_action"},
                {
                    "trigger": "_valid",
                    "source": "awaiting_action",
                    "dest": "goal_reached",
                    "conditions": "at_goal",
                },
                {
                    "trigger": "_valid",
                    "source": "awaiting_action",
                    "dest": "budget_exhausted",
                    "conditions": "steps_exhausted",
                },
                {"trigger": "_valid", "source": "awaiting_action", "dest": "awaiting_action"},
                {
                    "trigger": "_invalid",
                    "source": "awaiting_action",
                    "dest": "budget_exhausted",
                    "conditions": "invalid_exhausted",
                },
                {"trigger": "_invalid", "source": "awaiting_action", "dest": "awaiting_action"},
                {"trigger": "give_up", "source": "awaiting_action", "dest": "gave_up"},
            ],
        )

    # conditions -------------------------------------------------------
    def at_goal(self) -> bool:
        return self.machine.is_goal(self.task_state)

    def steps_exhausted(self) -> bool:
        return self.max_steps is not None and len(self.plan) >= self.max_steps

    def invalid_exhausted(self) -> bool:
        return self.max_invalid is not None and self.invalid >= self.max_invalid

    # driving ----------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.state in TERMINAL

    def propose(self, text: str) -> Event:
        """Read one proposal (free text) and advance the protocol."""
        if self.state == "start":
            self.begin()  # type: ignore[attr-defined]
        if self.done:
            raise PlangateError(f"the episode has ended ({self.state})")
        parsed, output = self.machine.step(self.task_state, text)
        event = Event(self.task_state, parsed, output)
        self.events.append(event)
        if output.valid and parsed.action is not None:
            self.plan.append(parsed.action)
            assert isinstance(output.state, int)
            self.task_state = output.state
            self._valid()  # type: ignore[attr-defined]
        else:
            self.invalid += 1
            self._invalid()  # type: ignore[attr-defined]
        return event

    def stop(self, reason: str = "gave up") -> None:
        """The proposer gives up (or claims the goal while it is not reached)."""
        if self.state == "start":
            self.begin()  # type: ignore[attr-defined]
        if not self.done:
            self.reason = reason
            self.give_up()  # type: ignore[attr-defined]
