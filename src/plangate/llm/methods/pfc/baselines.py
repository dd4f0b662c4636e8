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
from plangate.llm.methods.base import (
    About,
    Context,
    Ending,
    Examples,
    Outcome,
    Plain,
    plan_ending,
)
from plangate.llm.methods.pfc.agent import count_emitted_invalid
from plangate.llm.methods.pfc.options import PFCStats
from plangate.llm.methods.pfc.prompts import load_prompt_set
from plangate.llm.options import MethodOptions
from plangate.llm.reading.checked import applied_steps, check_plan


@dataclass(frozen=True)
class PFCBaseline(Plain):
    about: About
    icl: bool

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
            return Outcome(plan=[], states=[r.task.initial], valid=True, invalid=0, proposals=0)
        steps, result = check_plan(r, s.reading, s.machine, c.text)
        invalid = count_emitted_invalid(
            r.task, steps, lambda step, state: s.reading.parse_step(step, state).action
        )
        applied = applied_steps(s.reading, result, steps)
        s.trace.record(
            "plan",
            messages,
            c,
            parsed=[str(op) for op in applied],
            reading=[st.to_dict() for st in steps],
            verdict=result.status.value,
            valid=result.valid,
        )
        ending = Ending.GOAL_REACHED if result.success else plan_ending(result.status)
        if not steps and not r.task.is_goal(r.task.initial):
            ending = Ending.NO_PLAN  # not an empty valid plan
        stats = PFCStats(
            emitted_actions=len(steps),
            emitted_invalid=invalid,
            solved_without_invalid_proposal=result.success and invalid == 0,
        )
        return Outcome(
            plan=applied,
            states=list(result.states),
            valid=result.valid and bool(steps or r.task.is_goal(r.task.initial)),
            invalid=invalid,
            proposals=max(len(steps), 1),
            generated=result.length,
            ending=ending,
            stats=stats,
        )


def _baseline(name: str, description: str, icl: bool) -> PFCBaseline:
    about = About(
        name=name,
        description=description,
        validated=False,
        stats=PFCStats,  # the emitted-plan counters of LLM-PFC's tables
        paper="pfc",
        ends="after one answer",
    )
    return PFCBaseline(about, icl)


METHODS = [
    _baseline("pfc-zero-shot", "LLM-PFC's zero-shot baseline: the whole plan, no examples", False),
    _baseline(
        "pfc-icl",
        "LLM-PFC's in-context-learning baseline: the whole plan after complete solutions",
        True,
    ),
]
