"""code-heuristic and code-genplan end to end: ``plangate solve`` against a scripted
model over HTTP on 127.0.0.1, each program run in the sandbox on training tasks of the
IPC 2023 Learning Track's Blocksworld (a training task and an easy test task), and
the plan on the episode's task validated on the true task."""

from __future__ import annotations

import json
import platform
from pathlib import Path
from typing import Any

import pytest

from plangate.cli import main
from plangate.testing.fake_server import FakeOpenAI
from plangate.testing.oracle import GOAL_COUNT_PROGRAM

from .test_formalize import _solve as solve_with

ROOT = Path(__file__).resolve().parents[1]
IPC = ROOT / "tests" / "data" / "ipc2023-learning"
BW = IPC / "blocksworld"
DOMAIN, TEST = BW / "domain.pddl", BW / "testing" / "easy" / "p02.pddl"
TRAIN = [BW / "training" / "easy" / "p01.pddl", BW / "testing" / "easy" / "p01.pddl"]
pytestmark = pytest.mark.skipif(platform.system() != "Linux", reason="the sandbox is Linux's")

GOAL_COUNT = f"```python\n{GOAL_COUNT_PROGRAM}```"
CRASHES = GOAL_COUNT.replace("unmet = 0", "unmet = count_of_nothing")
ONE_AT_GOAL = GOAL_COUNT.replace("return unmet", "return unmet + 1")
FLAT = "```python\ndef heuristic(state, goal):\n    return 1 if goal - state else 0\n```"

GENPLAN = """```python
def get_plan(objects, init, goal):
    plan = []
    on = {f[1]: f[2] for f in init if f[0] == "on"}
    clear = {f[1] for f in init if f[0] == "clear"}
    for f in init:
        if f[0] == "holding":
            plan.append("(putdown %s)" % f[1])
            clear.add(f[1])
    while on:
        b = min(x for x in clear if x in on)
        below = on.pop(b)
        plan.append("(unstack %s %s)" % (b, below))
        plan.append("(putdown %s)" % b)
        clear.add(below)
    target = {g[1]: g[2] for g in goal if g[0] == "on"}
    done = set()
    while len(done) < len(target):
        for x, y in sorted(target.items()):
            if x not in done and (y not in target or y in done):
                plan.append("(pickup %s)" % x)
                plan.append("(stack %s %s)" % (x, y))
                done.add(x)
    return plan
```"""
RAISES = GENPLAN.replace("g[2] for g in goal", "g[3] for g in goal")
NO_PICKUP = GENPLAN.replace('                plan.append("(pickup %s)" % x)\n', "")
UNREADABLE = GENPLAN.replace('"(stack %s %s)"', '"(stack-on %s %s)"')


def _solve(capsys: pytest.CaptureFixture[str], method: str, answers: list[str],
           *flags: str) -> tuple[int, dict[str, Any], list[Any]]:  # fmt: skip
    train = [f"--train={p}" for p in TRAIN]
    return solve_with(capsys, answers, method, (DOMAIN, TEST), 3, *train, *flags)


