"""The frontier protocol's datasets (Correa, Pereira, Seipp 2025): new tasks of each IPC
2023 Learning Track domain drawn from the competition's easy size range (the
generators of :mod:`plangate.bench.domains`), and the same tasks obfuscated with random
strings. ``frontier-DOMAIN`` and ``frontier-DOMAIN-random`` are dataset kinds
(``plangate bench``, the ``frontier`` preset); each holds :data:`COUNT` tasks (the
paper's 360 over eight domains), the same seed drawing the same tasks. The
obfuscated dataset's tasks are the standard ones renamed (the tests prove a sample by
plangate's equivalence check)."""

from __future__ import annotations

import math
from typing import Any

DOMAINS = ("blocksworld", "childsnack", "ferry", "floortile", "miconic", "rovers", "satellite",
           "sokoban", "spanner", "transport")  # fmt: skip
COUNT = 45  # tasks per domain: the paper's 360 tasks over eight domains
STYLE = "random"  # the paper's obfuscation: names replaced by random strings


def frontier(kind: str, a: Any, progress: Any) -> Any:
    """A frontier kind's problems (``a``: what plangate generate asks; its seed)."""
    from plangate.bench.datasets.generated import GeneratedProblem
    from plangate.bench.domains import GENERATORS
    from plangate.pddl.obfuscation import obfuscate_texts

    rest = kind.removeprefix("frontier-")
    style = STYLE if rest.endswith(f"-{STYLE}") else None
    name = rest.removesuffix(f"-{STYLE}") if style else rest
    gen = GENERATORS[name]
    texts = [gen.problem(size, a.seed + k, f"{name}-{k + 1:02d}")
             for k, size in enumerate(gen.preset("easy", COUNT))]  # fmt: skip
    domain_text = gen.domain_file.read_text(encoding="utf-8")
    own: dict[str, object] = {"generator": name, "preset": "easy", "count": COUNT}
    if style is not None:  # one renaming for the domain and all its tasks
        domain_text, texts = obfuscate_texts(domain_text, texts, style, a.seed)
        own["obfuscation"] = style
    out = []
    for k, text in enumerate(texts):
        out.append(GeneratedProblem(f"p{k + 1:02d}", text, math.nan))
        progress(k + 1)
    return out, domain_text, own


KINDS = {f"frontier-{d}{suffix}": frontier for d in DOMAINS for suffix in ("", f"-{STYLE}")}
