"""Seeded, reproducible instance generators."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

BLOCKS_DOMAIN = Path(__file__).resolve().parent.parent / "data" / "blocksworld" / "domain.pddl"
BLOCK_NAMES = "abcdefghijklmnopqrstuvwxyz"


def _random_towers(blocks: list[str], rnd: random.Random) -> list[list[str]]:
    order = blocks[:]
    rnd.shuffle(order)
    towers: list[list[str]] = []
    for b in order:
        k = rnd.randrange(len(towers) + 1)
        if k == len(towers):
            towers.append([b])
        else:
            towers[k].append(b)
    return towers


def _tower_atoms(towers: list[list[str]]) -> list[str]:
    atoms = []
    for tower in towers:
        atoms.append(f"(ontable {tower[0]})")
        atoms.extend(f"(on {up} {down})" for down, up in itertools.pairwise(tower))
        atoms.append(f"(clear {tower[-1]})")
    return sorted(atoms)


def blocksworld_problem(n: int, seed: int = 0, name: str | None = None) -> str:
    """A random 4-operator Blocksworld problem with ``n`` blocks (full goal arrangement)."""
    if not 1 <= n <= len(BLOCK_NAMES):
        raise ValueError(f"n must be between 1 and {len(BLOCK_NAMES)}")
    rnd = random.Random(f"blocksworld-{n}-{seed}")
    blocks = list(BLOCK_NAMES[:n])
    init = ["(handempty)", *_tower_atoms(_random_towers(blocks, rnd))]
    goal = [a for a in _tower_atoms(_random_towers(blocks, rnd)) if a.startswith("(on ")]
    name = name or f"bw-{n}-{seed}"
    return (
        f"(define (problem {name})\n  (:domain blocksworld-4ops)\n"
        f"  (:objects {' '.join(blocks)})\n"
        f"  (:init {' '.join(init)})\n"
        f"  (:goal (and {' '.join(goal)})))\n"
    )
