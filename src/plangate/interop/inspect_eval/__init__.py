"""plangate in the UK AI Security Institute's Inspect AI (``pip install
'plangate[inspect]'``): tasks, a solver whose tools are the machine, and scorers, so
any model Inspect reaches plans against plangate's ground truth.

Tasks (``inspect eval plangate/NAME -T ...``):

* ``plangate/plan``: the model writes a whole plan for each problem of a domain
  (``-T domain=... -T problems=FOLDER``); scored valid / reaches the goal / length over
  the optimal.
* ``plangate/machine``: the same problems step by step through the machine's tools
  (``valid_actions``, ``act`` with the machine's verdict and reason, ``plan_so_far``):
  the validated method as an Inspect agent; ``-T restricted=true`` takes only the
  valid actions as listed (the restricted method), ``-T feedback=false`` says nothing
  of an action (the interactive method without a check).
* ``plangate/planbench_t1``: PlanBench's task 1 with its own prompts (``-T
  checkout=DIR -T config=blocksworld``); ``plangate/planbench``: PlanBench's other
  tasks, the items of a folder ``plangate generate planbench-tasks`` wrote.
* ``plangate/acpbench``: ACPBench's items from a checkout (``-T checkout=DIR -T
  task=land -T format=gen -T split=test``), scored by plangate (any right answer).

* ``plangate/items``: the items of any benchmark family (a dataset folder ``plangate
  generate`` wrote: ``-T dataset=DIR``), each asked as ``plangate bench`` asks it and
  graded by its family (:mod:`.items`); ``planbench`` and ``acpbench`` are two of them.

Scorers: :func:`plan_scorer` (``valid``, ``goal``, ``relative_length``, ``distance``
to the goal where the plan stops) and :func:`item_scorer` (the family's verdict and
the measures it reports), each with Inspect's metrics.
"""

from __future__ import annotations

from typing import Any

from inspect_ai import Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.scorer import Score, Target, accuracy, mean, scorer, stderr
from inspect_ai.solver import Generate, Solver, TaskState, generate, solver
from inspect_ai.tool import Tool, tool

from plangate.interop.inspect_eval.items import (
    acpbench,
    formalize,
    item_scorer,
    items,
    planbench,
)
from plangate.interop.inspect_eval.items import count_arg as _count

PLAN_END = "[PLAN END]"


def _problems(domain: str, problems: str, limit: int | None) -> list[Sample]:
    from plangate.bench.datasets.items import problem_files
    from plangate.llm.render import renderer_for

    limit = _count(limit, "limit")
    out = []
    for path in problem_files([problems])[:limit]:
        t, oracle = grounded(str(domain), str(path))
        r = renderer_for(t, None)
        optimal = oracle.distance(t.initial)
        text = (
            f"{r.intro()}\n\nThe objects are: {r.objects_text()}.\nInitially, "
            f"{r.state(t.initial)}.\nThe goal is to reach a state where {r.goal()}.\n"
        )
        out.append(
            Sample(
                input=text,
                target=str(optimal),
                id=path.stem,
                metadata={"domain": str(domain), "problem": str(path), "optimal": optimal},
            )
        )
    return out


def grounded(domain: str, problem: str) -> tuple[Any, Any]:
    """A problem's task and its ground truth (a DistanceOracle), from the one cache
    (:func:`plangate.llm.grounded.grounded`) the dataset, the solver and the scorer share."""
    from plangate.llm.grounded import grounded as cached

    g = cached(domain, problem)
    return g.task, g.oracle


def _task_of(state: TaskState) -> Any:
    return grounded(str(state.metadata["domain"]), str(state.metadata["problem"]))[0]


@scorer(metrics={"valid": [accuracy(), stderr()], "goal": [accuracy(), stderr()],
                 "relative_length": [mean()], "distance": [mean()]})  # fmt: skip
def plan_scorer() -> Any:
    """A plan (the model's text, or the actions the machine applied) validated against
    the task: executable, reaching the goal, its length over the optimal, and the
    distance to the goal where it stops."""

    async def score(state: TaskState, target: Target) -> Score:
        from plangate.llm.reading.checked import checked, plan_check
        from plangate.llm.render import reading_for, renderer_for
        from plangate.verify.validate import validate

        t, oracle = grounded(state.metadata["domain"], state.metadata["problem"])
        optimal = float(state.metadata["optimal"])  # the optimal cost (length: unit costs)
        applied = state.metadata.get("applied")
        if isinstance(applied, list):  # the machine's tools applied them: valid each
            c = checked(t, applied, validate(t, applied), optimal)
        else:  # a whole plan: read as plangate reads a model's plan, replayed
            r = renderer_for(t, state.metadata.get("nl") or None)
            c = plan_check(r, reading_for(r), state.output.completion, optimal)
        steps, result = c.steps, c.result
        return Score(
            value={
                "valid": c.executable,
                "goal": c.reached,
                "relative_length": c.relative or 0.0,
                "distance": oracle.distance(result.final_state),
            },
            answer="\n".join(getattr(s, "text", str(s)) for s in steps),
            explanation=result.reason or result.status.value,
        )

    return score


