"""Answer styles: a plan written the ways real models write plans.

Each style turns (renderer, plan, random) into an answer whose committed plan is
the given plan. The corpus generator (``tests/data/answers/make_corpus.py``) and
the property test use them; the reader must read every one back exactly.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from pathlib import Path

from plangate.llm.render import Renderer, builtin_nl, load_nl
from plangate.pddl.loader import load_task
from plangate.pddl.task import Operator

from .conftest import BENCHMARKS

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
BENCH = BENCHMARKS  # PLANGATE_BENCHMARKS, as conftest reads it

# (label, domain, problem, rendering config: a path, "builtin:FAMILY", or None for PDDL)
TASKS: dict[str, tuple[Path, Path, str | None]] = {
    "blocksworld": (
        ROOT / "examples/blocksworld/domain.pddl",
        ROOT / "examples/blocksworld/problem-tower.pddl",
        "builtin:blocksworld",
    ),
    "mystery": (
        DATA / "planbench/mystery/domain.pddl",
        DATA / "planbench/mystery/instance-1.pddl",
        str(DATA / "planbench/mystery_blocksworld.yaml"),
    ),
    "logistics": (
        BENCH / "logistics-round-1-strips-1998/domain.pddl",
        DATA / "planbench/logistics/instance-1.pddl",
        str(DATA / "planbench/logistics.yaml"),
    ),
    "hanoi": (
        ROOT / "examples/hanoi/domain.pddl",
        ROOT / "examples/hanoi/problem-3-aaa.pddl",
        "builtin:hanoi",
    ),
    "hanoi-lists": (
        ROOT / "examples/hanoi/domain.pddl",
        ROOT / "examples/hanoi/problem-3-aaa.pddl",
        str(ROOT / "src/plangate/data/hanoi/nl-lists.yaml"),
    ),
    "rooms": (
        ROOT / "examples/rooms/domain.pddl",
        ROOT / "examples/rooms/steppath-1-12.pddl",
        "builtin:rooms",
    ),
    "obfuscated-logistics": (
        DATA / "planbench/obfuscated_logistics/domain.pddl",
        DATA / "planbench/obfuscated_logistics/instance-1.pddl",
        str(DATA / "planbench/obfuscated_deceptive_logistics.yaml"),
    ),
    "random-blocksworld": (
        ROOT / "examples/blocksworld/domain.pddl",
        ROOT / "examples/blocksworld/problem-tower.pddl",
        str(DATA / "planbench/random_blocksworld.yaml"),
    ),
    "blocksworld-3": (
        ROOT / "examples/blocksworld/domain.pddl",
        ROOT / "examples/blocksworld/problem-2steps.pddl",
        str(DATA / "planbench/blocksworld_3.yaml"),
    ),
    "depots": (
        BENCH / "depots-strips-automatic-2002/domain.pddl",
        BENCH / "depots-strips-automatic-2002/instances/instance-1.pddl",
        None,
    ),
}


def renderer(label: str) -> Renderer:
    domain, problem, config = TASKS[label]
    task = load_task(domain, problem)
    if config is None:
        return Renderer(task)
    if config.startswith("builtin:"):
        return Renderer(task, builtin_nl(config.split(":", 1)[1]))
    return Renderer(task, load_nl(config))


def random_walk(r: Renderer, rng: random.Random, length: int) -> list[Operator]:
    state = r.task.initial
    plan: list[Operator] = []
    for _ in range(length):
        options = r.task.applicable(state)
        if not options:
            break
        op = rng.choice(options)
        plan.append(op)
        state = op.apply(state)
    return plan


# ------------------------------------------------------------------ wordings of one step
def exact(r: Renderer, op: Operator, rng: random.Random) -> str:
    return r.op(op)


def _short_name(r: Renderer, obj: str, rng: random.Random) -> str:
    """An object as models shorten it: "red" for "red block", "D" for "object d"."""
    phrase = r.obj(obj)
    words = phrase.split()
    if phrase != obj and len(words) > 1 and words[-1] == "block":
        return rng.choice([" ".join(words[:-1]), phrase, f"the {phrase}"])
    if phrase != obj and len(words) > 1 and words[0] in ("object", "peg", "list"):
        return rng.choice([words[-1].upper(), phrase, phrase.title()])
    return rng.choice([phrase, obj]) if phrase != obj else obj


def loose(
    r: Renderer, op: Operator, rng: random.Random, name: Callable[[str], str] | None = None
) -> str:
    """The action word, then the objects joined by the first word of each gap of the
    template ("unstack red from blue", "load p0 into t0 at l0-0"); ``name`` names the
    objects (default: as models shorten them)."""
    name = name or (lambda obj: _short_name(r, obj, rng))
    tpl = r.action_templates.get(op.name)
    if tpl is None:
        head = op.name.replace("-", " ") if rng.random() < 0.5 else op.name
        return f"{head} " + " ".join(name(a) for a in op.args)
    parts = re.split(r"\{(\d*)\}", tpl)
    text = parts[0].strip()
    words = text.split()
    if len(words) > 1 and words[-1] == "the":
        text = " ".join(words[:-1])
    order = [int(k) if k else i for i, k in enumerate(parts[1::2])]
    for i, k in enumerate(order):
        gap = parts[2 * i].strip().split() if i else []
        gap = [w for w in gap if w != "the"]
        if i and gap:
            text += f" {gap[0]}"
        text += f" {name(op.args[k])}"
    return text


def pddl(r: Renderer, op: Operator, rng: random.Random) -> str:
    return str(op)


def call(r: Renderer, op: Operator, rng: random.Random) -> str:
    return f"{op.name}({', '.join(op.args)})"


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


WORDINGS: list[Callable[[Renderer, Operator, random.Random], str]] = [exact, loose, pddl, call]
COMMENTS = [
    " (since it is clear)",
    ": this is possible because the hand is empty",
    " - this frees the next object",
    ", which makes progress towards the goal",
    " because we need it later",
    " (now the hand is empty)",
    ".",
    "",
]


def word(r: Renderer, op: Operator, rng: random.Random) -> str:
    if r.action_templates and rng.random() < 0.6:
        return capitalised(rng.choice([exact, loose])(r, op, rng))
    return rng.choice(WORDINGS)(r, op, rng)


# ------------------------------------------------------------------ whole answers
Style = Callable[[Renderer, Sequence[Operator], random.Random], str]


def planbench(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> str:
    body = "\n".join(exact(r, op, rng) for op in plan)
    return f"[PLAN]\n{body}\n[PLAN END]"


def numbered(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> str:
    lines = [
        f"{i}{rng.choice(['.', ')', ':'])} {word(r, op, rng)}{rng.choice(COMMENTS)}"
        for i, op in enumerate(plan, 1)
    ]
    return "Here is the plan:\n\n" + "\n".join(lines) + "\n\nThis plan reaches the goal."


def markdown(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> str:
    lines = [f"**Step {i}:** **{word(r, op, rng)}**" for i, op in enumerate(plan, 1)]
    return "### Plan\n\n" + "\n".join(lines) + "\n"


def bullets(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> str:
    lines = [f"- Step {i}: {word(r, op, rng)}" for i, op in enumerate(plan, 1)]
    return "Sure! Let's solve this step by step.\n\n" + "\n".join(lines)


def explained(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> str:
    """A plan, then numbered explanations that restate its actions: not more steps."""
    lines = [f"{i}. {word(r, op, rng)}" for i, op in enumerate(plan, 1)]
    why = [
        f"{i}. {capitalised(exact(r, op, rng))} because it is needed for the goal."
        for i, op in enumerate(plan, 1)
    ]
    return (
        "## Plan\n" + "\n".join(lines) + "\n\n## Explanation\nThe key steps are:\n" + "\n".join(why)
    )


def concise_after(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> str:
    """A detailed list, then the concise PlanBench block: read once."""
    detail = [
        f"{i}. {capitalised(exact(r, op, rng))}{rng.choice(COMMENTS)}"
        for i, op in enumerate(plan, 1)
    ]
    return (
        "Let me work through this.\n\n"
        + "\n".join(detail)
        + "\n\n[PLAN]\n"
        + "\n".join(exact(r, op, rng) for op in plan)
        + "\n[PLAN END]\n\nThe key steps are:\n1. "
        + capitalised(exact(r, plan[0], rng))
        + " because it comes first."
    )


def corrected(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> str:
    """A first plan, then a correction: the plan is the corrected one."""
    wrong = list(plan[:-1]) or list(plan)
    first = "\n".join(f"{i}. {word(r, op, rng)}" for i, op in enumerate(wrong[::-1], 1))
    final = "\n".join(f"{i}. {word(r, op, rng)}" for i, op in enumerate(plan, 1))
    head = rng.choice(["Corrected plan:", "**Final plan**", "Revised plan:", "Answer:"])
    return f"Plan:\n{first}\n\nWait, that is wrong.\n\n{head}\n{final}"


def reasoning(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> str:
    """Reasoning with state tracking (lines that name actions), then the final plan."""
    tracked = []
    for op in plan:
        tracked.append(f"- If I {exact(r, op, rng)}, then the state changes.")
        tracked.append(f"  - Preconditions of {op.name} hold; effects: {r.facts([])}.")
    think = "<think>\nLet me track the state.\n" + "\n".join(tracked) + "\n</think>\n"
    final = "\n".join(f"{i}. {word(r, op, rng)}" for i, op in enumerate(plan, 1))
    return think + "\n**Final plan:**\n" + final


def prose(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> str:
    """One sentence: "First, A, then B, and then C."."""
    parts = [word(r, op, rng) for op in plan]
    text = "First, " + parts[0]
    for p in parts[1:]:
        text += rng.choice([", then ", ", and then ", "; then ", ". Then "]) + p
    return text + "."


def fenced(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> str:
    body = "\n".join(str(op) for op in plan)
    return f"The plan in PDDL:\n\n```pddl\n{body}\n```\n"


def table(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> str:
    rows = [f"| {i} | {word(r, op, rng)} | ok |" for i, op in enumerate(plan, 1)]
    return "| Step | Action | Check |\n|---|---|---|\n" + "\n".join(rows)


def tracked(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> str:
    """Numbered steps, each with sub-bullets of state tracking."""
    out = []
    for i, op in enumerate(plan, 1):
        out.append(f"{i}. {word(r, op, rng)}")
        out.append(f"   - Before: {r.facts(r.task.atoms(r.task.initial))[:60]}")
        out.append(f"   - After this step I can {exact(r, op, rng)} no more.")
    return "\n".join(out)


def explained_bullets(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> str:
    """A numbered plan, then an explanation whose bullets restate the steps in bold."""
    lines = [f"{i}. {word(r, op, rng)}" for i, op in enumerate(plan, 1)]
    why = [
        f"- **{capitalised(loose(r, op, rng))}** uses the state {rng.choice(COMMENTS)}"
        for op in plan
    ]
    head = rng.choice(
        ["**Explanation:** The plan works as follows.", "Explanation:", "Why it works:"]
    )
    return "\n".join(lines) + f"\n\n{head}\n" + "\n".join(why)


def bold_titles(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> str:
    """Each step a bold title glued to its commentary: "**Feast b from a**: b craves a"."""
    lines = [
        f"{i}. **{capitalised(loose(r, op, rng))}**{rng.choice([':', '', ' -'])} "
        f"{rng.choice(['a uses the state', 'it is clear', 'b is free'])}"
        for i, op in enumerate(plan, 1)
    ]
    return "\n".join(lines)


def calls_with_words(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> str:
    """Function notation with connecting words inside: "Feast(b from a)"."""
    lines = []
    for i, op in enumerate(plan, 1):
        sep = rng.choice([", ", " from ", ", from ", " to "])
        args = sep.join(_short_name(r, a, rng) for a in op.args)
        lines.append(f"{i}. {capitalised(op.name)}({args})")
    return "\n".join(lines)


def one_line(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> str:
    """Every step on one line: "Answer: 1. Feast a from c 2. Succumb a"."""
    return "Answer: " + " ".join(f"{i}. {word(r, op, rng)}" for i, op in enumerate(plan, 1))


def closing_items(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> str:
    """List items that are remarks, not actions: "3. Done", "4. Now the goal is reached"."""
    lines = [f"{i}. {word(r, op, rng)}" for i, op in enumerate(plan, 1)]
    n = len(plan) + 1
    end = rng.choice(
        ["Done", "Now the goal is reached: the state is as required.", "Goal achieved."]
    )
    return "\n".join(lines) + f"\n{n}. {end}"


def next_heading(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> str:
    """A prose first step, "Next:" on its own line, then a numbered list of the rest."""
    rest = "\n".join(f"{i}. {word(r, op, rng)}" for i, op in enumerate(plan[1:], 1))
    return f"First, {exact(r, plan[0], rng)}.\nNext:\n{rest}"


def completion(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> str:
    """A completion model: the plan, [PLAN END], then a problem of its own with an empty
    plan (the prompt ended in [PLAN])."""
    body = "\n".join(exact(r, op, rng) for op in plan)
    return (
        f"{body}\n[PLAN END]\n\n[STATEMENT]\nAs initial conditions I have that, "
        f"{r.facts([])}.\nMy goal is to have that everything is done.\n\n"
        "My plan is as follows:\n\n[PLAN]\n[PLAN END]"
    )


def abbreviated(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> str:
    """Abbreviations the answer defines ("Let K1 = red block", "the red block (K1)")."""
    objects = sorted({a for op in plan for a in op.args})
    codes = {obj: f"K{i}" for i, obj in enumerate(objects, 1)}
    if rng.random() < 0.5:
        intro = "Let " + ", ".join(f"{codes[o]} = {r.obj(o)}" for o in objects) + "."
    else:
        intro = "We have " + ", ".join(f"the {r.obj(o)} ({codes[o]})" for o in objects) + "."
    lines = [
        f"{i}. {capitalised(loose(r, op, rng, codes.__getitem__))}" for i, op in enumerate(plan, 1)
    ]
    return intro + "\n\nPlan:\n" + "\n".join(lines)


STYLES: dict[str, Style] = {
    "planbench": planbench,
    "numbered": numbered,
    "markdown": markdown,
    "bullets": bullets,
    "explained": explained,
    "concise-after": concise_after,
    "corrected": corrected,
    "reasoning": reasoning,
    "prose": prose,
    "fenced": fenced,
    "table": table,
    "tracked": tracked,
    "explained-bullets": explained_bullets,
    "bold-titles": bold_titles,
    "calls-with-words": calls_with_words,
    "one-line": one_line,
    "closing-items": closing_items,
    "next-heading": next_heading,
    "completion": completion,
    "abbreviated": abbreviated,
}


GARBLES = [
    "Frobnicate the first object",
    "Do the next thing",
    "Move it over there",
]


def garbled(r: Renderer, plan: Sequence[Operator], rng: random.Random) -> tuple[str, int]:
    """A numbered plan with one step that names no action: the plan fails there.
    Returns the answer and the 1-based number of the unreadable step."""
    k = rng.randrange(len(plan))
    lines = []
    for i, op in enumerate(plan, 1):
        lines.append(f"{i}. {word(r, op, rng)}" if i - 1 != k else f"{i}. {rng.choice(GARBLES)}")
    return "Plan:\n" + "\n".join(lines), k + 1
