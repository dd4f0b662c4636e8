"""IPC plan files and the CLI commands parse / actions / fsm."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from plangate.cli import main
from plangate.errors import PlanError
from plangate.pddl.loader import load_task
from plangate.pddl.plans import format_plan, parse_plan, read_plan

from .conftest import DOMAINS, EXAMPLES

BW = EXAMPLES / "blocksworld"


def test_plan_roundtrip() -> None:
    task = load_task(BW / "domain.pddl", BW / "problem-2steps.pddl")
    steps = read_plan(BW / "plan-2steps.txt")
    assert [str(s) for s in steps] == ["(unstack b c)", "(put-down b)"]
    ops = [task.operator(s.name, s.args) for s in steps]
    assert all(op is not None for op in ops)
    text = format_plan([op for op in ops if op is not None])
    assert text.endswith("; cost = 2 (unit cost)\n")
    assert parse_plan(text) == steps


def test_plan_syntax_tolerance_and_errors() -> None:
    steps = parse_plan("0: (PICK-UP A) [1]\n; comment\n\n(stack a b) ; trailing\n")
    assert [str(s) for s in steps] == ["(pick-up a)", "(stack a b)"]
    assert steps[1].line == 4
    with pytest.raises(PlanError, match=r"p.txt:2: expected a plan step"):
        parse_plan("(a)\npick up a\n", "p.txt")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_parse_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "parse", str(BW / "domain.pddl"), str(BW / "problem-2steps.pddl"), "--json"
    )
    assert code == 0
    info = json.loads(out)
    assert info["schemas"] == 4 and info["objects"] == 4 and info["predicates"] == 5
    assert info["valid_actions_at_initial"] == 3


def test_cli_actions_after_plan(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = run(capsys, "actions", str(BW / "domain.pddl"), str(BW / "problem-2steps.pddl"))
    assert code == 0 and "1. (pick-up a)" in out and "3. (unstack b c)" in out
    code, out, _ = run(
        capsys,
        "actions",
        str(BW / "domain.pddl"),
        str(BW / "problem-2steps.pddl"),
        "--plan",
        str(BW / "plan-2steps.txt"),
        "--json",
    )
    info = json.loads(out)
    assert code == 0 and info["goal_reached"] and info["steps_applied"] == 2
    bad = tmp_path / "bad.txt"
    bad.write_text("(unstack b c)\n(pick-up c)\n")
    code, out, _ = run(
        capsys,
        "actions",
        str(BW / "domain.pddl"),
        str(BW / "problem-2steps.pddl"),
        "--plan",
        str(bad),
    )
    assert code == 1
    assert "step 2 (pick-up c) is invalid" in out and "(handempty)" in out


def test_cli_fsm_dot_and_limit(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    dot = tmp_path / "m.dot"
    code, out, _ = run(
        capsys,
        "fsm",
        str(BW / "domain.pddl"),
        str(BW / "problem-tower.pddl"),
        "--dot",
        str(dot),
        "--json",
    )
    info = json.loads(out)
    assert code == 0 and info["task_states"] == 125 and info["states"] == 127
    assert dot.read_text().startswith("digraph")
    code, _, err = run(
        capsys, "fsm", str(BW / "domain.pddl"), str(BW / "problem-tower.pddl"), "--max-states", "10"
    )
    assert code == 2 and "more than 10 states" in err


def test_cli_bad_files(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(
        capsys, "parse", str(tmp_path / "none.pddl"), str(BW / "problem-2steps.pddl")
    )
    assert code == 2 and "not found" in err and err.count("\n") == 1


@pytest.mark.parametrize("domain_dir", DOMAINS, ids=[d.name for d in DOMAINS])
def test_cli_on_every_benchmark_domain(
    capsys: pytest.CaptureFixture[str], domain_dir: Path
) -> None:
    d = str(domain_dir / "domain.pddl")
    p = str(sorted((domain_dir / "instances").glob("*.pddl"))[0])
    assert run(capsys, "parse", d, p, "--json")[0] == 0
    assert run(capsys, "actions", d, p, "--json")[0] == 0
    code, _, err = run(capsys, "fsm", d, p, "--max-states", "3000", "--json")
    assert code == 0 or (code == 2 and "more than 3000 states" in err)


def test_console_script_entry_point() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "plangate.cli", "--help"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0 and "actions" in proc.stdout
