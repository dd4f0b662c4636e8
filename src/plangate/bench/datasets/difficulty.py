"""Tasks of a chosen difficulty, the one setting training items, curricula and
environments share: an optimal length band, an object-count band and an obfuscation.

* **Objects**: the problems given (or, with a generator, problems it writes at sizes
  from its easy preset up to its hard one) whose object count lies in the band.
* **Optimal length**: from each such problem, tasks drawn by seeded walks
  (:mod:`.walks`) whose optimal length (by breadth-first search, never guessed) lies in
  the band; without a band, the problems as they are.
* **Obfuscation**: each task renamed (:mod:`plangate.pddl.obfuscation`) in a style, or
  not (``none``).

What cannot be had is said (:class:`DifficultyError`): no problem in the object band
(with the counts seen), no walk reaching the length band (with the walks' notes)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from plangate.errors import PlangateError

OBFUSCATIONS = ("none", "mystery", "random", "deceptive")
SAMPLES = 40  # sizes a generator is asked at, easy to hard, for the object band


class DifficultyError(PlangateError):
    """The difficulty asked for cannot be had from these problems."""


@dataclass(frozen=True)
class Difficulty:
    """A difficulty: bands are inclusive; None leaves that side open."""

    min_length: int | None = None
    max_length: int | None = None
    min_objects: int | None = None
    max_objects: int | None = None
    obfuscation: str = "none"
    generator: str | None = None  # problems written by this generator (plangate.bench.domains)

    def check(self) -> None:
        if self.obfuscation not in OBFUSCATIONS:
            raise DifficultyError(f"obfuscation {self.obfuscation!r}: expected one of "
                                  f"{', '.join(OBFUSCATIONS)}")  # fmt: skip
        for lo, hi, what in ((self.min_length, self.max_length, "length"),
                             (self.min_objects, self.max_objects, "objects")):  # fmt: skip
            if lo is not None and lo < (1 if what == "length" else 0):
                raise DifficultyError(f"min_{what} must be at least {1 if what == 'length' else 0}")
            if lo is not None and hi is not None and hi < lo:
                raise DifficultyError(f"max_{what} ({hi}) is below min_{what} ({lo})")

    @property
    def lengths(self) -> tuple[int, ...] | None:
        if self.min_length is None and self.max_length is None:
            return None
        lo = self.min_length or 1
        hi = self.max_length if self.max_length is not None else max(lo, 16)
        return tuple(range(lo, hi + 1))

    def holds_objects(self, n: int) -> bool:
        return (self.min_objects is None or n >= self.min_objects) and (
            self.max_objects is None or n <= self.max_objects
        )


@dataclass(frozen=True)
class DrawnTask:
    """One task: its name, domain and problem text, optimal length where drawn."""

    name: str
    domain: str
    problem: str
    optimal_length: int | None = None


def _objects(domain_text: str, problem_text: str) -> int:
    from plangate.pddl.loader import parse_domain, parse_problem

    domain = parse_domain(domain_text)
    return len(parse_problem(problem_text, domain).objects) + len(domain.constants)


def base_problems(d: Difficulty, given: Sequence[tuple[str, str, str]], seed: int,
                  most: int) -> list[tuple[str, str, str]]:  # fmt: skip
    """(name, domain text, problem text) of at most ``most`` problems in the object band."""
    if d.generator is not None:
        from plangate.bench.domains import GENERATORS

        if d.generator not in GENERATORS:
            raise DifficultyError(f"no generator {d.generator!r} (there are: "
                                  f"{', '.join(GENERATORS)})")  # fmt: skip
        gen = GENERATORS[d.generator]
        dtext = gen.domain_file.read_text(encoding="utf-8")
        sizes = [s for level in ("easy", "medium", "hard") if level in gen.presets
                 for s in gen.preset(level, SAMPLES // 3)]  # fmt: skip
        candidates = []
        for k, size in enumerate(sizes):
            text = gen.problem(size, seed + k, f"{d.generator}-{k + 1}")
            candidates.append((f"{d.generator}-{k + 1}", dtext, text))
            if len(candidates) >= SAMPLES:
                break
    else:
        candidates = list(given)
    counts, out = [], []
    for name, dtext, ptext in candidates:
        n = _objects(dtext, ptext)
        counts.append(n)
        if d.holds_objects(n):
            out.append((name, dtext, ptext))
            if len(out) >= most:
                break
        elif d.max_objects is not None and n > d.max_objects and d.generator is not None:
            break  # a generator's sizes only grow from here
    if not out:
        seen = ", ".join(str(c) for c in sorted(set(counts))[:12])
        raise DifficultyError(f"no problem has between {d.min_objects or 0} and "
                              f"{d.max_objects if d.max_objects is not None else 'any'} objects "
                              f"(the problems have {seen})")  # fmt: skip
    return out


def draw_tasks(d: Difficulty, given: Sequence[tuple[str, str, str]], count: int, seed: int = 0,
               seconds: float = 60.0) -> list[DrawnTask]:  # fmt: skip
    """``count`` tasks of difficulty ``d`` at most, from ``given`` problems ((name,
    domain text, problem text)) or ``d.generator``'s."""
    from plangate.bench.datasets.walks import WalkSettings, walk_problems
    from plangate.pddl.loader import task_from_text

    d.check()
    bases = base_problems(d, given, seed, max(1, count))
    lengths = d.lengths
    out: list[DrawnTask] = []
    notes: list[str] = []
    if lengths is None:
        out = [DrawnTask(n, dt, pt) for n, dt, pt in bases[:count]]
    else:
        per = max(1, -(-count // (len(lengths) * len(bases))))  # ceil: spread over bases
        share = seconds / len(bases)
        for k, (name, dtext, ptext) in enumerate(bases):
            task = task_from_text(dtext, ptext, f"<{name} domain>", f"<{name}>")
            settings = WalkSettings(lengths, per, seed + k, tries=100 * len(lengths),
                                    seconds=share)  # fmt: skip
            drawn, report = walk_problems(task, settings)
            notes += [f"{name}: {n}" for n in report.notes]
            out += [DrawnTask(g.name, dtext, g.text, int(g.optimal_length)) for g in drawn]
        out = sorted(out, key=lambda t: (t.optimal_length or 0, t.name))
        out = [out[i] for i in _spread(len(out), count)]
        if not out:
            raise DifficultyError(f"no task of optimal length {lengths[0]} to {lengths[-1]} was "
                                  f"drawn ({'; '.join(notes[:4])})")  # fmt: skip
    if d.obfuscation != "none":  # the names too: a task's own would tell its domain
        out = [dataclasses.replace(_hidden(t, d.obfuscation, seed), name=f"task-{k + 1:04d}")
               for k, t in enumerate(out)]  # fmt: skip
    return out


def _spread(n: int, count: int) -> list[int]:
    """``count`` indices spread over ``range(n)`` (every one when fewer)."""
    if n <= count:
        return list(range(n))
    return sorted({round(i * (n - 1) / max(1, count - 1)) for i in range(count)})


def _hidden(t: DrawnTask, style: str, seed: int) -> DrawnTask:
    from plangate.pddl.obfuscation import obfuscate_texts

    domain, (problem,) = obfuscate_texts(t.domain, [t.problem], style, seed)
    return dataclasses.replace(t, domain=domain, problem=problem)


def write_tasks(tasks: Sequence[DrawnTask], out: str | Path, d: Difficulty, seed: int) -> Path:
    """``tasks`` written as a dataset folder (one domain file: drawn tasks share their
    domain, renamed alike), their optimal lengths in its manifest."""
    from plangate.bench.datasets import Instance, write_manifest

    root = Path(out)
    (root / "instances").mkdir(parents=True, exist_ok=True)
    domains = {t.domain for t in tasks}
    if len(domains) != 1:
        raise DifficultyError(f"the tasks drawn have {len(domains)} domains; expected one")
    (root / "domain.pddl").write_text(next(iter(domains)))
    rows = []
    for t in tasks:
        rel = f"instances/{t.name}.pddl"
        (root / rel).write_text(t.problem)
        length = float(t.optimal_length) if t.optimal_length is not None else None
        rows.append(Instance(t.name, rel, length))
    generator = {"kind": "difficulty", **dataclasses.asdict(d), "seed": seed}
    write_manifest(root, "difficulty", "domain.pddl", generator, rows)
    return root


__all__ = [
    "OBFUSCATIONS",
    "Difficulty",
    "DifficultyError",
    "DrawnTask",
    "draw_tasks",
    "write_tasks",
]
