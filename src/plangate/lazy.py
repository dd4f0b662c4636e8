"""Names a package offers without importing their modules until first used."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy_names(
    package: str, names: Mapping[str, str], namespace: dict[str, object]
) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package``: each of ``names`` is imported from its
    module on first use and kept in ``namespace`` (the package's globals)."""

    def get(name: str) -> Any:
        module = names.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module), name)
        namespace[name] = value
        return value

    return get
