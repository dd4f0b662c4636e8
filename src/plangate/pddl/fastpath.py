"""A fast reader for well-formed PDDL that defers to the lark grammar otherwise.

The lark grammar in ``pddl.lark`` defines the language and produces every
error message. Parsing well-formed files with it costs about a millisecond
per kilobyte, which dominates loading small tasks; this module reads the
same language with one regular expression and a recursive descent over the
nested lists. It mirrors the grammar rule for rule and raises :class:`Defer`
on anything it does not recognise, in which case the caller parses with
lark (which then either accepts the text or reports the error). The tests
check that both paths give the same tree, positions included, on every
benchmark file, the malformed corpus and random mutations of them.
"""

from __future__ import annotations

import bisect
import re
from typing import Any

from plangate.errors import Loc
from plangate.pddl import syntax as s


class Defer(Exception):  # a control-flow signal: the lark parser decides
    """The fast path does not handle this text; use the lark parser."""


# Whitespace (" \t\f\r\n", as in the grammar) is the only text no alternative matches.
_TOKEN = re.compile(r";[^\n]*|\(|\)|[^ \t\f\r\n();]+")
_NAME = re.compile(r"[a-z_][a-z0-9_\-]*\Z", re.IGNORECASE)
_VARIABLE = re.compile(r"\?[a-z_][a-z0-9_\-]*\Z", re.IGNORECASE)
_REQUIREMENT = re.compile(r":[a-z][a-z0-9_\-]*\Z", re.IGNORECASE)
_NUMBER = re.compile(r"-?\d+(\.\d+)?\Z")
_GD_WORDS = {"and", "or", "not", "imply", "exists", "forall", "=", "<", ">", "<=", ">="}
_EFFECT_WORDS = {"and", "forall", "when", "not", "increase"}
_NUMERIC_OPS = {"decrease", "assign", "scale-up", "scale-down"}
_ARITH = {"+", "-", "*", "/"}


class _List:
    __slots__ = ("items", "pos")

    def __init__(self, pos: int) -> None:
        self.pos = pos
        self.items: list[_List | _Tok] = []


class _Tok:
    __slots__ = ("pos", "text")

    def __init__(self, text: str, pos: int) -> None:
        self.text = text
        self.pos = pos


Item = _List | _Tok


def _read(text: str) -> _List:
    stack: list[_List] = []
    top: _List | None = None
    for m in _TOKEN.finditer(text):
        tok = m.group()
        if tok == "(":
            node = _List(m.start())
            if stack:
                stack[-1].items.append(node)
            elif top is not None:
                raise Defer  # text after the top-level form
            stack.append(node)
        elif tok == ")":
            if not stack:
                raise Defer
            done = stack.pop()
            if not stack:
                top = done
        elif tok[0] != ";":
            if not stack:
                raise Defer
            stack[-1].items.append(_Tok(tok, m.start()))
    if stack or top is None:
        raise Defer
    return top


