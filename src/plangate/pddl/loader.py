"""Reading PDDL files: parse, check, ground."""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Protocol

from plangate.errors import PddlError, PddlWarning
from plangate.pddl import syntax as s
from plangate.pddl.checks import check_domain, check_problem
from plangate.pddl.grounding import ground
from plangate.pddl.limits import current_limits, read_bounded
from plangate.pddl.parser import parse_text
from plangate.pddl.task import Task

PathLike = str | Path


class Door(Protocol):
    """What :func:`read_in` asks of a folder: its files' bytes, read through its door
    (:class:`plangate.outside.Folder` is one; the PDDL layer needs only this)."""

    def read(self, name: str, what: str = "file") -> tuple[bytes, Path]: ...


def read_pddl(path: PathLike, what: str) -> str:
    """A PDDL file's text, read bounded (errors name the file and what was expected)."""
    return _read(path, what)


def _read(path: PathLike, what: str) -> str:
    p = Path(path)
    try:
        data = read_bounded(p, what, PddlError)
    except FileNotFoundError:
        raise PddlError(f"{p}: {what} file not found") from None
    except IsADirectoryError:
        raise PddlError(f"{p}: is a directory, expected a {what} file") from None
    except OSError as err:
        raise PddlError(f"{p}: cannot read {what} file: {err.strerror}") from None
    return decode_pddl(data, p, what)


def decode_pddl(data: bytes, path: PathLike, what: str) -> str:
    """A PDDL file's text: UTF-8, or else ISO-8859-1 (Latin-1) when every byte outside
    ASCII sits in a comment, as Fast Downward reads PDDL (IPC files of the 1998-2004
    competitions carry authors' names in Latin-1 comments), said in one warning; any
    other file that is not UTF-8 is refused, naming the first line that is not."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        first = data[: err.start].count(b"\n") + 1
    text = data.decode("latin-1")
    # lines end at "\n" only: str.splitlines would also end one at Latin-1's 0x85 (NEL),
    # a character of a comment (and count the lines wrong)
    for number, line in enumerate(text.split("\n"), 1):
        if not line.split(";", 1)[0].isascii():
            where = number if number >= first else first
            raise PddlError(f"{path}:{where}: {what} file is not valid UTF-8 text") from None
    warnings.warn(
        PddlWarning(
            f"{path}:{first}: {what} file is not UTF-8; read as Latin-1 (ISO-8859-1), as "
            "Fast Downward reads PDDL: its other characters are in comments"
        ),
        stacklevel=3,
    )
    return text


def read_in(folder: Door, name: str, what: str) -> str:
    """The text of the PDDL file ``name`` that outside input names (an MCP client, a
    batch row), read through the door of ``folder`` (:class:`plangate.outside.Folder`:
    inside it, a regular file, bounded) and decoded as :func:`decode_pddl` does."""
    data, _real = folder.read(name, f"{what} file")
    return decode_pddl(data, name, what)


def parse_domain(text: str, file: str = "<domain>") -> s.Domain:
    """Parse and check domain text."""
    domain = parse_text(text, "domain", file)
    assert isinstance(domain, s.Domain)
    check_domain(domain, file)
    return domain


def parse_problem(text: str, domain: s.Domain, file: str = "<problem>") -> s.Problem:
    """Parse problem text and check it against its domain."""
    problem = parse_text(text, "problem", file)
    assert isinstance(problem, s.Problem)
    check_problem(problem, domain, file)
    return problem


def load_domain(path: PathLike) -> s.Domain:
    return parse_domain(_read(path, "domain"), str(path))


def load_problem(path: PathLike, domain: s.Domain) -> s.Problem:
    return parse_problem(_read(path, "problem"), domain, str(path))


def task_from_text(
    domain: str | s.Domain,
    problem: str,
    domain_name: str = "<domain>",
    problem_name: str = "<problem>",
) -> Task:
    """The one way from PDDL text to a task: each text held to the input limit the
    guarded door holds a file to (``max_bytes``), then parsed, checked and grounded.
    ``domain`` may be a domain already parsed (many problems of one domain). Errors
    name the text by ``domain_name`` / ``problem_name`` and the line, never quote it."""
    return ground(*parsed_from_text(domain, problem, domain_name, problem_name))


def parsed_from_text(
    domain: str | s.Domain,
    problem: str,
    domain_name: str = "<domain>",
    problem_name: str = "<problem>",
) -> tuple[s.Domain, s.Problem]:
    """:func:`task_from_text` up to the check: the domain and problem, parsed and checked
    (for a caller that keeps them, or tells a mistake in the files from one the
    grounding finds: the formalizer's)."""
    texts = [("problem", problem, problem_name)]
    if not isinstance(domain, s.Domain):
        texts.insert(0, ("domain", domain, domain_name))
    for what, text, name in texts:
        check_text(text, what, name)
    d = domain if isinstance(domain, s.Domain) else parse_domain(domain, domain_name)
    return d, parse_problem(problem, d, problem_name)


def check_text(text: object, what: str, name: str) -> None:
    """Refuse ``text`` that is not a string, or has more bytes than ``max_bytes``."""
    if not isinstance(text, str):
        raise PddlError(f"{name}: the {what} must be PDDL text, not {type(text).__name__}")
    most = current_limits().max_bytes
    if len(text) > most // 4 and (n := len(text.encode("utf-8", "surrogatepass"))) > most:
        raise PddlError(
            f"{name}: the {what} text has {n:,} bytes, more than the limit of {most:,} "
            "(raise it with InputLimits(max_bytes=...))"
        )


def load_task(domain: PathLike | s.Domain, problem: PathLike | s.Problem) -> Task:
    """Parse, check and ground a domain and problem (paths or syntax trees)."""
    dom = domain if isinstance(domain, s.Domain) else load_domain(domain)
    prob = problem if isinstance(problem, s.Problem) else load_problem(problem, dom)
    if isinstance(problem, s.Problem):
        check_problem(prob, dom, "<problem>")
    return ground(dom, prob)
