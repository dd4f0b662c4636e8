"""Reading one step of a model's answer: the action a careful reader sees in it.

A step is read in one of three ways, tried at the earliest place in the text
where an action is named:

* ``template``: the configured wording, word for word
  (``unstack the red block from on top of the blue block``);
* ``pddl``: PDDL syntax, ``(unstack a b)``, or a call, ``unstack(red, blue)``;
* ``lenient``: the action word (the template's words before its first slot,
  or the PDDL name with its hyphens as spaces), then the objects in the
  order the template names them, whatever the words between them
  (``Unstack red from blue``, ``Feast b from d``, ``Attack Object D``).

Objects are named by their configured phrase (``red block``), that phrase
without the word all objects of its kind share (``red``), or their PDDL name
(``a``, ``p0``; ``l1-2`` is also ``location_1_2``). Reading stops once the
action's objects are named: what follows is commentary (``Pick up the blue
block (since it is clear)``). Commentary that starts before all objects are
named (a parenthesis, a colon, ``because``, ``since``, ...) ends the step.

A step that names an action but not its objects is *unreadable*, with the
reason; when the template leaves objects to the state (Hanoi's lists
rendering names the pegs only), or a step names fewer objects than the
action takes, :meth:`StepReader.complete` fills them from the state when
exactly one valid action fits, and says so.
"""

from __future__ import annotations

import copy
import enum
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace

from plangate.llm.reading.names import ObjectNames, Token, tokenize, words_of

UNKNOWN = "?"  # a parameter a step leaves to the state
FOUND_CHARS = 400  # lines up to this long are remembered, read once per reader
FOUND_KEPT = 8192  # and this many of them (then forgotten at once)


class How(enum.Enum):
    TEMPLATE = "template"
    LENIENT = "lenient"
    PDDL = "pddl"


@dataclass(frozen=True, slots=True)
class Step:
    """One step as read: the action and how it was read, or why it could not be.

    ``start``/``end`` locate the step's text in the text it was read from (the whole
    answer, for the steps of :func:`plangate.llm.reading.answer.read_plan`).
    ``args`` may hold :data:`UNKNOWN` for objects left to the state.
    """

    text: str
    start: int
    end: int
    name: str | None = None
    args: tuple[str, ...] = ()
    how: How | None = None
    reason: str = ""  # why the step is unreadable
    note: str = ""  # a stated rule that resolved an ambiguity, or what was left to the state
    alternatives: tuple[str, ...] = ()  # other actions the same words name (same objects)
    rules: tuple[str, ...] = ()  # the lenient rules that read it (:data:`RULES`)

    @property
    def readable(self) -> bool:
        return self.name is not None

    def pddl(self) -> str:
        return f"({self.name}{' ' if self.args else ''}{' '.join(self.args)})"

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"text": self.text, "span": [self.start, self.end]}
        if self.readable:
            out.update(action=self.pddl(), how=self.how.value if self.how else None)
        else:
            out["unreadable"] = self.reason
        if self.note:
            out["note"] = self.note
        if self.rules:
            out["rules"] = list(self.rules)
        return out


# The lenient rules a careful reading may use, each named in the steps it reads (and in
# rescored records, so a paper can report both readings). A strict reading takes only
# what PlanBench's own extractor takes: the action's words with its objects' full
# phrases in order (other words may stand between them), or PDDL.
RULES: dict[str, str] = {
    "loose wording": "the action's words and its objects, other words between them",
    "short name": "an object named by part of its phrase ('red' for 'red block')",
    "abbreviation": "an object named by an abbreviation the answer defines ('R')",
    "call": "a call, such as unstack(red, blue)",
    "target": "'put down X on top of Y' read as the action that puts X on Y",
    "self-correction": "a step that corrects itself, read as the action it ends on",
    "left to the state": "objects the step does not name, taken from the state",
    "pronoun": "'it' for the previous step's first object",
    "split verb": "a two-word action with its object between its words ('pick it up')",
}
STRICT_RULES = frozenset({"loose wording"})  # what PlanBench's extractor takes too

