"""The problems of an environment: one file, a list, or a folder split by instance.

A folder is read in either layout a planning researcher has:

* **PDDLGym's**: a domain file ``NAME.pddl`` beside the folders ``NAME/`` (the
  training problems) and ``NAME_test/`` (the test problems); pass the domain file.
* **the IPC's and plangate's**: a folder holding ``domain.pddl`` and the problems,
  in ``instances/`` or beside the domain. Its instances are split by a seeded
  permutation of their sorted names: ``test_fraction`` of them (at least one when
  there are two or more) are the test split, the rest the training split; the same
  seed gives the same split on every machine.

``split`` is ``"train"``, ``"test"`` or ``"all"``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from plangate.errors import PlangateError

Split = Literal["train", "test", "all"]
SPLITS = ("train", "test", "all")


@dataclass(frozen=True)
class Problems:
    """A domain file and the problem files of one split, in a fixed order."""

    domain: Path
    problems: tuple[Path, ...]
    split: str = "all"

    def names(self) -> list[str]:
        return names_of(self.problems)


def names_of(paths: list[Path] | tuple[Path, ...]) -> list[str]:
    """A name per problem file: its stem, or ``folder/stem`` where stems repeat (PDDLGym's
    ``blocks/problem1`` and ``blocks_test/problem1``), numbered where those repeat too."""
    stems = [p.stem for p in paths]
    if len(set(stems)) == len(stems):
        return stems
    longer = [f"{p.parent.name}/{p.stem}" for p in paths]
    if len(set(longer)) == len(longer):
        return longer
    return [f"{k}:{n}" for k, n in enumerate(longer)]


def _pddl_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.glob("*.pddl") if p.is_file() and "domain" not in p.stem)


def folder_problems(
    path: str | Path, split: Split = "train", test_fraction: float = 0.2, seed: int = 0
) -> Problems:
    """The domain and the problems of ``split`` found at ``path`` (see the module)."""
    if split not in SPLITS:
        raise PlangateError(f"split: {split!r}; expected one of {', '.join(SPLITS)}")
    if not 0.0 <= test_fraction < 1.0:
        raise PlangateError(f"test_fraction: {test_fraction}; expected a number in [0, 1)")
    where = Path(path)
    if where.is_file():  # PDDLGym: NAME.pddl with NAME/ and NAME_test/
        train, test = where.with_suffix(""), where.parent / f"{where.stem}_test"
        if not train.is_dir():
            raise PlangateError(
                f"{where}: no folder {train.name}/ of problems beside the domain "
                f"(PDDLGym's layout: {where.name}, {train.name}/, {test.name}/)"
            )
        parts = {"train": _pddl_files(train), "test": _pddl_files(test) if test.is_dir() else []}
        chosen = parts["train"] + parts["test"] if split == "all" else parts[split]
        if not chosen:
            missing = test if split == "test" else train
            raise PlangateError(f"{missing}: no problem files (*.pddl) for the {split} split")
        return Problems(where, tuple(chosen), split)
    if not where.is_dir():
        raise PlangateError(f"{where}: no such file or folder")
    domain = where / "domain.pddl"
    if not domain.is_file():
        raise PlangateError(
            f"{where}: no domain.pddl in the folder (give a folder with domain.pddl and its "
            "problems, or PDDLGym's NAME.pddl beside NAME/ and NAME_test/)"
        )
    pool = _pddl_files(where / "instances") if (where / "instances").is_dir() else []
    pool = pool or _pddl_files(where)
    if not pool:
        raise PlangateError(
            f"{where}: no problem files (*.pddl) in instances/ or beside the domain"
        )
    if split == "all":
        return Problems(domain, tuple(pool), split)
    order = list(range(len(pool)))
    random.Random(seed).shuffle(order)
    n_test = round(len(pool) * test_fraction)
    if test_fraction > 0 and len(pool) >= 2:
        n_test = min(max(1, n_test), len(pool) - 1)
    test_ids = set(order[:n_test])
    chosen = [p for k, p in enumerate(pool) if (k in test_ids) == (split == "test")]
    if not chosen:
        raise PlangateError(f"{where}: the {split} split is empty (test_fraction {test_fraction})")
    return Problems(domain, tuple(chosen), split)
