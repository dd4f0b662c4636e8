"""The search tree of an episode (LATS, ToT, RAP, LLM-PFC), drawn as SVG for the
episode browser from the tree its trace keeps (:class:`plangate.llm.trace.TreeNode`)."""

from __future__ import annotations

from html import escape

from plangate.llm.trace import TreeNode

DRAWN = 300  # nodes drawn (breadth first); the rest are counted
CHOSEN, OTHER = "#d62728", "#8c8c8c"
SLOT, LEVEL, PAD = 96, 64, 24


def _short(text: str, n: int = 20) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def _numbers(node: TreeNode) -> str:
    parts = []
    if node.value is not None:
        parts.append(f"v {node.value:g}")
    if node.visits is not None:
        parts.append(f"n {node.visits}")
    return " · ".join(parts)


def _layout(nodes: list[TreeNode]) -> dict[int, float]:
    """x slot of each node: leaves left to right in depth-first order, a parent above the
    middle of its children."""
    kids: dict[int, list[int]] = {n.id: [] for n in nodes}
    for n in nodes:
        if n.parent is not None and n.parent in kids:
            kids[n.parent].append(n.id)
    x: dict[int, float] = {}
    slot = 0
    roots = [n.id for n in nodes if n.parent is None or n.parent not in kids]
    stack: list[tuple[int, bool]] = [(r, False) for r in reversed(roots)]
    while stack:  # post-order, without recursion (trees may be deep)
        node, seen = stack.pop()
        if kids[node] and not seen:
            stack.append((node, True))
            stack += [(k, False) for k in reversed(kids[node])]
        elif kids[node]:
            x[node] = sum(x[k] for k in kids[node]) / len(kids[node])
        else:
            x[node], slot = float(slot), slot + 1
    return x


def tree_svg(tree: list[TreeNode]) -> str:
    """The tree, root at the top: each node with the action that led to it, its value (v)
    and visits (n); the path the method returned in red."""
    if not tree:
        return ""
    nodes = tree[:DRAWN]
    x = _layout(nodes)
    depth0 = min(n.depth for n in nodes)
    levels = max(n.depth for n in nodes) - depth0 + 1
    width = int(max(x.values(), default=0) + 1) * SLOT + 2 * PAD
    height = levels * LEVEL + 2 * PAD

    def at(n: TreeNode) -> tuple[float, float]:
        return PAD + SLOT / 2 + x[n.id] * SLOT, PAD + 8 + (n.depth - depth0) * LEVEL

    by_id = {n.id: n for n in nodes}
    edges, dots = [], []
    for n in nodes:
        cx, cy = at(n)
        parent = by_id.get(n.parent) if n.parent is not None else None
        if parent is not None:
            px, py = at(parent)
            on = n.chosen and parent.chosen
            edges.append(
                f'<line x1="{px:.0f}" y1="{py:.0f}" x2="{cx:.0f}" y2="{cy:.0f}" '
                f'stroke="{CHOSEN if on else OTHER}" stroke-width="{3 if on else 1}"/>'
            )
        colour = CHOSEN if n.chosen else OTHER
        label = n.action or "start"
        title = escape(f"{label} {_numbers(n)}".strip())
        dots.append(
            f'<g class="node{" chosen" if n.chosen else ""}"><title>{title}</title>'
            f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="6" fill="{colour}"/>'
            f'<text x="{cx:.0f}" y="{cy + 18:.0f}" font-size="10" text-anchor="middle">'
            f"{escape(_short(label))}</text>"
            f'<text x="{cx:.0f}" y="{cy + 30:.0f}" font-size="9" fill="#555" '
            f'text-anchor="middle">{escape(_numbers(n))}</text></g>'
        )
    more = (
        f"<p>The first {DRAWN} of {len(tree)} nodes, breadth first.</p>"
        if len(tree) > DRAWN
        else ""
    )
    chosen = sum(1 for n in tree if n.chosen)
    return (
        f"<p>{len(tree)} nodes; the path the method returned ({chosen - 1} "
        f"step{'s' if chosen != 2 else ''}) in red. v: the node's value as the method "
        "keeps it, n: its visits.</p>"
        f'<div style="overflow:auto;max-height:640px"><svg id="tree" width="{width}" '
        f'height="{height}" role="img" aria-label="search tree">'
        f"{''.join(edges)}{''.join(dots)}</svg></div>{more}"
    )
