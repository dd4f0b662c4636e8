"""One episode said for a reader: a line per model call as it happens
(:func:`turn_line`), the run in lines (:func:`run_lines`: the plan in words, the
outcome, the scores against the ground truth, the costs, what the server changed) or
as one JSON object (:func:`run_json`); what ``plangate solve`` prints."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from plangate.errors import one_line
from plangate.pddl.values import show_number

if TYPE_CHECKING:
    from fractions import Fraction

    from plangate.llm.clients.base import ModelClient
    from plangate.llm.render import Renderer
    from plangate.llm.run import Run
    from plangate.llm.trace import Turn
    from plangate.pddl.task import Task
    from plangate.verify.distance import DistanceOracle

# the trace's summary in the JSON object, in its order (plangate.llm.trace.Trace.summary)
SOLVE_JSON = ("outcome", "error", "notes", "changes", "reasoning_tokens", "cached_calls",
              "truncated_answers", "empty_answers")  # fmt: skip


def truth_line(oracle: DistanceOracle) -> str:
    """Where the distances came from and what they cost, in one line."""
    log = oracle.log
    searches = {k: v for k, v in log.planners.items() if k != "state space"}
    how = ", ".join(f"{k} {v}" for k, v in searches.items())
    where = "the explored state space" if oracle.source == "state space" else oracle.source
    text = f"{where or 'none'}" + (f"; searches: {how}" if how else "")
    return text + f"; {log.seconds:.1f} s"


def _fmt(x: object) -> str:
    """A ratio or a count (three significant digits)."""
    if x is None:
        return "n/a"
    if isinstance(x, float):
        return f"{x:.3g}"
    return str(x)


def _num(x: float | Fraction | None, none: str = "unknown") -> str:
    """A cost, a distance or a length, exactly as the ground truth has it."""
    return none if x is None else show_number(x)


def turn_line(turn: Turn, task: Task, renderer: Renderer, oracle: DistanceOracle) -> str:
    """One model call: what the model answered, how it was read, the machine's verdict,
    and the distance to the goal afterwards (unknown when the ground truth gives up: a
    display line never loses the episode)."""
    answer = one_line(turn.answer, 60) or "(empty)"
    read = "-"
    if turn.parsed:
        name, *args = turn.parsed[0].strip("()").split()
        op = task.operator(name, tuple(args))
        read = renderer.op(op) if op is not None else turn.parsed[0]
    verdict = "valid" if turn.valid else (turn.verdict or "")
    dist = ""
    if turn.state_after:
        d = oracle.known(task.state_of(turn.state_after))
        dist = (f"; distance to goal {show_number(d)}" if d is not None else "; distance to goal "
                "unknown (the ground truth gave up: --ground-truth-seconds gives it "
                "more time, --quiet skips this column)")  # fmt: skip
    return f"  {turn.index + 1:>3}. {turn.kind}: answered {answer!r} -> {read} [{verdict}]{dist}"


def run_json(run: Run, method: str, client: ModelClient, renderer: Renderer) -> dict[str, object]:
    return {
        "method": method,
        "backend": client.backend,
        "model": client.model,
        "plan": [str(op) for op in run.plan],
        "plan_text": [renderer.op(op) for op in run.plan],
        **{k: v for k, v in run.trace.summary().items() if k in SOLVE_JSON},
        "search": run.trace.stats,
        **run.metrics.to_dict(),
    }


def run_lines(run: Run, renderer: Renderer, oracle: DistanceOracle) -> list[str]:
    """The run for a reader, line by line (after the line naming method and model)."""
    m, t = run.metrics, run.trace
    out = [f"plan ({len(run.plan)} step{'s' if len(run.plan) != 1 else ''}):"]
    for i, op in enumerate(run.plan, start=1):
        words = renderer.op(op)
        out.append(f"  {i}. {words}" + (f"   {op}" if words != str(op) else ""))
    if t.turns:  # what the model wrote last, shortened to one line
        out.append(f"last answer: {one_line(t.turns[-1].answer, 300) or '(empty)'}")
    out.append(f"outcome: {t.outcome}" + (f" ({t.error})" if t.error else ""))
    first = oracle.known(oracle.task.initial)  # None: the ground truth gave up on it
    unknown = first is None
    what = "optimal cost" if m.action_costs else "optimal length"
    optimal = (
        "unknown (the ground truth gave up)"
        if unknown
        else ("none (no plan exists)" if math.isinf(first or 0) else show_number(first or 0))
    )
    out.append(
        f"valid: {'yes' if m.valid else 'no'}; reaches the goal: "
        f"{'yes' if m.success else 'no'}; {what}: {optimal}; "
        f"optimal: {'yes' if m.optimal else ('unknown' if unknown and m.success else 'no')}"
    )
    out.append(f"ground truth: {truth_line(oracle)}")
    to_goal = "dead end (the goal is unreachable)" if m.dead_end else _num(m.distance_to_goal)
    zero = " (the optimal cost is 0)" if m.optimal_cost == 0 and m.success else ""
    relative = (
        f"relative cost {_fmt(m.relative_cost)}{zero} (cost {_num(m.plan_cost)}, optimal "
        f"{_num(m.optimal_cost)})"
        if m.action_costs
        else f"relative length {_fmt(m.relative_length_success)}"
    )
    out.append(
        f"distance to goal {to_goal} (best {_num(m.best_distance_to_goal)}), "
        f"to initial {_num(m.distance_to_initial)}; {relative}; revisited states "
        f"{m.revisited_states}; invalid proposals {m.invalid_proposals} "
        f"({m.invalid_fraction:.0%})"
    )
    cached = t.model_calls - t.live_calls
    out.append(
        f"model calls {m.model_calls} ({cached} from the cache); tokens: prompt "
        f"{_fmt(m.prompt_tokens)}, completion {_fmt(m.completion_tokens)}; "
        f"{_fmt(m.seconds)} s"
    )
    if t.empty_answers:
        out.append(f"empty: {t.empty_answers} answer(s) had no text at all")
    if t.truncated_answers:
        out.append(
            f"truncated: {t.truncated_answers} answer(s) cut at the token limit "
            "(raise --max-tokens; --answer-max-tokens for one-action or one-number answers, "
            "--cot-max-tokens for chain-of-thought)"
        )
    if t.stats:
        shown = {k: "; ".join(map(str, v)) if isinstance(v, list) else v
                 for k, v in t.stats.items()}  # fmt: skip
        out.append("search: " + ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in shown.items()))
    out += [f"note: {note}" for note in t.notes]
    out += [f"changed: {change}" for change in t.changes]  # what the server made us send
    if t.reasoning_tokens is not None:
        out.append(f"reasoning tokens: {t.reasoning_tokens} (within the completion tokens)")
    return out


__all__ = ["SOLVE_JSON", "run_json", "run_lines", "truth_line", "turn_line"]
