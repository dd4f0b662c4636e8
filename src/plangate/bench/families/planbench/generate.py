"""Generating PlanBench's other tasks from any domain and instances, each item with its
exact answer from the machine and an optimal planner.

The output is an ordinary dataset folder (``dataset.json``, ``domain.pddl``,
``problems/``): one instance per item, whose problem file is the problem the answer
is judged against (the derived one where the task changes the problem), and whose
``meta`` holds the task, the prompt and the exact answer. ``plangate bench
--dataset DIR`` runs it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from plangate.bench.datasets import Dataset, Instance, write_manifest
from plangate.bench.datasets.items import Generator, Source, problem_files
from plangate.bench.families.planbench import task_names
from plangate.bench.families.planbench import wording as w
from plangate.bench.families.planbench.score import strings
from plangate.errors import PlangateError
from plangate.llm.render import renderer_for
from plangate.pddl import syntax as s
from plangate.pddl.loader import decode_pddl, load_domain, load_task
from plangate.pddl.task import Operator, Task
from plangate.verify.validate import ValidationResult, ValidationStatus, validate

KIND = "planbench-tasks"
MIX = {"valid": 1, "step": 1, "goal": 1}  # verification: the plans' kinds, in proportion


@dataclass
class Item:
    name: str
    text: str  # the judged problem's PDDL
    prompt: str
    answer: dict[str, object]
    optimal_length: float | None = None
    meta: dict[str, object] = field(default_factory=dict)


def _plan(ops: Sequence[Operator]) -> list[str]:
    return [str(op) for op in ops]


def plan_answer(plan: Sequence[Operator]) -> dict[str, object]:
    """The exact answer to a plan item: an optimal plan, its length and its cost."""
    return {
        "optimal_length": len(plan),
        "optimal_cost": sum(op.cost for op in plan),
        "plan": _plan(plan),
    }


def _states(task: Task, plan: Sequence[Operator]) -> list[int]:
    """The states a plan goes through, the initial one first."""
    states = [task.initial]
    for op in plan:
        states.append(op.apply(states[-1]))
    return states


def _goal_atoms(task: Task) -> list[str] | None:
    """The goal's atoms in order, when it is a conjunction of atoms."""
    goal = task.problem.goal
    parts = goal.args if isinstance(goal, s.And) else (goal,)
    if not all(isinstance(p, s.Atom) for p in parts):
        return None
    return [str(p) for p in parts]


def _full(src: Source) -> list[str]:
    """The fluent facts of the state the optimal plan reaches (PlanBench's full goal)."""
    return src.task.atoms(_states(src.task, src.plan)[-1])


def _prefix(g: Generator, plan: Sequence[Operator]) -> int:
    """A random proper prefix length of a plan: 1 to its length less one (the whole plan
    would make a reuse item the partial-to-full item of the same instance)."""
    return g.rnd.randint(1, len(plan) - 1) if len(plan) > 1 else len(plan)


# ------------------------------------------------------------------ the tasks
def _plan_item(src: Source, ex: Source, prompt: str, text: str | None = None) -> Item:
    return Item(
        src.name,
        text if text is not None else str(src.task.problem) + "\n",
        prompt,
        plan_answer(src.plan),
        len(src.plan),
        {"examples": [ex.name] if ex is not src else []},
    )


def optimality(g: Generator, src: Source, others: list[Source]) -> Item:
    ex = others[0]
    cost = sum(op.cost for op in ex.plan) if ex.task.uses_costs else len(ex.plan)
    prompt = (
        w.intro(ex.r, cost=True)
        + "\n"
        + w.plan_block(ex.r, ex.plan, w.MINIMIZE)
        + w.cost_text(int(cost))
        + w.plan_block(src.r, None, w.MINIMIZE)
    )
    return _plan_item(src, ex, prompt)


def generalization(g: Generator, src: Source, others: list[Source]) -> Item:
    ex = others[0]
    prompt = w.intro(ex.r) + "\n" + w.plan_block(ex.r, ex.plan) + w.plan_block(src.r, None)
    return _plan_item(src, ex, prompt)


