; Grid navigation: a robot moves between adjacent open cells of a grid with walls
; (plangate's own; the grid generator writes its problems). A problem may ask for one
; cell or several to be visited.
(define (domain grid-navigation)
  (:requirements :strips :typing)
  (:types cell)
  (:predicates (at ?c - cell) (adjacent ?a - cell ?b - cell) (visited ?c - cell))
  (:action move
    :parameters (?from - cell ?to - cell)
    :precondition (and (at ?from) (adjacent ?from ?to))
    :effect (and (at ?to) (not (at ?from)) (visited ?to))))
