"""ACPBench on any domain (plangate.bench.families.acpbench): items generated on two
domains ACPBench does not cover, their exact answers checked against unified-planning's
simulator and validator; ACPBench's own items read from its checkout with its prompts; answers read,
graded, run through ``plangate bench`` against a real HTTP server, reported, and
recorded answers rescored in the shapes researchers have them."""

from __future__ import annotations

import json
import zipfile
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from plangate.bench.datasets import Dataset
from plangate.bench.families.acpbench import FORMATS, TASKS, AcpQuestion, acp_of
from plangate.bench.families.acpbench.generate import generate_acp
from plangate.bench.families.acpbench.grade import grade
from plangate.bench.families.acpbench.read import read_bool, read_letter
from plangate.cli import main
from plangate.pddl.loader import load_task
from plangate.testing.fake_server import FakeOpenAI
from plangate.testing.references import UpSide, up_read, up_verdict

from .conftest import ACPBENCH, BENCHMARKS, NO_ACPBENCH

DOMAINS = ("gripper-round-1-strips-1998", "driverlog-strips-automatic-2002")
needs_benchmarks = pytest.mark.skipif(
    not all((BENCHMARKS / d).is_dir() for d in DOMAINS), reason="no IPC benchmarks"
)
needs_acpbench = pytest.mark.skipif(not (ACPBENCH / "dataset").is_dir(), reason=NO_ACPBENCH)


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> list[Dataset]:
    out = []
    for d in DOMAINS:
        root = BENCHMARKS / d
        if not root.is_dir():
            pytest.skip("no IPC benchmarks")
        names = (
            ["instance-1.pddl", "instance-2.pddl"]
            if d.startswith("gripper")
            else ["instance-1.pddl"]
        )
        problems = [root / "instances" / n for n in names]
        target = tmp_path_factory.mktemp("acp") / d
        out.append(generate_acp(root / "domain.pddl", problems, target, count=4, seed=3))
    return out


def items(ds: Dataset) -> list[tuple[AcpQuestion, Any]]:
    return [(q, i) for i in ds.instances if (q := acp_of(i)) is not None]


def right_answer(q: AcpQuestion) -> str:
    """A right answer, written as a model would write it."""
    a = q.answer
    if q.format == "bool":
        return f"Step 1: check. **Final Answer**: {str(a['answer']).capitalize()}."
    if q.format == "mcq":
        return f"Let's think step by step. **Final Answer**: {a['answer']}."
    never = a.get("never")
    return {
        "app": lambda: "[" + ", ".join(a["actions"]) + "]",
        "prog": lambda: f"[{', '.join(a['pos'])}] [{', '.join(a['neg'])}]",
        "val": lambda: str(a["index"]),
        "just": lambda: " ".join(a["simplifications"][0]),
        "reach": lambda: never[0] if never else "None",
        "areach": lambda: never[0] if never else "None",
        "land": lambda: a["landmarks"][0] if a["landmarks"] else "None",
        "nexta": lambda: a["optimal"][0],
    }[q.task]()


@needs_benchmarks
def test_every_task_and_format_is_generated_on_domains_acpbench_lacks(
    generated: list[Dataset],
) -> None:
    made = Counter((q.task, q.format) for ds in generated for q, _ in items(ds))
    assert set(made) == {(t, f) for t in TASKS for f in FORMATS}
    for ds in generated:
        for q, _ in items(ds):
            if q.format == "bool":
                assert q.answer["answer"] in ("yes", "no")
            if q.format == "mcq":
                assert len(q.choices) == 4 and q.answer["answer"] in "ABCD"
                assert q.question.count(" A. ") == 1 and " D. " in q.question
        answers = Counter(q.answer["answer"] for q, _ in items(ds) if q.format == "bool")
        assert answers["yes"] and answers["no"]  # yes/no items alternate


