"""The one redaction of key-shaped strings, applied to every message that leaves the
process (it imports nothing of plangate's, so the errors module can use it)."""

from __future__ import annotations

import re

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


__all__ = ["REDACTED", "redact"]
