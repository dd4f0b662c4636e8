"""A state's text is its facts' words joined, each fact worded once (the Gymnasium
environment's text observation and every prompt use it)."""

from __future__ import annotations

from .conftest import EXAMPLES

BW = EXAMPLES / "blocksworld"


def test_a_state_text_from_each_facts_words_equals_the_whole_rendering() -> None:
    """The renderer words each fact once and joins the words of a state's facts: the
    same text as wording the state's atoms afresh, on every state of a walk."""
    import random

    from plangate.fsm.machine import MealyMachine
    from plangate.llm.render import renderer_for
    from plangate.pddl.loader import load_task

    from .conftest import BENCHMARKS

    logistics = BENCHMARKS / "logistics-strips-typed-2000"
    for domain, problem, nl in (
        (BW / "domain.pddl", BW / "problem-2steps.pddl", None),
        (logistics / "domain.pddl", logistics / "instances" / "instance-2.pddl", "pddl"),
    ):
        task = load_task(domain, problem)
        r, machine, rnd = renderer_for(task, nl), MealyMachine(task), random.Random(1)
        state = task.initial
        for _ in range(200):
            assert r.state(state) == r.facts(task.atoms(state))
            state = rnd.choice(machine.valid_actions(state)).apply(state)
