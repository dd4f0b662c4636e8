"""What each numeric function of a domain and problem is, decided once on the lifted
domain:

* *static*: no action changes it. Its values are folded into the ground actions as
  constants (``(weight crate0)``, ``(distance c1 c2)``), and comparisons over statics
  alone are decided at grounding;
* *cost*: only ``increase``/``decrease`` by amounts that read statics alone, outside
  any ``when``, and read by no condition, goal or amount: it only accumulates, so it
  lives outside the state and becomes the actions' cost through the metric
  (``(total-cost)``, ``(fuel-used)``, Driverlog's ``(driven)``);
* *state*: everything else. Its ground instances form the value vector of a state.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from plangate.errors import UnsupportedFeatureError
from plangate.pddl import syntax as s


def _effects(effect: s.Effect | None, when: bool = False) -> Iterator[tuple[s.NumericEffect, bool]]:
    if effect is None:
        return
    if isinstance(effect, s.NumericEffect):
        yield effect, when
    elif isinstance(effect, s.EffectAnd):
        for a in effect.args:
            yield from _effects(a, when)
    elif isinstance(effect, s.EffectForall):
        yield from _effects(effect.effect, when)
    elif isinstance(effect, s.When):
        yield from _effects(effect.effect, True)


def _comparisons(f: s.Formula | None) -> Iterator[s.Comparison]:
    if f is None:
        return
    for node in s.subformulas(f):
        if isinstance(node, s.Comparison):
            yield node


def _when_conditions(effect: s.Effect | None) -> Iterator[s.Formula]:
    if effect is None:
        return
    for node in s.effect_nodes(effect):
        if isinstance(node, s.When):
            yield node.condition


@dataclass(frozen=True)
class Kinds:
    """What each function of a domain and problem is (see the module's docstring)."""

    changed: frozenset[str]
    cost: frozenset[str]
    state: frozenset[str]

    @property
    def numeric(self) -> bool:
        """Whether states carry values (some function is of kind state)."""
        return bool(self.state)


def classify(domain: s.Domain, problem: s.Problem) -> Kinds:
    effects = [e for a in domain.actions for e in _effects(a.effect)]
    changed = frozenset(e.fluent.name for e, _ in effects)
    read: set[str] = set()
    conditions: list[s.Formula] = [problem.goal]
    for a in domain.actions:
        if a.precondition is not None:
            conditions.append(a.precondition)
        conditions.extend(_when_conditions(a.effect))
    for d in domain.derived:
        for c in _comparisons(d.body):
            names = {t.name for t in (*s.num_terms(c.left), *s.num_terms(c.right))}
            if names & changed:
                raise UnsupportedFeatureError(
                    f"derived predicate '{d.name}' compares values that actions change "
                    f"({c}); plangate derives predicates from facts and static values only",
                    c.loc or d.loc,
                )
    for f in conditions:
        for c in _comparisons(f):
            read.update(t.name for t in (*s.num_terms(c.left), *s.num_terms(c.right)))
    state: set[str] = set()
    for e, _ in effects:
        amount = {t.name for t in s.num_terms(e.amount)}
        read.update(amount)
        if e.op in ("scale-up", "scale-down"):
            read.add(e.fluent.name)
    metric = problem.metric
    in_metric = {t.name for t in s.num_terms(metric.expression)} if metric else set()
    for e, _ in effects:
        name = e.fluent.name
        amount = {t.name for t in s.num_terms(e.amount)}
        if name in read or amount & changed:
            state.add(name)  # its value matters, or what it adds depends on the state
        elif e.op not in ("increase", "decrease") and name in in_metric:
            state.add(name)  # the metric reads a value that is not a sum of increments
    cost = changed - state
    return Kinds(changed, frozenset(cost), frozenset(state))
