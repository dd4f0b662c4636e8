"""PlanBench's other tasks: generated with exact answers, worded as PlanBench words them,
read and scored (each scorer must find a wrong answer), run through the real client
path against a test server, reported, and rescored from PlanBench's result files."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from plangate.bench.datasets import Dataset, Instance, load_dataset
from plangate.bench.families.planbench import TASKS, item_of
from plangate.bench.families.planbench import wording as w
from plangate.bench.families.planbench.generate import generate_tasks
from plangate.bench.families.planbench.score import read_verdict, score
from plangate.cli import main
from plangate.llm.grounded import grounded
from plangate.llm.render import Renderer, reading_for
from plangate.pddl.loader import load_task
from plangate.pddl.task import Operator
from plangate.testing.fake_server import FakeOpenAI
from plangate.testing.oracle import OracleRouter, PlannerOracle, shipped_wordings
from plangate.testing.task_mistakes import (
    DROPPED,
    FLIPPED,
    LEFT_OUT,
    WRONG_STEP,
    MistakenOracle,
    expected,
    key_of,
    spoil,
)
from plangate.verify.search import search
from plangate.verify.validate import validate

from .conftest import BENCHMARKS, ROOT

BLOCKS = BENCHMARKS / "blocks-strips-typed-2000"
GRIPPER = BENCHMARKS / "gripper-round-1-strips-1998"
pytestmark = pytest.mark.skipif(not BLOCKS.is_dir(), reason=f"no {BLOCKS} (PLANGATE_BENCHMARKS)")


@pytest.fixture(scope="module")
def items(tmp_path_factory: pytest.TempPathFactory) -> Dataset:
    out = tmp_path_factory.mktemp("tasks") / "blocks"
    return generate_tasks(BLOCKS / "domain.pddl", [BLOCKS], ["all"], out, seed=1)


def _ops(r: Renderer, plan: list[str]) -> list[Operator]:
    out = []
    for text in plan:
        name, *args = text.strip("()").split()
        op = r.task.operator(name, tuple(args))
        assert op is not None, text
        out.append(op)
    return out


def _right(task: str, r: Renderer, answer: dict[str, object]) -> str:
    """The right answer to an item, as a model would write it in the item's wording."""
    kind = TASKS[task].answer
    if kind == "plan":
        return "".join(f"{r.op(op)}\n" for op in _ops(r, answer["plan"])) + "[PLAN END]"  # type: ignore[arg-type]
    if kind == "verdict":
        ops = _ops(r, answer["plan"])  # type: ignore[arg-type]
        step = answer["step"]
        action = r.op(ops[step - 1]) if isinstance(step, int) else ""
        return w.verdict_message(r, str(answer["kind"]), step, action, answer["unmet"])  # type: ignore[arg-type]
    state = r.task.initial
    for op in _ops(r, answer["sequence"]):  # type: ignore[arg-type]
        state = op.apply(state)
    return r.state(state)


def _items(ds: Dataset) -> Iterator[tuple[Instance, str, str, dict[str, object], Renderer]]:
    for inst in ds.instances:
        item = item_of(inst)
        assert item is not None
        t, prompt, answer = item
        yield inst, t, prompt, answer, grounded(ds.domain, inst.problem).renderer


def test_every_task_is_generated_with_its_exact_answer(items: Dataset) -> None:
    per: dict[str, int] = {}
    for inst, t, _prompt, answer, r in _items(items):
        per[t] = per.get(t, 0) + 1
        kind = TASKS[t].answer
        if kind == "plan":  # an optimal plan of the judged problem
            res = validate(r.task, _ops(r, answer["plan"]))  # type: ignore[arg-type]
            assert res.success, inst.name
            assert inst.optimal_length == answer["optimal_length"] == search(r.task).cost
        elif kind == "verdict":  # what the validator says of the plan shown
            res = validate(r.task, _ops(r, answer["plan"]))  # type: ignore[arg-type]
            want = {"valid": "valid", "goal-not-reached": "goal"}.get(res.status.value, "step")
            assert answer["kind"] == want and answer["step"] == res.failed_step
        else:  # the facts after the sequence
            state = r.task.initial
            for op in _ops(r, answer["sequence"]):  # type: ignore[arg-type]
                state = op.apply(state)
            assert sorted(answer["facts"]) == sorted(r.task.atoms(state))  # type: ignore[arg-type]
    assert per == {t: 4 for t in TASKS}
    kinds = [item_of(i)[2]["kind"] for i in items.instances if i.meta["task"] == "verification"]  # type: ignore[index]
    assert sorted(kinds)[:3] == ["goal", "step", "valid"]  # the 1:1:1 mix, one of each


