"""ACPBench's questions that need more than the state's successors: which facts can
never hold and which actions never apply (``reach``, ``areach``), which facts every
plan passes through (``land``), which next action starts an optimal plan (``nexta``);
each builder as in :mod:`.questions`.

A search from the state decides most (what it reaches is reachable; a search that
reaches every state decides all), the delete relaxation proves more unreachable, and
planner queries (:mod:`plangate.verify.planner_questions`) decide a few of what is
left; the rest is listed as undecided, and never used as a candidate.
"""

from __future__ import annotations

import random

from plangate.bench.families.acpbench.questions import (
    At,
    Builder,
    Built,
    Skip,
    applicable_at,
    draw,
    mcq,
    plan_of,
    yes_no,
)
from plangate.bench.families.acpbench.score import candidates, fact_of, op_of
from plangate.verify import questions as q

MAX_CANDIDATES = 5_000  # candidates enumerated for a generative answer over all of them
MAX_FACTS = 300  # facts whose landmark status a generative item decides
MAX_QUERIES = 30  # planner queries for the candidates a bounded search left undecided


def _never(at: At, kind: str) -> tuple[list[str], list[str], bool]:
    """The type-correct facts (``reach``) or actions (``areach``) that can never hold /
    apply from the state, those the budget left undecided, and whether the state space
    was searched whole."""
    cands = candidates(kind, at.task)
    if len(cands) > MAX_CANDIDATES:
        raise Skip(f"{len(cands):,} candidates: more than a generative answer lists")
    facts, ops, complete = q.explored(at.task, at.state, at.budget)
    relaxed = q.relaxed_facts(at.task, at.state)
    never, unknown = [], []
    for atom in cands:
        if kind == "areach":
            op = op_of(at.task, atom)
            if op is None:
                never.append(atom)
            elif op.index in ops:
                continue
            elif (
                complete
                or op.precondition.impossible
                or (relaxed is not None and relaxed & op.precondition.pos != op.precondition.pos)
            ):
                never.append(atom)
            else:
                unknown.append(atom)
            continue
        f = fact_of(at.task, atom)
        if f is None:
            never.append(atom)
        elif facts >> f & 1:
            continue
        elif complete or (relaxed is not None and not relaxed >> f & 1):
            never.append(atom)
        else:
            unknown.append(atom)
    if unknown and at.budget.planner_seconds > 0:  # planner queries decide a few more
        decided = _by_planner(at, kind, unknown[:MAX_QUERIES])
        never += [a for a, v in decided.items() if v is False]
        unknown = [a for a in unknown if decided.get(a) is None]
    return never, unknown, complete


def _by_planner(at: At, kind: str, atoms: list[str]) -> dict[str, bool | None]:
    """Whether each fact (action) can ever hold (apply), by a planner query."""
    from plangate.verify import planner_questions as pq

    out: dict[str, bool | None] = {}
    for atom in atoms:
        seconds = at.budget.planner_seconds
        if kind == "areach":
            op = op_of(at.task, atom)
            assert op is not None
            out[atom] = pq.action_reachable(at.task, at.state, op, seconds)[0]
        else:
            f = fact_of(at.task, atom)
            assert f is not None
            out[atom] = pq.fact_reachable(at.task, at.state, f, seconds)[0]
    return out


def reach_builder(kind: str) -> Builder:
    def build(at: At, fmt: str, rnd: random.Random, yes: bool) -> Built:
        never, unknown, complete = _never(at, kind)
        how = (
            "every reachable state searched"
            if complete
            else "the delete relaxation and a bounded search"
        )
        if fmt == "gen":
            question = (
                "What action can never become applicable, in any state reachable from the "
                "current state?"
                if kind == "areach"
                else "What proposition can never hold in any potentially reachable state?"
            )
            return Built(question, {"never": never, "undecided": unknown, "how": how})
        dropped = set(never) | set(unknown)

        def reachable(a: str) -> bool:
            return a not in dropped

        def unreachable(a: str) -> bool:
            return a in never

        say = at.act if kind == "areach" else at.fact
        if fmt == "bool":
            atom = draw(kind, at, rnd, reachable if yes else unreachable)[0]
            question = (
                f'Is it possible to transition to a state where the action "{say(atom)}" can '
                "be applied?"
                if kind == "areach"
                else "Is it possible to transition to a state where the following holds: "
                f"{say(atom)}?"
            )
            return Built(question, yes_no(yes, about=atom, how=how))
        stem = (
            "Which of the following actions can eventually be applied?"
            if kind == "areach"
            else "Which of the following options can hold in a state that can potentially "
            "be reached?"
        )
        right = draw(kind, at, rnd, reachable)[0]
        return mcq(at, stem, right, draw(kind, at, rnd, unreachable, 3), rnd, say, how=how)

    return build


