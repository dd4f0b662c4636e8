"""Proof that an obfuscated task is the original one up to names.

Three checks, none trusting the renaming that made the files: plangate's equivalence
check (:func:`plangate.verify.equivalence.check`, over the written domain: it must find
the renaming itself and answer ``equivalent``); the optimal costs of the two tasks, each
from a planner run on its own files (equal, or the check fails); and plans mapped both
ways (the obfuscated task's optimal plan, named back, solves the original with the same
cost, and the original's, named forward, solves the obfuscated one)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from plangate.pddl import syntax as s
    from plangate.pddl.obfuscation import Obfuscated


@dataclass(frozen=True)
class ObfuscationCheck:
    """What was proved of one obfuscated problem."""

    verdict: str  # the equivalence check's: equivalent, not equivalent, unknown
    proves: str
    original_cost: int | Fraction | float | None  # None: no optimal plan within the time
    obfuscated_cost: int | Fraction | float | None
    plans_map: bool | None  # None: no plans to map (no optimal plan found)
    seconds: float

    @property
    def equivalent(self) -> bool:
        return self.verdict == "equivalent"

    @property
    def ok(self) -> bool:
        """Equivalent, and where optimal plans were found, equal costs and plans that map."""
        costs = self.original_cost == self.obfuscated_cost
        return self.equivalent and costs and self.plans_map is not False

    def words(self) -> str:
        if self.original_cost is None and self.obfuscated_cost is None:
            cost = "optimal costs not found within the time"
        elif self.original_cost == self.obfuscated_cost:
            cost = f"optimal cost {_num(self.original_cost)} on both"
        else:
            cost = (f"optimal costs DIFFER: {_num(self.original_cost)} original, "
                    f"{_num(self.obfuscated_cost)} obfuscated")  # fmt: skip
        plans = {True: "plans map both ways", False: "a mapped plan FAILED",
                 None: "no plans to map"}[self.plans_map]  # fmt: skip
        return f"{self.verdict}; {cost}; {plans} ({self.seconds:.1f} s)"


def _num(x: object) -> str:
    return "none" if x is None else str(x)


def check_obfuscated(
    domain: s.Domain, problem: s.Problem, obfuscated: Obfuscated, index: int = 0,
    seconds: float = 60.0,
) -> ObfuscationCheck:  # fmt: skip
    """Check problem ``index`` of ``obfuscated`` against the original ``problem``: the files
    are printed and read back, as a user's tools would read them."""
    import time

    from plangate.pddl.loader import load_task, parse_domain, parse_problem
    from plangate.verify.budgets import Budget
    from plangate.verify.equivalence import CheckBudget, check
    from plangate.verify.planners import get_planner
    from plangate.verify.validate import validate

    started = time.monotonic()
    odomain = parse_domain(str(obfuscated.domain), "<obfuscated domain>")
    oproblem = parse_problem(str(obfuscated.problems[index]), odomain, "<obfuscated problem>")
    answer = check(domain, problem, oproblem, written_domain=odomain,
                   budget=CheckBudget(seconds=seconds / 2))  # fmt: skip
    original, renamed = load_task(domain, problem), load_task(odomain, oproblem)
    planner = get_planner("auto")
    share = max(seconds / 4, 1.0)
    a = planner.plan(original, Budget(seconds=share))
    b = planner.plan(renamed, Budget(seconds=share))
    cost_a = a.cost if a.optimal else None
    cost_b = b.cost if b.optimal else None
    maps: bool | None = None
    if a.plan is not None and b.plan is not None:
        back = validate(original, obfuscated.to_original([str(op) for op in b.plan]),
                        keep_states=False)  # fmt: skip
        forth = validate(renamed, obfuscated.to_obfuscated([str(op) for op in a.plan]),
                         keep_states=False)  # fmt: skip
        maps = back.success and forth.success and back.cost == b.cost and forth.cost == a.cost
    return ObfuscationCheck(answer.verdict.value, answer.proves, cost_a, cost_b, maps,
                            time.monotonic() - started)  # fmt: skip


__all__ = ["ObfuscationCheck", "check_obfuscated"]
