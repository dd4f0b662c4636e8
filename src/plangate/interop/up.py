"""unified-planning both ways: :func:`from_up` turns a ``unified_planning`` problem (the
classical fragment plangate reads) into a plangate :class:`~plangate.pddl.task.Task`;
:func:`to_up` turns a task into a UP ``Problem`` for any UP engine.

Both go through PDDL, each library's own writer and reader, so what crosses is exactly
what both read: a UP feature plangate does not support is refused by plangate's
reader, by name, as it would be in a file. Needs the ``planners`` extra.
"""

from __future__ import annotations

from typing import Any

from plangate.errors import PlangateError
from plangate.pddl.task import Task


def _up() -> Any:
    try:
        import unified_planning  # noqa: F401
    except ImportError:  # pragma: no cover - the planners extra is not installed
        raise PlangateError(
            "unified-planning is not installed: pip install 'plangate[planners]'"
        ) from None
    import unified_planning.io as io

    return io


def up_pddl(problem: Any) -> tuple[str, str]:
    """The domain and problem text UP's own PDDL writer gives for ``problem``."""
    io = _up()
    try:
        writer = io.PDDLWriter(problem)
        return writer.get_domain(), writer.get_problem()
    except Exception as err:  # UP raises its own kinds for what PDDL cannot say
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        raise PlangateError(
            f"unified-planning cannot write this problem as PDDL: {first}"
        ) from None


def from_up(problem: Any) -> Task:
    """A plangate task of a UP ``Problem`` (through UP's PDDL writer and plangate's
    reader, checks and grounding)."""
    from plangate.pddl.grounding import ground
    from plangate.pddl.loader import parse_domain, parse_problem

    domain_text, problem_text = up_pddl(problem)
    name = getattr(problem, "name", None) or "problem"
    domain = parse_domain(domain_text, f"<unified-planning {name}: domain>")
    return ground(domain, parse_problem(problem_text, domain, f"<unified-planning {name}>"))


def to_up(task: Task) -> Any:
    """A UP ``Problem`` of a plangate task (its domain and problem as PDDL, read by UP's
    own reader)."""
    io = _up()
    from unified_planning.shortcuts import get_environment

    env = get_environment()
    env.error_used_name = False  # PDDL may name an object as a type (UP refuses it)
    try:
        return io.PDDLReader(env).parse_problem_string(str(task.domain), str(task.problem))
    except Exception as err:
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        raise PlangateError(f"unified-planning cannot read this task: {first}") from None


__all__ = ["from_up", "to_up", "up_pddl"]
