"""Experiment files (TOML): what ``plangate bench`` runs, checked key by key.

An experiment is a list of runs (a dataset and the methods to run on it,
with method options), the models, the seeds, the classical planner rows and
where results go. The presets of the three papers are experiment files
shipped in ``plangate/data/experiments``. Every key is checked: an unknown
key, a value of the wrong type or out of range is an error that names the
file, the line and what was expected; nothing is silently ignored.
See ``docs/experiments.md`` for the format.
"""

from __future__ import annotations

import dataclasses
import difflib
import re
import types
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from plangate.errors import PlangateError
from plangate.llm.clients.make import ClientSpec
from plangate.llm.clients.providers import PROVIDERS
from plangate.llm.methods import DEFAULT_METHOD
from plangate.llm.methods import parts as registered_parts
from plangate.llm.options import MethodOptions
from plangate.pddl.limits import read_text_bounded
from plangate.verify.budgets import DEFAULT, GroundTruth
from plangate.verify.planners import TRUTH_PLANNERS

PRESET_DIR = Path(__file__).resolve().parent.parent / "data" / "experiments"
PRESETS = tuple(sorted(p.stem for p in PRESET_DIR.glob("*.toml")))  # fsm-study, lats, pfc

TOP_KEYS = {
    "description": "str",
    "results": "str",
    "data_dir": "str",
    "trace_dir": "str",
    "seeds": "list[int]",
    "limit": "int",
    "first": "int",
    "instances": "str",
    "concurrency": "int",
    "processes": "int",
    "executor": "str",
    "ray_address": "str",
    "ray_actors": "int",
    "planners": "list[str]",
    "planner_timeout": "float",
    "truth_planner": "str",
    "truth_timeout": "float",
    "ground_truth": "str",  # the names before truth_planner and truth_timeout
    "ground_truth_seconds": "float",
    "datasets": "list[str]",
    "methods": "list[str]",
    "options": "table",
    "models": "array of tables",
    "runs": "array of tables",
}
RUN_KEYS = {
    "dataset": "str",
    "datasets": "list[str]",
    "methods": "list[str]",
    "options": "table",
    "seeds": "list[int]",
    "exclude": "list[str]",
    "nl": "str",
    "note": "str",
}
MODEL_FIELDS = (
    "model",
    "base_url",
    "api_key_env",
    "model_path",
    "threads",
    "constrained",
    "max_retries",
    "allow_insecure",
    "provider",  # a hosted provider's rules (default: from the endpoint's host)
    "deployment",  # Azure OpenAI: the deployment's name (the endpoint is base_url)
    "api_version",  # Azure OpenAI: the api-version
    "headers_env",  # a gateway's headers: {header = "ENVIRONMENT_VARIABLE"}
)


@dataclass
class DatasetRun:
    dataset: str  # a dataset folder, an IPC folder, or a generated kind
    methods: list[str]
    options: MethodOptions
    seeds: list[int] | None = None  # None: the experiment's
    exclude: list[str] = field(default_factory=list)  # instance names left out
    nl: str | None = None  # the rendering (a YAML path); None: the domain's shipped one
    note: str = ""  # what the run reproduces (printed by --dry-run)


@dataclass
class Experiment:
    runs: list[DatasetRun] = field(default_factory=list)
    models: list[ClientSpec] = field(default_factory=list)
    seeds: list[int] = field(default_factory=lambda: [0])
    planners: list[str] = field(default_factory=list)
    planner_timeout: float = 300.0
    truth: GroundTruth = DEFAULT  # how episodes are scored (planner, seconds, states)
    results: str | None = None
    data_dir: str | None = None
    trace_dir: str | None = None
    limit: int | None = None
    first: int | None = None  # the first N instances per dataset, in natural order
    instances: str | None = None  # "1-3,7": the instances whose names hold these numbers
    concurrency: int | None = None
    processes: int | None = None
    executor: str = "local"  # or "ray"
    ray_address: str | None = None
    ray_actors: int = 1
    description: str = ""
    options: MethodOptions = field(default_factory=MethodOptions)  # the shared [options]
    methods: list[str] = field(default_factory=lambda: [DEFAULT_METHOD])


