"""A published set of LLM-PFC module prompts: LLM-PFC's Appendix A.2 for the Tower of
Hanoi (``data/hanoi/pfc-prompts.yaml``), chosen by a rendering's ``pfc_prompts``.

Each module's prompt is a list of messages whose text is the paper's, word for
word, up to the task part; the task part is a template filled with the current
configuration, the (sub)goal, the proposed move, B and the Monitor's feedback.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from plangate.errors import PlangateError
from plangate.llm.methods.pfc.options import MODULES
from plangate.pddl.task import Operator

WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
BASELINES = ("zero-shot", "icl")
PLACEHOLDERS = ("current", "goal", "move", "move_lists", "branches", "feedback")
_SLOT = re.compile(r"\{(\w+)\}")


@dataclass(frozen=True)
class PromptSet:
    """The module prompts of one paper and task (``source`` says which)."""

    path: str
    source: str
    moves: dict[str, str]  # placeholder -> template over the move's object phrases
    modules: dict[str, tuple[tuple[str, str], ...]]  # module -> (role, text) messages
    baselines: dict[str, tuple[tuple[str, str], ...]]  # "zero-shot", "icl" -> messages

    def has(self, module: str) -> bool:
        return module in self.modules

    def messages(self, module: str, values: dict[str, str]) -> list[dict[str, str]]:
        """The module's (or baseline's) messages with the task's values filled in."""

        def fill(text: str) -> str:
            return _SLOT.sub(lambda m: values.get(m.group(1), m.group(0)), text)

        chosen = self.modules.get(module) or self.baselines[module]
        return [{"role": role, "content": fill(text)} for role, text in chosen]

    def move_values(self, phrase: Any, op: Operator) -> dict[str, str]:
        """``{move}``-style placeholders for ``op``; ``phrase`` names an object."""
        args = [phrase(a) for a in op.args]
        return {k: t.format(*args) for k, t in self.moves.items()}


def branches_word(b: int) -> str:
    return WORDS[b] if 0 <= b < len(WORDS) else str(b)


@functools.cache
def load_prompt_set(path: str) -> PromptSet:
    """Read and check a prompt file; errors name the file and what was expected."""
    import yaml

    p = Path(path)
    try:
        data = yaml.safe_load(p.read_text(encoding="utf-8"))
    except OSError as err:
        raise PlangateError(f"{p}: cannot read the prompt file: {err.strerror}") from None
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        where = f"{p}:{mark.line + 1}" if mark is not None else str(p)
        raise PlangateError(f"{where}: invalid YAML: {getattr(err, 'problem', err)}") from None
    if not isinstance(data, dict) or not isinstance(data.get("modules"), dict):
        raise PlangateError(f"{p}: expected a mapping with 'modules' (module: list of messages)")
    moves = data.get("moves") or {}
    if not isinstance(moves, dict) or not all(isinstance(v, str) for v in moves.values()):
        raise PlangateError(f"{p}: moves: expected placeholder: template")
    known = set(PLACEHOLDERS) | set(moves)
    modules = _messages(p, "modules", data["modules"], MODULES, known)
    baselines = _messages(p, "baselines", data.get("baselines") or {}, BASELINES, known)
    return PromptSet(str(p), str(data.get("source", p.name)), dict(moves), modules, baselines)


def _messages(
    p: Path, section: str, table: Any, names: tuple[str, ...], known: set[str]
) -> dict[str, tuple[tuple[str, str], ...]]:
    if not isinstance(table, dict):
        raise PlangateError(f"{p}: {section}: expected name: list of messages")
    out: dict[str, tuple[tuple[str, str], ...]] = {}
    for name, messages in table.items():
        where = f"{p}: {section}.{name}"
        if name not in names:
            raise PlangateError(f"{where}: unknown name; one of {', '.join(names)}")
        if not isinstance(messages, list) or not messages:
            raise PlangateError(f"{where}: expected a list of messages")
        got = []
        for i, m in enumerate(messages, start=1):
            if not (isinstance(m, dict) and len(m) == 1):
                raise PlangateError(f"{where}, message {i}: expected one 'user:' or 'assistant:'")
            ((role, text),) = m.items()
            if role not in ("user", "assistant", "system") or not isinstance(text, str):
                raise PlangateError(
                    f"{where}, message {i}: the role is user, assistant or system, with text"
                )
            unknown = set(_SLOT.findall(text)) - known
            if unknown:
                raise PlangateError(
                    f"{where}, message {i}: unknown placeholder {{{sorted(unknown)[0]}}}; "
                    f"the placeholders are {', '.join(sorted(known))}"
                )
            got.append((role, text))
        if got[-1][0] != "user":
            raise PlangateError(f"{where}: the last message must be the user's")
        out[name] = tuple(got)
    return out
