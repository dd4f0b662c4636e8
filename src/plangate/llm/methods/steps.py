"""One step loop: every method that takes one action per turn is a configuration of it.

At each state the loop (:func:`run_steps`) lists the valid actions when the method
chooses from a list, asks (the model, or a policy that needs none), reads the
answer into an action, and hands it to the machine: a valid action is taken; an
invalid one ends the episode or gets feedback and another try. A method is a
:class:`Steps` value that says

* what the prompt shows at a state: ``listed`` (a numbered list of the valid
  actions, or the state and goal alone), ``shows`` (which of them and in which
  order, made for the episode from its :class:`Context`), ``cot`` (reasoning
  first), and ``ask`` (the request's words, replacing the study's);
* how the answer is read: ``read`` (default: the option's number when listed,
  the action written out otherwise), ``constrained`` (a listed answer forced
  into the numbers by constrained decoding), or ``pick`` (no model: a policy
  chooses among the listed actions);
* what an invalid answer does: ``validated`` (feedback and another try, up to
  ``max_invalid``; else it ends the episode, and the model may claim the goal).

:class:`StepMethod` is a method made of its declaration and its :class:`Steps`;
:func:`step_method` fills the declaration from the steps. The FSM study's
interactive methods, the guided and constrained ones (:mod:`.interactive`) and
the no-model baselines (:mod:`.baselines`) are such values; so is a new one.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from plangate.fsm.episode import Episode
from plangate.fsm.faults import NotAnOption, NotANumber
from plangate.fsm.machine import Parsed, Verdict
from plangate.llm import prompts
from plangate.llm.clients.base import Choice, Message
from plangate.llm.methods.base import About, Context, Ending, Examples, Outcome, Variant
from plangate.llm.options import MethodOptions, Part
from plangate.llm.reading import Reading
from plangate.llm.reading.lines import visible_text
from plangate.pddl.task import Operator, Task

_ANSWER = re.compile(r"answer\s*:?\s*\[?(\d+)", re.IGNORECASE)
_NUMBER = re.compile(r"\d+")
# the study's reading: the answer is the number ("3", "3.", "Answer: 3", "**3**", "[3]")
_ONLY_NUMBER = re.compile(
    r"^\W*(?:(?:final\s+)?(?:answer|action|choice|option)\s*(?:is)?\s*[:=]?\s*)?"
    r"[\[(*`'\"]*(\d+)[\])*`'\"]*\W*$",
    re.IGNORECASE,
)


@dataclass(frozen=True, kw_only=True)
class LoopTurn:
    """One state of the loop, as the hooks see it: the episode's context, the true
    state, the actions listed (empty when not listed), whether it is the first request,
    and whether the model may claim the goal."""

    ctx: Context
    state: int
    options: list[Operator]
    first: bool
    goal_claim: bool


Show = Callable[[int, list[Operator], set[int]], list[Operator]]
"""(the state, its valid actions in the machine's order, the states of the plan so far)
-> the actions the prompt lists, in its order (an empty list: a dead end)."""
Shows = Callable[[Context], Show]  # the listing policy of one episode
Ask = Callable[[LoopTurn], str]  # the request's words at a state
Read = Callable[[LoopTurn, str], Parsed]  # an answer's text -> the action it names
Pick = Callable[[Sequence[Operator], random.Random], Operator]  # no model: a choice


@dataclass(frozen=True, kw_only=True)
class Steps:
    """How the step loop is played (the module's text)."""

    validated: bool
    listed: bool = False
    cot: bool = False
    constrained: bool = False
    shows: Shows | None = None
    ask: Ask | None = None
    read: Read | None = None
    pick: Pick | None = None


def _number(text: str, cot: bool) -> int | None:
    """The option number an answer gives, read as the study reads it: the whole answer
    is the number; with chain-of-thought, the last "Answer: N" after the reasoning."""
    if cot:
        m = _ANSWER.findall(text)
        return int(m[-1]) if m else None
    m1 = _ONLY_NUMBER.match(text.strip())
    return int(m1.group(1)) if m1 else None


def _option(text: str, options: list[Operator], k: int) -> Parsed:
    if 1 <= k <= len(options):
        op = options[k - 1]
        return Parsed(text, Verdict.VALID, op, op.name, op.args)
    return Parsed(text, Verdict.UNPARSABLE, fault=NotAnOption(k, len(options)))


def choose(
    reading: Reading, answer: str, options: list[Operator], state: int, cot: bool, lenient: bool
) -> Parsed:
    """A listed answer read as the option it names: the study's reading (the answer is
    the number), or the lenient one (a number in free text, or an action written out)."""
    text = visible_text(answer)
    if not lenient:
        k = _number(text, cot)
        if k is None:
            return Parsed(text, Verdict.UNPARSABLE, fault=NotANumber(len(options), only=True))
        return _option(text, options, k)
    m = _ANSWER.findall(text) if cot else []
    number = m[-1] if m else None
    if number is None:
        nums = _NUMBER.findall(text)
        number = (nums[-1] if cot else nums[0]) if nums else None
    if number is not None:
        return _option(text, options, int(number))
    parsed = reading.parse(text, state)  # an action written out instead of its number
    if parsed.valid:
        return parsed
    return Parsed(text, Verdict.UNPARSABLE, fault=NotANumber(len(options)))


def _request(steps: Steps, turn: LoopTurn) -> str:
    """The study's request at a state (or the method's own words)."""
    if steps.ask is not None:
        return steps.ask(turn)
    r, opts = turn.ctx.r, turn.ctx.opts
    if steps.listed:
        return prompts.choice_request(r, turn.options, steps.cot)
    if turn.first:
        return prompts.action_request(r, steps.cot, turn.goal_claim)
    if opts.history == "compact":
        return prompts.compact_request(r, steps.cot, turn.goal_claim)
    return prompts.next_request(steps.cot, turn.goal_claim)


def _read(steps: Steps, turn: LoopTurn, text: str) -> tuple[Parsed, list[dict[str, object]]]:
    """The answer read into an action, and the reading the trace keeps."""
    s = turn.ctx.session
    if steps.read is not None:
        return steps.read(turn, text), []
    if steps.listed:
        lenient = s.opts.reading == "lenient"
        return choose(s.reading, text, turn.options, turn.state, steps.cot, lenient), []
    step = s.reading.read_action(text, last=steps.cot)  # with reasoning: the last action
    reading: list[dict[str, object]] = [step.to_dict()] if step is not None else []
    return s.reading.parse_step(step, turn.state, text), reading


def _picked(steps: Steps, turn: LoopTurn, rng: random.Random) -> Parsed:
    assert steps.pick is not None
    op = steps.pick(turn.options, rng)
    return Parsed(str(op), Verdict.VALID, op, op.name, op.args)


def run_steps(ctx: Context, steps: Steps, name: str) -> Outcome:
    """One episode of the step loop played as ``steps`` (``name`` seeds a policy)."""
    s = ctx.session
    r, opts = s.r, s.opts
    validated, listed, cot = steps.validated, steps.listed or steps.pick is not None, steps.cot
    show = steps.shows(ctx) if steps.shows is not None else None
    seed = opts.sampling.seed if opts.sampling.seed is not None else 0
    rng = random.Random(f"{name}:{seed}")  # a policy's choices: the same for a seed
    visited = {r.task.initial}
    ep = Episode(
        s.machine,
        max_invalid=opts.max_invalid if validated and steps.pick is None else 1,
        max_steps=opts.max_steps,
        stop_at_goal=validated,
    )
    ep.begin()  # type: ignore[attr-defined]
    conversation: list[Message] = []
    feedback = ""
    goal_claim = not validated
    while not ep.done:
        state = ep.task_state
        options = s.machine.valid_actions(state) if listed else []
        if show is not None and listed:
            options = show(state, options, visited)
        if listed and not options:
            ep.stop(Ending.DEAD_END.value)
            break
        turn = LoopTurn(
            ctx=ctx, state=state, options=options, first=not s.trace.turns, goal_claim=goal_claim
        )
        if steps.pick is not None:  # no model: the policy chooses, nothing is recorded
            picked = _picked(steps, turn, rng)
            ep.propose(picked.text, picked)
            visited.add(ep.task_state)
            continue
        request = _request(steps, turn)
        if opts.history == "compact":
            # the domain description once; then only the current state and the last feedback
            head = (
                prompts.context(r, examples=ctx.examples)
                if turn.first
                else prompts.current_statement(r, state)
            )
            content = "\n\n".join(x for x in (head, feedback, request) if x)
            messages = [*s.base(), {"role": "user", "content": content}]
        elif not conversation:
            first = f"{prompts.context(r, examples=ctx.examples)}\n\n{request}"
            conversation = [*s.base(), {"role": "user", "content": first}]
            messages = conversation
        else:
            conversation = [*conversation, {"role": "user", "content": f"{feedback}\n\n{request}"}]
            messages = conversation
        choice = (  # constrained decoding: only a method that declares it forces the answer
            Choice(tuple(str(i) for i in range(1, len(options) + 1)))
            if listed and steps.constrained and not cot
            else None
        )
        meta = (
            s.about("choice", state, r.task.goal, cot=cot, options=[str(o) for o in options])
            if listed
            else s.about("action", state, r.task.goal, cot=cot)
        )
        c = s.call(messages, choice, s.sampling_for(cot, short=True), meta=meta)
        if c is None:
            ep.stop(Ending.MODEL_ERROR.value)
            break
        if opts.history == "full":
            conversation = [*messages, {"role": "assistant", "content": c.text}]
        before = r.task.describe(state)
        if goal_claim and _claims_goal(s.reading, c.text, cot):
            true = ep.claim_goal()
            s.trace.record(
                "action", messages, c, verdict="goal claim", valid=true,
                feedback="" if true else "false goal claim: the goal is not reached",
                state_before=before, state_after=before,
            )  # fmt: skip
            break
        parsed, reading = _read(steps, turn, c.text)
        event = ep.propose(c.text, parsed)
        valid = event.output.valid
        if valid:
            visited.add(ep.task_state)
        if valid and opts.history == "compact":
            feedback = (
                prompts.say("study.done_compact", action=r.op(parsed.action))
                if parsed.action is not None
                else ""
            )
        else:
            why = "" if valid else prompts.reason_text(r, parsed, format_hint=not listed)
            feedback = prompts.action_feedback(r, valid, why, ep.task_state)
        s.trace.record(
            "choice" if listed else "action",
            messages,
            c,
            parsed=[str(parsed.action)] if parsed.action is not None and valid else [],
            reading=reading,
            verdict=parsed.verdict.value,
            valid=valid,
            feedback=feedback,
            state_before=before,
            state_after=r.task.describe(ep.task_state),
        )
    states = [r.task.initial] + [ev.after for ev in ep.events if ev.output.valid]
    return Outcome(
        plan=list(ep.plan),
        states=states,
        valid=validated or ep.invalid == 0,
        invalid=ep.invalid,
        proposals=len(ep.events),
        ending=_ending(ep, validated),
    )


def _claims_goal(reading: Reading, text: str, cot: bool) -> bool:
    """The model says the goal is reached, and names no action."""
    if prompts.GOAL_CLAIM.lower() not in text.lower():
        return False
    return reading.read_action(text, last=cot) is None


def _ending(ep: Episode, validated: bool) -> Ending:
    """Why the episode ended, from the protocol's state and the reason it recorded."""
    said = {e.value: e for e in Ending}.get(ep.reason)
    if ep.state == "goal_reached":
        return said or Ending.GOAL_REACHED
    if ep.state == "budget_exhausted":
        if not validated and ep.invalid:
            return Ending.INVALID_ACTION
        return Ending.INVALID_BUDGET if ep.invalid_exhausted() else Ending.STEP_BUDGET
    return said or Ending.GAVE_UP


@dataclass(frozen=True)
class StepMethod:
    """A method that is a configuration of the step loop: its declaration, its
    :class:`Steps`, and the parts of the ground truth its symbolic steps read."""

    about: About
    steps: Steps
    truth: tuple[str, ...] = ()

    def examples(self, opts: MethodOptions) -> Examples:
        return Examples(int(self.steps.cot))

    def ground_truth(self, opts: MethodOptions) -> list[str]:
        return list(self.truth)

    def unsupported(self, task: Task) -> str | None:
        return None

    def run(self, ctx: Context) -> Outcome:
        return run_steps(ctx, self.steps, self.about.name)


def _ends(steps: Steps) -> str:
    if steps.pick is not None:
        return "the goal, a dead end, or `max_steps`"
    if not steps.validated:
        return "its goal claim, the first invalid action, or `max_steps`"
    return "the goal, `max_invalid` invalid proposals, or `max_steps` actions"


def step_method(
    name: str,
    description: str,
    steps: Steps,
    *,
    paper: str = "",
    part: Part | None = None,
    truth: Sequence[str] = (),
    variants: Mapping[str, Variant] | None = None,
) -> StepMethod:
    """A step method whose declaration follows from its steps (what it checks, what it
    needs of a server, its budgets and when it ends); a method with its own options
    names their :class:`Part`."""
    no_model = steps.pick is not None
    budgets = ("max_steps",) if no_model else ("max_invalid", "max_steps")
    about = About(
        name=name,
        description=description,
        validated=steps.validated,
        paper=paper,
        uses_model=not no_model,
        constrained=steps.constrained,
        part=part,
        budgets=budgets + ("cot_max_tokens",) * steps.cot,
        variants=dict(variants or {}),
        ends=_ends(steps),
    )
    return StepMethod(about, steps, tuple(truth))
