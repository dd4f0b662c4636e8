"""Every request every method sends, for comparing two versions of plangate byte for byte.

Each registered method and each of its variants runs on a Blocksworld, a Tower of
Hanoi and a Depots problem against two scripted models, with the default
options and seed 0: the planner oracle (it answers every request correctly,
from the request's metadata) and a noisy one (every third answer is an action
that does not exist, so feedback, retries, reflections and rejections are sent
too). Every request (its messages, sampling and constraint) is
written as one JSON line, with a digest per method at the end. Run it on two
checkouts and compare:

    python benchmarks/dump_requests.py /tmp/after.jsonl
    (cd OTHER_CHECKOUT && PYTHONPATH=. python /path/to/dump_requests.py /tmp/before.jsonl)
    python benchmarks/dump_requests.py --compare /tmp/before.jsonl /tmp/after.jsonl

The comparison prints, per method, the requests and tokens of each file and the
first request that differs; it exits 1 when any method's requests differ.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PROBLEMS = (
    ("blocksworld", ROOT / "examples/blocksworld/domain.pddl",
     ROOT / "examples/blocksworld/problem-2steps.pddl"),
    ("hanoi", ROOT / "examples/hanoi/domain.pddl", ROOT / "examples/hanoi/problem-3-bac.pddl"),
    ("depots", ROOT.parent / "shared/benchmarks/depots-strips-automatic-2002/domain.pddl",
     ROOT.parent / "shared/benchmarks/depots-strips-automatic-2002/instances/instance-1.pddl"),
)  # fmt: skip


def _jsonable(x: Any) -> Any:
    if type(x).__name__ == "Sampling":  # what changes the answer, stable as fields are added
        return _jsonable(x.key())
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return _jsonable(dataclasses.asdict(x))
    if isinstance(x, dict):
        return {str(k): _jsonable(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_jsonable(v) for v in x]
    if isinstance(x, (frozenset, set)):
        return sorted(_jsonable(v) for v in x)
    return x


def _noisy(oracle: Any) -> Any:
    calls = [0]

    def answer(messages: Any) -> str:
        calls[0] += 1
        return "(teleport everything home)" if calls[0] % 3 == 0 else str(oracle(messages))

    return answer


def dump(out: Path, only: list[str]) -> None:
    from plangate.llm.clients.scripted import ScriptedClient
    from plangate.llm.methods import METHODS, MethodSpec, parts
    from plangate.llm.options import MethodOptions
    from plangate.llm.render import renderer_for
    from plangate.llm.run import solve
    from plangate.pddl.loader import load_task
    from plangate.testing.oracle import PlannerOracle

    specs = [
        name + (f"/{v}" if v else "")
        for name, m in METHODS.items()
        for v in ["", *m.about.variants]
        if not only or name in only
    ]
    with out.open("w") as fh:
        for label, domain, problem in PROBLEMS:
            task = load_task(domain, problem)
            r = renderer_for(task, None)
            for text in specs:
                for model in ("oracle", "noisy"):
                    spec = MethodSpec.parse(text)
                    options = spec.options(MethodOptions()).seeded(0, parts())
                    oracle = PlannerOracle(r)
                    client = ScriptedClient(
                        [oracle if model == "oracle" else _noisy(oracle)] * 100_000
                    )
                    run = solve(
                        task, client, spec.name, options=options, renderer=r, problem_path=problem
                    )
                    for i, q in enumerate(client.requests):
                        row = {
                            "method": text,
                            "problem": f"{label}/{model}",
                            "i": i,
                            "messages": q.messages,
                            "sampling": _jsonable(q.sampling),
                            "choice": _jsonable(q.choice),
                        }
                        fh.write(json.dumps(row, sort_keys=True) + "\n")
                    print(
                        f"{label:12} {model:6} {text:36} {len(client.requests):5} requests, "
                        f"outcome {run.trace.outcome}",
                        file=sys.stderr,
                    )


def _read(path: Path) -> dict[tuple[str, str], list[str]]:
    out: dict[tuple[str, str], list[str]] = {}
    for line in path.read_text().splitlines():
        row = json.loads(line)
        out.setdefault((row["problem"], row["method"]), []).append(line)
    return out


def compare(before: Path, after: Path) -> int:
    a, b = _read(before), _read(after)
    differ = 0
    print("| problem | method | requests before | after | words before | after | same |")
    print("|---|---|---|---|---|---|---|")
    for key in sorted(set(a) | set(b)):
        x, y = a.get(key, []), b.get(key, [])

        def words(rows: list[str]) -> int:
            return sum(
                len(str(m.get("content", "")).split())
                for row in rows
                for m in json.loads(row)["messages"]
            )

        same = x == y
        status = "yes" if same else ("new" if not x else ("gone" if not y else "NO"))
        differ += status == "NO"
        print(f"| {key[0]} | {key[1]} | {len(x)} | {len(y)} | {words(x)} | {words(y)} | {status} |")
        if status == "NO":
            first = next(
                (i for i, (p, q) in enumerate(zip(x, y, strict=False)) if p != q),
                min(len(x), len(y)),
            )
            print(f"  {key}: first difference at request {first}", file=sys.stderr)
    digest = hashlib.sha256("".join(sorted(f"{k}{v}" for k, v in b.items())).encode())
    both = set(a) & set(b)
    print(
        f"\n{len(both) - differ} of {len(both)} runs in both files identical; "
        f"{len(set(b) - set(a))} new, {len(set(a) - set(b))} gone; after: {digest.hexdigest()[:16]}"
    )
    return 1 if differ else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", nargs="?", type=Path, help="the JSON-lines file to write")
    ap.add_argument("--method", action="append", default=[], help="only these methods")
    ap.add_argument("--compare", nargs=2, type=Path, metavar=("BEFORE", "AFTER"))
    args = ap.parse_args()
    if args.compare:
        return compare(*args.compare)
    if args.out is None:
        ap.error("give the file to write, or --compare BEFORE AFTER")
    dump(args.out, args.method)
    return 0


if __name__ == "__main__":
    sys.exit(main())
