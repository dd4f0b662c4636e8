"""Drivers of the declared outside inputs (:data:`plangate.outside.surfaces.INPUTS`) for
the hostile tier: for each input, a function that gives it one hostile value and runs
its surface in this process (the CLI's ``main``, the MCP tools' :class:`Sessions`, the
Inspect tasks' argument checks), returning everything the surface said.

:class:`Ground` lays out a folder of good files beside hostile ones (a dotfile and a
file holding a key, a FIFO, links leading out, a device); :data:`CASES` are the hostile
classes of each :class:`~plangate.outside.surfaces.Kind`; :data:`DRIVERS` map each
declared input to its driver. ``tests/test_hostile_tier.py`` runs every case of its kind
against every input and checks the classes' one rule: a refusal or an answer in one
line, never a traceback, never a key, never a file outside the folder, never a wait.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from plangate.outside.surfaces import Kind

SECRET = "OPENAI_API_KEY=sk-proj-HOSTILEabcdefghijklmnop1234"
KEY = "sk-proj-HOSTILE"  # what must never be said
LIMIT = 200_000  # --max-bytes of every run
GOOD_PLAN = "(unstack b c)\n(put-down b)\n"


@dataclass
class Outcome:
    """What a surface did with one hostile value: its exit code (None: an API call that
    returned), everything it said, and whether it raised something other than
    plangate's own errors."""

    code: int | None
    text: str
    crashed: str | None = None


class Ground:
    """A folder ``root`` of good files (a Blocksworld task, a plan, a rendering) and of
    hostile ones, with a file holding a key beside it (outside the folder)."""

    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        self.root = root = tmp / "root"
        (root / "sub").mkdir(parents=True)
        data = Path(__file__).resolve().parents[1] / "src" / "plangate" / "data" / "blocksworld"
        (root / "domain.pddl").write_text((data / "domain.pddl").read_text())
        (root / "problem.pddl").write_text(
            "(define (problem p) (:domain blocksworld-4ops) (:objects a b c)\n"
            " (:init (clear b) (on b c) (ontable c) (clear a) (ontable a) (handempty))\n"
            " (:goal (and (clear c) (ontable b))))\n"
        )
        (root / "plan.txt").write_text(GOOD_PLAN)
        (root / "nl.yaml").write_text((data / "nl.yaml").read_text())
        (root / ".env").write_text(SECRET + "\n")
        (root / "secret.pddl").write_text(SECRET + "\n")
        os.mkfifo(root / "fifo.pddl")
        (tmp / "outside.pddl").write_text(SECRET + "\n")
        (tmp / "elsewhere").mkdir()
        (tmp / "elsewhere" / "key.pddl").write_text(SECRET + "\n")
        (root / "linked").symlink_to(tmp / "elsewhere")
        (root / "out.pddl").symlink_to(tmp / "outside.pddl")
        (root / "zero.pddl").symlink_to("/dev/zero")
        self.n = 0

    @property
    def d(self) -> str:
        return str(self.root / "domain.pddl")

    @property
    def p(self) -> str:
        return str(self.root / "problem.pddl")

    def fresh(self, name: str) -> Path:
        """A new path under the scratch folder (outputs, results)."""
        self.n += 1
        return self.tmp / f"{self.n}-{name}"


# ------------------------------------------------------------------ the hostile classes
def _paths(g: Ground) -> dict[str, str]:
    return {
        "dotdot": "../outside.pddl",
        "absolute": str(g.tmp / "outside.pddl"),
        "link-out": "out.pddl",
        "link-folder-out": "linked/key.pddl",
        "dotfile": ".env",
        "fifo": "fifo.pddl",
        "device": "zero.pddl",
        "folder": "sub",
        "nul": "x\x00.pddl",
        "key-inside": "secret.pddl",
    }


def _texts(_g: Ground) -> dict[str, str]:
    return {
        "huge": "(define " + "x" * (LIMIT + 10) + ")",
        "deep": "(" * 5000 + ")" * 5000,
        "key": f"(define {SECRET} (x",
        "control": "(\x00\x1b[31m\ud800 \u202e)",
        "empty": "",
    }


def _lines(_g: Ground) -> dict[str, bytes]:
    return {
        "huge-line": b'{"x": "' + b"x" * (LIMIT + 10) + b'"}',
        "not-utf8": b'{"x": "\xff\xfe"}',
        "deep": b"[" * 5000 + b"]" * 5000,
        "key": SECRET.encode(),
        "not-an-object": b"[1, 2]",
    }


