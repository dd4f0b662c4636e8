"""plangate's semantics against independent implementations (the differential tier).

For one domain and problem (a generated :class:`~plangate.testing.random_tasks.Case`,
an IPC file, one of unified-planning's own example problems), :func:`differences`
compares plangate with

* unified-planning's ``SequentialSimulator``: the applicable actions, and the whole
  successor state, at every state of seeded random walks;
* unified-planning's ``PlanValidator``: the verdict and the first failing step of
  random plans (walks with a wrong step put in, random ground actions);
* Fast Downward's translator: the ground actions its relaxed reachability keeps
  (the same analysis as plangate's grounding; compared where both prune alike);
* Fast Downward's search (A* blind, which reads every feature) and SymK: the optimal
  cost, or that no plan exists; their plans replayed on plangate's machine.

Each returns the disagreements in words (empty: they agree). A reference that cannot
read the task (unified-planning reads no ``either`` and no derived predicates) is
skipped for it and said in :attr:`Report.skipped`. Needs the ``planners`` extra.
"""

from __future__ import annotations

import itertools
import random
import warnings
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, cast

from plangate.errors import PlangateError
from plangate.pddl.grounding import ground
from plangate.pddl.loader import parse_domain, parse_problem
from plangate.pddl.task import Task
from plangate.testing.fd_reference import (
    SearchAnswer,
    Translation,
    fd_search,
    fd_translate,
    norm,
    symk_optimal,
)
from plangate.verify.budgets import Budget
from plangate.verify.search import search
from plangate.verify.validate import ValidationStatus, validate

if TYPE_CHECKING:
    from unified_planning.model import Action, FNode, Problem, State
    from unified_planning.plans import ActionInstance

SEARCH_STATES = 200_000  # the built-in search's node limit for the optimal cost


@dataclass
class Report:
    """What one task's comparison found."""

    name: str
    disagreements: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # references that could not run
    # differences where one reference is wrong and another agrees with plangate, named
    known: list[str] = field(default_factory=list)
    checks: int = 0  # comparisons made (states, plans, costs)

    def add(self, what: str) -> None:
        self.disagreements.append(f"{self.name}: {what}")


def load(domain: str, problem: str, name: str = "case") -> Task:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        d = parse_domain(domain, f"<{name}: domain>")
        return ground(d, parse_problem(problem, d, f"<{name}: problem>"))


_norm = norm


# ------------------------------------------------------------------ unified-planning
def up_blind_spot(task: Task) -> str | None:
    """Why unified-planning's answers cannot be trusted on ``task``, or None.

    UP's simplifier drops a quantifier's variable when the body does not use it, and
    moves such parts out of it, as if every type had objects: ``(forall (?y - a)
    (p ?x))`` with no object of type a becomes ``(p ?x)``, where PDDL (and Fast
    Downward) read a universal over no objects as true and an existential as false
    (tests/test_differential.py, the regression of case 5)."""
    from plangate.pddl import syntax as s

    objects = task.world
    formulas: list[s.Formula] = [task.problem.goal]
    for action in task.domain.actions:
        if action.precondition is not None:
            formulas.append(action.precondition)
        if action.effect is not None:
            for e in s.effect_nodes(action.effect):
                if isinstance(e, s.When):
                    formulas.append(e.condition)
                elif isinstance(e, s.EffectForall):
                    for v in e.variables:
                        if not objects.objects(v.types):
                            return (
                                f"unified-planning: a forall effect over {v.name} - "
                                f"{v.type_str()}, a type with no objects"
                            )
    formulas += [d.body for d in task.domain.derived]
    for formula in formulas:
        for f in s.subformulas(formula):
            if isinstance(f, s.Exists | s.Forall):
                for v in f.variables:
                    if not objects.objects(v.types):
                        return (
                            f"unified-planning simplifies a quantifier over {v.name} - "
                            f"{v.type_str()}, a type with no objects"
                        )
    return None


def up_read(domain: str, problem: str) -> Problem | str:
    """unified-planning's problem read from the PDDL text, or a string saying why not."""
    from unified_planning.io import PDDLReader
    from unified_planning.shortcuts import get_environment

    env = get_environment()
    env.credits_stream = None
    env.error_used_name = False
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return PDDLReader(env).parse_problem_string(domain, problem)
    except Exception as err:  # its reader refuses either, derived predicates, ...
        first = (str(err).strip().splitlines() or [type(err).__name__])[0]
        return f"unified-planning cannot read it: {first[:100]}"