@needs_benchmarks
def test_exact_answers_agree_with_unified_planning(generated: list[Dataset]) -> None:
    """The applicable actions, an action's effects, the first inapplicable step and the
    plans a justification keeps, by UP's simulator and validator (nobody here wrote)."""
    checked: Counter[str] = Counter()
    for ds in generated:
        for q, inst in items(ds):
            if q.format != "gen" or q.task not in ("app", "prog", "val", "just"):
                continue
            up = UpSide(up_read(Path(ds.domain).read_text(), Path(inst.problem).read_text()))
            init = up.sim.get_initial_state()
            a = q.answer
            if q.task == "app":
                assert {_same(x) for x in up.applicable(init)} == set(a["actions"]), inst.name
            elif q.task == "prog":
                after = up.sim.apply(init, up.instance(str(a["action"])))
                before = {_same(x) for x in up.true_atoms(init)}
                now = {_same(x) for x in up.true_atoms(after)}
                assert (now - before, before - now) == (set(a["pos"]), set(a["neg"])), inst.name
            elif q.task == "val":
                assert up_verdict(up, list(q.sequence)) == ("invalid", a["index"] + 1), inst.name
            else:
                assert up_verdict(up, list(q.sequence))[0] == "valid"
                for plan in a["simplifications"]:
                    assert up_verdict(up, plan) == ("valid", None), inst.name
            checked[q.task] += 1
    assert min(checked.values()) >= 4 and len(checked) == 4


def _same(atom: str) -> str:
    """UP's writing of an atom, ``( at a b )``, as plangate's: ``(at a b)``."""
    return "(" + " ".join(atom.strip("()").split()) + ")"


@needs_benchmarks
def test_right_answers_are_correct_and_wrong_ones_are_not(generated: list[Dataset]) -> None:
    for ds in generated:
        for q, inst in items(ds):
            task = load_task(ds.domain, inst.problem) if q.format == "gen" else None
            g = grade(q, right_answer(q), task)
            assert g.correct is True, (inst.name, g)
            if q.format == "bool":
                other = "no" if q.answer["answer"] == "yes" else "yes"
                assert grade(q, f"**Final Answer**: {other}", task).correct is False
            elif q.format == "mcq":
                other = next(x for x in "ABCD" if x != q.answer["answer"])
                assert grade(q, f"The answer is {other}.", task).correct is False
            assert grade(q, "I cannot tell.", task).outcome == "unreadable"


def test_yes_no_and_letters_are_read_as_the_answer_says() -> None:
    assert read_bool("No, wait. Step 2 holds. **Final Answer**: Yes.") == "yes"
    assert read_bool("The answer is no") == "no"
    assert read_bool("yes") == "yes"
    assert read_bool("nothing to say") is None
    assert read_letter("A robot moves ... **Final Answer**: C.") == "C"
    assert read_letter("B") == "B"
    assert read_letter("I pick (D)") == "D"
    assert read_letter("Dump the boxes") is None


def _serve(ds: Dataset, every: int) -> FakeOpenAI:
    """A server that answers each item right but every ``every``-th unreadably."""
    by_prompt = {q.prompt: right_answer(q) for q, _ in items(ds)}
    seen: list[str] = []

    def respond(messages: list[dict[str, Any]]) -> str:
        prompt = str(messages[-1]["content"])
        if prompt not in by_prompt:
            return "yes"  # the server probe's questions
        seen.append(prompt)
        return "I do not know." if len(seen) % every == 0 else by_prompt[prompt]

    server = FakeOpenAI()
    server.responder = respond
    return server


@needs_benchmarks
def test_bench_runs_the_items_and_reports_each_format(
    generated: list[Dataset], tmp_path: Path
) -> None:
    ds = generated[0]
    server = _serve(ds, every=7)
    results = tmp_path / "r.jsonl"
    argv = ["bench", "--dataset", str(Path(ds.domain).parent), "--model", "scripted",
            "--base-url", server.url, "--results", str(results), "--no-progress",
            "--no-cache"]  # fmt: skip
    try:
        assert main(argv) == 0
        assert main(argv) == 0  # resumed: nothing asked again
    finally:
        server.close()
    records = [json.loads(line) for line in results.read_text().splitlines()]
    assert len(records) == len(ds.instances)
    outcomes = Counter(r["outcome"] for r in records)
    assert outcomes["unreadable"] == len(records) // 7
    assert outcomes["correct"] == len(records) - outcomes["unreadable"]
    assert {r["method"] for r in records} == {f"acp:{q.task}/{q.format}" for q, _ in items(ds)}
    assert all(r["model_calls"] == 1 and r["prompt_tokens"] for r in records)
    report = tmp_path / "rep"
    assert main(["report", str(results), "--out", str(report), "--no-plots"]) == 0
    text = (report / "report.md").read_text()
    for title in ("ACPBench yes/no", "ACPBench multiple choice", "ACPBench generative"):
        assert f"## {title}" in text
    assert (report / "acpbench_gen.csv").is_file()


