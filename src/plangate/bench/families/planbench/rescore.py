"""Rescoring PlanBench's recorded results of its other tasks (``plangate rescore``).

PlanBench's result files of these tasks hold each instance's ``query`` (the prompt)
and ``llm_raw_response``, and its verdict (``llm_correct``; for verification
``llm_correct_binary``, ``llm_correct_w_type``, ``llm_correct_w_expl``). Their
modified problems (replanning's, reuse's) are not kept there, so the query is
read instead: its last ``[STATEMENT]`` says the initial conditions, the goal, the
plan to verify or the actions executed, and the unexpected change. That problem
is written as PDDL (the instance's objects, the stated facts), its exact answer
comes from the machine and the optimal planner, and the recorded response is
scored as a live answer would be (:mod:`plangate.bench.families.planbench.family`).
"""

from __future__ import annotations

import dataclasses
import hashlib
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from plangate.bench.families.planbench import TASKS
from plangate.bench.families.planbench.generate import plan_answer, verdict_of
from plangate.errors import PlangateError
from plangate.llm.grounded import Grounded, grounded
from plangate.llm.reading import Reading
from plangate.llm.reading.checked import applied_steps
from plangate.llm.reading.formatted import plan_block
from plangate.llm.render import reading_for
from plangate.pddl import syntax as s
from plangate.verify.budgets import SEARCH
from plangate.verify.pddl_export import problem_from_state
from plangate.verify.search import search
from plangate.verify.validate import validate

if TYPE_CHECKING:
    from plangate.pddl.task import Task

PLANBENCH_TASKS = {k.planbench: k.name for k in TASKS.values()}
PLANBENCH_TASKS["task_3_plan_verification_with_llm_plans"] = "verification"


def task_of(name: object) -> str | None:
    """plangate's name of a PlanBench task (None: plan generation, or not a task name)."""
    return PLANBENCH_TASKS.get(str(name or ""))


def _line(block: str, marker: str) -> str | None:
    i = block.find(marker)
    if i < 0:
        return None
    j = block.find("\n", i)
    return block[i + len(marker) : j if j >= 0 else None].strip()


def _section(block: str, start: str, end: str) -> str | None:
    i = block.find(start)
    if i < 0:
        return None
    j = block.find(end, i + len(start))
    return block[i + len(start) : j if j >= 0 else None]


@dataclasses.dataclass
class Posed:
    """The problem a query's last statement poses, and its exact answer."""

    problem: str  # the PDDL file written
    answer: dict[str, object]
    optimal_length: float | None


# the tasks whose recorded ``ground_truth_plan`` is Fast Downward's optimal plan (A* with
# LM-cut) of exactly the problem the query poses: it is the exact answer when it is valid
# there, and no search is needed (the other tasks record a plan of another problem)
OPTIMAL_GIVEN = ("optimality", "generalization")


def _given(reading: Reading, task: Task, hint: str | None) -> list[Any] | None:
    """The recorded plan as operators, when it is a valid plan reaching the goal."""
    if not hint or not hint.strip():
        return None
    steps = reading.read_plan(plan_block([hint.strip()])).steps
    res = validate(task, steps, machine=reading.machine, parse_text=reading.parse_step)
    return applied_steps(reading, res, steps) if res.success and steps else None


