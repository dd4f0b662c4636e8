"""A task made ready to score answers: its machine, the reading of its wording (the one
that scores PlanBench's answers), the questions in that wording, and exact distances to
the goal from one backward pass over the explored space (a search per state where the
space is too large to explore).

``Verifier.from_text`` takes PDDL text from outside (a dataset row, a reward call's
ground truth): its size is bounded before it is parsed, an error in it says where and
what kind of mistake but quotes none of the text, and verifiers are kept per text (the
least recently used dropped), so a training loop parses each task once.
"""

from __future__ import annotations

import gc
import hashlib
import math
import threading
from collections import OrderedDict
from pathlib import Path

from plangate.errors import PlangateError, TruthUnknown, one_line
from plangate.fsm.machine import MealyMachine, Parsed, Verdict
from plangate.llm.prompts.study import action_request, preplanned_request, statement
from plangate.llm.reading.single import says_no_plan
from plangate.llm.reading.step import UNKNOWN, Step
from plangate.llm.render import Renderer, reading_for, renderer_for
from plangate.pddl.task import Task
from plangate.reward.score import MAX_CHARS, Kind, Reward, graded, no_plan, unknown, zero
from plangate.verify.budgets import (
    REWARD,
    REWARD_ANSWER_SECONDS,
    REWARD_EXPLORE_SECONDS,
    REWARD_SEARCH_STATES,
    GroundTruth,
)
from plangate.verify.distance import DistanceOracle
from plangate.verify.validate import validate

# the ground truth's chain (auto: the CLI's, ENHSP raced by the built-in search on a
# numeric task); spaces up to this many states are explored once (every distance a
# lookup), within EXPLORE_SECONDS; larger ones (a numeric task's may be infinite) are
# searched from each new state, at most TRUTH.seconds a search and SCORE_SECONDS for all
# of one answer's searches (then its truth is unknown: scored on the goal alone)
# (plangate.verify.budgets holds them all)
TRUTH = REWARD
EXPLORE_SECONDS = REWARD_EXPLORE_SECONDS
SCORE_SECONDS = REWARD_ANSWER_SECONDS
KEEP = 8  # verifiers kept per process by from_text (each holds its distances)
# the built-in search's states at most, per search (a bound on one answer's memory), and
# the value vectors a numeric task may hold and stay kept (its searches grew it past: the
# verifier is let go after the answer, and a task whose truth gave up is remembered as
# unknown, a line, not a table)
SEARCH_NODES = REWARD_SEARCH_STATES
KEEP_VECTORS = 100_000
UNKNOWN_KEPT = 1024


