"""The hostile tier (issue 56): every surface that takes outside input declares it
(:data:`plangate.outside.surfaces.INPUTS`), and every hostile class of its kind runs
against every declared input (:data:`tests.hostile_drivers.DRIVERS`). The rule
each outcome keeps: one line of refusal or an answer, never a traceback or another
exception, never a key-shaped string from a file, never a file outside the folder the
user named, never a wait (the test's own timeout bounds every case).

An argument of a command that names a file or a folder, a tool's parameter, an Inspect
task's parameter that is not declared fails here: a new surface joins the tier by being
declared, or does not land.
"""

from __future__ import annotations

import argparse
import inspect
from pathlib import Path

import pytest

from plangate.outside.surfaces import INPUTS, Input, Kind
from tests.hostile_drivers import DRIVERS
from tests.hostile_surfaces import CASES, KEY, Ground, Outcome

PATHISH_DESTS = {"domain", "problem", "problems", "plan", "experiment", "results", "files",
                 "inputs", "true_problem", "written_problem"}  # fmt: skip
PATHISH_METAVARS = ("FILE", "DIR", "PATH", "CONFIG", "GGUF", "YAML", ".jsonl", "DOMAIN")
DRIVEN = {Kind.USER_FILE, Kind.USER_FOLDER, Kind.OUTSIDE_PATH, Kind.OUTSIDE_TEXT, Kind.LINES,
          Kind.ARCHIVE, Kind.VALUE}  # fmt: skip


def _pathish(action: argparse.Action) -> bool:
    if action.nargs == 0:
        return False
    if not action.option_strings:
        return action.dest in PATHISH_DESTS
    meta = action.metavar if isinstance(action.metavar, tuple) else (action.metavar or "",)
    return any(m in str(x) for x in meta for m in PATHISH_METAVARS)


def test_every_argument_that_names_a_file_is_declared() -> None:
    from plangate.cli import build_parser

    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    found: set[tuple[str, str]] = set()
    for command, p in sub.choices.items():
        for action in p._actions:
            if _pathish(action):
                found.add((f"cli {command}", (action.option_strings or [action.dest])[-1]))
    declared = {(i.surface, i.name) for i in INPUTS
                if i.surface.startswith("cli ") and "." not in i.name}  # fmt: skip
    assert found - declared == set(), "arguments that name files, not declared"
    assert declared - found == set(), "declared arguments that no command has"


def test_every_mcp_tool_parameter_is_declared() -> None:
    pytest.importorskip("mcp")
    import anyio

    from plangate.interop.mcp_server import build_server
    from plangate.interop.mcp_tools import Sessions

    tools = anyio.run(build_server(Sessions(Path(__file__).parent)).list_tools)
    found = {(f"mcp {t.name}", p) for t in tools for p in t.input_schema.get("properties", {})}
    declared = {(i.surface, i.name.removesuffix("-text")) for i in INPUTS
                if i.surface.startswith("mcp ")}  # fmt: skip
    assert found == declared


def test_every_inspect_task_parameter_is_declared() -> None:
    pytest.importorskip("inspect_ai")
    import plangate.interop.inspect_eval as tasks

    names = ("plan", "machine", "acpbench", "planbench_t1", "planbench")
    found = {p for n in names for p in inspect.signature(getattr(tasks, n)).parameters}
    declared = {i.name for i in INPUTS if i.surface == "inspect plangate/*" and "." not in i.name}
    assert found == declared


def test_every_declared_input_has_a_driver() -> None:
    missing = [(i.surface, i.name) for i in INPUTS
               if i.kind in DRIVEN and (i.surface, i.name) not in DRIVERS
               and (i.surface != "inspect plangate/*" or "." in i.name)]  # fmt: skip
    assert missing == []
    assert set(DRIVERS) <= {(i.surface, i.name) for i in INPUTS}


def _driven() -> list[Input]:
    return [i for i in INPUTS if (i.surface, i.name) in DRIVERS]


def _check(item: Input, case: str, got: Outcome) -> None:
    where = f"{item.surface} {item.name} [{case}]"
    assert got.crashed is None, f"{where}: {got.crashed}"
    assert "Traceback" not in got.text, f"{where}: {got.text[-2000:]}"
    assert KEY not in got.text, f"{where} said the key: {got.text[:2000]}"
    if item.kind is Kind.OUTSIDE_PATH and case != "key-inside":  # the door refuses
        assert got.code != 0, f"{where} was not refused: {got.text[:1000]}"


@pytest.mark.parametrize("item", _driven(), ids=lambda i: f"{i.surface}:{i.name}")
def test_every_hostile_class_against_every_declared_input(item: Input, tmp_path: Path) -> None:
    g = Ground(tmp_path)
    cases = CASES[item.kind](g)
    assert cases
    for case, value in cases.items():
        _check(item, case, DRIVERS[(item.surface, item.name)](g, value))
