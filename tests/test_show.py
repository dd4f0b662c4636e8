"""plangate show: a task in words and each method's first prompt, with no model."""

from __future__ import annotations

import json
import sys

import pytest

from plangate.cli import main
from plangate.llm.methods import METHODS

from .conftest import EXAMPLES

BW = EXAMPLES / "blocksworld"
FILES = [str(BW / "domain.pddl"), str(BW / "problem-2steps.pddl")]


@pytest.mark.parametrize("method", sorted(METHODS))
def test_every_method_shows_its_first_prompt_without_a_model(
    method: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["show", *FILES, "--method", method, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["method"] == method
    assert "blue block" in out["task"]["initial state"] and out["task"]["goal"]
    if METHODS[method].about.uses_model:
        (first, *_) = out["first_prompt"]
        assert first["content"].strip() and first["role"] in ("system", "user")
        # the goal in words is in the prompt: the task the method states (the PDDL itself,
        # for the method whose prompt is the task's files)
        said = " ".join(m["content"] for m in out["first_prompt"])
        assert ("(:goal (and (ontable b)" if method == "pddl-plan" else "on the table") in said
    else:
        assert out["first_prompt"] == []


def test_the_choices_of_a_constrained_answer_are_shown(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", *FILES, "--method", "interactive-restricted-constrained"]) == 0
    out = capsys.readouterr().out
    assert "## goal\n\nthe blue block is on the table and the orange block is clear" in out
    assert "(the answer is restricted to 3 choices: 1, 2, 3)" in out
    assert "b (blue block)" in out


def test_show_loads_no_model() -> None:
    import subprocess

    code = ("import sys; from plangate.cli import main; main(['show', *sys.argv[1:], "
            "'--method', 'lats']); print(sorted(m for m in sys.modules if m.startswith("
            "('llama_cpp', 'openai', 'gemma3'))))")  # fmt: skip
    out = subprocess.run([sys.executable, "-c", code, *FILES], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_a_wrong_method_name_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as err:
        main(["show", *FILES, "--method", "lat"])
    assert err.value.code == 2
    said = capsys.readouterr().err
    assert "no such choice 'lat'" in said and "lats" in said and len(said.splitlines()) == 1
