"""A lark parse tree -> plangate's frozen syntax tree (:mod:`plangate.pddl.syntax`):
the transformer whose method names follow the grammar's rules (``pddl.lark``)."""

from __future__ import annotations

import warnings
from typing import NoReturn, cast

from lark import Token, Transformer, Tree, v_args
from lark.tree import Meta

from plangate.errors import Loc, PddlSyntaxError, PddlWarning, UnsupportedFeatureError
from plangate.pddl import syntax as s


def _t(token: Token) -> str:
    return str(token).lower()


Names = tuple[s.TypedName, ...]
Section = tuple[str, object]
"""A domain's or problem's section: its keyword and what it holds (read back by keyword)."""


def _sections(children: list[object]) -> dict[str, list[object]]:
    """The sections after the name, grouped by keyword (a section may be written twice)."""
    sections: dict[str, list[object]] = {}
    for key, value in cast(list[Section], children[1:]):
        sections.setdefault(key, []).append(value)
    return sections


def _joined(sections: dict[str, list[object]], key: str) -> tuple[object, ...]:
    """The items of every section written under ``key``, in order."""
    return tuple(item for part in sections.get(key, []) for item in cast(tuple[object, ...], part))


def _requirements(sections: dict[str, list[object]]) -> tuple[tuple[str, ...], Loc | None]:
    parts = cast(list[tuple[tuple[str, ...], "Loc | None"]], sections.get("requirements", []))
    return tuple(r for rs, _ in parts for r in rs), (parts[0][1] if parts else None)


class _Name(str):
    """A bare name or variable beside '=': object equality if the other side is one too."""


