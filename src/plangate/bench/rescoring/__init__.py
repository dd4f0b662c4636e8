"""Re-scoring answers a researcher already has, without calling a model again
(``plangate rescore``).

* :mod:`.planbench`: a PlanBench checkout as it is (configuration, domain, instances,
  task and verdict field of every result file, from PlanBench's own layout).
* :mod:`.inputs`: the input files (PlanBench's result files, folders of them, JSONL)
  as recorded answers, with the rows skipped and why.
* :mod:`.scoring`: each answer replayed as a live run would score it; resumable.
* :mod:`.summary`: one row per input file, and recorded verdicts that contradict
  each other.
* :mod:`.files`: ``plangate rescore`` as a function: the inputs sorted out (each
  benchmark family's, the plans of framework logs read in memory, the rest), each
  scored, and what was done said.
"""
