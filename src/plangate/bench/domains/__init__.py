"""Problem generators for the domains researchers use most, with size parameters.

Each generator writes problems for one domain file plangate ships
(``plangate/data/domains/NAME.pddl``: the IPC 2023 Learning Track's ten, Gripper,
Logistics and Visitall as the IPC gave them, and a grid navigation of plangate's own).
Sizes are named parameters (``--size blocks=8``); ``easy``, ``medium`` and ``hard`` are
presets: for the Learning Track's domains the size ranges of the competition's own
generators at those levels (github ipc2023-learning/benchmarks, ``generate_all.py``),
``count`` problems spread evenly over each range. Every problem is solvable by
construction (what each generator does to make it so is in its ``about``), and the
tests solve small ones with a planner.

Plug-ins add generators through the entry point group ``plangate.generators``
(:mod:`plangate.plugins`): an object with the attributes of :class:`DomainGenerator`.
"""

from __future__ import annotations

from collections.abc import Sequence

from plangate.bench.domains.base import (
    DOMAINS,
    LEVELS,
    DomainGenerator,
    Param,
    Sizes,
    pddl_problem,
)
from plangate.errors import PlangateError
from plangate.plugins import Registry

# ------------------------------------------------------------------ the registry
SHIPPED = ("blocksworld", "childsnack", "ferry", "floortile", "miconic", "rovers", "satellite",
           "sokoban", "spanner", "transport", "gripper", "logistics", "visitall",
           "grid")  # fmt: skip


def _shipped(name: str) -> object:
    from plangate.bench.domains import grids, learning, moving

    for module in (learning, moving, grids):
        found = getattr(module, "GENERATORS", {}).get(name)
        if found is not None:
            return found
    raise KeyError(name)


def _checked(obj: object, name: str) -> DomainGenerator:
    needed = ("params", "presets", "domain_file", "problem", "preset", "sizes")
    if not all(hasattr(obj, a) for a in needed):
        raise PlangateError(f"the generator '{name}' is not a plangate DomainGenerator (it "
                            f"needs {', '.join(needed)})")  # fmt: skip
    return obj  # type: ignore[return-value]


GENERATORS: Registry[DomainGenerator] = Registry("generator", SHIPPED, _shipped, _checked)


def parse_sizes(items: Sequence[str]) -> dict[str, int]:
    """``["blocks=8", "seed=..."]`` -> sizes; a clear error for anything else."""
    out: dict[str, int] = {}
    for item in items:
        key, eq, value = item.partition("=")
        try:
            if not eq:
                raise ValueError
            out[key.strip()] = int(value)
        except ValueError:
            raise PlangateError(
                f"--size {item!r}: expected NAME=NUMBER, such as blocks=8"
            ) from None
    return out


__all__ = ["DOMAINS", "GENERATORS", "LEVELS", "DomainGenerator", "Param", "Sizes", "parse_sizes",
           "pddl_problem"]  # fmt: skip
