"""What a shared results file, a full disk, hostile names and large inputs do: each
refused or fenced off in one line, never a traceback, never a write outside the folder
asked for (issue 35)."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from plangate.bench.datasets import generate
from plangate.bench.run.results import Results
from plangate.cli import main
from plangate.errors import PlangateError, StorageError
from plangate.llm.clients.base import Completion, Sampling
from plangate.llm.render import renderer_for
from plangate.pddl.loader import load_task, parse_domain
from plangate.testing.fake_server import FakeOpenAI
from plangate.testing.oracle import PlannerOracle

from .conftest import oracle_run

ROOT = Path(__file__).resolve().parent.parent
BW = ROOT / "src" / "plangate" / "data" / "blocksworld" / "domain.pddl"
BW_PROBLEM = BW.parent / "problems" / "blocks-4-a.pddl"


@pytest.fixture(scope="module")
def results(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return oracle_run(tmp_path_factory.mktemp("hostile"), 1, ["interactive-restricted"])


def _edited(results: Path, dest: Path, **fields: object) -> Path:
    record = json.loads(results.read_text().splitlines()[0])
    record.update(fields)
    dest.write_text(json.dumps(record) + "\n")
    return dest


# ---------------------------------------------------------------- names into files
def test_a_key_with_dot_dot_writes_nothing_outside_the_report(
    results: Path, tmp_path: Path
) -> None:
    shared = _edited(results, tmp_path / "shared.jsonl", key="../../../escaped")
    out = tmp_path / "deep" / "rep"
    assert main(["report", str(shared), "--out", str(out), "--html"]) == 0
    pages = list((out / "episodes").iterdir())
    assert len(pages) == 1 and pages[0].name.startswith("escaped-")  # a slug and its hash
    assert not list(tmp_path.glob("*.html")) and not (tmp_path / "escaped.html").exists()
    assert f'href="episodes/{pages[0].name}"' in (out / "index.html").read_text()


def test_a_link_inside_the_folder_pointing_out_is_refused(tmp_path: Path) -> None:
    from plangate.paths import inside, safe_name

    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "k.html").symlink_to(tmp_path / "outside.html")
    with pytest.raises(PlangateError, match="leads outside"):
        inside(tmp_path / "in", "k", ".html")
    assert safe_name("abc-12_x") == "abc-12_x"
    assert safe_name("a/b") != safe_name("a_b")  # a changed name keeps its own hash
    assert "/" not in safe_name("../../x") and not safe_name("..").startswith(".")


def test_names_from_a_results_file_stay_text_in_markdown_and_csv(
    results: Path, tmp_path: Path
) -> None:
    model = {"model": '=HYPERLINK("http://x.invalid")', "base_url": None, "model_path": None}
    shared = _edited(
        results,
        tmp_path / "shared.jsonl",
        dataset="<script>alert(1)</script>",
        model=model,
        model_label=model["model"],
        method="interactive-restricted",
    )
    out = tmp_path / "rep"
    assert main(["report", str(shared), "--out", str(out), "--no-plots"]) == 0
    md = (out / "report.md").read_text()
    assert "<script>" not in md and "&lt;script&gt;" in md
    with (out / "episodes.csv").open() as fh:
        cells = [c for line in fh for c in line.split(",")]
    assert not any(c.startswith("=") for c in cells)
    assert any(c.startswith("'=HYPERLINK") or c.startswith("\"'=HYPERLINK") for c in cells)
    from plangate.bench.table import csv_cell, md_cell

    assert csv_cell("-0.5") == "-0.5" and csv_cell("-") == "-" and csv_cell("@x") == "'@x"
    assert md_cell("a|b<svg onload=x>") == "a\\|b&lt;svg onload=x&gt;"


# ---------------------------------------------------------------- results lines
def test_lines_that_hold_no_record_are_skipped_with_one_warning(
    results: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = results.read_text().splitlines()[0]
    bad = tmp_path / "bad.jsonl"
    bad_type = json.dumps({**json.loads(good), "key": "k2", "dataset": 5})
    bad.write_bytes(
        b"\xff\xfe not utf-8\n[1, 2]\n" + bad_type.encode() + b"\n" + good.encode() + b"\n"
    )
    out = tmp_path / "rep"
    assert main(["report", str(bad), "--out", str(out), "--no-plots"]) == 0
    err = capsys.readouterr().err
    assert err.count("warning") == 1 and "skipped 3 lines" in err and "line 1: not UTF-8" in err
    assert "Traceback" not in err
    # bench reads the same file: what is finished is the one good record
    with pytest.warns(UserWarning, match="skipped 3 lines"):
        assert Results(bad).finished() == {json.loads(good)["key"]}


def test_a_field_of_the_wrong_type_is_named() -> None:
    from plangate.bench.records import record_from_json

    with pytest.raises(PlangateError, match="field 'dataset' is an integer, expected text"):
        record_from_json({"method": "interactive", "dataset": 5}, "line 3")
    with pytest.raises(PlangateError, match="field 'plan' must be a list of text"):
        record_from_json({"method": "interactive", "dataset": "d", "plan": [1]}, "line 3")


def test_the_lock_is_the_files_whatever_its_name(tmp_path: Path) -> None:
    (tmp_path / "r.jsonl").write_text("")
    (tmp_path / "link.jsonl").symlink_to(tmp_path / "r.jsonl")
    other = pytest.raises(PlangateError, match="being written by another plangate run")
    with Results(tmp_path / "r.jsonl").writer(), other, Results(tmp_path / "link.jsonl").writer():
        pass


# ---------------------------------------------------------------- full disks
def test_a_full_cache_stops_the_run_after_the_first_failure(tmp_path: Path) -> None:
    from plangate.llm.clients.cache import CachedClient
    from plangate.llm.clients.scripted import ScriptedClient

    inner = ScriptedClient(["1"] * 50)
    cache = CachedClient(inner, tmp_path / "c.sqlite")
    page = cache._db.execute("PRAGMA page_count").fetchone()[0]
    cache._db.execute(f"PRAGMA max_page_count = {page}")  # SQLite's own "disk is full"
    with pytest.raises(StorageError, match=r"c\.sqlite: cannot write the response cache"):
        for i in range(50):
            cache.complete([{"role": "user", "content": f"q{i} " * 500}], Sampling())
    assert isinstance(sqlite3.sqlite_version, str)


def test_a_full_disk_under_results_names_the_file(tmp_path: Path) -> None:
    # a file-size limit is the kernel's own "no more room" for this process (EFBIG)
    script = f"""
