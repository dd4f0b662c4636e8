; PPDDL: a coin that lands heads half of the time (probabilistic effects)
(define (domain coin)
  (:requirements :typing :probabilistic-effects)
  (:predicates (heads) (tossed))
  (:action toss
    :parameters ()
    :precondition (not (tossed))
    :effect (and (tossed) (probabilistic 0.5 (heads)))))
