"""What a new user meets first: the guided method reaches the goal whatever the model
picks, and solve shows each call as it happens."""

from __future__ import annotations

from pathlib import Path

import pytest

from plangate.cli import main
from plangate.llm.clients.scripted import ScriptedClient
from plangate.llm.methods import METHODS
from plangate.llm.render import Renderer, builtin_nl
from plangate.llm.run import run_episode
from plangate.pddl.loader import load_task
from plangate.testing.fake_server import FakeOpenAI

from .conftest import EXAMPLES

BW = EXAMPLES / "blocksworld"


@pytest.mark.parametrize("problem", ["problem-2steps.pddl", "problem-tower.pddl"])
def test_guided_reaches_the_goal_when_the_model_always_answers_1(problem: str) -> None:
    task = load_task(BW / "domain.pddl", BW / problem)
    r = Renderer(task, builtin_nl(task.domain_name))
    run = run_episode(METHODS["interactive-guided"], r, ScriptedClient(["1"] * 100))
    assert run.metrics.success and run.metrics.optimal and run.metrics.revisited_states == 0
    assert run.trace.stats["ground_truth"] == ["options ordered by exact distance to the goal"]
    # the study's restricted method with the same model does not (it picks from the
    # machine's order, whatever it leads to)
    plain = run_episode(METHODS["interactive-restricted"], r, ScriptedClient(["1"] * 100))
    assert not plain.metrics.optimal


def _solve_guided(server: FakeOpenAI) -> int:
    """``plangate solve`` of the 2-step Blocksworld problem with interactive-guided through
    ``server`` (closed after)."""
    try:
        return main(
            ["solve", str(BW / "domain.pddl"), str(BW / "problem-2steps.pddl"), "--method",
             "interactive-guided", "--model", "m", "--base-url", server.url, "--no-cache"]
        )  # fmt: skip
    finally:
        server.close()


def test_solve_prints_each_call_as_it_happens(capsys: pytest.CaptureFixture[str]) -> None:
    server = FakeOpenAI()
    server.say('{"answer": "1"}', '{"answer": "1"}', "1", "1")
    code = _solve_guided(server)
    out = capsys.readouterr().out
    assert code == 0
    lines = [ln for ln in out.splitlines() if ln.lstrip().startswith(("1.", "2."))]
    assert "choice: answered '1' -> unstack" in lines[0] and "[valid]" in lines[0]
    assert "distance to goal 1" in lines[0] and "distance to goal 0" in out
    assert "last answer: 1" in out


def test_dot_export_has_an_end_node(tmp_path: Path) -> None:
    dot = tmp_path / "m.dot"
    assert (
        main(["fsm", str(BW / "domain.pddl"), str(BW / "problem-2steps.pddl"), "--dot", str(dot)])
        == 0
    )
    text = dot.read_text()
    assert "start -> s0;" in text and 'end [shape=doublecircle, label="goal"' in text
    assert "-> end [style=dashed];" in text


def test_library_deprecations_are_not_shown_as_plangates_warnings(
    capsys: pytest.CaptureFixture[str],
) -> None:
    import warnings

    from plangate.cli import _flush_warnings
    from plangate.outside.tally import tallied

    with tallied() as caught:
        warnings.warn_explicit("old API", DeprecationWarning, "unified_planning/x.py", 1)
        warnings.warn_explicit("type declared twice", UserWarning, "plangate/pddl/checks.py", 1)
    _flush_warnings(caught)
    err = capsys.readouterr().err
    assert "type declared twice" in err and "old API" not in err


def test_embedded_model_records_name_the_model() -> None:
    from plangate.bench.datasets import Dataset, Instance
    from plangate.bench.jobs import Job, error_record
    from plangate.llm.clients.make import ClientSpec

    ds = Dataset("d", str(BW / "domain.pddl"), (Instance("p", str(BW / "problem-2steps.pddl")),))
    record = error_record(Job(ds, ds.instances[0], "preplanned", ClientSpec()), ValueError("x"))
    assert record.model is not None and record.model["model"] == "gemma-3-270m"


