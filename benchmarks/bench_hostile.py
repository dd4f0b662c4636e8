"""The memory and time cases of issues 56 and 70, measured on a source tree: CPU seconds, wall
seconds, peak memory (MB, the largest process) and what the run said, each case in a
process of its own under ``/usr/bin/time``.

    python benchmarks/bench_hostile.py                 # this checkout
    python benchmarks/bench_hostile.py --src OLD/src   # another (e.g. a worktree of f464122)
    python benchmarks/bench_hostile.py --only eval-members,acp-1gb
    python benchmarks/bench_hostile.py --issue 70      # issue 70's cases only

Each case builds its inputs under a scratch folder (a sparse 1 GB file costs nothing),
bounds its own run (``--limit`` seconds), and prints one row; ``--json`` one object.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BW = ROOT / "src" / "plangate" / "data" / "blocksworld" / "domain.pddl"
PROBLEM = """(define (problem p) (:domain blocksworld-4ops) (:objects a b c{extra})
 (:init (clear b) (on b c) (ontable c) (clear a) (ontable a) (handempty))
 (:goal (and (clear c) (ontable b))))
"""


def visit_all(n: int) -> tuple[str, str]:
    """Visit-all on an n x n grid (IPC 2011's domain), every cell a goal."""
    domain = """(define (domain grid-visit-all) (:requirements :typing) (:types place - object)
 (:predicates (connected ?x ?y - place) (at-robot ?x - place) (visited ?x - place))
 (:action move :parameters (?curpos ?nextpos - place)
  :precondition (and (at-robot ?curpos) (connected ?curpos ?nextpos))
  :effect (and (at-robot ?nextpos) (not (at-robot ?curpos)) (visited ?nextpos))))
"""
    cells = [f"c{x}-{y}" for x in range(n) for y in range(n)]
    links = []
    for x in range(n):
        for y in range(n):
            for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1)):
                if 0 <= x + dx < n and 0 <= y + dy < n:
                    links.append(f"(connected c{x}-{y} c{x + dx}-{y + dy})")
    objects = " ".join(cells)
    problem = (f"(define (problem v) (:domain grid-visit-all) (:objects {objects} - place)\n"
               f" (:init (at-robot c0-0) (visited c0-0) {' '.join(links)})\n"
               f" (:goal (and {' '.join(f'(visited {c})' for c in cells)})))\n")  # fmt: skip
    return domain, problem


def derived_chain(length: int) -> tuple[str, str]:
    """A chain of derived predicates declared last link first (one pass per link for a
    naive closure)."""
    rules = "\n".join(f" (:derived (d{i}) (d{i - 1}))" if i else " (:derived (d0) (p))"
                      for i in reversed(range(length)))  # fmt: skip
    preds = " ".join(f"(d{i})" for i in range(length))
    domain = (f"(define (domain chain) (:requirements :strips :derived-predicates)\n"
              f" (:predicates (p) (done) {preds})\n{rules}\n"
              f" (:action a :parameters () :precondition (d{length - 1})"
              " :effect (done)))\n")  # fmt: skip
    return domain, "(define (problem c) (:domain chain) (:init (p)) (:goal (done)))\n"


# ------------------------------------------------------------------ the cases
def case_batch_warnings(tmp: Path) -> tuple[list[str], dict[str, object]]:
    """validate --batch: 300 tasks, each declaring 2,000 objects twice."""
    (tmp / "domain.pddl").write_text(BW.read_text())
    rows = []
    for k in range(300):
        extra = " " + " ".join(f"o{k}-{i} o{k}-{i}" for i in range(2000))
        (tmp / f"p{k}.pddl").write_text(PROBLEM.format(extra=extra))
        rows.append(json.dumps({"domain": "domain.pddl", "problem": f"p{k}.pddl",
                                "plan": "(unstack b c)\n(put-down b)\n"}))  # fmt: skip
    (tmp / "rows.jsonl").write_text("\n".join(rows) + "\n")
    return ["validate", "--batch", "rows.jsonl"], {}


