; Four blocks: a and c on the table, b on a, d on c; goal: c on b on a, d on the table.
; The solved example shown by the methods that show one (plangate doctor's default task).
(define (problem bw-4-b)
  (:domain blocksworld-4ops)
  (:objects a b c d)
  (:init (handempty) (ontable a) (on b a) (clear b) (ontable c) (on d c) (clear d))
  (:goal (and (on c b) (on b a) (ontable d))))
