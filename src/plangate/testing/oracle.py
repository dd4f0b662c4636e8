"""A scripted model that answers every prompt of plangate correctly, from the exact planner.

It answers from the request's metadata (:mod:`plangate.llm.request`: its
kind, state, goal, the action to judge, the numbered options), never from
the prose, and writes its answers in the renderer's wording, so the harness
is measured without a model: benchmarks count the calls and tokens a method
needs when every answer is right. ``mistakes`` switches on wrong answers
for tests (``bad_actor``: an invalid proposal first; ``lying_monitor``:
every action called valid). The answer to each kind of request is one
function in ``ANSWERS``; a method with kinds of its own adds its answers
with :func:`answers_to`.

Over HTTP the metadata comes in the ``X-Plangate-Request`` header, which
plangate's OpenAI-compatible client sends to servers on this machine.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from plangate.errors import PlangateError
from plangate.llm.clients.base import Message
from plangate.llm.reading.formatted import plan_block
from plangate.llm.render import Renderer
from plangate.llm.request import RequestMeta, meta_of
from plangate.pddl.task import Condition, Operator, Task
from plangate.verify.budgets import REFERENCE
from plangate.verify.search import search


def _mask(r: Renderer, atoms: list[str]) -> int | None:
    """The facts as a bitmask of this task, or None when one is not a fact of it."""
    mask = 0
    statics = r.task.world.static_facts
    for atom in atoms:
        if atom.startswith("(= "):
            continue  # a value (Task.describe), read by state_of
        parts = atom.strip("()").split()
        fid = r.task.fact_id(parts[0], tuple(parts[1:])) if parts else None
        if fid is None:
            if tuple(parts[1:]) in statics.get(parts[0], ()):
                continue
            return None
        mask |= 1 << fid
    return mask


def state_of(r: Renderer, meta: RequestMeta) -> int | None:
    """The task state a request is about (its metadata's facts and values), None when
    not of ``r``."""
    atoms = list(meta.get("state", []))
    mask = _mask(r, atoms)
    return None if mask is None else r.task.state_of(atoms)


def probe_answer(meta: RequestMeta) -> str:
    """The answer to a probe (plangate.llm.doctor): one of its options, if any."""
    options = meta.get("options")
    return str(options[0]) if isinstance(options, list) and options else "ok"


class PlannerOracle:
    """Call it with the messages of a request; it returns the right answer as text.

    State and goal come from the request's metadata, so one oracle serves every
    problem over the same facts (e.g. all 4-block Blocksworld problems).
    """

    def __init__(self, r: Renderer, **mistakes: bool) -> None:
        self.r = r
        self.task = r.task
        self.mistakes = mistakes
        self.kinds: list[str] = []
        self._plans: dict[tuple[int, int, int], list[Operator]] = {}
        self.wording = wording_of(r)

    def fits(self, meta: RequestMeta) -> bool:
        """Whether the request is about this oracle's facts, in its wording."""
        if meta.get("wording") not in (None, self.wording):
            return False
        goal = meta.get("goal") or {"pos": [], "neg": []}
        actions = [meta["action"]] if meta.get("action") else []
        actions += list(meta.get("options", []))
        return all(
            _mask(self.r, atoms) is not None
            for atoms in (meta.get("state", []), goal["pos"], goal["neg"])
        ) and all(self._op(a) is not None for a in actions)

    def plan(self, state: int, goal: Condition | None = None) -> list[Operator]:
        goal = goal or self.task.goal
        key = (state, goal.pos, goal.neg)
        if key not in self._plans:
            result = search(self.task, start=state, goal=goal, budget=REFERENCE)
            self._plans[key] = list(result.plan or [])
        return self._plans[key]

    def invalid_in(self, state: int) -> Operator:
        return next(op for op in self.task.operators if not op.applicable(state))

    def _op(self, text: str | None) -> Operator | None:
        if not text:
            return None
        parts = text.strip("()").split()
        return self.task.operator(parts[0], tuple(parts[1:])) if parts else None

    # ------------------------------------------------------------ answering
    def __call__(self, messages: list[Message]) -> str:
        meta = meta_of(messages)
        if meta is None:
            raise PlangateError(
                "the planner oracle answers from a request's metadata, and this request has "
                "none (plangate sends it to servers on this machine; see plangate.llm.request)"
            )
        return self.answer(meta)

    def answer(self, meta: RequestMeta) -> str:
        r = self.r
        kind = str(meta.get("kind"))
        if kind == "probe":  # a runner checking what the server supports
            return probe_answer(meta)
        state = state_of(r, meta)
        if state is None:
            raise PlangateError("the request's state names facts this oracle's task lacks")
        goal_meta = meta.get("goal")
        goal = (
            Condition(
                pos=_mask(r, goal_meta["pos"]) or 0,
                neg=_mask(r, goal_meta["neg"]) or 0,
            )
            if goal_meta is not None
            else self.task.goal
        )
        task_goal = self.task.goal
        if (goal.pos, goal.neg) == (task_goal.pos, task_goal.neg):
            goal = task_goal  # the task's own (its numeric conditions included)
        self.kinds.append(kind)
        ask = Ask(self, state, goal, self._op(meta.get("action")), meta)
        answer = ANSWERS.get(kind, _next_action)
        return answer(ask)


@dataclass(frozen=True)
class Ask:
    """One request as the oracle reads it: the state, goal and action it is about."""

    oracle: PlannerOracle
    state: int
    goal: Condition
    action: Operator | None
    meta: RequestMeta

    @property
    def r(self) -> Renderer:
        return self.oracle.r

    def plan(self) -> list[Operator]:
        return self.oracle.plan(self.state, self.goal)

    def mistake(self, name: str) -> bool:
        return bool(self.oracle.mistakes.get(name))


Answer = Callable[[Ask], str]
# the right answer to each kind of request (a method's kind: add yours with answers_to)
ANSWERS: dict[str, Answer] = {}


def answers_to(*kinds: str) -> Callable[[Answer], Answer]:
    """Register how the oracle answers requests of these kinds (a plugin's, a test's)."""

    def register(fn: Answer) -> Answer:
        for kind in kinds:
            ANSWERS[kind] = fn
        return fn

    return register


@answers_to("formalize-problem", "formalize-domain")  # the formalizers: the true files
def _true_files(a: Ask) -> str:
    import dataclasses

    from plangate.pddl import syntax as s
    from plangate.verify.pddl_export import atom_of, problem_from_state

    task = a.r.task
    goal: list[s.Formula] = [atom_of(f) for f in task.atoms(a.goal.pos)]
    goal += [s.Not(atom_of(f)) for f in task.atoms(a.goal.neg)]
    problem = dataclasses.replace(problem_from_state(task, a.state), goal=s.And(tuple(goal)))
    domain = f"{task.domain}\n" if a.meta.get("kind") == "formalize-domain" else ""
    return f"{domain}{problem}"


@answers_to("code-successors")  # a program: this task's actions, compiled into Python
def _successor_program(a: Ask) -> str:
    """A successor function and a goal test that are right for this task, in a ``python``
    block as a model would write them: its ground actions as facts (preconditions, adds,
    deletes) and, on a numeric task, their conditions and effects on the values as the
    grounding holds them, with a small evaluator of those expressions."""
    task = a.r.task
    keys = task.fact_keys

    def facts(mask: int) -> tuple[tuple[str, ...], ...]:
        return tuple((keys[i][0], *keys[i][1]) for i in range(mask.bit_length()) if mask >> i & 1)

    def leaves(op: Operator) -> tuple[object, ...]:
        return tuple(x for x in op.precondition.numeric if x[0] in ("num", "def", "no"))

    ops = [(facts(op.precondition.pos), facts(op.precondition.neg), facts(op.add),
            facts(op.delete), leaves(op), tuple(op.numeric)) for op in task.operators]  # fmt: skip
    names = [tuple(n.strip("()").split()) for n in task.value_names()]
    return (
        "```python\n"
        + _PROGRAM.replace("NAMES = []", f"NAMES = {names!r}").replace("OPS = []", f"OPS = {ops!r}")
        + "```"
    )


@answers_to("code-heuristic")  # the goal literals unmet: a heuristic every task takes
def _heuristic_program(a: Ask) -> str:
    return "```python\n" + GOAL_COUNT_PROGRAM + "```"


GOAL_COUNT_PROGRAM = """def heuristic(state, goal):
    unmet = 0
    for fact in goal:
        if fact[0] == "not":
            unmet += tuple(fact[1:]) in state
        else:
            unmet += fact not in state
    return unmet
"""


@answers_to("code-genplan")  # this task's plan, returned whatever the problem (a claim)
def _plan_program(a: Ask) -> str:
    plan = [str(op) for op in a.plan()]
    return f"```python\ndef get_plan(objects, init, goal):\n    return {plan!r}\n```"


_PROGRAM = """from fractions import Fraction

NAMES = []
OPS = []
CMP = {"<": lambda x, y: x < y, "<=": lambda x, y: x <= y, "=": lambda x, y: x == y,
       ">=": lambda x, y: x >= y, ">": lambda x, y: x > y}
APPLY = {"assign": lambda old, x: x, "increase": lambda old, x: old + x,
         "decrease": lambda old, x: old - x, "scale-up": lambda old, x: old * x,
         "scale-down": lambda old, x: old / x}


def _value(e, vec):
    if e[0] == "c":
        return e[1]
    if e[0] == "v":
        return vec[e[1]]
    if e[0] == "u":
        return None
    x = _value(e[1], vec)
    if x is None or e[0] == "neg":
        return None if x is None else -x
    y = _value(e[2], vec)
    if y is None or (e[0] == "/" and y == 0):
        return None
    return {"+": x + y, "-": x - y, "*": x * y, "/": x / y if y else 0}[e[0]]


def _holds(leaf, vec):
    if leaf[0] == "no":
        return False
    if leaf[0] == "def":
        return _value(leaf[1], vec) is not None
    x, y = _value(leaf[2], vec), _value(leaf[3], vec)
    return x is not None and y is not None and CMP[leaf[1]](x, y)


def _plain(x):
    x = Fraction(x)
    return x.numerator if x.denominator == 1 else float(x)


def successor_states(state):
    values = {f[1:-1]: f[-1] for f in state if f[0] == "="}
    vec = [values.get(n) for n in NAMES]
    out = []
    for pre, neg, add, delete, tests, effects in OPS:
        if not all(f in state for f in pre) or any(f in state for f in neg):
            continue
        if not all(_holds(leaf, vec) for leaf in tests):
            continue
        new = (state - set(delete)) | set(add)
        for index, how, e in effects:
            amount = _value(e, vec)
            old = vec[index]
            name = NAMES[index]
            new = {f for f in new if not (f[0] == "=" and f[1:-1] == name)}
            if amount is not None and (old is not None or how == "assign"):
                new.add(("=", *name, _plain(APPLY[how](old, amount))))
        out.append(frozenset(new))
    return out


def is_goal(state, goal):
    return all((f[1:] not in state) if f[0] == "not" else (f in state) for f in goal)
"""


@answers_to("decomposer")  # LLM-PFC: the state halfway along an optimal plan
def _halfway(a: Ask) -> str:
    mid, plan = a.state, a.plan()
    for op in plan[: (len(plan) + 1) // 2]:
        mid = op.apply(mid)
    return a.r.state(mid)


@answers_to("actor")  # LLM-PFC: the best action and another valid one
def _actor(a: Ask) -> str:
    r, plan = a.r, a.plan()
    best = r.op(plan[0]) if plan else ""
    others = [r.op(op) for op in r.task.applicable(a.state) if r.op(op) != best]
    if a.mistake("bad_actor"):
        return f"{r.op(a.oracle.invalid_in(a.state))}\n{best}"
    return "\n".join([best, *others[:1]])


@answers_to("monitor")
def _monitor(a: Ask) -> str:
    act = a.action
    if a.mistake("lying_monitor") or (act is not None and act.applicable(a.state)):
        return "valid"
    unmet = act.precondition.unmet(a.state, a.r.task.facts) if act is not None else []
    return f"invalid: {a.r.facts(unmet)} must hold"


@answers_to("predictor")  # LLM-PFC's Predictor, RAP's world model
def _predictor(a: Ask) -> str:
    return a.r.state(a.action.apply(a.state) if a.action is not None else a.state)


@answers_to("evaluator")
def _steps(a: Ask) -> str:
    return str(len(a.plan()))


@answers_to("coordinator")
def _coordinator(a: Ask) -> str:
    return "yes" if a.goal.holds(a.state) else "no"


@answers_to("value")  # LATS: 10 at the goal, one less per step away
def _value(a: Ask) -> str:
    return str(max(1, 10 - len(a.plan())))


@answers_to("reflect")
def _reflect(a: Ask) -> str:
    return "I moved away from the goal; follow the shortest route instead."


@answers_to("judge")  # Tree of Thoughts' value of a state
def _judge(a: Ask) -> str:
    return "sure" if a.plan() or a.goal.holds(a.state) else "impossible"


@answers_to("evaluate")  # RAP's self-evaluation of an action
def _evaluate(a: Ask) -> str:
    plan = a.plan()
    good = plan and a.action is not None and plan[0].index == a.action.index
    return "yes" if good else "no"


@answers_to("propose")  # Tree of Thoughts' proposals, the best first
def _propose(a: Ask) -> str:
    plan = a.plan()
    first = [plan[0]] if plan else []
    ops = first + [op for op in a.r.task.applicable(a.state) if op not in first]
    return "\n".join(a.r.op(op) for op in ops[: int(a.meta.get("count", 2))])


@answers_to("choice")  # a number from the options
def _choice(a: Ask) -> str:
    plan = a.plan()
    options = list(a.meta.get("options", []))
    want = str(plan[0]) if plan else ""
    k = options.index(want) + 1 if want in options else 1
    return f"Answer: {k}" if a.meta.get("cot") else str(k)


@answers_to("plan")  # a whole plan
def _plan(a: Ask) -> str:
    return plan_block(a.r.op(op) for op in a.plan())


def _next_action(a: Ask) -> str:
    """The next action of an optimal plan ("action", "expand"), or the goal claim."""
    plan = a.plan()
    if not plan:
        return "GOAL REACHED"
    return f"Action: {a.r.op(plan[0])}" if a.meta.get("cot") else a.r.op(plan[0])


def wording_of(r: Renderer) -> str:
    """The name of a renderer's wording (its file name), as request metadata gives it."""
    return Path(r.config.source).name if r.config is not None else "pddl"


def shipped_wordings(task: Task) -> list[Renderer]:
    """Renderers of ``task`` in every wording shipped for its domain (``nl*.yaml`` in its
    folder: Hanoi as pegs, as lists, and as LLM-PFC's lists), or the PDDL one."""
    from plangate.llm.render import builtin_nl, load_nl

    config = builtin_nl(task.domain_name)
    if config is None:
        return [Renderer(task, None)]
    out = []
    for path in sorted(Path(config.source).parent.glob("nl*.yaml")):
        try:
            out.append(Renderer(task, load_nl(path)))
        except PlangateError:
            continue  # a wording for other objects (4 disks' numbers on 3 disks)
    return out


class OracleRouter:
    """Answers for problems of several domains or object sets: each request goes to the
    first oracle whose task has every fact and action the request's metadata names."""

    def __init__(self, oracles: list[PlannerOracle]) -> None:
        if not oracles:
            raise ValueError("an OracleRouter needs at least one oracle")
        self.oracles = oracles

    def __call__(self, messages: list[Message]) -> str:
        meta = meta_of(messages)
        if meta is None:
            return self.oracles[0](messages)  # says what is missing
        if meta.get("kind") == "probe":
            return probe_answer(meta)
        for oracle in self.oracles:
            if oracle.fits(meta):
                return oracle.answer(meta)
        raise PlangateError("no oracle knows the facts of this request")


# PlanBench's other tasks (plangate.bench.families.planbench): the plan to judge, or the action
# sequence to execute, comes as the request's options
def _steps_of(a: Ask) -> list[Operator]:
    ops = [a.oracle._op(str(x)) for x in a.meta.get("options", [])]
    return [op for op in ops if op is not None]


@answers_to("verify")
def _verify(a: Ask) -> str:
    from dataclasses import replace

    from plangate.bench.families.planbench.wording import verdict_message
    from plangate.verify.validate import ValidationStatus, validate

    task = replace(a.oracle.task, initial=a.state, goal=a.goal)
    steps = _steps_of(a)
    res = validate(task, steps)
    if res.status is ValidationStatus.VALID:
        return verdict_message(a.r, "valid", None, "", [])
    if res.status is ValidationStatus.GOAL_NOT_REACHED:
        return verdict_message(a.r, "goal", None, "", list(res.unmet_goal))
    op = steps[(res.failed_step or 1) - 1]
    return verdict_message(a.r, "step", res.failed_step, a.r.op(op), list(res.unmet_preconditions))


@answers_to("execute")
def _execute(a: Ask) -> str:
    state = a.state
    for op in _steps_of(a):
        state = op.apply(state)
    return a.r.state(state)
