"""Cut ACPBench's development split to the part the tests read, in ACPBench's own layout.

Usage: ``python tests/data/cut/acpbench.py SRC DEST`` (SRC: a checkout holding
``dataset/<task>/dev.<format>.json`` and ``configs/``). The generative items are kept
whole (the tests compare plangate's answers with every one), the yes/no and
multiple-choice files keep their first ``ROWS`` items, verbatim.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

ROWS = 12


def cut(src: Path, dest: Path) -> None:
    for path in sorted((src / "configs").rglob("*")):
        if path.is_file():
            out = dest / path.relative_to(src)
            out.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, out)
    for path in sorted((src / "dataset").glob("*/dev.*.json")):
        items = json.loads(path.read_text())
        if not path.name.endswith(".gen.json"):
            items = items[:ROWS]
        out = dest / path.relative_to(src)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(items, indent=1) + "\n")
    for name in ("LICENSE", "README.md"):
        if (src / name).is_file():
            shutil.copyfile(src / name, dest / name)


if __name__ == "__main__":
    cut(Path(sys.argv[1]), Path(sys.argv[2]))
