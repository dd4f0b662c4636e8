"""The frontier preset (Correa, Pereira, Seipp 2025): PDDL in, a plan out, standard and
obfuscated tasks side by side, LAMA's first plan as the reference row, and the report's
table of solved counts with intervals and the drop under obfuscation. Run against the
local test server answered by the planner oracle (every answer right), and in the server
tier against llama-cpp-python's own server."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import tomllib

from plangate.bench.datasets import load_dataset, resolve_dataset
from plangate.bench.report.frontier import drop
from plangate.cli import main
from plangate.llm.request import meta_of
from plangate.pddl.loader import load_task
from plangate.testing import llama_server
from plangate.testing.fake_server import FakeOpenAI
from plangate.testing.oracle import probe_answer
from plangate.verify.equivalence import CheckBudget, check

PRESET = Path(__file__).resolve().parents[1] / "src" / "plangate" / "data" / "experiments"


def test_the_drop_and_its_interval() -> None:
    """The paper's GPT-5 counts (205 of 360 standard, 152 obfuscated): a drop of 14.7
    points, its 95% interval (Newcombe) clear of zero; equal counts straddle zero."""
    d, lo, hi = drop(205, 360, 152, 360)
    assert math.isclose(d, 53 / 360) and 0 < lo < d < hi < 0.3
    d, lo, hi = drop(10, 20, 10, 20)
    assert d == 0 and lo < 0 < hi


def test_the_obfuscated_datasets_are_the_standard_tasks_renamed(tmp_path: Path) -> None:
    """frontier-ferry-random's first task is frontier-ferry's first, proved by the
    equivalence check (over the written domain: it finds the renaming itself)."""
    std = resolve_dataset("frontier-ferry", tmp_path, announce=False)
    hid = resolve_dataset("frontier-ferry-random", tmp_path, announce=False)
    assert len(std.instances) == len(hid.instances) == 45
    from plangate.pddl.loader import load_domain, load_problem

    d, wd = load_domain(std.domain), load_domain(hid.domain)
    for k in (0, 20, 44):
        p = load_problem(std.instances[k].problem, d)
        wp = load_problem(hid.instances[k].problem, wd)
        out = check(d, p, wp, written_domain=wd, budget=CheckBudget(seconds=30))
        assert out.verdict.value == "equivalent", out.proves
    assert "sail" not in Path(hid.domain).read_text()


def _answers(data: Path, kinds: list[str]) -> Callable[[list[Any]], str]:
    """A model that answers every task's PDDL with a plan LAMA found for it (read off the
    problem's name in the prompt): always right, on tasks too hard for the exact oracle."""
    from plangate.verify.budgets import Budget
    from plangate.verify.planners import get_planner

    plans = {}
    for kind in kinds:
        ds = load_dataset(data / kind)
        task = load_task(ds.domain, ds.instances[0].problem)
        found = get_planner("lama-first").plan(task, Budget(seconds=60))
        assert found.plan is not None, kind
        plans[task.problem.name] = "\n".join(str(op) for op in found.plan)

    def answer(messages: list[Any]) -> str:
        asked = str(messages[-1]["content"])
        name = re.search(r"\(define \(problem ([^)\s]+)\)", asked)
        if name is None:  # plangate's probe of the endpoint, before the run
            return probe_answer(meta_of(messages) or {})
        return f"[PLAN]\n{plans[name.group(1)]}\n[PLAN END]"

    return answer


