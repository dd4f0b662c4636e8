"""The formalizing methods (plangate.llm.methods.formalize) through ``plangate solve``
and a server on 127.0.0.1 answering with written PDDL: right, wrong and malformed
files; the parser's error fed back with its line and column, repair, the planner's plan
validated on the true task, and the equivalence verdict in the record."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from plangate.cli import main
from plangate.testing.fake_server import FakeOpenAI

ROOT = Path(__file__).resolve().parents[1]
BW = ROOT / "examples" / "blocksworld"
DATA = ROOT / "tests" / "data" / "equivalence"
TYPED = ROOT / "tests" / "data" / "benchmarks" / "blocks-strips-typed-2000"

INIT = "(handempty) (ontable red) (on blue red) (on orange blue) (on yellow orange) (clear yellow)"
RIGHT = f"""Here is the file.
```pddl
(define (problem tower) (:domain blocksworld-4ops)
  (:objects red blue orange yellow)
  (:init {INIT})
  (:goal (and (on red blue) (on blue orange))))
```"""
MALFORMED = RIGHT.replace(f"{INIT})", INIT)  # the :init is never closed
WRONG = RIGHT.replace("(on red blue) ", "")  # a goal literal left out
UNSOLVABLE = RIGHT.replace("(on red blue)", "(on red red)")


def _solve(
    capsys: pytest.CaptureFixture[str],
    answers: list[str],
    method: str = "formalize-problem",
    files: tuple[Path, Path] = (BW / "domain.pddl", BW / "problem-tower.pddl"),
    tries: int = 3,
    *flags: str,
) -> tuple[int, dict[str, Any], list[Any]]:
    """``plangate solve`` against a scripted server answering ``answers`` in turn (later
    ``flags`` win over the ones before them); the exit code, the record, the messages."""
    server = FakeOpenAI()
    server.say(*answers)
    try:
        code = main(["solve", *map(str, files), "--method", method, "--model", "m",
                     "--base-url", server.url, "--no-cache", "--max-tries", str(tries),
                     "--json", *flags])  # fmt: skip
    finally:
        server.close()
    record = json.loads(capsys.readouterr().out)
    return code, record, [r["json"]["messages"] for r in server.requests if r.get("json")]


def test_a_parse_error_is_fed_back_and_the_repaired_file_solves_the_true_task(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, record, sent = _solve(capsys, [MALFORMED, RIGHT])
    assert code == 0 and record["success"] and record["optimal"]
    assert record["search"]["parse_errors"] == 1 and record["search"]["rounds"] == 2
    assert record["search"]["equivalent"] == "equivalent"
    first = sent[0][-1]["content"]
    assert "[DOMAIN]" in first and "(:action unstack" in first and "red block" in first
    feedback = sent[1][-1]["content"]
    assert feedback.startswith("The problem file does not parse: problem.pddl:4:4:")


def test_a_wrong_goal_plans_but_fails_on_the_true_task(capsys: pytest.CaptureFixture[str]) -> None:
    code, record, _ = _solve(capsys, [WRONG], tries=1)
    assert code == 1 and not record["success"] and record["valid"]
    assert record["outcome"] == "goal not reached"
    assert record["search"]["solvable"] and record["search"]["equivalent"] == "not equivalent"
    assert "written goal holds" in record["search"]["witness"]


def test_no_plan_and_a_missing_file_are_fed_back(capsys: pytest.CaptureFixture[str]) -> None:
    code, record, sent = _solve(capsys, ["I would rather not.", UNSOLVABLE, RIGHT])
    assert code == 0 and record["success"]
    s = record["search"]
    assert (s["missing"], s["no_plan"], s["rounds"]) == (1, 1, 3)
    assert "has no (define (problem ...)) form" in sent[1][-1]["content"]
    assert "proves that your files have no plan" in sent[2][-1]["content"]


def test_tries_run_out_on_files_that_never_parse(capsys: pytest.CaptureFixture[str]) -> None:
    code, record, _ = _solve(capsys, [MALFORMED, MALFORMED], tries=2)
    assert code == 1 and not record["success"] and record["plan"] == []
    assert record["outcome"] == "tries exhausted"
    assert record["search"]["parse_errors"] == 2 and not record["search"]["parsed"]


def test_formalize_domain_writes_both_files(capsys: pytest.CaptureFixture[str]) -> None:
    domain = (DATA / "renamed-domain.pddl").read_text()
    problem = (DATA / "renamed-domain-problem.pddl").read_text()
    files = (TYPED / "domain.pddl", TYPED / "instances" / "instance-1.pddl")
    code, record, sent = _solve(capsys, [f"{domain}\n{problem}"], "formalize-domain", files)
    assert code == 0 and record["success"]
    assert record["search"]["equivalent"] == "equivalent"
    prompt = sent[0][-1]["content"]
    assert "[DOMAIN]" not in prompt and "Write the PDDL domain file" in prompt
    broken = (DATA / "no-clear-domain.pddl").read_text()
    true_problem = files[1].read_text()
    code, record, _ = _solve(capsys, [f"{broken}\n{true_problem}"], "formalize-domain", files, 1)
    assert record["search"]["equivalent"] == "not equivalent"


FOLDERS = ROOT / "tests" / "data" / "formalize"


def test_rescore_reads_both_layouts_and_reports_a_table_per_model(tmp_path: Path) -> None:
    from plangate.bench.records import EpisodeRecord
    from plangate.bench.run.results import Results

    results = tmp_path / "r.jsonl"
    code = main(["rescore", str(FOLDERS / "per-problem"), str(FOLDERS / "by-name"),
                 "--results", str(results), "--no-traces"])  # fmt: skip
    assert code == 0
    got = {(r.dataset, r.model_label): r for r in Results(results).typed()
           if isinstance(r, EpisodeRecord)}  # fmt: skip
    verdicts = {k: r.metrics["verdict"] for k, r in got.items()}
    assert verdicts == {
        ("per-problem", "model-a"): "equivalent",  # other names, an implied goal literal
        ("per-problem", "model-b"): "parse error",
        ("per-problem", "model-c"): "not equivalent",  # another instance
        ("per-problem", "model-d"): "equivalent",  # a written domain in other words
        ("by-name", "model-a"): "not equivalent",  # the top block left on the table
        ("by-name", "model-b"): "equivalent",
    }
    broken = got[("per-problem", "model-b")].validation
    assert str(broken["error"]).startswith("model-b.pddl:6:3: unbalanced parentheses")
    wrong = got[("by-name", "model-a")]
    assert wrong.metrics["solvable"] and not wrong.metrics["plan_valid"]
    assert "atom only in the true initial state" in str(wrong.validation["witness"])
    again = main(["rescore", str(FOLDERS / "by-name"), "--results", str(results), "--no-traces"])
    assert again == 0 and len(Results(results).typed()) == len(got)  # scored once
    out = tmp_path / "report"
    assert main(["report", str(results), "--out", str(out)]) == 0
    table = (out / "report.md").read_text()
    assert "Formalization: written PDDL against the true files" in table
    assert (
        "| per-problem | model-c | problem | 1 | 100.0 [20.7, 100.0] | 100.0 [20.7, 100.0] | 0.0"
        in table
    )


def test_rescoring_names_the_written_file_and_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An error in written PDDL names the written file and the line of the fault (one ')'
    too many on line 5, not "no (:goal ...) section" at line 1 of the true file's name);
    in a written domain's problem, the problem file's own line; the summary counts the
    problems read."""
    import shutil

    from plangate.bench.records import EpisodeRecord
    from plangate.bench.run.results import Results

    root = tmp_path / "written"
    for name in ("blocks-4-0", "blocks-4-1"):
        shutil.copytree(FOLDERS / "per-problem" / "blocks-4-0", root / name)
    first = root / "blocks-4-0" / "model-a.pddl"
    lines = first.read_text().splitlines()
    assert lines[4].rstrip().endswith("(clear red))")  # :init ends on line 5
    lines[4] += ")"
    first.write_text("\n".join(lines) + "\n")
    problem = root / "blocks-4-1" / "model-d.pddl"
    text = problem.read_text().splitlines()
    text[2] = text[2] + " (oops"  # line 3 of the written problem, after a written domain
    problem.write_text("\n".join(text) + "\n")
    results = tmp_path / "r.jsonl"
    assert main(["rescore", str(root), "--results", str(results), "--no-traces"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("8 written files for 2 problems under 1 folder: 8 scored now")
    assert "warning" not in err
    got = {(r.instance, r.model_label): r for r in Results(results).typed()
           if isinstance(r, EpisodeRecord)}  # fmt: skip
    early = str(got[("blocks-4-0-problem", "model-a")].validation["error"])
    assert early.startswith("model-a.pddl:5:")
    assert "one ')' too many before it" in early and "(:goal ...)" in early
    later = str(got[("blocks-4-1-domain", "model-d")].validation["error"])
    assert later.startswith("model-d.pddl:3:"), later
    assert "problem.pddl" not in early + later


def test_rescoring_refuses_a_written_file_the_door_refuses(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A folder of written PDDL is read through the door: a link leading out (to a key
    file), a FIFO, a device, a file not UTF-8 and one over the limit are each that file's
    error, counted and named, quoting nothing; the other files are scored."""
    import os
    import shutil

    root = tmp_path / "written"
    shutil.copytree(FOLDERS / "per-problem" / "blocks-4-0", root)
    good = sorted(
        p.stem
        for p in root.glob("*.pddl")
        if p.name not in ("domain.pddl", "problem.pddl") and ".domain" not in p.name
    )
    (tmp_path / ".pgpass").write_text("db:5432:*:me:sk-proj-SECRETabcdefghijkl\n")
    (root / "link.pddl").symlink_to(tmp_path / ".pgpass")
    os.mkfifo(root / "fifo.pddl")
    (root / "zero.pddl").symlink_to("/dev/zero")
    (root / "latin.pddl").write_bytes(b"(define (problem \xff) sk-proj-SECRET)")
    (root / "huge.pddl").write_text("(define (problem p) " + " " * 300_000 + ")")
    results = tmp_path / "r.jsonl"
    code = main(["rescore", str(root), "--results", str(results), "--no-traces",
                 "--max-bytes", "200000"])  # fmt: skip
    out, err = capsys.readouterr()
    assert code == 0
    n = len(good)
    assert out.startswith(f"{n + 5} written files for 1 problem under 1 folder: {n} scored now")
    assert "5 refused" in out
    for name in ("link", "fifo", "zero", "latin", "huge"):
        assert f"{name}.pddl" in out
    assert "--max-bytes" in out and "InputLimits" not in out  # the command line's words
    assert "SECRET" not in out + err + results.read_text()
    models = {json.loads(line)["model_label"] for line in results.read_text().splitlines()}
    assert models == set(good)


def _dataset(tmp_path: Path) -> Path:
    out = tmp_path / "items"
    code = main(["generate", "formalize", str(BW / "domain.pddl"), str(BW / "problem-tower.pddl"),
                 str(BW / "problem-2steps.pddl"), "--out", str(out)])  # fmt: skip
    assert code == 0
    return out


def test_inspect_scores_written_pddl_by_equivalence(tmp_path: Path) -> None:
    pytest.importorskip("inspect_ai")
    from inspect_ai import eval as inspect_eval
    from inspect_ai.model import ModelOutput, ModelUsage, get_model

    from plangate.interop.inspect_eval import formalize

    outputs = [ModelOutput.from_content("mockllm/model", RIGHT) for _ in range(2)]
    for out in outputs:
        out.usage = ModelUsage(input_tokens=1, output_tokens=1, total_tokens=2)
    logs = inspect_eval(formalize(str(_dataset(tmp_path))), model=get_model(
        "mockllm/model", custom_outputs=outputs), log_dir=str(tmp_path / "logs"),
        display="none", max_samples=1)  # fmt: skip
    assert logs[0].status == "success", logs[0].error
    scores = {s.id: dict(next(iter(s.scores.values())).value) for s in logs[0].samples}
    # the same file answers both: it is the tower problem, not the two-step one
    assert scores["problem-tower-problem"]["equivalent"] is True
    assert scores["problem-2steps-problem"] == {"parses": True, "solvable": True,
                                                "equivalent": False, "plan_valid": False,
                                                "correct": False}  # fmt: skip


def test_lm_eval_scores_written_pddl_by_equivalence(tmp_path: Path) -> None:
    pytest.importorskip("lm_eval")
    import os
    import subprocess
    import sys

    from plangate.interop.lmeval import tasks_dir

    items = _dataset(tmp_path)
    server = FakeOpenAI()
    server.responder = lambda messages: RIGHT
    env = {**os.environ, "HF_DATASETS_OFFLINE": "1", "HF_HUB_OFFLINE": "1",
           "PLANGATE_FORMALIZE": str(items), "OPENAI_API_KEY": "none"}  # fmt: skip
    args = f"model=m,base_url={server.url}/chat/completions,num_concurrent=1,max_retries=1,"
    out = tmp_path / "out"
    cmd = [sys.executable, "-m", "lm_eval", "run", "--model", "local-chat-completions",
           "--model_args", args + "tokenized_requests=False", "--tasks", "plangate_formalize",
           "--include_path", str(tasks_dir(tmp_path / "cache")), "--apply_chat_template",
           "--log_samples", "--output_path", str(out)]  # fmt: skip
    try:
        done = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=900)
    finally:
        server.close()
    assert done.returncode == 0, done.stderr[-3000:]
    rows = {}
    for path in out.rglob("samples_plangate_formalize_*.jsonl"):
        for line in path.read_text().splitlines():
            row = json.loads(line)
            rows[row["doc"]["name"]] = row
    assert rows["problem-tower-problem"]["plangate_equivalent"] == 1
    assert rows["problem-2steps-problem"]["plangate_equivalent"] == 0
    assert rows["problem-2steps-problem"]["plangate_parses"] == 1


def test_a_written_file_over_the_byte_limit_is_a_parse_error_naming_the_limit() -> None:
    """The model's PDDL goes through the one door (plangate.pddl.loader): a written
    problem over the input limit is refused by its size, as a file would be, and fed back
    as a parse error; it is never parsed."""
    from plangate.llm.methods.formalize.written import attempt
    from plangate.pddl.limits import InputLimits, applying
    from plangate.pddl.loader import load_domain

    domain = load_domain(BW / "domain.pddl")
    answer = "```pddl\n(define (problem p) (:domain blocksworld)" + " " * 3000 + ")\n```"
    with applying(InputLimits(max_bytes=2000)):
        tried = attempt(answer, domain, with_domain=False)
    assert tried.status == "parse error"
    assert "bytes, more than the limit of 2,000" in tried.error
