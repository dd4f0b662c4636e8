"""Reading real model answers: the corpus, the property test over answer styles,
PlanBench's configuration shapes and ``validate --nl --explain``."""

from __future__ import annotations

import json
import random
from functools import cache
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from plangate.cli import main
from plangate.llm.reading.step import Step
from plangate.llm.render import Renderer, load_nl, reading_for
from plangate.pddl.loader import load_task

from .answer_styles import DATA, STYLES, TASKS, random_walk, renderer

ANSWERS = DATA / "answers"
CORPUS = [json.loads(line) for line in (ANSWERS / "corpus.jsonl").read_text().splitlines()]
HAND = yaml.safe_load((ANSWERS / "hand.yaml").read_text())


@cache
def _renderer(label: str) -> Renderer:
    return renderer(label)


def _resolved(r: Renderer, steps: list[Step]) -> list[str]:
    """The steps as the machine reads them, state by state; "unreadable" ends the plan."""
    state = r.task.initial
    out: list[str] = []
    for step in steps:
        p = reading_for(r).parse_step(step, state)
        if not step.readable or p.name is None:
            out.append("unreadable")
            break
        out.append(f"({p.name}{' ' if p.args else ''}{' '.join(p.args)})")
        if p.valid and p.action is not None:
            state = p.action.apply(state)
    return out


def test_the_corpus_is_large_and_covers_every_shape_and_task() -> None:
    assert len(CORPUS) + len(HAND) >= 400
    assert {rec["task"] for rec in CORPUS} == set(TASKS)
    assert {rec["shape"] for rec in CORPUS} >= set(STYLES) | {"unreadable step"}


@pytest.mark.parametrize("rec", CORPUS, ids=[rec["id"] for rec in CORPUS])
def test_corpus_answer_reads_as_the_committed_plan(rec: dict[str, object]) -> None:
    r = _renderer(str(rec["task"]))
    reading = reading_for(r).read_plan(str(rec["answer"]))
    assert _resolved(r, reading.steps) == rec["expected"], reading.explain()


@pytest.mark.parametrize("rec", HAND, ids=[f"hand{i}" for i in range(len(HAND))])
def test_hand_written_answer(rec: dict[str, object]) -> None:
    r = _renderer(str(rec["task"]))
    answer = str(rec["answer"])
    mode = rec.get("mode", "plan")
    if mode == "plan":
        steps = reading_for(r).read_plan(answer).steps
    else:
        one = reading_for(r).read_action(answer, last=mode == "one-last")
        steps = [one] if one is not None else []
    assert _resolved(r, steps) == rec["expected"], reading_for(r).read_plan(answer).explain()


@settings(max_examples=150, deadline=None)
@given(
    task=st.sampled_from(sorted(TASKS)),
    style=st.sampled_from(sorted(STYLES)),
    seed=st.integers(0, 10**6),
    length=st.integers(1, 8),
)
def test_any_valid_plan_in_any_style_reads_back_the_same(
    task: str, style: str, seed: int, length: int
) -> None:
    r = _renderer(task)
    rng = random.Random(seed)
    plan = random_walk(r, rng, length)
    answer = STYLES[style](r, plan, rng)
    assert _resolved(r, reading_for(r).read_plan(answer).steps) == [str(op) for op in plan], answer


def test_unreadable_step_fails_the_plan_with_its_reason_and_is_fed_back() -> None:
    from plangate.llm.reading.checked import check_plan

    r = _renderer("blocksworld")
    answer = "1. Unstack the yellow block from the orange block\n2. Juggle the orange block\n"
    _steps, result = check_plan(r, reading_for(r), reading_for(r).machine, answer)
    assert result.failed_step == 2 and not result.valid
    assert "unreadable step" in result.reason and "no action named" in result.reason


# ------------------------------------------------------------------ PlanBench configs
def test_planbench_shaped_configs_load_and_render() -> None:
    r = _renderer("logistics")
    assert r.obj("p0") == "package_0" and r.obj("l1-0") == "location_1_0"
    state = r.state(r.task.initial)
    assert "truck_0 is at location_0_1" in state
    assert "obj" not in state and "(truck" not in state  # empty templates: not rendered
    m = _renderer("mystery")
    assert m.op(m.task.applicable(m.task.initial)[0]).startswith("feast object")


