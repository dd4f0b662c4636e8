"""Obfuscate every domain in the given folders (its first problem, in each style) and
prove each the original up to names: plangate's equivalence check over the written
domain, the optimal costs of both tasks from their own files, plans mapped both ways.

    python benchmarks/obfuscation_sweep.py ../shared/benchmarks ../shared/ipc2023-learning \
        ../shared/benchmarks-numeric [--styles mystery,random,deceptive] [--seconds 60]

One line per domain and style; the last line counts them. Exit 1 when any was not
proved (a verdict other than equivalent, costs that differ, a plan that does not map)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path


def first_problem(folder: Path) -> Path | None:
    from plangate.paths import natural_key

    for sub in ("instances", "testing/easy", "training/easy", "."):
        files = sorted((p for p in (folder / sub).glob("*.pddl") if "domain" not in p.name),
                       key=natural_key)  # fmt: skip
        if files:
            return files[0]
    return None


def main(argv: list[str] | None = None) -> int:
    from plangate.pddl.loader import load_domain, load_problem
    from plangate.pddl.obfuscation import STYLES, obfuscate
    from plangate.verify.obfuscated import check_obfuscated

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("roots", nargs="+", type=Path)
    ap.add_argument("--styles", default=",".join(STYLES))
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    styles = [x for x in args.styles.split(",") if x]
    proved = failed = costs = 0
    started = time.monotonic()
    print("domain | style | verdict and costs")
    for root in args.roots:
        for folder in sorted(p for p in root.iterdir() if (p / "domain.pddl").is_file()):
            problem = first_problem(folder)
            if problem is None:
                continue
            domain = load_domain(folder / "domain.pddl")
            task = load_problem(problem, domain)
            for style in styles:
                made = obfuscate(domain, [task], style, args.seed)
                out = check_obfuscated(domain, task, made, 0, args.seconds)
                proved += out.ok
                failed += not out.ok
                costs += out.original_cost is not None
                print(f"{folder.name} | {style} | {out.words()}", flush=True)
    print(f"{proved} proved, {failed} not; optimal costs compared in {costs} "
          f"({time.monotonic() - started:.0f} s)")  # fmt: skip
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