def test_the_preset_runs_end_to_end_and_reports_the_drop(tmp_path: Path) -> None:
    """The preset as shipped, the first task of each of its 20 datasets: the model (the
    oracle, always right) gets the PDDL files and answers a plan; LAMA's row runs on the
    same tasks; the report's frontier table pairs each domain's standard and obfuscated
    counts (10 of 10 each here, a drop of 0 with its interval)."""
    exp = tomllib.loads((PRESET / "frontier.toml").read_text())
    kinds = [d for run in exp["runs"] for d in run["datasets"]]
    assert len(kinds) == 20
    data = tmp_path / "data"
    for kind in kinds:
        resolve_dataset(kind, data, announce=False)
    server = FakeOpenAI()
    server.responder = _answers(data, kinds)
    results = tmp_path / "frontier.jsonl"
    try:
        argv = ["bench", "--preset", "frontier", "--first", "1", "--data-dir", str(data),
                "--results", str(results), "--model", "m", "--base-url", server.url,
                "--no-cache", "--no-progress", "--concurrency", "4"]  # fmt: skip
        assert main(argv) == 0
        prompts = ["\n".join(m["content"] for m in r["json"]["messages"])
                   for r in server.requests if r["json"] and "messages" in r["json"]]  # fmt: skip
    finally:
        server.close()
    rows: list[dict[str, Any]] = [json.loads(x) for x in results.read_text().splitlines()]
    llm = [r for r in rows if r["method"] == "pddl-plan"]
    lama = [r for r in rows if r["method"].startswith("planner")]
    failed = [(r["dataset"], r["outcome"], r["error"]) for r in llm if not r["success"]]
    assert len(llm) == 20 and not failed, failed
    assert len(lama) == 20 and sum(r["success"] for r in lama) >= 18
    # the PDDL itself was the prompt: standard files name their actions, obfuscated not
    prompts = [p for p in prompts if "(define (domain" in p]  # not the endpoint's probes
    assert len(prompts) == 20
    assert sum("(:action sail" in p for p in prompts) == 1  # ferry's standard task only
    out = tmp_path / "report"
    assert main(["report", str(results), "--out", str(out)]) == 0
    table = (out / "report.md").read_text().split("(the frontier protocol)")[1]
    total = next(line for line in table.splitlines() if "| total |" in line and "m:" in line)
    assert "10/10" in total and "+0 tasks, +0.0 pp" in total
    assert any("lama-first (planner) | total" in line for line in table.splitlines())


WHY = llama_server.available()


@pytest.mark.server
@pytest.mark.skipif(WHY is not None, reason=str(WHY))
def test_the_preset_through_llama_cpp_python_s_server(tmp_path: Path) -> None:
    """The preset's settings (method, rendering, sampling, planners) on one domain's
    first task, standard and obfuscated, through python -m llama_cpp.server on
    127.0.0.1 with the embedded model: every episode recorded without a model error,
    the LAMA rows beside, the report's frontier table made."""
    exp = tomllib.loads((PRESET / "frontier.toml").read_text())
    for run in exp["runs"]:
        run["datasets"] = [d for d in run["datasets"] if d.startswith("frontier-ferry")]
    lines = [f'description = "{exp["description"]}"', 'planners = ["lama-first"]',
             "planner_timeout = 60.0", "[options]", "shots = 0", "[options.sampling]",
             "temperature = 0.0"]  # fmt: skip
    for run in exp["runs"]:
        lines += ["[[runs]]", f"datasets = {json.dumps(run['datasets'])}",
                  'methods = ["pddl-plan"]', 'nl = "pddl"', "seeds = [0]"]  # fmt: skip
    (tmp_path / "frontier.toml").write_text("\n".join(lines) + "\n")
    log = tmp_path / "server.log"
    server = llama_server.start(log)
    results = tmp_path / "results.jsonl"
    try:
        argv = ["bench", str(tmp_path / "frontier.toml"), "--first", "1", "--data-dir",
                str(tmp_path / "data"), "--results", str(results), "--model", llama_server.ALIAS,
                "--base-url", server.url, "--max-tokens", "48", "--timeout", "120",
                "--no-cache", "--no-progress"]  # fmt: skip
        assert main(argv) == 0
    finally:
        server.stop()
    rows = [json.loads(x) for x in results.read_text().splitlines()]
    llm = [r for r in rows if r["method"] == "pddl-plan"]
    assert len(llm) == 2 and all(r["status"] == "ok" for r in llm), llm
    assert all(r["prompt_tokens"] and r["prompt_tokens"] > 300 for r in llm)  # the PDDL
    assert sum(r["method"].startswith("planner") for r in rows) == 2
    assert main(["report", str(results), "--out", str(tmp_path / "report")]) == 0
    assert "(the frontier protocol)" in (tmp_path / "report" / "report.md").read_text()