def case_eval_members(tmp: Path) -> tuple[list[str], dict[str, object]]:
    """rescore of an .eval of 12 members, each 60 MB inflated (0.7 MB on disk)."""
    log = tmp / "log.eval"
    with zipfile.ZipFile(log, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("header.json", json.dumps({"eval": {"task": "plangate/plan"}}))
        for k in range(12):
            body = f'{{"id": "{k}", "metadata": {{"domain": "d", "problem": "p"}}, '
            answer = '"output": {"completion": "' + "0" * 60_000_000 + '"}}'
            z.writestr(f"samples/{k}.json", body + answer)
    return ["rescore", str(log), "--results", str(tmp / "r.jsonl"), "--no-traces"], {}


def case_acp_1gb(tmp: Path) -> tuple[list[str], dict[str, object]]:
    """generate acpbench --from a checkout whose dataset file has 1 GB."""
    folder = tmp / "acp" / "dataset" / "app"
    folder.mkdir(parents=True)
    with (folder / "test.gen.json").open("wb") as fh:
        fh.truncate(1 << 30)
    return ["generate", "acpbench", "--from", str(tmp / "acp"), "--out", str(tmp / "o"),
            "--task", "app", "--format", "gen"], {}  # fmt: skip


def case_stdin_line(tmp: Path) -> tuple[list[str], dict[str, object]]:
    """validate --batch - with one 300 MB line on standard input."""
    big = tmp / "line.jsonl"
    with big.open("wb") as fh:
        fh.write(b'{"plan": "')
        chunk = b"x" * (1 << 20)
        for _ in range(300):
            fh.write(chunk)
        fh.write(b'"}\n')
    return ["validate", "--batch", "-"], {"stdin": big}


def case_optimal_visitall(tmp: Path) -> tuple[list[str], dict[str, object]]:
    """optimal --timeout 5 on visit-all 70 x 70."""
    d, p = visit_all(70)
    (tmp / "d.pddl").write_text(d)
    (tmp / "p.pddl").write_text(p)
    return ["optimal", str(tmp / "d.pddl"), str(tmp / "p.pddl"), "--timeout", "5"], {}


def case_derived_chain(tmp: Path) -> tuple[list[str], dict[str, object]]:
    """actions on a chain of 10,000 derived predicates declared last link first."""
    d, p = derived_chain(10_000)
    (tmp / "d.pddl").write_text(d)
    (tmp / "p.pddl").write_text(p)
    return ["actions", str(tmp / "d.pddl"), str(tmp / "p.pddl")], {}


MCP_DISTANCE = """
import sys
from plangate.interop.mcp_tools import Sessions
s = Sessions(sys.argv[1])
s.load_task("k", "d.pddl", "p.pddl")
try:
    print(s.distance_to_goal("k"))
except ValueError as err:
    print("refused:", err)
"""


def case_mcp_distance(tmp: Path) -> tuple[list[str], dict[str, object]]:
    """MCP distance_to_goal on visit-all 70 x 70 (a budget of 30 s per question)."""
    d, p = visit_all(70)
    (tmp / "d.pddl").write_text(d)
    (tmp / "p.pddl").write_text(p)
    return ["-c", MCP_DISTANCE, str(tmp)], {"python": True}


# ------------------------------------------------------------------ issue 70's cases
SCORE = """
import sys
from plangate.reward.hacks import shipped
r = shipped().score(sys.argv[1] * int(sys.argv[2]))
print("score", r.score, "readable", r.readable)
"""


def case_answer_parens(tmp: Path) -> tuple[list[str], dict[str, object]]:
    """the reward's answer reader on 99,999 '(' (its patterns backtracked)."""
    return ["-c", SCORE, "(", "99999"], {"python": True}


def case_answer_goal(tmp: Path) -> tuple[list[str], dict[str, object]]:
    """the reward's answer reader on 'goal ' 19,999 times."""
    return ["-c", SCORE, "goal ", "19999"], {"python": True}


def _graphs(tmp: Path, pair: tuple[str, str], *names: str) -> list[str]:
    from plangate.testing.hostile import LINKS

    (tmp / "links.pddl").write_text(LINKS)
    for name, text in zip(names, pair, strict=True):
        (tmp / f"{name}.pddl").write_text(text)
    return [str(tmp / "links.pddl"), *(str(tmp / f"{n}.pddl") for n in names)]


def case_equivalent_rings(tmp: Path) -> tuple[list[str], dict[str, object]]:
    """equivalent: one ring of 600 places against two of 300 (the default budget)."""
    from plangate.testing.hostile import rings

    return ["equivalent", *_graphs(tmp, rings(600), "one", "two")], {}


def case_equivalent_ladders(tmp: Path) -> tuple[list[str], dict[str, object]]:
    """equivalent --seconds 5: a prism against a Moebius ladder of 150 rungs."""
    from plangate.testing.hostile import ladders

    return ["equivalent", *_graphs(tmp, ladders(150), "prism", "ladder"), "--seconds", "5"], {}


def case_plugin_hangs(tmp: Path) -> tuple[list[str], dict[str, object]]:
    """solve --method random-valid beside an installed plug-in whose import never ends."""
    site = tmp / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--no-build-isolation",
                    "--no-index", "--quiet", "--target", str(site),
                    str(ROOT / "tests" / "data" / "plugin")], check=True,
                   capture_output=True, cwd=tmp)  # fmt: skip
    (site / "plangate_example_plugin" / "method.py").write_text("import time\ntime.sleep(3600)\n")
    bw = ROOT / "examples" / "blocksworld"
    return ["solve", str(bw / "domain.pddl"), str(bw / "problem-2steps.pddl"), "--method",
            "random-valid", "--quiet"], {"path": str(site)}  # fmt: skip


