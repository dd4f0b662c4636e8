"""``code-heuristic``: the model writes heuristics in Python; the best guides greedy
best-first search (Correa, Pereira, Seipp: Classical Planning with LLM-Generated
Heuristics, NeurIPS 2025).

The model gets the domain's PDDL, a training task's PDDL and the state representation
a program sees (:mod:`plangate.programs.states`), and writes ``heuristic(state, goal)``.
``--heuristics K`` candidates are asked for (each a fresh conversation); each runs in
greedy best-first search on every training task (``--train FILE``; default: the
episode's own problem), in the sandbox, over the task's true actions sent as data, within
:data:`~plangate.verify.budgets.PROGRAM_TRAIN`. A candidate that crashes (or stops) on
every training task gets its error back, within ``--max-tries`` answers; with
``--counterexamples`` a candidate is also checked on states of each training task (0
at a goal, positive elsewhere, finite where the goal is reachable) and the first state
that breaks it goes back to the model. The candidate that solves the most training tasks
(ties: fewest expansions) then searches the episode's task; the plan it claims is read
into the task's actions and validated on the true task. Correa et al.'s setup: ``--max-
tries 1`` (no repair), 25 candidates, the training tasks of the IPC 2023 Learning Track.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from plangate.llm.methods.base import About, Context, Ending, Outcome
from plangate.llm.methods.code_common import (
    PART,
    ProgramMethod,
    ProgramOptions,
    Training,
    claimed,
    ended,
    recorded_round,
    statement_of,
    training,
)
from plangate.llm.prompts.wording import say
from plangate.pddl.task import Task
from plangate.programs.code import as_json, extract_code
from plangate.programs.heuristic import (
    HEURISTIC,
    Probes,
    checked_property,
    not_strips,
    probe_states,
    read_plan,
)
from plangate.programs.runs import heuristic_search
from plangate.programs.sandbox import ProgramLimits, run_program
from plangate.programs.states import View
from plangate.verify.budgets import PROGRAM_SEARCH, PROGRAM_TRAIN
from plangate.verify.validate import validate


@dataclass
class HeuristicStats:
    """How the heuristics fared over an episode."""

    rounds: int = 0  # answers asked for, over every candidate
    candidates: int = 0  # candidates that gave a program that runs
    no_code: int = 0  # answers without a program
    crashed: int = 0  # programs that crashed or stopped on every training task
    counterexamples: int = 0  # counterexamples sent back
    trained: int = 0  # training tasks
    best_solved: int = 0  # training tasks the kept heuristic solved
    best_expanded: int = 0  # its expansions on them
    failure: str = ""  # the last failure's kind ("" when the last program ran)
    expanded: int = 0  # the test search's expansions
    search: str = ""  # how it ended: "plan", "exhausted", "gave up", "failed", "" (not run)


@dataclass
class TrainingScore:
    """A candidate on the training tasks: solved, expansions on them, and the first error."""

    solved: int = 0
    expanded: int = 0
    error: str = ""
    line: int | None = None

    def key(self) -> tuple[int, int]:
        return (self.solved, -self.expanded)


_TRAINED: dict[tuple[str, tuple[str, ...]], TrainingScore] = {}  # this process's scores


def _trained(train: Training, views: list[View], code: str) -> TrainingScore:
    """The program's score on the training tasks; a program already scored on the same
    training files in this process (the next test problem of a domain, its answers
    from the response cache) is not searched again."""
    key = (code, tuple(train.files))
    if not train.own and key in _TRAINED:
        return _TRAINED[key]
    score = TrainingScore()
    for view in views:
        found = heuristic_search(view, code, PROGRAM_TRAIN)
        expanded = found.get("expanded")
        score.expanded += expanded if isinstance(expanded, int) else 0
        if "plan" in found:
            plan, broken = read_plan(view.task, found["plan"])
            score.solved += not broken and validate(view.task, plan).success
        elif "error" in found and not score.error:
            score.error = str(found["error"])
            line = found.get("line")
            score.line = line if isinstance(line, int) else None
    if not train.own:
        _TRAINED[key] = score
    return score


def _probes(views: list[View], seed: int) -> list[Probes]:
    """Each training task's probes of the checked property, made once an episode: along
    a plan plangate found, and the ends of random walks."""
    from plangate.verify.guided import guided

    return [probe_states(v, guided(v.task, "ff", "gbfs", PROGRAM_TRAIN).plan, seed)
            for v in views]  # fmt: skip


def _counterexample(views: list[View], probes: list[Probes], code: str) -> str:
    """The checked property's first counterexample on the training tasks ("" for none)."""
    for view, probed in zip(views, probes, strict=True):
        goal = as_json(view.goal or frozenset())
        calls = [{"fn": HEURISTIC, "args": [as_json(view.facts(state)), goal],
                  "kinds": ["state", "state"], "as": "number"}
                 for state, _ in probed.states]  # fmt: skip
        ran = run_program(code, {"kind": "calls", "calls": calls}, ProgramLimits())
        values = ran.answer.get("work") if ran.ok else None
        if not isinstance(values, list) or len(values) != len(probed.states):
            return say("programs.ran_of", said=ran.said, names=f"{HEURISTIC}(state, goal)")
        bad = checked_property(view, probed, values)
        if bad is not None:
            return say("programs.counterexample", counterexample=bad.feedback(view))
    return ""


