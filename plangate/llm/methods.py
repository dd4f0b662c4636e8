"""The FSM study's methods: a language model plans against the Mealy machine.

Each entry of :data:`METHODS` turns (task, client, options) into a
:class:`Run`: the plan, the trace of every call and the episode metrics of
``plangate.verify``. A model failure that survives the client's retries
ends the episode; what was computed before it is kept and scored, and the
error is recorded in the trace.
"""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace

from plangate.fsm.episode import Episode
from plangate.fsm.machine import Parsed, Verdict
from plangate.llm import prompts
from plangate.llm.answers import visible_text
from plangate.llm.clients.base import Choice, Message, ModelClient
from plangate.llm.lats import run_lats
from plangate.llm.nl import Renderer
from plangate.llm.options import MethodOptions, ground_truth_uses
from plangate.llm.pfc import run_pfc
from plangate.llm.reader import Step
from plangate.llm.session import Outcome, Session
from plangate.llm.trace import Trace
from plangate.pddl.task import Operator
from plangate.verify.distance import DistanceOracle
from plangate.verify.metrics import EpisodeMetrics, compute_metrics
from plangate.verify.validate import PlanStatus as ValidationStatus
from plangate.verify.validate import ValidationResult, validate


@dataclass
class Run:
    """The result of one episode."""

    method: str
    plan: list[Operator]
    trace: Trace
    metrics: EpisodeMetrics
    validation: ValidationResult

    @property
    def success(self) -> bool:
        return self.metrics.success


# ------------------------------------------------------------------ preplanned
def check_plan(r: Renderer, text: str) -> tuple[list[Step], ValidationResult]:
    """Read a whole-plan answer and replay its steps: an unreadable step fails the plan
    there, with its reason, like an invalid action."""
    steps = r.read_plan(text).steps
    return steps, validate(
        r.task, steps, machine=r.machine, parse_text=r.parse_step, describe=r.describe
    )


def _preplanned(s: Session, examples: Sequence[prompts.Example], cot: bool, tries: int) -> Outcome:
    r = s.r
    messages = [*s.base(), {"role": "user", "content": prompts.preplanned_prompt(r, examples, cot)}]
    result: ValidationResult | None = None
    rejected = 0
    for _ in range(tries):
        c = s.call(messages)
        if c is None:
            break
        steps, result = check_plan(r, c.text)
        ops = _applied(r, result, steps)
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
            state_before=r.task.atoms(r.task.initial),
            state_after=r.task.atoms(result.final_state),
        )
        if result.success:
            s.trace.outcome = "goal reached"
            break
        rejected += 1
        if rejected >= tries:
            s.trace.outcome = "tries exhausted" if tries > 1 else result.status.value
            break
        messages = [
            *messages,
            {"role": "assistant", "content": c.text},
            {"role": "user", "content": feedback},
        ]
    if result is None:
        return Outcome([], [r.task.initial], True, 0, 0)
    return Outcome(
        ops,  # the executable prefix of the last plan proposed
        list(result.states),
        result.valid,
        rejected if tries > 1 else (0 if result.valid else 1),
        len(s.trace.turns) if tries > 1 else result.applied + (0 if result.valid else 1),
    )


def _applied(r: Renderer, result: ValidationResult, steps: list[Step]) -> list[Operator]:
    ops: list[Operator] = []
    state = r.task.initial
    for step in steps[: result.applied]:
        parsed = r.parse_step(step, state)
        if parsed.action is None:
            break
        ops.append(parsed.action)
        state = parsed.action.apply(state)
    return ops


# ------------------------------------------------------------------ interactive
_ANSWER = re.compile(r"answer\s*:?\s*\[?(\d+)", re.IGNORECASE)
_NUMBER = re.compile(r"\d+")


def _choose(r: Renderer, answer: str, options: list[Operator], state: int, cot: bool) -> Parsed:
    text = visible_text(answer)
    m = _ANSWER.findall(text) if cot else []
    number = m[-1] if m else None
    if number is None:
        nums = _NUMBER.findall(text)
        number = (nums[-1] if cot else nums[0]) if nums else None
    if number is not None:
        k = int(number)
        if 1 <= k <= len(options):
            op = options[k - 1]
            return Parsed(text, Verdict.VALID, op, op.name, op.args)
        return Parsed(
            text,
            Verdict.UNPARSABLE,
            reason=f"{k} is not one of the options 1 to {len(options)}",
        )
    parsed = r.parse(text, state)  # an action written out instead of its number
    if parsed.valid:
        return parsed
    return Parsed(text, Verdict.UNPARSABLE, reason=f"answer with a number from 1 to {len(options)}")


