begin_version
3
end_version
begin_metric
1
end_metric
9
begin_variable
var0
-1
9
Atom at(truck-2, city-loc-1)
Atom at(truck-2, city-loc-2)
Atom at(truck-2, city-loc-3)
Atom at(truck-2, city-loc-4)
Atom at(truck-2, city-loc-5)
Atom at(truck-2, city-loc-6)
Atom at(truck-2, city-loc-7)
Atom at(truck-2, city-loc-8)
Atom at(truck-2, city-loc-9)
end_variable
begin_variable
var1
-1
9
Atom at(truck-1, city-loc-1)
Atom at(truck-1, city-loc-2)
Atom at(truck-1, city-loc-3)
Atom at(truck-1, city-loc-4)
Atom at(truck-1, city-loc-5)
Atom at(truck-1, city-loc-6)
Atom at(truck-1, city-loc-7)
Atom at(truck-1, city-loc-8)
Atom at(truck-1, city-loc-9)
end_variable
begin_variable
var2
-1
11
Atom at(package-1, city-loc-1)
Atom at(package-1, city-loc-2)
Atom at(package-1, city-loc-3)
Atom at(package-1, city-loc-4)
Atom at(package-1, city-loc-5)
Atom at(package-1, city-loc-6)
Atom at(package-1, city-loc-7)
Atom at(package-1, city-loc-8)
Atom at(package-1, city-loc-9)
Atom in(package-1, truck-1)
Atom in(package-1, truck-2)
end_variable
begin_variable
var3
-1
11
Atom at(package-2, city-loc-1)
Atom at(package-2, city-loc-2)
Atom at(package-2, city-loc-3)
Atom at(package-2, city-loc-4)
Atom at(package-2, city-loc-5)
Atom at(package-2, city-loc-6)
Atom at(package-2, city-loc-7)
Atom at(package-2, city-loc-8)
Atom at(package-2, city-loc-9)
Atom in(package-2, truck-1)
Atom in(package-2, truck-2)
end_variable
begin_variable
var4
-1
11
Atom at(package-3, city-loc-1)
Atom at(package-3, city-loc-2)
Atom at(package-3, city-loc-3)
Atom at(package-3, city-loc-4)
Atom at(package-3, city-loc-5)
Atom at(package-3, city-loc-6)
Atom at(package-3, city-loc-7)
Atom at(package-3, city-loc-8)
Atom at(package-3, city-loc-9)
Atom in(package-3, truck-1)
Atom in(package-3, truck-2)
end_variable
begin_variable
var5
-1
5
Atom capacity(truck-1, capacity-0)
Atom capacity(truck-1, capacity-1)
Atom capacity(truck-1, capacity-2)
Atom capacity(truck-1, capacity-3)
Atom capacity(truck-1, capacity-4)
end_variable
begin_variable
var6
-1
5
Atom capacity(truck-2, capacity-0)
Atom capacity(truck-2, capacity-1)
Atom capacity(truck-2, capacity-2)
Atom capacity(truck-2, capacity-3)
Atom capacity(truck-2, capacity-4)
end_variable
begin_variable
var7
-1
11
Atom at(package-4, city-loc-1)
Atom at(package-4, city-loc-2)
Atom at(package-4, city-loc-3)
Atom at(package-4, city-loc-4)
Atom at(package-4, city-loc-5)
Atom at(package-4, city-loc-6)
Atom at(package-4, city-loc-7)
Atom at(package-4, city-loc-8)
Atom at(package-4, city-loc-9)
Atom in(package-4, truck-1)
Atom in(package-4, truck-2)
end_variable
begin_variable
var8
-1
2
Atom goal0()
NegatedAtom goal0()
end_variable
0
begin_state
8
5
5
4
5
2
4
5
1
end_state
begin_goal
1
8 0
end_goal
629
begin_operator
drive truck-1 city-loc-1 city-loc-3
0
1
0 1 0 2
22
end_operator
begin_operator
drive truck-1 city-loc-1 city-loc-4
0
1
0 1 0 3
26
end_operator
begin_operator
drive truck-1 city-loc-1 city-loc-5
0
1
0 1 0 4
37
end_operator
begin_operator
drive truck-1 city-loc-1 city-loc-7
0
1
0 1 0 6
15
end_operator
begin_operator
drive truck-1 city-loc-2 city-loc-6
0
1
0 1 1 5
19
end_operator
begin_operator
drive truck-1 city-loc-2 city-loc-9
0
1
0 1 1 8
40
end_operator
begin_operator
drive truck-1 city-loc-3 city-loc-1
0
1
0 1 2 0
22
end_operator
begin_operator
drive truck-1 city-loc-3 city-loc-6
0
1
0 1 2 5
34
end_operator
begin_operator
drive truck-1 city-loc-3 city-loc-7
0
1
0 1 2 6
16
end_operator
begin_operator
drive truck-1 city-loc-4 city-loc-1
0
1
0 1 3 0
26
end_operator
begin_operator
drive truck-1 city-loc-4 city-loc-5
0
1
0 1 3 4
12
end_operator
begin_operator
drive truck-1 city-loc-4 city-loc-7
0
1
0 1 3 6
31
end_operator
begin_operator
drive truck-1 city-loc-4 city-loc-8
0
1
0 1 3 7
35
end_operator
begin_operator
drive truck-1 city-loc-5 city-loc-1
0
1
0 1 4 0
37
end_operator
begin_operator
drive truck-1 city-loc-5 city-loc-4
0
1
0 1 4 3
12
end_operator
begin_operator
drive truck-1 city-loc-6 city-loc-2
0
1
0 1 5 1
19
end_operator
begin_operator
drive truck-1 city-loc-6 city-loc-3
0
1
0 1 5 2
34
end_operator
begin_operator
drive truck-1 city-loc-6 city-loc-9
0
1
0 1 5 8
28
end_operator
begin_operator
drive truck-1 city-loc-7 city-loc-1
0
1
0 1 6 0
15
end_operator
begin_operator
drive truck-1 city-loc-7 city-loc-3
0
1
0 1 6 2
16
end_operator
begin_operator
drive truck-1 city-loc-7 city-loc-4
0
1
0 1 6 3
31
end_operator
begin_operator
drive truck-1 city-loc-7 city-loc-8
0
1
0 1 6 7
30
end_operator
begin_operator
drive truck-1 city-loc-8 city-loc-4
0
1
0 1 7 3
35
end_operator
begin_operator
drive truck-1 city-loc-8 city-loc-7
0
1
0 1 7 6
30
end_operator
begin_operator
drive truck-1 city-loc-9 city-loc-2
0
1
0 1 8 1
40
end_operator
begin_operator
drive truck-1 city-loc-9 city-loc-6
0
1
0 1 8 5
28
end_operator
begin_operator
drive truck-2 city-loc-1 city-loc-3
0
1
0 0 0 2
22
end_operator
begin_operator
drive truck-2 city-loc-1 city-loc-4
0
1
0 0 0 3
26
end_operator
begin_operator
drive truck-2 city-loc-1 city-loc-5
0
1
0 0 0 4
37
end_operator
begin_operator
drive truck-2 city-loc-1 city-loc-7
0
1
0 0 0 6
15
end_operator
begin_operator
drive truck-2 city-loc-2 city-loc-6
0
1
0 0 1 5
19
end_operator
begin_operator
drive truck-2 city-loc-2 city-loc-9
0
1
0 0 1 8
40
end_operator
begin_operator
drive truck-2 city-loc-3 city-loc-1
0
1
0 0 2 0
22
end_operator
begin_operator
drive truck-2 city-loc-3 city-loc-6
0
1
0 0 2 5
34
end_operator
begin_operator
drive truck-2 city-loc-3 city-loc-7
0
1
0 0 2 6
16
end_operator
begin_operator
drive truck-2 city-loc-4 city-loc-1
0
1
0 0 3 0
26
end_operator
begin_operator
drive truck-2 city-loc-4 city-loc-5
0
1
0 0 3 4
12
end_operator
begin_operator
drive truck-2 city-loc-4 city-loc-7
0
1
0 0 3 6
31
end_operator
begin_operator
drive truck-2 city-loc-4 city-loc-8
0
1
0 0 3 7
35
end_operator
begin_operator
drive truck-2 city-loc-5 city-loc-1
0
1
0 0 4 0
37
end_operator
begin_operator
drive truck-2 city-loc-5 city-loc-4
0
1
0 0 4 3
12
end_operator
begin_operator
drive truck-2 city-loc-6 city-loc-2
0
1
0 0 5 1
19
end_operator
begin_operator
drive truck-2 city-loc-6 city-loc-3
0
1
0 0 5 2
34
end_operator
begin_operator
drive truck-2 city-loc-6 city-loc-9
0
1
0 0 5 8
28
end_operator
begin_operator
drive truck-2 city-loc-7 city-loc-1
0
1
0 0 6 0
15
end_operator
begin_operator
drive truck-2 city-loc-7 city-loc-3
0
1
0 0 6 2
16
end_operator
begin_operator
drive truck-2 city-loc-7 city-loc-4
0
1
0 0 6 3
31
end_operator
begin_operator
drive truck-2 city-loc-7 city-loc-8
0
1
0 0 6 7
30
end_operator
begin_operator
drive truck-2 city-loc-8 city-loc-4
0
1
0 0 7 3
35
end_operator
begin_operator
drive truck-2 city-loc-8 city-loc-7
0
1
0 0 7 6
30
end_operator
begin_operator
drive truck-2 city-loc-9 city-loc-2
0
1
0 0 8 1
40
end_operator
begin_operator
drive truck-2 city-loc-9 city-loc-6
0
1
0 0 8 5
28
end_operator
begin_operator
drop truck-1 city-loc-1 package-1 capacity-0 capacity-1
1
1 0
2
0 2 9 0
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-1 package-1 capacity-1 capacity-2
1
1 0
2
0 2 9 0
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-1 package-1 capacity-2 capacity-3
1
1 0
2
0 2 9 0
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-1 package-1 capacity-3 capacity-4
1
1 0
2
0 2 9 0
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-1 package-2 capacity-0 capacity-1
1
1 0
2
0 3 9 0
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-1 package-2 capacity-1 capacity-2
1
1 0
2
0 3 9 0
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-1 package-2 capacity-2 capacity-3
1
1 0
2
0 3 9 0
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-1 package-2 capacity-3 capacity-4
1
1 0
2
0 3 9 0
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-1 package-3 capacity-0 capacity-1
1
1 0
2
0 4 9 0
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-1 package-3 capacity-1 capacity-2
1
1 0
2
0 4 9 0
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-1 package-3 capacity-2 capacity-3
1
1 0
2
0 4 9 0
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-1 package-3 capacity-3 capacity-4
1
1 0
2
0 4 9 0
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-1 package-4 capacity-0 capacity-1
1
1 0
2
0 7 9 0
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-1 package-4 capacity-1 capacity-2
1
1 0
2
0 7 9 0
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-1 package-4 capacity-2 capacity-3
1
1 0
2
0 7 9 0
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-1 package-4 capacity-3 capacity-4
1
1 0
2
0 7 9 0
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-2 package-1 capacity-0 capacity-1
1
1 1
2
0 2 9 1
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-2 package-1 capacity-1 capacity-2
1
1 1
2
0 2 9 1
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-2 package-1 capacity-2 capacity-3
1
1 1
2
0 2 9 1
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-2 package-1 capacity-3 capacity-4
1
1 1
2
0 2 9 1
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-2 package-2 capacity-0 capacity-1
1
1 1
2
0 3 9 1
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-2 package-2 capacity-1 capacity-2
1
1 1
2
0 3 9 1
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-2 package-2 capacity-2 capacity-3
1
1 1
2
0 3 9 1
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-2 package-2 capacity-3 capacity-4
1
1 1
2
0 3 9 1
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-2 package-3 capacity-0 capacity-1
1
1 1
2
0 4 9 1
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-2 package-3 capacity-1 capacity-2
1
1 1
2
0 4 9 1
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-2 package-3 capacity-2 capacity-3
1
1 1
2
0 4 9 1
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-2 package-3 capacity-3 capacity-4
1
1 1
2
0 4 9 1
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-2 package-4 capacity-0 capacity-1
1
1 1
2
0 7 9 1
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-2 package-4 capacity-1 capacity-2
1
1 1
2
0 7 9 1
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-2 package-4 capacity-2 capacity-3
1
1 1
2
0 7 9 1
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-2 package-4 capacity-3 capacity-4
1
1 1
2
0 7 9 1
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-3 package-1 capacity-0 capacity-1
1
1 2
2
0 2 9 2
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-3 package-1 capacity-1 capacity-2
1
1 2
2
0 2 9 2
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-3 package-1 capacity-2 capacity-3
1
1 2
2
0 2 9 2
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-3 package-1 capacity-3 capacity-4
1
1 2
2
0 2 9 2
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-3 package-2 capacity-0 capacity-1
1
1 2
2
0 3 9 2
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-3 package-2 capacity-1 capacity-2
1
1 2
2
0 3 9 2
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-3 package-2 capacity-2 capacity-3
1
1 2
2
0 3 9 2
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-3 package-2 capacity-3 capacity-4
1
1 2
2
0 3 9 2
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-3 package-3 capacity-0 capacity-1
1
1 2
2
0 4 9 2
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-3 package-3 capacity-1 capacity-2
1
1 2
2
0 4 9 2
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-3 package-3 capacity-2 capacity-3
1
1 2
2
0 4 9 2
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-3 package-3 capacity-3 capacity-4
1
1 2
2
0 4 9 2
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-3 package-4 capacity-0 capacity-1
1
1 2
2
0 7 9 2
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-3 package-4 capacity-1 capacity-2
1
1 2
2
0 7 9 2
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-3 package-4 capacity-2 capacity-3
1
1 2
2
0 7 9 2
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-3 package-4 capacity-3 capacity-4
1
1 2
2
0 7 9 2
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-4 package-1 capacity-0 capacity-1
1
1 3
2
0 2 9 3
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-4 package-1 capacity-1 capacity-2
1
1 3
2
0 2 9 3
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-4 package-1 capacity-2 capacity-3
1
1 3
2
0 2 9 3
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-4 package-1 capacity-3 capacity-4
1
1 3
2
0 2 9 3
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-4 package-2 capacity-0 capacity-1
1
1 3
2
0 3 9 3
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-4 package-2 capacity-1 capacity-2
1
1 3
2
0 3 9 3
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-4 package-2 capacity-2 capacity-3
1
1 3
2
0 3 9 3
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-4 package-2 capacity-3 capacity-4
1
1 3
2
0 3 9 3
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-4 package-3 capacity-0 capacity-1
1
1 3
2
0 4 9 3
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-4 package-3 capacity-1 capacity-2
1
1 3
2
0 4 9 3
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-4 package-3 capacity-2 capacity-3
1
1 3
2
0 4 9 3
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-4 package-3 capacity-3 capacity-4
1
1 3
2
0 4 9 3
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-4 package-4 capacity-0 capacity-1
1
1 3
2
0 7 9 3
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-4 package-4 capacity-1 capacity-2
1
1 3
2
0 7 9 3
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-4 package-4 capacity-2 capacity-3
1
1 3
2
0 7 9 3
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-4 package-4 capacity-3 capacity-4
1
1 3
2
0 7 9 3
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-5 package-1 capacity-0 capacity-1
1
1 4
2
0 2 9 4
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-5 package-1 capacity-1 capacity-2
1
1 4
2
0 2 9 4
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-5 package-1 capacity-2 capacity-3
1
1 4
2
0 2 9 4
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-5 package-1 capacity-3 capacity-4
1
1 4
2
0 2 9 4
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-5 package-2 capacity-0 capacity-1
1
1 4
2
0 3 9 4
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-5 package-2 capacity-1 capacity-2
1
1 4
2
0 3 9 4
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-5 package-2 capacity-2 capacity-3
1
1 4
2
0 3 9 4
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-5 package-2 capacity-3 capacity-4
1
1 4
2
0 3 9 4
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-5 package-3 capacity-0 capacity-1
1
1 4
2
0 4 9 4
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-5 package-3 capacity-1 capacity-2
1
1 4
2
0 4 9 4
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-5 package-3 capacity-2 capacity-3
1
1 4
2
0 4 9 4
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-5 package-3 capacity-3 capacity-4
1
1 4
2
0 4 9 4
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-5 package-4 capacity-0 capacity-1
1
1 4
2
0 7 9 4
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-5 package-4 capacity-1 capacity-2
1
1 4
2
0 7 9 4
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-5 package-4 capacity-2 capacity-3
1
1 4
2
0 7 9 4
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-5 package-4 capacity-3 capacity-4
1
1 4
2
0 7 9 4
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-6 package-1 capacity-0 capacity-1
1
1 5
2
0 2 9 5
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-6 package-1 capacity-1 capacity-2
1
1 5
2
0 2 9 5
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-6 package-1 capacity-2 capacity-3
1
1 5
2
0 2 9 5
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-6 package-1 capacity-3 capacity-4
1
1 5
2
0 2 9 5
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-6 package-2 capacity-0 capacity-1
1
1 5
2
0 3 9 5
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-6 package-2 capacity-1 capacity-2
1
1 5
2
0 3 9 5
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-6 package-2 capacity-2 capacity-3
1
1 5
2
0 3 9 5
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-6 package-2 capacity-3 capacity-4
1
1 5
2
0 3 9 5
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-6 package-3 capacity-0 capacity-1
1
1 5
2
0 4 9 5
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-6 package-3 capacity-1 capacity-2
1
1 5
2
0 4 9 5
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-6 package-3 capacity-2 capacity-3
1
1 5
2
0 4 9 5
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-6 package-3 capacity-3 capacity-4
1
1 5
2
0 4 9 5
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-6 package-4 capacity-0 capacity-1
1
1 5
2
0 7 9 5
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-6 package-4 capacity-1 capacity-2
1
1 5
2
0 7 9 5
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-6 package-4 capacity-2 capacity-3
1
1 5
2
0 7 9 5
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-6 package-4 capacity-3 capacity-4
1
1 5
2
0 7 9 5
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-7 package-1 capacity-0 capacity-1
1
1 6
2
0 2 9 6
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-7 package-1 capacity-1 capacity-2
1
1 6
2
0 2 9 6
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-7 package-1 capacity-2 capacity-3
1
1 6
2
0 2 9 6
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-7 package-1 capacity-3 capacity-4
1
1 6
2
0 2 9 6
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-7 package-2 capacity-0 capacity-1
1
1 6
2
0 3 9 6
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-7 package-2 capacity-1 capacity-2
1
1 6
2
0 3 9 6
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-7 package-2 capacity-2 capacity-3
1
1 6
2
0 3 9 6
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-7 package-2 capacity-3 capacity-4
1
1 6
2
0 3 9 6
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-7 package-3 capacity-0 capacity-1
1
1 6
2
0 4 9 6
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-7 package-3 capacity-1 capacity-2
1
1 6
2
0 4 9 6
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-7 package-3 capacity-2 capacity-3
1
1 6
2
0 4 9 6
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-7 package-3 capacity-3 capacity-4
1
1 6
2
0 4 9 6
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-7 package-4 capacity-0 capacity-1
1
1 6
2
0 7 9 6
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-7 package-4 capacity-1 capacity-2
1
1 6
2
0 7 9 6
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-7 package-4 capacity-2 capacity-3
1
1 6
2
0 7 9 6
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-7 package-4 capacity-3 capacity-4
1
1 6
2
0 7 9 6
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-8 package-1 capacity-0 capacity-1
1
1 7
2
0 2 9 7
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-8 package-1 capacity-1 capacity-2
1
1 7
2
0 2 9 7
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-8 package-1 capacity-2 capacity-3
1
1 7
2
0 2 9 7
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-8 package-1 capacity-3 capacity-4
1
1 7
2
0 2 9 7
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-8 package-2 capacity-0 capacity-1
1
1 7
2
0 3 9 7
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-8 package-2 capacity-1 capacity-2
1
1 7
2
0 3 9 7
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-8 package-2 capacity-2 capacity-3
1
1 7
2
0 3 9 7
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-8 package-2 capacity-3 capacity-4
1
1 7
2
0 3 9 7
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-8 package-3 capacity-0 capacity-1
1
1 7
2
0 4 9 7
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-8 package-3 capacity-1 capacity-2
1
1 7
2
0 4 9 7
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-8 package-3 capacity-2 capacity-3
1
1 7
2
0 4 9 7
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-8 package-3 capacity-3 capacity-4
1
1 7
2
0 4 9 7
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-8 package-4 capacity-0 capacity-1
1
1 7
2
0 7 9 7
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-8 package-4 capacity-1 capacity-2
1
1 7
2
0 7 9 7
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-8 package-4 capacity-2 capacity-3
1
1 7
2
0 7 9 7
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-8 package-4 capacity-3 capacity-4
1
1 7
2
0 7 9 7
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-9 package-1 capacity-0 capacity-1
1
1 8
2
0 2 9 8
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-9 package-1 capacity-1 capacity-2
1
1 8
2
0 2 9 8
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-9 package-1 capacity-2 capacity-3
1
1 8
2
0 2 9 8
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-9 package-1 capacity-3 capacity-4
1
1 8
2
0 2 9 8
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-9 package-2 capacity-0 capacity-1
1
1 8
2
0 3 9 8
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-9 package-2 capacity-1 capacity-2
1
1 8
2
0 3 9 8
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-9 package-2 capacity-2 capacity-3
1
1 8
2
0 3 9 8
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-9 package-2 capacity-3 capacity-4
1
1 8
2
0 3 9 8
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-9 package-3 capacity-0 capacity-1
1
1 8
2
0 4 9 8
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-9 package-3 capacity-1 capacity-2
1
1 8
2
0 4 9 8
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-9 package-3 capacity-2 capacity-3
1
1 8
2
0 4 9 8
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-9 package-3 capacity-3 capacity-4
1
1 8
2
0 4 9 8
0 5 3 4
1
end_operator
begin_operator
drop truck-1 city-loc-9 package-4 capacity-0 capacity-1
1
1 8
2
0 7 9 8
0 5 0 1
1
end_operator
begin_operator
drop truck-1 city-loc-9 package-4 capacity-1 capacity-2
1
1 8
2
0 7 9 8
0 5 1 2
1
end_operator
begin_operator
drop truck-1 city-loc-9 package-4 capacity-2 capacity-3
1
1 8
2
0 7 9 8
0 5 2 3
1
end_operator
begin_operator
drop truck-1 city-loc-9 package-4 capacity-3 capacity-4
1
1 8
2
0 7 9 8
0 5 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-1 package-1 capacity-0 capacity-1
1
0 0
2
0 2 10 0
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-1 package-1 capacity-1 capacity-2
1
0 0
2
0 2 10 0
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-1 package-1 capacity-2 capacity-3
1
0 0
2
0 2 10 0
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-1 package-1 capacity-3 capacity-4
1
0 0
2
0 2 10 0
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-1 package-2 capacity-0 capacity-1
1
0 0
2
0 3 10 0
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-1 package-2 capacity-1 capacity-2
1
0 0
2
0 3 10 0
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-1 package-2 capacity-2 capacity-3
1
0 0
2
0 3 10 0
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-1 package-2 capacity-3 capacity-4
1
0 0
2
0 3 10 0
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-1 package-3 capacity-0 capacity-1
1
0 0
2
0 4 10 0
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-1 package-3 capacity-1 capacity-2
1
0 0
2
0 4 10 0
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-1 package-3 capacity-2 capacity-3
1
0 0
2
0 4 10 0
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-1 package-3 capacity-3 capacity-4
1
0 0
2
0 4 10 0
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-1 package-4 capacity-0 capacity-1
1
0 0
2
0 7 10 0
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-1 package-4 capacity-1 capacity-2
1
0 0
2
0 7 10 0
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-1 package-4 capacity-2 capacity-3
1
0 0
2
0 7 10 0
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-1 package-4 capacity-3 capacity-4
1
0 0
2
0 7 10 0
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-2 package-1 capacity-0 capacity-1
1
0 1
2
0 2 10 1
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-2 package-1 capacity-1 capacity-2
1
0 1
2
0 2 10 1
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-2 package-1 capacity-2 capacity-3
1
0 1
2
0 2 10 1
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-2 package-1 capacity-3 capacity-4
1
0 1
2
0 2 10 1
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-2 package-2 capacity-0 capacity-1
1
0 1
2
0 3 10 1
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-2 package-2 capacity-1 capacity-2
1
0 1
2
0 3 10 1
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-2 package-2 capacity-2 capacity-3
1
0 1
2
0 3 10 1
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-2 package-2 capacity-3 capacity-4
1
0 1
2
0 3 10 1
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-2 package-3 capacity-0 capacity-1
1
0 1
2
0 4 10 1
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-2 package-3 capacity-1 capacity-2
1
0 1
2
0 4 10 1
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-2 package-3 capacity-2 capacity-3
1
0 1
2
0 4 10 1
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-2 package-3 capacity-3 capacity-4
1
0 1
2
0 4 10 1
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-2 package-4 capacity-0 capacity-1
1
0 1
2
0 7 10 1
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-2 package-4 capacity-1 capacity-2
1
0 1
2
0 7 10 1
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-2 package-4 capacity-2 capacity-3
1
0 1
2
0 7 10 1
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-2 package-4 capacity-3 capacity-4
1
0 1
2
0 7 10 1
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-3 package-1 capacity-0 capacity-1
1
0 2
2
0 2 10 2
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-3 package-1 capacity-1 capacity-2
1
0 2
2
0 2 10 2
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-3 package-1 capacity-2 capacity-3
1
0 2
2
0 2 10 2
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-3 package-1 capacity-3 capacity-4
1
0 2
2
0 2 10 2
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-3 package-2 capacity-0 capacity-1
1
0 2
2
0 3 10 2
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-3 package-2 capacity-1 capacity-2
1
0 2
2
0 3 10 2
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-3 package-2 capacity-2 capacity-3
1
0 2
2
0 3 10 2
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-3 package-2 capacity-3 capacity-4
1
0 2
2
0 3 10 2
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-3 package-3 capacity-0 capacity-1
1
0 2
2
0 4 10 2
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-3 package-3 capacity-1 capacity-2
1
0 2
2
0 4 10 2
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-3 package-3 capacity-2 capacity-3
1
0 2
2
0 4 10 2
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-3 package-3 capacity-3 capacity-4
1
0 2
2
0 4 10 2
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-3 package-4 capacity-0 capacity-1
1
0 2
2
0 7 10 2
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-3 package-4 capacity-1 capacity-2
1
0 2
2
0 7 10 2
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-3 package-4 capacity-2 capacity-3
1
0 2
2
0 7 10 2
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-3 package-4 capacity-3 capacity-4
1
0 2
2
0 7 10 2
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-4 package-1 capacity-0 capacity-1
1
0 3
2
0 2 10 3
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-4 package-1 capacity-1 capacity-2
1
0 3
2
0 2 10 3
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-4 package-1 capacity-2 capacity-3
1
0 3
2
0 2 10 3
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-4 package-1 capacity-3 capacity-4
1
0 3
2
0 2 10 3
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-4 package-2 capacity-0 capacity-1
1
0 3
2
0 3 10 3
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-4 package-2 capacity-1 capacity-2
1
0 3
2
0 3 10 3
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-4 package-2 capacity-2 capacity-3
1
0 3
2
0 3 10 3
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-4 package-2 capacity-3 capacity-4
1
0 3
2
0 3 10 3
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-4 package-3 capacity-0 capacity-1
1
0 3
2
0 4 10 3
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-4 package-3 capacity-1 capacity-2
1
0 3
2
0 4 10 3
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-4 package-3 capacity-2 capacity-3
1
0 3
2
0 4 10 3
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-4 package-3 capacity-3 capacity-4
1
0 3
2
0 4 10 3
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-4 package-4 capacity-0 capacity-1
1
0 3
2
0 7 10 3
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-4 package-4 capacity-1 capacity-2
1
0 3
2
0 7 10 3
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-4 package-4 capacity-2 capacity-3
1
0 3
2
0 7 10 3
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-4 package-4 capacity-3 capacity-4
1
0 3
2
0 7 10 3
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-5 package-1 capacity-0 capacity-1
1
0 4
2
0 2 10 4
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-5 package-1 capacity-1 capacity-2
1
0 4
2
0 2 10 4
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-5 package-1 capacity-2 capacity-3
1
0 4
2
0 2 10 4
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-5 package-1 capacity-3 capacity-4
1
0 4
2
0 2 10 4
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-5 package-2 capacity-0 capacity-1
1
0 4
2
0 3 10 4
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-5 package-2 capacity-1 capacity-2
1
0 4
2
0 3 10 4
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-5 package-2 capacity-2 capacity-3
1
0 4
2
0 3 10 4
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-5 package-2 capacity-3 capacity-4
1
0 4
2
0 3 10 4
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-5 package-3 capacity-0 capacity-1
1
0 4
2
0 4 10 4
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-5 package-3 capacity-1 capacity-2
1
0 4
2
0 4 10 4
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-5 package-3 capacity-2 capacity-3
1
0 4
2
0 4 10 4
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-5 package-3 capacity-3 capacity-4
1
0 4
2
0 4 10 4
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-5 package-4 capacity-0 capacity-1
1
0 4
2
0 7 10 4
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-5 package-4 capacity-1 capacity-2
1
0 4
2
0 7 10 4
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-5 package-4 capacity-2 capacity-3
1
0 4
2
0 7 10 4
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-5 package-4 capacity-3 capacity-4
1
0 4
2
0 7 10 4
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-6 package-1 capacity-0 capacity-1
1
0 5
2
0 2 10 5
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-6 package-1 capacity-1 capacity-2
1
0 5
2
0 2 10 5
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-6 package-1 capacity-2 capacity-3
1
0 5
2
0 2 10 5
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-6 package-1 capacity-3 capacity-4
1
0 5
2
0 2 10 5
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-6 package-2 capacity-0 capacity-1
1
0 5
2
0 3 10 5
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-6 package-2 capacity-1 capacity-2
1
0 5
2
0 3 10 5
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-6 package-2 capacity-2 capacity-3
1
0 5
2
0 3 10 5
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-6 package-2 capacity-3 capacity-4
1
0 5
2
0 3 10 5
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-6 package-3 capacity-0 capacity-1
1
0 5
2
0 4 10 5
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-6 package-3 capacity-1 capacity-2
1
0 5
2
0 4 10 5
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-6 package-3 capacity-2 capacity-3
1
0 5
2
0 4 10 5
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-6 package-3 capacity-3 capacity-4
1
0 5
2
0 4 10 5
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-6 package-4 capacity-0 capacity-1
1
0 5
2
0 7 10 5
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-6 package-4 capacity-1 capacity-2
1
0 5
2
0 7 10 5
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-6 package-4 capacity-2 capacity-3
1
0 5
2
0 7 10 5
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-6 package-4 capacity-3 capacity-4
1
0 5
2
0 7 10 5
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-7 package-1 capacity-0 capacity-1
1
0 6
2
0 2 10 6
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-7 package-1 capacity-1 capacity-2
1
0 6
2
0 2 10 6
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-7 package-1 capacity-2 capacity-3
1
0 6
2
0 2 10 6
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-7 package-1 capacity-3 capacity-4
1
0 6
2
0 2 10 6
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-7 package-2 capacity-0 capacity-1
1
0 6
2
0 3 10 6
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-7 package-2 capacity-1 capacity-2
1
0 6
2
0 3 10 6
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-7 package-2 capacity-2 capacity-3
1
0 6
2
0 3 10 6
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-7 package-2 capacity-3 capacity-4
1
0 6
2
0 3 10 6
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-7 package-3 capacity-0 capacity-1
1
0 6
2
0 4 10 6
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-7 package-3 capacity-1 capacity-2
1
0 6
2
0 4 10 6
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-7 package-3 capacity-2 capacity-3
1
0 6
2
0 4 10 6
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-7 package-3 capacity-3 capacity-4
1
0 6
2
0 4 10 6
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-7 package-4 capacity-0 capacity-1
1
0 6
2
0 7 10 6
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-7 package-4 capacity-1 capacity-2
1
0 6
2
0 7 10 6
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-7 package-4 capacity-2 capacity-3
1
0 6
2
0 7 10 6
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-7 package-4 capacity-3 capacity-4
1
0 6
2
0 7 10 6
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-8 package-1 capacity-0 capacity-1
1
0 7
2
0 2 10 7
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-8 package-1 capacity-1 capacity-2
1
0 7
2
0 2 10 7
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-8 package-1 capacity-2 capacity-3
1
0 7
2
0 2 10 7
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-8 package-1 capacity-3 capacity-4
1
0 7
2
0 2 10 7
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-8 package-2 capacity-0 capacity-1
1
0 7
2
0 3 10 7
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-8 package-2 capacity-1 capacity-2
1
0 7
2
0 3 10 7
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-8 package-2 capacity-2 capacity-3
1
0 7
2
0 3 10 7
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-8 package-2 capacity-3 capacity-4
1
0 7
2
0 3 10 7
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-8 package-3 capacity-0 capacity-1
1
0 7
2
0 4 10 7
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-8 package-3 capacity-1 capacity-2
1
0 7
2
0 4 10 7
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-8 package-3 capacity-2 capacity-3
1
0 7
2
0 4 10 7
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-8 package-3 capacity-3 capacity-4
1
0 7
2
0 4 10 7
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-8 package-4 capacity-0 capacity-1
1
0 7
2
0 7 10 7
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-8 package-4 capacity-1 capacity-2
1
0 7
2
0 7 10 7
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-8 package-4 capacity-2 capacity-3
1
0 7
2
0 7 10 7
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-8 package-4 capacity-3 capacity-4
1
0 7
2
0 7 10 7
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-9 package-1 capacity-0 capacity-1
1
0 8
2
0 2 10 8
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-9 package-1 capacity-1 capacity-2
1
0 8
2
0 2 10 8
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-9 package-1 capacity-2 capacity-3
1
0 8
2
0 2 10 8
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-9 package-1 capacity-3 capacity-4
1
0 8
2
0 2 10 8
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-9 package-2 capacity-0 capacity-1
1
0 8
2
0 3 10 8
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-9 package-2 capacity-1 capacity-2
1
0 8
2
0 3 10 8
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-9 package-2 capacity-2 capacity-3
1
0 8
2
0 3 10 8
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-9 package-2 capacity-3 capacity-4
1
0 8
2
0 3 10 8
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-9 package-3 capacity-0 capacity-1
1
0 8
2
0 4 10 8
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-9 package-3 capacity-1 capacity-2
1
0 8
2
0 4 10 8
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-9 package-3 capacity-2 capacity-3
1
0 8
2
0 4 10 8
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-9 package-3 capacity-3 capacity-4
1
0 8
2
0 4 10 8
0 6 3 4
1
end_operator
begin_operator
drop truck-2 city-loc-9 package-4 capacity-0 capacity-1
1
0 8
2
0 7 10 8
0 6 0 1
1
end_operator
begin_operator
drop truck-2 city-loc-9 package-4 capacity-1 capacity-2
1
0 8
2
0 7 10 8
0 6 1 2
1
end_operator
begin_operator
drop truck-2 city-loc-9 package-4 capacity-2 capacity-3
1
0 8
2
0 7 10 8
0 6 2 3
1
end_operator
begin_operator
drop truck-2 city-loc-9 package-4 capacity-3 capacity-4
1
0 8
2
0 7 10 8
0 6 3 4
1
end_operator
begin_operator
pick-up truck-1 city-loc-1 package-1 capacity-0 capacity-1
1
1 0
2
0 2 0 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-1 package-1 capacity-1 capacity-2
1
1 0
2
0 2 0 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-1 package-1 capacity-2 capacity-3
1
1 0
2
0 2 0 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-1 package-1 capacity-3 capacity-4
1
1 0
2
0 2 0 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-1 package-2 capacity-0 capacity-1
1
1 0
2
0 3 0 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-1 package-2 capacity-1 capacity-2
1
1 0
2
0 3 0 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-1 package-2 capacity-2 capacity-3
1
1 0
2
0 3 0 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-1 package-2 capacity-3 capacity-4
1
1 0
2
0 3 0 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-1 package-3 capacity-0 capacity-1
1
1 0
2
0 4 0 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-1 package-3 capacity-1 capacity-2
1
1 0
2
0 4 0 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-1 package-3 capacity-2 capacity-3
1
1 0
2
0 4 0 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-1 package-3 capacity-3 capacity-4
1
1 0
2
0 4 0 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-1 package-4 capacity-0 capacity-1
1
1 0
2
0 7 0 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-1 package-4 capacity-1 capacity-2
1
1 0
2
0 7 0 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-1 package-4 capacity-2 capacity-3
1
1 0
2
0 7 0 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-1 package-4 capacity-3 capacity-4
1
1 0
2
0 7 0 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-2 package-1 capacity-0 capacity-1
1
1 1
2
0 2 1 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-2 package-1 capacity-1 capacity-2
1
1 1
2
0 2 1 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-2 package-1 capacity-2 capacity-3
1
1 1
2
0 2 1 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-2 package-1 capacity-3 capacity-4
1
1 1
2
0 2 1 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-2 package-2 capacity-0 capacity-1
1
1 1
2
0 3 1 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-2 package-2 capacity-1 capacity-2
1
1 1
2
0 3 1 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-2 package-2 capacity-2 capacity-3
1
1 1
2
0 3 1 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-2 package-2 capacity-3 capacity-4
1
1 1
2
0 3 1 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-2 package-3 capacity-0 capacity-1
1
1 1
2
0 4 1 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-2 package-3 capacity-1 capacity-2
1
1 1
2
0 4 1 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-2 package-3 capacity-2 capacity-3
1
1 1
2
0 4 1 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-2 package-3 capacity-3 capacity-4
1
1 1
2
0 4 1 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-2 package-4 capacity-0 capacity-1
1
1 1
2
0 7 1 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-2 package-4 capacity-1 capacity-2
1
1 1
2
0 7 1 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-2 package-4 capacity-2 capacity-3
1
1 1
2
0 7 1 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-2 package-4 capacity-3 capacity-4
1
1 1
2
0 7 1 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-3 package-1 capacity-0 capacity-1
1
1 2
2
0 2 2 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-3 package-1 capacity-1 capacity-2
1
1 2
2
0 2 2 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-3 package-1 capacity-2 capacity-3
1
1 2
2
0 2 2 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-3 package-1 capacity-3 capacity-4
1
1 2
2
0 2 2 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-3 package-2 capacity-0 capacity-1
1
1 2
2
0 3 2 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-3 package-2 capacity-1 capacity-2
1
1 2
2
0 3 2 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-3 package-2 capacity-2 capacity-3
1
1 2
2
0 3 2 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-3 package-2 capacity-3 capacity-4
1
1 2
2
0 3 2 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-3 package-3 capacity-0 capacity-1
1
1 2
2
0 4 2 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-3 package-3 capacity-1 capacity-2
1
1 2
2
0 4 2 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-3 package-3 capacity-2 capacity-3
1
1 2
2
0 4 2 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-3 package-3 capacity-3 capacity-4
1
1 2
2
0 4 2 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-3 package-4 capacity-0 capacity-1
1
1 2
2
0 7 2 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-3 package-4 capacity-1 capacity-2
1
1 2
2
0 7 2 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-3 package-4 capacity-2 capacity-3
1
1 2
2
0 7 2 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-3 package-4 capacity-3 capacity-4
1
1 2
2
0 7 2 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-4 package-1 capacity-0 capacity-1
1
1 3
2
0 2 3 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-4 package-1 capacity-1 capacity-2
1
1 3
2
0 2 3 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-4 package-1 capacity-2 capacity-3
1
1 3
2
0 2 3 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-4 package-1 capacity-3 capacity-4
1
1 3
2
0 2 3 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-4 package-2 capacity-0 capacity-1
1
1 3
2
0 3 3 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-4 package-2 capacity-1 capacity-2
1
1 3
2
0 3 3 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-4 package-2 capacity-2 capacity-3
1
1 3
2
0 3 3 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-4 package-2 capacity-3 capacity-4
1
1 3
2
0 3 3 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-4 package-3 capacity-0 capacity-1
1
1 3
2
0 4 3 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-4 package-3 capacity-1 capacity-2
1
1 3
2
0 4 3 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-4 package-3 capacity-2 capacity-3
1
1 3
2
0 4 3 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-4 package-3 capacity-3 capacity-4
1
1 3
2
0 4 3 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-4 package-4 capacity-0 capacity-1
1
1 3
2
0 7 3 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-4 package-4 capacity-1 capacity-2
1
1 3
2
0 7 3 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-4 package-4 capacity-2 capacity-3
1
1 3
2
0 7 3 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-4 package-4 capacity-3 capacity-4
1
1 3
2
0 7 3 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-5 package-1 capacity-0 capacity-1
1
1 4
2
0 2 4 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-5 package-1 capacity-1 capacity-2
1
1 4
2
0 2 4 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-5 package-1 capacity-2 capacity-3
1
1 4
2
0 2 4 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-5 package-1 capacity-3 capacity-4
1
1 4
2
0 2 4 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-5 package-2 capacity-0 capacity-1
1
1 4
2
0 3 4 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-5 package-2 capacity-1 capacity-2
1
1 4
2
0 3 4 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-5 package-2 capacity-2 capacity-3
1
1 4
2
0 3 4 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-5 package-2 capacity-3 capacity-4
1
1 4
2
0 3 4 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-5 package-3 capacity-0 capacity-1
1
1 4
2
0 4 4 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-5 package-3 capacity-1 capacity-2
1
1 4
2
0 4 4 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-5 package-3 capacity-2 capacity-3
1
1 4
2
0 4 4 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-5 package-3 capacity-3 capacity-4
1
1 4
2
0 4 4 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-5 package-4 capacity-0 capacity-1
1
1 4
2
0 7 4 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-5 package-4 capacity-1 capacity-2
1
1 4
2
0 7 4 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-5 package-4 capacity-2 capacity-3
1
1 4
2
0 7 4 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-5 package-4 capacity-3 capacity-4
1
1 4
2
0 7 4 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-6 package-1 capacity-0 capacity-1
1
1 5
2
0 2 5 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-6 package-1 capacity-1 capacity-2
1
1 5
2
0 2 5 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-6 package-1 capacity-2 capacity-3
1
1 5
2
0 2 5 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-6 package-1 capacity-3 capacity-4
1
1 5
2
0 2 5 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-6 package-2 capacity-0 capacity-1
1
1 5
2
0 3 5 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-6 package-2 capacity-1 capacity-2
1
1 5
2
0 3 5 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-6 package-2 capacity-2 capacity-3
1
1 5
2
0 3 5 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-6 package-2 capacity-3 capacity-4
1
1 5
2
0 3 5 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-6 package-3 capacity-0 capacity-1
1
1 5
2
0 4 5 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-6 package-3 capacity-1 capacity-2
1
1 5
2
0 4 5 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-6 package-3 capacity-2 capacity-3
1
1 5
2
0 4 5 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-6 package-3 capacity-3 capacity-4
1
1 5
2
0 4 5 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-6 package-4 capacity-0 capacity-1
1
1 5
2
0 7 5 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-6 package-4 capacity-1 capacity-2
1
1 5
2
0 7 5 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-6 package-4 capacity-2 capacity-3
1
1 5
2
0 7 5 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-6 package-4 capacity-3 capacity-4
1
1 5
2
0 7 5 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-7 package-1 capacity-0 capacity-1
1
1 6
2
0 2 6 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-7 package-1 capacity-1 capacity-2
1
1 6
2
0 2 6 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-7 package-1 capacity-2 capacity-3
1
1 6
2
0 2 6 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-7 package-1 capacity-3 capacity-4
1
1 6
2
0 2 6 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-7 package-2 capacity-0 capacity-1
1
1 6
2
0 3 6 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-7 package-2 capacity-1 capacity-2
1
1 6
2
0 3 6 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-7 package-2 capacity-2 capacity-3
1
1 6
2
0 3 6 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-7 package-2 capacity-3 capacity-4
1
1 6
2
0 3 6 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-7 package-3 capacity-0 capacity-1
1
1 6
2
0 4 6 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-7 package-3 capacity-1 capacity-2
1
1 6
2
0 4 6 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-7 package-3 capacity-2 capacity-3
1
1 6
2
0 4 6 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-7 package-3 capacity-3 capacity-4
1
1 6
2
0 4 6 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-7 package-4 capacity-0 capacity-1
1
1 6
2
0 7 6 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-7 package-4 capacity-1 capacity-2
1
1 6
2
0 7 6 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-7 package-4 capacity-2 capacity-3
1
1 6
2
0 7 6 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-7 package-4 capacity-3 capacity-4
1
1 6
2
0 7 6 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-8 package-1 capacity-0 capacity-1
1
1 7
2
0 2 7 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-8 package-1 capacity-1 capacity-2
1
1 7
2
0 2 7 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-8 package-1 capacity-2 capacity-3
1
1 7
2
0 2 7 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-8 package-1 capacity-3 capacity-4
1
1 7
2
0 2 7 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-8 package-2 capacity-0 capacity-1
1
1 7
2
0 3 7 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-8 package-2 capacity-1 capacity-2
1
1 7
2
0 3 7 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-8 package-2 capacity-2 capacity-3
1
1 7
2
0 3 7 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-8 package-2 capacity-3 capacity-4
1
1 7
2
0 3 7 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-8 package-3 capacity-0 capacity-1
1
1 7
2
0 4 7 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-8 package-3 capacity-1 capacity-2
1
1 7
2
0 4 7 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-8 package-3 capacity-2 capacity-3
1
1 7
2
0 4 7 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-8 package-3 capacity-3 capacity-4
1
1 7
2
0 4 7 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-8 package-4 capacity-0 capacity-1
1
1 7
2
0 7 7 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-8 package-4 capacity-1 capacity-2
1
1 7
2
0 7 7 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-8 package-4 capacity-2 capacity-3
1
1 7
2
0 7 7 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-8 package-4 capacity-3 capacity-4
1
1 7
2
0 7 7 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-9 package-1 capacity-0 capacity-1
1
1 8
2
0 2 8 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-9 package-1 capacity-1 capacity-2
1
1 8
2
0 2 8 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-9 package-1 capacity-2 capacity-3
1
1 8
2
0 2 8 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-9 package-1 capacity-3 capacity-4
1
1 8
2
0 2 8 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-9 package-2 capacity-0 capacity-1
1
1 8
2
0 3 8 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-9 package-2 capacity-1 capacity-2
1
1 8
2
0 3 8 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-9 package-2 capacity-2 capacity-3
1
1 8
2
0 3 8 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-9 package-2 capacity-3 capacity-4
1
1 8
2
0 3 8 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-9 package-3 capacity-0 capacity-1
1
1 8
2
0 4 8 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-9 package-3 capacity-1 capacity-2
1
1 8
2
0 4 8 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-9 package-3 capacity-2 capacity-3
1
1 8
2
0 4 8 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-9 package-3 capacity-3 capacity-4
1
1 8
2
0 4 8 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-1 city-loc-9 package-4 capacity-0 capacity-1
1
1 8
2
0 7 8 9
0 5 1 0
1
end_operator
begin_operator
pick-up truck-1 city-loc-9 package-4 capacity-1 capacity-2
1
1 8
2
0 7 8 9
0 5 2 1
1
end_operator
begin_operator
pick-up truck-1 city-loc-9 package-4 capacity-2 capacity-3
1
1 8
2
0 7 8 9
0 5 3 2
1
end_operator
begin_operator
pick-up truck-1 city-loc-9 package-4 capacity-3 capacity-4
1
1 8
2
0 7 8 9
0 5 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-1 package-1 capacity-0 capacity-1
1
0 0
2
0 2 0 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-1 package-1 capacity-1 capacity-2
1
0 0
2
0 2 0 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-1 package-1 capacity-2 capacity-3
1
0 0
2
0 2 0 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-1 package-1 capacity-3 capacity-4
1
0 0
2
0 2 0 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-1 package-2 capacity-0 capacity-1
1
0 0
2
0 3 0 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-1 package-2 capacity-1 capacity-2
1
0 0
2
0 3 0 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-1 package-2 capacity-2 capacity-3
1
0 0
2
0 3 0 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-1 package-2 capacity-3 capacity-4
1
0 0
2
0 3 0 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-1 package-3 capacity-0 capacity-1
1
0 0
2
0 4 0 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-1 package-3 capacity-1 capacity-2
1
0 0
2
0 4 0 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-1 package-3 capacity-2 capacity-3
1
0 0
2
0 4 0 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-1 package-3 capacity-3 capacity-4
1
0 0
2
0 4 0 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-1 package-4 capacity-0 capacity-1
1
0 0
2
0 7 0 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-1 package-4 capacity-1 capacity-2
1
0 0
2
0 7 0 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-1 package-4 capacity-2 capacity-3
1
0 0
2
0 7 0 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-1 package-4 capacity-3 capacity-4
1
0 0
2
0 7 0 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-2 package-1 capacity-0 capacity-1
1
0 1
2
0 2 1 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-2 package-1 capacity-1 capacity-2
1
0 1
2
0 2 1 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-2 package-1 capacity-2 capacity-3
1
0 1
2
0 2 1 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-2 package-1 capacity-3 capacity-4
1
0 1
2
0 2 1 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-2 package-2 capacity-0 capacity-1
1
0 1
2
0 3 1 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-2 package-2 capacity-1 capacity-2
1
0 1
2
0 3 1 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-2 package-2 capacity-2 capacity-3
1
0 1
2
0 3 1 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-2 package-2 capacity-3 capacity-4
1
0 1
2
0 3 1 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-2 package-3 capacity-0 capacity-1
1
0 1
2
0 4 1 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-2 package-3 capacity-1 capacity-2
1
0 1
2
0 4 1 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-2 package-3 capacity-2 capacity-3
1
0 1
2
0 4 1 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-2 package-3 capacity-3 capacity-4
1
0 1
2
0 4 1 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-2 package-4 capacity-0 capacity-1
1
0 1
2
0 7 1 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-2 package-4 capacity-1 capacity-2
1
0 1
2
0 7 1 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-2 package-4 capacity-2 capacity-3
1
0 1
2
0 7 1 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-2 package-4 capacity-3 capacity-4
1
0 1
2
0 7 1 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-3 package-1 capacity-0 capacity-1
1
0 2
2
0 2 2 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-3 package-1 capacity-1 capacity-2
1
0 2
2
0 2 2 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-3 package-1 capacity-2 capacity-3
1
0 2
2
0 2 2 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-3 package-1 capacity-3 capacity-4
1
0 2
2
0 2 2 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-3 package-2 capacity-0 capacity-1
1
0 2
2
0 3 2 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-3 package-2 capacity-1 capacity-2
1
0 2
2
0 3 2 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-3 package-2 capacity-2 capacity-3
1
0 2
2
0 3 2 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-3 package-2 capacity-3 capacity-4
1
0 2
2
0 3 2 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-3 package-3 capacity-0 capacity-1
1
0 2
2
0 4 2 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-3 package-3 capacity-1 capacity-2
1
0 2
2
0 4 2 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-3 package-3 capacity-2 capacity-3
1
0 2
2
0 4 2 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-3 package-3 capacity-3 capacity-4
1
0 2
2
0 4 2 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-3 package-4 capacity-0 capacity-1
1
0 2
2
0 7 2 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-3 package-4 capacity-1 capacity-2
1
0 2
2
0 7 2 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-3 package-4 capacity-2 capacity-3
1
0 2
2
0 7 2 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-3 package-4 capacity-3 capacity-4
1
0 2
2
0 7 2 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-4 package-1 capacity-0 capacity-1
1
0 3
2
0 2 3 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-4 package-1 capacity-1 capacity-2
1
0 3
2
0 2 3 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-4 package-1 capacity-2 capacity-3
1
0 3
2
0 2 3 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-4 package-1 capacity-3 capacity-4
1
0 3
2
0 2 3 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-4 package-2 capacity-0 capacity-1
1
0 3
2
0 3 3 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-4 package-2 capacity-1 capacity-2
1
0 3
2
0 3 3 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-4 package-2 capacity-2 capacity-3
1
0 3
2
0 3 3 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-4 package-2 capacity-3 capacity-4
1
0 3
2
0 3 3 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-4 package-3 capacity-0 capacity-1
1
0 3
2
0 4 3 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-4 package-3 capacity-1 capacity-2
1
0 3
2
0 4 3 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-4 package-3 capacity-2 capacity-3
1
0 3
2
0 4 3 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-4 package-3 capacity-3 capacity-4
1
0 3
2
0 4 3 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-4 package-4 capacity-0 capacity-1
1
0 3
2
0 7 3 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-4 package-4 capacity-1 capacity-2
1
0 3
2
0 7 3 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-4 package-4 capacity-2 capacity-3
1
0 3
2
0 7 3 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-4 package-4 capacity-3 capacity-4
1
0 3
2
0 7 3 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-5 package-1 capacity-0 capacity-1
1
0 4
2
0 2 4 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-5 package-1 capacity-1 capacity-2
1
0 4
2
0 2 4 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-5 package-1 capacity-2 capacity-3
1
0 4
2
0 2 4 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-5 package-1 capacity-3 capacity-4
1
0 4
2
0 2 4 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-5 package-2 capacity-0 capacity-1
1
0 4
2
0 3 4 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-5 package-2 capacity-1 capacity-2
1
0 4
2
0 3 4 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-5 package-2 capacity-2 capacity-3
1
0 4
2
0 3 4 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-5 package-2 capacity-3 capacity-4
1
0 4
2
0 3 4 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-5 package-3 capacity-0 capacity-1
1
0 4
2
0 4 4 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-5 package-3 capacity-1 capacity-2
1
0 4
2
0 4 4 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-5 package-3 capacity-2 capacity-3
1
0 4
2
0 4 4 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-5 package-3 capacity-3 capacity-4
1
0 4
2
0 4 4 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-5 package-4 capacity-0 capacity-1
1
0 4
2
0 7 4 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-5 package-4 capacity-1 capacity-2
1
0 4
2
0 7 4 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-5 package-4 capacity-2 capacity-3
1
0 4
2
0 7 4 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-5 package-4 capacity-3 capacity-4
1
0 4
2
0 7 4 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-6 package-1 capacity-0 capacity-1
1
0 5
2
0 2 5 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-6 package-1 capacity-1 capacity-2
1
0 5
2
0 2 5 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-6 package-1 capacity-2 capacity-3
1
0 5
2
0 2 5 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-6 package-1 capacity-3 capacity-4
1
0 5
2
0 2 5 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-6 package-2 capacity-0 capacity-1
1
0 5
2
0 3 5 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-6 package-2 capacity-1 capacity-2
1
0 5
2
0 3 5 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-6 package-2 capacity-2 capacity-3
1
0 5
2
0 3 5 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-6 package-2 capacity-3 capacity-4
1
0 5
2
0 3 5 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-6 package-3 capacity-0 capacity-1
1
0 5
2
0 4 5 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-6 package-3 capacity-1 capacity-2
1
0 5
2
0 4 5 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-6 package-3 capacity-2 capacity-3
1
0 5
2
0 4 5 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-6 package-3 capacity-3 capacity-4
1
0 5
2
0 4 5 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-6 package-4 capacity-0 capacity-1
1
0 5
2
0 7 5 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-6 package-4 capacity-1 capacity-2
1
0 5
2
0 7 5 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-6 package-4 capacity-2 capacity-3
1
0 5
2
0 7 5 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-6 package-4 capacity-3 capacity-4
1
0 5
2
0 7 5 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-7 package-1 capacity-0 capacity-1
1
0 6
2
0 2 6 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-7 package-1 capacity-1 capacity-2
1
0 6
2
0 2 6 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-7 package-1 capacity-2 capacity-3
1
0 6
2
0 2 6 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-7 package-1 capacity-3 capacity-4
1
0 6
2
0 2 6 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-7 package-2 capacity-0 capacity-1
1
0 6
2
0 3 6 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-7 package-2 capacity-1 capacity-2
1
0 6
2
0 3 6 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-7 package-2 capacity-2 capacity-3
1
0 6
2
0 3 6 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-7 package-2 capacity-3 capacity-4
1
0 6
2
0 3 6 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-7 package-3 capacity-0 capacity-1
1
0 6
2
0 4 6 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-7 package-3 capacity-1 capacity-2
1
0 6
2
0 4 6 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-7 package-3 capacity-2 capacity-3
1
0 6
2
0 4 6 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-7 package-3 capacity-3 capacity-4
1
0 6
2
0 4 6 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-7 package-4 capacity-0 capacity-1
1
0 6
2
0 7 6 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-7 package-4 capacity-1 capacity-2
1
0 6
2
0 7 6 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-7 package-4 capacity-2 capacity-3
1
0 6
2
0 7 6 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-7 package-4 capacity-3 capacity-4
1
0 6
2
0 7 6 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-8 package-1 capacity-0 capacity-1
1
0 7
2
0 2 7 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-8 package-1 capacity-1 capacity-2
1
0 7
2
0 2 7 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-8 package-1 capacity-2 capacity-3
1
0 7
2
0 2 7 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-8 package-1 capacity-3 capacity-4
1
0 7
2
0 2 7 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-8 package-2 capacity-0 capacity-1
1
0 7
2
0 3 7 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-8 package-2 capacity-1 capacity-2
1
0 7
2
0 3 7 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-8 package-2 capacity-2 capacity-3
1
0 7
2
0 3 7 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-8 package-2 capacity-3 capacity-4
1
0 7
2
0 3 7 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-8 package-3 capacity-0 capacity-1
1
0 7
2
0 4 7 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-8 package-3 capacity-1 capacity-2
1
0 7
2
0 4 7 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-8 package-3 capacity-2 capacity-3
1
0 7
2
0 4 7 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-8 package-3 capacity-3 capacity-4
1
0 7
2
0 4 7 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-8 package-4 capacity-0 capacity-1
1
0 7
2
0 7 7 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-8 package-4 capacity-1 capacity-2
1
0 7
2
0 7 7 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-8 package-4 capacity-2 capacity-3
1
0 7
2
0 7 7 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-8 package-4 capacity-3 capacity-4
1
0 7
2
0 7 7 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-9 package-1 capacity-0 capacity-1
1
0 8
2
0 2 8 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-9 package-1 capacity-1 capacity-2
1
0 8
2
0 2 8 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-9 package-1 capacity-2 capacity-3
1
0 8
2
0 2 8 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-9 package-1 capacity-3 capacity-4
1
0 8
2
0 2 8 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-9 package-2 capacity-0 capacity-1
1
0 8
2
0 3 8 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-9 package-2 capacity-1 capacity-2
1
0 8
2
0 3 8 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-9 package-2 capacity-2 capacity-3
1
0 8
2
0 3 8 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-9 package-2 capacity-3 capacity-4
1
0 8
2
0 3 8 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-9 package-3 capacity-0 capacity-1
1
0 8
2
0 4 8 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-9 package-3 capacity-1 capacity-2
1
0 8
2
0 4 8 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-9 package-3 capacity-2 capacity-3
1
0 8
2
0 4 8 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-9 package-3 capacity-3 capacity-4
1
0 8
2
0 4 8 10
0 6 4 3
1
end_operator
begin_operator
pick-up truck-2 city-loc-9 package-4 capacity-0 capacity-1
1
0 8
2
0 7 8 10
0 6 1 0
1
end_operator
begin_operator
pick-up truck-2 city-loc-9 package-4 capacity-1 capacity-2
1
0 8
2
0 7 8 10
0 6 2 1
1
end_operator
begin_operator
pick-up truck-2 city-loc-9 package-4 capacity-2 capacity-3
1
0 8
2
0 7 8 10
0 6 3 2
1
end_operator
begin_operator
pick-up truck-2 city-loc-9 package-4 capacity-3 capacity-4
1
0 8
2
0 7 8 10
0 6 4 3
1
end_operator
begin_operator
reach_goal0 
4
2 8
3 2
4 0
7 7
1
0 8 -1 0
1
end_operator
0
