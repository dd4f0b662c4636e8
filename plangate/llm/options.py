"""The options of an LLM episode: budgets, prompting, sampling and the strategies' own."""

from __future__ import annotations

from dataclasses import dataclass, field

from plangate.llm.clients.base import Sampling

MODULES = ("actor", "monitor", "predictor", "evaluator", "coordinator", "decomposer")


@dataclass(frozen=True)
class PFCOptions:
    """LLM-PFC's parameters (the paper's defaults) and the module switches."""

    branches: int = 2  # B: actions proposed per search node
    depth: int = 2  # L: search depth
    max_length: int = 30  # T: the longest plan the agent may produce
    monitor_rounds: int = 10
    temperature_attempts: int = 10  # raising the Actor's temperature when it repeats itself
    temperature_step: float = 0.1
    symbolic: frozenset[str] = field(default_factory=frozenset)  # modules run symbolically
    evaluator: str = "exact"  # the symbolic Evaluator: "exact" distance or "lmcut"
    decomposer: bool = True  # ablations: without TaskDecomposer, tree search, Monitor
    search: bool = True
    monitor: bool = True
    shots: int = 3  # few-shot demonstrations per LLM module (at most 3)

    def __post_init__(self) -> None:
        unknown = set(self.symbolic) - set(MODULES)
        if unknown:
            raise ValueError(
                f"unknown module(s) {', '.join(sorted(unknown))}; the modules are "
                f"{', '.join(MODULES)}"
            )
        if self.branches < 1 or self.depth < 1 or self.max_length < 1:
            raise ValueError("branches, depth and max_length must be positive")
        if self.evaluator not in ("exact", "lmcut"):
            raise ValueError("the symbolic evaluator is 'exact' or 'lmcut'")
        if not 0 <= self.shots <= 3:
            raise ValueError("shots must be between 0 and 3")


@dataclass(frozen=True)
class LATSOptions:
    """The paper's defaults for its reasoning tasks."""

    samples: int = 5  # n actions sampled per expansion
    rollouts: int = 30  # k
    lam: float = 0.5  # lambda: weight of the LM score against self-consistency
    w: float = 1.0  # UCT exploration weight
    depth: int = 15  # depth limit of a trajectory
    graded: bool = False  # reward graded by the exact distance gained
    temperature: float = 1.0  # sampling temperature of expansions
    proposer: str = "llm"  # "llm" or "valid" (uniform samples of valid actions)
    value: str = "llm"  # "llm" or "exact" (1 / (1 + distance to the goal))
    reflections: int = 3  # the most recent reflections put into prompts
    seed: int = 0

    def __post_init__(self) -> None:
        if self.samples < 1 or self.rollouts < 1 or self.depth < 1:
            raise ValueError("samples, rollouts and depth must be positive")
        if not 0.0 <= self.lam <= 1.0:
            raise ValueError("lambda must be in [0, 1]")
        if self.proposer not in ("llm", "valid") or self.value not in ("llm", "exact"):
            raise ValueError("proposer is 'llm' or 'valid'; value is 'llm' or 'exact'")


HISTORY = ("full", "compact")


@dataclass(frozen=True)
class MethodOptions:
    """Budgets and prompting options; the defaults are the study's."""

    shots: int = 0  # solved examples in the preplanned prompt (few-shot / in-context learning)
    max_tries: int = 8  # preplanned-validated: whole plans proposed
    max_invalid: int = 16  # interactive-validated / -restricted: invalid proposals allowed
    max_steps: int = 50  # interactive: valid actions executed
    history: str = "full"  # interactive prompts: "full" conversation or "compact"
    sampling: Sampling = field(default_factory=Sampling)
    system: str | None = None  # an optional system message
    pfc: PFCOptions = field(default_factory=PFCOptions)
    lats: LATSOptions = field(default_factory=LATSOptions)

    def __post_init__(self) -> None:
        if self.shots < 0:
            raise ValueError("shots must be >= 0")
        if self.max_tries < 1:
            raise ValueError("max_tries must be >= 1")
        if self.max_invalid < 1:
            raise ValueError("max_invalid must be >= 1")
        if self.max_steps < 1:
            raise ValueError("max_steps must be >= 1")
        if self.history not in HISTORY:
            raise ValueError(f"history must be one of {', '.join(HISTORY)}")


def ground_truth_uses(strategy: str | None, opts: MethodOptions) -> list[str]:
    """The symbolic parts of a run that read the ground truth (the exact distance to the
    goal): a method gets the distance oracle only when it declares one of these, and
    the declaration is recorded with its results."""
    uses: list[str] = []
    if strategy == "pfc" and "evaluator" in opts.pfc.symbolic:
        uses.append(f"symbolic Evaluator ({opts.pfc.evaluator})")
    if strategy == "lats" and opts.lats.value == "exact":
        uses.append("value = exact distance")
    if strategy == "lats" and opts.lats.graded:
        uses.append("reward graded by the exact distance")
    return uses
