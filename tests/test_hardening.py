"""Hostile input and resource limits: deep nesting, huge groundings, large files,
echoed input in messages, concurrent writers of one results file."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from plangate.bench.run.results import Results
from plangate.cli import main
from plangate.errors import GroundingError, PddlSyntaxError, one_line
from plangate.pddl.grounding import ground
from plangate.pddl.limits import InputLimits, current_limits
from plangate.pddl.loader import parse_domain, parse_problem
from plangate.pddl.parser import parse_text

DOMAIN = """(define (domain d) (:requirements :strips :negative-preconditions)
  (:predicates (p) (q))
  (:action a :parameters () :precondition (p) :effect (q)))"""


def nested(kind: str, depth: int) -> str:
    inner = "(q)"
    for _ in range(depth):
        inner = f"({kind} {inner})"
    return f"(define (problem x) (:domain d) (:init (p))\n  (:goal {inner}))"


@pytest.mark.parametrize("kind", ["and", "not"])
def test_deep_nesting_is_refused_with_the_line_not_a_recursion_error(kind: str) -> None:
    dom = parse_domain(DOMAIN)
    task = ground(dom, parse_problem(nested(kind, 120), dom))  # deep but accepted
    assert task.goal is not None
    for depth in (200, 1000, 100_000):
        with pytest.raises(PddlSyntaxError, match=r"<problem>:2:\d+: nesting deeper than 128"):
            parse_problem(nested(kind, depth), dom)
    for fast in (True, False):
        with pytest.raises(PddlSyntaxError, match=r"f\.pddl:1:136: nesting deeper"):
            parse_text("(define " + "(" * 50_000 + ")" * 50_001, "domain", "f.pddl", fast=fast)
        with pytest.raises(PddlSyntaxError, match=r"f\.pddl:1:129: nesting deeper"):
            parse_text("(" * 50_000 + ")" * 50_000, "domain", "f.pddl", fast=fast)
        # a large text wrong from its first form is refused there, the rest unread
        with pytest.raises(PddlSyntaxError, match=r"f\.pddl:1:2: unexpected '\('; expected"):
            parse_text("(" * 500_000 + ")" * 500_000, "domain", "f.pddl", fast=fast)


def test_cli_refuses_deep_input_on_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "d.pddl").write_text(DOMAIN)
    (tmp_path / "p.pddl").write_text(nested("and", 400))
    assert main(["parse", str(tmp_path / "d.pddl"), str(tmp_path / "p.pddl")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "p.pddl:2:" in err and "Traceback" not in err


def _wide(params: int, objects: int) -> tuple[str, str]:
    names = " ".join(f"?x{i}" for i in range(params))
    dom = f"""(define (domain d) (:requirements :strips) (:predicates (p) (q))
      (:action a :parameters ({names}) :precondition (p) :effect (q)))"""
    objs = " ".join(f"o{i}" for i in range(objects))
    return dom, f"(define (problem x) (:domain d) (:objects {objs}) (:init (p)) (:goal (q)))"


def test_hopeless_grounding_is_refused_from_the_estimate() -> None:
    dom_text, prob_text = _wide(8, 30)
    dom = parse_domain(dom_text)
    with pytest.raises(GroundingError, match=r"6.56e\+11 ground actions.*InputLimits\(max_"):
        ground(dom, parse_problem(prob_text, dom))


def test_max_actions_bounds_the_grounding(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    dom_text, prob_text = _wide(2, 30)  # 900 ground actions
    (tmp_path / "d.pddl").write_text(dom_text)
    (tmp_path / "p.pddl").write_text(prob_text)
    args = ["parse", str(tmp_path / "d.pddl"), str(tmp_path / "p.pddl")]
    assert main([*args, "--max-actions", "500"]) == 2
    assert "more than the limit of 500" in capsys.readouterr().err
    assert main([*args, "--max-actions", "1000"]) == 0
    assert main([*args, "--max-bytes", "100"]) == 2
    assert "bytes, more than the limit of 100" in capsys.readouterr().err
    assert main([*args, "--max-actions", "0"]) == 2
    assert current_limits() == InputLimits()  # a command's limits do not outlive it


def test_messages_cut_echoed_input_and_escape_control_characters() -> None:
    text = one_line("unknown action '" + "x" * 10_000 + "'\nat \x00\x1b[31m")
    assert len(text) < 200 and "…'" in text and "\\x00\\x1b" in text and "\n" not in text
    assert len(one_line("\x00" * 1_000_000)) < 400


def test_cli_error_on_garbage_file_is_short(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "d.pddl").write_bytes(b"\x00" * 1_000_000)
    (tmp_path / "p.pddl").write_text("(define (problem x))")
    assert main(["parse", str(tmp_path / "d.pddl"), str(tmp_path / "p.pddl")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and len(err) < 600


def test_32_concurrent_writers_leave_no_blank_or_torn_line(tmp_path: Path) -> None:
    results = Results(tmp_path / "r.jsonl")

    def write(w: int) -> None:
        for i in range(100):
            results.append({"key": f"{w}-{i}", "method": "m", "pad": "x" * (i * 37 % 3000)})

    threads = [threading.Thread(target=write, args=(w,)) for w in range(32)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    lines = (tmp_path / "r.jsonl").read_text().split("\n")
    assert lines[-1] == "" and all(lines[:-1])
    assert len({json.loads(x)["key"] for x in lines[:-1]}) == 3200


WRITER = """
import sys
from plangate.bench.run.results import Results
r = Results(sys.argv[1])
i = 0
while True:
    r.append({"key": f"child-{i}", "method": "m", "pad": "y" * 5000})
    i += 1
