"""The package's import graph: no circles, and layers import only downwards."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "plangate"
# every package and top-level module of plangate, from the ground floor up: a module
# imports only from its own floor or below (type-only imports too: a type a lower floor
# needs moves down); the package's face (plangate/__init__.py) hands names on and is not
# a floor
LAYERS = {
    **dict.fromkeys(("errors", "text", "lazy", "ticker", "scratch"), 0),
    **dict.fromkeys(("paths", "plugins", "leaving", "pddl"), 1),
    "outside": 2, "fsm": 3, "verify": 4, "planner_process": 4, "programs": 4, "llm": 5,
    "reward": 6,
    "bench": 7, "interop": 8, "testing": 9, "cli": 10, "reference": 11,
}  # fmt: skip


def _modules() -> dict[str, Path]:
    out = {}
    for f in PACKAGE.rglob("*.py"):
        parts = list(f.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = f
    return out


def import_graph() -> dict[str, set[str]]:
    """Module -> the plangate modules it imports (at the top, in functions, or for type
    checking alike: a circle through a lazy import is still a circle)."""
    mods = _modules()
    graph: dict[str, set[str]] = {m: set() for m in mods}
    for name, path in mods.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text())):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif _imports_by_name(node):  # importlib.import_module("plangate...")
                assert isinstance(node, ast.Call) and isinstance(node.args[0], ast.Constant)
                targets = [str(node.args[0].value)]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*up, *([node.module] if node.module else [])])
                for alias in node.names:
                    sub = f"{base}.{alias.name}"
                    targets.append(sub if sub in mods else base)
            graph[name] |= {t for t in targets if t in mods and t != name}
    return graph


def _imports_by_name(node: ast.AST) -> bool:
    """A call ``import_module("...")`` with a literal name: an import made at run time."""
    if not isinstance(node, ast.Call) or not node.args:
        return False
    func = node.func
    called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    first = node.args[0]
    return called == "import_module" and isinstance(first, ast.Constant)


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_import_circles() -> None:
    assert _circles(import_graph()) == []


def test_an_import_by_name_at_run_time_counts(tmp_path: Path) -> None:
    """``importlib.import_module("plangate.x")`` in a function is an edge like any import
    (the registry loop of options -> methods was one, and no static import showed it)."""
    tree = ast.parse("def f():\n    importlib.import_module('plangate.llm.methods')\n")
    assert [n for n in ast.walk(tree) if _imports_by_name(n)]


def test_the_circle_finder_finds_circles() -> None:
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_every_module_has_a_floor() -> None:
    """A new package or top-level module is given its floor here, or does not land."""
    floorless = {m.split(".")[1] for m in import_graph() if m.count(".") >= 1} - set(LAYERS)
    assert floorless == set()


def test_layers_import_only_downwards() -> None:
    wrong = []
    for mod, targets in import_graph().items():
        layer = LAYERS.get(mod.split(".")[1]) if mod.count(".") >= 1 else None
        for t in targets:
            other = LAYERS.get(t.split(".")[1]) if t.count(".") >= 1 else None
            if layer and other and other > layer:
                wrong.append(f"{mod} imports {t}")
    assert wrong == []


def test_a_script_beside_the_clone_imports_the_package(tmp_path: Path) -> None:
    """A script in DIR with the clone in DIR/plangate (the repository's root, not a
    package) gets the installed package, not an empty namespace package."""
    import subprocess
    import sys

    root = PACKAGE.parent.parent
    (tmp_path / "plangate").symlink_to(root, target_is_directory=True)
    script = tmp_path / "script.py"
    script.write_text(
        "import plangate\n"
        "task = plangate.load_task('plangate/examples/blocksworld/domain.pddl',\n"
        "                          'plangate/examples/blocksworld/problem-2steps.pddl')\n"
        "print(len(task.operators))\n"
    )
    out = subprocess.run(
        [sys.executable, str(script)], cwd=tmp_path, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    assert int(out.stdout.strip()) > 0


def _family_packages() -> set[str]:
    from plangate.bench.families import TABLE

    return {module.rpartition(".")[0] for module in TABLE.values()}


def test_nothing_in_bench_imports_a_family() -> None:
    """The imports run one way: a family's folder (PlanBench's tasks, ACPBench) imports
    the runner, records and report parts it needs, and nothing outside the families'
    folders (in ``bench/``, the bridges, the command line) imports a family: the
    registry loads them by name."""
    families = _family_packages()
    assert families == {
        "plangate.bench.families.planbench",
        "plangate.bench.families.acpbench",
        "plangate.bench.families.formalize",
    }

    def in_family(m: str) -> bool:
        return any(m == f or m.startswith(f + ".") for f in families)

    wrong = []
    for mod, targets in import_graph().items():
        if in_family(mod) or mod.startswith("plangate.testing"):
            continue  # the test servers play a model, in each family's wording
        wrong += [f"{mod} imports {t}" for t in sorted(targets) if in_family(t)]
    assert wrong == []


def test_no_class_name_is_defined_twice() -> None:
    """Two different things never share a class name in the package (issue 71): a
    reader, a log or a traceback names one of them only."""
    where: dict[str, list[str]] = {}
    for f in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(f.read_text())):
            if isinstance(node, ast.ClassDef):
                where.setdefault(node.name, []).append(str(f.relative_to(PACKAGE.parent)))
    assert {name: files for name, files in where.items() if len(files) > 1} == {}
