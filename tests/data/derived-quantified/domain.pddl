; A maze of stages joined by doors. A stage is open unless it is locked and nobody holds
; one of its keys; an agent is stuck where every stage a door leads to is closed. The
; rules have the shapes of IPC 2004's derived-predicate domains: nested quantifiers, a
; universal whose only disjunct is a negated static atom ("no door leads there"), and a
; derived predicate read negated by another (two strata).
(define (domain maze-derived)
 (:requirements :strips :typing :derived-predicates :negative-preconditions
   :existential-preconditions :universal-preconditions :disjunctive-preconditions)
 (:types agent stage key door)
 (:predicates (at ?a - agent ?s - stage) (door ?d - door ?s ?t - stage)
   (locked ?s - stage) (opens ?k - key ?s - stage) (lying ?k - key ?s - stage)
   (has ?a - agent ?k - key) (open ?s - stage) (stuck ?a - agent))
 (:derived (open ?s - stage)
   (or (not (locked ?s))
       (exists (?a - agent) (exists (?k - key) (and (has ?a ?k) (opens ?k ?s))))))
 (:derived (stuck ?a - agent)
   (exists (?s - stage)
     (and (at ?a ?s)
          (forall (?t - stage)
            (or (forall (?d - door) (not (door ?d ?s ?t)))
                (not (open ?t)))))))
 (:action walk :parameters (?a - agent ?d - door ?s ?t - stage)
   :precondition (and (at ?a ?s) (door ?d ?s ?t) (open ?t) (not (stuck ?a)))
   :effect (and (not (at ?a ?s)) (at ?a ?t)))
 (:action take :parameters (?a - agent ?k - key ?s - stage)
   :precondition (and (at ?a ?s) (lying ?k ?s))
   :effect (and (has ?a ?k) (not (lying ?k ?s))))
 (:action drop :parameters (?a - agent ?k - key ?s - stage)
   :precondition (and (at ?a ?s) (has ?a ?k))
   :effect (and (lying ?k ?s) (not (has ?a ?k))))
 (:action lock :parameters (?a - agent ?s - stage)
   :precondition (and (at ?a ?s) (not (locked ?s)))
   :effect (locked ?s)))
