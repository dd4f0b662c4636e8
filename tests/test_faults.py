"""Why a text is not a valid action: typed faults, worded in one place (plangate.fsm.faults)."""

from __future__ import annotations

from pathlib import Path

import pytest

from plangate.fsm import faults
from plangate.fsm.machine import MealyMachine, Verdict
from plangate.llm.methods.steps import choose
from plangate.llm.render import reading_for, renderer_for
from plangate.llm.trace import Trace, read_trace
from plangate.pddl.loader import load_task

ROOT = Path(__file__).resolve().parent.parent
BW = (ROOT / "examples/blocksworld/domain.pddl", ROOT / "examples/blocksworld/problem-2steps.pddl")


@pytest.fixture(scope="module")
def task():  # type: ignore[no-untyped-def]
    return load_task(*BW)


@pytest.mark.parametrize(
    ("text", "kind", "verdict", "words"),
    [
        ("", faults.NoAction, Verdict.UNPARSABLE, "no action found in the text"),
        ("(fly a)", faults.UnknownAction, Verdict.UNKNOWN_ACTION, "unknown action 'fly'"),
        ("(pick-up a b)", faults.WrongArity, Verdict.WRONG_ARITY, "takes 1 argument"),
        ("(pick-up zz)", faults.UnknownObject, Verdict.UNKNOWN_OBJECT, "unknown object 'zz'"),
        ("(pick-up c)", faults.Unmet, Verdict.INAPPLICABLE, "unmet precondition"),
    ],
)
def test_the_machine_says_why_with_a_typed_fault(task, text, kind, verdict, words) -> None:  # type: ignore[no-untyped-def]
    parsed = MealyMachine(task).parse(text, task.initial)
    assert parsed.verdict is verdict and isinstance(parsed.fault, kind)
    assert words in parsed.reason and parsed.reason == parsed.fault.text() == str(parsed.fault)


def test_a_valid_action_has_no_fault(task) -> None:  # type: ignore[no-untyped-def]
    parsed = MealyMachine(task).parse("(unstack b c)", task.initial)
    assert parsed.valid and parsed.fault is None and parsed.reason == ""


def test_unmet_carries_the_atoms_and_is_not_a_format_error(task) -> None:  # type: ignore[no-untyped-def]
    fault = MealyMachine(task).parse("(pick-up c)", task.initial).fault
    assert isinstance(fault, faults.Unmet) and not fault.format_error
    assert fault.name == "pick-up" and fault.args == ("c",) and "(clear c)" in fault.unmet
    assert faults.NoAction().format_error


def test_words_where_objects_belong_point_to_the_reader(task) -> None:  # type: ignore[no-untyped-def]
    parsed = MealyMachine(task).parse("1. Unstack the D from C", task.initial)
    assert isinstance(parsed.fault, faults.WrongArity) and parsed.fault.words
    assert "plangate.reading_for(plangate.renderer_for(task, None))" in parsed.reason
    # and that advice works as printed
    read = reading_for(renderer_for(task, None)).parse(
        "unstack the blue block from the orange block", task.initial
    )
    assert read.valid and str(read.action) == "(unstack b c)"


def test_the_reader_and_the_number_reader_give_typed_faults(task) -> None:  # type: ignore[no-untyped-def]
    reading = reading_for(renderer_for(task, None))
    assert isinstance(reading.parse("I am not sure.", task.initial).fault, faults.NoAction)
    options = task.applicable(task.initial)
    strict = choose(reading, "maybe the second", options, task.initial, cot=False, lenient=False)
    assert isinstance(strict.fault, faults.NotANumber) and strict.fault.only
    assert strict.reason == f"answer with a number from 1 to {len(options)}, and nothing else"
    wrong = choose(reading, "9", options, task.initial, cot=False, lenient=False)
    assert wrong.fault == faults.NotAnOption(9, len(options))


def test_a_trace_file_reads_back_typed(tmp_path: Path) -> None:
    from plangate.llm.clients.base import Completion

    trace = Trace("preplanned", "scripted", "m", "bw")
    trace.record("plan", [{"role": "user", "content": "hi"}], Completion(["(pick-up a)"]))
    trace.turns[0].distance = 3.0
    trace.error = "model error: boom"
    path = tmp_path / "t.jsonl"
    trace.write_jsonl(path)
    with path.open("a") as fh:
        fh.write('{"type": "turn", "index": 1, "kind"')  # a line torn by a crash
    back = read_trace(path)
    assert back.method == "preplanned" and back.error == "model error: boom"
    assert len(back.turns) == 1 and back.turns[0].answer == "(pick-up a)"
    assert back.turns[0].distance == 3.0 and back.turns[0].messages[0]["content"] == "hi"
    (tmp_path / "bad.jsonl").write_text('{"type": "turn"}\n')
    with pytest.raises(ValueError, match="a turn lacks a field"):
        read_trace(tmp_path / "bad.jsonl")
    (tmp_path / "none.jsonl").write_text('{"type": "other"}\n')
    with pytest.raises(ValueError, match="not a plangate trace"):
        read_trace(tmp_path / "none.jsonl")
