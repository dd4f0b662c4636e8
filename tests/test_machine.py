"""The Mealy machine: alphabet, T and O, the validation function, exploration, episodes."""

from __future__ import annotations

import pytest

from plangate.errors import PlangateError, StateLimitExceeded
from plangate.fsm import (
    BEGIN,
    END,
    FINISH,
    INVALID,
    START,
    Episode,
    MealyMachine,
    Verdict,
    explore,
)
from plangate.pddl.loader import load_task

from .conftest import BENCHMARKS, EXAMPLES


@pytest.fixture(scope="module")
def machine() -> MealyMachine:
    d = EXAMPLES / "blocksworld"
    return MealyMachine(load_task(d / "domain.pddl", d / "problem-2steps.pddl"))


def test_alphabet_and_transitions(machine: MealyMachine) -> None:
    assert machine.inputs(START) == [BEGIN]
    s0 = machine.transition(START, BEGIN)
    assert s0 == machine.initial
    valid = [str(a) for a in machine.valid_actions(s0)]
    assert valid == ["(pick-up a)", "(pick-up d)", "(unstack b c)"]
    assert machine.inputs(s0)[-1] is INVALID
    unstack = machine.valid_actions(s0)[2]
    s1 = machine.transition(s0, unstack)
    assert machine.transition(s1, INVALID) == s1
    put = next(a for a in machine.valid_actions(s1) if str(a) == "(put-down b)")
    s2 = machine.transition(s1, put)
    assert machine.is_goal(s2)
    assert FINISH in machine.inputs(s2)
    assert machine.transition(s2, FINISH) is END
    assert machine.inputs(END) == []
    with pytest.raises(PlangateError):
        machine.transition(s0, put)  # not valid at s0
    with pytest.raises(PlangateError):
        machine.transition(s0, FINISH)


@pytest.mark.parametrize(
    "text",
    [
        "(unstack b c)",
        "unstack b c",
        "  UNSTACK   B  C  ",
        "(Unstack B C)",
        "1. (unstack b c)",
        "2) unstack b c",
        "- (unstack b c).",
        "Step 1: (unstack b c)",
        "(unstack b, c)",
        "(unstack b c)\nand then more text",
        "I will do (unstack b c) now",
    ],
)
def test_parse_is_tolerant(machine: MealyMachine, text: str) -> None:
    parsed = machine.parse(text, machine.initial)
    assert parsed.valid, parsed.reason
    assert str(parsed.action) == "(unstack b c)"
    assert parsed.symbol is parsed.action


def test_parse_explains_inapplicable(machine: MealyMachine) -> None:
    parsed = machine.parse("(pick-up c)", machine.initial)
    assert parsed.verdict is Verdict.INAPPLICABLE
    assert parsed.symbol is INVALID
    assert parsed.unmet == ("(clear c)",)
    assert "(clear c)" in parsed.reason
    parsed = machine.parse("(stack a d)", machine.initial)
    assert parsed.verdict is Verdict.INAPPLICABLE
    assert set(parsed.unmet) == {"(holding a)"}


def test_parse_explains_never_applicable_grounding(machine: MealyMachine) -> None:
    # (stack a a) was pruned by reachability; the reason is still given
    parsed = machine.parse("(stack a a)", machine.initial)
    assert parsed.verdict is Verdict.INAPPLICABLE
    assert "(holding a)" in parsed.unmet


@pytest.mark.parametrize(
    ("text", "verdict", "words"),
    [
        ("(fly a b)", Verdict.UNKNOWN_ACTION, ["unknown action 'fly'", "pick-up"]),
        ("(unstack b)", Verdict.WRONG_ARITY, ["takes 2 arguments", "1 was given"]),
        ("(unstack b z)", Verdict.UNKNOWN_OBJECT, ["'z'"]),
        ("", Verdict.UNPARSABLE, ["no action"]),
        ("   \n  ", Verdict.UNPARSABLE, ["no action"]),
    ],
)
def test_parse_rejects_with_reason(
    machine: MealyMachine, text: str, verdict: Verdict, words: list[str]
) -> None:
    parsed = machine.parse(text, machine.initial)
    assert parsed.verdict is verdict
    assert not parsed.valid and parsed.symbol is INVALID
    for w in words:
        assert w in parsed.reason


def test_parse_wrong_type() -> None:
    d = BENCHMARKS / "logistics-strips-typed-2000"
    m = MealyMachine(load_task(d / "domain.pddl", d / "instances/instance-1.pddl"))
    task = m.task
    truck = next(o.name for o in task.problem.objects if o.types == ("truck",))
    parsed = m.parse(f"(drive-truck {truck} {truck} {truck} {truck})", m.initial)
    assert parsed.verdict is Verdict.WRONG_TYPE
    assert "must be of type" in parsed.reason


def test_output_and_step(machine: MealyMachine) -> None:
    _, out = machine.step(machine.initial, "unstack b c")
    assert out.valid and not out.goal_reached and out.state != machine.initial
    _, out = machine.step(machine.initial, "pick-up c")
    assert not out.valid and out.state == machine.initial and out.unmet == ("(clear c)",)


def test_explore_and_dot(machine: MealyMachine) -> None:
    space = explore(machine.task)
    assert space.num_states == 125  # 4 blocks: 125 reachable configurations
    assert space.num_edges == 272
    assert space.states[0] == machine.initial
    assert space.num_goal_states == int(space.goal.sum()) > 0
    edges = list(space.out_edges(0))
    assert sorted(machine.task.operators[o].name for o, _ in edges) == [
        "pick-up",
        "pick-up",
        "unstack",
    ]
    dot = space.to_dot()
    goals = int(sum(space.goal))  # transitions, the start arrow, an arrow per goal state to end
    assert dot.startswith("digraph") and dot.count(" -> ") == 272 + 1 + goals
    with pytest.raises(StateLimitExceeded):
        explore(machine.task, max_states=50)
    part = explore(machine.task, max_states=50, truncate=True)
    assert not part.complete and part.num_states == 50


def test_explore_conditional_effects_uses_exact_path() -> None:
    d = BENCHMARKS / "elevator-adl-simple-typed-2000"
    task = load_task(d / "domain.pddl", d / "instances/instance-1.pddl")
    assert any(op.conditional for op in task.operators)
    with pytest.raises(ValueError, match="conditional"):
        explore(task, vectorised=True)
    space = explore(task)
    assert space.complete and space.num_goal_states >= 1


def test_episode_protocol(machine: MealyMachine) -> None:
    ep = Episode(machine, max_invalid=2)
    assert ep.state == "start"
    ev = ep.propose("(pick-up c)")
    assert ep.state == "awaiting_action" and not ev.output.valid and ep.invalid == 1
    ep.propose("unstack b c")
    assert ep.state == "awaiting_action" and len(ep.plan) == 1
    ep.propose("put-down b")
    assert ep.state == "goal_reached" and ep.done
    with pytest.raises(PlangateError):
        ep.propose("pick-up a")


def test_episode_budgets(machine: MealyMachine) -> None:
    ep = Episode(machine, max_invalid=2)
    ep.propose("nonsense")
    ep.propose("(fly)")
    assert ep.state == "budget_exhausted"
    ep2 = Episode(machine, max_invalid=None, max_steps=1)
    ep2.propose("pick-up a")
    assert ep2.state == "budget_exhausted"
    ep3 = Episode(machine)
    ep3.stop("claims the goal")
    assert ep3.state == "gave_up" and ep3.reason == "claims the goal"
    # the task state is data, the protocol keeps five states
    assert ep3.task_state == machine.initial
