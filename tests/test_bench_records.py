"""Typed results records: JSON round trip, schema versions, old files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from plangate.bench.records import SCHEMA, EpisodeRecord, PlannerRecord, record_from_json
from plangate.bench.run.results import Results
from plangate.errors import PlangateError
from plangate.llm.methods import MethodSpec
from plangate.llm.methods.pfc import PFCStats

OLD = {  # a record as plangate wrote it before records carried a schema
    "key": "abc",
    "dataset": "hanoi3",
    "instance": "hanoi-3-aaa",
    "method": "pfc/no-search",
    "model": {"model": "m", "base_url": "http://127.0.0.1:1/v1", "model_path": None},
    "seed": 2,
    "options": {"max_steps": 50},
    "model_label": "m",
    "optimal_length_meta": 7.0,
    "status": "ok",
    "error": None,
    "outcome": "goal reached",
    "plan": ["(move d1 a c d2 c)"],
    "trace": None,
    "search": {"actor_proposals": 9, "invalid_proposals": 1, "monitor_rejections": 1},
    "notes": [],
    "success": True,
    "plan_length": 7,
    "prompt_tokens": 1200,
    "wall_seconds": 0.5,
    "finished_at": "2026-11-30T10:00:00",
}


def test_an_old_record_loads_and_round_trips() -> None:
    rec = record_from_json(OLD)
    assert isinstance(rec, EpisodeRecord)
    assert rec.method == "pfc/no-search" and rec.seed == 2 and rec.success
    assert rec.metrics["plan_length"] == 7 and rec.stats(PFCStats) == PFCStats(9, 1, 1)
    assert rec.spec == MethodSpec("pfc", "no-search")
    again = rec.to_json()
    assert again["schema"] == SCHEMA
    assert all(again[k] == v for k, v in OLD.items())  # nothing lost or changed
    assert record_from_json(again) == rec


def test_a_planner_row_is_its_own_kind() -> None:
    row = record_from_json({**OLD, "method": "planner:fast-downward", "planner_message": ""})
    assert isinstance(row, PlannerRecord) and row.planner == "fast-downward"


def test_a_newer_schema_or_a_foreign_object_is_refused() -> None:
    with pytest.raises(PlangateError, match="newer than this plangate reads"):
        record_from_json({**OLD, "schema": SCHEMA + 1}, "r.jsonl:3")
    with pytest.raises(PlangateError, match=r"r\.jsonl:4: not a plangate results record"):
        record_from_json({"hello": 1}, "r.jsonl:4")


def test_results_file_of_old_and_new_records(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    path.write_text(json.dumps(OLD) + "\n")
    results = Results(path)
    new = record_from_json({**OLD, "key": "def"})
    results.append(new)
    typed = results.typed()
    assert [r.key for r in typed] == ["abc", "def"]
    assert json.loads(path.read_text().splitlines()[1])["schema"] == SCHEMA


def test_a_record_holds_the_episode_metrics_typed() -> None:
    """A record's measures are EpisodeMetrics (one schema), read tolerantly: counts as
    ints, measures as floats, None where a file has none."""
    from plangate.verify.metrics import EpisodeMetrics

    m = EpisodeMetrics.read({"success": True, "plan_length": 4, "optimal_length": 4, "seconds": 1,
                     "dead_end": None, "model_calls": 2.0, "relative_length": True})  # fmt: skip
    assert m.success and m.plan_length == 4 and isinstance(m.plan_length, int)
    assert m.optimal_length == 4.0 and isinstance(m.optimal_length, float)
    assert m.model_calls == 2 and isinstance(m.model_calls, int)
    assert m.dead_end is None and m.relative_length is None and m.distance_to_goal is None
    assert EpisodeMetrics.read({"distance_to_goal": float("inf")}).distance_to_goal == float("inf")


def test_the_ground_truth_note_is_typed_and_written_as_before() -> None:
    """A record's ground truth is a TruthNote (issue 71); its JSON is the object the
    results files always held, and a file's note reads back equal."""
    from plangate.bench.records import TruthNote, record_from_json

    note = TruthNote("state space", 1, 0, 0.25, {"state space": 1})
    base = {"key": "k", "dataset": "d", "instance": "i", "method": "preplanned", "model": None,
            "seed": 0, "options": {}}  # fmt: skip
    rec = record_from_json({**base, "truth": note.to_json()})
    assert rec.truth == note and rec.to_json()["truth"] == {
        "by": "state space", "searches": 1, "gave_up": 0, "seconds": 0.25,
        "planners": {"state space": 1},
    }  # fmt: skip
    empty = record_from_json({**base, "truth": {}})
    assert empty.truth is None and empty.to_json()["truth"] == {}
    with pytest.raises(PlangateError, match="field 'truth'"):
        record_from_json({**base, "truth": {"by": 5}})
    with pytest.raises(PlangateError, match="field 'truth' must be an object"):
        record_from_json({**base, "truth": [1]})


def test_a_records_measures_are_json_scalars_and_anything_else_is_kept_as_read() -> None:
    """A record's metrics hold JSON scalars only (one measure, one value); a top-level
    value of a file that is neither a field nor a scalar (a later version's nested
    value) is kept apart, never scored, and written back unchanged."""
    data = {**OLD, "precision": 0.5, "later_nested": {"a": [1, 2]}, "later_list": [3]}
    rec = record_from_json(data)
    assert rec.metrics["precision"] == 0.5 and "later_nested" not in rec.metrics
    assert rec.others == {"later_nested": {"a": [1, 2]}, "later_list": [3]}
    assert rec.number("later_list") is None and not rec.flag("later_nested")
    again = rec.to_json()
    assert all(again[k] == v for k, v in data.items())
    assert json.loads(json.dumps(again)) == again
    assert record_from_json(again) == rec


def test_a_plan_answers_cost_on_a_task_of_fractional_costs_is_a_json_number() -> None:
    """PlanBench scoring of a plan on a task whose action costs are fractions writes its
    plan cost as a JSON number (it was a Fraction the results file could not hold)."""
    from plangate.bench.families.planbench.score import score_plan
    from plangate.llm.render import Renderer, reading_for
    from plangate.pddl.loader import task_from_text

    domain = """(define (domain d) (:requirements :strips :action-costs)
      (:predicates (at ?x) (road ?x ?y)) (:functions (total-cost))
      (:action go :parameters (?x ?y) :precondition (and (at ?x) (road ?x ?y))
        :effect (and (not (at ?x)) (at ?y) (increase (total-cost) 0.5))))"""
    problem = """(define (problem p) (:domain d) (:objects a b)
      (:init (at a) (road a b)) (:goal (at b)) (:metric minimize (total-cost)))"""
    r = Renderer(task_from_text(domain, problem, "d.pddl", "p.pddl"))
    answer: dict[str, object] = {"optimal_length": 1, "optimal_cost": 0.5}
    score = score_plan("plan_generation", r, reading_for(r), "[PLAN]\n(go a b)\n[PLAN END]", answer)
    assert score.correct and score.measures["plan_cost"] == 0.5
    assert json.loads(json.dumps(score.measures))["plan_cost"] == 0.5
