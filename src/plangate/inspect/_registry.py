"""Inspect AI's entry point for plangate's tasks (``inspect eval plangate/plan``)."""

from plangate.inspect import acpbench, machine, plan, planbench

__all__ = ["acpbench", "machine", "plan", "planbench"]
