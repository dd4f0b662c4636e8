; All three disks on peg A; the optimal plan has 7 moves.
(define (problem hanoi-3-aaa)
  (:domain hanoi)
  (:objects a b c - peg d1 d2 d3 - disk)
  (:init (on d3 a) (on d2 d3) (on d1 d2) (top d1 a) (top b b) (top c c) (larger a d1) (larger b d1) (larger c d1) (larger d2 d1) (larger d3 d1) (larger a d2) (larger b d2) (larger c d2) (larger d3 d2) (larger a d3) (larger b d3) (larger c d3))
  (:goal (and (on d3 c) (on d1 d2) (on d2 d3))))
