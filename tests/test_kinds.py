"""What a job or a record is of is read once, by one parser; nothing downstream
compares or prefix-matches the text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from plangate.bench.kinds import (
    ItemKind,
    PlannerRow,
    RecordedPlan,
    declared_of,
    paper_of,
    parse_kind,
)
from plangate.errors import PlangateError
from plangate.llm.methods import MethodSpec

SRC = Path(__file__).resolve().parent.parent / "src" / "plangate"


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("pfc/no-search", MethodSpec("pfc", "no-search")),
        ("interactive-restricted", MethodSpec("interactive-restricted")),
        ("planner:fast-downward", PlannerRow("fast-downward")),
        ("planbench:verification", ItemKind("planbench", "verification")),
        ("acp:land/mcq", ItemKind("acp", "land/mcq")),
        ("recorded", RecordedPlan()),
    ],
)
def test_every_kind_reads_and_prints_back(text: str, kind: object) -> None:
    assert parse_kind(text) == kind and str(kind) == text


def test_a_method_must_be_known_unless_a_file_names_it() -> None:
    with pytest.raises(PlangateError, match="unknown method 'plugin-method'"):
        parse_kind("plugin-method")
    assert parse_kind("plugin-method/x", known=False) == MethodSpec("plugin-method", "x")
    assert declared_of(parse_kind("plugin-method", known=False)) is None
    with pytest.raises(PlangateError, match="not a method"):
        MethodSpec.parse("planbench:verification")


def test_papers_come_from_what_methods_declare() -> None:
    assert paper_of(parse_kind("pfc/no-search")) == "pfc"
    assert paper_of(parse_kind("lats")) == "lats"
    assert paper_of(parse_kind("preplanned-cot")) == "fsm"
    assert paper_of(parse_kind("interactive-guided")) == "interactive-guided"  # not the study's
    assert paper_of(PlannerRow("builtin")) == "planner:builtin"


def test_no_module_reads_a_kind_from_its_text() -> None:
    """The prefixes of planner rows and task items are written in the parser alone."""
    allowed = {SRC / "bench" / "kinds.py", SRC / "llm" / "methods" / "__init__.py"}
    pattern = re.compile(r"""["'](planner|planbench):""")
    found = [
        f"{p.relative_to(SRC)}:{n}: {line.strip()}"
        for p in sorted(SRC.rglob("*.py"))
        if p not in allowed
        for n, line in enumerate(p.read_text().splitlines(), 1)
        if pattern.search(line.split("#", 1)[0]) and not line.lstrip().startswith('"""')
    ]
    assert not found, "\n".join(found)