def _archives(g: Ground) -> dict[str, Path]:
    out: dict[str, Path] = {}

    def make(name: str, members: dict[str, bytes], method: int = zipfile.ZIP_DEFLATED) -> Path:
        path = g.tmp / f"{name}.eval"
        with zipfile.ZipFile(path, "w", method) as z:
            for k, v in members.items():
                z.writestr(k, v)
        out[name] = path
        return path

    make("bomb", {"header.json": b"{}", "samples/1.json": b"0" * (LIMIT * 20)})
    liar = make("liar", {"samples/1.json": b"0" * (LIMIT * 5)})
    data = bytearray(liar.read_bytes())
    for sig, at in ((b"PK\x03\x04", 22), (b"PK\x01\x02", 24)):
        i = data.find(sig)
        data[i + at : i + at + 4] = (10).to_bytes(4, "little")
    liar.write_bytes(bytes(data))
    for name, at, patch in (("encrypted", 6, None), ("method", 8, 99)):
        path = make(name, {"header.json": b"{}", "samples/1.json": b"{}"}, zipfile.ZIP_STORED)
        data = bytearray(path.read_bytes())
        for sig, off in ((b"PK\x03\x04", at), (b"PK\x01\x02", at + 2)):
            i = data.find(sig)
            while i >= 0:
                if patch is None:
                    data[i + off] |= 1
                else:
                    data[i + off + 2 : i + off + 4] = patch.to_bytes(2, "little")
                i = data.find(sig, i + 4)
        path.write_bytes(bytes(data))
    many = {f"samples/{k}.json": b"{}" for k in range(2000)}
    make("deep", {"header.json": b"[" * 5000 + b"]" * 5000, **many})
    junk = g.tmp / "junk.eval"
    junk.write_bytes(b"PK\x03\x04" + os.urandom(200))
    out["not-a-zip"] = junk
    return out


def _user_files(g: Ground) -> dict[str, str]:
    def write(name: str, data: bytes) -> str:
        path = g.tmp / name
        path.write_bytes(data)
        return str(path)

    return {
        "huge": write("huge.txt", b"(" + b" " * (LIMIT + 10) + b")"),
        "device": "/dev/zero",
        "not-utf8": write("latin.txt", b"(define (domain \xff\xfe))\n"),
        "deep": write("deep.txt", b"(" * 5000 + b")" * 5000),
        "deep-json": write("deep.json", b"[" * 5000 + b"]" * 5000),
        "key": write("key.txt", SECRET.encode() + b"\n"),
        "missing": str(g.tmp / "nowhere" / "x.pddl"),
        "folder": str(g.tmp / "elsewhere"),
    }


def _folders(g: Ground) -> dict[str, str]:
    (g.tmp / "a-file").write_text(SECRET)
    (g.tmp / "empty").mkdir(exist_ok=True)
    return {"missing": str(g.tmp / "no-such"), "a-file": str(g.tmp / "a-file"),
            "empty": str(g.tmp / "empty"), "root": "/"}  # fmt: skip


CASES: dict[Kind, Callable[[Ground], dict[str, Any]]] = {
    Kind.OUTSIDE_PATH: _paths,
    Kind.OUTSIDE_TEXT: _texts,
    Kind.LINES: _lines,
    Kind.ARCHIVE: _archives,
    Kind.USER_FILE: _user_files,
    Kind.USER_FOLDER: _folders,
    Kind.VALUE: lambda _g: {"word": "abc", "negative": -1, "fraction": 1.5, "list": [1]},
}


# ------------------------------------------------------------------ running a surface
def cli(argv: list[str]) -> Outcome:
    """``plangate ARGV`` in this process, with the tier's input limit."""
    from plangate.cli import main

    out, err = io.StringIO(), io.StringIO()
    crashed = None
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code: int | None = main([*argv, "--max-bytes", str(LIMIT)])
        except SystemExit as exit_:  # argparse's own refusal
            code = int(exit_.code or 0) if isinstance(exit_.code, int) else 2
        except Exception as e:
            code, crashed = None, f"{type(e).__name__}: {e}"
    return Outcome(code, out.getvalue() + err.getvalue(), crashed)


def api(call: Callable[[], object]) -> Outcome:
    """An API call: its answer, or its refusal (ValueError or a PlangateError)."""
    from plangate.errors import PlangateError
    from plangate.pddl.limits import InputLimits, applying

    try:
        with applying(InputLimits(max_bytes=LIMIT)):
            got = call()
    except (ValueError, PlangateError) as err:
        return Outcome(2, str(err))
    except Exception as e:
        return Outcome(None, "", f"{type(e).__name__}: {e}")
    return Outcome(0, json.dumps(got, default=str))


def _written(*paths: Path) -> str:
    """What a run wrote into files (records, summaries), for the key check."""
    out = []
    for p in paths:
        for f in sorted(p.parent.glob(p.name + "*")) if p.parent.is_dir() else []:
            if f.is_file():
                out.append(f.read_text(errors="replace")[:2_000_000])
    return "\n".join(out)


def _run_saving(argv: list[str], *outputs: Path) -> Outcome:
    got = cli(argv)
    got.text += _written(*outputs)
    return got
