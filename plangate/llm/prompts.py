"""The FSM study's prompts: a context prompt plus one request prompt per method.

The context holds the domain description and rules (the configured
``domain_intro`` or a rendering of the PDDL schemas), the objects and the
facts that never change (generic rendering only), the initial or current
state and the goal. Requests ask for a whole plan, one action, or one
option number, with or without chain-of-thought.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from plangate.fsm.machine import Parsed, Verdict
from plangate.llm.nl import Renderer, join_facts
from plangate.pddl.task import Operator

GOAL_CLAIM = "GOAL REACHED"


@dataclass(frozen=True)
class Example:
    """A solved instance of the same domain, for few-shot and chain-of-thought prompts."""

    renderer: Renderer
    plan: tuple[Operator, ...]


def action_format(r: Renderer) -> str:
    """How an action is to be written."""
    if r.natural:
        forms = [tpl.replace("{}", "<object>") for tpl in r.action_templates.values()]
        return "Write each action exactly in one of these forms: " + "; ".join(forms) + "."
    forms = [
        f"({a.name}{' ' if a.parameters else ''}{' '.join(p.name for p in a.parameters)})"
        for a in r.task.domain.actions
    ]
    return "Write each action in PDDL syntax with its arguments, one of: " + ", ".join(forms) + "."


def statement(r: Renderer, state: int | None = None, current: bool = False) -> str:
    """The problem statement: objects (generic rendering), the state and the goal."""
    lines = []
    if not r.natural:
        lines.append(f"The objects are: {r.objects_text()}.")
    static = r.task.static_atoms()
    if static and (r.config is None or r.config.show_static):
        lines.append(f"These facts always hold: {r.facts(static)}.")
    s = r.task.initial if state is None else state
    if current:
        lines.append(f"Currently I have that, {r.state(s)}.")
    else:
        lines.append(f"As initial conditions I have that, {r.state(s)}.")
    lines.append(f"My goal is to have that {r.goal()}.")
    return "\n".join(lines)


def context(
    r: Renderer,
    state: int | None = None,
    current: bool = False,
    examples: Sequence[Example] = (),
) -> str:
    """Domain description, solved examples (chain-of-thought), then the statement."""
    parts = [r.intro()]
    if examples:
        parts.append("Here is how another problem of this kind was solved, step by step.")
        parts.extend(example_block(ex, cot=True) for ex in examples)
        parts.append("Now the problem to solve.")
    parts.append(f"[STATEMENT]\n{statement(r, state, current)}")
    return "\n\n".join(parts)


def plan_text(r: Renderer, plan: Sequence[Operator]) -> str:
    return "[PLAN]\n" + "".join(f"{r.op(op)}\n" for op in plan) + "[PLAN END]"


def cot_trace(r: Renderer, plan: Sequence[Operator]) -> str:
    """A step-by-step solution that tracks the state after each action."""
    state = r.task.initial
    lines = ["Let me track the state after each action."]
    for i, op in enumerate(plan, start=1):
        state = op.apply(state)
        lines.append(f"Step {i}: {r.op(op)}. Now I have that, {r.state(state)}.")
    lines.append("All goal conditions now hold.")
    return "\n".join(lines)


# ------------------------------------------------------------------ preplanned
def preplanned_request(r: Renderer, cot: bool) -> str:
    if cot:
        return (
            "Think step by step: for each action, check that its preconditions hold and write "
            "the state it leads to. Then write the whole plan, one action per line, between "
            f"[PLAN] and [PLAN END]. {action_format(r)}\n\nMy plan is as follows:"
        )
    return (
        "Write the whole plan that reaches the goal, one action per line, between [PLAN] and "
        f"[PLAN END], and nothing else. {action_format(r)}\n\nMy plan is as follows:"
    )


def example_block(ex: Example, cot: bool) -> str:
    body = f"[STATEMENT]\n{statement(ex.renderer)}\n\nMy plan is as follows:\n\n"
    if cot:
        body += cot_trace(ex.renderer, ex.plan) + "\n\n"
    return body + plan_text(ex.renderer, ex.plan)


def preplanned_prompt(r: Renderer, examples: Sequence[Example], cot: bool) -> str:
    parts = [r.intro()]
    for ex in examples:
        parts.append(example_block(ex, cot))
    parts.append(f"[STATEMENT]\n{statement(r)}")
    parts.append(preplanned_request(r, cot))
    return "\n\n".join(parts)


def plan_feedback(step: int | None, action: str, reason: str, unmet_goal: str = "") -> str:
    if step is None:
        return (
            f"The plan is valid but does not reach the goal: still unmet are {unmet_goal}. "
            "Write a corrected whole plan between [PLAN] and [PLAN END]."
        )
    return (
        f"Step {step} ({action}) cannot be executed: {reason}. "
        "Write a corrected whole plan between [PLAN] and [PLAN END]."
    )


# ------------------------------------------------------------------ interactive
def action_request(r: Renderer, cot: bool, goal_claim: bool) -> str:
    claim = (
        f" If you believe the goal has been reached, answer {GOAL_CLAIM} instead of an action."
        if goal_claim
        else ""
    )
    if cot:
        return (
            "Think step by step about the current state, the goal and the preconditions of the "
            f"actions. Then write the next action on the last line as 'Action: <action>'. "
            f"{action_format(r)}{claim}"
        )
    return f"What is the next action? Answer with one action only. {action_format(r)}{claim}"


def next_request(cot: bool, goal_claim: bool) -> str:
    """The short request that follows feedback in a full-history conversation."""
    claim = f" (or {GOAL_CLAIM})" if goal_claim else ""
    if cot:
        return f"Think step by step, then write the next action as 'Action: <action>'{claim}."
    return f"What is the next action{claim}?"


def compact_request(r: Renderer, cot: bool, goal_claim: bool) -> str:
    """The request of a compact-history call after the first (the action forms were given
    in the first call, and again in the feedback to an answer that holds no action)."""
    return next_request(cot, goal_claim)


def current_statement(r: Renderer, state: int) -> str:
    """Only the current state and the goal (compact history, after the first call)."""
    return (
        f"[STATEMENT]\nCurrently I have that, {r.state(state)}.\n"
        f"My goal is to have that {r.goal()}."
    )


def choice_request(r: Renderer, options: Sequence[Operator], cot: bool) -> str:
    listing = "\n".join(f"{i}. {r.op(op)}" for i, op in enumerate(options, start=1))
    if cot:
        tail = (
            "Think step by step about which action brings the goal closer. Then write the "
            "number of the best next action on the last line as 'Answer: <number>'."
        )
    else:
        tail = "Return only the number of the best next action to achieve my goal."
    return f"The valid actions now are:\n{listing}\n\n{tail}"


def action_feedback(r: Renderer, valid: bool, reason: str, state: int) -> str:
    if valid:
        return f"Done. Now I have that, {r.state(state)}."
    return f"That action cannot be executed: {reason}. The state is unchanged."


def reason_text(r: Renderer, parsed: Parsed) -> str:
    """Why a proposal is invalid, with unmet preconditions in the configured wording."""
    if parsed.verdict is Verdict.INAPPLICABLE and parsed.name is not None:
        unmet = [r.describe(u) for u in parsed.unmet]
        return (
            f"{r.action(parsed.name, parsed.args)} is not applicable because "
            f"{'these preconditions do' if len(unmet) != 1 else 'this precondition does'} "
            f"not hold: {join_facts(unmet)}"
        )
    if parsed.verdict is Verdict.UNPARSABLE and not parsed.reason.startswith("answer with"):
        return f"{parsed.reason}. {action_format(r)}"
    return parsed.reason
