; Four blocks in one tower d-c-b-a (a on the table); goal: a on b on c.
; The optimal plan has 8 steps.
(define (problem bw-4-tower)
  (:domain blocksworld-4ops)
  (:objects a b c d)
  (:init (handempty) (ontable a) (on b a) (on c b) (on d c) (clear d))
  (:goal (and (on a b) (on b c))))
