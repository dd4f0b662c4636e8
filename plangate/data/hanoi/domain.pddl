; Tower of Hanoi: pegs and disks are both places a disk can sit on.
; (larger ?x ?y): ?x is larger than ?y; every peg counts as larger than
; every disk, so any disk may sit on an empty peg.
(define (domain hanoi)
  (:requirements :strips)
  (:predicates (clear ?x) (on ?x ?y) (larger ?x ?y))

  (:action move
    :parameters (?disk ?from ?to)
    :precondition (and (larger ?to ?disk) (on ?disk ?from) (clear ?disk) (clear ?to))
    :effect (and (clear ?from) (on ?disk ?to) (not (on ?disk ?from)) (not (clear ?to)))))
