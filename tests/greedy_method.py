"""A method added the way a newcomer adds one: this module, and one line of the registry's
table (the test adds it: ``TABLE["interactive-greedy"] = "tests.greedy_method"``).

``interactive-greedy``: the model chooses among the valid actions that bring the goal
closer (the planner's exact distance), with one option of its own: how many of them the
prompt lists at most.
"""

from __future__ import annotations

from dataclasses import dataclass

from plangate.llm.methods.base import Context
from plangate.llm.methods.interactive import Interactive, Show
from plangate.llm.options import MethodOptions, Part, opt
from plangate.pddl.task import Operator


@dataclass(frozen=True)
class GreedyOptions:
    at_most: int = opt(0, "list at most N of the closer actions (0: all)", metavar="N",
                       flag="--greedy-at-most")  # fmt: skip


PART = Part("greedy", GreedyOptions, "interactive-greedy")


@dataclass(frozen=True)
class Greedy(Interactive):
    part: Part = PART

    def ground_truth(self, opts: MethodOptions) -> list[str]:
        return ["the options that bring the goal closer (exact distance)"]

    def shows(self, ctx: Context) -> Show | None:
        oracle, most = ctx.oracle, ctx.opts.of(GreedyOptions).at_most
        assert oracle is not None  # it declares the ground truth it reads

        def closer(state: int, options: list[Operator], visited: set[int]) -> list[Operator]:
            here = oracle.distance(state)
            shown = [op for op in options if oracle.distance(op.apply(state)) < here]
            return shown[:most] if most else shown

        return closer


METHODS = [
    Greedy(
        "interactive-greedy",
        "choose among the valid actions that bring the goal closer",
        validated=True,
        restricted=True,
        constrained=True,
    )
]