def land(at: At, fmt: str, rnd: random.Random, yes: bool) -> Built:
    plan_of(at)  # a task with no plan makes every fact a landmark: not asked
    task, state = at.task, at.state
    trivial = state | task.goal.pos
    facts = [f for f in range(len(task.facts)) if not trivial >> f & 1]
    rnd.shuffle(facts)
    decided: dict[str, bool] = {}
    undecided: list[str] = []
    for f in facts[:MAX_FACTS]:
        a = q.landmark(task, state, f, at.budget)
        name = task.facts[f]
        if a.value is None:
            undecided.append(name)
        else:
            decided[name] = a.value
    yes_facts = sorted(a for a, v in decided.items() if v)
    no_facts = sorted(a for a, v in decided.items() if not v)
    if fmt == "gen":
        return Built(
            "Generate a non-trivial fact landmark, one that does not hold in the initial "
            "state or goal.",
            {
                "landmarks": yes_facts,
                "not": no_facts,
                "undecided": undecided,
                "examined": min(len(facts), MAX_FACTS),
                "of": len(facts),
                "how": "a fact is a landmark iff the task without its achievers has no plan",
            },
        )
    if not yes_facts:
        raise Skip("no non-trivial landmark")

    def not_landmark(a: str) -> bool:
        return decided.get(a) is False or fact_of(task, a) is None

    if fmt == "bool":
        atom = rnd.choice(yes_facts) if yes else draw("reach", at, rnd, not_landmark)[0]
        return Built(
            "Is the following fact a landmark (must hold at some point along any plan) for "
            f"the current state? {at.fact(atom)}",
            yes_no(yes, about=atom),
        )
    stem = (
        "Which of the following facts is a landmark (must hold at some point along any "
        "plan) for the current state?"
    )
    return mcq(
        at, stem, rnd.choice(yes_facts), draw("reach", at, rnd, not_landmark, 3), rnd, at.fact
    )


def nexta(at: At, fmt: str, rnd: random.Random, yes: bool) -> Built:
    plan_of(at)
    ops = q.applicable(at.task, at.state)
    verdicts = {str(op): q.next_action(at.oracle, at.state, op) for op in ops}
    good = [a for a, v in verdicts.items() if v.value]
    bad = [a for a, v in verdicts.items() if v.value is False]
    undecided = [a for a, v in verdicts.items() if v.value is None]
    cost = at.oracle.distance(at.state)
    if fmt == "gen":
        return Built(
            "What is the next action that takes us towards the goal?",
            {
                "optimal": good,
                "not": bad,
                "undecided": undecided,
                "cost": cost,
                "how": "an applicable action whose cost plus the distance after it is the "
                "distance before it",
            },
        )
    if not good:
        raise Skip("no next action was decided optimal")

    def not_next(a: str) -> bool:
        return a in bad or not applicable_at(at, a)

    if fmt == "bool":
        atom = (
            rnd.choice(good)
            if yes
            else (
                rnd.choice(bad)
                if bad and rnd.random() < 0.7
                else draw("areach", at, rnd, not_next)[0]
            )
        )
        return Built(
            f'Is the action "{at.act(atom)}" the first action of an optimal plan from the '
            "current state (an action that takes us towards the goal)?",
            yes_no(yes, about=atom, cost=cost),
        )
    wrong = rnd.sample(bad, min(3, len(bad)))
    if len(wrong) < 3:
        wrong += draw("areach", at, rnd, lambda a: not_next(a) and a not in wrong, 3 - len(wrong))
    stem = (
        "Which of the following actions is the first action of an optimal plan from the "
        "current state?"
    )
    return mcq(at, stem, rnd.choice(good), wrong, rnd, at.act, cost=cost)
