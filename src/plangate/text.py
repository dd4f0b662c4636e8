"""Text from outside (model answers, results and trace files, server messages),
normalised once on the way in: valid Unicode (lone surrogates, which no UTF-8 file
can hold and a JSON body can still carry as ``\\ud800``, become U+FFFD), in NFC."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

_SURROGATE = re.compile("[\ud800-\udfff]")


def clean_text(text: str) -> str:
    """``text`` as valid Unicode in NFC."""
    if not isinstance(text, str) or text.isascii():
        return text
    return unicodedata.normalize("NFC", _SURROGATE.sub("\ufffd", text))


def clean_json(value: Any) -> Any:
    """A JSON value with every string (keys too) through :func:`clean_text`."""
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, list):
        return [clean_json(v) for v in value]
    if isinstance(value, dict):
        return {clean_text(k): clean_json(v) for k, v in value.items()}
    return value


__all__ = ["clean_json", "clean_text"]
