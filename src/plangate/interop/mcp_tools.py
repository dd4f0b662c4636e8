"""The machine as Model Context Protocol tools: an agent loads a PDDL task, asks which
actions are valid at its state, applies one (the machine's verdict and reason, the new
state in words and facts), undoes, validates a plan, asks the optimal plan or the
distance to the goal, and reads the state; a formalizing agent checks the PDDL it
wrote and plans with it (:mod:`plangate.interop.mcp_written`).

:class:`Sessions` holds one :class:`TaskSession` per client (the transport's session)
and does the work without the MCP SDK; :func:`plangate.interop.mcp_server.build_server`
registers its tools on the SDK's ``MCPServer`` (``plangate mcp`` runs it over stdio, or
streamable HTTP on 127.0.0.1). Every input is bounded by the CLI's limits (``--max-bytes``,
``--max-actions``, ``--max-memory``); files are read only under ``root``; an error is
a tool error of one line.
"""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from plangate.errors import PlangateError, one_line
from plangate.llm.surface import MAX_ACTION
from plangate.pddl.values import plain
from plangate.verify.budgets import AGENT_PLAN, AGENT_SECONDS

if TYPE_CHECKING:
    from plangate.llm.surface import MachineSurface
    from plangate.pddl.task import Task
    from plangate.verify.distance import DistanceOracle

MAX_STEPS = 10_000  # steps of a plan to validate
MAX_WARNINGS = 10  # kinds of warning a load_task answer lists
MAX_NAMED = 64  # tasks kept for clients named by a string (LRU)


def _weakable(key: object) -> bool:
    return not isinstance(key, str | int | tuple | type(None))


@dataclass
class TaskSession:
    """One client's task: the machine's surface (its state, the actions applied) and,
    once asked, the ground truth."""

    surface: MachineSurface
    _oracle: DistanceOracle | None = None

    @property
    def task(self) -> Task:
        return self.surface.task

    @property
    def state(self) -> int:
        return self.surface.state

    @property
    def applied(self) -> list[str]:
        return self.surface.applied

    @property
    def oracle(self) -> DistanceOracle:
        if self._oracle is None:
            from plangate.verify.distance import DistanceOracle

            self._oracle = DistanceOracle(self.task, planner_seconds=AGENT_SECONDS)
        return self._oracle

    def described(self) -> dict[str, object]:
        return self.surface.described()


