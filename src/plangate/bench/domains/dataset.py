"""A dataset folder of generated problems of one domain: sizes given or a preset's,
seeded, each problem read by the domain file it is for before it is written; with
``solve_seconds``, each solved by a planner within that time and its optimal length
kept (an unsolved one is kept without, and said)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from plangate.bench.datasets import Dataset, Instance, write_manifest
from plangate.bench.domains import GENERATORS, Sizes
from plangate.errors import PlangateError


@dataclass(frozen=True)
class DomainDataset:
    dataset: Dataset
    notes: tuple[str, ...]


def generate_domain(
    name: str,
    sizes: list[Sizes],
    out: str | Path,
    seed: int = 0,
    solve_seconds: float = 0.0,
    progress: Callable[[str], None] = lambda _: None,
) -> DomainDataset:
    from plangate.pddl.loader import load_domain, load_task, parse_problem

    if name not in GENERATORS:
        raise PlangateError(f"no generator {name!r} (there are: {', '.join(GENERATORS)})")
    gen = GENERATORS[name]
    root = Path(out)
    (root / "instances").mkdir(parents=True, exist_ok=True)
    domain_text = gen.domain_file.read_text(encoding="utf-8")
    (root / "domain.pddl").write_text(domain_text)
    domain = load_domain(root / "domain.pddl")
    instances, notes = [], []
    for k, size in enumerate(sizes):
        full = gen.sizes(size)
        pname = f"p{k + 1:02d}"
        text = gen.problem(full, seed + k, f"{name}-{pname}")
        problem = parse_problem(text, domain, f"<{name} {pname}>")  # the domain reads it
        rel = f"instances/{pname}.pddl"
        (root / rel).write_text(text)
        length: float | None = None
        if solve_seconds > 0:
            from plangate.verify.budgets import Budget
            from plangate.verify.planners import get_planner

            found = get_planner("auto").plan(
                load_task(domain, problem), Budget(seconds=solve_seconds)
            )
            if found.optimal and found.plan is not None:
                length = float(len(found.plan))
            else:
                notes.append(f"{pname}: no optimal plan within {solve_seconds:g} s "
                             f"({found.status.value})")  # fmt: skip
        progress(f"  {pname} {' '.join(f'{a}={b}' for a, b in full.items())}"
                 + (f": optimal length {length:g}" if length is not None else ""))  # fmt: skip
        instances.append(Instance(pname, rel, length, {"sizes": full, "seed": seed + k}))
    generator = {"kind": "domain", "generator": name, "seed": seed}
    written = write_manifest(root, f"{name}-generated", "domain.pddl", generator, instances)
    return DomainDataset(written, tuple(notes))


__all__ = ["DomainDataset", "generate_domain"]
