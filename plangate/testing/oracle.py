"""A scripted model that answers every prompt of plangate correctly, from the exact planner.

It reads the state and goal from the prompt (as the renderer writes them),
so the harness is measured without a model: benchmarks count the calls and
tokens a method needs when every answer is right. ``mistakes`` switches on
wrong answers for tests (``bad_actor``: an invalid proposal first;
``lying_monitor``: every action called valid).
"""

from __future__ import annotations

import re

from plangate.errors import PlangateError
from plangate.llm.clients.base import Message
from plangate.llm.nl import Renderer
from plangate.pddl.task import Condition, Operator
from plangate.verify.search import Limits, search

_STATE = re.compile(r"(?:Currently|Now|As initial conditions) I have that, (.*)")
_GOAL = re.compile(r"My goal is to have that (.*)")
_ACTION = re.compile(r"Action: (.*)")
_OPTION = re.compile(r"^(\d+)\. (.*)$", re.MULTILINE)


class PlannerOracle:
    """Call it with the messages of a request; it returns the right answer as text.

    State and goal come from the prompt, so one oracle serves every problem
    over the same objects (e.g. all 4-block Blocksworld problems).
    """

    def __init__(self, r: Renderer, **mistakes: bool) -> None:
        self.r = r
        self.task = r.task
        self.mistakes = mistakes
        self.kinds: list[str] = []
        self._plans: dict[tuple[int, int], list[Operator]] = {}

    # ------------------------------------------------------------ reading the prompt
    def _last(self, pattern: re.Pattern[str], messages: list[Message]) -> str | None:
        for m in reversed(messages):
            if m["role"] != "user":
                continue
            found = pattern.findall(self._question(m["content"]))
            if found:
                return str(found[-1])
        return None

    @staticmethod
    def _question(text: str) -> str:
        cut = text.rfind("Now answer for this case.")
        text = text[cut:] if cut >= 0 else text
        cut = text.rfind("Now the problem to solve.")
        return text[cut:] if cut >= 0 else text

    def _state(self, messages: list[Message]) -> int:
        line = self._last(_STATE, messages)
        return self.r.parse_facts(line)[0] if line is not None else self.task.initial

    def _goal(self, messages: list[Message]) -> Condition:
        line = self._last(_GOAL, messages)
        if line is None or line.rstrip(".") == self.r.goal():
            return self.task.goal
        return Condition(pos=self.r.parse_facts(line)[0])

    def plan(self, state: int, goal: Condition | None = None) -> list[Operator]:
        goal = goal or self.task.goal
        key = (state, goal.pos if goal != self.task.goal else -1)
        if key not in self._plans:
            result = search(self.task, start=state, goal=goal, limits=Limits(500_000, 60.0))
            self._plans[key] = list(result.plan or [])
        return self._plans[key]

    def _invalid(self, state: int) -> Operator:
        return next(op for op in self.task.operators if not op.applicable(state))

    # ------------------------------------------------------------ answering
    def __call__(self, messages: list[Message]) -> str:
        text = self._question(messages[-1]["content"])
        r = self.r
        state = self._state(messages)
        if "Propose a subgoal" in text:
            self.kinds.append("decomposer")
            plan = self.plan(state, self._goal(messages))
            mid = state
            for op in plan[: (len(plan) + 1) // 2]:
                mid = op.apply(mid)
            return r.state(mid)
        if "different next action" in text:
            self.kinds.append("actor")
            plan = self.plan(state, self._goal(messages))
            best = r.op(plan[0]) if plan else ""
            others = [r.op(op) for op in r.machine.valid_actions(state) if r.op(op) != best]
            answer = "\n".join([best, *others[:1]])
            if self.mistakes.get("bad_actor"):
                return f"{r.op(self._invalid(state))}\n{best}"
            return answer
        if "Check each rule" in text:
            self.kinds.append("monitor")
            act = self._action(messages)
            if self.mistakes.get("lying_monitor") or (act is not None and act.applicable(state)):
                return "valid"
            unmet = act.precondition.unmet(state, self.task.facts) if act is not None else []
            return f"invalid: {r.facts(unmet)} must hold"
        if "What facts hold after" in text:
            self.kinds.append("predictor")
            act = self._action(messages)
            return r.state(act.apply(state) if act is not None else state)
        if "How many actions" in text:
            self.kinds.append("evaluator")
            return str(len(self.plan(state, self._goal(messages))))
        if "Is the goal achieved" in text:
            self.kinds.append("coordinator")
            return "yes" if self._goal(messages).holds(state) else "no"
        if "How promising" in text:
            self.kinds.append("value")
            d = len(self.plan(state, self._goal(messages)))
            return str(max(1, 10 - d))
        if "did not reach the goal" in text:
            self.kinds.append("reflect")
            return "I moved away from the goal; follow the shortest route instead."
        plan = self.plan(state, self._goal(messages))
        if "The valid actions now are" in text:
            self.kinds.append("choice")
            options = dict((int(k), v.strip()) for k, v in _OPTION.findall(text))
            want = r.op(plan[0]) if plan else ""
            k = next((i for i, v in options.items() if v == want), 1)
            return f"Answer: {k}" if "Answer: <number>" in text else str(k)
        if "[PLAN]" in text or "whole plan" in text:
            self.kinds.append("plan")
            return "[PLAN]\n" + "".join(f"{r.op(op)}\n" for op in plan) + "[PLAN END]"
        self.kinds.append("action")
        if not plan:
            return "GOAL REACHED"
        return f"Action: {r.op(plan[0])}" if "'Action: <action>'" in text else r.op(plan[0])

    def _action(self, messages: list[Message]) -> Operator | None:
        line = self._last(_ACTION, messages)
        return self.r.parse(line, self._state(messages)).action if line else None


class OracleRouter:
    """Answers for problems of several domains or object sets: each request goes to the
    oracle that reads the prompt's state as its own (and writes it back the same)."""

    def __init__(self, oracles: list[PlannerOracle]) -> None:
        if not oracles:
            raise ValueError("an OracleRouter needs at least one oracle")
        self.oracles = oracles

    @staticmethod
    def _fit(oracle: PlannerOracle, messages: list[Message]) -> int:
        """How badly the oracle reads the prompt, examples included: 0 when it writes
        every state it reads back word for word, reads every goal statement and
        knows every action named."""
        misfit = 0
        r = oracle.r
        try:
            for m in messages:
                if m["role"] != "user":
                    continue
                for goal in _GOAL.findall(m["content"]):
                    if goal.rstrip(".") != r.goal():
                        mask, unknown = r.parse_facts(goal)
                        misfit += len(unknown) + (100 if not mask else 0)
                for line in _STATE.findall(m["content"]):
                    mask, unknown = r.parse_facts(line)
                    if r.state(mask).rstrip(".") != line.strip().rstrip("."):
                        misfit += 1 + len(unknown)
                for action in _ACTION.findall(m["content"]):
                    misfit += r.parse(action, oracle.task.initial).action is None
        except PlangateError:
            return 1_000_000
        return misfit

    def __call__(self, messages: list[Message]) -> str:
        best = min(self.oracles, key=lambda o: self._fit(o, messages))
        return best(messages)