class UpSide:
    """A UP problem with its simulator, and plangate's names for its actions."""

    def __init__(self, problem: Problem) -> None:
        from unified_planning.shortcuts import SequentialSimulator

        self.problem = problem
        self.sim = SequentialSimulator(problem)
        self.em = problem.environment.expression_manager
        self._fluent_atoms: list[tuple[str, FNode]] | None = None

    def applicable(self, state: State) -> dict[str, tuple[Action, tuple[FNode, ...]]]:
        return {
            _norm(f"({a.name} {' '.join(str(p) for p in ps)})"): (a, ps)
            for a, ps in self.sim.get_applicable_actions(state)
        }

    def atoms(self) -> list[tuple[str, FNode]]:
        """Every ground boolean fluent atom of the problem, as text and expression."""
        if self._fluent_atoms is None:
            out = []
            for f in self.problem.fluents:
                if not f.type.is_bool_type():
                    continue
                domains = [list(self.problem.objects(p.type)) for p in f.signature]
                for combo in itertools.product(*domains):
                    text = _norm(f"({f.name} {' '.join(o.name for o in combo)})")
                    out.append((text, self.em.FluentExp(f, combo)))
            self._fluent_atoms = out
        return self._fluent_atoms

    def true_atoms(self, state: State) -> set[str]:
        return {text for text, exp in self.atoms() if state.get_value(exp).bool_constant_value()}

    def instance(self, step: str) -> ActionInstance:
        """UP's action instance of a step ``(name arg ...)``."""
        from unified_planning.plans import ActionInstance

        name, *args = step.strip("()").split()
        action = self.problem.action(name)
        objects = tuple(self.em.ObjectExp(self.problem.object(a)) for a in args)
        return ActionInstance(action, objects)


def _state_atoms(task: Task, state: int) -> set[str]:
    statics = {
        _norm(f"({p} {' '.join(a)})") for p, facts in task.world.static_facts.items() for a in facts
    }
    return {_norm(a) for a in task.atoms(state)} | statics


def compare_walks(
    task: Task, up: UpSide, report: Report, rnd: random.Random, walks: int, steps: int
) -> list[list[str]]:
    """Random walks on both: applicable actions and successors at every state. Returns
    the walks (steps as text) for the plan comparison."""
    paths: list[list[str]] = []
    derived = {d.name for d in task.domain.derived}
    known = {p.name for p in task.domain.predicates} - derived  # not a reference's own
    for _ in range(walks):
        state, up_state = task.initial, up.sim.get_initial_state()
        path: list[str] = []
        for _ in range(steps):
            ours = {_norm(str(op)): op for op in task.applicable(state)}
            theirs = up.applicable(up_state)
            report.checks += 1
            if set(ours) != set(theirs):
                report.add(
                    f"after {path or 'no step'}: applicable actions differ; plangate only "
                    f"{sorted(set(ours) - set(theirs))}, unified-planning only "
                    f"{sorted(set(theirs) - set(ours))}"
                )
                return paths
            if not ours:
                break
            key = rnd.choice(sorted(ours))
            path.append(key)
            state = ours[key].apply(state)
            up_state = up.sim.apply(up_state, *theirs[key])
            mine = {a for a in _state_atoms(task, state) if a.split()[1] not in derived}
            other = {a for a in up.true_atoms(up_state) if a.split()[1] in known}
            if mine != other:
                report.add(
                    f"after {path}: states differ; plangate only {sorted(mine - other)}, "
                    f"unified-planning only {sorted(other - mine)}"
                )
                return paths
        paths.append(path)
    return paths


