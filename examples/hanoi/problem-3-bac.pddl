; A 3-disk start (disk 1 on B, disk 2 on A, disk 3 on C); the optimal plan has 2 moves.
(define (problem hanoi-3-bac)
  (:domain hanoi)
  (:objects a b c - peg d1 d2 d3 - disk)
  (:init (on d2 a) (top d2 a) (on d1 b) (top d1 b) (on d3 c) (top d3 c) (larger a d1) (larger b d1) (larger c d1) (larger d2 d1) (larger d3 d1) (larger a d2) (larger b d2) (larger c d2) (larger d3 d2) (larger a d3) (larger b d3) (larger c d3))
  (:goal (and (on d3 c) (on d1 d2) (on d2 d3))))
