"""Several endpoints of one model: balanced, failures routed around, counted per endpoint."""

from __future__ import annotations

import itertools
import threading
from pathlib import Path
from typing import Any

import pytest

from plangate.bench.datasets import generate, stratified
from plangate.bench.experiment import parse_experiment
from plangate.bench.jobs import make_jobs
from plangate.bench.run import run_bench
from plangate.bench.run.results import Results
from plangate.errors import ModelError
from plangate.llm.clients.balanced import BalancedClient
from plangate.llm.clients.base import Completion, Sampling, SyncClient
from plangate.llm.clients.make import ClientSpec
from plangate.llm.options import MethodOptions
from plangate.llm.render import renderer_for
from plangate.pddl.loader import load_task
from plangate.testing.fake_server import FakeOpenAI
from plangate.testing.oracle import PlannerOracle


class Flaky:
    """A responder that fails every other request (a 500 from the test server)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.count = itertools.count()
        self.lock = threading.Lock()

    def __call__(self, messages: list[dict[str, str]]) -> str:
        with self.lock:
            n = next(self.count)
        if n % 2 == 1:
            raise RuntimeError("overloaded")
        return str(self.inner(messages))


def test_two_endpoints_one_failing_half_its_requests(tmp_path: Path) -> None:
    ds = generate("hanoi3", tmp_path / "h")
    task = load_task(ds.domain, ds.instances[0].problem)
    good, flaky = FakeOpenAI(), FakeOpenAI()
    good.responder = PlannerOracle(renderer_for(task, None))
    flaky.responder = Flaky(PlannerOracle(renderer_for(task, None)))
    spec = ClientSpec(model="m", base_url=good.url, replicas=(flaky.url,))
    try:
        jobs = make_jobs(
            [(ds, stratified(ds.instances, 6))],
            ["interactive-validated", "preplanned"],
            [spec],
            [0],
            MethodOptions(),
        )
        results = Results(tmp_path / "r.jsonl")
        prog = run_bench(jobs, results, concurrency=4, progress=False)
    finally:
        good.close()
        flaky.close()
    records = results.records()
    assert len(records) == 12 and len({r["key"] for r in records}) == 12
    assert all(r["status"] == "ok" and r["success"] for r in records)
    answered = {url: sum(r["endpoints"].get(url, 0) for r in records) for url in spec_urls(spec)}
    assert all(n > 0 for n in answered.values())  # both replicas answered
    assert prog.endpoints[flaky.url]["failed"] > 0 and prog.endpoints[good.url]["failed"] == 0
    total_calls = sum(r["model_calls"] for r in records)
    assert sum(c["answered"] for c in prog.endpoints.values()) >= total_calls - 1  # + probe


def spec_urls(spec: ClientSpec) -> list[str]:
    return [str(spec.base_url), *spec.replicas]


class Scripted(SyncClient):
    def __init__(self, *outcomes: Any) -> None:
        self.outcomes = list(outcomes)
        self.model = "m"

    def complete(self, messages: Any, sampling: Sampling, choice: Any = None) -> Completion:
        out = self.outcomes.pop(0)
        if isinstance(out, Exception):
            raise out
        return Completion([out])


def test_a_failing_endpoint_is_left_out_for_a_while() -> None:
    now = [0.0]
    a = Scripted(ModelError("busy", retryable=True), "a2", "a3")
    b = Scripted("b1", "b2", "b3")
    c = BalancedClient([a, b], ["A", "B"], cooldown=10, clock=lambda: now[0], sleep=lambda s: None)
    first = c.complete([], Sampling())
    assert (first.text, first.endpoint) == ("b1", "B")  # A failed, B answered
    assert c.complete([], Sampling()).endpoint == "B"  # A is out for 10 s
    now[0] = 11
    assert c.complete([], Sampling()).endpoint == "A"  # back, and less used
    assert c.stats() == {"A": {"answered": 1, "failed": 1}, "B": {"answered": 2, "failed": 0}}


def test_a_permanent_error_is_not_retried_elsewhere() -> None:
    c = BalancedClient([Scripted(ModelError("bad key")), Scripted("b")], ["A", "B"])
    with pytest.raises(ModelError, match="bad key"):
        c.complete([], Sampling())


def test_experiment_files_take_a_list_of_urls() -> None:
    text = (
        '[[models]]\nmodel = "m"\nbase_url = ["http://127.0.0.1:1/v1", "http://127.0.0.1:2/v1"]\n'
    )
    (spec,) = parse_experiment("e.toml", text).models
    assert spec.base_url == "http://127.0.0.1:1/v1" and spec.replicas == ("http://127.0.0.1:2/v1",)
