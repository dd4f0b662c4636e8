"""Reading speed: 10,000 model answers of 1-4 kB read into plans.

Answers come from tests/data/answers/corpus.jsonl, padded with the reasoning
and commentary real answers carry (a <think> section, state tracking, a closing
explanation) to 1-4 kB each. Prints answers per second for plangate's reader
(block choice, lenient steps, explain data) and, measured in the same run, for
a PlanBench-style baseline (per line: an action name, then the objects found
in the line), with the ratio.

    python benchmarks/bench_reading.py [--answers 10000]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.answer_styles import renderer  # noqa: E402

PAD = [
    "Let me check the preconditions of each action against the current state.",
    "- The hand is empty, and the top object is clear, so it can move.",
    "- After that, the state changes and the goal gets closer.",
    "I need to be careful not to undo progress already made towards the goal.",
    "Verification: every step is applicable in the state before it.",
]


def padded(answer: str, rng: random.Random) -> str:
    size = rng.randint(1024, 4096)
    think = []
    while sum(len(x) + 1 for x in think) + len(answer) < size * 0.7:
        think.append(rng.choice(PAD))
    tail = []
    while sum(len(x) + 1 for x in think + tail) + len(answer) < size:
        tail.append(rng.choice(PAD))
    return "<think>\n" + "\n".join(think) + "\n</think>\n" + answer + "\n\n" + "\n".join(tail)


def baseline(r, text: str) -> list[tuple[str, list[str]]]:  # type: ignore[no-untyped-def]
    """PlanBench's way: each line naming an action name, objects in order of position."""
    names = {a.name.replace("-", " "): a.name for a in r.task.domain.actions}
    phrases = {v.lower(): k for k, v in r.objects.items()} or {o: o for o in r.task.objects}
    out = []
    for line in text.lower().splitlines():
        found = [n for n in names if n in line]
        if len(found) != 1:
            continue
        objs = sorted((line.index(p), o) for p, o in phrases.items() if p in line)
        out.append((names[found[0]], [o for _, o in objs]))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--answers", type=int, default=10_000)
    args = ap.parse_args()
    corpus = [json.loads(x) for x in (ROOT / "tests/data/answers/corpus.jsonl").open()]
    rng = random.Random(0)
    jobs = []
    for i in range(args.answers):
        rec = corpus[i % len(corpus)]
        jobs.append((rec["task"], padded(rec["answer"], rng)))
    renderers = {label: renderer(label) for label in {t for t, _ in jobs}}
    size = sum(len(a) for _, a in jobs)
    t0 = time.perf_counter()
    steps = sum(len(renderers[t].read_plan(a).steps) for t, a in jobs)
    ours = time.perf_counter() - t0
    t0 = time.perf_counter()
    base = sum(len(baseline(renderers[t], a)) for t, a in jobs)
    theirs = time.perf_counter() - t0
    print(f"{len(jobs)} answers, {size / len(jobs) / 1024:.1f} kB on average")
    print(f"plangate reader : {ours:.2f} s ({len(jobs) / ours:,.0f} answers/s), {steps} steps")
    print(f"PlanBench-style : {theirs:.2f} s ({len(jobs) / theirs:,.0f} answers/s), {base} steps")
    print(f"ratio (plangate / baseline time): {ours / theirs:.2f}x")


if __name__ == "__main__":
    main()
