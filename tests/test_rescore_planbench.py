"""plangate rescore on PlanBench's own files, as they are (../shared/planbench/): every
result file's configuration, domain, instances, task and verdict field found from
PlanBench's layout, with no flag; the summary; resuming; empty answers; the task audits."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from plangate.bench.report import plots
from plangate.bench.rescoring.inputs import read_inputs, read_planbench
from plangate.bench.rescoring.planbench import Flags, locate, task_of
from plangate.cli import main
from plangate.errors import PlangateError
from plangate.outside.data import load_yaml

from .conftest import NO_PLANBENCH, PLANBENCH, ROOT

pytestmark = pytest.mark.skipif(not PLANBENCH.is_dir(), reason=NO_PLANBENCH)


def _result_files() -> list[Path]:
    return sorted(PLANBENCH.glob("*/results/**/*.json"))


def _load(path: Path) -> dict[str, object]:
    data = json.loads(path.read_text())
    assert isinstance(data, dict)
    return data


@pytest.mark.parametrize(
    ("name", "task", "dialogue"),
    [
        ("t1", None, False),
        ("task_1_plan_generation_zero_shot_pddl", None, False),
        ("task_1_plan_generation_backprompting", None, True),
        ("task_2_plan_optimality", "optimality", False),
        ("task_3_plan_verification_with_llm_plans", "verification", False),
        ("task_3_zero_shot_plan_verification", "verification", False),
        ("task_7_plan_execution", "execution", False),
        ("task_8_1_goal_shuffling", "goal-shuffling", False),
        ("task_8_3_partial_to_full", "partial-to-full", False),
    ],
)
def test_task_names_as_planbench_writes_them(name: str, task: str | None, dialogue: bool) -> None:
    found = task_of(name, Path(f"{name}.json"))
    assert (found.name, found.dialogue) == (task, dialogue)


def test_every_shared_result_file_is_located_with_no_flag() -> None:
    files = _result_files()
    assert len(files) >= 30
    for path in files:
        data = _load(path)
        at = locate(path, data, Flags())
        assert Path(at.domain).is_file() and Path(at.instances).is_dir(), path
        # the configuration is the one of the folder PlanBench wrote the file to
        folder = path.relative_to(path.parents[2]).parts[0]
        assert at.config_path is not None and Path(at.config_path).stem == folder, path
        # the domain file is PlanBench's: under instances/, as its code reads it
        assert "/instances/" in at.domain


def test_variant_domain_fields_find_their_configuration() -> None:
    lpa = PLANBENCH / "llm_planning_analysis"
    zero = lpa / "results/blocksworld/gpt-4_chat/task_1_plan_generation_zero_shot.json"
    back = lpa / "results/mystery_blocksworld/gpt-4_chat/task_1_plan_generation_backprompting.json"
    for path, config in ((zero, "blocksworld"), (back, "mystery_blocksworld")):
        data = _load(path)
        assert data["domain"] != config  # blocksworld_zero_shot, mystery/generated_basic
        assert Path(str(locate(path, data, Flags()).config_path)).stem == config
        # also outside the results/ folder: from the domain field alone
        assert Path(str(locate(path, data, Flags(root=str(lpa))).config_path)).stem == config


def test_verdict_fields_and_rows_are_read_as_planbench_wrote_them() -> None:
    lpa = PLANBENCH / "llm_planning_analysis/results/blocksworld/gpt-4_chat"
    pb = PLANBENCH / "plan-bench/results/blocksworld/gpt-4_chat"
    t1 = lpa / "task_1_plan_generation.json"
    data = _load(t1)
    one = read_planbench(t1, data, Flags())
    assert one.verdict_field == "correct"  # llm_planning_analysis's GPT-4 files
    rows = data["instances"]
    assert isinstance(rows, list) and len(one.answers) == len(rows)
    said = [str(r["correct"]) == "True" for r in rows]  # PlanBench writes "True"/"False"
    assert [a.verdict for a in one.answers] == said and 0 < sum(said) < len(said)
    assert all(a.known_plan for a in one.answers)  # PlanBench's recorded optimal plans
    ver = read_planbench(pb / "task_3_plan_verification.json",
                         _load(pb / "task_3_plan_verification.json"), Flags())  # fmt: skip
    assert ver.verdict_field == "llm_correct_binary" and ver.task == "verification"
    assert all(a.recorded and set(a.recorded) == {"llm_correct_binary", "llm_correct_w_type",
               "llm_correct_w_expl"} for a in ver.answers)  # fmt: skip
    back = lpa / "task_1_plan_generation_backprompting.json"
    data = _load(back)
    dialogue = read_planbench(back, data, Flags())
    # no llm_raw_response: the dialogue's last answer is the plan it ended with
    assert len(dialogue.answers) == len(data["instances"]) > 0  # type: ignore[arg-type]
    assert not dialogue.skipped
    assert dialogue.verdict_field == "correct"


def test_a_file_outside_any_layout_names_every_flag(tmp_path: Path) -> None:
    lost = tmp_path / "task_1_plan_generation.json"
    lost.write_text(json.dumps({"domain": "blocksworld", "instances": [{"instance_id": 1}]}))
    with pytest.raises(PlangateError) as err:
        locate(lost, _load(lost), Flags())
    text = str(err.value)
    for flag in ("--config", "--planbench-root", "--domain", "--instances", "--template"):
        assert flag in text


def test_a_folder_whose_only_result_file_cannot_be_placed_says_why(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = tmp_path / "checkout"
    for part in ("configs", "instances"):
        (root / part).mkdir(parents=True)
    lost = root / "results" / "nowhere" / "gpt" / "task_1_plan_generation.json"
    lost.parent.mkdir(parents=True)
    row = {"instance_id": 2, "query": "q", "llm_raw_response": "(pick-up a)"}
    lost.write_text(json.dumps({"domain": "nowhere", "instances": [row]}))
    assert main(["rescore", str(root), "--results", str(tmp_path / "r.jsonl")]) == 2
    err = capsys.readouterr().err
    assert "task_1_plan_generation.json" in err and "nowhere.yaml" in err
    assert "Traceback" not in err
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "x.json").write_text('{"a": 1}')
    assert main(["rescore", str(tmp_path / "other")]) == 2
    assert "no PlanBench result file" in capsys.readouterr().err


def _checkout(tmp_path: Path, rows: dict[str, int]) -> Path:
    """A PlanBench folder: the shared configs and instances, and result files cut to
    ``rows`` instances each (``rows``: path under plan-bench/results -> rows)."""
    root = tmp_path / "plan-bench"
    root.mkdir()
    for part in ("configs", "instances"):
        (root / part).symlink_to(PLANBENCH / "plan-bench" / part)
    for rel, n in rows.items():
        data = _load(PLANBENCH / "plan-bench" / "results" / rel)
        data["instances"] = data["instances"][:n]  # type: ignore[index]
        out = root / "results" / rel
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(data))
    return root


def test_a_checkout_folder_is_rescored_with_one_summary(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    root = _checkout(
        tmp_path,
        {
            "blocksworld/gpt-4_chat/task_1_plan_generation.json": 12,
            "blocksworld/gpt-4_chat/task_2_plan_optimality.json": 6,
            "blocksworld/gpt-4_chat/task_3_plan_verification.json": 6,
            "blocksworld/text-davinci-002/task_7_plan_execution.json": 4,
        },
    )
    first = _load(root / "results/blocksworld/gpt-4_chat/task_1_plan_generation.json")
    rows = first["instances"]
    assert isinstance(rows, list)
    rows[1]["llm_raw_response"] = ""  # an empty answer: scored once, as such
    rows[2].pop("llm_raw_response")  # not answered yet: skipped, and counted
    (root / "results/blocksworld/gpt-4_chat/task_1_plan_generation.json").write_text(
        json.dumps(first)
    )
    results = tmp_path / "r.jsonl"
    assert main(["rescore", str(root), "--results", str(results), "--no-traces"]) == 0
    out = capsys.readouterr().out
    assert "27 answers scored" in out
    assert "1 no llm_raw_response (not answered yet)" in out
    row = "| gpt-4_chat/task_2_plan_optimality.json | optimality | gpt-4_chat | 6 | 6 | 6 | 0 |"
    assert row + " llm_correct: 6/6 (100.0%)" in out
    assert row in (tmp_path / "r-summary.md").read_text()  # kept beside the results
    lines = results.read_text().splitlines()
    assert len(lines) == 27
    recs = [json.loads(line) for line in lines]
    empty = [r for r in recs if r["outcome"] == "empty answer"]
    assert str(rows[1]["instance_id"]) in {r["instance"] for r in empty}
    assert all(r["status"] == "ok" and not r["success"] for r in empty)
    # task 2 is compared on optimality, verification on its binary verdict
    opt = [r for r in recs if r["method"] == "planbench:optimality"]
    assert {r["recorded_field"] for r in opt} == {"llm_correct"}
    assert all(r["correct"] == (r["success"] and r["optimal"]) for r in opt)
    # a second run scores nothing again, and the empty answer is not appended again
    assert main(["rescore", str(root), "--results", str(results), "--no-traces"]) == 0
    assert "0 answers scored" in capsys.readouterr().out
    assert len(results.read_text().splitlines()) == 27
    # the report: with the audit per task and field, and without matplotlib's plots
    report = tmp_path / "report"
    monkeypatch.setattr(plots, "available", lambda: False)  # as on the core install
    assert main(["report", str(results), "--out", str(report)]) == 0
    assert "plots skipped: matplotlib is not installed" in capsys.readouterr().out
    text = (report / "report.md").read_text()
    assert "| optimality | llm_correct |" in text
    assert "| verification | llm_correct_w_expl |" in text


def _many(tmp_path: Path, count: int) -> Path:
    """A PlanBench folder of one task-1 file of ``count`` rows: the shipped rows over and
    over, each under a new instance number whose instance file is a copy of its own."""
    root = tmp_path / "plan-bench"
    shutil.copytree(PLANBENCH / "plan-bench" / "configs", root / "configs")
    config = load_yaml((root / "configs" / "blocksworld.yaml").read_text(), "blocksworld.yaml")
    assert isinstance(config, dict)
    src = PLANBENCH / "plan-bench" / "instances"
    folder = root / "instances" / str(config["instance_dir"])
    folder.mkdir(parents=True)
    shutil.copyfile(src / str(config["domain_file"]), root / "instances" / config["domain_file"])
    rel = "blocksworld/gpt-4_chat/task_1_plan_generation.json"
    data = _load(PLANBENCH / "plan-bench" / "results" / rel)
    shipped = data["instances"]
    assert isinstance(shipped, list)
    template = str(config["instances_template"])
    rows = []
    for k in range(1, count + 1):
        row = dict(shipped[k % len(shipped)])
        own = src / str(config["instance_dir"]) / template.format(row["instance_id"])
        shutil.copyfile(own, folder / template.format(k))
        rows.append({**row, "instance_id": str(k)})
    data["instances"] = rows
    (root / "results" / rel).parent.mkdir(parents=True)
    (root / "results" / rel).write_text(json.dumps(data))
    return root


def test_records_are_kept_when_the_run_is_terminated(tmp_path: Path) -> None:
    root = _many(tmp_path, 500)
    results = tmp_path / "r.jsonl"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "plangate.cli", "rescore", str(root), "--results", str(results),
         "--no-traces"],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and (
        not results.exists() or len(results.read_text().splitlines()) < 50
    ):
        time.sleep(0.05)
    proc.send_signal(signal.SIGTERM)
    _out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    kept = len(results.read_text().splitlines())
    assert 50 <= kept < 500, kept
    assert "interrupted" in err
    # the next run goes on from there
    assert main(["rescore", str(root), "--results", str(results), "--no-traces"]) == 0
    assert len(results.read_text().splitlines()) == 500


def test_contradicting_recorded_verdicts_are_flagged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rel = "blocksworld/gpt-4_chat/task_1_plan_generation.json"
    root = _checkout(tmp_path, {rel: 5})
    data = _load(root / "results" / rel)
    for row in data["instances"]:  # type: ignore[attr-defined]
        row["llm_correct"] = not row["llm_correct"]
    twin = root / "results" / "blocksworld" / "gpt-4_chat" / "task_1_plan_generation_copy.json"
    twin.write_text(json.dumps(data))
    files, _ = read_inputs([str(root / "results")], Flags())
    assert len(files) == 2
    assert main(["rescore", str(root / "results"), "--results", str(tmp_path / "r.jsonl"),
                 "--no-traces"]) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert "PlanBench's verdicts disagree: 5 identical answers" in out


def test_both_readings_are_kept_and_the_rules_are_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = PLANBENCH / "llm_planning_analysis/results/blocksworld_3/deepseek-r1-api"
    root = tmp_path / "llm_planning_analysis"
    root.mkdir()
    for part in ("configs", "instances"):
        (root / part).symlink_to(PLANBENCH / "llm_planning_analysis" / part)
    data = _load(src / "task_1_plan_generation_zero_shot.json")
    data["instances"] = data["instances"][:30]  # type: ignore[index]
    out = root / "results/blocksworld_3/deepseek-r1-api/task_1_plan_generation_zero_shot.json"
    out.parent.mkdir(parents=True)
    out.write_text(json.dumps(data))
    results = tmp_path / "r.jsonl"
    assert main(["rescore", str(out), "--results", str(results), "--no-traces"]) == 0
    assert main(["rescore", str(out), "--results", str(results), "--no-traces",
                 "--reading", "strict"]) == 0  # fmt: skip
    capsys.readouterr()
    recs = [json.loads(line) for line in results.read_text().splitlines()]
    assert len(recs) == 60  # the strict reading's records are its own
    careful = {r["instance"]: r for r in recs if "[strict]" not in r["dataset"]}
    strict = {r["instance"]: r for r in recs if "[strict]" in r["dataset"]}
    assert set(careful) == set(strict)
    lenient = [i for i, r in careful.items() if set(r["reading_rules"]) - {"loose wording"}]
    assert lenient  # DeepSeek-R1 names blocks by their colour alone, or writes calls
    for i in lenient:  # each such answer fails the strict reading at such a step
        assert careful[i]["success"] and not strict[i]["success"]
        assert "the strict reading does not take" in strict[i]["validation"]["reason"]
    for i in set(careful) - set(lenient):
        assert careful[i]["success"] == strict[i]["success"]
    report = tmp_path / "report"
    assert main(["report", str(results), "--out", str(report), "--no-plots"]) == 0
    text = (report / "report.md").read_text()
    assert "Reading: the lenient rules of the careful reading" in text
    row = "| blocksworld_3/task_1_plan_generation_zero_shot | deepseek-r1-api | 30 |"
    assert f"{row} {len(lenient)} |" in text


def test_an_unsolvable_instance_is_answered_right_by_saying_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = tmp_path / "llm_planning_analysis"
    root.mkdir()
    for part in ("configs", "instances"):
        (root / part).symlink_to(PLANBENCH / "llm_planning_analysis" / part)
    rows = [
        {"instance_id": 1, "llm_correct": True,
         "llm_raw_response": "The red block would have to be on two blocks at once.\n\n"
                             "**Answer:** No plan is possible."},
        {"instance_id": 2, "llm_correct": False,
         "llm_raw_response": "1. unstack the orange block from on top of the red block\n"
                             "2. put down the orange block"},
        {"instance_id": 3, "llm_correct": True,
         "llm_raw_response": "1. unstack the orange block from on top of the red block\n"
                             "2. put down the orange block\n\n"
                             "After these steps the goal still cannot be achieved: a block "
                             "cannot sit on two blocks."},
    ]  # fmt: skip
    out = root / "results/unsolvable_blocksworld/o1-preview/task_1_plan_generation_zero_shot.json"
    out.parent.mkdir(parents=True)
    out.write_text(json.dumps({"task": "task_1_plan_generation_zero_shot",
                               "domain": "unsolvable_blocksworld", "instances": rows}))  # fmt: skip
    results = tmp_path / "r.jsonl"
    assert main(["rescore", str(out), "--results", str(results), "--no-traces"]) == 0
    assert "the recorded verdicts: 3 of 3 agree" in capsys.readouterr().out
    recs = {r["instance"]: r for r in map(json.loads, results.read_text().splitlines())}
    assert recs["1"]["correct"] and recs["1"]["outcome"] == "says no plan exists"
    assert not recs["2"]["correct"] and not recs["2"]["success"]
    assert recs["3"]["correct"]
    assert all("the problem has no plan" in " ".join(r["notes"]) for r in recs.values())


@pytest.mark.parametrize("template", ["instance-{name}.pddl", "instance-{.pddl", "x-{1}.pddl"])
def test_an_instance_pattern_that_is_no_pattern_is_named(tmp_path: Path, template: str) -> None:
    root = _checkout(tmp_path, {"blocksworld/gpt-4_chat/task_1_plan_generation.json": 2})
    path = root / "results/blocksworld/gpt-4_chat/task_1_plan_generation.json"
    with pytest.raises(PlangateError, match=r"is not a pattern with one '\{\}'"):
        locate(path, _load(path), Flags(template=template))
