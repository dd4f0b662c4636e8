"""Shared fixtures: the IPC benchmark instances the repository ships (tests/data/benchmarks,
a copy of 28 IPC folders, 860 KB; ``PLANGATE_BENCHMARKS`` names another folder of the same
layout), and the parts of PlanBench's repository and ACPBench's development split the
tests read (tests/data/planbench-part, tests/data/acpbench-part, each with a SOURCE.md;
``PLANGATE_PLANBENCH`` and ``PLANGATE_ACPBENCH`` name fuller checkouts; a test whose
data is absent skips with a reason naming the variable)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS = Path(os.environ.get("PLANGATE_BENCHMARKS", ROOT / "tests" / "data" / "benchmarks"))
EXAMPLES = ROOT / "examples"
# a part of PlanBench's repository in its own layout (configs, instances, recorded answers)
DATA = ROOT / "tests" / "data"
PLANBENCH = Path(os.environ.get("PLANGATE_PLANBENCH", DATA / "planbench-part"))
# ACPBench's development split in its own layout (dataset/<task>/dev.*.json, configs/)
ACPBENCH = Path(os.environ.get("PLANGATE_ACPBENCH", DATA / "acpbench-part"))
# the reasons of the tests that skip without them: each names its variable
NO_PLANBENCH = f"no PlanBench part at {PLANBENCH} (PLANGATE_PLANBENCH names one)"
NO_ACPBENCH = f"no ACPBench checkout at {ACPBENCH} (PLANGATE_ACPBENCH names one)"


def benchmark_domains() -> list[Path]:
    if not BENCHMARKS.is_dir():
        return []
    return sorted(p for p in BENCHMARKS.iterdir() if (p / "domain.pddl").is_file())


def benchmark_instances() -> list[tuple[Path, Path]]:
    out = []
    for d in benchmark_domains():
        for inst in sorted((d / "instances").glob("*.pddl")):
            out.append((d / "domain.pddl", inst))
    return out


def instance_id(pair: tuple[Path, Path]) -> str:
    return f"{pair[0].parent.name}/{pair[1].stem}"


INSTANCES = benchmark_instances()
DOMAINS = benchmark_domains()


def oracle_run(root: Path, count: int, methods: list[str], concurrency: int = 1) -> Path:
    """``methods`` on the first ``count`` 3-disk Hanoi problems (generated under
    ``root``), answered by the planner oracle through a fake server, with traces in
    ``root/traces``: the results file."""
    from plangate.bench.datasets import generate
    from plangate.bench.jobs import make_jobs
    from plangate.bench.run import run_bench
    from plangate.bench.run.results import Results
    from plangate.llm.clients.make import ClientSpec
    from plangate.llm.options import MethodOptions
    from plangate.llm.render import renderer_for
    from plangate.pddl.loader import load_task
    from plangate.testing.fake_server import FakeOpenAI
    from plangate.testing.oracle import PlannerOracle

    ds = generate("hanoi3", root / "hanoi3")
    task = load_task(ds.domain, ds.instances[0].problem)
    server = FakeOpenAI()
    server.responder = PlannerOracle(renderer_for(task, None))
    try:
        jobs = make_jobs(
            [(ds, ds.instances[:count])],
            methods,
            [ClientSpec(model="m", base_url=server.url)],
            [0],
            MethodOptions(),
        )
        results = Results(root / "r.jsonl")
        run_bench(jobs, results, concurrency=concurrency, progress=False, trace_dir=root / "traces")
    finally:
        server.close()
    return root / "r.jsonl"


@pytest.fixture(scope="module")
def hanoi3(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The generated 3-disk Hanoi dataset (26 problems), once per test module."""
    from plangate.bench.datasets import generate

    out = tmp_path_factory.mktemp("data") / "hanoi3"
    generate("hanoi3", out)
    return out


@pytest.fixture
def server(hanoi3: Path) -> Iterator[Any]:
    """A fake OpenAI-compatible server answered by the planner oracle (every 3-disk Hanoi
    problem has the same facts: one oracle reads them all from the prompts)."""
    from plangate.bench.datasets import load_dataset
    from plangate.llm.render import Renderer, builtin_nl
    from plangate.pddl.loader import load_task
    from plangate.testing.fake_server import FakeOpenAI
    from plangate.testing.oracle import PlannerOracle

    ds = load_dataset(hanoi3)
    task = load_task(ds.domain, ds.instances[0].problem)
    s = FakeOpenAI()
    s.responder = PlannerOracle(Renderer(task, builtin_nl("hanoi")))
    yield s
    s.close()


def pytest_configure(config: pytest.Config) -> None:
    """Under CI, name each test as it runs: a row of dots cannot say which test hangs."""
    if os.environ.get("CI") and config.option.verbose <= 0:
        config.option.verbose = 1


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not INSTANCES:
        raise pytest.UsageError(
            f"no benchmark instances under {BENCHMARKS} (the repository ships them in "
            "tests/data/benchmarks; PLANGATE_BENCHMARKS names another folder of IPC "
            "domains, each with domain.pddl and instances/*.pddl)"
        )
