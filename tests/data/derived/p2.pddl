(define (problem p2) (:domain bw-derived) (:objects a b c d)
 (:init (handempty) (on a b) (on b c) (ontable c) (ontable d) (clear a) (clear d))
 (:goal (and (above d c) (painted a))))
