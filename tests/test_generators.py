"""Domain generators (plangate.bench.domains): every generator's problems are read by the
domain file they are for (and by the original IPC domain file where one is shipped in
the tests), small ones are solved by a planner, presets spread over the competition's
ranges, seeds reproduce, and plug-ins add generators."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from plangate.bench.domains import GENERATORS, LEVELS, DomainGenerator, Param
from plangate.cli import main
from plangate.errors import PlangateError
from plangate.pddl.loader import load_domain, load_task, parse_problem
from plangate.verify.budgets import Budget
from plangate.verify.planners import get_planner

ROOT = Path(__file__).resolve().parents[1]
TRACK = ROOT / "tests" / "data" / "learning-track"
BENCH = ROOT / "tests" / "data" / "benchmarks"
ORIGINAL = {  # the domain file each generator writes for, as the tests ship it
    **{d: TRACK / d / "domain.pddl" for d in ("blocksworld", "childsnack", "ferry", "floortile",
       "miconic", "rovers", "satellite", "sokoban", "spanner", "transport")},
    "gripper": BENCH / "gripper-round-1-strips-1998" / "domain.pddl",
    "logistics": BENCH / "logistics-strips-typed-2000" / "domain.pddl",
    "visitall": BENCH / "visit-all-sequential-optimal-2011" / "domain.pddl",
}  # fmt: skip
NAMES = list(GENERATORS)
# Floortile's dead ends (a painted tile cannot be stood on) defeat greedy search past 3 x 3
# within the minute here: its solvability is shown on small boards, robots one and two
SMALL = {"floortile": [{"rows": 2, "columns": 2, "robots": 1},
                       {"rows": 3, "columns": 3, "robots": 1},
                       {"rows": 2, "columns": 3, "robots": 2}]}  # fmt: skip


def test_the_issue_s_domains_are_all_there() -> None:
    wanted = {"blocksworld", "gripper", "logistics", "ferry", "miconic", "visitall", "grid",
              "childsnack", "floortile", "rovers", "satellite", "sokoban", "spanner",
              "transport"}  # fmt: skip
    assert wanted <= set(NAMES)
    learning = {"blocksworld", "childsnack", "ferry", "floortile", "miconic", "rovers", "satellite",
                "sokoban", "spanner", "transport"}  # fmt: skip
    for name in learning:
        assert set(GENERATORS[name].presets) == set(LEVELS)


@pytest.mark.parametrize("name", NAMES)
def test_small_problems_are_read_and_solved(name: str) -> None:
    """The easy preset's three smallest sizes, two seeds each: read by the shipped domain
    file and by the original IPC file; each solved by plangate's greedy search with hFF
    (its plan validated before it is returned; solvable is the claim, not optimal here:
    `generate --solve` measures optimal lengths); no goal that held from the start."""
    gen = GENERATORS[name]
    domain = load_domain(gen.domain_file)
    original = load_domain(ORIGINAL[name]) if name in ORIGINAL else None
    solved = 0
    for sizes in SMALL.get(name) or gen.preset("easy", 8)[:3]:
        for seed in (0, 1):
            text = gen.problem(sizes, seed)
            problem = parse_problem(text, domain)
            if original is not None:
                parse_problem(text, original, f"<{name} against the IPC file>")
            task = load_task(domain, problem)
            assert not task.is_goal(task.initial), (name, sizes, seed)
            found = get_planner("gbfs-ff").plan(task, Budget(seconds=60))
            assert found.solved, (name, sizes, seed, found.status, found.message)
            solved += 1
    assert solved == 6


@pytest.mark.parametrize("name", NAMES)
def test_hard_sizes_are_made_and_read(name: str) -> None:
    """The smallest size of the hard preset is made (no search: these are for planners)
    and the domain file reads it; its objects grow with the preset."""
    gen = GENERATORS[name]
    domain = load_domain(gen.domain_file)
    easy, hard = gen.preset("easy", 3)[0], gen.preset("hard", 3)[0]
    small = parse_problem(gen.problem(easy, 0), domain)
    large = parse_problem(gen.problem(hard, 0), domain)
    assert len(large.objects) > len(small.objects)


def test_seeds_reproduce_and_differ() -> None:
    gen = GENERATORS["logistics"]
    sizes = {"cities": 3, "locations": 2, "airplanes": 1, "packages": 5}
    assert gen.problem(sizes, 4) == gen.problem(sizes, 4)
    assert gen.problem(sizes, 4) != gen.problem(sizes, 5)


def test_presets_spread_over_the_competition_ranges() -> None:
    """Blocksworld's easy range is 5..29 blocks (the competition's schedule); ten sizes
    from one end to the other; consistent sizes where a domain needs them."""
    sizes = [s["blocks"] for s in GENERATORS["blocksworld"].preset("easy", 10)]
    assert sizes[0] == 5 and sizes[-1] == 29 and sizes == sorted(sizes)
    for s in GENERATORS["spanner"].preset("hard", 5):
        assert s["spanners"] >= s["nuts"]
    for s in GENERATORS["floortile"].preset("medium", 5):
        assert s["robots"] <= s["columns"]


def test_bad_sizes_are_said() -> None:
    gen = GENERATORS["ferry"]
    with pytest.raises(PlangateError, match="ferry has no size 'boats'"):
        gen.problem({"boats": 2, "cars": 1, "locations": 3})
    with pytest.raises(PlangateError, match="needs the size locations"):
        gen.problem({"cars": 1})
    with pytest.raises(PlangateError, match="locations must be at least 2"):
        gen.problem({"cars": 1, "locations": 1})
    with pytest.raises(PlangateError, match="grid has no preset 'huge'"):
        GENERATORS["grid"].preset("huge", 2)


def test_the_command_writes_a_dataset_with_optimal_lengths(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "ferry"
    code = main(["generate", "domain", "ferry", "--size", "cars=2", "--size", "locations=3",
                 "--count", "3", "--seed", "5", "--solve", "30", "--out", str(out)])  # fmt: skip
    said = capsys.readouterr().out
    assert code == 0, said
    manifest = json.loads((out / "dataset.json").read_text())
    assert manifest["generator"] == {"kind": "domain", "generator": "ferry", "seed": 5}
    rows = manifest["instances"]
    assert len(rows) == 3 and all(r["optimal_length"] and r["optimal_length"] >= 2 for r in rows)
    assert rows[0]["meta"] == {"sizes": {"cars": 2, "locations": 3}, "seed": 5}
    assert main(["generate", "domain", "nosuch", "--out", str(tmp_path / "x")]) == 2
    assert "no generator 'nosuch'" in capsys.readouterr().err
    assert (
        main(["generate", "domain", "ferry", "--size", "cars", "--out", str(tmp_path / "y")]) == 2
    )
    assert "expected NAME=NUMBER" in capsys.readouterr().err


def test_a_generator_set_at_run_time_is_used_like_a_shipped_one(tmp_path: Path) -> None:
    """The registry takes generators beside the shipped ones (as plug-ins' entry points
    do): a one-parameter line of rooms, written for plangate's grid domain."""

    def line(sizes: dict[str, int], rnd: object, name: str) -> str:
        cells = [f"c{i}" for i in range(sizes["length"])]
        adj = " ".join(f"(adjacent {a} {b})" for a, b in itertools.pairwise(cells))
        return (f"(define (problem {name}) (:domain grid-navigation) (:objects {' '.join(cells)} "
                f"- cell) (:init (at c0) {adj}) (:goal (and (visited {cells[-1]}))))")  # fmt: skip

    GENERATORS["line"] = DomainGenerator("line", "a line", (Param("length", 2, "cells"),), line,
                                         domain="grid")  # fmt: skip
    try:
        assert "line" in list(GENERATORS)
        assert main(["generate", "domain", "line", "--size", "length=4", "--count", "1",
                     "--solve", "10", "--out", str(tmp_path)]) == 0  # fmt: skip
        rows = json.loads((tmp_path / "dataset.json").read_text())["instances"]
        assert rows[0]["optimal_length"] == 3
    finally:
        del GENERATORS["line"]
