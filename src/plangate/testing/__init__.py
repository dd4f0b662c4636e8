"""Test helpers that ship with plangate, for its tests and for yours: an
OpenAI-compatible server on 127.0.0.1 (:mod:`plangate.testing.fake_server`) and a
scripted model answering every prompt from the exact planner
(:mod:`plangate.testing.oracle`). Nothing in plangate's own layers imports them."""
