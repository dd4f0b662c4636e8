; Graph traversal in the CogEval style: rooms joined by doors. Steppath
; problems ask for a shortest path to a room; Valuepath problems place two
; rewards of different size and ask for the larger one by the shortest path.
(define (domain rooms)
  (:requirements :strips :typing)
  (:types room)
  (:predicates (at ?r - room) (connected ?a - room ?b - room)
               (large-reward ?r - room) (small-reward ?r - room)
               (has-large) (has-small))

  (:action go
    :parameters (?from - room ?to - room)
    :precondition (and (at ?from) (connected ?from ?to))
    :effect (and (at ?to) (not (at ?from))))

  (:action take-large
    :parameters (?r - room)
    :precondition (and (at ?r) (large-reward ?r))
    :effect (has-large))

  (:action take-small
    :parameters (?r - room)
    :precondition (and (at ?r) (small-reward ?r))
    :effect (has-small)))
