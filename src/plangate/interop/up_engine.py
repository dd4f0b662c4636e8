"""plangate as a unified-planning engine: a language model plans against the Mealy
machine, so every step of the plan it returns is valid.

Registered the documented way (UP's engine factory), by :func:`register`::

    import plangate.interop.up_engine as pe
    pe.register()
    with OneshotPlanner(name="plangate", params={"method": "interactive-guided",
                                                 "model": "gpt-4o-mini"}) as planner:
        result = planner.solve(problem)

Parameters: ``method`` (a plangate method, default ``interactive-restricted``),
``model``, ``base_url``, ``api_key_env`` (the model, as the command line names it; no
model: the embedded default), ``client`` (a plangate model client object, for scripts
and tests), ``options`` (a dict of :class:`plangate.llm.options.MethodOptions`
fields, as an experiment's ``[options]`` table). An unknown parameter, an unknown
method or a misspelt option is refused when the planner is created
(:class:`EngineUsageError`, both a PlangateError and UP's UPUsageError).

The status is honest: ``SOLVED_SATISFICING`` only when the plan reaches the goal
(plangate's validator and the machine agree); ``TIMEOUT`` when the episode's time
budget (UP's ``timeout``, or ``max_seconds``) ran out, ``INTERNAL_ERROR`` when the model
failed or plangate could not run, ``UNSUPPORTED_PROBLEM`` when UP's own PDDL writer or
plangate's reader refuses the problem (object fluents, scheduling, undefined initial
values), and ``UNSOLVABLE_INCOMPLETELY`` when the method ended without reaching the
goal; the episode's outcome is in the log, and a plan is returned only when solved.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import IO, Any

import unified_planning as up
from unified_planning.engines import Engine, PlanGenerationResult, PlanGenerationResultStatus
from unified_planning.engines.mixins import OneshotPlannerMixin
from unified_planning.engines.results import LogLevel, LogMessage
from unified_planning.model import ProblemKind

from plangate.errors import PlangateError

NAME = "plangate"


class EngineUsageError(up.exceptions.UPUsageError, PlangateError):
    """A parameter of the plangate engine that cannot be used: UP's usage error, and
    plangate's own (a script catching either catches it)."""


def _usage_error(message: str) -> EngineUsageError:
    return EngineUsageError(message)


def register() -> None:
    """Add plangate to UP's engine factory (once per environment)."""
    from unified_planning.shortcuts import get_environment

    factory = get_environment().factory
    if NAME not in factory.engines:
        factory.add_engine(NAME, __name__, "PlangateEngine")


