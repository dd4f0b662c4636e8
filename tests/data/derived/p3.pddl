(define (problem p3) (:domain bw-derived) (:objects a b c d)
 (:init (handempty) (on c a) (ontable a) (ontable b) (ontable d) (clear c) (clear b) (clear d))
 (:goal (and (painted b) (above a d) (free c))))
