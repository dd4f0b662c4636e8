"""Datasets and the experiment runner: resumption, concurrency, errors, fail-fast."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from plangate.bench.datasets import generate, load_dataset, stratified
from plangate.bench.jobs import make_jobs
from plangate.bench.run import run_bench
from plangate.bench.run.results import Results
from plangate.cli import main
from plangate.errors import PlangateError
from plangate.llm.clients.make import ClientSpec
from plangate.llm.options import MethodOptions
from plangate.llm.render import Renderer, builtin_nl
from plangate.pddl.loader import load_task
from plangate.testing.fake_server import FakeOpenAI, Reply
from plangate.testing.oracle import PlannerOracle

from .conftest import BENCHMARKS


def spec(server: FakeOpenAI) -> ClientSpec:
    return ClientSpec(model="m", base_url=server.url)


def test_generated_datasets_are_balanced_and_reproducible(tmp_path: Path) -> None:
    a = generate("blocksworld", tmp_path / "a", blocks=4, balanced=True, per_length=3, seed=5)
    b = generate("blocksworld", tmp_path / "b", blocks=4, balanced=True, per_length=3, seed=5)
    assert Counter(i.optimal_length for i in a.instances) == {
        n: 3 for n in (2.0, 4.0, 6.0, 8.0, 10.0, 12.0)
    }
    texts = [Path(i.problem).read_text() for i in a.instances]
    assert texts == [Path(i.problem).read_text() for i in b.instances]
    assert len(set(texts)) == len(texts)
    from plangate.verify.search import search

    for inst in a.instances:  # every instance is solvable with its stated optimal length
        res = search(load_task(a.domain, inst.problem))
        assert res.cost == inst.optimal_length
    sample = stratified(a.instances, 6)
    assert sorted(i.optimal_length for i in sample) == [2, 4, 6, 8, 10, 12]


def test_ipc_folder_loads() -> None:
    ds = load_dataset(BENCHMARKS / "gripper-round-1-strips-1998")
    assert ds.instances and all(i.optimal_length is None for i in ds.instances)
    with pytest.raises(PlangateError, match="no such dataset folder"):
        load_dataset(BENCHMARKS / "no-such-thing")


def test_a_manifest_is_read_through_the_door(tmp_path: Path) -> None:
    """dataset.json names files inside its folder: an instance naming one outside (by
    '..', an absolute path, a link leading out) or of the wrong type is left out and
    said, quoting nothing; the others load; a manifest over the limit, nested too deep,
    not JSON or whose every instance is left out is the dataset's error."""
    import warnings

    from plangate.errors import PddlWarning
    from plangate.pddl.limits import InputLimits, applying

    ds = generate("blocksworld", tmp_path / "ok", blocks=3, count=2, seed=1)
    root = tmp_path / "ok"
    (tmp_path / "key.pddl").write_text("sk-proj-SECRETabcdefghijklmnop")
    (root / "out.pddl").symlink_to(tmp_path / "key.pddl")
    manifest = json.loads((root / "dataset.json").read_text())
    good = manifest["instances"]
    bad = [{"name": "a", "problem": "../key.pddl"}, {"name": "b", "problem": str(tmp_path)},
           {"name": "c", "problem": "out.pddl"}, {"name": "d", "problem": good[0]["problem"],
           "optimal_length": "sk-proj-SECRET"}, "sk-proj-SECRET"]  # fmt: skip
    (root / "dataset.json").write_text(json.dumps(manifest | {"instances": bad + good}))
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        got = load_dataset(root)
    assert [i.name for i in got.instances] == [i.name for i in ds.instances]
    assert len(got.refused) == 5 and [str(w.message) for w in said if
                                      issubclass(w.category, PddlWarning)]  # fmt: skip
    assert "SECRET" not in " ".join(got.refused) + " ".join(str(w.message) for w in said)
    for text, why in (
        ("[" * 5000 + "]" * 5000, "nested too deep"),
        ("{" + '"name": "x", ' * 3 + "oops", "not JSON"),
        (json.dumps({"name": "x", "instances": bad}), "every instance was left out"),
        (json.dumps({"name": "x", "instances": good, "pad": "x" * 300_000}), "limit"),
    ):
        (root / "dataset.json").write_text(text)
        with pytest.raises(PlangateError, match=why), applying(InputLimits(max_bytes=200_000)):
            load_dataset(root)


