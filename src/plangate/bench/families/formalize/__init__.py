"""The ``formalize`` benchmark family: items that ask a model to write PDDL, graded by
what the written files mean (:mod:`.family`), and the folder layouts of published
model-written files ``plangate rescore`` reads (:mod:`.layouts`, :mod:`.rescore`)."""
