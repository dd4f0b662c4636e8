"""Limits under hostile input: time and peak memory of each refusal or stream.

Each measurement runs in a fresh Python process (peak RSS is per process):

* a grounding refused from its estimate (one action, 8 unbound parameters over 30
  objects: about 6.6e11 ground actions);
* parsing a 1 MB problem (Blocksworld with 4,000 blocks), next to pyperplan's parser
  on the same files when it is installed (the ratio is printed);
* 50 MB of nested parentheses (refused at depth 128) and 50 MB of flat init facts;
* validating a 1,000,000-step plan read as a stream;
* the inputs of :mod:`plangate.testing.hostile`: bindings a static precondition
  rejects (24 parameters over 2 objects, 6 over 40), quantifiers over 4 and 6
  variables (40 objects), type chains (20,000 levels; 3,000 levels with 3,000
  objects), 60 MB of shallow lists where ``define`` belongs, a 60 MB plan line.

* issue 48's: a static precondition the join cannot test early (a quantifier),
  chains of 3,000 and 10,000 derived predicates, ``--extra-body`` nested 5,000 deep,
  and PlanBench-shaped checkouts with a 100,000-deep JSON file, a YAML alias bomb as
  the configuration, and a result file with no configuration.

* issue 35's sizes and streams: Blocksworld with 300 to 20,000 objects, a goal of
  100,000 atoms, ``/dev/zero`` and ``/dev/urandom`` as the domain, rescoring a 50 MB
  answer, 54 MB of plan lines and ``/dev/zero``, and ``solve`` against a server (of
  the child's own) that trickles its body a byte a second or never answers.

Seconds are CPU seconds of the child, and its wall time; peak MB its own high-water
mark (VmHWM). A case over ``--timeout`` (120 s) is killed and shown as such. ``--root DIR`` runs the
children on another checkout (to measure before a change):

    python benchmarks/bench_hardening.py [--root DIR] [--only WORD]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from plangate.testing import hostile

ROOT = Path(__file__).resolve().parent.parent
BW = ROOT / "src" / "plangate" / "data" / "blocksworld" / "domain.pddl"
ZERO, RANDOM = Path("/dev/zero"), Path("/dev/urandom")

CHILD = r"""
import json, resource, sys, time
kind, a, b = sys.argv[1], sys.argv[2], sys.argv[3]
t0 = time.process_time()
w0 = time.monotonic()
outcome = "ok"
try:
    if kind in ("cli", "cli-server"):
        import contextlib, io
        spec = json.load(open(a))
        argv = spec["argv"]
        if kind == "cli-server":  # a hostile server of this child's own (any checkout)
            import http.server, threading
            mode = spec["server"]
            class H(http.server.BaseHTTPRequestHandler):
                protocol_version = "HTTP/1.1"
                def log_message(self, *x): pass
                def do_POST(self):
                    self.rfile.read(int(self.headers.get("content-length", 0)))
                    if mode == "silent":
                        time.sleep(3600)
                    body = (b'{"choices": [{"index": 0, "message": {"role": "assistant", '
                            + b'"content": "' + b"x" * 400 + b'"}}]}')
                    self.send_response(200)
                    self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(body)))
                    self.end_headers()
                    try:
                        for i in range(len(body)):
                            self.wfile.write(body[i:i + 1]); self.wfile.flush(); time.sleep(1.0)
                    except (BrokenPipeError, ConnectionResetError):
                        pass  # the client gave up: what is measured
            srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), H)
            srv.daemon_threads = True
            threading.Thread(target=srv.serve_forever, daemon=True).start()
            url = f"http://127.0.0.1:{srv.server_address[1]}/v1"
            argv = [x.replace("{url}", url) for x in argv]
        from plangate.cli import main
        err = io.StringIO()
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            code = main(argv)
        said = [l for l in err.getvalue().splitlines() if "error" in l or "Traceback" in l]
        outcome = f"exit {code}: " + (said[0] if said else "")
    elif kind == "plangate-parse":
        from plangate.pddl.loader import load_domain, load_problem
        load_problem(b, load_domain(a))
    elif kind == "plangate-ground":
        from plangate.pddl.loader import load_task
        load_task(a, b)
    elif kind == "plangate-validate":
        from plangate.pddl.loader import load_task
        from plangate.pddl.plans import stream_plan
        from plangate.verify.validate import validate
        task = load_task(a, "%s")
        validate(task, stream_plan(b), keep_states=False)
    elif kind == "plangate-domain":
        from plangate.pddl.loader import load_domain
        load_domain(a)
    elif kind == "plangate-plan":
        from plangate.pddl.loader import load_task
        from plangate.pddl.plans import stream_plan
        from plangate.verify.validate import validate
        validate(load_task(a, "%s"), stream_plan(b), keep_states=False)
    elif kind == "pyperplan-parse":
        from pyperplan.pddl.parser import Parser
        p = Parser(a, b)
        p.parse_problem(p.parse_domain())
