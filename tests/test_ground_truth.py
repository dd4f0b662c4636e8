"""The ground truth on problems the built-in exact search cannot solve in time: an
optimal planner named for it, an episode recorded with what needs no ground truth, and
a dry run that warns."""

from __future__ import annotations

from pathlib import Path

import pytest

from plangate.bench.experiment import parse_experiment
from plangate.cli import main
from plangate.errors import PlangateError
from plangate.pddl.loader import load_task
from plangate.verify.distance import DistanceOracle
from plangate.verify.planners import get_planner
from plangate.verify.search import Limits

from .conftest import BENCHMARKS

GRIPPER = BENCHMARKS / "gripper-round-1-strips-1998"
TINY = Limits(max_nodes=5, max_seconds=5)  # the built-in search gives up at once


def test_a_search_that_gives_up_names_the_way_out() -> None:
    task = load_task(GRIPPER / "domain.pddl", GRIPPER / "instances" / "instance-1.pddl")
    oracle = DistanceOracle(task, max_states=10, limits=TINY)
    with pytest.raises(PlangateError, match="--ground-truth fast-downward"):
        oracle.distance(task.initial)


@pytest.mark.skipif(
    get_planner("fast-downward").missing() is not None, reason="Fast Downward is not installed"
)
def test_an_optimal_planner_takes_over_and_its_plan_gives_every_state_on_it() -> None:
    task = load_task(GRIPPER / "domain.pddl", GRIPPER / "instances" / "instance-1.pddl")
    exact = DistanceOracle(task).distance(task.initial)  # the built-in search, in full
    oracle = DistanceOracle(task, max_states=10, limits=TINY, planner="fast-downward")
    assert oracle.distance(task.initial) == exact == 11
    step = next(op for op in task.applicable(task.initial) if "pick" in op.name)
    assert oracle.distance(step.apply(task.initial)) in (exact - 1, exact + 1)


def test_the_experiment_and_the_flags_name_the_planner(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = f'ground_truth = "fast-downward"\nground_truth_seconds = 30\ndatasets = ["{GRIPPER}"]\n'
    exp = parse_experiment("e.toml", text)
    assert (exp.ground_truth, exp.ground_truth_seconds) == ("fast-downward", 30.0)
    with pytest.raises(PlangateError, match=r"e\.toml:1: ground_truth .*optimal planner"):
        parse_experiment("e.toml", text.replace("fast-downward", "lama"))

    # --dry-run says which problems have no known optimal length, and what scores them
    args = ["bench", "--dataset", str(GRIPPER), "--limit", "3", "--dry-run", "--no-cache"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "warning: 3 of 3 problems have no known optimal length" in out
    assert "--ground-truth fast-downward" in out
    # and a quick bounded search on each says which ones will take the ground truth long
    quick = next(ln for ln in out.splitlines() if "quick ground-truth check (1 s each" in ln)
    assert "of 3 solved" in quick and "instance-3" in quick.split("gave up on", 1)[1]
    main([*args, "--ground-truth", "fast-downward", "--ground-truth-seconds", "120"])
    assert "fast-downward within 120 s" in capsys.readouterr().out


def test_an_episode_the_ground_truth_cannot_score_is_recorded_all_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from plangate.bench import jobs
    from plangate.bench.datasets import load_dataset
    from plangate.bench.runner import Results, make_jobs, run_bench
    from plangate.llm.clients.scripted import ScriptedClient
    from plangate.llm.options import MethodOptions
    from plangate.llm.solve import ClientSpec, renderer_for
    from plangate.testing.oracle import PlannerOracle

    searches: list[int] = []

    def give_up(self: DistanceOracle, state: int, target: int | None = None) -> None:
        searches.append(state)
        raise PlangateError("distance unknown: gave up: time limit of 60 s")

    monkeypatch.setattr(DistanceOracle, "_search", give_up)
    monkeypatch.setattr(DistanceOracle, "space", None)  # no explicit state space either
    jobs._grounded.cache_clear()
    ds = load_dataset(GRIPPER)
    task = load_task(ds.domain, ds.instances[0].problem)
    spec = ClientSpec(model="scripted", base_url="http://127.0.0.1:9/v1")
    client = ScriptedClient([PlannerOracle(renderer_for(task, None))] * 40)
    todo = make_jobs([(ds, ds.instances[:1])], ["interactive-validated"], [spec], [0],
                     MethodOptions())  # fmt: skip
    results = Results(
        tmp_path / "r.jsonl",
    )
    prog = run_bench(todo, results, progress=False, clients={spec: client})
    assert prog.errors == 0 and client.requests  # the episode ran
    (record,) = results.typed()
    assert record.ok and record.success and record.flag("valid")  # what needs no ground truth
    assert record.number("plan_length") == 11 and record.optimal_length is None
    assert record.metric("distance_to_goal") is None and not record.flag("optimal")
    assert any(n.startswith("optimal length unknown") for n in record.notes)
    assert len(searches) == 1  # one bounded search for the whole episode, not one per state
    jobs._grounded.cache_clear()