VERL = """
import json, resource, sys, time
from plangate.interop.training.verl import compute_score
domain = ("(define (domain counters) (:requirements :numeric-fluents) (:predicates (g))"
          " (:functions (a) (b) (c))" + "".join(
          f" (:action i{x} :parameters () :precondition (and (< ({x}) 500))"
          f" :effect (and (increase ({x}) 1)))" for x in "abc") + ")")
for k in range(3):  # a goal no plan reaches, in a space no search exhausts in time
    hard = (f"(define (problem hard{k}) (:domain counters) (:init (= (a) 0) (= (b) 0) "
            f"(= (c) 0)) (:goal (and (>= (b) {2 + k}) (<= (b) {1 + k}))))")
    truth = json.dumps({"domain": domain, "problem": hard, "kind": "plan"})
    t0 = time.time()
    try:
        out = compute_score("plangate", "(ib)", truth)
        said = f"score {out['score']}, optimal {out['optimal']}"
    except Exception as e:
        said = f"{type(e).__name__}: {str(e)[:60]}"
    mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    print(f"row {k}: {time.time() - t0:.1f} s, peak {mb} MB, {said}", file=sys.stderr)
"""


def case_verl_unknown(tmp: Path) -> tuple[list[str], dict[str, object]]:
    """verl's compute_score, three rows whose truth no search settles: time and memory."""
    return ["-c", VERL], {"python": True}


START = """
import sys
from plangate.reward.items import Items, problems_of, score_item
folder = sys.argv[1]
md = Items(problems_of(folder + "/domain.pddl", folder + "/instances")[:1], seed=0)[0]["metadata"]
start = [f if not f.startswith("(= ") else f.rpartition(" ")[0] + " 1e99999999)"
         for f in md["start"]]
try:
    print("score", score_item("(drive truck0 depot0 distributor0)", md | {"start": start}).score)
except Exception as err:
    print(type(err).__name__, str(err)[:100])
"""


def case_start_exponent(tmp: Path) -> tuple[list[str], dict[str, object]]:
    """a reward item whose start values are 1e99999999 (Depots, numeric)."""
    folder = ROOT / "tests" / "data" / "numeric" / "depots-numeric-automatic-2002"
    return ["-c", START, str(folder)], {"python": True}


def case_written_fifo(tmp: Path) -> tuple[list[str], dict[str, object]]:
    """rescore a folder of written PDDL holding a FIFO beside a good file."""
    folder = tmp / "written"
    folder.mkdir()
    bw = ROOT / "examples" / "blocksworld"
    (folder / "domain.pddl").write_text((bw / "domain.pddl").read_text())
    (folder / "problem.pddl").write_text((bw / "problem-2steps.pddl").read_text())
    (folder / "good.pddl").write_text((bw / "problem-2steps.pddl").read_text())
    os.mkfifo(folder / "fifo.pddl")
    return ["rescore", str(folder), "--results", str(tmp / "r.jsonl"), "--no-traces"], {}


def _dataset(tmp: Path) -> Path:
    folder = tmp / "dataset"
    folder.mkdir()
    bw = ROOT / "examples" / "blocksworld"
    (folder / "domain.pddl").write_text((bw / "domain.pddl").read_text())
    (folder / "p.pddl").write_text((bw / "problem-2steps.pddl").read_text())
    return folder


def case_dataset_200mb(tmp: Path) -> tuple[list[str], dict[str, object]]:
    """bench --dataset --dry-run whose dataset.json has 200 MB (a name padded)."""
    folder = _dataset(tmp)
    with (folder / "dataset.json").open("w") as fh:
        fh.write(
            '{"name": "d", "domain": "domain.pddl", "instances": '
            '[{"name": "i", "problem": "p.pddl"}], "pad": "'
        )
        chunk = "x" * (1 << 20)
        for _ in range(200):
            fh.write(chunk)
        fh.write('"}')
    return ["bench", "--dataset", str(folder), "--method", "first-valid", "--dry-run"], {}


INSPECT_DATASET = """
import sys
from plangate.interop.inspect_eval.items import items
try:
    print(len(items(dataset=sys.argv[1]).dataset), "samples")
except Exception as err:
    print(type(err).__name__, str(err)[:100])
"""


def case_dataset_deep(tmp: Path) -> tuple[list[str], dict[str, object]]:
    """the Inspect task plangate/items on a dataset.json nested 100,000 deep."""
    folder = _dataset(tmp)
    (folder / "dataset.json").write_text("[" * 100_000 + "]" * 100_000)
    return ["-c", INSPECT_DATASET, str(folder)], {"python": True}


