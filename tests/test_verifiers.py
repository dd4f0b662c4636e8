"""verifiers' own ``vf-eval`` runs plangate's tasksets against llama-cpp-python's real
server (``python -m llama_cpp.server``, the embedded model) on 127.0.0.1, and the
machine's tools (``plangate-tools``) against a scripted server whose model calls them
(the 270M model calls no tool).

verifiers pins its own openai and MCP SDKs, so it lives in an environment of its own:
``PLANGATE_VF_PYTHON`` names that environment's Python (``.ci/run`` makes one with
``pip install -e ".[verifiers]"``); without it the tests skip, saying how to make one.
Every reward vf-eval recorded is checked against plangate's own score of the answer
it recorded."""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from plangate.reward.items import score_item
from plangate.testing import llama_server

WHY = llama_server.available()
VF = os.environ.get("PLANGATE_VF_PYTHON", "")
VF_EVAL = Path(VF).parent / "vf-eval" if VF else None
NO_VF = (
    None
    if VF_EVAL is not None and VF_EVAL.exists()
    else "PLANGATE_VF_PYTHON names no Python with vf-eval beside it (python -m venv vf && "
    'vf/bin/pip install -e ".[verifiers]" && export PLANGATE_VF_PYTHON=vf/bin/python)'
)
pytestmark = pytest.mark.skipif(NO_VF is not None, reason=str(NO_VF))


def real_server(test: Any) -> Any:
    """The server tier: llama-cpp-python's own server, with the embedded model."""
    return pytest.mark.server(pytest.mark.skipif(WHY is not None, reason=str(WHY))(test))


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[llama_server.LlamaServer]:
    s = llama_server.start(tmp_path_factory.mktemp("llama-server") / "server.log")
    yield s
    s.stop()


def _vf_eval(url: str, out: Path, *args: str, model: str = llama_server.ALIAS) -> list[dict]:
    """Run vf-eval (one episode at a time: the server answers one request at a time)
    and return its traces."""
    argv = [str(VF_EVAL), *args, "-c", "1", "--model", model, "--client.base-url", url,
            "--client.api-key-var", "PLANGATE_LOCAL_KEY", "--no-push", "-o", str(out)]  # fmt: skip
    env = {**os.environ, "PLANGATE_LOCAL_KEY": "local", "NO_COLOR": "1"}
    done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=600,
                          cwd=out.parent)  # fmt: skip
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    traces = [json.loads(line) for f in out.glob("*/traces.jsonl") for line in f.open()]
    assert traces, done.stdout[-3000:]
    return traces


@real_server
def test_vf_eval_scores_whole_plans_with_plangates_reward(
    server: llama_server.LlamaServer, tmp_path: Path
) -> None:
    episodes = _vf_eval(server.url, tmp_path / "plan", "plangate-plan", "--env.taskset.size", "1",
                        "--sampling.max-tokens", "96",
                        "--env.agent.runtime.type", "subprocess")  # fmt: skip
    assert len(episodes) == 1
    for episode in episodes:
        (trace,) = episode["traces"]
        assert trace["ok"] and not trace["errors"], trace["errors"]
        info = trace["task"]["data"]["info"]
        answer = trace["nodes"][-1]["message"]["content"]
        assert trace["nodes"][-1]["message"]["role"] == "assistant"
        ours = score_item(answer, info)
        assert trace["rewards"]["plangate"]["score"] == ours.score
        assert trace["metrics"]["valid"] == float(ours.valid)
        assert trace["metrics"]["goal"] == float(ours.goal)


@real_server
def test_vf_eval_plays_step_by_step_with_the_machine_answering(
    server: llama_server.LlamaServer, tmp_path: Path
) -> None:
    episodes = _vf_eval(server.url, tmp_path / "steps", "plangate-steps", "--env.taskset.size", "1",
                        "--env.taskset.turns", "2", "--env.taskset.tries", "2",
                        "--sampling.max-tokens", "32",
                        "--env.player.runtime.type", "subprocess")  # fmt: skip
    (episode,) = episodes
    (trace,) = episode["traces"]
    assert not trace["errors"], trace["errors"]
    got = trace["info"]["plangate"]
    assert got["applied"] + got["invalid"] >= 1  # the machine answered at least once
    assert 0.0 <= trace["rewards"]["plangate"]["score"] <= 1.0
    replies = [n for n in trace["nodes"] if n["message"]["role"] == "assistant"]
    assert 1 <= len(replies) <= 2


