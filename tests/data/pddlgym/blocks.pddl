; A Blocksworld in PDDLGym's shape, written for plangate's tests: every operator takes
; the robot as an extra parameter, and each has an action predicate (pickup, putdown,
; stack, unstack) listed in the problem's init, which PDDLGym reads as its action space
; from the comment below.
(define (domain blocks)
  (:requirements :strips :typing)
  (:types block robot)
  (:predicates
    (on ?x - block ?y - block) (ontable ?x - block) (clear ?x - block)
    (handempty ?r - robot) (handfull ?r - robot) (holding ?x - block)
    (pickup ?x - block) (putdown ?x - block) (stack ?x - block ?y - block)
    (unstack ?x - block))
  ; (:actions pickup putdown stack unstack)
  (:action pick-up
    :parameters (?x - block ?r - robot)
    :precondition (and (pickup ?x) (clear ?x) (ontable ?x) (handempty ?r))
    :effect (and (not (ontable ?x)) (not (clear ?x)) (not (handempty ?r))
                 (handfull ?r) (holding ?x)))
  (:action put-down
    :parameters (?x - block ?r - robot)
    :precondition (and (putdown ?x) (holding ?x) (handfull ?r))
    :effect (and (not (holding ?x)) (clear ?x) (handempty ?r) (not (handfull ?r))
                 (ontable ?x)))
  (:action stack
    :parameters (?x - block ?y - block ?r - robot)
    :precondition (and (stack ?x ?y) (holding ?x) (clear ?y) (handfull ?r))
    :effect (and (not (holding ?x)) (not (clear ?y)) (clear ?x) (handempty ?r)
                 (not (handfull ?r)) (on ?x ?y)))
  (:action unstack
    :parameters (?x - block ?y - block ?r - robot)
    :precondition (and (unstack ?x) (on ?x ?y) (clear ?x) (handempty ?r))
    :effect (and (holding ?x) (clear ?y) (not (clear ?x)) (not (handempty ?r))
                 (handfull ?r) (not (on ?x ?y)))))