except Exception as err:
    outcome = type(err).__name__ + ": " + str(err)[:100]
seconds = time.process_time() - t0
wall = time.monotonic() - w0
# this image's own peak: ru_maxrss would keep the forking parent's
status = open("/proc/self/status").read()
peak = int(status.split("VmHWM:")[1].split()[0]) / 1024
print(json.dumps({"seconds": seconds, "wall": wall, "peak_mb": peak, "outcome": outcome}))
"""


def measure(
    kind: str, a: Path, b: Path, problem: Path, root: Path, timeout: float
) -> dict[str, object]:
    code = CHILD % (problem, problem)
    src = root / "src" if (root / "src" / "plangate").is_dir() else root  # the src layout
    env = {**os.environ, "PYTHONPATH": str(src)}
    try:
        out = subprocess.run(
            [sys.executable, "-c", code, kind, str(a), str(b)],
            capture_output=True,
            text=True,
            timeout=timeout,
            env=env,
            cwd=root,
        )
    except subprocess.TimeoutExpired:
        nan = float("nan")
        return {"seconds": nan, "wall": nan, "peak_mb": nan, "outcome": f"over {timeout:g} s"}
    lines = out.stdout.strip().splitlines()
    if out.returncode != 0 or not lines:
        nan = float("nan")
        return {"seconds": nan, "wall": nan, "peak_mb": nan, "outcome": out.stderr[-200:]}
    result: dict[str, object] = json.loads(lines[-1])
    return result


def blocks_problem(n: int, goal_atoms: int = 3) -> str:
    names = [f"b{i}" for i in range(n)]
    init = ["(handempty)"] + [f"(ontable {x})" for x in names] + [f"(clear {x})" for x in names]
    goal = [f"(on {names[i % n]} {names[(i + 1) % n]})" for i in range(min(n - 1, goal_atoms))]
    if goal_atoms > n:  # a goal larger than the objects: distinct atoms over pairs
        goal = [f"(on b{i % n} b{(i // n) % n})" for i in range(goal_atoms)]
    return (
        f"(define (problem big) (:domain blocksworld-4ops)\n (:objects {' '.join(names)})\n"
        f" (:init {' '.join(init)})\n (:goal (and {' '.join(goal)})))\n"
    )


def planbench_checkouts(tmp: Path) -> dict[str, Path]:
    """PlanBench-shaped folders (``configs/``, ``instances/``, ``results/``): one with a
    100,000-deep JSON file among its results, one whose configuration is a YAML alias
    bomb (10^9 strings by reference), one whose only result file has no configuration."""
    out = {}
    row = {"instance_id": 1, "query": "q", "llm_raw_response": "(pick-up b0)"}
    result = json.dumps({"task": "task_1_plan_generation", "domain": "bw", "instances": [row]})
    for name in ("deep", "bomb", "unplaced"):
        root = tmp / f"checkout-{name}"
        (root / "instances" / "bw").mkdir(parents=True)
        (root / "configs").mkdir()
        (root / "instances" / "bw" / "instance-1.pddl").write_text(blocks_problem(4))
        (root / "instances" / "domain.pddl").write_text(BW.read_text())
        files = root / "results" / "bw" / "gpt"
        files.mkdir(parents=True)
        (files / "task_1_plan_generation.json").write_text(result)
        out[name] = root
    config = "domain_file: domain.pddl\ninstance_dir: bw\ninstances_template: instance-{}.pddl\n"
    (out["deep"] / "configs" / "bw.yaml").write_text(config + "domain_name: bw\n")
    (out["deep"] / "results" / "bw" / "gpt" / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    levels = ["a: &a [" + ", ".join(["lol"] * 10) + "]"]
    for i in range(1, 9):
        prev, cur = chr(ord("a") + i - 1), chr(ord("a") + i)
        levels.append(f"{cur}: &{cur} [" + ", ".join([f"*{prev}"] * 10) + "]")
    (out["bomb"] / "configs" / "bw.yaml").write_text(
        config + "\n".join(levels) + "\ndomain_name: *i\n"
    )
    return out


def write_pair(tmp: Path, name: str, pair: tuple[str, str]) -> tuple[Path, Path]:
    d, p = tmp / f"{name}-d.pddl", tmp / f"{name}-p.pddl"
    d.write_text(pair[0])
    p.write_text(pair[1])
    return d, p


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", type=Path, default=ROOT, help="the checkout the children run")
    ap.add_argument("--timeout", type=float, default=120.0)
    ap.add_argument("--only", help="the cases whose name holds this word")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="bench-hardening-"))
    small = tmp / "small.pddl"
    small.write_text(blocks_problem(4))
    wide_d, wide_p = tmp / "wide-d.pddl", tmp / "wide-p.pddl"
    params = " ".join(f"?x{i}" for i in range(8))
    wide_d.write_text(
        "(define (domain d) (:requirements :strips) (:predicates (p) (q))\n"
        f" (:action a :parameters ({params}) :precondition (p) :effect (q)))\n"
    )
    objs = " ".join(f"o{i}" for i in range(30))
    wide_p.write_text(f"(define (problem x) (:domain d) (:objects {objs}) (:init (p)) (:goal (q)))")
    mb1 = tmp / "1mb.pddl"
    mb1.write_text(blocks_problem(38_000))
    nested = tmp / "nested.pddl"
    with nested.open("w") as fh:  # in chunks: the children's peak memory starts from ours
        for c in "()":
            for _ in range(25):
                fh.write(c * 1_000_000)
    flat = tmp / "flat.pddl"
    with flat.open("w") as fh:
        n = 1_000_000
        fh.write("(define (problem big) (:domain blocksworld-4ops)\n (:objects")
        for i in range(0, n, 10_000):
            fh.write("".join(f" b{j}" for j in range(i, i + 10_000)))
        fh.write(")\n (:init (handempty)")
        for i in range(0, n, 10_000):
            fh.write("".join(f" (ontable b{j}) (clear b{j})" for j in range(i, i + 10_000)))
        fh.write(")\n (:goal (on b0 b1)))\n")
    plan = tmp / "plan.txt"
    with plan.open("w") as fh:
        for _ in range(500_000):
            fh.write("(pick-up b0)\n(put-down b0)\n")
    small_bw = small  # the problem the plan cases validate against
    rej24 = write_pair(tmp, "rej24", hostile.rejected_bindings(24, 2))
    rej6 = write_pair(tmp, "rej6", hostile.rejected_bindings(6, 40))
    q4 = write_pair(tmp, "q4", hostile.quantifier(4, 40))
    q6 = write_pair(tmp, "q6", hostile.quantifier(6, 40))
    chain = write_pair(tmp, "chain", hostile.type_chain(20_000, 1))
    wide = write_pair(tmp, "chainobj", hostile.type_chain(3_000, 3_000))
    lists = tmp / "lists.pddl"
    with lists.open("w") as fh:
        for _ in range(60):
            fh.write(hostile.shallow_lists(1_000_000))
    line = tmp / "line.txt"
    with line.open("w") as fh:
        fh.write("(pick-up ")
        for _ in range(60):
            fh.write("b" * 1_000_000)
        fh.write(")\n")
    sizes = {}
    for n in (300, 450, 600, 1_000, 20_000):
        sizes[n] = tmp / f"bw{n}.pddl"
        sizes[n].write_text(blocks_problem(n))
    goal = tmp / "goal.pddl"
    goal.write_text(blocks_problem(400, goal_atoms=100_000))

    def cli(name: str, argv: list[str], server: str | None = None) -> Path:
        path = tmp / f"{name}.json"
        path.write_text(json.dumps({"argv": argv, "server": server}))
        return path

    answer = tmp / "answer.jsonl"  # one 50 MB answer, and one of 54 MB of plan lines
    with answer.open("w") as fh:
        fh.write(json.dumps({"domain": str(BW), "problem": str(small), "answer": "x" * 50_000_000}))
        fh.write("\n")
    lines_answer = tmp / "lines.jsonl"
    with lines_answer.open("w") as fh:
        text = "(pick-up b0)\n(put-down b0)\n" * 2_100_000
        fh.write(json.dumps({"domain": str(BW), "problem": str(small), "answer": text}) + "\n")
    rescore = ["rescore", "--results", str(tmp / "rescored.jsonl"), "--no-traces"]
    late = write_pair(tmp, "late24", hostile.rejected_late(24, 2))
    chains = {n: write_pair(tmp, f"chain{n}", hostile.derived_chain(n)) for n in (3_000, 10_000)}
    checkouts = planbench_checkouts(tmp)
    deep_body = '{"a": ' * 5_000 + "1" + "}" * 5_000
    closed = "http://127.0.0.1:9/v1"  # nothing listens: the body is refused before a request
    solve = ["solve", str(BW), str(small), "--model", "m", "--base-url", "{url}", "--no-cache",
             "--timeout", "5", "--method", "preplanned"]  # fmt: skip
    rows = [
        ("ground refusal (6.6e11 estimate)", "plangate-ground", wide_d, wide_p),
        (f"parse 1 MB problem ({mb1.stat().st_size / 1e6:.1f} MB)", "plangate-parse", BW, mb1),
        ("  pyperplan, same file", "pyperplan-parse", BW, mb1),
        ("50 MB nested parentheses", "plangate-parse", BW, nested),
        (f"{flat.stat().st_size / 1e6:.0f} MB flat init facts", "plangate-parse", BW, flat),
        ("validate a 1,000,000-step plan", "plangate-validate", BW, plan),
        ("rejected bindings, 24 params x 2 objects", "plangate-ground", *rej24),
        ("rejected bindings, 6 params x 40 objects", "plangate-ground", *rej6),
        ("forall over 4 variables x 40 objects", "plangate-ground", *q4),
        ("forall over 6 variables x 40 objects", "plangate-ground", *q6),
        ("type chain of 20,000 levels", "plangate-ground", *chain),
        ("type chain of 3,000 levels, 3,000 objects", "plangate-ground", *wide),
        ("60 MB of shallow lists", "plangate-domain", lists, lists),
        ("a 60 MB plan line", "plangate-plan", BW, line),
        *(
            (f"Blocksworld, {n:,} objects", "plangate-ground", BW, path)
            for n, path in sizes.items()
        ),
        ("a goal of 100,000 atoms", "plangate-ground", BW, goal),
        ("/dev/zero as the domain", "plangate-domain", ZERO, ZERO),
        ("/dev/urandom as the domain", "plangate-domain", RANDOM, RANDOM),
        ("rescore a 50 MB answer", "cli", cli("r50", [*rescore, str(answer)]), small),
        ("rescore 54 MB of plan lines", "cli", cli("r54", [*rescore, str(lines_answer)]), small),
        ("rescore /dev/zero", "cli", cli("rzero", [*rescore, "/dev/zero"]), small),
        ("a body trickled 1 byte/s, --timeout 5", "cli-server",
         cli("trickle", solve, "trickle"), small),
        ("a server that never answers, --timeout 5", "cli-server",
         cli("silent", solve, "silent"), small),
        # issue 48
        ("rejected late (quantified), 24 params x 2", "plangate-ground", *late),
        ("3,000 chained derived predicates", "plangate-ground", *chains[3_000]),
        ("10,000 chained derived predicates", "plangate-ground", *chains[10_000]),
        ("--extra-body nested 5,000 deep", "cli",
         cli("deepbody", [*solve[:-2], "--extra-body", deep_body, "--base-url", closed]), small),
        ("a 100,000-deep JSON file in a checkout", "cli",
         cli("deepjson", [*rescore, str(checkouts["deep"])]), small),
        ("a YAML alias bomb as a checkout's config", "cli",
         cli("bomb", [*rescore, str(checkouts["bomb"])]), small),
        ("a checkout whose one result file has no config", "cli",
         cli("unplaced", [*rescore, str(checkouts["unplaced"])]), small),
    ]  # fmt: skip
    if args.only:
        rows = [r for r in rows if args.only in r[0] or r[0].startswith("parse 1 MB")
                or "pyperplan" in r[0]]  # fmt: skip
    print(f"{'case':44} {'CPU s':>9} {'wall s':>8} {'peak MB':>9}  outcome")
    results = {}
    for name, kind, a, b in rows:
        r = measure(kind, a, b, small_bw, args.root.resolve(), args.timeout)
        results[name] = r
        wall = float(r.get("wall", float("nan")))  # type: ignore[arg-type]
        print(
            f"{name:44} {r['seconds']:9.3f} {wall:8.1f} {r['peak_mb']:9.0f}  "
            f"{str(r['outcome'])[:110]}"
        )
    ours = results[rows[1][0]]["seconds"]
    theirs = results[rows[2][0]]["seconds"]
    if isinstance(ours, float) and isinstance(theirs, float) and theirs == theirs:
        print(f"\nparse 1 MB: plangate / pyperplan time ratio {ours / theirs:.2f}")


if __name__ == "__main__":
    main()
