"""The input limits travel with the work: ``--max-actions`` refuses a task wherever its
episodes run (in the runner's threads, in worker processes, on Ray: tests/test_ray.py),
not only in the process that read the flag (it used to hold with ``--processes 1`` and
not with 2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from plangate.bench.datasets import load_dataset
from plangate.bench.jobs import make_jobs
from plangate.bench.run import run_bench
from plangate.bench.run.results import Results
from plangate.cli import main
from plangate.llm.options import MethodOptions
from plangate.pddl.limits import InputLimits, applying, current_limits
from plangate.testing.fake_server import FakeOpenAI


def _records(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


@pytest.mark.parametrize("processes", [1, 2])
def test_max_actions_refuses_the_task_in_every_worker(
    hanoi3: Path, server: FakeOpenAI, tmp_path: Path, processes: int
) -> None:
    results = tmp_path / "r.jsonl"
    args = ["bench", "--dataset", str(hanoi3), "--method", "interactive-validated",
            "--model", "m", "--base-url", server.url, "--no-cache", "--limit", "3",
            "--results", str(results), "--no-progress", "--concurrency", "2",
            "--processes", str(processes)]  # fmt: skip
    assert main([*args, "--max-actions", "5"]) == 1
    refused = _records(results)
    assert len(refused) == 3
    for r in refused:
        assert r["status"] == "error" and "InputLimits(max_actions=...)" in str(r["error"])
    results.unlink()
    assert main(args) == 0  # the same run under the default limits grounds every task
    assert all(r["status"] == "ok" for r in _records(results))
    assert current_limits() == InputLimits()


def test_a_job_carries_the_limits_it_was_made_under(hanoi3: Path, tmp_path: Path) -> None:
    ds = load_dataset(hanoi3)
    with applying(InputLimits(max_actions=5)):
        jobs = make_jobs([(ds, ds.instances[:2])], ["first-valid"], [None], [0], MethodOptions())
    assert {j.limits.max_actions for j in jobs} == {5}
    run_bench(jobs, Results(tmp_path / "r.jsonl"), concurrency=2, progress=False)  # threads
    assert all(r["status"] == "error" for r in _records(tmp_path / "r.jsonl"))
