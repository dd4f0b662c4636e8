"""The pipeline: a task, a method and a model in; a scored run out.

:func:`solve` is the whole path a newcomer reads first: the method (a name, a
variant, or a :class:`plangate.llm.methods.MethodSpec`), its solved examples, then
:func:`run_episode`: the Mealy machine's session, the method's run, and the score of
what it produced against the classical ground truth (the only place an episode is
scored). ``plangate solve``, ``plangate bench`` (and through it ``rescore``) and the
Gymnasium environment's model agents go through here.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from plangate.errors import PlangateError
from plangate.llm.clients.base import ModelClient
from plangate.llm.examples import find_examples
from plangate.llm.methods import DEFAULT_METHOD, MethodSpec
from plangate.llm.methods.base import Context, Ending, Method, stats_dict
from plangate.llm.options import MethodOptions
from plangate.llm.prompts import Example
from plangate.llm.render import Renderer, renderer_for
from plangate.llm.session import Session
from plangate.llm.trace import Trace, Turn
from plangate.pddl.task import Operator, Task
from plangate.verify.distance import DistanceOracle
from plangate.verify.metrics import EpisodeMetrics, compute_metrics
from plangate.verify.validate import ValidationResult, validate


def solve(
    task: Task,
    client: ModelClient,
    method: str | MethodSpec | Method = DEFAULT_METHOD,
    *,
    options: MethodOptions | None = None,
    renderer: Renderer | None = None,
    problem_path: str | Path | None = None,
    examples: Sequence[str | Path] = (),
    oracle: DistanceOracle | None = None,
    live: Callable[[Turn], None] | None = None,
) -> Run:
    """Run one episode of ``method`` and score it against the classical ground truth.

    ``method``: a name, with its variant (``pfc/no-search``), or a parsed
    :class:`MethodSpec` (the variant is applied to ``options``), or a method itself
    (``options`` as given); ``live``: called with each model call as it happens.
    """
    if isinstance(method, str):
        method = MethodSpec.parse(method)
    opts = options or MethodOptions()
    if isinstance(method, MethodSpec):
        m, opts = method.method, method.options(opts)
    else:
        m = method
    r = renderer or renderer_for(task, None)
    need = m.examples(opts)
    shots = find_examples(
        task, problem_path, need.count, examples, config=r.config, required=need.required
    )
    return run_episode(m, r, client, opts, shots, oracle, live)


@dataclass
class Run:
    """The result of one episode."""

    method: str
    plan: list[Operator]
    trace: Trace
    metrics: EpisodeMetrics
    validation: ValidationResult

    @property
    def success(self) -> bool:
        return self.metrics.success


def run_episode(
    method: Method,
    renderer: Renderer,
    client: ModelClient,
    options: MethodOptions | None = None,
    examples: Sequence[Example] = (),
    oracle: DistanceOracle | None = None,
    live: Callable[[Turn], None] | None = None,
) -> Run:
    """Run one episode of ``method`` and score it (the only place episodes are scored).
    ``live`` is called with each model call as it is recorded.

    A model failure that survives the client's retries ends the episode; what
    was computed before it is kept and scored, and the error is in the trace.
    """
    why = method.unsupported(renderer.task)  # declared: refused before any request
    if why is not None:
        raise PlangateError(f"{method.about.name} cannot run on this task: {why}")
    opts = options or MethodOptions()
    s = Session(method.about.name, renderer, client, opts)
    s.trace.live = live
    task = renderer.task
    oracle = oracle or DistanceOracle(task)  # for scoring, after the episode
    uses = method.ground_truth(opts)
    if uses:
        s.trace.stats["ground_truth"] = uses  # declared, and kept with the results
    t0 = time.perf_counter()
    out = method.run(Context(s, examples, oracle if uses else None))
    seconds = time.perf_counter() - t0
    ending = out.ending
    reached = out.valid and task.is_goal(out.states[-1])
    if s.trace.error:
        ending = Ending.MODEL_ERROR
    elif s.out_of_time and not reached:
        ending = Ending.TIME_BUDGET
    elif ending is None:
        ending = Ending.GOAL_REACHED if reached else Ending.GOAL_NOT_REACHED
    s.trace.outcome = ending.value
    s.trace.stats.update(stats_dict(method, out.stats))
    s.trace.note(*out.notes)
    for turn in s.trace.turns:  # the distance curve of the episode, for reports
        if turn.state_after:
            turn.distance = oracle.known(task.state_of(turn.state_after))
    metrics = compute_metrics(
        task,
        out.states,
        valid=out.valid,
        plan_length=len(out.plan),
        plan_cost=float(sum(op.cost for op in out.plan)),
        invalid_proposals=out.invalid,
        proposals=out.proposals,
        oracle=oracle,
        model_calls=s.trace.model_calls,
        prompt_tokens=s.trace.prompt_tokens,
        completion_tokens=s.trace.completion_tokens,
        seconds=seconds,
        generated_length=out.generated,
    )
    if oracle.known(task.initial) is None:  # scored without what the truth could not give
        s.trace.notes.append(f"optimal length unknown: {oracle.gave_up or 'no search in time'}")
    elif not metrics.success and oracle.known(out.states[-1]) is None:
        s.trace.notes.append("the distance of the last state to the goal is unknown")
    if not out.valid:  # the plan as the model gave it holds an invalid step
        metrics = replace(
            metrics, success=False, optimal=False, relative_length_success=None, relative_cost=None
        )
    notes = getattr(client, "notes", None)  # what the server refused (learnt rules)
    if isinstance(notes, list):
        s.trace.note(*map(str, notes))
    if s.trace.prompt_tokens is None:
        s.trace.notes.append("the backend did not report token usage for every call")
    validation = validate(task, out.plan, machine=s.machine)
    return Run(method.about.name, out.plan, s.trace, metrics, validation)
