"""ACPBench's wording: the context (the domain, the state, the goal), each task's
question in ACPBench's sentences, and the prompt around them, in two styles:

* ``plangate``: the context, the question and an instruction saying how to answer
  (ACPBench-Hard's for the generative format; for yes/no and multiple choice, to end
  with ``**Final Answer**:`` and the answer), zero-shot;
* ``acpbench``: ACPBench's own lm-evaluation-harness templates, after the two solved
  examples of its task files (``configs/tasks/*/TASK.yaml`` of a checkout), sent as
  lm-evaluation-harness sends them to a chat model (each example a user turn and an
  assistant turn, then the item), so a run is comparable with published ACPBench
  numbers.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from plangate.errors import PlangateError
from plangate.llm.render import Renderer
from plangate.pddl.task import Operator

# ACPBench-Hard's instructions after each generative question (its acp_gen_chat files)
ACTION_FORM = "Each action starts with an opening parenthesis and ends with closing parenthesis."
GEN_SUFFIX = {
    "app": f"{ACTION_FORM} Provide only the actions.",
    "prog": "Provide only the two lists with the ground propositions.",
    "val": "Provide only the index of the action.",
    "just": "",
    "reach": "Provide one proposition or None.",
    "areach": f"{ACTION_FORM} Provide one action or None.",
    "land": "Provide only the ground proposition or None.",
    "nexta": f"{ACTION_FORM} Provide only the action.",
}
CHOICE_END = "End with **Final Answer**: and the letter of the right option."
BOOL_END = "End with **Final Answer**: Yes or **Final Answer**: No."
# the lm-eval folders of ACPBench's task files, by format
CONFIG_DIRS = {"gen": "acp_gen_chat", "bool": "boolq_cot_2shot", "mcq": "mcq_cot_2shot"}
CONFIG_NAMES = {"areach": "act_reach", "nexta": "next_act"}


def plan_text(ops: Sequence[str]) -> str:
    """A sequence of PDDL actions as ACPBench's generative questions write it."""
    return " ".join(ops)


def context(r: Renderer, state: int, gen: bool) -> str:
    """The domain, the objects, the state and the goal (and, for the generative format,
    the action schemas with their parameters, as ACPBench-Hard lists them)."""
    parts = [r.intro().strip()]
    if not r.natural:
        parts.append(f"The objects are: {r.objects_text()}.")
    static = r.static()
    if static:
        parts.append(f"It always holds that {static}.")
    parts.append(f"Currently, {r.state(state) or 'no fact holds'}.")
    parts.append(f"The goal is to reach a state where {r.goal()}.")
    if gen:
        schemas = []
        for a in r.task.domain.actions:
            params = [p.name for p in a.parameters]
            head = f"({a.name}{' ' if params else ''}{' '.join(params)})"
            said = r.action(a.name, params)
            schemas.append(head if said == head else f"{head} - {said}")
        parts.append("The available actions are: " + ", ".join(schemas) + ".")
    return " ".join(parts)


def listed(options: Sequence[str]) -> str:
    """Multiple-choice options as ACPBench writes them: ``A. first. B. second. ...``."""
    return " ".join(f"{letter}. {text}." for letter, text in zip("ABCD", options, strict=False))


def quoted(r: Renderer, ops: Sequence[Operator]) -> str:
    return ", ".join(r.op(op) for op in ops)


def prompt(
    style: str,
    task: str,
    fmt: str,
    ctx: str,
    question: str,
    shots: Path | None = None,
) -> str:
    """The prompt of an item in ``style`` (``plangate`` or ``acpbench``)."""
    if style == "plangate":
        if fmt == "gen":
            return " ".join(x for x in (ctx, question, GEN_SUFFIX[task]) if x)
        end = BOOL_END if fmt == "bool" else CHOICE_END
        return f"{ctx}\n\n{question}\n\nThink step by step. {end}"
    if style != "acpbench":
        raise PlangateError(f"unknown prompt style {style!r}; use plangate or acpbench")
    if shots is None:
        raise PlangateError(
            "the acpbench prompt style takes its two examples from ACPBench's task files: "
            "give the checkout (--shots DIR)"
        )
    template, _examples = task_file(shots, task, fmt)
    return _fill(template, ctx, question)


def examples(style: str, task: str, fmt: str, shots: Path | None) -> tuple[tuple[str, str], ...]:
    """The solved examples an item's prompt comes after, as (question, answer) turns:
    ACPBench's two for the acpbench style (lm-evaluation-harness sends a chat model each
    as a user turn and an assistant turn), none for plangate's."""
    if style != "acpbench" or shots is None:
        return ()
    template, shown = task_file(shots, task, fmt)
    return tuple((_fill(template, e["context"], e["question"]), e["answer"]) for e in shown)


def _fill(template: str, ctx: str, question: str) -> str:
    return template.replace("{{context}}", ctx).replace("{{question}}", question)


def task_file(checkout: Path, task: str, fmt: str) -> tuple[str, list[dict[str, str]]]:
    """The prompt template and the few-shot examples of an ACPBench task file."""
    folder = checkout / "configs" / "tasks" / CONFIG_DIRS[fmt]
    path = folder / f"{CONFIG_NAMES.get(task, task)}.yaml"
    if not path.is_file():
        raise PlangateError(f"{path}: no ACPBench task file for {task} ({fmt})")
    data = _yaml(path)
    template = data.get("doc_to_text")
    include = data.get("include")
    if template is None and isinstance(include, str):
        template = _yaml(folder / include).get("doc_to_text")
    if not isinstance(template, str) or "{{context}}" not in template:
        raise PlangateError(f"{path}: doc_to_text: expected a template with {{{{context}}}}")
    config = data.get("fewshot_config")
    shots = config.get("samples") if isinstance(config, dict) else None
    if not isinstance(shots, list) or not all(
        isinstance(x, dict) and {"context", "question", "answer"} <= set(x) for x in shots
    ):
        raise PlangateError(
            f"{path}: fewshot_config.samples: expected examples with context, question, answer"
        )
    return template, [{k: str(v) for k, v in x.items()} for x in shots]


def _yaml(path: Path) -> dict[str, object]:
    import yaml

    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        at = f":{mark.line + 1}:{mark.column + 1}" if mark is not None else ""
        raise PlangateError(f"{path}{at}: not a readable YAML task file") from None
    if not isinstance(data, dict):
        raise PlangateError(f"{path}: expected a YAML mapping (an lm-eval task file)")
    return data


_SPACES = re.compile(r"\s+")


def one_line(text: str) -> str:
    return _SPACES.sub(" ", text).strip()
