"""Text -> syntax tree: the text's normalisation, the fast reader or the lark grammar
(whose tree :mod:`plangate.pddl.lark_tree` turns into the syntax tree), and error
translation.

Raw lark exceptions never leave this module: they are turned into
:class:`PddlSyntaxError` with file, line, column and what was expected.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING, Any

from plangate.errors import (
    Loc,
    PddlSyntaxError,
    PlangateError,
    UnsupportedFeatureError,
)
from plangate.pddl.fastpath import Defer, fast_parse
from plangate.pddl.limits import LARGE_TEXT, check_depth, check_parse_memory
from plangate.pddl.refusals import FOND, PROBABILISTIC, refusal

if TYPE_CHECKING:  # lark is imported when the fast path defers to it (a cold start
    # that reads well-formed files imports none of it)
    from lark import Lark
    from lark.exceptions import UnexpectedInput

_GRAMMAR = Path(__file__).with_name("pddl.lark")


@functools.lru_cache(maxsize=1)
def _lark() -> Lark:
    from lark import Lark

    return Lark(
        _GRAMMAR.read_text(encoding="utf-8"),
        parser="lalr",
        lexer="contextual",
        start=["domain", "problem"],
        propagate_positions=True,
        maybe_placeholders=False,
        cache=False,
    )


_TERMINAL_NAMES = {
    "NAME": "a name",
    "VARIABLE": "a variable such as ?x",
    "REQUIREMENT": "a requirement such as :strips",
    "NUMBER": "a number",
    "LPAR": "'('",
    "RPAR": "')'",
    "MINUS": "'-'",
    "EQUAL": "'='",
    "COMPARISON": "a comparison",
    "ARITH": "an arithmetic operator",
    "NUMERIC_OP": "a numeric effect",
    "OPTIMIZATION": "minimize or maximize",
    "UNSUPPORTED_SECTION": None,  # never worth suggesting
    "ANY_TOKEN": None,
    "$END": "end of file",
}


def _describe_terminals(names: set[str] | frozenset[str]) -> str:
    lark = _lark()
    by_name = {t.name: t for t in lark.terminals}
    out: set[str] = set()
    for name in names:
        if name in _TERMINAL_NAMES:
            text = _TERMINAL_NAMES[name]
            if text:
                out.add(text)
            continue
        term = by_name.get(name)
        if term is not None and term.pattern.type == "str":
            out.add(f"'{term.pattern.value}'")
        else:
            out.add(name.lower())
    ordered = sorted(out, key=lambda t: (not t.startswith("'"), t))
    if len(ordered) > 12:
        ordered = [*ordered[:12], "..."]
    return ", ".join(ordered)


_TOKEN_RE = re.compile(r"[^\s()]+|[()]")


def _word_at(text: str, pos: int) -> str:
    m = _TOKEN_RE.match(text, pos)
    return m.group(0) if m else text[pos : pos + 1]


def _check_balance(text: str, file: str) -> None:
    """Raise a precise error for unbalanced parentheses (comments ignored)."""
    stack: list[int] = []
    for m in re.finditer(r";[^\n]*|[()]", text):
        ch = m.group(0)
        if ch == "(":
            stack.append(m.start())
        elif ch == ")":
            if not stack:
                raise PddlSyntaxError(
                    "unbalanced parentheses: this ')' closes nothing",
                    _loc_of(text, m.start(), file),
                )
            stack.pop()
    if stack:
        raise PddlSyntaxError(
            f"unbalanced parentheses: this '(' is never closed "
            f"({len(stack)} unclosed at end of file)",
            _loc_of(text, stack[-1], file),
        )


def _loc_of(text: str, pos: int, file: str) -> Loc:
    line = text.count("\n", 0, pos) + 1
    column = pos - (text.rfind("\n", 0, pos) + 1) + 1
    return Loc(file, line, column)


def _translate(err: UnexpectedInput, text: str, file: str, what: str) -> PddlSyntaxError:
    from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedToken

    if isinstance(err, UnexpectedEOF):
        _check_balance(text, file)
        return PddlSyntaxError(
            f"unexpected end of file; expected {_describe_terminals(set(err.expected))}",
            _loc_of(text, len(text), file),
        )
    pos = err.pos_in_stream if err.pos_in_stream is not None else 0
    loc = Loc(file, err.line if err.line > 0 else 1, err.column if err.column > 0 else 1)
    if isinstance(err, UnexpectedToken) and err.token.type == "$END":
        _check_balance(text, file)
        return PddlSyntaxError(
            f"unexpected end of file; expected {_describe_terminals(err.expected)}",
            _loc_of(text, len(text), file),
        )
    if isinstance(err, UnexpectedCharacters):
        expected = _describe_terminals(err.allowed)
    elif isinstance(err, UnexpectedToken):
        expected = _describe_terminals(err.expected)
    else:  # pragma: no cover - lark has no other kinds
        expected = "valid PDDL"
    word = _word_at(text, pos)
    other = {"domain": "problem", "problem": "domain"}[what]
    if word.lower() == other:
        return PddlSyntaxError(f"this is a {other} file, but a {what} file was expected here", loc)
    if word == ")" or word == "(":
        _check_balance(text, file)
    if word.startswith(":"):
        return PddlSyntaxError(f"unknown or misplaced keyword '{word}'; expected {expected}", loc)
    if pos == 0 or not text[:pos].strip():
        return PddlSyntaxError(
            f"this does not look like a PDDL {what}: unexpected '{word}'; expected {expected}", loc
        )
    return PddlSyntaxError(f"unexpected '{word}'; expected {expected}", loc)


_IN_PACKAGE = re.compile(r"\(\s*in-package\s[^()]*\)", re.IGNORECASE)
_AXIOM = re.compile(r"\(\s*:axiom\b", re.IGNORECASE)
_PROBABILISTIC = re.compile(r"\(\s*probabilistic(?![\w-])", re.IGNORECASE)
_ONEOF = re.compile(r"\(\s*oneof(?![\w-])", re.IGNORECASE)
_VARS = re.compile(r":vars\b", re.IGNORECASE)  # a literal first: scanned fast
_NAME_CHAR = re.compile(r"[\w:-]")
_DEFINE = re.compile(r"\(\s*define\b", re.IGNORECASE)


def _in_code(text: str, pos: int) -> bool:
    """Whether ``pos`` is outside a ``;`` comment."""
    start = text.rfind("\n", 0, pos) + 1
    return ";" not in text[start:pos]


def _first_form(text: str) -> int:
    """Where the first form starts: past whitespace and ``;`` comments."""
    pos, n = 0, len(text)
    while pos < n:
        if text[pos].isspace():
            pos += 1
        elif text[pos] == ";":
            end = text.find("\n", pos)
            pos = n if end < 0 else end + 1
        else:
            break
    return pos


_NON_ASCII = re.compile(r"[^\x00-\x7f]")


def _unicode(text: str, file: str) -> str:
    """PDDL's names are ASCII: outside comments, non-ASCII white space (a no-break space
    pasted from a web page) becomes a space, and any other non-ASCII character is
    refused by its Unicode name; else ``K`` (KELVIN SIGN) would be read as ``k`` and
    silently meet another object."""
    for m in _NON_ASCII.finditer(text):
        ch = m.group(0)
        if not _in_code(text, m.start()):
            continue
        if ch.isspace():
            text = text[: m.start()] + " " + text[m.end() :]
            continue
        try:
            name = unicodedata.name(ch)
        except ValueError:
            name = "unnamed"
        like = unicodedata.normalize("NFKC", ch)
        hint = f" (it looks like '{like}': write that)" if like != ch and like.isascii() else ""
        raise PddlSyntaxError(
            f"character U+{ord(ch):04X} ({name}) outside a comment: names in PDDL are "
            f"ASCII letters, digits, '-' and '_'{hint}",
            _loc_of(text, m.start(), file),
        )
    return text


def _normalise(text: str, file: str) -> str:
    """Old IPC files: CR-only line ends become newlines (else the first ``;`` comment
    would run to the end of the file); a leading Lisp ``(in-package ...)`` form is
    blanked (kept as spaces, so positions stay); PDDL 1.2 axioms are refused by name."""
    if text.startswith("\ufeff"):  # a byte-order mark: not part of the text
        text = text[1:]
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if not text.isascii():
        text = _unicode(text, file)
    pos = _first_form(text)
    m = _IN_PACKAGE.match(text, pos)
    if m:
        text = text[:pos] + re.sub(r"[^\n]", " ", m.group(0)) + text[m.end() :]
    axiom = _AXIOM.search(text)
    if axiom:
        raise UnsupportedFeatureError(
            "PDDL 1.2 axioms (:axiom) are not supported by plangate; the :domain-axioms "
            "requirement is accepted only when no axiom is used",
            _loc_of(text, axiom.start(), file),
        )
    chance = _PROBABILISTIC.search(text)
    while chance is not None and not _in_code(text, chance.start()):
        chance = _PROBABILISTIC.search(text, chance.end())
    if chance is not None:
        raise refusal("a probabilistic effect", PROBABILISTIC, _loc_of(text, chance.start(), file))
    choice = _ONEOF.search(text)
    while choice is not None and not _in_code(text, choice.start()):
        choice = _ONEOF.search(text, choice.end())
    if choice is not None:
        raise refusal("a oneof effect", FOND, _loc_of(text, choice.start(), file))
    local = next(
        (
            m
            for m in _VARS.finditer(text)
            if not (m.start() and _NAME_CHAR.match(text, m.start() - 1))  # not in a name
            and _in_code(text, m.start())
        ),
        None,
    )
    if local is not None:
        raise UnsupportedFeatureError(
            "PDDL 1.2 action-local variables (:vars) are not supported by plangate; declare "
            "them in the action's :parameters (a plan then names them as arguments)",
            _loc_of(text, local.start(), file),
        )
    return text


_WORD = re.compile(r"[^\s()]+|\(|\)")


def _wrong_head(text: str, head: int, what: str, file: str) -> PddlSyntaxError:
    """The error of a text that does not begin with ``(define``, found without
    reading the rest (the grammar's words for it)."""
    if text[head] != "(":
        word = _WORD.match(text, head)
        found = word.group(0)[:80] if word else text[head]
        return PddlSyntaxError(
            f"this does not look like a PDDL {what}: unexpected '{found}'; expected '('",
            _loc_of(text, head, file),
        )
    at = head + 1
    while at < len(text) and text[at].isspace():
        at += 1
    word = _WORD.match(text, at)
    found = word.group(0)[:80] if word else "end of file"
    return PddlSyntaxError(f"unexpected '{found}'; expected 'define'", _loc_of(text, at, file))


def parse_text(text: str, start: str, file: str = "<string>", *, fast: bool = True) -> Any:
    """Parse ``text`` as ``start`` ('domain' or 'problem') into a syntax tree.

    Well-formed text is read by the fast path (:mod:`plangate.pddl.fastpath`);
    anything it does not recognise is parsed by the lark grammar, which gives
    the error messages.
    """
    text = _normalise(text, file)
    head = _first_form(text)
    if len(text) > LARGE_TEXT and head < len(text) and not _DEFINE.match(text, head):
        raise _wrong_head(text, head, start, file)  # said at once, nothing else read
    check_depth(text, file)
    check_parse_memory(text, file, start)
    if fast:
        try:
            return fast_parse(text, start, file)
        except Defer:
            if len(text) > LARGE_TEXT:  # a large file's lost parenthesis, said at once
                _check_balance(text, file)  # (lark would read it all to reach the end)
    return _parse_lark(text, start, file)


def parse_lark(text: str, start: str, file: str = "<string>") -> Any:
    """Parse with the lark grammar only."""
    text = _normalise(text, file)
    check_depth(text, file)
    check_parse_memory(text, file, start)
    return _parse_lark(text, start, file)


def _parse_lark(text: str, start: str, file: str) -> Any:
    """The lark parse of normalised text whose depth was checked."""
    from lark.exceptions import UnexpectedInput, VisitError

    from plangate.pddl.lark_tree import ToSyntax

    try:
        tree = _lark().parse(text, start=start)
    except UnexpectedInput as err:
        raise _translate(err, text, file, start) from None
    except RecursionError:
        raise PddlSyntaxError("nesting too deep", Loc(file, 1, 1)) from None
    try:
        return ToSyntax(file).transform(tree)
    except VisitError as err:
        if isinstance(err.orig_exc, PlangateError):
            raise err.orig_exc from None
        raise
