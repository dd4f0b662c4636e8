"""Reports on a small fixed results file, checked against numbers computed by hand."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from plangate.bench.report import load_results, mean_ci, table1, table2, wilson, write_report
from plangate.cli import main

ROWS = [
    # 4 preplanned episodes: 3 successes (2 optimal), 1 invalid failure
    dict(method="preplanned", success=True, valid=True, optimal=True, relative_length=1.0,
         prompt_tokens=900, completion_tokens=100, optimal_length=2),
    dict(method="preplanned", success=True, valid=True, optimal=True, relative_length=1.0,
         prompt_tokens=900, completion_tokens=100, optimal_length=4),
    dict(method="preplanned", success=True, valid=True, optimal=False, relative_length=1.5,
         prompt_tokens=1900, completion_tokens=100, optimal_length=4),
    dict(method="preplanned", success=False, valid=False, optimal=False, relative_length=None,
         prompt_tokens=900, completion_tokens=100, optimal_length=4, distance_to_goal=3,
         distance_to_initial=1),
    # 2 interactive-validated episodes, one an error (counted apart)
    dict(method="interactive-validated", success=False, valid=True, optimal=False,
         relative_length=None, prompt_tokens=None, completion_tokens=None, optimal_length=2,
         distance_to_goal=2, distance_to_initial=0),
    dict(method="interactive-validated", status="error", error="ModelError: down"),
]  # fmt: skip


@pytest.fixture
def results(tmp_path: Path) -> Path:
    path = tmp_path / "r.jsonl"
    with path.open("w") as fh:
        for i, row in enumerate(ROWS):
            rec = {"key": f"k{i}", "dataset": "d", "model_label": "m", "status": "ok", **row}
            fh.write(json.dumps(rec) + "\n")
        fh.write('{"key": "torn", "meth')  # a torn last line is ignored
    return path


def test_wilson_and_mean_by_hand() -> None:
    p, lo, hi = wilson(3, 4)  # 0.75 with z = 1.96: [0.3006, 0.9544]
    assert p == 0.75 and lo == pytest.approx(0.3006, abs=1e-4)
    assert hi == pytest.approx(0.9544, abs=1e-4)
    m, lo, hi = mean_ci([1.0, 1.0, 1.5])  # mean 7/6, sd 0.2887, half 0.3267
    assert m == pytest.approx(7 / 6) and hi - m == pytest.approx(0.3267, abs=1e-4)


def test_tables_by_hand(results: Path) -> None:
    records = load_results([results])
    assert len(records) == 6
    rows = {r[2]: r for r in table1(records).rows}
    pre = rows["preplanned"]
    assert pre[3] == "4"  # episodes
    assert pre[4] == "75.0 [30.1, 95.4]"  # success 3/4
    assert pre[5].startswith("66.7 ")  # optimal: 2 of the 3 successes
    # the policy's relative length: successful, non-empty plans (1, 1, 1.5)
    assert pre[6].startswith("1.17 ")
    assert pre[7].startswith("1.2 ")  # k tokens: (1000 + 1000 + 2000 + 1000) / 4 = 1.25
    assert pre[8] == "0"  # no episode without a usable answer
    iv = rows["interactive-validated"]
    assert iv[3] == "1" and iv[7] == "not reported" and iv[10] == "1"  # the error apart
    assert pre[9] == "0"  # no answer was cut at the token limit
    valid = {r[2]: r for r in table2(records).rows}
    assert valid["preplanned"][4].startswith("75.0 ")
    assert "interactive-validated" not in valid


def test_the_study_definitions_by_hand(tmp_path: Path) -> None:
    """Relative length over every generated plan (the FSM study's Table 1) next to the
    successes only; revisited states sum every occurrence of a repeated state."""
    rows = [  # (success, relative_length, relative_length_success, revisited_states)
        (True, 1.0, 1.0, 0),
        (True, 1.5, 1.5, 2),
        (False, 3.0, None, 7),  # a failed plan, three times the optimal length
    ]
    path = tmp_path / "r.jsonl"
    with path.open("w") as fh:
        for i, (ok, rel, rel_ok, rev) in enumerate(rows):
            rec = {
                "key": f"k{i}",
                "dataset": "d",
                "model_label": "m",
                "status": "ok",
                "method": "interactive-validated",
                "success": ok,
                "valid": True,
                "relative_length": rel,
                "relative_length_success": rel_ok,
                "revisited_states": rev,
                "distance_to_goal": 1,
                "distance_to_initial": 1,
            }
            fh.write(json.dumps(rec) + "\n")  # fmt: skip
    records = load_results([path])
    row = table1(records).rows[0]
    assert row[6].startswith("1.25 ")  # Table 1: the successes only, (1 + 1.5) / 2
    from plangate.bench.report import papers as report_papers

    study = report_papers.fsm_table1(records)[2][0]
    assert study[-1] == "1.83"  # the study's own: every generated plan, (1 + 1.5 + 3) / 3
    from plangate.bench.report import failures

    fail = failures(records)
    assert fail.rows[0][8].startswith("3.00 ")  # revisited states, all episodes: 9 / 3
    assert "a state seen twice counts 2" in fail.note


def test_report_command_writes_tables_and_plots(
    results: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "report"
    assert main(["report", str(results), "--out", str(out)]) == 0
    text = (out / "report.md").read_text()
    assert "Table 1" in text and "75.0 [30.1, 95.4]" in text
    assert (out / "table1.csv").is_file() and (out / "accuracy_by_length.png").is_file()
    assert (out / "failed_distance_to_goal.png").stat().st_size > 1000
    assert main(["report", str(tmp_path / "missing.jsonl"), "--out", str(out)]) == 2
    assert "no such results file" in capsys.readouterr().err
    report = write_report([results], tmp_path / "tables", plots=False)
    assert not list((tmp_path / "tables").glob("*.png")) and report.is_file()


def test_a_model_is_its_name_whatever_endpoint_served_it(tmp_path: Path) -> None:
    """One model resumed on another port stays one column group (and one row)."""
    from plangate.bench.report import table1

    rows = []
    for port, success in ((8000, True), (8001, False)):
        rows.append(
            {"dataset": "d", "instance": f"i{port}", "method": "interactive", "status": "ok",
             "model": {"model": "m", "base_url": f"http://127.0.0.1:{port}/v1",
                       "model_path": None},
             "model_label": "m", "success": success, "valid": True, "optimal": success}
        )  # fmt: skip
    path = tmp_path / "r.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    table = table1(load_results([path]))
    assert table.columns[3] == "episodes"
    assert [r[1] for r in table.rows] == ["m"] and table.rows[0][3] == "2"


def test_intervals_stay_inside_the_range_of_what_they_bound() -> None:
    """Issue 57: ``4.3 [-2.1, 10.7]`` for a count, ``2.67 [-0.60, 5.93]`` for a distance."""
    from plangate.bench.report.stats import mean_ci

    m, lo, hi = mean_ci([0, 0, 0, 13])
    assert lo == 0.0 and m == 3.25 and hi > m
    m, lo, hi = mean_ci([1.0, 1.0, 3.0], low=1.0)  # a relative plan length
    assert lo == 1.0 and hi > m
    assert mean_ci([2.0, 2.0]) == (2.0, 2.0, 2.0)
