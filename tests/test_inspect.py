"""plangate in Inspect AI (plangate.interop.inspect_eval): its tasks run by Inspect's own ``eval``
with Inspect's mock model (scripted outputs and tool calls), the machine's tools as an
agent's tools, plangate's scorers; ``inspect eval plangate/...`` from the command line;
and Inspect's OpenAI-compatible provider against llama_cpp.server on 127.0.0.1."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from plangate.testing import llama_server

from .conftest import ACPBENCH, EXAMPLES, NO_ACPBENCH

pytest.importorskip("inspect_ai")

from inspect_ai import eval as inspect_eval
from inspect_ai.model import ModelOutput, ModelUsage, get_model

from plangate.interop.inspect_eval import acpbench, machine, plan

BW = EXAMPLES / "blocksworld"
MOCK = "mockllm/model"


def _run(task: Any, outputs: list[ModelOutput], tmp_path: Path) -> Any:
    for out in outputs:  # given: the mock model would count tokens with tiktoken, whose
        out.usage = ModelUsage(input_tokens=1, output_tokens=1, total_tokens=2)  # download
    model = get_model(MOCK, custom_outputs=outputs)
    logs = inspect_eval(
        task, model=model, log_dir=str(tmp_path / "logs"), display="none", max_samples=1
    )  # one at a time: the scripted outputs in order
    assert logs[0].status == "success", logs[0].error
    return logs[0]


def _scores(log: Any) -> dict[str, Any]:
    sample = log.samples[0]
    return dict(next(iter(sample.scores.values())).value)


def test_a_whole_plan_is_read_validated_and_scored(tmp_path: Path) -> None:
    right = _run(plan(str(BW / "domain.pddl"), str(BW), limit=1),
                 [ModelOutput.from_content(MOCK, "(unstack b c)\n(put-down b)\n[PLAN END]")],
                 tmp_path / "a")  # fmt: skip
    assert _scores(right) == {"valid": True, "goal": True, "relative_length": 1.0, "distance": 0}
    wrong = _run(plan(str(BW / "domain.pddl"), str(BW), limit=1),
                 [ModelOutput.from_content(MOCK, "(put-down b)")], tmp_path / "b")  # fmt: skip
    got = _scores(wrong)
    assert got["valid"] is False and got["goal"] is False and got["distance"] == 2
    metrics = {m for s in wrong.results.scores for m in s.metrics}
    assert {"accuracy", "stderr"} <= metrics or {"mean"} <= metrics


def test_the_machine_tools_take_an_agent_to_the_goal(tmp_path: Path) -> None:
    calls = [
        ModelOutput.for_tool_call(MOCK, "valid_actions", {}),
        ModelOutput.for_tool_call(MOCK, "act", {"action": "(stack b a)"}),  # not valid here
        ModelOutput.for_tool_call(MOCK, "act", {"action": "(unstack b c)"}),
        ModelOutput.for_tool_call(MOCK, "act", {"action": "(put-down b)"}),
        ModelOutput.for_tool_call(MOCK, "plan_so_far", {}),
        ModelOutput.from_content(MOCK, "The goal is reached."),
    ]
    log = _run(machine(str(BW / "domain.pddl"), str(BW), limit=1), calls, tmp_path)
    assert _scores(log) == {"valid": True, "goal": True, "relative_length": 1.0, "distance": 0}
    said = [m.text for m in log.samples[0].messages if m.role == "tool"]
    assert said[0].splitlines() == ["(pick-up a)", "(pick-up d)", "(unstack b c)"]
    assert said[1].startswith("not applied:")
    assert "The goal is reached" in said[3]
    assert said[4].splitlines() == ["(unstack b c)", "(put-down b)"]
    from plangate.cli import main

    (log_file,) = (tmp_path / "logs").glob("*.eval")
    results = tmp_path / "r.jsonl"
    tasks = ["--tasks", str(BW)]  # the log names its files; they are found only here
    assert main(["rescore", str(log_file), "--results", str(results), "--no-traces", *tasks]) == 0
    assert '"success": true' in results.read_text()


@pytest.mark.skipif(not (ACPBENCH / "dataset").is_dir(), reason=NO_ACPBENCH)
def test_acpbench_items_are_scored_by_plangate(tmp_path: Path) -> None:
    import json

    from plangate.bench.families.acpbench.checkout import literal

    first = json.loads((ACPBENCH / "dataset" / "land" / "dev.gen.json").read_text())[0]
    landmark = literal(first["answer"])["yes"][0]  # type: ignore[index]
    task = acpbench(str(ACPBENCH), task="land", format="gen", split="dev", limit=1)
    texts = task.dataset[0].metadata["texts"]  # posed from memory: no folder written
    assert texts["problem"] == first["PDDL_problem"] and texts["domain"] == first["PDDL_domain"]
    log = _run(task, [ModelOutput.from_content(MOCK, landmark)], tmp_path)
    assert _scores(log) == {"correct": True, "readable": True, "dataset_correct": True}
    assert len(log.samples[0].messages) >= 5  # two solved examples as turns, then the item


def test_inspect_eval_runs_plangate_tasks_from_the_command_line(tmp_path: Path) -> None:
    """``inspect eval plangate/plan`` with Inspect's OpenAI-compatible provider against a
    scripted server on 127.0.0.1, which writes the right plan."""
    from inspect_ai.log import read_eval_log

    from plangate.testing.fake_server import FakeOpenAI

    server = FakeOpenAI()
    server.responder = lambda _messages: "(unstack b c)\n(put-down b)\n[PLAN END]"
    env = {**os.environ, "LOCAL_BASE_URL": server.url, "LOCAL_API_KEY": "none"}
    cmd = [sys.executable, "-m", "inspect_ai", "eval", "plangate/plan",
           "-T", f"domain={BW / 'domain.pddl'}", "-T", f"problems={BW}", "-T", "limit=1",
           "--model", "openai-api/local/scripted", "--log-dir", str(tmp_path),
           "--display", "none"]  # fmt: skip
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=600, env=env)
    finally:
        server.close()
    assert done.returncode == 0, done.stderr[-2000:]
    (log_file,) = tmp_path.glob("*.eval")
    log = read_eval_log(str(log_file))
    assert log.status == "success"
    assert _scores(log)["goal"] is True
    # the log, scored again by plangate, reaches plangate report
    from plangate.cli import main

    results = tmp_path / "r.jsonl"
    tasks = ["--tasks", str(BW)]
    assert main(["rescore", str(log_file), "--results", str(results), "--no-traces", *tasks]) == 0
    assert main(["report", str(results), "--out", str(tmp_path / "rep"), "--no-plots"]) == 0
    import json

    (record,) = [json.loads(x) for x in results.read_text().splitlines()]
    assert record["success"] is True and record["model_label"] == "openai-api/local/scripted"


@pytest.mark.server
@pytest.mark.skipif(llama_server.available() is not None, reason=str(llama_server.available()))
def test_inspect_against_the_real_server(tmp_path: Path) -> None:
    server = llama_server.start(tmp_path / "server.log")
    os.environ["LLAMA_BASE_URL"], os.environ["LLAMA_API_KEY"] = server.url, "none"
    try:
        model = get_model(f"openai-api/llama/{llama_server.ALIAS}")
        task = plan(str(BW / "domain.pddl"), str(BW), limit=1)
        logs = inspect_eval(task, model=model, log_dir=str(tmp_path / "logs"), display="none",
                            max_tokens=48)  # fmt: skip
    finally:
        server.stop()
        os.environ.pop("LLAMA_BASE_URL"), os.environ.pop("LLAMA_API_KEY")
    assert logs[0].status == "success", logs[0].error
    assert set(_scores(logs[0])) == {"valid", "goal", "relative_length", "distance"}


def test_planbench_task_items_are_scored_by_their_verdict(tmp_path: Path) -> None:
    from plangate.bench.families.planbench.generate import generate_tasks

    from .conftest import BENCHMARKS

    folder = BENCHMARKS / "blocks-strips-typed-2000"
    if not folder.is_dir():
        pytest.skip("no IPC benchmarks")
    ds = generate_tasks(folder / "domain.pddl", [folder], ["optimality"], tmp_path / "items",
                        limit=2)  # fmt: skip
    plans = [ds.instances[0].meta["answer"]["plan"], ["(pick-up b1)"]]  # type: ignore[index]
    from plangate.interop.inspect_eval import planbench

    outputs = [ModelOutput.from_content(MOCK, "\n".join(p) + "\n[PLAN END]") for p in plans]
    log = _run(planbench(str(tmp_path / "items"), limit=2), outputs, tmp_path)
    verdicts = [next(iter(s.scores.values())).value["correct"] for s in log.samples]
    assert verdicts == [True, False]


def test_planbench_task_1_with_its_prompts(tmp_path: Path) -> None:
    import json

    from plangate.bench.families.acpbench.checkout import literal
    from plangate.interop.inspect_eval import planbench_t1

    from .conftest import PLANBENCH

    result = PLANBENCH / "plan-bench" / "results" / "blocksworld" / "gpt-4_chat"
    if not result.is_dir():
        pytest.skip("no PlanBench checkout")
    first = json.loads((result / "task_1_plan_generation.json").read_text())["instances"][0]
    answer = first["llm_raw_response"]  # GPT-4's answer, in PlanBench's wording
    log = _run(planbench_t1(str(PLANBENCH), limit=1),
               [ModelOutput.from_content(MOCK, answer)], tmp_path)  # fmt: skip
    assert log.samples[0].input == first["query"]
    assert _scores(log)["goal"] is (str(first["llm_correct"]) == "True")
    assert literal(first["ground_truth_plan"])


def test_the_interactive_method_without_a_check_says_nothing(tmp_path: Path) -> None:
    calls = [
        ModelOutput.for_tool_call(MOCK, "act", {"action": "(stack b a)"}),
        ModelOutput.for_tool_call(MOCK, "act", {"action": "(unstack b c)"}),
        ModelOutput.from_content(MOCK, "Done."),
    ]
    task = machine(str(BW / "domain.pddl"), str(BW), limit=1, feedback=False)
    log = _run(task, calls, tmp_path)
    said = [m.text for m in log.samples[0].messages if m.role == "tool"]
    assert said == ["noted", "noted"]
    got = _scores(log)
    assert got["valid"] is False and got["goal"] is False  # the first action failed