def random_plans(
    task: Task, paths: list[list[str]], rnd: random.Random, count: int
) -> list[list[str]]:
    """Plans to validate: the walks, the walks with a random ground action put in or a
    step dropped, and random sequences of ground actions."""
    ops = [_norm(str(op)) for op in task.operators]
    plans: list[list[str]] = [p for p in paths if p]
    for path in paths:
        if not path or not ops:
            continue
        broken = list(path)
        broken.insert(rnd.randrange(len(broken) + 1), rnd.choice(ops))
        plans.append(broken)
        dropped = list(path)
        del dropped[rnd.randrange(len(dropped))]
        plans.append(dropped)
    while ops and len(plans) < count:
        plans.append([rnd.choice(ops) for _ in range(rnd.randint(1, 4))])
    return plans[:count]


def up_verdict(up: UpSide, steps: list[str]) -> tuple[str, int | None]:
    """UP's PlanValidator on ``steps``: ("valid" | "goal" | "invalid", the first failing
    step, 1-based)."""
    from unified_planning.engines.results import FailedValidationReason
    from unified_planning.plans import SequentialPlan
    from unified_planning.shortcuts import PlanValidator

    plan = SequentialPlan([up.instance(s) for s in steps], up.problem.environment)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with PlanValidator(problem_kind=up.problem.kind, plan_kind=plan.kind) as validator:
            result = validator.validate(up.problem, plan)
    if result.reason is None:
        return ("valid", None)
    if result.reason is FailedValidationReason.UNSATISFIED_GOALS:
        return ("goal", None)
    bad = result.inapplicable_action
    for k, ai in enumerate(plan.actions):
        if ai is bad:
            return ("invalid", k + 1)
    state = up.sim.get_initial_state()  # find the step by simulating
    for k, ai in enumerate(plan.actions):
        if not up.sim.is_applicable(state, ai):
            return ("invalid", k + 1)
        state = up.sim.apply(state, ai)
    return ("invalid", None)


def plangate_verdict(task: Task, steps: list[str]) -> tuple[str, int | None]:
    result = validate(task, "\n".join(steps))
    if result.status is ValidationStatus.VALID:
        return ("valid", None)
    if result.status is ValidationStatus.GOAL_NOT_REACHED:
        return ("goal", None)
    return ("invalid", result.failed_step)


def compare_plans(task: Task, up: UpSide, report: Report, plans: list[list[str]]) -> None:
    for steps in plans:
        ours, theirs = plangate_verdict(task, steps), up_verdict(up, steps)
        report.checks += 1
        if ours != theirs:
            report.add(
                f"plan {steps}: plangate says {ours[0]} (step {ours[1]}), unified-planning's "
                f"validator {theirs[0]} (step {theirs[1]})"
            )


def plangate_optimal(task: Task, seconds: float = 60.0) -> tuple[str, float | None]:
    """The built-in exact search: ("cost", cost), ("unsolvable", None) or ("gave-up", None)."""
    result = search(task, budget=Budget(states=SEARCH_STATES, seconds=seconds))
    if result.status.value == "solved-optimally":
        return ("cost", float(result.cost or 0))
    if result.status.value == "unsolvable":
        return ("unsolvable", None)
    return ("gave-up", None)


def compare_optimal(task: Task, answer: SearchAnswer, planner: str, report: Report) -> None:
    """The optimal cost (or unsolvability) of plangate's exact search against a
    reference planner's ``answer`` (:func:`fd_search`'s shape); its plan replayed on
    plangate's machine."""
    ours = plangate_optimal(task)
    if ours[0] == "gave-up":
        report.skipped.append("optimal cost: the built-in search gave up")
        return
    kind, value = answer
    report.checks += 1
    if kind == "unsolvable":
        if ours[0] != "unsolvable":
            report.add(f"{planner} proves it unsolvable, plangate finds cost {ours[1]}")
        return
    if kind != "plan" or not isinstance(value, tuple):
        report.skipped.append(f"{planner}: {value}")
        return
    steps, cost = value
    if ours[0] == "unsolvable":
        report.add(f"plangate says unsolvable, {planner} finds {steps} (cost {cost:g})")
        return
    if ours[1] != cost:
        report.add(f"optimal cost: plangate {ours[1]:g}, {planner} {cost:g} ({steps})")
    check = validate(task, "\n".join(steps))
    if not check.success:
        report.add(f"{planner}'s plan {steps} fails on plangate's machine: {check.reason}")


