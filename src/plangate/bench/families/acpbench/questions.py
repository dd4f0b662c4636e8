"""ACPBench's questions at one state, each with its exact answer: one builder per task,
which makes the task's question in the format asked (yes/no, multiple choice,
generative) from the state and a seeded random source.

Candidates for a wrong option or a "no" are type-correct ground actions and fluent
propositions drawn at random; a candidate whose answer the budget cannot decide is
never used (the item is made from another, or skipped and said), so every stored
answer is exact.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from plangate.bench.families.acpbench import LETTERS
from plangate.bench.families.acpbench import wording as w
from plangate.bench.families.acpbench.score import fact_of, first_inapplicable, op_of, schemas
from plangate.errors import PlangateError
from plangate.llm.render import Renderer
from plangate.pddl.task import Operator, Task
from plangate.verify import questions as q
from plangate.verify.budgets import PLAN_REST, Budget
from plangate.verify.distance import DistanceOracle


class Skip(PlangateError):
    """No item of this kind at this state (said, never guessed)."""


@dataclass
class At:
    """A state asked about: the task with the state as its initial state, its wording,
    and an optimal plan from it (None when none was found)."""

    name: str
    text: str
    task: Task
    r: Renderer
    plan: tuple[Operator, ...] | None
    budget: Budget
    _oracle: DistanceOracle | None = field(default=None, repr=False)

    @property
    def state(self) -> int:
        return self.task.initial

    @property
    def oracle(self) -> DistanceOracle:
        if self._oracle is None:
            self._oracle = DistanceOracle(self.task)
        return self._oracle

    def act(self, atom: str) -> str:
        """A PDDL action in the wording."""
        name, *args = atom.strip("()").split()
        return self.r.action(name, args)

    def fact(self, atom: str) -> str:
        return self.r.atom(atom, hide=False)


@dataclass(frozen=True)
class Built:
    question: str
    answer: dict[str, object]
    sequence: tuple[str, ...] = ()
    choices: tuple[str, ...] = ()


Builder = Callable[[At, str, random.Random, bool], Built]


# ------------------------------------------------------------------ candidates
def random_atom(kind: str, task: Task, rnd: random.Random) -> str | None:
    """A type-correct ground action (``areach``) or fluent proposition, at random."""
    table = [
        (n, ps)
        for n, ps in schemas(kind, task).items()
        if all(task.world.objects(p.types) for p in ps)
    ]
    if not table:
        return None
    name, params = rnd.choice(table)
    args = [rnd.choice(task.world.objects(p.types)) for p in params]
    return "(" + " ".join([name, *args]) + ")"


def draw(
    kind: str, at: At, rnd: random.Random, accept: Callable[[str], bool], n: int = 1
) -> list[str]:
    """``n`` distinct random candidates ``accept`` takes (fewer: Skip)."""
    out: list[str] = []
    for _ in range(400):
        atom = random_atom(kind, at.task, rnd)
        if atom is not None and atom not in out and accept(atom):
            out.append(atom)
            if len(out) == n:
                return out
    raise Skip(f"fewer than {n} suitable {'actions' if kind == 'areach' else 'facts'}")


def applicable_at(at: At, atom: str, state: int | None = None) -> bool:
    op = op_of(at.task, atom)
    return op is not None and op.applicable(at.state if state is None else state)


def mcq(
    at: At,
    stem: str,
    right: str,
    wrong: list[str],
    rnd: random.Random,
    say: Callable[[str], str],
    **extra: object,
) -> Built:
    """Four options, the right one at a random place; the answer is its letter."""
    options = [right, *wrong]
    rnd.shuffle(options)
    choices = tuple(say(o) for o in options)
    letter = LETTERS[options.index(right)]
    answer = {"answer": letter, "options": options, **extra}
    return Built(f"{stem} {w.listed(choices)}", answer, choices=choices)


def yes_no(yes: bool, **extra: object) -> dict[str, object]:
    return {"answer": "yes" if yes else "no", **extra}


# ------------------------------------------------------------------ the tasks
def app(at: At, fmt: str, rnd: random.Random, yes: bool) -> Built:
    ops = [str(o) for o in q.applicable(at.task, at.state)]
    if fmt == "gen":
        return Built(
            "Generate the list of all ground actions that are applicable in this state.",
            {"actions": ops, "how": "the machine's valid actions at the state"},
        )
    if not ops:
        raise Skip("no action is applicable")

    def inapplicable(a: str) -> bool:
        return not applicable_at(at, a)

    if fmt == "bool":
        atom = rnd.choice(ops) if yes else draw("areach", at, rnd, inapplicable)[0]
        return Built(
            f"Is the following action applicable in this state: {at.act(atom)}?",
            yes_no(yes, about=atom),
        )
    return mcq(
        at,
        "Which of the following actions will be applicable in this state?",
        rnd.choice(ops),
        draw("areach", at, rnd, inapplicable, 3),
        rnd,
        at.act,
    )


def prog(at: At, fmt: str, rnd: random.Random, yes: bool) -> Built:
    ops = q.applicable(at.task, at.state)
    if not ops:
        raise Skip("no action is applicable")
    op = rnd.choice(ops)
    after = op.apply(at.state)
    pos, neg = q.progression(at.task, at.state, op)
    act = at.r.op(op)
    if fmt == "gen":
        return Built(
            f'Break down the outcomes of performing the action "{act}" into two lists, '
            "positive effects and negative effects. Positive effects are the propositions "
            "that are false in the current state but will become true after performing the "
            "action. Negative effects are the propositions that are true in the current "
            "state and will become false after performing the action.",
            {"action": str(op), "pos": pos, "neg": neg, "how": "the action applied"},
        )
    holds = at.task.atoms(after)

    def false_after(a: str) -> bool:
        f = fact_of(at.task, a)
        return f is None or not after >> f & 1

    def true_fact() -> str:
        return rnd.choice(pos) if pos and rnd.random() < 0.5 else rnd.choice(holds)

    def false_fact() -> str:
        return (
            rnd.choice(neg)
            if neg and rnd.random() < 0.5
            else draw("reach", at, rnd, false_after)[0]
        )

    if not holds:
        raise Skip("no fact holds after the action")
    if fmt == "bool":
        atom = true_fact() if yes else false_fact()
        return Built(
            f'Will the fact "{at.fact(atom)}" hold after performing the action "{act}" in '
            "the current state?",
            yes_no(yes, about=atom, action=str(op)),
        )
    wrong = list(dict.fromkeys([*neg, *draw("reach", at, rnd, false_after, 3)]))[:3]
    rnd.shuffle(wrong)
    return mcq(
        at,
        f'Which of the following facts hold after performing the action "{act}" in '
        "the current state?",
        true_fact(),
        wrong,
        rnd,
        at.fact,
        action=str(op),
    )


def walk(task: Task, state: int, rnd: random.Random, n: int) -> list[Operator]:
    """Up to ``n`` random applicable actions from ``state`` (fewer at a dead end)."""
    ops: list[Operator] = []
    for _ in range(n):
        here = q.applicable(task, state)
        if not here:
            break
        ops.append(rnd.choice(here))
        state = ops[-1].apply(state)
    return ops


def states_along(start: int, ops: Sequence[Operator]) -> list[int]:
    """The states ``ops`` go through from ``start``, ``start`` first."""
    out = [start]
    for op in ops:
        out.append(op.apply(out[-1]))
    return out


def _broken(at: At, rnd: random.Random, ops: list[Operator]) -> tuple[list[str], int]:
    """``ops`` with one action replaced by one not applicable where it is taken."""
    if not ops:
        raise Skip("no sequence to break")
    j = rnd.randrange(len(ops))
    state = states_along(at.state, ops)[j]
    bad = draw("areach", at, rnd, lambda a: not applicable_at(at, a, state))[0]
    seq = [str(o) for o in ops]
    seq[j] = bad
    index = first_inapplicable(at.task, at.state, tuple(seq))
    assert index == j, (index, j)
    return seq, j


def plan_of(at: At) -> list[Operator]:
    if at.plan is None:
        raise Skip("no plan from the state was found")
    if not at.plan:
        raise Skip("the goal holds in the state")
    return list(at.plan)


def val(at: At, fmt: str, rnd: random.Random, yes: bool) -> Built:
    if fmt == "gen":
        broken, first = _broken(at, rnd, walk(at.task, at.state, rnd, rnd.randint(3, 12)))
        return Built(
            "What is the first inapplicable action in the next sequence of actions: "
            f'"{w.plan_text(broken)}"?',
            {"index": first, "how": "each action applied in turn"},
            tuple(broken),
        )
    plan = plan_of(at)
    kinds = ["plan", "short", "fails"]
    kind = ("plan" if yes else rnd.choice(kinds[1:])) if fmt == "bool" else rnd.choice(kinds)
    if kind == "short" and len(plan) < 2:
        kind = "fails"
    seq = [str(o) for o in plan]
    j: int | None = None
    if kind == "short":
        seq = seq[: rnd.randrange(1, len(seq))]
    elif kind == "fails":
        seq, j = _broken(at, rnd, plan)
    ops = [op_of(at.task, a) for a in seq]
    valid = all(o is not None for o in ops) and q.is_plan(at.task, at.state, ops)  # type: ignore[arg-type]
    if kind == "short" and valid:
        raise Skip("a prefix of the plan reaches the goal already")
    said = ", ".join(at.act(a) for a in seq)
    if fmt == "bool":
        return Built(
            f'Is the following sequence of actions "{said}" a plan for the current state?',
            yes_no(valid, kind=kind),
            tuple(seq),
        )
    claims = {
        "plan": "The sequence is a plan",
        "short": "The sequence is applicable, but does not achieve the goal",
    }
    wrong_index = [i for i in range(len(seq)) if i != j]
    rnd.shuffle(wrong_index)

    def at_index(i: int) -> str:
        return f"The first inapplicable action of the sequence is the one at index {i} (from 0)"

    right = claims[kind] if j is None else at_index(j)
    wrong = [c for k, c in claims.items() if k != kind] + [at_index(i) for i in wrong_index]
    if len(wrong) < 3:
        raise Skip("the sequence is too short for four options")
    stem = f'Which of the following claims is true with regard to the sequence of actions "{said}"?'
    return mcq(at, stem, right, wrong[:3], rnd, lambda c: c, kind=kind)


def just(at: At, fmt: str, rnd: random.Random, yes: bool) -> Built:
    """A plan with something to remove: a short random walk, then a plan (greedy, not
    optimal) from where it ends (the walk's actions are often what a plan does not
    need, and a greedy plan's detours too)."""
    for _ in range(6):
        detour = walk(at.task, at.state, rnd, rnd.randint(1, 3))
        end = states_along(at.state, detour)[-1]
        rest = q.greedy_plan(at.task, end, PLAN_REST.within(at.budget.seconds))
        if rest is None:
            continue
        plan = [*detour, *rest]
        simpler = q.simplifications(at.task, at.state, plan)
        if simpler:
            break
    else:
        raise Skip("no plan with an action it does not need was found")
    seq = tuple(str(o) for o in plan)
    if fmt == "gen":
        return Built(
            f'Simplify the plan "{w.plan_text(seq)}" by removing either a single action or a '
            "pair of consecutive actions, while still maintaining a valid plan. Provide the "
            "resulting simplified plan.",
            {
                "simplifications": [[str(o) for o in s] for s in simpler],
                "how": "every removal of one or two consecutive actions tried",
            },
            seq,
        )
    width = rnd.choice((1, 2)) if len(seq) > 2 else 1
    removable: dict[tuple[str, ...], bool] = {}
    for i in range(len(seq) - width + 1):
        part = seq[i : i + width]
        shorter = [*plan[:i], *plan[i + width :]]
        removable[part] = removable.get(part, False) or q.is_plan(at.task, at.state, shorter)
    goods = [p for p, ok in removable.items() if ok]
    bads = [p for p, ok in removable.items() if not ok]
    said = ", ".join(at.act(a) for a in seq)

    def name(part: tuple[str, ...]) -> str:
        return " and ".join(at.act(a) for a in part)

    what = "action" if width == 1 else "pair of consecutive actions"
    if fmt == "bool":
        pool = goods if yes else bads
        if not pool:
            raise Skip(f"no {what} that {'can' if yes else 'cannot'} be removed")
        part = rnd.choice(pool)
        return Built(
            f'Given the plan: "{said}"; can the following {what} be removed from this plan and '
            f"still have a valid plan: {name(part)}?",
            yes_no(yes, about=list(part)),
            seq,
        )
    if not goods or len(bads) < 3:
        raise Skip("too few options")
    right, wrong = rnd.choice(goods), rnd.sample(bads, 3)
    plural = "actions" if width == 1 else "pairs of consecutive actions"
    stem = (
        f'Given the plan: "{said}"; which of the following {plural} can be removed from '
        "this plan and still have a valid plan?"
    )
    lookup = {" ".join(p): p for p in removable}
    b = mcq(at, stem, " ".join(right), [" ".join(x) for x in wrong], rnd, lambda t: name(lookup[t]))
    return Built(b.question, b.answer, seq, b.choices)
