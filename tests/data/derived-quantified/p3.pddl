(define (problem maze-3) (:domain maze-derived)
 (:objects ann - agent s1 s2 s3 s4 s5 - stage d12 d21 d23 d32 d34 d43 d45 d54 - door
   k2 k4 - key)
 (:init (at ann s1) (door d12 s1 s2) (door d21 s2 s1) (door d23 s2 s3) (door d32 s3 s2)
   (door d34 s3 s4) (door d43 s4 s3) (door d45 s4 s5) (door d54 s5 s4)
   (locked s2) (locked s4) (opens k2 s2) (opens k4 s4) (lying k2 s1) (lying k4 s3))
 (:goal (and (at ann s5) (stuck ann))))
