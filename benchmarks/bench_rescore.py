"""Speed of ``plangate rescore``: N recorded answers (the corpus styles of the tests, on
PlanBench-shaped Blocksworld and Mystery Blocksworld tasks) scored without traces, and
the reader alone on the same answers.

    python benchmarks/bench_rescore.py [--answers 25000]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> None:
    from plangate.bench.rescoring.inputs import read_inputs
    from plangate.bench.rescoring.planbench import Flags
    from plangate.bench.rescoring.scoring import ScoringSettings, rescore
    from plangate.bench.run.results import Results
    from tests.answer_styles import STYLES, TASKS, random_walk, renderer

    ap = argparse.ArgumentParser()
    ap.add_argument("--answers", type=int, default=25_000)
    args = ap.parse_args()
    tasks = ["blocksworld", "mystery", "blocksworld-3"]
    rng = random.Random(0)
    rows = []
    for i in range(args.answers):
        label = tasks[i % len(tasks)]
        r = renderer(label)
        domain, problem, config = TASKS[label]
        style = rng.choice(sorted(STYLES))
        plan = random_walk(r, rng, rng.randint(1, 8))
        nl = config if config and not config.startswith("builtin:") else None
        rows.append(
            {"domain": str(domain), "problem": str(problem), "model": f"model-{i % 4}",
             "answer": STYLES[style](r, plan, rng), "verdict": rng.random() < 0.5,
             "id": f"{label}-{i}", **({"nl": nl} if nl else {})}
        )  # fmt: skip
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "answers.jsonl"
        src.write_text("".join(json.dumps(row) + "\n" for row in rows))
        t0 = time.perf_counter()
        files, _ = read_inputs([str(src)], Flags())
        recorded = [a for f in files for a in f.answers]
        t_read = time.perf_counter() - t0
        results = Results(Path(tmp) / "rescored.jsonl")
        run = rescore(recorded, results, ScoringSettings())
        scored, seconds = run.total, run.wall
        t1 = time.perf_counter()
        by_task = {label: renderer(label) for label in tasks}
        for i, row in enumerate(rows):
            by_task[tasks[i % len(tasks)]].read_plan(row["answer"])
        t_reader = time.perf_counter() - t1
    print(f"{len(rows)} answers: input read in {t_read:.1f} s")
    print(f"rescore: {scored} scored in {seconds:.1f} s = {scored / seconds:,.0f} answers/s")
    print(f"the reader alone: {len(rows) / t_reader:,.0f} answers/s")


if __name__ == "__main__":
    main()
