"""Reading text back into actions and facts: the other half of a rendering.

A :class:`Reading` knows a task's wording (the action and predicate
templates, the object phrases, a whole-state format) and reads model text
with it: whole-plan answers (:func:`plangate.llm.reading.answer.read_plan`), single
actions, and stated facts. It projects what it read onto the Mealy machine's
input alphabet at a state (:meth:`Reading.parse_step`). The renderer
(:class:`plangate.llm.render.Renderer`, text out) builds one and hands it to
methods with the wording; it imports nothing of the renderer.
"""

from __future__ import annotations

import dataclasses
import functools
import re
import threading
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from plangate.fsm.faults import NoAction, NotInTask, TooFewObjects, UnreadableStep
from plangate.fsm.machine import MealyMachine, Parsed, Verdict
from plangate.llm.reading.answer import read_plan
from plangate.llm.reading.clauses import read_line_steps
from plangate.llm.reading.formatted import formatted_steps
from plangate.llm.reading.plan import PlanReading
from plangate.llm.reading.single import read_one
from plangate.llm.reading.step import STRICT_RULES, UNKNOWN, Step, StepReader
from plangate.pddl.task import Operator, Task

if TYPE_CHECKING:
    from plangate.llm.renderings import StateFormat

_SLOT = re.compile(r"\{(\d*)\}")

# a value as Task.describe writes it: (= (fuel plane1) 1244), (= (x) -1/3)
_VALUE = re.compile(r"\(\s*=\s*\(\s*([^()]+?)\s*\)\s*(-?\d+(?:\.\d+)?(?:/\d+)?)\s*\)")


def slot_indices(template: str) -> tuple[list[int], bool]:
    """The parameter index of each slot, and whether they are explicit: ``{}`` slots count
    in order, ``{k}`` slots name parameter k. Raises ValueError when a template mixes them."""
    raw = _SLOT.findall(template)
    explicit = any(r != "" for r in raw)
    if not explicit:
        return list(range(len(raw))), False
    if any(r == "" for r in raw):
        raise ValueError("mixes {} and {k} slots")
    return [int(r) for r in raw], True


# words a statement of a fact may leave out: "the hand is holding the red block" states
# "the hand is currently holding red block" (PlanBench's wording)
_ADVERBS = ("currently", "now", "still", "already")


@functools.lru_cache(maxsize=4096)
def _compiled(regex: str) -> re.Pattern[str]:
    """A template's pattern, compiled once per process (case-insensitive)."""
    return re.compile(regex, re.IGNORECASE)


@functools.lru_cache(maxsize=4096)  # the problems of a domain share templates and objects
def _template_regex(
    template: str, slot: str, optional_the: bool = False, adverbs: bool = False
) -> str:
    """A template's text with flexible spaces, each slot a group naming an object.
    With ``optional_the``, a "the" just before a slot may be left out; with ``adverbs``,
    any of :data:`_ADVERBS` may be."""
    pieces = [re.escape(piece.strip()) for piece in _SLOT.split(template)[::2]]
    body = ""
    for i, piece in enumerate(pieces):
        piece = re.sub(r"(\\ )+", r"\\s+", piece)
        if adverbs:
            for word in _ADVERBS:
                piece = re.sub(rf"(?<![a-z]){word}\\s\+", rf"(?:{word}\\s+)?", piece)
                piece = re.sub(rf"\\s\+{word}$", rf"(?:\\s+{word})?", piece)
        last = i == len(pieces) - 1
        if optional_the and not last:
            piece = re.sub(r"(?:\\s\+)?the$", "", piece)  # the slot itself allows "the"
        body += piece
        if not last:
            body += r"\s*" + slot + r"\s*"
    return rf"(?<![\w-]){body.strip()}"