def reuse(g: Generator, src: Source, others: list[Source]) -> Item:
    k = _prefix(g, src.plan)
    state = _states(src.task, src.plan)[k]
    text, task, r = g.derived(src, f"{src.name}-reuse", goal=src.task.atoms(state))
    prompt = w.intro(src.r) + "\n" + w.plan_block(src.r, src.plan) + w.plan_block(r, None)
    plan = g.solve(task)
    if plan is None:
        raise PlangateError(f"{src.name}: no plan found to the state after {k} steps")
    return Item(
        src.name,
        text,
        prompt,
        {**plan_answer(plan), "prefix": _plan(src.plan[:k])},
        len(plan),
        {"prefix_length": k},
    )


def replanning(g: Generator, src: Source, others: list[Source]) -> Item:
    ex = others[0]
    blocks = []
    answer: dict[str, object] = {}
    meta: dict[str, object] = {"examples": [ex.name]}
    text = ""
    ex = next((x for x in others if _can_change(g, x)), ex)
    for one, solved in ((ex, True), (src, False)):
        step, new_state, plan = _unexpected(g, one)
        before = _states(one.task, one.plan)[step]
        became_true = [a for a in one.task.atoms(new_state) if a not in one.task.atoms(before)]
        became_false = [a for a in one.task.atoms(before) if a not in one.task.atoms(new_state)]
        blocks.append(
            w.replanning_block(
                one.r, one.plan, step, became_true, became_false, plan if solved else None
            )
        )
        if not solved:
            text = g.derived(one, f"{one.name}-replanning", state=new_state)[0]
            answer = plan_answer(plan)
            meta.update(step=step, became_true=became_true, became_false=became_false)
    prompt = w.intro(src.r) + "\n" + "".join(blocks)
    return Item(src.name, text, prompt, answer, len(plan), meta)


def _can_change(g: Generator, src: Source) -> bool:
    try:
        _unexpected(g, src)
    except PlangateError:
        return False
    return True


def _unexpected(g: Generator, src: Source) -> tuple[int, int, tuple[Operator, ...]]:
    """An unexpected change mid-plan: after a random step, the state moves by a short random
    walk (so the new state is one the domain can be in) to a state off the plan from which
    the goal can still be reached. Returns the step, the new state and a plan from it."""
    task = src.task
    if not src.plan:
        raise PlangateError(f"{src.name}: the goal holds initially; nothing to replan")
    for _ in range(50):
        step = g.rnd.randint(1, len(src.plan))
        states = _states(task, src.plan)
        state = states[step]
        for _walk in range(g.rnd.choice((1, 2, 2, 3))):
            succ = [t for _op, t in task.successors(state)]
            if not succ:
                break
            state = g.rnd.choice(succ)
        if state in states or task.is_goal(state):
            continue
        plan = g.solve(task, start=state)
        if plan is not None:
            return step, state, plan
    raise PlangateError(f"{src.name}: found no unexpected change that leaves the goal reachable")


def goal_shuffling(g: Generator, src: Source, others: list[Source]) -> Item:
    atoms = _goal_atoms(src.task)
    if atoms is None:
        raise PlangateError(
            f"{src.name}: the goal is not a conjunction of facts; cannot shuffle it"
        )
    shuffled = atoms[:]
    for _ in range(10):
        g.rnd.shuffle(shuffled)
        if shuffled != atoms or len(atoms) < 2:
            break
    text, _task, r = g.derived(src, f"{src.name}-shuffled", goal=shuffled)
    prompt = w.intro(src.r) + "\n" + w.plan_block(src.r, src.plan) + w.plan_block(r, None)
    return _plan_item(src, src, prompt, text)


def full_to_partial(g: Generator, src: Source, others: list[Source]) -> Item:
    _text, _task, full = g.derived(src, f"{src.name}-full", goal=_full(src))
    prompt = w.intro(src.r) + "\n" + w.plan_block(full, src.plan) + w.plan_block(src.r, None)
    return _plan_item(src, src, prompt)


def partial_to_full(g: Generator, src: Source, others: list[Source]) -> Item:
    text, task, full = g.derived(src, f"{src.name}-full", goal=_full(src))
    prompt = w.intro(src.r) + "\n" + w.plan_block(src.r, src.plan) + w.plan_block(full, None)
    plan = g.solve(task)
    assert plan is not None  # src.plan reaches it
    return Item(src.name, text, prompt, plan_answer(plan), len(plan))


