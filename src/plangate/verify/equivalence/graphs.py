"""Problems as coloured graphs, and object renamings from their isomorphisms.

A problem becomes an undirected graph with a node per object (coloured by its declared
type; a domain constant by its own name, so it maps only to itself), a node per atom of
the initial state (coloured ``init`` and its predicate; a numeric initial value also by
its value; ``(= (total-cost) 0)`` is left out where it only accumulates the plan's
cost, as a file may then leave it unsaid) and, when
asked, a node per literal of a conjunctive goal (coloured by predicate and sign). An
atom reaches its ``k``-th argument through a node coloured ``k``, so argument order and
repeated arguments are kept. Two problems of one domain have initial states that are
equal up to renaming objects iff their graphs are isomorphic, and each isomorphism
restricted to the object nodes is such a renaming. networkx's VF2++ (Jüttner and
Madarasi, 2018) finds it; no search of plangate's own.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from plangate.pddl import syntax as s

if TYPE_CHECKING:
    import networkx as nx

# a ground literal: (predicate, arguments, positive)
Literal = tuple[str, tuple[str, ...], bool]
Renaming = dict[str, str]  # written object -> true object
_COLOUR = "colour"
_REFINED = "refined"


def conjunctive(goal: s.Formula) -> list[Literal] | None:
    """The literals of a goal that is a conjunction of ground literals (nested ``and``
    flattened), or None for any other goal (a disjunction, a quantifier, an implication)."""
    out: list[Literal] = []
    todo = [goal]
    while todo:
        f = todo.pop()
        if isinstance(f, s.And):
            todo.extend(f.args)
        elif isinstance(f, s.Atom):
            out.append((f.predicate, f.args, True))
        elif isinstance(f, s.Not) and isinstance(f.arg, s.Atom):
            out.append((f.arg.predicate, f.arg.args, False))
        else:
            return None
    return sorted(set(out))


def objects_of(domain: s.Domain, problem: s.Problem) -> dict[str, str]:
    """Each object of the problem and constant of the domain, with its colour."""
    out = {c.name: f"constant {c.name}" for c in domain.constants}
    for o in problem.objects:
        out.setdefault(o.name, f"object {' '.join(sorted(o.types))}")
    return out


@dataclass(frozen=True)
class Described:
    """A problem's graph and what it was built from."""

    graph: nx.Graph
    objects: dict[str, str]
    init: frozenset[str]  # the initial atoms as text (numeric values as ``(= (f a) 3)``)


def describe(domain: s.Domain, problem: s.Problem, goal: Iterable[Literal] = ()) -> Described:
    import networkx as nx

    g = nx.Graph()
    objects = objects_of(domain, problem)
    for name, colour in objects.items():
        g.add_node(("o", name), **{_COLOUR: colour})
    facts: set[str] = set()
    nodes: list[tuple[str, str, tuple[str, ...]]] = []
    accumulator = _accumulates(domain, problem)
    for el in problem.init:
        if isinstance(el, s.FluentValue):
            f = el.fluent
            if accumulator and f.name == "total-cost" and not f.args and el.value == 0:
                continue  # the plan-cost accumulator at 0: stated or not, the same task
            text = f"(= {f} {s.number_str(el.value)})"
            if text not in facts:
                nodes.append((f"value {f.name} {s.number_str(el.value)}", text, f.args))
        else:
            text = str(el)
            if text not in facts:
                nodes.append((f"init {el.predicate}", text, el.args))
        facts.add(text)
    for pred, args, positive in goal:
        nodes.append((f"goal {pred} {'+' if positive else '-'}", "", args))
    for i, (colour, _text, args) in enumerate(nodes):
        g.add_node(("a", i), **{_COLOUR: colour})
        for k, arg in enumerate(args):
            if ("o", arg) not in g:  # an object the checks let through (equality on names)
                g.add_node(("o", arg), **{_COLOUR: f"constant {arg}"})
            g.add_node(("p", i, k), **{_COLOUR: f"argument {k}"})
            g.add_edge(("a", i), ("p", i, k))
            g.add_edge(("p", i, k), ("o", arg))
    return Described(g, objects, frozenset(facts))


def _accumulates(domain: s.Domain, problem: s.Problem) -> bool:
    """Whether ``(total-cost)`` only accumulates the plan's cost (no condition, goal or
    amount reads it): then a file that leaves its initial 0 unsaid states the same task.
    Where it is read, a state value left undefined is not 0."""
    from plangate.errors import PlangateError
    from plangate.pddl.numeric_kinds import classify

    try:
        return "total-cost" not in classify(domain, problem).state
    except PlangateError:
        return False


def _plausible(a: nx.Graph, b: nx.Graph) -> bool:
    """Equal node and edge counts and equal colour counts: cheap necessary conditions."""
    from collections import Counter

    if a.number_of_nodes() != b.number_of_nodes() or a.number_of_edges() != b.number_of_edges():
        return False
    ca = Counter(c for _, c in a.nodes(data=_COLOUR))
    cb = Counter(c for _, c in b.nodes(data=_COLOUR))
    return ca == cb


