"""ACPBench and ACPBench-Hard on any PDDL domain: its questions asked at states of a
task, answered exactly (:mod:`plangate.verify.questions`) and a model's answers scored
as the benchmark defines them (:mod:`.score`)."""
