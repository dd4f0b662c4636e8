"""Shared fixtures: the IPC benchmark instances under ../shared/benchmarks/."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS = Path(os.environ.get("PLANGATE_BENCHMARKS", ROOT.parent / "shared" / "benchmarks"))
EXAMPLES = ROOT / "examples"
# a part of PlanBench's repository in its own layout (configs, instances, recorded answers)
PLANBENCH = Path(os.environ.get("PLANGATE_PLANBENCH", ROOT.parent / "shared" / "planbench"))


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


def pytest_configure(config: pytest.Config) -> None:
    """Under CI, name each test as it runs: a row of dots cannot say which test hangs."""
    if os.environ.get("CI") and config.option.verbose <= 0:
        config.option.verbose = 1


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not INSTANCES:
        raise pytest.UsageError(f"benchmark folder not found: {BENCHMARKS}")
