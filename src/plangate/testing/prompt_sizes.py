"""The longest prompt each method sends on a task, found without a model.

Each method runs its episode against three scripted models that need no server:
the planner oracle answering every request, but one in three wrongly (an action
that does not exist, so feedback, retries and rejections are sent too); a model
whose every answer is wrong (so the methods with budgets of invalid answers run
to them); and one that always takes the first valid action (so an interactive
episode runs to ``--max-steps`` with the whole history). The longest request of
the three runs, as the model would get it, is what ``plangate doctor`` sends to
measure a server's context window against. A model whose answers are long (it
reasons, or repeats the prompt) makes the history, and the prompts, longer still.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from plangate.errors import PlangateError
from plangate.llm.clients.base import Message
from plangate.llm.request import strip

WRONG = "(teleport everything home)"  # an action no task has
DEFAULT_TASK = Path(__file__).resolve().parent.parent / "data" / "blocksworld"


@dataclass(frozen=True)
class Longest:
    """A method's longest request on a task: its messages as sent, and their size."""

    method: str
    messages: list[Message]
    requests: int  # requests the simulated episodes sent

    @property
    def chars(self) -> int:
        return sum(len(m.get("content", "")) for m in self.messages)


def default_task() -> tuple[Path, Path]:
    """The task the doctor measures by default: a four-block Blocksworld problem, the
    FSM study's size (another problem beside it is the example of the methods that show
    one)."""
    return DEFAULT_TASK / "domain.pddl", DEFAULT_TASK / "problems" / "blocks-4-a.pddl"


def _noisy(answer: Callable[[list[Message]], str]) -> Callable[[list[Message]], str]:
    calls = [0]

    def model(messages: list[Message]) -> str:
        calls[0] += 1
        text = answer(messages)  # the oracle reads every request, right or wrong
        return WRONG if calls[0] % 3 == 0 else text

    return model


def _wandering(oracle: object) -> Callable[[list[Message]], str]:
    """A model that always takes the first valid action (the first option of a list), so
    an interactive episode runs to its step budget with the whole history."""
    from plangate.llm.request import meta_of
    from plangate.testing.oracle import PlannerOracle

    assert isinstance(oracle, PlannerOracle)
    r = oracle.r
    machine = None

    def model(messages: list[Message]) -> str:
        nonlocal machine
        text = oracle(messages)
        meta = meta_of(messages) or {}
        kind = meta.get("kind")
        if kind == "choice":
            return "Answer: 1" if meta.get("cot") else "1"
        if kind == "action":
            from plangate.fsm.machine import MealyMachine
            from plangate.testing.oracle import state_of

            machine = machine or MealyMachine(r.task)
            state = state_of(r, meta)
            valid = machine.valid_actions(state) if state is not None else []
            return r.op(valid[0]) if valid else text
        return text

    return model


def longest_prompts(
    domain: str | Path, problem: str | Path, methods: Iterable[str]
) -> dict[str, Longest]:
    """Each method's (``pfc``, ``pfc/no-search``) longest request on the task, with the
    default options; a method that cannot run there (no solved example to show) is
    left out."""
    from plangate.llm.clients.scripted import ScriptedClient
    from plangate.llm.methods import MethodSpec, parts
    from plangate.llm.options import MethodOptions
    from plangate.llm.render import renderer_for
    from plangate.llm.run import solve
    from plangate.pddl.loader import load_task
    from plangate.testing.oracle import PlannerOracle

    task = load_task(domain, problem)
    r = renderer_for(task, None)
    out: dict[str, Longest] = {}
    for name in methods:
        spec = MethodSpec.parse(name)
        if not spec.method.about.uses_model:
            continue
        options = spec.options(MethodOptions()).seeded(0, parts())
        best: list[Message] = []
        sent = 0
        for kind in ("noisy", "wrong", "wandering"):
            oracle = PlannerOracle(r)

            def always_wrong(messages: list[Message], oracle: PlannerOracle = oracle) -> str:
                oracle(messages)
                return WRONG

            models = {"noisy": _noisy(oracle), "wrong": always_wrong}
            model = models[kind] if kind in models else _wandering(oracle)
            client = ScriptedClient([model] * 20_000)
            try:
                solve(task, client, spec.method, options=options, renderer=r, problem_path=problem)
            except PlangateError:
                break  # it needs what this task cannot give (a solved example)
            sent += len(client.requests)
            for q in client.requests:
                messages = strip(q.messages)
                if _size(messages) > _size(best):
                    best = messages
        if best:
            out[str(spec)] = Longest(str(spec), best, sent)
    return out


def _size(messages: list[Message]) -> int:
    return sum(len(m.get("content", "")) for m in messages)
