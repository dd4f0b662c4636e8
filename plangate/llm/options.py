"""The options of an LLM episode: budgets, prompting, sampling and the strategies' own."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import MISSING, dataclass, field, replace
from typing import Any

from plangate.llm.clients.base import Sampling

MODULES = ("actor", "monitor", "predictor", "evaluator", "coordinator", "decomposer")
HISTORY = ("full", "compact")
READINGS = ("number", "lenient")


def opt(
    default: Any = MISSING,
    help: str = "",
    *,
    flag: str | None = None,
    metavar: str | None = None,
    choices: Sequence[str] | None = None,
    cli: bool = True,
    factory: Any = None,
) -> Any:
    """A field with what the command line needs to offer it: its help, and its flag when
    that is not ``--`` + the field's name (see :mod:`plangate.cli_options`)."""
    meta = {"help": help, "flag": flag, "metavar": metavar, "choices": choices, "cli": cli}
    if factory is not None:
        return field(default_factory=factory, metadata=meta)
    return field(default=default, metadata=meta)


@dataclass(frozen=True)
class PFCOptions:
    """LLM-PFC's parameters (the paper's defaults) and the module switches."""

    branches: int = opt(2, "B: actions proposed per search node", metavar="B")
    depth: int = opt(2, "L: search depth", metavar="L")
    max_length: int = opt(30, "T: the longest plan the agent may produce", metavar="T")
    monitor_rounds: int = opt(10, "Actor-Monitor rounds per proposal", metavar="N")
    temperature_attempts: int = opt(
        10, "Actor attempts with a raised temperature when it repeats itself", metavar="N"
    )
    temperature_step: float = opt(0.1, "the Actor's temperature rise per attempt", metavar="T")
    symbolic: frozenset[str] = opt(
        help="run these modules symbolically: a comma list of " + ", ".join(MODULES) + ", or 'all'",
        metavar="MODULES",
        factory=frozenset,
    )
    evaluator: str = opt("exact", "the symbolic Evaluator", choices=("exact", "lmcut"))
    decomposer: bool = opt(True, "ablation: no TaskDecomposer")
    search: bool = opt(True, "ablation: no tree search")
    monitor: bool = opt(True, "ablation: no Monitor")
    shots: int = opt(
        3,
        "solved example problems shown to each LLM module (0-3; the paper: 2)",
        flag="--module-shots",
        metavar="K",
    )
    actor_shots: int = opt(-1, "the Actor's own --module-shots (-1: the same)", metavar="K")
    evaluator_shots: int = opt(-1, "the Evaluator's own --module-shots (-1: the same)", metavar="K")
    subgoals: int = opt(
        1,
        "subgoals the TaskDecomposer proposes per problem, each once the previous one is "
        "reached (0: a new one after each, until the goal)",
        metavar="N",
    )
    seed: int = opt(0, "random tie-breaking of the search (set from --seed)", cli=False)

    @property
    def most_shots(self) -> int:
        """The solved examples the modules need."""
        return max(self.shots, self.actor_shots, self.evaluator_shots)

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
        if not (-1 <= self.actor_shots <= 3 and -1 <= self.evaluator_shots <= 3):
            raise ValueError("actor_shots and evaluator_shots must be between -1 and 3")
        if self.subgoals < 0:
            raise ValueError("subgoals must be >= 0")


@dataclass(frozen=True)
class LATSOptions:
    """The paper's defaults for its reasoning tasks."""

    samples: int = opt(5, "n: actions sampled per expansion", metavar="N")
    rollouts: int = opt(30, "k: rollouts", metavar="K")
    lam: float = opt(0.5, "lambda: weight of the LM score against self-consistency", metavar="L")
    w: float = opt(1.0, "UCT exploration weight", flag="--exploration", metavar="W")
    depth: int = opt(15, "depth limit of a trajectory", flag="--lats-depth", metavar="D")
    graded: bool = opt(False, "reward graded by the exact distance gained")
    temperature: float = opt(
        1.0, "sampling temperature of expansions", flag="--lats-temperature", metavar="T"
    )
    proposer: str = opt("llm", "who proposes actions", choices=("llm", "valid"))
    value: str = opt(
        "llm", "the value: the model's or 1/(1+exact distance)", choices=("llm", "exact")
    )
    reflections: int = opt(3, "the most recent reflections put into prompts", metavar="N")
    search: str = opt(
        "mcts",
        "the search: MCTS, or the paper's DFS ablation",
        flag="--lats-search",
        choices=("mcts", "dfs"),
    )
    prune: float = opt(
        0.0, "DFS: children valued below this are cut", flag="--lats-prune", metavar="V"
    )
    seed: int = opt(0, "random choices of the search (set from --seed)", cli=False)

    def __post_init__(self) -> None:
        if self.samples < 1 or self.rollouts < 1 or self.depth < 1:
            raise ValueError("samples, rollouts and depth must be positive")
        if not 0.0 <= self.lam <= 1.0:
            raise ValueError("lambda must be in [0, 1]")
        if self.search not in ("mcts", "dfs"):
            raise ValueError("search is 'mcts' or 'dfs'")
        if self.proposer not in ("llm", "valid") or self.value not in ("llm", "exact"):
            raise ValueError("proposer is 'llm' or 'valid'; value is 'llm' or 'exact'")


@dataclass(frozen=True)
class MethodOptions:
    """Budgets and prompting options; the defaults are the study's."""

    shots: int = opt(0, "solved examples in the preplanned prompt", metavar="K")
    max_tries: int = opt(8, "preplanned-validated: whole plans proposed", metavar="N")
    max_invalid: int = opt(16, "invalid proposals allowed (interactive)", metavar="N")
    max_steps: int = opt(50, "valid actions executed at most (interactive)", metavar="N")
    history: str = opt("full", "interactive prompt history", choices=HISTORY)
    cot_max_tokens: int = opt(
        2048,
        "tokens per answer for chain-of-thought methods (at least --max-tokens): the "
        "reasoning must fit",
        metavar="N",
    )
    reading: str = opt(
        "number",
        "restricted answers: 'number' (the study: the option's number, anything else is an "
        "invalid proposal) or 'lenient' (also an action written out, or the first number "
        "in free text; the variant '/lenient')",
        choices=READINGS,
        flag="--restricted-reading",
    )
    sampling: Sampling = field(default_factory=Sampling)
    system: str | None = opt(None, "a system message before every prompt", metavar="TEXT")
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
        if self.cot_max_tokens < 1:
            raise ValueError("cot_max_tokens must be >= 1")
        if self.history not in HISTORY:
            raise ValueError(f"history must be one of {', '.join(HISTORY)}")
        if self.reading not in READINGS:
            raise ValueError(f"reading must be one of {', '.join(READINGS)}")

    def seeded(self, seed: int) -> MethodOptions:
        """One seed for a run: the sampling's, PFC's tie-breaking and LATS' choices (the
        same in ``plangate solve --seed`` and in ``bench``)."""
        return replace(
            self,
            sampling=replace(self.sampling, seed=seed),
            pfc=replace(self.pfc, seed=seed),
            lats=replace(self.lats, seed=seed),
        )


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
