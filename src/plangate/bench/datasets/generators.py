"""Seeded, reproducible instance generators."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

DATA = Path(__file__).resolve().parents[2] / "data"  # plangate/data
BLOCKS_DOMAIN = DATA / "blocksworld" / "domain.pddl"
BLOCK_NAMES = "abcdefghijklmnopqrstuvwxyz"


def random_towers(blocks: list[str], rnd: random.Random) -> list[list[str]]:
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


def blocksworld_partial_problem(n: int, rnd: random.Random, name: str, min_goal: int = 1) -> str:
    """PlanBench-style: random towers initially; the goal is a random nonempty subset of
    the ``on`` facts of another random arrangement (a partial arrangement of some blocks)."""
    blocks = list(BLOCK_NAMES[:n])
    init = ["(handempty)", *_tower_atoms(random_towers(blocks, rnd))]
    goal: list[str] = []
    while len(goal) < min_goal:
        on = [a for a in _tower_atoms(random_towers(blocks, rnd)) if a.startswith("(on ")]
        if len(on) >= min_goal:
            goal = sorted(rnd.sample(on, rnd.randint(min_goal, len(on))))
    return (
        f"(define (problem {name})\n  (:domain blocksworld-4ops)\n"
        f"  (:objects {' '.join(blocks)})\n"
        f"  (:init {' '.join(init)})\n"
        f"  (:goal (and {' '.join(goal)})))\n"
    )


def blocksworld_problem(n: int, seed: int = 0, name: str | None = None) -> str:
    """A random 4-operator Blocksworld problem with ``n`` blocks (full goal arrangement)."""
    if not 1 <= n <= len(BLOCK_NAMES):
        raise ValueError(f"n must be between 1 and {len(BLOCK_NAMES)}")
    rnd = random.Random(f"blocksworld-{n}-{seed}")
    blocks = list(BLOCK_NAMES[:n])
    init = ["(handempty)", *_tower_atoms(random_towers(blocks, rnd))]
    goal = [a for a in _tower_atoms(random_towers(blocks, rnd)) if a.startswith("(on ")]
    name = name or f"bw-{n}-{seed}"
    return (
        f"(define (problem {name})\n  (:domain blocksworld-4ops)\n"
        f"  (:objects {' '.join(blocks)})\n"
        f"  (:init {' '.join(init)})\n"
        f"  (:goal (and {' '.join(goal)})))\n"
    )


HANOI_DOMAIN = DATA / "hanoi" / "domain.pddl"
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


ROOMS_DOMAIN = DATA / "rooms" / "domain.pddl"


def community_graph(communities: int = 3, size: int = 5, seed: int = 0) -> list[tuple[int, int]]:
    """The community-structure graph of Schapiro et al. (2013), the one LLM-PFC's Figure 2
    shows (CogEval): ``communities`` groups of ``size`` rooms; within a group every pair of
    rooms is connected except its two bridge rooms, and each bridge room opens onto a
    bridge room of the next group, in a ring. Every room then has ``size - 1`` doors
    (15 rooms, 30 doors, degree 4 for the paper's 3 x 5). Rooms are numbered 1..N in a
    seeded random order, so room numbers do not give the communities away."""
    if communities < 1 or size < 3:
        raise ValueError("need at least one community of three rooms")
    n = communities * size
    labels = list(range(1, n + 1))
    random.Random(f"rooms-{communities}-{size}-{seed}").shuffle(labels)
    edges: set[tuple[int, int]] = set()

    def door(a: int, b: int) -> None:
        x, y = labels[a], labels[b]
        edges.add((min(x, y), max(x, y)))

    for c in range(communities):
        members = [c * size + i for i in range(size)]
        first, last = members[0], members[-1]  # the bridge rooms
        for a, b in itertools.combinations(members, 2):
            if communities == 1 or (a, b) != (first, last):
                door(a, b)
    if communities > 1:
        for c in range(communities if communities > 2 else 1):
            door(c * size + size - 1, ((c + 1) % communities) * size)
    return sorted(edges)


def distances_from(edges: list[tuple[int, int]], start: int) -> dict[int, int]:
    adj: dict[int, list[int]] = {}
    for a, b in edges:
        adj.setdefault(a, []).append(b)
        adj.setdefault(b, []).append(a)
    dist = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for r in frontier:
            for s in adj.get(r, []):
                if s not in dist:
                    dist[s] = dist[r] + 1
                    nxt.append(s)
        frontier = nxt
    return dist


def rooms_problem(
    edges: list[tuple[int, int]],
    start: int,
    goal_room: int | None = None,
    rewards: tuple[int, int] | None = None,
    name: str | None = None,
) -> str:
    """A rooms problem: reach ``goal_room`` (Steppath) or, with ``rewards=(large, small)``,
    take the larger reward (Valuepath)."""
    if (goal_room is None) == (rewards is None):
        raise ValueError("give either goal_room or rewards")
    rooms = sorted({r for e in edges for r in e})
    init = [f"(at r{start})"]
    for a, b in edges:
        init += [f"(connected r{a} r{b})", f"(connected r{b} r{a})"]
    if rewards is not None:
        init += [f"(large-reward r{rewards[0]})", f"(small-reward r{rewards[1]})"]
        goal = "(has-large)"
    else:
        goal = f"(at r{goal_room})"
    name = name or (f"steppath-{start}-{goal_room}" if rewards is None else f"valuepath-{start}")
    return (
        f"(define (problem {name})\n  (:domain rooms)\n"
        f"  (:objects {' '.join(f'r{r}' for r in rooms)} - room)\n"
        f"  (:init {' '.join(init)})\n"
        f"  (:goal {goal}))\n"
    )


def steppath_problems(
    edges: list[tuple[int, int]],
    lengths: tuple[int, ...] = (2, 3, 4),
    per_length: int = 20,
    seed: int = 0,
) -> list[str]:
    """Shortest-path problems between two rooms, ``per_length`` for each optimal length."""
    rnd = random.Random(f"steppath-{seed}")
    rooms = sorted({r for e in edges for r in e})
    pairs: dict[int, list[tuple[int, int]]] = {n: [] for n in lengths}
    for a in rooms:
        for b, d in distances_from(edges, a).items():
            if d in pairs:
                pairs[d].append((a, b))
    out = []
    for n in lengths:
        if len(pairs[n]) < per_length:
            raise ValueError(f"the graph has only {len(pairs[n])} pairs at distance {n}")
        for a, b in rnd.sample(pairs[n], per_length):
            out.append(rooms_problem(edges, a, goal_room=b))
    return out


def valuepath_problems(
    edges: list[tuple[int, int]], large: int, small: int, starts: int = 13, seed: int = 0
) -> list[str]:
    """Take-the-larger-reward problems from ``starts`` start rooms (not the reward rooms;
    LLM-PFC: two fixed reward rooms, 13 start rooms, i.e. every other room of its 15)."""
    rnd = random.Random(f"valuepath-{seed}")
    rooms = [r for r in sorted({r for e in edges for r in e}) if r not in (large, small)]
    chosen = sorted(rnd.sample(rooms, min(starts, len(rooms))))
    return [rooms_problem(edges, s, rewards=(large, small)) for s in chosen]
