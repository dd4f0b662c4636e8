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


HANOI_DOMAIN = Path(__file__).resolve().parent.parent / "data" / "hanoi" / "domain.pddl"
HANOI_PEGS = ("a", "b", "c")


def hanoi_problem(start: tuple[int, ...], goal_peg: int = 2, name: str | None = None) -> str:
    """Tower of Hanoi with ``len(start)`` disks; ``start[i]`` is the peg (0, 1, 2 for A, B, C)
    of disk ``d{i+1}`` (d1 the smallest). Disks on one peg are stacked by size; the goal
    is every disk on ``goal_peg``, in order."""
    n = len(start)
    if n < 1 or any(p not in (0, 1, 2) for p in (*start, goal_peg)):
        raise ValueError("start holds one peg index (0, 1 or 2) per disk")
    disks = [f"d{i}" for i in range(1, n + 1)]
    init: list[str] = []
    for peg in range(3):
        below = HANOI_PEGS[peg]
        for i in reversed(range(n)):  # largest first
            if start[i] == peg:
                init.append(f"(on {disks[i]} {below})")
                below = disks[i]
        init.append(f"(top {below} {HANOI_PEGS[peg]})")
    for i, d in enumerate(disks):
        init += [f"(larger {p} {d})" for p in HANOI_PEGS]
        init += [f"(larger {e} {d})" for e in disks[i + 1 :]]
    goal = [f"(on {disks[-1]} {HANOI_PEGS[goal_peg]})"]
    goal += [f"(on {disks[i]} {disks[i + 1]})" for i in range(n - 1)]
    label = "".join("abc"[p] for p in start)
    name = name or f"hanoi-{n}-{label}"
    return (
        f"(define (problem {name})\n  (:domain hanoi)\n"
        f"  (:objects {' '.join(HANOI_PEGS)} - peg {' '.join(disks)} - disk)\n"
        f"  (:init {' '.join(init)})\n"
        f"  (:goal (and {' '.join(goal)})))\n"
    )


def hanoi_starts(n: int, goal_peg: int = 2) -> list[tuple[int, ...]]:
    """Every start configuration of ``n`` disks except the goal itself (26 for 3 disks)."""
    return [s for s in itertools.product(range(3), repeat=n) if s != (goal_peg,) * n]
