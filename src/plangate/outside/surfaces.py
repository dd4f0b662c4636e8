"""Every surface that takes input from outside, declared: the command and argument, the
tool and parameter, the file kind, and what kind of input it is.

The hostile tier of the tests (``tests/test_hostile_tier.py``) runs the classes of
hostile input that fit each :class:`Kind` against every declared :class:`Input`
(``tests/hostile_drivers.py`` drives each one), and fails for a command argument,
an MCP tool parameter or an Inspect task parameter that takes a value and is not
declared here: a new surface joins the tier by being declared, and cannot be added
without it.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Kind(enum.Enum):
    """What an input is, which decides the hostile classes run against it."""

    #: a path the user typed on the command line: may name any file, special ones too
    #: (``<(cmd)``), read bounded; its content is hostile (size, encoding, nesting)
    USER_FILE = "user-file"
    #: a folder the user named, whose files plangate finds by its own rules
    USER_FOLDER = "user-folder"
    #: a path that outside input names (a tool argument, a row, a log's metadata): only
    #: inside the folder the user named, through :class:`plangate.outside.Folder`
    OUTSIDE_PATH = "outside-path"
    #: text from outside (a client's PDDL, an action, a plan): bounded, never quoted
    #: unredacted
    OUTSIDE_TEXT = "outside-text"
    #: lines of JSON from a file or a stream, each bounded and answered in its place
    LINES = "lines"
    #: a zip archive (an Inspect ``.eval`` log): members bounded, one budget
    ARCHIVE = "archive"
    #: a count or a name from outside (``-T limit=...``): checked, named when wrong
    VALUE = "value"
    #: a setting of plangate's own (a model name, a number, a choice): not outside input
    SETTING = "setting"
    #: a path the user names for plangate to write (a report folder, a trace file)
    OUTPUT = "output"


@dataclass(frozen=True)
class Input:
    """One outside input of one surface."""

    surface: str  # "cli validate", "mcp load_task", "inspect plangate/plan"
    name: str  # the argument's or parameter's name ("--batch", "domain", "row.domain")
    kind: Kind
    note: str = ""


def _cli(command: str, *items: tuple[str, Kind] | tuple[str, Kind, str]) -> list[Input]:
    return [Input(f"cli {command}", i[0], i[1], i[2] if len(i) > 2 else "") for i in items]


U, F, P, T, L, A, V, S, W = (Kind.USER_FILE, Kind.USER_FOLDER, Kind.OUTSIDE_PATH,
                             Kind.OUTSIDE_TEXT, Kind.LINES, Kind.ARCHIVE, Kind.VALUE,
                             Kind.SETTING, Kind.OUTPUT)  # fmt: skip

INPUTS: tuple[Input, ...] = (
    *_cli("parse", ("domain", U), ("problem", U)),
    *_cli("actions", ("domain", U), ("problem", U), ("--plan", U)),
    *_cli("fsm", ("domain", U), ("problem", U), ("--dot", W)),
    *_cli("optimal", ("domain", U), ("problem", U)),
    *_cli("equivalent", ("domain", U), ("true_problem", U), ("written_problem", U),
          ("--written-domain", U)),
    *_cli("show", ("domain", U), ("problem", U), ("--example", U), ("--nl", U),
          ("--train", U, "a problem file or a folder of them")),
    *_cli("validate", ("domain", U), ("problem", U), ("plan", U, "a file, or a folder of plans"),
          ("--batch", L, "JSON lines; '-' is standard input"), ("--nl", U), ("--root", F),
          ("row.domain", P), ("row.problem", P), ("row.plan_file", P), ("row.plan", T)),
    *_cli("solve", ("domain", U), ("problem", U), ("--example", U), ("--nl", U),
          ("--model-path", U), ("--cache", U), ("--trace", W),
          ("--train", U, "a problem file or a folder of them")),
    *_cli("generate", ("inputs", U), ("--out", W), ("--nl", U), ("--from", F, "a checkout"),
          ("--shots", F), ("dataset.json", A, "plain or gzipped JSON, read bounded")),
    *_cli("bench", ("experiment", U), ("--dataset", F), ("--results", U), ("--trace-dir", W),
          ("--data-dir", W), ("--cache", U), ("--batch-file", W), ("--batch-results", U),
          ("--model-path", U), ("dataset.json", U, "the --dataset folder's manifest"),
          ("--train", U, "a problem file or a folder of them"),
          ("dataset.json instances.problem", P, "a file inside the dataset's folder; an "
           "instance that names another is left out and said")),
    *_cli("report", ("results", U), ("--out", W)),
    *_cli("obfuscate", ("inputs", U), ("--dataset", F), ("--out", W), ("--names", U),
          ("--plan", U)),
    *_cli("doctor", ("--task", U)),
    *_cli("cache", ("--cache", U), ("--results", U)),
    *_cli("rescore", ("files", U, "result files, folders, JSON lines, Inspect logs"),
          ("--results", U), ("--items", F), ("--nl", U), ("--root", F), ("--tasks", F),
          ("--config", U), ("--planbench-root", F), ("--domain", U), ("--instances", F),
          ("row.domain", P), ("row.problem", P), ("row.nl", P),
          ("log.metadata.domain", P, "found under --tasks, never opened as named"),
          ("log.metadata.problem", P, "found under --tasks, never opened as named"),
          ("log.eval", A), ("samples.jsonl", L),
          ("written/*.pddl", U, "a folder of model-written PDDL: each file read through the "
           "door, a refused one that file's error (counted, named), the others scored"),
          ("--programs", F, "a domain folder or a folder of them (recorded programs)"),
          ("programs/*.py", U, "recorded programs and chat logs: each read through the door, "
           "links not followed; a program runs only in the sandbox")),
    *_cli("mcp", ("--root", F), ("--nl", U)),
    *_cli("openenv", ("domain", U), ("problems", U), ("--folder", F), ("--nl", U),
          ("--records", U), ("--tasks-out", W, "the tasks drawn to the difficulty flags")),
    Input("mcp load_task", "domain", P, "a file under --root"),
    Input("mcp load_task", "domain-text", T, "or PDDL text"),
    Input("mcp load_task", "problem", P, "a file under --root"),
    Input("mcp load_task", "problem-text", T, "or PDDL text"),
    Input("mcp apply_action", "action", T),
    Input("mcp validate_plan", "plan", T),
    Input("mcp check_pddl", "domain", T, "PDDL text or a file under --root"),
    Input("mcp check_pddl", "problem", T, "PDDL text or a file under --root"),
    Input("mcp plan_pddl", "domain", T, "PDDL text or a file under --root"),
    Input("mcp plan_pddl", "problem", T, "PDDL text or a file under --root"),
    Input("reward items", "domain", U, "reasoning-gym's, TRL's and verifiers' items"),
    Input("reward items", "problems", U, "a problem file or a folder of them"),
    Input("reward metadata", "domain", T, "an item's PDDL (reasoning-gym, TRL, verl rows)"),
    Input("reward metadata", "problem", T, "an item's PDDL"),
    Input("reward metadata", "start", T, "the start state's facts and values"),
    Input("reward metadata", "wording", P, "a built-in wording's name; a file only the "
          "scorer's own settings give"),
    Input("reward answer", "answer", T, "a model's answer to score"),
    Input("verl compute_score", "ground_truth", T, "an item's metadata as JSON"),
    Input("inspect plangate/*", "limit", V),
    *(Input("inspect plangate/*", n, U) for n in ("domain", "problems", "nl")),
    *(Input("inspect plangate/*", n, F) for n in ("checkout", "dataset")),
    Input("inspect plangate/*", "dataset.json", U, "the dataset folder's manifest"),
    Input("inspect plangate/*", "dataset.json instances.problem", P),
    *(Input("inspect plangate/*", n, S)
      for n in ("config", "task", "format", "split", "restricted", "feedback")),
)  # fmt: skip


__all__ = ["INPUTS", "Input", "Kind"]
