"""The registry of methods, built from the modules that define them.

A method is one object implementing :class:`plangate.llm.method.Method`
(preplanned and interactive methods of the FSM study, LLM-PFC, LATS, Tree of
Thoughts, RAP). Adding
one is a new module plus one line here, or :func:`register` at run time
(plugins, tests); the CLI, the experiment runner and the report take their
lists from this registry, and registering a method registers its own options.

A method's name with its variant (``pfc/no-search``) or a planner row
(``planner:fast-downward``) is read here only: :meth:`MethodSpec.parse`
(known methods), :func:`identity` (what a results file says, known or not).
"""

from __future__ import annotations

from dataclasses import dataclass

from plangate.errors import PlangateError
from plangate.llm import baselines, interactive, lats, pfc, preplanned, rap, tot
from plangate.llm.method import Method, Run, declared, run_episode
from plangate.llm.options import MethodOptions, Part

STUDY_METHODS = (  # the FSM study's seven methods, in its order
    "preplanned",
    "preplanned-validated",
    "interactive",
    "interactive-validated",
    "interactive-restricted",
    "preplanned-cot",
    "interactive-validated-cot",
)
_ORDER = [
    *STUDY_METHODS,
    "interactive-restricted-cot",
    "interactive-restricted-constrained",
    "interactive-guided",
    "random-valid",
    "first-valid",
]
_ALL: list[Method] = [
    *preplanned.METHODS,
    *interactive.METHODS,
    *pfc.METHODS,
    lats.METHOD,
    tot.METHOD,
    rap.METHOD,
    *baselines.METHODS,
]
METHODS: dict[str, Method] = {
    m.name: m for m in sorted(_ALL, key=lambda m: [*_ORDER, m.name].index(m.name))
}


def model_methods() -> list[str]:
    """The registered methods that ask a model (all but the baselines)."""
    return [name for name, m in METHODS.items() if getattr(m, "uses_model", True)]


MODEL_METHODS = model_methods()  # at import: the shipped ones (tests iterate over them)


def register(method: Method) -> Method:
    """Add a method to the registry (a plugin's, or a test's), with its own options;
    returns it."""
    if not isinstance(method, Method):
        raise TypeError(f"{method!r} does not implement plangate.llm.method.Method")
    if method.name in METHODS or "/" in method.name or method.name.startswith("planner:"):
        raise PlangateError(f"method name '{method.name}' is taken or not allowed")
    part = declared(method).part
    if part is not None:
        for have in parts():
            if have.name == part.name and have.cls is not part.cls:
                raise PlangateError(
                    f"{method.name}: options named '{part.name}' are another method's"
                )
    METHODS[method.name] = method
    return method


def unregister(name: str) -> None:
    METHODS.pop(name, None)


def parts() -> list[Part]:
    """The own options of every registered method, once each, in the registry's order
    (the flags' groups, the experiment file's tables, the job keys, the seeding)."""
    out: dict[str, Part] = {}
    for method in METHODS.values():
        part = declared(method).part
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
        if text.startswith("planner:"):
            raise PlangateError(f"'{text}' is a planner row, not a method")
        method = get_method(name)
        if variant and variant not in method.variants:
            have = ", ".join(method.variants) or "none"
            raise PlangateError(f"unknown variant '{variant}' of {name}; its variants: {have}")
        return cls(name, variant or None)

    @property
    def method(self) -> Method:
        return get_method(self.name)

    def options(self, base: MethodOptions) -> MethodOptions:
        return self.method.variants[self.variant](base) if self.variant else base

    def __str__(self) -> str:
        return f"{self.name}/{self.variant}" if self.variant else self.name


@dataclass(frozen=True)
class PlannerRow:
    """A classical planner's row of an experiment (``planner:NAME``)."""

    planner: str

    @property
    def name(self) -> str:
        return str(self)

    def __str__(self) -> str:
        return f"planner:{self.planner}"


Identity = MethodSpec | PlannerRow


def identity(text: str) -> Identity:
    """What a job or a record names, read as written (a results file may name a method
    this process has not registered: a plugin's)."""
    if text.startswith("planner:"):
        return PlannerRow(text.split(":", 1)[1])
    name, _, variant = text.partition("/")
    return MethodSpec(name, variant or None)


def is_planner_row(text: str) -> bool:
    return isinstance(identity(text), PlannerRow)


def method_family(text: str) -> str:
    """The paper whose tables a recorded method belongs in (``pfc``, ``lats``), or its own
    name (a method this process does not know: its own name)."""
    ident = identity(text)
    if isinstance(ident, PlannerRow):
        return "planner"
    method = METHODS.get(ident.name)
    return declared(method).family if method is not None else ident.name


__all__ = [
    "METHODS",
    "MODEL_METHODS",
    "Identity",
    "Method",
    "MethodSpec",
    "PlannerRow",
    "Run",
    "get_method",
    "identity",
    "is_planner_row",
    "method_family",
    "parts",
    "register",
    "run_episode",
]