class PlangateEngine(Engine, OneshotPlannerMixin):
    """A UP one-shot planner whose plans a language model finds against plangate's
    machine (see the module's text)."""

    def __init__(self, **params: Any) -> None:
        Engine.__init__(self)
        OneshotPlannerMixin.__init__(self)
        from plangate.bench.experiment import options_from_dict
        from plangate.llm.methods import DEFAULT_METHOD, MethodSpec

        known = {"method", "model", "base_url", "api_key_env", "client", "options"}
        unknown = sorted(set(params) - known)
        if unknown:
            raise _usage_error(
                f"plangate: unknown parameter(s) {', '.join(unknown)}; known: "
                f"{', '.join(sorted(known))}"
            )
        self.method = str(params.get("method", DEFAULT_METHOD))
        try:
            self.spec = MethodSpec.parse(self.method)
            given = params.get("options") or {}
            if not isinstance(given, dict):
                raise PlangateError(f"options: expected a dict, got {type(given).__name__}")
            self.options = options_from_dict(given, "plangate engine parameters")
        except PlangateError as err:
            raise _usage_error(f"plangate: {err}") from None
        self.params = params

    @property
    def name(self) -> str:
        return NAME

    @staticmethod
    def supported_kind() -> ProblemKind:
        kind = ProblemKind()
        kind.set_problem_class("ACTION_BASED")
        kind.set_typing("FLAT_TYPING")
        kind.set_typing("HIERARCHICAL_TYPING")
        for feature in ("NEGATIVE_CONDITIONS", "DISJUNCTIVE_CONDITIONS", "EQUALITIES",
                        "EXISTENTIAL_CONDITIONS", "UNIVERSAL_CONDITIONS"):  # fmt: skip
            kind.set_conditions_kind(feature)
        kind.set_effects_kind("CONDITIONAL_EFFECTS")
        kind.set_effects_kind("FORALL_EFFECTS")
        # numeric fluents (PDDL 2.1 level 2: plangate.pddl.numeric), exact rationals
        for feature in ("INCREASE_EFFECTS", "DECREASE_EFFECTS",
                        "STATIC_FLUENTS_IN_NUMERIC_ASSIGNMENTS", "FLUENTS_IN_NUMERIC_ASSIGNMENTS",
                        "STATIC_FLUENTS_IN_BOOLEAN_ASSIGNMENTS"):  # fmt: skip
            kind.set_effects_kind(feature)
        for fluents in ("INT_FLUENTS", "REAL_FLUENTS", "NUMERIC_FLUENTS"):
            kind.set_fluents_type(fluents)
        kind.set_problem_type("SIMPLE_NUMERIC_PLANNING")
        kind.set_problem_type("GENERAL_NUMERIC_PLANNING")
        kind.set_numbers("CONTINUOUS_NUMBERS")
        kind.set_numbers("DISCRETE_NUMBERS")
        kind.set_numbers("BOUNDED_TYPES")
        kind.set_initial_state("UNDEFINED_INITIAL_NUMERIC")
        kind.set_quality_metrics("FINAL_VALUE")
        kind.set_actions_cost_kind("FLUENTS_IN_ACTIONS_COST")
        kind.set_quality_metrics("ACTIONS_COST")
        kind.set_quality_metrics("PLAN_LENGTH")
        kind.set_actions_cost_kind("STATIC_FLUENTS_IN_ACTIONS_COST")
        kind.set_actions_cost_kind("INT_NUMBERS_IN_ACTIONS_COST")
        kind.set_actions_cost_kind("REAL_NUMBERS_IN_ACTIONS_COST")
        return kind

    @staticmethod
    def supports(problem_kind: ProblemKind) -> bool:
        return problem_kind <= PlangateEngine.supported_kind()

    def _solve(
        self,
        problem: Any,
        heuristic: Callable[[Any], float | None] | None = None,
        timeout: float | None = None,
        output_stream: IO[str] | None = None,
    ) -> PlanGenerationResult:
        from plangate.interop.up import undefined_initial_value
        from plangate.llm.clients.make import ClientSpec, make_client
        from plangate.llm.methods.base import Ending
        from plangate.llm.run import solve
        from plangate.pddl.loader import task_from_text

        st = PlanGenerationResultStatus

        def failed(status: PlanGenerationResultStatus, why: str) -> PlanGenerationResult:
            log = [LogMessage(LogLevel.ERROR, why)]
            if output_stream is not None:
                output_stream.write(why + "\n")
            return PlanGenerationResult(status, None, self.name, log_messages=log)

        undefined = undefined_initial_value(problem)
        if undefined is not None:
            return failed(
                st.UNSUPPORTED_PROBLEM,
                f"plangate: the initial value of {undefined} is undefined (no default, not "
                "set); PDDL has no undefined values",
            )
        try:
            writer = up.io.PDDLWriter(problem)
            domain_text, problem_text = writer.get_domain(), writer.get_problem()
        except Exception as err:  # UP's writer refuses what PDDL cannot say
            first = (str(err).strip().splitlines() or [type(err).__name__])[0]
            return failed(
                st.UNSUPPORTED_PROBLEM,
                f"plangate: unified-planning cannot write this problem as PDDL: {first}",
            )
        try:
            task = task_from_text(domain_text, problem_text, "<unified-planning: domain>",
                                  "<unified-planning>")  # fmt: skip
        except PlangateError as err:
            return failed(st.UNSUPPORTED_PROBLEM, str(err))
        options = self.options
        if timeout is not None and "max_seconds" not in (self.params.get("options") or {}):
            options = dataclasses.replace(options, max_seconds=timeout)
        client = self.params.get("client")
        try:
            if client is None:
                spec = ClientSpec(
                    model=self.params.get("model"),
                    base_url=self.params.get("base_url"),
                    api_key_env=self.params.get("api_key_env"),
                )
                client = make_client(spec)
            run = solve(task, client, self.spec, options=options)
        except PlangateError as err:
            return failed(st.INTERNAL_ERROR, f"plangate: {err}")
        steps = [self._instance(problem, writer, op.name, op.args) for op in run.plan]
        plan = up.plans.SequentialPlan(steps, problem.environment) if steps else None
        said = (
            f"plangate {self.method}: {run.trace.outcome or '-'}; {len(run.plan)} steps, "
            f"valid: {run.validation.valid}, reaches the goal: {run.success}"
        )
        log = [LogMessage(LogLevel.INFO, said)]
        if output_stream is not None:
            output_stream.write(said + "\n")
        if run.success:
            status = st.SOLVED_SATISFICING
        elif run.trace.outcome == str(Ending.TIME_BUDGET):
            status = st.TIMEOUT
        elif run.trace.outcome == str(Ending.MODEL_ERROR):
            status = st.INTERNAL_ERROR
        else:
            status = st.UNSOLVABLE_INCOMPLETELY
        metrics = {"model_calls": str(run.metrics.model_calls), "method": self.method}
        return PlanGenerationResult(
            status, plan if run.success else None, self.name, metrics=metrics, log_messages=log
        )

    @staticmethod
    def _instance(problem: Any, writer: Any, name: str, args: tuple[str, ...]) -> Any:
        """The UP action instance of a plangate step (names as UP's writer gave them)."""
        action = writer.get_item_named(name)
        objects = [writer.get_item_named(a) for a in args]
        exprs = problem.environment.expression_manager
        return up.plans.ActionInstance(action, tuple(exprs.ObjectExp(o) for o in objects))


__all__ = ["NAME", "EngineUsageError", "PlangateEngine", "register"]
