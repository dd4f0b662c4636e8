"""plangate's task files for EleutherAI's lm-evaluation-harness: ACPBench-Hard's
generative tasks whose answers plangate scores symbolically against each item's task
(any right landmark, fact, action or simplification counts), on ACPBench's own items;
and PlanBench's task 1 (``plangate_planbench_t1``: its prompts from a PlanBench checkout,
``PLANGATE_PLANBENCH``; each plan read and replayed on the machine).

``TASKS_DIR`` is the folder to give ``lm_eval --include_path``; ``python -m
plangate.lmeval`` prints it::

    PLANGATE_ACPBENCH=path/to/ACPBench lm_eval run --model local-chat-completions \\
        --model_args model=NAME,base_url=http://127.0.0.1:8000/v1/chat/completions \\
        --include_path "$(python -m plangate.lmeval)" --tasks plangate_acp_gen \\
        --apply_chat_template --log_samples --output_path out

The tasks are ``plangate_acp_TASK_gen`` (TASK: app, prog, val, just, reach, areach,
land, nexta) and the group ``plangate_acp_gen``; the split is ``test`` unless
``--metadata '{"split": "dev"}'`` says (``"acpbench": DIR`` names the checkout too).
Each sample's metrics: ``plangate_correct`` (plangate's verdict), ``plangate_readable``
and ``acpbench_correct`` (the verdict of the dataset's own answer). The samples files
``--log_samples`` writes are read by ``plangate rescore``.
"""

from __future__ import annotations

from pathlib import Path

TASKS_DIR = Path(__file__).resolve().parent / "tasks"

__all__ = ["TASKS_DIR"]
