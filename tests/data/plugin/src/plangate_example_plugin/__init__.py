"""An example plangate plug-in: a method (``last-valid``), a planner (``breadth-first``)
and a benchmark family (``parity``), each found through an entry point."""
