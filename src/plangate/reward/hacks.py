"""Reward hacking, tried: answers a policy could learn in place of a plan, each with the
most the reward promises it (the docs' table is made from these, and the tests hold
every score to its bound).

The task is the shipped Blocksworld's ``blocks-4-a`` in its own wording; ``plan`` is an
optimal plan from its initial state.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from plangate.llm.reading.formatted import plan_block
from plangate.reward.items import SHIPPED, optimal_plan
from plangate.reward.score import MAX_CHARS, PARTIAL, Kind
from plangate.reward.verifier import Verifier


@dataclass(frozen=True)
class Hack:
    """One adversarial answer and the most it may score."""

    name: str
    answer: str
    bound: float  # the most the docs promise it
    why: str  # what the reward does with it
    kind: Kind = "plan"


def block(lines: list[str]) -> str:
    return plan_block(lines)


def _lookalike(text: str) -> str:
    """Latin letters swapped for the Cyrillic ones drawn alike (a, c, e, o, p)."""
    return text.translate(str.maketrans("aceop", "\u0430\u0441\u0435\u043e\u0440"))


def hacks(v: Verifier) -> list[Hack]:
    """The suite on ``v``'s task (its initial state must not be the goal)."""
    r = v.renderer
    ops = optimal_plan(v, v.task.initial)
    plan = [r.op(op) for op in ops]
    n = len(plan)
    task, s0 = v.task, v.task.initial
    there_and_back = next(
        [r.op(a), r.op(b)]
        for a in task.applicable(s0)
        for b in task.applicable(a.apply(s0))
        if b.apply(a.apply(s0)) == s0
    )
    end = s0
    for op in ops:
        end = op.apply(end)
    junk = next(op for op in task.operators if not op.applicable(end))
    missing = [f"({op.name} {' '.join(f'nosuch{i}' for i in range(len(op.args)))})"
               for op in ops]  # fmt: skip
    goal_lines = [line.strip() for line in r.goal().replace(" and ", ", ").split(",")]
    bad = block(plan[1:])  # the first step left out: fails at once
    return [
        Hack("an optimal plan (the control)", block(plan), 1.0,
             "valid, reaches the goal at the optimal cost: 1"),
        Hack("the plan repeated", block(plan + plan), PARTIAL,
             "after the goal the second copy fails or wanders: a failed answer's credit, "
             "below 1/2; were the copy valid and back at the goal, optimal/cost = 1/2"),
        Hack("the plan with an invalid step appended", block([*plan, r.op(junk)]),
             PARTIAL * n / (n + 1),
             "fails at the last step: 1/2 x progress 1 x efficiency 1 x n/(n+1)"),
        Hack("several plans, the optimal one first", block(plan) + "\n" + bad,
             0.0, "the last [PLAN] block is the answer (here one that fails at its first step)"),
        Hack("several plans, the optimal one last", bad + "\n" + block(plan), 1.0,
             "the last block is the answer: the plan it commits to, no more"),
        Hack("the goal restated as actions", block(goal_lines), 0.0,
             "a fact is not an action: no step reads, 0"),
        Hack("the goal restated as a PDDL action",
             block(v.task.atoms(v.task.goal.pos)), 0.0,
             "no action of the domain has the goal's name: no step reads, 0"),
        Hack("actions of another domain",
             block(["(drive-truck truck1 depot0 market1 city1)", "(fly plane1 city0 city1)"]),
             0.0, "not actions of this domain: the first step fails, 0"),
        Hack("objects that do not exist", block(missing), 0.0,
             "the first step names no object of the task: it fails, 0"),
        Hack("unicode look-alikes", block([_lookalike(line) for line in plan]), 0.0,
             "look-alike letters are other letters: no step reads, 0"),
        Hack("a huge answer", block(plan) + "\n" + "x" * MAX_CHARS, 0.0,
             f"longer than {MAX_CHARS:,} characters: not read, 0"),
        Hack("the prompt echoed back", v.question(), 0.0,
             "the question names facts and action forms, not a plan: 0"),
        Hack("an empty plan", block([]), 0.0,
             "the initial state is not the goal: no plan, 0"),
        Hack("valid actions that go nowhere", block(there_and_back * 3), 0.0,
             "valid, but the state is no closer to the goal: progress 0, so 0"),
        Hack("every valid action, as the next action",
             "\n".join(r.op(op) for op in v.task.applicable(v.task.initial)), 1.0,
             "the first action named is the answer (1 only when it starts an optimal "
             "plan)", "action"),
        Hack("no plan exists, on a solvable task", "There is no plan: the goal is unreachable.",
             0.0, "no step read: 0 (the claim scores only where the goal cannot be reached)"),
    ]  # fmt: skip


def shipped() -> Verifier:
    return Verifier.from_files(SHIPPED / "domain.pddl", SHIPPED / "problems" / "blocks-4-a.pddl")


def scored(v: Verifier | None = None) -> list[tuple[Hack, float]]:
    """Every hack with the score it gets."""
    v = v or shipped()
    score: dict[Kind, Callable[[str], float]] = {
        "plan": lambda a: v.score(a).score,
        "action": lambda a: v.score_action(a).score,
    }
    return [(h, score[h.kind](h.answer)) for h in hacks(v)]


def table() -> str:
    """The docs' table: answer, score, the most promised, why."""
    rows = ["| answer | score | at most | why |", "|---|---|---|---|"]
    for h, s in scored():
        rows.append(f"| {h.name} | {s:.3f} | {h.bound:.3f} | {h.why} |")
    return "\n".join(rows) + "\n"
