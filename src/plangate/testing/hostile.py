"""Small inputs that cost far more than their size, for the limits' tests and
``benchmarks/bench_hardening.py``: each returns the text of a domain and a problem
(or of one file), sized by its arguments.

* :func:`rejected_bindings`: one action whose parameters a join binds in full and a
  static precondition then rejects, every one of them;
* :func:`quantifier`: one action whose precondition quantifies over ``variables``
  variables;
* :func:`type_chain`: a chain of ``depth`` subtypes, ``objects`` objects of the deepest;
* :func:`shallow_lists`: ``size`` bytes of ``(x)`` lists where a ``define`` belongs;
* :func:`long_plan_line`: one plan step of ``size`` bytes;
* :func:`graph_task`: places joined both ways by the edges of a graph (graphs colour
  refinement cannot tell apart: rings, prisms and Moebius ladders), for the
  equivalence check's budget; :func:`rings` and :func:`ladders` the pairs.
"""

from __future__ import annotations


def _task(name: str, head: str, action: str, objects: str, init: str) -> tuple[str, str]:
    """A domain with ``head`` (requirements, types, predicates) and one action ``a``
    whose effect is ``(done)``, and a problem over ``objects`` whose goal is ``(done)``."""
    domain = f"(define (domain {name}) {head}\n (:action a {action}\n  :effect (done)))\n"
    problem = (
        f"(define (problem p) (:domain {name}) (:objects {objects})\n"
        f" (:init {init}) (:goal (done)))\n"
    )
    return domain, problem


def _numbered(pattern: str, n: int) -> str:
    return " ".join(pattern.format(i) for i in range(n))


def rejected_bindings(parameters: int, objects: int) -> tuple[str, str]:
    """Every binding of the parameters joins (``(obj ?x)`` holds of every object) and
    every one fails ``(not (obj ?x0))``: no ground action. The join tests the literal
    when ``?x0`` is bound, so no binding is enumerated (:func:`rejected_late` is the
    case it cannot cut)."""
    return _task(
        "rejected",
        "(:requirements :strips :negative-preconditions)\n (:predicates (obj ?x) (done))",
        f":parameters ({_numbered('?x{}', parameters)})\n"
        f"  :precondition (and {_numbered('(obj ?x{})', parameters)} (not (obj ?x0)))",
        _numbered("o{}", objects),
        _numbered("(obj o{})", objects),
    )


def rejected_late(parameters: int, objects: int) -> tuple[str, str]:
    """As :func:`rejected_bindings`, but the static precondition that rejects every
    binding is quantified and reads the last parameter (``(forall (?y) (not (= ?y
    ?xN)))``, false for every object), which the join binds last: every partial binding
    is enumerated before it can be tested, and the work limit refuses."""
    last = parameters - 1
    return _task(
        "rejected-late",
        "(:requirements :adl)\n (:predicates (obj ?x) (done))",
        f":parameters ({_numbered('?x{}', parameters)})\n"
        f"  :precondition (and {_numbered('(obj ?x{})', parameters)}"
        f" (forall (?y) (not (= ?y ?x{last}))))",
        _numbered("o{}", objects),
        _numbered("(obj o{})", objects),
    )


def derived_chain(length: int) -> tuple[str, str]:
    """Derived predicates ``(d0) <- (p)``, ``(d1) <- (d0)``, ... ``(dN-1)``; the action
    ``a`` needs the last one: ``length`` rounds of the reachability fixpoint."""
    rules = "\n".join(
        f" (:derived (d{i}) (d{i - 1}))" if i else " (:derived (d0) (p))" for i in range(length)
    )
    domain = (
        "(define (domain chain) (:requirements :strips :derived-predicates)\n"
        f" (:predicates (p) (done) {_numbered('(d{})', length)})\n{rules}\n"
        f" (:action a :parameters () :precondition (d{length - 1}) :effect (done)))\n"
    )
    return domain, "(define (problem c) (:domain chain) (:init (p)) (:goal (done)))\n"


def quantifier(variables: int, objects: int) -> tuple[str, str]:
    """One action whose precondition is ``(forall (?v0 ... ?vN) (p ?v0))``."""
    return _task(
        "quantified",
        "(:requirements :adl)\n (:predicates (p ?x) (done))",
        f":parameters () :precondition (forall ({_numbered('?v{}', variables)}) (p ?v0))",
        _numbered("o{}", objects),
        _numbered("(p o{})", objects),
    )


def type_chain(depth: int, objects: int) -> tuple[str, str]:
    """Types ``t1 - object``, ``t2 - t1``, ... ``tN``; ``objects`` objects of ``tN``."""
    types = " ".join(f"t{i} - {'object' if i == 1 else f't{i - 1}'}" for i in range(1, depth + 1))
    return _task(
        "chain",
        f"(:requirements :strips :typing)\n (:types {types})\n (:predicates (p ?x - t1) (done))",
        ":parameters (?x - t1) :precondition (p ?x)",
        f"{_numbered('o{}', objects)} - t{depth}",
        "(p o0)",
    )


def shallow_lists(size: int) -> str:
    """``(x)`` repeated to ``size`` bytes: wrong from its second character."""
    return "(x)" * (size // 3)


def long_plan_line(size: int) -> str:
    """One plan step with ``size`` bytes of arguments."""
    return "(pick-up " + "b" * size + ")\n"


LINKS = """(define (domain links) (:requirements :strips)
 (:predicates (link ?a ?b) (at ?a) (seen ?a))
 (:action move :parameters (?a ?b) :precondition (and (at ?a) (link ?a ?b))
  :effect (and (at ?b) (seen ?b) (not (at ?a)))))
"""  # the domain of graph_task's problems


def graph_task(name: str, nodes: int, edges: list[tuple[int, int]]) -> str:
    """A problem of ``nodes`` places ``n0``... joined both ways by ``edges`` (goal: the
    place ``n1`` seen), over :data:`LINKS`."""
    init = " ".join(f"(link n{a} n{b}) (link n{b} n{a})" for a, b in edges)
    objects = _numbered("n{}", nodes)
    return (f"(define (problem {name}) (:domain links) (:objects {objects})\n"
            f" (:init {init}) (:goal (seen n1)))\n")  # fmt: skip


def rings(n: int) -> tuple[str, str]:
    """One ring of ``n`` places, and two of ``n / 2`` (every place has two neighbours)."""
    h = n // 2
    one = [(i, (i + 1) % n) for i in range(n)]
    two = [(i, (i + 1) % h) for i in range(h)] + [(h + i, h + (i + 1) % h) for i in range(h)]
    return graph_task("one", n, one), graph_task("two", n, two)


def ladders(rungs: int) -> tuple[str, str]:
    """A prism and a Moebius ladder of ``rungs`` rungs (connected, three neighbours each:
    the graph matcher searches long to tell them apart)."""
    r = rungs
    rails = [(i, i + 1) for i in range(r - 1)] + [(r + i, r + i + 1) for i in range(r - 1)]
    steps = [(i, r + i) for i in range(r)]
    prism = rails + steps + [(r - 1, 0), (2 * r - 1, r)]
    twisted = rails + steps + [(r - 1, r), (2 * r - 1, 0)]
    return graph_task("prism", 2 * r, prism), graph_task("ladder", 2 * r, twisted)