class _Source:
    """The file's text, to point errors at a line.

    A section is a dotted table name; ``runs#2.options`` is the options of
    the third ``[[runs]]`` table.
    """

    _HEADER = re.compile(r"^\s*\[\[?\s*([\w.\-\" ]+?)\s*\]\]?\s*(#.*)?$")

    def __init__(self, path: str, text: str) -> None:
        self.path = path
        self.lines = text.splitlines()
        self.headers = [
            (i, m.group(1).replace('"', "").replace(" ", ""))
            for i, t in enumerate(self.lines)
            if (m := self._HEADER.match(t))
        ]

    def _start(self, section: str) -> int:
        """The index of the header line of ``section`` (-1: the top level)."""
        name, _, nth = section.partition("#")
        if not section:
            return -1
        if nth:
            index, _, rest = nth.partition(".")
            runs = [i for i, h in self.headers if h == name]
            if int(index) >= len(runs):
                return -1
            start = runs[int(index)]
            for i, h in self.headers:
                if i <= start:
                    continue
                if h == name:
                    break
                if rest and h == f"{name}.{rest}":
                    return i
            return start
        for i, h in self.headers:
            if h == section:
                return i
        parent = section.rpartition(".")[0]
        return self._start(parent) if parent else -1

    def line(self, section: str, key: str) -> int | None:
        start = self._start(section)
        pattern = re.compile(r"^\s*" + re.escape(key) + r"\s*=")
        for i in range(start + 1, len(self.lines)):
            if i != start + 1 and any(h == i for h, _ in self.headers):
                break
            if pattern.match(self.lines[i]):
                return i + 1
        anywhere = re.compile(r"(^|[\s{,.])" + re.escape(key) + r"\s*=")
        for i in range(max(start, 0), len(self.lines)):  # inline tables, dotted keys
            if anywhere.search(self.lines[i]):
                return i + 1
        return None

    def error(self, section: str, key: str, message: str) -> PlangateError:
        line = self.line(section, key)
        where = f"{self.path}:{line}" if line else self.path
        name, _, nth = section.partition("#")
        index, _, rest = nth.partition(".")
        if not section:
            table = "the top level"
        elif nth:
            table = f"[{'.'.join([name, rest]) if rest else name}] of "
            table += f"{name.rstrip('s')} {int(index) + 1}"
        else:
            table = f"[{section}]"
        return PlangateError(f"{where}: {key} (in {table}): {message}")


def _check_type(src: _Source, section: str, key: str, value: Any, kind: str) -> Any:
    ok = {
        "str": isinstance(value, str),
        "int": isinstance(value, int) and not isinstance(value, bool),
        "float": isinstance(value, (int, float)) and not isinstance(value, bool),
        "bool": isinstance(value, bool),
        "list[str]": isinstance(value, list) and all(isinstance(v, str) for v in value),
        "list[int]": isinstance(value, list)
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value),
        "table": isinstance(value, dict),
        "array of tables": isinstance(value, list) and all(isinstance(v, dict) for v in value),
    }[kind]
    if not ok:
        raise src.error(section, key, f"expected {kind}, got {value!r}")
    return float(value) if kind == "float" else value


def _unknown(src: _Source, section: str, table: dict[str, object], known: Any) -> None:
    for key in table:
        if key not in known:
            near = difflib.get_close_matches(key, list(known), n=1)
            hint = f"did you mean {near[0]}? " if near else ""
            raise src.error(
                section, key, f"unknown key; {hint}expected one of {', '.join(sorted(known))}"
            )


def _field_kind(hint: Any) -> tuple[str, Any]:
    """The TOML kind of a dataclass field and the dataclass when it is a table."""
    args = [a for a in typing.get_args(hint) if a is not type(None)]
    if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union:
        hint = args[0]
    if dataclasses.is_dataclass(hint):
        return "table", hint
    origin = typing.get_origin(hint)
    if origin in (frozenset, tuple, list):
        return "list[str]", origin
    return {bool: "bool", int: "int", float: "float", str: "str"}[hint], None