def test_vf_eval_gives_the_model_the_machines_tools(tmp_path: Path) -> None:
    """The model (scripted: a server on 127.0.0.1 whose answers call the tools) lists the
    valid actions, applies the first action of an optimal plan, and stops: verifiers
    serves the tools over MCP, the rollout's state follows the action, and the reward
    is the one-step prefix's (1/2 x 1/optimal)."""
    from plangate.reward.items import Items, problems_of
    from plangate.testing.fake_server import STREAM_HEADERS, FakeOpenAI, Reply, stream_body

    item = Items(problems_of(), kind="action", walk=8, seed=0)[0]

    def call(i: int, name: str, args: dict) -> Reply:
        tool = {"index": 0, "id": f"call_{i}", "type": "function",
                "function": {"name": name, "arguments": json.dumps(args)}}  # fmt: skip
        return Reply(200, stream_body({"tool_calls": [tool]}, "tool_calls"), STREAM_HEADERS)

    fake = FakeOpenAI()
    fake.add(call(1, "valid_actions", {}), call(2, "apply_action", {"action": item["answer"]}),
             Reply(200, stream_body({"content": "Done."}, "stop"), STREAM_HEADERS))  # fmt: skip
    try:
        args = ["plangate-tools", "--env.taskset.size", "1", "--env.agent.max-turns", "4",
                "--env.agent.runtime.type", "subprocess"]  # fmt: skip
        (episode,) = _vf_eval(fake.url, tmp_path / "tools", *args, model="test-model")
    finally:
        fake.close()
    (trace,) = episode["traces"]
    assert not trace["errors"], trace["errors"]
    tools = [n["message"] for n in trace["nodes"] if n["message"]["role"] == "tool"]
    assert len(tools) == 2 and item["answer"] in tools[0]["content"]
    assert tools[1]["content"].startswith("Applied.")
    assert trace["metrics"] == {"applied": 1.0, "refused": 0.0, "goal": 0.0}
    optimal = item["metadata"]["optimal"]
    assert trace["rewards"]["plangate"]["score"] == pytest.approx(0.5 / optimal)


def test_each_step_the_model_is_shown_the_whole_conversation(tmp_path: Path) -> None:
    """plangate-steps with a scripted model: its first answer is applied, and its second
    request carries the question, that answer and the machine's reply (verifiers
    relaunches the chat program on the conversation for every segment)."""
    from plangate.reward.items import Items, problems_of
    from plangate.testing.fake_server import STREAM_HEADERS, FakeOpenAI, Reply, stream_body

    item = Items(problems_of(), kind="action", walk=8, seed=0)[0]
    fake = FakeOpenAI()
    said = [item["answer"], "What are the valid actions?", "(nothing)"]
    fake.add(*[Reply(200, stream_body({"content": t}, "stop"), STREAM_HEADERS) for t in said])
    try:
        args = ["plangate-steps", "--env.taskset.size", "1", "--env.taskset.turns", "2",
                "--env.player.runtime.type", "subprocess"]  # fmt: skip
        (episode,) = _vf_eval(fake.url, tmp_path / "steps", *args, model="test-model")
    finally:
        fake.close()
    (trace,) = episode["traces"]
    assert not trace["errors"], trace["errors"]
    asked = [r["json"] for r in fake.requests if r.get("json")]
    assert len(asked) == 3  # the answer, the question for the actions, one after the list
    third = [(m["role"], str(m["content"])) for m in asked[2]["messages"]]
    assert third[-1][1].startswith("The valid actions:") and len(third) == 5
    second = [(m["role"], str(m["content"])) for m in asked[1]["messages"]]
    assert [r for r, _c in second] == ["user", "assistant", "user"]
    assert second[0][1] == item["question"] and second[1][1] == item["answer"]
    assert second[2][1].startswith("Done. The state is now:")
    assert trace["info"]["plangate"]["applied"] == 1


