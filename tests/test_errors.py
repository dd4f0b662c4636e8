"""A corpus of malformed inputs: each asserts the error class, line and column."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from plangate.errors import (
    PddlError,
    PddlSemanticError,
    PddlSyntaxError,
    PlangateError,
    UnsupportedFeatureError,
)
from plangate.pddl.loader import load_domain, load_task, parse_domain, parse_problem

DOMAIN = """(define (domain bw)
  (:requirements :strips)
  (:predicates (on ?x ?y) (clear ?x) (handempty) (holding ?x))
  (:action pick
    :parameters (?x)
    :precondition (and (clear ?x) (handempty))
    :effect (and (holding ?x) (not (clear ?x)) (not (handempty)))))
"""

PROBLEM = """(define (problem p1) (:domain bw)
  (:objects a b)
  (:init (clear a) (handempty))
  (:goal (and (holding a))))
"""

# name: (text, error class, line, column, words the message must contain)
DOMAIN_CASES = {
    "unclosed-paren": (DOMAIN.rstrip()[:-1], PddlSyntaxError, 1, 1, ["never closed"]),
    "extra-close-paren": (DOMAIN + ")", PddlSyntaxError, 8, 1, ["closes nothing"]),
    "unknown-section-keyword": (
        DOMAIN.replace(":action pick", ":actoin pick"),
        PddlSyntaxError,
        4,
        4,
        [":actoin", "':action'"],
    ),
    "unknown-action-keyword": (
        DOMAIN.replace(":precondition", ":precondtion"),
        PddlSyntaxError,
        6,
        5,
        [":precondtion", "':precondition'"],
    ),
    "undeclared-predicate": (
        DOMAIN.replace("(and (clear ?x) (handempty))", "(and (clear ?x) (hand-empty))"),
        PddlSemanticError,
        6,
        35,
        ["undeclared predicate 'hand-empty'", "handempty"],
    ),
    "wrong-arity": (
        DOMAIN.replace("(and (clear ?x) (handempty))", "(and (clear ?x ?x) (handempty))"),
        PddlSemanticError,
        6,
        24,
        ["'clear' takes 1 argument", "2 are given"],
    ),
    "unbound-variable": (
        DOMAIN.replace("(holding ?x) (not", "(holding ?y) (not"),
        PddlSemanticError,
        7,
        18,
        ["'?y'", "in scope: ?x"],
    ),
    "undeclared-constant": (
        DOMAIN.replace("(and (clear ?x) (handempty))", "(and (clear table) (handempty))"),
        PddlSemanticError,
        6,
        24,
        ["'table'"],
    ),
    "undeclared-type": (
        DOMAIN.replace(":parameters (?x)", ":parameters (?x - block)"),
        PddlSemanticError,
        5,
        18,
        ["undeclared type 'block'"],
    ),
    "durative-action": (
        DOMAIN.replace("(:action pick", "(:durative-action pick"),
        UnsupportedFeatureError,
        4,
        3,
        [":durative-actions"],
    ),
    "timed-initial-literals": (
        DOMAIN.replace(":strips", ":strips :timed-initial-literals"),
        UnsupportedFeatureError,
        2,
        3,
        [":timed-initial-literals"],
    ),
    "unknown-requirement": (
        DOMAIN.replace(":strips", ":stripz"),
        PddlSemanticError,
        2,
        3,
        [":stripz"],
    ),
    "numeric-condition-undeclared-function": (
        DOMAIN.replace("(and (clear ?x) (handempty))", "(and (clear ?x) (> (fuel) 1))"),
        PddlSemanticError,
        6,
        38,
        ["undeclared function 'fuel'", "action 'pick'"],
    ),
    "numeric-effect-wrong-arity": (
        DOMAIN.replace("(:predicates", "(:functions (fuel ?x))\n  (:predicates").replace(
            "(not (handempty))))", "(assign (fuel) 1)))"
        ),
        PddlSemanticError,
        8,
        56,
        ["function 'fuel' takes 1 arguments, 0 given"],
    ),
    "numeric-division-arity": (
        DOMAIN.replace("(:predicates", "(:functions (fuel))\n  (:predicates").replace(
            "(and (clear ?x) (handempty))", "(and (clear ?x) (> (/ (fuel) 1 2) 1))"
        ),
        PddlSyntaxError,
        7,
        38,
        ["'(/ ...)' takes two arguments, 3 given"],
    ),
    "numeric-variable-compared-with-number": (
        DOMAIN.replace("(:predicates", "(:functions (fuel))\n  (:predicates").replace(
            "(and (clear ?x) (handempty))", "(and (clear ?x) (= ?x 1))"
        ),
        PddlSyntaxError,
        7,
        35,
        ["'?x' is a variable", "expected a function term"],
    ),
    "not-pddl": ("hello world", PddlSyntaxError, 1, 1, ["does not look like a PDDL domain"]),
    "empty-file": ("", PddlSyntaxError, 1, 1, ["end of file"]),
    "missing-parameter-list": (
        DOMAIN.replace(":parameters (?x)", ":parameters ?x"),
        PddlSyntaxError,
        5,
        17,
        ["'?x'", "'('"],
    ),
    "duplicate-action": (
        DOMAIN.rstrip()[:-1] + "\n  (:action pick :parameters () :effect (handempty)))",
        PddlSemanticError,
        8,
        3,
        ["defined twice"],
    ),
    "effect-on-equality": (
        DOMAIN.replace("(holding ?x) (not", "(= ?x ?x) (not"),
        PddlSyntaxError,
        7,
        19,
        ["'='"],
    ),
}

PROBLEM_CASES = {
    "domain-name-mismatch": (
        PROBLEM.replace("(:domain bw)", "(:domain blocks)"),
        PddlSemanticError,
        1,
        22,
        ["'blocks'", "'bw'"],
    ),
    "undeclared-object": (
        PROBLEM.replace("(clear a)", "(clear c)"),
        PddlSemanticError,
        3,
        10,
        ["'c'"],
    ),
    "init-arity": (
        PROBLEM.replace("(clear a)", "(clear a b)"),
        PddlSemanticError,
        3,
        10,
        ["takes 1 argument"],
    ),
    "goal-undeclared-predicate": (
        PROBLEM.replace("(holding a)", "(above a b)"),
        PddlSemanticError,
        4,
        15,
        ["'above'"],
    ),
    "object-undeclared-type": (
        PROBLEM.replace("(:objects a b)", "(:objects a b - block)"),
        PddlSemanticError,
        2,
        13,
        ["'block'"],
    ),
    "missing-goal": (
        PROBLEM.replace("(:goal (and (holding a)))", ""),
        PddlSyntaxError,
        1,
        1,
        ["(:goal"],
    ),
    "problem-file-given-as-domain": (
        PROBLEM,
        PddlSyntaxError,
        1,
        10,
        ["a problem file", "domain file was expected"],
    ),
}


@pytest.mark.parametrize("name", sorted(DOMAIN_CASES))
def test_malformed_domain(name: str) -> None:
    text, cls, line, column, words = DOMAIN_CASES[name]
    with pytest.raises(cls) as info:
        parse_domain(text, "domain.pddl")
    err = info.value
    assert isinstance(err, PddlError)
    assert err.loc is not None, str(err)
    assert (err.loc.file, err.loc.line, err.loc.column) == ("domain.pddl", line, column), str(err)
    for w in words:
        assert w in str(err), str(err)


@pytest.mark.parametrize("name", sorted(PROBLEM_CASES))
def test_malformed_problem(name: str) -> None:
    text, cls, line, column, words = PROBLEM_CASES[name]
    domain = parse_domain(DOMAIN, "domain.pddl")
    if name == "problem-file-given-as-domain":
        with pytest.raises(cls) as info:
            parse_domain(text, "problem.pddl")
    else:
        with pytest.raises(cls) as info:
            parse_problem(text, domain, "problem.pddl")
    err = info.value
    assert isinstance(err, PlangateError)
    if isinstance(err, PddlError) and err.loc is not None:
        assert (err.loc.file, err.loc.line, err.loc.column) == ("problem.pddl", line, column), str(
            err
        )
    else:
        pytest.fail(f"no location in {err}")
    for w in words:
        assert w in str(err), str(err)


def test_missing_file_is_a_plangate_error(tmp_path: Path) -> None:
    with pytest.raises(PddlError, match="not found"):
        load_domain(tmp_path / "nope.pddl")


def test_binary_file_is_a_plangate_error(tmp_path: Path) -> None:
    f = tmp_path / "bin.pddl"
    f.write_bytes(b"(define \xff\xfe")
    with pytest.raises(PddlError, match="UTF-8"):
        load_domain(f)


def test_latin1_comments_are_read_as_fast_downward_reads_them(tmp_path: Path) -> None:
    # IPC files of 1998-2004 carry authors' names in Latin-1 comments
    from plangate.errors import PddlWarning

    f = tmp_path / "d.pddl"
    f.write_bytes(b"; (c) M\xfcller \xa9 2004\r\n" + DOMAIN.encode())
    with pytest.warns(PddlWarning, match=r"d.pddl:1: domain file is not UTF-8; read as Latin-1"):
        domain = load_domain(f)
    assert domain.name
    # a Latin-1 byte outside a comment is not read as a letter: refused at its line
    f.write_bytes(DOMAIN.encode() + b"\n(\xe9)\n")
    line = DOMAIN.count("\n") + 2
    with pytest.raises(PddlError, match=rf"d.pddl:{line}: domain file is not valid UTF-8"):
        load_domain(f)


def test_a_latin1_comment_with_byte_0x85_is_one_comment(tmp_path: Path) -> None:
    """Issue 48: 0x85 is Latin-1's NEL; the fallback split lines there, refused the rest of
    the comment as text outside a comment, and named the wrong line."""
    from plangate.errors import PddlWarning

    f = tmp_path / "d.pddl"
    f.write_bytes(b"; written by M\xfcller \x85 in 2004\n" + DOMAIN.encode())
    with pytest.warns(PddlWarning, match="read as Latin-1"):
        assert load_domain(f).name
    f.write_bytes(b"; a\x85b\n; c\n" + DOMAIN.encode() + b"\n(\xe9)\n")
    line = 2 + DOMAIN.count("\n") + 2
    with pytest.raises(PddlError, match=rf"d.pddl:{line}: domain file is not valid UTF-8"):
        load_domain(f)


def test_undeclared_requirement_only_warns(tmp_path: Path) -> None:
    text = DOMAIN.replace(
        "(and (clear ?x) (handempty))", "(and (clear ?x) (not (holding ?x)) (handempty))"
    )
    with pytest.warns(Warning, match=":negative-preconditions"):
        parse_domain(text, "d.pddl")


def test_cost_value_missing_names_the_fluent(tmp_path: Path) -> None:
    dom = (
        "(define (domain c) (:requirements :action-costs)"
        " (:predicates (p ?x)) (:functions (total-cost) (w ?x))"
        " (:action a :parameters (?x) :precondition (p ?x)"
        " :effect (and (not (p ?x)) (increase (total-cost) (w ?x)))))"
    )
    prob = (
        "(define (problem c1) (:domain c) (:objects o) (:init (p o) (= (total-cost) 0))"
        " (:goal (and)) (:metric minimize (total-cost)))"
    )
    d = tmp_path / "d.pddl"
    p = tmp_path / "p.pddl"
    d.write_text(dom)
    p.write_text(prob)
    with pytest.raises(PlangateError, match=r"\(w o\)"):
        load_task(d, p)


def test_cli_reports_one_line_and_exit_2(tmp_path: Path) -> None:
    d = tmp_path / "domain.pddl"
    p = tmp_path / "problem.pddl"
    d.write_text(DOMAIN.replace(":action pick", ":actoin pick"))
    p.write_text(PROBLEM)
    proc = subprocess.run(
        [sys.executable, "-m", "plangate.cli", "parse", str(d), str(p)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert f"{d}:4:4" in lines[0]
    assert "Traceback" not in proc.stderr


def _refused_files() -> list[tuple[str, int, str]]:
    """(the feature as the refusal names it, its line, the domain's text)."""
    from plangate.pddl.refusals import REQUIREMENTS, SECTIONS

    plain = "(define (domain d)\n  (:requirements :strips{req})\n  (:predicates (p) (q))\n{body})\n"
    action = "  (:action a :parameters () :precondition (p) :effect {effect})\n"
    out = [(f"requirement '{r}'", 2, plain.format(req=f" {r}", body=action.format(effect="(q)")))
           for r in REQUIREMENTS]  # fmt: skip
    out += [(f"section '{k}'", 4, plain.format(req="", body=f"  ({k} x)\n")) for k in SECTIONS]
    oneof = plain.format(req="", body=action.format(effect="(oneof (q) (p))"))
    return [*out, ("a oneof effect", 4, oneof)]


@pytest.mark.parametrize("feature,line,text", _refused_files(), ids=lambda x: str(x)[:30])
def test_every_refused_feature_names_itself_its_line_and_where_to_go(
    feature: str, line: int, text: str, tmp_path: Path
) -> None:
    """Temporal, PDDL+, FOND, PPDDL, PDDL3 and object fluents are refused by name, at
    their line in the file, with a next step."""
    domain = tmp_path / "domain.pddl"
    domain.write_text(text)
    with pytest.raises(UnsupportedFeatureError) as err:
        load_domain(domain)
    said = str(err.value)
    assert said.startswith(f"{domain}:{line}:") and feature in said and "; instead: " in said
