"""``code-successors``: the model writes a successor function and a goal test (Thought of
Search, Katz et al., NeurIPS 2024; automated with unit tests as AutoToS, Cao et al.).

The model gets the domain's and the problem's PDDL and the state representation a
program sees (:mod:`plangate.programs.states`), and writes ``successor_states(state)``
and ``is_goal(state, goal)``. Each answer's program runs in the sandbox
(:mod:`plangate.programs.sandbox`) on tests generated from the machine
(:mod:`plangate.programs.checks`: successor sets at sampled reachable states, goal and
non-goal states); the first failing test goes back to the model in its own terms, up to
``max_tries`` answers. The last program that passes every test (else the last one that
loads) then searches breadth-first from the initial state, in the sandbox; the path it
claims is mapped to the task's actions by the machine and validated on the true task,
so the episode's verdict and metrics are the true task's. The counters say how the
programs fared: rounds, answers without a program, runs the sandbox ended, programs
that failed a test (the last failure's kind), whether one passed, and the search's
expansions and end.
"""

from __future__ import annotations

from dataclasses import dataclass

from plangate.llm.methods.base import About, Context, Ending, Outcome
from plangate.llm.methods.code_common import ProgramMethod, ended, recorded_round
from plangate.llm.prompts.wording import say
from plangate.llm.render import Renderer
from plangate.pddl.task import Task
from plangate.programs.checks import GOAL, SUCCESSORS, Probe, first_failure, probes, work
from plangate.programs.code import extract_code, path_plan
from plangate.programs.runs import successor_search
from plangate.programs.sandbox import ProgramLimits, run_program
from plangate.programs.states import View
from plangate.verify.budgets import PROGRAM_SEARCH


@dataclass
class CodeStats:
    """How the programs fared over an episode."""

    rounds: int = 0
    no_code: int = 0  # answers without a program
    stopped: int = 0  # runs the sandbox ended (time, memory, output, a crash)
    failed_tests: int = 0  # programs that failed a generated test
    failure: str = ""  # the kind of the last failure ("" when the last program passed)
    passed: bool = False  # a program passed every generated test
    tests: int = 0  # the tests of each round (a successor set and a goal test per state)
    expanded: int = 0  # the search's expansions with the program
    search: str = ""  # how it ended: "plan", "exhausted", "gave up", "failed", "" (not run)


def _prompt(r: Renderer, view: View) -> str:
    """The domain's PDDL, the problem in words and as PDDL, then what to write."""
    from plangate.llm.prompts.study import statement

    task = view.task
    head = say("formalize.domain_head", domain=task.domain)
    words = f"[STATEMENT]\n{statement(r).strip()}"
    values = say("programs.values") if task.numbers is not None else ""
    state = repr(sorted(view.facts(task.initial), key=str))
    goal = repr(sorted(view.goal or (), key=str))
    body = say("programs.successors", values=values, state=state, goal=goal)
    return f"{head}\n\n{words}\n\n[PROBLEM]\n{task.problem}\n\n{body}"


def _round(ctx: Context, view: View, text: str, stats: CodeStats, limits: ProgramLimits,
           sampled: list[Probe]) -> tuple[str | None, str]:  # fmt: skip
    """One answer's program tested: the program (None: none to keep) and the feedback
    ("" when it passed every test)."""
    code = extract_code(text, (SUCCESSORS, GOAL))
    if code is None:
        stats.no_code += 1
        stats.failure = "no code"
        return None, say("programs.no_code")
    ran = run_program(code, work(view, sampled), limits)
    if not ran.ok:
        stats.stopped += 1
        stats.failure = ran.status
        return None, say("programs.ran", said=ran.said)
    load = ran.answer.get("load")
    if isinstance(load, dict):
        stats.failed_tests += 1
        stats.failure = str(load.get("kind", "exception"))
        line = load.get("line")
        at = f" (line {line} of your code)" if isinstance(line, int) else ""
        return None, say("programs.ran", said=f"{load.get('error', '')}{at}")
    failed = first_failure(view, sampled, ran.answer.get("work"))
    if failed is not None:
        stats.failed_tests += 1
        stats.failure = failed.kind
        return code, say("programs.failed", failure=failed.feedback)
    stats.passed, stats.failure = True, ""
    return code, ""


