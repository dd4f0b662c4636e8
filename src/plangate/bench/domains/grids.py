"""Generators for the grid domains: Visitall, grid navigation, Sokoban and Floortile."""

from __future__ import annotations

import random

from plangate.bench.domains.base import DomainGenerator, Param, Sizes
from plangate.bench.domains.base import pddl_problem as text

Cell = tuple[int, int]
STEPS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}


def _component(open_: set[Cell], start: Cell) -> set[Cell]:
    seen, todo = {start}, [start]
    while todo:
        r, c = todo.pop()
        for dr, dc in STEPS.values():
            n = (r + dr, c + dc)
            if n in open_ and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def visitall(s: Sizes, rnd: random.Random, name: str) -> str:
    n = s["size"]
    cell = [[f"loc-x{x}-y{y}" for y in range(n)] for x in range(n)]
    every = [c for row in cell for c in row]
    start = rnd.choice(every)
    init = [f"(at-robot {start})", f"(visited {start})"]
    for x in range(n):
        for y in range(n):
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                if 0 <= x + dx < n and 0 <= y + dy < n:
                    init.append(f"(connected {cell[x][y]} {cell[x + dx][y + dy]})")
    wanted = (
        every
        if s["percent"] >= 100
        else rnd.sample(every, max(1, len(every) * s["percent"] // 100))
    )
    return text(name, "grid-visit-all", [(every, "place")], init,
                [f"(visited {c})" for c in sorted(wanted)])  # fmt: skip


def grid(s: Sizes, rnd: random.Random, name: str) -> str:
    w, h = s["width"], s["height"]
    cells = [(r, c) for r in range(h) for c in range(w)]
    walls = set(rnd.sample(cells, len(cells) * s["walls"] // 100))
    open_ = set(cells) - walls
    if not open_:
        open_ = {cells[0]}
    # the largest open region holds the task: every cell asked for is reachable
    regions: list[set[Cell]] = []
    left = set(open_)
    while left:
        region = _component(left, min(left))
        regions.append(region)
        left -= region
    region = max(regions, key=lambda r: (len(r), min(r)))
    inside = sorted(region)
    start = rnd.choice(inside)
    others = [c for c in inside if c != start] or [start]
    targets = rnd.sample(others, min(s["targets"], len(others)))

    def nm(c: Cell) -> str:
        return f"cell-{c[0]}-{c[1]}"

    init = [f"(at {nm(start)})"]
    for r, c in inside:
        for dr, dc in STEPS.values():
            if (r + dr, c + dc) in region:
                init.append(f"(adjacent {nm((r, c))} {nm((r + dr, c + dc))})")
    return text(name, "grid-navigation", [([nm(c) for c in inside], "cell")], init,
                [f"(visited {nm(c)})" for c in sorted(targets)])  # fmt: skip


def _grid_fit(s: Sizes) -> Sizes:
    s["walls"] = min(s["walls"], 90)
    return s


def sokoban(s: Sizes, rnd: random.Random, name: str) -> str:
    """Boxes on their goals, then pulled backwards by random moves of the robot: the
    start is reached from the goal by reversed pushes, so pushing them back solves it."""
    g, nboxes = s["grid"], s["boxes"]
    inner = [(r, c) for r in range(1, g - 1) for c in range(1, g - 1)]
    floor = {rnd.choice(inner)}
    want = min(len(inner), max(3 * nboxes, len(inner) * 3 // 5))
    at = next(iter(floor))
    while len(floor) < want:  # carve a connected floor by a random walk
        dr, dc = rnd.choice(list(STEPS.values()))
        nxt = (at[0] + dr, at[1] + dc)
        if 1 <= nxt[0] < g - 1 and 1 <= nxt[1] < g - 1:
            at = nxt
            floor.add(at)
    cells = sorted(floor)
    goals = rnd.sample(cells, nboxes)
    boxes = list(goals)
    robot = rnd.choice([c for c in cells if c not in boxes])
    for _ in range(100 * len(cells)):  # reversed pushes: the robot steps, pulling a box
        dr, dc = rnd.choice(list(STEPS.values()))
        to = (robot[0] + dr, robot[1] + dc)
        if to not in floor or to in boxes:
            continue
        behind = (robot[0] - dr, robot[1] - dc)
        if behind in boxes and rnd.random() < 0.7:
            boxes[boxes.index(behind)] = robot
        robot = to

    def nm(c: Cell) -> str:
        return f"loc_{c[0] + 1}_{c[1] + 1}"

    names = [f"box{i}" for i in range(1, nboxes + 1)]
    init = [f"(at-robot {nm(robot)})"] + [
        f"(at {b} {nm(c)})" for b, c in zip(names, boxes, strict=True)
    ]
    init += [f"(clear {nm(c)})" for c in cells if c not in boxes]
    for r, c in cells:
        for d, (dr, dc) in STEPS.items():
            if (r + dr, c + dc) in floor:
                init.append(f"(adjacent {nm((r, c))} {nm((r + dr, c + dc))} {d})")
    return text(name, "sokoban", [([nm(c) for c in cells], "location"), (names, "box")], init,
                [f"(at {b} {nm(c)})" for b, c in zip(names, goals, strict=True)])  # fmt: skip


def _sokoban_fit(s: Sizes) -> Sizes:
    s["grid"] = max(s["grid"], 5)  # a 2 x 2 floor has no three cells in a row: no push
    room = (s["grid"] - 2) ** 2 * 3 // 5  # the floor carved
    s["boxes"] = max(1, min(s["boxes"], room // 3))  # room to pull every box about
    return s


def floortile(s: Sizes, rnd: random.Random, name: str) -> str:
    """Rows 1..R painted in a checkerboard, row 0 left free to leave by; no more robots
    than columns, so each can paint columns of its own top down: always solvable."""
    rows, cols, robots = s["rows"], s["columns"], s["robots"]
    tile = {(r, c): f"tile_{r}_{c}" for r in range(rows + 1) for c in range(1, cols + 1)}
    bots = [f"robot{i}" for i in range(1, robots + 1)]
    spots = rnd.sample(sorted(tile), robots)
    init = []
    for b, spot in zip(bots, spots, strict=True):
        init += [
            f"(robot-at {b} {tile[spot]})",
            f"(robot-has {b} {rnd.choice(['white', 'black'])})",
        ]
    init += ["(available-color white)", "(available-color black)"]
    init += [f"(clear {t})" for k, t in sorted(tile.items()) if k not in spots]
    for (r, c), t in sorted(tile.items()):
        if r + 1 <= rows:
            init += [f"(up {tile[(r + 1, c)]} {t})", f"(down {t} {tile[(r + 1, c)]})"]
        if c + 1 <= cols:
            init += [f"(right {tile[(r, c + 1)]} {t})", f"(left {t} {tile[(r, c + 1)]})"]
    goal = [f"(painted {t} {'white' if (r + c) % 2 == 0 else 'black'})"
            for (r, c), t in sorted(tile.items()) if r >= 1]  # fmt: skip
    return text(name, "floortile", [(sorted(tile.values()), "tile"), (bots, "robot"),
                (["white", "black"], "color")], init, goal)  # fmt: skip


def _floortile_fit(s: Sizes) -> Sizes:
    s["robots"] = min(s["robots"], s["columns"])
    return s


GENERATORS = {
    "visitall": DomainGenerator(
        "visitall", "a size x size grid; visit every cell (or --size percent=P of them)",
        (Param("size", 2, "the grid's side"), Param("percent", 1, "cells to visit, in %")),
        visitall,
        {"easy": {"size": (3, 5), "percent": (100, 100)},
         "medium": {"size": (6, 10), "percent": (100, 100)},
         "hard": {"size": (12, 30), "percent": (100, 100)}}),
    "grid": DomainGenerator(
        "grid", "grid navigation: walls at random, the task in the largest open region "
        "(every cell asked for reachable)",
        (Param("width", 1, "columns"), Param("height", 1, "rows"),
         Param("walls", 0, "cells walled, in %"), Param("targets", 1, "cells to visit")),
        grid,
        {"easy": {"width": (4, 6), "height": (4, 6), "walls": (20, 20), "targets": (1, 2)},
         "medium": {"width": (8, 15), "height": (8, 15), "walls": (25, 25), "targets": (2, 4)},
         "hard": {"width": (20, 50), "height": (20, 50), "walls": (30, 30), "targets": (4, 10)}},
        _grid_fit),
    "sokoban": DomainGenerator(
        "sokoban", "a carved floor inside walls; boxes placed on their goals, then pulled "
        "away by random reversed pushes: always solvable (a grid of 4, the competition's "
        "smallest, is made 5: no push fits a floor of 2 x 2)",
        (Param("grid", 4, "the grid's side, walls included (5 at least is used)"),
         Param("boxes", 1, "boxes (at most a third of the floor)")),
        sokoban,
        {"easy": {"grid": (4, 9), "boxes": (1, 10)},
         "medium": {"grid": (10, 30), "boxes": (15, 20)},
         "hard": {"grid": (35, 69), "boxes": (25, 50)}},
        _sokoban_fit),
    "floortile": DomainGenerator(
        "floortile", floortile.__doc__ or "",
        (Param("rows", 1, "rows to paint"), Param("columns", 1, "columns"),
         Param("robots", 1, "robots (at most columns)")), floortile,
        {"easy": {"rows": (3, 7), "columns": (3, 8), "robots": (1, 3)},
         "medium": {"rows": (10, 22), "columns": (10, 22), "robots": (4, 15)},
         "hard": {"rows": (50, 90), "columns": (50, 90), "robots": (20, 80)}},
        _floortile_fit),
}  # fmt: skip
