"""Generators for the domains of carrying things: Ferry, Gripper, Logistics, Miconic,
Spanner and Transport."""

from __future__ import annotations

import itertools
import random

from plangate.bench.domains.base import DomainGenerator, Param, Sizes, connected_graph, numbered
from plangate.bench.domains.base import pddl_problem as text


def ferry(s: Sizes, rnd: random.Random, name: str) -> str:
    cars, locs = numbered("car", s["cars"]), numbered("loc", s["locations"])
    init = ["(empty-ferry)", f"(at-ferry {rnd.choice(locs)})"]
    goal = []
    for c in cars:
        here = rnd.choice(locs)
        init.append(f"(at {c} {here})")
        goal.append(f"(at {c} {rnd.choice([x for x in locs if x != here])})")
    return text(name, "ferry", [(cars, "car"), (locs, "location")], init, goal)


def gripper(s: Sizes, rnd: random.Random, name: str) -> str:
    rooms, balls = numbered("room", s["rooms"]), numbered("ball", s["balls"])
    init = [f"(room {r})" for r in rooms] + [f"(ball {b})" for b in balls]
    init += ["(gripper left)", "(gripper right)", "(free left)", "(free right)",
             f"(at-robby {rnd.choice(rooms)})"]  # fmt: skip
    goal = []
    for b in balls:
        here = rnd.choice(rooms)
        init.append(f"(at {b} {here})")
        goal.append(f"(at {b} {rnd.choice([r for r in rooms if r != here])})")
    return text(name, "gripper-strips", [([*rooms, *balls, "left", "right"], "")], init, goal)


def logistics(s: Sizes, rnd: random.Random, name: str) -> str:
    cities = numbered("city", s["cities"])
    airports = [f"apt{i}" for i in range(1, len(cities) + 1)]
    places = {c: [a, *[f"pos{i}-{j}" for j in range(1, s["locations"] + 1)]]
              for i, (c, a) in enumerate(zip(cities, airports, strict=True), start=1)}  # fmt: skip
    locations = [p for ps in places.values() for p in ps[1:]]
    trucks = [f"truck{i}" for i in range(1, len(cities) + 1)]  # one in every city
    planes = numbered("plane", s["airplanes"])
    packages = numbered("pkg", s["packages"])
    init = [f"(in-city {p} {c})" for c, ps in places.items() for p in ps]
    init += [f"(at {t} {rnd.choice(places[c])})" for t, c in zip(trucks, cities, strict=True)]
    init += [f"(at {a} {rnd.choice(airports)})" for a in planes]
    every = [p for ps in places.values() for p in ps]
    goal = []
    for k in packages:
        here = rnd.choice(every)
        init.append(f"(at {k} {here})")
        goal.append(f"(at {k} {rnd.choice([p for p in every if p != here])})")
    return text(name, "logistics", [(planes, "airplane"), (airports, "airport"),
                (locations, "location"), (cities, "city"), (trucks, "truck"),
                (packages, "package")], init, goal)  # fmt: skip


def miconic(s: Sizes, rnd: random.Random, name: str) -> str:
    floors, people = numbered("f", s["floors"]), numbered("p", s["passengers"])
    init = [f"(lift-at {rnd.choice(floors)})"]
    for p in people:
        a, b = rnd.sample(floors, 2)
        init += [f"(origin {p} {a})", f"(destin {p} {b})"]
    init += [f"(above {a} {b})" for i, a in enumerate(floors) for b in floors[i + 1 :]]
    return text(name, "miconic", [(people, "passenger"), (floors, "floor")], init,
                [f"(served {p})" for p in people])  # fmt: skip


def spanner(s: Sizes, rnd: random.Random, name: str) -> str:
    locs = numbered("location", s["locations"])
    spanners, nuts = numbered("spanner", s["spanners"]), numbered("nut", s["nuts"])
    init = ["(at bob shed)"]
    init += [f"(at {x} {rnd.choice(locs)})" for x in spanners] + [f"(usable {x})" for x in spanners]
    init += [f"(at {n} gate)" for n in nuts] + [f"(loose {n})" for n in nuts]
    path = ["shed", *locs, "gate"]  # one way: a spanner left behind stays behind
    init += [f"(link {a} {b})" for a, b in itertools.pairwise(path)]
    return text(name, "spanner", [(["bob"], "man"), (spanners, "spanner"), (nuts, "nut"),
                (path, "location")], init, [f"(tightened {n})" for n in nuts])  # fmt: skip


def _spanner_fit(s: Sizes) -> Sizes:
    s["spanners"] = max(s["spanners"], s["nuts"])  # a spanner tightens one nut
    return s


