"""Small inputs that cost far more than their size, for the limits' tests and
``benchmarks/bench_hardening.py``: each returns the text of a domain and a problem
(or of one file), sized by its arguments.

* :func:`rejected_bindings`: one action whose parameters a join binds in full and a
  static precondition then rejects, every one of them;
* :func:`quantifier`: one action whose precondition quantifies over ``variables``
  variables;
* :func:`type_chain`: a chain of ``depth`` subtypes, ``objects`` objects of the deepest;
* :func:`shallow_lists`: ``size`` bytes of ``(x)`` lists where a ``define`` belongs;
* :func:`long_plan_line`: one plan step of ``size`` bytes.
"""

from __future__ import annotations


def _objects(n: int) -> str:
    return " ".join(f"o{i}" for i in range(n))


def rejected_bindings(parameters: int, objects: int) -> tuple[str, str]:
    """Every binding of the parameters joins (``(obj ?x)`` holds of every object) and
    every one fails ``(not (obj ?x0))``: no ground action, all the work."""
    params = " ".join(f"?x{i}" for i in range(parameters))
    joins = " ".join(f"(obj ?x{i})" for i in range(parameters))
    domain = (
        "(define (domain rejected) (:requirements :strips :negative-preconditions)\n"
        " (:predicates (obj ?x) (done))\n"
        f" (:action a :parameters ({params})\n"
        f"  :precondition (and {joins} (not (obj ?x0)))\n"
        "  :effect (done)))\n"
    )
    init = " ".join(f"(obj o{i})" for i in range(objects))
    problem = (
        f"(define (problem p) (:domain rejected) (:objects {_objects(objects)})\n"
        f" (:init {init}) (:goal (done)))\n"
    )
    return domain, problem


def quantifier(variables: int, objects: int) -> tuple[str, str]:
    """One action whose precondition is ``(forall (?v0 ... ?vN) (p ?v0))``."""
    names = " ".join(f"?v{i}" for i in range(variables))
    domain = (
        "(define (domain quantified) (:requirements :adl)\n"
        " (:predicates (p ?x) (done))\n"
        f" (:action a :parameters () :precondition (forall ({names}) (p ?v0))\n"
        "  :effect (done)))\n"
    )
    init = " ".join(f"(p o{i})" for i in range(objects))
    problem = (
        f"(define (problem p) (:domain quantified) (:objects {_objects(objects)})\n"
        f" (:init {init}) (:goal (done)))\n"
    )
    return domain, problem


def type_chain(depth: int, objects: int) -> tuple[str, str]:
    """Types ``t1 - object``, ``t2 - t1``, ... ``tN``; ``objects`` objects of ``tN``."""
    types = " ".join(f"t{i} - {'object' if i == 1 else f't{i - 1}'}" for i in range(1, depth + 1))
    domain = (
        "(define (domain chain) (:requirements :strips :typing)\n"
        f" (:types {types})\n"
        " (:predicates (p ?x - t1) (done))\n"
        " (:action a :parameters (?x - t1) :precondition (p ?x) :effect (done)))\n"
    )
    problem = (
        f"(define (problem p) (:domain chain) (:objects {_objects(objects)} - t{depth})\n"
        " (:init (p o0)) (:goal (done)))\n"
    )
    return domain, problem


def shallow_lists(size: int) -> str:
    """``(x)`` repeated to ``size`` bytes: wrong from its second character."""
    return "(x)" * (size // 3)


def long_plan_line(size: int) -> str:
    """One plan step with ``size`` bytes of arguments."""
    return "(pick-up " + "b" * size + ")\n"
