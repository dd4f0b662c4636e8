"""Inspect AI's entry point for plangate's tasks (``inspect eval plangate/plan``)."""

from plangate.inspect import acpbench, machine, plan, planbench, planbench_t1

__all__ = ["acpbench", "machine", "plan", "planbench", "planbench_t1"]
