"""Reading and scoring the answers to PlanBench's other tasks against their exact answers.

* Plan tasks: the answer is read by the one reader of whole plans and replayed on the
  machine of the judged problem. Correct: a valid plan that reaches the goal
  (``optimality``: and is optimal). Also kept: every step valid, optimal, the length
  and the length over the optimal one.
* ``verification``: the verdict (valid or invalid), the kind of failure (a step that
  cannot be executed, or an unmet goal), the step and its action, and the unmet facts
  named, read with the rendering's templates (or PDDL). Correct: the verdict
  (PlanBench's ``llm_correct_binary``); also scored at PlanBench's two finer levels,
  with the kind (``w_type``) and with the explanation (``w_expl``: the kind, the step
  and its action where a step fails, and at least one of the unmet facts named).
* ``execution``: the facts stated, read with the predicate templates (or PDDL),
  against the facts that hold: precision, recall, and an exact match (correct).

An answer that states no verdict, no fact or no action is unreadable, with its reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from plangate.bench.families.planbench import TASKS
from plangate.llm.reading import Reading
from plangate.llm.reading.checked import plan_check
from plangate.llm.render import Renderer
from plangate.pddl.values import plain
from plangate.verify.metrics import Measures
from plangate.verify.validate import ValidationStatus


@dataclass
class Score:
    """One answer's score: correct or not, the task's measures, and how it was read."""

    correct: bool
    measures: Measures = field(default_factory=dict)
    read: dict[str, object] = field(default_factory=dict)
    outcome: str = ""  # a word for the report: correct, wrong, unreadable, ...
    explain: str = ""  # how the answer was read, line by line


_NEW_STATEMENT = re.compile(r"^\s*\[STATEMENT\]", re.IGNORECASE | re.MULTILINE)


def answer_part(text: str) -> str:
    """The answer up to a new ``[STATEMENT]`` (a problem the model goes on to make up)."""
    m = _NEW_STATEMENT.search(text)
    return text[: m.start()] if m else text


def strings(value: object) -> list[str]:
    """A JSON list of strings (anything else: empty)."""
    return [str(x) for x in value] if isinstance(value, list) else []


def score(task: str, r: Renderer, reading: Reading, text: str, answer: dict[str, object]) -> Score:
    """The task's verdict on an answer: ``correct`` is the task's own (optimality: a
    valid and optimal plan; verification: the verdict; execution: the exact facts), kept
    in the measures beside ``success`` (plan tasks: a valid plan reaching the goal)."""
    kind = TASKS[task].answer
    if kind == "plan":
        result = score_plan(task, r, reading, text, answer)
    elif kind == "verdict":
        result = score_verification(reading, text, answer)
    else:
        result = score_execution(r, reading, text, answer)
    result.measures["correct"] = result.correct
    return result


# ------------------------------------------------------------------ plans
def score_plan(
    task: str, r: Renderer, reading: Reading, text: str, answer: dict[str, object]
) -> Score:
    optimal = answer.get("optimal_length")
    best = float(optimal) if isinstance(optimal, int | float) else None
    cost = answer.get("optimal_cost")
    # a task with action costs: optimal by cost, and the ratio is of costs
    least = cost if r.task.uses_costs else best
    c = plan_check(r, reading, text, least if isinstance(least, int | float) else None)
    steps, result, reached, is_optimal = c.steps, c.result, c.reached, c.optimal
    measures: Measures = {
        "success": reached,
        "valid": c.valid,
        "optimal": is_optimal,
        "plan_length": result.length,
        "optimal_length": best,
        "relative_length": c.relative,
        "failed_step": result.failed_step,
    }
    if r.task.uses_costs:
        measures.update(plan_cost=plain(result.cost), optimal_cost=c.least)
    correct = is_optimal if task == "optimality" else reached
    if not steps and not r.task.is_goal(r.task.initial):
        outcome = "unreadable"
    elif correct:
        outcome = "correct"
    elif reached:
        outcome = "not optimal"
    else:
        outcome = {
            ValidationStatus.GOAL_NOT_REACHED: "goal not reached",
            ValidationStatus.INVALID_STEP: "invalid step",
            ValidationStatus.UNPARSABLE_STEP: "unreadable step",
        }.get(result.status, result.status.value)
    read: dict[str, object] = {
        "plan": [st.pddl() for st in steps if st.readable],
        "validation": result.to_dict(),
    }
    return Score(correct, measures, read, outcome, reading.explain(reading.read_plan(text)))


# ------------------------------------------------------------------ verification
_INVALID = re.compile(
    r"\b(invalid|not\s+valid|inexecutable|not\s+executable|cannot\s+be\s+executed|"
    r"incorrect|not\s+correct|fails)\b|^\W*no\b",
    re.IGNORECASE,
)
_VALID = re.compile(r"\b(valid|correct|executable)\b|^\W*yes\b", re.IGNORECASE)
_GOAL = re.compile(
    r"\bunmet\s+goal|\bgoal\s+conditions?\s+(?:is|are)\s+(?:not|un)|does\s+not\s+"
    r"(?:reach|achieve|satisfy)\s+the\s+goal|goal\s+is\s+not",
    re.IGNORECASE,
)
_STEP = re.compile(
    r"\bprecondition|\bstep\s*#?\s*\d+|cannot\s+be\s+executed|not\s+applicable", re.IGNORECASE
)
_STEP_NUMBER = re.compile(r"\bstep\s*#?\s*(\d+)", re.IGNORECASE)
_NEXT_STEP = re.compile(r"\n\s*(?:at\s+)?(?:step\s*#?\s*\d+|\d+\s*[.)])", re.IGNORECASE)
_FACTS_HEAD = re.compile(
    r"(?:unmet\s+(?:goal\s+)?(?:conditions?|preconditions?)\b[^\n:]*:|"
    r"(?:is|are)(?:\s+(?:unmet|not\s+met|not\s+satisfied|not\s+achieved))?\s*:)",
    re.IGNORECASE,
)


def read_verdict(reading: Reading, text: str) -> dict[str, object]:
    """What a verification answer states: ``valid`` (None: no verdict), ``kind`` (step,
    goal or None), ``step``, ``action`` (PDDL) and ``unmet`` (facts, PDDL)."""
    part = answer_part(text)
    bad, good = _INVALID.search(part), _VALID.search(part)
    valid: bool | None = None
    if bad and (not good or bad.start() <= good.start()):
        valid = False
    elif good:
        valid = True
    out: dict[str, object] = {
        "valid": valid,
        "kind": None,
        "step": None,
        "action": None,
        "unmet": [],
    }
    if valid is not False:
        return out
    goal, step = _GOAL.search(part), _STEP.search(part)
    if goal and (not step or goal.start() < step.start()):
        out["kind"] = "goal"
    elif step:
        out["kind"] = "step"
    number = _STEP_NUMBER.search(part)
    start = number.end() if number and out["kind"] == "step" else 0
    heads = list(_FACTS_HEAD.finditer(part, start))
    # the facts of the step the answer names first: the first heading whose text (up to
    # the next heading, or the next step an answer listing several failing steps goes
    # on to) states facts; else the last heading's
    facts_at, facts = (heads[-1] if heads else None), ""
    for i, h in enumerate(heads):
        stop = heads[i + 1].start() if i + 1 < len(heads) else len(part)
        segment = part[h.end() : stop]
        more = _NEXT_STEP.search(segment)
        segment = segment[: more.start()] if more else segment
        state, _unknown = reading.parse_facts(segment)
        if state or _pddl_atoms(segment):
            facts_at, facts = h, segment
            break
    if out["kind"] == "step":
        out["step"] = int(number.group(1)) if number else None
        # the action: after the step's number, or (no number: "The following actions have
        # unmet preconditions:" then a list) after the first heading
        begin = start if number else (heads[0].end() if heads else 0)
        found = reading.parse_action(part[begin : facts_at.start() if facts_at else None])
        if found is not None:
            name, args = found
            out["action"] = f"({name}{' ' if args else ''}{' '.join(args)})"
    if facts_at is not None:
        tail = facts or part[facts_at.end() :]
        state, _unknown = reading.parse_facts(tail)
        out["unmet"] = reading.task.atoms(state) or _pddl_atoms(tail)  # static: not in states
    return out


def _pddl_atoms(text: str) -> list[str]:
    return [f"({' '.join(m.group(1).lower().split())})" for m in re.finditer(r"\(([^()]+)\)", text)]


def score_verification(reading: Reading, text: str, answer: dict[str, object]) -> Score:
    said = read_verdict(reading, text)
    truth_valid = bool(answer["valid"])
    binary = said["valid"] is not None and said["valid"] == truth_valid
    with_type = binary and (truth_valid or said["kind"] == answer["kind"])
    unmet, named = set(strings(answer.get("unmet"))), set(strings(said["unmet"]))
    if truth_valid:
        with_expl = with_type
    elif answer["kind"] == "step":
        # the step by its number, or (no number stated) by its action
        step_named = said["step"] == answer["step"] or (
            said["step"] is None and said["action"] == answer["action"]
        )
        with_expl = (
            with_type
            and step_named
            and said["action"] in (None, answer["action"])
            and bool(named & unmet)
        )
    else:
        with_expl = with_type and bool(named & unmet)
    outcome = (
        "unreadable"
        if said["valid"] is None
        else (
            "correct" if with_expl else "right verdict, wrong reason" if binary else "wrong verdict"
        )
    )
    measures: Measures = {
        "success": binary,
        "verdict_correct": binary,
        "type_correct": with_type,
        "explanation_correct": with_expl,
        "truth_kind": kind if isinstance(kind := answer["kind"], str) else None,
    }
    lines = [
        f"verdict: {_word(said['valid'])} (truly {_word(truth_valid)})",
        f"kind: {said['kind'] or 'none stated'} (truly {answer['kind']})",
    ]
    if answer["kind"] == "step":
        lines.append(
            f"step: {said['step'] or 'none'} {said['action'] or ''} (truly {answer['step']} "
            f"{answer['action']})"
        )
    if not truth_valid:
        shown = " ".join(sorted(named)) or "none"
        lines.append(f"unmet facts named: {shown} (truly {' '.join(sorted(unmet))})")
    return Score(binary, measures, said, outcome, "\n".join(lines))


def _word(valid: object) -> str:
    return "none stated" if valid is None else ("valid" if valid else "invalid")


# ------------------------------------------------------------------ execution
def score_execution(r: Renderer, reading: Reading, text: str, answer: dict[str, object]) -> Score:
    part = answer_part(text)
    cut = re.search(r"^\s*\[(?!RESULTING STATE)", part, re.MULTILINE)  # another section
    if cut and cut.start() > 0:
        part = part[: cut.start()]
    state, unknown = reading.parse_facts(part)
    said = {a for a in r.task.atoms(state) if r.atom(a)}
    truth = set(strings(answer["facts"]))
    hit = len(said & truth)
    precision = hit / len(said) if said else None
    recall = hit / len(truth) if truth else 1.0
    exact = said == truth
    measures: Measures = {
        "success": exact,
        "exact": exact,
        "precision": precision,
        "recall": recall,
        "facts_stated": len(said),
        "facts_true": len(truth),
        "facts_unknown": len(unknown),
    }
    outcome = "correct" if exact else ("unreadable" if not said else "wrong facts")
    missing, extra = sorted(truth - said), sorted(said - truth)
    lines = [
        f"facts read: {' '.join(sorted(said)) or 'none'}",
        f"missing: {' '.join(missing) or 'none'}; not true: {' '.join(extra) or 'none'}",
    ]
    if unknown:
        lines.append(f"naming no fact of the task: {' '.join(unknown)}")
    read: dict[str, object] = {
        "facts": sorted(said),
        "missing": missing,
        "extra": extra,
        "unknown": unknown,
    }
    return Score(exact, measures, read, outcome, "\n".join(lines))