def test_prompts_are_worded_as_planbench_words_them(items: Dataset) -> None:
    prompts = {i.meta["task"]: str(i.meta["prompt"]) for i in items.instances}
    intro = "I am playing with a set of blocks where I need to arrange the blocks into stacks."
    for t, p in prompts.items():
        assert p.startswith(intro), t
        assert p.count("[STATEMENT]\nAs initial conditions I have that, ") >= 2, t
    opt = prompts["optimality"]
    assert "I want to minimize the time taken to achieve my goal.\nMy plan is as follows:" in opt
    assert "[PLAN END]\nThe total time to execute the plan is " in opt
    assert opt.endswith("My plan is as follows:\n\n[PLAN]")
    ver = prompts["verification"]
    assert ver.endswith("[PLAN END]\n\n[VERIFICATION]") and ver.count("[VERIFICATION]") == 4
    assert "[VERIFICATION]\nThe above plan is valid." in ver
    assert "[VERIFICATION]\nThe above plan is invalid. " in ver
    ex = prompts["execution"]
    assert " I have executed the following action sequence:\n\n[ACTION SEQUENCE]\n" in ex
    assert ex.endswith("[ACTION SEQUENCE END]\n[RESULTING STATE]\n")
    re_ = prompts["replanning"]
    assert "During execution, an unexpected event has occurred.\nAfter executing the action" in re_
    assert "The following facts became unexpectedly false: " in re_
    assert re_.endswith("After re-planning from the new state, the plan is as follows:\n[PLAN]")
    for t in ("reuse", "generalization", "goal-shuffling", "full-to-partial", "partial-to-full"):
        assert prompts[t].endswith("My plan is as follows:\n\n[PLAN]"), t


def test_each_scorer_finds_a_wrong_answer(items: Dataset) -> None:
    """A right answer is correct; the same answer spoiled is not (and says why)."""
    seen: set[str] = set()
    for inst, t, _prompt, answer, r in _items(items):
        reading = reading_for(r)
        right = _right(t, r, answer)
        good = score(t, r, reading, right, answer)
        assert good.correct and good.outcome == "correct", (inst.name, good.explain)
        kind = {"plan": "plan", "verdict": "verify", "facts": "execute"}[TASKS[t].answer]
        for second in (False, True):
            mistake, wrong = spoil(kind, right, second)
            if not mistake:
                continue
            seen.add(mistake)
            bad = score(t, r, reading, wrong, answer)
            want = expected(TASKS[t].answer, mistake)
            assert bad.correct is want["correct"], (inst.name, mistake, bad.explain)
            if kind == "verify":
                assert bad.measures["explanation_correct"] is want["explanation"], bad.explain
            if mistake == LEFT_OUT:
                assert bad.measures["precision"] == 1.0 and bad.measures["recall"] < 1.0  # type: ignore[operator]
        nonsense = score(t, r, reading, "I do not know.", answer)
        assert not nonsense.correct and nonsense.outcome == "unreadable", (t, nonsense.outcome)
    assert seen == {DROPPED, FLIPPED, WRONG_STEP, LEFT_OUT}


def test_verification_answers_are_read_at_planbench_levels(items: Dataset) -> None:
    inst = next(
        i
        for i in items.instances
        if i.meta["task"] == "verification" and item_of(i)[2]["kind"] == "step"  # type: ignore[index]
    )
    _t, _p, answer = item_of(inst)  # type: ignore[misc]
    r = grounded(items.domain, inst.problem).renderer
    reading = reading_for(r)
    step = int(answer["step"])  # type: ignore[call-overload]
    said = read_verdict(reading, f"No. Step {step} cannot be executed: {answer['action']}.")
    assert said["valid"] is False and said["kind"] == "step" and said["step"] == step
    assert said["action"] == answer["action"]
    assert read_verdict(reading, "Yes, every step can be executed.")["valid"] is True
    # the right verdict for the wrong reason: the binary score only
    wrong = score(
        "verification", r, reading, "The above plan is invalid. The goal is not met.", answer
    )
    assert wrong.correct and not wrong.measures["type_correct"]


