"""Reference tables rendered from the code: the methods (from the registry), their
options (from the option dataclasses), the limits (from the constants that set them),
the commands (from their parsers) and the layout (from each module's docstring).

The documentation's pages hold each table between two markers
(``<!-- plangate:methods -->`` ... ``<!-- /plangate:methods -->``), written into the
Markdown by ``python -m plangate.reference docs`` so that the pages read the same on
GitHub as on the site; ``docs/hooks.py`` fills them again when the site is built, and
a test fails while a page's table is not the code's. A new method, option, limit,
command or module appears there without a line of prose written by hand.
"""

from __future__ import annotations

import ast
import io
from collections.abc import Callable
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

PACKAGE = Path(__file__).resolve().parent


def _cell(text: object) -> str:
    return " ".join(str(text).split()).replace("|", "\\|")


def _table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(_cell(c) for c in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------ methods
def methods() -> str:
    """Every registered method: what the model does, when an episode ends, whether the
    method checks the model's actions, its variants, the paper whose tables it is in."""
    from plangate.llm.methods import METHODS

    rows = []
    for name, m in METHODS.items():
        d = m.about
        variants = ", ".join(f"`{name}/{v}`" for v in d.variants) or "-"
        checks = "yes" if d.validated else "no"
        model = "" if d.uses_model else " (no model)"
        paper = d.paper if d.paper != name else "-"
        rows.append([f"`{name}`{model}", d.description, d.ends or "-", checks, variants, paper])
    return _table(["method", "what it does", "ends", "checks actions", "variants", "tables"], rows)


# ------------------------------------------------------------------ options
def options() -> str:
    """One table per group of options: the shared ones, the sampling, then each method's
    own (``[options.NAME]`` in an experiment file), with the flag that sets each."""
    from plangate.cli.fields import default_of, fields_of, flag_of
    from plangate.cli.options import sections

    out = []
    for title, part, cls in sections():
        key = f"`[options.{part}]`" if part else "`[options]`"
        rows = []
        for f in fields_of(cls):
            default = default_of(f)
            shown = "none" if default in (None, frozenset()) else f"`{default}`"
            rows.append([f"`{f.name}`", f"`{flag_of(f)}`", shown, str(f.metadata.get("help"))])
        out.append(f"{key} ({title})\n\n" + _table(["key", "flag", "default", "meaning"], rows))
    return "\n".join(out)


# ------------------------------------------------------------------ limits
def limits() -> str:
    """Every limit plangate sets on its input, what it counts, and its default (read from
    the constant that sets it)."""
    from plangate.llm.clients.base import MAX_ANSWER_CHARS, Sampling
    from plangate.llm.clients.http_policy import MAX_BODY
    from plangate.pddl.limits import MAX_DEPTH, MAX_TYPE_DEPTH, WORK_PER_ACTION, InputLimits
    from plangate.pddl.limits import work_limits as work
    from plangate.pddl.plans import MAX_LINE

    lim = InputLimits()
    mb = 1 << 20
    rows = [
        ["`--max-bytes`", "the size of a PDDL, plan or rescored file: a regular file before "
         "it is read, anything else (a device, a FIFO, `<(cmd)`) counted as it is read",
         f"{lim.max_bytes // mb} MB"],
        ["`--max-memory`", "the memory of a task: parsing (1 KB per form, before parsing), "
         "the reachable actions as they are found, and the operators (measured on a sample "
         "of each action's, before they are built)", f"{lim.max_memory // mb:,} MB"],
        ["`--max-actions`", "ground actions kept; a task whose estimate from the unbound "
         "parameters already exceeds it is refused before grounding",
         f"{lim.max_actions:,}"],
        ["grounding work", "steps of work (candidate bindings joined or considered, "
         "quantifier instances): at most `max-actions` plus a number per ground action kept, "
         "and `10 x max-actions` in all; follows `--max-actions`",
         f"{work().floor:,} + {WORK_PER_ACTION} per action"],
        ["one quantifier", "the instances of one `forall`/`exists` (the product of its "
         "variables' objects), refused before it is expanded; follows `--max-actions`",
         f"{work().quantifier:,}"],
        ["an answer", "characters of one answer, live or rescored; the rest is not read (a "
         "live one is counted as truncated)", f"{MAX_ANSWER_CHARS:,}"],
        ["a response", "bytes of one response body from a server", f"{MAX_BODY // mb} MB"],
        ["a request", "`--timeout`: the whole request (connect, send, every byte back); "
         "tried twice at most", f"{Sampling().timeout:g} s"],
        ["nesting", "parentheses open at once (comments ignored); a file wrong from its "
         "first form is refused there", f"{MAX_DEPTH}"],
        ["type depth", "levels between a type and `object`; a type that is its own "
         "ancestor is named", f"{MAX_TYPE_DEPTH}"],
        ["plan line", "characters in one line of a plan file, refused before the rest of "
         "the line is read", f"{MAX_LINE:,}"],
    ]  # fmt: skip
    return _table(["limit", "counts", "default"], rows)


# ------------------------------------------------------------------ commands
def commands() -> str:
    """Every command's ``--help``, as its parser prints it."""
    from plangate.cli import build_parser

    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")  # argparse's own
    choices: Any = sub.choices  # the subparsers, by command
    out = []
    for name, command in choices.items():
        text = io.StringIO()
        with redirect_stdout(text):
            command.print_help()
        out.append(f"### `plangate {name}`\n\n```text\n{text.getvalue().rstrip()}\n```\n")
    return "\n".join(out)


# ------------------------------------------------------------------ layout
def _first_sentence(path: Path) -> str:
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    para = " ".join(doc.split("\n\n", 1)[0].split())
    return para.split(". ", 1)[0].rstrip(".") if para else ""


def layout() -> str:
    """Every module of the package, by folder, with the first sentence of its docstring."""
    rows = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE.parent)
        if path.name == "__main__.py":
            continue
        shown = str(rel.parent) + "/" if path.name == "__init__.py" else str(rel)
        rows.append([f"`{shown}`", _first_sentence(path) or "(no docstring)"])
    return _table(["module", "what it holds"], rows)


