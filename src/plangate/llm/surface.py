"""The machine's one surface for agents and trainers: every bridge (the MCP tools,
Inspect's tools, verifiers' tools, the Gymnasium environment's text actions) is a thin
adapter over :class:`MachineSurface`, so the same action gets the same verdict
everywhere.

A surface holds a task, its wording (:class:`~plangate.llm.render.Renderer`) and its
reading (the one reader of actions, PDDL and the wording alike), the states it went
through and the actions applied. It lists the valid actions in PDDL and in words, and
applies an action given either way (an action as the surface lists it is always read
back as that action), undoes, writes the plan block, describes the state (facts and
values), and is restored from facts for frameworks that keep the state themselves.
:class:`Applied` is the one result of applying an action.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from plangate.fsm.machine import Verdict
from plangate.llm.reading.formatted import plan_block

if TYPE_CHECKING:
    from plangate.llm.reading import Reading
    from plangate.llm.render import Renderer
    from plangate.pddl.task import Operator, Task

MAX_ACTION = 2_000  # characters of one action text a surface reads


@dataclass(frozen=True)
class Applied:
    """What applying one action did: whether it was valid, the action read (PDDL and
    the task's words; None when no action of the task was read), why not and the
    conditions unmet, the state after it (unchanged when not valid), the goal."""

    valid: bool
    action: str | None
    in_words: str | None
    reason: str
    unmet: tuple[str, ...]
    state: int
    goal_reached: bool
    operator: Operator | None = field(default=None, compare=False, repr=False)  # when valid

    def to_dict(self) -> dict[str, object]:
        return {"valid": self.valid, "action": self.action, "in_words": self.in_words,
                "reason": self.reason, "unmet": list(self.unmet),
                "goal_reached": self.goal_reached}  # fmt: skip


@dataclass
class MachineSurface:
    """One task's machine as an agent sees it (module text). ``start``: the state to
    begin at (default: the task's initial state)."""

    task: Task
    renderer: Renderer
    reading: Reading
    states: list[int] = field(default_factory=list)
    applied: list[str] = field(default_factory=list)

    @classmethod
    def of(cls, task: Task, renderer: Renderer | None = None, nl: str | None = None,
           reading: Reading | None = None, start: int | None = None) -> MachineSurface:  # fmt: skip
        """The surface of ``task`` in ``renderer``'s wording (else ``nl``'s, else the
        task's own), read by ``reading`` (else the renderer's one reading)."""
        from plangate.llm.render import reading_for, renderer_for

        r = renderer if renderer is not None else renderer_for(task, nl)
        return cls(task, r, reading if reading is not None else reading_for(r),
                   [task.initial if start is None else start])  # fmt: skip

    # ------------------------------------------------------------------ the state
    @property
    def state(self) -> int:
        return self.states[-1]

    def restore(self, facts: Iterable[str], applied: Iterable[str] = ()) -> None:
        """Start again at the state ``facts`` describe (as :meth:`facts` writes them,
        values too), with ``applied`` the actions applied so far."""
        self.states = [self.task.state_of(facts)]
        self.applied = list(applied)

    def facts(self) -> list[str]:
        """The state's facts, and in a numeric task its values, as PDDL."""
        return self.task.describe(self.state)

    def described(self) -> dict[str, object]:
        """The state in words and as facts (values apart), the goal, and the steps."""
        s, t = self.state, self.task
        return {
            "state": self.renderer.state(s),
            "facts": t.atoms(s),
            **({"values": t.values(s, plain=True)} if t.numbers else {}),
            "goal": self.renderer.goal(),
            "goal_reached": t.is_goal(s),
            "steps": len(self.applied),
        }

    # ------------------------------------------------------------------ actions
    def valid_actions(self) -> list[tuple[str, str]]:
        """The valid actions at the state: (PDDL, in the task's words) each."""
        return [(str(o), self.renderer.op(o)) for o in self.task.applicable(self.state)]

    def read(self, text: str, state: int | None = None) -> Applied:
        """What ``text`` names at the state (or at ``state``, for a framework that keeps
        the state itself), as :meth:`apply` would apply it; nothing is applied. Text
        longer than :data:`MAX_ACTION` is not read."""
        s = self.state if state is None else state
        if not isinstance(text, str) or len(text) > MAX_ACTION:
            size = len(text) if isinstance(text, str) else 0
            why = (f"the action is {size:,} characters; at most {MAX_ACTION:,}"
                   if isinstance(text, str) else "the action must be text")  # fmt: skip
            return Applied(False, None, None, why, (), s, self.task.is_goal(s))
        parsed = self.reading.parse(text, s)
        op = parsed.action
        if parsed.valid and op is not None:
            after = op.apply(s)
            return Applied(True, str(op), self.renderer.op(op), "", (), after,
                           self.task.is_goal(after), op)  # fmt: skip
        named = str(op) if op is not None else None
        words = self.renderer.op(op) if op is not None else None
        reason = parsed.reason or "not a valid action here"
        if op is None and parsed.verdict is Verdict.UNPARSABLE and text.lstrip().startswith("("):
            # PDDL naming no action of the domain: the machine names the ones it has
            plain = self.reading.machine.parse(text, s)
            if plain.verdict is Verdict.UNKNOWN_ACTION:
                reason = plain.reason
        return Applied(False, named, words, reason, tuple(parsed.unmet), s,
                       self.task.is_goal(s))  # fmt: skip

    def apply(self, text: str) -> Applied:
        """Apply the action ``text`` names (PDDL or the task's words) when it is valid;
        else the state stays and the result says why."""
        got = self.read(text)
        if got.valid and got.action is not None:
            self.states.append(got.state)
            self.applied.append(got.action)
        return got

    def undo(self) -> str | None:
        """Take back the last action applied (None when there is none)."""
        if not self.applied:
            return None
        self.states.pop()
        return self.applied.pop()

    def plan_block(self) -> str:
        """The applied actions as the plan block answers are read in."""
        return plan_block(self.applied)


__all__ = ["MAX_ACTION", "Applied", "MachineSurface", "plan_block"]