def _serve(ds: Dataset, every: int) -> tuple[FakeOpenAI, MistakenOracle]:
    oracles = []
    for inst in ds.instances:
        oracles += [PlannerOracle(r) for r in shipped_wordings(load_task(ds.domain, inst.problem))]
    model = MistakenOracle(OracleRouter(oracles), every=every)
    server = FakeOpenAI()
    server.responder = model
    return server, model


def test_bench_runs_the_items_and_finds_exactly_the_mistakes(
    items: Dataset, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    server, model = _serve(items, every=3)
    results = tmp_path / "r.jsonl"
    try:
        argv = ["bench", "--dataset", str(Path(items.domain).parent), "--model", "scripted"]
        argv += ["--base-url", server.url, "--results", str(results), "--no-progress"]
        assert main([*argv, "--no-cache", "--trace-dir", str(tmp_path / "traces")]) == 0
    finally:
        server.close()
    out = capsys.readouterr().out
    assert "36 run now: " in out and ", 0 errors" in out
    by_name = {i.name: i for i in items.instances}
    records = [json.loads(line) for line in results.read_text().splitlines()]
    assert model.made and len(records) == 36
    for rec in records:
        inst = by_name[rec["instance"]]
        mistake = model.made.get(key_of(str(inst.meta["prompt"])))
        assert rec["method"] == f"planbench:{inst.meta['task']}"
        assert rec["success"] is expected("", mistake)["correct"], (rec["instance"], mistake)
    report = tmp_path / "report"
    assert main(["report", str(results), "--out", str(report), "--html", "--no-plots"]) == 0
    text = (report / "report.md").read_text()
    for t, kind in TASKS.items():
        assert f"## PlanBench {t} ({kind.planbench})" in text
    wrong = sum(1 for r in records if r["method"] == "planbench:optimality" and not r["success"])
    assert f"| blocks | scripted | 4 | {4 - wrong} |" in text.split("## PlanBench optimality")[1]
    assert "Table 1" not in text  # task items are not episodes of a method
    pages = list((report / "episodes").glob("*.html"))
    assert len(pages) == 36


def test_any_ipc_domain_gets_every_task_in_the_generic_rendering(tmp_path: Path) -> None:
    """Gripper (no PlanBench configuration): the PDDL rendering, and the oracle's answers
    through the server are all correct."""
    files = [GRIPPER / "instances" / f"instance-{n}.pddl" for n in (1, 2)]
    ds = generate_tasks(GRIPPER / "domain.pddl", files, ["all"], tmp_path / "g")
    assert {i.meta["task"] for i in ds.instances} == set(TASKS)
    prompt = str(ds.instances[0].meta["prompt"])
    assert "The objects are: " in prompt and "(move " in prompt
    server, _model = _serve(ds, every=10**9)  # no mistakes
    results = tmp_path / "r.jsonl"
    try:
        argv = ["bench", "--dataset", str(tmp_path / "g"), "--model", "scripted", "--no-cache"]
        assert (
            main([*argv, "--base-url", server.url, "--results", str(results), "--no-progress"]) == 0
        )
    finally:
        server.close()
    records = [json.loads(line) for line in results.read_text().splitlines()]
    assert len(records) == len(ds.instances) and all(r["success"] for r in records), [
        (r["instance"], r["explain"]) for r in records if not r["success"]
    ]


# ------------------------------------------------------------------ rescoring PlanBench's files
HOLDING = "the hand is currently holding {}"  # PlanBench's wording of (holding x)


def _layout(tmp_path: Path) -> tuple[Path, Path]:
    """A PlanBench checkout: configs/blocksworld.yaml, the domain and instances."""
    root = tmp_path / "plan-bench"
    config = yaml.safe_load(
        (ROOT / "src" / "plangate" / "data" / "blocksworld" / "nl.yaml").read_text()
    )
    config["predicates"]["on"] = config["predicates"].pop(True)  # YAML 1.1 reads on: as true
    config["predicates"]["holding"] = HOLDING
    config.update(
        domain_name="blocksworld", domain_file="instances/blocksworld/domain.pddl",
        instance_dir="blocksworld/generated_basic", instances_template="instance-{}.pddl",
    )  # fmt: skip
    (root / "configs").mkdir(parents=True)
    cfg = root / "configs" / "blocksworld.yaml"
    cfg.write_text(yaml.safe_dump(config))
    folder = root / "instances" / "blocksworld" / "generated_basic"
    folder.mkdir(parents=True)
    shutil.copy(BLOCKS / "domain.pddl", folder.parent / "domain.pddl")
    for p in sorted((BLOCKS / "instances").glob("*.pddl")):
        shutil.copy(p, folder / p.name)
    return root, cfg


def test_planbench_result_files_of_every_task_are_rescored(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Result files as PlanBench writes them, of items worded by PlanBench's own
    configuration: the problem each query poses is read back from the query, and the
    verdicts agree with the recorded ones (right answers and known mistakes)."""
    root, cfg = _layout(tmp_path)
    ds = generate_tasks(
        root / "instances" / "blocksworld" / "domain.pddl",
        [root / "instances" / "blocksworld" / "generated_basic"],
        ["all"], tmp_path / "items", nl=str(cfg), seed=2,
    )  # fmt: skip
    files = []
    for t, kind in TASKS.items():
        rows = []
        for inst, task, prompt, answer, _r in _items(ds):
            if task != t:
                continue
            r = grounded(ds.domain, inst.problem, str(cfg)).renderer
            right = _right(t, r, answer)
            mistake, wrong = spoil(
                {"plan": "plan", "verdict": "verify", "facts": "execute"}[kind.answer], right
            )
            n = int(str(inst.meta["source"]).split("-")[1])
            for text, ok in ((right, True), (wrong, not mistake)):
                row: dict[str, object] = {
                    "instance_id": n,
                    "query": prompt,
                    "llm_raw_response": text,
                }
                row["llm_correct_binary" if t == "verification" else "llm_correct"] = ok
                rows.append(row)
        path = root / "results" / "blocksworld" / "gpt-4_chat" / f"{kind.planbench}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"task": kind.planbench, "domain": "blocksworld",
                                    "engine": "gpt-4_chat", "instances": rows}))  # fmt: skip
        files.append(str(path))
    results = tmp_path / "rescored.jsonl"
    assert main(["rescore", *files, "--results", str(results), "--no-traces"]) == 0
    out = capsys.readouterr().out
    assert "the recorded verdicts: 72 of 72 agree (100.0%)" in out, out
    recs = [json.loads(line) for line in results.read_text().splitlines()]
    assert {r["method"] for r in recs} == {f"planbench:{t}" for t in TASKS}


def test_planbench_verification_excerpt_agrees_with_its_verdicts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The last statements of five instances of PlanBench's own blocksworld verification
    results (gpt-4_chat, instances 1-5), with the verdicts PlanBench recorded at its three
    levels (right, a wrong kind, a wrong step among them)."""
    root, _cfg = _layout(tmp_path)
    head = "I am playing with a set of blocks where I need to arrange the blocks into stacks."
    one = (
        f"{head}\n\n[STATEMENT]\nAs initial conditions I have that, the red block is clear, "
        "the blue block is clear, the yellow block is clear, the hand is empty, the blue block "
        "is on top of the orange block, the red block is on the table, the orange block is on "
        "the table and the yellow block is on the table.\nMy goal is to have that the orange "
        "block is on top of the blue block. \nMy plan is as follows:\n\n[PLAN]\nstack the "
        "orange block on top of the blue block\nunstack the blue block from on top of the "
        "orange block\nput down the blue block\n[PLAN END]\n\n[VERIFICATION]"
    )
    two = (
        f"{head}\n\n[STATEMENT]\nAs initial conditions I have that, the red block is clear, "
        "the yellow block is clear, the hand is empty, the red block is on top of the blue "
        "block, the yellow block is on top of the orange block, the blue block is on the table "
        "and the orange block is on the table.\nMy goal is to have that the orange block is on "
        "top of the red block. \nMy plan is as follows:\n\n[PLAN]\nunstack the yellow block "
        "from on top of the orange block\nput down the yellow block\npick up the orange block"
        "\n[PLAN END]\n\n[VERIFICATION]"
    )
    three = (
        f"{head}\n\n[STATEMENT]\nAs initial conditions I have that, the blue block is clear, "
        "the hand is empty, the blue block is on top of the orange block, the orange block is "
        "on top of the yellow block, the yellow block is on top of the red block and the red "
        "block is on the table.\nMy goal is to have that the red block is on top of the orange "
        "block and the yellow block is on top of the red block. \nMy plan is as follows:\n\n"
        "[PLAN]\nunstack the blue block from on top of the orange block\nstack the red block on "
        "top of the orange block\nstack the yellow block on top of the red block\npick up the "
        "red block\nput down the blue block\nunstack the orange block from on top of the "
        "yellow block\nunstack the yellow block from on top of the blue block\nstack the "
        "yellow block on top of the blue block\nunstack the yellow block from on top of the "
        "red block\n[PLAN END]\n\n[VERIFICATION]"
    )
    four = (
        f"{head}\n\n[STATEMENT]\nAs initial conditions I have that, the yellow block is clear, "
        "the hand is empty, the red block is on top of the orange block, the orange block is on "
        "top of the blue block, the yellow block is on top of the red block and the blue block "
        "is on the table.\nMy goal is to have that the red block is on top of the yellow block "
        "and the yellow block is on top of the blue block. \nMy plan is as follows:\n\n[PLAN]\n"
        "put down the yellow block\nput down the orange block\nunstack the orange block from "
        "on top of the blue block\npick up the yellow block\nunstack the red block from on top "
        "of the orange block\nstack the red block on top of the yellow block\npick up the red "
        "block\nunstack the yellow block from on top of the red block\nput down the red block"
        "\n[PLAN END]\n\n[VERIFICATION]"
    )
    five = (
        f"{head}\n\n[STATEMENT]\nAs initial conditions I have that, the orange block is clear, "
        "the yellow block is clear, the hand is empty, the blue block is on top of the red "
        "block, the orange block is on top of the blue block, the red block is on the table and "
        "the yellow block is on the table.\nMy goal is to have that the blue block is on top of "
        "the red block and the yellow block is on top of the orange block. \nMy plan is as "
        "follows:\n\n[PLAN]\npick up the yellow block\n[PLAN END]\n\n[VERIFICATION]"
    )
    rows = [
        {"instance_id": 1, "query": one, "llm_raw_response": "The above plan is invalid. The "
         "following action at step 1 has unmet preconditions:\nstack the orange block on top "
         "of the blue block\nThe unmet preconditions are:\nthe hand is currently holding the "
         "orange block", "llm_correct_binary": True, "llm_correct_w_type": True,
         "llm_correct_w_expl": True},
        {"instance_id": 2, "query": two, "llm_raw_response": "The above plan is invalid. This "
         "is the unmet goal condition:\nthe orange block is on top of the red block",
         "llm_correct_binary": True, "llm_correct_w_type": True, "llm_correct_w_expl": True},
        {"instance_id": 3, "query": three, "llm_raw_response": "The above plan is invalid. The "
         "following actions have unmet preconditions or incorrect actions:\n1. At step 4: pick "
         "up the red block\n   The unmet precondition is:\n   the red block is clear\n\n2. At "
         "step 7: unstack the yellow block from on top of the blue block\n   The incorrect "
         "action is:\n   the yellow block is not on top of the blue block\n\n3. At step 9: "
         "unstack the yellow block from on top of the red block\n   The incorrect action is:\n"
         "   the yellow block is not on top of the red block\n\n[STATEMENT]\nAs initial "
         "conditions I have that, the blue block is clear, the hand is empty, th",
         "llm_correct_binary": True, "llm_correct_w_type": True, "llm_correct_w_expl": False},
        {"instance_id": 4, "query": four, "llm_raw_response": "The above plan is invalid. This "
         "is the unmet goal condition:\nthe yellow block is on top of the blue block",
         "llm_correct_binary": True, "llm_correct_w_type": False, "llm_correct_w_expl": False},
        {"instance_id": 1, "query": five, "llm_raw_response": "The above plan is invalid. This "
         "is the unmet goal condition:\nthe yellow block is on top of the orange block",
         "llm_correct_binary": True, "llm_correct_w_type": True, "llm_correct_w_expl": True},
        # a query that cannot be read: recorded with why, the others scored
        {"instance_id": 2, "query": one.replace("the red block is clear", "the hand is green"),
         "llm_raw_response": "The above plan is valid.", "llm_correct_binary": False},
    ]  # fmt: skip
    path = root / "results" / "blocksworld" / "gpt-4_chat" / "task_3_plan_verification.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"task": "task_3_plan_verification", "domain": "blocksworld",
                                "instances": rows}))  # fmt: skip
    results = tmp_path / "r.jsonl"
    assert main(["rescore", str(path), "--results", str(results), "--no-traces"]) == 0
    out = capsys.readouterr().out
    assert "5 of 5 agree" in out and "1 answers not scored" in out
    assert "instances[5]: instance 2: cannot read 'the hand is green' in the initial" in out
    recs = [json.loads(line) for line in results.read_text().splitlines()]
    assert [r["status"] for r in recs].count("error") == 1
    for r in (r for r in recs if r["status"] == "ok"):  # the finer levels agree too
        finer = r["validation"]["recorded"]
        assert r["type_correct"] is finer["llm_correct_w_type"], r["explain"]
        assert r["explanation_correct"] is finer["llm_correct_w_expl"], r["explain"]
    # --explain: how each answer was read (resumed: nothing is scored again)
    assert main(["rescore", str(path), "--results", str(results), "--explain"]) == 0
    out = capsys.readouterr().out
    assert "1 answers scored" in out and "5 already" in out  # the unreadable one, again
    assert "planbench:verification 1: correct" in out
    assert "step: 1 (stack c b) (truly 1 (stack c b))" in out
    assert "unmet facts named: (holding c) (truly (holding c))" in out