def options_from(src: _Source, section: str, table: dict[str, object], base: Any) -> Any:
    """``base`` (a dataclass instance) with the keys of ``table`` set, checked and nested;
    in :class:`MethodOptions`, a method's own options are the table named like its part."""
    hints = typing.get_type_hints(type(base))
    names = [f.name for f in dataclasses.fields(base) if f.name != "own"]
    parts = {p.name: p for p in registered_parts()} if isinstance(base, MethodOptions) else {}
    _unknown(src, section, table, names + list(parts))
    for key, value in table.items():
        if key in parts:
            _check_type(src, section, key, value, "table")
            assert isinstance(value, dict)  # checked just above
            value = options_from(src, f"{section}.{key}", value, base.of(parts[key].cls))
            base = base.having(value)
            continue
        kind, cls = _field_kind(hints[key])
        value = _check_type(src, section, key, value, kind)
        if kind == "table":
            value = options_from(src, f"{section}.{key}", value, getattr(base, key))
        elif cls is not None:
            value = cls(value)
        try:
            base = dataclasses.replace(base, **{key: value})
        except ValueError as err:
            raise src.error(section, key, str(err)) from None
    return base


def options_from_dict(table: dict[str, object], where: str) -> MethodOptions:
    """Method options from a plain dict (a script's, an engine's parameters), checked as
    an experiment's ``[options]`` table is: a misspelt key or a wrong type is refused by
    name, ``where`` saying whose they are."""
    return options_from(_Source(where, ""), "options", dict(table), MethodOptions())


def _model(src: _Source, n: int, table: dict[str, object], cache: str | None) -> ClientSpec:
    section = f"models#{n}"
    _unknown(src, section, table, MODEL_FIELDS)
    kinds = {
        "threads": "int",
        "max_retries": "int",
        "allow_insecure": "bool",
        "headers_env": "table",
    }
    if isinstance(table.get("base_url"), list):  # replicas of one model
        kinds["base_url"] = "list[str]"
    values = {k: _check_type(src, section, k, v, kinds.get(k, "str")) for k, v in table.items()}
    if "model" not in values and "base_url" in values:
        raise src.error(section, "base_url", "a server needs model = NAME (the model it serves)")
    provider = values.get("provider")
    if provider is not None and provider not in PROVIDERS:
        raise src.error(section, "provider", f"one of {', '.join(PROVIDERS)}")
    headers = values.pop("headers_env", None)
    if headers is not None:
        bad = [k for k, v in headers.items() if not isinstance(v, str) or not v]
        if bad:
            raise src.error(
                section, "headers_env", f"{bad[0]}: expected the name of an environment variable"
            )
        values["headers_env"] = tuple(headers.items())
    urls = values.pop("base_url", None)
    if isinstance(urls, list):
        if not urls:
            raise src.error(section, "base_url", "give at least one URL")
        values["base_url"], values["replicas"] = urls[0], tuple(urls[1:])
    elif urls is not None:
        values["base_url"] = urls
    return ClientSpec(**values, cache=cache)


