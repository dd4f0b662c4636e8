"""Inspect AI's entry point for plangate's tasks (``inspect eval plangate/plan``)."""

from plangate.interop.inspect_eval import (
    acpbench,
    formalize,
    items,
    machine,
    plan,
    planbench,
    planbench_t1,
)

__all__ = ["acpbench", "formalize", "items", "machine", "plan", "planbench", "planbench_t1"]
