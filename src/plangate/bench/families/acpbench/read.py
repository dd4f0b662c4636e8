"""Reading a yes/no or multiple-choice answer from a model's text, with the conventions
of ACPBench's answer filters, made unambiguous:

* an explicit final answer wins: the last ``Final Answer: X``, ``The answer is X`` or
  ``Answer: X`` (any case, with or without ``**``);
* else, yes/no: the first standalone yes or no (ACPBench's fallback); a letter: a line
  that is only a letter (``C``, ``C.``, ``(C)``), else the last standalone letter A-D
  (ACPBench takes the last match too, but also letters inside words, such as the D of
  "Dump": those are not read here).

An answer with nothing to read is unreadable (``None``), counted as such.
"""

from __future__ import annotations

import re

_FINAL = re.compile(
    r"(?:final\s+answer|the\s+answer\s+is|answer)\W{0,6}?(?:is\W{0,3})?([A-Za-z]+)",
    re.IGNORECASE,
)
_YES_NO = re.compile(r"\b(yes|no)\b", re.IGNORECASE)
_LINE_LETTER = re.compile(r"^\W*\(?([A-D])\)?\.?\s*$", re.MULTILINE)
_LETTER = re.compile(r"(?<![A-Za-z0-9])([A-D])(?![A-Za-z0-9])")


def read_bool(text: str) -> str | None:
    """``"yes"``, ``"no"`` or None."""
    finals = [m.group(1).lower() for m in _FINAL.finditer(text)]
    for word in reversed(finals):
        if word in ("yes", "no"):
            return word
    m = _YES_NO.search(text)
    return m.group(1).lower() if m else None


def read_letter(text: str) -> str | None:
    """``"A"``-``"D"`` or None."""
    for m in reversed(list(_FINAL.finditer(text))):
        word = m.group(1)
        if len(word) == 1 and word.upper() in "ABCD":
            return word.upper()
    lines = _LINE_LETTER.findall(text)
    if lines:
        return lines[-1]
    letters = _LETTER.findall(text)
    return letters[-1] if letters else None
