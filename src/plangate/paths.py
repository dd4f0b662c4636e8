"""The one writer of names from outside (keys, model and dataset names) into paths.

A results file may be shared, a key hand-edited: a name that reaches a path goes
through :func:`safe_name` (a strict slug; a name it had to change gains a hash of
the original, so two names never meet in one file) and :func:`inside` (the path
stays under its folder, whatever links lie on the way).
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from plangate.errors import PlangateError

_UNSAFE = re.compile(r"[^A-Za-z0-9_-]+")
MAX_NAME = 120  # characters of a slug, before its hash


def natural_key(path: Path | str) -> list[object]:
    """Names in natural order: ``instance-2`` before ``instance-10``, ``p01`` before ``p2``."""
    name = Path(path).name.lower()
    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", name)]


def safe_name(name: str) -> str:
    """``name`` as a file name: ASCII letters, digits, ``_`` and ``-`` (so never ``..``
    nor a hidden file); a name that had to change ends in 10 hex digits of its hash."""
    slug = _UNSAFE.sub("_", name).strip("_-")[:MAX_NAME]
    if slug == name and slug:
        return slug
    digest = hashlib.sha256(name.encode("utf-8", "surrogatepass")).hexdigest()[:10]
    return f"{slug}-{digest}" if slug else digest


def inside(root: Path, name: str, suffix: str = "") -> Path:
    """``root / (safe_name(name) + suffix)``, checked to stay under ``root``."""
    path = root / (safe_name(name) + suffix)
    base = root.resolve()
    if not path.resolve().is_relative_to(base):  # a link inside the folder pointing out
        raise PlangateError(f"{path}: leads outside {root}; not written")
    return path


__all__ = ["inside", "safe_name"]
