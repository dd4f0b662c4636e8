"""Objects of a written domain paired by their roles: the renamings under which the two
tasks agree on their first steps.

Where the written domain's predicates say nothing comparable (it is not the true one up
to renaming: :mod:`.schemas`), what the two pairs of files share is behaviour: the
actions' names and parameters. A task's first steps become a coloured graph: a node per
object (a domain constant coloured by its name), a node per ground action applicable in
the initial state (coloured by the action's name) and, after each, a node per action
applicable next (coloured by both names), linked to the objects they name through
nodes coloured by argument position. A renaming under which the two tasks apply the
same actions in their first two steps is an isomorphism of these graphs (VF2++); under
any other renaming, a plan of at most two steps tells them apart. So the renamings
worth comparing side by side are these, and "not equivalent" needs a witness under
each of them only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import networkx as nx

    from plangate.pddl.task import Task
    from plangate.verify.equivalence.graphs import Renaming

MAX_NODES = 20_000  # a graph larger than this is not built (the caller falls back)


def first_steps(task: Task, constants: set[str]) -> nx.Graph | None:
    """The graph of ``task``'s first two steps (module docstring), or None when it would
    pass :data:`MAX_NODES`."""
    import networkx as nx

    g = nx.Graph()
    for o in task.objects:
        g.add_node(("o", o), colour=f"constant {o}" if o in constants else "object")
    count = 0

    def add(colour: str, args: list[tuple[int, int, str]]) -> None:
        nonlocal count
        node = ("a", count)
        count += 1
        g.add_node(node, colour=colour)
        for step, k, arg in args:
            p = ("p", count, step, k)
            g.add_node(p, colour=f"argument {step}.{k}")
            g.add_edge(node, p)
            if ("o", arg) not in g:
                g.add_node(("o", arg), colour=f"constant {arg}")
            g.add_edge(p, ("o", arg))

    first = task.applicable(task.initial)
    for op in first:
        add(f"step {op.name}", [(1, k, a) for k, a in enumerate(op.args)])
        after = op.apply(task.initial)
        for nxt in task.applicable(after):
            add(f"step {op.name} then {nxt.name}",
                [(1, k, a) for k, a in enumerate(op.args)]
                + [(2, k, a) for k, a in enumerate(nxt.args)])  # fmt: skip
            if g.number_of_nodes() > MAX_NODES:
                return None
    return g


def role_renamings(
    true: Task, written: Task, constants: set[str], limit: int
) -> list[Renaming] | None:
    """Up to ``limit`` renamings (written object -> true object) under which the two tasks
    apply the same actions in their first two steps; [] when there is none; None when
    the graphs are too large to build."""
    from plangate.verify.equivalence.graphs import _plausible, refine
    from plangate.verify.equivalence.matching import isomorphisms

    gt, gw = first_steps(true, constants), first_steps(written, constants)
    if gt is None or gw is None:
        return None
    if not _plausible(gt, gw) or not refine(gt, gw):
        return []
    return [{w[1]: t[1] for w, t in m.items()} for m in isomorphisms(gw, gt, limit)]


__all__ = ["first_steps", "role_renamings"]
