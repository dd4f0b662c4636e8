"""Inspect AI's entry point for plangate's tasks (``inspect eval plangate/plan``)."""

from plangate.inspect import acpbench, machine, plan

__all__ = ["acpbench", "machine", "plan"]
