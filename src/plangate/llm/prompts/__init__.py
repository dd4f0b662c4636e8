"""Every prompt plangate sends, in one place: the FSM study's (:mod:`.study`) and the
tree searches' (:mod:`.trajectory`: LATS, Tree of Thoughts, RAP); LLM-PFC's modules
are in :mod:`plangate.llm.methods.pfc.modules`. The wording itself is
data (``plangate/data/prompts/wording.yaml``, read by :mod:`.wording`); these
modules only put the sentences together with the rendered states, goals and
actions."""

from plangate.llm.prompts.study import (
    GOAL_CLAIM,
    Example,
    action_feedback,
    action_format,
    action_request,
    choice_request,
    compact_request,
    context,
    cot_trace,
    current_statement,
    example_block,
    next_request,
    pddl_prompt,
    plan_feedback,
    plan_text,
    preplanned_prompt,
    preplanned_request,
    reason_text,
    statement,
    static_facts,
)
from plangate.llm.prompts.trajectory import ask_at, trajectory
from plangate.llm.prompts.wording import say

__all__ = [
    "GOAL_CLAIM",
    "Example",
    "action_feedback",
    "action_format",
    "action_request",
    "ask_at",
    "choice_request",
    "compact_request",
    "context",
    "cot_trace",
    "current_statement",
    "example_block",
    "next_request",
    "pddl_prompt",
    "plan_feedback",
    "plan_text",
    "preplanned_prompt",
    "preplanned_request",
    "reason_text",
    "say",
    "statement",
    "static_facts",
    "trajectory",
]