"""


def test_kill_9_in_the_middle_loses_no_finished_record(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    child = subprocess.Popen([sys.executable, "-c", WRITER, str(path)])
    deadline = time.monotonic() + 30
    while (not path.exists() or path.stat().st_size < 200_000) and time.monotonic() < deadline:
        time.sleep(0.01)
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    Results(path).append({"key": "after", "method": "m"})
    lines = path.read_text().split("\n")
    assert all(lines[:-1]) and lines[-1] == ""  # no blank line
    parsed = [json.loads(x) for x in lines[:-1] if x.endswith("}")]
    assert parsed[-1]["key"] == "after" and len(parsed) >= len(lines) - 2  # at most one torn


# ---------------------------------------------------------------- keys and answers
def test_a_key_echoed_by_the_server_is_redacted_everywhere(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from plangate.errors import ModelError
    from plangate.llm.clients.base import Sampling
    from plangate.llm.clients.openai_client import OpenAIClient
    from plangate.testing.fake_server import FakeOpenAI, Reply

    monkeypatch.setenv("MY_KEY", "sk-secret-987")
    server = FakeOpenAI()
    try:
        c = OpenAIClient("m", base_url=server.url, api_key_env="MY_KEY", max_retries=0)
        server.add(Reply(401, {"error": {"message": "bad key Bearer sk-secret-987"}}))
        with pytest.raises(ModelError) as err:
            c.complete([{"role": "user", "content": "hi"}], Sampling())
        assert "sk-secret-987" not in str(err.value) and "[redacted key]" in str(err.value)
        server.say("your key is sk-secret-987")
        out = c.complete([{"role": "user", "content": "hi"}], Sampling())
        assert out.text == "your key is [redacted key]"
        # a server on this machine gets no key unless one is named for it
        monkeypatch.setenv("OPENAI_API_KEY", "sk-default-555")
        server.say("ok")
        OpenAIClient("m", base_url=server.url).complete(
            [{"role": "user", "content": "hi"}], Sampling()
        )
        assert "sk-default-555" not in server.requests[-1]["headers"].get("Authorization", "")
    finally:
        server.close()


def test_a_key_echoed_in_the_model_or_finish_reason_never_reaches_the_cache(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from plangate.llm.clients.base import Sampling
    from plangate.llm.clients.cache import CachedClient
    from plangate.llm.clients.openai_client import OpenAIClient
    from plangate.testing.fake_server import FakeOpenAI, Reply, chat_body

    monkeypatch.setenv("MY_KEY", "sk-secret-4242")
    server = FakeOpenAI()
    body = chat_body("fine", model="sk-secret-4242", finish_reason="sk-secret-4242")
    body["choices"][0]["message"]["reasoning_content"] = "the key is sk-secret-4242"
    server.default = Reply(200, body)
    db = tmp_path / "cache.sqlite"
    try:
        inner = OpenAIClient("m", base_url=server.url, api_key_env="MY_KEY", max_retries=0)
        out = CachedClient(inner, db).complete([{"role": "user", "content": "hi"}], Sampling())
    finally:
        server.close()
    assert "sk-secret-4242" not in repr(out)
    for f in tmp_path.iterdir():  # the database and its write-ahead log
        assert b"sk-secret-4242" not in f.read_bytes(), f.name


@pytest.mark.parametrize(
    ("url", "here"),
    [
        ("http://127.0.0.1:8000/v1", True),
        ("http://127.8.9.10/v1", True),
        ("http://localhost:8000/v1", True),
        ("http://[::1]:8000/v1", True),
        ("http://127.0.0.1.evil.invalid/v1", False),
        ("http://localhost.evil.invalid/v1", False),
        ("http://127.evil.invalid/v1", False),
    ],
)
def test_loopback_is_an_address_not_a_name_that_looks_like_one(url: str, here: bool) -> None:
    from plangate.errors import ModelError
    from plangate.llm.clients.openai_client import OpenAIClient, _loopback

    assert _loopback(url) is here
    if not here:  # a key is not sent there in the clear
        os.environ["OPENAI_API_KEY"] = "sk-x"
        try:
            with pytest.raises(ModelError, match="plain http"):
                OpenAIClient("m", base_url=url)
        finally:
            del os.environ["OPENAI_API_KEY"]


def test_a_key_is_never_sent_over_plain_http_to_another_machine(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from plangate.errors import ModelError
    from plangate.llm.clients.openai_client import OpenAIClient

    monkeypatch.setenv("OPENAI_API_KEY", "sk-x")
    with pytest.raises(ModelError, match="plain http"):
        OpenAIClient("m", base_url="http://10.1.2.3:8000/v1")
    OpenAIClient("m", base_url="http://10.1.2.3:8000/v1", allow_insecure=True)
    OpenAIClient("m", base_url="https://example.org/v1")


def test_empty_answers_are_a_failure_of_the_method_never_rerun(tmp_path: Path) -> None:
    """An episode whose every answer is empty is scored (success false, in every
    denominator), noted, and finished: a second run does not run or append it again."""
    from plangate.bench.datasets import generate
    from plangate.bench.jobs import make_jobs
    from plangate.bench.records import record_from_json
    from plangate.bench.report import load_results, table1
    from plangate.bench.run import run_bench
    from plangate.llm.clients.make import ClientSpec
    from plangate.llm.options import MethodOptions
    from plangate.testing.fake_server import FakeOpenAI

    ds = generate("hanoi3", tmp_path / "h")
    server = FakeOpenAI()
    server.responder = lambda messages: "" if "ping" not in str(messages) else "ok"
    try:
        jobs = make_jobs(
            [(ds, ds.instances[:1])],
            ["preplanned"],
            [ClientSpec(model="m", base_url=server.url)],
            [0],
            MethodOptions(),
        )
        results = Results(tmp_path / "r.jsonl")
        run_bench(jobs, results, concurrency=1, progress=False)
        again = run_bench(jobs, results, concurrency=1, progress=False)
    finally:
        server.close()
    (record,) = results.records()  # one line: the second run ran nothing
    assert again.total == 0
    assert record["status"] == "ok" and record["empty_answers"] == 1
    assert record["success"] is False and record["outcome"].startswith("no plan")
    assert any("every answer was empty" in n for n in record["notes"])
    row = table1(load_results([results.path])).rows[0]
    assert row[3] == "1" and row[4].startswith("0.0 ") and row[8] == "1"  # no answer: 1
    # a file written before the policy kept such an episode as an error: read as a failure
    old = {**record, "status": "error", "error": "every answer was empty (1 calls)"}
    upgraded = record_from_json(old)
    assert upgraded.ok and not upgraded.success and upgraded.no_answer


# ---------------------------------------------------------------- held-out IPC corners
def test_held_out_ipc_corners_are_accepted_or_refused_by_name() -> None:
    from plangate.errors import UnsupportedFeatureError

    base = """(define (domain d) (:requirements {req}) (:types {types})
  (:predicates (p ?x - thing) (q))
  (:action a :parameters (?x - thing) :precondition (p ?x) :effect (q)))"""
    prob = "(define (problem x) (:domain d) (:objects t - thing) (:init (p t)) (:goal (q)))"
    # tidybot lists `object` among its types
    d = parse_domain(base.format(req=":strips :typing", types="thing object - object"))
    assert ground(d, parse_problem(prob, d)).operators
    # :domain-axioms without an axiom is accepted; an axiom is refused by name
    d = parse_domain(base.format(req=":strips :typing :domain-axioms", types="thing"))
    assert ground(d, parse_problem(prob, d)).operators
    with pytest.raises(UnsupportedFeatureError, match=r"d.pddl:2:\d+: PDDL 1.2 axioms"):
        parse_text(
            "(define (domain d)\n (:axiom :vars (?x) :context (p ?x) :implies (q)))",
            "domain",
            "d.pddl",
        )
    # a leading (in-package ...) form, and CR-only line ends with a comment first
    text = "; old file\r(in-package :ap)\r" + base.format(req=":strips :typing", types="thing")
    d = parse_domain(text.replace("\n", "\r"))
    assert ground(d, parse_problem(prob, d)).operators
    with pytest.raises(PddlSyntaxError, match=r"<domain>:3:"):  # positions still right
        parse_domain("(in-package :x)\r(define (domain d)\r (:predicates (p)) oops)")


def test_a_megabyte_action_name_is_not_echoed_in_full(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from .conftest import EXAMPLES

    plan = tmp_path / "plan.txt"
    plan.write_text("(" + "x" * 60_000 + " a)\n")  # a long name, within the line limit
    bw = EXAMPLES / "blocksworld"
    code = main(["validate", str(bw / "domain.pddl"), str(bw / "problem-2steps.pddl"), str(plan)])
    out = capsys.readouterr().out
    assert code == 1 and len(out) < 400 and "…" in out
    plan.write_text("(" + "x" * 1_000_000 + " a)\n")  # past it: refused, unread
    code = main(["validate", str(bw / "domain.pddl"), str(bw / "problem-2steps.pddl"), str(plan)])
    err = capsys.readouterr().err
    assert code == 2 and len(err) < 400 and "a line of more than 65,536 characters" in err


def test_an_answer_with_no_action_is_no_plan_not_a_valid_one() -> None:
    from plangate.bench.datasets.generators import HANOI_DOMAIN, hanoi_problem
    from plangate.llm.clients.scripted import ScriptedClient
    from plangate.llm.methods import METHODS
    from plangate.llm.methods.base import Ending
    from plangate.llm.render import Renderer, builtin_nl
    from plangate.llm.run import run_episode

    dom = parse_domain(HANOI_DOMAIN.read_text())
    task = ground(dom, parse_problem(hanoi_problem((0, 0, 0)), dom))
    r = Renderer(task, builtin_nl("hanoi"))
    for method in ("preplanned", "pfc-zero-shot"):
        run = run_episode(METHODS[method], r, ScriptedClient(["I am not sure."]))
        assert run.trace.outcome == Ending.NO_PLAN.value
        assert not run.metrics.valid and not run.metrics.success


def test_a_results_file_has_one_writer(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A second run on the same results file is refused with the first one's pid; once
    the first has ended, the file is free again."""
    from plangate.cli import main
    from plangate.testing.fake_server import FakeOpenAI

    server = FakeOpenAI()
    server.responder = lambda messages: "1. move disk 1 from peg A to peg C"
    results = tmp_path / "r.jsonl"
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys, time\nfrom plangate.bench.run import Results\n"
         "with Results(sys.argv[1]).writer():\n    print('held', flush=True)\n"
         "    time.sleep(60)\n", str(results)],
        stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        argv = ["bench", "--dataset", "hanoi3", "--data-dir", str(tmp_path / "data")]
        argv += ["--method", "preplanned", "--limit", "1", "--results", str(results)]
        argv += ["--model", "m", "--base-url", server.url, "--no-progress", "--no-cache"]
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert f"pid {holder.pid}" in err and "another plangate run" in err
        assert not results.exists() or not results.read_text()
    finally:
        holder.kill()
        holder.wait()
    try:
        assert main(argv) == 0  # the first writer is gone
    finally:
        server.close()
    assert len(results.read_text().splitlines()) == 1


