"""``python -m plangate.interop.lmeval``: the folder of plangate's lm-evaluation-harness
task files (for ``lm_eval --include_path``)."""

from plangate.interop.lmeval import tasks_dir

print(tasks_dir())
