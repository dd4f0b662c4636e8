"""PlanBench's wording of its tasks, for any task plangate renders.

Each prompt is the domain's introduction followed by ``[STATEMENT]`` blocks:
solved examples first, then the query, which ends where the model's answer
starts. The sentences are PlanBench's (``plan-bench/utils/task_utils.py``);
the facts and actions are written with the task's rendering (a PlanBench
configuration, else the generic rendering of the PDDL, which also states the
objects).
"""

from __future__ import annotations

from collections.abc import Sequence

from plangate.llm.prompts.study import static_facts
from plangate.llm.prompts.wording import say
from plangate.llm.render import Renderer
from plangate.pddl.task import Operator

PLAN_END = "[PLAN END]"
SEQUENCE_END = "[ACTION SEQUENCE END]"


def intro(r: Renderer, cost: bool = False) -> str:
    """The domain's introduction (``domain_intro_cost`` for the optimality task)."""
    if cost and r.config is not None and r.config.domain_intro_cost:
        return r.config.domain_intro_cost
    text = r.intro()
    if cost and (r.config is None or not r.config.domain_intro_cost):
        text += "\nEach action takes 1 minute to execute."
    return text


def head(r: Renderer, state: int | None = None) -> str:
    """``[STATEMENT]`` and the initial conditions (the objects first, in the generic
    rendering)."""
    lines = ["", "[STATEMENT]"]
    if not r.natural:
        lines.append(say("study.objects", objects=r.objects_text()))
    static = static_facts(r)
    if static is not None:
        lines.append(static)
    shown = r.state(r.task.initial if state is None else state)
    lines.append(f"As initial conditions I have that, {shown}.")
    return "\n".join(lines)


def actions(r: Renderer, plan: Sequence[Operator], end: str = PLAN_END) -> str:
    return "\n" + "".join(f"{r.op(op)}\n" for op in plan) + f"{end}\n"


def statement(r: Renderer, goal_suffix: str = "", goal_space: str = "") -> str:
    """The statement of a plan task up to ``[PLAN]`` (``goal_suffix``: the optimality
    task's "I want to minimize ...")."""
    return (
        f"{head(r)}\nMy goal is to have that {r.goal()}.{goal_suffix}{goal_space}\n"
        "My plan is as follows:\n\n[PLAN]"
    )


def plan_block(r: Renderer, plan: Sequence[Operator] | None, goal_suffix: str = "") -> str:
    """A plan task's statement, solved (``plan``) or ending at ``[PLAN]`` (the query)."""
    return statement(r, goal_suffix) + (actions(r, plan) if plan is not None else "")


MINIMIZE = " I want to minimize the time taken to achieve my goal."


def cost_text(length: int) -> str:
    return f"The total time to execute the plan is {length} minute{'s' if length != 1 else ''}.\n"


def verification_block(
    r: Renderer, plan: Sequence[Operator], message: str | None, shown: Sequence[str] = ()
) -> str:
    """A plan to verify (``shown``: its steps as written, when they are not all actions of
    the task) and, for an example, the verdict."""
    steps = list(shown) or [r.op(op) for op in plan]
    body = "\n" + "".join(f"{s}\n" for s in steps) + f"{PLAN_END}\n"
    text = (
        f"{head(r)}\nMy goal is to have that {r.goal()}. \nMy plan is as follows:\n\n"
        f"[PLAN]{body}\n[VERIFICATION]"
    )
    return text + (f"\n{message}" if message is not None else "")


def verdict_message(
    r: Renderer, kind: str, step: int | None, action: str, unmet: Sequence[str]
) -> str:
    """PlanBench's verification message: valid, an unmet goal, or the first inexecutable
    step with its unmet preconditions."""
    if kind == "valid":
        return "The above plan is valid.\n"
    many = len(unmet) > 1
    facts = r.facts(unmet) or ", ".join(unmet)
    if kind == "goal":
        what = (
            "These are the unmet goal conditions:" if many else "This is the unmet goal condition:"
        )
        return f"The above plan is invalid. {what}\n{facts}\n"
    has = "has unmet preconditions:" if many else "has an unmet precondition:"
    are = "The unmet preconditions are:" if many else "The unmet precondition is:"
    return (
        f"The above plan is invalid. The following action at step {step} {has}\n{action}\n"
        f"{are}\n{facts}\n"
    )


def execution_block(r: Renderer, sequence: Sequence[Operator], result: int | None) -> str:
    """A state, an executed action sequence and, for an example, the resulting state."""
    text = (
        f"{head(r)}\n I have executed the following action sequence:\n\n[ACTION SEQUENCE]"
        f"{actions(r, sequence, SEQUENCE_END)}[RESULTING STATE]\n"
    )
    return text + (f"{r.state(result)}\n" if result is not None else "")


def replanning_block(
    r: Renderer,
    plan: Sequence[Operator],
    step: int,
    became_true: Sequence[str],
    became_false: Sequence[str],
    new_plan: Sequence[Operator] | None,
) -> str:
    """A plan, the unexpected event after its step ``step``, and the plan from the new
    state (for an example; the query ends at ``[PLAN]``)."""
    event = (
        "During execution, an unexpected event has occurred.\n"
        f'After executing the action "{r.op(plan[step - 1])}" at step {step} in the plan, '
        f"the following facts unexpectedly became true: {r.facts(became_true) or 'none'}\n"
        f"The following facts became unexpectedly false: {r.facts(became_false) or 'none'}"
    )
    after = "After re-planning from the new state, the plan is as follows:\n[PLAN]"
    text = f"{plan_block(r, plan)}\n{event}\n{after}"
    return text + (actions(r, new_plan) if new_plan is not None else "")
