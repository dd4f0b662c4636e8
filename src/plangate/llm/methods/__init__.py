"""The methods, one module each, and their registry: one table, name -> module.

A method is one object implementing :class:`plangate.llm.methods.base.Method`
(the preplanned and interactive methods of the FSM study, LLM-PFC, LATS, Tree of
Thoughts, RAP, the no-model baselines) in a module of this package that lists
it in ``METHODS``. :data:`TABLE` names the module of each, in display order;
a module is imported when one of its methods is first asked for, so importing
the registry imports no method. Adding one is a new module plus one line of
:data:`TABLE` (any importable module: a plugin's line names its own), or
:func:`register` at run time (plugins, tests); the CLI, the experiment runner
and the report take their lists from here, and the options a method owns (its
:class:`plangate.llm.options.Part`) from :func:`parts`.

A method's name with its variant (``pfc/no-search``) is read here only:
:meth:`MethodSpec.parse`; what a job or a record names (a method, a planner row,
a PlanBench task item) by :func:`plangate.bench.kinds.parse_kind`.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from plangate.errors import PlangateError
from plangate.llm.methods.base import About, Method
from plangate.llm.options import MethodOptions, Part
from plangate.plugins import Registry

_M = "plangate.llm.methods."
TABLE: dict[str, str] = {  # name -> the module that lists it in METHODS, in display order
    "preplanned": _M + "preplanned",
    "preplanned-validated": _M + "preplanned",
    "interactive": _M + "interactive",
    "interactive-validated": _M + "interactive",
    "interactive-restricted": _M + "interactive",
    "preplanned-cot": _M + "preplanned",
    "pddl-plan": _M + "preplanned",
    "interactive-validated-cot": _M + "interactive",
    "interactive-restricted-cot": _M + "interactive",
    "interactive-restricted-constrained": _M + "interactive",
    "interactive-guided": _M + "interactive",
    "random-valid": _M + "baselines",
    "first-valid": _M + "baselines",
    "pfc": _M + "pfc",
    "pfc-zero-shot": _M + "pfc",
    "pfc-icl": _M + "pfc",
    "lats": _M + "lats",
    "tot": _M + "tot",
    "rap": _M + "rap",
    "formalize-problem": _M + "formalize",
    "formalize-domain": _M + "formalize",
    "code-successors": _M + "code_successors",
    "code-heuristic": _M + "code_heuristic",
    "code-genplan": _M + "code_genplan",
}


def _shipped(name: str) -> Method:
    module = importlib.import_module(TABLE[name])
    found = [m for m in getattr(module, "METHODS", ()) if m.about.name == name]
    if len(found) != 1:
        raise PlangateError(f"{module.__name__} does not list the method '{name}'")
    return found[0]


def _checked(method: object, name: str) -> Method:
    about = getattr(method, "about", None)
    if not isinstance(method, Method) or not isinstance(about, About) or about.name != name:
        raise PlangateError(
            f"the method '{name}' of an installed plug-in is not a plangate Method named "
            f"'{name}' (plangate.llm.methods.base.Method, with an About of that name)"
        )
    return method


# the shipped methods of TABLE, then those of installed plug-ins (entry points
# plangate.methods), then those registered at run time; each loaded on first use
METHODS: Registry[Method] = Registry("method", TABLE, _shipped, _checked)
# the method of every command and API that is not told one: a valid plan every time (the
# model chooses among the valid actions, forced by constrained decoding)
DEFAULT_METHOD = "interactive-restricted-constrained"


def model_methods() -> list[str]:
    """The registered methods that ask a model (all but the baselines)."""
    return [name for name, m in METHODS.usable() if m.about.uses_model]


def paper_methods(paper: str) -> list[str]:
    """The registered methods of one paper (``fsm``: the FSM study's seven),
    in the registry's order."""
    return [name for name, m in METHODS.usable() if m.about.paper == paper]


def __getattr__(name: str) -> object:  # the shipped ones, loaded when asked
    if name == "MODEL_METHODS":
        return [n for n in model_methods() if n in TABLE]
    if name == "STUDY_METHODS":  # the FSM study's seven methods, in its order
        return tuple(n for n in paper_methods("fsm") if n in TABLE)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def register(method: Method) -> Method:
    """Add a method to the registry (a plugin's, or a test's), with its own options;
    returns it."""
    if not isinstance(method, Method):
        raise TypeError(f"{method!r} does not implement plangate.llm.methods.base.Method")
    if not isinstance(method.about, About):
        raise TypeError(f"{method!r} declares no plangate.llm.methods.base.About")
    name = method.about.name
    taken = name in METHODS or name == "recorded"  # rescored answers' kind
    if taken or "/" in name or ":" in name:
        raise PlangateError(f"method name '{name}' is taken or not allowed")
    part = method.about.part
    if part is not None:
        for have in parts():
            if have.name == part.name and have.cls is not part.cls:
                raise PlangateError(f"{name}: options named '{part.name}' are another method's")
    METHODS[name] = method
    return method


def unregister(name: str) -> None:
    METHODS.pop(name, None)


def parts() -> list[Part]:
    """The own options of every registered method, once each, in the registry's order
    (the flags' groups, the experiment file's tables, the job keys, the seeding)."""
    out: dict[str, Part] = {}
    for _name, method in METHODS.usable():
        part = method.about.part
        if part is not None:
            out.setdefault(part.name, part)
    return list(out.values())


def get_method(name: str) -> Method:
    try:
        return METHODS[name]
    except KeyError:
        known = ", ".join(METHODS)
        raise PlangateError(f"unknown method '{name}'; choose one of {known}") from None


@dataclass(frozen=True)
class MethodSpec:
    """A method and one of its named variants (``pfc/no-search``), parsed once."""

    name: str
    variant: str | None = None

    @classmethod
    def parse(cls, text: str) -> MethodSpec:
        name, _, variant = text.partition("/")
        if ":" in name:  # planner:NAME, planbench:TASK (plangate.bench.kinds)
            raise PlangateError(f"'{text}' is a planner row or a task item, not a method")
        method = get_method(name)
        if variant and variant not in method.about.variants:
            have = ", ".join(method.about.variants) or "none"
            raise PlangateError(f"unknown variant '{variant}' of {name}; its variants: {have}")
        return cls(name, variant or None)

    @property
    def method(self) -> Method:
        return get_method(self.name)

    def options(self, base: MethodOptions) -> MethodOptions:
        return self.method.about.variants[self.variant](base) if self.variant else base

    def __str__(self) -> str:
        return f"{self.name}/{self.variant}" if self.variant else self.name


__all__ = [
    "DEFAULT_METHOD",
    "METHODS",
    "MODEL_METHODS",
    "STUDY_METHODS",
    "Method",
    "MethodSpec",
    "get_method",
    "parts",
    "register",
]
