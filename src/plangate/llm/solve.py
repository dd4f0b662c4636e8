"""One call from a task to a scored LLM episode: client, rendering, examples, method."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from plangate.errors import PlangateError
from plangate.llm.clients.base import ModelClient
from plangate.llm.methods import get_method
from plangate.llm.methods.base import Run, run_episode
from plangate.llm.options import MethodOptions
from plangate.llm.prompts import Example
from plangate.llm.render import NLConfig, Renderer, builtin_nl, load_nl
from plangate.llm.trace import Turn
from plangate.pddl.grounding import ground
from plangate.pddl.loader import load_problem
from plangate.pddl.task import Task
from plangate.verify.distance import DistanceOracle
from plangate.verify.search import Limits, search


@dataclass(frozen=True)
class ClientSpec:
    """Which model to talk to; ``model=None`` means the embedded default."""

    model: str | None = None
    base_url: str | None = None
    api_key_env: str | None = None  # None: OPENAI_API_KEY, except for servers on this machine
    model_path: str | None = None
    threads: int | None = None
    constrained: str = "auto"
    max_retries: int = 5
    cache: str | None = None  # SQLite file; None: no cache
    allow_insecure: bool = False  # send a key over plain http to another machine
    replicas: tuple[str, ...] = ()  # more endpoints serving the same model as base_url


def make_client(spec: ClientSpec) -> ModelClient:
    """An OpenAI-compatible client when a model name or URL is given, else the local GGUF."""
    client: ModelClient
    if spec.model is not None or spec.base_url is not None:
        from plangate.llm.clients.openai_client import OpenAIClient

        if spec.model is None:
            raise PlangateError("--base-url needs --model NAME (the model the server serves)")
        urls = [spec.base_url, *spec.replicas]
        replicas = [
            OpenAIClient(
                spec.model,
                base_url=url,
                api_key_env=spec.api_key_env,
                constrained=spec.constrained,
                max_retries=spec.max_retries if not spec.replicas else 0,
                allow_insecure=spec.allow_insecure,
            )
            for url in urls
        ]
        if spec.replicas:
            from plangate.llm.clients.balanced import BalancedClient

            client = BalancedClient(replicas, [str(u) for u in urls], max_retries=spec.max_retries)
        else:
            client = replicas[0]
    else:
        from plangate.llm.clients.llama_client import LlamaCppClient

        client = LlamaCppClient(spec.model_path, n_threads=spec.threads)
    if spec.cache is not None:
        from plangate.llm.clients.cache import CachedClient

        client = CachedClient(client, spec.cache)
    return client


def renderer_for(task: Task, nl: str | None) -> Renderer:
    """``nl``: a YAML path, ``"pddl"`` (the generic rendering derived from the PDDL), or
    ``"builtin"``/None: the rendering shipped for the domain when it has one, else the
    generic one."""
    config: NLConfig | None
    if nl is None or nl == "builtin":
        config = builtin_nl(task.domain_name)
    elif nl == "pddl":
        config = None
    else:
        config = load_nl(nl)
    return Renderer(task, config)


def find_examples(
    task: Task,
    problem_path: str | Path | None,
    count: int,
    extra: Sequence[str | Path] = (),
    seconds: float = 10.0,
    config: NLConfig | None = None,
    required: bool = True,
) -> list[Example]:
    """Solved instances of the same domain for few-shot and chain-of-thought prompts.

    Taken from ``extra`` first, then from the other problem files next to the
    task's problem (smallest first), skipping any whose initial state and goal
    equal the task's; each is solved optimally by the built-in planner. Examples
    of different plan lengths come first (LLM-PFC's Steppath: one each for 2, 3
    and 4 steps); one of a length already shown is used only when short.
    """
    if count <= 0:
        return []
    candidates: list[Path] = [Path(p) for p in extra]
    if problem_path is not None:
        here = Path(problem_path).resolve()
        siblings = [
            p
            for p in here.parent.glob("*.pddl")
            if p.resolve() != here and "domain" not in p.name.lower()
        ]
        candidates += sorted(siblings, key=lambda p: (p.stat().st_size, p.name))
    out: list[Example] = []
    spare: list[Example] = []  # a plan length already shown: used only when short
    lengths: set[int] = set()
    for n, path in enumerate(candidates):
        if len(out) == count or (n >= 10 * count and len(out) + len(spare) >= count):
            break
        try:
            other = ground(task.domain, load_problem(path, task.domain))
        except PlangateError:
            continue
        if other.facts == task.facts and other.initial == task.initial:
            continue
        result = search(other, limits=Limits(max_nodes=500_000, max_seconds=seconds))
        if not result.solved or not result.plan:
            continue
        example = Example(Renderer(other, config), tuple(result.plan))
        if len(result.plan) in lengths and n >= len(extra):
            spare.append(example)
            continue
        lengths.add(len(result.plan))
        out.append(example)
    out += spare[: count - len(out)]
    if len(out) < count and required:
        raise PlangateError(
            f"this method needs {count} solved example{'s' if count != 1 else ''} of domain "
            f"'{task.domain_name}' but found {len(out)}: put other problem files next to the "
            "problem, or give them with --example FILE"
        )
    return out


def solve(
    task: Task,
    client: ModelClient,
    method: str = "interactive-restricted",
    *,
    options: MethodOptions | None = None,
    renderer: Renderer | None = None,
    problem_path: str | Path | None = None,
    examples: Sequence[str | Path] = (),
    oracle: DistanceOracle | None = None,
    live: Callable[[Turn], None] | None = None,
) -> Run:
    """Run one episode of ``method`` and score it against the classical ground truth
    (``live``: called with each model call as it happens)."""
    m = get_method(method)
    opts = options or MethodOptions()
    r = renderer or renderer_for(task, None)
    need = m.examples(opts)
    shots = find_examples(
        task, problem_path, need.count, examples, config=r.config, required=need.required
    )
    return run_episode(m, r, client, opts, shots, oracle, live)
