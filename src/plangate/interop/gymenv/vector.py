"""A batch of problems, or of seeds, as one ``gymnasium.vector`` environment.

Gymnasium's vector environments need the same spaces in every copy, so every copy
holds every problem of the batch (the spaces of the largest: see
:mod:`plangate.interop.gymenv.env`), grounded once here and handed to the copies (pickled
to each process in the ``async`` mode). With ``num_envs`` unset there is one copy
per problem, copy k fixed on problem k; with ``num_envs`` set, each copy draws a
problem at every reset from its own seeded generator (the vector environment seeds
copy k with ``seed + k``). ``gymnasium.make_vec("plangate/Planning-v0", ...)``
works too, for copies of one problem or one folder split.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Literal

from gymnasium.vector import AsyncVectorEnv, SyncVectorEnv, VectorEnv

from plangate.errors import PlangateError
from plangate.interop.gymenv.env import PlanningEnv
from plangate.interop.gymenv.problems import Split, folder_problems, names_of
from plangate.pddl.loader import load_task

Mode = Literal["sync", "async"]


def make_vec(
    domain: str | Path | None = None,
    problems: Sequence[str | Path] | None = None,
    *,
    folder: str | Path | None = None,
    split: Split = "train",
    num_envs: int | None = None,
    mode: Mode = "sync",
    **options: Any,
) -> VectorEnv:
    """A vector environment over ``problems`` of ``domain`` (or a ``folder``'s split);
    ``options`` are :class:`~plangate.interop.gymenv.env.PlanningEnv`'s (observation, reward,
    distances, ...)."""
    if mode not in ("sync", "async"):
        raise PlangateError(f"mode: {mode!r}; expected sync or async")
    files = [Path(p) for p in problems or ()]
    if folder is not None:
        found = folder_problems(
            folder, split, options.pop("test_fraction", 0.2), options.pop("split_seed", 0)
        )
        domain, files = found.domain, [*files, *found.problems]
    if domain is None or not files:
        raise PlangateError("make_vec needs a domain and its problems, or a folder")
    names = names_of(files)
    tasks = [(n, load_task(domain, p)) for n, p in zip(names, files, strict=True)]
    count = len(tasks) if num_envs is None else num_envs
    if count < 1:
        raise PlangateError(f"num_envs: {num_envs}; expected at least 1")

    def one(k: int) -> Callable[[], PlanningEnv]:
        fixed = k if num_envs is None else None
        return lambda: PlanningEnv(tasks=tasks, problem_index=fixed, **options)

    fns = [one(k) for k in range(count)]
    out: VectorEnv = SyncVectorEnv(fns) if mode == "sync" else AsyncVectorEnv(fns)
    out.metadata = {**out.metadata, "problems": names}
    return out
