"""The driver of each declared outside input (:data:`plangate.outside.surfaces.INPUTS`):
``DRIVERS[(surface, name)](ground, value)`` gives the input one hostile value (from
:data:`tests.hostile_surfaces.CASES`) and runs its surface; everything else the
surface needs is a good file of the :class:`~tests.hostile_surfaces.Ground`."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.hostile_surfaces import GOOD_PLAN, Ground, Outcome, _run_saving, api, cli

Driver = Callable[[Ground, Any], Outcome]


def _file(g: Ground, value: Any, name: str) -> str:
    """A user-file case's path (bytes are written to a file first)."""
    if isinstance(value, bytes):
        path = g.fresh(name)
        path.write_bytes(value)
        return str(path)
    return str(value)


# ------------------------------------------------------------------ CLI arguments
def argv(*template: str) -> Driver:
    """A command line with the hostile value at ``{H}``; ``{D}``, ``{P}``, ``{PLAN}``:
    the good domain, problem and plan; ``{ANS}``: a good answers file; ``{EXP}``: a
    good experiment; ``{OUT}``: a fresh output, read back after the run."""

    def run(g: Ground, value: Any) -> Outcome:
        out = g.fresh("out")
        good = {"{D}": g.d, "{P}": g.p, "{PLAN}": str(g.root / "plan.txt"), "{OUT}": str(out)}
        args = []
        for t in template:
            if t == "{H}":
                args.append(_file(g, value, "input"))
            elif t == "{ANS}":
                args.append(_answers(g))
            elif t == "{EXP}":
                args.append(_experiment(g))
            else:
                args.append(good.get(t, t))
        return _run_saving(args, out) if "{OUT}" in template else cli(args)

    return run


def _answers(g: Ground) -> str:
    """A good JSON-lines file of answers (rescore's input), under the root."""
    path = g.root / "answers.jsonl"
    path.write_text(json.dumps({"domain": "domain.pddl", "problem": "problem.pddl",
                                "answer": GOOD_PLAN}) + "\n")  # fmt: skip
    return str(path)


def _experiment(g: Ground) -> str:
    path = g.tmp / "exp.toml"
    path.write_text(f'[[datasets]]\nname = "bw"\ndomain = "{g.d}"\nproblems = ["{g.p}"]\n'
                    '[[methods]]\nname = "first-valid"\n')  # fmt: skip
    return str(path)


# ------------------------------------------------------------------ outside paths
def _batch_row(field: str) -> Driver:
    def run(g: Ground, value: Any) -> Outcome:
        row: dict[str, Any] = {"id": "r", "domain": "domain.pddl", "problem": "problem.pddl",
                               "plan": GOOD_PLAN}  # fmt: skip
        if field == "plan_file":
            row.pop("plan")
        row[field] = value
        batch = g.root / "rows.jsonl"
        batch.write_text(json.dumps(row) + "\n")
        return cli(["validate", "--batch", str(batch)])

    return run


def _rescore_row(field: str) -> Driver:
    def run(g: Ground, value: Any) -> Outcome:
        row = {"domain": "domain.pddl", "problem": "problem.pddl", "answer": GOOD_PLAN}
        row[field] = value
        answers = g.root / "answers.jsonl"
        answers.write_text(json.dumps(row) + "\n")
        results = g.fresh("results.jsonl")
        return _run_saving(["rescore", str(answers), "--results", str(results),
                            "--no-traces"], results)  # fmt: skip

    return run


def _log_meta(field: str) -> Driver:
    def run(g: Ground, value: Any) -> Outcome:
        meta = {"domain": "domain.pddl", "problem": "problem.pddl", field: value}
        log = g.fresh("log.json")
        log.write_text(json.dumps({"eval": {"task": "plangate/plan", "model": "m"}, "samples": [
            {"id": "s", "metadata": meta, "output": {"completion": GOOD_PLAN}}]}))  # fmt: skip
        results = g.fresh("results.jsonl")
        return _run_saving(["rescore", str(log), "--results", str(results), "--tasks",
                            str(g.root), "--no-traces"], results)  # fmt: skip

    return run


def _mcp(which: str) -> Driver:
    def run(g: Ground, value: Any) -> Outcome:
        from plangate.interop.mcp_tools import Sessions

        s = Sessions(g.root)
        d, p = ("domain.pddl", "problem.pddl")
        if which in ("domain", "domain-text"):
            return api(lambda: s.load_task("k", value, p))
        if which in ("problem", "problem-text"):
            return api(lambda: s.load_task("k", d, value))
        s.load_task("k", d, p)
        if which == "action":
            return api(lambda: s.apply_action("k", value))
        return api(lambda: s.validate_plan("k", value))

    return run


