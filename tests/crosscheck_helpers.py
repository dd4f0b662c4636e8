"""Independent implementations used as oracles: pyperplan and unified-planning."""

from __future__ import annotations

import functools
import logging
import tempfile
from pathlib import Path
from typing import Any

from plangate.pddl import syntax as s
from plangate.pddl.loader import load_domain, load_problem, load_task
from plangate.pddl.task import Task
from plangate.verify.pddl_export import strip_costs, strip_problem

ADL_NODES = (s.Or, s.Imply, s.Exists, s.Forall)


def strips_expressible(domain: s.Domain) -> bool:
    """No negation, disjunction, quantifiers, equality or conditional effects."""
    for a in domain.actions:
        if a.precondition is not None:
            for f in s.subformulas(a.precondition):
                if isinstance(f, (*ADL_NODES, s.Not)):
                    return False
                if isinstance(f, s.Atom) and f.predicate == "=":
                    return False
        if a.effect is not None:
            for e in s.effect_nodes(a.effect):
                if isinstance(e, s.When | s.EffectForall):
                    return False
    return True


def _without_costs(domain: s.Domain, problem: s.Problem) -> tuple[str, str]:
    return str(strip_costs(domain)), str(strip_problem(problem))


@functools.cache
def plangate_task(domain: Path, problem: Path) -> Task:
    return load_task(domain, problem)


@functools.cache
def pyperplan_task(domain: Path, problem: Path) -> Any:
    """pyperplan's grounded task (statics kept in states so states compare whole)."""
    from pyperplan import grounding
    from pyperplan.pddl.parser import Parser

    logging.disable(logging.CRITICAL)

    def ground(dpath: str, ppath: str) -> Any:
        parser = Parser(dpath, ppath)
        dom = parser.parse_domain()
        prob = parser.parse_problem(dom)
        return grounding.ground(
            prob, remove_statics_from_initial_state=False, remove_irrelevant_operators=False
        )

    try:
        return ground(str(domain), str(problem))
    except Exception:
        # pyperplan reads neither :functions nor actions without :precondition;
        # give it the same task with costs removed, printed by plangate.
        d = load_domain(domain)
        p = load_problem(problem, d)
        dtext, ptext = _without_costs(d, p)
        tmp = Path(tempfile.mkdtemp(prefix="plangate-pyperplan-"))
        (tmp / "domain.pddl").write_text(dtext)
        (tmp / "problem.pddl").write_text(ptext)
        return ground(str(tmp / "domain.pddl"), str(tmp / "problem.pddl"))


def norm(name: str) -> str:
    return name.lower().replace("_", "-").replace("( ", "(").replace(" )", ")").strip()


@functools.cache
def up_problem(domain: Path, problem: Path) -> Any:
    from unified_planning.io import PDDLReader
    from unified_planning.shortcuts import get_environment

    env = get_environment()
    env.credits_stream = None
    env.error_used_name = False
    d = load_domain(domain)
    if not d.functions:
        return PDDLReader().parse_problem(str(domain), str(problem))
    # unified-planning's simulator rejects some cost encodings (e.g. an
    # uninitialised total-cost); costs do not change applicability.
    dtext, ptext = _without_costs(d, load_problem(problem, d))
    return PDDLReader().parse_problem_string(dtext, ptext)
