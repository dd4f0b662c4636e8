"""Generators for Blocksworld, Childsnack, Rovers and Satellite (the IPC 2023 Learning
Track's domain files), with the competition's size ranges as presets."""

from __future__ import annotations

import itertools
import random

from plangate.bench.datasets.generators import random_towers
from plangate.bench.domains.base import DomainGenerator, Param, Sizes, connected_graph, numbered
from plangate.bench.domains.base import pddl_problem as text


def _facts(towers: list[list[str]]) -> list[str]:
    out = []
    for t in towers:
        out.append(f"(on-table {t[0]})")
        out += [f"(on {up} {down})" for down, up in itertools.pairwise(t)]
        out.append(f"(clear {t[-1]})")
    return out


def blocksworld(s: Sizes, rnd: random.Random, name: str) -> str:
    blocks = numbered("b", s["blocks"])
    start = random_towers(blocks, rnd)
    goal = random_towers(blocks, rnd)
    while len(blocks) > 1 and sorted(map(tuple, goal)) == sorted(map(tuple, start)):
        goal = random_towers(blocks, rnd)
    return text(name, "blocksworld", [(blocks, "object")], ["(arm-empty)", *_facts(start)],
                _facts(goal))  # fmt: skip


def childsnack(s: Sizes, rnd: random.Random, name: str) -> str:
    children, allergic, trays, sandwiches = (
        s["children"],
        s["allergic"],
        s["trays"],
        s["sandwiches"],
    )
    tables = 3
    kids = numbered("child", children)
    allergic_kids = set(rnd.sample(kids, allergic))
    # enough of everything: a portion of bread and content per sandwich, gluten-free ones
    # for every allergic child (the competition's generator gives the same margin)
    breads, contents = numbered("bread", sandwiches), numbered("content", sandwiches)
    free = set(rnd.sample(range(sandwiches), allergic))
    init = [f"(at {t} kitchen)" for t in numbered("tray", trays)]
    init += [f"(at_kitchen_bread {b})" for b in breads]
    init += [f"(at_kitchen_content {c})" for c in contents]
    init += [f"(no_gluten_bread {breads[i]})" for i in sorted(free)]
    init += [f"(no_gluten_content {contents[i]})" for i in sorted(free)]
    for k in kids:
        init.append(f"({'allergic_gluten' if k in allergic_kids else 'not_allergic_gluten'} {k})")
        init.append(f"(waiting {k} table{rnd.randint(1, tables)})")
    init += [f"(notexist {x})" for x in numbered("sandw", sandwiches)]
    return text(name, "childsnack", [(kids, "child"), (numbered("tray", trays), "tray"),
                (numbered("sandw", sandwiches), "sandwich"), (breads, "bread-portion"),
                (contents, "content-portion"), (numbered("table", tables), "place")],
                init, [f"(served {k})" for k in kids])  # fmt: skip


def _childsnack_fit(s: Sizes) -> Sizes:
    s["allergic"] = min(s["allergic"], s["children"])
    s["sandwiches"] = max(s["sandwiches"], s["children"])  # one per child at least
    return s


def rovers(s: Sizes, rnd: random.Random, name: str) -> str:
    nr, nw, nc, no = s["rovers"], s["waypoints"], s["cameras"], s["objectives"]
    ws, rs, cs, os_ = numbered("waypoint", nw), numbered("rover", nr), numbered("camera", nc), \
        numbered("objective", no)  # fmt: skip
    edges = connected_graph(ws, rnd, 0.4)
    init = [f"(at_lander general {ws[0]})"]
    for a, b in edges:
        init += [f"(visible {a} {b})", f"(visible {b} {a})"]
    for r in rs:  # every rover can do everything and drive the whole (connected) map
        init += [f"(at {r} {rnd.choice(ws)})", f"(equipped_for_soil_analysis {r})",
                 f"(equipped_for_rock_analysis {r})", f"(equipped_for_imaging {r})",
                 f"(empty {r}store)", f"(store_of {r}store {r})"]  # fmt: skip
        for a, b in edges:
            init += [f"(can_traverse {r} {a} {b})", f"(can_traverse {r} {b} {a})"]
    rock = [w for w in ws if rnd.random() < 0.5] or [rnd.choice(ws)]
    soil = [w for w in ws if rnd.random() < 0.5] or [rnd.choice(ws)]
    init += [f"(at_rock_sample {w})" for w in rock] + [f"(at_soil_sample {w})" for w in soil]
    for i, c in enumerate(cs):
        init += [f"(calibration_target {c} {rnd.choice(os_)})", f"(on_board {c} {rs[i % nr]})"]
        init += [f"(supports {c} {m})" for m in ("colour", "high_res", "low_res")]
    for o in os_:
        init += [f"(visible_from {o} {w})" for w in rnd.sample(ws, rnd.randint(1, nw))]
    goal = [f"(communicated_rock_data {w})" for w in rnd.sample(rock, rnd.randint(1, len(rock)))]
    goal += [f"(communicated_soil_data {w})" for w in rnd.sample(soil, rnd.randint(0, len(soil)))]
    goal += [f"(communicated_image_data {o} {rnd.choice(['colour', 'high_res', 'low_res'])})"
             for o in rnd.sample(os_, rnd.randint(0, no))]  # fmt: skip
    modes = ["colour", "high_res", "low_res"]
    return text(name, "rover", [(["general"], "lander"), (modes, "mode"),
                (rs, "rover"), ([f"{r}store" for r in rs], "store"), (ws, "waypoint"),
                (cs, "camera"), (os_, "objective")], init, goal)  # fmt: skip


