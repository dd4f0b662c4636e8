"""``code-genplan``: the model writes a generalized plan, a Python function that plans
any problem of the domain (Silver et al.: Generalized Planning in PDDL Domains with
Pretrained Large Language Models, AAAI 2024).

The model gets the domain's PDDL and the training problems (``--train FILE``; default:
the episode's own problem) as a program sees them (:mod:`plangate.programs.states`),
and writes ``get_plan(objects, init, goal)``. Each answer's program runs in the sandbox
on every training problem; the first failure goes back to the model, in Silver et
al.'s four kinds: an exception (with the line of the program), a time-out, a plan that
cannot be read (a step that is no action of the problem), or the first invalid step (the
validator's: the action and its false precondition, or the goal facts a complete plan
leaves unmet), within ``--max-tries`` answers. The last program that solves every
training problem (else the last that runs) then plans the episode's problem; its plan
is validated on the true task.
"""

from __future__ import annotations

from dataclasses import dataclass

from plangate.llm.methods.base import About, Context, Ending, Outcome
from plangate.llm.methods.code_common import (
    PART,
    ProgramMethod,
    Training,
    claimed,
    ended,
    recorded_round,
    statement_of,
    training,
)
from plangate.llm.prompts.wording import say
from plangate.programs.code import extract_code
from plangate.programs.heuristic import GET_PLAN, read_plan
from plangate.programs.runs import genplan_calls
from plangate.programs.states import View
from plangate.verify.budgets import PROGRAM_PLAN_SECONDS
from plangate.verify.validate import validate

SHOWN = 2  # training problems shown in the prompt
NAMES = f"{GET_PLAN}(objects, init, goal)"


@dataclass
class GenPlanStats:
    """How the generalized plans fared over an episode."""

    rounds: int = 0
    no_code: int = 0
    exceptions: int = 0  # the four kinds of feedback, as often as each was given
    timeouts: int = 0
    unreadable: int = 0
    invalid: int = 0
    failure: str = ""  # the last failure's kind ("" when the last program passed)
    passed: bool = False  # a program solved every training problem
    trained: int = 0


def _verdict(view: View, got: object, stats: GenPlanStats) -> str:
    """The first failure of one answer on one problem, counted ("" when it solves it)."""
    task = view.task
    if not isinstance(got, dict) or "value" not in got:
        error = got.get("error", "no answer") if isinstance(got, dict) else "no answer"
        kind = got.get("kind") if isinstance(got, dict) else ""
        line = got.get("line") if isinstance(got, dict) else None
        at = f" (line {line} of your code)" if isinstance(line, int) else ""
        if kind == "timeout":
            stats.timeouts += 1
            stats.failure = "timeout"
            return f"get_plan did not return within {PROGRAM_PLAN_SECONDS:g} seconds."
        if kind == "shape":
            stats.unreadable += 1
            stats.failure = "unreadable"
            return f"get_plan {str(error).removeprefix('Shape: ')}."
        stats.exceptions += 1
        stats.failure = "exception"
        return f"get_plan raised {error}{at}."
    plan, broken = read_plan(task, got["value"])
    if broken:
        stats.unreadable += 1
        stats.failure = "unreadable"
        return f"the plan cannot be read: {broken}."
    check = validate(task, plan)
    if check.success:
        return ""
    stats.invalid += 1
    stats.failure = "invalid"
    if check.valid:
        unmet = ", ".join(check.unmet_goal[:5])
        return f"the plan ends before the goal is reached ({unmet} not true)."
    return f"the plan is invalid: {check.reason}."


def _prompt(train: Training, views: list[View], words: str) -> str:
    task = views[0].task
    head = say("formalize.domain_head", domain=task.domain)
    shown = [say("programs.genplan_problem", problem=name, objects=repr(v.objects),
                 state=repr(sorted(v.facts(v.task.initial), key=str)),
                 goal=repr(sorted(v.goal or (), key=str)))
             for name, v in list(zip(train.names, views, strict=True))[:SHOWN]]  # fmt: skip
    return f"{head}\n\n{words}{say('programs.genplan', problems=chr(10).join(shown))}"


def _code_genplan(ctx: Context) -> Outcome:
    s, task = ctx.session, ctx.renderer.task
    stats = GenPlanStats()
    train = training(ctx)
    views = [View.of(t) for t in train.tasks]
    for name, v in zip(train.names, views, strict=True):
        if v.goal is None:
            return ended(task, 0, stats, Ending.MODEL_ERROR, f"training task {name}: "
                         f"{v.why_no_goal}")  # fmt: skip
    stats.trained = len(views)
    prompt = _prompt(train, views, statement_of(ctx, train))
    messages = [*s.base(), {"role": "user", "content": prompt}]
    kept: str | None = None
    for _ in range(max(1, ctx.opts.max_tries)):
        c = s.call(messages, sampling=s.sampling_for(True),
                   meta=s.about("code-genplan", task.initial, task.goal))  # fmt: skip
        if c is None:
            break
        stats.rounds += 1
        code = extract_code(c.text, (GET_PLAN,))
        if code is None:
            stats.no_code += 1
            stats.failure = "no code"
            feedback = say("programs.no_code_of", names=NAMES)
        else:
            answers, why = genplan_calls(code, views)
            feedback = ""
            if answers is None:
                kind = "timeout" if why == "timeout" else "exception"
                stats.timeouts += kind == "timeout"
                stats.exceptions += kind == "exception"
                stats.failure = kind
                said = f"it ran past {PROGRAM_PLAN_SECONDS:g} seconds" if kind == "timeout" else why
                feedback = say("programs.ran_of", said=said, names=NAMES)
            else:
                kept = code
                for name, v, got in zip(train.names, views, answers, strict=True):
                    failure = _verdict(v, got, stats)
                    if failure:
                        feedback = say("programs.plan_failed", problem=name, failure=failure)
                        break
        following = recorded_round(s, messages, c, stats.failure or "passed", feedback)
        if following is None:
            stats.passed, stats.failure = True, ""
            break
        messages = following
    if stats.rounds == 0:
        return ended(task, 0, stats, Ending.MODEL_ERROR, "the model gave no answer")
    if kept is None:
        return ended(task, stats.rounds, stats, Ending.TRIES_EXHAUSTED,
                     "no answer held a get_plan that runs")  # fmt: skip
    answers, why = genplan_calls(kept, [View.of(task)])
    got = answers[0] if answers else None
    if not isinstance(got, dict) or "value" not in got:
        error = got.get("error") if isinstance(got, dict) else why
        return ended(task, stats.rounds, stats, Ending.GAVE_UP,
                     f"get_plan on the problem: {error}")  # fmt: skip
    return claimed(task, got["value"], stats.rounds, stats)


@dataclass(frozen=True)
class CodeGenPlan(ProgramMethod):
    about: About

    def run(self, ctx: Context) -> Outcome:
        return _code_genplan(ctx)


METHODS = [
    CodeGenPlan(About(
        name="code-genplan", paper="programs", validated=True, stats=GenPlanStats,
        part=PART, budgets=("max_tries",),
        description="writes get_plan(objects, init, goal) in Python, a plan for any "
        "problem of the domain (Silver et al. 2024); debugged on the training problems "
        "with four kinds of feedback (exception, time-out, unreadable plan, first invalid "
        "step), up to `max_tries` answers; run on the task in a sandbox, its plan "
        "validated on the true task",
        ends="a program that solves every training problem, or `max_tries` answers",
    )),
]  # fmt: skip
