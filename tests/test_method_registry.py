"""Adding a method: one class in one file, registered at run time, and every part of
plangate (solve, the CLI, the experiment runner, the report) takes it up with no
edit anywhere else. The method here is deliberately trivial: it asks the model for
nothing and takes the first valid action until the goal or its step budget."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from plangate.bench.datasets import generate, load_dataset
from plangate.bench.report import table1
from plangate.bench.runner import Results, make_jobs, run_bench
from plangate.cli import main
from plangate.llm.clients.scripted import ScriptedClient
from plangate.llm.method import Context, Examples, Method, Variant
from plangate.llm.methods import METHODS, MethodSpec, register, unregister
from plangate.llm.options import MethodOptions
from plangate.llm.session import Outcome
from plangate.llm.solve import ClientSpec, solve
from plangate.pddl.loader import load_task

from .conftest import EXAMPLES


@dataclass(frozen=True)
class FirstValid:
    name: str = "first-valid"
    description: str = "takes the first valid action, asks the model nothing"
    validated: bool = True

    @property
    def variants(self) -> Mapping[str, Variant]:
        return {"short": lambda o: replace(o, max_steps=1)}

    def examples(self, opts: MethodOptions) -> Examples:
        return Examples(0)

    def ground_truth(self, opts: MethodOptions) -> list[str]:
        return []

    def run(self, ctx: Context) -> Outcome:
        task = ctx.r.task
        plan, states = [], [task.initial]
        while not task.is_goal(states[-1]) and len(plan) < ctx.opts.max_steps:
            options = ctx.r.machine.valid_actions(states[-1])
            if not options:
                break
            plan.append(options[0])
            states.append(options[0].apply(states[-1]))
        ctx.session.trace.outcome = "goal reached" if task.is_goal(states[-1]) else "budget"
        return Outcome(plan, states, True, 0, len(plan))


@pytest.fixture
def first_valid() -> Iterator[Method]:
    method = register(FirstValid())
    yield method
    unregister(method.name)


def test_a_method_registered_at_run_time_runs_everywhere(
    first_valid: Method, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert isinstance(first_valid, Method) and "first-valid" in METHODS
    bw = EXAMPLES / "blocksworld"
    task = load_task(bw / "domain.pddl", bw / "problem-2steps.pddl")
    run = solve(task, ScriptedClient([]), "first-valid")
    assert run.metrics.valid and run.trace.model_calls == 0

    # the command line lists and runs it
    args = [str(bw / "domain.pddl"), str(bw / "problem-2steps.pddl"), "--no-cache"]
    model = ["--model", "unused", "--base-url", "http://127.0.0.1:9/v1"]
    main(["solve", *args, *model, "--method", "first-valid", "--max-steps", "3"])
    assert "method first-valid" in capsys.readouterr().out

    # the runner, with its variant, and the report
    generate("hanoi3", tmp_path / "hanoi3")
    ds = load_dataset(tmp_path / "hanoi3")
    spec = ClientSpec(model="scripted", base_url="http://127.0.0.1:9/v1")
    assert MethodSpec.parse("first-valid/short").options(MethodOptions()).max_steps == 1
    jobs = make_jobs(
        [(ds, ds.instances[:3])], ["first-valid", "first-valid/short"], [spec], [0],
        MethodOptions(max_steps=40),
    )  # fmt: skip
    results = Results(tmp_path / "r.jsonl")
    prog = run_bench(jobs, results, progress=False, clients={spec: ScriptedClient([])})
    assert prog.done == 6 and prog.errors == 0
    records = results.records()
    assert {r["method"] for r in records} == {"first-valid", "first-valid/short"}
    assert all(r["checked"] for r in records)
    short = [r for r in records if r["method"] == "first-valid/short"]
    assert all(r["plan_length"] <= 1 for r in short)
    rows = table1(records).rows
    assert {row[2] for row in rows} == {"first-valid", "first-valid/short"}


def test_a_name_that_is_taken_is_refused(first_valid: Method) -> None:
    from plangate.errors import PlangateError

    with pytest.raises(PlangateError, match="taken"):
        register(FirstValid())
    with pytest.raises(PlangateError, match="unknown variant 'long' of first-valid"):
        MethodSpec.parse("first-valid/long")
