"""What the methods whose answer is a program share: their own options (the training
tasks, the candidates, the counterexample loop), the training tasks loaded, the answer
read into a program, and the episode's end when no plan came of it."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from plangate.errors import PlangateError
from plangate.llm.methods.base import Context, Ending, Examples, Outcome, Plain
from plangate.llm.options import MethodOptions, Part, opt
from plangate.paths import natural_key
from plangate.pddl.task import Operator, Task
from plangate.programs.heuristic import read_plan
from plangate.programs.states import View

if TYPE_CHECKING:
    from plangate.llm.clients.base import Completion, Message
    from plangate.llm.session import Session
from plangate.verify.validate import validate


@dataclass(frozen=True)
class ProgramOptions:
    """The options of code-heuristic and code-genplan."""

    train: frozenset[str] = opt(
        frozenset(),
        "problem files (or folders of them) of the same domain the program is trained on "
        "(code-heuristic, code-genplan; default: the episode's own problem)",
        metavar="FILE",
    )
    candidates: int = opt(
        4, "code-heuristic: heuristics asked for, the best on the training tasks kept",
        flag="--heuristics", metavar="K",
    )  # fmt: skip
    counterexamples: bool = opt(
        False,
        "code-heuristic: a state where a heuristic breaks the checked property (0 at a "
        "goal, positive elsewhere, finite where the goal is reachable) goes back to the "
        "model, within --max-tries answers per candidate",
    )

    def __post_init__(self) -> None:
        if self.candidates < 1:
            raise ValueError("candidates must be >= 1")


PART = Part("programs", ProgramOptions, "programs (code-heuristic, code-genplan)")


@dataclass
class Training:
    """The tasks a program is trained on, each with its file's name (the episode's own
    problem when no training file was given)."""

    tasks: list[Task]
    names: list[str]
    own: bool  # the episode's problem is the training task
    files: list[str] = field(default_factory=list)  # their paths (none when own)


def training(ctx: Context) -> Training:
    """The training tasks of the episode's options, read against the episode's domain."""
    from plangate.pddl.loader import load_task

    task = ctx.renderer.task
    files = _files(sorted(ctx.session.opts.of(ProgramOptions).train))
    if not files:
        return Training([task], ["the episode's problem"], True)
    tasks = []
    for path in files:
        try:
            tasks.append(load_task(task.domain, path))
        except OSError as err:
            raise PlangateError(f"{path}: cannot read the training problem ({err.strerror})"
                                ) from None  # fmt: skip
    return Training(tasks, _names(files), False, [str(Path(f).resolve()) for f in files])


def _files(given: list[str]) -> list[str]:
    """The files given, a folder standing for its problem files (``*.pddl`` but domains)."""
    out: list[str] = []
    for path in given:
        folder = Path(path)
        if folder.is_dir():
            found = [p for p in folder.glob("*.pddl") if "domain" not in p.name.lower()]
            if not found:
                raise PlangateError(f"{path}: no problem files (*.pddl) to train on")
            out += [str(p) for p in sorted(found, key=natural_key)]
        else:
            out.append(path)
    return out


def _names(files: list[str]) -> list[str]:
    """Each file's name, with as many of its folders as tell it from the others."""
    parts = [Path(f).parts for f in files]
    for depth in range(1, max(len(p) for p in parts) + 1):
        names = ["/".join(p[-depth:]) for p in parts]
        if len(set(names)) == len(names):
            return names
    return files


def ended(task: Task, rounds: int, stats: object, ending: Ending, note: str) -> Outcome:
    """An episode that ends without a plan: the initial state, why, the counters."""
    return Outcome(plan=[], states=[task.initial], valid=False, invalid=rounds,
                   proposals=rounds, ending=ending, stats=stats, notes=[note])  # fmt: skip


def planned(task: Task, plan: list[Operator], broken: str, rounds: int, stats: object,
            generated: int) -> Outcome:  # fmt: skip
    """An episode whose program gave a plan: its actions (up to the first that is none)
    validated on the true task, the states the valid prefix reaches."""
    check = validate(task, plan)
    states = list(check.states) or [task.initial]
    prefix = plan[: check.applied]
    valid = check.valid and not broken
    ending = None if valid else Ending.INVALID_STEP  # None: the states say if it reached
    notes = [f"the program's plan: {broken}"] if broken else []
    if not check.success:
        notes.append(f"the program's plan: {check.reason}")
    return Outcome(plan=prefix, states=states[: len(prefix) + 1], valid=valid,
                   invalid=int(not valid), proposals=rounds, generated=generated,
                   ending=ending, stats=stats, notes=notes)  # fmt: skip


def statement_of(ctx: Context, train: Training) -> str:
    """The episode's problem in words, when it is the problem the prompt shows (the
    training problem by default); "" when the training problems are other files."""
    if not train.own:
        return ""
    from plangate.llm.prompts.study import statement

    return f"[STATEMENT]\n{statement(ctx.renderer).strip()}\n\n"


def recorded_round(s: Session, messages: list[Message], c: Completion, verdict: str,
                   feedback: str) -> list[Message] | None:  # fmt: skip
    """One answer's round in the trace; the conversation's next messages (the answer,
    then the feedback), or None when there is no feedback (the program passed)."""
    s.trace.record("program", messages, c, verdict=verdict, valid=not feedback,
                   feedback=feedback)  # fmt: skip
    if not feedback:
        return None
    return [*messages, {"role": "assistant", "content": c.text},
            {"role": "user", "content": feedback}]  # fmt: skip


def claimed(task: Task, steps: object, rounds: int, stats: object) -> Outcome:
    """An episode whose program claims the plan ``steps``: read into the task's actions,
    validated on the true task (:func:`planned`)."""
    plan, broken = read_plan(task, steps)
    return planned(task, plan, broken, rounds, stats, len(steps) if isinstance(steps, list) else 0)


class ProgramMethod(Plain):
    """What the methods whose answer is a program share: no solved examples, and a task
    whose goal is no conjunction of facts refused (a program is given its goal as facts)."""

    def examples(self, opts: MethodOptions) -> Examples:
        return Examples(0, required=False)

    def unsupported(self, task: Task) -> str | None:
        return View.of(task).why_no_goal or None


__all__ = ["PART", "ProgramMethod", "ProgramOptions", "Training", "claimed", "ended",
           "planned", "recorded_round", "statement_of", "training"]  # fmt: skip
