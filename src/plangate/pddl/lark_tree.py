"""A lark parse tree -> plangate's frozen syntax tree (:mod:`plangate.pddl.syntax`):
the transformer whose method names follow the grammar's rules (``pddl.lark``)."""

from __future__ import annotations

import warnings
from typing import Any

from lark import Token, Transformer, Tree, v_args
from lark.tree import Meta

from plangate.errors import Loc, PddlSyntaxError, PddlWarning, UnsupportedFeatureError
from plangate.pddl import syntax as s


def _t(token: Token) -> str:
    return str(token).lower()


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
    def type_spec(self, meta: Meta, children: list[Any]) -> tuple[str, ...]:
        return tuple(_t(c) for c in children)

    def type_marker(self, meta: Meta, children: list[Any]) -> Tree:  # type: ignore[type-arg,unused-ignore]
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

    def typed_names(self, meta: Meta, children: list[Any]) -> tuple[s.TypedName, ...]:
        return self._typed(children)

    def typed_vars(self, meta: Meta, children: list[Any]) -> tuple[s.TypedName, ...]:
        return self._typed(children)

    # ---------------------------------------------------------- formulas
    def atom(self, meta: Meta, children: list[Any]) -> s.Atom:
        return s.Atom(_t(children[0]), tuple(_t(c) for c in children[1:]), self._loc(meta))

    def gd_and(self, meta: Meta, children: list[Any]) -> s.And:
        return s.And(tuple(children), self._loc(meta))

    def gd_or(self, meta: Meta, children: list[Any]) -> s.Or:
        return s.Or(tuple(children), self._loc(meta))

    def gd_not(self, meta: Meta, children: list[Any]) -> s.Not:
        return s.Not(children[0], self._loc(meta))

    def gd_imply(self, meta: Meta, children: list[Any]) -> s.Imply:
        return s.Imply(children[0], children[1], self._loc(meta))

    def gd_exists(self, meta: Meta, children: list[Any]) -> s.Exists:
        return s.Exists(children[0], children[1], self._loc(meta))

    def gd_forall(self, meta: Meta, children: list[Any]) -> s.Forall:
        return s.Forall(children[0], children[1], self._loc(meta))

    def eq_name(self, meta: Meta, children: list[Any]) -> _Name:
        return _Name(_t(children[0]))

    def gd_equal(self, meta: Meta, children: list[Any]) -> s.Formula:
        left, right = children
        if isinstance(left, _Name) and isinstance(right, _Name):
            return s.Atom("=", (str(left), str(right)), self._loc(meta))
        return s.Comparison("=", self._num(left, meta), self._num(right, meta), self._loc(meta))

    def _num(self, side: Any, meta: Meta) -> s.NumExpr:
        if not isinstance(side, _Name):
            return side
        if side.startswith("?"):
            raise PddlSyntaxError(
                f"'{side}' is a variable (an object), compared with a number; "
                f"expected a function term such as (f {side})",
                self._loc(meta),
            )
        return s.FluentTerm(str(side), (), self._loc(meta))

    def gd_numeric(self, meta: Meta, children: list[Any]) -> s.Formula:
        return s.Comparison(str(children[0]), children[1], children[2], self._loc(meta))

    # ---------------------------------------------------------- effects
    def eff_and(self, meta: Meta, children: list[Any]) -> s.EffectAnd:
        return s.EffectAnd(tuple(children), self._loc(meta))

    def eff_forall(self, meta: Meta, children: list[Any]) -> s.EffectForall:
        return s.EffectForall(children[0], children[1], self._loc(meta))

    def eff_when(self, meta: Meta, children: list[Any]) -> s.When:
        return s.When(children[0], children[1], self._loc(meta))

    def eff_not(self, meta: Meta, children: list[Any]) -> s.Not:
        return s.Not(children[0], self._loc(meta))

    def eff_increase(self, meta: Meta, children: list[Any]) -> s.NumericEffect:
        return s.NumericEffect(children[0], children[1], self._loc(meta))

    def eff_numeric(self, meta: Meta, children: list[Any]) -> s.Effect:
        op = _t(children[0])
        return s.NumericEffect(children[1], children[2], self._loc(meta), op)

    def f_head(self, meta: Meta, children: list[Any]) -> s.FluentTerm:
        return s.FluentTerm(_t(children[0]), tuple(_t(c) for c in children[1:]), self._loc(meta))

    def f_number(self, meta: Meta, children: list[Any]) -> int | float:
        return self._number(children[0])

    def f_arith(self, meta: Meta, children: list[Any]) -> s.Arith:
        op, args = str(children[0]), tuple(children[1:])
        if (op == "/" and len(args) != 2) or (op == "-" and len(args) > 2):
            raise PddlSyntaxError(
                f"'({op} ...)' takes {'two' if op == '/' else 'one or two'} arguments, "
                f"{len(args)} given",
                self._loc(meta),
            )
        return s.Arith(op, args, self._loc(meta))

    # ---------------------------------------------------------- domain
    def empty(self, meta: Meta, children: list[Any]) -> None:
        return None

    def requirements(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        return ("requirements", (tuple(_t(c) for c in children), self._loc(meta)))

    def types(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        return ("types", children[0])

    def constants(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        return ("constants", children[0])

    def predicate_decl(self, meta: Meta, children: list[Any]) -> s.Predicate:
        return s.Predicate(_t(children[0]), children[1], self._loc(meta))

    def predicates(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        return ("predicates", tuple(children))

    def function_decl(self, meta: Meta, children: list[Any]) -> s.Function:
        return s.Function(_t(children[0]), children[1], "number", self._loc(meta))

    def function_type(self, meta: Meta, children: list[Any]) -> str:
        return _t(children[0])

    def functions(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
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

    def action_parameters(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        return ("parameters", children[0])

    def action_precondition(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        return ("precondition", children[0])

    def action_effect(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        return ("effect", children[0])

    def action(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
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

    def derived(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        return ("derived", s.Derived(_t(children[0]), children[1], children[2], self._loc(meta)))

    def unsupported_section(self, meta: Meta, children: list[Any]) -> Any:
        from plangate.pddl.refusals import SECTIONS, refusal

        keyword = str(children[0]).lower()
        if keyword in SECTIONS:
            requirement, why = SECTIONS[keyword]
            raise refusal(f"section '{keyword}' (requirement {requirement})", why, self._loc(meta))
        raise UnsupportedFeatureError(
            f"section '{keyword}' is not read by plangate", self._loc(meta)
        )

    def domain(self, meta: Meta, children: list[Any]) -> s.Domain:
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
    def problem_domain(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        return ("domain", (_t(children[0]), self._loc(meta)))

    def objects(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        return ("objects", children[0])

    def init_not(self, meta: Meta, children: list[Any]) -> None:
        return None  # closed-world assumption: negative initial literals say nothing

    def init_value(self, meta: Meta, children: list[Any]) -> s.FluentValue:
        return s.FluentValue(children[0], self._number(children[1]), self._loc(meta))

    def init(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        return ("init", tuple(c for c in children if c is not None))

    def goal(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        return ("goal", children[0] if children[0] is not None else s.And(()))

    def metric(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        return ("metric", s.Metric(_t(children[0]), children[1], self._loc(meta)))

    def problem(self, meta: Meta, children: list[Any]) -> s.Problem:
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