def test_run_resume_and_planner_rows(hanoi3: Path, server: FakeOpenAI, tmp_path: Path) -> None:
    ds = load_dataset(hanoi3)
    jobs = make_jobs(
        [(ds, ds.instances[:4])],
        ["interactive-validated", "pfc/no-search"],
        [spec(server)],
        [0],
        MethodOptions(),
        planners=["builtin"],
    )
    results = Results(tmp_path / "r.jsonl")
    prog = run_bench(jobs, results, concurrency=4, progress=False, trace_dir=tmp_path / "traces")
    assert prog.done == len(jobs) == 12 and prog.errors == 0
    records = results.records()
    assert len(records) == 12 and all(r["status"] == "ok" for r in records)
    assert all(r["success"] for r in records)
    assert {r["method"] for r in records} == {
        "interactive-validated",
        "pfc/no-search",
        "planner:builtin",
    }
    llm = [r for r in records if not r["method"].startswith("planner")]
    assert all(Path(r["trace"]).is_file() for r in llm)
    assert "sk-" not in (tmp_path / "r.jsonl").read_text()
    calls = len(server.requests)
    again = run_bench(jobs, results, concurrency=4, progress=False)
    assert again.done == 0 and len(server.requests) == calls  # nothing left: not even a probe
    assert len(results.records()) == 12


def test_concurrency_keeps_the_server_busy(
    hanoi3: Path, server: FakeOpenAI, tmp_path: Path
) -> None:
    ds = load_dataset(hanoi3)
    server.latency = 0.05
    jobs = make_jobs(
        [(ds, ds.instances[:8])], ["interactive-validated"], [spec(server)], [0], MethodOptions()
    )
    run_bench(jobs, Results(tmp_path / "one.jsonl"), concurrency=1, progress=False)
    assert server.max_inflight == 1
    server.max_inflight = 0
    run_bench(jobs, Results(tmp_path / "many.jsonl"), concurrency=8, progress=False)
    assert 4 <= server.max_inflight <= 8


def test_a_problem_that_cannot_be_loaded_is_refused_and_the_run_goes_on(
    hanoi3: Path, server: FakeOpenAI, tmp_path: Path
) -> None:
    ds = load_dataset(hanoi3)
    broken = tmp_path / "broken.pddl"
    broken.write_text("(define (problem x) (:domain hanoi) (:objects a - peg)")
    from dataclasses import replace

    bad = replace(ds.instances[0], name="broken", problem=str(broken))
    jobs = make_jobs(
        [(ds, [bad, *ds.instances[:2]])],
        ["interactive-validated"],
        [spec(server)],
        [0],
        MethodOptions(),
    )
    results = Results(tmp_path / "r.jsonl")
    prog = run_bench(jobs, results, progress=False)
    assert prog.done == 3 and prog.errors == 0 and sum(prog.refusals.values()) == 1
    by_name = {r["instance"]: r for r in results.records()}
    assert by_name["broken"]["status"] == "refused" and "broken.pddl" in by_name["broken"]["error"]
    assert by_name[ds.instances[0].name]["success"]


