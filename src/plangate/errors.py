"""The exception hierarchy of plangate: one root, precise subclasses.

Every error that a user can cause by bad input is a :class:`PlangateError`.
PDDL errors carry the file, line and column so that the message points at
the offending text; the CLI prints ``str(error)`` on one line.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from dataclasses import dataclass

from plangate.text import redact

ECHO = 80  # characters of echoed input kept in a message
_QUOTED = re.compile(rf"'[^'\n]{{{ECHO + 1},}}'|\"[^\"\n]{{{ECHO + 1},}}\"")
_LONG = re.compile(r"\S{200,}")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff\ufeff]")


def one_line(message: str, limit: int = 2000) -> str:
    """A message fit for one terminal line: key-shaped strings redacted
    (:func:`plangate.outside.messages.redact`), echoed input cut to about 80 characters
    with an ellipsis, control characters escaped, newlines joined, the whole bounded."""

    def cut(m: re.Match[str]) -> str:
        text = m.group(0)
        q = text[0] if text[0] in "'\"" else ""
        return f"{q}{text[len(q) : len(q) + ECHO]}…{q}"

    text = _QUOTED.sub(cut, redact(message))
    text = _LONG.sub(cut, text)
    text = _CONTROL.sub(lambda m: f"\\x{ord(m.group(0)):02x}", text)
    text = " / ".join(part for part in text.splitlines() if part.strip()) or text
    return text if len(text) <= limit else text[: limit - 1] + "…"


class PlangateError(Exception):
    """Root of every error raised by plangate for bad input or bad state."""


# The settings a message tells its reader to raise, named as the Python API sets them;
# the command line shows its own flags instead (for_command_line)
FLAGS = {
    "InputLimits(max_bytes=...)": "--max-bytes",
    "InputLimits(max_actions=...)": "--max-actions",
    "InputLimits(max_memory=...)": "--max-memory MB",
    "explore(max_states=...)": "--max-states",
}


def for_command_line(message: str) -> str:
    """A message of the library as the command line says it: each setting it names as
    its flag (a Python caller is told the Python name, a shell user the flag)."""
    for python, flag in FLAGS.items():
        message = message.replace(python, flag)
    return message


class StorageError(PlangateError):
    """A file plangate writes (results, traces, the response cache) could not be written:
    the run stops here, naming the file; what was written before is kept."""


@contextlib.contextmanager
def writing(path: object, what: str) -> Iterator[None]:
    """Turn a failed write of ``path`` into a :class:`StorageError` that names it."""
    import sqlite3

    try:
        yield
    except (OSError, sqlite3.Error) as err:
        reason = (err.strerror if isinstance(err, OSError) else None) or str(err)
        raise StorageError(
            f"{path}: cannot write {what}: {reason}; the run stops here, and what was "
            "written before is kept"
        ) from None


class Interrupted(KeyboardInterrupt):
    """Ctrl-C during a run, saying what was kept (the CLI prints ``str(self)``)."""


@dataclass(frozen=True, slots=True)
class Loc:
    """A position in a source file (1-based line and column)."""

    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


class PddlError(PlangateError):
    """A PDDL file is malformed or inconsistent.

    ``loc`` names where; the message says what was expected or what is
    inconsistent.
    """

    def __init__(self, message: str, loc: Loc | None = None) -> None:
        self.message = message
        self.loc = loc
        super().__init__(f"{loc}: {message}" if loc is not None else message)


class PddlSyntaxError(PddlError):
    """The text is not well-formed PDDL (parentheses, tokens, structure)."""


class PddlSemanticError(PddlError):
    """Well-formed PDDL that is inconsistent: undeclared names, wrong arity, ..."""


class UnsupportedFeatureError(PddlError):
    """A PDDL feature that plangate does not support (durative actions, ...)."""


class PddlWarning(UserWarning):
    """Accepted but suspicious input, e.g. a feature used without its requirement."""


class GroundingError(PlangateError):
    """The task cannot be grounded (e.g. a missing action cost value)."""


class PlanError(PlangateError):
    """A plan file or plan text is malformed."""


class StateLimitExceeded(PlangateError):
    """An explicit exploration reached more states than its limit allows."""

    def __init__(self, limit: int, seconds: float | None = None) -> None:
        self.limit = limit
        self.seconds = seconds
        if seconds is not None:
            super().__init__(
                f"the reachable state space was not explored within {seconds:g} s "
                f"({limit} states so far); use a search that does not enumerate it"
            )
            return
        super().__init__(
            f"the reachable state space has more than {limit} states; "
            f"raise the limit (explore(max_states=...)) or use a search that does not enumerate it"
        )


class TruthUnknown(PlangateError):
    """The ground truth cannot give a distance within its budget: its searches gave up,
    or a planner's claim that no plan exists stands unproved. Unknown is not infinite."""


class ModelError(PlangateError):
    """A language-model call failed.

    ``retryable`` says whether trying again may help (timeouts, connection
    errors, 408/409/429, 5xx); permanent failures (401, 400, unknown model)
    carry a message that says what to do.
    """

    def __init__(
        self,
        message: str,
        *,
        retryable: bool = False,
        status: int | None = None,
        retry_after: float | None = None,
        timed_out: bool = False,
    ) -> None:
        super().__init__(message)
        self.retryable = retryable
        self.status = status
        self.retry_after = retry_after
        self.timed_out = timed_out  # the request reached its deadline
