"""LLM-layer benchmark: the harness's own time per model call, and prompt tokens per episode.

A scripted oracle model answers every method on 4-block Blocksworld
instances: the optimal plan (preplanned), the next optimal action
(interactive) or its option number (restricted), with an invalid proposal
at a given rate. So the numbers measure plangate, not a model.

1. Harness time per call: wall time of the episodes minus the time spent
   inside the scripted client and minus scoring (metrics), divided by the
   calls; and the same through the SQLite cache on a rerun (every call a hit).
2. Prompt tokens per episode for each method with full and compact history,
   counted with a real tokenizer (Gemma 3's, through llama-cpp-python, which
   works offline; else tiktoken's o200k_base when its files are cached).

    python benchmarks/bench_llm.py [--instances 24] [--error-rate 0.2]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from plangate.bench.datasets.generators import BLOCKS_DOMAIN, blocksworld_problem
from plangate.llm.clients.base import Choice, Completion, Message, Sampling
from plangate.llm.clients.cache import CachedClient
from plangate.llm.clients.scripted import ScriptedClient
from plangate.llm.methods import METHODS
from plangate.llm.methods.steps import StepMethod
from plangate.llm.options import MethodOptions
from plangate.llm.prompts import Example
from plangate.llm.render import Renderer, builtin_nl
from plangate.llm.run import run_episode
from plangate.pddl.grounding import ground
from plangate.pddl.loader import load_domain, parse_problem
from plangate.pddl.task import Task
from plangate.verify.distance import DistanceOracle
from plangate.verify.search import search

GOAL = "GOAL REACHED"


def tokenizer() -> tuple[str, Callable[[str], int]]:
    try:
        import llama_cpp

        from plangate.llm.clients.llama_client import _silence_llama_log, default_model_path

        _silence_llama_log(llama_cpp)
        vocab = llama_cpp.Llama(str(default_model_path()), vocab_only=True, verbose=False)
        return "Gemma 3 (llama.cpp)", lambda s: len(vocab.tokenize(s.encode(), add_bos=False))
    except Exception as err:  # fall back to tiktoken when its files are cached
        print(f"(no Gemma tokenizer: {err})", file=sys.stderr)
    import tiktoken

    enc = tiktoken.get_encoding("o200k_base")
    return "tiktoken o200k_base", lambda s: len(enc.encode(s))


def shape(m: object) -> tuple[bool, bool, bool]:
    """(one action per turn, chosen from a list, with reasoning and a solved example), as
    the method declares it."""
    if isinstance(m, StepMethod):
        return True, m.steps.listed, m.steps.cot
    wants = m.examples(MethodOptions())  # type: ignore[attr-defined]
    return False, False, wants.count > 0 and wants.required


class Oracle(ScriptedClient):
    """Answers optimally, except for an invalid proposal at ``error_rate``."""

    def __init__(self, r: Renderer, plan: list, error_rate: float, seed: int, method: str) -> None:
        super().__init__([])
        self.r, self.plan, self.rate = r, plan, error_rate
        self.rnd = random.Random(seed)
        self.m = METHODS[method]
        self.i = 0
        self.state = r.task.initial

    def complete(
        self, messages: list[Message], sampling: Sampling, choice: Choice | None = None
    ) -> Completion:
        self.queue.append(self._answer())
        return super().complete(messages, sampling, choice)

    def _invalid(self) -> str:
        ops = [op for op in self.r.task.operators if not op.applicable(self.state)]
        return self.r.op(self.rnd.choice(ops))

    def _answer(self) -> str:
        r = self.r
        stepwise, listed, thinks = shape(self.m)
        cot = "Let me think about the state and the goal step by step.\n" if thinks else ""
        if not stepwise:
            if self.rnd.random() < self.rate and self.i == 0:
                self.i += 1
                return f"{cot}[PLAN]\n{self._invalid()}\n[PLAN END]"
            return cot + "[PLAN]\n" + "\n".join(r.op(op) for op in self.plan) + "\n[PLAN END]"
        if self.i >= len(self.plan):
            return GOAL
        if self.rnd.random() < self.rate:
            if listed:
                return f"{cot}Answer: {len(r.task.applicable(self.state)) + 1}"
            return f"{cot}Action: {self._invalid()}" if thinks else self._invalid()
        op = self.plan[self.i]
        self.i += 1
        if listed:
            k = r.task.applicable(self.state).index(op) + 1
            self.state = op.apply(self.state)
            return f"{cot}Answer: {k}" if thinks else str(k)
        self.state = op.apply(self.state)
        return f"{cot}Action: {r.op(op)}" if thinks else r.op(op)


def instances(n: int) -> list[tuple[Task, list]]:
    domain = load_domain(BLOCKS_DOMAIN)
    out = []
    seed = 0
    while len(out) < n:
        task = ground(domain, parse_problem(blocksworld_problem(4, seed), domain))
        seed += 1
        plan = search(task).plan or []
        if plan:
            out.append((task, plan))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--instances", type=int, default=24)
    ap.add_argument("--error-rate", type=float, default=0.2)
    args = ap.parse_args()
    tasks = instances(args.instances + 1)
    example_task, example_plan = tasks.pop()
    config = builtin_nl("blocksworld")
    example = Example(Renderer(example_task, config), tuple(example_plan))
    name, count = tokenizer()
    lengths = [len(p) for _, p in tasks]
    print(
        f"\n## {len(tasks)} four-block Blocksworld instances (optimal lengths "
        f"{min(lengths)}..{max(lengths)}, mean {statistics.mean(lengths):.1f}); "
        f"scripted oracle with invalid-proposal rate {args.error_rate}; tokens: {name}\n"
    )

    renderers = [(Renderer(t, config), p, DistanceOracle(t)) for t, p in tasks]
    rows = []
    harness_calls = 0
    harness_seconds = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        hit_seconds, hit_calls = 0.0, 0
        for method, m in METHODS.items():
            if m.about.part is not None:
                continue  # the search strategies, with options of their own: bench_strategies.py
            stepwise, _, thinks = shape(m)
            for history in ("full", "compact") if stepwise and m.about.uses_model else ("full",):
                opts = MethodOptions(history=history)
                tokens, calls = [], []
                for k, (r, plan, oracle) in enumerate(renderers):
                    examples = [example] if thinks else []
                    # pass A, no cache: tokens and the harness's time on live calls
                    client = Oracle(r, plan, args.error_rate, k, method)
                    t0 = time.perf_counter()
                    run = run_episode(m, r, client, opts, examples, oracle)
                    total = time.perf_counter() - t0
                    scoring = _scoring_time(r, run, oracle)
                    harness_seconds += total - scoring - sum(t.seconds for t in run.trace.turns)
                    harness_calls += len(run.trace.turns)
                    tokens.append(
                        sum(
                            sum(count(msg["content"]) for msg in turn.messages)
                            for turn in run.trace.turns
                        )
                    )
                    calls.append(len(run.trace.turns))
                    # pass B fills a fresh cache; pass C replays it: every call a hit
                    db = Path(tmp) / f"{method}-{history}-{k}.sqlite"
                    fill = CachedClient(Oracle(r, plan, args.error_rate, k, method), db)
                    run_b = run_episode(m, r, fill, opts, examples, oracle)
                    fill.close()
                    replay = Oracle(r, plan, args.error_rate, k, method)
                    again = CachedClient(replay, db)
                    t0 = time.perf_counter()
                    run_c = run_episode(m, r, again, opts, examples, oracle)
                    hit_seconds += time.perf_counter() - t0 - _scoring_time(r, run_c, oracle)
                    hit_calls += len(run_c.trace.turns)
                    assert replay.requests == [] and run_c.plan == run_b.plan
                    again.close()
                rows.append(
                    (
                        method,
                        history if stepwise and m.about.uses_model else "-",
                        statistics.mean(calls),
                        statistics.mean(tokens),
                    )
                )
    base = next(t for mth, _, _, t in rows if mth == "preplanned")
    print("| method | history | calls / episode | prompt tokens / episode | vs preplanned |")
    print("|---|---|---|---|---|")
    for method, history, c, t in rows:
        print(f"| {method} | {history} | {c:.1f} | {t:,.0f} | {t / base:.1f}x |")
    print(
        f"\nharness time per model call (scripted client, cache miss, scoring excluded): "
        f"{1000 * harness_seconds / harness_calls:.3f} ms over {harness_calls} calls "
        f"(target: under 1 ms)"
    )
    print(
        f"harness time per model call on a cache hit (rerun): "
        f"{1000 * hit_seconds / hit_calls:.3f} ms over {hit_calls} calls"
    )


def _scoring_time(r: Renderer, run: object, oracle: DistanceOracle) -> float:
    """Time to score an episode (metrics and the final validation), measured again."""
    from plangate.verify.metrics import compute_metrics
    from plangate.verify.validate import validate

    plan = run.plan  # type: ignore[attr-defined]
    t0 = time.perf_counter()
    states = [r.task.initial]
    for op in plan:
        states.append(op.apply(states[-1]))
    compute_metrics(
        r.task, states, valid=True, plan_length=len(plan), plan_cost=len(plan), oracle=oracle
    )
    validate(r.task, plan)
    return time.perf_counter() - t0


if __name__ == "__main__":
    main()
