"""Scoring a model's generative answer to an ACPBench-Hard question as the benchmark
defines it: correct when it is *a* right answer, checked symbolically against the task
at the item's state (:mod:`plangate.verify.questions`), not by string match.

* ``app``: the set of applicable actions named equals the true one.
* ``prog``: the two lists (positive, then negative effects) equal the true ones.
* ``val``: the index (from 0) of the first inapplicable action.
* ``just``: a plan made from the given one by removing one action or two consecutive
  ones, and still a plan.
* ``reach`` / ``areach``: a fact that can never hold / an action that can never apply
  from the state, or ``None`` when there is no such fact / action.
* ``land``: a fact landmark that holds neither in the state nor in the goal, or
  ``None`` when there is none.
* ``nexta``: an applicable action that starts an optimal plan.

Names are read case-insensitively (PDDL's names are). An answer with nothing to read
is unreadable, never dropped; a right answer the budget cannot confirm is unknown.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from plangate.verify import questions as q

if TYPE_CHECKING:
    from plangate.pddl.task import Operator, Task
    from plangate.verify.distance import DistanceOracle

GENERATIVE = ("app", "prog", "val", "just", "reach", "areach", "land", "nexta")
_ATOM = re.compile(r"\(\s*([^()\s]+)((?:\s+[^()\s]+)*)\s*\)")
LISTS = re.compile(r"\[([^\[\]]*)\]")
NONE = re.compile(r"^\W*none\b", re.IGNORECASE)  # an answer that says None
INT = re.compile(r"-?\d+")
_BARE = re.compile(r"[`*\"',:;]")


@dataclass(frozen=True)
class AcpVerdict:
    """A scored answer: ``correct`` is None when the budget could not decide it."""

    correct: bool | None
    readable: bool
    why: str


@dataclass
class QuestionFacts:
    """What a question is about, beyond the task and its state: the action sequence
    (``val``, ``just``) and the true effects (``prog``: the dataset's, which are exact)."""

    sequence: tuple[str, ...] = ()
    effects: tuple[frozenset[str], frozenset[str]] | None = None


def atoms(text: str) -> list[str]:
    """The parenthesised atoms of ``text``, lower-cased, one space between words."""
    return [norm(m.group(0)) for m in _ATOM.finditer(text)]


def norm(atom: str) -> str:
    return "(" + " ".join(atom.lower().strip().strip("()").split()) + ")"


def bare(kind: str, task: Task, answer: str) -> list[str]:
    """One proposition or action written without parentheses (``at a0 l0-2``: how
    ACPBench's own reachability answers are written), when its first word names a
    predicate (an action, for ``areach``/``nexta``) of the domain; else nothing."""
    line = answer.strip().splitlines()[0].rstrip(".") if answer.strip() else ""
    words = _BARE.sub(" ", line).split()
    if not words:
        return []
    names = (
        {a.name.lower() for a in task.domain.actions}
        if kind in ("areach", "nexta")
        else {p.name.lower() for p in task.domain.predicates}
    )
    return [norm("(" + " ".join(words) + ")")] if words[0].lower() in names else []


def op_of(task: Task, atom: str) -> Operator | None:
    name, *args = atom.strip("()").split() or [""]
    return task.operator(name, tuple(args))


def fact_of(task: Task, atom: str) -> int | None:
    name, *args = atom.strip("()").split() or [""]
    return task.fact_id(name, tuple(args))


def score(
    kind: str,
    task: Task,
    answer: str,
    question: QuestionFacts | None = None,
    budget: q.Budget | None = None,
    oracle: DistanceOracle | None = None,
) -> AcpVerdict:
    """The verdict on ``answer`` to a generative question of ``kind`` asked at the
    task's initial state (an ACPBench item's ``:init``)."""
    question = question or QuestionFacts()
    state = task.initial
    said = atoms(answer)
    none = bool(NONE.match(answer.strip()))
    if not said and not none and kind in ("reach", "areach", "land", "nexta"):
        said = bare(kind, task, answer)
    if kind == "app":
        if not said and not none:
            return AcpVerdict(None, False, "no action named")
        want = {str(o) for o in q.applicable(task, state)}
        got = set(said)
        return AcpVerdict(got == want, True, f"{len(got & want)} of {len(want)} named, "
                       f"{len(got - want)} not applicable")  # fmt: skip
    if kind == "prog":
        lists = LISTS.findall(answer)
        if len(lists) < 2 or question.effects is None:
            return AcpVerdict(None, False, "not two lists of propositions")
        pos, neg = (set(atoms(x)) for x in lists[:2])
        want_pos, want_neg = ({norm(a) for a in x} for x in question.effects)
        return AcpVerdict(pos == want_pos and neg == want_neg, True, "the two lists compared")
    if kind == "val":
        m = INT.search(answer)
        if m is None:
            return AcpVerdict(None, False, "no index")
        first = first_inapplicable(task, state, question.sequence)
        return AcpVerdict(int(m.group(0)) == first, True, f"the first inapplicable is {first}")
    if kind == "just":
        return _just(task, state, said, question.sequence)
    if kind in ("reach", "areach", "land"):
        return _one_or_none(kind, task, state, said, none, budget)
    if kind == "nexta":
        if not said:
            return AcpVerdict(None, False, "no action named")
        op = op_of(task, said[0])
        if op is None:
            return AcpVerdict(False, True, f"{said[0]} is not an action of the task")
        if oracle is None:
            from plangate.verify.distance import DistanceOracle

            oracle = DistanceOracle(task)
        answered = q.next_action(oracle, state, op)
        return AcpVerdict(answered.value, True, answered.how)
    raise ValueError(f"unknown generative task {kind!r}; use one of {', '.join(GENERATIVE)}")


def first_inapplicable(task: Task, state: int, sequence: tuple[str, ...]) -> int | None:
    ops = []
    for atom in sequence:
        op = op_of(task, norm(atom))
        if op is None:  # pruned by grounding: it never applies
            break
        ops.append(op)
    first = q.first_inapplicable(task, state, ops)
    if first is None and len(ops) < len(sequence):
        return len(ops)
    return first


def _just(task: Task, state: int, said: list[str], sequence: tuple[str, ...]) -> AcpVerdict:
    if not said:
        return AcpVerdict(None, False, "no plan given")
    given = [norm(a) for a in sequence]
    removed = [
        given[:i] + given[i + w :] for i in range(len(given)) for w in (1, 2) if i + w <= len(given)
    ]
    if said not in removed:
        return AcpVerdict(False, True, "not the plan with one or two consecutive actions removed")
    ops = [op_of(task, a) for a in said]
    if any(o is None for o in ops):
        return AcpVerdict(False, True, "names an action the task does not have")
    ok = q.is_plan(task, state, ops)  # type: ignore[arg-type]
    return AcpVerdict(ok, True, "still a plan" if ok else "no longer a plan")


def _one_or_none(
    kind: str, task: Task, state: int, said: list[str], none: bool, budget: q.Budget | None
) -> AcpVerdict:
    if said:
        return _one(kind, task, state, said[0], budget)
    if not none:
        return AcpVerdict(None, False, "neither a proposition, an action nor None")
    # None is right when no candidate qualifies: every one must be decided
    rest = candidates(kind, task)
    if kind in ("reach", "areach"):  # one search for all: what it reached is reachable
        facts, ops, complete = q.explored(task, state, budget)
        if complete:
            never = _unreached(kind, task, rest, facts, ops)
            if never:
                return AcpVerdict(False, True, f"None, but {never[0]} is one (never reached)")
            return AcpVerdict(True, True, "None, and every candidate is reached")
        rest = _unreached(kind, task, rest, facts, ops)
    for atom in rest:
        v = _one(kind, task, state, atom, budget)
        if v.correct is None:
            return AcpVerdict(None, True, f"None: {atom} could not be decided ({v.why})")
        if v.correct:
            return AcpVerdict(False, True, f"None, but {atom} is one ({v.why})")
    return AcpVerdict(True, True, "None, and no candidate qualifies")


def _unreached(kind: str, task: Task, atoms: list[str], facts: int, ops: set[int]) -> list[str]:
    """The candidates a search did not reach (a fact that never held, an action never
    applicable, or one grounding pruned)."""
    out = []
    for atom in atoms:
        if kind == "areach":
            op = op_of(task, atom)
            if op is None or op.index not in ops:
                out.append(atom)
        else:
            f = fact_of(task, atom)
            if f is None or not facts >> f & 1:
                out.append(atom)
    return out


def _one(kind: str, task: Task, state: int, atom: str, budget: q.Budget | None) -> AcpVerdict:
    if kind == "areach":
        op = op_of(task, atom)
        if op is None:
            known = type_correct("areach", task, atom)
            why = "never applies (a static precondition is false)"
            return AcpVerdict(known, True, why if known else f"{atom} is not an action")
        r = q.reachable_action(task, state, op, budget)
        return AcpVerdict(None if r.value is None else not r.value, True, r.how)
    fact = fact_of(task, atom)
    if fact is None:
        known = type_correct("reach", task, atom)
        if kind == "reach":
            why = "never holds (not reachable even in the relaxation)"
            return AcpVerdict(known, True, why if known else f"{atom} is not a proposition")
        return AcpVerdict(False, True, f"{atom} is never true: no landmark")
    if kind == "reach":
        r = q.reachable_fact(task, state, fact, budget)
        return AcpVerdict(None if r.value is None else not r.value, True, r.how)
    if state >> fact & 1 or task.goal.pos >> fact & 1:
        return AcpVerdict(False, True, "trivial: holds in the state or the goal")
    r = q.landmark(task, state, fact, budget)
    return AcpVerdict(r.value, True, r.how)


def schemas(kind: str, task: Task) -> dict[str, tuple[Any, ...]]:
    """Each action's (``areach``) or fluent predicate's parameters, by name."""
    if kind == "areach":
        return {a.name: a.parameters for a in task.domain.actions}
    from plangate.pddl.schemas import fluent_predicates

    fluents = fluent_predicates(task.domain)
    return {p.name: p.parameters for p in task.domain.predicates if p.name in fluents}


def candidates(kind: str, task: Task) -> list[str]:
    """Every type-correct ground action (``areach``) or fluent proposition."""
    out = []
    for name, params in schemas(kind, task).items():
        for args in itertools.product(*(task.world.objects(p.types) for p in params)):
            out.append(norm(f"({name} {' '.join(args)})"))
    return out


def type_correct(kind: str, task: Task, atom: str) -> bool:
    """Whether ``atom`` names an action (``areach``) or a fluent proposition of the task
    with objects of its parameters' types."""
    name, *args = atom.strip("()").split() or [""]
    params = schemas(kind, task).get(name)
    return (
        params is not None
        and len(params) == len(args)
        and all(a in task.world.objects(p.types) for p, a in zip(params, args, strict=True))
    )
