"""Many plans in one call: a folder of plans, JSON lines from a file or standard input;
one JSON line per plan, each task grounded once, bad rows answered in their place."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from plangate.cli import main
from plangate.verify.many import Tasks, validate_rows

from .conftest import BENCHMARKS, EXAMPLES

BW = EXAMPLES / "blocksworld"
DOMAIN, PROBLEM = str(BW / "domain.pddl"), str(BW / "problem-2steps.pddl")
GOOD, BAD = "(unstack b c)\n(put-down b)\n", "(put-down b)\n"


def _lines(text: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in text.splitlines()]


def test_a_folder_of_plans_gives_a_line_per_plan(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a.txt").write_text(GOOD)
    (tmp_path / "b.plan").write_text(BAD)
    (tmp_path / ".hidden").write_text(BAD)
    assert main(["validate", DOMAIN, PROBLEM, str(tmp_path)]) == 1  # one does not
    out = _lines(capsys.readouterr().out)
    assert [Path(str(o["plan_file"])).name for o in out] == ["a.txt", "b.plan"]
    assert [o["status"] for o in out] == ["valid", "invalid-step"]
    assert out[1]["failed_step"] == 1 and out[1]["unmet_preconditions"] == ["(holding b)"]
    (tmp_path / "b.plan").write_text(GOOD)
    assert main(["validate", DOMAIN, PROBLEM, str(tmp_path)]) == 0


def test_rows_from_a_file_and_from_standard_input(tmp_path: Path) -> None:
    logistics = BENCHMARKS / "logistics-strips-typed-2000"
    for name, source in (("bw-domain.pddl", DOMAIN), ("bw-problem.pddl", PROBLEM),
                         ("log-domain.pddl", logistics / "domain.pddl"),
                         ("log-1.pddl", logistics / "instances" / "instance-1.pddl")):  # fmt: skip
        (tmp_path / name).write_text(Path(source).read_text())
    d, p = "bw-domain.pddl", "bw-problem.pddl"  # the rows' files, beside the batch
    rows = [
        {"id": "bw", "domain": d, "problem": p, "plan": GOOD},
        {"id": "log", "domain": "log-domain.pddl", "problem": "log-1.pddl", "plan": "(fly x y)"},
        {"id": "missing", "domain": "nowhere.pddl", "problem": p, "plan": GOOD},
        {"id": "no plan", "domain": d, "problem": p},
        {"id": "file", "domain": d, "problem": p, "plan_file": "p"},
    ]  # fmt: skip
    (tmp_path / "p").write_text(BAD)
    text = "".join(json.dumps(r) + "\n" for r in rows) + "[1, 2]\n\nnot json\n"
    (tmp_path / "rows.jsonl").write_text(text)
    cmd = [sys.executable, "-m", "plangate.cli", "validate", "--batch"]
    from_file = subprocess.run([*cmd, str(tmp_path / "rows.jsonl")], capture_output=True,
                               text=True, check=False, timeout=120)  # fmt: skip
    from_stdin = subprocess.run([*cmd, "-"], input=text, capture_output=True, text=True,
                                check=False, timeout=120, cwd=tmp_path)  # fmt: skip
    assert from_file.returncode == from_stdin.returncode == 1
    assert from_file.stdout == from_stdin.stdout.replace("<stdin>", str(tmp_path / "rows.jsonl"))
    out = _lines(from_file.stdout)
    assert [o.get("id") for o in out[:5]] == ["bw", "log", "missing", "no plan", "file"]
    assert [o["status"] for o in out] == ["valid", "unparsable-step", "error", "error",
                                          "invalid-step", "error", "error"]  # fmt: skip
    assert "nowhere.pddl" in str(out[2]["error"]) and "'plan'" in str(out[3]["error"])
    assert out[5]["error"] == f"{tmp_path / 'rows.jsonl'}:6: expected a JSON object"
    assert "not JSON" in str(out[6]["error"]) and "plan" not in out[0]  # the text not echoed


def test_each_task_is_grounded_once() -> None:
    tasks = Tasks()
    rows = [{"domain": DOMAIN, "problem": PROBLEM, "plan": GOOD if k % 2 else BAD}
            for k in range(50)]  # fmt: skip
    out = list(validate_rows(rows, tasks))
    assert tasks.grounded == 1 and sum(bool(o["success"]) for o in out) == 25


def test_many_plans_and_one_plan_are_told_apart(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", "--batch", "x.jsonl", DOMAIN]) == 2
    assert "not both" in capsys.readouterr().err
    assert main(["validate", DOMAIN]) == 2
    assert "give DOMAIN PROBLEM PLAN" in capsys.readouterr().err
