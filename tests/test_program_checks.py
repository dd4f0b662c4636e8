"""The state a program sees and the tests generated from the machine (plangate.programs):
the representation against facts written by hand, the generated successor sets against
ones written by hand, and the first failing test of wrong programs as the feedback the
model reads."""

from __future__ import annotations

import platform
from pathlib import Path

import pytest

from plangate.pddl.loader import load_task
from plangate.programs.checks import first_failure, probes, work
from plangate.programs.sandbox import run_program
from plangate.programs.states import View

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
NUMERIC = Path(__file__).resolve().parent / "data" / "numeric"
SANDBOX = pytest.mark.skipif(platform.system() != "Linux", reason="the sandbox's locks are Linux's")

BLOCKS = """
def successor_states(state):
    out = []
    blocks = {x for f in state for x in f[1:]}
    for b in blocks:
        if ("clear", b) in state and ("handempty",) in state:
            if ("ontable", b) in state:
                out.append(state - {("clear", b), ("ontable", b), ("handempty",)}
                           | {("holding", b)})
            for c in blocks:
                if ("on", b, c) in state:
                    out.append(state - {("clear", b), ("on", b, c), ("handempty",)}
                               | {("holding", b), ("clear", c)})
        if ("holding", b) in state:
            out.append(state - {("holding", b)} | {("ontable", b), ("clear", b), ("handempty",)})
            for c in blocks:
                if c != b and ("clear", c) in state:
                    out.append(state - {("holding", b), ("clear", c)}
                               | {("on", b, c), ("clear", b), ("handempty",)})
    return out


def is_goal(state, goal):
    return all((f[1:] not in state) if f[0] == "not" else (f in state) for f in goal)
"""


def _blocks(problem: str = "problem-2steps.pddl") -> View:
    return View.of(load_task(EXAMPLES / "blocksworld" / "domain.pddl",
                             EXAMPLES / "blocksworld" / problem))  # fmt: skip


def test_a_state_is_its_facts_as_tuples_and_reads_back() -> None:
    view = _blocks()
    start = view.facts(view.task.initial)
    assert start == {("clear", "a"), ("clear", "b"), ("clear", "d"), ("handempty",),
                     ("on", "b", "c"), ("ontable", "a"), ("ontable", "c"),
                     ("ontable", "d")}  # fmt: skip
    assert view.goal == {("ontable", "b"), ("clear", "c")}
    assert view.objects == {"object": ["a", "b", "c", "d"]}
    assert view.state(start) == view.task.initial
    assert view.state(start | {("on", "z", "q")}) == "(on z q) is no fact of this task"


def test_a_numeric_state_holds_its_values_and_its_constants() -> None:
    d = NUMERIC / "zenotravel-numeric-automatic-2002"
    task = load_task(d / "domain.pddl", sorted((d / "instances").glob("*.pddl"))[0])
    view = View.of(task)
    start = view.facts(task.initial)
    assert ("=", "distance", "city0", "city1", 678) in start  # a constant, in every state
    assert ("=", "distance", "city0", "city1", 678) in view.static
    fuel = [f for f in start if f[:2] == ("=", "fuel")]
    assert fuel and all(isinstance(f[-1], int | float) for f in fuel)
    assert view.objects["aircraft"] == ["plane1"] and "plane1" in view.objects["object"]
    for op, nxt in task.successors(task.initial):
        assert view.state(view.facts(nxt)) == nxt, op
    assert "missing" in str(view.state(start - {("=", "distance", "city0", "city1", 678)}))


def test_the_generated_successors_are_the_ones_written_by_hand() -> None:
    view = _blocks()
    first = probes(view, count=12)[0]
    assert first.why == "the initial state" and not first.goal
    start = first.facts
    by_hand = {
        start - {("clear", "a"), ("ontable", "a"), ("handempty",)} | {("holding", "a")},
        start - {("clear", "d"), ("ontable", "d"), ("handempty",)} | {("holding", "d")},
        start - {("clear", "b"), ("on", "b", "c"), ("handempty",)}
        | {("holding", "b"), ("clear", "c")},
    }
    assert first.successors == by_hand


def test_the_probes_reach_past_the_plan_and_hold_a_goal() -> None:
    sampled = probes(_blocks("problem-tower.pddl"), count=12)
    whys = {p.why for p in sampled}
    assert "the initial state" in whys and "the end of a random walk" in whys
    assert any(p.goal for p in sampled) and not all(p.goal for p in sampled)
    assert len({p.state for p in sampled}) == len(sampled)


@SANDBOX
def test_a_right_program_passes_and_each_wrong_one_is_told_its_first_failure() -> None:
    view = _blocks("problem-tower.pddl")
    sampled = probes(view, count=12)

    def failure(code: str) -> object:
        ran = run_program(code, work(view, sampled))
        assert ran.ok, ran.said
        return first_failure(view, sampled, ran.answer.get("work"))

    assert failure(BLOCKS) is None
    put_down = ('out.append(state - {("holding", b)} | {("ontable", b), ("clear", b), '
                '("handempty",)})')  # fmt: skip
    missed = failure(BLOCKS.replace(put_down, "pass"))
    assert missed.kind == "missed successor"
    assert "A successor state missing:" in missed.feedback and "(ontable d)" in missed.feedback
    wrong = failure(BLOCKS.replace('("holding", b), ("clear", c)}', '("holding", b)}'))
    assert wrong.kind == "invalid successor" and "The input state (the initial state)" in (
        wrong.feedback
    )
    raised = failure(BLOCKS.replace("return all(", "return 1 / 0 and all("))
    assert raised.kind == "exception" and raised.line == 24
    assert "ZeroDivisionError" in raised.feedback and "line 24 of your code" in raised.feedback
    inverted = failure(BLOCKS.replace("return all(", "return not all("))
    assert inverted.kind == "goal test" and "expected False" in inverted.feedback
    none = failure("def successor_states(state):\n    return None\n")
    assert none.kind == "shape"
