"""Scored answers per second: plangate's reward against reasoning-gym's Tower of Hanoi.

plangate scores answers to the whole-plan question of the shared Blocksworld and
Logistics tasks (``tests/data/benchmarks``, every instance; ``PLANGATE_BENCHMARKS``
names another copy), in each task's wording (Blocksworld's words, Logistics' PDDL):
for every answer, the reading, the machine's verdict on every step and the exact
distances of the reward (:mod:`plangate.reward`). The answers are what a policy writes
during training: optimal plans, plans cut short, plans with a step swapped for another
action of the task, plans with two steps exchanged (one to three such changes), each
distinct, in the form the question asks for (between the markers, one action a line);
the same answers in a free form (a heading, a numbered list in bold, a closing remark:
the careful reading's whole work) are timed in a row of their own. reasoning-gym's
``tower_of_hanoi`` dataset scores its own kind of answers in the same run (``score_answer``:
its parser and simulator), drawn the same way from its optimal solutions, with disks
chosen so that its answers are about as long as ours. Each side runs in this one process
(one core); a verifier's exploration of its task (once per task, before any answer) is
timed apart.

Target: at least 5,000 scored answers per second per core on each domain (answers in the
asked form).

    python benchmarks/bench_reward.py [--answers 3000] [--seed 0]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCH = Path(os.environ.get("PLANGATE_BENCHMARKS", ROOT / "tests" / "data" / "benchmarks"))
DOMAINS = ("blocks-strips-typed-2000", "logistics-strips-typed-2000")
TARGET = 5_000.0


def _variants(lines: list[str], others: list[str], n: int, rng: random.Random) -> list[list[str]]:
    """Up to ``n`` distinct answers (their lines) from an optimal plan's lines: the plan,
    then one to three changes (see the module's text)."""
    out = {tuple(lines)}
    for _ in range(50 * n):
        if len(out) >= n:
            break
        plan = list(lines)
        for _change in range(rng.randint(1, 3)):
            roll = rng.random()
            if roll < 0.25:  # cut short
                plan = plan[: rng.randint(1, len(plan))]
            elif roll < 0.6:  # a step swapped for another action of the task
                plan[rng.randrange(len(plan))] = rng.choice(others)
            elif len(plan) > 1:  # two steps exchanged
                i, j = rng.sample(range(len(plan)), 2)
                plan[i], plan[j] = plan[j], plan[i]
        out.add(tuple(plan))
    return [list(p) for p in sorted(out)]


def _asked(lines: list[str]) -> str:
    """The form the question asks for: between the markers, one action a line."""
    return "[PLAN]\n" + "\n".join(lines) + "\n[PLAN END]"


def _free(lines: list[str]) -> str:
    """A free form: a heading, a numbered list in bold, a closing remark (the careful
    reading's work)."""
    body = "".join(f"{i}. **{line}**\n" for i, line in enumerate(lines, start=1))
    return f"Here is my plan:\n\n{body}\nThis reaches the goal."


def _ours(domain: str, n: int, seed: int, form: Callable[[list[str]], str] = _asked
          ) -> tuple[float, float, float, float, int]:  # fmt: skip
    """(answers per second, mean score, mean steps, seconds of the verifiers' setup,
    answers)."""
    from plangate.reward import Verifier
    from plangate.reward.items import optimal_plan

    rng = random.Random(seed)
    folder = BENCH / domain
    jobs = []
    setup = time.perf_counter()
    for problem in sorted((folder / "instances").glob("*.pddl")):
        v = Verifier.from_files(folder / "domain.pddl", problem)
        plan = [v.renderer.op(op) for op in optimal_plan(v, v.task.initial)]
        others = [
            v.renderer.op(op) for op in rng.sample(v.task.operators, min(50, len(v.task.operators)))
        ]
        jobs += [(v, form(a)) for a in _variants(plan, others, n // 4, rng)]
    setup = time.perf_counter() - setup
    rng.shuffle(jobs)
    t0 = time.perf_counter()
    scores = [v.score(a).score for v, a in jobs]
    dt = time.perf_counter() - t0
    steps = statistics.mean(len(v.reading.plan_steps(a)) for v, a in jobs)
    return len(jobs) / dt, statistics.mean(scores), steps, setup, len(jobs)


def _hanoi(n: int, seed: int, disks: tuple[int, int]) -> tuple[float, float, float, int]:
    """(answers per second, mean score, mean moves, answers) of reasoning-gym's Tower of
    Hanoi."""
    import reasoning_gym

    rng = random.Random(seed)
    data = reasoning_gym.create_dataset(
        "tower_of_hanoi", size=16, seed=seed, min_disks=disks[0], max_disks=disks[1],
        min_pegs=3, max_pegs=3,
    )  # fmt: skip
    entries = list(data)
    jobs = []
    for e in entries:
        moves = e["answer"].splitlines()
        others = [f"Move disk {d} from Peg {a} to Peg {b}" for d in range(1, 4)
                  for a in range(1, 4) for b in range(1, 4) if a != b]  # fmt: skip
        jobs += [(e, "\n".join(a)) for a in _variants(moves, others, n // len(entries), rng)]
    rng.shuffle(jobs)
    t0 = time.perf_counter()
    scores = [data.score_answer(a, e) for e, a in jobs]
    dt = time.perf_counter() - t0
    moves = statistics.mean(a.count("\n") + 1 for _, a in jobs)
    return len(jobs) / dt, statistics.mean(scores), moves, len(jobs)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--answers", type=int, default=3000, help="answers per domain")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    print("\n## Scored answers per second, one core\n")
    print("| scorer | answers | mean steps | mean score | answers/s | x Hanoi | setup s |")
    print("|---|---|---|---|---|---|---|")
    lowest = float("inf")
    for domain in DOMAINS:
        rate, mean, steps, setup, count = _ours(domain, args.answers, args.seed)
        lo, hi = (3, 4) if steps < 12 else (4, 5)  # Hanoi answers about as long as ours
        theirs, their_mean, their_steps, their_count = _hanoi(args.answers, args.seed, (lo, hi))
        lowest = min(lowest, rate)
        print(f"| plangate, {domain} | {count:,} | {steps:.1f} | {mean:.3f} | "
              f"{rate:,.0f} | {rate / theirs:.2f}x | {setup:.1f} |")  # fmt: skip
        free, free_mean, free_steps, _setup, free_count = _ours(
            domain, args.answers, args.seed, _free
        )
        print(f"| plangate, {domain}, free form | {free_count:,} | {free_steps:.1f} | "
              f"{free_mean:.3f} | {free:,.0f} | {free / theirs:.2f}x | - |")  # fmt: skip
        print(f"| reasoning-gym tower_of_hanoi ({lo}-{hi} disks) | {their_count:,} | "
              f"{their_steps:.1f} | {their_mean:.3f} | {theirs:,.0f} | 1.00x | - |")  # fmt: skip
    verdict = "met" if lowest >= TARGET else "NOT met"
    print(f"\nlowest: {lowest:,.0f} answers/s per core; target {TARGET:,.0f}: {verdict}")


if __name__ == "__main__":
    main()
