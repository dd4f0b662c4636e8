"""A scripted model that answers every prompt of plangate correctly, from the exact planner.

It answers from the request's metadata (:mod:`plangate.llm.request`: its
kind, state, goal, the action to judge, the numbered options), never from
the prose, and writes its answers in the renderer's wording, so the harness
is measured without a model: benchmarks count the calls and tokens a method
needs when every answer is right. ``mistakes`` switches on wrong answers
for tests (``bad_actor``: an invalid proposal first; ``lying_monitor``:
every action called valid).

Over HTTP the metadata comes in the ``X-Plangate-Request`` header, which
plangate's OpenAI-compatible client sends to servers on this machine.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from plangate.errors import PlangateError
from plangate.llm.clients.base import Message
from plangate.llm.nl import Renderer
from plangate.llm.request import meta_of
from plangate.pddl.task import Condition, Operator
from plangate.verify.search import Limits, search


def _mask(r: Renderer, atoms: list[str]) -> int | None:
    """The facts as a bitmask of this task, or None when one is not a fact of it."""
    mask = 0
    statics = r.task.world.static_facts
    for atom in atoms:
        parts = atom.strip("()").split()
        fid = r.task.fact_id(parts[0], tuple(parts[1:])) if parts else None
        if fid is None:
            if tuple(parts[1:]) in statics.get(parts[0], ()):
                continue
            return None
        mask |= 1 << fid
    return mask


def probe_answer(meta: dict[str, Any]) -> str:
    """The answer to a probe (plangate.llm.doctor): one of its options, if any."""
    options = meta.get("options")
    return str(options[0]) if isinstance(options, list) and options else "ok"


class PlannerOracle:
    """Call it with the messages of a request; it returns the right answer as text.

    State and goal come from the request's metadata, so one oracle serves every
    problem over the same facts (e.g. all 4-block Blocksworld problems).
    """

    def __init__(self, r: Renderer, **mistakes: bool) -> None:
        self.r = r
        self.task = r.task
        self.mistakes = mistakes
        self.kinds: list[str] = []
        self._plans: dict[tuple[int, int, int], list[Operator]] = {}
        self.wording = wording_of(r)

    def fits(self, meta: dict[str, Any]) -> bool:
        """Whether the request is about this oracle's facts, in its wording."""
        if meta.get("wording") not in (None, self.wording):
            return False
        goal = meta.get("goal") or {}
        actions = [meta["action"]] if meta.get("action") else []
        actions += list(meta.get("options", []))
        return all(
            _mask(self.r, atoms) is not None
            for atoms in (meta.get("state", []), goal.get("pos", []), goal.get("neg", []))
        ) and all(self._op(a) is not None for a in actions)

    def plan(self, state: int, goal: Condition | None = None) -> list[Operator]:
        goal = goal or self.task.goal
        key = (state, goal.pos, goal.neg)
        if key not in self._plans:
            result = search(self.task, start=state, goal=goal, limits=Limits(500_000, 60.0))
            self._plans[key] = list(result.plan or [])
        return self._plans[key]

    def _invalid(self, state: int) -> Operator:
        return next(op for op in self.task.operators if not op.applicable(state))

    def _op(self, text: str | None) -> Operator | None:
        if not text:
            return None
        parts = text.strip("()").split()
        return self.task.operator(parts[0], tuple(parts[1:])) if parts else None

    # ------------------------------------------------------------ answering
    def __call__(self, messages: list[Message]) -> str:
        meta = meta_of(messages)
        if meta is None:
            raise PlangateError(
                "the planner oracle answers from a request's metadata, and this request has "
                "none (plangate sends it to servers on this machine; see plangate.llm.request)"
            )
        return self.answer(meta)

    def answer(self, meta: dict[str, Any]) -> str:
        r = self.r
        kind = str(meta.get("kind"))
        if kind == "probe":  # a runner checking what the server supports
            return probe_answer(meta)
        state = _mask(r, meta.get("state", []))
        if state is None:
            raise PlangateError("the request's state names facts this oracle's task lacks")
        goal_meta = meta.get("goal")
        goal = (
            Condition(
                pos=_mask(r, goal_meta.get("pos", [])) or 0,
                neg=_mask(r, goal_meta.get("neg", [])) or 0,
            )
            if goal_meta is not None
            else self.task.goal
        )
        self.kinds.append(kind)
        act = self._op(meta.get("action"))
        if kind == "decomposer":
            mid = state
            plan = self.plan(state, goal)
            for op in plan[: (len(plan) + 1) // 2]:
                mid = op.apply(mid)
            return r.state(mid)
        if kind == "actor":
            plan = self.plan(state, goal)
            best = r.op(plan[0]) if plan else ""
            others = [r.op(op) for op in r.machine.valid_actions(state) if r.op(op) != best]
            if self.mistakes.get("bad_actor"):
                return f"{r.op(self._invalid(state))}\n{best}"
            return "\n".join([best, *others[:1]])
        if kind == "monitor":
            if self.mistakes.get("lying_monitor") or (act is not None and act.applicable(state)):
                return "valid"
            unmet = act.precondition.unmet(state, self.task.facts) if act is not None else []
            return f"invalid: {r.facts(unmet)} must hold"
        if kind == "predictor":
            return r.state(act.apply(state) if act is not None else state)
        if kind == "evaluator":
            return str(len(self.plan(state, goal)))
        if kind == "coordinator":
            return "yes" if goal.holds(state) else "no"
        if kind == "value":
            return str(max(1, 10 - len(self.plan(state, goal))))
        if kind == "reflect":
            return "I moved away from the goal; follow the shortest route instead."
        plan = self.plan(state, goal)
        cot = bool(meta.get("cot"))
        if kind == "choice":
            options = list(meta.get("options", []))
            want = str(plan[0]) if plan else ""
            k = options.index(want) + 1 if want in options else 1
            return f"Answer: {k}" if cot else str(k)
        if kind == "plan":
            return "[PLAN]\n" + "".join(f"{r.op(op)}\n" for op in plan) + "[PLAN END]"
        if not plan:
            return "GOAL REACHED"
        return f"Action: {r.op(plan[0])}" if cot else r.op(plan[0])  # "action", "expand"


def wording_of(r: Renderer) -> str:
    """The name of a renderer's wording (its file name), as request metadata gives it."""
    return Path(r.config.source).name if r.config is not None else "pddl"


def shipped_wordings(task: Any) -> list[Renderer]:
    """Renderers of ``task`` in every wording shipped for its domain (``nl*.yaml`` in its
    folder: Hanoi as pegs, as lists, and as LLM-PFC's lists), or the PDDL one."""
    from plangate.llm.nl import builtin_nl, load_nl

    config = builtin_nl(task.domain_name)
    if config is None:
        return [Renderer(task, None)]
    out = []
    for path in sorted(Path(config.source).parent.glob("nl*.yaml")):
        try:
            out.append(Renderer(task, load_nl(path)))
        except PlangateError:
            continue  # a wording for other objects (4 disks' numbers on 3 disks)
    return out


class OracleRouter:
    """Answers for problems of several domains or object sets: each request goes to the
    first oracle whose task has every fact and action the request's metadata names."""

    def __init__(self, oracles: list[PlannerOracle]) -> None:
        if not oracles:
            raise ValueError("an OracleRouter needs at least one oracle")
        self.oracles = oracles

    def __call__(self, messages: list[Message]) -> str:
        meta = meta_of(messages)
        if meta is None:
            return self.oracles[0](messages)  # says what is missing
        if meta.get("kind") == "probe":
            return probe_answer(meta)
        for oracle in self.oracles:
            if oracle.fits(meta):
                return oracle.answer(meta)
        raise PlangateError("no oracle knows the facts of this request")