# ------------------------------------------------------------------ bad input
@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--task", "planning"], "unknown PlanBench task 'planning'"),
        (["--mix", "valid=2,bad=1"], "expected valid=N,step=N,goal=N"),
    ],
)
def test_bad_requests_say_what_is_wrong(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    base = ["generate", "planbench-tasks", str(BLOCKS / "domain.pddl"), str(BLOCKS)]
    assert main([*base, "--out", str(tmp_path / "x"), *argv]) == 2
    assert message in capsys.readouterr().err


def test_missing_files_and_too_few_instances_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    one = BLOCKS / "instances" / "instance-1.pddl"
    base = ["generate", "planbench-tasks", str(BLOCKS / "domain.pddl")]
    assert main([*base, str(one), "--out", str(tmp_path / "x")]) == 2
    assert "at least two solvable instances" in capsys.readouterr().err
    assert main([*base, str(tmp_path / "nope.pddl"), "--out", str(tmp_path / "x")]) == 2
    assert "no such problem file or folder" in capsys.readouterr().err
    assert main(["generate", "planbench-tasks", "--out", str(tmp_path / "x")]) == 2
    assert "give the domain file and the problem files" in capsys.readouterr().err
    assert load_dataset  # the folder is an ordinary dataset (used above)


COST_DOMAIN = """(define (domain trips)
  (:requirements :strips :action-costs)
  (:predicates (at ?x) (link ?x ?y))
  (:functions (total-cost))
  (:action walk :parameters (?x ?y) :precondition (and (at ?x) (link ?x ?y))
    :effect (and (not (at ?x)) (at ?y) (increase (total-cost) 1)))
  (:action fly :parameters (?x ?y) :precondition (at ?x)
    :effect (and (not (at ?x)) (at ?y) (increase (total-cost) 5))))
"""


def test_optimality_with_action_costs_is_judged_by_cost(tmp_path: Path) -> None:
    """Two walks (cost 2) are optimal; one flight (cost 5) is shorter, valid, not optimal."""
    (tmp_path / "domain.pddl").write_text(COST_DOMAIN)
    for n, goal in ((1, "c"), (2, "b")):
        (tmp_path / f"p{n}.pddl").write_text(
            f"(define (problem p{n}) (:domain trips) (:objects a b c) (:init (at a) (link a b) "
            f"(link b c) (= (total-cost) 0)) (:goal (at {goal})) (:metric minimize (total-cost)))"
        )
    ds = generate_tasks(
        tmp_path / "domain.pddl", [tmp_path / "p1.pddl", tmp_path / "p2.pddl"],
        ["optimality"], tmp_path / "items",
    )  # fmt: skip
    inst = next(i for i in ds.instances if i.meta["source"] == "p1")
    _t, _p, answer = item_of(inst)  # type: ignore[misc]
    assert answer["optimal_cost"] == 2 and answer["optimal_length"] == 2
    r = grounded(ds.domain, inst.problem).renderer
    reading = reading_for(r)
    walks = score("optimality", r, reading, "(walk a b)\n(walk b c)", answer)
    assert walks.correct and walks.measures["optimal"]
    flight = score("optimality", r, reading, "(fly a c)", answer)
    assert flight.measures["success"] and not flight.correct and flight.outcome == "not optimal"
    assert flight.measures["relative_length"] == 2.5  # cost 5 over 2
