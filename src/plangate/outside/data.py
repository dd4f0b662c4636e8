"""JSON and YAML from outside plangate (a flag's text, a checkout's configuration and
result files, a wording file), read with limits: nesting at most :data:`MAX_DEPTH`
deep, a YAML file with at most :data:`MAX_ALIASES` aliases and at most
:data:`MAX_NODES` values once its aliases are expanded (an alias bomb is refused, not
expanded into gigabytes), each refusal one :class:`PlangateError` line naming where.
"""

from __future__ import annotations

import json
from typing import Any

from plangate.errors import PlangateError

MAX_DEPTH = 100  # nesting of lists and mappings (a real file has a handful)
MAX_ALIASES = 1_000  # YAML aliases (*name) in one file
MAX_NODES = 2_000_000  # values in one file once its aliases are expanded


MAX_DIGITS = 100  # an integer in outside JSON (Python refuses past 4,300, and slowly)


def load_json(text: str | bytes, where: str) -> Any:
    """``text`` as JSON; nesting deeper than MAX_DEPTH and an integer of more than
    MAX_DIGITS digits are refused by name (text that is not JSON raises
    :class:`json.JSONDecodeError`, which its callers word)."""

    def integer(digits: str) -> int:
        if len(digits.lstrip("-")) > MAX_DIGITS:
            raise PlangateError(f"{where}: an integer of more than {MAX_DIGITS} digits")
        return int(digits)

    try:
        value = json.loads(text, parse_int=integer)
    except RecursionError:
        raise PlangateError(f"{where}: JSON nested too deep") from None
    except json.JSONDecodeError:
        raise
    except ValueError as err:  # past Python's own limits: said, as plangate's error
        raise PlangateError(f"{where}: not JSON plangate reads ({type(err).__name__})") from None
    check_shape(value, where, aliases=False)
    return value


def check_shape(value: object, where: str, *, aliases: bool) -> None:
    """Refuse a value nested deeper than MAX_DEPTH or (``aliases``: a YAML value whose
    shared parts count once per use) holding more than MAX_NODES values."""
    stack: list[tuple[object, int]] = [(value, 1)]
    nodes = 0
    while stack:
        item, depth = stack.pop()
        nodes += 1
        if nodes > MAX_NODES:
            what = "expands to" if aliases else "holds"
            raise PlangateError(f"{where}: {what} more than {MAX_NODES:,} values")
        if isinstance(item, dict):
            children: list[object] | tuple[object, ...] = [*item.keys(), *item.values()]
        elif isinstance(item, list | tuple):
            children = item
        else:
            continue
        if depth >= MAX_DEPTH and children:
            raise PlangateError(f"{where}: nested more than {MAX_DEPTH} deep")
        stack.extend((c, depth + 1) for c in children)


def bounded_loader(base: type) -> type:
    """A YAML loader class like ``base`` (a SafeLoader) that refuses more than
    MAX_ALIASES aliases and nesting deeper than MAX_DEPTH while it composes."""
    import yaml

    class Bounded(base):
        _aliases = 0
        _depth = 0

        def compose_node(self, parent: Any, index: Any) -> Any:
            if self.check_event(yaml.AliasEvent):
                self._aliases += 1
                if self._aliases > MAX_ALIASES:
                    raise yaml.YAMLError(f"more than {MAX_ALIASES:,} aliases")
            self._depth += 1
            try:
                if self._depth > MAX_DEPTH:
                    raise yaml.YAMLError(f"nested more than {MAX_DEPTH} deep")
                return super().compose_node(parent, index)
            finally:
                self._depth -= 1

    return Bounded


def load_yaml(text: str, where: str, loader: type | None = None) -> Any:
    """``text`` as YAML through a bounded ``loader`` (default: SafeLoader); an error names
    the line, as every YAML error plangate reports does."""
    import yaml

    cls = bounded_loader(loader or yaml.SafeLoader)
    try:
        value = yaml.load(text, Loader=cls)  # a SafeLoader, bounded
    except RecursionError:
        raise PlangateError(f"{where}: YAML nested too deep") from None
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        line = f":{mark.line + 1}:{mark.column + 1}" if mark is not None else ""
        problem = getattr(err, "problem", None) or str(err)
        raise PlangateError(f"{where}{line}: invalid YAML: {problem}") from None
    check_shape(value, where, aliases=True)
    return value


__all__ = [
    "MAX_ALIASES",
    "MAX_DEPTH",
    "MAX_NODES",
    "bounded_loader",
    "check_shape",
    "load_json",
    "load_yaml",
]