@needs_acpbench
def test_acpbench_items_are_read_with_its_prompts(tmp_path: Path) -> None:
    out = tmp_path / "dev"
    argv = ["generate", "acpbench", "--from", str(ACPBENCH), "--split", "dev", "--out", str(out),
            "--count", "3", "--prompts", "acpbench"]  # fmt: skip
    assert main(argv) == 0
    manifest = json.loads((out / "dataset.json").read_text())
    got = [AcpQuestion.from_json(i["meta"]["acp"]) for i in manifest["instances"]]
    assert Counter(q.format for q in got if q) == {"bool": 21, "mcq": 21, "gen": 24}
    source = json.loads((ACPBENCH / "dataset" / "land" / "dev.mcq.json").read_text())[0]
    q = next(q for q in got if q and q.id == str(source["id"]) and q.format == "mcq")
    want = f"**Question**: {source['context']}  {source['question']} **Thoughts**:"
    assert q.prompt == want
    assert len(q.examples) == 2  # two solved examples, sent as turns before the item
    assert q.examples[0][1].startswith("Let's think step by step.")
    assert q.answer == {"answer": source["answer"]}
    gen = next(i for i in manifest["instances"] if i["name"].startswith("app.gen"))
    assert (out / gen["problem"]).is_file() and (out / gen["domain"]).is_file()


@needs_acpbench
@pytest.mark.parametrize(
    "content, expected",
    [
        ("{not json", "dev.bool.json:1:2: not JSON"),
        ('{"a": 1}', "expected a JSON list of ACPBench items"),
        ('[{"id": 1, "context": "c"}]', "item 0: missing question, answer"),
        ('[{"id": 1, "context": "c", "question": "q", "answer": "maybe"}]', "expected yes or no"),
    ],
)
def test_bad_checkouts_are_refused_naming_the_file_and_item(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, expected: str
) -> None:
    folder = tmp_path / "acp" / "dataset" / "app"
    folder.mkdir(parents=True)
    (folder / "dev.bool.json").write_text(content)
    argv = ["generate", "acpbench", "--from", str(tmp_path / "acp"), "--split", "dev",
            "--out", str(tmp_path / "o")]  # fmt: skip
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert expected in err and "Traceback" not in err


def _lm_eval_samples(folder: Path, task: str, fmt: str, n: int, right: bool) -> Path:
    """A samples file in lm-evaluation-harness's --log_samples shape (doc, resps,
    filtered_resps), answering ACPBench's first ``n`` items."""
    from plangate.bench.families.acpbench.checkout import literal

    docs = json.loads((ACPBENCH / "dataset" / task / f"dev.{fmt}.json").read_text())[:n]
    path = folder / f"samples_acp_{task}_{fmt}_2026-01-01T00-00-00.jsonl"
    with path.open("w") as fh:
        for i, doc in enumerate(docs):
            a = literal(doc["answer"])
            if fmt == "gen":  # land: the dataset's first landmark, or a fact it says is none
                text = (a["yes"] if right else a["no"])[0]
            else:
                text = str(a) if right else {"yes": "no", "no": "yes"}.get(str(a), "A")
            said = f"Let me think. **Final Answer**: {text}."
            row = {"doc_id": i, "doc": doc, "target": doc["answer"], "resps": [[said]],
                   "filtered_resps": [text]}  # fmt: skip
            fh.write(json.dumps(row) + "\n")
    return path


