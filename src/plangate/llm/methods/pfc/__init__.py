"""LLM-PFC (Webb et al.), in one place: its options and counters (``options``), the
modules (``modules``), the paper's prompts (``prompts``), the agent and its tree
search (``agent``) and the paper's zero-shot and ICL baselines (``baselines``)."""

from __future__ import annotations

from plangate.llm.methods.base import Method
from plangate.llm.methods.pfc.agent import METHOD
from plangate.llm.methods.pfc.baselines import METHODS as BASELINES
from plangate.llm.methods.pfc.options import MODULES, PART, PFCOptions, PFCStats

METHODS: list[Method] = [METHOD, *BASELINES]

__all__ = ["BASELINES", "METHOD", "METHODS", "MODULES", "PART", "PFCOptions", "PFCStats"]