class Verifier:
    """Scores answers about one task (see :mod:`plangate.reward.score` for the reward).

    ``wording``: as ``plangate solve --nl`` (None: the wording shipped for the domain,
    else the generic one derived from the PDDL); ``strict``: read only what PlanBench's
    own extractor reads.
    """

    def __init__(
        self,
        task: Task,
        wording: str | None = None,
        *,
        strict: bool = False,
        truth: GroundTruth = TRUTH,
        max_chars: int = MAX_CHARS,
        seconds: float = SCORE_SECONDS,
    ) -> None:
        self.task = task
        self.seconds = seconds  # the ground truth's budget for one answer
        self.renderer: Renderer = renderer_for(task, wording)
        self.reading = reading_for(self.renderer, MealyMachine(task), strict)
        self.max_chars = max_chars
        self.oracle = DistanceOracle(
            task,
            max_states=truth.states,
            planner=truth.planner or "auto",
            planner_seconds=truth.seconds,
            explore_seconds=EXPLORE_SECONDS,
            keep_graph=False,  # one backward pass, then a compact table of distances
            max_nodes=SEARCH_NODES,
        )
        self.key: str | None = None  # the text's, when from_text made it

    # ------------------------------------------------------------------ building
    @classmethod
    def from_files(cls, domain: str | Path, problem: str | Path, wording: str | None = None,
                   strict: bool = False) -> Verifier:  # fmt: skip
        from plangate.pddl.loader import load_task

        return cls(load_task(domain, problem), wording, strict=strict)

    @classmethod
    def from_text(cls, domain: str, problem: str, wording: str | None = None,
                  strict: bool = False) -> Verifier:  # fmt: skip
        """The verifier of PDDL text (kept: the same text gives the same verifier)."""
        key = hashlib.sha256(
            "\0".join((domain, problem, wording or "", str(strict))).encode("utf-8", "replace")
        ).hexdigest()
        with _KEPT_LOCK:
            hit = _KEPT.get(key)
            if hit is not None:
                _KEPT.move_to_end(key)
                return hit
            unknown = _UNKNOWN.get(key)
        collect_let_go()  # before this one grows
        made = cls(parse_task(domain, problem), wording, strict=strict)
        made.key = key
        if unknown is not None:  # its truth gave up before: not searched for again
            made.oracle.give_up(unknown)
            return made
        with _KEPT_LOCK:
            _KEPT[key] = made
            while len(_KEPT) > KEEP:
                _KEPT.popitem(last=False)
        return made

    def _settle(self) -> None:
        """After an answer: a verifier whose searches grew its task past
        :data:`KEEP_VECTORS` value vectors, or whose truth gave up, is not kept (its
        memory goes with the caller's last reference); one that gave up is remembered
        as unknown."""
        numbers = self.task.numbers
        grown = numbers is not None and len(numbers.vectors) > KEEP_VECTORS
        why = self.oracle.gave_up
        if self.key is None or not (grown or why):
            return
        with _KEPT_LOCK:
            if _KEPT.get(self.key) is self:
                del _KEPT[self.key]
            _LET_GO[:] = [True]
            if why:
                _UNKNOWN[self.key] = why
                while len(_UNKNOWN) > UNKNOWN_KEPT:
                    _UNKNOWN.popitem(last=False)

    # ------------------------------------------------------------------ questions
    def question(self, state: int | None = None, kind: Kind = "plan", cot: bool = False) -> str:
        """The question in the task's wording: the whole plan from ``state`` (default:
        the initial state), or the next action at it."""
        r = self.renderer
        s = self.task.initial if state is None else state
        if kind == "plan":
            body, request = statement(r, s), preplanned_request(r, cot)
        else:
            body, request = statement(r, s, current=True), action_request(r, cot, False)
        return f"{r.intro()}\n\n[STATEMENT]\n{body}\n\n{request}"

    def state(self, facts: list[str] | tuple[str, ...]) -> int:
        """A state from its PDDL facts (and ``(= (f a) v)`` values)."""
        return self.task.state_of(facts)

    def distance(self, state: int) -> float:
        """The optimal cost from ``state`` to the goal (inf: the goal cannot be reached).
        Raises PlangateError when the ground truth's search gives up."""
        return float(self.oracle.distance(state))

    # ------------------------------------------------------------------ scoring
    def score(self, answer: str, state: int | None = None) -> Reward:
        """The reward of a whole-plan answer from ``state`` (default: the initial state).
        Never raises for the ground truth: where it is unknown within the budget, the
        answer is scored on the goal alone and :attr:`Reward.truth` says why."""
        with self.oracle.budget(self.seconds):
            try:
                return self._score(answer, state)
            except TruthUnknown as err:
                return self._on_goal_alone("plan", answer, state, str(err))
            finally:
                self._settle()

    def score_action(self, answer: str, state: int | None = None) -> Reward:
        """The reward of a next-action answer at ``state`` (default: the initial state);
        as :meth:`score`, never raises for the ground truth."""
        with self.oracle.budget(self.seconds):
            try:
                return self._score_action(answer, state)
            except TruthUnknown as err:
                return self._on_goal_alone("action", answer, state, str(err))
            finally:
                self._settle()

    def _on_goal_alone(self, kind: Kind, answer: str, state: int | None, why: str) -> Reward:
        """An answer scored without the ground truth: 1 when it reaches the goal (a plan
        that does, or an action after which the goal holds), else 0; the components that
        need the truth are NaN (None in :meth:`Reward.to_dict`)."""
        start = self.task.initial if state is None else state
        truth = f"unknown: {one_line(why)[:300]}"
        if len(answer) > self.max_chars:
            return unknown(kind, False, 0, 0, False, False, 0.0, None, "too long", truth)
        if kind == "plan":
            steps = self.reading.plan_steps(answer)
            v = validate(self.task, steps, machine=self.reading.machine,
                         parse_text=self._parse, keep_states=False, start=start)  # fmt: skip
            return unknown(kind, bool(steps), len(steps), v.applied, v.valid and bool(steps),
                           v.success and bool(steps), float(v.cost), v.failed_step,
                           v.reason, truth)  # fmt: skip
        step = self.reading.read_action(answer)
        if step is None:
            return unknown(kind, False, 0, 0, False, False, 0.0, None, "no action found", truth)
        parsed = self.reading.parse_step(step, start)
        if not parsed.valid or parsed.action is None:
            return unknown(kind, True, 1, 0, False, False, 0.0, 1, parsed.reason, truth)
        goal = self.task.is_goal(parsed.action.apply(start))
        return unknown(kind, True, 1, 1, True, goal, float(parsed.action.cost), None, "", truth)

    def _score(self, answer: str, state: int | None) -> Reward:
        start = self.task.initial if state is None else state
        if len(answer) > self.max_chars:
            return zero("plan", f"the answer is longer than {self.max_chars:,} characters",
                        self.distance(start))  # fmt: skip
        # the questions show no worked example: the answer is its last plan block, always
        steps = self.reading.plan_steps(answer)
        optimal = self.distance(start)
        if math.isinf(optimal):
            return no_plan("plan", says_no_plan(answer), len(steps))
        if not steps and optimal > 0:
            return zero("plan", "no step found: the answer holds no plan", optimal)
        v = validate(self.task, steps, machine=self.reading.machine, parse_text=self._parse,
                     keep_states=False, start=start)  # fmt: skip
        failed = v.failed_step
        why = f"step {failed}: {v.reason}" if failed is not None else v.reason
        return self._ended("plan", steps=len(steps), applied=v.applied, state=v.final_state,
                           cost=float(v.cost), optimal=optimal, goal=v.success,
                           failed_step=failed,
                           reason=why)  # fmt: skip

    def _parse(self, step: Step, state: int) -> Parsed:
        """The machine's verdict on a step as read: for a step that names its action and
        every object, the ground action's applicability, looked up directly (the reading's
        projection otherwise, which also says why a step fails)."""
        if step.name is not None and not step.alternatives and UNKNOWN not in step.args:
            op = self.task.operator(step.name, step.args)
            if op is not None and op.applicable(state):
                return Parsed(step.text, Verdict.VALID, op, op.name, op.args)
        return self.reading.parse_step(step, state)

    def _score_action(self, answer: str, state: int | None) -> Reward:
        at = self.task.initial if state is None else state
        before = self.distance(at)
        if len(answer) > self.max_chars:
            return zero("action", f"the answer is longer than {self.max_chars:,} characters",
                        before)  # fmt: skip
        step = self.reading.read_action(answer)
        if math.isinf(before):
            return no_plan("action", says_no_plan(answer), int(step is not None))
        if step is None:
            return zero("action", "no action found in the answer", before)
        parsed = self.reading.parse_step(step, at)
        if not parsed.valid or parsed.action is None:
            return zero("action", parsed.reason, before, parsed.well_formed, 1, 1)
        op = parsed.action
        after = op.apply(at)
        d = self.distance(after)
        cost = float(op.cost)
        if self.oracle.steps_down(before, d, op.cost):  # the action starts an optimal plan
            return Reward(1.0, "action", True, 1, 1, True, True, before, d, cost, 1.0, 1.0,
                          1.0, 1.0)  # fmt: skip
        return graded("action", steps=1, applied=1, valid=True, optimal=before, distance=d,
                      cost=cost, goal=False, failed_step=None,
                      reason="the action starts no optimal plan")  # fmt: skip

    def _ended(self, kind: Kind, *, steps: int, applied: int, state: int, cost: float,
               optimal: float, failed_step: int | None, reason: str,
               goal: bool = False) -> Reward:  # fmt: skip
        distance = 0.0 if goal else self.distance(state)
        return graded(kind, steps=steps, applied=applied, valid=failed_step is None,
                      optimal=optimal, distance=distance, cost=cost, goal=goal,
                      failed_step=failed_step, reason=reason)  # fmt: skip


def parse_task(domain: str, problem: str) -> Task:
    """Ground PDDL text from outside: sizes bounded first, errors as PlangateError."""
    from plangate.outside.messages import sealed
    from plangate.pddl.loader import task_from_text

    try:
        return task_from_text(domain, problem)
    except PlangateError as err:  # where and what kind of mistake, none of the text
        raise PlangateError(sealed(err, "item")) from None


def collect_let_go() -> None:
    """Free the verifiers let go since the last call: their tables are garbage in
    reference cycles, which Python's full collection (rare on its own: hundreds of MB
    lingered between training rows) frees."""
    with _KEPT_LOCK:
        due = bool(_LET_GO)
        _LET_GO.clear()
    if due:
        gc.collect()


_KEPT: OrderedDict[str, Verifier] = OrderedDict()
_UNKNOWN: OrderedDict[str, str] = OrderedDict()  # text's key -> why its truth gave up
_LET_GO: list[bool] = []  # [True] once a verifier was let go (collected at the next one)
_KEPT_LOCK = threading.Lock()
