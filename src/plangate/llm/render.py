"""Natural-language rendering of a task, configured per domain (PlanBench YAML).

A configuration file holds ``domain_intro`` (the description of the domain
and its rules), ``actions`` and ``predicates`` (templates with one ``{}``
slot per parameter) and ``encoded_objects`` (object name -> phrase, e.g.
``a: red block``). Anything it does not cover gets a generic rendering
derived from the PDDL: schemas with parameters, preconditions and effects;
facts and actions as PDDL atoms. Text is parsed back into ground actions
both from the templates and from PDDL syntax, so ``unstack the blue block
from on top of the orange block`` and ``(unstack b c)`` are the same action.
"""

from __future__ import annotations

import functools
import re
import threading
import warnings
import weakref
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from plangate.errors import PddlWarning, PlangateError
from plangate.fsm.machine import MealyMachine
from plangate.llm.reading import Reading, slot_indices
from plangate.outside import load_yaml
from plangate.pddl.limits import read_text_bounded
from plangate.pddl.syntax import And, Atom, Domain, Not
from plangate.pddl.task import Operator, Task

if TYPE_CHECKING:
    from plangate.llm.renderings import StateFormat

BUILTIN_NL = Path(__file__).resolve().parent.parent / "data"
_ATOM = re.compile(r"^\(\s*([^\s()]+)((?:\s+[^\s()]+)*)\s*\)$")


@dataclass(frozen=True)
class NLConfig:
    """A PlanBench-compatible rendering configuration."""

    source: str
    domain_intro: str | None = None
    domain_intro_cost: str | None = None  # PlanBench's introduction of the optimality task
    actions: dict[str, str] = field(default_factory=dict)
    predicates: dict[str, str] = field(default_factory=dict)
    encoded_objects: dict[str, str] = field(default_factory=dict)
    state_format: str | None = None  # a whole-state rendering (plangate.llm.renderings)
    show_static: bool = True  # state the facts that never change in the problem statement
    domain_names: tuple[str, ...] = ()  # prefixes of the domain names a shipped file serves
    pfc_prompts: str | None = None  # LLM-PFC module prompts for this wording (a YAML path)


def _mapping(data: dict[str, object], key: str, source: str) -> dict[str, str]:
    value = data.get(key) or {}
    if not isinstance(value, dict):
        raise PlangateError(f"{source}: '{key}' must be a mapping of names to text")
    out: dict[str, str] = {}
    for k, v in value.items():
        if not isinstance(v, str | int | float):
            raise PlangateError(f"{source}: {key}.{k} must be a string, got {type(v).__name__}")
        out[str(k).lower()] = str(v)
    return out


def load_nl(path: str | Path) -> NLConfig:
    """Read a PlanBench-style YAML rendering configuration (read again when it changes:
    rescoring asks for the same one for every answer)."""
    p = Path(path)
    try:
        stamp = p.stat().st_mtime_ns
    except OSError:
        stamp = 0  # _read_nl says why it cannot be read
    return _read_nl(str(p), stamp)


@functools.lru_cache(maxsize=32)
def _read_nl(path: str, stamp: int) -> NLConfig:
    import yaml

    p = Path(path)
    try:
        text = read_text_bounded(p, "rendering configuration")
    except OSError as err:
        raise PlangateError(
            f"{p}: cannot read the rendering configuration: {err.strerror}"
        ) from None

    class Loader(yaml.SafeLoader):
        """YAML 1.1 without its yes/no/on/off booleans: ``on:`` is Blocksworld's predicate."""

    Loader.yaml_implicit_resolvers = {
        ch: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:bool"]
        for ch, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }
    data = load_yaml(text, str(p), Loader)
    if not isinstance(data, dict):
        raise PlangateError(
            f"{p}: expected a mapping with domain_intro, actions, predicates, encoded_objects"
        )
    intro = data.get("domain_intro")
    if intro is not None and not isinstance(intro, str):
        raise PlangateError(f"{p}: 'domain_intro' must be text")
    intro_cost = data.get("domain_intro_cost")
    if intro_cost is not None and not isinstance(intro_cost, str):
        raise PlangateError(f"{p}: 'domain_intro_cost' must be text")
    state_format = data.get("state_format")
    if state_format is not None:
        from plangate.llm.renderings import STATE_FORMATS

        if state_format not in STATE_FORMATS:
            raise PlangateError(
                f"{p}: state_format: unknown format {state_format!r}; the formats are "
                f"{', '.join(STATE_FORMATS)}"
            )
    flag = str(data.get("show_static", "true")).lower()  # booleans stay text here (see Loader)
    if flag not in ("true", "false"):
        raise PlangateError(f"{p}: show_static must be true or false, not {flag!r}")
    show_static = flag == "true"
    names = data.get("domain_names") or []
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise PlangateError(f"{p}: domain_names must be a list of names")
    prompts = data.get("pfc_prompts")
    if prompts is not None and not isinstance(prompts, str):
        raise PlangateError(f"{p}: pfc_prompts must be the path of a prompt file")
    if prompts is not None and not (p.parent / prompts).is_file():
        raise PlangateError(f"{p}: pfc_prompts: no such file {p.parent / prompts}")
    return NLConfig(
        pfc_prompts=str(p.parent / prompts) if prompts else None,
        domain_names=tuple(n.lower() for n in names),
        show_static=show_static,
        state_format=state_format,
        source=str(p),
        domain_intro=intro.strip() if intro else None,
        domain_intro_cost=intro_cost.strip() if intro_cost else None,
        actions=_mapping(data, "actions", str(p)),
        predicates=_mapping(data, "predicates", str(p)),
        encoded_objects=_mapping(data, "encoded_objects", str(p)),
    )