def _mcp_written(tool: str, which: str) -> Driver:
    def run(g: Ground, value: Any) -> Outcome:
        from plangate.interop.mcp_tools import Sessions

        s = Sessions(g.root)
        call = s.check_pddl if tool == "check_pddl" else s.plan_pddl
        if which == "domain":
            return api(lambda: call(value, "problem.pddl"))
        return api(lambda: call("domain.pddl", value))

    return run


def _reward(field: str) -> Driver:
    """An item's metadata (or the answer) with the hostile value in ``field``."""

    def run(g: Ground, value: Any) -> Outcome:
        from plangate.reward.items import score_item

        md: dict[str, Any] = {
            "domain": (g.root / "domain.pddl").read_text(),
            "problem": (g.root / "problem.pddl").read_text(),
            "kind": "plan",
        }
        text = value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)
        if field == "answer":
            return api(lambda: score_item(text, md).to_dict())
        md[field] = [text] if field == "start" else text
        return api(lambda: score_item(GOOD_PLAN, md).to_dict())

    return run


def _items(field: str) -> Driver:
    """The items' domain or problems named by a hostile path (or bytes in a file)."""

    def run(g: Ground, value: Any) -> Outcome:
        from plangate.interop.training.trl import rows

        named = {"domain": str(g.root / "domain.pddl"), "problems": str(g.root / "problem.pddl")}
        named[field] = _file(g, value, "input.pddl")
        return api(lambda: rows(named["domain"], named["problems"], size=1))

    return run


def _verl(g: Ground, value: Any) -> Outcome:
    from plangate.interop.training.verl import compute_score

    text = value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)
    return api(lambda: compute_score("plangate", GOOD_PLAN, text))


def _place(value: Any, at: Path) -> None:
    """A user-file case placed at ``at`` inside a folder: a regular file's bytes copied
    there (its content is the hostile part), anything else linked (a device, a folder, a
    missing file: the link is)."""
    source = Path(value) if isinstance(value, str) else None
    if isinstance(value, bytes):
        at.write_bytes(value)
    elif source is not None and source.is_file() and not str(source).startswith("/dev/"):
        at.write_bytes(source.read_bytes())
    else:
        at.symlink_to(str(value))


def _written(g: Ground, value: Any) -> Outcome:
    """A folder of written PDDL (one folder per problem) whose model ``hostile`` wrote the
    hostile file; the good model's file beside it is scored all the same."""
    folder = g.fresh("written")
    folder.mkdir()
    for name in ("domain.pddl", "problem.pddl"):
        (folder / name).write_bytes((g.root / name).read_bytes())
    (folder / "good.pddl").write_bytes((g.root / "problem.pddl").read_bytes())
    _place(value, folder / "hostile.pddl")
    results = g.fresh("results.jsonl")
    got = _run_saving(["rescore", str(folder), "--results", str(results), "--no-traces"],
                      results)  # fmt: skip
    if '"good"' not in got.text:  # the other files are scored
        got.crashed = got.crashed or "the good written file was not scored"
    return got


def _dataset(g: Ground, manifest: Any = None, problem: Any = None) -> Path:
    """A dataset folder: its manifest (a hostile file placed as ``dataset.json``, or a
    good one whose only instance names ``problem``)."""
    folder = g.fresh("dataset")
    folder.mkdir()
    for name in ("domain.pddl", "problem.pddl"):
        (folder / name).write_bytes((g.root / name).read_bytes())
    if manifest is not None:
        _place(manifest, folder / "dataset.json")
    else:
        (folder / "dataset.json").write_text(json.dumps({
            "name": "d", "domain": "domain.pddl",
            "instances": [{"name": "i", "problem": problem}]}))  # fmt: skip
    for name, target in (("out.pddl", g.tmp / "outside.pddl"), ("zero.pddl", "/dev/zero"),
                         ("linked", g.tmp / "elsewhere")):  # fmt: skip
        (folder / name).symlink_to(target)
    (folder / ".env").write_text((g.root / ".env").read_text())
    (folder / "secret.pddl").write_text((g.root / "secret.pddl").read_text())
    (folder / "sub").mkdir()
    os.mkfifo(folder / "fifo.pddl")
    return folder


