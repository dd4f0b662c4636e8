"""Folders of model-written PDDL beside the true files, in the layouts papers publish:

* **one folder per problem**: a folder holding the true ``domain.pddl`` and
  ``problem.pddl`` (and, optionally, ``description.txt``: the problem in the words the
  model read), and each model's written problem as ``MODEL.pddl`` (with its written
  domain, when it wrote one, as ``MODEL.domain.pddl``); the root may be one such
  folder or hold many;
* **files named by problem and model**: a folder holding the true ``domain.pddl`` and
  the true problems ``NAME.pddl``, and the written ones as ``NAME.MODEL.pddl`` beside
  them or as ``MODEL/NAME.pddl`` in a folder per model (a written domain as
  ``MODEL/domain.pddl``); descriptions, optionally, as ``NAME.txt``.

Only file names are read here; the files are read (bounded) when they are scored.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

TRUE_NAMES = ("domain.pddl", "problem.pddl")


@dataclass(frozen=True)
class Written:
    """One model's files for one problem, with the true ones."""

    problem: str  # the problem's name
    model: str
    domain: Path  # the true domain
    true_problem: Path
    written_problem: Path
    written_domain: Path | None = None
    description: Path | None = None


def _per_problem(folder: Path) -> list[Written]:
    domain, true = folder / "domain.pddl", folder / "problem.pddl"
    text = folder / "description.txt"
    out = []
    for f in sorted(folder.glob("*.pddl")):
        if f.name in TRUE_NAMES or f.name.endswith(".domain.pddl"):
            continue
        model = f.stem
        theirs = folder / f"{model}.domain.pddl"
        out.append(Written(folder.name, model, domain, true, f,
                           theirs if theirs.is_file() else None,
                           text if text.is_file() else None))  # fmt: skip
    return out


def _by_name(folder: Path) -> list[Written]:
    domain = folder / "domain.pddl"
    trues = {f.stem: f for f in folder.glob("*.pddl") if f.name != "domain.pddl" and
             "." not in f.stem}  # fmt: skip
    out = []
    for name, true in sorted(trues.items()):
        text = folder / f"{name}.txt"
        said = text if text.is_file() else None
        for f in sorted(folder.glob(f"{name}.*.pddl")):
            model = f.name[len(name) + 1 : -len(".pddl")]
            out.append(Written(name, model, domain, true, f, None, said))
        for sub in sorted(p for p in folder.iterdir() if p.is_dir()):
            f = sub / f"{name}.pddl"
            if f.is_file():
                theirs = sub / "domain.pddl"
                out.append(Written(name, sub.name, domain, true, f,
                                   theirs if theirs.is_file() else None, said))  # fmt: skip
    return out


def find_written(root: Path) -> list[Written]:
    """Every written file under ``root`` in one of the layouts, or []."""
    if not root.is_dir():
        return []
    if (root / "domain.pddl").is_file() and (root / "problem.pddl").is_file():
        return _per_problem(root)
    if (root / "domain.pddl").is_file():
        return _by_name(root)
    out: list[Written] = []
    for sub in sorted(p for p in root.iterdir() if p.is_dir()):
        if (sub / "domain.pddl").is_file() and (sub / "problem.pddl").is_file():
            out.extend(_per_problem(sub))
    return out
