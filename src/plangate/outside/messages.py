"""What a message that leaves the process may say of outside input.

Messages go to an MCP client, into results and trace files, into logs and onto the
terminal. Two rules, applied here and nowhere else:

* :func:`redact`: every message passes through one redaction of key-shaped strings
  (``sk-…``, ``ghp_…``, ``AKIA…``, ``xox…-``, ``Bearer …``, and the value of any
  ``…KEY=``, ``…TOKEN=``, ``…SECRET=``, ``…PASSWORD=`` form), and :func:`bounded`
  cuts a quoted token to :data:`TOKEN` characters. :func:`plangate.errors.one_line`,
  which shapes every one-line message, calls it.
* :func:`sealed`: an error raised while reading a file that the user did not name on
  the command line (a file an MCP client chose under the server's folder, a file a
  batch row or a dataset item names) says where and what kind of mistake, never what
  the file holds: not a token, not a name it declares.
"""

from __future__ import annotations

import re

from plangate.text import REDACTED, redact

TOKEN = 80  # characters of a quoted token kept in a message


def bounded(token: str, most: int = TOKEN) -> str:
    """A token from outside as a message may quote it: redacted, cut to ``most``
    characters with an ellipsis."""
    token = redact(token)
    return token if len(token) <= most else token[: most - 1] + "…"


_KINDS = {
    "PddlSyntaxError": "not well-formed PDDL",
    "PddlSemanticError": "inconsistent PDDL (a name, a type or an arity)",
    "UnsupportedFeatureError": "a PDDL feature plangate does not support",
    "GroundingError": "a task that cannot be grounded",
    "PlanError": "not a readable plan",
}


_FLAGS = re.compile(r"--max-[a-z-]+|InputLimits\(max_[a-z]+=\.\.\.\)|explore\(max_states=\.\.\.\)")


def sealed(err: BaseException, what: str = "file") -> str:
    """The message of ``err`` for a file the user did not name: where (the file as the
    caller named it, the line and column) and the kind of mistake, and the flag that
    raises a limit it met; none of the file's content. An error of plangate's own
    wording that carries no content (a size limit, a missing file) is kept."""
    from plangate.errors import PddlError, PlangateError, one_line

    door = ("OutsidePathError", "OutsideInputError")  # by name: no import circle
    if any(c.__name__ in door for c in type(err).__mro__):  # the door's own words
        return one_line(str(err))
    kind = next((v for k, v in _KINDS.items()
                 if any(c.__name__ == k for c in type(err).__mro__)), None)  # fmt: skip
    loc = getattr(err, "loc", None) if isinstance(err, PddlError) else None
    if kind is None and loc is None and isinstance(err, PlangateError) and _own(str(err)):
        return one_line(str(err))
    where = f"{loc.file}:{loc.line}:{loc.column}: " if loc is not None else ""
    flags = sorted(set(_FLAGS.findall(str(err))))
    raise_with = f"; raise the limit with {' or '.join(flags)}" if flags else ""
    return (
        f"{where}{kind or 'refused'}{raise_with} (the {what}'s text is not quoted: it "
        "was not named on the command line)"
    )


def _own(message: str) -> bool:
    return bool(_OWN.search(message)) and "'" not in message and '"' not in message


# messages of plangate's own wording about a file as a whole (no token of it quoted)
_OWN = re.compile(
    r"(more than the limit of|file not found|is a directory|not valid UTF-8|not UTF-8 "
    r"text|no such|outside the folder|not a regular file|a hidden file|cannot read)"
)


__all__ = ["REDACTED", "TOKEN", "bounded", "redact", "sealed"]
