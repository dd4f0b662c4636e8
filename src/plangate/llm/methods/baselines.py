"""Baselines with no model: what "choosing from the valid actions" is worth by itself.

``random-valid`` takes a uniformly random valid action at each state (seeded by
the episode's seed); ``first-valid`` takes the first one in the machine's order
(the option a model that always answers "1" picks in the restricted methods).
Both run until the goal, a dead end, or ``--max-steps`` actions, like the
interactive methods; they make no model call, so a report can set a small
model's success beside what no model at all achieves on the same problems.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from plangate.errors import PlangateError
from plangate.fsm.episode import Episode
from plangate.fsm.machine import Parsed, Verdict
from plangate.llm.clients.base import Choice, Completion, Message, Sampling, SyncClient
from plangate.llm.methods.base import Context, Ending, Examples, Outcome, Plain
from plangate.llm.options import MethodOptions
from plangate.pddl.task import Operator

Policy = Callable[[Sequence[Operator], random.Random], Operator]


class NoModel(SyncClient):
    """The client of a method that needs no model: any call is a bug of the method."""

    backend = "none"
    model = "-"

    def complete(
        self, messages: list[Message], sampling: Sampling, choice: Choice | None = None
    ) -> Completion:
        raise PlangateError("a baseline with no model asked a model")


NO_MODEL = NoModel()


def _uniform(options: Sequence[Operator], rng: random.Random) -> Operator:
    return options[rng.randrange(len(options))]


def _first(options: Sequence[Operator], rng: random.Random) -> Operator:
    return options[0]


@dataclass(frozen=True)
class Baseline(Plain):
    """A policy over the machine's valid actions, with no model."""

    name: str
    description: str
    policy: Policy
    validated: bool = True  # it only ever takes a valid action
    uses_model: bool = False  # bench runs it once per problem and seed, not per model
    ends: str = "the goal, a dead end, or `max_steps`"

    def examples(self, opts: MethodOptions) -> Examples:
        return Examples(0)

    @property
    def budgets(self) -> tuple[str, ...]:
        return ("max_steps",)

    def run(self, ctx: Context) -> Outcome:
        machine, opts = ctx.machine, ctx.opts
        seed = opts.sampling.seed if opts.sampling.seed is not None else 0
        rng = random.Random(f"{self.name}:{seed}")  # the same choices for a seed, any run
        ep = Episode(machine, max_invalid=1, max_steps=opts.max_steps, stop_at_goal=True)
        ep.begin()  # type: ignore[attr-defined]
        dead = False
        while not ep.done:
            options = machine.valid_actions(ep.task_state)
            if not options:
                ep.stop(Ending.DEAD_END.value)
                dead = True
                break
            op = self.policy(options, rng)
            ep.propose(str(op), Parsed(str(op), Verdict.VALID, op, op.name, op.args))
        task = machine.task
        states = [task.initial] + [ev.after for ev in ep.events if ev.output.valid]
        if task.is_goal(states[-1]):
            ending = Ending.GOAL_REACHED
        else:
            ending = Ending.DEAD_END if dead else Ending.STEP_BUDGET
        return Outcome(list(ep.plan), states, True, 0, len(ep.events), ending=ending)


METHODS = [
    Baseline(
        "random-valid",
        "no model: a uniformly random valid action at each state (seeded), until the goal, "
        "a dead end or --max-steps",
        _uniform,
    ),
    Baseline(
        "first-valid",
        "no model: the first valid action in the machine's order at each state (what a "
        "model that always answers '1' picks), until the goal, a dead end or --max-steps",
        _first,
    ),
]