ISSUE_70 = ("answer-parens", "answer-goal", "equivalent-rings", "equivalent-ladders",
            "plugin-hangs", "verl-unknown", "start-exponent", "written-fifo", "dataset-200mb",
            "dataset-deep")  # fmt: skip


CASES: dict[str, Callable[[Path], tuple[list[str], dict[str, object]]]] = {
    "batch-warnings": case_batch_warnings,
    "eval-members": case_eval_members,
    "acp-1gb": case_acp_1gb,
    "stdin-line": case_stdin_line,
    "optimal-visitall": case_optimal_visitall,
    "derived-chain": case_derived_chain,
    "mcp-distance": case_mcp_distance,
    "answer-parens": case_answer_parens,
    "answer-goal": case_answer_goal,
    "equivalent-rings": case_equivalent_rings,
    "equivalent-ladders": case_equivalent_ladders,
    "plugin-hangs": case_plugin_hangs,
    "verl-unknown": case_verl_unknown,
    "start-exponent": case_start_exponent,
    "written-fifo": case_written_fifo,
    "dataset-200mb": case_dataset_200mb,
    "dataset-deep": case_dataset_deep,
}


def run(name: str, src: Path, limit: float) -> dict[str, object]:
    with tempfile.TemporaryDirectory(prefix="bench-hostile-") as scratch:
        tmp = Path(scratch)
        args, extra = CASES[name](tmp)
        cmd = [sys.executable, *args] if extra.get("python") else [
            sys.executable, "-m", "plangate.cli", *args]  # fmt: skip
        path = f"{extra['path']}{os.pathsep}{src}" if "path" in extra else str(src)
        env = {**os.environ, "PYTHONPATH": path, "TMPDIR": str(tmp)}
        stdin = open(extra["stdin"], "rb") if "stdin" in extra else subprocess.DEVNULL  # noqa: SIM115
        timed = ["/usr/bin/time", "-f", "%e %U %S %M", *cmd]
        try:
            out = subprocess.run(timed, cwd=tmp, env=env, stdin=stdin, capture_output=True,
                                 timeout=limit, check=False)  # fmt: skip
        except subprocess.TimeoutExpired:
            return {"case": name, "outcome": f"still running after {limit:g} s (killed)"}
        finally:
            if stdin is not subprocess.DEVNULL:
                stdin.close()
        err = out.stderr.decode(errors="replace").splitlines()
        wall, user, system, peak = err[-1].split() if err else ("?", "0", "0", "0")
        said = [x for x in err[:-1] if x.strip() and not x.startswith("Command exited")]
        if name == "verl-unknown":  # its rows, one line
            said = [" | ".join(said)]
        side = sum(f.stat().st_size for f in tmp.rglob("*") if f.is_file() and
                   f.name.endswith(".jsonl") and f.name.startswith("r-"))  # fmt: skip
        shown = said[0] if said else " / ".join(out.stdout.decode(errors="replace").split("\n")[:3])
        first = shown.strip()[:240]
        return {"case": name, "exit": out.returncode, "wall_s": float(wall),
                "cpu_s": round(float(user) + float(system), 1),
                "peak_mb": round(int(peak) / 1024), "stderr_lines": len(said),
                "side_files_mb": round(side / 2**20, 1), "outcome": first}  # fmt: skip


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--src", default=str(ROOT / "src"), help="the source tree to measure")
    ap.add_argument("--only", help="comma-separated cases (default: all)")
    ap.add_argument("--issue", choices=("56", "70"), help="only that issue's cases")
    ap.add_argument("--limit", type=float, default=240.0, help="seconds a case may run")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    names = args.only.split(",") if args.only else list(CASES)
    if args.issue:
        names = [n for n in names if (n in ISSUE_70) == (args.issue == "70")]
    rows = [run(n, Path(args.src), args.limit) for n in names]
    if args.json:
        print(json.dumps(rows, indent=1))
        return
    print(f"{'case':18} {'exit':>4} {'wall s':>7} {'cpu s':>6} {'peak MB':>8} {'side MB':>8}"
          "  outcome")  # fmt: skip
    for r in rows:
        print(f"{r['case']:18} {r.get('exit', '-')!s:>4} {r.get('wall_s', '-')!s:>7} "
              f"{r.get('cpu_s', '-')!s:>6} {r.get('peak_mb', '-')!s:>8} "
              f"{r.get('side_files_mb', '-')!s:>8}  "
              f"{r.get('outcome')} (stderr lines: {r.get('stderr_lines', '-')})")  # fmt: skip


if __name__ == "__main__":
    main()