@pytest.mark.parametrize(
    "line, action",
    [
        ("load p0 into a0 at l0-0", "(load-airplane p0 a0 l0-0)"),  # "load" names two actions
        ("load p0 into t0 at l0-1", "(load-truck p0 t0 l0-1)"),
        ("Fly airplane_0 from location_0_0 to location_1_0", "(fly-airplane a0 l0-0 l1-0)"),
    ],
)
def test_one_action_word_for_several_actions_takes_the_one_whose_objects_fit(
    line: str, action: str
) -> None:
    r = _renderer("logistics")
    step = reading_for(r).read_action(line)
    assert step is not None
    assert _resolved(r, [step]) == [action]


def test_validate_explain_shows_how_the_answer_was_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    domain, problem, _ = TASKS["mystery"]
    answer = tmp_path / "answer.txt"
    answer.write_text(
        "Let me think.\n\n[PLAN]\nFeast b from a\nSuccumb b\n[PLAN END]\n\n"
        "The key steps are:\n1. Feast object b from object a because it craves a.\n"
    )
    config = str(DATA / "planbench/mystery_blocksworld.yaml")
    code = main(["validate", str(domain), str(problem), str(answer), "--nl", config, "--explain"])
    out = capsys.readouterr().out
    assert code == 1  # valid but does not reach the goal
    assert "block: the last [PLAN] ... [PLAN END] block (lines 3-6)" in out
    assert "step 1: (feast b a) [lenient]" in out and "step 2: (succumb b) [lenient]" in out
    assert "step 3" not in out
    assert "   1  outside: Let me think." in out  # every line is shown, with its role
    assert "outside: 1. Feast object b from object a because it craves a." in out
    code = main(["validate", str(domain), str(problem), str(answer), "--nl", config, "--json"])
    data = json.loads(capsys.readouterr().out)
    assert [s["action"] for s in data["reading"]["steps"]] == ["(feast b a)", "(succumb b)"]
    assert data["reading"]["lines"] == [3, 6]


def test_an_answer_with_no_action_is_no_plan_not_a_valid_empty_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    domain, problem, _ = TASKS["blocksworld"]
    answer = tmp_path / "answer.txt"
    answer.write_text("I am not sure how to solve this.\n")
    code = main(["validate", str(domain), str(problem), str(answer), "--nl", "builtin"])
    assert code == 1 and "no plan" in capsys.readouterr().out
    main(["validate", str(domain), str(problem), str(answer), "--nl", "builtin", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert data["status"] == "no-plan" and data["valid"] is False


def test_explain_needs_nl(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    domain, problem, _ = TASKS["blocksworld"]
    plan = tmp_path / "p.txt"
    plan.write_text("(unstack d c)\n")
    assert main(["validate", str(domain), str(problem), str(plan), "--explain"]) == 2
    assert "--explain" in capsys.readouterr().err


def test_config_files_load_as_is() -> None:
    for name in (
        "mystery_blocksworld",
        "logistics",
        "depots",
        "blocksworld_3",
        "random_blocksworld",
        "obfuscated_deceptive_logistics",
    ):
        cfg = load_nl(DATA / f"planbench/{name}.yaml")
        assert cfg.actions


def test_two_objects_with_one_name_are_refused(tmp_path: Path) -> None:
    from plangate.errors import PlangateError

    cfg = tmp_path / "c.yaml"
    cfg.write_text('encoded_objects: {"p": "object_{}", "t": "object_{}"}\n')
    domain, problem, _ = TASKS["logistics"]
    with pytest.raises(PlangateError, match="'p0' and 't0' are both called 'object_0'"):
        Renderer(load_task(domain, problem), load_nl(cfg))


def test_builtin_falls_back_to_the_generic_rendering(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A domain without a shipped rendering (gripper): --nl builtin reads the PDDL's."""
    from .conftest import BENCHMARKS

    folder = BENCHMARKS / "gripper-round-1-strips-1998"
    answer = tmp_path / "answer.txt"
    answer.write_text("1. (pick ball1 rooma left)\n2. (move rooma roomb)\n")
    domain, problem = folder / "domain.pddl", folder / "instances" / "instance-1.pddl"
    code = main(["validate", str(domain), str(problem), str(answer), "--nl", "builtin"])
    out = capsys.readouterr()
    assert code == 1 and "no built-in rendering" not in out.err
    assert "valid" in out.out