def _manifest(where: str, field: str) -> Driver:
    """A dataset's manifest (``field`` "file": the hostile file is the manifest; else its
    instance's ``problem`` is the hostile name), loaded by ``bench --dataset`` or by the
    Inspect task's dataset parameter."""

    def run(g: Ground, value: Any) -> Outcome:
        folder = _dataset(g, value, None) if field == "file" else _dataset(g, None, value)
        if where == "cli":
            return cli(["bench", "--dataset", str(folder), "--method", "first-valid",
                        "--dry-run"])  # fmt: skip

        def call() -> object:
            from plangate.interop.inspect_eval.items import items

            return len(items(dataset=str(folder)).dataset)

        return api(call)

    return run


# ------------------------------------------------------------------ lines, archives
def _batch_lines(g: Ground, value: Any) -> Outcome:
    good = json.dumps({"id": "after", "domain": "domain.pddl", "problem": "problem.pddl",
                       "plan": GOOD_PLAN}).encode()  # fmt: skip
    batch = g.root / "rows.jsonl"
    batch.write_bytes(value + b"\n" + good + b"\n")
    got = cli(["validate", "--batch", str(batch)])
    if '"after"' not in got.text:  # the rows after a bad line are answered
        got.crashed = got.crashed or "the row after the hostile line was not answered"
    return got


def _samples(g: Ground, value: Any) -> Outcome:
    folder = g.fresh("lm-eval")
    folder.mkdir()
    samples = folder / "samples_plangate_planbench_t1_x.jsonl"
    samples.write_bytes(value + b"\n")
    results = g.fresh("results.jsonl")
    return _run_saving(["rescore", str(samples), "--results", str(results), "--tasks",
                        str(g.root), "--no-traces"], results)  # fmt: skip


def _eval(g: Ground, value: Any) -> Outcome:
    results = g.fresh("results.jsonl")
    return _run_saving(["rescore", str(value), "--results", str(results), "--tasks",
                        str(g.root), "--no-traces"], results)  # fmt: skip


def _acp_file(g: Ground, value: Any) -> Outcome:
    checkout = g.fresh("acpbench")
    folder = checkout / "dataset" / "app"
    folder.mkdir(parents=True)
    data = Path(value).read_bytes()[:10_000_000]
    (folder / "test.gen.json.gz").write_bytes(__import__("gzip").compress(data))
    return cli(["generate", "acpbench", "--from", str(checkout), "--out",
                str(g.fresh("out")), "--task", "app", "--format", "gen"])  # fmt: skip


# ------------------------------------------------------------------ values, folders
def _limit(_g: Ground, value: Any) -> Outcome:
    def call() -> object:
        from plangate.interop.inspect_eval import _count

        return _count(value, "limit")

    return api(call)


def _mcp_root(g: Ground, value: Any) -> Outcome:
    from plangate.interop.mcp_tools import Sessions

    return api(lambda: Sessions(value).load_task("k", "domain.pddl", "problem.pddl"))


def _mcp_nl(g: Ground, value: Any) -> Outcome:
    from plangate.interop.mcp_tools import Sessions

    return api(lambda: Sessions(g.root, str(value)).load_task("k", "domain.pddl", "problem.pddl"))


def _trained(command: str) -> Driver:
    """``--train`` of solve and bench: code-genplan reads it before asking the model (a
    scripted server on 127.0.0.1, answering without a program)."""

    def run(g: Ground, value: Any) -> Outcome:
        from plangate.testing.fake_server import FakeOpenAI

        server = FakeOpenAI()
        server.responder = lambda messages: "no program"
        train = _file(g, value, "input")
        common = ["--method", "code-genplan", "--model", "m", "--base-url", server.url,
                  "--no-cache", "--max-tries", "1", "--train", train]  # fmt: skip
        if command == "solve":
            args = ["solve", g.d, g.p, *common, "--quiet"]
        else:
            data = g.fresh("data")
            data.mkdir()
            (data / "domain.pddl").write_text(Path(g.d).read_text())
            (data / "problem.pddl").write_text(Path(g.p).read_text())
            args = ["bench", "--dataset", str(data), *common, "--no-progress",
                    "--results", str(g.fresh("results.jsonl"))]  # fmt: skip
        try:
            return cli(args)
        finally:
            server.close()

    return run


