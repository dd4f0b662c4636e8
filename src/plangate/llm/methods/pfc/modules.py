"""The LLM-PFC modules, each an LLM (one prompt template, one client) or its exact
symbolic counterpart from the Mealy machine.

| module | LLM | symbolic |
|---|---|---|
| Actor | proposes B actions | every valid action |
| Monitor | judges an action, says which rule fails | the machine's validity check |
| Predictor | states the next state | the machine's transition |
| Evaluator | estimates the steps to a (sub)goal | exact distance, or LM-cut |
| TaskCoordinator | says whether a (sub)goal holds | the goal test |
| TaskDecomposer | proposes a subgoal state | the state halfway along an optimal plan |

A rendering with ``pfc_prompts`` (LLM-PFC's Tower of Hanoi,
``data/hanoi/nl-pfc.yaml``) sends each module the paper's Appendix A.2
prompt and examples, word for word; its answers are read as the paper's
examples write them (the Monitor's verdict and the TaskCoordinator's yes or
no at the end of their reasoning, the Evaluator's number last, the
TaskDecomposer's configuration after "Subgoal:"). Otherwise each module gets
plangate's question after one demonstration per solved example problem (at
most ``shots``; the Actor's and Evaluator's own counts when set), the
problems being other instances of the domain solved by the classical planner.

Both kinds implement one protocol (:class:`ModuleSet`): :class:`LLMModules`
here, :class:`plangate.llm.methods.pfc.symbolic.SymbolicModules` from the machine and
the planner; :class:`Modules` gives the agent each module from the one the
options choose (``symbolic``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Protocol

from plangate.llm.methods.pfc.options import PFCOptions
from plangate.llm.methods.pfc.prompts import PromptSet, branches_word, load_prompt_set
from plangate.llm.methods.pfc.symbolic import SymbolicModules, goal_text
from plangate.llm.prompts import Example, action_format, say, static_facts
from plangate.llm.render import Renderer
from plangate.llm.request import RequestMeta
from plangate.llm.session import Session
from plangate.pddl.task import Condition, Operator
from plangate.verify.distance import DistanceOracle

_INT = re.compile(r"-?\d+")
_YES_NO = re.compile(r"\b(yes|no)\b")
_VERDICT = re.compile(r"\b(in)?valid\b", re.IGNORECASE)


def verdict(answer: str) -> tuple[bool, str]:
    """The Monitor's verdict and its reason: the last line that says valid or invalid
    decides (plangate's answers start with the word; the paper's reasoning ends with it,
    "... it is invalid."); an answer that says neither counts as valid."""
    lines = [ln.strip() for ln in answer.splitlines() if _VERDICT.search(ln)]
    if not lines:
        return True, ""
    line = lines[-1]
    words = _VERDICT.findall(line)
    word = words[0] if _VERDICT.match(line) else words[-1]
    return word.lower() != "in", line


def goal_key(goal: Condition) -> tuple[int, int]:
    return (goal.pos, goal.neg)


class ModuleSet(Protocol):
    """The six LLM-PFC modules, as the agent calls them."""

    def actor(
        self, state: int, goal: Condition, feedback: Sequence[str], temperature: float = -1
    ) -> list[str]:
        """Proposed actions as text (the caller parses them with the machine)."""

    def monitor(self, state: int, op: Operator) -> tuple[bool, str]:
        """Whether ``op`` is valid at ``state``, and why not."""

    def predictor(self, state: int, op: Operator) -> int:
        """The state ``op`` leads to."""

    def evaluator(self, state: int, goal: Condition) -> float:
        """The steps from ``state`` to ``goal``."""

    def coordinator(self, state: int, goal: Condition) -> bool:
        """Whether ``goal`` holds at ``state``."""

    def decomposer(self, state: int, goal: Condition) -> Condition:
        """A subgoal on the way from ``state`` to ``goal``."""


class Modules:
    """The six modules of one episode, each the LLM's or the symbolic one as the options'
    ``symbolic`` says."""

    def __init__(
        self,
        s: Session,
        opts: PFCOptions,
        oracle: DistanceOracle | None,
        examples: Sequence[Example] = (),
    ) -> None:
        self.opts = opts
        llm: ModuleSet = LLMModules(s, opts, examples)
        exact: ModuleSet = SymbolicModules(s, opts, oracle)

        def pick(module: str) -> ModuleSet:
            return exact if self.symbolic(module) else llm

        self.actor = pick("actor").actor
        self.monitor = pick("monitor").monitor
        self.predictor = pick("predictor").predictor
        self.evaluator = pick("evaluator").evaluator
        self.coordinator = pick("coordinator").coordinator
        self.decomposer = pick("decomposer").decomposer

    def symbolic(self, module: str) -> bool:
        return module in self.opts.symbolic


class LLMModules:
    """The six modules as LLM calls, with caches so repeated states cost no new calls."""

    def __init__(self, s: Session, opts: PFCOptions, examples: Sequence[Example] = ()) -> None:
        self.s, self.r, self.opts = s, s.r, opts
        self.task = s.r.task
        self.examples = list(examples)
        prompts = s.r.config.pfc_prompts if s.r.config is not None else None
        self.paper: PromptSet | None = load_prompt_set(prompts) if prompts else None
        self._cache: dict[tuple[object, ...], object] = {}

    # ------------------------------------------------------------ rendering
    def goal_text(self, goal: Condition) -> str:
        return goal_text(self.r, goal)

    def _ask(
        self,
        module: str,
        question: str,
        demos: list[tuple[str, str]],
        temp: float = -1,
        *,
        about: RequestMeta | None,
        values: dict[str, str] | None = None,
    ) -> str:
        """One module call: the published prompt when the wording has one for ``module``
        (filled with ``values``), else plangate's question after the demonstrations."""
        if self.paper is not None and self.paper.has(module):
            asked = self.paper.messages(module, values or {})
        else:
            # the task as the baselines are told it: the intro, then the facts that never
            # change (the graph's doors and rewards), in the same place as theirs
            static = static_facts(self.r)
            parts = [self.r.intro(), *([static] if static is not None else [])]
            if demos:
                parts.append(say("pfc.demos_head"))
                parts += [say("pfc.demo", question=q, answer=a) for q, a in demos]
                parts.append(say("pfc.demos_tail"))
            parts.append(question)
            asked = [{"role": "user", "content": "\n\n".join(parts)}]
        messages = [*self.s.base(), *asked]
        sampling = self.s.opts.sampling
        if temp >= 0:  # the Actor's retries: top_p 0 would make every retry the greedy answer
            top_p = None if temp > 0 and sampling.top_p == 0 else sampling.top_p
            sampling = replace(sampling, temperature=min(2.0, temp), top_p=top_p)
        c = self.s.call(messages, sampling=sampling, meta=about)
        if c is None:
            raise ModelStop()
        self.s.trace.record(module, messages, c)
        return c.text

    def _values(
        self, state: int, goal: Condition | None = None, op: Operator | None = None
    ) -> dict[str, str]:
        """The placeholders of a published prompt for this state, (sub)goal and move."""
        values = {"current": self.r.state(state), "branches": branches_word(self.opts.branches)}
        if goal is not None:
            values["goal"] = self.goal_text(goal)
        if op is not None and self.paper is not None:
            values.update(self.paper.move_values(self.r.obj, op))
        return values

    def _where(self, r: Renderer, state: int, goal: Condition | None = None) -> str:
        text = say("pfc.where", state=r.state(state))
        if goal is not None:
            text += say("pfc.where_goal", goal=goal_text(r, goal))
        return text

    def shots(self, module: str) -> int:
        """Demonstrations for ``module``: ``shots``, or the Actor's and Evaluator's own."""
        own = {"actor": self.opts.actor_shots, "evaluator": self.opts.evaluator_shots}
        n = own.get(module, -1)
        return self.opts.shots if n < 0 else n

    def _demos(self, build: str) -> list[tuple[str, str]]:
        """One demonstration per solved example problem, at most :meth:`shots`: the Actor
        sees a whole optimal plan, the Evaluator its length, the Predictor its first
        transition, the Monitor a valid then an invalid move, the TaskCoordinator a
        reached then an unreached goal, the TaskDecomposer the state halfway."""
        out: list[tuple[str, str]] = []
        for k, ex in enumerate(self.examples[: self.shots(build)]):
            r, plan = ex.renderer, ex.plan
            if not plan:
                continue
            states = [r.task.initial]
            for op in plan:
                states.append(op.apply(states[-1]))
            where = self._where(r, states[0], r.task.goal)
            here = self._where(r, states[0])
            if build == "actor":
                steps = "\n".join(f"{i}. {r.op(op)}" for i, op in enumerate(plan, start=1))
                out.append((say("pfc.demo_actor", where=where), steps))
            elif build == "predictor":
                q = say("pfc.demo_predictor", where=here, action=r.op(plan[0]))
                out.append((q, r.state(states[1])))
            elif build == "evaluator":
                out.append((say("pfc.demo_evaluator", where=where), str(len(plan))))
            elif build == "monitor":
                bad = next(
                    (
                        o
                        for o in r.task.operators
                        if not o.applicable(states[0]) and len(set(o.args)) == len(o.args)
                    ),
                    None,
                )
                if k % 2 == 0 or bad is None:
                    q = say("pfc.demo_predictor", where=here, action=r.op(plan[0]))
                    out.append((q, "valid"))
                else:
                    unmet = r.facts(bad.precondition.unmet(states[0], r.task.facts))
                    q = say("pfc.demo_predictor", where=here, action=r.op(bad))
                    out.append((q, f"invalid: {unmet} must hold"))
            elif build == "coordinator":
                s = states[-1] if k % 2 == 0 else states[0]
                q = say("pfc.demo_coordinator", where=self._where(r, s, r.task.goal))
                out.append((q, "yes" if r.task.is_goal(s) else "no"))
            elif build == "decomposer":
                out.append(
                    (say("pfc.demo_decomposer", where=where), r.state(states[len(plan) // 2]))
                )
        return out

    # ------------------------------------------------------------ modules
    def actor(
        self, state: int, goal: Condition, feedback: Sequence[str], temperature: float = -1
    ) -> list[str]:
        """Proposed actions as text (the caller parses them with the machine)."""
        b = self.opts.branches
        rejected = "".join(f"\n- {f}" for f in feedback)
        values = self._values(state, goal)
        values["feedback"] = say("pfc.paper_feedback", rejected=rejected) if feedback else ""
        question = say(
            "pfc.actor",
            where=self._where(self.r, state, goal),
            rejected=say("pfc.rejected", rejected=rejected) if feedback else "",
            b=b,
            s="s" if b != 1 else "",
            format=action_format(self.r),
        )
        about = self.s.about("actor", state, goal, branches=b)
        text = self._ask(
            "actor", question, self._demos("actor"), temperature, about=about, values=values
        )
        # every step the answer holds, unreadable ones too: their reason becomes feedback
        return [step.text for step in self.s.reading.read_plan(text).steps]

    def monitor(self, state: int, op: Operator) -> tuple[bool, str]:
        # asked every time, as Algorithm 1 sends every proposal (no memo, unlike the
        # Predictor's and Evaluator's answers, which the search reuses)
        question = say("pfc.monitor", where=self._where(self.r, state), action=self.r.op(op))
        about = self.s.about("monitor", state, action=str(op))
        values = self._values(state, op=op)
        answer = self._ask(
            "monitor", question, self._demos("monitor"), about=about, values=values
        ).strip()
        ok, why = verdict(answer)
        return ok, "" if ok else f"{self.r.op(op)}: {why}"

    def predictor(self, state: int, op: Operator) -> int:
        key = ("predictor", state, op.index)
        if key not in self._cache:
            question = say("pfc.predictor", where=self._where(self.r, state), action=self.r.op(op))
            about = self.s.about("predictor", state, action=str(op))
            values = self._values(state, op=op)
            text = self._ask(
                "predictor", question, self._demos("predictor"), about=about, values=values
            )
            self._cache[key] = self.s.reading.parse_state(text)[0]
        return self._cache[key]  # type: ignore[return-value]

    def evaluator(self, state: int, goal: Condition) -> float:
        key = ("evaluator", state, self.goal_text(goal))  # the question asked, as text
        if key in self._cache:
            return self._cache[key]  # type: ignore[return-value]
        question = say("pfc.evaluator", where=self._where(self.r, state, goal))
        about = self.s.about("evaluator", state, goal)
        values = self._values(state, goal)
        text = self._ask(
            "evaluator", question, self._demos("evaluator"), about=about, values=values
        )
        numbers = _INT.findall(text)  # "... from the current configuration is 7."
        value = float(numbers[-1]) if numbers else 99.0
        self._cache[key] = value
        return value

    def coordinator(self, state: int, goal: Condition) -> bool:
        key = ("coordinator", state, self.goal_text(goal))
        if key not in self._cache:
            question = say("pfc.coordinator", where=self._where(self.r, state, goal))
            about = self.s.about("coordinator", state, goal)
            values = self._values(state, goal)
            text = self._ask(
                "coordinator", question, self._demos("coordinator"), about=about, values=values
            )
            words = _YES_NO.findall(text.lower())  # "... Hence yes."
            self._cache[key] = bool(words) and words[-1] == "yes"
        return self._cache[key]  # type: ignore[return-value]

    def decomposer(self, state: int, goal: Condition) -> Condition:
        question = say("pfc.decomposer", where=self._where(self.r, state, goal))
        about = self.s.about("decomposer", state, goal)
        values = self._values(state, goal)
        text = self._ask(
            "decomposer", question, self._demos("decomposer"), about=about, values=values
        )
        _, mark, after = text.rpartition("Subgoal:")  # after the goal-recursion reasoning
        facts = self.s.reading.parse_facts(after if mark else text)[0]
        return Condition(pos=facts) if facts else goal


class ModelStop(Exception):
    """A model failure ended the episode (recorded in the trace)."""
