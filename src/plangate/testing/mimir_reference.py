"""Mimir (``pymimir``, C++ with Python bindings) as a reference for plangate's grounding.

Mimir grounds STRIPS and ADL with derived predicates and conditional effects. Its
walks run in a child process (``python -m plangate.testing.mimir_reference``): Mimir
prints to its standard output and can crash on a file it does not read, and neither
may touch the test process. The child walks each problem at random (seeded): at every
state it writes the applicable ground actions, each one's successor as the atoms it
adds and deletes, and the step it took; :func:`compare` replays the same steps on
plangate's machine and names every difference. Needs the ``references`` extra.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from plangate.pddl.task import Task
from plangate.testing.fd_reference import norm

WIDE = 48  # successors compared per state, at most (all of them where there are fewer)


@dataclass
class Walks:
    """One problem as Mimir walked it, or why it could not (``refused``)."""

    problem: str
    states: list[dict[str, Any]] = field(default_factory=list)  # step, successors, took
    initial: list[str] = field(default_factory=list)  # the initial state's atoms, static too
    refused: str | None = None


def available() -> str | None:
    """Why Mimir cannot run here, or None."""
    try:
        import pymimir  # noqa: F401
    except ImportError:
        return "pymimir is not installed (the references extra)"
    return None


def _atoms(state: Any, static: bool = False) -> set[str]:
    return {norm(str(a)) for a in state.get_atoms(ignore_static=not static)}


def _walk(domain: str, problem: str, seed: int, walks: int, steps: int) -> dict[str, Any]:
    """In the child: Mimir's walks of one problem, as JSON."""
    import pymimir

    dom = pymimir.Domain(domain)
    task = pymimir.Problem(dom, problem, mode="grounded")
    rnd = random.Random(seed)
    states: list[dict[str, Any]] = []
    initial = sorted(_atoms(task.get_initial_state(), static=True))
    for _ in range(walks):
        state = task.get_initial_state()
        for step in range(steps):
            here = _atoms(state)
            actions = {norm(str(a)): a for a in state.generate_applicable_actions()}
            names = sorted(actions)
            took = rnd.choice(names) if names else None
            # every successor where there are few; else WIDE of them and the step taken
            wide = set(names if len(names) <= WIDE else rnd.sample(names, WIDE))
            successors: dict[str, list[list[str]] | None] = dict.fromkeys(names)
            for name in sorted(wide | ({took} if took else set())):
                there = _atoms(actions[name].apply(state))
                successors[name] = [sorted(there - here), sorted(here - there)]
            states.append({"step": step, "successors": successors, "took": took})
            if took is None:
                break
            state = actions[took].apply(state)
    return {"problem": problem, "initial": initial, "states": states}


def walks(
    domain: Path, problems: list[Path], seed: int, count: int, steps: int, seconds: float = 300.0
) -> list[Walks]:
    """Mimir's walks of each problem (``count`` walks of at most ``steps`` steps). A
    problem Mimir refuses or crashes on is a :class:`Walks` with its reason; the child is
    started again for the problems after it."""
    out: list[Walks] = []
    rest = list(problems)
    with tempfile.TemporaryDirectory(prefix="plangate-mimir-") as tmp:
        sink = Path(tmp) / "walks.jsonl"
        while rest:
            sink.write_text("")
            argv = [sys.executable, "-m", "plangate.testing.mimir_reference", str(sink),
                    str(domain), str(seed), str(count), str(steps), *map(str, rest)]  # fmt: skip
            try:
                proc = subprocess.run(argv, capture_output=True, text=True, timeout=seconds)
            except subprocess.TimeoutExpired:
                proc = subprocess.CompletedProcess(argv, -9, "", f"no answer in {seconds:.0f} s")
            lines = sink.read_text().split("\n")[:-1]  # a line cut by a crash is not read
            done = [json.loads(line) for line in lines]
            rest = _took(out, done, rest, proc)
    return out


