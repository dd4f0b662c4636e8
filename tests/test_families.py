"""What every benchmark family must do, checked on each: the families of the table
(PlanBench's other tasks, ACPBench) and a family from outside the package (the example
plug-in's ``parity``, tests/data/plugin, registered here as a script would register
one). Each declares itself, makes items from a domain and its problems with its
generator, each item its own; its items run as ``bench`` jobs against a server on
127.0.0.1 and leave records of its kind, which the report puts in its tables."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from plangate.bench.families import FAMILIES, TABLE, question_of, register, unregister
from plangate.bench.families.base import Family
from plangate.bench.kinds import ItemKind, parse_kind
from plangate.cli import main

from .conftest import DATA, EXAMPLES

OUTSIDE = "parity"  # the example plug-in's family
NAMES = [*TABLE, OUTSIDE]
BW = EXAMPLES / "blocksworld"


@pytest.fixture(scope="module", autouse=True)
def outside() -> Iterator[None]:
    sys.path.insert(0, str(DATA / "plugin" / "src"))
    from plangate_example_plugin.family import FAMILY

    if OUTSIDE not in FAMILIES:
        register(FAMILY)
    yield
    unregister(OUTSIDE)
    sys.path.remove(str(DATA / "plugin" / "src"))


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Each family's items, from the Blocksworld examples (one per task and format)."""
    root = tmp_path_factory.mktemp("families")
    out = {}
    for name in NAMES:
        generator = FAMILIES[name].about.generator
        assert generator is not None, f"{name} declares no generator"
        folder = root / name
        code = main(["generate", generator, str(BW / "domain.pddl"), str(BW),
                     "--out", str(folder), "--count", "1"])  # fmt: skip
        assert code == 0
        out[name] = folder
    return out


@pytest.mark.parametrize("name", NAMES)
def test_a_family_declares_itself(name: str) -> None:
    family = FAMILIES[name]
    assert isinstance(family, Family) and family.about.name == name
    assert parse_kind(f"{name}:anything") == ItemKind(name, "anything")
    assert family.tables(), "a family reports its items in tables of its own"


@pytest.mark.parametrize("name", NAMES)
def test_its_generator_makes_its_own_items(name: str, made: dict[str, Path]) -> None:
    from plangate.bench.datasets import load_dataset

    ds = load_dataset(made[name])
    assert ds.instances
    for inst in ds.instances:
        found = question_of(inst)
        assert found is not None and found[0].about.name == name
        assert found[1].messages and found[1].messages[-1]["role"] == "user"


@pytest.mark.parametrize("name", NAMES)
def test_its_items_run_and_are_reported(name: str, made: dict[str, Path], tmp_path: Path) -> None:
    from plangate.bench.datasets import load_dataset
    from plangate.bench.jobs import make_jobs
    from plangate.bench.records import EpisodeRecord
    from plangate.bench.report import tables
    from plangate.bench.run import run_bench
    from plangate.bench.run.results import Results
    from plangate.llm.clients.make import ClientSpec
    from plangate.llm.options import MethodOptions
    from plangate.testing.fake_server import FakeOpenAI

    ds = load_dataset(made[name])
    server = FakeOpenAI()
    server.responder = lambda messages: "yes"
    try:
        model = ClientSpec(model="m", base_url=server.url)
        jobs = make_jobs([(ds, ds.instances)], ["preplanned"], [model], [0], MethodOptions())
        assert jobs and all(isinstance(j.method, ItemKind) for j in jobs)  # not the method
        results = Results(tmp_path / "r.jsonl")
        run_bench(jobs, results, concurrency=2, progress=False)
    finally:
        server.close()
    records = results.typed()
    assert len(records) == len(ds.instances)
    for r in records:
        assert isinstance(r, EpisodeRecord) and r.ok, r.error
        assert isinstance(r.kind, ItemKind) and r.kind.family == name and r.is_task
        assert isinstance(r.metrics.get("success"), bool) and r.outcome
    own = FAMILIES[name].tables()
    built = {k: b(records) for k, b in tables(records).items() if k in own}
    assert set(built) == set(own) and any(t.rows for t in built.values())


@pytest.mark.parametrize("name", NAMES)
def test_its_generator_flags_come_from_its_options(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A family declares its generator's settings as a dataclass (no argparse in the
    protocol): ``plangate generate`` offers one flag per field."""
    import dataclasses

    from plangate.cli.fields import fields_of, flag_of

    family = FAMILIES[name]
    assert dataclasses.is_dataclass(family.options)
    assert not hasattr(family, "add_flags")
    with pytest.raises(SystemExit):
        main(["generate", "--help"])
    shown = capsys.readouterr().out
    for f in fields_of(family.options):
        assert flag_of(f) in shown


def test_a_family_without_an_options_dataclass_is_refused() -> None:
    from dataclasses import replace

    from plangate.errors import PlangateError

    class Bare(type(FAMILIES[OUTSIDE])):  # type: ignore[misc]
        about = replace(FAMILIES[OUTSIDE].about, name="bare")
        options = dict  # a type, not a dataclass

    with pytest.raises(PlangateError, match="options dataclass"):
        register(Bare())
