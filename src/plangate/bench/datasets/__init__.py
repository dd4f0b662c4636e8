"""Datasets: folders of PDDL problems with a manifest, generated or loaded.

A dataset folder holds ``domain.pddl``, ``instances/*.pddl`` and
``dataset.json`` (its name, how it was generated, and per instance the
optimal plan length measured with the exact planner). Any folder of
IPC-style files loads as well: ``domain.pddl`` with ``instances/*.pddl``,
or with the other ``*.pddl`` files beside it; optimal lengths are then
measured when needed. Folders with a domain file per instance load too, in
the layouts the IPC collections use: ``domains/domain-N.pddl`` beside
``instances/instance-N.pddl`` (potassco/pddl-instances), and beside each
problem ``pNN-domain.pddl``, ``PROBLEM-domain.pddl``, ``domain_PROBLEM.pddl``
or ``domain-PROBLEM.pddl`` (Fast Downward's benchmarks). Instances are in
natural order (``instance-2`` before ``instance-10``).
"""

from __future__ import annotations

import itertools
import json
import random
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from plangate.bench.datasets import generators as g
from plangate.bench.datasets.generated import GeneratedProblem
from plangate.bench.datasets.manifest import read_manifest
from plangate.errors import PlangateError
from plangate.paths import natural_key
from plangate.pddl.loader import decode_pddl, load_domain, task_from_text
from plangate.pddl.syntax import Domain
from plangate.verify.budgets import GENERATED
from plangate.verify.search import search

FSM_LENGTHS = (2, 4, 6, 8, 10, 12)


@dataclass(frozen=True)
class Instance:
    name: str
    problem: str  # path of the problem file
    optimal_length: float | None = None
    meta: dict[str, object] = field(default_factory=dict)  # what its generator said of it
    domain: str | None = None  # its own domain file, in folders with one per instance


def default_data_dir() -> Path:
    """Where generated datasets are kept unless a run says otherwise."""
    return Path.home() / ".cache" / "plangate" / "datasets"


def domain_of(dataset: Dataset, instance: Instance) -> str:
    """The domain file of an instance: its own, else the dataset's."""
    return instance.domain or dataset.domain


@dataclass(frozen=True)
class Dataset:
    name: str
    domain: str  # path of the domain file
    instances: tuple[Instance, ...]
    generator: dict[str, object] = field(default_factory=dict)  # how it was generated
    refused: tuple[str, ...] = ()  # instances of its manifest left out, each with why


# ------------------------------------------------------------------ files
def write_dataset(
    out: str | Path,
    name: str,
    domain_file: Path | str,
    problems: list[GeneratedProblem],
    generator: dict[str, object],
) -> Dataset:
    """Write a dataset folder of generated problems (``domain_file``: a path, or the
    domain's PDDL text; a problem's optimal length NaN: not measured)."""
    root = Path(out)
    (root / "instances").mkdir(parents=True, exist_ok=True)
    text = (decode_pddl(domain_file.read_bytes(), domain_file, "domain")
            if isinstance(domain_file, Path) else domain_file)  # fmt: skip
    (root / "domain.pddl").write_text(text)
    instances = []
    for p in problems:
        path = root / "instances" / f"{p.name}.pddl"
        path.write_text(p.text)
        length = None if p.optimal_length != p.optimal_length else p.optimal_length  # NaN
        instances.append(Instance(p.name, str(path.relative_to(root)), length, p.meta))
    return write_manifest(root, name, "domain.pddl", generator, instances)


@dataclass(frozen=True)
class MadeDataset:
    """A dataset made in memory: what its manifest says (``domain`` "" when the
    instances have their own) and the text of every file it names, by its path
    relative to the folder; :func:`write_made` writes it, a bridge poses its items
    as they are (plangate's Inspect tasks)."""

    name: str
    domain: str
    generator: Mapping[str, object]
    instances: tuple[Instance, ...]
    files: Mapping[str, str]

    def text(self, path: str | None) -> str | None:
        """The text of the file at ``path`` (None: no such file here)."""
        return self.files.get(path) if path else None


def write_made(root: Path, made: MadeDataset) -> Dataset:
    """Write ``made`` into the folder ``root`` (its files, then its manifest) and load it."""
    for rel, text in made.files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    root.mkdir(parents=True, exist_ok=True)
    return write_manifest(root, made.name, made.domain, made.generator, made.instances)