def _programs(hostile: str) -> Driver:
    """rescore --programs: a hostile dataset folder with a good program, or a hostile
    program (file or folder) with a good dataset (a domain and one test problem)."""

    def run(g: Ground, value: Any) -> Outcome:
        data = g.fresh("data")
        (data / "testing" / "easy").mkdir(parents=True)
        (data / "domain.pddl").write_text(Path(g.d).read_text())
        (data / "testing" / "easy" / "p01.pddl").write_text(Path(g.p).read_text())
        program = g.fresh("goal_count.py")
        program.write_text("def heuristic(state, goal):\n    return len(goal - state)\n")
        results = str(g.fresh("programs.jsonl"))
        if hostile == "dataset":
            args = ["rescore", str(program), "--programs", _file(g, value, "input")]
        else:
            args = ["rescore", _file(g, value, "input"), "--programs", str(data)]
        return cli([*args, "--results", results])

    return run


def _obfuscated_plan(g: Ground, value: Any) -> Outcome:
    """obfuscate --plan: a hostile plan mapped through a good names.json."""
    names = g.fresh("names.json")
    names.write_text('{"predicates": {}, "functions": {}, "types": {}, "actions": '
                     '{"pick-up": "quill"}, "objects": {"a": "opal"}}')  # fmt: skip
    return cli(["obfuscate", "--names", str(names), "--plan", _file(g, value, "input")])


