"""The FSM study's prompts: a context prompt plus one request prompt per method.

The context holds the domain description and rules (the configured
``domain_intro`` or a rendering of the PDDL schemas), the objects and the
facts that never change (generic rendering only), the initial or current
state and the goal. Requests ask for a whole plan, one action, or one
option number, with or without chain-of-thought.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from plangate.fsm.faults import Unmet
from plangate.fsm.machine import Parsed, Verdict
from plangate.llm.prompts.wording import say
from plangate.llm.reading.formatted import plan_block
from plangate.llm.render import Renderer, join_facts
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
        forms = [re.sub(r"\{\d*\}", "<object>", t) for t in r.action_templates.values()]
        return say("study.format_natural", forms="; ".join(forms))
    forms = [
        f"({a.name}{' ' if a.parameters else ''}{' '.join(p.name for p in a.parameters)})"
        for a in r.task.domain.actions
    ]
    return say("study.format_pddl", forms=", ".join(forms))


def static_facts(r: Renderer) -> str | None:
    """The sentence stating the facts that never change (a graph's doors), if shown."""
    static = r.task.static_atoms()
    if (static or r.task.numbers is not None) and (r.config is None or r.config.show_static):
        return say("study.static", facts=r.static())
    return None


def statement(r: Renderer, state: int | None = None, current: bool = False) -> str:
    """The problem statement: objects (generic rendering), the state and the goal."""
    lines = []
    if not r.natural:
        lines.append(say("study.objects", objects=r.objects_text()))
    static = static_facts(r)
    if static is not None:
        lines.append(static)
    s = r.task.initial if state is None else state
    lines.append(say("study.current" if current else "study.initial", state=r.state(s)))
    lines.append(say("study.goal", goal=r.goal()))
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
        parts.append(say("study.examples_head"))
        parts.extend(example_block(ex, cot=True) for ex in examples)
        parts.append(say("study.examples_tail"))
    parts.append(f"[STATEMENT]\n{statement(r, state, current)}")
    return "\n\n".join(parts)


def plan_text(r: Renderer, plan: Sequence[Operator]) -> str:
    return plan_block(r.op(op) for op in plan)


def cot_trace(r: Renderer, plan: Sequence[Operator]) -> str:
    """A step-by-step solution that tracks the state after each action."""
    state = r.task.initial
    lines = [say("study.cot_head")]
    for i, op in enumerate(plan, start=1):
        state = op.apply(state)
        lines.append(say("study.cot_step", i=i, action=r.op(op), state=r.state(state)))
    lines.append(say("study.cot_tail"))
    return "\n".join(lines)


# ------------------------------------------------------------------ preplanned
def preplanned_request(r: Renderer, cot: bool) -> str:
    request = say("study.preplanned_cot" if cot else "study.preplanned", format=action_format(r))
    return f"{request}\n\n{say('study.plan_intro')}"


def example_block(ex: Example, cot: bool) -> str:
    body = f"[STATEMENT]\n{statement(ex.renderer)}\n\n{say('study.plan_intro')}\n\n"
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


def pddl_prompt(r: Renderer) -> str:
    """The task as its PDDL files (printed from their syntax: the same layout for every
    task, comments dropped), and the request for a whole plan (Correa, Pereira, Seipp
    2025: the model gets the domain and the problem in PDDL and answers with a plan)."""
    return say("study.pddl_plan", domain=str(r.task.domain), problem=str(r.task.problem))


def plan_feedback(step: int | None, action: str, reason: str, unmet_goal: str = "") -> str:
    if step is None:
        return say("study.feedback_goal", unmet=unmet_goal)
    return say("study.feedback_step", step=step, action=action, reason=reason)


# ------------------------------------------------------------------ interactive
def action_request(r: Renderer, cot: bool, goal_claim: bool) -> str:
    claim = say("study.claim", claim=GOAL_CLAIM) if goal_claim else ""
    return say("study.action_cot" if cot else "study.action", format=action_format(r), claim=claim)


def next_request(cot: bool, goal_claim: bool) -> str:
    """The short request that follows feedback in a full-history conversation."""
    claim = say("study.claim_short", claim=GOAL_CLAIM) if goal_claim else ""
    return say("study.next_cot" if cot else "study.next", claim=claim)


def compact_request(r: Renderer, cot: bool, goal_claim: bool) -> str:
    """The request of a compact-history call after the first (the action forms were given
    in the first call, and again in the feedback to an answer that holds no action)."""
    return next_request(cot, goal_claim)


def current_statement(r: Renderer, state: int) -> str:
    """Only the current state and the goal (compact history, after the first call)."""
    current = say("study.current", state=r.state(state))
    return f"[STATEMENT]\n{current}\n{say('study.goal', goal=r.goal())}"


def choice_request(r: Renderer, options: Sequence[Operator], cot: bool) -> str:
    listing = "\n".join(f"{i}. {r.op(op)}" for i, op in enumerate(options, start=1))
    tail = say("study.choice_tail_cot" if cot else "study.choice_tail")
    return say("study.choice", listing=listing, tail=tail)


def action_feedback(r: Renderer, valid: bool, reason: str, state: int) -> str:
    if valid:
        return say("study.done", state=r.state(state))
    return say("study.invalid", reason=reason)


def reason_text(r: Renderer, parsed: Parsed, format_hint: bool = True) -> str:
    """Why a proposal is invalid, with unmet preconditions in the configured wording; an
    unreadable one with the expected format of an action (``format_hint``; not for a
    restricted answer, which is a number)."""
    fault = parsed.fault
    if isinstance(fault, Unmet):
        unmet = [r.describe(u) for u in fault.unmet]
        return say(
            "study.inapplicable",
            action=r.action(fault.name, fault.args),
            these=say("study.these_many" if len(unmet) != 1 else "study.these_one"),
            unmet=join_facts(unmet),
        )
    if parsed.verdict is Verdict.UNPARSABLE and format_hint:
        return f"{parsed.reason}. {action_format(r)}"
    return parsed.reason.rstrip(".")