import resource, signal, sys
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
from plangate.bench.run.results import Results
r = Results({str(tmp_path / "r.jsonl")!r})
r.append({{"key": "a", "x": "y"}})
resource.setrlimit(resource.RLIMIT_FSIZE, (200, 200))
from plangate.cli import main
try:
    r.append({{"key": "b", "x": "z" * 500}})
except Exception as err:
    print(type(err).__name__, err)
"""
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert "StorageError" in out.stdout and "r.jsonl: cannot write the results" in out.stdout
    assert "File too large" in out.stdout
    lines = (tmp_path / "r.jsonl").read_text().splitlines()
    assert json.loads(lines[0])["key"] == "a"  # what was written before is kept


# ---------------------------------------------------------------- text from outside
def test_lone_surrogates_in_an_answer_are_replaced_once(tmp_path: Path) -> None:
    from plangate.llm.clients.cache import CachedClient
    from plangate.llm.clients.openai_client import OpenAIClient
    from plangate.testing.fake_server import Reply

    server = FakeOpenAI()
    body = '{"id": "x", "object": "chat.completion", "created": 0, "model": "m", '
    body += '"choices": [{"index": 0, "message": {"role": "assistant", '
    body += '"content": "pick-up a \\ud800"}, "finish_reason": "stop"}]}'
    server.add(Reply(200, body))
    try:
        client = CachedClient(OpenAIClient("m", base_url=server.url), tmp_path / "c.sqlite")
        out = client.complete([{"role": "user", "content": "hi"}], Sampling())
    finally:
        server.close()
    assert out.text == "pick-up a \ufffd"
    out.text.encode("utf-8")  # printable, storable
    assert Completion(["a\udc80b"]).text == "a\ufffdb"


def test_confusable_names_are_refused_by_name_and_a_bom_is_skipped() -> None:
    kelvin = "(define (domain d) (:predicates (p ?x)) (:constants \u212a k))"
    with pytest.raises(PlangateError, match=r"U\+212A \(KELVIN SIGN\).*write that"):
        parse_domain(kelvin)
    with pytest.raises(PlangateError, match=r"U\+017F \(LATIN SMALL LETTER LONG S\)"):
        parse_domain("(define (domain d) (:predicates (\u017fx)))")
    domain = parse_domain("\ufeff(define (domain d) (:predicates (p)))")
    assert domain.name == "d"
    # a no-break space is white space; a comment may say anything
    domain = parse_domain("(define\u00a0(domain d) ; caf\u00e9 \u212a\n (:predicates (p)))")
    assert domain.name == "d"


# ---------------------------------------------------------------- sizes
def test_devices_and_fifos_are_read_up_to_the_limit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["--max-bytes", "100000"]
    for device in ("/dev/zero", "/dev/urandom"):
        t0 = time.monotonic()
        assert main(["parse", device, str(BW_PROBLEM), *args]) == 2
        assert "goes on past the limit of 100,000 bytes" in capsys.readouterr().err
        assert time.monotonic() - t0 < 5
    fifo = tmp_path / "endless.pddl"
    os.mkfifo(fifo)
    stop = threading.Event()

    def feed() -> None:
        try:
            with open(fifo, "w") as fh:
                while not stop.is_set():
                    fh.write("; a comment that never ends\n" * 100)
        except BrokenPipeError:
            pass

    writer = threading.Thread(target=feed, daemon=True)
    writer.start()
    try:
        assert main(["parse", str(fifo), str(BW_PROBLEM), *args]) == 2
    finally:
        stop.set()
    assert "goes on past the limit" in capsys.readouterr().err
    assert main(["validate", str(BW), str(BW_PROBLEM), "/dev/zero", *args]) == 2
    assert "/dev/zero:1: a line of more than 65,536 characters" in capsys.readouterr().err


def _blocks(n: int, path: Path) -> Path:
    objects = " ".join(f"b{i}" for i in range(n))
    init = " ".join(f"(ontable b{i}) (clear b{i})" for i in range(n))
    path.write_text(
        f"(define (problem p{n}) (:domain blocksworld-4ops) (:objects {objects})\n"
        f"  (:init (handempty) {init}) (:goal (on b0 b1)))\n"
    )
    return path


def test_a_grounding_over_the_memory_budget_is_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    t0 = time.monotonic()
    assert main(["parse", str(BW), str(_blocks(300, tmp_path / "p.pddl"))]) == 2
    err = capsys.readouterr().err
    assert "more than the memory budget of 1,024 MB; raise it with --max-memory MB" in err
    assert time.monotonic() - t0 < 10
    assert err.count("\n") == 1
    # under a budget that holds it, a smaller one grounds; a tight budget refuses it
    assert main(["parse", str(BW), str(_blocks(40, tmp_path / "q.pddl"))]) == 0
    capsys.readouterr()
    assert main(["parse", str(BW), str(tmp_path / "q.pddl"), "--max-memory", "5"]) == 2
    assert "memory budget of 5 MB" in capsys.readouterr().err


def test_a_file_whose_parse_would_pass_the_budget_is_refused_before_parsing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    facts = " ".join(f"(on b{i % 50} b{i // 50 % 50})" for i in range(30_000))
    problem = tmp_path / "flat.pddl"
    problem.write_text(
        "(define (problem f) (:domain blocksworld-4ops) (:objects "
        + " ".join(f"b{i}" for i in range(50))
        + f") (:init {facts}) (:goal (on b0 b1)))"
    )
    assert main(["parse", str(BW), str(problem), "--max-memory", "10"]) == 2
    assert "parsing the problem's 30,00" in capsys.readouterr().err


# ---------------------------------------------------------------- rescoring inputs
def test_rescore_inputs_that_are_not_what_they_say_are_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    row = {"domain": str(BW), "problem": str(BW_PROBLEM), "answer": "(pick-up a)", "nl": 7}
    (tmp_path / "a.jsonl").write_text(json.dumps(row) + "\n")
    assert main(["rescore", str(tmp_path / "a.jsonl"), "--results", str(tmp_path / "r")]) == 2
    assert "'nl' must be the path of a rendering, not 7" in capsys.readouterr().err
    (tmp_path / "b.json").write_text(json.dumps([row]))
    assert main(["rescore", str(tmp_path / "b.json"), "--results", str(tmp_path / "r")]) == 2
    assert "a JSON array" in capsys.readouterr().err
    assert main(["rescore", "/dev/zero", "--results", str(tmp_path / "r"), "--max-bytes", "1000"])
    assert "goes on past the limit of 1,000 bytes" in capsys.readouterr().err
    # an answer of 300,000 characters with no verdict: cut as a live one, scored, summed up
    row = {"domain": str(BW), "problem": str(BW_PROBLEM), "answer": "(pick-up a)\n" * 25_000}
    (tmp_path / "c.jsonl").write_text(json.dumps(row) + "\n")
    t0 = time.monotonic()
    root = str(BW.resolve().parents[1])  # the rows' files are read only under --root
    command = ["rescore", str(tmp_path / "c.jsonl"), "--results", str(tmp_path / "s.jsonl")]
    assert main([*command, "--root", root]) in (0, 1)
    assert time.monotonic() - t0 < 30 and "none judged" in (tmp_path / "s-summary.md").read_text()


def test_a_bench_run_out_of_room_stops_at_the_first_failed_write(tmp_path: Path) -> None:
    """The kernel's file-size limit stands in for a full disk: the first write that fails
    (results, trace or cache) ends the run with one line naming the file, and every
    record written before it is kept whole."""
    import resource
    import signal

    ds = generate("hanoi3", tmp_path / "data" / "hanoi3")
    server = FakeOpenAI()
    task = load_task(ds.domain, ds.instances[0].problem)
    server.responder = PlannerOracle(renderer_for(task, None))

    def small_files() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit: EFBIG
        resource.setrlimit(resource.RLIMIT_FSIZE, (400_000, 400_000))

    args = ["bench", "--dataset", str(tmp_path / "data" / "hanoi3"), "--first", "27",
            "--method", "interactive-restricted", "--model", "m", "--base-url", server.url,
            "--results", str(tmp_path / "r.jsonl"),
            "--trace-dir", str(tmp_path / "traces")]  # fmt: skip
    try:
        out = subprocess.run(
            [sys.executable, "-m", "plangate.cli", *args],
            capture_output=True,
            text=True,
            preexec_fn=small_files,
            timeout=240,
        )
    finally:
        server.close()
    assert out.returncode == 2, out.stderr[-2000:]
    last = out.stderr.strip().splitlines()[-1]
    assert last.startswith("plangate: error: ") and ": cannot write " in last, out.stderr[-2000:]
    assert "Traceback" not in out.stderr
    kept = [json.loads(x) for x in (tmp_path / "r.jsonl").read_text().splitlines() if x]
    assert kept and all(r["status"] == "ok" for r in kept)
    assert len(kept) < 27  # it stopped
