"""Grounding semantics on small hand-written tasks with known answers."""

from __future__ import annotations

from pathlib import Path

import pytest

from plangate.pddl.loader import load_task, parse_domain, parse_problem
from plangate.pddl.task import Task

from .conftest import BENCHMARKS, EXAMPLES, INSTANCES, instance_id


def task_of(domain: str, problem: str) -> Task:
    dom = parse_domain(domain)
    return load_task(dom, parse_problem(problem, dom))


def names(task: Task, state: int) -> list[str]:
    return [str(op) for op in task.applicable(state)]


def test_blocksworld_example_counts_and_order() -> None:
    task = load_task(
        EXAMPLES / "blocksworld/domain.pddl", EXAMPLES / "blocksworld/problem-2steps.pddl"
    )
    # 4 blocks: pick-up 4, put-down 4, stack 12, unstack 12 (x != y not required, but
    # (stack x x) needs (clear x) and (holding x) at once: unreachable, pruned)
    assert names(task, task.initial) == ["(pick-up a)", "(pick-up d)", "(unstack b c)"]
    assert task.atoms(task.initial) == [
        "(clear a)",
        "(clear b)",
        "(clear d)",
        "(handempty)",
        "(on b c)",
        "(ontable a)",
        "(ontable c)",
        "(ontable d)",
    ]
    op = task.operator("unstack", ("b", "c"))
    assert op is not None
    s1 = op.apply(task.initial)
    assert "(holding b)" in task.atoms(s1) and "(on b c)" not in task.atoms(s1)
    put = task.operator("put-down", ("b",))
    assert put is not None and task.is_goal(put.apply(s1))
    assert not task.is_goal(task.initial)
    assert task.unmet_goal(task.initial) == ["(clear c)", "(ontable b)"]


ADL = """(define (domain adl)
  (:requirements :adl :action-costs)
  (:types room item)
  (:predicates (at ?i - item ?r - room) (lit ?r - room) (door ?a ?b - room) (carrying ?i - item)
               (robot ?r - room))
  (:functions (total-cost) (dist ?a ?b - room))
  (:action move
    :parameters (?from ?to - room)
    :precondition (and (robot ?from) (not (= ?from ?to)) (or (door ?from ?to) (door ?to ?from)))
    :effect (and (robot ?to) (not (robot ?from))
                 (forall (?i - item) (when (carrying ?i) (and (at ?i ?to) (not (at ?i ?from)))))
                 (increase (total-cost) (dist ?from ?to))))
  (:action grab
    :parameters (?i - item ?r - room)
    :precondition (and (robot ?r) (at ?i ?r) (lit ?r) (not (carrying ?i)))
    :effect (carrying ?i))
  (:action switch-on
    :parameters (?r - room)
    :precondition (and (robot ?r) (not (lit ?r))
                       (forall (?i - item) (not (carrying ?i))))
    :effect (and (lit ?r) (increase (total-cost) 2))))
"""

ADL_PROBLEM = """(define (problem adl1) (:domain adl)
  (:objects r1 r2 r3 - room ball - item)
  (:init (robot r1) (at ball r1) (door r1 r2) (door r2 r3)
         (= (dist r1 r2) 3) (= (dist r2 r1) 3) (= (dist r2 r3) 4) (= (dist r3 r2) 4)
         (= (dist r1 r3) 100) (= (dist r3 r1) 100) (= (total-cost) 0))
  (:goal (and (at ball r3) (exists (?r - room) (lit ?r))))
  (:metric minimize (total-cost)))
"""


def test_adl_semantics() -> None:
    task = task_of(ADL, ADL_PROBLEM)
    assert task.uses_costs
    s0 = task.initial
    assert names(task, s0) == ["(move r1 r2)", "(switch-on r1)"]
    # equality and the static disjunction pruned (move r1 r3) and (move r1 r1)
    assert task.operator("move", ("r1", "r3")) is None
    assert task.operator("move", ("r1", "r1")) is None
    on = task.operator("switch-on", ("r1",))
    assert on is not None and on.cost == 2
    s1 = on.apply(s0)
    grab = task.operator("grab", ("ball", "r1"))
    assert grab is not None and grab.applicable(s1) and not grab.applicable(s0)
    s2 = grab.apply(s1)
    # quantified precondition: cannot switch on while carrying
    assert not any(op.name == "switch-on" for op in task.applicable(s2))
    m12 = task.operator("move", ("r1", "r2"))
    m23 = task.operator("move", ("r2", "r3"))
    assert m12 is not None and m23 is not None
    assert (m12.cost, m23.cost) == (3, 4)
    s4 = m23.apply(m12.apply(s2))
    # conditional effect carried the ball
    assert "(at ball r3)" in task.atoms(s4) and "(at ball r1)" not in task.atoms(s4)
    assert task.is_goal(s4)
    # without carrying, the ball stays
    s_alone = m23.apply(m12.apply(s1))
    assert "(at ball r1)" in task.atoms(s_alone)
    assert not task.is_goal(s_alone)


