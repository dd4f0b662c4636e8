"""How much work a search, a question or the ground truth may do: the one budget type
and every default budget, written here only (a literal budget anywhere else is a bug).

A :class:`Budget` bounds the states a search stores and its wall-clock seconds (None:
no bound); ``stop``, asked now and then, ends it as its time limit does (another planner
racing it has answered); ``planner_seconds`` lets a question that search cannot decide
ask the exact planners, each for that long (0: never). :class:`GroundTruth` says which
exact planner scores an episode, with what limit, and how large a state space is
explored whole (:meth:`plangate.verify.distance.DistanceOracle.of`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Budget:
    """Bounds for a search (module docstring); the defaults are :data:`SEARCH`'s."""

    states: int | None = 2_000_000
    seconds: float | None = 60.0
    planner_seconds: float = 0.0
    stop: Callable[[], bool] | None = None

    def __post_init__(self) -> None:
        if self.states is not None and self.states < 1:
            raise ValueError("a budget's states must be positive")
        if self.seconds is not None and self.seconds <= 0:
            raise ValueError("a budget's seconds must be positive")
        if self.planner_seconds < 0:
            raise ValueError("a budget's planner_seconds must not be negative")

    def within(self, seconds: float | None) -> Budget:
        """This budget with at most ``seconds`` (None: as it is)."""
        if seconds is None or (self.seconds is not None and self.seconds <= seconds):
            return self
        return Budget(self.states, seconds, self.planner_seconds, self.stop)


@dataclass(frozen=True)
class GroundTruth:
    """How an episode is scored (module docstring)."""

    planner: str | None = None  # the exact planner (None: auto)
    seconds: float = 60.0  # the limit of each of its searches
    states: int = 50_000  # state spaces this large are explored whole (larger: searched)


# an exact plan (plangate optimal, the planners' default)
SEARCH = Budget()
# a question about a state (ACPBench's reachability, landmarks, solvability)
QUESTION = Budget(200_000, 10.0)
# scoring ACPBench answers: a question's search, then planner queries
QUESTION_SCORING = Budget(200_000, 10.0, planner_seconds=30.0)
# making ACPBench items: a smaller search, shorter planner queries
QUESTION_MAKING = Budget(100_000, 10.0, planner_seconds=20.0)
# the rest of a plan an ACPBench item shows (any plan, found fast)
PLAN_REST = Budget(50_000, 2.0)
# the symbolic parts of LLM-PFC (its Predictor and Evaluator ask for exact plans)
PFC_SYMBOLIC = Budget(200_000, 30.0)
# a worked example's plan for a prompt, found before the episode
EXAMPLE = Budget(500_000, 30.0)
# a dry run's quick look at how hard a task is
QUICK_LOOK = Budget(500_000, 1.0)
# a generated problem's optimal plan (a problem without one within it is not kept)
GENERATED = Budget(2_000_000, 120.0)
# a written problem's plan (the formalizer's, each round)
WRITTEN_SECONDS = 20.0
WRITTEN_PLAN = Budget(None, WRITTEN_SECONDS)
# what an agent asks of the exact planners (MCP: plan_pddl, an optimal plan, a distance)
AGENT_SECONDS = 30.0
AGENT_PLAN = Budget(None, AGENT_SECONDS)
# the plan whose states a program's generated tests sample (plangate.programs.checks)
TESTS_PLAN = Budget(200_000, 10.0)
# the breadth-first search with a model's successor function (plangate.programs): its
# expansions and its wall-clock seconds (the sandbox's, for the whole search)
PROGRAM_SEARCH = Budget(200_000, 120.0)
# a model's heuristic in greedy best-first search on one training task (code-heuristic),
# and a generalized plan's call on one task (code-genplan: its seconds)
PROGRAM_TRAIN = Budget(20_000, 30.0)
PROGRAM_PLAN_SECONDS = 30.0
# the reference checks' own searches (plangate.testing): the oracle's plans
REFERENCE = Budget(500_000, 60.0)

# a search that only follows exact distances already known (an optimal plan read off
# them): bounded by their states, not by a budget
ALONG_DISTANCES = Budget(None, None)

DEFAULT = GroundTruth()
# rescoring recorded answers: the built-in search only (an external planner costs more
# to start than the budget), 0.01 s for all of an answer's searches, and spaces up to
# 10,000 states explored (PlanBench's 5 blocks: 866; a larger Logistics space would cost
# a failed exploration per problem)
RESCORING = GroundTruth("builtin", 0.01, 10_000)
# a training reward's ground truth (plangate.reward): 30 s a search, spaces up to
# 2,000,000 states explored once (for at most 30 s), the built-in search's states per
# search (a bound on one answer's memory), 60 s for all of one answer's searches (then
# its truth is unknown: scored on the goal alone), 60 s to make an item
REWARD = GroundTruth(None, 30.0, 2_000_000)
REWARD_EXPLORE_SECONDS = 30.0
REWARD_SEARCH_STATES = 200_000
REWARD_ANSWER_SECONDS = 60.0
REWARD_ITEM_SECONDS = 60.0
# the Gymnasium environment's truth_states default: spaces this large are explored once
ENV_TRUTH_STATES = 2_000_000
# the distance oracle's exploration of a state space, by default
ORACLE_EXPLORE_SECONDS = 1.0
# the auto ground truth's schedule: the built-in search's share before an external
# planner's turn (long enough for a small task, answered before Fast Downward has
# started; short enough that a task Fast Downward answers costs at most about twice its
# time; an oracle lengthens it to half the time its external planner took, up to
# PROBE_MAX), and its limit to a target state when no external planner is there
PROBE_SECONDS = 0.5
PROBE_MAX = 5.0
TARGET_SECONDS = 5.0

__all__ = [
    "AGENT_PLAN",
    "AGENT_SECONDS",
    "ALONG_DISTANCES",
    "DEFAULT",
    "ENV_TRUTH_STATES",
    "EXAMPLE",
    "GENERATED",
    "ORACLE_EXPLORE_SECONDS",
    "PFC_SYMBOLIC",
    "PLAN_REST",
    "PROBE_MAX",
    "PROBE_SECONDS",
    "PROGRAM_PLAN_SECONDS",
    "PROGRAM_SEARCH",
    "PROGRAM_TRAIN",
    "QUESTION",
    "QUESTION_MAKING",
    "QUESTION_SCORING",
    "QUICK_LOOK",
    "REFERENCE",
    "RESCORING",
    "REWARD",
    "REWARD_ANSWER_SECONDS",
    "REWARD_EXPLORE_SECONDS",
    "REWARD_ITEM_SECONDS",
    "REWARD_SEARCH_STATES",
    "SEARCH",
    "TARGET_SECONDS",
    "TESTS_PLAN",
    "WRITTEN_PLAN",
    "WRITTEN_SECONDS",
    "Budget",
    "GroundTruth",
]
