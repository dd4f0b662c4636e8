"""Tasks of optimal length 2, 4, 8 and 16 drawn by walks on every domain of a folder of
benchmark domains (``../shared/benchmarks`` and ``../shared/ipc2023-learning`` by
default): one table row per domain with the tasks made per length and, where a length
could not be drawn, why (too shallow, too large to search, a goal walks cannot project,
a numeric task). Each domain's first problem (natural order; ``--pick N``: its N-th) is
the source; each domain runs in its own process with a wall-clock bound. Every task
written is read back and its optimal length checked (plangate.bench.datasets.walks).

    python benchmarks/walk_sweep.py [FOLDER ...] [--count 2] [--seconds 300] [--pick 1]
                                    [--escalate]

With ``--escalate``, a domain whose length is too shallow in its first problem is tried
on larger ones (an eighth, a quarter, half the way through its problems), a length then
credited to the first problem that gave it.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
LENGTHS = (2, 4, 8, 16)


def _domains(folder: Path, pick: int, escalate: bool = False) -> list[tuple[str, Path, list[Path]]]:
    """Each domain of ``folder`` with its ``pick``-th problem in natural order (the last
    where it has fewer); with ``escalate``, then problems further on (an eighth, a
    quarter, half the way through its list), larger in the IPC's order."""
    from plangate.paths import natural_key

    out = []
    for d in sorted(p for p in folder.iterdir() if (p / "domain.pddl").exists()):
        problems = sorted((p for p in d.rglob("*.pddl") if p.name != "domain.pddl"),
                          key=lambda p: natural_key(str(p.relative_to(d))))  # fmt: skip
        if problems:
            first = min(pick, len(problems)) - 1
            picks = [first]
            if escalate:
                picks += [k for k in (len(problems) // 8, len(problems) // 4, len(problems) // 2)
                          if k > first]  # fmt: skip
            out.append((d.name, d / "domain.pddl", [problems[k] for k in dict.fromkeys(picks)]))
    return out


def _one(domain: Path, problem: Path, count: int, seed: int) -> dict[str, object]:
    from plangate.bench.datasets.walks import WalkSettings, write_walks
    from plangate.errors import PlangateError

    settings = WalkSettings(LENGTHS, count, seed, tries=200, states=200_000, seconds=60.0)
    try:
        with tempfile.TemporaryDirectory() as tmp:
            _ds, report = write_walks(domain, problem, tmp, settings)
    except PlangateError as err:
        return {"refused": str(err)}
    return {"made": report.made, "notes": report.notes, "longest": report.longest}


def _run(domain: Path, problem: Path, args: argparse.Namespace) -> dict[str, object]:
    argv = [sys.executable, __file__, "--one", str(domain), str(problem), "--count",
            str(args.count), "--seed", str(args.seed)]  # fmt: skip
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=args.seconds)
    except subprocess.TimeoutExpired:
        return {"refused": f"over {args.seconds:g} s"}
    if done.returncode != 0:
        return {"refused": (done.stderr.strip().splitlines() or ["failed"])[-1][:150]}
    got: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return got


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("folders", nargs="*", type=Path)
    ap.add_argument("--count", type=int, default=2, help="tasks per length")
    ap.add_argument("--seconds", type=float, default=300.0, help="per domain")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--pick", type=int, default=1, help="each domain's N-th problem (default 1)")
    ap.add_argument(
        "--escalate",
        action="store_true",
        help="where a length is too shallow, try larger problems of the domain",
    )
    ap.add_argument("--one", nargs=2, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        print(json.dumps(_one(Path(args.one[0]), Path(args.one[1]), args.count, args.seed)))
        return 0
    folders = args.folders or [SHARED / "benchmarks", SHARED / "ipc2023-learning"]
    print(
        "| domain | problem | " + " | ".join(f"len {n}" for n in LENGTHS) + " | seconds | notes |"
    )
    print("|---|---|" + "---|" * len(LENGTHS) + "---|---|")
    for folder in folders:
        for name, domain, problems in _domains(folder, max(1, args.pick), args.escalate):
            t0 = time.monotonic()
            cells: dict[int, str] = {}
            notes: dict[int, str] = {}
            used = []
            for problem in problems:
                got = _run(domain, problem, args)
                rel = str(problem.relative_to(domain.parent))
                used.append(rel)
                made = got.get("made", {})
                said = [str(x) for x in got.get("notes", [])]  # type: ignore[attr-defined]
                for n in LENGTHS:
                    k = made.get(str(n), 0) if isinstance(made, dict) else 0
                    if n not in cells and k:
                        cells[n] = str(k) if len(used) == 1 else f"{k} ({rel})"
                        notes.pop(n, None)
                    elif n not in cells:
                        why = got.get("refused") or next(
                            (x for x in said if x.startswith(f"length {n}:")), "none made"
                        )
                        notes[n] = str(why)
                missing = [n for n in LENGTHS if n not in cells]
                if not missing or all("too large" in notes[n] for n in missing):
                    break  # every length made, or a larger problem would be larger still
            seconds = time.monotonic() - t0
            row = [cells.get(n, "0") for n in LENGTHS]
            why = "; ".join(f"{notes[n]} ({used[-1]})" if len(used) > 1 else notes[n]
                            for n in LENGTHS if n in notes)  # fmt: skip
            print(f"| {name} | {used[0]} | " + " | ".join(row) + f" | {seconds:.0f} | {why} |",
                  flush=True)  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
