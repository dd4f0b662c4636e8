"""The trace of one episode: every prompt, answer, parsed action, feedback and state."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypedDict

from plangate.errors import writing
from plangate.llm.clients.base import Completion, Message, add_usage
from plangate.text import clean_json


@dataclass
class Turn:
    """One model call and what the machine made of it."""

    index: int
    kind: str  # "plan" | "action" | "choice"
    messages: list[Message]
    answer: str
    parsed: list[str] = field(default_factory=list)  # ground actions as PDDL
    reading: list[dict[str, object]] = field(default_factory=list)  # how the answer was read
    verdict: str = ""
    valid: bool = False
    feedback: str = ""
    state_before: list[str] = field(default_factory=list)
    state_after: list[str] = field(default_factory=list)
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    seconds: float = 0.0
    cached: bool = False
    constrained: bool = False
    retries: int = 0
    truncated: bool = False  # the answer was cut at the token limit (finish reason "length")
    distance: float | None = None  # the planner's distance to the goal after it (scoring)
    endpoint: str | None = None  # which replica answered, with several endpoints
    reasoning: str = ""  # a reasoning model's reasoning, apart from the answer (never read)
    reasoning_tokens: int | None = None


@dataclass
class TreeNode:
    """A node of a method's search tree as the trace keeps it (the episode browser draws
    it): the action that led to it (worded; "" at the root), its value and visits as the
    method last had them (None where it keeps none; a value's meaning is the method's),
    and whether it is on the path the method returned."""

    id: int
    parent: int | None
    action: str = ""
    value: float | None = None
    visits: int | None = None
    depth: int = 0
    chosen: bool = False


class TraceSummary(TypedDict):
    """What a record or a report keeps of a trace besides the metrics."""

    outcome: str
    error: str | None
    notes: list[str]
    changes: list[str]
    endpoints: dict[str, int]
    reasoning_tokens: int | None
    cached_calls: int
    truncated_answers: int
    empty_answers: int
    model_seconds: float


@dataclass
class Trace:
    """Everything that happened in one episode, in order."""

    method: str
    backend: str
    model: str
    task: str
    turns: list[Turn] = field(default_factory=list)
    outcome: str = ""  # why the episode ended
    error: str | None = None  # a model failure that ended it, if any
    notes: list[str] = field(default_factory=list)
    # what the server made plangate send otherwise than asked (temperature 0 not honoured,
    # another form of constrained decoding, ...): distinct, in the order first seen
    changes: list[str] = field(default_factory=list)
    stats: dict[str, object] = field(default_factory=dict)  # search statistics of a strategy
    tree: list[TreeNode] = field(default_factory=list)  # a searching method's tree
    # called with each turn as it is recorded (live output); not part of the trace's data
    live: Callable[[Turn], None] | None = field(default=None, repr=False, compare=False)

    def note(self, *texts: str) -> None:
        """Add notes, each once."""
        self.notes.extend(t for t in dict.fromkeys(texts) if t not in self.notes)

    def record(
        self, kind: str, messages: list[Message], completion: Completion, **fields: Any
    ) -> Turn:
        turn = Turn(
            index=len(self.turns),
            kind=kind,
            messages=[dict(m) for m in messages],
            answer=completion.text,
            prompt_tokens=completion.prompt_tokens,
            completion_tokens=completion.completion_tokens,
            seconds=completion.seconds,
            cached=completion.cached,
            constrained=completion.constrained,
            retries=completion.retries,
            truncated=any(r == "length" for r in completion.finish_reasons),
            endpoint=completion.endpoint,
            reasoning="\n\n".join(r for r in completion.reasoning if r),
            reasoning_tokens=completion.reasoning_tokens,
            **fields,
        )
        self.turns.append(turn)
        if self.live is not None:
            self.live(turn)
        return turn

    @property
    def model_calls(self) -> int:
        return len(self.turns)

    @property
    def truncated_answers(self) -> int:
        return sum(1 for t in self.turns if t.truncated)

    @property
    def endpoints(self) -> dict[str, int]:
        """Answers per endpoint, when several endpoints serve the model."""
        out: dict[str, int] = {}
        for t in self.turns:
            if t.endpoint:
                out[t.endpoint] = out.get(t.endpoint, 0) + 1
        return out

    @property
    def reasoning_tokens(self) -> int | None:
        """Reasoning tokens over the calls that reported them (None: none did)."""
        counts = [t.reasoning_tokens for t in self.turns if t.reasoning_tokens is not None]
        return sum(counts) if counts else None

    @property
    def empty_answers(self) -> int:
        """Answers with no text at all (a server answering 200 with empty content)."""
        return sum(1 for t in self.turns if not t.answer.strip())

    @property
    def live_calls(self) -> int:
        return sum(1 for t in self.turns if not t.cached)

    @property
    def prompt_tokens(self) -> int | None:
        total: int | None = 0
        for t in self.turns:
            total = add_usage(total, t.prompt_tokens)
        return total

    @property
    def completion_tokens(self) -> int | None:
        total: int | None = 0
        for t in self.turns:
            total = add_usage(total, t.completion_tokens)
        return total

    def summary(self) -> TraceSummary:
        """What a record or a report keeps of the trace besides the metrics (the one
        copy of it: ``bench`` records, PlanBench task items, ``solve --json``)."""
        return TraceSummary(
            outcome=self.outcome,
            error=self.error,
            notes=list(self.notes),
            changes=list(self.changes),
            endpoints=self.endpoints,
            reasoning_tokens=self.reasoning_tokens,
            cached_calls=self.model_calls - self.live_calls,
            truncated_answers=self.truncated_answers,
            empty_answers=self.empty_answers,
            model_seconds=round(sum(t.seconds for t in self.turns), 4),
        )

    def to_dict(self) -> dict[str, object]:
        return {k: v for k, v in dataclasses.asdict(self).items() if k != "live"}

    def write_jsonl(self, path: str | Path) -> None:
        """One JSON object per line: a header, then one line per turn."""
        head = {k: v for k, v in self.to_dict().items() if k != "turns"}
        with writing(path, "the trace"), Path(path).open("w", encoding="utf-8") as fh:
            fh.write(json.dumps({"type": "episode", **head}) + "\n")
            for t in self.turns:
                fh.write(json.dumps({"type": "turn", **dataclasses.asdict(t)}) + "\n")


def _known(cls: type, data: Mapping[str, object]) -> dict[str, Any]:  # cls's fields
    names = {f.name for f in dataclasses.fields(cls)}
    return {k: v for k, v in data.items() if k in names and k != "live"}


def read_trace(path: str | Path) -> Trace:
    """A trace file written by :meth:`Trace.write_jsonl`, typed again (keys it does not
    know, from a newer plangate, are left out; a line torn by a crash is skipped).
    Raises OSError when the file cannot be read, ValueError when it is not a trace."""
    head: dict[str, Any] = {}
    turns: list[Turn] = []
    text = Path(path).read_bytes().decode("utf-8", "replace")
    for line in text.splitlines():
        try:
            data = clean_json(json.loads(line))  # text from outside: valid Unicode
        except (ValueError, RecursionError):
            continue
        if not isinstance(data, dict):
            continue
        if data.get("type") == "episode":
            head = _known(Trace, data)
        elif data.get("type") == "turn":
            try:
                turns.append(Turn(**_known(Turn, data)))
            except TypeError as err:
                raise ValueError(f"{path}: a turn lacks a field ({err})") from None
    if not head:
        raise ValueError(f"{path}: not a plangate trace (no episode line)")
    head["tree"] = [
        TreeNode(**_known(TreeNode, n)) for n in head.get("tree") or [] if isinstance(n, dict)
    ]
    try:
        trace = Trace(**{k: v for k, v in head.items() if k != "turns"})
    except TypeError as err:
        raise ValueError(f"{path}: the episode line lacks a field ({err})") from None
    trace.turns = turns
    return trace