def derive(
    task: str,
    query: str,
    domain: str,
    problem: str,
    nl: str | None,
    out: Path,
    ident: str,
    hint: str | None = None,
    ground: Callable[[str, str, str | None], Grounded] = grounded,
) -> Posed:
    """The problem and exact answer of one recorded query (``problem``: the instance's
    file, for its objects; the problem file is written into ``out``; ``hint``: the plan
    the file recorded as the answer, used where it is the posed problem's optimal plan;
    ``ground``: how the posed problem is grounded, the way its job will ground it, so
    it is grounded once)."""
    where = f"instance {ident}"
    i = query.rfind("[STATEMENT]")
    if i < 0:
        raise PlangateError(f"{where}: the query has no [STATEMENT]")
    block = query[i:]
    g = grounded(domain, problem, nl)
    base, reading = g.task, reading_for(g.renderer)
    init_text = _line(block, "As initial conditions I have that,")
    if init_text is None:
        raise PlangateError(f"{where}: the query states no initial conditions")
    state = _facts(reading, init_text, where, "initial conditions")
    if not state:
        raise PlangateError(f"{where}: the initial conditions name no fact in this rendering")
    goal_text = _line(block, "My goal is to have that")
    if goal_text is not None:
        goal_text = goal_text.split(" I want to minimize")[0]
    if task == "replanning":
        state = _after_event(reading, block, state, where)
    atoms = _atoms(reading, goal_text, where)
    if goal_text and not atoms:
        raise PlangateError(f"{where}: the goal names no fact in this rendering: {goal_text!r}")
    goal: s.Formula = s.And(tuple(s.Atom(p, a) for p, a in atoms))
    if goal_text is None:  # execution states no goal
        goal = base.problem.goal
    pddl = dataclasses.replace(problem_from_state(base, state), goal=goal)
    text = str(pddl) + "\n"
    name = f"{Path(problem).stem}-{task}-{hashlib.sha256(text.encode()).hexdigest()[:10]}.pddl"
    out.mkdir(parents=True, exist_ok=True)
    path = out / name
    if not path.is_file():
        path.write_text(text)
    d = ground(domain, str(path), nl)
    dreading = reading_for(d.renderer)
    kind = TASKS[task].answer
    if kind == "plan":
        given = _given(dreading, d.task, hint) if task in OPTIMAL_GIVEN else None
        if given is not None:  # PlanBench's optimal plan of the posed problem
            return Posed(str(path), plan_answer(given), len(given))
        plan = _optimal_plan(d, where)
        return Posed(str(path), plan_answer(plan), len(plan))
    shown = _section(block, "[PLAN]" if kind == "verdict" else "[ACTION SEQUENCE]",
                     "[PLAN END]" if kind == "verdict" else "[ACTION SEQUENCE END]")  # fmt: skip
    if shown is None:
        raise PlangateError(f"{where}: the query shows no plan or action sequence")
    steps = dreading.read_plan(plan_block([shown.strip()])).steps
    res = validate(d.task, steps, machine=dreading.machine, parse_text=dreading.parse_step)
    if kind == "verdict":
        return Posed(str(path), verdict_of(res, [st.pddl() for st in steps]), None)
    if not res.valid:
        raise PlangateError(f"{where}: the executed sequence fails at step {res.failed_step}")
    facts = [a for a in d.task.atoms(res.final_state) if d.renderer.atom(a)]
    return Posed(str(path), {"facts": facts, "sequence": [st.pddl() for st in steps]}, None)


def _optimal_plan(d: Grounded, where: str) -> list[Any]:
    """An optimal plan of the posed problem: down the explored state space's distances
    when it is small enough to be explored, else by A* with LM-cut."""
    task, space = d.task, d.oracle.space
    if space is not None and task.initial in space.index:
        plan, state = [], task.initial
        left = d.oracle.distance(state)
        while not task.is_goal(state) and left < float("inf"):
            for op, nxt in task.successors(state):
                rest = d.oracle.distance(nxt)
                if rest + op.cost == left:
                    plan.append(op)
                    state, left = nxt, rest
                    break
            else:
                break
        if task.is_goal(state):
            return plan
    result = search(task, budget=SEARCH, heuristic="lmcut")
    if result.cost is None:
        raise PlangateError(f"{where}: no optimal plan found for the stated problem")
    return list(result.plan or [])


def _facts(reading: Reading, text: str, where: str, what: str) -> int:
    state, unknown = reading.parse_facts(text)
    unread = reading.unread(text)
    if unread:
        raise PlangateError(f"{where}: cannot read {unread[0]!r} in the {what} as a fact")
    if unknown:
        raise PlangateError(f"{where}: the {what} name facts of no object here: {unknown[0]}")
    return state


def _atoms(reading: Reading, text: str | None, where: str) -> list[tuple[str, tuple[str, ...]]]:
    if not text:
        return []
    state = _facts(reading, text, where, "goal")
    return [reading.task.fact_keys[i] for i in range(len(reading.task.fact_keys)) if state >> i & 1]


_EVENT = re.compile(r'After executing the action "([^"]*)"(?: at step (\d+))?', re.IGNORECASE)


def _after_event(reading: Reading, block: str, init: int, where: str) -> int:
    """The state after the plan's step and the unexpected change the query states."""
    plan = _section(block, "[PLAN]", "[PLAN END]")
    event = _EVENT.search(block)
    if plan is None or event is None:
        raise PlangateError(f"{where}: the query states no plan and unexpected event")
    steps = reading.read_plan(plan_block([plan.strip()])).steps
    if event.group(2):
        k = int(event.group(2))
    else:  # PlanBench's harder variant names the action only
        named = reading.read_plan(plan_block([event.group(1)])).steps
        k = next((n for n, st in enumerate(steps, 1) if named and st.pddl() == named[0].pddl()), 0)
    res = validate(reading.task, steps[:k], machine=reading.machine, parse_text=reading.parse_step)
    if not res.valid or not k:
        raise PlangateError(f"{where}: the plan's first {k} steps cannot be executed")
    state = res.final_state
    true = _line(block, "became true:")
    false = _line(block, "became false:") or _line(block, "became unexpectedly false:")
    if true:
        state |= _facts(reading, true, where, "facts that became true")
    if false:
        state &= ~_facts(reading, false, where, "facts that became false")
    return state