def test_a_heuristic_that_crashes_is_sent_its_error_and_the_repair_solves_the_task(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, record, sent = _solve(capsys, "code-heuristic", [CRASHES, GOAL_COUNT],
                                "--heuristics", "1", "--max-tries", "2")  # fmt: skip
    assert code == 0 and record["success"] and record["valid"]
    stats = record["search"]
    assert stats["rounds"] == 2 and stats["crashed"] == 1 and stats["candidates"] == 1
    assert stats["trained"] == 2 and stats["best_solved"] == 2 and stats["search"] == "plan"
    first = sent[0][-1]["content"]
    assert "[DOMAIN]" in first and "heuristic(state, goal)" in first and "[PROBLEM]" in first
    feedback = sent[1][-1]["content"]
    assert feedback.startswith("Running your code failed: NameError: name 'count_of_nothing'")
    assert "(line 2 of your code)" in feedback


def test_the_candidate_solving_more_with_fewer_expansions_is_kept(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A flat heuristic (1 off the goal) and the goal count both solve the training tasks;
    the goal count needs fewer expansions, so it searches the task."""
    code, record, sent = _solve(capsys, "code-heuristic", [FLAT, GOAL_COUNT],
                                "--heuristics", "2", "--max-tries", "1")  # fmt: skip
    assert code == 0 and record["success"]
    stats = record["search"]
    assert stats["candidates"] == 2 and stats["rounds"] == 2 and stats["crashed"] == 0
    assert len(sent) == 2 and len(sent[1]) == len(sent[0])  # two fresh conversations
    flat = _solve(capsys, "code-heuristic", [FLAT], "--heuristics", "1")[1]["search"]
    assert stats["best_expanded"] < flat["best_expanded"]


def test_a_counterexample_to_the_checked_property_goes_back_to_the_model(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, record, sent = _solve(capsys, "code-heuristic", [ONE_AT_GOAL, GOAL_COUNT],
                                "--heuristics", "1", "--max-tries", "2",
                                "--counterexamples")  # fmt: skip
    assert code == 0 and record["success"]
    assert record["search"]["counterexamples"] == 1 and record["search"]["rounds"] == 2
    feedback = sent[1][-1]["content"]
    assert feedback.startswith("In the state (")
    assert "this is a goal state, where it must return 0" in feedback
    assert "heuristic(state, goal) again" in feedback


def test_without_counterexamples_a_heuristic_that_runs_is_not_asked_again(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, record, sent = _solve(capsys, "code-heuristic", [ONE_AT_GOAL],
                                "--heuristics", "1", "--max-tries", "2")  # fmt: skip
    assert code == 0 and record["success"] and len(sent) == 1


def test_a_generalized_plan_is_debugged_to_validity_with_each_kind_of_feedback(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, record, sent = _solve(capsys, "code-genplan", [RAISES, UNREADABLE, NO_PICKUP, GENPLAN],
                                "--max-tries", "4")  # fmt: skip
    assert code == 0 and record["success"] and record["valid"]
    stats = record["search"]
    assert stats["rounds"] == 4 and stats["passed"] and stats["trained"] == 2
    assert (stats["exceptions"], stats["unreadable"], stats["invalid"]) == (1, 1, 1)
    first = sent[0][-1]["content"]
    assert "get_plan(objects, init, goal)" in first and "Problem training/easy/p01.pddl:" in first
    assert "Problem testing/easy/p01.pddl:" in first
    said = [m[-1]["content"] for m in sent[1:]]
    assert said[0].startswith("On problem testing/easy/p01.pddl: get_plan raised IndexError")
    assert "(line 15 of your code)" in said[0]
    assert "the plan cannot be read: step 8, (stack-on b1 b5)" in said[1]
    assert "is no action of this task" in said[1]
    assert "the plan is invalid:" in said[2] and "stack" in said[2]


def test_a_generalized_plan_that_never_passes_is_still_run_and_judged_on_the_task(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, record, _ = _solve(capsys, "code-genplan", [NO_PICKUP, NO_PICKUP], "--max-tries", "2")
    assert code != 0 and not record["success"] and record["outcome"] == "invalid step"
    assert record["search"]["invalid"] == 2 and not record["search"]["passed"]
    assert any("the plan is invalid" in n or "precondition" in n for n in record["notes"])


def test_a_training_file_that_does_not_parse_is_an_error_naming_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bad = tmp_path / "broken.pddl"
    bad.write_text("(define (problem p) (:domain blocksworld) (:objects a - block)")
    server = FakeOpenAI()
    server.say(GOAL_COUNT)
    try:
        code = main(["solve", str(DOMAIN), str(TEST), "--method", "code-heuristic",
                     "--model", "m", "--base-url", server.url, "--no-cache",
                     f"--train={bad}"])  # fmt: skip
    finally:
        server.close()
    err = capsys.readouterr().err
    assert code != 0 and "broken.pddl" in err and "Traceback" not in err


def test_a_folder_of_training_problems_and_the_learning_tracks_layout_as_a_dataset(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``--train DIR`` trains on its problem files (natural order); the IPC 2023 Learning
    Track's folder is a dataset of its test problems, ``LEVEL-pNN``."""
    from plangate.bench.datasets import load_dataset

    server = FakeOpenAI()
    server.say(GOAL_COUNT)
    try:
        code = main(["solve", str(DOMAIN), str(TEST), "--method", "code-heuristic",
                     "--model", "m", "--base-url", server.url, "--no-cache", "--json",
                     "--heuristics", "1", f"--train={BW / 'training' / 'easy'}"])  # fmt: skip
    finally:
        server.close()
    record = json.loads(capsys.readouterr().out)
    assert code == 0 and record["success"] and record["search"]["trained"] == 2
    first = server.requests[0]["json"]["messages"][-1]["content"]
    assert "(define (problem blocksworld-01)" in first  # the first training problem's PDDL
    data = load_dataset(BW)
    assert [i.name for i in data.instances] == ["easy-p01", "easy-p02"]
    assert data.domain == str(DOMAIN)


def test_a_bench_over_the_learning_tracks_folder_and_the_report_of_its_programs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Both test problems of the shipped folder, trained on its training folder: the
    heuristic crashes once on the first problem (then runs), the generalized plan is
    right at once; the report's programs table gives coverage, rounds to pass and the
    share of programs that crashed."""
    results = tmp_path / "r.jsonl"
    server = FakeOpenAI()
    asked = {"heuristic": 0}

    def answer(messages: list[dict[str, Any]]) -> str:
        first = str(messages[-1]["content"]) if len(messages) < 3 else ""
        if "get_plan(objects, init, goal)" in first:
            return GENPLAN
        if "heuristic(state, goal)" in str(messages[-1]["content"]):
            asked["heuristic"] += 1
            return CRASHES if asked["heuristic"] == 1 else GOAL_COUNT
        return "1, 2, 3, 4, 5, 6, 7, 8, 9, 10"  # the server's probe

    server.responder = answer
    try:
        code = main(["bench", "--dataset", str(BW), "--method", "code-heuristic",
                     "--method", "code-genplan", "--model", "m", "--base-url", server.url,
                     "--results", str(results), "--no-cache", "--no-progress",
                     "--heuristics", "1", "--max-tries", "2", "--concurrency", "1",
                     f"--train={BW / 'training' / 'easy'}"])  # fmt: skip
    finally:
        server.close()
    assert code == 0, capsys.readouterr().err
    records = [json.loads(x) for x in results.read_text().splitlines()]
    episodes = [r for r in records if r["method"] in ("code-heuristic", "code-genplan")]
    assert len(episodes) == 4 and all(r["success"] for r in episodes)
    assert sorted(r["instance"] for r in episodes) == ["easy-p01"] * 2 + ["easy-p02"] * 2
    out = tmp_path / "rep"
    assert main(["report", str(results), "--out", str(out), "--no-plots"]) == 0
    text = (out / "report.md").read_text()
    table = text[text.index("Programs: coverage, rounds to pass, crashes") :]
    heuristic = next(line for line in table.splitlines() if "| code-heuristic |" in line)
    genplan = next(line for line in table.splitlines() if "| code-genplan |" in line)
    assert "100.0 [" in heuristic and "(2/2)" in heuristic  # coverage
    assert "1.50 (2)" in heuristic and "33.3 [" in heuristic and "(1/3)" in heuristic
    assert "1.00 (2)" in genplan and "0.0 [" in genplan and "(0/2)" in genplan


def test_recorded_programs_are_judged_again_in_both_layouts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One file per program and a chat log (a prompt and a response per turn), under a
    folder per domain: each judged on the domain's first test problem through the same
    sandbox; the records and the summary say so."""
    files = tmp_path / "programs" / "blocksworld"
    files.mkdir(parents=True)
    (files / "goal_count.py").write_text(GOAL_COUNT.split("\n", 1)[1].rsplit("```", 1)[0])
    (files / "crashes.md").write_text("Here it is:\n" + CRASHES)
    (files / "genplan.txt").write_text(GENPLAN)
    (files / "notes.txt").write_text("no program here")
    chat = tmp_path / "chats" / "blocksworld" / "seed0"
    chat.mkdir(parents=True)
    for turn, answer in ((1, RAISES), (2, GENPLAN)):
        (chat / f"prompt_{turn}.txt").write_text("Write get_plan.")
        (chat / f"response_{turn}.txt").write_text(answer)
    results = tmp_path / "programs.jsonl"
    code = main(["rescore", str(tmp_path / "programs"), str(tmp_path / "chats"),
                 "--programs", str(IPC), "--first", "1", "--results", str(results)])  # fmt: skip
    out = capsys.readouterr().out
    assert code == 0
    rows = {r["program"]: r for r in map(json.loads, results.read_text().splitlines())}
    assert rows["blocksworld/goal_count.py"]["status"] == "solved"
    assert rows["blocksworld/crashes.md"]["status"] == "crashed"
    assert "NameError" in rows["blocksworld/crashes.md"]["said"]
    assert rows["blocksworld/genplan.txt"]["status"] == "solved"
    assert rows["blocksworld/notes.txt"]["status"] == "unread"
    assert (
        rows["blocksworld/seed0"]["layout"] == "chat" and rows["blocksworld/seed0"]["rounds"] == 2
    )
    assert rows["blocksworld/seed0"]["status"] == "solved"
    lines = {tuple(line.split(" | ")[:2]): line for line in out.splitlines()}
    heuristic = lines[("blocksworld", "heuristic")].split(" | ")
    assert heuristic[2] == "2" and "(1/2)" in heuristic[3] and "(1/2)" in heuristic[4]
    genplan = lines[("blocksworld", "genplan")].split(" | ")
    assert genplan[2] == "2" and "(2/2)" in genplan[3] and genplan[5] == "1.50"


def test_a_heuristic_that_rewrites_the_search_only_claims_a_plan() -> None:
    """It reaches the child's search through the frames and makes the first action add
    the goal: the search then claims a one-step plan, which the true task refuses."""
    from plangate.pddl.loader import load_task
    from plangate.programs.runs import heuristic_search, judged
    from plangate.programs.states import View

    cheat = (
        "import sys\n"
        "def heuristic(state, goal):\n"
        "    frame = sys._getframe(1)\n"
        "    while frame is not None and 'ops' not in frame.f_locals:\n"
        "        frame = frame.f_back\n"
        "    ops = frame.f_locals['ops'] if frame is not None else None\n"
        "    if ops:\n"
        "        name, pre, neg, add, dele = ops[0]\n"
        "        ops[0] = (name, frozenset(), frozenset(), add | goal, frozenset())\n"
        "    return 1\n"
    )
    view = View.of(load_task(DOMAIN, TEST))
    found = heuristic_search(view, cheat)
    assert isinstance(found.get("plan"), list) and len(found["plan"]) == 1  # the claim
    verdict = judged(view, "heuristic", cheat)
    assert verdict.status == "invalid" and not verdict.solved