_CUT_MARKS = frozenset(
    {"(", ")", "[", ":", ";", ".", "?", "!", "—", "–", "->", "→", "=>", " - ", "|"}
)
_CUT_WORDS = frozenset(
    [
        "because",
        "since",
        "so",
        "as",
        "which",
        "now",
        "this",
        "that",
        "making",
        "leaving",
        "thereby",
        "resulting",
        "while",
        "where",
        "when",
        "then",
        "after",
        "before",
        "until",
        "therefore",
        "thus",
        "hence",
        "note",
    ]
)
_PRONOUN_LIKE = frozenset({"a", "i"})  # English words that are also object names
# words inside a call that are not objects: "Feast(e from b)", "Unstack(red, from blue)"
_CALL_FILLERS = frozenset({"from", "on", "onto", "to", "top", "of", "the", "into", "at", "in"})
_PDDL_GROUP = re.compile(r"\(\s*([A-Za-z][\w-]*)((?:[\s,]+[^\s(),]+)*)\s*,?\s*\)")
_CALL = re.compile(r"(?<![\w-])([A-Za-z][\w-]*)\s*\(\s*([^()]*?)\s*\)")


@dataclass(frozen=True)
class ActionWording:
    """What a reader knows of one action schema."""

    name: str
    arity: int
    template: str | None  # the configured wording, or None
    slots: tuple[int, ...]  # the parameter each slot of the template names, in order
    keywords: tuple[tuple[str, ...], ...]  # word sequences that name the action
    connectors: frozenset[str]  # the template's own words (never commentary)


def _keywords(name: str, template: str | None) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = []
    if template:
        head = words_of(re.split(r"\{\d*\}", template, maxsplit=1)[0])
        while head and head[-1] in ("the", "a", "an"):
            head = head[:-1]
        if head:
            out.append(head)
    pddl = words_of(name)  # "pick-up" -> ("pick", "up")
    out.append(pddl)
    if len(pddl) > 1:
        out.append(("".join(pddl),))  # "pickup"
    if template and len(out[0]) >= 3:
        out.append(out[0][:1])  # "move" for "move the last number of {1} to {2}"
    return [k for i, k in enumerate(out) if k and k not in out[:i]]