def builtin_nl(domain_name: str) -> NLConfig | None:
    """The rendering shipped for a domain family, if any: ``data/FAMILY/nl.yaml`` for a
    domain named FAMILY (or whose name starts with one of the file's ``domain_names``)."""
    name = domain_name.lower()
    for family, prefixes in _families().items():
        if name == family or any(name.startswith(p) for p in prefixes):
            return _shipped(family)
    return None


@functools.cache
def _families() -> dict[str, tuple[str, ...]]:
    """The shipped renderings, found from the data files: family -> name prefixes."""
    out = {}
    for path in sorted(BUILTIN_NL.glob("*/nl.yaml")):
        out[path.parent.name] = _shipped(path.parent.name).domain_names
    return out


@functools.cache
def _shipped(family: str) -> NLConfig:
    """A shipped configuration, read once per process (renderers copy what they keep)."""
    return load_nl(BUILTIN_NL / family / "nl.yaml")


def join_facts(parts: list[str]) -> str:
    """PlanBench's list style: ``a, b and c``."""
    if not parts:
        return "nothing"
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _check_slots(
    config: NLConfig, key: str, template: str, need: int, partial: bool = False
) -> None:
    """``{}`` slots: one per parameter. ``{k}`` slots: parameter k (0-based); an action
    template may leave parameters out when the state determines them."""
    try:
        slots, explicit = slot_indices(template)
    except ValueError:
        msg = f"{config.source}: {key}: {template!r} mixes {{}} and {{k}} slots"
        raise PlangateError(msg) from None
    if not explicit and len(slots) != need:
        raise PlangateError(
            f"{config.source}: {key}: expected {need} '{{}}' slot{'s' if need != 1 else ''}, "
            f"one per parameter, in {template!r}"
        )
    if explicit and (
        any(k >= need for k in slots) or (not partial and sorted(set(slots)) != list(range(need)))
    ):
        raise PlangateError(
            f"{config.source}: {key}: slots {{k}} must name parameters 0 to {need - 1}"
            f"{'' if partial else ', each of them'}, in {template!r}"
        )


_PATTERN_NAME = re.compile(r"([a-z_]+?)-?(\d+(?:[-_]\d+)*)")


def _encode_objects(config: NLConfig, objects: Iterable[str]) -> dict[str, str]:
    """Object name -> phrase. PlanBench's patterns (``p: package_{}``,
    ``l: location_{}_{}``) name every object of a family: ``p0`` is ``package_0``,
    ``l1-2`` is ``location_1_2``."""
    plain = {k: v for k, v in config.encoded_objects.items() if "{}" not in v}
    patterns = {k: v for k, v in config.encoded_objects.items() if "{}" in v}
    if not patterns:
        return plain
    out = dict(plain)
    for name in objects:
        m = _PATTERN_NAME.fullmatch(name)
        if name in out or m is None or m.group(1) not in patterns:
            continue
        numbers = re.split(r"[-_]", m.group(2))
        pattern = patterns[m.group(1)]
        if pattern.count("{}") == len(numbers):
            out[name] = pattern.format(*numbers)
    return out