def reward_hacks() -> str:
    """The reward-hacking suite's answers with their scores (plangate.reward.hacks)."""
    from plangate.reward.hacks import table

    return table()


TABLES: dict[str, Callable[[], str]] = {
    "methods": methods,
    "reward-hacks": reward_hacks,
    "options": options,
    "limits": limits,
    "commands": commands,
    "layout": layout,
}


def fill(markdown: str) -> str:
    """``markdown`` with the table of every ``<!-- plangate:NAME -->`` marker written
    after it, up to its ``<!-- /plangate:NAME -->`` (added where missing; what was
    between them is replaced). An unknown name is an error: the page names a table that
    does not exist."""
    out: list[str] = []
    lines = markdown.split("\n")
    k = 0
    while k < len(lines):
        line = lines[k]
        stripped = line.strip()
        k += 1
        if not (stripped.startswith("<!-- plangate:") and stripped.endswith("-->")):
            out.append(line)
            continue
        name = stripped.removeprefix("<!-- plangate:").removesuffix("-->").strip()
        if name not in TABLES:
            raise KeyError(f"no reference table named {name!r}; tables: {', '.join(TABLES)}")
        end = f"<!-- /plangate:{name} -->"
        rest = [s.strip() for s in lines[k:]]
        if end in rest:  # the table written before: replaced
            k += rest.index(end) + 1
        out += [line, "", TABLES[name]().rstrip("\n"), "", end]
    return "\n".join(out)


def write(folder: Path) -> list[Path]:
    """Writes the tables into every Markdown page under ``folder``; the pages changed."""
    changed = []
    for page in sorted(folder.rglob("*.md")):
        text = page.read_text(encoding="utf-8")
        new = fill(text)
        if new != text:
            page.write_text(new, encoding="utf-8")
            changed.append(page)
    return changed


if __name__ == "__main__":
    import sys

    for changed in write(Path(sys.argv[1] if len(sys.argv) > 1 else "docs")):
        print(f"written: {changed}")


__all__ = ["TABLES", "commands", "fill", "layout", "limits", "methods", "options", "write"]
