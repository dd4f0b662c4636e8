"""Programs a language model writes (successor functions, goal tests, heuristics,
generalized plans): run only in a sandboxed child (:mod:`plangate.programs.sandbox`),
tested against the machine, and every answer checked on the true task."""
