"""The FSM study's interactive methods: one action per model call.

``interactive`` ends at the first invalid action; ``interactive-validated``
gives feedback and goes on (up to ``max_invalid`` invalid proposals);
``interactive-restricted`` asks the model to choose a number from the list of
valid actions (as in the study, the model may answer anything, and an answer
outside the list counts as invalid; ``interactive-restricted-constrained``
forces the answer into the list by constrained decoding, reported apart); the ``-cot``
variants ask for reasoning first, with a solved example.

The loop is public: :func:`run_interactive` plays the protocol in a
:class:`Style` (validated, restricted, chain-of-thought, constrained) and takes
a policy, :data:`Show`, that decides which of the valid actions a restricted
prompt lists and in which order. ``interactive-guided`` is the policy
:func:`guide` (:class:`Guided`); a new interactive method is a subclass of
:class:`Interactive` that overrides :meth:`Interactive.shows`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from plangate.fsm.episode import Episode
from plangate.fsm.faults import NotAnOption, NotANumber
from plangate.fsm.machine import Parsed, Verdict
from plangate.llm import prompts
from plangate.llm.clients.base import Choice, Message
from plangate.llm.methods.base import Context, Ending, Examples, Outcome, Plain, Variant
from plangate.llm.options import MethodOptions
from plangate.llm.reading import Reading
from plangate.llm.reading.lines import visible_text
from plangate.llm.session import Session
from plangate.pddl.task import Operator
from plangate.verify.distance import DistanceOracle

_ANSWER = re.compile(r"answer\s*:?\s*\[?(\d+)", re.IGNORECASE)
_NUMBER = re.compile(r"\d+")
# the study's reading: the answer is the number ("3", "3.", "Answer: 3", "**3**", "[3]")
_ONLY_NUMBER = re.compile(
    r"^\W*(?:(?:final\s+)?(?:answer|action|choice|option)\s*(?:is)?\s*[:=]?\s*)?"
    r"[\[(*`'\"]*(\d+)[\])*`'\"]*\W*$",
    re.IGNORECASE,
)


def _number(text: str, cot: bool) -> int | None:
    """The option number an answer gives, read as the study reads it: the whole answer
    is the number; with chain-of-thought, the last "Answer: N" after the reasoning."""
    if cot:
        m = _ANSWER.findall(text)
        return int(m[-1]) if m else None
    m1 = _ONLY_NUMBER.match(text.strip())
    return int(m1.group(1)) if m1 else None


def _choose(
    reading: Reading, answer: str, options: list[Operator], state: int, cot: bool, lenient: bool
) -> Parsed:
    text = visible_text(answer)
    if not lenient:
        k = _number(text, cot)
        if k is None:
            return Parsed(text, Verdict.UNPARSABLE, fault=NotANumber(len(options), only=True))
        if 1 <= k <= len(options):
            op = options[k - 1]
            return Parsed(text, Verdict.VALID, op, op.name, op.args)
        return Parsed(text, Verdict.UNPARSABLE, fault=NotAnOption(k, len(options)))
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
        return Parsed(text, Verdict.UNPARSABLE, fault=NotAnOption(k, len(options)))
    parsed = reading.parse(text, state)  # an action written out instead of its number
    if parsed.valid:
        return parsed
    return Parsed(text, Verdict.UNPARSABLE, fault=NotANumber(len(options)))


Show = Callable[[int, list[Operator], set[int]], list[Operator]]
"""A policy: (the state, its valid actions in the machine's order, the states of the plan
so far) -> the actions the prompt lists, in its order (an empty list: a dead end)."""


@dataclass(frozen=True)
class Style:
    """How the study's interactive protocol is played: ``validated`` (feedback and go
    on, else the first invalid action ends it), ``restricted`` (a numbered list of
    valid actions to choose from), ``cot`` (reasoning first), ``constrained`` (a
    restricted answer forced into the list by constrained decoding)."""

    validated: bool
    restricted: bool = False
    cot: bool = False
    constrained: bool = False


def guide(
    options: list[Operator], state: int, visited: set[int], oracle: DistanceOracle
) -> list[Operator]:
    """``interactive-guided``: the valid actions that do not lead back to a state of the
    plan (all of them when every one does), those that bring the goal closer first
    (the planner's exact distance; ties keep the machine's order)."""
    fresh = [op for op in options if op.apply(state) not in visited] or options
    return sorted(fresh, key=lambda op: oracle.distance(op.apply(state)))


def run_interactive(
    s: Session,
    style: Style,
    examples: Sequence[prompts.Example] = (),
    show: Show | None = None,
) -> Outcome:
    """One episode of the interactive protocol in ``style``; in a restricted style,
    ``show`` picks and orders the listed actions (default: every valid action, in the
    machine's order)."""
    r, opts = s.r, s.opts
    validated, restricted, cot = style.validated, style.restricted, style.cot
    constrained = style.constrained
    visited = {r.task.initial}
    ep = Episode(
        s.machine,
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
        options = s.machine.valid_actions(state) if restricted else []
        if show is not None and restricted:
            options = show(state, options, visited)
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
        choice = (  # constrained decoding: only the named variant may force the answer
            Choice(tuple(str(i) for i in range(1, len(options) + 1)))
            if restricted and constrained and not cot
            else None
        )
        meta = (
            s.about("choice", state, r.task.goal, cot=cot, options=[str(o) for o in options])
            if restricted
            else s.about("action", state, r.task.goal, cot=cot)
        )
        c = s.call(messages, choice, s.sampling_for(cot, short=True), meta=meta)
        if c is None:
            ep.stop("model error")
            break
        if opts.history == "full":
            conversation = [*messages, {"role": "assistant", "content": c.text}]
        before = r.task.atoms(state)
        step = s.reading.read_action(c.text, last=cot)  # with reasoning, the action it ends on
        if goal_claim and prompts.GOAL_CLAIM.lower() in c.text.lower() and step is None:
            true = ep.claim_goal()
            s.trace.record(
                "action", messages, c, verdict="goal claim", valid=true,
                feedback="" if true else "false goal claim: the goal is not reached",
                state_before=before, state_after=before,
            )  # fmt: skip
            break
        parsed = (
            _choose(s.reading, c.text, options, state, cot, opts.reading == "lenient")
            if restricted
            else s.reading.parse_step(step, state, c.text)
        )
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
            why = "" if valid else prompts.reason_text(r, parsed, format_hint=not restricted)
            feedback = prompts.action_feedback(r, valid, why, ep.task_state)
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
    states = [r.task.initial] + [ev.after for ev in ep.events if ev.output.valid]
    return Outcome(
        list(ep.plan),
        states,
        validated or ep.invalid == 0,
        ep.invalid,
        len(ep.events),
        ending=_ending(ep, validated),
    )


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
class Interactive(Plain):
    """An interactive method of the FSM study (every valid action listed, in the
    machine's order, when restricted)."""

    name: str
    description: str
    validated: bool
    restricted: bool = False
    cot: bool = False
    constrained: bool = False  # restricted answers forced by constrained decoding
    family: str = "fsm"  # the FSM study's Table 1 ("": not one of the study's methods)

    @property
    def ends(self) -> str:
        if not self.validated:
            return "its goal claim, the first invalid action, or `max_steps`"
        return "the goal, `max_invalid` invalid proposals, or `max_steps` actions"

    @property
    def style(self) -> Style:
        return Style(self.validated, self.restricted, self.cot, self.constrained)

    @property
    def variants(self) -> Mapping[str, Variant]:
        """The restricted methods' lenient reading (an action written out, or a number
        in free text, is taken): not the study's, so named and reported apart."""
        if not self.restricted or self.constrained:
            return {}
        return {"lenient": lambda o: replace(o, reading="lenient")}

    def examples(self, opts: MethodOptions) -> Examples:
        return Examples(int(self.cot))

    @property
    def budgets(self) -> tuple[str, ...]:
        return ("max_invalid", "max_steps") + ("cot_max_tokens",) * self.cot

    def shows(self, ctx: Context) -> Show | None:
        """The policy of the listed actions for this episode (None: all of them)."""
        return None

    def run(self, ctx: Context) -> Outcome:
        return run_interactive(ctx.session, self.style, ctx.examples, self.shows(ctx))


@dataclass(frozen=True)
class Guided(Interactive):
    """``interactive-guided``: the planner orders the listed actions and drops those that
    revisit a state (:func:`guide`)."""

    def ground_truth(self, opts: MethodOptions) -> list[str]:
        return ["options ordered by exact distance to the goal"]

    def shows(self, ctx: Context) -> Show | None:
        oracle = ctx.oracle
        assert oracle is not None  # it declares the ground truth it reads
        return lambda state, options, visited: guide(options, state, visited, oracle)


METHODS = [
    Interactive(
        "interactive",
        "one action per call; says GOAL REACHED when it believes so (a false claim is "
        "recorded); the first invalid action ends the episode",
        False,
    ),
    Interactive(
        "interactive-validated",
        "one action per call; an invalid action gets feedback and another try",
        True,
    ),
    Interactive(
        "interactive-restricted",
        "picks a number from the list of valid actions, as in the FSM study: an answer that "
        "is not one of the numbers (an action written out, a number inside prose) is an "
        "invalid proposal, whose feedback asks for the number; the variant `lenient` takes an "
        "action written out or the first number in free text, reported apart",
        True,
        True,
    ),
    Interactive(
        "interactive-validated-cot",
        "interactive-validated with chain-of-thought and a one-shot example solved by the "
        "classical planner",
        True,
        cot=True,
    ),
    Interactive(
        "interactive-restricted-cot",
        "interactive-restricted with chain-of-thought and a one-shot example solved by the "
        "classical planner",
        True,
        True,
        True,
    ),
    Interactive(
        "interactive-restricted-constrained",
        "interactive-restricted with constrained decoding: the backend can only answer one "
        "of the numbers (not the study's protocol, where an answer outside the list counts "
        "as invalid)",
        True,
        True,
        constrained=True,
        family="",
    ),
    Guided(
        "interactive-guided",
        "the model chooses among the valid actions (constrained decoding) that do not revisit "
        "a state, listed with those that bring the goal closer first (the planner guides: "
        "not a protocol of the study)",
        True,
        True,
        constrained=True,
        family="",
    ),
]
