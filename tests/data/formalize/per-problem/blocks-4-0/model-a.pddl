(define (problem four-blocks)
  (:domain blocks)
  (:objects red green blue yellow - block)
  (:init (handempty) (ontable red) (ontable green) (ontable blue) (ontable yellow)
         (clear yellow) (clear blue) (clear green) (clear red))
  ; red is D, green is B, blue is A, yellow is C
  (:goal (and (on green blue) (on yellow green) (on red yellow) (not (ontable red)))))
