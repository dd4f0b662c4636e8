"""LLM-PFC's own options and counters: the paper's parameters, the module switches,
and what an episode of the agent counts (the paper's solved and invalid-action
figures are computed from these)."""

from __future__ import annotations

from dataclasses import dataclass

from plangate.llm.options import Part, opt

MODULES = ("actor", "monitor", "predictor", "evaluator", "coordinator", "decomposer")


@dataclass(frozen=True)
class PFCOptions:
    """LLM-PFC's parameters (the paper's defaults) and the module switches."""

    branches: int = opt(2, "B: actions proposed per search node", metavar="B")
    depth: int = opt(2, "L: search depth", metavar="L")
    max_length: int = opt(30, "T: the longest plan the agent may produce", metavar="T")
    monitor_rounds: int = opt(
        10, "interactions with the Monitor per proposal (the paper: 10)", metavar="N"
    )
    temperature_attempts: int = opt(
        10,
        "Actor attempts per proposal with a raised temperature when it gives fewer than B "
        "distinct actions (the paper: 10)",
        metavar="N",
    )
    temperature_step: float = opt(0.1, "the Actor's temperature rise per attempt", metavar="T")
    symbolic: frozenset[str] = opt(
        help="run these modules symbolically: a comma list of " + ", ".join(MODULES) + ", or 'all'",
        choices=MODULES,
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
    actor_shots: int = opt(
        -1, "the Actor's own --module-shots (-1: the same)", metavar="K", later=True
    )
    evaluator_shots: int = opt(
        -1, "the Evaluator's own --module-shots (-1: the same)", metavar="K", later=True
    )
    subgoals: int = opt(
        1,
        "subgoals the TaskDecomposer proposes per problem, each once the previous one is "
        "reached (0: a new one after each, until the goal)",
        metavar="N",
        later=True,
    )
    seed: int = opt(0, "random tie-breaking of the search (set from --seed)", cli=False, later=True)

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

    def ground_truth(self) -> list[str]:
        """The symbolic parts that read the ground truth (the exact distance)."""
        if "evaluator" in self.symbolic:
            return [f"symbolic Evaluator ({self.evaluator})"]
        return []


@dataclass(frozen=True)
class PFCStats:
    """LLM-PFC's counters for one episode (its baselines fill the emitted-plan ones)."""

    actor_proposals: int = 0
    invalid_proposals: int = 0
    monitor_rejections: int = 0
    emitted_actions: int = 0
    emitted_invalid: int = 0
    solved_without_invalid_proposal: bool = False
    agent_plan_length: int = 0
    subgoals: int = 0  # TaskDecomposer calls


PART = Part("pfc", PFCOptions, "pfc (LLM-PFC)", keyed=True)
