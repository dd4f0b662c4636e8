"""Baselines with no model: what "choosing from the valid actions" is worth by itself.

``random-valid`` takes a uniformly random valid action at each state (seeded by
the episode's seed); ``first-valid`` takes the first one in the machine's order
(the option a model that always answers "1" picks in the restricted methods).
Both are the step loop (:mod:`.steps`) with a policy in place of a model: they run
until the goal, a dead end, or ``--max-steps`` actions, like the interactive
methods, and make no model call, so a report can set a small model's success
beside what no model at all achieves on the same problems.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from plangate.errors import PlangateError
from plangate.llm.clients.base import Choice, Completion, Message, Sampling, SyncClient
from plangate.llm.methods.steps import Steps, step_method
from plangate.pddl.task import Operator


class NoModel(SyncClient):
    """The client of a method that needs no model: any call is a bug of the method."""

    backend = "none"
    model = "-"

    def complete(
        self, messages: list[Message], sampling: Sampling, choice: Choice | None = None
    ) -> Completion:
        raise PlangateError("a baseline with no model asked a model")


NO_MODEL = NoModel()


def uniform(options: Sequence[Operator], rng: random.Random) -> Operator:
    return options[rng.randrange(len(options))]


def first(options: Sequence[Operator], rng: random.Random) -> Operator:
    return options[0]


METHODS = [
    step_method(
        "random-valid",
        "no model: a uniformly random valid action at each state (seeded), until the goal, "
        "a dead end or --max-steps",
        Steps(validated=True, pick=uniform),
    ),
    step_method(
        "first-valid",
        "no model: the first valid action in the machine's order at each state (what a "
        "model that always answers '1' picks), until the goal, a dead end or --max-steps",
        Steps(validated=True, pick=first),
    ),
]