def solvable_by_construction(
    domain: str, problem: str, seed: int, steps: int = 6
) -> tuple[str, list[str]] | None:
    """``problem`` with its goal replaced by where a seeded random walk ends (its facts and
    each defined value with a finite decimal, compared with ``>=`` and ``<=``), and the
    walk: solvable by construction. None when the walk cannot move (or ends where no goal
    can be written)."""
    import dataclasses

    from plangate.pddl import syntax as s

    task = load(domain, problem)
    rnd = random.Random(seed)
    state, walked = task.initial, []
    for _ in range(steps):
        ops = sorted(task.applicable(state), key=str)
        if not ops:
            break
        op = rnd.choice(ops)
        walked.append(str(op))
        state = op.apply(state)
    if not walked:
        return None
    goal: list[s.Formula] = [s.Atom(*_split(a)) for a in task.atoms(state)]
    for name, value in task.values(state).items():
        if (
            value is None
            or s.decimal_text(Fraction(value), 6) is None
            or abs(Fraction(value)) >= 2**31
        ):
            continue  # (VAL reads an integer literal past 32 bits as another number)
        term, number = s.FluentTerm(*_split(name)), cast("int | float", value)  # a Fraction too
        goal += [s.Comparison(">=", term, number), s.Comparison("<=", term, number)]
    if not goal:
        return None
    return str(dataclasses.replace(task.problem, goal=s.And(tuple(goal)))), walked


def _split(atom: str) -> tuple[str, tuple[str, ...]]:
    name, *args = atom.strip("()").split()
    return name, tuple(args)


def constructed(
    domain: str, problem: str, name: str, seed: int
) -> tuple[Report, tuple[Task, str, list[str]] | None]:
    """The report of a task solvable by construction, and the task, its problem's text
    and the walk that solves it (None, the report saying why, when there is none or
    plangate refuses the walk)."""
    report = Report(f"{name} (solvable by construction)")
    made = solvable_by_construction(domain, problem, seed)
    if made is None:
        report.skipped.append("the random walk could not move")
        return report, None
    text, walked = made
    task = load(domain, text)
    report.checks += 1
    if plangate_verdict(task, walked)[0] != "valid":
        report.add(f"plangate refuses the walk {walked} that defines the goal")
        return report, None
    return report, (task, text, walked)


def fd_on_solvable(domain: str, problem: str, name: str, seed: int, symk: bool = False) -> Report:
    """The unsolvability claims of the classical planners on a task solvable by
    construction (:func:`solvable_by_construction`): Fast Downward (its translator and
    A* blind), SymK where asked, and plangate's ground truth (``auto``) must each find a
    plan, never say "unsolvable"; their plans replay on plangate's machine."""
    from plangate.testing.fd_reference import fd_optimal, symk_optimal
    from plangate.verify.planners import get_planner

    report, made = constructed(domain, problem, name, seed)
    if made is None:
        return report
    task, text, walked = made
    answers = [("fast-downward", fd_optimal(domain, text))]
    if symk:
        answers.append(("symk", symk_optimal(domain, text)))
    truth = get_planner("auto").plan(task, Budget(seconds=60))
    answers.append(("plangate's ground truth", (truth.status.value, None)))
    for planner, (kind, value) in answers:
        report.checks += 1
        if kind == "unsolvable":
            report.add(f"{planner} says unsolvable; the walk {walked} solves it")
        elif isinstance(value, tuple) and not validate(task, "\n".join(value[0])).success:
            report.add(f"{planner}'s plan {value[0]} fails on plangate's machine")
    return report


def compare_ground_actions(task: Task, translation: Translation, report: Report) -> None:
    """plangate's ground actions against Fast Downward's translator's. Both keep what
    their relaxed reachability cannot rule out; the translator compiles quantified and
    disjunctive preconditions into axioms first and keeps more, so they are compared
    where both prune alike: every action plangate keeps, the translator keeps too; an
    action only the translator keeps must not be applicable at any reachable state
    (where the space is small enough to explore and its precondition is literals)."""
    theirs = translation.actions
    ours = {_norm(str(op)) for op in task.operators}
    report.checks += 1
    extra = ours - set(theirs)
    if extra:
        report.add(f"plangate keeps ground actions the translator prunes: {sorted(extra)[:5]}")
    only = {n: pre for n, pre in theirs.items() if n not in ours and pre is not None}
    if not only:
        return
    from plangate.errors import StateLimitExceeded
    from plangate.fsm.explore import explore

    try:
        space = explore(task, 20_000)
    except StateLimitExceeded:
        return
    atoms = [_state_atoms(task, st) for st in space.states]
    for name, pre in sorted(only.items()):
        assert pre is not None
        for held in atoms:
            if all((lit[6:-2] not in held) if lit.startswith("( not ") else lit in held
                   for lit in pre):  # fmt: skip
                report.add(
                    f"plangate has no ground action {name}, which the translator keeps and "
                    f"which is applicable at the reachable state {sorted(held)}"
                )
                break


