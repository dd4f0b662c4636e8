"""The README's Python examples run as written, and every public name imports."""

from __future__ import annotations

import os
import re

import pytest

import plangate

from .conftest import ROOT

BLOCKS = re.findall(r"```python\n(.*?)```", (ROOT / "README.md").read_text(), re.DOTALL)


def test_the_readme_has_python_examples() -> None:
    assert len(BLOCKS) >= 2


@pytest.mark.parametrize("code", BLOCKS, ids=[f"block{i}" for i in range(len(BLOCKS))])
def test_readme_python_block_runs(code: str, capsys: pytest.CaptureFixture[str]) -> None:
    here = os.getcwd()
    os.chdir(ROOT)  # the examples name files relative to the checkout
    try:
        exec(compile(code, "README.md", "exec"), {})
    finally:
        os.chdir(here)
    lines = capsys.readouterr().out.splitlines()
    # the comment closing each print says what it prints ("..." ends a shortened one)
    said = [
        line.split("#", 1)[1].strip()
        for line in code.splitlines()
        if "#" in line and (line.startswith("print(") or line.startswith(")"))
    ]
    assert len(lines) == len(said)
    for got, want in zip(lines, said, strict=True):
        want = want[1:-1] if want.startswith("'") and want.endswith("'") else want
        prefix = want.split("...", 1)[0]
        assert got.startswith(prefix) if "..." in want else got == want, (got, want)


def test_every_public_name_imports() -> None:
    for name in plangate.__all__:
        assert getattr(plangate, name) is not None, name
    from plangate.llm.clients import CachedClient, OpenAIClient, ScriptedClient

    assert CachedClient and OpenAIClient and ScriptedClient
    assert {"load_task", "Limits", "MethodOptions", "ScriptedClient", "solve"} <= set(
        plangate.__all__
    )


def test_the_method_table_names_every_method() -> None:
    from plangate.llm.methods import METHODS

    text = (ROOT / "README.md").read_text()
    table = text.split("| method | what the model does | ends when |", 1)[1]
    table = table.split("\n\n", 1)[0]
    for name in METHODS:
        assert f"`{name}`" in table, f"{name} is missing from the README's method table"


def test_the_layout_names_every_module() -> None:
    text = (ROOT / "README.md").read_text().split("## Layout\n", 1)[1]
    block = text.split("```", 2)[1]
    for path in sorted((ROOT / "src" / "plangate").rglob("*.py")):
        name = path.parent.name + "/" if path.name == "__init__.py" else path.stem
        if path.parent == ROOT / "src" / "plangate" and path.name == "__init__.py":
            continue
        pattern = r"\b" + re.escape(name) + ("" if name.endswith("/") else r"\b")
        assert re.search(pattern, block), f"{path} is not in the README's Layout"
