"""Issue 56: the hostile cases of the fifth pass, each at its mechanism (the guarded door
of :mod:`plangate.outside`, the bounded reader, the scratch folders, the deadlines).
Every test here failed on f464122."""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from plangate.cli import main
from plangate.errors import PlangateError

from .conftest import EXAMPLES

BW = EXAMPLES / "blocksworld"
SECRET = "OPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstuvwx1234"
GOOD = "(unstack b c)\n(put-down b)\n"


def _bw(folder: Path) -> tuple[str, str]:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "domain.pddl").write_text((BW / "domain.pddl").read_text())
    (folder / "problem.pddl").write_text((BW / "problem-2steps.pddl").read_text())
    return "domain.pddl", "problem.pddl"


# ---------------------------------------------------------------- validate --batch
def test_batch_rows_that_are_hostile_are_answered_in_their_place(tmp_path: Path) -> None:
    """A NUL byte in a path, a line that is not UTF-8, JSON nested 5,000 deep, a row
    naming a FIFO, a link out of the folder, a dotfile: each row's own error, every
    other row answered; nothing blocks, nothing quotes the files' contents."""
    d, p = _bw(tmp_path)
    (tmp_path / ".env").write_text(SECRET)
    (tmp_path / "notes.pddl").write_text(SECRET)
    os.mkfifo(tmp_path / "fifo.pddl")
    (tmp_path / "out.pddl").symlink_to("/etc/hostname")
    rows = [
        json.dumps({"id": "good", "domain": d, "problem": p, "plan": GOOD}).encode(),
        json.dumps({"id": "nul", "domain": "dom\x00ain.pddl", "problem": p, "plan": GOOD}).encode(),
        b'{"id": "latin", "plan": "\xe9\xe9"}',
        b'{"a": ' * 5000 + b"1" + b"}" * 5000,
        json.dumps({"id": "fifo", "domain": d, "problem": "fifo.pddl", "plan": GOOD}).encode(),
        json.dumps({"id": "link", "domain": d, "problem": "out.pddl", "plan": GOOD}).encode(),
        json.dumps({"id": "dot", "domain": ".env", "problem": p, "plan": GOOD}).encode(),
        json.dumps({"id": "secret", "domain": "notes.pddl", "problem": p, "plan": GOOD}).encode(),
        json.dumps({"id": "abs", "domain": "/etc/passwd", "problem": p, "plan": GOOD}).encode(),
        json.dumps({"id": "last", "domain": d, "problem": p, "plan_file": "plan"}).encode(),
    ]
    (tmp_path / "plan").write_text(GOOD)
    (tmp_path / "rows.jsonl").write_bytes(b"\n".join(rows) + b"\n")
    out = subprocess.run([sys.executable, "-m", "plangate.cli", "validate", "--batch",
                          str(tmp_path / "rows.jsonl")], capture_output=True, timeout=120,
                         check=False)  # fmt: skip
    assert out.returncode == 1 and b"Traceback" not in out.stderr, out.stderr
    answers = [json.loads(x) for x in out.stdout.decode().splitlines()]
    assert len(answers) == len(rows)
    assert answers[0]["success"] and answers[-1]["success"]
    assert [a["status"] for a in answers[1:-1]] == ["error"] * (len(rows) - 2)
    said = {a.get("id", a.get("line")): str(a["error"]) for a in answers[1:-1]}
    assert "not a domain file name" in said["nul"]
    assert "not UTF-8" in said[3] and "nested" in said[4]
    assert "not a regular file" in said["fifo"]
    assert "outside the folder" in said["link"] and "outside the folder" in said["abs"]
    assert "hidden" in said["dot"] and "not quoted" in said["secret"]
    assert "sk-proj" not in out.stdout.decode() + out.stderr.decode()


def test_a_huge_line_on_standard_input_is_refused_unheld(tmp_path: Path) -> None:
    """A 3 MB line with --max-bytes 1,000,000 is that line's error (it was read whole, at
    300 MB: 626 MB of memory); the next row is answered."""
    d, p = _bw(tmp_path)
    good = json.dumps({"id": "after", "domain": d, "problem": p, "plan": GOOD})
    text = '{"plan": "' + "x" * 3_000_000 + '"}\n' + good + "\n"
    out = subprocess.run([sys.executable, "-m", "plangate.cli", "validate", "--batch", "-",
                          "--max-bytes", "1000000"], input=text, capture_output=True,
                         text=True, timeout=120, cwd=tmp_path, check=False)  # fmt: skip
    answers = [json.loads(x) for x in out.stdout.splitlines()]
    assert "longer than the limit of 1,000,000 bytes" in answers[0]["error"]
    assert "--max-bytes" in answers[0]["error"] and answers[1]["success"]


