"""Text from outside (model answers, results and trace files, server messages),
normalised once on the way in: valid Unicode (lone surrogates, which no UTF-8 file
can hold and a JSON body can still carry as ``\\ud800``, become U+FFFD), in NFC; and
the one redaction of key-shaped strings, applied to every message that leaves the
process (:func:`redact`: it imports nothing of plangate's, so the errors module, on
the ground floor too, uses it)."""

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


REDACTED = "[redacted]"

_KEYS = re.compile(
    r"""
    (?P<prefixed>
        \bsk-[A-Za-z0-9_\-]{6,}           # OpenAI and compatible keys
      | \b(?:ghp|gho|ghu|ghs|ghr|github_pat)_[A-Za-z0-9_]{6,}
      | \bAKIA[0-9A-Z]{12,}               # AWS access key ids
      | \bxox[abposr]-[A-Za-z0-9\-]{6,}   # Slack tokens
      | \bhf_[A-Za-z0-9]{10,}             # Hugging Face tokens
      | \bglpat-[A-Za-z0-9_\-]{10,}       # GitLab tokens
    )
  | (?P<bearer>\b[Bb]earer\s+)[A-Za-z0-9._~+/\-]{8,}=*
  | (?P<named>(?-i:\b[A-Z0-9_]*(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIALS?)[A-Z0-9_]*)
        \s*[=:]\s*["']?                   # env style: OPENAI_API_KEY=..., API_TOKEN: ...
      | \b[a-z0-9_\-]*(?:api[_-]?key|token|secret|password)\s*=\s*["']?)  # api_key=...
      [^\s"',;)]+
    """,
    re.VERBOSE | re.IGNORECASE,
)


def redact(text: str) -> str:
    """``text`` with every key-shaped string replaced by ``[redacted]`` (a ``NAME=``
    form keeps its name)."""

    def one(m: re.Match[str]) -> str:
        if m.group("prefixed"):
            return REDACTED
        keep = m.group("bearer") or m.group("named") or ""
        return keep + REDACTED

    return _KEYS.sub(one, text)


__all__ = ["REDACTED", "clean_json", "clean_text", "redact"]
