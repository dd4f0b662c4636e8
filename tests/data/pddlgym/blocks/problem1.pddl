(define (problem blocks-1) (:domain blocks)
  (:objects
    a - block
    b - block
    c - block
    arm - robot)
  (:init
    (handempty arm)
    (on a b)
    (ontable b)
    (ontable c)
    (clear a)
    (clear c)
    (pickup a)
    (putdown a)
    (unstack a)
    (stack a b)
    (stack a c)
    (pickup b)
    (putdown b)
    (unstack b)
    (stack b a)
    (stack b c)
    (pickup c)
    (putdown c)
    (unstack c)
    (stack c a)
    (stack c b))
  (:goal (and (on b a) (on c b))))