def test_solve_says_it_is_waiting_while_a_call_runs_long(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from plangate.testing.fake_server import Reply, chat_body

    server = FakeOpenAI()
    server.add(Reply(200, chat_body('{"answer": "1"}'), delay=3.6))
    server.say('{"answer": "1"}', "1", "1")
    code = _solve_guided(server)
    captured = capsys.readouterr()
    assert code == 0
    waits = [ln for ln in captured.err.splitlines() if "waiting for the model" in ln]
    assert len(waits) == 1 and "(call 1): 3 s" in waits[0]  # after 3 s, then every 5 s


def test_the_waiting_line_repeats_and_stops_with_the_answer() -> None:
    import time

    from plangate.llm.clients.watched import Watched

    class Slow:
        backend, model = "slow", "m"

        def complete(self, messages: object, sampling: object, choice: object = None) -> str:
            time.sleep(0.55)
            return "done"

    said: list[str] = []
    client = Watched(Slow(), said.append, after=0.1, every=0.2)
    assert client.complete([], None) == "done"  # type: ignore[arg-type]
    assert client.backend == "slow" and client.model == "m"  # the rest is the client's
    assert 2 <= len(said) <= 3 and all("(call 1)" in s for s in said)
    time.sleep(0.3)
    assert len(said) <= 3  # nothing after the answer


def test_generate_reports_its_progress(tmp_path: Path) -> None:
    from plangate.bench.datasets import generate

    seen: list[int] = []
    ds = generate("hanoi3", tmp_path / "h3", progress=seen.append)
    assert seen == list(range(1, len(ds.instances) + 1))  # one call per problem generated


def test_version_licence_and_citation_are_there(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 57: no ``--version``, no LICENSE (pyproject says MIT), no CITATION file."""
    from plangate import __version__
    from plangate.cli import main

    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0 and capsys.readouterr().out.strip() == f"plangate {__version__}"
    root = Path(__file__).resolve().parents[1]
    assert "MIT License" in (root / "LICENSE").read_text()
    citation = (root / "CITATION.cff").read_text()
    for title in ("Finite-State Machines", "Prefrontal Cortex", "Language Agent Tree Search"):
        assert title in citation


def test_a_wrong_choice_is_one_line_with_the_closest_name() -> None:
    """Issue 57: a wrong ``--method`` printed 40 lines of usage before the error."""
    import subprocess
    import sys

    for argv, closest in ((["solve", "d", "p", "--method", "interactve"], "'interactive'"),
                          (["solv", "d", "p"], "'solve'")):  # fmt: skip
        out = subprocess.run([sys.executable, "-m", "plangate.cli", *argv], capture_output=True,
                             text=True, timeout=120, check=False)  # fmt: skip
        lines = out.stderr.strip().splitlines()
        assert out.returncode == 2 and len(lines) == 1, out.stderr
        assert f"did you mean {closest}?" in lines[0] and "--help lists" in lines[0]


def test_a_distance_the_ground_truth_cannot_find_does_not_lose_the_episode(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 57: ``plangate solve`` on satellite exited 2 after 83-128 s with ``distance
    unknown``: the per-call line computed the distance, the ground truth gave up, and the
    episode was lost. The line now says unknown, and how to give it more time."""
    from types import SimpleNamespace

    from plangate.errors import PlangateError
    from plangate.llm.episode_text import turn_line

    task = load_task(BW / "domain.pddl", BW / "problem-2steps.pddl")

    class GivesUp:
        def distance(self, state: int) -> float:
            raise PlangateError("distance unknown: every planner gave up")

        def known(self, state: int) -> float | None:
            try:
                return self.distance(state)
            except PlangateError:
                return None

    after = task.atoms(task.initial)
    turn = SimpleNamespace(
        index=0,
        kind="step",
        answer="(unstack b c)",
        parsed=["(unstack b c)"],
        valid=True,
        verdict="",
        state_after=after,
    )
    line = turn_line(turn, task, Renderer(task, builtin_nl("blocksworld")), GivesUp())  # type: ignore[arg-type]
    assert "distance to goal unknown" in line and "--ground-truth-seconds" in line
