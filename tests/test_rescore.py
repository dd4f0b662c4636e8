"""plangate rescore: recorded answers (JSONL, PlanBench result files) become records."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import yaml

from plangate.cli import main

from .conftest import ROOT

EXAMPLE = ROOT / "examples" / "rescore" / "answers.jsonl"
ROOT_ARG = ["--root", str(ROOT / "examples")]  # its rows name files beside its folder
DATA = ROOT / "tests" / "data" / "planbench"


def _records(path: Path) -> dict[str, dict[str, object]]:
    return {str(r["instance"]): r for r in map(json.loads, path.read_text().splitlines())}


def test_jsonl_answers_are_scored_resumably_and_audited(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    results = tmp_path / "r.jsonl"
    assert (
        main(
            ["rescore", str(EXAMPLE), "--results", str(results), "--root", str(EXAMPLE.parents[1])]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "5 answers scored" in out and "3 of 5 agree" in out
    recs = _records(results)
    assert recs["tower-1"]["success"] and recs["tower-1"]["recorded_verdict"] is True
    # abbreviations, bold titles and an explanation: a valid plan the input called invalid
    two = recs["tower-2"]
    assert two["success"] and two["plan_length"] == 8 and two["method"] == "recorded"
    assert "step 1: (unstack d c)" in str(two["explain"])
    three = recs["tower-3"]  # picks up the red block while holding the yellow one
    assert not three["valid"] and three["validation"]["failed_step"] == 2  # type: ignore[index]
    assert recs["2steps-2"]["outcome"].startswith("no plan")  # type: ignore[union-attr]
    # resumable: nothing is scored twice
    assert (
        main(
            ["rescore", str(EXAMPLE), "--results", str(results), "--root", str(EXAMPLE.parents[1])]
        )
        == 0
    )
    assert "0 answers scored" in capsys.readouterr().out
    assert len(results.read_text().splitlines()) == 5
    # the report has the audit, the browser each answer's page with its reading
    report = tmp_path / "report"
    assert main(["report", str(results), "--out", str(report), "--html", "--no-plots"]) == 0
    text = (report / "report.md").read_text()
    assert "Audit: plangate's verdicts against the recorded ones" in text
    assert "| blocksworld | model-b | plan | verdict | 3 | 1 |" in text
    assert "| model-b | tower-2 | plan | wrong | correct |" in text
    pages = list((report / "episodes").glob("*.html"))
    assert len(pages) == 5
    page = next(p.read_text() for p in pages if "tower-2" in p.read_text())
    assert "How the answer was read" in page and "recorded verdict" in page


def _planbench(tmp_path: Path) -> Path:
    """A PlanBench checkout's layout: configs/, instances/, results/."""
    root = tmp_path / "plan-bench"
    config = yaml.safe_load((DATA / "mystery_blocksworld.yaml").read_text())
    config["domain_file"] = "instances/blocksworld/mystery/generated_domain.pddl"
    config["instances_template"] = "instance-{}.pddl"
    (root / "configs").mkdir(parents=True)
    (root / "configs" / "mystery_blocksworld.yaml").write_text(yaml.safe_dump(config))
    folder = root / "instances" / config["instance_dir"]
    folder.mkdir(parents=True)
    shutil.copy(DATA / "mystery" / "domain.pddl", folder.parent / "generated_domain.pddl")
    shutil.copy(DATA / "mystery" / "instance-1.pddl", folder / "instance-1.pddl")
    shutil.copy(DATA / "mystery" / "instance-1.pddl", folder / "instance-2.pddl")
    engine = root / "results" / "mystery_blocksworld" / "gpt-4_chat"
    engine.mkdir(parents=True)
    plan = "\n".join(
        ["feast object b from object a", "succumb object b", "feast object c from object d",
         "succumb object c", "attack object a", "overcome object a from object c",
         "attack object d", "overcome object d from object b"]
    )  # fmt: skip
    result = {
        "task": "task_1_plan_generation",
        "domain": "mystery_blocksworld",
        "engine": "gpt-4_chat",
        "instances": [
            {"instance_id": 1, "llm_raw_response": f"{plan}\n[PLAN END]", "llm_correct": True},
            {
                "instance_id": 2,
                "llm_raw_response": "1. **Feast b from a**: b craves a\n2. Succumb(b)",
                "llm_correct": False,
            },
            {"instance_id": 3, "query": "not answered yet"},
        ],
    }
    path = engine / "task_1_plan_generation.json"
    path.write_text(json.dumps(result))
    return path


def test_planbench_result_files_as_they_are(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _planbench(tmp_path)
    results = tmp_path / "r.jsonl"
    assert main(["rescore", str(path), "--results", str(results), "--no-traces"]) == 0
    assert "2 answers scored" in capsys.readouterr().out
    recs = _records(results)
    one, two = recs["1"], recs["2"]
    assert one["success"] and one["optimal"] and one["model_label"] == "gpt-4_chat"
    assert one["dataset"] == "mystery_blocksworld/task_1_plan_generation"
    assert not two["success"] and two["valid"] and two["plan_length"] == 2
    assert two["recorded_verdict"] is False and two["explain"] == ""  # they agree


def test_bad_input_names_the_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"domain": "x.pddl", "answer": "1. a"}\n')
    assert main(["rescore", str(bad), "--results", str(tmp_path / "r.jsonl")]) == 2
    assert f"{bad}:1: missing problem" in capsys.readouterr().err
    bad.write_text("not json\n")
    assert main(["rescore", str(bad), "--results", str(tmp_path / "r.jsonl")]) == 2
    assert f"{bad}:1: not JSON" in capsys.readouterr().err
    lost = tmp_path / "task_1.json"
    lost.write_text(json.dumps({"domain": "x", "instances": [{"instance_id": 1}]}))
    assert main(["rescore", str(lost), "--results", str(tmp_path / "r.jsonl")]) == 2
    assert "--domain" in capsys.readouterr().err
