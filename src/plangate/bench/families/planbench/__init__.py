"""PlanBench's other tasks on any PDDL domain: generated with their exact answers from
the machine (:mod:`.generate`), asked in PlanBench's wording (:mod:`.wording`), read
and scored (:mod:`.score`), a benchmark family (:mod:`.family`: its items run as
``bench`` jobs), reported (:mod:`.report`) and rescored from PlanBench's own result
files (:mod:`.rescore`).

The tasks (:data:`TASKS`), with PlanBench's names:

* ``optimality`` (t2): produce an optimal plan; correct when it is valid and optimal.
* ``verification`` (t3): say whether a plan is valid and, if not, why; the plans are
  valid, fail at a step, or do not reach the goal, in known proportions.
* ``reuse`` (t4): a plan for the state a prefix of a shown plan reaches.
* ``generalization`` (t5): a plan for the next instance of a family, after one example.
* ``replanning`` (t6): a plan from the state an unexpected change made.
* ``execution`` (t7): the facts that hold after an action sequence.
* ``goal-shuffling``, ``full-to-partial``, ``partial-to-full`` (t8.1-t8.3): the same
  problem with its goal reordered, or stated in full / in part.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from plangate.bench.datasets import Instance


@dataclass(frozen=True)
class TaskKind:
    name: str
    planbench: str  # PlanBench's task name (its result files')
    answer: str  # "plan", "verdict" or "facts": what the model writes
    description: str


TASKS: dict[str, TaskKind] = {
    t.name: t
    for t in (
        TaskKind("optimality", "task_2_plan_optimality", "plan", "produce an optimal plan"),
        TaskKind(
            "verification",
            "task_3_plan_verification",
            "verdict",
            "say whether a plan is valid, and if not the first failing step and why",
        ),
        TaskKind(
            "reuse",
            "task_4_plan_reuse",
            "plan",
            "a plan to the state a shown plan's prefix reaches",
        ),
        TaskKind(
            "generalization",
            "task_5_plan_generalization",
            "plan",
            "a plan for the next instance of a family, after a solved one",
        ),
        TaskKind(
            "replanning",
            "task_6_replanning",
            "plan",
            "a plan from the state an unexpected change made mid-plan",
        ),
        TaskKind(
            "execution",
            "task_7_plan_execution",
            "facts",
            "the facts that hold after executing an action sequence",
        ),
        TaskKind(
            "goal-shuffling",
            "task_8_1_goal_shuffling",
            "plan",
            "a plan for a solved problem whose goal is stated in another order",
        ),
        TaskKind(
            "full-to-partial",
            "task_8_2_full_to_partial",
            "plan",
            "a plan for the partial goal, after the plan for the full goal state",
        ),
        TaskKind(
            "partial-to-full",
            "task_8_3_partial_to_full",
            "plan",
            "a plan for the full goal state, after the plan for the partial goal",
        ),
    )
}
GROUPS = {
    "goal-reformulation": ("goal-shuffling", "full-to-partial", "partial-to-full"),
    "all": tuple(TASKS),
}


def task_names(names: list[str]) -> list[str]:
    """The tasks named (``goal-reformulation`` and ``all`` stand for several), in order."""
    from plangate.errors import PlangateError

    out: list[str] = []
    for name in names:
        for t in GROUPS.get(name, (name,)):
            if t not in TASKS:
                have = ", ".join([*TASKS, *GROUPS])
                raise PlangateError(f"unknown PlanBench task {name!r}; the tasks are {have}")
            if t not in out:
                out.append(t)
    return out


def item_of(inst: Instance) -> tuple[str, str, dict[str, object]] | None:
    """The task, prompt and exact answer of a task item, None for an ordinary instance."""
    meta = inst.meta
    t, prompt, answer = meta.get("task"), meta.get("prompt"), meta.get("answer")
    if isinstance(t, str) and t in TASKS and isinstance(prompt, str) and isinstance(answer, dict):
        return t, prompt, answer
    return None
