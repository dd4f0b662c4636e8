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
        self,
        machine: MealyMachine,
        *,
        max_invalid: int | None = 16,
        max_steps: int | None = None,
        stop_at_goal: bool = True,
    ) -> None:
        if max_invalid is not None and max_invalid < 0:
            raise PlangateError("max_invalid must be >= 0")
        if max_steps is not None and max_steps < 0:
            raise PlangateError("max_steps must be >= 0")
        self.machine = machine
        self.max_invalid = max_invalid
        self.max_steps = max_steps
        self.stop_at_goal = stop_at_goal
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
                    "conditions": "goal_ends",
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
                {
                    "trigger": "_claim",
                    "source": "awaiting_action",
                    "dest": "goal_reached",
                    "conditions": "at_goal",
                },
                {"trigger": "_claim", "source": "awaiting_action", "dest": "gave_up"},
            ],
        )

    # conditions -------------------------------------------------------
    def at_goal(self) -> bool:
        return self.machine.is_goal(self.task_state)

    def goal_ends(self) -> bool:
        return self.stop_at_goal and self.at_goal()

    def steps_exhausted(self) -> bool:
        return self.max_steps is not None and len(self.plan) >= self.max_steps

    def invalid_exhausted(self) -> bool:
        return self.max_invalid is not None and self.invalid >= self.max_invalid

    # driving ----------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.state in TERMINAL

    def propose(self, text: str, parsed: Parsed | None = None) -> Event:
        """Read one proposal (free text) and advance the protocol.

        ``parsed`` is the proposal already projected onto the alphabet (e.g. by a
        natural-language parser); by default the machine's own parser reads ``text``.
        """
        if self.state == "start":
            self.begin()  # type: ignore[attr-defined]
        if self.done:
            raise PlangateError(f"the episode has ended ({self.state})")
        if parsed is None:
            parsed = self.machine.parse(text, self.task_state)
        output = self.machine.output(self.task_state, parsed)
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

    def claim_goal(self) -> bool:
        """The proposer says the goal is reached: true claims end at the goal, false ones
        end the episode as given up ("false goal claim"). Returns whether it was true."""
        if self.state == "start":
            self.begin()  # type: ignore[attr-defined]
        if self.done:
            return self.state == "goal_reached"
        true = self.at_goal()
        self.reason = "goal claimed" if true else "false goal claim"
        self._claim()  # type: ignore[attr-defined]
        return true

    def stop(self, reason: str = "gave up") -> None:
        """The proposer gives up (or claims the goal while it is not reached)."""
        if self.state == "start":
            self.begin()  # type: ignore[attr-defined]
        if not self.done:
            self.reason = reason
            self.give_up()  # type: ignore[attr-defined]
