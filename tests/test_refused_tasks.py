"""A task that cannot be loaded (a feature plangate does not read) is a refusal with
its reason in bench's output, --dry-run and the report; it is not an error and is not
run again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from plangate.cli import main
from plangate.testing.fake_server import FakeOpenAI

TEMPORAL = """(define (domain fuel)
  (:requirements :strips :durative-actions)
  (:predicates (at ?x) (road ?x ?y))
  (:durative-action drive :parameters (?x ?y) :duration (= ?duration 2)
    :condition (and (at start (at ?x)) (over all (road ?x ?y)))
    :effect (and (at start (not (at ?x))) (at end (at ?y)))))"""
PROBLEM = """(define (problem p) (:domain fuel) (:objects a b)
  (:init (at a) (road a b)) (:goal (at b)))"""


@pytest.fixture
def dataset(tmp_path: Path) -> Path:
    folder = tmp_path / "fuel"
    (folder / "instances").mkdir(parents=True)
    (folder / "domain.pddl").write_text(TEMPORAL)
    (folder / "instances" / "instance-1.pddl").write_text(PROBLEM)
    return folder


def test_a_task_that_cannot_be_loaded_is_refused_once_with_its_reason(
    dataset: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    server = FakeOpenAI()
    server.responder = lambda messages: "(drive a b)"
    base = ["bench", "--dataset", str(dataset), "--model", "m", "--base-url", server.url,
            "--no-progress", "--method", "preplanned"]  # fmt: skip
    results = tmp_path / "r.jsonl"
    try:
        assert main([*base, "--dry-run"]) == 2  # nothing could be run
        out = capsys.readouterr().out
        assert "refused: 1 of 1 problems cannot be loaded (instance-1)" in out
        assert "temporal planning" in out and ":durative-actions" in out
        assert "quick ground-truth check" not in out  # no slow ground truth blamed
        assert main([*base, "--results", str(results)]) == 2
        out = capsys.readouterr().out
        assert "0 errors, 1 refused" in out and "refused (1): cannot be loaded:" in out
        (record,) = [json.loads(line) for line in results.read_text().splitlines()]
        assert record["status"] == "refused" and "temporal planning" in record["error"]
        # not run again, not an error
        assert main([*base, "--results", str(results)]) == 0
        assert "(1 already in" in capsys.readouterr().out
        assert len(results.read_text().splitlines()) == 1
    finally:
        server.close()
    report = tmp_path / "report"
    assert main(["report", str(results), "--out", str(report), "--no-plots"]) == 0
    text = (report / "report.md").read_text()
    assert "## Problems refused: the task cannot be loaded" in text
    assert "| fuel | 1 | instance-1 | 1 | cannot be loaded:" in text
    assert "## Episodes that ended in an error" not in text
