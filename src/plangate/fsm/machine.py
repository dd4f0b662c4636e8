"""The Mealy machine over a grounded task.

States are the task's states (ints) plus the sentinels :data:`START` and
:data:`END`. The input alphabet at a task state is its list of valid ground
actions, in the task's deterministic order (these are the numbered options
of the restricted mode), plus the invalid symbol. :meth:`MealyMachine.parse`
is the study's validation function ``f(text, state)``: it projects free text
onto a valid action, or onto the invalid symbol with the reason.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, field

from plangate.errors import PlangateError
from plangate.fsm.faults import (
    Fault,
    NoAction,
    UnknownAction,
    UnknownObject,
    Unmet,
    WrongArity,
    WrongType,
)
from plangate.pddl.task import Operator, Task


class _Sentinel:
    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return self.name


START = _Sentinel("START")
END = _Sentinel("END")
BEGIN = _Sentinel("BEGIN")  # the input that leaves START
FINISH = _Sentinel("FINISH")  # the input that leaves a goal state for END
INVALID = _Sentinel("INVALID")  # the invalid symbol

MachineState = int | _Sentinel


class Verdict(enum.Enum):
    VALID = "valid"
    INAPPLICABLE = "inapplicable"  # well-formed, but preconditions fail
    UNKNOWN_ACTION = "unknown-action"
    WRONG_ARITY = "wrong-arity"
    UNKNOWN_OBJECT = "unknown-object"
    WRONG_TYPE = "wrong-type"
    UNPARSABLE = "unparsable"


@dataclass(frozen=True, slots=True)
class Parsed:
    """The projection of a text onto the input alphabet at one state."""

    text: str
    verdict: Verdict
    action: Operator | None = None
    name: str | None = None
    args: tuple[str, ...] = ()
    fault: Fault | None = None  # why it is not valid (None when it is)
    unmet: tuple[str, ...] = ()

    @property
    def reason(self) -> str:
        """Why it is not valid, in words ("" when it is)."""
        return self.fault.text() if self.fault is not None else ""

    @property
    def valid(self) -> bool:
        return self.verdict is Verdict.VALID

    @property
    def symbol(self) -> Operator | _Sentinel:
        return self.action if self.action is not None and self.valid else INVALID

    @property
    def well_formed(self) -> bool:
        return self.verdict in (Verdict.VALID, Verdict.INAPPLICABLE)


@dataclass(frozen=True, slots=True)
class Output:
    """What the machine emits on a transition."""

    state: MachineState
    valid: bool
    goal_reached: bool
    feedback: str
    unmet: tuple[str, ...] = field(default=())


_PREFIX = re.compile(r"^\s*(?:(?:step\s*)?\d+\s*[.):\]]|[-*•>]|action\s*:)\s*", re.IGNORECASE)
_GROUP = re.compile(r"\(([^()]*)\)")
_CALL = re.compile(r"([^\W\d][\w-]*)\s*\(([^()]*)\)")  # drive(t0, l2, l3): a function call
_SPLIT = re.compile(r"[\s,]+")


class MealyMachine:
    """Mealy machine whose input alphabet at each state is the set of valid actions."""

    def __init__(self, task: Task) -> None:
        self.task = task
        self.start = START
        self.end = END
        self._schemas = {a.name: a for a in task.domain.actions}
        self._types: dict[str, tuple[str, ...]] = {}
        for obj in (*task.domain.constants, *task.problem.objects):
            self._types[obj.name] = obj.types

    # ------------------------------------------------------------ alphabet
    @property
    def initial(self) -> int:
        return self.task.initial

    def valid_actions(self, state: MachineState) -> list[Operator]:
        """The valid ground actions at a task state, in deterministic order."""
        if not isinstance(state, int):
            return []
        return self.task.applicable(state)

    def inputs(self, state: MachineState) -> list[Operator | _Sentinel]:
        if state is START:
            return [BEGIN]
        if state is END:
            return []
        assert isinstance(state, int)
        extra: list[Operator | _Sentinel] = [FINISH] if self.task.is_goal(state) else []
        return [*self.valid_actions(state), *extra, INVALID]

    def is_goal(self, state: MachineState) -> bool:
        return isinstance(state, int) and self.task.is_goal(state)

    # ------------------------------------------------------------ T and O
    def transition(self, state: MachineState, symbol: Operator | _Sentinel) -> MachineState:
        """T: the next machine state."""
        if state is START:
            if symbol is not BEGIN:
                raise PlangateError(f"from START the only input is BEGIN, not {symbol!r}")
            return self.task.initial
        if state is END:
            raise PlangateError("END has no transitions")
        assert isinstance(state, int)
        if symbol is INVALID:
            return state
        if symbol is FINISH:
            if not self.task.is_goal(state):
                raise PlangateError("FINISH is only an input at goal states")
            return END
        if not isinstance(symbol, Operator) or not symbol.applicable(state):
            raise PlangateError(f"{symbol} is not a valid input at this state")
        return symbol.apply(state)

    def output(self, state: MachineState, parsed: Parsed) -> Output:
        """O: the output for reading ``parsed`` at ``state``."""
        if parsed.valid and parsed.action is not None and isinstance(state, int):
            nxt = parsed.action.apply(state)
            goal = self.task.is_goal(nxt)
            return Output(nxt, True, goal, "goal reached" if goal else "ok")
        return Output(state, False, False, parsed.reason, parsed.unmet)

    def step(self, state: int, text: str) -> tuple[Parsed, Output]:
        """Parse a text at a task state and take the transition it denotes."""
        parsed = self.parse(text, state)
        return parsed, self.output(state, parsed)

    # ------------------------------------------------------------ f(text, s)
    def parse(self, text: str, state: int) -> Parsed:
        """Project free text onto a valid action at ``state``, or onto INVALID with a reason."""
        tokens = self._tokens(text)
        if not tokens:
            return Parsed(text, Verdict.UNPARSABLE, fault=NoAction())
        return self.resolve(tokens[0], tuple(tokens[1:]), state, text)

    def resolve(self, name: str, args: tuple[str, ...], state: int, text: str = "") -> Parsed:
        """Check a (name, args) pair against the task and ``state``."""
        text = text or f"({name} {' '.join(args)})"
        schema = self._schemas.get(name) or self._schemas.get(name.replace("_", "-"))
        if schema is None:
            return Parsed(
                text,
                Verdict.UNKNOWN_ACTION,
                name=name,
                args=args,
                fault=UnknownAction(name, tuple(sorted(self._schemas))),
            )
        name = schema.name
        params = schema.parameters
        if len(args) != len(params):
            words = any(a not in self._types for a in args)
            return Parsed(
                text,
                Verdict.WRONG_ARITY,
                name=name,
                args=args,
                fault=WrongArity(name, tuple(p.name for p in params), len(args), words),
            )
        for arg, param in zip(args, params, strict=True):
            if arg not in self._types:
                return Parsed(
                    text,
                    Verdict.UNKNOWN_OBJECT,
                    name=name,
                    args=args,
                    fault=UnknownObject(arg),
                )
            if arg not in self.task.world.objects(param.types):
                return Parsed(
                    text,
                    Verdict.WRONG_TYPE,
                    name=name,
                    args=args,
                    fault=WrongType(arg, self._types[arg], param.name, name, param.types),
                )
        op = self.task.operator(name, args)
        if op is not None and op.applicable(state):
            return Parsed(text, Verdict.VALID, op, name, args)
        if op is not None:
            unmet = tuple(op.precondition.unmet(state, self.task.facts))
        else:
            unmet = tuple(self._unmet_lifted(name, args, state)) or (
                "(the action can never apply)",
            )
        return Parsed(
            text, Verdict.INAPPLICABLE, op, name, args, fault=Unmet(name, args, unmet), unmet=unmet
        )

    def _unmet_lifted(self, name: str, args: tuple[str, ...], state: int) -> list[str]:
        schema = self._schemas[name]
        if schema.precondition is None:
            return []
        binding = dict(zip((p.name for p in schema.parameters), args, strict=True))
        task = self.task

        def true_fact(fact: tuple[str, tuple[str, ...]]) -> bool:
            fid = task.fact_id(*fact)
            return fid is not None and bool(state >> fid & 1)

        vec = () if task.numbers is None else task.numbers.values(state)
        return task.world.unmet(schema.precondition, binding, true_fact, vec)

    @staticmethod
    def _tokens(text: str) -> list[str]:
        line = ""
        for raw in text.strip().splitlines():
            if raw.strip():
                line = raw
                break
        line = _PREFIX.sub("", line, count=1).strip().lower()
        call = _CALL.match(line)
        m = _GROUP.search(line)
        if call:  # the name before the parenthesis, the arguments inside
            line = f"{call.group(1)} {call.group(2)}"
        elif m:
            line = m.group(1)
        line = line.strip().rstrip(".;:!")
        return [t for t in _SPLIT.split(line) if t]