def _search(view: View, code: str, stats: CodeStats, limits: ProgramLimits) -> Outcome:
    task = view.task
    found = successor_search(view, code, PROGRAM_SEARCH, limits)
    if "path" not in found and "error" in found and "expanded" not in found:
        stats.search = "failed"
        return _nothing(task, stats, Ending.GAVE_UP,
                        f"the search with the program: {found['error']}")  # fmt: skip
    expanded = found.get("expanded")
    stats.expanded = expanded if isinstance(expanded, int) else 0
    if "path" not in found:
        stats.search = "gave up" if "gave_up" in found else (
            "exhausted" if found.get("exhausted") else "failed")  # fmt: skip
        why = found.get("gave_up") or found.get("error") or "no goal state reached"
        return _nothing(task, stats, Ending.GAVE_UP, f"the search with the program: {why}")
    stats.search = "plan"
    path = found["path"]
    plan, broken = path_plan(view, path)
    states = [task.initial]
    for op in plan:
        states.append(op.apply(states[-1]))
    reached = not broken and task.is_goal(states[-1])
    ending = None if reached else (Ending.INVALID_STEP if broken else Ending.GOAL_NOT_REACHED)
    notes = [f"the program's plan: {broken}"] if broken else []
    generated = len(path) - 1 if isinstance(path, list) else 0
    return Outcome(plan=plan, states=states, valid=not broken, invalid=int(bool(broken)),
                   proposals=stats.rounds, generated=generated, ending=ending,
                   stats=stats, notes=notes)  # fmt: skip


def _nothing(task: Task, stats: CodeStats, ending: Ending, note: str) -> Outcome:
    return ended(task, stats.rounds, stats, ending, note)


def _code_successors(ctx: Context, tries: int) -> Outcome:
    s, task = ctx.session, ctx.renderer.task
    view = View.of(task)
    stats = CodeStats()
    limits = ProgramLimits()
    sampled = probes(view, seed=s.opts.sampling.seed or 0)
    stats.tests = 2 * len(sampled)
    messages = [*s.base(), {"role": "user", "content": _prompt(ctx.renderer, view)}]
    kept: str | None = None
    for _ in range(tries):
        c = s.call(messages, sampling=s.sampling_for(False),
                   meta=s.about("code-successors", task.initial, task.goal))  # fmt: skip
        if c is None:
            break
        stats.rounds += 1
        code, feedback = _round(ctx, view, c.text, stats, limits, sampled)
        kept = code if code is not None else kept
        following = recorded_round(s, messages, c, stats.failure or "passed", feedback)
        if following is None:
            break
        messages = following
    if stats.rounds == 0:
        return _nothing(task, stats, Ending.MODEL_ERROR, "the model gave no answer")
    if kept is None:
        return _nothing(task, stats, Ending.TRIES_EXHAUSTED, "no answer held a program that runs")
    return _search(view, kept, stats, limits)


@dataclass(frozen=True)
class CodeSuccessors(ProgramMethod):
    about: About

    def run(self, ctx: Context) -> Outcome:
        return _code_successors(ctx, max(1, ctx.opts.max_tries))


METHODS = [
    CodeSuccessors(About(
        name="code-successors", paper="programs", validated=True, stats=CodeStats,
        budgets=("max_tries",),
        description="writes a successor function and a goal test in Python (Thought of "
        "Search); tests generated from the machine give the first failure back, up to "
        "`max_tries` answers; breadth-first search with the program, in a sandbox; the "
        "plan is validated on the true task",
        ends="a program that passes every test, or `max_tries` answers; then its search",
    )),
]  # fmt: skip