class Renderer:
    """The wording of one task: its states, goal and actions as text. Wording only: the
    task's machine and the reading of answers in this wording (:func:`reading_for`) are
    built apart, and a method gets the three apart (:class:`plangate.llm.session.Session`)."""

    def __init__(self, task: Task, config: NLConfig | None = None) -> None:
        self.task = task
        self.config = config
        schemas = {a.name: a for a in task.domain.actions}
        self._schemas = schemas
        preds = {p.name: p for p in task.domain.predicates}
        self.action_templates: dict[str, str] = {}
        self.predicate_templates: dict[str, str] = {}
        self.hidden: set[str] = set()  # predicates whose facts are not rendered
        if config is not None:
            for name, tpl in config.actions.items():
                if name not in schemas:
                    raise PlangateError(
                        f"{config.source}: actions.{name}: the domain has no action '{name}' "
                        f"(it has {', '.join(sorted(schemas))})"
                    )
                need = len(schemas[name].parameters)
                _check_slots(config, f"actions.{name}", tpl, need, partial=True)
                self.action_templates[name] = tpl
            for name, tpl in config.predicates.items():
                if name in preds and not tpl.strip():
                    self.hidden.add(name)  # PlanBench: an empty template is not rendered
                elif name in preds:  # PlanBench files may name predicates of other variants
                    _check_slots(config, f"predicates.{name}", tpl, len(preds[name].parameters))
                    self.predicate_templates[name] = tpl
        self.objects = _encode_objects(config, task.objects) if config is not None else {}
        seen: dict[str, str] = {}
        for name in sorted(task.objects):
            phrase = self.objects.get(name, name).lower()
            if phrase in seen and config is not None:
                raise PlangateError(
                    f"{config.source}: encoded_objects: '{seen[phrase]}' and '{name}' are both "
                    f"called {phrase!r}; every object needs its own name"
                )
            seen[phrase] = name
        self._words: list[str] | None = None  # each fact's words, made on first use
        self.state_format: StateFormat | None = None
        if config is not None and config.state_format is not None:
            from plangate.llm.renderings import STATE_FORMATS

            self.state_format = STATE_FORMATS[config.state_format]

    @property
    def natural(self) -> bool:
        """Whether actions are rendered in natural language (templates configured)."""
        return bool(self.action_templates)

    # ------------------------------------------------------------ rendering
    def obj(self, name: str) -> str:
        return self.objects.get(name, name)

    def action(self, name: str, args: Iterable[str]) -> str:
        args = tuple(args)
        tpl = self.action_templates.get(name)
        if tpl is None:
            return f"({name}{' ' if args else ''}{' '.join(args)})"
        return tpl.format(*(self.obj(a) for a in args))

    def op(self, op: Operator) -> str:
        return self.action(op.name, op.args)

    def atom(self, text: str, hide: bool = True) -> str:
        """A PDDL atom such as ``(on a b)`` in the configured wording (else unchanged);
        "" for a predicate the configuration does not render (unless ``hide`` is off)."""
        m = _ATOM.match(text.strip())
        if m is None:
            return text
        pred, args = m.group(1), m.group(2).split()
        if pred in self.hidden:
            return "" if hide else text
        tpl = self.predicate_templates.get(pred)
        if tpl is None:
            return text
        return tpl.format(*(self.obj(a) for a in args))

    def facts(self, atoms: Iterable[str]) -> str:
        return join_facts([t for a in atoms if (t := self.atom(a))])

    def state(self, state: int) -> str:
        if self.state_format is not None:
            return self.state_format.render(self.task, state)
        # each fact worded once, then reused: a step changes a few facts, and the text of
        # a new state is its facts' words joined (the same text as facts(atoms(state)))
        words = self._words
        if words is None:
            words = self._words = [self.atom(a) for a in self.task.facts]
        parts = []
        numbers = self.task.numbers
        values = [] if numbers is None else numbers.describe(state)
        bits = self.task.fact_bits(state)
        while bits:
            low = bits & -bits
            if said := words[low.bit_length() - 1]:
                parts.append(said)
            bits ^= low
        return join_facts(parts + values)

    def condition(self, pos: int) -> str:
        """A partial state (a subgoal) in the configured wording."""
        if self.state_format is not None:
            return self.state_format.goal(self.task, pos)
        return self.facts(self.task.atoms(pos))

    def static(self) -> str:
        values = self.task.static_values() if self.task.numbers is not None else []
        return join_facts([t for a in self.task.static_atoms() if (t := self.atom(a))] + values)

    def goal(self) -> str:
        if self.state_format is not None and not self.task.goal.neg:
            return self.state_format.goal(self.task, self.task.goal.pos)
        formula = self.task.problem.goal
        parts = formula.args if isinstance(formula, And) else (formula,)
        out = []
        for part in parts:
            if isinstance(part, Atom):
                out.append(self.atom(str(part)))
            elif isinstance(part, Not) and isinstance(part.arg, Atom):
                out.append(f"not {self.atom(str(part.arg))}")
            else:
                out.append(str(part))
        return join_facts(out)

    def intro(self) -> str:
        if self.config is not None and self.config.domain_intro:
            return self.config.domain_intro
        d = self.task.domain
        lines = [
            f"The planning domain '{d.name}' has the following actions. For each: its "
            "parameters, the preconditions that must hold to apply it, and its effects."
        ]
        for a in d.actions:
            params = " ".join(
                f"{p.name}" + (f" - {' or '.join(p.types)}" if p.types != ("object",) else "")
                for p in a.parameters
            )
            lines.append(f"({a.name} {params})".replace(" )", ")"))
            lines.append(f"  preconditions: {a.precondition if a.precondition else 'none'}")
            lines.append(f"  effects: {a.effect if a.effect else 'none'}")
        return "\n".join(lines)

    def objects_text(self) -> str:
        by_type: dict[str, list[str]] = {}
        for o in (*self.task.domain.constants, *self.task.problem.objects):
            by_type.setdefault(" or ".join(o.types), []).append(o.name)
        return "; ".join(f"{', '.join(names)} ({t})" for t, names in by_type.items())

    def describe(self, atom: str) -> str:
        """For ``validate(describe=...)``: an unmet precondition in the configured wording."""
        return self.atom(atom, hide=False)


