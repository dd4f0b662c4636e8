; Steppath: from room 1 to room 12 by a shortest path.
(define (problem steppath-1-12)
  (:domain rooms)
  (:objects r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13 r14 r15 - room)
  (:init (at r1) (connected r1 r2) (connected r2 r1) (connected r1 r5) (connected r5 r1) (connected r1 r15) (connected r15 r1) (connected r2 r3) (connected r3 r2) (connected r2 r5) (connected r5 r2) (connected r3 r4) (connected r4 r3) (connected r3 r5) (connected r5 r3) (connected r4 r5) (connected r5 r4) (connected r5 r6) (connected r6 r5) (connected r6 r7) (connected r7 r6) (connected r6 r8) (connected r8 r6) (connected r6 r10) (connected r10 r6) (connected r7 r8) (connected r8 r7) (connected r8 r9) (connected r9 r8) (connected r9 r10) (connected r10 r9) (connected r10 r11) (connected r11 r10) (connected r11 r12) (connected r12 r11) (connected r11 r14) (connected r14 r11) (connected r11 r15) (connected r15 r11) (connected r12 r13) (connected r13 r12) (connected r12 r15) (connected r15 r12) (connected r13 r14) (connected r14 r13) (connected r14 r15) (connected r15 r14))
  (:goal (at r12)))
