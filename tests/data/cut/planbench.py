"""Cut PlanBench's repository to the part the tests read, in PlanBench's own layout.

Usage: ``python tests/data/cut/planbench.py SRC DEST`` (SRC: a checkout holding
``plan-bench/`` and ``llm_planning_analysis/``). Every configuration is kept; each result
file keeps its first rows (``ROWS``, or the count in ``MORE``), verbatim; the instance
folders keep the domain files and the instances those rows (and their examples) name.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

PARTS = ("plan-bench", "llm_planning_analysis")
ROWS = 8
# the files a test reads more rows of (path under the part's results/ -> rows)
MORE = {
    "blocksworld/gpt-4_chat/task_1_plan_generation.json": 16,
    "blocksworld_3/deepseek-r1-api/task_1_plan_generation_zero_shot.json": 30,
}
NUMBER = re.compile(r"instance-(\d+)\.pddl$")


def cut(src: Path, dest: Path) -> None:
    ids: set[int] = set(range(1, ROWS + 1))
    for part in PARTS:
        for config in sorted((src / part / "configs").glob("*.yaml")):
            out = dest / part / "configs" / config.name
            out.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(config, out)
        results = src / part / "results"
        for path in sorted(results.rglob("*.json")):
            rel = path.relative_to(results).as_posix()
            data = json.loads(path.read_text())
            rows = data["instances"][: MORE.get(rel, ROWS)]
            data["instances"] = rows
            for row in rows:
                for key in ("instance_id", "example_instance_id"):
                    if str(row.get(key, "")).isdigit():
                        ids.add(int(row[key]))
            out = dest / part / "results" / rel
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(json.dumps(data, indent=1) + "\n")
    for part in PARTS:
        instances = src / part / "instances"
        for path in sorted(instances.rglob("*")):
            if not path.is_file():
                continue
            match = NUMBER.search(path.name)
            if match and int(match.group(1)) not in ids:
                continue
            if path.suffix == ".json" and path.stat().st_size > 100_000:
                continue
            out = dest / part / "instances" / path.relative_to(instances)
            out.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, out)
    for name in ("LICENSE",):
        if (src / name).is_file():
            shutil.copyfile(src / name, dest / name)


if __name__ == "__main__":
    cut(Path(sys.argv[1]), Path(sys.argv[2]))
