"""Fast Downward and SymK as references: the translator's ground actions, and optimal
plans from their searches, for the differential tier (:mod:`plangate.testing.references`).

The translator runs in this process (its own modules, shipped in up-fast-downward as
``fast_downward.translate``) and the search binary on its output, skipping the driver's
start-up: a small task costs a few milliseconds each. Needs the ``planners`` extra.
"""

from __future__ import annotations

import contextlib
import io
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path


def norm(name: str) -> str:
    """An atom or action as spaced lower-case text: ``( p a b )``."""
    return " ".join(name.lower().replace("(", " ( ").replace(")", " ) ").split())


@dataclass
class Translation:
    """What Fast Downward's translator makes of a task (:func:`fd_translate`)."""

    # the ground actions its relaxed reachability keeps, each with its precondition as
    # literals (``( p a )``, ``( not ( p a ) )``), or None where it reads an atom the
    # translator made up (the axioms it compiles quantifiers into) or was split
    actions: dict[str, list[str] | None]
    sas: str  # the SAS+ task its search reads


def fd_translate(domain: str, problem: str) -> Translation | str:
    """Fast Downward's translator, in this process (its own modules, shipped in
    up-fast-downward as ``fast_downward.translate``): the ground actions with
    ``--keep-no-ops`` (actions without effects are not dropped), the SAS+ task without
    (its search refuses them); a string saying why it failed."""
    from fast_downward.translate import instantiate, main, normalize, options, pddl_parser

    with tempfile.TemporaryDirectory(prefix="plangate-diff-") as tmp:
        d, p = Path(tmp) / "domain.pddl", Path(tmp) / "problem.pddl"
        d.write_text(domain)
        p.write_text(problem)
        sas = io.StringIO()
        try:
            options.set_options([str(d), str(p), "--keep-no-ops"])
            with contextlib.redirect_stdout(io.StringIO()):
                t = pddl_parser.open(domain_filename=str(d), problem_filename=str(p))
                normalize.normalize(t)
                _, _, actions, _, _, _ = instantiate.explore(t)
                options.set_options([str(d), str(p)])  # its search refuses no-ops
                t = pddl_parser.open(domain_filename=str(d), problem_filename=str(p))
                normalize.normalize(t)
                main.pddl_to_sas(t).output(sas)
        except (Exception, SystemExit) as err:
            return f"the translator failed: {type(err).__name__}: {str(err)[:100]}"
    out: dict[str, list[str] | None] = {}
    for action in actions:
        pre: list[str] | None = []
        for lit in action.precondition:
            if "@" in str(lit.predicate):  # new-axiom@3: a compiled quantifier
                pre = None
                break
            atom = norm(f"({lit.predicate} {' '.join(lit.args)})")
            assert pre is not None
            pre.append(f"( not {atom} )" if lit.negated else atom)
        name = norm(action.name)
        out[name] = None if name in out else pre  # a disjunction: one action per disjunct
    return Translation(out, sas.getvalue())


_COST = re.compile(r";\s*cost\s*=\s*(\d+(?:\.\d+)?)")


SearchAnswer = tuple[str, "tuple[list[str], float] | str | None"]
"""A reference search's answer: ("plan", (steps, cost)), ("unsolvable", None), or another
outcome ("gave-up", "error") with why (or None)."""


def _plan_file(text: str) -> tuple[list[str], float]:
    steps = [norm(ln) for ln in text.splitlines() if ln.strip().startswith("(")]
    found = _COST.search(text)
    return steps, float(found.group(1)) if found else float(len(steps))


def fd_search(
    sas: str, search_option: str = "astar(blind())", seconds: float = 60.0
) -> SearchAnswer:
    """Fast Downward's search binary on a translated task: ("plan", (steps, cost)),
    ("unsolvable", None) or (another outcome, why)."""
    from plangate.verify.drivers import package_dir

    binary = package_dir("up_fast_downward") / "downward/builds/release/bin/downward"
    with tempfile.TemporaryDirectory(prefix="plangate-diff-") as tmp:
        plan = Path(tmp) / "plan"
        cmd = [str(binary), "--search", search_option, "--internal-plan-file", str(plan)]
        try:
            out = subprocess.run(
                cmd, input=sas, cwd=tmp, capture_output=True, text=True, timeout=seconds
            )
        except subprocess.TimeoutExpired:
            return ("gave-up", f"over {seconds:g} s")
        return _ending(plan, out)


def _ending(plan: Path, out: subprocess.CompletedProcess[str]) -> SearchAnswer:
    """A search's answer: its plan file, or what its exit code and last lines say."""
    if plan.is_file():
        return ("plan", _plan_file(plan.read_text()))
    if out.returncode in (10, 11):
        return ("unsolvable", None)
    tail = (out.stdout + out.stderr).strip().splitlines()[-3:]
    return ("error", f"exit {out.returncode}: {' | '.join(tail)[:200]}")


def fd_optimal(domain: str, problem: str, seconds: float = 60.0) -> SearchAnswer:
    """Fast Downward's translator and A* with the blind heuristic (exact, and it reads
    conditional effects and axioms): ("plan", (steps, cost)), ("unsolvable", None) or
    (another outcome, why)."""
    translation = fd_translate(domain, problem)
    if isinstance(translation, str):
        return ("error", translation)
    return fd_search(translation.sas, "astar(blind())", seconds)


def symk_optimal(domain: str, problem: str, seconds: float = 60.0) -> SearchAnswer:
    """SymK's bidirectional symbolic search (optimal), as :func:`fd_optimal`."""
    from plangate.verify.drivers import driver_path

    driver = driver_path("symk")
    return _driver(driver, "sym_bd()", domain, problem, seconds)


def _driver(
    driver: Path, search_option: str, domain: str, problem: str, seconds: float
) -> SearchAnswer:
    with tempfile.TemporaryDirectory(prefix="plangate-diff-") as tmp:
        d, p, plan = Path(tmp) / "domain.pddl", Path(tmp) / "problem.pddl", Path(tmp) / "plan"
        d.write_text(domain)
        p.write_text(problem)
        cmd = [sys.executable, str(driver), "--plan-file", str(plan), str(d), str(p),
               "--search", search_option]  # fmt: skip
        try:
            out = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True, timeout=seconds)
        except subprocess.TimeoutExpired:
            return ("gave-up", f"over {seconds:g} s")
        return _ending(plan, out)


__all__ = ["Translation", "fd_optimal", "fd_search", "fd_translate", "norm", "symk_optimal"]