def _interactive(
    s: Session, validated: bool, restricted: bool, cot: bool, examples: Sequence[prompts.Example]
) -> Outcome:
    r, opts = s.r, s.opts
    ep = Episode(
        r.machine,
        max_invalid=opts.max_invalid if validated else 1,
        max_steps=opts.max_steps,
        stop_at_goal=validated,
    )
    ep.begin()  # type: ignore[attr-defined]
    conversation: list[Message] = []
    feedback = ""
    goal_claim = not validated
    while not ep.done:
        state = ep.task_state
        options = r.machine.valid_actions(state) if restricted else []
        if restricted and not options:
            ep.stop("no valid action: dead end")
            break
        first = not s.trace.turns
        if restricted:
            request = prompts.choice_request(r, options, cot)
        elif first:
            request = prompts.action_request(r, cot, goal_claim)
        elif opts.history == "compact":
            request = prompts.compact_request(r, cot, goal_claim)
        else:
            request = prompts.next_request(cot, goal_claim)
        if opts.history == "compact":
            # the domain description once; then only the current state and the last feedback
            head = (
                prompts.context(r, examples=examples)
                if first
                else prompts.current_statement(r, state)
            )
            content = "\n\n".join(x for x in (head, feedback, request) if x)
            messages = [*s.base(), {"role": "user", "content": content}]
        elif not conversation:
            conversation = [
                *s.base(),
                {
                    "role": "user",
                    "content": f"{prompts.context(r, examples=examples)}\n\n{request}",
                },
            ]
            messages = conversation
        else:
            conversation = [*conversation, {"role": "user", "content": f"{feedback}\n\n{request}"}]
            messages = conversation
        choice = (
            Choice(tuple(str(i) for i in range(1, len(options) + 1)))
            if restricted and not cot
            else None
        )
        c = s.call(messages, choice)
        if c is None:
            ep.stop("model error")
            break
        if opts.history == "full":
            conversation = [*messages, {"role": "assistant", "content": c.text}]
        before = r.task.atoms(state)
        step = r.read_action(c.text, last=cot)  # with reasoning, the action it ends on
        if goal_claim and prompts.GOAL_CLAIM.lower() in c.text.lower() and step is None:
            true = ep.claim_goal()
            s.trace.record(
                "action", messages, c, verdict="goal claim", valid=true,
                feedback="" if true else "false goal claim: the goal is not reached",
                state_before=before, state_after=before,
            )  # fmt: skip
            break
        parsed = (
            _choose(r, c.text, options, state, cot)
            if restricted
            else r.parse_step(step, state, c.text)
        )
        event = ep.propose(c.text, parsed)
        valid = event.output.valid
        if valid and opts.history == "compact":
            feedback = f"Done: {r.op(parsed.action)}." if parsed.action is not None else ""
        else:
            feedback = prompts.action_feedback(
                r, valid, "" if valid else prompts.reason_text(r, parsed), ep.task_state
            )
        s.trace.record(
            "choice" if restricted else "action",
            messages,
            c,
            parsed=[str(parsed.action)] if parsed.action is not None and valid else [],
            reading=[step.to_dict()] if step is not None and not restricted else [],
            verdict=parsed.verdict.value,
            valid=valid,
            feedback=feedback,
            state_before=before,
            state_after=r.task.atoms(ep.task_state),
        )
    if not s.trace.outcome:
        s.trace.outcome = {
            "goal_reached": "goal reached" if not ep.reason else ep.reason,
            "budget_exhausted": "invalid action" if not validated and ep.invalid else (
                "invalid budget exhausted" if ep.invalid_exhausted() else "step budget exhausted"
            ),
        }.get(ep.state, ep.reason or ep.state)  # fmt: skip
    states = [r.task.initial] + [ev.after for ev in ep.events if ev.output.valid]
    return Outcome(list(ep.plan), states, validated or ep.invalid == 0, ep.invalid, len(ep.events))


