"""The real server: llama-cpp-python's own OpenAI-compatible server (``python -m
llama_cpp.server``) serving the embedded model on 127.0.0.1, spoken to by the real
``openai`` client. Every method runs one short episode through ``plangate solve``,
a small ``plangate bench`` runs through it, and ``plangate doctor`` reads it.

Model mistakes are fine (a 270M base model plans badly); a protocol failure is not:
no episode may end in a model error, and no command may exit 2.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from plangate.bench.families.planbench import TASKS
from plangate.cli import main
from plangate.llm.methods import DEFAULT_METHOD, METHODS, MODEL_METHODS
from plangate.testing import llama_server

from .conftest import ACPBENCH, BENCHMARKS, EXAMPLES, NO_ACPBENCH

WHY = llama_server.available()
pytestmark = [pytest.mark.server, pytest.mark.skipif(WHY is not None, reason=str(WHY))]

BW = EXAMPLES / "blocksworld"
HANOI = EXAMPLES / "hanoi"
# a few steps and a few dozen tokens: the tier stays within minutes on 2 cores
BUDGET = [
    "--max-tokens", "24", "--cot-max-tokens", "48", "--max-steps", "2", "--max-invalid", "2",
    "--max-tries", "2", "--max-length", "2", "--monitor-rounds", "1",
    "--temperature-attempts", "1", "--samples", "2", "--rollouts", "1", "--lats-depth", "2",
    "--tot-steps", "2", "--tot-breadth", "1", "--tot-proposals", "2", "--tot-value-samples", "1",
    "--rap-rollouts", "1", "--rap-depth", "2", "--rap-samples", "2", "--heuristics", "2",
    "--timeout", "60", "--no-cache",
]  # fmt: skip


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[llama_server.LlamaServer]:
    log = tmp_path_factory.mktemp("llama-server") / "server.log"
    s = llama_server.start(log)
    yield s
    s.stop()


def _files(method: str) -> list[str]:
    folder, problem = (
        (HANOI, "problem-3-aaa.pddl")
        if METHODS[method].about.paper == "pfc"
        else (
            BW,
            "problem-2steps.pddl",
        )
    )
    return [str(folder / "domain.pddl"), str(folder / problem)]


@pytest.mark.parametrize("method", MODEL_METHODS)  # the baselines ask no model
def test_every_method_runs_one_episode_through_the_real_server(
    server: llama_server.LlamaServer, method: str, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["solve", *_files(method), "--method", method]
    argv += ["--model", llama_server.ALIAS, "--base-url", server.url, *BUDGET, "--json"]
    if METHODS[method].about.paper == "pfc":
        argv += ["--top-p", "0"]  # as the LLM-PFC preset sends it
    code = main(argv)
    out = json.loads(capsys.readouterr().out)
    assert code in (0, 1), out
    assert out["error"] is None, out["error"]
    assert out["outcome"] != "model error"
    assert out["model_calls"] >= 1 and out["prompt_tokens"], out
    if METHODS[method].about.constrained:
        # json_schema refused by this server: the next form is used, and said
        assert "json_object with a schema" in " ".join(out["changes"])


def test_the_readme_default_command_against_the_real_server(
    server: llama_server.LlamaServer,
) -> None:
    """As a user types it: the default method, exit 0 or 1, what changed said."""
    argv = [sys.executable, "-m", "plangate.cli", "solve", *_files(DEFAULT_METHOD)]
    argv += ["--model", llama_server.ALIAS, "--base-url", server.url, *BUDGET]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=300)
    assert done.returncode in (0, 1), done.stderr
    assert "model error" not in done.stdout
    assert "changed: constrained decoding by response_format json_object" in done.stdout


def test_a_small_bench_through_the_real_server(
    server: llama_server.LlamaServer, tmp_path: Path
) -> None:
    results = tmp_path / "results.jsonl"
    argv = ["bench", "--dataset", str(BENCHMARKS / "blocks-strips-typed-2000"), "--limit", "2"]
    argv += ["--method", "interactive-restricted-constrained", "--method", "preplanned"]
    argv += ["--model", llama_server.ALIAS, "--base-url", server.url, *BUDGET]
    argv += ["--results", str(results), "--no-progress", "--concurrency", "1"]  # one slot
    assert main(argv) == 0
    records = [json.loads(line) for line in results.read_text().splitlines()]
    assert len(records) == 4
    for r in records:
        assert r["status"] == "ok" and r.get("error") is None, r
    constrained = [r for r in records if r["method"] == "interactive-restricted-constrained"]
    assert all(any("json_object" in n for n in r["changes"]) for r in constrained)
    report = tmp_path / "report"
    assert main(["report", str(results), "--out", str(report), "--no-plots"]) == 0
    assert "json_object with a schema" in (report / "report.md").read_text()


def test_planbench_tasks_through_the_real_server(
    server: llama_server.LlamaServer, tmp_path: Path
) -> None:
    """Items of PlanBench's other tasks: each is asked, read and scored; the 270M model's
    answers may be wrong, never a model error."""
    folder = BENCHMARKS / "blocks-strips-typed-2000"
    items = tmp_path / "tasks"
    argv = ["generate", "planbench-tasks", str(folder / "domain.pddl"), str(folder)]
    assert main([*argv, "--out", str(items), "--count", "1", "--task", "all"]) == 0
    results = tmp_path / "results.jsonl"
    argv = ["bench", "--dataset", str(items), "--model", llama_server.ALIAS]
    argv += ["--base-url", server.url, *BUDGET, "--results", str(results), "--no-progress"]
    # llama_cpp.server answers one request at a time: with bench's 8 in flight, the last
    # waited for the other seven inside its own timeout, and under load (CI shares the
    # machine) 3 of 9 ran out; one at a time, each request's timeout is its own
    argv += ["--concurrency", "1"]
    assert main(argv) == 0
    records = [json.loads(line) for line in results.read_text().splitlines()]
    assert sorted(r["method"] for r in records) == sorted(f"planbench:{t}" for t in TASKS)
    for r in records:
        assert r["status"] == "ok" and r["model_calls"] == 1 and r["prompt_tokens"], r
        assert r["outcome"] and r["explain"], r
    report = tmp_path / "report"
    assert main(["report", str(results), "--out", str(report), "--no-plots"]) == 0
    assert (
        "## PlanBench verification (task_3_plan_verification)" in (report / "report.md").read_text()
    )


@pytest.mark.skipif(not (ACPBENCH / "dataset").is_dir(), reason=NO_ACPBENCH)
def test_acpbench_items_through_the_real_server(
    server: llama_server.LlamaServer, tmp_path: Path
) -> None:
    """ACPBench's own items with its prompts and two-shot examples (a yes/no and a
    generative item of the landmark task): each is asked, read and graded; never a
    model error."""
    items = tmp_path / "acp"
    argv = ["generate", "acpbench", "--from", str(ACPBENCH), "--split", "dev", "--task", "land",
            "--format", "bool", "--format", "gen"]  # fmt: skip
    assert main([*argv, "--count", "1", "--prompts", "acpbench", "--out", str(items)]) == 0
    results = tmp_path / "results.jsonl"
    argv = ["bench", "--dataset", str(items), "--model", llama_server.ALIAS, "--no-progress"]
    argv += ["--base-url", server.url, *BUDGET, "--results", str(results), "--concurrency", "1"]
    assert main(argv) == 0
    records = [json.loads(line) for line in results.read_text().splitlines()]
    assert sorted(r["method"] for r in records) == ["acp:land/bool", "acp:land/gen"]
    for r in records:
        assert r["status"] == "ok" and r["model_calls"] == 1 and r["prompt_tokens"], r
        assert r["outcome"] in ("correct", "wrong", "unreadable", "undecided"), r
        assert isinstance(r["dataset_correct"], bool), r


def test_doctor_refuses_the_servers_defaults_with_the_fix(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """llama_cpp.server as it starts without flags: a context of 2,048 tokens and the
    fallback llama-2 chat format (every answer of this model empty). The doctor says both,
    with what to change, and exits 1."""
    s = llama_server.start(tmp_path / "server.log", n_ctx=None, chat_format=None)
    try:
        code = main(["doctor", "--model", llama_server.ALIAS, "--base-url", s.url])
    finally:
        s.stop()
    out = capsys.readouterr().out
    assert code == 1
    assert "fix: restart llama_cpp.server with --chat_format gemma" in out
    assert "context window        no   2,048 tokens" in out
    assert "fix: serve the model with a longer context (llama-cpp-python: --n_ctx 8192" in out
    assert "every method can run here" not in out


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_the_documented_server_command_serves_a_model_solve_can_use(tmp_path: Path) -> None:
    """The documentation's "Serving a model" commands (docs/servers.md), run as written (on
    a free port instead of 8000): the server starts, the doctor finds nothing to fix, and
    solve reaches the goal."""
    import time
    import urllib.request

    page = (Path(__file__).resolve().parent.parent / "docs" / "servers.md").read_text()
    section = page.split("## Serving a model", 1)[1]
    block = section.split("```bash\n", 1)[1].split("```", 1)[0]
    port = str(_free_port())
    lines = block.replace("\\\n", " ").replace(":8000", f":{port}").splitlines()
    serve = next(ln for ln in lines if "llama_cpp.server" in ln).replace(
        "--port 8000", f"--port {port}"
    )
    assert serve.rstrip().endswith("&")
    log = (tmp_path / "server.log").open("wb")
    proc = subprocess.Popen(
        ["bash", "-c", "exec " + serve.rstrip().rstrip("&")], stdout=log, stderr=subprocess.STDOUT
    )
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/models", timeout=2):
                    break
            except OSError:
                assert proc.poll() is None, (tmp_path / "server.log").read_text()[-2000:]
                time.sleep(0.3)
        for line in lines:
            if line.startswith("plangate "):
                out = subprocess.run(
                    ["bash", "-c", line], capture_output=True, text=True, timeout=300,
                    cwd=Path(__file__).resolve().parent.parent,
                )  # fmt: skip
                assert out.returncode == 0, (line, out.stdout[-2000:], out.stderr[-2000:])
    finally:
        proc.terminate()
        proc.wait(timeout=30)


# last of the tests on the shared server: the doctor leaves it reading its longest prompt
# (about a minute on one thread), and the module's teardown stops it
def test_doctor_reads_the_real_server(
    server: llama_server.LlamaServer, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["doctor", "--model", llama_server.ALIAS, "--base-url", server.url]) == 0
    out = capsys.readouterr().out
    assert "llama-cpp-python" in out
    assert "response_format json_object with a schema" in out
    assert "one answer per request" in out  # n is ignored by this server
