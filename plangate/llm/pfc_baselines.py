"""LLM-PFC's baselines (section 3.2): the whole plan in one answer, zero-shot or with
in-context examples of complete solutions, scored as the paper scores them.

With a published prompt set (the Tower of Hanoi, ``data/hanoi/pfc-prompts.yaml``)
the prompt is the paper's problem description, goal and (ICL) its two examples;
otherwise it is the FSM study's preplanned prompt with ``shots`` solved example
problems (the paper: two; three for Steppath, one per optimal length 2, 3, 4).
Every step of the answer is an emitted action: an invalid one is refused by the
environment and counted (the paper's "fraction of invalid actions"), and a
problem counts as solved only when its plan reaches the goal with none.
"""

from __future__ import annotations

from dataclasses import dataclass

from plangate.llm import prompts
from plangate.llm.method import Context, Examples, Plain
from plangate.llm.nl import Renderer
from plangate.llm.options import MethodOptions
from plangate.llm.pfc_prompts import load_prompt_set
from plangate.llm.preplanned import NO_PLAN, applied_steps, check_plan, outcome_words
from plangate.llm.reader import Step
from plangate.llm.session import Outcome


def emitted(r: Renderer, steps: list[Step]) -> int:
    """Invalid emitted actions: each step read in the true state, an unreadable or
    invalid one refused (the state stays) and counted."""
    state, invalid = r.task.initial, 0
    for step in steps:
        op = r.parse_step(step, state).action
        if op is not None and op.applicable(state):
            state = op.apply(state)
        else:
            invalid += 1
    return invalid


@dataclass(frozen=True)
class PFCBaseline(Plain):
    name: str
    description: str
    icl: bool
    validated: bool = False

    def examples(self, opts: MethodOptions) -> Examples:
        return Examples(opts.shots if self.icl else 0)

    def run(self, ctx: Context) -> Outcome:
        s, r = ctx.session, ctx.r
        kind = "icl" if self.icl else "zero-shot"
        path = r.config.pfc_prompts if r.config is not None else None
        paper = load_prompt_set(path) if path else None
        if paper is not None and kind in paper.baselines:
            values = {"current": r.state(r.task.initial), "goal": r.goal()}
            asked = paper.messages(kind, values)
        else:
            shots = ctx.examples if self.icl else ()
            asked = [{"role": "user", "content": prompts.preplanned_prompt(r, shots, False)}]
        messages = [*s.base(), *asked]
        about = s.about("plan", r.task.initial, r.task.goal, cot=False)
        c = s.call(messages, meta=about)
        if c is None:
            return Outcome([], [r.task.initial], True, 0, 0)
        steps, result = check_plan(r, c.text)
        invalid = emitted(r, steps)
        s.trace.record(
            "plan",
            messages,
            c,
            parsed=[str(op) for op in applied_steps(r, result, steps)],
            reading=[st.to_dict() for st in steps],
            verdict=result.status.value,
            valid=result.valid,
        )
        s.trace.outcome = "goal reached" if result.success else outcome_words(result.status)
        if not steps and not r.task.is_goal(r.task.initial):
            s.trace.outcome = NO_PLAN  # not an empty valid plan
        s.trace.stats.update(
            {
                "emitted_actions": len(steps),
                "emitted_invalid": invalid,
                "solved_without_invalid_proposal": result.success and invalid == 0,
            }
        )
        return Outcome(
            applied_steps(r, result, steps),
            list(result.states),
            result.valid and bool(steps or r.task.is_goal(r.task.initial)),
            invalid,
            max(len(steps), 1),
            generated=result.length,
        )


METHODS = [
    PFCBaseline(
        "pfc-zero-shot", "LLM-PFC's zero-shot baseline: the whole plan, no examples", False
    ),
    PFCBaseline(
        "pfc-icl",
        "LLM-PFC's in-context-learning baseline: the whole plan after complete solutions",
        True,
    ),
]
