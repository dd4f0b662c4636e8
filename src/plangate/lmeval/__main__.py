"""``python -m plangate.lmeval``: the folder of plangate's lm-evaluation-harness task
files (for ``lm_eval --include_path``)."""

from plangate.lmeval import TASKS_DIR

print(TASKS_DIR)
