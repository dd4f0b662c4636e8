"""The commands that talk to no model start fast: they import nothing they do not use
(no SDK, no providers, no methods, no report, no benchmark layer). Checked on the import
graph, not the clock (CI shares its machine); the times are benchmarks/bench_startup.py's."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import EXAMPLES

BW = EXAMPLES / "blocksworld"
HEAVY = ("openai", "httpx", "anthropic", "llama_cpp", "unified_planning", "plangate.llm",
         "plangate.bench", "plangate.interop", "asyncio", "sqlite3", "yaml")  # fmt: skip
PROGRAM = """
import json, sys
from plangate.cli import main
code = main(sys.argv[1:])
print(json.dumps(sorted(sys.modules)), file=sys.stderr)
"""


@pytest.mark.parametrize("command", ["parse", "actions", "validate", "optimal", "fsm"])
def test_a_command_without_a_model_imports_no_heavy_module(command: str, tmp_path: Path) -> None:
    plan = tmp_path / "plan.txt"
    plan.write_text("(unstack b c)\n(put-down b)\n")
    args = [command, str(BW / "domain.pddl"), str(BW / "problem-2steps.pddl")]
    args += [str(plan)] if command == "validate" else []
    out = subprocess.run([sys.executable, "-c", PROGRAM, *args], capture_output=True,
                         text=True, check=False, timeout=120)  # fmt: skip
    modules = json.loads(out.stderr.strip().splitlines()[-1])
    heavy = [m for m in modules if any(m == h or m.startswith(h + ".") for h in HEAVY)]
    assert heavy == [], f"plangate {command} imported {heavy[:8]}"


def test_help_still_lists_every_command() -> None:
    out = subprocess.run([sys.executable, "-m", "plangate.cli", "--help"], capture_output=True,
                         text=True, check=True, timeout=120)  # fmt: skip
    for name in ("parse", "validate", "solve", "bench", "rescore", "doctor", "model-path"):
        assert name in out.stdout