def transport(s: Sizes, rnd: random.Random, name: str) -> str:
    locs = numbered("l", s["locations"])
    vehicles, packages = numbered("v", s["vehicles"]), numbered("p", s["packages"])
    sizes = [f"c{i}" for i in range(s["capacity"] + 1)]
    init = [f"(capacity-predecessor {a} {b})" for a, b in itertools.pairwise(sizes)]
    for a, b in connected_graph(locs, rnd, 0.3):
        init += [f"(road {a} {b})", f"(road {b} {a})"]
    init += [f"(capacity {v} c{rnd.randint(1, s['capacity'])})" for v in vehicles]
    init += [f"(at {v} {rnd.choice(locs)})" for v in vehicles]
    goal = []
    for p in packages:
        here = rnd.choice(locs)
        init.append(f"(at {p} {here})")
        goal.append(f"(at {p} {rnd.choice([x for x in locs if x != here])})")
    return text(name, "transport", [(vehicles, "vehicle"), (packages, "package"),
                (locs, "location"), (sizes, "size")], init, goal)  # fmt: skip


GENERATORS = {
    "ferry": DomainGenerator(
        "ferry", "cars to carry to another location (one ferry, any two locations joined)",
        (Param("cars", 1, "cars"), Param("locations", 2, "locations")), ferry,
        {"easy": {"cars": (2, 20), "locations": (5, 15)},
         "medium": {"cars": (10, 97), "locations": (20, 49)},
         "hard": {"cars": (200, 974), "locations": (100, 487)}}),
    "gripper": DomainGenerator(
        "gripper", "balls to carry to another room by a robot with two grippers (IPC 1998 "
        "has two rooms)", (Param("balls", 1, "balls"), Param("rooms", 2, "rooms")), gripper,
        {"easy": {"balls": (2, 10), "rooms": (2, 2)},
         "medium": {"balls": (12, 40), "rooms": (2, 4)},
         "hard": {"balls": (50, 200), "rooms": (2, 8)}}),
    "logistics": DomainGenerator(
        "logistics", "packages to carry between places of cities: a truck in every city, "
        "airplanes between the airports: always solvable",
        (Param("cities", 1, "cities"), Param("locations", 0, "places besides the airport, "
         "per city"), Param("airplanes", 1, "airplanes"), Param("packages", 1, "packages")),
        logistics,
        {"easy": {"cities": (2, 3), "locations": (1, 2), "airplanes": (1, 1), "packages": (2, 6)},
         "medium": {"cities": (4, 8), "locations": (2, 3), "airplanes": (1, 3),
                    "packages": (8, 20)},
         "hard": {"cities": (10, 25), "locations": (3, 5), "airplanes": (3, 8),
                  "packages": (25, 80)}}),
    "miconic": DomainGenerator(
        "miconic", "passengers to take from their floor to another by one lift",
        (Param("passengers", 1, "passengers"), Param("floors", 2, "floors")), miconic,
        {"easy": {"passengers": (3, 10), "floors": (2, 17)},
         "medium": {"passengers": (50, 90), "floors": (10, 150)},
         "hard": {"passengers": (400, 600), "floors": (100, 1200)}}),
    "spanner": DomainGenerator(
        "spanner", "a one-way path from the shed to the gate, spanners along it, the nuts "
        "at the gate; at least as many spanners as nuts: always solvable",
        (Param("spanners", 1, "spanners (at least nuts)"), Param("nuts", 1, "nuts"),
         Param("locations", 1, "locations between shed and gate")), spanner,
        {"easy": {"spanners": (1, 10), "nuts": (1, 5), "locations": (4, 10)},
         "medium": {"spanners": (30, 88), "nuts": (15, 49), "locations": (15, 44)},
         "hard": {"spanners": (100, 487), "nuts": (50, 244), "locations": (50, 99)}},
        _spanner_fit),
    "transport": DomainGenerator(
        "transport", "packages to carry between locations of a connected road map; every "
        "vehicle holds one package at least: always solvable",
        (Param("vehicles", 1, "vehicles"), Param("packages", 1, "packages"),
         Param("locations", 2, "locations"), Param("capacity", 1, "largest capacity")),
        transport,
        {"easy": {"vehicles": (1, 2), "packages": (1, 5), "locations": (2, 8), "capacity": (3, 3)},
         "medium": {"vehicles": (15, 15), "packages": (15, 19), "locations": (10, 34),
                    "capacity": (6, 6)},
         "hard": {"vehicles": (25, 25), "packages": (25, 45), "locations": (45, 80),
                  "capacity": (10, 10)}}),
}  # fmt: skip
