"""Datasets: folders of PDDL problems with a manifest, generated or loaded.

A dataset folder holds ``domain.pddl``, ``instances/*.pddl`` and
``dataset.json`` (its name, how it was generated, and per instance the
optimal plan length measured with the exact planner). Any folder of
IPC-style files loads as well: ``domain.pddl`` with ``instances/*.pddl``,
or with the other ``*.pddl`` files beside it; optimal lengths are then
measured when needed.
"""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path

from plangate.bench import generators as g
from plangate.errors import PlangateError
from plangate.pddl.grounding import ground
from plangate.pddl.loader import load_domain, parse_problem
from plangate.pddl.syntax import Domain
from plangate.verify.search import Limits, search

FSM_LENGTHS = (2, 4, 6, 8, 10, 12)


@dataclass(frozen=True)
class Instance:
    name: str
    problem: str  # path of the problem file
    optimal_length: float | None = None
    meta: dict[str, object] = field(default_factory=dict)  # what its generator said of it


@dataclass(frozen=True)
class Dataset:
    name: str
    domain: str  # path of the domain file
    instances: tuple[Instance, ...]
    generator: dict[str, object] = field(default_factory=dict)  # how it was generated


@dataclass(frozen=True)
class Generated:
    """A generated problem: its name, PDDL text, optimal plan length and other facts
    the manifest keeps (``meta``)."""

    name: str
    text: str
    optimal_length: float
    meta: dict[str, object] = field(default_factory=dict)


