"""Natural-language rendering and parsing: PlanBench-style answers, every domain, bad files."""

from __future__ import annotations

from pathlib import Path

import pytest

from plangate.cli import main
from plangate.errors import PlangateError
from plangate.fsm.machine import Verdict
from plangate.llm.render import Renderer, builtin_nl, load_nl, reading_for
from plangate.pddl.loader import load_task
from plangate.pddl.task import Task

from .conftest import BENCHMARKS, DOMAINS, EXAMPLES, INSTANCES

BW = EXAMPLES / "blocksworld"


@pytest.fixture(scope="module")
def task() -> Task:
    return load_task(BW / "domain.pddl", BW / "problem-2steps.pddl")


@pytest.fixture(scope="module")
def r(task: Task) -> Renderer:
    return Renderer(task, builtin_nl(task.domain_name))


def test_planbench_wording(task: Task, r: Renderer) -> None:
    assert r.obj("a") == "red block" and r.obj("l") == "gold block"
    op = task.operator("unstack", ("b", "c"))
    assert op is not None
    assert r.op(op) == "unstack the blue block from on top of the orange block"
    assert r.atom("(on b c)") == "the blue block is on top of the orange block"
    assert r.atom("(handempty)") == "the hand is empty"
    assert r.goal() == "the blue block is on the table and the orange block is clear"
    assert r.intro().startswith("I am playing with a set of blocks")


ANSWERS = {
    # PlanBench-style model answers -> the plan they denote
    "[PLAN]\nunstack the blue block from on top of the orange block\n"
    "put down the blue block\n[PLAN END]": ["(unstack b c)", "(put-down b)"],
    "Here is my plan:\n1. Unstack the Blue Block from on top of the Orange Block.\n"
    "2. Put down the blue block.\n\nThis achieves the goal.": ["(unstack b c)", "(put-down b)"],
    "My plan is as follows:\n\n[PLAN]\n(unstack b c)\n(put-down b)\n[PLAN END]\n[PLAN END]": [
        "(unstack b c)",
        "(put-down b)",
    ],
    "Step 1: UNSTACK THE BLUE BLOCK FROM ON TOP OF THE ORANGE BLOCK\nStep 2: put-down b": [
        "(unstack b c)",
        "(put-down b)",
    ],
    "- unstack blue block from on top of orange block\n- put down blue block": [
        "(unstack b c)",
        "(put-down b)",
    ],
    "I would first unstack the blue block from on top of the orange block, "
    "then think.\nput down the blue block": ["(unstack b c)", "(put-down b)"],
    "[PLAN]\npick up the red block\nstack the red block on top of the yellow block\n"
    "[PLAN END]\nextra: put down the red block": ["(pick-up a)", "(stack a d)"],
}


@pytest.mark.parametrize("answer", list(ANSWERS), ids=[f"answer{i}" for i in range(len(ANSWERS))])
def test_planbench_style_answers(answer: str, task: Task, r: Renderer) -> None:
    steps = reading_for(r).read_plan(answer).steps
    state = task.initial
    parsed = []
    for step in steps:
        p = reading_for(r).parse_step(step, state)
        assert p.action is not None, (step, p.reason)
        parsed.append(str(p.action))
        if p.valid:
            state = p.action.apply(state)
    assert parsed == ANSWERS[answer]


def test_prose_that_echoes_the_rules_holds_no_action(r: Renderer) -> None:
    # small models often echo the prompt: "Pick up a block" must not read as (pick-up a)
    assert reading_for(r).read_plan(r.intro()).steps == []
    assert reading_for(r).parse_action("Unstack a block from on top of another block") is None


def test_parenthesised_words_are_not_actions(r: Renderer) -> None:
    # "(top)" in a rendered state, or "(on b c)" in prose, is not an action
    assert reading_for(r).parse_action("peg C: disk 1 (top)") is None
    assert reading_for(r).parse_action("because (on b c) holds, (unstack b c)") == (
        "unstack",
        ("b", "c"),
    )


def test_unknown_objects_and_prose(task: Task, r: Renderer) -> None:
    assert reading_for(r).parse("stack the red block on the gold block", task.initial).verdict in (
        Verdict.UNPARSABLE,
        Verdict.UNKNOWN_OBJECT,
    )
    assert (
        reading_for(r).parse("I am not sure what to do.", task.initial).verdict
        is Verdict.UNPARSABLE
    )
    p = reading_for(r).parse("pick up the orange block", task.initial)
    assert p.verdict is Verdict.INAPPLICABLE and "(clear c)" in p.unmet


def _first_instance_per_domain() -> list[tuple[Path, Path]]:
    seen: dict[Path, tuple[Path, Path]] = {}
    for pair in INSTANCES:
        seen.setdefault(pair[0], pair)
    return list(seen.values())


FIRST = _first_instance_per_domain()


@pytest.mark.parametrize("pair", FIRST, ids=[p[0].parent.name for p in FIRST])
def test_every_valid_action_round_trips(pair: tuple[Path, Path]) -> None:
    """Generic (PDDL) rendering on every domain; the shipped one on Blocksworld domains."""
    t = load_task(*pair)
    for rr in {Renderer(t), Renderer(t, builtin_nl(t.domain_name))}:
        state = t.initial
        for op in t.applicable(state)[:200]:
            p = reading_for(rr).parse(rr.op(op), state)
            assert p.valid and p.action == op, (rr.op(op), p.reason)
        assert rr.intro() and rr.goal()


def test_bad_config_files(tmp_path: Path, task: Task) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("actions:\n  stack: 'stack the {} on {}'\n  unstack: [oops\n")
    with pytest.raises(PlangateError, match=r"bad\.yaml:\d+:\d+: invalid YAML: expected"):
        load_nl(bad)
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text("actions:\n  stack: 'stack the {}'\n")
    with pytest.raises(PlangateError, match=r"actions\.stack: expected 2 '\{\}' slots"):
        Renderer(task, load_nl(wrong))
    unknown = tmp_path / "unknown.yaml"
    unknown.write_text("actions:\n  fly: 'fly {}'\n")
    with pytest.raises(PlangateError, match="the domain has no action 'fly'"):
        Renderer(task, load_nl(unknown))
    with pytest.raises(PlangateError, match="cannot read"):
        load_nl(tmp_path / "missing.yaml")


def test_validate_cli_reads_natural_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = tmp_path / "good.txt"
    good.write_text(
        "[PLAN]\n1. Unstack the blue block from on top of the orange block\n"
        "2. Put down the blue block\n[PLAN END]\n"
    )
    args = [str(BW / "domain.pddl"), str(BW / "problem-2steps.pddl")]
    assert main(["validate", *args, str(good), "--nl", "builtin"]) == 0
    bad = tmp_path / "bad.txt"
    bad.write_text("put down the blue block\n")
    assert main(["validate", *args, str(bad), "--nl", "builtin"]) == 1
    out = capsys.readouterr().out
    assert "invalid plan: step 1" in out and "I am holding the blue block" in out
    assert main(["validate", *args, str(bad), "--nl", str(tmp_path / "none.yaml")]) == 2


def test_every_domain_dir_exists() -> None:
    assert DOMAINS and BENCHMARKS.is_dir()
