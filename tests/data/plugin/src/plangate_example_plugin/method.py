"""``last-valid``: a baseline with no model that takes the last valid action in the
machine's order at each state (the mirror of plangate's ``first-valid``)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from plangate.llm.methods.steps import Steps, step_method
from plangate.pddl.task import Operator


def last(options: Sequence[Operator], rng: random.Random) -> Operator:
    return options[-1]


METHOD = step_method(
    "last-valid",
    "no model: the last valid action in the machine's order at each state (a plug-in)",
    Steps(validated=True, pick=last),
)