def test_a_model_that_cannot_be_used_stops_the_run_at_once(
    hanoi3: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    s = FakeOpenAI()
    s.default = Reply(401, {"error": {"message": "bad key"}})
    try:
        code = main(
            [
                "bench",
                "--dataset",
                str(hanoi3),
                "--model",
                "m",
                "--base-url",
                s.url,
                "--results",
                str(tmp_path / "r.jsonl"),
                "--no-cache",
                "--no-progress",
            ]
        )
    finally:
        s.close()
    assert code == 2 and "refused the API key" in capsys.readouterr().err
    assert not (tmp_path / "r.jsonl").exists()


def _children(pid: int) -> list[int]:
    out = []
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                stat = (d / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                out.append(int(d.name))
    return out


def _gone(pid: int) -> bool:
    try:
        return (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return True


@pytest.mark.parametrize("processes", [1, 2])
def test_kill_9_loses_nothing_and_duplicates_nothing(
    hanoi3: Path, server: FakeOpenAI, tmp_path: Path, processes: int
) -> None:
    server.latency = 0.02
    results = tmp_path / "r.jsonl"
    cmd = [
        sys.executable,
        "-m",
        "plangate.cli",
        "bench",
        "--dataset",
        str(hanoi3),
        "--method",
        "interactive-validated",
        "--model",
        "m",
        "--base-url",
        server.url,
        "--results",
        str(results),
        "--no-cache",
        "--no-progress",
        "--concurrency",
        "4",
        "--processes",
        str(processes),
    ]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if results.exists() and len(results.read_text().splitlines()) >= 5:
            break
        time.sleep(0.05)
    workers = _children(proc.pid)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and not all(_gone(w) for w in workers):
        time.sleep(0.1)
    assert all(_gone(w) for w in workers), "worker processes outlived the runner"
    lines = results.read_text().splitlines()
    assert 5 <= len(lines) < 26
    first = [json.loads(x) for x in lines]  # every line is whole
    assert len({r["key"] for r in first}) == len(first)
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    records = [json.loads(x) for x in results.read_text().splitlines()]
    keys = [r["key"] for r in records]
    assert len(keys) == len(set(keys)) == 26
    assert {r["key"] for r in first} <= set(keys)
    assert all(r["status"] == "ok" and r["success"] for r in records)


def test_worker_processes_run_every_episode_once_and_survive_a_dead_worker(
    hanoi3: Path, server: FakeOpenAI, tmp_path: Path
) -> None:
    server.latency = 0.05
    ds = load_dataset(hanoi3)
    jobs = make_jobs(
        [(ds, ds.instances)], ["interactive-validated"], [spec(server)], [0, 1], MethodOptions()
    )
    results = Results(tmp_path / "r.jsonl")
    killed: list[int] = []

    def kill_a_worker(record: object) -> None:
        if not killed:
            workers = _children(os.getpid())
            spawned = [w for w in workers if "spawn_main" in Path(f"/proc/{w}/cmdline").read_text()]
            if spawned:
                os.kill(spawned[0], signal.SIGKILL)
                killed.append(spawned[0])

    prog = run_bench(
        jobs, results, concurrency=4, processes=2, progress=False, on_record=kill_a_worker
    )
    assert killed and prog.done == len(jobs) == 52
    records = results.records()
    assert sorted(r["key"] for r in records) == sorted(j.key for j in jobs)  # once each
    died = [r for r in records if r["status"] == "error"]
    assert died  # the killed worker held episodes
    assert all("worker process died" in r["error"] for r in died)
    assert all(r["success"] for r in records if r["status"] == "ok")
    prog = run_bench(jobs, results, concurrency=4, processes=2, progress=False)
    assert prog.done == len(died) and prog.errors == 0  # the lost episodes ran again


def test_a_worker_found_dead_while_handing_out_jobs_loses_only_its_episodes(
    hanoi3: Path, server: FakeOpenAI
) -> None:
    """A worker whose pipe breaks when the pool hands it a job: the jobs it held are
    recorded as lost (before, they stayed pending and the run waited forever)."""
    from plangate.bench.run.processes import ProcessPool

    ds = load_dataset(hanoi3)
    jobs = make_jobs(
        [(ds, ds.instances[:3])], ["interactive-validated"], [spec(server)], [0], MethodOptions()
    )
    server.latency = 2.0  # the episode stays in flight while the worker is killed
    pool = ProcessPool(jobs, processes=1, threads=1, trace_dir=None)
    try:
        assert pool.next_records(timeout=0.01) == []
        assert pool.held[0] == {0}
        proc = pool.workers[0][0]
        proc.kill()
        proc.join(timeout=10)
        pool.threads = 2  # room for one more job: the next hand-out finds the broken pipe
        lost = pool._dispatch()
        assert [r.key for r in lost] == [jobs[0].key]
        assert "worker process died" in (lost[0].error or "")
        assert 0 not in pool.pending and pool.dead == {0}
        rest = pool.next_records(timeout=0.01)  # no worker left: the queue is recorded too
        assert sorted(r.key for r in rest) == sorted(j.key for j in jobs[1:])
        assert pool.finished
    finally:
        server.latency = 0.0
        pool.close()


def test_torn_tail_is_fenced_off(tmp_path: Path) -> None:
    results = Results(tmp_path / "r.jsonl")
    rec = {"method": "interactive", "dataset": "d", "status": "ok"}  # a record's fields
    results.append({"key": "a", **rec})
    with (tmp_path / "r.jsonl").open("a") as fh:
        fh.write('{"key": "b", "sta')  # a crash in the middle of a line
    results.append({"key": "c", **rec})
    assert [r["key"] for r in results.records()] == ["a", "c"]
    assert results.finished() == {"a", "c"}


def test_experiment_file_and_report(hanoi3: Path, server: FakeOpenAI, tmp_path: Path) -> None:
    exp = tmp_path / "exp.toml"
    results = tmp_path / "r.jsonl"
    exp.write_text(
        f'datasets = ["{hanoi3}"]\n'
        'methods = ["interactive-restricted", "lats"]\n'
        "seeds = [0, 1]\n"
        'planners = ["builtin"]\n'
        "limit = 3\n"
        f'results = "{results}"\n'
        "[[models]]\n"
        f'model = "m"\nbase_url = "{server.url}"\n'
    )
    assert main(["bench", str(exp), "--no-cache", "--no-progress"]) == 0
    records = [json.loads(x) for x in results.read_text().splitlines()]
    assert len(records) == 3 * (1 + 2 * 2)  # per problem: a planner row, 2 methods x 2 seeds
    assert {r["seed"] for r in records if r["method"] == "lats"} == {0, 1}
    assert main(["report", str(results), "--out", str(tmp_path / "rep"), "--no-plots"]) == 0
    text = (tmp_path / "rep" / "report.md").read_text()
    assert "Classical planners" in text and "interactive-restricted" in text
    bad = tmp_path / "bad.toml"
    bad.write_text("datasets = [\n")
    assert main(["bench", str(bad)]) == 2


def test_one_oracle_server_answers_for_several_datasets(tmp_path: Path) -> None:
    """The router sends each request to the oracle that reads its prompt: Hanoi with 3
    and 4 disks, and Steppath and Valuepath (one graph; only Valuepath has rewards)."""
    from plangate.llm.render import renderer_for
    from plangate.testing.oracle import OracleRouter

    sets = {k: generate(k, tmp_path / k) for k in ("hanoi3", "hanoi4", "steppath", "valuepath")}
    oracles = []
    for ds in sets.values():
        task = load_task(ds.domain, ds.instances[0].problem)
        oracles.append(PlannerOracle(renderer_for(task, None)))
    s = FakeOpenAI()
    s.responder = OracleRouter(oracles)
    try:
        jobs = []
        for ds in sets.values():
            jobs += make_jobs(
                [(ds, stratified(ds.instances, 2))], ["pfc"], [spec(s)], [0], MethodOptions()
            )
        results = Results(tmp_path / "r.jsonl")
        prog = run_bench(jobs, results, concurrency=4, progress=False)
    finally:
        s.close()
    assert prog.done == 8 and prog.errors == 0
    assert all(r["success"] for r in results.records())


def test_a_long_episode_in_flight_shows_on_the_progress_line() -> None:
    import io

    from plangate.bench.records import EpisodeRecord
    from plangate.bench.run.progress import BEAT, Progress
    from plangate.llm.clients.base import Completion

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    out = Terminal()
    prog = Progress(4, stream=out)
    prog.since[1] = time.monotonic() - 30  # one episode in flight
    prog.beat()
    assert out.getvalue() == ""  # just started: nothing to say yet
    prog.shown = time.monotonic() - BEAT - 1
    for _ in range(3):
        prog.call(Completion(["x"], prompt_tokens=100, completion_tokens=20))
    prog.beat()
    line = out.getvalue()
    assert "0/4 episodes, 1 running (longest 30 s), 3 calls" in line and "0.4k" in line
    assert "left" not in line  # no episode finished: no estimate yet

    # the estimate comes from the calls: 2 per finished episode, 3 answered in all
    done = EpisodeRecord("k", "d", "i", "interactive-validated", None, 0, {})
    done.metrics = {"model_calls": 2, "success": True}
    prog.update(done, tallied=True)
    line = out.getvalue().rsplit("\r", 1)[1]
    assert line.startswith("1/4 episodes, success 100%, errors 0, 3 calls, tokens 0.4k")
    assert "s left (from 3 calls)" in line
    # 3 episodes to go at 2 calls each, 1 call made by the one in flight: 5 calls left
    elapsed = time.monotonic() - prog.started
    left = float(line.split("about ", 1)[1].split(" s left")[0])
    assert abs(left - elapsed / 3 * 5) <= 1


def test_ctrl_c_keeps_the_finished_episodes_and_says_so(hanoi3: Path, tmp_path: Path) -> None:
    """Ctrl-C in the middle of a slow call: the run ends at once, keeps every finished
    episode, says how many, and the next run does only the rest."""
    ds = load_dataset(hanoi3)
    task = load_task(ds.domain, ds.instances[0].problem)
    oracle = PlannerOracle(Renderer(task, builtin_nl("hanoi")))
    answered: list[int] = []

    def slow_after_five(messages: list[dict[str, object]]) -> str:
        answered.append(1)
        if len(answered) > 6:  # the run's probe asks twice (an answer, the chat template)
            time.sleep(600)  # a model that takes its time
        return str(oracle(messages))

    s = FakeOpenAI()
    s.responder = slow_after_five
    results = tmp_path / "r.jsonl"
    cmd = [sys.executable, "-m", "plangate.cli", "bench", "--dataset", str(hanoi3),
           "--method", "interactive-validated", "--model", "m", "--base-url", s.url,
           "--results", str(results), "--no-cache", "--concurrency", "1",
           "--limit", "4"]  # fmt: skip
    try:
        proc = subprocess.Popen(
            cmd,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            # a shell without job control (CI in the background) starts its jobs with
            # SIGINT ignored, and Python then installs no Ctrl-C handler: as a terminal
            # would, the child gets the default
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        )
        deadline = time.monotonic() + 120
        while len(answered) <= 6 and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(0.5)  # the slow call is in flight
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=30)  # not the slow call's 600 s
    finally:
        s.close()
    assert proc.returncode == 130
    kept = len(results.read_text().splitlines()) if results.exists() else 0
    assert 1 <= kept < 4
    line = err.strip().splitlines()[-1]
    assert line == (
        f"plangate: interrupted: {kept} episode{'s' * (kept != 1)} of this run kept in "
        f"{results}; {4 - kept} not finished run next time"
    )


def test_the_key_names_the_model_not_its_endpoints(hanoi3: Path, tmp_path: Path) -> None:
    """Replicas listed in another order, or one more replica, are the same jobs; a file
    written when the key held the first --base-url resumes all the same."""
    from plangate.bench.jobs import _hash

    ds = load_dataset(hanoi3)
    one = ClientSpec(model="m", base_url="http://127.0.0.1:1/v1")
    two = ClientSpec(model="m", base_url="http://127.0.0.1:2/v1", replicas=(one.base_url or "",))
    a, b = (make_jobs([(ds, ds.instances[:1])], ["pfc"], [s], [0], MethodOptions())[0]
            for s in (one, two))  # fmt: skip
    assert a.key == b.key
    assert a.describe()["model"] == {"model": "m", "base_url": None, "model_path": None}
    before = _hash(a.describe(one.base_url))  # the key as files held it
    assert a.keys_before == {before} and before in b.keys_before
    assert a.done_in({before}) and b.done_in({before}) and not a.done_in({"other"})


def test_progress_to_a_file_is_plain_lines_not_carriage_returns() -> None:
    """Issue 57: ``bench``'s progress line wrote carriage returns into log files."""
    import io

    from plangate.bench.records import EpisodeRecord
    from plangate.bench.run.progress import Progress

    out = io.StringIO()  # not a terminal
    prog = Progress(3, stream=out)
    done = EpisodeRecord("k", "d", "i", "interactive-validated", None, 0, {})
    done.metrics = {"model_calls": 1, "success": True}
    for _ in range(3):
        prog.update(done, tallied=True)
    text = out.getvalue()
    assert "\r" not in text
    lines = text.splitlines()
    assert lines[0].startswith("1/3 episodes") and lines[-1].startswith("3/3 episodes")
    assert len(lines) == 2  # the second within 10 s is left out; the last is always said
