; Four blocks, as in the FSM study: d on c on b on a; goal: a on b on c on d.
; The problem plangate doctor measures the methods' prompts on by default.
(define (problem bw-4-a)
  (:domain blocksworld-4ops)
  (:objects a b c d)
  (:init (handempty) (ontable a) (on b a) (on c b) (on d c) (clear d))
  (:goal (and (on a b) (on b c) (on c d))))
