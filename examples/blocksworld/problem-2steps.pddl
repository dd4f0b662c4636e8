; Four blocks; the optimal plan has 2 steps: (unstack b c) (put-down b).
(define (problem bw-4-2steps)
  (:domain blocksworld-4ops)
  (:objects a b c d)
  (:init (handempty) (ontable a) (ontable c) (ontable d)
         (on b c) (clear a) (clear b) (clear d))
  (:goal (and (ontable b) (clear c))))