def test_unreachable_goal_fact_makes_goal_impossible() -> None:
    task = task_of(ADL, ADL_PROBLEM.replace("(at ball r3)", "(at ball r3) (door r3 r1)"))
    assert task.goal.impossible
    assert not task.is_goal(task.initial)


def test_costs_of_a_benchmark_domain() -> None:
    d = BENCHMARKS / "elevator-sequential-optimal-strips-2008"
    task = load_task(d / "domain.pddl", d / "instances/instance-1.pddl")
    assert task.uses_costs
    costs = {op.cost for op in task.operators}
    assert 0 in costs or min(costs) >= 0
    assert len(costs) > 1  # elevator moves cost by distance


@pytest.mark.parametrize("pair", INSTANCES, ids=[instance_id(p) for p in INSTANCES])
def test_every_benchmark_grounds(pair: tuple[Path, Path]) -> None:
    task = load_task(*pair)
    assert task.facts and task.operators
    # operator order is the deterministic (name, args) order
    keys = [(op.name, op.args) for op in task.operators]
    assert keys == sorted(keys)
    assert all(op.index == i for i, op in enumerate(task.operators))
    # every operator's effects stay within the reachable facts
    full = (1 << len(task.facts)) - 1
    assert all(op.add & ~full == 0 and op.delete & ~full == 0 for op in task.operators)


def test_guarded_quantifiers_agree_with_every_instance() -> None:
    """A quantifier guarded by a static atom runs over that atom's facts: it must say what
    the expansion over every object says (shadowed names, repeated variables, constants)."""
    import itertools

    from plangate.pddl import syntax as s
    from plangate.pddl.formulas import World, conjuncts, nnf
    from plangate.pddl.relaxed import compile_relaxed, static_guard

    objs = ("a", "b", "c")
    world = World({"object": objs}, frozenset({"f"}),
                  {"st": {("a", "b"), ("a", "c"), ("b", "b")}, "u": {("c",)}})  # fmt: skip
    v = (s.TypedName("?y", ("object",)),)
    bodies = [
        s.Imply(s.Atom("st", ("?x", "?y")), s.Atom("f", ("?y",))),
        s.Imply(s.Atom("st", ("?y", "?y")), s.Atom("f", ("?x",))),
        s.Or((s.Not(s.Atom("st", ("a", "?y"))), s.Atom("u", ("?y",)))),
        s.Imply(s.Atom("st", ("?x", "?y")), s.Not(s.Atom("u", ("?y",)))),
        s.Not(s.Atom("st", ("?x", "?y"))),  # the guard alone (Promela's "no transition")
    ]
    for body, kind in itertools.product(bodies, (s.Forall, s.Exists)):
        negated = s.And(tuple(conjuncts(nnf(s.Not(body)))))  # (st ...) and ...: a guard
        formula = nnf(kind(v, body)) if kind is s.Forall else kind(v, negated)
        assert static_guard(world, formula.body, ("?y",), kind is s.Forall) is not None or (
            "u" in str(body) and kind is s.Exists
        )
        fast = compile_relaxed(world, formula)
        for x, reached in itertools.product(
            objs, ({}, {"f": {("b",)}}, {"f": {(o,) for o in objs}})
        ):
            slow = [world.relaxed(formula.body, {"?x": x, "?y": y}, reached) for y in objs]
            want = all(slow) if kind is s.Forall else any(slow)
            assert fast({"?x": x}, reached) == want, (formula, x, reached)
            # ?y bound outside too: the quantifier's own ?y shadows it
            assert fast({"?x": x, "?y": "a"}, reached) == want