def write_manifest(
    root: Path,
    name: str,
    domain: str,
    generator: Mapping[str, object],
    instances: Sequence[Instance],
) -> Dataset:
    """Write ``root/dataset.json`` (paths relative to ``root``; ``domain`` "" when the
    instances have their own) and load the folder it describes."""
    manifest = {
        "name": name,
        "domain": domain,
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
    if (root / "dataset.json").exists() or (root / "dataset.json").is_symlink():
        m = read_manifest(root)  # through the door: bounded, files inside the folder
        return Dataset(m.name, m.domain, tuple(Instance(e.name, e.problem, e.optimal_length,
                       e.meta, e.domain) for e in m.instances), m.generator, m.refused)  # fmt: skip
    if (root / "testing").is_dir() and (root / "domain.pddl").is_file():
        return _learning_track(root)
    folder = root / "instances" if (root / "instances").is_dir() else root
    domain = root / "domain.pddl"
    files = sorted(
        (p for p in folder.glob("*.pddl") if p.resolve() != domain.resolve() and not _domainy(p)),
        key=natural_key,
    )
    if not files:
        if not domain.is_file():
            raise PlangateError(f"{root}: expected dataset.json, or domain.pddl with problem files")
        raise PlangateError(f"{folder}: no problem files (*.pddl)")
    own = [own_domain(root, p) for p in files]
    if not domain.is_file():
        missing = [p for p, d in zip(files, own, strict=True) if d is None]
        if missing:
            raise PlangateError(
                f"{root}: no domain.pddl, and no domain file of its own for {missing[0].name} "
                "(expected domains/domain-N.pddl for instances/instance-N.pddl, or beside it "
                f"{missing[0].stem[:3]}-domain.pddl, {missing[0].stem}-domain.pddl or "
                f"domain_{missing[0].name})"
            )
    instances = tuple(
        Instance(p.stem, str(p), domain=str(d) if d is not None else None)
        for p, d in zip(files, own, strict=True)
    )
    shared = str(domain) if domain.is_file() else str(instances[0].domain)
    return Dataset(root.name, shared, instances)


LEVELS = ("easy", "medium", "hard")  # the IPC 2023 Learning Track's test levels, in order


def _learning_track(root: Path) -> Dataset:
    """The IPC 2023 Learning Track's layout: ``domain.pddl``, ``testing/LEVEL/*.pddl`` (the
    instances, named ``LEVEL-pNN``) and ``training/LEVEL/*.pddl`` (a program's training
    problems: ``--train root/training/easy``)."""

    def order(d: Path) -> tuple[int, str]:
        return (LEVELS.index(d.name) if d.name in LEVELS else len(LEVELS), d.name)

    levels = sorted((d for d in (root / "testing").iterdir() if d.is_dir()), key=order)
    instances = tuple(
        Instance(f"{level.name}-{p.stem}", str(p))
        for level in levels
        for p in sorted(level.glob("*.pddl"), key=natural_key)
    )
    if not instances:
        raise PlangateError(f"{root / 'testing'}: no problem files (testing/LEVEL/*.pddl)")
    return Dataset(root.name, str(root / "domain.pddl"), instances)


def _domainy(path: Path) -> bool:
    """A domain file by its name (``domain.pddl``, ``p01-domain.pddl``, ``domain_p01.pddl``)."""
    return "domain" in path.name.lower()


def own_domain(root: Path, problem: Path) -> Path | None:
    """The domain file of one problem, by the naming rules of the IPC collections; None
    when it has none of its own."""
    number = re.findall(r"\d+", problem.stem)
    candidates = []
    if number:
        candidates.append(root / "domains" / f"domain-{number[-1]}.pddl")  # potassco
    here = problem.parent
    candidates += [
        here / f"{problem.stem}-domain.pddl",
        here / f"{problem.stem[:3]}-domain.pddl",  # Fast Downward's pNN-domain.pddl
        here / f"domain_{problem.name}",
        here / f"domain-{problem.name}",
    ]
    return next((c for c in candidates if c.is_file()), None)


def instance_number(instance: Instance) -> int | None:
    """The number in an instance's name (its last one: ``instance-12``, ``p03``), if any."""
    found = re.findall(r"\d+", instance.name)
    return int(found[-1]) if found else None


def select(instances: Sequence[Instance], spec: str, where: str = "--instances") -> list[Instance]:
    """The instances a selection names: numbers and ranges (``1-3``, ``1-3,7,10-12``) of the
    numbers in the instances' names, in natural order; an error names what is there."""
    wanted: set[int] = set()
    for part in (p.strip() for p in spec.split(",")):
        m = re.fullmatch(r"(\d+)(?:\s*-\s*(\d+))?", part)
        if m is None:
            raise PlangateError(
                f"{where} {spec!r}: expected numbers and ranges such as 1-3 or 1-3,7"
            )
        lo, hi = int(m.group(1)), int(m.group(2) or m.group(1))
        if hi < lo:
            raise PlangateError(f"{where} {spec!r}: the range {part} is empty")
        wanted.update(range(lo, hi + 1))
    picked = [i for i in instances if instance_number(i) in wanted]
    if not picked:
        numbers = sorted(n for i in instances if (n := instance_number(i)) is not None)
        have = f"{numbers[0]}-{numbers[-1]}" if numbers else "none (their names hold no number)"
        raise PlangateError(
            f"{where} {spec!r}: no instance has such a number (the numbers: {have})"
        )
    return picked


# ------------------------------------------------------------------ generators
def _optimal(domain: Domain, text: str) -> float:
    """The optimal plan length of a generated problem of ``domain`` (a parsed domain)."""
    task = task_from_text(domain, text)
    result = search(task, budget=GENERATED)
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
) -> list[GeneratedProblem]:
    """PlanBench-style Blocksworld problems (partial goal arrangements). With ``lengths``,
    ``count`` problems for each optimal length (the FSM study: 4 blocks, 128 per length
    2, 4, ..., 12); problems are distinct."""
    from plangate.verify.distance import DistanceOracle

    rnd = random.Random(f"blocksworld-dataset-{blocks}-{seed}")
    domain = load_domain(g.BLOCKS_DOMAIN)
    want = {n: count for n in lengths} if lengths else None
    out: list[GeneratedProblem] = []
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
        task = task_from_text(domain, text)
        length = DistanceOracle(task, max_states=200_000).distance(task.initial)
        if length == 0 or (want is not None and not want.get(int(length))):
            continue
        if want is not None:
            want[int(length)] -= 1
        name = f"bw{blocks}-{len(out) + 1:04d}"
        out.append(GeneratedProblem(name, text.replace("(problem p)", f"(problem {name})"), length))
        progress(len(out))
    return out