_READINGS: weakref.WeakKeyDictionary[Renderer, Reading] = weakref.WeakKeyDictionary()
_STRICT: weakref.WeakKeyDictionary[Renderer, Reading] = weakref.WeakKeyDictionary()
_LOCK = threading.Lock()


def reading_for(r: Renderer, machine: MealyMachine | None = None, strict: bool = False) -> Reading:
    """The reading of answers in ``r``'s wording, projecting onto ``machine``. Without
    one, the reading of ``r`` with a machine of its task, built once per renderer (its
    caches of what it read then serve every episode of the task). ``strict``: the
    reading that takes only what PlanBench's own extractor takes."""
    if machine is not None:
        return _reading(r, machine, strict)
    cache = _STRICT if strict else _READINGS
    with _LOCK:
        if r not in cache:
            other = (_READINGS if strict else _STRICT).get(r)
            cache[r] = _reading(r, other.machine if other else MealyMachine(r.task), strict)
        return cache[r]


def _reading(r: Renderer, machine: MealyMachine, strict: bool = False) -> Reading:
    return Reading(
        r.task,
        machine,
        r.action_templates,
        r.predicate_templates,
        r.objects,
        r.state_format,
        r.op,
        strict,
    )


def misfit(config: NLConfig, domain: Domain) -> str | None:
    """Why a rendering does not fit ``domain`` (an action it words that the domain lacks,
    or a template whose slots do not match the arity of the action or predicate), or
    None when it fits."""
    schemas = {a.name: a for a in domain.actions}
    preds = {p.name: p for p in domain.predicates}
    try:
        for name, tpl in config.actions.items():
            if name not in schemas:
                return f"the domain has no action '{name}'"
            _check_slots(config, f"actions.{name}", tpl, len(schemas[name].parameters), True)
        for name, tpl in config.predicates.items():
            if name in preds and tpl.strip():
                _check_slots(config, f"predicates.{name}", tpl, len(preds[name].parameters))
    except PlangateError as err:
        return str(err).removeprefix(f"{config.source}: ")
    return None


def renderer_for(task: Task, nl: str | None) -> Renderer:
    """``nl``: a YAML path, ``"pddl"`` (the generic rendering derived from the PDDL), or
    ``"builtin"``/None: the rendering shipped for the domain when it has one and it fits
    the domain's actions and predicates (else the generic one, with a one-line note)."""
    if nl is None or nl == "builtin":
        config = builtin_nl(task.domain_name)
        if config is None:
            return Renderer(task, None)
        why = misfit(config, task.domain)
        if why is None:
            try:
                return Renderer(task, config)
            except PlangateError as err:  # the objects: two called alike
                why = str(err).removeprefix(f"{config.source}: ")
        warnings.warn(
            f"the wording shipped for {Path(config.source).parent.name} does not fit domain "
            f"'{task.domain_name}' ({why}): the generic rendering derived from the PDDL is used",
            PddlWarning,
            stacklevel=2,
        )
        return Renderer(task, None)
    return Renderer(task, None if nl == "pddl" else load_nl(nl))
