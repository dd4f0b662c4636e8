"""The FSM study's interactive methods, and the guided and constrained ones: one action
per model call, as configurations of the step loop (:mod:`.steps`).

``interactive`` ends at the first invalid action; ``interactive-validated``
gives feedback and goes on (up to ``max_invalid`` invalid proposals);
``interactive-restricted`` asks the model to choose a number from the list of
valid actions (as in the study, the model may answer anything, and an answer
outside the list counts as invalid; ``interactive-restricted-constrained``
forces the answer into the list by constrained decoding, reported apart); the ``-cot``
variants ask for reasoning first, with a solved example. ``interactive-guided``
lists the actions in the planner's order (:func:`guide`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from plangate.llm.methods.base import Context, Variant
from plangate.llm.methods.steps import Show, Steps, step_method
from plangate.pddl.task import Operator
from plangate.verify.distance import DistanceOracle

# the restricted methods' lenient reading (an action written out, or a number in free
# text, is taken): not the study's, so named and reported apart
LENIENT: Mapping[str, Variant] = {"lenient": lambda o: replace(o, reading="lenient")}
ONE_SHOT = "with chain-of-thought and a one-shot example solved by the classical planner"


def guide(
    options: list[Operator], state: int, visited: set[int], oracle: DistanceOracle
) -> list[Operator]:
    """``interactive-guided``: the valid actions that do not lead back to a state of the
    plan (all of them when every one does), those that bring the goal closer first
    (the planner's exact distance; ties keep the machine's order)."""
    fresh = [op for op in options if op.apply(state) not in visited] or options
    return sorted(fresh, key=lambda op: oracle.distance(op.apply(state)))


def guided(ctx: Context) -> Show:
    oracle = ctx.oracle
    assert oracle is not None  # the method declares the ground truth it reads
    return lambda state, options, visited: guide(options, state, visited, oracle)


RESTRICTED = Steps(validated=True, listed=True)

METHODS = [
    step_method(
        "interactive",
        "one action per call; says GOAL REACHED when it believes so (a false claim is "
        "recorded); the first invalid action ends the episode",
        Steps(validated=False),
        paper="fsm",
    ),
    step_method(
        "interactive-validated",
        "one action per call; an invalid action gets feedback and another try",
        Steps(validated=True),
        paper="fsm",
    ),
    step_method(
        "interactive-restricted",
        "picks a number from the list of valid actions, as in the FSM study: an answer that "
        "is not one of the numbers (an action written out, a number inside prose) is an "
        "invalid proposal, whose feedback asks for the number; the variant `lenient` takes an "
        "action written out or the first number in free text, reported apart",
        RESTRICTED,
        paper="fsm",
        variants=LENIENT,
    ),
    step_method(
        "interactive-validated-cot",
        f"interactive-validated {ONE_SHOT}",
        Steps(validated=True, cot=True),
        paper="fsm",
    ),
    step_method(
        "interactive-restricted-cot",
        f"interactive-restricted {ONE_SHOT}",
        replace(RESTRICTED, cot=True),
        paper="fsm",
        variants=LENIENT,
    ),
    step_method(
        "interactive-restricted-constrained",
        "interactive-restricted with constrained decoding: the backend can only answer one "
        "of the numbers (not the study's protocol, where an answer outside the list counts "
        "as invalid)",
        replace(RESTRICTED, constrained=True),
    ),
    step_method(
        "interactive-guided",
        "the model chooses among the valid actions (constrained decoding) that do not revisit "
        "a state, listed with those that bring the goal closer first (the planner guides: "
        "not a protocol of the study)",
        replace(RESTRICTED, constrained=True, shows=guided),
        truth=["options ordered by exact distance to the goal"],
    ),
]
