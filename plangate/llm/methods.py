"""The registry of methods, built from the modules that define them.

A method is one object implementing :class:`plangate.llm.method.Method`
(preplanned and interactive methods of the FSM study, LLM-PFC, LATS). Adding
one is a new module plus one line here, or :func:`register` at run time
(plugins, tests); the CLI, the experiment runner and the report take their
lists from this registry.
"""

from __future__ import annotations

from dataclasses import dataclass

from plangate.errors import PlangateError
from plangate.llm import interactive, lats, pfc, pfc_baselines, preplanned
from plangate.llm.method import Method, Run, run_episode
from plangate.llm.options import MethodOptions

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
]
_ALL: list[Method] = [
    *preplanned.METHODS,
    *interactive.METHODS,
    pfc.METHOD,
    *pfc_baselines.METHODS,
    lats.METHOD,
]
METHODS: dict[str, Method] = {
    m.name: m for m in sorted(_ALL, key=lambda m: [*_ORDER, m.name].index(m.name))
}


def register(method: Method) -> Method:
    """Add a method to the registry (a plugin's, or a test's); returns it."""
    if not isinstance(method, Method):
        raise TypeError(f"{method!r} does not implement plangate.llm.method.Method")
    if method.name in METHODS or "/" in method.name or method.name.startswith("planner:"):
        raise PlangateError(f"method name '{method.name}' is taken or not allowed")
    METHODS[method.name] = method
    return method


def unregister(name: str) -> None:
    METHODS.pop(name, None)


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


__all__ = ["METHODS", "Method", "MethodSpec", "Run", "get_method", "register", "run_episode"]
