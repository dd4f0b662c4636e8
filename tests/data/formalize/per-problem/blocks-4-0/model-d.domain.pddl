;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;
;;; 4 Op-blocks world
;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;

(define (domain BLOCKS)
  (:requirements :strips :typing)
  (:types block)
  (:predicates (rests-on ?x - block ?y - block)
	       (on-the-table ?x - block)
	       (free ?x - block)
	       (arm-free)
	       (grasps ?x - block)
	       )

  (:action pick-up
	     :parameters (?x - block)
	     :precondition (and (free ?x) (on-the-table ?x) (arm-free))
	     :effect
	     (and (not (on-the-table ?x))
		   (not (free ?x))
		   (not (arm-free))
		   (grasps ?x)))

  (:action put-down
	     :parameters (?x - block)
	     :precondition (grasps ?x)
	     :effect
	     (and (not (grasps ?x))
		   (free ?x)
		   (arm-free)
		   (on-the-table ?x)))
  (:action stack
	     :parameters (?x - block ?y - block)
	     :precondition (and (grasps ?x) (free ?y))
	     :effect
	     (and (not (grasps ?x))
		   (not (free ?y))
		   (free ?x)
		   (arm-free)
		   (rests-on ?x ?y)))
  (:action unstack
	     :parameters (?x - block ?y - block)
	     :precondition (and (rests-on ?x ?y) (free ?x) (arm-free))
	     :effect
	     (and (grasps ?x)
		   (free ?y)
		   (not (free ?x))
		   (not (arm-free))
		   (not (rests-on ?x ?y)))))
