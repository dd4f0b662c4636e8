"""A dataset folder's ``dataset.json``, read through the door: the manifest is a regular
file inside the folder (a link out, a FIFO or a device refused), bounded by the input
limit before it is read, its JSON nesting bounded; each instance's files are names
inside the folder (``..``, an absolute path or a link leading out refused), each field
of the type it must have. An instance that fails is that instance's error: it is left
out, counted and said (a warning naming the manifest and the instance's number, never
what a file holds); the others load.
"""

from __future__ import annotations

import json
import math
import os
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from plangate.errors import PddlWarning, PlangateError, one_line


@dataclass(frozen=True)
class Entry:
    """One instance as the manifest gives it, checked (files: real paths inside)."""

    name: str
    problem: str
    optimal_length: float | None
    meta: dict[str, object]
    domain: str | None


@dataclass(frozen=True)
class Manifest:
    name: str
    domain: str
    instances: tuple[Entry, ...]
    generator: dict[str, object]
    refused: tuple[str, ...]  # instances left out, each with why


def read_manifest(root: Path) -> Manifest:
    """What ``root/dataset.json`` describes (see the module's text)."""
    from plangate.outside.data import load_json
    from plangate.outside.paths import Folder

    folder = Folder(root)
    shown = f"{root}/dataset.json"
    text, _ = folder.read_text("dataset.json", "dataset manifest")
    try:
        manifest = load_json(text, shown)
    except json.JSONDecodeError as err:
        raise PlangateError(f"{shown}: not JSON ({err.msg}, line {err.lineno}); expected a "
                            "plangate manifest") from None  # fmt: skip
    if not isinstance(manifest, dict) or not isinstance(manifest.get("instances"), list):
        raise PlangateError(f"{shown}: not a plangate dataset manifest (expected an object "
                            "with a list of 'instances')")  # fmt: skip
    name = manifest.get("name")
    if not isinstance(name, str) or not name:
        raise PlangateError(f"{shown}: 'name' must be a non-empty string")
    domain = _file(folder, manifest.get("domain"), "domain", shown, optional=True)
    generator = manifest.get("generator", {})
    if not isinstance(generator, dict):
        raise PlangateError(f"{shown}: 'generator' must be an object")
    instances: list[Entry] = []
    refused: list[str] = []
    for k, item in enumerate(manifest["instances"], start=1):
        try:
            instances.append(_instance(folder, item, shown))
        except PlangateError as err:  # this instance's error: the others load
            refused.append(f"instance {k}: {one_line(str(err))[:300]}")
    if refused and not instances:  # nothing left to run: the manifest's error
        raise PlangateError(f"{shown}: every instance was left out ({len(refused)}; "
                            f"{refused[0]})")  # fmt: skip
    for why in refused:
        warnings.warn(f"{shown}: {why}; left out", PddlWarning, stacklevel=2)
    return Manifest(name, domain or "", tuple(instances), generator, tuple(refused))


def _file(folder: Any, value: object, what: str, shown: str, optional: bool = False) -> str:
    """A file the manifest names, as a path inside the dataset's folder ("" for an empty
    or absent optional one)."""
    if value in (None, "") and optional:
        return ""
    if not isinstance(value, str) or not value:
        raise PlangateError(f"{shown}: '{what}' must be a file name")
    if os.path.isabs(value):
        raise PlangateError(f"'{what}' names an absolute path; expected a file inside "
                            "the dataset's folder")  # fmt: skip
    return str(folder.resolve(value, what))


def _instance(folder: Any, item: object, shown: str) -> Entry:
    if not isinstance(item, dict):
        raise PlangateError("expected an object")
    name = item.get("name")
    if not isinstance(name, str) or not name:
        raise PlangateError("'name' must be a non-empty string")
    problem = _file(folder, item.get("problem"), "problem", shown, optional=True)
    domain = _file(folder, item.get("domain"), "domain", shown, optional=True) or None
    optimal = item.get("optimal_length")
    if optimal is not None and (
        isinstance(optimal, bool) or not isinstance(optimal, int | float)
        or not math.isfinite(optimal) or optimal < 0
    ):  # fmt: skip
        raise PlangateError("'optimal_length' must be a number of 0 or more")
    meta = item.get("meta", {})
    if not isinstance(meta, dict):
        raise PlangateError("'meta' must be an object")
    return Entry(name, problem, optimal, meta, domain)


__all__ = ["Entry", "Manifest", "read_manifest"]