# ------------------------------------------------------------------ plangate's own paths
def compare_paths(domain: str, problem: str, task: Task, report: Report) -> None:
    """plangate's own ways to the same answer, which the references judge through one
    of them: the fast reader and the lark grammar give one tree; the successor generator
    and trying every operator give the same valid actions at every reachable state;
    the vectorised exploration and the per-state one reach the same states."""
    from plangate.errors import StateLimitExceeded
    from plangate.fsm.explore import _vectorisable, explore
    from plangate.pddl.fastpath import Defer, fast_parse
    from plangate.pddl.parser import parse_lark

    for text, start in ((domain, "domain"), (problem, "problem")):
        report.checks += 1
        try:
            fast = fast_parse(text, start, start)
        except Defer:
            continue
        if fast != parse_lark(text, start, start):
            report.add(f"the fast reader and the lark grammar read the {start} differently")
    try:
        space = explore(task, 5_000, vectorised=False)
    except StateLimitExceeded:
        return
    report.checks += 1
    ops = task.operators
    task.prepare()
    for state in space.states:
        tried = [k for k, op in enumerate(ops) if op.applicable(state)]
        if task.applicable_indices(state) != tried:
            report.add(f"the successor generator differs at {task.atoms(state)}")
            return
    if _vectorisable(task):
        report.checks += 1
        fast_space = explore(task, 5_000, vectorised=True)
        if set(fast_space.states) != set(space.states) or (fast_space.num_edges != space.num_edges):
            report.add("the vectorised exploration reaches other states or edges")


# ------------------------------------------------------------------ all of it
def differences(
    domain: str,
    problem: str,
    name: str,
    seed: int = 0,
    *,
    reference: tuple[str, str] | None = None,
    walks: int = 3,
    steps: int = 8,
    plans: int = 8,
    fast_downward: bool = True,
    symk: bool = False,
    task: Task | None = None,
) -> Report:
    """Every comparison on one domain and problem (PDDL text); see the module's text.
    ``reference``: the same task as the references are given it (written without what
    their readers refuse, as :class:`~plangate.testing.random_tasks.Case` does)."""
    report = Report(name)
    rnd = random.Random(seed)
    try:
        task = task or load(domain, problem, name)
    except PlangateError as err:
        report.add(f"plangate refuses it: {err}")
        return report
    compare_paths(domain, problem, task, report)
    if reference is not None:
        domain, problem = reference
    blind = up_blind_spot(task)
    up_problem = up_read(domain, problem) if blind is None else blind
    if not isinstance(up_problem, str) and up_problem.kind.has_undefined_initial_numeric():
        up_problem = "unified-planning's simulator takes no undefined initial value"
    if isinstance(up_problem, str):
        report.skipped.append(up_problem)
    else:
        up = UpSide(up_problem)
        paths = compare_walks(task, up, report, rnd, walks, steps)
        if not report.disagreements:
            compare_plans(task, up, report, random_plans(task, paths, rnd, plans))
    if fast_downward:
        translation = fd_translate(domain, problem)
        if isinstance(translation, str):
            report.skipped.append(f"Fast Downward: {translation}")
        else:
            compare_ground_actions(task, translation, report)
            answer = fd_search(translation.sas, "astar(blind())")
            compare_optimal(task, answer, "fast-downward", report)
    if symk:
        compare_optimal(task, symk_optimal(domain, problem), "symk", report)
    return report


__all__ = [
    "Report",
    "compare_ground_actions",
    "compare_optimal",
    "compare_plans",
    "compare_walks",
    "differences",
    "load",
    "random_plans",
    "up_read",
]