def refine(a: nx.Graph, b: nx.Graph) -> bool:
    """Colour refinement (1-dimensional Weisfeiler-Leman) of both graphs with one shared
    palette: each node's colour becomes its colour with the multiset of its neighbours',
    until the number of colours stops growing. Isomorphisms keep the refined colours, so
    matching on them loses none and prunes most of the search; False when the two
    graphs' colour counts already differ (not isomorphic). Each round asks for the
    check's time (:func:`~.matching.check_time`)."""
    from collections import Counter

    from plangate.verify.equivalence.matching import check_time

    palette: dict[object, int] = {}
    colours = [{n: palette.setdefault(c, len(palette)) for n, c in x.nodes(data=_COLOUR)}
               for x in (a, b)]  # fmt: skip
    count = len(palette)
    while True:  # a round per colour class split off: a long path's length of rounds
        check_time()
        step: dict[object, int] = {}
        new = []
        for x, col in zip((a, b), colours, strict=True):
            new.append({
                n: step.setdefault((col[n], tuple(sorted(col[m] for m in x.adj[n]))), len(step))
                for n in x.nodes
            })  # fmt: skip
        if Counter(new[0].values()) != Counter(new[1].values()):
            return False
        colours = new
        if len(step) == count:
            break
        count = len(step)
    for x, col in zip((a, b), colours, strict=True):
        for n, c in col.items():
            x.nodes[n][_REFINED] = c
    return True


def renamings(true: Described, written: Described, limit: int = 1) -> Iterator[Renaming]:
    """Up to ``limit`` renamings (written object -> true object) under which the two
    graphs are equal; none when they are not isomorphic. The matcher runs within the
    check's time budget (:mod:`.matching`)."""
    from plangate.verify.equivalence.matching import isomorphisms

    if not _plausible(true.graph, written.graph) or not refine(true.graph, written.graph):
        return
    if _components(true.graph) != _components(written.graph):
        return  # (what refinement cannot tell: a ring of 2n objects, two rings of n)
    for mapping in isomorphisms(written.graph, true.graph, limit):
        yield {w[1]: t[1] for w, t in mapping.items()}


def _components(g: nx.Graph) -> list[tuple[tuple[int, int], ...]]:
    """The graph's connected components, each as the count of each refined colour in it,
    sorted: an isomorphism maps components onto components of the same counts."""
    from collections import Counter

    import networkx as nx

    out = []
    for nodes in nx.connected_components(g):
        counts = Counter(g.nodes[n][_REFINED] for n in nodes)
        out.append(tuple(sorted(counts.items())))
    return sorted(out)


def renaming(true: Described, written: Described) -> Renaming | None:
    return next(renamings(true, written), None)


def discrete(d: Described) -> bool:
    """Whether colour refinement (run by :func:`renamings`) gave every object of ``d``
    its own colour: then no two objects are interchangeable and a renaming between two
    problems, when there is one, is the only one."""
    colours = [c for n, c in d.graph.nodes(data=_REFINED) if n[0] == "o"]
    return None not in colours and len(set(colours)) == len(colours)


def rename_literals(literals: Iterable[Literal], r: Renaming) -> set[Literal]:
    return {(p, tuple(r.get(a, a) for a in args), pos) for p, args, pos in literals}


def rename_atom(text: str, r: Renaming) -> str:
    """``(p a b)`` with its arguments renamed (``(= (f a) 3)`` too)."""
    if text.startswith("(= ("):
        inner, value = text[3:-1].rsplit(" ", 1)
        return f"(= {rename_atom(inner, r)} {value})"
    parts = text[1:-1].split()
    if not parts:
        return text
    return "(" + " ".join([parts[0], *(r.get(a, a) for a in parts[1:])]) + ")"


def closest(true: Described, written: Described) -> Renaming:
    """A renaming for problems whose initial states differ, to state the difference in:
    objects of the same name (ignoring case) keep it; the others are paired in order
    within their colour (what is left unpaired keeps its name)."""
    t_names = {n.lower(): n for n in true.objects}
    out: Renaming = {}
    left_true = dict(true.objects)
    pending: list[str] = []
    for name in written.objects:
        match = t_names.get(name.lower())
        if match is not None and match in left_true:
            out[name] = match
            del left_true[match]
        else:
            pending.append(name)
    for name in pending:
        colour = written.objects[name]
        pick = next((t for t, c in left_true.items() if c == colour), None)
        if pick is None:
            out[name] = name
        else:
            out[name] = pick
            del left_true[pick]
    return out


def goal_matching(
    true: Described, written: Described, with_goals: tuple[Described, Described]
) -> Renaming | None:
    """A renaming of the initial states under which the smaller goal's literals are all
    among the larger's, or None. ``true`` and ``written`` are the initial states' graphs
    (refined by :func:`renamings`), ``with_goals`` the same problems' graphs with their
    goals: the smaller is matched into the larger as an induced subgraph (VF2), its
    initial-state nodes coloured as refinement coloured them."""
    from plangate.verify.equivalence.matching import isomorphisms

    gt, gw = (x.graph.copy() for x in with_goals)
    for plain, g in ((true.graph, gt), (written.graph, gw)):
        for n, data in g.nodes(data=True):
            data[_REFINED] = plain.nodes[n].get(_REFINED) if n in plain else data[_COLOUR]
    written_smaller = gw.number_of_nodes() <= gt.number_of_nodes()
    big, small = (gt, gw) if written_smaller else (gw, gt)
    found = isomorphisms(big, small, 1, subgraph=True)
    if not found:
        return None
    pairs = [(b[1], s[1]) for b, s in found[0].items()]
    return {s: b for b, s in pairs} if written_smaller else dict(pairs)