def test_pddl_1_2_action_local_variables_are_refused_by_name() -> None:
    """IPC 1998's ADL Mystery declares :vars in its actions: refused with the file, the
    line and what to write instead (the README says so); a comment naming it is fine."""
    from plangate.errors import UnsupportedFeatureError

    domain = (
        "(define (domain d) (:requirements :adl)\n (:predicates (at ?x) (link ?x ?y))\n"
        " (:action go :parameters (?from)\n   :vars (?to)\n"
        "   :precondition (and (at ?from) (link ?from ?to)) :effect (at ?to)))"
    )
    with pytest.raises(UnsupportedFeatureError, match=r"d.pddl:4:\d+: .*\(:vars\).*:parameters"):
        parse_text(domain, "domain", "d.pddl")
    parse_text("; :vars are not used here\n" + domain.replace(":vars (?to)", ""), "domain", "d")


def _session(pgid: int) -> list[int]:
    """The live processes of a process group (from /proc)."""
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[2]) == pgid and fields[0] != "Z":
                out.append(int(entry.name))
    return out


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc")
def test_a_killed_run_leaves_no_planner_running() -> None:
    """A run killed outright (SIGKILL: no cleanup runs) while an external planner works:
    the planner's process and everything it started die with it, not run on unbounded."""
    from plangate.verify.planners import get_planner

    from .conftest import BENCHMARKS

    if get_planner("pyperplan").missing():  # type: ignore[attr-defined]
        pytest.skip("needs pyperplan (the planners extra)")
    folder = BENCHMARKS / "logistics-round-1-strips-1998"
    code = (
        "from plangate.pddl.loader import load_task\n"
        "from plangate.verify.planners import get_planner\n"
        "from plangate.verify.budgets import Budget\n"
        f"task = load_task({str(folder / 'domain.pddl')!r}, "
        f"{str(folder / 'instances' / 'instance-1.pddl')!r})\n"
        "get_planner('pyperplan').plan(task, Budget(seconds=600))\n"
    )
    run = subprocess.Popen([sys.executable, "-c", code])
    child = None
    for _ in range(300):  # the planner's process: a child of the run, in its own session
        time.sleep(0.1)
        kids = [int(p) for p in Path(f"/proc/{run.pid}/task/{run.pid}/children")
                .read_text().split()]  # fmt: skip
        if kids:
            child = kids[0]
            break
    assert child is not None, "the planner's process did not start"
    time.sleep(1.0)  # at work on the plan
    assert _session(child)
    run.kill()
    run.wait(10)
    for _ in range(50):
        if not _session(child):
            break
        time.sleep(0.1)
    assert _session(child) == [], "the planner ran on after its run was killed"