FIRST = ("--method", "first-valid", "--quiet")
RESCORE = ("rescore", "{ANS}", "--no-traces")
DRIVERS: dict[tuple[str, str], Driver] = {
    **{(f"cli {c}", "domain"): argv(c, "{H}", "{P}") for c in ("parse", "actions", "fsm",
                                                              "optimal")},
    **{(f"cli {c}", "problem"): argv(c, "{D}", "{H}") for c in ("parse", "actions", "fsm",
                                                               "optimal")},
    ("cli actions", "--plan"): argv("actions", "{D}", "{P}", "--plan", "{H}"),
    ("cli equivalent", "domain"): argv("equivalent", "{H}", "{P}", "{P}"),
    ("cli equivalent", "true_problem"): argv("equivalent", "{D}", "{H}", "{P}"),
    ("cli equivalent", "written_problem"): argv("equivalent", "{D}", "{P}", "{H}"),
    ("cli equivalent", "--written-domain"): argv("equivalent", "{D}", "{P}", "{P}",
                                                 "--written-domain", "{H}"),
    ("cli validate", "domain"): argv("validate", "{H}", "{P}", "{PLAN}"),
    ("cli validate", "problem"): argv("validate", "{D}", "{H}", "{PLAN}"),
    ("cli validate", "plan"): argv("validate", "{D}", "{P}", "{H}"),
    ("cli validate", "--nl"): argv("validate", "{D}", "{P}", "{PLAN}", "--nl", "{H}"),
    ("cli validate", "--batch"): argv("validate", "--batch", "{H}"),
    ("cli validate", "--root"): argv("validate", "--batch", "{ANS}", "--root", "{H}"),
    ("cli validate", "row.domain"): _batch_row("domain"),
    ("cli validate", "row.problem"): _batch_row("problem"),
    ("cli validate", "row.plan_file"): _batch_row("plan_file"),
    ("cli validate", "row.plan"): _batch_row("plan"),
    ("cli solve", "domain"): argv("solve", "{H}", "{P}", *FIRST),
    ("cli solve", "problem"): argv("solve", "{D}", "{H}", *FIRST),
    **{("cli solve", f): argv("solve", "{D}", "{P}", *FIRST, f, "{H}")
       for f in ("--nl", "--example", "--cache", "--model-path")},
    ("cli show", "domain"): argv("show", "{H}", "{P}"),
    ("cli show", "problem"): argv("show", "{D}", "{H}"),
    **{("cli show", f): argv("show", "{D}", "{P}", f, "{H}") for f in ("--nl", "--example")},
    ("cli openenv", "domain"): argv("openenv", "{H}", "{P}", "--check"),
    ("cli openenv", "problems"): argv("openenv", "{D}", "{H}", "--check"),
    ("cli openenv", "--folder"): argv("openenv", "--folder", "{H}", "--check"),
    ("cli openenv", "--nl"): argv("openenv", "{D}", "{P}", "--nl", "{H}", "--check"),
    ("cli openenv", "--records"): argv("openenv", "{D}", "{P}", "--records", "{H}", "--check"),
    ("cli show", "--train"): argv("show", "{D}", "{P}", "--method", "code-genplan", "--train",
                                  "{H}"),
    ("cli solve", "--train"): _trained("solve"),
    ("cli bench", "--train"): _trained("bench"),
    ("cli rescore", "--programs"): _programs("dataset"),
    ("cli rescore", "programs/*.py"): _programs("program"),
    ("cli generate", "inputs"): argv("generate", "acpbench", "{H}", "{P}", "--count", "1",
                                     "--out", "{OUT}"),
    ("cli generate", "--nl"): argv("generate", "acpbench", "{D}", "{P}", "--count", "1",
                                   "--nl", "{H}", "--out", "{OUT}"),
    ("cli generate", "--from"): argv("generate", "acpbench", "--from", "{H}", "--out", "{OUT}"),
    ("cli generate", "--shots"): argv("generate", "acpbench", "{D}", "{P}", "--count", "1",
                                      "--prompts", "acpbench", "--shots", "{H}", "--out",
                                      "{OUT}"),
    ("cli generate", "dataset.json"): _acp_file,
    ("cli obfuscate", "inputs"): argv("obfuscate", "{H}", "{P}", "--out", "{OUT}"),
    ("cli obfuscate", "--dataset"): argv("obfuscate", "--dataset", "{H}", "--out", "{OUT}"),
    ("cli obfuscate", "--names"): argv("obfuscate", "--names", "{H}", "--plan", "{PLAN}"),
    ("cli obfuscate", "--plan"): _obfuscated_plan,
    ("cli bench", "experiment"): argv("bench", "{H}", "--dry-run"),
    ("cli bench", "--results"): argv("bench", "{EXP}", "--dry-run", "--results", "{H}"),
    ("cli bench", "--cache"): argv("bench", "{EXP}", "--dry-run", "--cache", "{H}"),
    ("cli bench", "--model-path"): argv("bench", "{EXP}", "--dry-run", "--model-path", "{H}"),
    ("cli bench", "--batch-results"): argv("bench", "{EXP}", "--batch-file", "{OUT}",
                                           "--batch-results", "{H}"),
    ("cli bench", "--dataset"): argv("bench", "--dataset", "{H}", "--method", "first-valid",
                                     "--dry-run"),
    ("cli report", "results"): argv("report", "{H}", "--out", "{OUT}"),
    ("cli doctor", "--task"): argv("doctor", "--task", "{H}", "{P}", "--model", "m",
                                   "--base-url", "http://127.0.0.1:9/v1"),
    ("cli cache", "--cache"): argv("cache", "info", "--cache", "{H}"),
    ("cli cache", "--results"): argv("cache", "info", "--results", "{H}"),
    ("cli rescore", "files"): argv("rescore", "{H}", "--no-traces", "--results", "{OUT}"),
    ("cli rescore", "--results"): argv(*RESCORE, "--results", "{H}"),
    **{("cli rescore", f): argv(*RESCORE, f, "{H}", "--results", "{OUT}")
       for f in ("--config", "--domain", "--nl", "--items", "--root", "--tasks",
                 "--planbench-root", "--instances")},
    ("cli rescore", "row.domain"): _rescore_row("domain"),
    ("cli rescore", "row.problem"): _rescore_row("problem"),
    ("cli rescore", "row.nl"): _rescore_row("nl"),
    ("cli rescore", "log.metadata.domain"): _log_meta("domain"),
    ("cli rescore", "log.metadata.problem"): _log_meta("problem"),
    ("cli rescore", "log.eval"): _eval,
    ("cli rescore", "samples.jsonl"): _samples,
    ("cli mcp", "--root"): _mcp_root,
    ("cli mcp", "--nl"): _mcp_nl,
    **{(f"mcp {t}", n): _mcp(n) for t, n in (
        ("load_task", "domain"), ("load_task", "domain-text"), ("load_task", "problem"),
        ("load_task", "problem-text"), ("apply_action", "action"), ("validate_plan", "plan"))},
    **{(f"mcp {t}", n): _mcp_written(t, n) for t in ("check_pddl", "plan_pddl")
       for n in ("domain", "problem")},
    ("inspect plangate/*", "limit"): _limit,
    **{("reward items", f): _items(f) for f in ("domain", "problems")},
    **{("reward metadata", f): _reward(f) for f in ("domain", "problem", "start")},
    ("reward metadata", "wording"): _reward("wording"),
    ("reward answer", "answer"): _reward("answer"),
    ("cli rescore", "written/*.pddl"): _written,
    ("cli bench", "dataset.json"): _manifest("cli", "file"),
    ("cli bench", "dataset.json instances.problem"): _manifest("cli", "problem"),
    ("inspect plangate/*", "dataset.json"): _manifest("inspect", "file"),
    ("inspect plangate/*", "dataset.json instances.problem"): _manifest("inspect", "problem"),
    ("verl compute_score", "ground_truth"): _verl,
}  # fmt: skip

__all__ = ["DRIVERS", "Driver", "argv"]
