; Tower of Hanoi. Pegs and disks are places a disk can sit on; (top ?x ?p)
; names the topmost place on peg ?p (the peg itself when it is empty);
; (larger ?x ?y): ?x is larger than disk ?y, and every peg is larger than
; every disk. A move names the disk, both pegs, and what the disk leaves
; and lands on, so renderings can speak of pegs (or lists) only.
(define (domain hanoi)
  (:requirements :strips :typing)
  (:types disk peg - place)
  (:predicates (on ?d - disk ?x - place) (top ?x - place ?p - peg) (larger ?x - place ?d - disk))

  (:action move
    :parameters (?d - disk ?from - peg ?to - peg ?under - place ?onto - place)
    :precondition (and (top ?d ?from) (on ?d ?under) (top ?onto ?to) (larger ?onto ?d))
    :effect (and (not (top ?d ?from)) (top ?under ?from)
                 (not (on ?d ?under)) (on ?d ?onto)
                 (not (top ?onto ?to)) (top ?d ?to))))