# ------------------------------------------------------------------ files
def write_dataset(
    out: str | Path,
    name: str,
    domain_file: Path,
    problems: list[Generated],
    generator: dict[str, object],
) -> Dataset:
    """Write a dataset folder of generated problems."""
    root = Path(out)
    (root / "instances").mkdir(parents=True, exist_ok=True)
    (root / "domain.pddl").write_text(domain_file.read_text())
    instances = []
    for p in problems:
        path = root / "instances" / f"{p.name}.pddl"
        path.write_text(p.text)
        instances.append(Instance(p.name, str(path.relative_to(root)), p.optimal_length, p.meta))
    manifest = {
        "name": name,
        "domain": "domain.pddl",
        "generator": generator,
        "instances": [asdict(i) for i in instances],
    }
    (root / "dataset.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return load_dataset(root)


def load_dataset(path: str | Path) -> Dataset:
    """A dataset folder, or any folder of IPC-style domain and problem files."""
    root = Path(path)
    if not root.is_dir():
        raise PlangateError(f"{root}: no such dataset folder")
    manifest = root / "dataset.json"
    if manifest.is_file():
        try:
            data = json.loads(manifest.read_text())
            instances = tuple(
                Instance(
                    i["name"], str(root / i["problem"]), i.get("optimal_length"), i.get("meta", {})
                )
                for i in data["instances"]
            )
            return Dataset(
                data["name"], str(root / data["domain"]), instances, data.get("generator", {})
            )
        except (ValueError, KeyError, TypeError) as err:
            raise PlangateError(f"{manifest}: not a plangate dataset manifest ({err})") from None
    domain = root / "domain.pddl"
    if not domain.is_file():
        raise PlangateError(f"{root}: expected dataset.json, or domain.pddl with problem files")
    folder = root / "instances" if (root / "instances").is_dir() else root
    files = sorted(
        p
        for p in folder.glob("*.pddl")
        if p.resolve() != domain.resolve() and "domain" not in p.name
    )
    if not files:
        raise PlangateError(f"{folder}: no problem files (*.pddl)")
    return Dataset(root.name, str(domain), tuple(Instance(p.stem, str(p)) for p in files))


# ------------------------------------------------------------------ generators
def _optimal(domain: Domain, text: str) -> float:
    """The optimal plan length of a generated problem of ``domain`` (a parsed domain)."""
    task = ground(domain, parse_problem(text, domain))
    result = search(task, limits=Limits(2_000_000, 120.0))
    if result.cost is None:
        raise PlangateError(f"generated problem has no plan within the limits: {result.message}")
    return float(result.cost)


Progress = Callable[[int], None]  # called with the problems generated so far


def _quiet(done: int) -> None:
    return None


def blocksworld_dataset(
    blocks: int,
    count: int,
    seed: int = 0,
    lengths: tuple[int, ...] | None = None,
    progress: Progress = _quiet,
) -> list[Generated]:
    """PlanBench-style Blocksworld problems (partial goal arrangements). With ``lengths``,
    ``count`` problems for each optimal length (the FSM study: 4 blocks, 128 per length
    2, 4, ..., 12); problems are distinct."""
    from plangate.verify.distance import DistanceOracle

    rnd = random.Random(f"blocksworld-dataset-{blocks}-{seed}")
    domain = load_domain(g.BLOCKS_DOMAIN)
    want = {n: count for n in lengths} if lengths else None
    out: list[Generated] = []
    seen: set[str] = set()
    tries = 0
    limit = 200 * count * (len(lengths) if lengths else 1) + 10_000
    while (want and any(want.values())) or (not want and len(out) < count):
        tries += 1
        if tries > limit:
            short = {n: k for n, k in (want or {}).items() if k}
            raise PlangateError(
                f"could not find enough distinct {blocks}-block problems; still missing "
                f"{short} (optimal length: count) after {limit} tries"
            )
        text = g.blocksworld_partial_problem(blocks, rnd, "p")
        body = text[text.index("(:init") :]
        if body in seen:
            continue
        seen.add(body)
        task = ground(domain, parse_problem(text, domain))
        length = DistanceOracle(task, max_states=200_000).distance(task.initial)
        if length == 0 or (want is not None and not want.get(int(length))):
            continue
        if want is not None:
            want[int(length)] -= 1
        name = f"bw{blocks}-{len(out) + 1:04d}"
        out.append(Generated(name, text.replace("(problem p)", f"(problem {name})"), length))
        progress(len(out))
    return out


def fsm_study_dataset(
    seed: int = 0, per_length: int = 128, progress: Progress = _quiet
) -> list[Generated]:
    """The FSM study's dataset: 4-block Blocksworld, ``per_length`` problems for each optimal
    plan length 2, 4, 6, 8, 10, 12 (768 in all)."""
    problems = blocksworld_dataset(4, per_length, seed, FSM_LENGTHS, progress)
    return sorted(problems, key=lambda p: (p.optimal_length, p.name))


def hanoi_dataset(disks: int, progress: Progress = _quiet) -> list[Generated]:
    out = []
    domain = load_domain(g.HANOI_DOMAIN)
    for start in g.hanoi_starts(disks):
        text = g.hanoi_problem(start)
        name = text.split("(problem ")[1].split(")")[0]
        out.append(Generated(name, text, _optimal(domain, text), {"start": list(start)}))
        progress(len(out))
    return out


def rooms_dataset(kind: str, seed: int = 0, progress: Progress = _quiet) -> list[Generated]:
    """LLM-PFC's graph tasks on the Schapiro et al. community graph (15 rooms): Steppath,
    20 problems per optimal length 2, 3, 4; Valuepath, the 13 rooms other than the two
    reward rooms as starts. The paper does not publish its room numbering nor where the
    rewards are: here the large reward is in a room inside one community and the small
    one in a room inside another (both fixed, as in the paper). A Valuepath plan ends
    with ``take-large``, so its optimal length is the paper's steps plus one (``moves``
    in the manifest is the paper's count)."""
    edges = g.community_graph(3, 5, seed)
    if kind == "steppath":
        texts = g.steppath_problems(edges, seed=seed)
    elif kind == "valuepath":
        large, small = _reward_rooms(edges)
        texts = g.valuepath_problems(edges, large=large, small=small, seed=seed)
    else:
        raise PlangateError(f"unknown rooms dataset {kind!r}: steppath or valuepath")
    out = []
    domain = load_domain(g.ROOMS_DOMAIN)
    for i, text in enumerate(texts, start=1):
        name = f"{kind}-{i:03d}"
        body = text.split("\n", 1)[1]
        length = _optimal(domain, text)
        meta: dict[str, object] = {}
        if kind == "valuepath":
            meta["moves"] = length - 1  # the paper's plan steps: moves, not the taking
        out.append(Generated(name, f"(define (problem {name})\n{body}", length, meta))
        progress(len(out))
    return out


def _reward_rooms(edges: list[tuple[int, int]]) -> tuple[int, int]:
    """Two inner rooms (not bridge rooms) of different communities: the first inner room
    by number, and the first inner room at distance 3 from it."""
    degree: dict[int, int] = {}
    for a, b in edges:
        degree[a], degree[b] = degree.get(a, 0) + 1, degree.get(b, 0) + 1
    neighbours = {
        r: {b for a, b in edges if a == r} | {a for a, b in edges if b == r} for r in degree
    }
    bridges = {r for r in degree if any(not (neighbours[r] & neighbours[s]) for s in neighbours[r])}
    inner = sorted(r for r in degree if r not in bridges)
    large = inner[0]
    far = g.distances_from(edges, large)
    small = next(r for r in inner if far.get(r) == 3)
    return large, small


KINDS = ("fsm-study", "blocksworld", "hanoi3", "hanoi4", "steppath", "valuepath")


def generate(
    kind: str,
    out: str | Path,
    *,
    blocks: int = 4,
    count: int = 100,
    seed: int = 0,
    balanced: bool = False,
    per_length: int = 128,
    progress: Progress = _quiet,
) -> Dataset:
    """Generate a dataset folder of one of :data:`KINDS`."""
    params: dict[str, object] = {"kind": kind, "seed": seed}
    if kind == "fsm-study":
        problems, domain = fsm_study_dataset(seed, per_length, progress), g.BLOCKS_DOMAIN
        params["per_length"] = per_length
    elif kind == "blocksworld":
        lengths = tuple(range(2, 2 * blocks + 5, 2)) if balanced else None
        problems = blocksworld_dataset(
            blocks, per_length if balanced else count, seed, lengths, progress
        )
        domain = g.BLOCKS_DOMAIN
        params.update(blocks=blocks, count=count, balanced=balanced)
    elif kind in ("hanoi3", "hanoi4"):
        problems, domain = hanoi_dataset(int(kind[-1]), progress), g.HANOI_DOMAIN
    elif kind in ("steppath", "valuepath"):
        problems, domain = rooms_dataset(kind, seed, progress), g.ROOMS_DOMAIN
    else:
        raise PlangateError(f"unknown dataset kind {kind!r}; choose one of {', '.join(KINDS)}")
    return write_dataset(out, kind, domain, problems, params)


def resolve_dataset(kind_or_dir: str, data_dir: Path, announce: bool = True) -> Dataset:
    """A generated kind (generated into ``data_dir`` on first use) or a dataset folder."""
    if kind_or_dir in KINDS and not Path(kind_or_dir).is_dir():
        folder = data_dir / kind_or_dir
        if not (folder / "dataset.json").is_file():
            if announce:
                print(f"generating dataset {kind_or_dir} in {folder} ...")
            return generate(kind_or_dir, folder)
        return load_dataset(folder)
    return load_dataset(kind_or_dir)


def stratified(instances: tuple[Instance, ...], limit: int, seed: int = 0) -> list[Instance]:
    """``limit`` instances spread evenly over the optimal lengths (a quick look)."""
    if limit >= len(instances):
        return list(instances)
    rnd = random.Random(f"stratified-{seed}")
    groups: dict[object, list[Instance]] = {}
    for inst in instances:
        groups.setdefault(inst.optimal_length, []).append(inst)
    for members in groups.values():
        rnd.shuffle(members)
    picked: list[Instance] = []
    order = sorted(groups, key=lambda k: (k is None, k if isinstance(k, float | int) else 0))
    for column in itertools.zip_longest(*(groups[k] for k in order)):
        picked += [i for i in column if i is not None]
        if len(picked) >= limit:
            break
    return picked[:limit]