class StepReader:
    """Reads steps for one task: its action schemas, objects and configured wording."""

    def __init__(
        self,
        schemas: Mapping[str, int],
        templates: Mapping[str, str],
        slots: Mapping[str, tuple[int, ...]],
        objects: Iterable[str],
        phrases: Mapping[str, str],
        template_patterns: Mapping[str, re.Pattern[str]],
        resolve_template: Callable[[str, tuple[str, ...]], tuple[str, ...]] | None = None,
        admits: Callable[[str, int, str], bool] | None = None,
        exists: Callable[[str, tuple[str, ...]], bool] | None = None,
    ) -> None:
        self.actions: dict[str, ActionWording] = {}
        for name, arity in schemas.items():
            tpl = templates.get(name)
            words = set(words_of(re.sub(r"\{\d*\}", " ", tpl))) if tpl else set()
            self.actions[name] = ActionWording(
                name,
                arity,
                tpl,
                tuple(slots.get(name, range(arity))),
                tuple(_keywords(name, tpl)),
                frozenset(words),
            )
        self.template_patterns = dict(template_patterns)
        self._resolve_template = resolve_template
        self._admits = admits or (lambda _name, _k, _obj: True)
        # whether the task has a ground action of that name with those objects (UNKNOWN
        # fits any): static facts such as (truck ?t) tell untyped actions apart
        self._exists = exists or (lambda _name, _args: True)
        # keyword (first word) -> [(words, action name)], longest first
        self._by_first: dict[str, list[tuple[tuple[str, ...], str]]] = {}
        for a in self.actions.values():
            for kw in a.keywords:
                self._by_first.setdefault(kw[0], []).append((kw, a.name))
        for entries in self._by_first.values():
            entries.sort(key=lambda e: -len(e[0]))
        self._pddl_names: dict[str, str] = {}
        for a in self.actions.values():
            for form in (a.name, a.name.replace("-", "_"), a.name.replace("-", "")):
                self._pddl_names.setdefault(form.lower(), a.name)
        self.names = ObjectNames(list(objects), dict(phrases))
        # (text, it) -> what find read: answers repeat their lines (a reward scores
        # thousands of answers of one task), and a Step is immutable
        self._found: dict[tuple[str, str | None], Step | None] = {}
        self.lines: dict[tuple[str, bool], tuple[Step, ...]] = {}  # read_line_steps's

    def defined(self, text: str) -> StepReader:
        """This reader with the abbreviations ``text`` defines for objects ("Let R = red
        block", "the orange block (O)"); itself when it defines none."""
        names = self.names.defined(text)
        if names is self.names:
            return self
        out = copy.copy(self)
        out.names = names
        out._found, out.lines = {}, {}  # what it reads differs
        return out

    # ------------------------------------------------------------ reading
    def find(self, text: str, it: str | None = None) -> Step | None:
        """The first action named in ``text``, read; None when no action is named.
        ``it``: the object the pronoun "it" stands for (the previous step's first)."""
        key = (text, it)
        try:
            return self._found[key]
        except KeyError:
            pass
        step = self._find(text, it)
        if len(text) <= FOUND_CHARS:
            if len(self._found) >= FOUND_KEPT:
                self._found.clear()
            self._found[key] = step
        return step

    def _find(self, text: str, it: str | None) -> Step | None:
        toks = tokenize(text)
        best: Step | None = None
        for m in _PDDL_GROUP.finditer(text):
            step = self._pddl(text, m.start(), m.end(), m.group(1), m.group(2))
            if step is not None:
                best = step
                break
        for m in _CALL.finditer(text):
            if best is not None and m.start() >= best.start:
                break
            step = self._pddl(text, m.start(), m.end(), m.group(1), m.group(2), call=True)
            if step is not None:
                best = step
                break
        for i, tok in enumerate(toks):
            if best is not None and tok.start >= best.start:
                break
            if not tok.word or tok.text not in self._by_first:
                continue
            step = self._lenient(text, toks, i, it)
            if step is not None:
                return step
        return best

    def _pddl(
        self, text: str, start: int, end: int, name: str, body: str, call: bool = False
    ) -> Step | None:
        action = self._pddl_names.get(name.lower())
        if action is None:
            return None
        args: list[str] = []
        rules = {"call"} if call else set()
        skip = self.actions[action].connectors | _CALL_FILLERS
        for part in body.split(","):  # "Feast(c, from d)", "Unstack(red block, blue)"
            toks = tokenize(part)
            k = 0
            while k < len(toks):
                hit = self.names.mention(toks, k)
                if hit is not None:
                    args.append(hit[0])
                    rules.add(self.names.rule_of(toks, k, hit[1]) or "")
                    k = hit[1]
                    continue
                if toks[k].word and toks[k].text not in skip:
                    args.append(toks[k].text)  # not an object: the machine says so
                k += 1
        rules.discard("")
        return Step(
            text[start:end], start, end, action, tuple(args), How.PDDL, rules=tuple(sorted(rules))
        )

    def _lenient(self, text: str, toks: list[Token], i: int, it: str | None = None) -> Step | None:
        """The action whose word starts at ``toks[i]``, and the objects after it."""
        words = [t.text for t in toks]
        for kw, name in self._by_first.get(toks[i].text, ()):
            if len(kw) == 2 and tuple(words[i : i + 2]) != kw:
                split = self._split_verb(toks, i, kw, it)  # "put it down", "pick b up"
                if split is not None:
                    obj, after = split
                    step = self._objects(text, toks, after, name, kw, toks[i].start, it, [obj])
                    return replace(step, rules=tuple(sorted({*step.rules, "split verb"})))
            if tuple(words[i : i + len(kw)]) != kw or any(
                not t.word for t in toks[i : i + len(kw)]
            ):
                continue
            if any(self.names.mention(toks, k) for k in range(i + 1, i + len(kw))):
                continue  # "fly airplane_0 ...": "airplane" starts an object, not the verb
            start = toks[i].start
            exact = self._exact(text, start, [name] + [n for _, n in self._all_keywords(kw)])
            if exact is not None:
                k = next((n for n, t in enumerate(toks) if t.start >= exact.end), len(toks))
                target = (
                    self._target(toks, k, self.actions[str(exact.name)], list(exact.args))
                    if UNKNOWN not in exact.args
                    else None
                )
                return self._targeted(text, toks, start, kw, target) if target else exact
            return self._objects(text, toks, i + len(kw), name, kw, start, it)
        return None

    def _split_verb(
        self, toks: list[Token], i: int, kw: tuple[str, ...], it: str | None
    ) -> tuple[str, int] | None:
        """A two-word action word with its object between the words: the object and the
        index after the second word."""
        k = i + 1
        if k < len(toks) and toks[k].text == "the":
            k += 1
        hit = self.names.mention(toks, k) if k < len(toks) else None
        if hit is None and k < len(toks) and toks[k].text == "it" and it is not None:
            hit = (it, k + 1)
        if hit is None or hit[1] >= len(toks) or toks[hit[1]].text != kw[1]:
            return None
        return hit[0], hit[1] + 1

    def _exact(self, text: str, start: int, names: list[str]) -> Step | None:
        """The configured wording of one of ``names`` at ``start``; when several actions
        share a wording (PlanBench Logistics' "load {} into {} at {}"), the one whose
        objects fit (their types, and a ground action of the task)."""
        found = [st for n in dict.fromkeys(names) if (st := self._template_at(text, start, n))]
        for st in found:
            name = str(st.name)
            fit = all(a == UNKNOWN or self._admits(name, k, a) for k, a in enumerate(st.args))
            if fit and self._exists(name, st.args):
                return st
        return found[0] if found else None

    def _template_at(self, text: str, start: int, name: str) -> Step | None:
        pattern = self.template_patterns.get(name)
        if pattern is None or self._resolve_template is None:
            return None
        m = pattern.match(text, start)
        if m is None:
            return None
        args = self._resolve_template(name, m.groups())
        return Step(text[m.start() : m.end()], m.start(), m.end(), name, args, How.TEMPLATE)

    def _objects(
        self,
        text: str,
        toks: list[Token],
        j: int,
        name: str,
        kw: tuple[str, ...],
        start: int,
        it: str | None = None,
        found: list[str] | None = None,
    ) -> Step:
        """Read the objects after an action word; several schemas may share the word
        (PlanBench's Logistics: "load" is load-truck and load-airplane)."""
        sharing = [n for k2, n in self._all_keywords(kw)]
        candidates = [self.actions[n] for n in dict.fromkeys([name, *sharing])]
        need = max(len(a.slots) for a in candidates)
        connectors = frozenset().union(*(a.connectors for a in candidates))
        found = list(found or [])
        rules: set[str] = set()
        end = toks[j - 1].end
        k = j
        while k < len(toks) and len(found) < need:
            tok = toks[k]
            if not tok.word:
                if tok.text == "(" and k == j and not found:
                    k += 1  # a call whose name has a space: "Put down(white block)"
                    continue
                if tok.text in _CUT_MARKS or (tok.text == "," and found):
                    break
                k += 1
                continue
            if tok.text in _CUT_WORDS and tok.text not in connectors:
                break
            hit = self.names.mention(toks, k)
            if hit is None and tok.text == "it" and it is not None:
                hit = (it, k + 1)  # "pick up the red block and stack it on ..."
                rules.add("pronoun")
            elif hit is not None:
                rules.add(self.names.rule_of(toks, k, hit[1], words=True) or "loose wording")
            if hit is not None and tok.text in _PRONOUN_LIKE and k + 1 < len(toks):
                nxt = toks[k + 1]
                noun = nxt.word and not nxt.text.isdigit()  # "from a 2. Succumb b": object a
                named = self.names.mention(toks, k + 1)
                bare = named is not None and tuple(
                    t.text for t in toks[k + 1 : named[1]]
                ) == words_of(named[0])  # "Overcome a b": "b" is an object's own name
                if noun and not bare and nxt.text not in connectors and nxt.text not in _CUT_WORDS:
                    hit = None  # "pick up a red block": an article, not object a
            if hit is not None:
                found.append(hit[0])
                end = toks[hit[1] - 1].end
                k = hit[1]
                continue
            k += 1
        span = text[start:end]
        readings = [(a, args) for a in candidates if (args := self._assign(a, found)) is not None]
        real = [(a, args) for a, args in readings if self._exists(a.name, args)]
        readings = real or readings  # the one the task has; else the machine says why not
        if not found or not readings:
            a = candidates[0]
            what = f"{len(found)}: {', '.join(found)}" if found else "none"
            return Step(
                span, start, end, reason=f"'{' '.join(kw)}' takes {len(a.slots)} "
                f"object{'s' if len(a.slots) != 1 else ''}; the step names {what}",
            )  # fmt: skip
        a, args = readings[0]
        rules.add("loose wording")
        target = self._target(toks, k, a, found) if len(found) == len(a.slots) else None
        if target is not None:  # "put down X on top of Y": the step names a target
            step = self._targeted(text, toks, start, kw, target)
            return replace(step, rules=tuple(sorted(rules | set(step.rules))))
        note = ""
        if len(found) < len(a.slots):
            note = (
                f"names {len(found)} of the {len(a.slots)} objects of '{a.name}'; "
                "the rest is left to the state"
            )
            rules.add("left to the state")
        others = tuple(b.name for b, other in readings[1:] if other == args)
        return Step(
            span, start, end, a.name, args, How.LENIENT, note=note, alternatives=others,
            rules=tuple(sorted(rules)),
        )  # fmt: skip

    def _targeted(
        self,
        text: str,
        toks: list[Token],
        start: int,
        kw: tuple[str, ...],
        target: tuple[ActionWording, tuple[str, ...], int],
    ) -> Step:
        b, args, after = target
        end = toks[after - 1].end
        note = f"'{' '.join(kw)} ... on ...' names a target: read as '{b.name}'"
        return Step(
            text[start:end], start, end, b.name, args, How.LENIENT, note=note,
            rules=("loose wording", "target"),
        )  # fmt: skip

    def _target(
        self, toks: list[Token], k: int, a: ActionWording, found: list[str]
    ) -> tuple[ActionWording, tuple[str, ...], int] | None:
        """After all of ``a``'s objects, "on (top of) Y" naming one more object: the one
        action with a slot more whose wording puts something on something (not "from"),
        and Y; None when there is no such phrase or no single such action."""
        words = [t.text for t in toks[k : k + 4]]
        for prep in (("on", "top", "of"), ("onto",), ("on",), ("upon",)):
            if tuple(words[: len(prep)]) == prep:
                j = k + len(prep)
                break
        else:
            return None
        if j < len(toks) and toks[j].text == "the":
            j += 1
        hit = self.names.mention(toks, j) if j < len(toks) else None
        if hit is None:
            return None
        objs = [*found, hit[0]]
        fits = [
            (b, args)
            for b in self.actions.values()
            if b is not a
            and len(b.slots) == len(objs)
            and b.template is not None
            and "on" in b.connectors | {prep[0]}
            and "from" not in b.connectors
            and (args := self._assign(b, objs)) is not None
            and self._exists(b.name, args)
        ]
        return (fits[0][0], fits[0][1], hit[1]) if len(fits) == 1 else None

    def _assign(self, a: ActionWording, found: list[str]) -> tuple[str, ...] | None:
        """The objects put in the action's slots in order; when fewer are named than it
        has slots, each goes to the next slot whose type admits it. None if they do
        not fit (too many, or of the wrong kinds)."""
        if len(found) > len(a.slots):
            return None
        args = [UNKNOWN] * a.arity
        k = 0
        if len(found) == len(a.slots):
            for slot, obj in zip(a.slots, found, strict=True):
                if not self._admits(a.name, slot, obj):
                    return None
                args[slot] = obj
            return tuple(args)
        for obj in found:
            while k < len(a.slots) and not self._admits(a.name, a.slots[k], obj):
                k += 1
            if k == len(a.slots):
                return None
            args[a.slots[k]] = obj
            k += 1
        return tuple(args)

    def _all_keywords(self, kw: tuple[str, ...]) -> list[tuple[tuple[str, ...], str]]:
        return [(k, n) for k, n in self._by_first.get(kw[0], ()) if k == kw]