def strictly(reading: PlanReading) -> PlanReading:
    """``reading`` with every step that needed a lenient rule beyond PlanBench's own
    extraction made unreadable, saying which rule."""
    lines = []
    for ln in reading.lines:
        steps = tuple(
            s
            if set(s.rules) <= STRICT_RULES
            else Step(
                s.text,
                s.start,
                s.end,
                reason="the strict reading does not take "
                + ", ".join(r for r in s.rules if r not in STRICT_RULES)
                + f" (read carefully: {s.pddl()})",
            )
            for s in ln.steps
        )
        role = ln.role
        if steps and role == "step" and not all(s.readable for s in steps):
            role = "unreadable"
        lines.append(dataclasses.replace(ln, steps=steps, role=role))
    return dataclasses.replace(reading, lines=tuple(lines))


class Reading:
    """Reads one task's answers with its wording."""

    def __init__(
        self,
        task: Task,
        machine: MealyMachine,
        action_templates: Mapping[str, str],
        predicate_templates: Mapping[str, str],
        objects: Mapping[str, str],
        state_format: StateFormat | None,
        render_op: Callable[[Operator], str],
        strict: bool = False,
    ) -> None:
        self.task = task
        # the strict reading takes only what PlanBench's own extractor takes: a step read
        # by a lenient rule beyond that (plangate.llm.reading.step.RULES) is unreadable
        self.strict = strict
        self._readings: dict[str, PlanReading] = {}
        self._lock = threading.Lock()
        self.machine = machine
        self.action_templates = dict(action_templates)
        self.predicate_templates = dict(predicate_templates)
        self.objects = dict(objects)
        self.state_format = state_format
        self.render_op = render_op
        self.schemas = {a.name: a for a in task.domain.actions}
        self._ops_by_name: dict[str, list[Operator]] = {}
        for op in task.operators:
            self._ops_by_name.setdefault(op.name, []).append(op)
        self._fits: dict[tuple[str, tuple[str, ...]], list[Operator]] = {}
        self._named: dict[tuple[str, tuple[str, ...]], list[Operator]] | None = None
        self._compile()

    def _compile(self) -> None:
        names = set(self.task.objects) | set(self.objects)
        phrases = {n.lower(): n for n in names}  # raw names: PDDL syntax
        for name, phrase in self.objects.items():
            phrases[phrase.lower()] = name
        self._phrase_to_obj = phrases
        # In a template slot an object with a phrase must be named by it: a raw name
        # such as "a" would read "pick up a block" (prose) as (pick-up a).
        in_words = {p for p in phrases if p not in self.objects}
        in_words |= {phrase.lower() for phrase in self.objects.values()}
        alternatives = "|".join(re.escape(p) for p in sorted(in_words, key=len, reverse=True))
        slot = rf"(?:the\s+)?({alternatives})(?![\w-])" if alternatives else r"(\S+)"
        patterns = []
        self._slot_order: dict[str, list[int]] = {}
        for name, tpl in self.action_templates.items():
            regex = _template_regex(tpl, slot, optional_the=True)
            patterns.append((name, _compiled(regex)))
            self._slot_order[name] = slot_indices(tpl)[0]
        self._fact_patterns = [
            (name, _compiled(_template_regex(tpl, slot, adverbs=True)))
            for name, tpl in self.predicate_templates.items()
        ]
        world = self.task.world
        kinds: dict[tuple[str, int], frozenset[str]] = {}
        for a in self.task.domain.actions:
            for k, param in enumerate(a.parameters):
                kinds[(a.name, k)] = frozenset(world.objects(param.types))
        known = frozenset(self.task.objects)

        def admits(name: str, k: int, obj: str) -> bool:
            # an object the task does not have: the machine says so (unknown object)
            return obj not in known or obj in kinds.get((name, k), known)

        self.reader = StepReader(
            {a.name: len(a.parameters) for a in self.task.domain.actions},
            self.action_templates,
            {n: tuple(order) for n, order in self._slot_order.items()},
            sorted(self.task.objects),
            self.objects,
            dict(patterns),
            self._template_args,
            admits,
            lambda name, args: bool(self._fitting(name, args)),
        )

    def _template_args(self, name: str, groups: tuple[str, ...]) -> tuple[str, ...]:
        """The arguments named by a template's slots (UNKNOWN where it names none)."""
        order = self._slot_order[name]
        given = [UNKNOWN] * (max(order) + 1 if order else 0)
        for k, g in zip(order, groups, strict=True):
            given[k] = self._phrase_to_obj[g.lower()]
        arity = len(self.schemas[name].parameters)
        return tuple(given + [UNKNOWN] * (arity - len(given)))

    def read_plan(self, text: str, examples: bool = True) -> PlanReading:
        """How a whole-plan answer reads: the block it commits to and each step (the
        strict reading: the careful one, its steps beyond PlanBench's extraction made
        unreadable). ``examples``: the answer may have re-solved the prompt's worked
        example first (a last block whose first step does not fit the initial state gives
        way to an earlier one whose first step does); False: the last block, always."""
        careful = self._careful(text) if examples else read_plan(text, self.reader)
        return strictly(careful) if self.strict else careful

    def plan_steps(self, text: str) -> list[Step]:
        """The steps of a whole-plan answer that is its last block, always (as
        ``read_plan(text, examples=False)``): an answer in exactly the asked form is read
        directly (:mod:`plangate.llm.reading.formatted`), any other carefully."""
        if not self.strict:
            steps = formatted_steps(text, self.reader)
            if steps is not None:
                return steps
        return self.read_plan(text, examples=False).steps

    def _careful(self, text: str) -> PlanReading:
        """The careful reading (the last few are kept: an answer is often read again, to
        check, to explain and to count its rules)."""
        with self._lock:
            hit = self._readings.get(text)
        if hit is not None:
            return hit
        initial = self.task.initial
        out = read_plan(text, self.reader, lambda s: self.parse_step(s, initial).valid)
        with self._lock:  # renderers are shared by concurrent episodes
            if len(self._readings) >= 64:
                self._readings.pop(next(iter(self._readings)))
            self._readings[text] = out
        return out

    def rules(self, text: str) -> dict[str, int]:
        """The lenient rules the careful reading of a whole-plan answer used, with how
        many of its steps each read (:data:`plangate.llm.reading.step.RULES`)."""
        counts: dict[str, int] = {}
        for s in self._careful(text).steps:
            for rule in s.rules:
                counts[rule] = counts.get(rule, 0) + 1
        return counts

    def read_action(self, text: str, last: bool = False) -> Step | None:
        """The one action an answer proposes (``last``: the last one it names)."""
        return read_one(text, self.reader, last)

    def parse_action(self, text: str) -> tuple[str, tuple[str, ...]] | None:
        """The first action named in ``text`` (any reading), else None."""
        steps = read_line_steps(self.reader, text, anywhere=True)
        if not steps or not steps[0].readable or steps[0].name is None:
            return None
        return steps[0].name, steps[0].args

    def _fitting(self, name: str, args: tuple[str, ...]) -> list[Operator]:
        """The ground actions of ``name`` whose objects are ``args`` (UNKNOWN fits any)."""
        key = (name, args)
        if key not in self._fits and UNKNOWN not in args:  # every object named: one lookup
            if self._named is None:
                named: dict[tuple[str, tuple[str, ...]], list[Operator]] = {}
                for ops in self._ops_by_name.values():
                    for op in ops:
                        named.setdefault((op.name, op.args), []).append(op)
                self._named = named
            self._fits[key] = list(self._named.get(key, ()))
        if key not in self._fits:
            self._fits[key] = [
                op
                for op in self._ops_by_name.get(name, ())
                if len(op.args) == len(args)
                and all(a in (UNKNOWN, b) for a, b in zip(args, op.args, strict=True))
            ]
        return self._fits[key]

    def parse_step(self, step: Step | None, state: int, text: str | None = None) -> Parsed:
        """A step as read, projected onto the input alphabet at ``state``: an unreadable
        step is unparsable with its reason; objects the step leaves to the state are
        filled in when exactly one valid action fits (else the first action that exists
        fits, and the machine says why it is invalid)."""
        shown = text if text is not None else (step.text if step is not None else "")
        if step is None:
            return Parsed(shown, Verdict.UNPARSABLE, fault=NoAction())
        if not step.readable or step.name is None:
            return Parsed(shown, Verdict.UNPARSABLE, fault=UnreadableStep(step.reason))
        names = (step.name, *step.alternatives)
        args = step.args
        if UNKNOWN in args or len(names) > 1:
            fits = [op for name in names for op in self._fitting(name, args)]
            if not fits:
                if UNKNOWN in args:
                    return Parsed(shown, Verdict.UNPARSABLE, name=step.name, fault=NotInTask())
            else:
                valid = [op for op in fits if op.applicable(state)]
                if UNKNOWN in args and len(valid) > 1:
                    options = tuple(self.render_op(op) for op in valid[:4])
                    return Parsed(
                        shown, Verdict.UNPARSABLE, name=step.name, fault=TooFewObjects(options)
                    )
                op = valid[0] if valid else fits[0]
                return self.machine.resolve(op.name, op.args, state, shown)
        return self.machine.resolve(step.name, args, state, shown)

    def explain(self, reading: PlanReading) -> str:
        """How an answer was read, with the machine's verdict on each step as it replays
        the plan from the initial state (the action each step resolved to, valid or why
        not)."""
        verdicts = []
        state = self.task.initial
        for step in reading.steps:
            p = self.parse_step(step, state)
            if p.valid and p.action is not None:
                verdicts.append(f"{p.action} valid")
                state = p.action.apply(state)
                continue
            verdicts.append(f"{p.verdict.value}: {p.reason}")
            break
        return reading.explain(verdicts)

    def parse(self, text: str, state: int) -> Parsed:
        """The validation function f(text, state), reading templates and PDDL alike."""
        return self.parse_step(self.read_action(text), state, text)

    def unread(self, text: str) -> list[str]:
        """The statements of a list of facts (written as the rendering joins them: commas
        and a last "and") that name no fact at all, in the wording or as PDDL."""
        if self.state_format is not None:
            return []
        out = []
        for part in re.split(r",\s*|\s+and\s+", text):
            part = part.strip(" .\n")
            pddl = re.search(r"\([^()]+\)", part)
            if part and not pddl and not any(p.search(part) for _n, p in self._fact_patterns):
                out.append(part)
        return out

    def parse_facts(self, text: str) -> tuple[int, list[str]]:
        """The facts a text states (PDDL atoms or the configured wording) as a state bitmask,
        and the statements that name no fact of this task (e.g. hallucinated objects).

        Static facts are accepted and ignored: they are not part of a state.
        """
        if self.state_format is not None:
            parsed = self.state_format.parse(self.task, text)
            if parsed is not None:
                return parsed, []
        found: list[tuple[int, str, tuple[str, ...]]] = []
        for m in re.finditer(r"\(\s*([^\s()]+)((?:\s+[^\s()]+)*)\s*\)", text):
            found.append((m.start(), m.group(1).lower(), tuple(m.group(2).lower().split())))
        for name, pattern in self._fact_patterns:
            for m in pattern.finditer(text):
                args = tuple(self._phrase_to_obj.get(g.lower(), g.lower()) for g in m.groups())
                found.append((m.start(), name, args))
        state = 0
        unknown: list[str] = []
        statics = self.task.world.static_facts
        functions = {f.name for f in self.task.domain.functions}
        for _, pred, args in sorted(found):
            fid = self.task.fact_id(pred, args)
            if fid is not None:
                state |= 1 << fid
            elif pred not in functions and args not in statics.get(pred, ()):
                unknown.append(f"({pred}{' ' if args else ''}{' '.join(args)})")
        return state, unknown

    def parse_state(self, text: str) -> tuple[int, list[str]]:
        """A whole state a text states: :meth:`parse_facts`, and in a numeric task the
        values it gives as ``(= (fuel plane1) 1244)`` (the others undefined)."""
        state, unknown = self.parse_facts(text)
        if self.task.numbers is None:
            return state, unknown
        values = [f"(= ({m.group(1).lower().strip()}) {m.group(2)})" for m in _VALUE.finditer(text)]
        return self.task.state_of([*self.task.atoms(state), *values]), unknown
