"""How an answer's words are compared and how they name a task's objects.

Text is compared in a normal form: lower case, ``_`` and ``-`` between letters and
digits read as spaces, so ``package_0``, ``package-0`` and ``package 0`` are one name.
An object is named by its configured phrase (``red block``), that phrase without the
words all phrases of its kind share (``red``), its PDDL name (``a``), or an abbreviation
the answer defines (``Let R = red block``); :class:`ObjectNames` says which of these a
mention used, for the lenient rules a step names.
"""

from __future__ import annotations

import copy
import functools
import re
from dataclasses import dataclass

_JOIN = re.compile(r"(?<=[a-z0-9])[_-](?=[a-z0-9])")
# Tokens: words, and the marks that end an action's objects (commentary starts).
_TOKEN = re.compile(r"[a-z0-9]+|\(|\)|\[|:|;|,|\.(?=\s|$)|[?!]|—|–|->|→|=>|\s-\s|\|")
# abbreviations an answer defines: "Let R = red block", "Y stands for", "the orange block (O)"
_DEFINED = re.compile(
    r"(?<![\w-])([A-Za-z][A-Za-z0-9]{0,2})\s*(?:=|:=|stands for|denotes|is short for)\s*"
)
_NAMED = re.compile(r"\(\s*([A-Za-z][A-Za-z0-9]{0,2})\s*\)")


def normal(text: str) -> str:
    return _JOIN.sub(" ", text.lower())


def words_of(text: str) -> tuple[str, ...]:
    return tuple(re.findall(r"[a-z0-9]+", normal(text)))


@dataclass(frozen=True, slots=True)
class Token:
    text: str
    start: int  # offset in the original text
    end: int
    word: bool


def tokenize(text: str) -> list[Token]:
    """The words and signs of ``text`` (a line is tokenized once, then reused: a careful
    reading reads the same lines in several passes)."""
    return list(_tokens(text))


@functools.lru_cache(maxsize=8192)
def _tokens(text: str) -> tuple[Token, ...]:
    low = normal(text)  # same length as text: only case and joiners change
    return tuple(
        Token(m.group(0), m.start(), m.end(), m.group(0)[0].isalnum()) for m in _TOKEN.finditer(low)
    )


class ObjectNames:
    """The word sequences that name each object of a task, and which rule each needs."""

    def __init__(self, objects: list[str], phrases: dict[str, str]) -> None:
        self.aliases, self.short = self._build(objects, phrases)
        self.longest = max((len(k) for k in self.aliases), default=1)
        self.abbreviations: frozenset[tuple[str, ...]] = frozenset()
        # the PDDL names of objects that have a phrase of their own
        self.bare = frozenset(words_of(n) for n, p in phrases.items() if words_of(p) != words_of(n))

    @staticmethod
    def _build(
        objects: list[str], phrases: dict[str, str]
    ) -> tuple[dict[tuple[str, ...], str], frozenset[tuple[str, ...]]]:
        """Word sequences that name each object: its phrase, its phrase without the words
        every phrase of its kind shares ("red" for "red block"), and its PDDL name; and
        which of them are such shortened phrases."""
        out: dict[tuple[str, ...], str] = {}
        for name in [*objects, *phrases]:
            out.setdefault(words_of(name), name)
        full = {name: words_of(p) for name, p in phrases.items()}
        for name, ws in full.items():
            out[ws] = name  # a phrase wins over another object's PDDL name
        common: set[str] | None = None
        for ws in full.values():
            common = set(ws) if common is None else common & set(ws)
        short = set()
        for name, ws in full.items():
            rest = tuple(w for w in ws if w not in (common or set()))
            joined = "".join(rest)
            if (
                rest
                and rest != ws
                and len(joined) >= 2
                and not joined.isdigit()
                and rest not in out
            ):
                out[rest] = name
                short.add(rest)
        return {k: v for k, v in out.items() if k}, frozenset(short)

    def rule_of(self, toks: list[Token], i: int, end: int, words: bool = False) -> str | None:
        """The lenient rule a mention at ``toks[i:end]`` needs (None: a full name);
        ``words``: in a step written in words, where an object with a phrase named by its
        PDDL name ("Feast b from a" for "object b", "object a") is short too."""
        key = tuple(t.text for t in toks[i:end])
        if key in self.abbreviations:
            return "abbreviation"
        if key in self.short or (words and key in self.bare):
            return "short name"
        return None

    def mention(self, toks: list[Token], i: int) -> tuple[str, int] | None:
        """The object named by the words at ``toks[i:]`` (longest name first) and the
        index after it."""
        for n in range(min(self.longest, len(toks) - i), 0, -1):
            seq = toks[i : i + n]
            if not all(t.word for t in seq):
                continue
            obj = self.aliases.get(tuple(t.text for t in seq))
            if obj is not None:
                return obj, i + n
        return None

    def defined(self, text: str) -> ObjectNames:
        """These names with the abbreviations ``text`` defines for objects ("Let R = red
        block", "the orange block (O)"); themselves when it defines none. A name that
        already names an object keeps it."""
        found: dict[tuple[str, ...], str] = {}
        for m in _DEFINED.finditer(text):  # "R = red block", "Y stands for the yellow block"
            toks = tokenize(text[m.end() : m.end() + 80])
            k = 1 if toks and toks[0].text == "the" else 0
            hit = self.mention(toks, k)
            if hit is not None and (hit[1] == len(toks) or not toks[hit[1]].word):
                found.setdefault((m.group(1).lower(),), hit[0])
        for m in _NAMED.finditer(text):  # "the orange block (O)"
            toks = tokenize(text[max(0, m.start() - 60) : m.start()])
            for n in range(min(self.longest, len(toks)), 0, -1):
                hit = self.mention(toks, len(toks) - n)
                if hit is not None and hit[1] == len(toks):
                    found.setdefault((m.group(1).lower(),), hit[0])
                    break
        new = {k: v for k, v in found.items() if k not in self.aliases}
        if not new:
            return self
        out = copy.copy(self)
        out.aliases = {**self.aliases, **new}
        out.abbreviations = self.abbreviations | frozenset(new)
        return out
