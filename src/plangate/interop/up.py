"""unified-planning both ways: :func:`from_up` turns a ``unified_planning`` problem (the
classical fragment plangate reads) into a plangate :class:`~plangate.pddl.task.Task`;
:func:`to_up` turns a task into a UP ``Problem`` for any UP engine.

Both go through PDDL, each library's own writer and reader, so what crosses is exactly
what both read: a UP feature plangate does not support is refused by plangate's
reader, by name, as it would be in a file; a fluent whose initial value UP leaves
undefined (no default, not set) is refused by name, not read as false.
:func:`plan_from_up` and :func:`plan_to_up` carry plans across, with the names UP's
writer gave (``from_up``) or UP's reader kept (``to_up``). Needs the ``planners``
extra.
"""

from __future__ import annotations

from collections.abc import Iterable
from types import ModuleType
from typing import TYPE_CHECKING

from plangate.errors import PlangateError
from plangate.pddl.plans import PlanStep
from plangate.pddl.task import Operator, Task

if TYPE_CHECKING:
    from unified_planning.io import PDDLWriter
    from unified_planning.model import Problem
    from unified_planning.plans import SequentialPlan


def _up() -> ModuleType:
    try:
        import unified_planning  # noqa: F401
    except ImportError:  # pragma: no cover - the planners extra is not installed
        raise PlangateError(
            "unified-planning is not installed: pip install 'plangate[planners]'"
        ) from None
    import unified_planning.io as io

    return io


def up_pddl(problem: Problem) -> tuple[str, str]:
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


def undefined_initial_value(problem: Problem) -> str | None:
    """A boolean fluent atom whose initial value ``problem`` leaves undefined (its
    fluent has no default and the atom is not set), as text, or None. PDDL has no
    undefined values: UP's writer would leave the atom out, so it would read as false."""
    import itertools

    defaults = problem.fluents_defaults
    explicit = problem.explicit_initial_values
    em = problem.environment.expression_manager
    for fluent in problem.fluents:
        if not fluent.type.is_bool_type() or fluent in defaults:
            continue
        domains = [list(problem.objects(p.type)) for p in fluent.signature]
        for combo in itertools.product(*domains):  # stops at the first one missing
            if em.FluentExp(fluent, combo) not in explicit:
                args = "".join(f" {o.name}" for o in combo)
                return f"({fluent.name}{args})"
    return None


def from_up(problem: Problem) -> Task:
    """A plangate task of a UP ``Problem`` (through UP's PDDL writer and plangate's
    reader, checks and grounding)."""
    from plangate.pddl.loader import task_from_text

    undefined = undefined_initial_value(problem)
    if undefined is not None:
        raise PlangateError(
            f"unified-planning problem '{getattr(problem, 'name', '?')}' leaves the initial "
            f"value of {undefined} undefined (its fluent has no default and the atom is not "
            "set); PDDL has no undefined values: set it, or give the fluent a default"
        )
    domain_text, problem_text = up_pddl(problem)
    name = getattr(problem, "name", None) or "problem"
    return task_from_text(domain_text, problem_text, f"<unified-planning {name}: domain>",
                          f"<unified-planning {name}>")  # fmt: skip


def to_up(task: Task) -> Problem:
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


def _writer(problem: Problem) -> PDDLWriter:
    """UP's PDDL writer of ``problem``, its names given (it names things as it writes)."""
    io = _up()
    try:
        writer = io.PDDLWriter(problem)
        writer.get_domain()
        writer.get_problem()
        return writer
    except Exception as err:
        raise PlangateError(f"unified-planning cannot write this problem: {err}") from None


def plan_from_up(task: Task, plan: SequentialPlan, problem: Problem) -> list[PlanStep]:
    """A UP ``SequentialPlan`` of ``problem`` as plangate plan steps of ``task`` (a task
    :func:`from_up` made of ``problem``, or that :func:`to_up` turned into it): each
    action and object by the name UP's PDDL writer gives it. The steps are checked by
    :func:`plangate.validate`, as any plan is."""
    writer = _writer(problem)
    steps = []
    for k, ai in enumerate(plan.actions, start=1):
        name = writer.get_pddl_name(ai.action)
        args = tuple(writer.get_pddl_name(p.object()) for p in ai.actual_parameters)
        steps.append(PlanStep(name.lower(), tuple(a.lower() for a in args), k))
    return steps


def plan_to_up(plan: str | Iterable[Operator | PlanStep | str], problem: Problem) -> SequentialPlan:
    """plangate steps (operators, :class:`PlanStep`, or ``(name arg ...)`` texts) as a UP
    ``SequentialPlan`` of ``problem``, every name read back as UP's writer gave it;
    a name ``problem`` does not have is refused by name."""
    from unified_planning.plans import ActionInstance, SequentialPlan

    from plangate.pddl.plans import parse_plan

    writer = _writer(problem)
    em = problem.environment.expression_manager
    if isinstance(plan, str):
        plan = parse_plan(plan)
    out = []
    for step in plan:
        if isinstance(step, str):
            (step,) = parse_plan(step)
        assert isinstance(step, Operator | PlanStep)

        def item(name: str, what: str, step: Operator | PlanStep = step) -> object:
            try:
                return writer.get_item_named(name)
            except Exception:
                raise PlangateError(
                    f"step {step}: unified-planning problem '{problem.name}' has no {what} "
                    f"named '{name}'"
                ) from None

        action = item(step.name, "action")
        objects = tuple(em.ObjectExp(item(a, "object")) for a in step.args)
        out.append(ActionInstance(action, objects))
    return SequentialPlan(out, problem.environment)


__all__ = [
    "from_up",
    "plan_from_up",
    "plan_to_up",
    "to_up",
    "undefined_initial_value",
    "up_pddl",
]
