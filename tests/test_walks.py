"""Tasks of a chosen optimal length by seeded walks (plangate.bench.datasets.walks): each
written task is a problem the domain file accepts, its optimal length is the one asked
(by plangate's optimal search on the written text and by breadth-first search), its goal
speaks the original goal's predicates, the same seed writes the same files, repeats and
trivial tasks are dropped, and what cannot be drawn is said."""

from __future__ import annotations

from pathlib import Path

import pytest

from plangate.bench.datasets import load_dataset
from plangate.bench.datasets.walks import WalkSettings, goal_predicates, shortest, write_walks
from plangate.cli import main
from plangate.errors import PlangateError
from plangate.pddl.loader import load_task

DATA = Path(__file__).parent / "data"
CASES = [
    (DATA / "benchmarks" / "blocks-strips-typed-2000", "instances/instance-1.pddl"),
    (DATA / "benchmarks" / "gripper-round-1-strips-1998", "instances/instance-1.pddl"),
    (DATA / "ipc2023-learning" / "ferry", "testing/easy/p01.pddl"),
]


@pytest.mark.parametrize(("folder", "problem"), CASES, ids=lambda c: str(c).split("/")[-1])
def test_walks_write_tasks_of_the_lengths_asked(folder: Path, problem: str, tmp_path: Path) -> None:
    settings = WalkSettings(lengths=(2, 4), per_length=3, seed=1)
    _ds, report = write_walks(folder / "domain.pddl", folder / problem, tmp_path / "a", settings)
    original = load_task(folder / "domain.pddl", folder / problem)
    preds = goal_predicates(original)
    loaded = load_dataset(tmp_path / "a")
    assert report.made == {2: 3, 4: 3} and len(loaded.instances) == 6, report.notes
    for inst in loaded.instances:
        task = load_task(Path(loaded.domain), tmp_path / "a" / inst.problem)
        found = shortest(task, task.initial, task.goal.pos, 1_000_000)
        assert found is not None and float(found[0]) == inst.optimal_length
        assert {p for p, _a in (task.fact_keys[i] for i in range(len(task.facts))
                                if task.goal.pos >> i & 1)} <= preds  # fmt: skip
        assert inst.meta["optimal_cost"] == inst.optimal_length  # unit costs
    texts = {(tmp_path / "a" / i.problem).read_text() for i in loaded.instances}
    assert len(texts) == 6  # no repeats
    write_walks(folder / "domain.pddl", folder / problem, tmp_path / "b", settings)
    again = {
        (tmp_path / "b" / i.problem).read_text() for i in load_dataset(tmp_path / "b").instances
    }
    assert again == texts  # the same seed, the same tasks


def test_what_walks_cannot_reach_is_said(tmp_path: Path) -> None:
    folder, problem = CASES[0]
    settings = WalkSettings(lengths=(40,), per_length=2, tries=30)
    _ds, report = write_walks(folder / "domain.pddl", folder / problem, tmp_path, settings)
    assert report.made == {40: 0}
    assert "too shallow" in report.notes[0] and str(report.longest) in report.notes[0]
    small = WalkSettings(lengths=(4,), per_length=2, tries=20, states=3)
    _ds, report = write_walks(folder / "domain.pddl", folder / problem, tmp_path / "s", small)
    assert report.made == {4: 0} and "too large to search" in report.notes[0]


def test_a_goal_that_is_not_a_conjunction_of_facts_is_refused(tmp_path: Path) -> None:
    folder = DATA / "benchmarks" / "blocks-strips-typed-2000"
    text = (folder / "instances" / "instance-1.pddl").read_text()
    start = text.index("(:goal")
    bad = tmp_path / "p.pddl"
    bad.write_text(text[:start] + "(:goal (or (clear a) (clear b))))\n")
    with pytest.raises(PlangateError, match="not a conjunction of facts"):
        write_walks(folder / "domain.pddl", bad, tmp_path / "out")


def test_the_command_writes_a_dataset_the_bench_reads(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder, problem = CASES[0]
    code = main(["generate", "walks", str(folder / "domain.pddl"), str(folder / problem),
                 "--lengths", "2,3", "--count", "2", "--out", str(tmp_path / "d")])  # fmt: skip
    said = capsys.readouterr().out
    assert code == 0 and "4 problems written" in said, said
    assert [i.optimal_length for i in load_dataset(tmp_path / "d").instances] == [2, 2, 3, 3]
