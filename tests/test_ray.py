"""The Ray executor on a local Ray cluster started by the test (loopback only).

Marked ``ray`` and deselected by default (Ray takes seconds to start and wants its
extra): run with ``python -m pytest -m ray``.
"""

from __future__ import annotations

import os
import signal
import subprocess
import threading
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from plangate.bench.datasets import Dataset, generate, stratified
from plangate.bench.jobs import make_jobs
from plangate.bench.run import run_bench
from plangate.bench.run.results import Results
from plangate.llm.clients.make import ClientSpec
from plangate.llm.options import MethodOptions
from plangate.llm.render import renderer_for
from plangate.pddl.loader import load_task
from plangate.testing.fake_server import FakeOpenAI
from plangate.testing.oracle import PlannerOracle

pytestmark = pytest.mark.ray
ray = pytest.importorskip("ray")


@pytest.fixture(scope="module")
def cluster() -> Iterator[None]:
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    yield
    ray.shutdown()


@pytest.fixture(scope="module")
def hanoi(tmp_path_factory: pytest.TempPathFactory) -> Dataset:
    return generate("hanoi3", tmp_path_factory.mktemp("d") / "hanoi3")


def _server(ds: Dataset, latency: float = 0.0) -> FakeOpenAI:
    task = load_task(ds.domain, ds.instances[0].problem)
    s = FakeOpenAI()
    s.responder = PlannerOracle(renderer_for(task, None))
    s.latency = latency
    return s


def _jobs(ds: Dataset, url: str, n: int = 6) -> list:
    spec = ClientSpec(model="m", base_url=url)
    return make_jobs(
        [(ds, stratified(ds.instances, n))],
        ["interactive-validated", "preplanned"],
        [spec],
        [0],
        MethodOptions(),
        planners=["builtin"],
    )


def _summary(path: Path) -> set[tuple[str, bool, str]]:
    return {
        (r["key"], bool(r.get("success")), " ".join(r["plan"])) for r in Results(path).records()
    }


def test_same_results_as_the_in_process_executor(
    cluster: None, hanoi: Dataset, tmp_path: Path
) -> None:
    server = _server(hanoi)
    try:
        jobs = _jobs(hanoi, server.url)
        run_bench(jobs, Results(tmp_path / "local.jsonl"), concurrency=4, progress=False)
        prog = run_bench(
            jobs, Results(tmp_path / "ray.jsonl"), concurrency=4, progress=False, executor="ray"
        )
    finally:
        server.close()
    assert _summary(tmp_path / "local.jsonl") == _summary(tmp_path / "ray.jsonl")
    assert len(_summary(tmp_path / "ray.jsonl")) == len({j.key for j in jobs}) == 18
    assert prog.summary and "episodes per node" in prog.summary[0]


def _kill_a_worker(after: float) -> None:
    time.sleep(after)
    out = subprocess.run(["ps", "-eo", "pid,args"], capture_output=True, text=True).stdout
    for line in out.splitlines():
        if "ray::_execute" in line:
            os.kill(int(line.split()[0]), signal.SIGKILL)
            return


def test_a_killed_worker_loses_and_duplicates_nothing(
    cluster: None, hanoi: Dataset, tmp_path: Path
) -> None:
    server = _server(hanoi, latency=0.3)
    path = tmp_path / "r.jsonl"
    try:
        jobs = _jobs(hanoi, server.url, n=8)
        killer = threading.Thread(target=_kill_a_worker, args=(2.0,))
        killer.start()
        run_bench(jobs, Results(path), concurrency=4, progress=False, executor="ray")
        killer.join()
        first = Results(path).records()
        assert Counter(r["key"] for r in first).most_common(1)[0][1] == 1  # once each
        lost = [r for r in first if r["status"] == "error"]
        assert lost and all("lost on the Ray cluster" in r["error"] for r in lost)
        run_bench(jobs, Results(path), concurrency=4, progress=False, executor="ray")
    finally:
        server.close()
    records = Results(path).records()
    ok = [r for r in records if r["status"] == "ok"]
    assert len(ok) == len({r["key"] for r in ok}) == len({j.key for j in jobs})


def test_episodes_follow_concurrency_not_the_cpus_and_endpoints_are_summed(
    cluster: None, hanoi: Dataset, tmp_path: Path
) -> None:
    """A 2-CPU cluster and --concurrency 6 against two slow replicas: 6 requests in
    flight at once (each episode task reserves a third of a CPU), and the end-of-run
    summary counts the answers of each replica."""
    servers = [_server(hanoi, latency=0.4), _server(hanoi, latency=0.4)]
    spec = ClientSpec(model="m", base_url=servers[0].url, replicas=(servers[1].url,))
    jobs = make_jobs([(hanoi, stratified(hanoi.instances, 6))], ["interactive-validated"],
                     [spec], [0, 1], MethodOptions())  # fmt: skip
    try:
        prog = run_bench(jobs, Results(tmp_path / "r.jsonl"), concurrency=6, progress=False,
                         executor="ray")  # fmt: skip
    finally:
        for s in servers:
            s.close()
    assert prog.done == 12 and prog.errors == 0
    assert sum(s.max_inflight for s in servers) >= 6  # not 2 (one per CPU)
    assert "each episode task reserved 0.33 CPU" in prog.summary[0]
    answered = {url: c["answered"] for url, c in prog.endpoints.items()}
    assert set(answered) == {s.url for s in servers} and all(answered.values())
    calls = sum(int(r["model_calls"]) for r in Results(tmp_path / "r.jsonl").records())
    assert sum(answered.values()) == calls  # the episodes' calls (not the driver's probe)


def test_max_actions_travels_to_the_ray_workers(
    hanoi: Dataset, cluster: None, tmp_path: Path
) -> None:
    """Jobs made under ``--max-actions 5`` are refused on the workers, whatever limits the
    driver runs under (the driver grounds for the object store under the job's too)."""
    from plangate.pddl.limits import InputLimits, applying

    server = _server(hanoi)
    try:
        with applying(InputLimits(max_actions=5)):
            jobs = _jobs(hanoi, server.url, n=2)
        run_bench(
            jobs, Results(tmp_path / "r.jsonl"), concurrency=2, progress=False, executor="ray"
        )
    finally:
        server.close()
    records = Results(tmp_path / "r.jsonl").records()
    assert records and all(r["status"] == "error" for r in records)
    assert all("InputLimits(max_actions=...)" in str(r["error"]) for r in records)