# ------------------------------------------------------------------ registry
@dataclass(frozen=True)
class Method:
    name: str
    description: str
    interactive: bool
    validated: bool
    restricted: bool = False
    cot: bool = False
    strategy: str | None = None  # "pfc" or "lats": a search strategy over the machine

    def run(
        self,
        renderer: Renderer,
        client: ModelClient,
        options: MethodOptions | None = None,
        examples: Sequence[prompts.Example] = (),
        oracle: DistanceOracle | None = None,
    ) -> Run:
        opts = options or MethodOptions()
        s = Session(self.name, renderer, client, opts)
        t0 = time.perf_counter()
        task = renderer.task
        oracle = oracle or DistanceOracle(task)  # for scoring, after the episode
        uses = ground_truth_uses(self.strategy, opts)
        if uses:
            s.trace.stats["ground_truth"] = uses  # declared, and kept with the results
        given = oracle if uses else None  # a method sees the answer only when it says so
        if self.strategy is not None:
            if self.strategy == "pfc":
                out = run_pfc(s, opts.pfc, given, examples)
            else:
                out = run_lats(s, opts.lats, given)
        elif self.interactive:
            out = _interactive(s, self.validated, self.restricted, self.cot, examples)
        else:
            tries = opts.max_tries if self.validated else 1
            out = _preplanned(s, examples, self.cot, tries)
        seconds = time.perf_counter() - t0
        metrics = compute_metrics(
            task,
            out.states,
            valid=out.valid,
            plan_length=len(out.plan),
            plan_cost=float(sum(op.cost for op in out.plan)),
            invalid_proposals=out.invalid,
            proposals=out.proposals,
            oracle=oracle,
            model_calls=s.trace.model_calls,
            prompt_tokens=s.trace.prompt_tokens,
            completion_tokens=s.trace.completion_tokens,
            seconds=seconds,
        )
        if not out.valid:  # the plan as the model gave it holds an invalid step
            metrics = replace(metrics, success=False, optimal=False, relative_length=None)
        notes = getattr(client, "notes", None)
        if isinstance(notes, list):
            s.trace.notes.extend(str(n) for n in notes)
        if s.trace.prompt_tokens is None:
            s.trace.notes.append("the backend did not report token usage for every call")
        validation = validate(task, out.plan, machine=renderer.machine)
        return Run(self.name, out.plan, s.trace, metrics, validation)


def _m(name: str, description: str, **flags: bool) -> Method:
    return Method(name, description, **flags)  # type: ignore[arg-type]


METHODS: dict[str, Method] = {
    m.name: m
    for m in [
        _m("preplanned", "the whole plan in one answer, checked afterwards",
           interactive=False, validated=False),
        _m("preplanned-validated", "whole plan; feedback on the first failing step; retries",
           interactive=False, validated=True),
        _m("interactive", "one action per call; the first invalid action ends the episode",
           interactive=True, validated=False),
        _m("interactive-validated", "one action per call; invalid actions get feedback",
           interactive=True, validated=True),
        _m("interactive-restricted", "choose a number from the list of valid actions",
           interactive=True, validated=True, restricted=True),
        _m("preplanned-cot", "preplanned with chain-of-thought and a solved example",
           interactive=False, validated=False, cot=True),
        _m("interactive-validated-cot", "interactive-validated with chain-of-thought",
           interactive=True, validated=True, cot=True),
        _m("interactive-restricted-cot", "interactive-restricted with chain-of-thought",
           interactive=True, validated=True, restricted=True, cot=True),
        Method("pfc", "LLM-PFC: Actor, Monitor, Predictor, Evaluator, TaskCoordinator, "
               "TaskDecomposer with tree search", interactive=True, validated=False,
               strategy="pfc"),
        Method("lats", "LATS: Monte Carlo tree search with LLM value, self-consistency and "
               "reflection", interactive=True, validated=True, strategy="lats"),
    ]
}  # fmt: skip


def get_method(name: str) -> Method:
    try:
        return METHODS[name]
    except KeyError:
        raise ValueError(f"unknown method '{name}'; choose one of {', '.join(METHODS)}") from None
