"""Speed of ``plangate rescore`` on PlanBench's own result files, against PlanBench's own
extraction code on the same answers, in the same process.

    python benchmarks/bench_rescore_planbench.py [PLANBENCH] [--jobs 1] [--copies 4]

PLANBENCH is a PlanBench checkout (default ``../shared/planbench``). Every result file
under it is rescored twice, from a fresh results file each time: the task-1 files (plan
generation) and the files of tasks 2-8. Printed: answers per second for the whole
pipeline (reading the files, locating their problems, reading, validating and scoring
every answer, writing the records), and for PlanBench's ``text_to_plan`` (its
``utils/text_to_pddl.py``, imported from the checkout) on the task-1 answers it reads
(natural-language answers of Blocksworld, Mystery Blocksworld and Logistics; its PDDL
answers go through another path), with the ratio. ``--jobs 1`` (the default) scores in
this one process: the target is at least 400 answers/s there, on PlanBench's whole
task-1 shape (``--copies 4``: each instance answered by many models).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import importlib.util
import json
import sys
import tempfile
import time
import types
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
TARGET = 400.0  # answers/s of task 1 in one process
sys.path.insert(0, str(ROOT))


def _planbench_text_to_plan(root: Path) -> Any:
    """PlanBench's ``text_to_plan`` from the checkout (its module imports only numpy)."""
    path = root / "plan-bench" / "utils" / "text_to_pddl.py"
    spec = importlib.util.spec_from_file_location("planbench_text_to_pddl", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.text_to_plan


def _action_set(domain: str) -> dict[str, Any]:
    """PlanBench's ``problem.actions`` (tarski): name -> an object whose
    ``parameters.vars()`` lists the parameters; built from plangate's parse."""
    from plangate.pddl.loader import load_domain

    out: dict[str, Any] = {}
    for action in load_domain(domain).actions:
        params = list(action.parameters)
        out[action.name] = types.SimpleNamespace(
            parameters=types.SimpleNamespace(vars=lambda p=params: p)
        )
    return out


def planbench_extraction(root: Path, files: list[Any]) -> tuple[int, float]:
    """PlanBench's own text-to-plan over the natural-language task-1 answers."""
    import yaml

    text_to_plan = _planbench_text_to_plan(root)
    work: list[tuple[str, dict[str, Any], Any]] = []
    configs: dict[str, dict[str, Any]] = {}
    actions: dict[str, Any] = {}
    for f in files:
        if f.task != "plan generation" or "pddl" in Path(f.path).stem:
            continue
        for a in f.answers:
            if a.nl is None:
                continue
            if a.nl not in configs:
                configs[a.nl] = yaml.safe_load(Path(a.nl).read_text())
            if a.domain not in actions:
                actions[a.domain] = _action_set(a.domain)
            work.append((a.answer, configs[a.nl], actions[a.domain]))
    with tempfile.TemporaryDirectory() as tmp:
        plan_file = str(Path(tmp) / "llm_plan")
        t0 = time.perf_counter()
        for answer, config, action_set in work:
            # PlanBench counts an answer its extraction fails on wrong, and goes on
            with contextlib.suppress(Exception):
                text_to_plan(answer, action_set, plan_file, config)
        seconds = time.perf_counter() - t0
    return len(work), seconds


def _copy(f: Any, k: int) -> Any:
    """Input file ``f`` as the answers of another model (copy ``k``; 0: itself)."""
    if k == 0:
        return f
    answers = [
        dataclasses.replace(a, model=f"{a.model}-copy{k}", answer=a.answer + "\n" * k)
        for a in f.answers
    ]
    return dataclasses.replace(f, path=f"{f.path}#copy{k}", answers=answers)


def main() -> None:
    from plangate.bench.rescoring.inputs import read_inputs
    from plangate.bench.rescoring.planbench import Flags
    from plangate.bench.rescoring.scoring import ScoringSettings, rescore
    from plangate.bench.run.results import Results

    ap = argparse.ArgumentParser()
    ap.add_argument("planbench", nargs="?", default=str(ROOT.parent / "shared" / "planbench"))
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (1: this one)")
    ap.add_argument(
        "--copies",
        type=int,
        default=1,
        metavar="K",
        help="score each file K times, as K models' answers to the same instances (each "
        "copy's answers end in K-1 more newlines, so no reading is reused): PlanBench's "
        "whole task-1 set (about 29,000 answers of about twenty models) has this shape",
    )
    args = ap.parse_args()
    root = Path(args.planbench)
    t0 = time.perf_counter()
    files, _left = read_inputs([str(root)], Flags())
    if args.copies > 1:
        files = [_copy(f, k) for f in files for k in range(args.copies)]
    t_read = time.perf_counter() - t0
    print(f"{len(files)} result files read and located in {t_read:.1f} s")
    groups = {
        "task 1": [f for f in files if f.task == "plan generation"],
        "tasks 2-8": [f for f in files if f.task != "plan generation"],
    }
    ours: dict[str, float] = {}
    for name, group in groups.items():
        recorded = [a for f in group for a in f.answers]
        with tempfile.TemporaryDirectory() as tmp:
            results = Results(Path(tmp) / "rescored.jsonl")
            t1 = time.perf_counter()
            run = rescore(recorded, results, ScoringSettings(jobs=args.jobs))
            seconds = time.perf_counter() - t1
            lines = results.path.read_text().splitlines()
        agree = sum(
            1
            for r in map(json.loads, lines)
            if r.get("recorded_verdict") is not None
            and r.get("correct", r.get("success")) == r["recorded_verdict"]
        )
        rate = run.total / seconds if seconds else float("nan")
        ours[name] = rate
        print(
            f"plangate rescore, {name}: {run.total:,} answers of {len(group)} files in "
            f"{seconds:.1f} s = {rate:,.0f} answers/s ({args.jobs} worker processes); "
            f"{agree:,} agree with the recorded verdict"
        )
    n, seconds = planbench_extraction(root, groups["task 1"])
    theirs = n / seconds if seconds else float("nan")
    print(
        f"PlanBench's text_to_plan (extraction only, no validation), task 1 in natural "
        f"language: {n:,} answers in {seconds:.1f} s = {theirs:,.0f} answers/s"
    )
    print(
        f"ratio, plangate's whole pipeline over PlanBench's extraction alone: "
        f"{ours['task 1'] / theirs:.2f}"
    )
    if args.jobs == 1:
        met = "met" if ours["task 1"] >= TARGET else "NOT met"
        print(f"target, task 1 in one process: {TARGET:g} answers/s: {met}")


if __name__ == "__main__":
    main()
