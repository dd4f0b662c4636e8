"""The fast reader agrees with the lark grammar: same trees, same positions.

Wherever the fast path returns a tree, lark must return the same tree with
the same source positions; where lark rejects a text, the fast path must
defer to it. Checked on every benchmark file, the malformed corpus and
random token-level mutations.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from plangate.errors import PlangateError
from plangate.pddl.fastpath import Defer, fast_parse
from plangate.pddl.parser import parse_lark

from .conftest import DOMAINS, EXAMPLES, INSTANCES
from .test_errors import DOMAIN, DOMAIN_CASES, PROBLEM, PROBLEM_CASES


def same(a: Any, b: Any, path: str = "") -> None:
    """Deep equality including the ``loc`` fields that == ignores."""
    if dataclasses.is_dataclass(a) and not isinstance(a, type):
        assert type(a) is type(b), path
        for f in dataclasses.fields(a):
            same(getattr(a, f.name), getattr(b, f.name), f"{path}.{f.name}")
    elif isinstance(a, tuple):
        assert isinstance(b, tuple) and len(a) == len(b), path
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            same(x, y, f"{path}[{i}]")
    else:
        assert a == b and type(a) is type(b), f"{path}: {a!r} != {b!r}"


def agree(text: str, start: str) -> bool:
    """Check agreement; True when the fast path produced the tree."""
    try:
        fast = fast_parse(text, start, "f.pddl")
    except Defer:
        return False
    try:
        slow = parse_lark(text, start, "f.pddl")
    except PlangateError as err:
        pytest.fail(f"fast path accepted what lark rejects ({err}):\n{text}")
    same(fast, slow)
    return True


FILES = [(d / "domain.pddl", "domain") for d in DOMAINS] + [(p, "problem") for _, p in INSTANCES]
FILES += [(EXAMPLES / "blocksworld/domain.pddl", "domain")]
FILES += [(p, "problem") for p in sorted((EXAMPLES / "blocksworld").glob("problem-*.pddl"))]
FILES += [(Path(__file__).parent / "data/derived/domain.pddl", "domain")]  # :derived


FILE_IDS = [f"{p.parent.name}/{p.name}" for p, _ in FILES]


@pytest.mark.parametrize(("path", "start"), FILES, ids=FILE_IDS)
def test_benchmark_files_take_the_fast_path_and_agree(path: Any, start: str) -> None:
    assert agree(path.read_text(), start), "a well-formed benchmark file should not defer"


@pytest.mark.parametrize("name", sorted(DOMAIN_CASES))
def test_malformed_domains(name: str) -> None:
    agree(DOMAIN_CASES[name][0], "domain")


@pytest.mark.parametrize("name", sorted(PROBLEM_CASES))
def test_malformed_problems(name: str) -> None:
    agree(PROBLEM_CASES[name][0], "problem")


SOURCES = [DOMAIN, (DOMAINS[0] / "domain.pddl").read_text()] if DOMAINS else [DOMAIN]
SOURCES += [
    (d / "domain.pddl").read_text()
    for d in DOMAINS
    if d.name.startswith(("assembly", "schedule", "barman", "elevator-adl"))
]
NOISE = [
    "(",
    ")",
    "-",
    "and",
    "not",
    "=",
    ":action",
    ":effect",
    "either",
    "?x",
    "a",
    "1",
    ":requirements",
    "(either",
    "when",
    "increase",
    ";",
    "\u00a0",
    "forall",
    ":parameters",
]


def _tokens(text: str) -> list[str]:
    return text.replace("(", " ( ").replace(")", " ) ").split()


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    source=st.sampled_from(range(len(SOURCES))),
    edits=st.lists(
        st.tuples(
            st.sampled_from(["del", "ins", "dup", "swap", "upper"]),
            st.integers(0, 10**6),
            st.sampled_from(NOISE),
        ),
        min_size=1,
        max_size=3,
    ),
    as_problem=st.booleans(),
)
def test_mutations_never_diverge(
    source: int, edits: list[tuple[str, int, str]], as_problem: bool
) -> None:
    text = SOURCES[source] if not as_problem else PROBLEM
    toks = _tokens(text)
    for kind, pos, noise in edits:
        i = pos % len(toks)
        if kind == "del":
            del toks[i]
        elif kind == "ins":
            toks.insert(i, noise)
        elif kind == "dup":
            toks.insert(i, toks[i])
        elif kind == "swap":
            j = (i + 1) % len(toks)
            toks[i], toks[j] = toks[j], toks[i]
        else:
            toks[i] = toks[i].upper()
        if not toks:
            return
    agree(" ".join(toks), "problem" if as_problem else "domain")