def fsm_study_dataset(
    seed: int = 0, per_length: int = 128, progress: Progress = _quiet
) -> list[GeneratedProblem]:
    """The FSM study's dataset: 4-block Blocksworld, ``per_length`` problems for each optimal
    plan length 2, 4, 6, 8, 10, 12 (768 in all)."""
    problems = blocksworld_dataset(4, per_length, seed, FSM_LENGTHS, progress)
    return sorted(problems, key=lambda p: (p.optimal_length, p.name))


def hanoi_dataset(disks: int, progress: Progress = _quiet) -> list[GeneratedProblem]:
    out = []
    domain = load_domain(g.HANOI_DOMAIN)
    for start in g.hanoi_starts(disks):
        text = g.hanoi_problem(start)
        name = text.split("(problem ")[1].split(")")[0]
        out.append(GeneratedProblem(name, text, _optimal(domain, text), {"start": list(start)}))
        progress(len(out))
    return out


def rooms_dataset(kind: str, seed: int = 0, progress: Progress = _quiet) -> list[GeneratedProblem]:
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
        out.append(GeneratedProblem(name, f"(define (problem {name})\n{body}", length, meta))
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


@dataclass(frozen=True)
class Asked:
    """What :func:`generate` is asked for (each kind reads what it uses)."""

    blocks: int
    count: int
    seed: int
    balanced: bool
    per_length: int


# problems, domain (a path or its text), own parameters
Made = tuple[list[GeneratedProblem], Path | str, dict[str, object]]
Maker = Callable[[str, Asked, Progress], Made]  # a kind's: (its name, what is asked, progress)


def _fsm_study(kind: str, a: Asked, progress: Progress) -> Made:
    return (
        fsm_study_dataset(a.seed, a.per_length, progress),
        g.BLOCKS_DOMAIN,
        {"per_length": a.per_length},
    )


def _blocksworld(kind: str, a: Asked, progress: Progress) -> Made:
    lengths = tuple(range(2, 2 * a.blocks + 5, 2)) if a.balanced else None
    count = a.per_length if a.balanced else a.count
    problems = blocksworld_dataset(a.blocks, count, a.seed, lengths, progress)
    return problems, g.BLOCKS_DOMAIN, {"blocks": a.blocks, "count": a.count,
                                       "balanced": a.balanced}  # fmt: skip


def _hanoi(kind: str, a: Asked, progress: Progress) -> Made:
    return hanoi_dataset(int(kind[-1]), progress), g.HANOI_DOMAIN, {}


def _rooms(kind: str, a: Asked, progress: Progress) -> Made:
    return rooms_dataset(kind, a.seed, progress), g.ROOMS_DOMAIN, {}


# the generated dataset kinds: name -> maker, in the order the CLI lists them
KINDS: dict[str, Maker] = {
    "fsm-study": _fsm_study,
    "blocksworld": _blocksworld,
    "hanoi3": _hanoi,
    "hanoi4": _hanoi,
    "steppath": _rooms,
    "valuepath": _rooms,
}


def _more_kinds() -> None:
    from plangate.bench.datasets.frontier import KINDS as FRONTIER

    KINDS.update(FRONTIER)


_more_kinds()


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
    if kind not in KINDS:
        raise PlangateError(f"unknown dataset kind {kind!r}; choose one of {', '.join(KINDS)}")
    asked = Asked(blocks, count, seed, balanced, per_length)
    problems, domain, own = KINDS[kind](kind, asked, progress)
    params: dict[str, object] = {"kind": kind, "seed": seed, **own}
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
    place = {id(inst): n for n, inst in enumerate(instances)}
    return sorted(picked[:limit], key=lambda i: place[id(i)])  # shown in the folder's order
