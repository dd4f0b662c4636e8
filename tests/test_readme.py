"""The README's and the documentation's Python examples run as written, every public
name imports, the README stays a newcomer's page, and the documentation's generated
tables name what the code holds."""

from __future__ import annotations

import ast
import os
import re
from pathlib import Path

import pytest

import plangate

from .conftest import ROOT

PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
BLOCKS = [
    (page, code)
    for page in PAGES
    for code in re.findall(r"```python\n(.*?)```", page.read_text(), re.DOTALL)
]


def test_the_readme_has_python_examples_and_stays_short() -> None:
    readme = [code for page, code in BLOCKS if page.name == "README.md"]
    assert len(readme) >= 2
    assert len((ROOT / "README.md").read_text().splitlines()) < 250


@pytest.mark.parametrize(
    ("page", "code"), BLOCKS, ids=[f"{p.name}-{i}" for i, (p, _) in enumerate(BLOCKS)]
)
def test_python_block_runs(page: Path, code: str, capsys: pytest.CaptureFixture[str]) -> None:
    here = os.getcwd()
    os.chdir(ROOT)  # the examples name files relative to the checkout
    try:
        exec(compile(code, page.name, "exec"), {})
    finally:
        os.chdir(here)
    lines = capsys.readouterr().out.splitlines()
    # the comment closing each print says what it prints ("..." ends a shortened one); a
    # comment on a line of its own after a print says it too
    said: list[str] = []
    code_lines = code.splitlines()
    for i, line in enumerate(code_lines):
        if "#" in line and (line.startswith("print(") or line.startswith(")")):
            said.append(line.split("#", 1)[1].strip())
        elif line.startswith("# ") and i and code_lines[i - 1].startswith("print("):
            said.append(line[2:].strip())
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
    assert {"load_task", "Budget", "MethodOptions", "ScriptedClient", "solve"} <= set(
        plangate.__all__
    )


def test_every_placeholder_of_the_documentation_is_a_table() -> None:
    from plangate.reference import TABLES, fill

    used = set()
    for page in (ROOT / "docs").rglob("*.md"):
        text = page.read_text()
        used |= set(re.findall(r"<!-- plangate:([\w-]+) -->", text))
        # the tables are in the Markdown, as the code makes them (GitHub shows the page)
        assert fill(text) == text, f"{page}: run python -m plangate.reference docs"
    assert used == set(TABLES)  # every table is shown somewhere
    with pytest.raises(KeyError, match="no reference table named 'method'"):
        fill("<!-- plangate:method -->")
    # a stale table is replaced, once
    stale = "a\n<!-- plangate:limits -->\n| old |\n<!-- /plangate:limits -->\nb"
    assert fill(stale) == fill(fill(stale)) and "| old |" not in fill(stale)
    assert fill(stale).startswith("a\n<!-- plangate:limits -->") and fill(stale).endswith("b")


def test_the_generated_tables_name_every_method_option_and_module() -> None:
    import dataclasses

    from plangate.llm.methods import METHODS, parts
    from plangate.reference import layout, methods, options

    table = methods()
    for name, method in METHODS.items():
        assert f"`{name}`" in table, name
        for variant in method.about.variants:
            assert f"`{name}/{variant}`" in table
    shown = options()
    for part in parts():
        section = shown.split(f"`[options.{part.name}]`", 1)[1].split("\n\n`[options", 1)[0]
        for f in dataclasses.fields(part.cls):
            if f.metadata.get("cli", True):
                assert f"`{f.name}`" in section, f"options.{part.name}.{f.name}"
    modules = layout()
    for path in sorted((ROOT / "src" / "plangate").rglob("*.py")):
        if path.name == "__main__.py":
            continue
        rel = path.relative_to(ROOT / "src")
        name = f"{rel.parent}/" if path.name == "__init__.py" else str(rel)
        assert f"`{name}`" in modules, name


def test_every_module_says_what_it_holds() -> None:
    """The layout is generated from the modules' docstrings: each has one."""
    missing = [
        str(path.relative_to(ROOT))
        for path in sorted((ROOT / "src" / "plangate").rglob("*.py"))
        if path.name != "__main__.py" and not ast.get_docstring(ast.parse(path.read_text()))
    ]
    assert not missing, missing