def machine_tools(
    t: Any, applied: list[str], restricted: bool = False, feedback: bool = True
) -> list[Tool]:
    """The machine of task ``t`` as Inspect tools, an adapter over its one surface
    (:class:`plangate.llm.surface.MachineSurface`: an action in PDDL or the task's
    words); ``applied`` collects the actions. ``feedback`` off: the interactive method
    without a check (``act`` takes any action and says nothing of it; an invalid one
    fails the plan when it is scored)."""
    from plangate.llm.surface import MAX_ACTION, MachineSurface

    surface = MachineSurface.of(t)

    @tool
    def valid_actions() -> Tool:
        async def execute() -> str:
            """The actions valid at the current state, one per line."""
            return "\n".join(a for a, _w in surface.valid_actions())

        return execute

    @tool
    def act() -> Tool:
        async def execute(action: str) -> str:
            """Apply one action at the current state.

            Args:
                action: the action, such as (pick-up a)
            """
            if restricted and action.strip() not in {
                x for pair in surface.valid_actions() for x in pair
            }:
                return "not applied: choose one of the valid actions exactly as listed"
            got = surface.apply(action)
            if not feedback:  # taken as said; the state moves only on a valid action
                applied.append(got.action or action.strip()[:MAX_ACTION])
                return "noted"
            if not got.valid or got.action is None:
                return f"not applied: {got.reason}"
            applied.append(got.action)
            done = " The goal is reached." if got.goal_reached else ""
            return f"applied {got.action}.{done} Now: {', '.join(surface.facts())}"

        return execute

    @tool
    def plan_so_far() -> Tool:
        async def execute() -> str:
            """The actions applied so far, one per line."""
            return "\n".join(applied) or "(none yet)"

        return execute

    return [valid_actions(), act(), plan_so_far()]


@solver
def machine_agent(max_turns: int = 60, restricted: bool = False, feedback: bool = True) -> Solver:
    """The step-by-step methods as an Inspect agent: the model plans through the
    machine's tools until it stops calling them (or ``max_turns``): validated (the
    default: each action's verdict and reason), restricted (only the valid actions as
    listed), or interactive without a check (``feedback=False``)."""

    async def solve(state: TaskState, generate_: Generate) -> TaskState:
        applied: list[str] = []
        state.metadata["applied"] = applied
        state.tools = machine_tools(_task_of(state), applied, restricted, feedback)
        state.tool_choice = "auto"
        for _ in range(max_turns):
            state = await generate_(state, tool_calls="single")
            if not state.output.message.tool_calls or state.completed:
                break
        return state

    return solve  # type: ignore[return-value]


@task
def plan(domain: str, problems: str, limit: int | None = None) -> Task:
    """Whole plans, written at once, validated."""
    samples = _problems(domain, problems, limit)
    ask = ("\n\nWrite a plan that reaches the goal: one action per line, such as "
           f"(pick-up a), then {PLAN_END}.")  # fmt: skip
    for s in samples:
        s.input = str(s.input) + ask
    return Task(dataset=MemoryDataset(samples), solver=generate(), scorer=plan_scorer())


@task
def machine(
    domain: str,
    problems: str,
    limit: int | None = None,
    restricted: bool = False,
    feedback: bool = True,
) -> Task:
    """Step by step through the machine's tools."""
    samples = _problems(domain, problems, limit)
    ask = ("\n\nReach the goal by calling act with one action at a time; valid_actions "
           "lists what can be done now. Stop when the goal is reached.")  # fmt: skip
    for s in samples:
        s.input = str(s.input) + ask
    return Task(
        dataset=MemoryDataset(samples),
        solver=machine_agent(restricted=restricted, feedback=feedback),
        scorer=plan_scorer(),
    )


@task
def planbench_t1(
    checkout: str | None = None, config: str = "blocksworld", limit: int | None = None
) -> Task:
    """PlanBench's task 1 with its own prompts (from a PlanBench checkout), each plan
    read in the configuration's wording and replayed on the machine."""
    from plangate.bench.rescoring.planbench_prompts import STOP, task1_rows

    samples = []
    for row in task1_rows(checkout, config)[: _count(limit, "limit")]:
        t, oracle = grounded(row["domain"], row["problem"])
        meta = {**row, "optimal": oracle.distance(t.initial)}
        samples.append(Sample(input=row["query"], id=row["instance_id"], metadata=meta))
    return Task(dataset=MemoryDataset(samples), solver=generate(stop_seqs=[STOP]),
                scorer=plan_scorer())  # fmt: skip


__all__ = ["acpbench", "formalize", "item_scorer", "items", "machine", "machine_agent",
           "machine_tools", "plan", "plan_scorer", "planbench", "planbench_t1"]  # fmt: skip