class Sessions:
    """The tools' work, per client: ``key`` is the client (its transport's connection
    object, held weakly: when the session ends and the SDK lets go of it, its task and
    all it holds are freed), or a name (the stdio client, a test's), of which the
    :data:`MAX_NAMED` most recently used are kept."""

    def __init__(self, root: str | Path, nl: str | None = None) -> None:
        from plangate.outside.paths import Folder

        self.folder = Folder(root)  # files from clients only here, no dotfiles, no links out
        self.root = self.folder.root
        self.nl = nl
        self._weak: weakref.WeakKeyDictionary[Any, TaskSession] = weakref.WeakKeyDictionary()
        self._named: OrderedDict[object, TaskSession] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        """How many clients' tasks are held."""
        with self._lock:
            return len(self._weak) + len(self._named)

    def _get(self, key: object) -> TaskSession:
        with self._lock:
            got = self._weak.get(key) if _weakable(key) else self._named.get(key)
            if got is not None and not _weakable(key):
                self._named.move_to_end(key)
        if got is None:
            raise ValueError("no task is loaded: call load_task first")
        return got

    def _keep(self, key: object, session: TaskSession) -> None:
        with self._lock:
            if _weakable(key):
                self._weak[key] = session
                return
            self._named[key] = session
            self._named.move_to_end(key)
            while len(self._named) > MAX_NAMED:
                self._named.popitem(last=False)

    def forget(self, key: object) -> None:
        with self._lock:
            if _weakable(key):
                self._weak.pop(key, None)
            else:
                self._named.pop(key, None)

    # ------------------------------------------------------------------ tools
    def load_task(self, key: object, domain: str, problem: str) -> dict[str, object]:
        """Load a task from PDDL files (under the server's root) or PDDL text. An error
        in a file quotes nothing of it (the client chose it, the user did not); an
        error in the client's own text is its own, bounded and redacted."""
        from plangate.llm.render import renderer_for
        from plangate.llm.surface import MachineSurface
        from plangate.outside.messages import sealed
        from plangate.outside.tally import tallied
        from plangate.pddl.loader import task_from_text

        from_file = False
        with tallied() as warned:
            try:
                dtext, dname, dfile = self._pddl(domain, "domain")
                ptext, pname, pfile = self._pddl(problem, "problem")
                from_file = dfile or pfile
                task = task_from_text(dtext, ptext, dname, pname)
                r = renderer_for(task, self.nl)
            except PlangateError as err:
                said = sealed(err, "PDDL file") if from_file else one_line(str(err))
                raise ValueError(said) from None
        session = TaskSession(MachineSurface.of(task, r))
        self._keep(key, session)
        if from_file:  # how many, never what: the text is not the client's
            notes = [f"{n:,} warning(s) of one kind (not quoted: a file under the server's "
                     "folder)" for _c, _m, n in warned.items()]  # fmt: skip
        else:
            notes = warned.lines(one_line)
        return {
            "task": task.name,
            "domain": task.domain_name,
            "ground_actions": len(task.operators),
            "facts": len(task.facts),
            "warnings": notes[:MAX_WARNINGS],
            **session.described(),
        }

    def valid_actions(self, key: object) -> dict[str, object]:
        """The valid actions at the session's state, in PDDL and in the task's words
        (either is read back by apply_action)."""
        listed = self._get(key).surface.valid_actions()
        return {"actions": [a for a, _w in listed], "in_words": [w for _a, w in listed]}

    def apply_action(self, key: object, action: str) -> dict[str, object]:
        """Apply an action (PDDL or the task's wording): the machine's verdict and reason,
        and the state after it (unchanged when it is not valid)."""
        s = self._get(key)
        if len(action) > MAX_ACTION:
            raise ValueError(f"the action is {len(action):,} characters; at most {MAX_ACTION:,}")
        got = s.surface.apply(action)
        if not got.valid:
            reason = one_line(got.reason)  # may echo the client's text
            return {"valid": False, "reason": reason, "unmet": list(got.unmet),
                    **s.described()}  # fmt: skip
        return {"valid": True, "action": got.action, "in_words": got.in_words,
                **s.described()}  # fmt: skip

    def undo(self, key: object) -> dict[str, object]:
        """Take back the last applied action."""
        s = self._get(key)
        undone = s.surface.undo()
        if undone is None:
            raise ValueError("nothing to undo: no action was applied")
        return {"undone": undone, **s.described()}

    def validate_plan(self, key: object, plan: str) -> dict[str, object]:
        """Validate a plan (one action per line, or IPC format) from the task's initial
        state: the verdict, the first failing step (1-based) and why."""
        from plangate.verify.validate import validate

        s = self._get(key)
        lines = [x for x in plan.splitlines() if x.strip()]
        if len(lines) > MAX_STEPS or len(plan) > MAX_STEPS * 200:
            raise ValueError(f"the plan is too long (at most {MAX_STEPS:,} steps)")
        try:
            result = validate(s.task, plan, machine=s.surface.reading.machine,
                              keep_states=False)  # fmt: skip
        except PlangateError as err:  # the client's plan, quoted bounded and redacted
            raise ValueError(one_line(str(err))) from None
        return {
            "status": result.status.value,
            "valid": result.valid,  # every step applicable (as plangate validate --json)
            "success": result.success,  # and the goal reached
            "steps": result.length,
            "cost": plain(result.cost),
            "failed_step": result.failed_step,
            "failed_action": one_line(result.failed_action) if result.failed_action else None,
            "reason": one_line(result.reason) if result.reason else result.reason,
        }

    def optimal_plan(self, key: object) -> dict[str, object]:
        """An optimal plan from the session's state, by the ground truth's exact planners
        (the built-in search, then Fast Downward and SymK where installed)."""
        import dataclasses

        from plangate.verify.pddl_export import problem_from_state
        from plangate.verify.planners import get_planner
        from plangate.verify.results import PlannerStatus

        s = self._get(key)
        start = dataclasses.replace(
            s.task, initial=s.state, problem=problem_from_state(s.task, s.state)
        )
        result = get_planner("auto").plan(start, AGENT_PLAN)
        if result.status is PlannerStatus.UNSOLVABLE:
            return {"solvable": False, "plan": [], "cost": None}
        if result.status is not PlannerStatus.SOLVED_OPTIMALLY or result.plan is None:
            why = one_line(result.message)[:300] if result.message else result.status.value
            raise ValueError(f"no optimal plan within {AGENT_SECONDS:g} s ({why})")
        plan = [str(o) for o in result.plan]
        return {"solvable": True, "plan": plan, "cost": plain(sum(o.cost for o in result.plan))}

    def distance_to_goal(self, key: object) -> dict[str, object]:
        """The optimal cost from the session's state to the goal (None: unsolvable)."""
        import math

        s = self._get(key)
        try:
            with s.oracle.budget(AGENT_SECONDS):  # the whole question, not each planner
                d = s.oracle.distance(s.state)
        except PlangateError as err:
            raise ValueError(one_line(str(err))) from None
        return {"distance": None if math.isinf(d) else d, "solvable": not math.isinf(d)}

    def render_state(self, key: object) -> dict[str, object]:
        """The state in words and facts, the goal, and the actions applied so far."""
        s = self._get(key)
        return {**s.described(), "applied": list(s.applied)}

    def check_pddl(self, domain: str, problem: str) -> dict[str, object]:
        """Whether written PDDL parses and grounds, or its first error (file, line,
        column, what was expected): :func:`plangate.interop.mcp_written.check_pddl`."""
        from plangate.interop.mcp_written import check_pddl

        return check_pddl(self._pddl, domain, problem)

    def plan_pddl(self, domain: str, problem: str) -> dict[str, object]:
        """A plan for written PDDL by the exact planners, or why there is none."""
        from plangate.interop.mcp_written import plan_pddl

        return plan_pddl(self._pddl, domain, problem)

    # ------------------------------------------------------------------ input
    def _pddl(self, value: str, kind: str) -> tuple[str, str, bool]:
        """PDDL text as given, or a regular file's under the root (through the door:
        links resolved, nothing outside the root, no dotfiles, no special files):
        (text, its name, whether it came from a file)."""
        from plangate.pddl.limits import current_limits
        from plangate.pddl.loader import read_in

        if "(" in value:  # PDDL text
            if len(value.encode("utf-8", "surrogatepass")) > current_limits().max_bytes:
                raise PlangateError(
                    f"the {kind} text is larger than {current_limits().max_bytes:,} bytes "
                    "(the server's --max-bytes)"
                )
            return value, f"<{kind}>", False
        return read_in(self.folder, value, kind), value, True
