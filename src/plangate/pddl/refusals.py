"""What plangate does not read, in one table: each refused PDDL feature with what it is
and where a user can go instead. Every refusal (a requirement, a section, an effect)
is made here, so it names the feature, the file and line, and a next step."""

from __future__ import annotations

from dataclasses import dataclass

from plangate.errors import Loc, UnsupportedFeatureError


@dataclass(frozen=True)
class Refused:
    what: str  # the kind of planning it belongs to
    instead: str  # where to go


TEMPORAL = Refused(
    "temporal planning (PDDL 2.1 durative actions)",
    "a temporal planner (OPTIC, TFD or LPG-td, e.g. through unified-planning or planutils); "
    "VAL validates temporal plans",
)
TIMED = Refused(
    "timed initial literals (PDDL 2.2)",
    "a temporal planner that reads them (OPTIC, TFD, LPG-td); VAL validates the plans",
)
HYBRID = Refused(
    "PDDL+ (processes, events, continuous change)",
    "ENHSP (pip install up-enhsp) or DiNo; VAL validates PDDL+ plans",
)
FOND = Refused(
    "fully observable non-deterministic planning (FOND: oneof effects)",
    "a FOND planner such as PRP or MyND (planutils installs prp); a deterministic task "
    "keeps one outcome of each oneof",
)
PROBABILISTIC = Refused(
    "probabilistic planning (PPDDL)",
    "an MDP planner (PROST reads RDDL; PDDLGym simulates PPDDL); a deterministic task keeps "
    "the most likely outcome of each effect",
)
PREFERENCES = Refused(
    "PDDL3 preferences and state-trajectory constraints",
    "compile them away (Percassi and Gerevini's compilation) or use OPTIC or LPG",
)
OBJECT_FLUENTS = Refused(
    "object fluents (PDDL 3.1 functions whose values are objects)",
    "rewrite each object fluent as a predicate with one more argument (the value), "
    "assigned by deleting the old value and adding the new",
)
NET_BENEFIT = Refused(
    "net-benefit planning (soft goals with utilities)",
    "compile soft goals into hard goals with action costs (Keyder and Geffner, 2009): "
    "every goal of plangate is hard",
)

REQUIREMENTS: dict[str, Refused] = {
    ":durative-actions": TEMPORAL,
    ":duration-inequalities": TEMPORAL,
    ":timed-initial-literals": TIMED,
    ":time": HYBRID,
    ":continuous-effects": HYBRID,
    ":processes": HYBRID,
    ":events": HYBRID,
    ":non-deterministic": FOND,
    ":probabilistic-effects": PROBABILISTIC,
    ":rewards": PROBABILISTIC,
    ":mdp": PROBABILISTIC,
    ":preferences": PREFERENCES,
    ":constraints": PREFERENCES,
    ":object-fluents": OBJECT_FLUENTS,
    ":goal-utilities": NET_BENEFIT,
    ":net-benefit": NET_BENEFIT,
}
SECTIONS: dict[str, tuple[str, Refused]] = {  # a section keyword: its requirement and why
    ":durative-action": (":durative-actions", TEMPORAL),
    ":timed-initial-literals": (":timed-initial-literals", TIMED),
    ":process": (":time", HYBRID),
    ":event": (":time", HYBRID),
    ":constraints": (":constraints", PREFERENCES),
}


def refusal(feature: str, refused: Refused, loc: Loc | None) -> UnsupportedFeatureError:
    """The error for ``feature`` (a requirement, a section or an effect as written)."""
    return UnsupportedFeatureError(
        f"{feature} is {refused.what}, which plangate does not read; instead: {refused.instead}",
        loc,
    )
