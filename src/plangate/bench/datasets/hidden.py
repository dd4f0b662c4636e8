"""Datasets with hidden names: a dataset (or a domain and problems) obfuscated
(:mod:`plangate.pddl.obfuscation`) into a new dataset folder every tool reads as any
other: ``domain.pddl``, ``instances/pNN.pddl``, ``dataset.json`` (the optimal lengths
carried over: renaming changes no plan's length, and ``check`` proves it per instance)
and ``names.json``, the renaming (original -> obfuscated) and which file each instance
came from, so plans map back (``plangate obfuscate --names``)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from plangate.bench.datasets import Dataset, Instance, domain_of, write_manifest
from plangate.errors import PlangateError
from plangate.pddl.loader import load_domain, load_problem
from plangate.pddl.obfuscation import obfuscate
from plangate.pddl.renaming import Names
from plangate.verify.obfuscated import ObfuscationCheck, check_obfuscated

NAMES = "names.json"


@dataclass(frozen=True)
class HiddenDataset:
    dataset: Dataset
    checks: tuple[tuple[str, ObfuscationCheck], ...]  # (instance, what was proved), with check


def _instances(source: Dataset) -> list[tuple[Instance, Path, Path]]:
    return [(i, Path(domain_of(source, i)), Path(i.problem)) for i in source.instances]


def hide(
    source: Dataset,
    out: str | Path,
    style: str = "mystery",
    seed: int = 0,
    check_seconds: float | None = None,
    progress: Callable[[str], None] = lambda _: None,
) -> HiddenDataset:
    """``source`` obfuscated into the folder ``out``; with ``check_seconds``, each instance
    proved the original up to names (:func:`check_obfuscated`) and refused otherwise."""
    root = Path(out)
    rows = _instances(source)
    domains = sorted({d for _, d, _ in rows})
    if len(domains) != 1:
        raise PlangateError(f"{source.name}: its instances have {len(domains)} domain files; "
                            "obfuscate a dataset with one domain")  # fmt: skip
    domain = load_domain(domains[0])
    problems = [load_problem(p, domain) for _, _, p in rows]
    made = obfuscate(domain, problems, style, seed)
    (root / "instances").mkdir(parents=True, exist_ok=True)
    (root / "domain.pddl").write_text(str(made.domain))
    instances: list[Instance] = []
    checks: list[tuple[str, ObfuscationCheck]] = []
    files: dict[str, str] = {}
    for k, ((inst, _, path), text) in enumerate(zip(rows, made.problems, strict=True)):
        name = f"p{k + 1:02d}"
        rel = f"instances/{name}.pddl"
        (root / rel).write_text(str(text))
        files[name] = path.name
        if check_seconds is not None:
            proved = check_obfuscated(domain, problems[k], made, k, check_seconds)
            checks.append((name, proved))
            progress(f"  {name} ({path.name}): {proved.words()}")
            if not proved.ok:
                raise PlangateError(f"{path}: its obfuscation was not proved the same task "
                                    f"({proved.words()})")  # fmt: skip
        instances.append(Instance(name, rel, inst.optimal_length))
    names = {**made.mapping(), "instances": files, "source": str(source.name)}
    (root / NAMES).write_text(json.dumps(names, indent=1, sort_keys=True) + "\n")
    generator = {"kind": "obfuscated", "style": style, "seed": seed, "source": source.name}
    ds = write_manifest(root, f"{source.name}-{style}", "domain.pddl", generator, instances)
    return HiddenDataset(ds, tuple(checks))


def files_dataset(domain: str | Path, problems: Sequence[str | Path]) -> Dataset:
    """A domain and problem files as a dataset (no optimal lengths)."""
    d = Path(domain)
    return Dataset(d.parent.resolve().name or "task", str(d),
                   tuple(Instance(Path(p).stem, str(p)) for p in problems))  # fmt: skip


def read_names(path: str | Path) -> Names:
    """The renaming a ``names.json`` holds (original -> obfuscated): ``.plan(steps)`` maps
    a plan there, ``.inverse().plan(steps)`` back."""
    from plangate.outside.files import open_regular
    from plangate.outside.reading import decode_utf8, read_handle

    p = Path(path)
    what = "names file (names.json)"
    with open_regular(p, what, str(p), follow=True) as fh:  # bounded, a regular file only
        raw = decode_utf8(read_handle(fh, what, str(p)), str(p), what)
    try:
        data = json.loads(raw)
        n = Names(data["predicates"], data["functions"], data["types"], data["actions"],
                  data["objects"], data.get("domain"))  # fmt: skip
        if not all(
            isinstance(m, dict)
            and all(isinstance(k, str) and isinstance(v, str) for k, v in m.items())
            for m in (n.predicates, n.functions, n.types, n.actions, n.objects)
        ):
            raise TypeError
    except (ValueError, KeyError, TypeError, RecursionError):
        raise PlangateError(
            f"{p}: expected the names.json plangate obfuscate writes (maps "
            "of predicates, functions, types, actions and objects)"
        ) from None
    return n


__all__ = ["NAMES", "HiddenDataset", "files_dataset", "hide", "read_names"]
