"""The end of a rescoring run: one row per input file (answers, scored, skipped and why,
agreement with the verdicts it recorded, time), and the files whose recorded verdicts
contradict each other on identical answers."""

from __future__ import annotations

import functools
import hashlib
import os
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from plangate.bench.recorded import Recorded
from plangate.bench.records import EpisodeRecord, Record
from plangate.bench.report.audit import verdict
from plangate.bench.rescoring.inputs import InputFile
from plangate.bench.rescoring.scoring import Rescored


@dataclass(frozen=True)
class SummaryRow:
    file: str
    task: str
    model: str
    rows: int
    answers: int
    scored: int  # records in the results file (this run's and earlier ones)
    skipped: str  # "N (why; why)" or "0"
    field: str
    agree: int
    judged: int
    seconds: float

    def cells(self) -> list[str]:
        rate = (
            f"{self.agree}/{self.judged} ({100 * self.agree / self.judged:.1f}%)"
            if self.judged
            else ""
        )
        return [
            self.file,
            self.task,
            self.model,
            str(self.rows),
            str(self.answers),
            str(self.scored),
            self.skipped,
            f"{self.field}: {rate}" if self.judged else f"{self.field or '-'}: none judged",
            f"{self.seconds:.1f}",
        ]


HEAD = ["file", "task", "model", "rows", "answers", "scored", "skipped (why)",
        "agreement with the recorded verdict", "s"]  # fmt: skip


def rows(files: Sequence[InputFile], records: Sequence[Record], run: Rescored) -> list[SummaryRow]:
    by_key = {r.key: r for r in records if isinstance(r, EpisodeRecord) and r.ok}
    paths = [f.path for f in files]
    common = os.path.commonpath(paths) if len(paths) > 1 else os.path.dirname(paths[0])
    out = []
    for f in files:
        mine = [by_key[a.key] for a in f.answers if a.key in by_key]
        judged = [r for r in mine if r.recorded_verdict is not None]
        agree = sum(1 for r in judged if verdict(r) == r.recorded_verdict)
        skipped = sum(f.skipped.values())
        why = "; ".join(f"{n} {reason}" for reason, n in f.skipped.most_common())
        out.append(
            SummaryRow(
                os.path.relpath(f.path, common) if common else f.path,
                f.task,
                f.model,
                f.rows,
                len(f.answers),
                len(mine),
                f"{skipped} ({why})" if skipped else "0",
                f.verdict_field or "",
                agree,
                len(judged),
                run.seconds.get(f.path, 0.0),
            )
        )
    return out


def table(found: Sequence[SummaryRow]) -> str:
    """A Markdown table of the rows."""
    lines = ["| " + " | ".join(HEAD) + " |", "|" + "---|" * len(HEAD)]
    lines += ["| " + " | ".join(c.replace("|", "/") for c in r.cells()) + " |" for r in found]
    return "\n".join(lines)


@functools.lru_cache(maxsize=4096)
def _digest(path: str) -> str:
    """A file's content (PlanBench's two folders hold the same instances twice)."""
    with open(path, "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()


def contradictions(files: Sequence[InputFile]) -> list[str]:
    """Recorded verdicts that differ for the same answer to the same problem, across the
    input files (PlanBench's evaluations have recorded both for one answer): one line per
    group of files, with how many answers they contradict each other on."""
    seen: dict[tuple[str, str, str | None, str, str], list[Recorded]] = defaultdict(list)
    for f in files:
        for a in f.answers:
            if a.verdict is not None:
                key = (_digest(a.domain), _digest(a.problem), a.task, a.query, a.answer.strip())
                seen[key].append(a)
    clash: dict[tuple[str, ...], int] = defaultdict(int)
    for same in seen.values():
        if len({a.verdict for a in same}) > 1:
            clash[tuple(sorted({a.file for a in same}))] += 1
    out = []
    for group, n in sorted(clash.items(), key=lambda kv: -kv[1]):
        tally = []
        for path in group:
            f = next(x for x in files if x.path == path)
            yes = sum(1 for a in f.answers if a.verdict)
            tally.append(f"{path} ({yes} recorded correct)")
        out.append(f"{n} identical answers are recorded correct in one file and wrong in "
                   f"another: {'; '.join(tally)}")  # fmt: skip
    return out
