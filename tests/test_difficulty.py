"""Difficulty you choose (plangate.bench.datasets.difficulty): the optimal-length band,
the object band and the obfuscation, one setting for reasoning-gym's dataset and its
curriculum (moved through reasoning-gym's own curriculum API), the training rows, the
task files and the OpenEnv environment."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from plangate.bench.datasets.difficulty import Difficulty, DifficultyError, draw_tasks
from plangate.cli import main
from plangate.pddl.loader import task_from_text

ROOT = Path(__file__).resolve().parents[1]
FERRY = ROOT / "tests" / "data" / "learning-track" / "ferry"


def _objects(metadata: dict[str, object]) -> int:
    from plangate.pddl.loader import parse_domain, parse_problem

    domain = parse_domain(str(metadata["domain"]))
    return len(parse_problem(str(metadata["problem"]), domain).objects)


def test_the_curriculum_moves_through_reasoning_gyms_own_api() -> None:
    """create_curriculum("plangate"): its attributes are optimal length, objects and
    obfuscation; at each level the configuration it generates makes items of that
    difficulty: optimal lengths in the band, objects in the band, names hidden past the
    first level; the reference answer scores 1, a wrong one less."""
    pytest.importorskip("reasoning_gym")
    import reasoning_gym
    from reasoning_gym.factory import create_curriculum, has_curriculum

    import plangate.interop.training.reasoning_gym  # noqa: F401  registers "plangate"

    assert has_curriculum("plangate")
    curriculum = create_curriculum("plangate")
    assert set(curriculum.attributes) == {"optimal_length", "objects", "obfuscation"}
    seen = []
    for level in range(3):
        config = curriculum.generate_configuration({"size": 6, "seed": 3, "tasks": 3})
        band = (config.min_length, config.max_length)
        objects = (config.min_objects, config.max_objects)
        seen.append((band, objects, config.obfuscation))
        for attr in ("optimal_length", "objects", "obfuscation"):
            assert curriculum.increment_attr_level(attr)
        if level == 2:
            break  # the third level's settings only: its tasks take long to draw here
        data = reasoning_gym.create_dataset("plangate", **vars(config))
        for i in range(len(data)):
            item = data[i]
            md = item["metadata"]
            assert band[0] <= md["optimal"] <= band[1], (level, md["optimal"], band)
            assert objects[0] <= _objects(md) <= objects[1], (level, objects)
            assert data.score_answer(item["answer"], item) == 1.0
        question = data[0]["question"]
        hidden = "on-table" not in question and "pickup" not in question
        assert hidden == (config.obfuscation != "none"), (level, config.obfuscation)
        assert data.score_answer("(pickup b1)\n(stack b1 b2)", data[0]) < 1.0
    assert seen == [((1, 2), (1, 5), "none"), ((3, 4), (6, 10), "mystery"),
                    ((5, 8), (11, 20), "random")]  # fmt: skip


def test_training_rows_take_the_same_difficulty() -> None:
    from plangate.interop.training.rows import rows

    wanted = Difficulty(min_length=2, max_length=3, obfuscation="deceptive")
    made = rows(FERRY / "domain.pddl", FERRY / "testing" / "easy", size=4, seed=1,
                difficulty=wanted, tasks=4)  # fmt: skip
    for row in made:
        md = json.loads(str(row["plangate"]))
        assert 2 <= md["optimal"] <= 3
        assert "(:action sail" not in md["domain"] and "at-ferry" not in md["domain"]


def test_drawn_tasks_have_the_lengths_asked_and_say_what_cannot_be_had() -> None:
    domain = (FERRY / "domain.pddl").read_text()
    problem = (FERRY / "testing" / "easy" / "p01.pddl").read_text()
    tasks = draw_tasks(Difficulty(min_length=4, max_length=5), [("p01", domain, problem)], 6, 2)
    assert tasks and all(t.optimal_length in (4, 5) for t in tasks)
    for t in tasks:  # the length is the task's own, read back from its text
        from plangate.verify.search import search

        assert search(task_from_text(t.domain, t.problem)).cost == t.optimal_length
    with pytest.raises(DifficultyError, match="no problem has between 50 and 60 objects"):
        draw_tasks(Difficulty(min_objects=50, max_objects=60), [("p01", domain, problem)], 2)
    with pytest.raises(DifficultyError, match=r"max_length \(1\) is below min_length \(3\)"):
        draw_tasks(Difficulty(min_length=3, max_length=1), [("p01", domain, problem)], 2)
    big = draw_tasks(Difficulty(min_objects=20, max_objects=40, generator="miconic"), [], 2)
    assert big and all(20 <= len(task_from_text(t.domain, t.problem).problem.objects) <= 40
                       for t in big)  # fmt: skip


def test_the_command_writes_tasks_of_the_difficulty(tmp_path: Path) -> None:
    out = tmp_path / "tasks"
    code = main(["generate", "tasks", str(FERRY / "domain.pddl"),
                 str(FERRY / "testing" / "easy" / "p01.pddl"), "--min-length", "2",
                 "--max-length", "3", "--obfuscation", "random", "--tasks", "4",
                 "--out", str(out)])  # fmt: skip
    assert code == 0
    manifest = json.loads((out / "dataset.json").read_text())
    assert manifest["generator"]["obfuscation"] == "random"
    assert all(2 <= i["optimal_length"] <= 3 for i in manifest["instances"])
    assert "ferry" not in (out / "domain.pddl").read_text()


OE = os.environ.get("PLANGATE_OE_PYTHON", "")


@pytest.mark.skipif(not OE or not Path(OE).exists(), reason="PLANGATE_OE_PYTHON names no "
                    "OpenEnv environment (.ci/run makes one)")  # fmt: skip
def test_the_openenv_environment_takes_the_same_difficulty(tmp_path: Path) -> None:
    """plangate openenv with the difficulty flags draws the tasks, then reads and grounds
    them as the server would (--check): a generator's problems, objects in the band,
    optimal lengths in the band, names hidden."""
    out = tmp_path / "served"
    done = subprocess.run([OE, "-m", "plangate.cli", "openenv", "--generator", "spanner",
                           "--min-objects", "8", "--max-objects", "12", "--min-length", "4",
                           "--max-length", "8", "--obfuscation", "mystery", "--tasks", "3",
                           "--tasks-out", str(out), "--check"], capture_output=True, text=True,
                          timeout=600, check=False, cwd=ROOT)  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    assert "ready to serve" in done.stdout
    manifest = json.loads((out / "dataset.json").read_text())
    assert all(4 <= i["optimal_length"] <= 8 for i in manifest["instances"])
    assert "spanner" not in (out / "domain.pddl").read_text()
