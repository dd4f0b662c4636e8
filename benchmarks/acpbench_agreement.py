"""plangate's exact answers against ACPBench's, on every generative item of a checkout.

    python benchmarks/acpbench_agreement.py [CHECKOUT] [--split dev] [--task T ...]

For each item, the answer plangate computes by definition at the item's state
(``plangate.verify.questions``) is compared with the answer IBM's tools put in the
dataset, as each task's answer is defined:

* app: the applicable actions, the same set;
* prog: the action whose effects the dataset gives has exactly those effects;
* val: the same first inapplicable index;
* just: every removal the dataset lists keeps a plan (plangate lists all that do);
* reach / areach: every fact / action the dataset lists is never reached (plangate
  decides each type-correct candidate);
* land: the dataset's landmarks are landmarks, its non-landmarks are not;
* nexta: the same optimal cost; the dataset's 'yes' actions start an optimal plan,
  its 'no' actions do not ('maybe' decided and counted apart).

Prints a line per item that differs or that the budget left undecided, then the counts
per task: equal, different, undecided.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

from plangate.bench.families.acpbench import TASKS
from plangate.bench.families.acpbench.checkout import (
    dataset_root,
    files,
    literal,
    read_items,
    sequence_of,
)
from plangate.bench.families.acpbench.score import candidates, fact_of, norm, op_of
from plangate.pddl.grounding import ground
from plangate.pddl.loader import parse_domain, parse_problem
from plangate.pddl.task import Task
from plangate.verify import questions as q
from plangate.verify.distance import DistanceOracle

BUDGET = q.Budget(states=300_000, seconds=20, planner_seconds=60)
Result = tuple[bool | None, str]


def _atoms(xs: object) -> list[str]:
    return (
        [norm(x if str(x).startswith("(") else f"({x})") for x in xs]
        if isinstance(xs, list)
        else []
    )


def check(t: str, item: dict[str, object]) -> Result:
    dom = parse_domain(str(item["PDDL_domain"]))
    task = ground(dom, parse_problem(str(item["PDDL_problem"]), dom))
    s, a = task.initial, literal(item["answer"])
    seq = sequence_of(str(item["question"]))
    if t == "app":
        mine = {str(o) for o in q.applicable(task, s)}
        return mine == set(_atoms(a)), f"plangate {sorted(mine)}"
    if t == "prog":
        assert isinstance(a, dict)
        want = (set(_atoms(a["pos"])), set(_atoms(a["neg"])))
        for o in q.applicable(task, s):
            pos, neg = q.progression(task, s, o)
            if (set(pos), set(neg)) == want:
                return True, ""
        return False, "no applicable action has these effects"
    if t == "val":
        from plangate.bench.families.acpbench.score import first_inapplicable

        first = first_inapplicable(task, s, seq)
        return first == int(str(a)), f"plangate {first}"
    if t == "just":
        ops = [op_of(task, norm(x)) for x in seq]
        removable = set()
        for i in range(len(ops)):
            for w in (1, 2):
                rest = ops[:i] + ops[i + w :]
                if i + w <= len(ops) and None not in rest and q.is_plan(task, s, rest):  # type: ignore[arg-type]
                    removable.add(tuple(norm(x) for x in seq[i : i + w]))
        theirs = (
            {tuple(norm(x) for x in e if str(x).startswith("(")) for e in a}
            if isinstance(a, list)
            else set()
        )
        return theirs <= removable, f"not removable: {sorted(theirs - removable)[:3]}"
    if t in ("reach", "areach"):
        return _never(t, task, s, set(_atoms(a)))
    if t == "land":
        return _land(task, s, a)
    return _nexta(task, s, a)


def _never(t: str, task: Task, s: int, theirs: set[str]) -> Result:
    for x in theirs:
        if t == "areach":
            op = op_of(task, x)
            r = (
                q.reachable_action(task, s, op, BUDGET)
                if op is not None
                else q.Answer(False, "pruned")
            )
        else:
            f = fact_of(task, x)
            r = q.reachable_fact(task, s, f, BUDGET) if f is not None else q.Answer(False, "pruned")
        if r.value is None:
            return None, f"{x}: {r.how}"
        if r.value:
            return False, f"{x} is reached ({r.how})"
    if not theirs:  # the dataset says none: every candidate must be reachable
        for x in candidates(t, task):
            r = _never(t, task, s, {x})
            if r[0] is True:
                return False, f"{x} is never reached"
            if r[0] is None:
                return None, r[1]
    return True, ""


def _land(task: Task, s: int, a: object) -> Result:
    assert isinstance(a, dict)
    bad = []
    for verdict, xs in ((True, a.get("yes")), (False, a.get("no"))):
        for x in _atoms(xs):
            f = fact_of(task, x)
            r = q.landmark(task, s, f, BUDGET) if f is not None else q.Answer(False, "never true")
            if r.value is None:
                return None, f"{x}: {r.how}"
            if r.value != verdict:
                bad.append(f"{x} ({'yes' if verdict else 'no'}): {r.how}")
    return not bad, "; ".join(bad[:3])


def _nexta(task: Task, s: int, a: object) -> Result:
    assert isinstance(a, dict)
    oracle = DistanceOracle(task)
    cost = oracle.distance(s)
    bad = [] if str(int(cost)) == str(a.get("opt")) else [f"cost {cost:g}, ACPBench {a.get('opt')}"]
    for verdict, xs in ((True, a.get("yes")), (False, a.get("no"))):
        for x in _atoms(xs):
            op = op_of(task, x)
            r = q.next_action(oracle, s, op) if op is not None else q.Answer(False, "no action")
            if r.value is None:
                return None, f"{x}: {r.how}"
            if r.value != verdict:
                bad.append(f"{x}: {r.how}")
    return not bad, "; ".join(bad[:3])


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument(
        "checkout", nargs="?", default=str(Path(__file__).parents[2] / "shared" / "acpbench")
    )
    p.add_argument("--split", default="dev")
    p.add_argument("--task", action="append", choices=list(TASKS))
    args = p.parse_args()
    root = dataset_root(args.checkout)
    total: Counter[str] = Counter()
    for t, _fmt, path in files(root, args.split, args.task or list(TASKS), ["gen"]):
        tally: Counter[str] = Counter()
        t0 = time.perf_counter()
        for item in read_items(path):
            assert isinstance(item, dict)
            ok, why = check(t, item)
            word = {True: "equal", False: "different", None: "undecided"}[ok]
            tally[word] += 1
            if ok is not True:
                print(f"  {t} {item['id']}: {word}: {why[:300]}", flush=True)
        total.update(tally)
        print(f"{t}: {dict(tally)} ({time.perf_counter() - t0:.1f} s)", flush=True)
    print(f"all: {dict(total)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
