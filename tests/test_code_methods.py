"""The methods whose answer is a program, end to end: ``plangate solve`` against a
scripted model over HTTP on 127.0.0.1, each program run in the sandbox, tested against
the machine, and its plan validated on the true task."""

from __future__ import annotations

import platform
from pathlib import Path
from typing import Any

import pytest

from .test_formalize import _solve as solve_with
from .test_program_checks import BLOCKS

BW = Path(__file__).resolve().parents[1] / "examples" / "blocksworld"
pytestmark = pytest.mark.skipif(platform.system() != "Linux", reason="the sandbox is Linux's")

RIGHT = f"Here are the functions.\n```python\n{BLOCKS}\n```"
# stack forgets that the block it stacks onto is no longer clear
WRONG = RIGHT.replace('("holding", b), ("clear", c)}', '("holding", b)}')


def _solve(capsys: pytest.CaptureFixture[str], answers: list[str],
           tries: int = 3) -> tuple[int, dict[str, Any], list[Any]]:  # fmt: skip
    files = (BW / "domain.pddl", BW / "problem-tower.pddl")
    return solve_with(capsys, answers, "code-successors", files, tries)


def test_a_wrong_successor_function_is_repaired_by_its_counterexample(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, record, sent = _solve(capsys, [WRONG, RIGHT])
    assert code == 0 and record["success"] and record["optimal"] and record["valid"]
    stats = record["search"]
    assert stats["rounds"] == 2 and stats["failed_tests"] == 1 and stats["passed"]
    assert stats["search"] == "plan" and stats["expanded"] > 0 and stats["failure"] == ""
    first = sent[0][-1]["content"]
    assert "[DOMAIN]" in first and "(:action stack" in first and "successor_states(state)" in first
    assert "('on', 'd', 'c')" in first  # the initial state, as the program sees it
    feedback = sent[1][-1]["content"]
    assert feedback.startswith("successor_states returned a state that no single action")
    assert "The input state (the initial state): (clear d) (handempty)" in feedback
    assert "The state returned: (holding d) (on b a)" in feedback


def test_an_answer_without_code_is_asked_again(capsys: pytest.CaptureFixture[str]) -> None:
    code, record, sent = _solve(capsys, ["I would search breadth-first.", RIGHT])
    assert code == 0 and record["success"]
    assert record["search"]["no_code"] == 1 and record["search"]["rounds"] == 2
    assert sent[1][-1]["content"].startswith("Your answer has no ```python block.")


def test_a_program_that_never_passes_still_searches_and_says_why_it_found_nothing(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The wrong program passes no test in two answers; the search with it runs out of
    states without reaching the goal, and the record says so."""
    code, record, _ = _solve(capsys, [WRONG, WRONG], tries=2)
    assert code != 0 and not record["success"] and record["outcome"] == "gave up"
    stats = record["search"]
    assert stats["failed_tests"] == 2 and not stats["passed"]
    assert stats["failure"] == "invalid successor" and stats["search"] == "exhausted"
    assert record["notes"] == ["the search with the program: no goal state reached"]


def test_a_goal_test_that_says_yes_to_everything_claims_a_plan_the_task_refuses(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Its search stops at once, claiming the initial state is a goal: the claim is
    checked on the true task, where it is not."""
    lying = RIGHT.replace("    return all(", "    return True or all(")
    code, record, sent = _solve(capsys, [lying], tries=1)
    assert code != 0 and not record["success"] and record["outcome"] == "goal not reached"
    assert record["search"]["failure"] == "goal test" and record["search"]["search"] == "plan"
    assert record["plan"] == [] and len(sent) == 1


def test_an_unreadable_program_ends_with_tries_exhausted(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, record, sent = _solve(capsys, ["```python\ndef successor_states(state)\n```"] * 2,
                                tries=2)  # fmt: skip
    assert code != 0 and record["outcome"] == "tries exhausted"
    assert record["search"]["failure"] == "syntax" and record["search"]["search"] == ""
    assert (
        "SyntaxError" in sent[1][-1]["content"] and "line 1 of your code" in sent[1][-1]["content"]
    )
