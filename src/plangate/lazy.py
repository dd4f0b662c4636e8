"""Names a package offers without importing their modules until first used."""

from __future__ import annotations

import importlib
import sys
import types
from collections.abc import Callable, Iterable, Mapping
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


def shadowing(package: str, names: Iterable[str]) -> None:
    """Keep the attributes ``names`` of ``package`` what the package offers (a function
    named like the module that holds it: ``plangate.verify.validate``) when that module
    is imported, which would otherwise set the attribute to the module: the module
    stays in ``sys.modules``, its path imports as before."""
    keep = frozenset(names)

    class Package(types.ModuleType):
        def __setattr__(self, name: str, value: object) -> None:
            if name in keep and isinstance(value, types.ModuleType):
                return
            super().__setattr__(name, value)

    sys.modules[package].__class__ = Package
