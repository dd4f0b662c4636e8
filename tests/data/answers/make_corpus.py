"""Write corpus.jsonl: answers in every style of tests/answer_styles.py with the plan
each commits to. Run from the repository root: python tests/data/answers/make_corpus.py

Each record: id, task (a label of answer_styles.TASKS), shape, answer, expected (the
plan as PDDL actions; "unreadable" marks the step where reading must stop).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from tests.answer_styles import STYLES, TASKS, garbled, random_walk, renderer  # noqa: E402


def main() -> None:
    out = []
    for label in TASKS:
        r = renderer(label)
        for shape, style in STYLES.items():
            for seed in range(5):
                rng = random.Random(f"{label}/{shape}/{seed}")
                plan = random_walk(r, rng, rng.randint(1, 7))
                answer = style(r, plan, rng)
                out.append(
                    {
                        "id": f"{label}-{shape}-{seed}",
                        "task": label,
                        "shape": shape,
                        "answer": answer,
                        "expected": [str(op) for op in plan],
                    }
                )
        for seed in range(5):
            rng = random.Random(f"{label}/garbled/{seed}")
            plan = random_walk(r, rng, rng.randint(2, 6))
            answer, bad = garbled(r, plan, rng)
            expected = [str(op) for op in plan[: bad - 1]] + ["unreadable"]
            out.append(
                {
                    "id": f"{label}-garbled-{seed}",
                    "task": label,
                    "shape": "unreadable step",
                    "answer": answer,
                    "expected": expected,
                }
            )
    with open(HERE / "corpus.jsonl", "w", encoding="utf-8") as fh:
        for rec in out:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"{len(out)} answers written to {HERE / 'corpus.jsonl'}")


if __name__ == "__main__":
    main()
