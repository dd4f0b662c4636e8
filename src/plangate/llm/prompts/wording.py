"""The wording of every prompt, read once from ``plangate/data/prompts/wording.yaml``."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from plangate.errors import PlangateError

WORDING = Path(__file__).resolve().parent.parent.parent / "data" / "prompts" / "wording.yaml"


@functools.cache
def _all() -> dict[str, dict[str, str]]:
    import yaml

    data = yaml.safe_load(WORDING.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise PlangateError(f"{WORDING}: expected sections of named sentences")
    return data


def say(name: str, **fields: Any) -> str:
    """The sentence ``section.key`` with its placeholders filled in."""
    section, _, key = name.partition(".")
    try:
        template = _all()[section][key]
    except KeyError:
        raise PlangateError(f"{WORDING}: no sentence '{name}'") from None
    return template.format(**fields) if fields else template