class _Reader:
    def __init__(self, text: str, file: str) -> None:
        self.file = file
        self.lines = [m.start() for m in re.finditer("\n", text)]

    def loc(self, pos: int) -> Loc:
        line = bisect.bisect_left(self.lines, pos)
        start = self.lines[line - 1] + 1 if line else 0
        return Loc(self.file, line + 1, pos - start + 1)

    # ---------------------------------------------------------------- tokens
    @staticmethod
    def word(item: Item) -> str:
        if not isinstance(item, _Tok):
            raise Defer
        return item.text.lower()

    def name(self, item: Item) -> str:
        if not isinstance(item, _Tok) or not _NAME.match(item.text):
            raise Defer
        return item.text.lower()

    def term(self, item: Item) -> str:
        if not isinstance(item, _Tok) or not (_NAME.match(item.text) or _VARIABLE.match(item.text)):
            raise Defer
        return item.text.lower()

    @staticmethod
    def head(item: Item) -> str | None:
        """The lower-cased first token of a list, or None."""
        if isinstance(item, _List) and item.items and isinstance(item.items[0], _Tok):
            return item.items[0].text.lower()
        return None

    def typed(self, items: list[Item], pattern: re.Pattern[str]) -> tuple[s.TypedName, ...]:
        out: list[s.TypedName] = []
        pending: list[_Tok] = []
        i = 0
        while i < len(items):
            it = items[i]
            if isinstance(it, _Tok) and it.text == "-":
                if i + 1 >= len(items):
                    raise Defer
                spec = items[i + 1]
                if isinstance(spec, _List):
                    if len(spec.items) < 2 or self.word(spec.items[0]) != "either":
                        raise Defer
                    types = tuple(self.name(x) for x in spec.items[1:])
                else:
                    types = (self.name(spec),)
                out.extend(s.TypedName(p.text.lower(), types, self.loc(p.pos)) for p in pending)
                pending = []
                i += 2
                continue
            if not isinstance(it, _Tok) or not pattern.match(it.text):
                raise Defer
            pending.append(it)
            i += 1
        out.extend(s.TypedName(p.text.lower(), ("object",), self.loc(p.pos)) for p in pending)
        return tuple(out)

    # ---------------------------------------------------------------- formulas
    def atom(self, item: Item) -> s.Atom:
        if not isinstance(item, _List) or not item.items:
            raise Defer
        return s.Atom(
            self.name(item.items[0]),
            tuple(self.term(x) for x in item.items[1:]),
            self.loc(item.pos),
        )

    def gd(self, item: Item) -> s.Formula:
        h = self.head(item)
        if h not in _GD_WORDS:
            return self.atom(item)
        assert isinstance(item, _List)
        args = item.items[1:]
        loc = self.loc(item.pos)
        if h == "and":
            return s.And(tuple(self.gd(a) for a in args), loc)
        if h == "or":
            return s.Or(tuple(self.gd(a) for a in args), loc)
        if h == "not" and len(args) == 1:
            return s.Not(self.gd(args[0]), loc)
        if h == "imply" and len(args) == 2:
            return s.Imply(self.gd(args[0]), self.gd(args[1]), loc)
        if h in ("exists", "forall") and len(args) == 2 and isinstance(args[0], _List):
            variables = self.typed(args[0].items, _VARIABLE)
            cls = s.Exists if h == "exists" else s.Forall
            return cls(variables, self.gd(args[1]), loc)
        if h == "=" and len(args) == 2:
            return s.Atom("=", (self.term(args[0]), self.term(args[1])), loc)
        raise Defer

    def f_head(self, item: Item) -> s.FluentTerm:
        if isinstance(item, _Tok):
            return s.FluentTerm(self.name(item), (), self.loc(item.pos))
        if not item.items:
            raise Defer
        return s.FluentTerm(
            self.name(item.items[0]),
            tuple(self.term(x) for x in item.items[1:]),
            self.loc(item.pos),
        )

    def f_exp(self, item: Item) -> int | float | s.FluentTerm:
        if isinstance(item, _Tok) and _NUMBER.match(item.text):
            return _number(item.text)
        if self.head(item) in _ARITH:
            raise Defer
        return self.f_head(item)

    def effect(self, item: Item) -> s.Effect:
        h = self.head(item)
        if h in _NUMERIC_OPS:
            raise Defer
        if h not in _EFFECT_WORDS:
            return self.atom(item)
        assert isinstance(item, _List)
        args = item.items[1:]
        loc = self.loc(item.pos)
        if h == "and":
            return s.EffectAnd(tuple(self.effect(a) for a in args), loc)
        if h == "forall" and len(args) == 2 and isinstance(args[0], _List):
            return s.EffectForall(self.typed(args[0].items, _VARIABLE), self.effect(args[1]), loc)
        if h == "when" and len(args) == 2:
            return s.When(self.gd(args[0]), self.effect(args[1]), loc)
        if h == "not" and len(args) == 1:
            return s.Not(self.atom(args[0]), loc)
        if h == "increase" and len(args) == 2:
            return s.Increase(self.f_head(args[0]), self.f_exp(args[1]), loc)
        raise Defer

    # ---------------------------------------------------------------- sections
    def section(self, item: Item, keyword: str) -> list[Item]:
        if self.head(item) != keyword:
            raise Defer
        assert isinstance(item, _List)
        return item.items[1:]

    def define(self, top: _List, kind: str) -> tuple[str, list[Item]]:
        items = top.items
        if len(items) < 2 or self.word(items[0]) != "define":
            raise Defer
        header = items[1]
        if not isinstance(header, _List) or len(header.items) != 2:
            raise Defer
        if self.word(header.items[0]) != kind:
            raise Defer
        return self.name(header.items[1]), items[2:]

    def requirements(self, args: list[Item]) -> tuple[str, ...]:
        out = []
        for a in args:
            if not isinstance(a, _Tok) or not _REQUIREMENT.match(a.text):
                raise Defer
            out.append(a.text.lower())
        return tuple(out)

    def action(self, node: _List) -> s.Action:
        items = node.items[1:]
        if not items:
            raise Defer
        name = self.name(items[0])
        rest = items[1:]
        params: tuple[s.TypedName, ...] = ()
        pre: s.Formula | None = None
        eff: s.Effect | None = None
        i = 0
        for key in (":parameters", ":precondition", ":effect"):
            if i < len(rest) and isinstance(rest[i], _Tok) and self.word(rest[i]) == key:
                if i + 1 >= len(rest):
                    raise Defer
                value = rest[i + 1]
                if key == ":parameters":
                    if not isinstance(value, _List):
                        raise Defer
                    params = self.typed(value.items, _VARIABLE)
                elif isinstance(value, _List) and not value.items:
                    pass  # "()" is empty
                elif key == ":precondition":
                    pre = self.gd(value)
                else:
                    eff = self.effect(value)
                i += 2
        if i != len(rest):
            raise Defer
        return s.Action(name, params, pre, eff, self.loc(node.pos))

    def derived(self, node: _List) -> s.Derived:
        """``(:derived (name ?x - t ...) gd)``."""
        items = node.items[1:]
        if len(items) != 2 or not isinstance(items[0], _List) or not items[0].items:
            raise Defer
        head = items[0].items
        params = self.typed(head[1:], _VARIABLE)
        return s.Derived(self.name(head[0]), params, self.gd(items[1]), self.loc(node.pos))

    def domain(self, top: _List) -> s.Domain:
        name, sections = self.define(top, "domain")
        reqs: list[str] = []
        req_loc: Loc | None = None
        types: list[s.TypedName] = []
        constants: list[s.TypedName] = []
        predicates: list[s.Predicate] = []
        functions: list[s.Function] = []
        actions: list[s.Action] = []
        derived: list[s.Derived] = []
        for sec in sections:
            h = self.head(sec)
            assert h is None or isinstance(sec, _List)
            if h == ":requirements":
                assert isinstance(sec, _List)
                reqs.extend(self.requirements(sec.items[1:]))
                req_loc = req_loc or self.loc(sec.pos)
            elif h == ":types":
                types.extend(self.typed(self.section(sec, h), _NAME))
            elif h == ":constants":
                constants.extend(self.typed(self.section(sec, h), _NAME))
            elif h == ":predicates":
                for p in self.section(sec, h):
                    if not isinstance(p, _List) or not p.items:
                        raise Defer
                    predicates.append(
                        s.Predicate(
                            self.name(p.items[0]),
                            self.typed(p.items[1:], _VARIABLE),
                            self.loc(p.pos),
                        )
                    )
            elif h == ":functions":
                functions.extend(self.functions(self.section(sec, h)))
            elif h == ":action":
                assert isinstance(sec, _List)
                actions.append(self.action(sec))
            elif h == ":derived":
                assert isinstance(sec, _List)
                derived.append(self.derived(sec))
            else:
                raise Defer
        return s.Domain(
            name=name,
            requirements=tuple(reqs),
            types=tuple(types),
            constants=tuple(constants),
            predicates=tuple(predicates),
            functions=tuple(functions),
            actions=tuple(actions),
            derived=tuple(derived),
            loc=self.loc(top.pos),
            requirements_loc=req_loc,
        )

    def functions(self, items: list[Item]) -> list[s.Function]:
        out: list[s.Function] = []
        i = 0
        while i < len(items):
            it = items[i]
            if isinstance(it, _Tok) and it.text == "-":
                if i + 1 >= len(items) or self.name(items[i + 1]) != "number":
                    raise Defer
                i += 2
                continue
            if not isinstance(it, _List) or not it.items:
                raise Defer
            out.append(
                s.Function(
                    self.name(it.items[0]),
                    self.typed(it.items[1:], _VARIABLE),
                    "number",
                    self.loc(it.pos),
                )
            )
            i += 1
        return out

    def init_element(self, item: Item) -> s.InitElement | None:
        h = self.head(item)
        if h == "not":
            assert isinstance(item, _List)
            if len(item.items) != 2:
                raise Defer
            self.atom(item.items[1])
            return None
        if h == "=":
            assert isinstance(item, _List)
            if len(item.items) != 3:
                raise Defer
            value = item.items[2]
            if not isinstance(value, _Tok) or not _NUMBER.match(value.text):
                raise Defer
            return s.FluentValue(
                self.f_head(item.items[1]), _number(value.text), self.loc(item.pos)
            )
        return self.atom(item)

    def problem(self, top: _List) -> s.Problem:
        name, sections = self.define(top, "problem")
        domain: tuple[str, Loc] | None = None
        reqs: list[str] = []
        objects: list[s.TypedName] = []
        init: list[s.InitElement] = []
        goals: list[s.Formula] = []
        metric: s.Metric | None = None
        for sec in sections:
            h = self.head(sec)
            if not isinstance(sec, _List):
                raise Defer
            args = sec.items[1:]
            if h == ":domain":
                if len(args) != 1:
                    raise Defer
                if domain is None:
                    domain = (self.name(args[0]), self.loc(sec.pos))
            elif h == ":requirements":
                reqs.extend(self.requirements(args))
            elif h == ":objects":
                objects.extend(self.typed(args, _NAME))
            elif h == ":init":
                for a in args:
                    e = self.init_element(a)
                    if e is not None:
                        init.append(e)
            elif h == ":goal":
                if len(args) != 1:
                    raise Defer
                g = args[0]
                goals.append(s.And(()) if isinstance(g, _List) and not g.items else self.gd(g))
            elif h == ":metric":
                if len(args) != 2 or self.word(args[0]) not in ("minimize", "maximize"):
                    raise Defer
                expr = self.f_exp(args[1])
                if not isinstance(expr, s.FluentTerm):
                    raise Defer
                if metric is None:
                    metric = s.Metric(self.word(args[0]), expr, self.loc(sec.pos))
            else:
                raise Defer
        if domain is None or not goals:
            raise Defer
        return s.Problem(
            name=name,
            domain_name=domain[0],
            requirements=tuple(reqs),
            objects=tuple(objects),
            init=tuple(init),
            goal=goals[0] if len(goals) == 1 else s.And(tuple(goals)),
            metric=metric,
            loc=self.loc(top.pos),
            domain_loc=domain[1],
        )


def _number(text: str) -> int | float:
    value = s.read_number(text)
    if value is None:
        raise Defer  # out of range: the lark reader says where
    return value


def fast_parse(text: str, start: str, file: str) -> Any:
    """The syntax tree of ``text``, or :class:`Defer` when lark must decide."""
    try:
        top = _read(text)
        reader = _Reader(text, file)
        return reader.domain(top) if start == "domain" else reader.problem(top)
    except RecursionError:
        raise Defer from None
