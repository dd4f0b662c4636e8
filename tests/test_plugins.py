"""Plug-ins from another installed package: tests/data/plugin (a method, a planner and a
benchmark family behind entry points) installed with pip into a folder of its own, then
run through ``plangate`` in a child process that has it on its path: ``generate`` makes
its family's items, ``bench`` runs its method, its planner and its items against a
server on 127.0.0.1, ``report`` prints its family's table; a command that does not use
it never imports it, and a broken plug-in is said, not a traceback."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from plangate.testing.fake_server import FakeOpenAI

from .conftest import DATA, EXAMPLES

PLUGIN = DATA / "plugin"
BW = EXAMPLES / "blocksworld"


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The example plug-in, installed by pip (from a copy: pip builds in the source
    folder) into a folder a child process puts on its path."""
    root = tmp_path_factory.mktemp("plugin")
    shutil.copytree(PLUGIN, root / "src")
    target = root / "site"
    done = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--no-build-isolation",
         "--no-index", "--quiet", "--target", str(target), str(root / "src")],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    assert (target / "plangate_example_plugin").is_dir()
    return target


def plangate(site: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(site)}
    return subprocess.run([sys.executable, "-m", "plangate.cli", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=600, check=False)  # fmt: skip


def test_a_plugin_runs_through_generate_bench_and_report(installed: Path, tmp_path: Path) -> None:
    made = plangate(installed, "generate", "parity", str(BW / "domain.pddl"), str(BW),
                    "--out", "items", "--parity-wording", "long", cwd=tmp_path)  # fmt: skip
    assert made.returncode == 0, made.stderr
    assert "2 items written" in made.stdout
    server = FakeOpenAI()
    server.responder = lambda messages: "yes"
    try:
        ran = plangate(installed, "bench", "--dataset", "items", "--model", "m",
                       "--base-url", server.url, "--results", "r.jsonl", "--no-progress",
                       cwd=tmp_path)  # fmt: skip
        assert ran.returncode == 0, ran.stderr
        ran = plangate(installed, "bench", "--dataset", str(BW), "--method", "last-valid",
                       "--planner", "breadth-first", "--results", "r.jsonl", "--no-progress",
                       cwd=tmp_path)  # fmt: skip
        assert ran.returncode == 0, ran.stderr
    finally:
        server.close()
    records = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    by = {}
    for r in records:
        by.setdefault(r["method"], []).append(r)
    assert set(by) == {"parity:even", "last-valid", "planner:breadth-first"}
    assert all(r["status"] == "ok" for r in records), [r.get("error") for r in records]
    manifest = json.loads((tmp_path / "items" / "dataset.json").read_text())
    right = {i["name"]: i["meta"]["parity"]["answer"] == "yes" for i in manifest["instances"]}
    assert {r["instance"]: r["success"] for r in by["parity:even"]} == right
    assert all(r["success"] for r in by["planner:breadth-first"])
    out = plangate(installed, "report", "r.jsonl", "--out", "rep", "--no-plots", cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    report = (tmp_path / "rep" / "report.md").read_text()
    assert "## Parity of objects" in report and (tmp_path / "rep" / "parity.csv").is_file()


def test_the_plugin_is_listed_but_not_imported_until_used(installed: Path, tmp_path: Path) -> None:
    program = ("import json, sys\nfrom plangate.cli import main\ncode = main(sys.argv[1:])\n"
               "print(json.dumps(sorted(sys.modules)), file=sys.stderr)\n")  # fmt: skip
    env = {**os.environ, "PYTHONPATH": str(installed)}
    args = ["parse", str(BW / "domain.pddl"), str(BW / "problem-2steps.pddl")]
    done = subprocess.run([sys.executable, "-c", program, *args], env=env, capture_output=True,
                          text=True, timeout=120, check=False)  # fmt: skip
    assert done.returncode == 0, done.stderr
    modules = json.loads(done.stderr.strip().splitlines()[-1])
    assert not [m for m in modules if m.startswith("plangate_example_plugin")]
    helped = plangate(installed, "optimal", "--help", cwd=tmp_path)
    assert "breadth-first" in helped.stdout
    solved = plangate(installed, "optimal", str(BW / "domain.pddl"),
                      str(BW / "problem-2steps.pddl"), "--planner", "breadth-first",
                      cwd=tmp_path)  # fmt: skip
    assert solved.returncode == 0, solved.stderr
    assert "(unstack b c)" in solved.stdout.lower()


def test_a_broken_plugin_is_said_with_its_entry_point(installed: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(installed, site)
    (site / "plangate_example_plugin" / "method.py").write_text("raise ImportError('no')\n")
    done = plangate(site, "bench", "--dataset", str(BW), "--method", "last-valid",
                    "--results", "r.jsonl", "--no-progress", cwd=tmp_path)  # fmt: skip
    assert done.returncode != 0
    assert "Traceback" not in done.stderr
    assert "last-valid" in done.stderr and "plangate-example-plugin" in done.stderr


def test_a_registry_loads_on_first_use_and_a_name_set_stands_in(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from plangate import plugins
    from plangate.errors import PlangateError

    made: list[str] = []

    def make(name: str) -> object:
        made.append(name)
        return name.upper()

    def check(obj: object, name: str) -> str:
        if not isinstance(obj, str):
            raise PlangateError(f"{name}: not a word")
        return obj

    monkeypatch.setattr(plugins, "names", lambda what, shipped=(): ["plug"])
    monkeypatch.setattr(plugins, "load", lambda what, name: 42)
    reg = plugins.Registry("method", ("a", "b"), make, check)
    assert list(reg) == ["a", "b", "plug"] and made == []  # listed, nothing made
    assert reg["b"] == "B" and reg["b"] == "B" and made == ["b"]  # made once
    with pytest.raises(PlangateError, match="plug: not a word"):
        reg["plug"]  # a plug-in that is not of the kind: said
    reg["a"] = "stand-in"
    assert reg["a"] == "stand-in" and list(reg) == ["a", "b", "plug"]
    del reg["a"]
    assert reg["a"] == "A" and "nothing" not in reg


def _site_with(installed: Path, tmp_path: Path, module: str, text: str) -> Path:
    site = tmp_path / "site"
    shutil.copytree(installed, site)
    (site / "plangate_example_plugin" / module).write_text(text)
    return site


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("raise ImportError('no')\n", "cannot be loaded: ImportError: no"),
        ("import time\ntime.sleep(3600)\n", "did not finish importing within 2 s"),
    ],
    ids=["raises", "hangs"],
)
def test_a_plugin_that_fails_or_hangs_at_import_stops_only_its_own_use(
    installed: Path, tmp_path: Path, text: str, says: str
) -> None:
    """A plug-in method that raises or never finishes at import: commands that do not
    use it run (one line of warning naming its package), the one that names it is one
    line of error; no traceback, no wait past the import's bound."""
    site = _site_with(installed, tmp_path, "method.py", text)
    env = {**os.environ, "PYTHONPATH": str(site), "PLANGATE_PLUGIN_IMPORT_SECONDS": "2"}

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "plangate.cli", *args], cwd=tmp_path,
                              env=env, capture_output=True, text=True, timeout=300,
                              check=False)  # fmt: skip

    files = [str(BW / "domain.pddl"), str(BW / "problem-2steps.pddl")]
    solved = run("solve", *files, "--method", "random-valid")
    assert solved.returncode == 0, solved.stderr
    assert says in solved.stderr and "plangate-example-plugin" in solved.stderr
    assert "skipped" in solved.stderr and "Traceback" not in solved.stderr
    made = run("generate", "acpbench", *files, "--out", "items", "--count", "1")
    assert made.returncode == 0, made.stderr
    named = run("solve", *files, "--method", "last-valid")
    assert named.returncode == 2 and says in named.stderr
    assert "Traceback" not in named.stderr