def execution(g: Generator, src: Source, others: list[Source]) -> Item:
    ex = others[0]
    blocks = []
    answer: dict[str, object] = {}
    for one, solved in ((ex, True), (src, False)):
        k = _prefix(g, one.plan)
        seq = one.plan[:k]
        state = _states(one.task, seq)[-1]
        blocks.append(w.execution_block(one.r, seq, state if solved else None))
        if not solved:
            facts = [a for a in one.task.atoms(state) if one.r.atom(a)]
            answer = {"facts": facts, "sequence": _plan(seq)}
    prompt = w.intro(src.r) + "\n" + "".join(blocks)
    return Item(
        src.name, str(src.task.problem) + "\n", prompt, answer, None, {"examples": [ex.name]}
    )


def bad_plan(g: Generator, src: Source, kind: str) -> tuple[Operator, ...]:
    """A plan of ``kind``: ``valid`` (an optimal one), ``goal`` (its last step dropped:
    every step executable, the goal unmet) or ``step`` (one step dropped and the rest
    shuffled, PlanBench's way, until a step cannot be executed)."""
    plan = src.plan
    if kind == "valid":
        return plan
    if kind == "goal":
        return plan[:-1]
    for _ in range(200):
        cut = g.rnd.randrange(1, len(plan) - 1) if len(plan) > 2 else min(1, len(plan) - 1)
        out = list(plan[:cut] + plan[cut + 1 :]) if len(plan) > 1 else list(plan)
        g.rnd.shuffle(out)
        if validate(src.task, out).status is ValidationStatus.INVALID_STEP:
            return tuple(out)
    # a domain where the shuffled plans stay executable: an action that cannot be
    # executed, put in at a random step of the plan
    states = _states(src.task, plan)
    for k in g.rnd.sample(range(len(plan) + 1), len(plan) + 1):
        blocked = [op for op in src.task.operators if not op.applicable(states[k])]
        if blocked:
            return (*plan[:k], g.rnd.choice(blocked), *plan[k:])
    raise PlangateError(f"{src.name}: every action can be executed anywhere along its plan")


def verdict(src: Source, plan: Sequence[Operator]) -> dict[str, object]:
    """The exact answer to a verification item: valid, or the first failing step and why."""
    return verdict_of(validate(src.task, plan), _plan(plan))


def verdict_of(res: ValidationResult, plan: list[str]) -> dict[str, object]:
    """A validation as the exact answer to a verification item (``plan``: as PDDL)."""
    kind = {ValidationStatus.VALID: "valid", ValidationStatus.GOAL_NOT_REACHED: "goal"}.get(
        res.status, "step"
    )
    unmet = list(res.unmet_goal if kind == "goal" else res.unmet_preconditions)
    return {
        "valid": kind == "valid",
        "kind": kind,
        "step": res.failed_step,
        "action": res.failed_action if kind == "step" else None,
        "unmet": unmet,
        "plan": plan,
    }


def message(src: Source, answer: dict[str, object]) -> str:
    step = answer["step"]
    op = src.task.operator(*_split(str(answer["action"]))) if answer["action"] else None
    action = src.r.op(op) if op is not None else ""
    number = step if isinstance(step, int) else None
    return w.verdict_message(src.r, str(answer["kind"]), number, action, strings(answer["unmet"]))


def _split(action: str) -> tuple[str, tuple[str, ...]]:
    parts = action.strip("() ").split()
    return parts[0], tuple(parts[1:])


def verification(g: Generator, src: Source, others: list[Source], kind: str) -> Item:
    kinds = list(MIX)
    g.rnd.shuffle(kinds)
    blocks = []
    used = []
    for ex, k in zip(others, kinds, strict=False):
        try:
            plan = bad_plan(g, ex, k)
        except PlangateError:
            continue
        blocks.append(w.verification_block(ex.r, plan, message(ex, verdict(ex, plan))))
        used.append(ex.name)
    try:
        plan = bad_plan(g, src, kind)
    except PlangateError:  # a domain without inexecutable plans: the goal kind instead
        plan = bad_plan(g, src, "goal")
    answer = verdict(src, plan)
    blocks.append(w.verification_block(src.r, plan, None))
    prompt = w.intro(src.r) + "\n" + "".join(blocks)
    return Item(
        src.name,
        str(src.task.problem) + "\n",
        prompt,
        answer,
        None,
        {"examples": used, "planned_kind": kind},
    )


