"""A method added the way a newcomer adds one: this module, and one line of the registry's
table (the test adds it: ``TABLE["interactive-greedy"] = "tests.greedy_method"``).

``interactive-greedy``: the model chooses among the valid actions that bring the goal
closer (the planner's exact distance), with one option of its own: how many of them the
prompt lists at most.
"""

from __future__ import annotations

from dataclasses import dataclass

from plangate.llm.methods.base import Context
from plangate.llm.methods.steps import Show, Steps, step_method
from plangate.llm.options import Part, opt


@dataclass(frozen=True)
class GreedyOptions:
    at_most: int = opt(0, "list at most N of the closer actions (0: all)", metavar="N",
                       flag="--greedy-at-most")  # fmt: skip


def closer(ctx: Context) -> Show:
    oracle, most = ctx.oracle, ctx.opts.of(GreedyOptions).at_most
    assert oracle is not None  # it declares the ground truth it reads

    def shown(state: int, options: list, visited: set[int]) -> list:  # type: ignore[type-arg]
        here = oracle.distance(state)
        kept = [op for op in options if oracle.distance(op.apply(state)) < here]
        return kept[:most] if most else kept

    return shown


METHODS = [
    step_method(
        "interactive-greedy",
        "choose among the valid actions that bring the goal closer",
        Steps(validated=True, listed=True, constrained=True, shows=closer),
        part=Part("greedy", GreedyOptions, "interactive-greedy"),
        truth=["the options that bring the goal closer (exact distance)"],
    )
]
