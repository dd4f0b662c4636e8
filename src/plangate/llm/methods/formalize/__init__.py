"""Formalizing methods (LLM+P and its successors): the model writes PDDL, a classical
planner plans with it, and the plan is judged on the true task.

* ``formalize-problem``: the model gets the domain's PDDL and the problem in words
  (plangate's wording of the instance, or a dataset's own) and writes the problem file;
* ``formalize-domain``: the model gets the actions described and the problem in words
  and writes both files.

Each round reads the files in the answer (:mod:`.extract`), parses and grounds them and
plans with the ground truth's exact planners (:mod:`.written`); a failure goes back to
the model as a user would see it (the parser's error with line and column, "no plan", a
time-out), up to ``max_tries`` answers, as in the FSM study's validated modes. The plan
found is mapped to the true task's objects (by the renaming the equivalence check finds,
else by name) and validated there: the episode's verdict and metrics are the true
task's, so formalizers sit in the same tables as the planner methods. The counters say
how the files fared: rounds, parse errors, plans not found, and whether the last files
are equivalent to the true ones (:mod:`plangate.verify.equivalence`).
"""

from __future__ import annotations

from dataclasses import dataclass

from plangate.llm.methods.base import About, Context, Ending, Examples, Outcome, Plain, plan_ending
from plangate.llm.methods.formalize.written import Attempt, attempt, judge, prompt
from plangate.llm.options import MethodOptions


@dataclass
class FormalizeStats:
    """How the written files fared over an episode."""

    rounds: int = 0
    parse_errors: int = 0
    missing: int = 0  # answers without the file asked for
    no_plan: int = 0  # files the planner proved unsolvable
    timeouts: int = 0
    parsed: bool = False  # the last files parse and ground
    solvable: bool = False  # the planner found a plan for them
    equivalent: str = ""  # the equivalence verdict on the last files that parsed
    witness: str = ""  # its witness, in words


def _count(stats: FormalizeStats, a: Attempt) -> None:
    stats.rounds += 1
    if a.status == "parse error":
        stats.parse_errors += 1
    elif a.status == "missing":
        stats.missing += 1
    elif a.status == "no plan":
        stats.no_plan += 1
    elif a.status == "time-out":
        stats.timeouts += 1


def _formalize(ctx: Context, with_domain: bool, tries: int) -> Outcome:
    s, task = ctx.session, ctx.renderer.task
    messages = [*s.base(), {"role": "user", "content": prompt(ctx.renderer, with_domain)}]
    stats = FormalizeStats()
    last: Attempt | None = None
    for _ in range(tries):
        kind = "formalize-domain" if with_domain else "formalize-problem"
        c = s.call(messages, sampling=s.sampling_for(False), meta=s.about(kind, task.initial,
                                                                            task.goal))  # fmt: skip
        if c is None:
            break
        last = attempt(c.text, task.domain, with_domain)
        _count(stats, last)
        s.trace.record("formalize", messages, c, verdict=last.status, valid=last.status == "plan",
                       parsed=list(last.plan), feedback=last.feedback)  # fmt: skip
        if last.status == "plan":
            break
        messages = [*messages, {"role": "assistant", "content": c.text},
                    {"role": "user", "content": last.feedback}]  # fmt: skip
    if last is None:
        return Outcome(plan=[], states=[task.initial], valid=False, invalid=0, proposals=0,
                       ending=Ending.MODEL_ERROR, stats=stats)  # fmt: skip
    judged = judge(last, task)
    stats.parsed, stats.solvable = judged.parses, judged.solvable
    stats.equivalent, stats.witness = judged.equivalent, judged.witness
    result = judged.result
    if result is None:
        notes = [f"the last written files: {last.status}"]
        return Outcome(plan=[], states=[task.initial], valid=False, invalid=stats.rounds,
                       proposals=stats.rounds, ending=Ending.TRIES_EXHAUSTED, stats=stats,
                       notes=notes)  # fmt: skip
    steps = judged.steps
    plan = [op for op in (task.operator(*_split(x)) for x in steps[: result.applied]) if op]
    return Outcome(
        plan=plan,
        states=list(result.states),
        valid=result.valid,
        invalid=stats.rounds - 1 + (not result.valid),
        proposals=stats.rounds,
        generated=len(steps),
        ending=None if result.success else plan_ending(result.status),
        stats=stats,
    )


def _split(step: str) -> tuple[str, tuple[str, ...]]:
    name, *args = step.strip("()").split()
    return name, tuple(args)


@dataclass(frozen=True)
class Formalize(Plain):
    about: About
    with_domain: bool = False

    def examples(self, opts: MethodOptions) -> Examples:
        return Examples(0, required=False)

    def run(self, ctx: Context) -> Outcome:
        return _formalize(ctx, self.with_domain, max(1, ctx.opts.max_tries))


def _about(name: str, description: str) -> About:
    return About(name=name, description=description, validated=True, paper="formalize",
                 stats=FormalizeStats, budgets=("max_tries",),
                 ends="a plan for the written files, or `max_tries` answers")  # fmt: skip


METHODS = [
    Formalize(_about(
        "formalize-problem",
        "writes the PDDL problem file from the domain's PDDL and the problem in words; a "
        "classical planner plans with it (parse errors, no plan and time-outs are fed back, "
        "up to `max_tries` answers); the plan is validated on the true task",
    )),
    Formalize(_about(
        "formalize-domain",
        "writes the PDDL domain and problem files from the actions and the problem in "
        "words; planned, fed back and validated on the true task as formalize-problem",
    ), with_domain=True),
]  # fmt: skip
