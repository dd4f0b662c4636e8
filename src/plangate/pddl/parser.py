"""Text -> syntax tree: the lark grammar, the transformer and error translation.

Raw lark exceptions never leave this module: they are turned into
:class:`PddlSyntaxError` with file, line, column and what was expected.
"""

from __future__ import annotations

import functools
import re
import unicodedata
import warnings
from pathlib import Path
from typing import Any

from lark import Lark, Token, Transformer, Tree, v_args
from lark.exceptions import (
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
    VisitError,
)

from plangate.errors import (
    Loc,
    PddlSyntaxError,
    PddlWarning,
    PlangateError,
    UnsupportedFeatureError,
)
from plangate.pddl import syntax as s
from plangate.pddl.fastpath import Defer, fast_parse
from plangate.pddl.limits import LARGE_TEXT, check_depth, check_parse_memory

_GRAMMAR = Path(__file__).with_name("pddl.lark")


@functools.lru_cache(maxsize=1)
def _lark() -> Lark:
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
        raise UnsupportedFeatureError(
            "probabilistic effects (PPDDL's probabilistic) are not supported by plangate: "
            "its tasks are deterministic",
            _loc_of(text, chance.start(), file),
        )
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
    try:
        tree = _lark().parse(text, start=start)
    except UnexpectedInput as err:
        raise _translate(err, text, file, start) from None
    except RecursionError:
        raise PddlSyntaxError("nesting too deep", Loc(file, 1, 1)) from None
    try:
        return _ToAst(file).transform(tree)
    except VisitError as err:
        if isinstance(err.orig_exc, PlangateError):
            raise err.orig_exc from None
        raise


def _t(token: Token) -> str:
    return str(token).lower()