def _rovers_fit(s: Sizes) -> Sizes:
    s["cameras"] = max(s["cameras"], 1)
    return s


def satellite(s: Sizes, rnd: random.Random, name: str) -> str:
    ns, ni, nm, nd = s["satellites"], s["instruments"], s["modes"], s["directions"]
    sats, ins, mods, dirs = numbered("sat", ns), numbered("ins", ni), numbered("mod", nm), \
        numbered("dir", nd)  # fmt: skip
    init = [f"(pointing {x} {rnd.choice(dirs)})" for x in sats] + [
        f"(power_avail {x})" for x in sats
    ]
    supported: set[str] = set()
    for i, x in enumerate(ins):  # each satellite carries one instrument at least
        init += [f"(calibration_target {x} {rnd.choice(dirs)})", f"(on_board {x} {sats[i % ns]})"]
        modes = rnd.sample(mods, rnd.randint(1, nm))
        supported |= set(modes)
        init += [f"(supports {x} {m})" for m in modes]
    goal = [f"(have_image {d} {rnd.choice(sorted(supported))})"
            for d in rnd.sample(dirs, rnd.randint(1, nd))]  # fmt: skip
    goal += [f"(pointing {x} {rnd.choice(dirs)})" for x in sats if rnd.random() < 0.3]
    return text(name, "satellite", [(sats, "satellite"), (ins, "instrument"), (mods, "mode"),
                (dirs, "direction")], init, goal)  # fmt: skip


def _satellite_fit(s: Sizes) -> Sizes:
    s["instruments"] = max(s["instruments"], s["satellites"])
    return s


GENERATORS = {
    "blocksworld": DomainGenerator(
        "blocksworld", "random towers to other random towers (the goal names every block's "
        "place); always solvable", (Param("blocks", 1, "blocks"),), blocksworld,
        {"easy": {"blocks": (5, 29)}, "medium": {"blocks": (35, 146)},
         "hard": {"blocks": (160, 488)}}),
    "childsnack": DomainGenerator(
        "childsnack", "children waiting at three tables, some allergic; a sandwich's bread "
        "and content per sandwich, gluten-free ones for every allergic child, at least one "
        "sandwich per child: always solvable",
        (Param("children", 1, "children"), Param("allergic", 0, "allergic children"),
         Param("trays", 1, "trays"), Param("sandwiches", 1, "sandwiches (at least children)")),
        childsnack,
        {"easy": {"children": (2, 3), "allergic": (0, 3), "trays": (1, 3), "sandwiches": (2, 6)},
         "medium": {"children": (25, 34), "allergic": (15, 25), "trays": (2, 4),
                    "sandwiches": (30, 54)},
         "hard": {"children": (100, 150), "allergic": (50, 110), "trays": (2, 4),
                  "sandwiches": (100, 300)}},
        _childsnack_fit),
    "rovers": DomainGenerator(
        "rovers", "a connected map every rover can drive, every rover equipped for all, the "
        "lander seen from the map: every goal (rock and soil data where samples are, images "
        "of objectives) reachable",
        (Param("rovers", 1, "rovers"), Param("waypoints", 2, "waypoints"),
         Param("cameras", 1, "cameras"), Param("objectives", 1, "objectives")),
        rovers,
        {"easy": {"rovers": (1, 2), "waypoints": (4, 10), "cameras": (2, 6), "objectives": (2, 6)},
         "medium": {"rovers": (10, 10), "waypoints": (10, 35), "cameras": (10, 30),
                    "objectives": (15, 55)},
         "hard": {"rovers": (20, 20), "waypoints": (50, 100), "cameras": (20, 60),
                  "objectives": (30, 110)}},
        _rovers_fit),
    "satellite": DomainGenerator(
        "satellite", "each satellite with an instrument at least; images asked only in "
        "modes some instrument supports: always solvable",
        (Param("satellites", 1, "satellites"), Param("instruments", 1, "instruments"),
         Param("modes", 1, "modes"), Param("directions", 2, "directions")),
        satellite,
        {"easy": {"satellites": (1, 3), "instruments": (1, 4), "modes": (2, 5),
                  "directions": (2, 8)},
         "medium": {"satellites": (25, 25), "instruments": (25, 25), "modes": (6, 6),
                    "directions": (10, 75)},
         "hard": {"satellites": (100, 100), "instruments": (100, 100), "modes": (15, 15),
                  "directions": (100, 300)}},
        _satellite_fit),
}  # fmt: skip
