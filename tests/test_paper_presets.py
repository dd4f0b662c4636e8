"""The presets run the experiments the papers ran: checked on what the model was sent.

Each preset runs (with ``--limit``) against the local OpenAI-compatible test
server, answered by the planner oracle, with traces on; the tests read the
request bodies the server received and the plan printed by ``--dry-run``.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from plangate.bench.datasets import generate, load_dataset
from plangate.bench.report import write_report
from plangate.cli import main
from plangate.pddl.loader import load_task
from plangate.testing.fake_server import FakeOpenAI
from plangate.testing.oracle import OracleRouter, PlannerOracle, shipped_wordings

RULE_1 = "Rule #1: You can only move a number if it is at the rightmost end of its current list."
GOAL_RECURSION = "To generate subgoal use the goal recursion strategy."
MONITOR_GOAL = (
    "Goal: The goal is to check if the proposed move satisfies or violates Rule #1 and Rule #2"
)


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("datasets")
    for kind in ("hanoi3", "hanoi4", "steppath", "valuepath", "fsm-study"):
        if kind == "fsm-study":
            generate(kind, root / kind, per_length=2)
        else:
            generate(kind, root / kind)
    return root


def _oracles(data: Path) -> OracleRouter:
    """Answers in every shipped wording (the request names its own): Hanoi as LLM-PFC's
    lists for the pfc preset, as pegs for the others."""
    oracles = []
    for kind in ("hanoi3", "hanoi4", "valuepath", "fsm-study"):
        ds = load_dataset(data / kind)
        task = load_task(ds.domain, ds.instances[0].problem)
        oracles += [PlannerOracle(r) for r in shipped_wordings(task)]
    return OracleRouter(oracles)


def _bench(preset: str, data: Path, server: FakeOpenAI, tmp: Path, *extra: str) -> list[Any]:
    results = tmp / f"{preset}.jsonl"
    argv = ["bench", "--preset", preset, "--data-dir", str(data), "--results", str(results)]
    argv += ["--model", "m", "--base-url", server.url, "--trace-dir", str(tmp / "traces")]
    argv += ["--no-cache", "--no-progress", "--concurrency", "4", *extra]
    assert main(argv) == 0
    return [json.loads(x) for x in results.read_text().splitlines()]


def _prompts(server: FakeOpenAI) -> list[str]:
    return [
        "\n".join(m["content"] for m in r["json"]["messages"])
        for r in server.requests
        if r["json"] and "messages" in r["json"]
    ]


def test_pfc_dry_run_is_the_papers_plan(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--preset", "pfc", "--dry-run", "--data-dir", str(data)]) == 0
    out = capsys.readouterr().out
    runs = out.split("\nrun ")[1:]
    assert len(runs) == 7
    hanoi, baselines, hanoi4, steppath, step_base, valuepath, value_base = runs
    # 24 of the 26 three-disk problems, the two in-context examples left out
    assert "hanoi3: 24 of 26 problems, 2 excluded (hanoi-3-baa, hanoi-3-cab)" in hanoi
    assert "seeds: 0, 1, 2, 3, 4" in hanoi and "episodes: 480" in hanoi  # 24 x 4 x 5
    assert "pfc, pfc/no-decomposer, pfc/no-search, pfc/no-monitor" in hanoi
    assert "rendering: hanoi/nl-pfc.yaml (shipped)" in hanoi
    assert "seeds: 0\n" in baselines and "episodes: 48" in baselines  # 24 x 2 x 1
    assert "hanoi4: 80 of 80" in hanoi4 and "pfc.max_length = 20" in hanoi4
    # the per-task module setup: no Predictor, no TaskDecomposer, no search on Steppath
    assert "steppath: 60 of 60 problems; optimal length: count 2: 20, 3: 20, 4: 20" in steppath
    for part in ("pfc.symbolic = [predictor]", "pfc.decomposer = False", "pfc.search = False"):
        assert part in steppath
    assert "pfc.actor_shots = 3" in steppath and "seeds: 0\n" in steppath
    assert "shots = 3" in step_base
    assert "valuepath: 13 of 13" in valuepath and "pfc.search" not in valuepath
    assert "seeds: 0, 1, 2, 3, 4" in valuepath and "shots = 2" in value_base
    assert "1039 LLM episodes and 177 planner rows in all" in out


def test_pfc_preset_sends_appendix_a2_prompts(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    server = FakeOpenAI()
    server.responder = _oracles(data)
    small = ["--limit", "1", "--planner", "builtin"]
    argv = ["bench", "--preset", "pfc", "--data-dir", str(data), *small, "--dry-run"]
    assert main(argv) == 0
    planned = capsys.readouterr().out.splitlines()[-1].split(" in all")[0]
    try:
        records = _bench("pfc", data, server, tmp_path, *small)
    finally:
        server.close()
    # the dry run, the run and the report count alike: episodes and planner rows
    assert planned.endswith("planner rows") and f"{planned} (0 already" in capsys.readouterr().out
    report = tmp_path / "report"
    assert main(["report", str(tmp_path / "pfc.jsonl"), "--out", str(report), "--no-plots"]) == 0
    assert f"{planned} from" in (report / "report.md").read_text()
    llm = [r for r in records if not r["method"].startswith("planner:")]
    assert all(r["status"] == "ok" for r in llm), [r.get("error") for r in llm]
    seeds = Counter((r["dataset"], r["method"]) for r in llm)
    assert seeds[("hanoi3", "pfc")] == 5 and seeds[("hanoi3", "pfc/no-monitor")] == 5
    assert seeds[("hanoi3", "pfc-icl")] == 1 and seeds[("steppath", "pfc")] == 1
    assert seeds[("valuepath", "pfc")] == 5
    bodies = [r["json"] for r in server.requests if r["json"]]
    assert not any(b.get("top_p") == 0 for b in bodies)  # greedy is temperature 0
    assert any(b.get("temperature") == 0 for b in bodies)
    prompts = _prompts(server)
    # the Hanoi lists, one per line, and Appendix A.2's sentences in the module prompts
    assert any("A = [0, 1, 2]\nB = []\nC = []" in p for p in prompts)
    assert any(RULE_1 in p and GOAL_RECURSION in p for p in prompts)  # TaskDecomposer
    assert any(MONITOR_GOAL in p for p in prompts)
    assert any("Give me only two different valid next moves" in p for p in prompts)
    assert not any("peg A" in p for p in prompts)  # never the pegs-and-disks wording
    # the graph tasks: no Predictor nor TaskDecomposer call, Steppath without the search
    traces = {r["key"]: r for r in llm}
    modules: dict[str, set[str]] = {}
    for key, r in traces.items():
        lines = (tmp_path / "traces" / f"{key}.jsonl").read_text().splitlines()
        kinds = {json.loads(x).get("kind") for x in lines}
        modules.setdefault(r["dataset"] + ":" + r["method"], set()).update(kinds)
    # every module request on the graph tasks is told the graph (its doors, and the
    # rewards on Valuepath), as the baselines are
    for key, r in traces.items():
        if r["dataset"] not in ("steppath", "valuepath") or r["method"] != "pfc":
            continue
        lines = (tmp_path / "traces" / f"{key}.jsonl").read_text().splitlines()
        turns = [json.loads(x) for x in lines if json.loads(x).get("type") == "turn"]
        asked = [t["messages"][-1]["content"] for t in turns]
        assert asked and all("is connected to" in p for p in asked), r["dataset"]
        if r["dataset"] == "valuepath":
            assert all("dollars" in p for p in asked)
    assert not modules["steppath:pfc"] & {"predictor", "decomposer", "evaluator"}
    assert not modules["valuepath:pfc"] & {"predictor", "decomposer"}
    assert "decomposer" in modules["hanoi3:pfc"] and "predictor" in modules["hanoi3:pfc"]
    hanoi = [r for r in llm if r["dataset"] == "hanoi3" and r["method"] == "pfc"]
    assert all(r["search"]["subgoals"] <= 1 for r in hanoi)  # a single subgoal


def test_fsm_study_restricted_requests_have_no_structured_output(
    data: Path, tmp_path: Path
) -> None:
    server = FakeOpenAI()
    server.responder = _oracles(data)
    try:
        records = _bench(
            "fsm-study",
            data,
            server,
            tmp_path,
            "--limit",
            "2",
            "--method",
            "interactive-restricted",
            "--method",
            "interactive-restricted-constrained",
        )
    finally:
        server.close()
    assert {r["method"] for r in records} - {"planner:builtin"} == {
        "interactive-restricted",
        "interactive-restricted-constrained",
    }
    keys = {"response_format", "guided_choice", "guided_json", "grammar", "json_schema"}
    structured = [r for r in server.requests if r["json"] and keys & set(r["json"])]
    plain = [r for r in server.requests if r["json"] and not keys & set(r["json"])]
    assert plain and structured  # the study's method sends none; the constrained one does
    assert all(r["json"]["temperature"] == 0 for r in plain)


def test_lats_preset_without_reflection_sends_none(data: Path, tmp_path: Path) -> None:
    server = FakeOpenAI()
    server.responder = _oracles(data)
    try:
        records = _bench(
            "lats", data, server, tmp_path, "--limit", "1", "--method", "lats/no-reflection"
        )
    finally:
        server.close()
    prompts = _prompts(server)
    assert prompts and not any("Lessons from earlier failed attempts" in p for p in prompts)
    # the records say how the variant ran, not the base options it was derived from
    llm = [r for r in records if r["method"] == "lats/no-reflection"]
    assert llm and all(r["options"]["lats"]["reflections"] == 0 for r in llm)


def _record(**kw: Any) -> dict[str, Any]:
    base = {"status": "ok", "model_label": "m", "options": {}, "seed": 0, "success": False}
    return {**base, **kw}


def test_report_definitions_on_hand_computed_results(tmp_path: Path) -> None:
    """LLM-PFC: two runs of two problems (solved 1/2 then 2/2: 0.75 ± 0.25; invalid
    actions 1/10 then 0/10: 0.05 ± 0.05), a baseline run (1 of 2: Wilson [0.09, 0.91]);
    the FSM layout with one column group per model."""
    rows = []
    for seed, solved, bad in ((0, (True, False), 1), (1, (True, True), 0)):
        for i, ok in enumerate(solved):
            stats = {
                "emitted_actions": 5,
                "emitted_invalid": bad if i == 1 else 0,
                "solved_without_invalid_proposal": ok,
                "actor_proposals": 10,
                "invalid_proposals": 2,
            }
            rows.append(
                _record(
                    dataset="hanoi3",
                    method="pfc",
                    instance=f"p{i}",
                    seed=seed,
                    search=stats,
                    success=ok,
                    plan_length=4 if ok else 10,
                    optimal_length_meta=3.0,
                )
            )
    for i, ok in enumerate((True, False)):
        stats = {"emitted_actions": 4, "emitted_invalid": 0 if ok else 2}
        stats["solved_without_invalid_proposal"] = ok
        rows.append(
            _record(
                dataset="hanoi3",
                method="pfc-icl",
                instance=f"p{i}",
                search=stats,
                success=ok,
                plan_length=4,
            )
        )
    for model, success in (("a", True), ("b", False)):
        rows.append(
            _record(
                dataset="fsm-study",
                method="interactive-validated",
                instance="x",
                model_label=model,
                success=success,
                optimal=success,
                relative_length=1.5,
                prompt_tokens=1500,
                completion_tokens=500,
            )
        )
    results = tmp_path / "r.jsonl"
    results.write_text("".join(json.dumps(r) + "\n" for r in rows))
    text = write_report([results], tmp_path / "rep", plots=False).read_text()
    section = text.split("## LLM-PFC (the paper's Tables 1-4)")[1].split("\n## ")[0]
    pfc_rows = [ln for ln in section.splitlines() if ln.startswith("| hanoi3 |")]
    pfc = next(ln for ln in pfc_rows if "| pfc |" in ln)
    assert "| 2 | all | 2 | 0.75 ± 0.25 | 0.05 ± 0.05 | 4.00 | 0.20 |" in pfc
    icl = next(ln for ln in pfc_rows if "| pfc-icl |" in ln)
    assert "0.50 [0.09, 0.91]" in icl and "0.25 [0.07, 0.59]" in icl  # 2 of 8 invalid
    assert "| a: accuracy % | a: optimal % | a: k tokens | a: rel. length | b: accuracy %" in text
    assert "| fsm-study | interactive-validated | 100.0 | 100.0 | 2.0 | 1.50 | 0.0 |" in text
    assert math.isclose(0.25, math.sqrt(0.125) / math.sqrt(2))  # the SEM above, by hand


def test_pfc_table_with_runs_that_emitted_nothing(tmp_path: Path) -> None:
    """Found on the embedded model: five runs of which only one emitted any action (the
    others wrote nothing readable) must not divide by zero."""
    rows = [
        _record(
            dataset="valuepath",
            method="pfc-icl",
            instance="p",
            seed=seed,
            search={
                "emitted_actions": 3 if seed == 0 else 0,
                "emitted_invalid": 3 if seed == 0 else 0,
            },
            optimal_length_meta=3.0,
        )
        for seed in range(5)
    ]
    results = tmp_path / "r.jsonl"
    results.write_text("".join(json.dumps(r) + "\n" for r in rows))
    text = write_report([results], tmp_path / "rep", plots=False).read_text()
    assert "| 0.00 ± 0.00 | 1.00 [0.44, 1.00] (1 run) |" in text


def test_pfc_figure_is_drawn(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    rows = [
        _record(
            dataset="hanoi3",
            method=m,
            instance="p",
            seed=seed,
            search={
                "emitted_actions": 4,
                "emitted_invalid": seed,
                "solved_without_invalid_proposal": seed == 0,
            },
        )
        for m in ("pfc", "pfc-icl")
        for seed in ((0, 1) if m == "pfc" else (0,))
    ]
    results = tmp_path / "r.jsonl"
    results.write_text("".join(json.dumps(r) + "\n" for r in rows))
    text = write_report([results], tmp_path / "rep", plots=True).read_text()
    assert (tmp_path / "rep" / "pfc.png").stat().st_size > 1000 and "pfc.png" in text


def test_numeric_and_tidy_csv(tmp_path: Path) -> None:
    rows = [
        _record(
            dataset="hanoi3",
            method="pfc",
            instance=f"p{i}",
            seed=seed,
            success=ok,
            search={
                "emitted_actions": 2,
                "emitted_invalid": 0,
                "solved_without_invalid_proposal": ok,
            },
        )
        for seed, oks in ((0, (True, False)), (1, (True, True)))
        for i, ok in enumerate(oks)
    ]
    results = tmp_path / "r.jsonl"
    results.write_text("".join(json.dumps(r) + "\n" for r in rows))
    write_report([results], tmp_path / "rep", plots=False)
    import csv

    pfc = list(csv.DictReader((tmp_path / "rep" / "pfc_numeric.csv").open()))
    assert (pfc[0]["solved"], pfc[0]["solved low"], pfc[0]["solved high"]) == ("0.75", "0.5", "1")
    episodes = list(csv.DictReader((tmp_path / "rep" / "episodes.csv").open()))
    assert len(episodes) == 4 and {e["success"] for e in episodes} == {"0", "1"}
