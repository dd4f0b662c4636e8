"""Batch runs: a small FSM-preset study through OpenAI's Files and Batches endpoints (a
test server on 127.0.0.1 that follows their documented behaviour) and through an
offline engine's batch files, record for record equal to the live run, across a driver
killed between rounds, failed lines, an expired and a failed batch."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from plangate.bench.datasets import generate, load_dataset
from plangate.cli import main
from plangate.llm.render import renderer_for
from plangate.pddl.loader import load_task
from plangate.testing.batch_server import FakeBatches
from plangate.testing.fake_server import FakeOpenAI
from plangate.testing.oracle import PlannerOracle

# what a record holds that depends on when and how fast it ran, not on what was answered
TIMING = {"key", "wall_seconds", "finished_at", "model_seconds", "seconds", "trace", "truth"}
LIMIT = ["--limit", "4"]  # 4 problems x the study's 7 methods


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("datasets")
    generate("fsm-study", root / "fsm-study", per_length=1)
    return root


@pytest.fixture
def server(data: Path) -> Iterator[FakeOpenAI]:
    ds = load_dataset(data / "fsm-study")
    s = FakeOpenAI()
    s.responder = PlannerOracle(renderer_for(load_task(ds.domain, ds.instances[0].problem), None))
    yield s
    s.close()


def _argv(data: Path, server: FakeOpenAI, results: Path, *extra: str) -> list[str]:
    return ["bench", "--preset", "fsm-study", "--data-dir", str(data), *LIMIT,
            "--model", "m", "--base-url", server.url, "--results", str(results),
            "--no-cache", "--no-progress", *extra]  # fmt: skip


def _records(path: Path) -> dict[str, dict[str, Any]]:
    """The records by what they are of (dataset, instance, method, seed), without the
    fields that say when and how fast they ran."""
    out = {}
    for line in path.read_text().splitlines():
        r = json.loads(line)
        out[f"{r['instance']} {r['method']} {r['seed']}"] = {
            k: v for k, v in r.items() if k not in TIMING
        }
    return out


@pytest.fixture
def live(data: Path, server: FakeOpenAI, tmp_path: Path) -> dict[str, dict[str, Any]]:
    results = tmp_path / "live.jsonl"
    assert main(_argv(data, server, results)) == 0
    server.requests.clear()
    return _records(results)


def test_a_batch_run_equals_the_live_run_and_reports_its_tokens(
    data: Path, server: FakeOpenAI, tmp_path: Path, live: dict[str, dict[str, Any]]
) -> None:
    batches = FakeBatches(server)
    results = tmp_path / "batch.jsonl"
    assert main(_argv(data, server, results, "--batch", "--batch-poll", "0")) == 0
    got = _records(results)
    assert got == live
    assert len(got) == 4 * 7 + 4  # the episodes and the classical rows
    assert all(r["prompt_tokens"] for r in got.values() if r["model_calls"])
    rounds = len(batches.batches)
    assert rounds >= 3  # preplanned in the first; interactive episodes one a step
    assert not any("/chat/completions" in str(r["path"]) for r in server.requests)
    state = json.loads((tmp_path / "batch.jsonl.batch.json").read_text())
    assert state["round"] == rounds and state["batch"] is None
    # run again: every episode is in the results, nothing is sent
    assert main(_argv(data, server, results, "--batch", "--batch-poll", "0")) == 0
    assert len(batches.batches) == rounds


def test_failed_lines_an_expired_and_a_failed_batch_go_again(
    data: Path, server: FakeOpenAI, tmp_path: Path, live: dict[str, dict[str, Any]]
) -> None:
    batches = FakeBatches(server)
    results = tmp_path / "batch.jsonl"
    batches.fail_next = 1  # the first batch fails validation: the run stops, said
    assert main(_argv(data, server, results, "--batch", "--batch-poll", "0")) == 2
    batches.expire_after = 5  # the next batch expires after 5 of its lines
    original = batches._run

    def flaky(batch: Any) -> None:  # and two lines of the following one answer 503
        if len(batches.batches) == 3:
            for line in batch.lines[:2]:
                batches.fail_status[str(line["custom_id"])] = 503
        original(batch)
        batches.expire_after = None

    batches._run = flaky  # type: ignore[method-assign]
    assert main(_argv(data, server, results, "--batch", "--batch-poll", "0")) == 0
    assert _records(results) == live
    statuses = [b.status for b in batches.batches.values()]
    assert statuses[0] == "failed" and "expired" in statuses


def test_a_driver_killed_between_rounds_picks_up_where_it_was(
    data: Path, server: FakeOpenAI, tmp_path: Path, live: dict[str, dict[str, Any]]
) -> None:
    batches = FakeBatches(server)
    results = tmp_path / "batch.jsonl"
    state = tmp_path / "batch.jsonl.batch.json"
    argv = _argv(data, server, results, "--batch", "--batch-poll", "0.2")
    code = "import sys; from plangate.cli import main; sys.exit(main(sys.argv[1:]))"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent / "src")}
    proc = subprocess.Popen([sys.executable, "-c", code, *argv], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:  # killed with its second batch in flight
            kept = json.loads(state.read_text() or "{}") if state.exists() else {}
            if kept.get("round", 0) >= 2 and kept.get("batch") is not None:
                break  # (a round is saved before its batch is sent: wait for both)
            assert proc.poll() is None, "the driver ended before its second round"
            time.sleep(0.05)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    before = len(batches.batches)
    assert before >= 2 and json.loads(state.read_text())["batch"] is not None
    assert main(_argv(data, server, results, "--batch", "--batch-poll", "0")) == 0
    assert _records(results) == live
    # the batch in flight was read, not sent again: every batch after it is a new round
    answered = [b for b in batches.batches.values() if b.output_file_id]
    assert len(answered) == len(batches.batches)


def test_an_offline_engines_batch_files_round_trip(
    data: Path, server: FakeOpenAI, tmp_path: Path, live: dict[str, dict[str, Any]]
) -> None:
    """--batch-file writes a round in OpenAI's batch JSONL (what vLLM's run_batch reads);
    the engine's output lines come back with --batch-results; round by round to the end."""
    results, out, answers = tmp_path / "b.jsonl", tmp_path / "round.jsonl", tmp_path / "a.jsonl"
    rounds = 0
    argv = _argv(data, server, results, "--batch-file", str(out))
    assert main(argv) == 0
    while out.exists():
        rounds += 1
        lines = [json.loads(x) for x in out.read_text().splitlines()]
        assert lines and all(x["url"] == "/v1/chat/completions" for x in lines)
        with answers.open("w") as fh:  # the engine: each line answered as a live request
            for n, x in enumerate(lines):
                reply = server.answer(x["body"], x.get("x_plangate_request"))
                response = {"status_code": reply.status, "request_id": f"r{n}", "body": reply.body}
                fh.write(json.dumps({"id": f"b{n}", "custom_id": x["custom_id"],
                                     "response": response, "error": None}) + "\n")  # fmt: skip
        out.unlink()
        assert main([*argv, "--batch-results", str(answers)]) == 0
        assert rounds < 100
    assert rounds >= 3 and _records(results) == live
    assert not server.requests  # nothing was asked of the server itself