OE = os.environ.get("PLANGATE_OE_PYTHON", "")


@pytest.mark.skipif(
    not OE or not Path(OE).exists(),
    reason="PLANGATE_OE_PYTHON names no "
    "OpenEnv environment (.ci/run makes one: pip install -e '.[openenv]')",
)
def test_verifiers_openenv_taskset_plays_the_served_task(tmp_path: Path) -> None:
    """verifiers' own OpenEnv taskset (``vf-eval openenv``, with OpenEnv's client that
    verifiers' openenv extra brings) against ``plangate openenv`` on 127.0.0.1: the
    scripted model answers an action in PDDL, an unknown one, then an index into the
    valid actions listed; the rollout's reward (verifiers' ``openenv_reward``, the sum
    of the server's step rewards) is the rubric's, recomputed here from the exact
    distances of plangate's Gymnasium environment."""
    import sys

    from plangate.interop.gymenv import PlanningEnv
    from plangate.testing.fake_server import STREAM_HEADERS, FakeOpenAI, Reply, stream_body

    root = Path(__file__).resolve().parents[1]
    sys.path.insert(0, str(root / "tests"))
    from openenv_client import _port

    bw = root / "examples" / "blocksworld"
    port = _port()
    server = subprocess.Popen([OE, "-m", "plangate.cli", "openenv", str(bw / "domain.pddl"),
                               str(bw / "problem-tower.pddl"), "--port", str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    fake = FakeOpenAI()
    said = ['{"action": "(unstack d c)"}', '{"action": "(fly a b)"}', '{"index": 0}']
    fake.add(*[Reply(200, stream_body({"content": s}, "stop"), STREAM_HEADERS) for s in said])
    try:
        import time
        import urllib.request

        for _ in range(300):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        # a config file: verifiers' command line validates the OpenEnv taskset's config
        # before its flags are read (and refuses it without a URL), a file it reads whole
        config = tmp_path / "openenv.toml"
        config.write_text(f"""[env.taskset]
id = "openenv"
base_url = "http://127.0.0.1:{port}"
resets = [{{seed = 0, valid_actions = true}}]

[env.player]
max_turns = 3

[env.player.harness]
id = "plangate-chat"

[env.player.runtime]
type = "subprocess"
""")
        args = ["@", str(config)]
        (episode,) = _vf_eval(fake.url, tmp_path / "openenv", *args, model="test-model")
    finally:
        fake.close()
        server.terminate()
        server.wait(timeout=30)
    (trace,) = episode["traces"]
    assert not trace["errors"], trace["errors"]
    asked = [r["json"] for r in fake.requests if r.get("json")]
    assert len(asked) == 3  # what the model was shown each turn: the observation, as JSON
    seen = [json.loads(str(a["messages"][-1]["content"]))["observation"] for a in asked]
    assert seen[0]["valid_actions"] == ["(unstack d c)"]
    assert seen[1]["valid"] and seen[1]["action"] == "(unstack d c)"
    assert seen[2]["valid"] is False and "unknown action 'fly'" in seen[2]["reason"]
    env = PlanningEnv(str(bw / "domain.pddl"), str(bw / "problem-tower.pddl"), observation="text")
    env.reset(seed=0)
    d0 = env.distance()
    env.step_text("(unstack d c)")
    d1 = env.distance()
    first = seen[2]["valid_actions"][0]  # the index 0 of the last listing
    env.step_text(first)
    d2 = env.distance()
    assert d0 is not None and d1 is not None and d2 is not None
    step = lambda closer: 0.05 + 0.1 + 0.15 * closer  # noqa: E731  the rubric of a valid step
    expected = step(d0 - d1) + 0.0 + step(d1 - d2)
    assert trace["rewards"]["openenv_reward"]["score"] == pytest.approx(expected)