def test_names_the_registry_refuses_are_refused_from_entry_points(
    installed: Path, tmp_path: Path
) -> None:
    """An entry point named as plangate's own kinds (a method 'recorded', a family
    'planner'), which register() refuses at run time, is not taken either."""
    site = tmp_path / "site"
    shutil.copytree(installed, site)
    points = next(site.glob("plangate_example_plugin-*.dist-info")) / "entry_points.txt"
    text = points.read_text()
    text = text.replace(
        "[plangate.methods]\n",
        "[plangate.methods]\nrecorded = plangate_example_plugin.method:METHOD\n",
    )
    text = text.replace(
        "[plangate.families]\n",
        "[plangate.families]\nplanner = plangate_example_plugin.family:FAMILY\n",
    )
    points.write_text(text)
    helped = plangate(site, "solve", "--help", cwd=tmp_path)
    assert "last-valid" in helped.stdout and "recorded" not in helped.stdout
    program = ("import sys\nfrom plangate.plugins import found\n"
               "print(sorted(found('method')), sorted(found('family')))\n")  # fmt: skip
    env = {**os.environ, "PYTHONPATH": str(site)}
    done = subprocess.run([sys.executable, "-c", program], env=env, capture_output=True,
                          text=True, timeout=60, check=False)  # fmt: skip
    assert done.stdout.strip() == "['last-valid'] ['parity']", done.stderr


def test_a_plugins_heuristic_over_facts_guides_plangates_search(installed: Path) -> None:
    """The plug-in's ``unmet(state, goal)`` (entry point group plangate.heuristics), over
    the facts a program sees, is the goal count: the same search, state for state, as
    the built-in one; a name nobody offers is said with the names there are."""
    program = (
        "import json, sys\n"
        "from plangate.pddl.loader import load_task\n"
        "from plangate.programs.heuristic import guide_of\n"
        "from plangate.verify.guided import guided\n"
        "task = load_task(sys.argv[1], sys.argv[2])\n"
        "a = guided(task, guide_of(task, 'unmet'))\n"
        "b = guided(task, guide_of(task, 'goalcount'))\n"
        "try:\n    guide_of(task, 'nobody')\nexcept Exception as err:\n    said = str(err)\n"
        "print(json.dumps([[str(o) for o in a.plan], a.expanded,"
        " [str(o) for o in b.plan], b.expanded, said]))\n"
    )
    env = {**os.environ, "PYTHONPATH": str(installed)}
    done = subprocess.run([sys.executable, "-c", program, str(BW / "domain.pddl"),
                           str(BW / "problem-tower.pddl")], env=env, capture_output=True,
                          text=True, timeout=120, check=False)  # fmt: skip
    assert done.returncode == 0, done.stderr
    plan_a, exp_a, plan_b, exp_b, said = json.loads(done.stdout)
    assert plan_a == plan_b and exp_a == exp_b and len(plan_a) >= 8
    assert "unknown heuristic 'nobody'" in said and "unmet" in said and "ff" in said
