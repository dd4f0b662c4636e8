"""The task as a model's program sees it, documented once (docs/programmers.md).

* A **state** is a ``frozenset`` of facts; a **fact** is a tuple of names, the
  predicate first, lower-case as the task writes them: ``("on", "a", "b")``. Every fact
  true in the state is there, the static ones too (``("road", "c1", "c2")``), so a
  program needs nothing but the state.
* A numeric task's **value** is the fact ``("=", "fuel", "truck1", 30)``: ``"="``, the
  function and its objects, then the number (an ``int``, or a ``float`` where it is not
  whole); an undefined value has no fact.
* The **goal** is a ``frozenset`` of facts that must all be true; ``("not", "on", "a",
  "b")`` says a fact must be false. A task whose goal is not such a conjunction (a
  disjunction, a numeric condition) has no goal a program is given.
* The **objects** by type: ``{"block": ["a", "b"], ...}`` (every type an object has,
  its ancestors included, ``object`` last).

A state a program returns is a claim: :meth:`View.state` reads it back into the task's
state, or says why it is none (a fact the task does not have, a static fact missing or
added, a value the task cannot hold).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from plangate.pddl.task import Task
from plangate.pddl.values import plain

Name = str | int | float
Fact = tuple[Name, ...]
Facts = frozenset[Fact]


def _fact(atom: str) -> Fact:
    return tuple(atom.strip("()").split())


def _shown(fact: Fact) -> str:
    return "(" + " ".join(str(x) for x in fact) + ")"


@dataclass(frozen=True)
class View:
    """A task as its programs see it (module docstring)."""

    task: Task
    static: Facts
    goal: Facts | None
    why_no_goal: str
    objects: dict[str, list[str]]

    @classmethod
    def of(cls, task: Task) -> View:
        static = frozenset(_fact(a) for a in task.static_atoms())
        static |= frozenset(_value(v) for v in task.static_values())
        goal, why = _goal(task)
        return cls(task, static, goal, why, _objects(task))

    def facts(self, state: int) -> Facts:
        """``state`` as a program sees it."""
        task = self.task
        out = set(self.static)
        keys = task.fact_keys
        out.update((keys[i][0], *keys[i][1]) for i in _bits(state, task))
        for name, value in task.values(state).items():
            if value is not None:
                out.add(("=", *name.strip("()").split(), plain(value)))
        return frozenset(out)

    def state(self, facts: Facts) -> int | str:
        """The task's state a program's ``facts`` are, or why they are none."""
        task = self.task
        missing = self.static - facts
        if missing:
            return f"the static fact {_shown(min(missing, key=str))} is missing"
        state, values = 0, dict[str, Name]()
        for fact in facts - self.static:
            if fact and fact[0] == "=" and task.numbers is not None:
                *head, number = fact[1:]
                values["(" + " ".join(str(x) for x in head) + ")"] = number
                continue
            fid = task.fact_id(str(fact[0]), tuple(str(x) for x in fact[1:])) if fact else None
            if fid is None or not all(isinstance(x, str) for x in fact):
                return f"{_shown(fact)} is no fact of this task"
            state |= 1 << fid
        if task.numbers is None:
            return state
        unknown = set(values) - set(task.numbers.names)
        if unknown:
            return f"{min(unknown)} is no value of this task (or does not change)"
        vec: list[Fraction | None] = []
        for name in task.numbers.names:
            value = values.get(name)
            if isinstance(value, str):
                return f"the value of {name} is not a number"
            vec.append(None if value is None else Fraction(str(value)))  # 0.1 as written
        return task.numbers.state(state, tuple(vec))

    def shown(self, facts: Facts) -> str:
        """A state as a line of facts, static ones left out (a feedback's words)."""
        return " ".join(sorted(_shown(f) for f in facts - self.static)) or "(no fact)"


def _bits(state: int, task: Task) -> list[int]:
    bits = task.fact_bits(state)
    return [i for i in range(bits.bit_length()) if bits >> i & 1]


def _value(text: str) -> Fact:
    head, _, number = text[3:].rstrip(")").rpartition(" ")
    value = Fraction(number)
    return ("=", *head.strip().strip("()").split(), plain(value))


def _goal(task: Task) -> tuple[Facts | None, str]:
    goal = task.goal
    if not goal.is_conjunctive or goal.impossible:
        return None, "the goal is not a conjunction of facts"
    keys = task.fact_keys
    pos = [keys[i] for i in range(goal.pos.bit_length()) if goal.pos >> i & 1]
    neg = [keys[i] for i in range(goal.neg.bit_length()) if goal.neg >> i & 1]
    facts = {(p, *args) for p, args in pos} | {("not", p, *args) for p, args in neg}
    return frozenset(facts), ""


def _objects(task: Task) -> dict[str, list[str]]:
    parents = {t.name: t.types for t in task.domain.types}
    out: dict[str, list[str]] = {}
    for o in (*task.domain.constants, *task.problem.objects):
        seen: list[str] = []
        todo = list(o.types)
        while todo:
            t = todo.pop(0)
            if t not in seen:
                seen.append(t)
                todo.extend(parents.get(t, ()))
        for t in [t for t in seen if t != "object"] + ["object"]:
            out.setdefault(t, [])
            if o.name not in out[t]:
                out[t].append(o.name)
    return {t: sorted(names) for t, names in out.items()}


__all__ = ["Fact", "Facts", "View"]