@v_args(meta=True)
class ToSyntax(Transformer):  # type: ignore[type-arg,unused-ignore]
    """Builds the frozen syntax tree; method names follow the grammar's rules."""

    def __init__(self, file: str) -> None:
        super().__init__()
        self.file = file

    def _loc(self, meta: Meta) -> Loc | None:
        if getattr(meta, "empty", True):
            return None
        return Loc(self.file, meta.line, meta.column)

    def _number(self, token: Token | str) -> int | float:
        value = s.read_number(str(token))
        if value is None:
            raise PddlSyntaxError(
                f"the number {str(token)[:24]}... is out of range (more than "
                f"{s.MAX_DIGITS} digits before the point)",
                self._tok_loc(token),
            )
        return value

    def _tok_loc(self, tok: object) -> Loc:
        return Loc(self.file, getattr(tok, "line", 1) or 1, getattr(tok, "column", 1) or 1)

    # ---------------------------------------------------------- typed lists
    def type_spec(self, meta: Meta, children: list[Token]) -> tuple[str, ...]:
        return tuple(_t(c) for c in children)

    def type_marker(self, meta: Meta, children: list[tuple[str, ...]]) -> Tree:  # type: ignore[type-arg,unused-ignore]
        return Tree("type_marker", [children[0]])

    def _typed(self, children: list[Token | Tree[object]]) -> Names:
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

    def typed_names(
        self, meta: Meta, children: list[Token | Tree[object]]
    ) -> tuple[s.TypedName, ...]:
        return self._typed(children)

    def typed_vars(
        self, meta: Meta, children: list[Token | Tree[object]]
    ) -> tuple[s.TypedName, ...]:
        return self._typed(children)

    # ---------------------------------------------------------- formulas
    def atom(self, meta: Meta, children: list[Token]) -> s.Atom:
        return s.Atom(_t(children[0]), tuple(_t(c) for c in children[1:]), self._loc(meta))

    def gd_and(self, meta: Meta, children: list[s.Formula]) -> s.And:
        return s.And(tuple(children), self._loc(meta))

    def gd_or(self, meta: Meta, children: list[s.Formula]) -> s.Or:
        return s.Or(tuple(children), self._loc(meta))

    def gd_not(self, meta: Meta, children: list[s.Formula]) -> s.Not:
        return s.Not(children[0], self._loc(meta))

    def gd_imply(self, meta: Meta, children: list[s.Formula]) -> s.Imply:
        return s.Imply(children[0], children[1], self._loc(meta))

    def gd_exists(self, meta: Meta, children: list[object]) -> s.Exists:
        return s.Exists(cast(Names, children[0]), cast(s.Formula, children[1]), self._loc(meta))

    def gd_forall(self, meta: Meta, children: list[object]) -> s.Forall:
        return s.Forall(cast(Names, children[0]), cast(s.Formula, children[1]), self._loc(meta))

    def eq_name(self, meta: Meta, children: list[Token]) -> _Name:
        return _Name(_t(children[0]))

    def gd_equal(self, meta: Meta, children: list[_Name | s.NumExpr]) -> s.Formula:
        left, right = children
        if isinstance(left, _Name) and isinstance(right, _Name):
            return s.Atom("=", (str(left), str(right)), self._loc(meta))
        return s.Comparison("=", self._num(left, meta), self._num(right, meta), self._loc(meta))

    def _num(self, side: _Name | s.NumExpr, meta: Meta) -> s.NumExpr:
        if not isinstance(side, _Name):
            return side
        if side.startswith("?"):
            raise PddlSyntaxError(
                f"'{side}' is a variable (an object), compared with a number; "
                f"expected a function term such as (f {side})",
                self._loc(meta),
            )
        return s.FluentTerm(str(side), (), self._loc(meta))

    def gd_numeric(self, meta: Meta, children: list[object]) -> s.Formula:
        left, right = cast(list[s.NumExpr], children[1:])
        return s.Comparison(str(children[0]), left, right, self._loc(meta))

    # ---------------------------------------------------------- effects
    def eff_and(self, meta: Meta, children: list[s.Effect]) -> s.EffectAnd:
        return s.EffectAnd(tuple(children), self._loc(meta))

    def eff_forall(self, meta: Meta, children: list[object]) -> s.EffectForall:
        return s.EffectForall(
            cast(Names, children[0]), cast(s.Effect, children[1]), self._loc(meta)
        )

    def eff_when(self, meta: Meta, children: list[object]) -> s.When:
        return s.When(cast(s.Formula, children[0]), cast(s.Effect, children[1]), self._loc(meta))

    def eff_not(self, meta: Meta, children: list[s.Atom]) -> s.Not:
        return s.Not(children[0], self._loc(meta))

    def eff_increase(self, meta: Meta, children: list[object]) -> s.NumericEffect:
        head, value = children
        return s.NumericEffect(cast(s.FluentTerm, head), cast(s.NumExpr, value), self._loc(meta))

    def eff_numeric(self, meta: Meta, children: list[object]) -> s.Effect:
        op, head, value = children
        return s.NumericEffect(
            cast(s.FluentTerm, head), cast(s.NumExpr, value), self._loc(meta), _t(cast(Token, op))
        )

    def f_head(self, meta: Meta, children: list[Token]) -> s.FluentTerm:
        return s.FluentTerm(_t(children[0]), tuple(_t(c) for c in children[1:]), self._loc(meta))

    def f_number(self, meta: Meta, children: list[Token]) -> int | float:
        return self._number(children[0])

    def f_arith(self, meta: Meta, children: list[object]) -> s.Arith:
        op, args = str(children[0]), cast(tuple[s.NumExpr, ...], tuple(children[1:]))
        if (op == "/" and len(args) != 2) or (op == "-" and len(args) > 2):
            raise PddlSyntaxError(
                f"'({op} ...)' takes {'two' if op == '/' else 'one or two'} arguments, "
                f"{len(args)} given",
                self._loc(meta),
            )
        return s.Arith(op, args, self._loc(meta))

    # ---------------------------------------------------------- domain
    def empty(self, meta: Meta, children: list[object]) -> None:
        return None

    def requirements(self, meta: Meta, children: list[Token]) -> Section:
        return ("requirements", (tuple(_t(c) for c in children), self._loc(meta)))

    def types(self, meta: Meta, children: list[Names]) -> Section:
        return ("types", children[0])

    def constants(self, meta: Meta, children: list[Names]) -> Section:
        return ("constants", children[0])

    def predicate_decl(self, meta: Meta, children: list[object]) -> s.Predicate:
        return s.Predicate(_t(cast(Token, children[0])), cast(Names, children[1]), self._loc(meta))

    def predicates(self, meta: Meta, children: list[s.Predicate]) -> Section:
        return ("predicates", tuple(children))

    def function_decl(self, meta: Meta, children: list[object]) -> s.Function:
        name, params = cast(Token, children[0]), cast(Names, children[1])
        return s.Function(_t(name), params, "number", self._loc(meta))

    def function_type(self, meta: Meta, children: list[Token]) -> str:
        return _t(children[0])

    def functions(self, meta: Meta, children: list[str | s.Function]) -> Section:
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

    def action_parameters(self, meta: Meta, children: list[Names]) -> Section:
        return ("parameters", children[0])

    def action_precondition(self, meta: Meta, children: list[s.Formula | None]) -> Section:
        return ("precondition", children[0])

    def action_effect(self, meta: Meta, children: list[s.Effect | None]) -> Section:
        return ("effect", children[0])

    def action(self, meta: Meta, children: list[object]) -> Section:
        parts = dict(cast(list[Section], children[1:]))
        return (
            "action",
            s.Action(
                _t(cast(Token, children[0])),
                cast(Names, parts.get("parameters", ())),
                cast("s.Formula | None", parts.get("precondition")),
                cast("s.Effect | None", parts.get("effect")),
                self._loc(meta),
            ),
        )

    def derived(self, meta: Meta, children: list[object]) -> Section:
        name, params, body = cast(tuple[Token, Names, s.Formula], tuple(children))
        return ("derived", s.Derived(_t(name), params, body, self._loc(meta)))

    def unsupported_section(self, meta: Meta, children: list[Token]) -> NoReturn:
        from plangate.pddl.refusals import SECTIONS, refusal

        keyword = str(children[0]).lower()
        if keyword in SECTIONS:
            requirement, why = SECTIONS[keyword]
            raise refusal(f"section '{keyword}' (requirement {requirement})", why, self._loc(meta))
        raise UnsupportedFeatureError(
            f"section '{keyword}' is not read by plangate", self._loc(meta)
        )

    def domain(self, meta: Meta, children: list[object]) -> s.Domain:
        sections = _sections(children)
        requirements, requirements_loc = _requirements(sections)
        return s.Domain(
            name=_t(cast(Token, children[0])),
            requirements=requirements,
            types=cast(Names, _joined(sections, "types")),
            constants=cast(Names, _joined(sections, "constants")),
            predicates=cast(tuple[s.Predicate, ...], _joined(sections, "predicates")),
            functions=cast(tuple[s.Function, ...], _joined(sections, "functions")),
            actions=cast(tuple[s.Action, ...], tuple(sections.get("action", []))),
            derived=cast(tuple[s.Derived, ...], tuple(sections.get("derived", []))),
            loc=self._loc(meta),
            requirements_loc=requirements_loc,
        )

    # ---------------------------------------------------------- problem
    def problem_domain(self, meta: Meta, children: list[Token]) -> Section:
        return ("domain", (_t(children[0]), self._loc(meta)))

    def objects(self, meta: Meta, children: list[Names]) -> Section:
        return ("objects", children[0])

    def init_not(self, meta: Meta, children: list[s.Atom]) -> None:
        return None  # closed-world assumption: negative initial literals say nothing

    def init_value(self, meta: Meta, children: list[object]) -> s.FluentValue:
        head, number = cast(tuple[s.FluentTerm, Token], tuple(children))
        return s.FluentValue(head, self._number(number), self._loc(meta))

    def init(self, meta: Meta, children: list[s.InitElement | None]) -> Section:
        return ("init", tuple(c for c in children if c is not None))

    def goal(self, meta: Meta, children: list[s.Formula | None]) -> Section:
        return ("goal", children[0] if children[0] is not None else s.And(()))

    def metric(self, meta: Meta, children: list[object]) -> Section:
        sense, expr = cast(tuple[Token, s.NumExpr], tuple(children))
        return ("metric", s.Metric(_t(sense), expr, self._loc(meta)))

    def problem(self, meta: Meta, children: list[object]) -> s.Problem:
        name = _t(cast(Token, children[0]))
        if not name[0].isalpha() and name[0] != "_":
            loc = self._loc(meta)
            text = f"{loc}: problem name '{name}' is a number, not a PDDL name; read as a name"
            warnings.warn(PddlWarning(text), stacklevel=2)
        sections = _sections(children)
        loc = self._loc(meta)
        if "domain" not in sections:
            raise PddlSyntaxError(f"problem '{name}' has no (:domain NAME) section", loc)
        if "goal" not in sections:
            raise PddlSyntaxError(f"problem '{name}' has no (:goal ...) section", loc)
        domain_name, domain_loc = cast(tuple[str, "Loc | None"], sections["domain"][0])
        goals = cast(list[s.Formula], sections["goal"])
        goal = goals[0] if len(goals) == 1 else s.And(tuple(goals))
        metrics = cast(list[s.Metric], sections.get("metric", []))
        return s.Problem(
            name=name,
            domain_name=domain_name,
            requirements=_requirements(sections)[0],
            objects=cast(Names, _joined(sections, "objects")),
            init=cast(tuple[s.InitElement, ...], _joined(sections, "init")),
            goal=goal,
            metric=metrics[0] if metrics else None,
            loc=loc,
            domain_loc=domain_loc,
        )