@needs_acpbench
def test_lm_eval_samples_are_rescored_and_compared(tmp_path: Path, capsys: Any) -> None:
    logs = tmp_path / "out" / "gemma"
    logs.mkdir(parents=True)
    _lm_eval_samples(logs, "app", "bool", 6, right=True)
    _lm_eval_samples(logs, "land", "gen", 6, right=True)
    results = tmp_path / "rescored.jsonl"
    argv = ["rescore", str(tmp_path / "out"), "--results", str(results), "--no-traces"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "12 ACPBench answers from 2 files: 12 scored now" in out
    assert "| app | bool | 6 | 6 of 6 | 6 of 6 | 6 of 6 | 0 | 6 of 6 |" in out
    assert "| land | gen | 6 | 6 of 6 | 6 of 6 | 6 of 6 | 0 | - |" in out
    assert main(argv) == 0
    assert "0 scored now, 12 already" in capsys.readouterr().out
    records = [json.loads(line) for line in results.read_text().splitlines()]
    assert {r["model_label"] for r in records} == {"gemma"}


@needs_acpbench
def test_id_answers_and_inspect_logs_are_rescored_against_the_items(
    tmp_path: Path, capsys: Any
) -> None:
    docs = json.loads((ACPBENCH / "dataset" / "app" / "dev.bool.json").read_text())[:4]
    answers = tmp_path / "answers.jsonl"
    wrong = {"yes": "no", "no": "yes"}
    rows = [{"id": d["id"], "answer": wrong[d["answer"]], "model": "m"} for d in docs]
    answers.write_text("".join(json.dumps(row) + "\n" for row in rows))
    results = tmp_path / "r.jsonl"
    base = ["rescore", "--results", str(results), "--no-traces", "--items", str(ACPBENCH)]
    assert main([*base, str(answers)]) == 0
    assert "| app | bool | 4 | 0 of 4 | 0 of 4 | 4 of 4 | 0 | - |" in capsys.readouterr().out
    from plangate.bench.families.acpbench.checkout import literal

    gen = json.loads((ACPBENCH / "dataset" / "nexta" / "dev.gen.json").read_text())[:3]
    samples = [
        {"id": d["id"], "target": d["answer"], "metadata": {k: d[k] for k in d if k != "answer"},
         "output": {"completion": literal(d["answer"])["yes"][0]}}
        for d in gen
    ]  # fmt: skip
    log = tmp_path / "log.eval"
    with zipfile.ZipFile(log, "w") as z:
        z.writestr(
            "header.json", json.dumps({"eval": {"task": "acp_nexta_gen", "model": "openai/x"}})
        )
        for i, s in enumerate(samples):
            z.writestr(f"samples/{i}_epoch_1.json", json.dumps(s))
    assert main([*base, str(log)]) == 0
    assert "| nexta | gen | 3 | 3 of 3 | 3 of 3 | 3 of 3 | 0 | - |" in capsys.readouterr().out
    missing = tmp_path / "missing.jsonl"
    missing.write_text(json.dumps({"id": "no-such-item", "answer": "yes"}) + "\n")
    assert main([*base, str(missing)]) == 2
    assert "missing.jsonl:1: item 'no-such-item' is not known" in capsys.readouterr().err


@needs_acpbench
def test_planner_queries_agree_with_exhaustive_search() -> None:
    """A landmark as the task without its achievers (compiled into preconditions), and a
    reachable fact as a goal, decided by the ground truth's planners, against searches
    that exhaust the space (ACPBench's small dev states)."""
    import random

    from plangate.bench.families.acpbench.checkout import literal as read
    from plangate.pddl.grounding import ground
    from plangate.pddl.loader import parse_domain, parse_problem
    from plangate.verify import planner_questions as pq
    from plangate.verify import questions as q

    rnd = random.Random(5)
    both = 0
    for raw in json.loads((ACPBENCH / "dataset" / "land" / "dev.gen.json").read_text())[:6]:
        d = parse_domain(raw["PDDL_domain"])
        task = ground(d, parse_problem(raw["PDDL_problem"], d))
        assert isinstance(read(raw["answer"]), dict)
        s = task.initial
        free = [f for f in range(len(task.facts)) if not (s | task.goal.pos) >> f & 1]
        for f in rnd.sample(free, min(3, len(free))):
            searched = q.avoiding(task, s, f, q.Budget(300_000, 30))
            planned = pq.landmark(task, s, f, 30)
            if searched.value is not None and planned[0] is not None:
                assert planned[0] is (not searched.value), (task.facts[f], searched, planned)
                both += 1
            reach = q.reachable_fact(task, s, f, q.Budget(300_000, 30))
            queried = pq.fact_reachable(task, s, f, 30)
            if reach.value is not None and queried[0] is not None:
                assert reach.value is queried[0], (task.facts[f], reach, queried)
    assert both >= 10