def test_anthropics_message_batches_equal_the_live_run(
    data: Path, server: FakeOpenAI, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Through Anthropic's rules (its emulation) live, then through its Message Batches:
    the same records; the first batch's requests come back expired and go again."""
    from plangate.testing.batch_server import FakeMessageBatches
    from plangate.testing.provider_rules import Anthropic

    monkeypatch.setenv("PLANGATE_TEST_ANTHROPIC_KEY", "anthropic-test-key")
    extra = ["--provider", "anthropic", "--api-key-env", "PLANGATE_TEST_ANTHROPIC_KEY"]
    server.emulate = Anthropic()
    assert main(_argv(data, server, tmp_path / "live.jsonl", *extra)) == 0
    live = _records(tmp_path / "live.jsonl")
    batches = FakeMessageBatches(server)
    original = batches._answer

    def first_expires(request: dict[str, Any]) -> dict[str, object]:
        if len(batches.batches) == 1:
            batches.expire.add(request["custom_id"])
        return original(request)

    batches._answer = first_expires  # type: ignore[method-assign]
    results = tmp_path / "batch.jsonl"
    assert main(_argv(data, server, results, *extra, "--batch", "--batch-poll", "0")) == 0
    assert _records(results) == live
    assert len(batches.batches) >= 3
    sent = [r for b in batches.batches.values() for r in b["requests"]]
    assert all("n" not in r["params"] and "response_format" not in r["params"] for r in sent)


def test_azure_openai_batches_equal_the_live_run(
    data: Path, server: FakeOpenAI, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Azure OpenAI's batches: the SDK's Files and Batches under the resource's endpoint
    (its api-key header and api-version), lines for ``/chat/completions``."""
    from plangate.testing.provider_rules import Azure

    monkeypatch.setenv("PLANGATE_TEST_AZURE_KEY", "azure-test-key")
    root = server.url.removesuffix("/v1")
    extra = ["--provider", "azure", "--deployment", "plangate-dep", "--api-version",
             "2024-10-21", "--api-key-env", "PLANGATE_TEST_AZURE_KEY"]  # fmt: skip
    server.emulate = Azure()
    live_results = tmp_path / "live.jsonl"
    argv = _argv(data, server, live_results, *extra)
    argv[argv.index("--base-url") + 1] = root
    assert main(argv) == 0
    batches = FakeBatches(server)
    results = tmp_path / "batch.jsonl"
    argv = _argv(data, server, results, *extra, "--batch", "--batch-poll", "0")
    argv[argv.index("--base-url") + 1] = root
    assert main(argv) == 0
    assert _records(results) == _records(live_results)
    assert all(b.endpoint == "/chat/completions" for b in batches.batches.values())
    paths = {str(r["path"]).split("?")[0] for r in server.requests}
    assert "/openai/files" in paths and "/openai/batches" in paths


@pytest.mark.parametrize("target", ["results", "answers", "state", "foreign"])
def test_a_batch_file_that_names_what_plangate_reads_is_refused(
    data: Path, server: FakeOpenAI, tmp_path: Path, target: str
) -> None:
    """Issue 48: --batch-file naming the results file had the round's requests overwrite
    it (2 records -> 0, exit 0); nor may it name the answers given, plangate's files
    beside the results, or a file plangate did not write."""
    results = tmp_path / "r.jsonl"
    assert main(_argv(data, server, results)) == 0
    before = results.read_text()
    answers = tmp_path / "answers.jsonl"
    answers.write_text("")
    foreign = tmp_path / "notes.txt"
    foreign.write_text("my notes\n")
    out = {"results": results, "answers": answers, "foreign": foreign,
           "state": results.with_name(results.name + ".batch.json")}[target]  # fmt: skip
    extra = ["--batch-results", str(answers)] if target == "answers" else []
    assert main([*_argv(data, server, results, "--batch-file", str(out)), *extra]) == 2
    assert results.read_text() == before
    assert foreign.read_text() == "my notes\n" and answers.read_text() == ""


def test_an_answered_episode_counts_as_running_before_it_wakes(tmp_path: Path) -> None:
    """Issue 48: a plain ``bench --batch`` of 4 episodes exited 0 with 2 or 3 recorded: the
    driver, back from delivering a round, found no episode running (the answered ones had
    not woken yet) and nothing pending, and ended the run."""
    import threading

    from plangate.bench.run.batch import BatchAnswers, Round

    round_ = Round(BatchAnswers(tmp_path / "answers.jsonl"))
    round_.running = 1
    line = {"custom_id": "plangate-1", "body": {}}
    got: list[object] = []
    episode = threading.Thread(target=lambda: got.append(round_.wait([line])))
    episode.start()
    round_.quiet()  # the episode waits for its answer
    assert round_.take() == [line]
    with round_.cv:  # the episode cannot wake while the driver holds the lock
        round_.deliver([{"custom_id": "plangate-1", "status": 200, "body": {"x": 1}}])
        assert round_.running == 1  # so the driver's next quiet() waits for it
    episode.join(5)
    assert got and round_.running == 1


def test_a_second_batch_driver_on_a_results_file_is_refused(
    data: Path, server: FakeOpenAI, tmp_path: Path
) -> None:
    """Issue 48: a second ``bench --batch`` on a results file whose driver was polling
    polled the first one's batch and wrote its state; now it is refused before it reads
    or writes anything."""
    from plangate.bench.run.results import Results

    results = tmp_path / "b.jsonl"
    state = results.with_name(results.name + ".batch.json")
    state.write_text(json.dumps({"round": 3, "batch": "batch_7", "attempts": {}}))
    batches = FakeBatches(server)
    with Results(results).writer():  # the first driver, polling
        assert main(_argv(data, server, results, "--batch", "--batch-poll", "0")) == 2
    assert json.loads(state.read_text())["batch"] == "batch_7"
    assert not batches.batches and not server.requests


def test_a_driver_other_than_the_one_a_round_went_through_is_refused(
    data: Path, server: FakeOpenAI, tmp_path: Path
) -> None:
    """Issue 56 (the fourth pass's case): a second driver on a results file whose batch
    was in flight was not refused and recorded error episodes. A round in flight keeps
    where it went; a live run, or a batch run through another way, is refused before it
    reads or writes a record."""
    results = tmp_path / "b.jsonl"
    state = results.with_name(results.name + ".batch.json")
    via = "the batch API of https://elsewhere.invalid/v1"
    state.write_text(json.dumps({"round": 2, "batch": "batch_7", "attempts": {}, "via": via}))
    assert main(_argv(data, server, results)) == 2  # live
    out = tmp_path / "round.jsonl"
    assert main(_argv(data, server, results, "--batch-file", str(out))) == 2
    assert not results.exists() and not out.exists() and not server.requests
    assert json.loads(state.read_text())["batch"] == "batch_7"


def test_a_living_driver_decides_not_its_batchs_clock(
    data: Path, server: FakeOpenAI, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 70: a second driver started while the first still polls its batch (the
    batch past its expiry by the clock) sent the requests again and wrote error rows. The
    state names the process that drives the rounds; while it lives, another driver is
    refused before it reads or writes anything, whatever the batch's clock says; once it
    has ended, the next driver takes the rounds over."""
    import socket

    from plangate.bench.run.batch_apis import _started

    first = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    try:
        driver = f"{first.pid}@{socket.gethostname()}:{_started(first.pid) or '?'}"
        results = tmp_path / "b.jsonl"
        state = results.with_name(results.name + ".batch.json")
        via = f"the batch API of {server.url}"
        state.write_text(json.dumps({"round": 3, "batch": "batch_7", "attempts": {},
                                     "via": via, "driver": driver}))  # fmt: skip
        batches = FakeBatches(server)
        assert main(_argv(data, server, results, "--batch", "--batch-poll", "0")) == 2
        err = capsys.readouterr().err
        assert f"driven by another plangate run (pid {first.pid}), which is still running" in err
        assert not batches.batches and not server.requests and not results.exists()
        assert json.loads(state.read_text())["driver"] == driver
    finally:
        first.kill()
        first.wait()
    main(_argv(data, server, results, "--batch", "--batch-poll", "0"))  # the first has ended
    assert "driven by another plangate run" not in capsys.readouterr().err
    assert json.loads(state.read_text())["driver"] != driver
