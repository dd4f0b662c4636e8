"""The FSM study's preplanned methods: the whole plan in one answer.

``preplanned`` checks the plan afterwards; ``preplanned-validated`` feeds the
first failing step (or the unmet goal) back and asks again, up to
``max_tries`` plans; ``preplanned-cot`` asks for reasoning first, with a
solved example.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from plangate.llm import prompts
from plangate.llm.methods.base import About, Context, Ending, Examples, Outcome, Plain, plan_ending
from plangate.llm.options import MethodOptions
from plangate.llm.reading.checked import applied_steps, check_plan
from plangate.llm.session import Session
from plangate.verify.validate import ValidationResult, ValidationStatus


def _preplanned(s: Session, examples: Sequence[prompts.Example], cot: bool, tries: int,
                pddl: bool = False) -> Outcome:  # fmt: skip
    r = s.r
    asked = prompts.pddl_prompt(r) if pddl else prompts.preplanned_prompt(r, examples, cot)
    messages = [*s.base(), {"role": "user", "content": asked}]
    result: ValidationResult | None = None
    rejected = 0
    ending: Ending | None = None
    for _ in range(tries):
        about = s.about("plan", r.task.initial, r.task.goal, cot=cot)
        c = s.call(messages, sampling=s.sampling_for(cot), meta=about)
        if c is None:
            break
        steps, result = check_plan(r, s.reading, s.machine, c.text)
        ops = applied_steps(s.reading, result, steps)
        feedback = ""
        if not result.success:
            if result.status is ValidationStatus.GOAL_NOT_REACHED:
                feedback = prompts.plan_feedback(None, "", "", r.facts(result.unmet_goal))
            else:
                unmet = result.unmet_preconditions
                reason = (
                    f"these preconditions do not hold: {r.facts(unmet)}" if unmet else result.reason
                )
                feedback = prompts.plan_feedback(
                    result.failed_step, steps[(result.failed_step or 1) - 1].text, reason
                )
        s.trace.record(
            "plan",
            messages,
            c,
            parsed=[str(op) for op in ops],
            reading=[st.to_dict() for st in steps],
            verdict=result.status.value,
            valid=result.valid,
            feedback=feedback if tries > 1 else "",
            state_before=r.task.describe(r.task.initial),
            state_after=r.task.describe(result.final_state),
        )
        if result.success:
            ending = Ending.GOAL_REACHED
            break
        rejected += 1
        if rejected >= tries:
            ending = Ending.TRIES_EXHAUSTED if tries > 1 else plan_ending(result.status)
            break
        messages = [
            *messages,
            {"role": "assistant", "content": c.text},
            {"role": "user", "content": feedback},
        ]
    if result is None:
        return Outcome(plan=[], states=[r.task.initial], valid=True, invalid=0, proposals=0)
    if not steps and not r.task.is_goal(r.task.initial):
        # no readable action at all: no plan, not an empty valid one
        return Outcome(
            plan=[], states=[r.task.initial], valid=False, invalid=1, proposals=1,
            ending=Ending.NO_PLAN,
        )  # fmt: skip
    return Outcome(
        plan=ops,  # the executable prefix of the last plan proposed
        states=list(result.states),
        valid=result.valid,
        invalid=rejected if tries > 1 else (0 if result.valid else 1),
        proposals=len(s.trace.turns) if tries > 1 else result.applied + (not result.valid),
        generated=result.length,  # every step of the last plan, past an invalid one too
        ending=ending,
    )


@dataclass(frozen=True)
class Preplanned(Plain):
    """A preplanned method of the FSM study: the whole plan in one answer, checked after
    (``validated``: with feedback and ``max_tries`` tries)."""

    about: About
    cot: bool = False
    pddl: bool = False  # the prompt is the task's PDDL files (Correa, Pereira, Seipp 2025)

    def examples(self, opts: MethodOptions) -> Examples:
        if self.pddl:
            return Examples(0)
        return Examples(max(1, opts.shots) if self.cot else opts.shots)

    def run(self, ctx: Context) -> Outcome:
        tries = ctx.opts.max_tries if self.about.validated else 1
        return _preplanned(ctx.session, ctx.examples, self.cot, tries, self.pddl)


def preplanned(name: str, description: str, validated: bool, cot: bool = False,
               pddl: bool = False) -> Preplanned:  # fmt: skip
    about = About(
        name=name,
        description=description,
        validated=validated,
        paper="frontier" if pddl else "fsm",  # the FSM study's Table 1
        budgets=("max_tries",) * validated + ("cot_max_tokens",) * cot,
        ends="success or `max_tries` plans" if validated else "after one answer",
    )
    return Preplanned(about, cot, pddl)


METHODS = [
    preplanned(
        "preplanned",
        "writes the whole plan in one answer; checked afterwards; `shots` adds solved examples "
        "(0: zero-shot)",
        False,
    ),
    preplanned(
        "preplanned-validated",
        "the whole plan; an invalid plan gets feedback naming the first failing step and its "
        "unmet preconditions (or the unmet goal), and another try",
        True,
    ),
    preplanned(
        "preplanned-cot",
        "preplanned with chain-of-thought and a one-shot example built from another instance "
        "of the domain, solved by the classical planner, with the state after each step",
        False,
        True,
    ),
    preplanned(
        "pddl-plan",
        "the domain and problem as PDDL files, the whole plan in one answer in PDDL "
        "(Correa, Pereira, Seipp 2025's end-to-end protocol); checked afterwards",
        False,
        pddl=True,
    ),
]