def _prompt(example: View, words: str) -> str:
    task = example.task
    head = say("formalize.domain_head", domain=task.domain)
    state = repr(sorted(example.facts(task.initial), key=str))
    goal = repr(sorted(example.goal or (), key=str))
    body = say("programs.heuristic", state=state, goal=goal)
    return f"{head}\n\n{words}[PROBLEM]\n{task.problem}\n\n{body}"


def _candidate(ctx: Context, train: Training, views: list[View], stats: HeuristicStats,
               k: int, tries: int, check: list[Probes] | None
               ) -> tuple[str, TrainingScore] | None:  # fmt: skip
    """Candidate ``k``: asked for (its own seed, ``k`` past the episode's: its own draw,
    and its own entry in the response cache), run on the training tasks, repaired within
    ``tries`` answers; the program that ran and its score, or None."""
    s = ctx.session
    messages = [*s.base(), {"role": "user", "content": _prompt(views[0], statement_of(ctx, train))}]
    kept: tuple[str, TrainingScore] | None = None
    first = train.tasks[0]
    base = s.sampling_for(True)
    sampling = replace(base, seed=(base.seed or 0) + k)
    for _ in range(tries):
        c = s.call(messages, sampling=sampling,
                   meta=s.about("code-heuristic", first.initial, first.goal))  # fmt: skip
        if c is None:
            break
        stats.rounds += 1
        code = extract_code(c.text, (HEURISTIC,))
        feedback = ""
        if code is None:
            stats.no_code += 1
            stats.failure = "no code"
            feedback = say("programs.no_code_of", names=f"{HEURISTIC}(state, goal)")
        else:
            score = _trained(train, views, code)
            if score.solved == 0 and score.error:
                stats.crashed += 1
                stats.failure = "crashed"
                at = f" (line {score.line} of your code)" if score.line else ""
                feedback = say("programs.ran_of", said=score.error + at,
                               names=f"{HEURISTIC}(state, goal)")  # fmt: skip
            else:
                kept, stats.failure = (code, score), ""
                if check is not None:
                    feedback = _counterexample(views, check, code)
                    stats.counterexamples += bool(feedback)
                    stats.failure = "counterexample" if feedback else ""
        following = recorded_round(s, messages, c, stats.failure or "ran", feedback)
        if following is None:
            break
        messages = following
    return kept


def _code_heuristic(ctx: Context) -> Outcome:
    task = ctx.renderer.task
    opts: ProgramOptions = ctx.session.opts.of(ProgramOptions)
    stats = HeuristicStats()
    train = training(ctx)
    views = [View.of(t) for t in train.tasks]
    for name, v in zip(train.names, views, strict=True):
        why = not_strips(v.task) or v.why_no_goal
        if why:
            return ended(task, 0, stats, Ending.MODEL_ERROR, f"training task {name}: {why}")
    stats.trained = len(views)
    best: tuple[str, TrainingScore] | None = None
    seed = ctx.session.opts.sampling.seed or 0
    check = _probes(views, seed) if opts.counterexamples else None
    for k in range(opts.candidates):
        got = _candidate(ctx, train, views, stats, k, max(1, ctx.opts.max_tries), check)
        if got is None:
            continue
        stats.candidates += 1
        if best is None or got[1].key() > best[1].key():
            best = got
    if stats.rounds == 0:
        return ended(task, 0, stats, Ending.MODEL_ERROR, "the model gave no answer")
    if best is None:
        return ended(task, stats.rounds, stats, Ending.TRIES_EXHAUSTED,
                     "no answer held a heuristic that runs on a training task")  # fmt: skip
    code, score = best
    stats.best_solved, stats.best_expanded = score.solved, score.expanded
    found = heuristic_search(View.of(task), code, PROGRAM_SEARCH)
    expanded = found.get("expanded")
    stats.expanded = expanded if isinstance(expanded, int) else 0
    if "plan" not in found:
        exhausted = "exhausted" if found.get("exhausted") else "failed"
        stats.search = "gave up" if "gave_up" in found else exhausted
        said = found.get("gave_up") or found.get("error") or "no goal state reached"
        return ended(task, stats.rounds, stats, Ending.GAVE_UP,
                     f"the search with the heuristic: {said}")  # fmt: skip
    stats.search = "plan"
    return claimed(task, found["plan"], stats.rounds, stats)


@dataclass(frozen=True)
class CodeHeuristic(ProgramMethod):
    about: About

    def unsupported(self, task: Task) -> str | None:
        return not_strips(task) or View.of(task).why_no_goal or None

    def run(self, ctx: Context) -> Outcome:
        return _code_heuristic(ctx)


METHODS = [
    CodeHeuristic(About(
        name="code-heuristic", paper="programs", validated=True, stats=HeuristicStats,
        part=PART, sampled=True, budgets=("max_tries",),
        description="writes `--heuristics K` heuristics in Python (Correa et al. 2025); "
        "each guides greedy best-first search on the training tasks in a sandbox, the "
        "best kept; crashes (and, with --counterexamples, a state breaking the checked "
        "property) go back to the model; the kept one searches the task; the plan is "
        "validated on the true task",
        ends="every candidate asked for; then the best one's search",
    )),
]  # fmt: skip