def parse_experiment(
    path: str, text: str, cache: str | None = None, base: MethodOptions | None = None
) -> Experiment:
    """An experiment from TOML text; ``base`` holds option defaults (the CLI's)."""
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib
    try:
        conf = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise PlangateError(f"{path}: invalid TOML: {err}") from None
    src = _Source(path, text)
    _unknown(src, "", conf, TOP_KEYS)
    for key, value in conf.items():
        _check_type(src, "", key, value, TOP_KEYS[key])
    exp = Experiment(
        seeds=conf.get("seeds", [0]),
        planners=conf.get("planners", []),
        planner_timeout=conf.get("planner_timeout", 300.0),
        truth=GroundTruth(
            conf.get("truth_planner", conf.get("ground_truth")),
            conf.get("truth_timeout", conf.get("ground_truth_seconds", DEFAULT.seconds)),
        ),
        results=conf.get("results"),
        data_dir=conf.get("data_dir"),
        trace_dir=conf.get("trace_dir"),
        limit=conf.get("limit"),
        first=conf.get("first"),
        instances=conf.get("instances"),
        concurrency=conf.get("concurrency"),
        processes=conf.get("processes"),
        executor=conf.get("executor", "local"),
        ray_address=conf.get("ray_address"),
        ray_actors=conf.get("ray_actors", 1),
        description=conf.get("description", ""),
    )
    if exp.executor not in ("local", "ray"):
        raise src.error("", "executor", "expected local or ray")
    planner_key = "truth_planner" if "truth_planner" in conf else "ground_truth"
    seconds_key = "truth_timeout" if "truth_timeout" in conf else "ground_truth_seconds"
    if exp.truth.planner is not None and exp.truth.planner not in TRUTH_PLANNERS:
        raise src.error("", planner_key, f"expected an exact planner: {', '.join(TRUTH_PLANNERS)}")
    if exp.truth.seconds <= 0:
        raise src.error("", seconds_key, "must be positive")
    for key in ("limit", "first", "concurrency", "processes", "ray_actors"):
        if conf.get(key, 1) < 1:
            raise src.error("", key, "must be at least 1")
    if not exp.seeds:
        raise src.error("", "seeds", "give at least one seed")
    options = options_from(src, "options", conf.get("options", {}), base or MethodOptions())
    methods = conf.get("methods", [DEFAULT_METHOD])
    exp.options, exp.methods = options, list(methods)
    for d in conf.get("datasets", []):
        exp.runs.append(DatasetRun(d, list(methods), options))
    for n, run in enumerate(conf.get("runs", [])):
        section = f"runs#{n}"
        _unknown(src, section, run, RUN_KEYS)
        for key, value in run.items():
            _check_type(src, section, key, value, RUN_KEYS[key])
        names = ([run["dataset"]] if "dataset" in run else []) + run.get("datasets", [])
        if not names:
            raise src.error(
                section, "dataset", "missing: a [[runs]] table needs dataset = DIR|KIND"
            )
        opts = options_from(src, f"{section}.options", run.get("options", {}), options)
        run_methods = list(run.get("methods", methods))
        _check_methods(src, section if "methods" in run else "", run_methods)
        if "seeds" in run and not run["seeds"]:
            raise src.error(section, "seeds", "give at least one seed")
        nl = _rendering(src, section, run["nl"]) if "nl" in run else None
        exp.runs += [
            DatasetRun(
                d,
                run_methods,
                opts,
                seeds=run.get("seeds"),
                exclude=run.get("exclude", []),
                nl=nl,
                note=run.get("note", ""),
            )
            for d in names
        ]
    if "datasets" in conf:
        _check_methods(src, "", methods)
    exp.models = [_model(src, n, m, cache) for n, m in enumerate(conf.get("models", []))]
    return exp


def _rendering(src: _Source, section: str, name: str) -> str:
    """A rendering file: relative to the experiment file, or shipped (``hanoi/nl-pfc.yaml``
    in plangate's data folder), or ``pddl`` (the generic rendering of the PDDL, whatever
    the domain's shipped one); read once here so its errors point at the run."""
    from plangate.llm.render import BUILTIN_NL, load_nl

    if name == "pddl":
        return name
    for base in (Path(src.path).parent, BUILTIN_NL):
        path = base / name
        if path.is_file():
            try:
                load_nl(path)
            except PlangateError as err:
                raise src.error(section, "nl", str(err)) from None
            return str(path.resolve())
    shipped = sorted(str(p.relative_to(BUILTIN_NL)) for p in BUILTIN_NL.glob("*/nl*.yaml"))
    raise src.error(
        section,
        "nl",
        f"no rendering file {name!r} next to the experiment file or shipped; the shipped "
        f"ones are {', '.join(shipped)} (or pddl: the generic rendering of the PDDL)",
    )


def _check_methods(src: _Source, section: str, methods: list[str]) -> None:
    from plangate.bench.jobs import method_options

    if not methods:
        raise src.error(section, "methods", "give at least one method")
    for m in methods:
        try:
            method_options(m, MethodOptions())
        except PlangateError as err:
            raise src.error(section, "methods", str(err)) from None


def load_experiment(
    path: str | Path, cache: str | None = None, base: MethodOptions | None = None
) -> Experiment:
    try:
        text = read_text_bounded(path, "experiment")
    except OSError as err:
        raise PlangateError(f"{path}: cannot read the experiment file: {err.strerror}") from None
    return parse_experiment(str(path), text, cache, base)


def preset_path(name: str) -> Path:
    if name not in PRESETS:
        raise PlangateError(f"unknown preset '{name}'; choose one of {', '.join(PRESETS)}")
    return PRESET_DIR / f"{name}.toml"