Build = Callable[[Generator, Source, list[Source]], Item]
BUILDERS: dict[str, Build] = {
    "optimality": optimality,
    "reuse": reuse,
    "generalization": generalization,
    "replanning": replanning,
    "execution": execution,
    "goal-shuffling": goal_shuffling,
    "full-to-partial": full_to_partial,
    "partial-to-full": partial_to_full,
}


# ------------------------------------------------------------------ driver
def _mix(text: str | None) -> dict[str, int]:
    if not text:
        return dict(MIX)
    out: dict[str, int] = {}
    for part in text.split(","):
        k, _, v = part.partition("=")
        if k.strip() not in MIX or not v.strip().isdigit():
            raise PlangateError(f"--mix {text!r}: expected valid=N,step=N,goal=N")
        out[k.strip()] = int(v)
    if not sum(out.values()):
        raise PlangateError(f"--mix {text!r}: the proportions add up to 0")
    return out


def generate_tasks(
    domain_file: str | Path,
    problems: Sequence[str | Path],
    tasks: Sequence[str],
    out: str | Path,
    *,
    nl: str | None = None,
    seed: int = 0,
    limit: int | None = None,
    mix: str | None = None,
    seconds: float = 60.0,
    progress: Callable[[str], None] = lambda _line: None,
) -> Dataset:
    """Write the items of ``tasks`` for ``problems`` into the dataset folder ``out``. The
    instances are taken in size order; each item's example is the instance before it
    (the one after, for the first)."""
    names = task_names(list(tasks))
    domain = load_domain(domain_file)
    files = problem_files(problems)
    g = Generator(domain, nl, random.Random(f"planbench-{seed}"), seconds)
    sources: list[Source] = []
    wanted = (limit or len(files)) + 3  # the instances asked about, and examples enough
    for path in sorted(files, key=lambda p: (p.stat().st_size, p.name)):
        if len(sources) >= wanted:
            break
        task = load_task(domain, path)
        plan = g.solve(task)
        if plan is None:
            progress(f"skipped {path.name}: no optimal plan within {seconds:.0f} s")
            continue
        sources.append(Source(path.stem, task, renderer_for(task, nl), plan))
    if len(sources) < 2:
        raise PlangateError("the tasks need at least two solvable instances (one is an example)")
    query = sources[: limit or len(sources)]
    weights = _mix(mix)
    kinds = [k for k, n in weights.items() for _ in range(n)]
    root = Path(out)
    (root / "problems").mkdir(parents=True, exist_ok=True)
    (root / "domain.pddl").write_text(
        decode_pddl(Path(domain_file).read_bytes(), domain_file, "domain")
    )
    instances: list[Instance] = []
    skipped: list[str] = []
    for t in names:
        vkinds = [kinds[i % len(kinds)] for i in range(len(query))]
        g.rnd.shuffle(vkinds)
        for i, src in enumerate(query):
            others = _others(sources, i)
            try:
                if t == "verification":
                    item = verification(g, src, others, vkinds[i])
                else:
                    item = BUILDERS[t](g, src, others)
            except PlangateError as err:
                skipped.append(f"{t} {src.name}: {err}")
                continue
            name = f"{t}-{item.name}"
            path = root / "problems" / f"{name}.pddl"
            path.write_text(item.text)
            meta = {
                "task": t,
                "prompt": item.prompt,
                "answer": item.answer,
                "source": src.name,
                **item.meta,
            }
            instances.append(Instance(name, str(path.relative_to(root)), item.optimal_length, meta))
            progress(f"{name}")
    generator = {
        "kind": KIND,
        "tasks": names,
        "seed": seed,
        "nl": nl,
        "mix": weights,
        "skipped": skipped,
    }
    for line in skipped:
        progress(f"skipped {line}")
    return write_manifest(root, root.name, "domain.pddl", generator, instances)


def _others(sources: list[Source], i: int) -> list[Source]:
    """The examples for instance ``i``: the one before it first (PlanBench's one-shot
    example), then the others."""
    first = sources[i - 1] if i > 0 else sources[1]
    rest = [x for x in sources[i + 1 :] + sources[:i] if x is not sources[i] and x is not first]
    return [first, *rest]
