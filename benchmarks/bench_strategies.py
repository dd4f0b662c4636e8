"""Search strategies against interactive-validated: model calls and tokens per solved instance.

A scripted model answers every prompt correctly from the exact planner
(``PlannerOracle``), so the table shows what each strategy's structure
costs: LLM-PFC (B=2, L=2, every module an LLM), LATS (n=5, LLM proposer and
value), Tree of Thoughts (b=5, k=5, 3 value samples), RAP (10 rollouts, n=3,
the LLM world model) and interactive-validated, on every 3-disk Tower of Hanoi start and
on 4-block Blocksworld instances. Tokens are counted with Gemma 3's
tokenizer. "Repeated" counts requests identical to an earlier one (same
messages and temperature): the strategies' caches should keep it at 0.

    python benchmarks/bench_strategies.py [--blocks 12]
"""

from __future__ import annotations

import argparse
import statistics
from collections.abc import Callable

from bench_llm import tokenizer

from plangate.bench.datasets.generators import (
    BLOCKS_DOMAIN,
    HANOI_DOMAIN,
    blocksworld_problem,
    hanoi_problem,
    hanoi_starts,
)
from plangate.llm.clients.scripted import ScriptedClient
from plangate.llm.methods import METHODS
from plangate.llm.options import MethodOptions
from plangate.llm.prompts import Example
from plangate.llm.render import Renderer, builtin_nl
from plangate.llm.run import run_episode
from plangate.pddl.grounding import ground
from plangate.pddl.loader import load_domain, parse_problem
from plangate.pddl.task import Task
from plangate.testing.oracle import PlannerOracle
from plangate.verify.search import search

METHOD_NAMES = ("interactive-validated", "pfc", "lats", "tot", "rap")


def tasks(domain_file: object, problems: list[str]) -> list[Task]:
    d = load_domain(domain_file)  # type: ignore[arg-type]
    return [ground(d, parse_problem(p, d)) for p in problems]


def example(task: Task) -> Example:
    return Example(Renderer(task, builtin_nl(task.domain_name)), tuple(search(task).plan or []))


def measure(
    name: str, family: list[Task], ex: Example, count: Callable[[str], int]
) -> tuple[str, int, int, float, float, float, int]:
    m = METHODS[name]
    calls, tokens, lengths = [], [], []
    solved = repeated = 0
    for task in family:
        r = Renderer(task, builtin_nl(task.domain_name))
        client = ScriptedClient([PlannerOracle(r)] * 100_000)
        run = run_episode(m, r, client, MethodOptions(), [ex] if m.about.name == "pfc" else [])
        if not run.metrics.success:
            continue
        solved += 1
        calls.append(len(client.requests))
        tokens.append(sum(count(msg["content"]) for q in client.requests for msg in q.messages))
        lengths.append(run.metrics.relative_length or 1.0)
        seen = {(repr(q.messages), q.sampling.temperature) for q in client.requests}
        repeated += len(client.requests) - len(seen)
    return (
        name,
        solved,
        len(family),
        statistics.mean(calls),
        statistics.mean(tokens),
        statistics.mean(lengths),
        repeated,
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--blocks", type=int, default=12, help="4-block Blocksworld instances")
    args = ap.parse_args()
    label, count = tokenizer()
    hanoi = tasks(HANOI_DOMAIN, [hanoi_problem(s) for s in hanoi_starts(3)])
    blocks = [
        t
        for t in tasks(BLOCKS_DOMAIN, [blocksworld_problem(4, s) for s in range(args.blocks * 2)])
        if not t.is_goal(t.initial)
    ][: args.blocks]
    ex_hanoi = example(tasks(HANOI_DOMAIN, [hanoi_problem((1, 1, 0, 0))])[0])
    ex_blocks = example(tasks(BLOCKS_DOMAIN, [blocksworld_problem(4, 1000)])[0])
    print(f"\n## Model calls and prompt tokens per solved instance ({label} tokens)\n")
    print("| instances | method | solved | calls | prompt tokens | relative length | repeated |")
    print("|---|---|---|---|---|---|---|")
    for family_name, family, ex in (
        ("Hanoi 3 disks (26 starts)", hanoi, ex_hanoi),
        (f"Blocksworld 4 blocks ({len(blocks)})", blocks, ex_blocks),
    ):
        base = None
        for name in METHOD_NAMES:
            _, solved, n, calls, toks, rel, rep = measure(name, family, ex, count)
            base = base or toks
            print(
                f"| {family_name} | {name} | {solved}/{n} | {calls:.1f} | {toks:,.0f} "
                f"({toks / base:.1f}x) | {rel:.2f} | {rep} |"
            )


if __name__ == "__main__":
    main()