def _took(out: list[Walks], done: list[dict[str, Any]], rest: list[Path], proc: Any) -> list[Path]:
    """Records what one child walked; the problems still to walk (past a crash)."""
    for d in done:
        out.append(Walks(d["problem"], d.get("states", []), d.get("initial", []), d.get("refused")))
    rest = rest[len(done) :]
    if rest and (proc.returncode != 0 or not done):
        why = (proc.stderr.strip().splitlines() or [""])[-1][:300]
        signal = -proc.returncode if proc.returncode < 0 else None
        said = f"crashed (signal {signal})" if signal else f"exited {proc.returncode}: {why}"
        out.append(Walks(str(rest[0]), refused=said))
        rest = rest[1:]
    return rest


def _ours(task: Task, state: int) -> set[str]:
    """A state's atoms (static ones apart: they cancel in a successor's change)."""
    return {norm(a) for a in task.atoms(state)}


def _static(task: Task) -> set[str]:
    return {
        norm(f"({p} {' '.join(a)})") for p, facts in task.world.static_facts.items() for a in facts
    }


def compare(task: Task, walked: Walks) -> tuple[list[str], int]:
    """plangate along Mimir's walks: the differences in words, and the states compared.
    Atoms are compared on the domain's own non-derived predicates, by name and arity
    (Mimir adds one static atom per object and type, and a type may share its name with
    a predicate)."""
    derived = {d.name for d in task.domain.derived}
    mine = {(p.name.lower(), len(p.parameters)) for p in task.domain.predicates}
    mine = {(name, n) for name, n in mine if name not in derived}

    def kept(atoms: list[str] | set[str]) -> set[str]:
        # an atom "( p a b )" is its arguments and three words
        return {a for a in atoms if (a.split()[1], len(a.split()) - 3) in mine}

    diffs: list[str] = []
    start, other = kept(_ours(task, task.initial) | _static(task)), kept(walked.initial)
    if start != other:
        diffs.append(f"the initial states differ; plangate only {sorted(start - other)[:5]}, "
                     f"Mimir only {sorted(other - start)[:5]}")  # fmt: skip
        return diffs, 1
    path: list[str] = []
    state, compared = task.initial, 0
    for row in walked.states:
        if row["step"] == 0:
            state, path = task.initial, []
        ours = {norm(str(op)): op for op in task.applicable(state)}
        theirs: dict[str, list[list[str]] | None] = row["successors"]
        compared += 1
        if set(ours) != set(theirs):
            diffs.append(
                f"after {path or 'no step'}: applicable actions differ; plangate only "
                f"{sorted(set(ours) - set(theirs))[:5]}, Mimir only "
                f"{sorted(set(theirs) - set(ours))[:5]}"
            )
            return diffs, compared
        here = _ours(task, state)
        for name, op in ours.items():
            change = theirs[name]
            if change is None:
                continue
            there = _ours(task, op.apply(state))
            added, deleted = kept(there - here), kept(here - there)
            if (added, deleted) != (kept(change[0]), kept(change[1])):
                diffs.append(
                    f"after {path or 'no step'}: {name} adds {sorted(added)} and deletes "
                    f"{sorted(deleted)} in plangate, {sorted(kept(change[0]))} and "
                    f"{sorted(kept(change[1]))} in Mimir"
                )
                return diffs, compared
        if row["took"] is not None:
            state = ours[row["took"]].apply(state)
            path.append(row["took"])
    return diffs, compared


def main(argv: list[str]) -> int:
    sink, domain, seed, count, steps, *problems = argv
    for problem in problems:
        try:
            walked = _walk(domain, problem, int(seed), int(count), int(steps))
        except Exception as err:  # Mimir's refusal of the file, in its own words
            walked = {"problem": problem, "refused": f"{type(err).__name__}: {err}"[:300]}
        with open(sink, "a", encoding="utf-8") as fh:
            fh.write(json.dumps(walked) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
