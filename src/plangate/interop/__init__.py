"""plangate and other planning libraries: unified-planning both ways (:mod:`.up`), and
plangate as a unified-planning engine (:mod:`.up_engine`)."""
