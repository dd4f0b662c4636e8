"""Preparing one episode (``plangate solve`` from Python): the task loaded and worded,
the method checked against it, the model's client made (with its response cache) or
none for a baseline, and the ground truth's oracle; everything checked before a model
is loaded or asked."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from plangate.errors import PlangateError
from plangate.verify.budgets import DEFAULT, GroundTruth

if TYPE_CHECKING:
    from plangate.llm.clients.base import ModelClient
    from plangate.llm.clients.make import ClientSpec
    from plangate.llm.methods import MethodSpec
    from plangate.llm.render import Renderer
    from plangate.pddl.task import Task
    from plangate.verify.distance import DistanceOracle


@dataclass
class Prepared:
    """What one episode runs with."""

    task: Task
    renderer: Renderer
    spec: MethodSpec
    client: ModelClient  # the baselines': one that is never asked
    oracle: DistanceOracle


def prepare_solve(
    domain: str,
    problem: str,
    method: str,
    model: ClientSpec,
    nl: str | None = None,
    cache: str | None = None,
    no_cache: bool = False,
    truth: GroundTruth = DEFAULT,
) -> Prepared:
    """The episode's parts (module docstring); ``cache``: the response cache (default:
    the project's, :func:`plangate.llm.clients.cache.default_cache_path`)."""
    import dataclasses

    from plangate.llm.clients.cache import default_cache_path
    from plangate.llm.clients.make import make_client
    from plangate.llm.methods import MethodSpec
    from plangate.llm.methods.baselines import NO_MODEL
    from plangate.llm.render import renderer_for
    from plangate.pddl.loader import load_task
    from plangate.verify.distance import DistanceOracle

    task = load_task(domain, problem)
    renderer = renderer_for(task, nl)
    spec = MethodSpec.parse(method)  # a method or one of its variants (pfc/no-search)
    why = spec.method.unsupported(task)  # before any model is loaded or asked
    if why is not None:
        raise PlangateError(f"{problem}: {spec} cannot run on this task: {why}")
    if cache and no_cache:
        raise PlangateError("give --cache FILE or --no-cache, not both")
    where = None if no_cache else (cache or str(default_cache_path()))
    client: ModelClient = NO_MODEL  # a baseline (no model) loads and asks none
    if spec.method.about.uses_model:
        client = make_client(dataclasses.replace(model, cache=where))
    # for scoring, and the live distance to the goal
    return Prepared(task, renderer, spec, client, DistanceOracle.of(task, truth))


__all__ = ["Prepared", "prepare_solve"]
