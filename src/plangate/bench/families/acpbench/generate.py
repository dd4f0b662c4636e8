"""``plangate generate acpbench``: ACPBench's questions on any domain and problems, each
with its exact answer, as a dataset folder ``plangate bench --dataset`` runs.

The states asked about are drawn as ACPBench draws them, seeded: alternately a state
along an optimal plan of a problem (after a random number of its steps) and the end
of a random walk from its initial state. Each state is written as a problem whose
``:init`` is the state (the item's problem file: scoring grounds it). For each task
and format, ``count`` items are made, one per state in turn; yes/no items alternate
between yes and no. A state where an item cannot be made exactly (no applicable
action, no plan found, no candidate decided) gives none, and the manifest says why.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from pathlib import Path

from plangate.bench.datasets import Dataset, Instance, write_manifest
from plangate.bench.datasets.items import Generator, problem_files
from plangate.bench.families.acpbench import KIND, AcpQuestion, format_names, task_names
from plangate.bench.families.acpbench import questions as aq
from plangate.bench.families.acpbench import reaching as ar
from plangate.bench.families.acpbench import wording as w
from plangate.bench.families.acpbench.questions import At, Builder, Skip, states_along, walk
from plangate.errors import PlangateError
from plangate.llm.render import renderer_for
from plangate.pddl.loader import decode_pddl, load_domain, load_task, task_from_text
from plangate.pddl.task import Operator, Task
from plangate.verify.budgets import QUESTION_MAKING, Budget
from plangate.verify.pddl_export import problem_from_state

BUILDERS: dict[str, Builder] = {
    "app": aq.app,
    "prog": aq.prog,
    "val": aq.val,
    "just": aq.just,
    "reach": ar.reach_builder("reach"),
    "areach": ar.reach_builder("areach"),
    "land": ar.land,
    "nexta": ar.nexta,
}


def draw_states(
    g: Generator,
    sources: list[tuple[str, Task, tuple[Operator, ...] | None]],
    count: int,
    budget: Budget,
    progress: Callable[[str], None],
) -> list[At]:
    """``count`` distinct states, from the problems in turn, alternately along a plan and
    at the end of a random walk, each grounded as its own problem."""
    out: list[At] = []
    seen: set[tuple[str, int]] = set()
    tries = 0
    while len(out) < count and tries < count * 10:
        name, task, plan = sources[tries % len(sources)]
        tries += 1
        if plan and len(out) % 2 == 0:
            state = states_along(task.initial, plan[: g.rnd.randrange(len(plan))])[-1]
        else:
            steps = walk(task, task.initial, g.rnd, g.rnd.randint(1, 2 * max(len(plan or ()), 4)))
            state = states_along(task.initial, steps)[-1]
        if (name, state) in seen:
            continue
        seen.add((name, state))
        label = f"{name}-s{len(out):03d}"
        problem = dataclasses.replace(problem_from_state(task, state), name=label)
        text = str(problem) + "\n"
        at_task = task_from_text(g.domain, text, problem_name=f"<{label}>")
        solved = g.solve(at_task)
        out.append(At(label, text, at_task, renderer_for(at_task, g.nl), solved, budget))
        found = f"a plan of {len(solved)}" if solved is not None else "no plan found"
        progress(f"state {label}: {found}")
    return out


def generate_acp(
    domain_file: str | Path,
    problems: Sequence[str | Path],
    out: str | Path,
    *,
    tasks: list[str] | None = None,
    formats: list[str] | None = None,
    count: int = 10,
    seed: int = 0,
    nl: str | None = None,
    style: str = "plangate",
    shots: str | Path | None = None,
    seconds: float = 60.0,
    budget: Budget | None = None,
    progress: Callable[[str], None] = lambda _line: None,
) -> Dataset:
    """Write ``count`` items of each task and format into the dataset folder ``out``."""
    names, fmts = task_names(tasks), format_names(formats)
    budget = budget or QUESTION_MAKING
    domain = load_domain(domain_file)
    g = Generator(domain, nl, random.Random(f"acpbench-{seed}"), seconds)
    sources = []
    for path in problem_files(problems):
        task = load_task(domain, path)
        sources.append((path.stem, task, g.solve(task)))
    states = draw_states(g, sources, count, budget, progress)
    if not states:
        raise PlangateError("no state to ask about: the problems have no reachable state")
    root = Path(out)
    (root / "problems").mkdir(parents=True, exist_ok=True)
    (root / "domain.pddl").write_text(
        decode_pddl(Path(domain_file).read_bytes(), domain_file, "domain")
    )
    for at in states:
        (root / "problems" / f"{at.name}.pddl").write_text(at.text)
    instances: list[Instance] = []
    skipped: list[str] = []
    shots_dir = Path(shots) if shots is not None else None
    for t in names:
        for fmt in fmts:
            made = 0
            for i in range(len(states) * 3):
                if made == count:
                    break
                at = states[i % len(states)]
                rnd = random.Random(f"acpbench-{seed}-{t}-{fmt}-{i}")
                try:
                    built = BUILDERS[t](at, fmt, rnd, made % 2 == 0)
                except Skip as err:
                    skipped.append(f"{t} {fmt} at {at.name}: {err}")
                    continue
                name = f"{t}.{fmt}-{made:03d}"
                ctx = w.context(at.r, at.state, fmt == "gen")
                item = AcpQuestion(
                    t, fmt, name, ctx, built.question,
                    w.prompt(style, t, fmt, ctx, built.question, shots_dir),
                    built.answer, "plangate", built.sequence, built.choices,
                    {"state": at.name}, w.examples(style, t, fmt, shots_dir),
                )  # fmt: skip
                made += 1
                problem = f"problems/{at.name}.pddl"
                instances.append(Instance(name, problem, None, {"acp": item.to_json()}))
                progress(name)
    generator = {
        "kind": KIND,
        "tasks": names,
        "formats": fmts,
        "count": count,
        "seed": seed,
        "nl": nl,
        "prompts": style,
        "states": [at.name for at in states],
        "skipped": skipped,
    }
    return write_manifest(root, root.name, "domain.pddl", generator, instances)
