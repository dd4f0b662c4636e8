"""plangate's lm-evaluation-harness task files (plangate.interop.lmeval): lm-eval's own runner
(``lm_eval run``, model ``local-chat-completions``) asks ACPBench's items through a real
HTTP server on 127.0.0.1, scores each answer with plangate's hooks, and writes samples
files that ``plangate rescore`` reads back to the same verdicts."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from plangate.bench.families.acpbench.checkout import literal
from plangate.cli import main
from plangate.interop.lmeval import tasks_dir
from plangate.testing import llama_server
from plangate.testing.fake_server import FakeOpenAI

from .conftest import ACPBENCH, NO_ACPBENCH, NO_PLANBENCH, PLANBENCH

pytestmark = [
    pytest.mark.skipif(importlib.util.find_spec("lm_eval") is None, reason="lm_eval not installed"),
    pytest.mark.skipif(not (ACPBENCH / "dataset").is_dir(), reason=NO_ACPBENCH),
]
TASKS = ("land", "nexta")


def lm_eval(url: str, model: str, tasks: list[str], out: Path, limit: int) -> None:
    env = {**os.environ, "HF_DATASETS_OFFLINE": "1", "HF_HUB_OFFLINE": "1",
           "PLANGATE_ACPBENCH": str(ACPBENCH), "PLANGATE_PLANBENCH": str(PLANBENCH),
           "OPENAI_API_KEY": "none"}  # fmt: skip
    args = f"model={model},base_url={url}/chat/completions,num_concurrent=1,max_retries=1,"
    cmd = [sys.executable, "-m", "lm_eval", "run", "--model", "local-chat-completions",
           "--model_args", args + "tokenized_requests=False", "--tasks", ",".join(tasks),
           "--include_path", str(tasks_dir(out.parent / "cache")), "--apply_chat_template",
           "--log_samples",
           "--output_path", str(out), "--limit", str(limit), "--gen_kwargs", "max_gen_toks=48",
           "--metadata", '{"split": "dev"}']  # fmt: skip
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]


def samples(out: Path, kind: str = "acp") -> dict[str, dict[str, Any]]:
    rows = {}
    for path in out.rglob(f"samples_plangate_{kind}_*.jsonl"):
        for line in path.read_text().splitlines():
            row = json.loads(line)
            rows[str(row["doc"].get("id", row["doc"].get("instance_id")))] = row
    return rows


def answering(right: Callable[[dict[str, Any]], str]) -> Callable[[list[dict[str, Any]]], str]:
    """A responder that finds the item a prompt asks and answers it by ``right``."""
    docs = [
        d
        for t in TASKS
        for d in json.loads((ACPBENCH / "dataset" / t / "dev.gen.json").read_text())
    ]

    def respond(messages: list[dict[str, Any]]) -> str:
        prompt = str(messages[-1]["content"])
        for d in docs:
            if prompt.startswith(d["context"]) and d["question"] in prompt:
                return right(d)
        return "None"

    return respond


def test_lm_eval_runs_the_tasks_and_plangate_rescores_the_same_verdicts(tmp_path: Path) -> None:
    seen: list[str] = []

    def right(d: dict[str, Any]) -> str:  # the dataset's first right answer; every 3rd wrong
        seen.append(d["id"])
        a = literal(d["answer"])
        assert isinstance(a, dict)
        return (a["no"] or ["(nothing)"])[0] if len(seen) % 3 == 0 else a["yes"][0]

    server = FakeOpenAI()
    server.responder = answering(right)
    try:
        lm_eval(
            server.url, "scripted", [f"plangate_acp_{t}_gen" for t in TASKS], tmp_path / "out", 3
        )
    finally:
        server.close()
    rows = samples(tmp_path / "out")
    assert len(rows) == 6
    theirs = {i: r["plangate_correct"] for i, r in rows.items()}
    assert 0 < sum(theirs.values()) < 6  # right answers and wrong ones
    results = tmp_path / "r.jsonl"
    assert main(["rescore", str(tmp_path / "out"), "--results", str(results), "--no-traces"]) == 0
    mine = {}
    for line in results.read_text().splitlines():
        r = json.loads(line)
        mine[r["instance"]] = int(r["correct"] is True)
    assert mine == theirs


@pytest.mark.server
@pytest.mark.skipif(llama_server.available() is not None, reason=str(llama_server.available()))
def test_lm_eval_against_the_real_server(tmp_path: Path) -> None:
    server = llama_server.start(tmp_path / "server.log")
    try:
        lm_eval(server.url, llama_server.ALIAS, ["plangate_acp_land_gen"], tmp_path / "out", 1)
    finally:
        server.stop()
    rows = samples(tmp_path / "out")
    assert len(rows) == 1
    results = tmp_path / "r.jsonl"
    assert main(["rescore", str(tmp_path / "out"), "--results", str(results), "--no-traces"]) == 0
    record = json.loads(results.read_text().splitlines()[0])
    assert int(record["correct"] is True) == next(iter(rows.values()))["plangate_correct"]


@pytest.mark.skipif(not (PLANBENCH / "plan-bench").is_dir(), reason=NO_PLANBENCH)
def test_planbench_task_1_through_lm_eval_and_back(tmp_path: Path) -> None:
    """PlanBench's plan-generation prompts: the right plan (PlanBench's own, in its
    wording) is a valid plan, a plan missing its last step is not; plangate rescore of
    the samples gives the same verdicts."""
    result = PLANBENCH / "plan-bench" / "results" / "blocksworld" / "gpt-4_chat"
    rows = json.loads((result / "task_1_plan_generation.json").read_text())["instances"]
    by_query = {r["query"]: literal(r["ground_truth_plan"]) for r in rows}
    count = [0]

    def respond(messages: list[dict[str, Any]]) -> str:
        plan = by_query.get(str(messages[-1]["content"]))
        if not isinstance(plan, list):
            return "no plan"
        count[0] += 1
        steps = plan if count[0] % 2 else plan[:-1]
        return "\n".join(steps) + "\n[PLAN END]"

    server = FakeOpenAI()
    server.responder = respond
    try:
        lm_eval(server.url, "scripted", ["plangate_planbench_t1"], tmp_path / "out", 4)
    finally:
        server.close()
    got = samples(tmp_path / "out", "planbench_t1")
    theirs = {i: r["plangate_valid_plan"] for i, r in got.items()}
    assert sorted(theirs.values()) == [0, 0, 1, 1]
    results = tmp_path / "r.jsonl"
    tasks = ["--tasks", str(PLANBENCH)]  # the samples name their files; found only here
    argv = ["rescore", str(tmp_path / "out"), "--results", str(results), "--no-traces", *tasks]
    assert main(argv) == 0
    mine = {}
    for line in results.read_text().splitlines():
        r = json.loads(line)
        mine[r["instance"]] = int(r["success"] is True)
    assert mine == theirs
