; examples/blocksworld/problem-tower.pddl as a model wrote it from the text: other
; names, and the top block (d, here "top") left on the table instead of on c
(define (problem tower)
  (:domain blocksworld-4ops)
  (:objects bottom second third top)
  (:init (handempty) (ontable bottom) (on second bottom) (on third second)
         (on top third) (clear top))
  (:goal (and (on bottom second) (on second third))))