def test_warnings_of_a_batch_are_counted_not_kept(tmp_path: Path) -> None:
    """1,000 rows whose problem declares objects twice: one line of count, not 2,000,000
    lines held until exit."""
    d, p = _bw(tmp_path)
    problem = (tmp_path / p).read_text().replace("(:objects", "(:objects a a b b")
    (tmp_path / "dup.pddl").write_text(problem)
    row = json.dumps({"domain": d, "problem": "dup.pddl", "plan": GOOD})
    out = subprocess.run([sys.executable, "-m", "plangate.cli", "validate", "--batch", "-"],
                         input=(row + "\n") * 50, capture_output=True, text=True,
                         timeout=120, cwd=tmp_path, check=False)  # fmt: skip
    lines = out.stderr.splitlines()
    assert len(lines) == 1 and "warnings in the files the rows name" in lines[0], out.stderr


# ---------------------------------------------------------------- the bounded reader
def test_an_archive_is_read_member_by_member_within_one_budget(tmp_path: Path) -> None:
    from plangate.outside import Archive, OutsideInputError
    from plangate.pddl.limits import InputLimits, applying

    log = tmp_path / "log.eval"
    with zipfile.ZipFile(log, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("header.json", "{}")
        for k in range(12):  # each 600 KB of zeros, 600 B compressed
            z.writestr(f"samples/{k}.json", "0" * 600_000)
    with applying(InputLimits(max_bytes=2_000_000)), Archive(log, "Inspect log") as a:
        for k in range(3):
            assert len(a.read(f"samples/{k}.json")) == 600_000
        with pytest.raises(OutsideInputError, match=r"InputLimits\(max_bytes=\.\.\.\)"):
            a.read("samples/3.json")  # the fourth passes the archive's budget


def test_a_member_that_lies_about_its_size_stops_at_the_budget(tmp_path: Path) -> None:
    from plangate.outside import Archive, OutsideInputError
    from plangate.pddl.limits import InputLimits, applying

    log = tmp_path / "log.eval"
    with zipfile.ZipFile(log, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("samples/1.json", "0" * 5_000_000)
    data = bytearray(log.read_bytes())
    for sig, at in ((b"PK\x03\x04", 22), (b"PK\x01\x02", 24)):  # declared: 10 bytes
        i = data.find(sig)
        data[i + at : i + at + 4] = (10).to_bytes(4, "little")
    log.write_bytes(bytes(data))
    with (
        applying(InputLimits(max_bytes=1_000_000)),
        Archive(log, "Inspect log") as a,
        pytest.raises(OutsideInputError),
    ):
        a.read("samples/1.json")


@pytest.mark.parametrize("kind", ["encrypted", "method"])
def test_members_plangate_cannot_read_are_named_not_raised(tmp_path: Path, kind: str) -> None:
    log = tmp_path / "log.eval"
    with zipfile.ZipFile(log, "w") as z:
        z.writestr("header.json", "{}")
        z.writestr("samples/1.json", "{}")
    data = bytearray(log.read_bytes())
    for sig, at in ((b"PK\x03\x04", 6), (b"PK\x01\x02", 8)):
        i = data.find(sig)
        while i >= 0:
            if kind == "encrypted":
                data[i + at] |= 1  # the encryption flag
            else:
                data[i + at + 2 : i + at + 4] = (99).to_bytes(2, "little")  # AES's method
            i = data.find(sig, i + 4)
    log.write_bytes(bytes(data))
    code = main(["rescore", str(log), "--results", str(tmp_path / "r.jsonl")])
    assert code == 2


def test_a_dataset_file_over_the_limit_is_refused_before_it_is_read(tmp_path: Path) -> None:
    """``generate acpbench --from`` read a 1 GB file whole before refusing it; now the
    size is checked first (a sparse 1 GB file costs nothing to make), and deep JSON and
    a gzip bomb are refused by name."""
    from plangate.bench.families.acpbench.checkout import read_items
    from plangate.pddl.limits import InputLimits, applying

    big = tmp_path / "test.gen.json"
    with big.open("wb") as fh:
        fh.truncate(1 << 30)
    with pytest.raises(PlangateError, match=r"1,073,741,824 bytes.*InputLimits\(max_bytes"):
        read_items(big)
    deep = tmp_path / "deep.gen.json"
    deep.write_text("[" * 5000 + "]" * 5000)
    with pytest.raises(PlangateError, match="nested"):
        read_items(deep)
    bomb = tmp_path / "bomb.gen.json.gz"
    bomb.write_bytes(gzip.compress(b"[" + b" " * 20_000_000 + b"]"))
    with (
        applying(InputLimits(max_bytes=1_000_000)),
        pytest.raises(PlangateError, match=r"InputLimits\(max_bytes=\.\.\.\)"),
    ):
        read_items(bomb)


def test_acpbench_items_with_equal_ids_are_refused_and_close_ids_stay_apart(
    tmp_path: Path,
) -> None:
    """Items whose ids were equal, or differed only by ``/`` and ``_``, shared one
    problem file, and one was scored against another's state (exit 0)."""
    from plangate.bench.families.acpbench.checkout import import_checkout

    domain = (BW / "domain.pddl").read_text()
    problem = (BW / "problem-2steps.pddl").read_text()

    def item(ident: str) -> dict[str, object]:
        return {"id": ident, "context": "c", "question": "q", "answer": "[]",
                "PDDL_domain": domain, "PDDL_problem": problem}  # fmt: skip

    folder = tmp_path / "dataset" / "app"
    folder.mkdir(parents=True)
    (folder / "test.gen.json").write_text(json.dumps([item("a/b"), item("a_b")]))
    ds = import_checkout(tmp_path, tmp_path / "out", tasks=["app"], formats=["gen"])
    assert len({i.problem for i in ds.instances}) == 2
    (folder / "test.gen.json").write_text(json.dumps([item("7"), item("7")]))
    with pytest.raises(PlangateError, match="item 1: its id is the id of item 0 too"):
        import_checkout(tmp_path, tmp_path / "out2", tasks=["app"], formats=["gen"])


# ---------------------------------------------------------------- logs never choose files
def _inspect_log(path: Path, meta: dict[str, str]) -> None:
    sample = {"id": "s1", "metadata": meta, "output": {"completion": GOOD}}
    path.write_text(json.dumps({"eval": {"task": "plangate/plan", "model": "m"},
                                "samples": [sample]}))  # fmt: skip


def test_a_log_does_not_choose_which_files_are_opened(tmp_path: Path) -> None:
    """An Inspect log whose metadata named a token file and ``/etc/passwd`` was rescored
    with exit 0, the token's first word written into the results. Now the files come
    from the folder the user gives (``--tasks``), found by the recorded names' trailing
    parts; nothing else is opened."""
    token = tmp_path / "token.pddl"
    token.write_text(SECRET)
    log = tmp_path / "log.json"
    _inspect_log(log, {"domain": str(token), "problem": "/etc/passwd"})
    results = tmp_path / "r.jsonl"
    assert main(["rescore", str(log), "--results", str(results), "--no-traces"]) == 2
    tasks = tmp_path / "tasks"
    _bw(tasks)
    assert main(["rescore", str(log), "--results", str(results), "--tasks", str(tasks)]) == 2
    text = results.read_text() if results.exists() else ""
    assert "sk-proj" not in text and "root:" not in text
    # a log recorded on another machine: its paths' trailing parts found under --tasks
    _inspect_log(
        log, {"domain": "/home/someone/x/domain.pddl", "problem": "/elsewhere/problem.pddl"}
    )
    assert main(["rescore", str(log), "--results", str(results), "--tasks", str(tasks),
                 "--no-traces"]) == 0  # fmt: skip
    (record,) = [json.loads(x) for x in results.read_text().splitlines()]
    assert record["outcome"] == "goal_reached" or record.get("success")


def test_an_lm_eval_samples_line_repeated_is_read_once(tmp_path: Path) -> None:
    from plangate.bench.rescoring.framework_logs import lm_eval_plan_rows

    doc = {"domain": "domain.pddl", "problem": "problem.pddl", "instance_id": 1}
    line = json.dumps({"doc": doc, "resps": [[GOOD]]})
    samples = tmp_path / "samples_plangate_planbench_t1.jsonl"
    samples.write_text(line + "\n" + line + "\n")
    assert len(lm_eval_plan_rows(samples, "m")) == 1


# ---------------------------------------------------------------- time and litter
def test_the_search_limit_holds_inside_one_lmcut_evaluation() -> None:
    """One LM-cut evaluation of a 70x70 visit-all start state took 16 s and was not
    checked; the heuristic now looks at the deadline as it works."""
    import time

    from plangate.pddl.loader import load_task
    from plangate.verify.heuristics import LMCut, OutOfTime

    task = load_task(BW / "domain.pddl", BW / "problem-tower.pddl")
    h = LMCut(task, deadline=time.perf_counter() - 1)  # already past
    with pytest.raises(OutOfTime):
        h(task.initial)
    assert LMCut(task)(task.initial) > 0


def test_a_dead_runs_scratch_folders_are_swept_at_the_next_start(tmp_path: Path) -> None:
    from plangate.scratch import release, scratch_dir, sweep

    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True).stdout.strip()  # fmt: skip
    left = tmp_path / f"plangate-planner-{dead}-abc"
    left.mkdir()
    (left / "output.sas").write_text("x" * 1000)
    mine = tmp_path / f"plangate-planner-{os.getpid()}-abc"
    mine.mkdir()
    assert sweep(str(tmp_path)) == 1 and not left.exists() and mine.exists()
    made = scratch_dir("acp")
    assert made.is_dir() and str(os.getpid()) in made.name
    release(made)
    assert not made.exists()


def test_a_planner_killed_at_its_limit_leaves_no_folder(tmp_path: Path) -> None:
    """Every killed or timed-out planner call left its ``plangate-fd-*`` folder: the
    child's temporary files now live in its scratch home, removed with it."""
    pytest.importorskip("up_fast_downward")
    env = {**os.environ, "TMPDIR": str(tmp_path)}
    tower = BW / "problem-tower.pddl"
    for timeout in ("0.05", "30"):
        subprocess.run([sys.executable, "-m", "plangate.cli", "optimal", str(BW / "domain.pddl"),
                        str(tower), "--planner", "fast-downward", "--timeout", timeout],
                       capture_output=True, env=env, timeout=120, check=False)  # fmt: skip
        assert list(tmp_path.iterdir()) == [], timeout


def test_sigterm_ends_a_command_with_its_folders_removed(tmp_path: Path) -> None:
    import signal
    import time

    program = (
        "import argparse, sys, time\n"
        "import plangate.cli as cli\n"
        "from plangate.scratch import scratch_dir\n"
        "def slow(args):\n"
        "    scratch_dir('acp'); print('ready', flush=True); time.sleep(60); return 0\n"
        "def build(only=None):\n"
        "    p = argparse.ArgumentParser(); sub = p.add_subparsers(dest='command')\n"
        "    sub.add_parser('slow').set_defaults(func=slow); return p\n"
        "cli.build_parser = build\n"
        "sys.exit(cli.main(['slow']))\n"
    )
    env = {**os.environ, "TMPDIR": str(tmp_path)}
    proc = subprocess.Popen([sys.executable, "-c", program], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env, text=True)  # fmt: skip
    assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
    proc.send_signal(signal.SIGTERM)
    code = proc.wait(30)
    assert code == 130 and "SIGTERM" in (proc.stderr.read() if proc.stderr else "")
    time.sleep(0.1)
    assert list(tmp_path.iterdir()) == []


def test_an_inspect_count_that_is_not_a_number_names_the_argument() -> None:
    pytest.importorskip("inspect_ai")
    from plangate.interop.inspect_eval import _count

    assert _count("3", "limit") == 3 and _count(None, "limit") is None
    with pytest.raises(PlangateError, match="-T limit='abc': expected a whole number"):
        _count("abc", "limit")


# ---------------------------------------------------------------- batch answers
def test_a_batch_answer_that_is_not_a_chat_completion_is_asked_again() -> None:
    from plangate.bench.run.batch import _checked_answer, is_chat_completion

    good = {"choices": [{"index": 0, "message": {"role": "assistant", "content": "x"}}]}
    assert is_chat_completion(good)
    for body in ("hello", {}, {"choices": "x"}, {"choices": [1]}, None):
        entry = _checked_answer({"custom_id": "c", "status": 200, "body": body})
        assert entry["status"] == 502, body


@pytest.mark.parametrize(
    "result",
    [
        {"type": "succeeded", "message": "text"},
        {"type": "succeeded", "message": {"content": "text", "usage": "many"}},
        {"type": "succeeded", "message": {"content": [1, {"type": "text"}], "usage": []}},
        {"type": "errored", "error": "boom"},
        {"type": "errored", "error": {"error": "boom"}},
    ],
)
def test_a_message_batches_line_of_the_wrong_shape_is_read_not_raised(
    result: dict[str, object],
) -> None:
    from plangate.bench.run.batch import _checked_answer
    from plangate.bench.run.batch_apis import from_result

    entry = from_result({"custom_id": "c", "result": result})
    assert entry is not None and isinstance(entry["status"], int)
    _checked_answer(entry)


@pytest.mark.parametrize("family", ["blocksworld", "hanoi", "rooms"])
def test_the_examples_domains_are_the_packaged_ones(family: str) -> None:
    """The examples' domains were links into the package, which the door refuses (a
    link out of the folder a user names); they are copies now, kept equal here."""
    packaged = Path(__file__).resolve().parents[1] / "src" / "plangate" / "data" / family
    example = EXAMPLES / family / "domain.pddl"
    assert not example.is_symlink()
    assert example.read_text() == (packaged / "domain.pddl").read_text()


def _zstd_eval(path: Path, members: dict[str, bytes]) -> None:
    """An ``.eval`` whose members are zstd-compressed (zip method 93), as the Inspect
    version of the ``inspect`` extra writes them (Python's zipfile before 3.14 writes
    none: stored members, their method and sizes patched)."""
    import zlib

    zstandard = pytest.importorskip("zstandard")
    packed = {k: zstandard.ZstdCompressor().compress(v) for k, v in members.items()}
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as z:
        for k, v in packed.items():
            z.writestr(k, v)
    data = bytearray(path.read_bytes())
    for name, raw in members.items():
        crc, size = zlib.crc32(raw).to_bytes(4, "little"), len(raw).to_bytes(4, "little")
        for sig, method, crc_at, size_at in ((b"PK\x03\x04", 8, 14, 22),
                                             (b"PK\x01\x02", 10, 16, 24)):  # fmt: skip
            i = data.find(sig)
            while i >= 0:
                n = int.from_bytes(data[i + (26 if sig == b"PK\x03\x04" else 28) :][:2], "little")
                at = i + (30 if sig == b"PK\x03\x04" else 46)
                if bytes(data[at : at + n]) == name.encode():
                    data[i + method : i + method + 2] = (93).to_bytes(2, "little")
                    data[i + crc_at : i + crc_at + 4] = crc
                    data[i + size_at : i + size_at + 4] = size
                i = data.find(sig, i + 4)
    path.write_bytes(bytes(data))


def test_an_inspect_log_of_zstd_members_is_rescored_in_a_fresh_process(tmp_path: Path) -> None:
    """Issue 57: ``plangate rescore LOG.eval`` on a log of the Inspect version the extra
    installs ended in ``NotImplementedError: That compression method is not supported``
    (the test passed only because it imported inspect_ai in the same process)."""
    tasks = tmp_path / "tasks"
    _bw(tasks)
    sample = {"id": "s1", "metadata": {"domain": "/x/domain.pddl", "problem": "/x/problem.pddl"},
              "output": {"completion": GOOD}}  # fmt: skip
    log = tmp_path / "log.eval"
    _zstd_eval(log, {"header.json": json.dumps({"eval": {"task": "plangate/plan"}}).encode(),
                     "samples/s1.json": json.dumps(sample).encode()})  # fmt: skip
    results = tmp_path / "r.jsonl"
    out = subprocess.run([sys.executable, "-m", "plangate.cli", "rescore", str(log), "--results",
                          str(results), "--tasks", str(tasks), "--no-traces"],
                         capture_output=True, text=True, timeout=120, check=False)  # fmt: skip
    assert out.returncode == 0, out.stderr
    (record,) = [json.loads(x) for x in results.read_text().splitlines()]
    assert record["success"] is True
