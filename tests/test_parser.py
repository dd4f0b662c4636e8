from __future__ import annotations

from pathlib import Path

import pytest

from plangate.errors import PddlSemanticError, PddlSyntaxError, UnsupportedFeatureError
from plangate.pddl import syntax as s
from plangate.pddl.loader import load_domain, load_problem, parse_domain, parse_problem
from plangate.pddl.parser import parse_text

from .conftest import DOMAINS, INSTANCES, instance_id


@pytest.mark.parametrize("domain_dir", DOMAINS, ids=[d.name for d in DOMAINS])
def test_domain_roundtrip(domain_dir: Path) -> None:
    dom = load_domain(domain_dir / "domain.pddl")
    again = parse_text(str(dom), "domain")
    assert again == dom
    assert str(again) == str(dom)


@pytest.mark.parametrize("pair", INSTANCES, ids=[instance_id(p) for p in INSTANCES])
def test_problem_roundtrip(pair: tuple[Path, Path]) -> None:
    dom = load_domain(pair[0])
    prob = load_problem(pair[1], dom)
    again = parse_problem(str(prob), parse_domain(str(dom)))
    assert again == prob
    assert len(prob.init) > 0


DOMAIN = """
; a comment
(DEFINE (Domain Mixed-Case)   ; trailing comment
  (:REQUIREMENTS :STRIPS :Typing :negative-preconditions :equality :conditional-effects
                 :universal-preconditions :existential-preconditions :disjunctive-preconditions
                 :action-costs)
  (:types block table - surface surface - object)
  (:constants T1 - table)
  (:predicates (ON ?x - block ?y - (either block table)) (Clear ?x - surface) (flag))
  (:functions (total-cost) - number (weight ?b - block))
  (:action Move
    :parameters (?b - block ?from ?to - surface)
    :precondition (and (on ?b ?from) (clear ?b) (clear ?to) (not (= ?from ?to))
                       (or (flag) (not (flag)))
                       (exists (?z - block) (clear ?z))
                       (forall (?z - block) (imply (on ?z ?b) (clear ?z))))
    :effect (and (on ?b ?to) (not (on ?b ?from)) (clear ?from)
                 (when (not (= ?to t1)) (not (clear ?to)))
                 (forall (?z - block) (when (on ?z ?b) (flag)))
                 (increase (total-cost) (weight ?b)))))
"""


def test_case_insensitive_keywords_and_names() -> None:
    dom = parse_domain(DOMAIN)
    assert dom.name == "mixed-case"
    assert ":typing" in dom.requirements
    assert [c.name for c in dom.constants] == ["t1"]
    assert dom.predicate("on") is not None
    pred = dom.predicate("on")
    assert pred is not None and pred.parameters[1].types == ("block", "table")
    act = dom.action("move")
    assert act is not None
    assert [p.name for p in act.parameters] == ["?b", "?from", "?to"]
    assert isinstance(act.precondition, s.And)
    assert parse_text(str(dom), "domain") == dom


def test_types_hierarchy_printed_and_reparsed() -> None:
    dom = parse_domain(DOMAIN)
    types = {t.name: t.types for t in dom.types}
    assert types == {"block": ("surface",), "table": ("surface",), "surface": ("object",)}
    text = str(dom)
    assert "(:types block table - surface surface - object)" in text


def test_positions_are_not_part_of_equality() -> None:
    a = parse_domain(DOMAIN)
    b = parse_domain("\n\n\n" + DOMAIN)
    assert a == b
    assert a.loc is not None and b.loc is not None and a.loc.line + 3 == b.loc.line


def test_a_name_repeated_in_a_predicate_declaration_is_a_warning() -> None:
    # IPC 2000's official domains declare (in ?obj ?obj); Fast Downward reads it
    import warnings

    from plangate.errors import PddlWarning
    from plangate.pddl.grounding import ground
    from plangate.pddl.loader import parse_domain, parse_problem

    text = ("(define (domain d) (:predicates (in ?obj ?obj) (p))\n"
            " (:action a :parameters (?x ?y) :precondition (in ?x ?y) :effect (p)))")  # fmt: skip
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        domain = parse_domain(text)
    assert [str(w.message) for w in seen if issubclass(w.category, PddlWarning)] == [
        "<domain>:1:42: parameter '?obj' is declared twice in the declaration of predicate "
        "'in'; accepted (the names of a predicate's parameters mean nothing)"
    ]
    problem = "(define (problem q) (:domain d) (:objects a b) (:init (in a b)) (:goal (p)))"
    assert len(ground(domain, parse_problem(problem, domain)).operators) == 1
    # an action's parameters still may not repeat
    with pytest.raises(PddlSemanticError, match="parameter '\\?x' is declared twice"):
        parse_domain(
            "(define (domain d) (:predicates (p))\n (:action a :parameters (?x ?x) :effect (p)))"
        )


def test_net_benefit_is_refused_by_name() -> None:
    from plangate.pddl.loader import parse_domain

    with pytest.raises(UnsupportedFeatureError, match="net-benefit planning"):
        parse_domain(
            "(define (domain d) (:requirements :strips :goal-utilities) (:predicates (p)))"
        )


def test_requirements_used_but_not_declared_are_one_warning_from_the_first_use() -> None:
    # IPC 2004's Promela domains declare :typing and :equality and use derived predicates,
    # quantifiers, disjunction and negation: one line, the earliest use first
    import warnings

    from plangate.errors import PddlWarning
    from plangate.pddl.loader import parse_domain

    text = (
        "(define (domain d) (:requirements :typing)\n"
        " (:predicates (p ?x) (q ?x) (r))\n"
        " (:action a :parameters (?x) :precondition (forall (?y) (p ?y)) :effect (r))\n"
        " (:derived (q ?x) (exists (?y) (or (p ?y) (not (p ?x))))))"
    )
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        parse_domain(text)
    said = [str(w.message) for w in seen if issubclass(w.category, PddlWarning)]
    assert said == [
        "<domain>:3:44: uses :universal-preconditions, :derived-predicates (line 4), "
        ":existential-preconditions (line 4), :disjunctive-preconditions (line 4), "
        ":negative-preconditions (line 4) without declaring them in :requirements"
    ]


def test_a_large_file_missing_a_parenthesis_is_said_without_the_grammar(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A goal of 100,000 atoms without its last ')': the balance is checked before lark
    reads the whole file to find its end (it took seconds)."""
    from plangate.pddl import parser

    goal = " ".join(f"(on b{i % 4} b{(i // 4) % 4})" for i in range(100_000))
    text = (
        "(define (problem big) (:domain blocksworld-4ops) (:objects b0 b1 b2 b3)\n"
        f" (:init (handempty)) (:goal (and {goal}))"
    )

    def no_lark(*args: object) -> None:
        raise AssertionError("lark was asked")

    monkeypatch.setattr(parser, "_parse_lark", no_lark)
    with pytest.raises(PddlSyntaxError, match="unbalanced parentheses: this '\\(' is never closed"):
        parser.parse_text(text, "problem", "big.pddl")
