"""``plangate openenv``: a PDDL task served with OpenEnv's own server on 127.0.0.1 and
driven by OpenEnv's own clients (sync and async, over its WebSocket), from OpenEnv's
environment of its own (``PLANGATE_OE_PYTHON``, made by ``.ci/run``: OpenEnv pins an
MCP SDK older than plangate's mcp extra). The verdicts equal the machine surface's; the
same seeds give the same episodes from a fresh server; hostile actions are refused and
the server goes on serving. Without that environment, the command says how to make it."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from plangate.cli import main

ROOT = Path(__file__).resolve().parents[1]
BW = ROOT / "examples" / "blocksworld"
IPC = ROOT / "tests" / "data" / "ipc2023-learning" / "blocksworld"
OE = os.environ.get("PLANGATE_OE_PYTHON", "")
needs_oe = pytest.mark.skipif(not OE or not Path(OE).exists(),
                              reason="PLANGATE_OE_PYTHON names no OpenEnv environment "
                              "(.ci/run makes one: pip install -e '.[openenv]')")  # fmt: skip


def _client(what: str, domain: Path, *problems: Path) -> dict[str, Any]:
    done = subprocess.run([OE, str(ROOT / "tests" / "openenv_client.py"), what, str(domain),
                           *map(str, problems)], capture_output=True, text=True, timeout=600,
                          check=False, cwd=ROOT)  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    out: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return out


@needs_oe
def test_openenvs_clients_see_the_machines_verdicts() -> None:
    got = _client("script", BW / "domain.pddl", BW / "problem-tower.pddl")
    sync, surface = got["sync"], got["surface"]
    assert sync["first"]["valid_actions"] == ["(unstack d c)"] and sync["first"]["distance"] == 8
    for step, truth in zip(sync["steps"], surface, strict=True):
        assert (step["valid"], step["reason"]) == (truth["valid"], truth["reason"])
        assert step["action"] == truth["action"]
    assert [s["state_id"] for s in got["async"]] == [s["state_id"] for s in sync["steps"]]
    first, unknown = sync["steps"][0], sync["steps"][1]
    assert first["components"] == {"readable": 1.0, "valid": 1.0, "closer": 1.0,
                                   "reached": 0.0, "optimal": 0.0}  # fmt: skip
    assert unknown["components"]["readable"] == 0.0 and "unknown action 'fly'" in unknown["reason"]
    assert sync["steps"][-1]["components"]["closer"] == -1.0  # picking d up again: away
    assert sync["listed"]["valid_actions"] == ["(put-down d)", "(stack d c)"]
    assert sync["by_index"]["action"] == "(put-down d)" and sync["by_index"]["valid"]
    assert sync["past"]["valid"] is False and "past the 2 valid actions" in sync["past"]["reason"]
    assert sync["state"]["applied"][:2] == ["(unstack d c)", "(put-down d)"]
    assert {"action", "index", "tool"} <= set(got["schema_action"])


@needs_oe
def test_the_same_seeds_give_the_same_episodes_from_a_fresh_server() -> None:
    problems = sorted((IPC / "testing" / "easy").glob("*.pddl"))
    runs = _client("seeds", IPC / "domain.pddl", *problems)["runs"]
    assert len(runs[0]) == 100 and runs[0] == runs[1]
    assert {trail[0] for trail in runs[0]} == {"p01", "p02"}  # the seeds draw both


@needs_oe
def test_hostile_actions_are_refused_and_the_server_serves_on() -> None:
    got = _client("hostile", BW / "domain.pddl", BW / "problem-tower.pddl")
    for name in ("huge", "type", "tool", "field"):
        assert got[name] != "accepted", name
    assert got["after"]["state_id"] and got["after"]["distance"] == 8


@needs_oe
def test_silent_unreading_foreign_and_dropped_clients_end_and_the_server_serves_on() -> None:
    """``--idle 2 --max-sessions 8``: a client that says nothing is closed (1001) after
    2 s; one that sends without reading loses its session (all 8 slots open while it is
    still connected) and others are served meanwhile; another's session id is refused;
    300 sessions opened and dropped leave no session behind; the ninth session is
    refused with the bound named. (benchmarks/bench_openenv.py --abuse: 10,000.)"""
    got = _client("abuse", BW / "domain.pddl", BW / "problem-tower.pddl")
    assert got["silent"]["code"] == 1001 and got["silent"]["reason"] == "idle for 2 s"
    assert 1.5 < got["silent"]["seconds"] < 30
    served = [t for t in got["unread"]["others_served_in"] if isinstance(t, float)]
    assert served, got["unread"]  # others were served while it held its socket
    assert got["foreign_id"]["type"] == "error"
    assert "Unknown session_id" in got["foreign_id"]["data"]["message"]
    assert got["dropped"]["n"] == 300 and got["held"] == 8
    assert "capacity" in got["over_bound"] and "8/8" in got["over_bound"]
    assert got["after"] > 0


@needs_oe
@pytest.mark.filterwarnings("ignore")
def test_a_grpo_step_of_trl_plays_the_served_task_through_its_environment_factory() -> None:
    """TRL's GRPOTrainer with environment_factory=PlanToolEnv (OpenEnv's client to the
    served task): TRL parses the model's tool calls, the tool steps the server, each
    rollout's reward is the server's, the two rollouts of a group differ and the
    optimizer takes a step with a gradient (tests/openenv_trl_step.py)."""
    from plangate.llm.surface import MachineSurface
    from plangate.pddl.loader import load_task

    has = subprocess.run([OE, "-c", "import trl, torch, datasets"], capture_output=True,
                         timeout=300, check=False)  # fmt: skip
    if has.returncode != 0:
        pytest.skip("the OpenEnv environment sees no TRL: make it with --system-site-packages "
                    "over the train extra (as .ci/run does), or install TRL in it")  # fmt: skip
    done = subprocess.run([OE, str(ROOT / "tests" / "openenv_trl_step.py")], capture_output=True,
                          text=True, timeout=900, check=False, cwd=ROOT)  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    got = json.loads(done.stdout.strip().splitlines()[-1])
    log = got["log"]
    assert got["global_step"] == 1 and log["tools/call_frequency"] == 1.0
    assert log["tools/failure_frequency"] == 0.0 and log["grad_norm"] > 0
    assert log["rewards/PlanToolEnv/mean"] == pytest.approx(0.15)  # 0.3 and 0 in each group
    task = load_task(BW / "domain.pddl", BW / "problem-tower.pddl")
    steps = [trail[1] for trail in got["trails"]]
    assert len(steps) == 4
    for step in steps:  # each from the start, as each rollout's was
        said = "(unstack d c)" if step["valid"] else "(fly a b)"
        truth = MachineSurface.of(task).apply(said).to_dict()
        assert (step["valid"], step["reason"]) == (truth["valid"], truth["reason"])
        assert step["reward"] == pytest.approx(0.3 if step["valid"] else 0.0)


@needs_oe
def test_episodes_are_written_as_the_benchs_records_and_reported(tmp_path: Path) -> None:
    """``--records FILE --label agent-x``: an episode to the goal, one left at a reset
    (a valid step, an invalid one), one left when its session ends; each a bench record
    with the interactive methods' metrics and the steps as the agent saw them, and
    ``plangate report`` prints them."""
    from plangate.bench.run.results import Results

    got = _client("records", BW / "domain.pddl", BW / "problem-tower.pddl")
    rows = {r.seed: r for r in Results(got["path"]).typed()}
    assert sorted(rows) == [0, 1, 3]  # seed 2 played no step: nothing to record
    goal, reset, ended = rows[0], rows[1], rows[3]
    assert (goal.outcome, goal.success, goal.metrics["optimal"]) == ("goal reached", True, True)
    assert goal.plan == got["plan"] and goal.metrics["plan_length"] == len(got["plan"])
    assert [s["valid"] for s in goal.others["episode"]] == [True] * len(got["plan"])
    assert reset.outcome == "left at a reset" and not reset.success
    assert reset.metrics["invalid_proposals"] == 1 and reset.plan == got["plan"][:1]
    assert reset.others["episode"][1]["reason"].startswith("unknown action 'fly'")
    assert reset.metrics["distance_to_goal"] == len(got["plan"]) - 1
    assert ended.outcome == "left when the session ended" and ended.method == "agent-x"
    assert len({r.key for r in rows.values()}) == 3
    assert main(["report", got["path"], "--out", str(tmp_path / "report")]) == 0
    report = (tmp_path / "report" / "report.md").read_text()
    assert "| blocksworld-4ops | agent-x | agent-x | 3 | 33.3 [6.1, 79.2] |" in report


NG = os.environ.get("PLANGATE_NG_PYTHON", "")


@pytest.mark.skipif(not NG or not Path(NG).exists(), reason="PLANGATE_NG_PYTHON names no NeMo "
                    "Gym environment (Python 3.12: pip install nemo-gym -e '.[openenv]'; its "
                    "install, Ray and MLflow among it, is too long for CI)")  # fmt: skip
def test_nemo_gyms_openenv_resources_server_serves_the_task() -> None:
    """NeMo Gym's own OpenEnv resources server, configured with plangate's environment
    class, over HTTP on 127.0.0.1: seeded session, three steps with the machine's
    verdicts, and /verify's reward the sum of the steps' (tests/nemo_gym_client.py)."""
    done = subprocess.run([NG, str(ROOT / "tests" / "nemo_gym_client.py")], capture_output=True,
                          text=True, timeout=600, check=False, cwd=ROOT)  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    got = json.loads(done.stdout.strip().splitlines()[-1])
    valid, unknown, by_index = got["steps"]
    assert valid["valid"] and valid["components"]["closer"] == 1.0
    assert unknown["valid"] is False and "unknown action 'fly'" in unknown["reason"]
    assert by_index["action"] == "(put-down d)" and by_index["valid"]
    total = valid["reward"] + unknown["reward"] + by_index["reward"]
    assert got["verify"]["reward"] == pytest.approx(total) == pytest.approx(0.6)


@needs_oe
def test_openenvs_own_validator_passes_the_running_server() -> None:
    got = _client("validate", BW / "domain.pddl", BW / "problem-tower.pddl")
    assert got["code"] == 0 and "Verdict: PASS" in got["said"], got["said"]
    for check in ("health_endpoint", "schema_endpoint", "metadata_endpoint"):
        assert f"PASS  {check}" in got["said"]


def test_without_openenv_the_command_says_how_to_install_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    pytest.importorskip("mcp")  # the main environment: OpenEnv is not installed beside it
    try:
        import openenv  # noqa: F401
    except ImportError:
        pass
    else:
        pytest.skip("OpenEnv is installed in this environment")
    code = main(["openenv", str(BW / "domain.pddl"), str(BW / "problem-tower.pddl"), "--check"])
    err = capsys.readouterr().err
    assert code == 2 and "environment of its own" in err and ".[openenv]" in err


def test_a_bad_problem_is_said_before_anything_is_served(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bad = tmp_path / "bad.pddl"
    bad.write_text("(define (problem p) (:domain blocksworld-4ops) (:objects a)")
    code = main(["openenv", str(BW / "domain.pddl"), str(bad), "--check"])
    err = capsys.readouterr().err
    assert code != 0 and "bad.pddl" in err and "Traceback" not in err


@needs_oe
def test_the_openenv_package_passes_openenvs_static_validation() -> None:
    """integrations/openenv holds the manifest OpenEnv's tooling reads; its static checks
    pass (the runtime ones build a container image, which this machine does not); its
    app is the server's, serving the shipped Blocksworld problems by default."""
    tool = Path(OE).parent / "openenv"
    done = subprocess.run([str(tool), "validate", "integrations/openenv", "--skip-build"],
                          capture_output=True, text=True, timeout=300, check=False,
                          cwd=ROOT)  # fmt: skip
    assert "PASS  static.manifest" in done.stdout, done.stdout + done.stderr
    assert "FAIL" not in done.stdout
    loaded = subprocess.run([OE, "-c", "from server.app import app; print(len(app.routes))"],
                            capture_output=True, text=True, timeout=120, check=False,
                            cwd=ROOT / "integrations" / "openenv")  # fmt: skip
    assert loaded.returncode == 0 and int(loaded.stdout.strip()) > 5, loaded.stderr[-2000:]