@v_args(meta=True)
class _ToAst(Transformer):  # type: ignore[type-arg,unused-ignore]
    """Builds the frozen syntax tree; method names follow the grammar's rules."""

    def __init__(self, file: str) -> None:
        super().__init__()
        self.file = file

    def _loc(self, meta: Any) -> Loc | None:
        if getattr(meta, "empty", True):
            return None
        return Loc(self.file, meta.line, meta.column)

    def _tok_loc(self, tok: Any) -> Loc:
        return Loc(self.file, getattr(tok, "line", 1) or 1, getattr(tok, "column", 1) or 1)

    # ---------------------------------------------------------- typed lists
    def type_spec(self, meta: Any, children: list[Any]) -> tuple[str, ...]:
        return tuple(_t(c) for c in children)

    def type_marker(self, meta: Any, children: list[Any]) -> Tree:  # type: ignore[type-arg,unused-ignore]
        return Tree("type_marker", [children[0]])

    def _typed(self, children: list[Any]) -> tuple[s.TypedName, ...]:
        out: list[s.TypedName] = []
        pending: list[Token] = []
        for child in children:
            if isinstance(child, Tree):
                types: tuple[str, ...] = child.children[0]  # type: ignore[assignment]
                out.extend(s.TypedName(_t(p), types, self._tok_loc(p)) for p in pending)
                pending = []
            else:
                pending.append(child)
        out.extend(s.TypedName(_t(p), ("object",), self._tok_loc(p)) for p in pending)
        return tuple(out)

    def typed_names(self, meta: Any, children: list[Any]) -> tuple[s.TypedName, ...]:
        return self._typed(children)

    def typed_vars(self, meta: Any, children: list[Any]) -> tuple[s.TypedName, ...]:
        return self._typed(children)

    # ---------------------------------------------------------- formulas
    def atom(self, meta: Any, children: list[Any]) -> s.Atom:
        return s.Atom(_t(children[0]), tuple(_t(c) for c in children[1:]), self._loc(meta))

    def gd_and(self, meta: Any, children: list[Any]) -> s.And:
        return s.And(tuple(children), self._loc(meta))

    def gd_or(self, meta: Any, children: list[Any]) -> s.Or:
        return s.Or(tuple(children), self._loc(meta))

    def gd_not(self, meta: Any, children: list[Any]) -> s.Not:
        return s.Not(children[0], self._loc(meta))

    def gd_imply(self, meta: Any, children: list[Any]) -> s.Imply:
        return s.Imply(children[0], children[1], self._loc(meta))

    def gd_exists(self, meta: Any, children: list[Any]) -> s.Exists:
        return s.Exists(children[0], children[1], self._loc(meta))

    def gd_forall(self, meta: Any, children: list[Any]) -> s.Forall:
        return s.Forall(children[0], children[1], self._loc(meta))

    def gd_equal(self, meta: Any, children: list[Any]) -> s.Atom:
        return s.Atom("=", (_t(children[0]), _t(children[1])), self._loc(meta))

    def gd_numeric(self, meta: Any, children: list[Any]) -> s.Formula:
        raise UnsupportedFeatureError(
            f"numeric condition '({children[0]} ...)' is not supported "
            "(:numeric-fluents beyond action costs)",
            self._loc(meta),
        )

    # ---------------------------------------------------------- effects
    def eff_and(self, meta: Any, children: list[Any]) -> s.EffectAnd:
        return s.EffectAnd(tuple(children), self._loc(meta))

    def eff_forall(self, meta: Any, children: list[Any]) -> s.EffectForall:
        return s.EffectForall(children[0], children[1], self._loc(meta))

    def eff_when(self, meta: Any, children: list[Any]) -> s.When:
        return s.When(children[0], children[1], self._loc(meta))

    def eff_not(self, meta: Any, children: list[Any]) -> s.Not:
        return s.Not(children[0], self._loc(meta))

    def eff_increase(self, meta: Any, children: list[Any]) -> s.Increase:
        return s.Increase(children[0], children[1], self._loc(meta))

    def eff_numeric(self, meta: Any, children: list[Any]) -> s.Effect:
        raise UnsupportedFeatureError(
            f"numeric effect '{str(children[0]).lower()}' is not supported; only "
            "(increase (total-cost) ...) from :action-costs is",
            self._loc(meta),
        )

    def f_head(self, meta: Any, children: list[Any]) -> s.FluentTerm:
        return s.FluentTerm(_t(children[0]), tuple(_t(c) for c in children[1:]), self._loc(meta))

    def f_number(self, meta: Any, children: list[Any]) -> int | float:
        return _number(children[0])

    def f_arith(self, meta: Any, children: list[Any]) -> Any:
        raise UnsupportedFeatureError(
            f"arithmetic expression '({children[0]} ...)' is not supported "
            "(:numeric-fluents beyond action costs)",
            self._loc(meta),
        )

    # ---------------------------------------------------------- domain
    def empty(self, meta: Any, children: list[Any]) -> None:
        return None

    def requirements(self, meta: Any, children: list[Any]) -> tuple[str, Any]:
        return ("requirements", (tuple(_t(c) for c in children), self._loc(meta)))

    def types(self, meta: Any, children: list[Any]) -> tuple[str, Any]:
        return ("types", children[0])

    def constants(self, meta: Any, children: list[Any]) -> tuple[str, Any]:
        return ("constants", children[0])

    def predicate_decl(self, meta: Any, children: list[Any]) -> s.Predicate:
        return s.Predicate(_t(children[0]), children[1], self._loc(meta))

    def predicates(self, meta: Any, children: list[Any]) -> tuple[str, Any]:
        return ("predicates", tuple(children))

    def function_decl(self, meta: Any, children: list[Any]) -> s.Function:
        return s.Function(_t(children[0]), children[1], "number", self._loc(meta))

    def function_type(self, meta: Any, children: list[Any]) -> str:
        return _t(children[0])

    def functions(self, meta: Any, children: list[Any]) -> tuple[str, Any]:
        out: list[s.Function] = []
        for child in children:
            if isinstance(child, str):
                if child != "number":
                    raise UnsupportedFeatureError(
                        f"function type '{child}' is not supported (only number)", self._loc(meta)
                    )
                # "- number" types every function declared before it
                continue
            out.append(child)
        return ("functions", tuple(out))

    def action_parameters(self, meta: Any, children: list[Any]) -> tuple[str, Any]:
        return ("parameters", children[0])

    def action_precondition(self, meta: Any, children: list[Any]) -> tuple[str, Any]:
        return ("precondition", children[0])

    def action_effect(self, meta: Any, children: list[Any]) -> tuple[str, Any]:
        return ("effect", children[0])

    def action(self, meta: Any, children: list[Any]) -> tuple[str, Any]:
        parts = dict(children[1:])
        return (
            "action",
            s.Action(
                _t(children[0]),
                parts.get("parameters", ()),
                parts.get("precondition"),
                parts.get("effect"),
                self._loc(meta),
            ),
        )

    def derived(self, meta: Any, children: list[Any]) -> tuple[str, Any]:
        return ("derived", s.Derived(_t(children[0]), children[1], children[2], self._loc(meta)))

    def unsupported_section(self, meta: Any, children: list[Any]) -> Any:
        keyword = str(children[0]).lower()
        feature = {
            ":durative-action": ":durative-actions",
            ":derived": ":derived-predicates",
            ":constraints": ":constraints",
            ":timed-initial-literals": ":timed-initial-literals",
            ":process": ":time (processes)",
            ":event": ":time (events)",
        }.get(keyword, keyword)
        raise UnsupportedFeatureError(
            f"section '{keyword}' needs {feature}, which plangate does not support", self._loc(meta)
        )

    def domain(self, meta: Any, children: list[Any]) -> s.Domain:
        name = _t(children[0])
        sections: dict[str, list[Any]] = {}
        for key, value in children[1:]:
            sections.setdefault(key, []).append(value)
        reqs = sections.get("requirements", [])
        return s.Domain(
            name=name,
            requirements=tuple(r for rs, _ in reqs for r in rs),
            types=tuple(t for ts in sections.get("types", []) for t in ts),
            constants=tuple(c for cs in sections.get("constants", []) for c in cs),
            predicates=tuple(p for ps in sections.get("predicates", []) for p in ps),
            functions=tuple(f for fs in sections.get("functions", []) for f in fs),
            actions=tuple(sections.get("action", [])),
            derived=tuple(sections.get("derived", [])),
            loc=self._loc(meta),
            requirements_loc=reqs[0][1] if reqs else None,
        )

    # ---------------------------------------------------------- problem
    def problem_domain(self, meta: Any, children: list[Any]) -> tuple[str, Any]:
        return ("domain", (_t(children[0]), self._loc(meta)))

    def objects(self, meta: Any, children: list[Any]) -> tuple[str, Any]:
        return ("objects", children[0])

    def init_not(self, meta: Any, children: list[Any]) -> None:
        return None  # closed-world assumption: negative initial literals say nothing

    def init_value(self, meta: Any, children: list[Any]) -> s.FluentValue:
        return s.FluentValue(children[0], _number(children[1]), self._loc(meta))

    def init(self, meta: Any, children: list[Any]) -> tuple[str, Any]:
        return ("init", tuple(c for c in children if c is not None))

    def goal(self, meta: Any, children: list[Any]) -> tuple[str, Any]:
        return ("goal", children[0] if children[0] is not None else s.And(()))

    def metric(self, meta: Any, children: list[Any]) -> tuple[str, Any]:
        expr = children[1]
        if not isinstance(expr, s.FluentTerm):
            raise UnsupportedFeatureError(
                "a metric must be a single function such as (total-cost)", self._loc(meta)
            )
        return ("metric", s.Metric(_t(children[0]), expr, self._loc(meta)))

    def problem(self, meta: Any, children: list[Any]) -> s.Problem:
        name = _t(children[0])
        if not name[0].isalpha() and name[0] != "_":
            loc = self._loc(meta)
            text = f"{loc}: problem name '{name}' is a number, not a PDDL name; read as a name"
            warnings.warn(PddlWarning(text), stacklevel=2)
        sections: dict[str, list[Any]] = {}
        for key, value in children[1:]:
            sections.setdefault(key, []).append(value)
        loc = self._loc(meta)
        if "domain" not in sections:
            raise PddlSyntaxError(f"problem '{name}' has no (:domain NAME) section", loc)
        if "goal" not in sections:
            raise PddlSyntaxError(f"problem '{name}' has no (:goal ...) section", loc)
        domain_name, domain_loc = sections["domain"][0]
        goals = sections["goal"]
        goal = goals[0] if len(goals) == 1 else s.And(tuple(goals))
        metrics = sections.get("metric", [])
        return s.Problem(
            name=name,
            domain_name=domain_name,
            requirements=tuple(r for rs, _ in sections.get("requirements", []) for r in rs),
            objects=tuple(o for os_ in sections.get("objects", []) for o in os_),
            init=tuple(e for es in sections.get("init", []) for e in es),
            goal=goal,
            metric=metrics[0] if metrics else None,
            loc=loc,
            domain_loc=domain_loc,
        )


def _number(token: Any) -> int | float:
    text = str(token)
    value = float(text)
    return int(value) if value.is_integer() and "." not in text else value