def test_partly_guarded_and_nested_quantifiers_agree_with_every_instance() -> None:
    """A static atom that ranges over some of the variables guards those, the rest stay
    quantified; nested quantifiers of one kind count as one: relaxed and exact
    evaluation both say what the plain expansion says, at every state of two facts."""
    import itertools

    from plangate.pddl import syntax as s
    from plangate.pddl.formulas import World, nnf
    from plangate.pddl.relaxed import compile_relaxed
    from plangate.pddl.task import Condition

    objs = ("a", "b", "c")
    world = World({"object": objs}, frozenset({"f", "g"}),
                  {"st": {("a", "b"), ("a", "c"), ("b", "b")}, "u": {("c",)}})  # fmt: skip
    y, z = (s.TypedName(n, ("object",)) for n in ("?y", "?z"))
    st, u = s.Atom("st", ("?x", "?y")), s.Atom("u", ("?z",))
    f, g = s.Atom("f", ("?z",)), s.Atom("g", ("?y", "?z"))
    formulas = [
        s.Forall((y, z), s.Or((s.Not(st), f))),  # st guards ?y only
        s.Exists((y, z), s.And((st, g))),
        s.Exists((y,), s.Exists((z,), s.And((st, u, g)))),  # nested: st, then u
        s.Forall((y,), s.Forall((z,), s.Or((s.Not(st), s.Not(u), g)))),
        s.Forall((y,), s.Forall((y,), s.Or((s.Not(st), f)))),  # an inner name shadows
        s.Exists((y, z), s.And((st, s.Not(u)))),
        s.Forall((y,), s.Imply(s.And((st, s.Not(s.Atom("=", ("?y", "?x"))))), f)),  # nested or
    ]
    fluent = [("f", (o,)) for o in objs] + [("g", (p, q)) for p in objs for q in objs]
    index = {fact: i for i, fact in enumerate(fluent)}
    for formula, x in itertools.product(formulas, objs):
        formula = nnf(formula)
        fast = compile_relaxed(world, formula)
        exact = Condition.compile(world.ground(formula, {"?x": x}, index.get))
        for facts in itertools.combinations(fluent, 2):
            true = set(facts)
            want = world.holds(formula, {"?x": x}, true.__contains__)  # no guards
            reached: dict[str, set[tuple[str, ...]]] = {"f": set(), "g": set()}
            for pred, args in facts:
                reached[pred].add(args)
            assert fast({"?x": x}, reached) == want, (formula, x, facts)
            state = sum(1 << index[fact] for fact in facts)
            assert exact.holds(state) == want, (formula, x, facts)


ADL_FOLDERS = ["schedule-adl-typed-2000", "assembly-round-1-adl-1998", "gripper-round-1-adl-1998",
               "elevator-adl-simple-typed-2000", "openstacks-propositional-2006"]  # fmt: skip


@pytest.mark.parametrize("folder", ADL_FOLDERS)
def test_generated_effects_and_joins_agree_with_the_interpreted_ones(
    folder: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Plain effects ((when A (not A)) is (not A)), generated effects and joins, joined
    existentials and quantifiers guarded by static atoms give the machine that the
    plain interpreted grounding gives: the same actions at every state of random walks,
    and the same successors."""
    import random

    from plangate.pddl import formulas, relaxed, schemas

    pair = next(p for p in INSTANCES if p[0].parent.name == folder)
    fast = load_task(*pair)
    with monkeypatch.context() as m:
        m.setattr(schemas, "plain_effect", lambda effect: effect)
        m.setattr(schemas, "compile_effect", lambda *a: None)
        m.setattr(schemas, "MAX_NESTED", -1)  # every join the nested generators
        m.setattr(schemas, "_lifted", lambda *a: [])  # no existential joined
        for module in (formulas, relaxed):  # every quantifier over every object
            m.setattr(module, "guarded", lambda *a: None)
        m.setattr(formulas, "effect_guard", lambda *a: None)
        slow = load_task(*pair)
    assert [str(o) for o in fast.operators] == [str(o) for o in slow.operators]
    draw = random.Random(0)
    for _ in range(5):
        a, b = fast.initial, slow.initial
        for _ in range(30):
            assert fast.atoms(a) == slow.atoms(b)
            ops = fast.applicable(a)
            assert [str(o) for o in ops] == [str(o) for o in slow.applicable(b)]
            if not ops:
                break
            op = draw.choice(ops)
            a, b = op.apply(a), slow.operators[op.index].apply(b)
