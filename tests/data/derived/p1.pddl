(define (problem p1) (:domain bw-derived) (:objects a b c d)
 (:init (handempty) (ontable a) (ontable b) (ontable c) (ontable d) (clear a) (clear b) (clear c) (clear d))
 (:goal (and (above a d) (above b d) (not (above c a)))))
