begin_version
3
end_version
begin_metric
0
end_metric
15
begin_variable
var0
-1
2
Atom at(truck6, city6-1)
Atom at(truck6, city6-2)
end_variable
begin_variable
var1
-1
2
Atom at(truck5, city5-1)
Atom at(truck5, city5-2)
end_variable
begin_variable
var2
-1
2
Atom at(truck4, city4-1)
Atom at(truck4, city4-2)
end_variable
begin_variable
var3
-1
2
Atom at(truck3, city3-1)
Atom at(truck3, city3-2)
end_variable
begin_variable
var4
-1
2
Atom at(truck2, city2-1)
Atom at(truck2, city2-2)
end_variable
begin_variable
var5
-1
2
Atom at(truck1, city1-1)
Atom at(truck1, city1-2)
end_variable
begin_variable
var6
-1
6
Atom at(plane2, city1-2)
Atom at(plane2, city2-2)
Atom at(plane2, city3-2)
Atom at(plane2, city4-2)
Atom at(plane2, city5-2)
Atom at(plane2, city6-2)
end_variable
begin_variable
var7
-1
6
Atom at(plane1, city1-2)
Atom at(plane1, city2-2)
Atom at(plane1, city3-2)
Atom at(plane1, city4-2)
Atom at(plane1, city5-2)
Atom at(plane1, city6-2)
end_variable
begin_variable
var8
-1
20
Atom at(package6, city1-1)
Atom at(package6, city1-2)
Atom at(package6, city2-1)
Atom at(package6, city2-2)
Atom at(package6, city3-1)
Atom at(package6, city3-2)
Atom at(package6, city4-1)
Atom at(package6, city4-2)
Atom at(package6, city5-1)
Atom at(package6, city5-2)
Atom at(package6, city6-1)
Atom at(package6, city6-2)
Atom in(package6, plane1)
Atom in(package6, plane2)
Atom in(package6, truck1)
Atom in(package6, truck2)
Atom in(package6, truck3)
Atom in(package6, truck4)
Atom in(package6, truck5)
Atom in(package6, truck6)
end_variable
begin_variable
var9
-1
20
Atom at(package5, city1-1)
Atom at(package5, city1-2)
Atom at(package5, city2-1)
Atom at(package5, city2-2)
Atom at(package5, city3-1)
Atom at(package5, city3-2)
Atom at(package5, city4-1)
Atom at(package5, city4-2)
Atom at(package5, city5-1)
Atom at(package5, city5-2)
Atom at(package5, city6-1)
Atom at(package5, city6-2)
Atom in(package5, plane1)
Atom in(package5, plane2)
Atom in(package5, truck1)
Atom in(package5, truck2)
Atom in(package5, truck3)
Atom in(package5, truck4)
Atom in(package5, truck5)
Atom in(package5, truck6)
end_variable
begin_variable
var10
-1
20
Atom at(package4, city1-1)
Atom at(package4, city1-2)
Atom at(package4, city2-1)
Atom at(package4, city2-2)
Atom at(package4, city3-1)
Atom at(package4, city3-2)
Atom at(package4, city4-1)
Atom at(package4, city4-2)
Atom at(package4, city5-1)
Atom at(package4, city5-2)
Atom at(package4, city6-1)
Atom at(package4, city6-2)
Atom in(package4, plane1)
Atom in(package4, plane2)
Atom in(package4, truck1)
Atom in(package4, truck2)
Atom in(package4, truck3)
Atom in(package4, truck4)
Atom in(package4, truck5)
Atom in(package4, truck6)
end_variable
begin_variable
var11
-1
20
Atom at(package3, city1-1)
Atom at(package3, city1-2)
Atom at(package3, city2-1)
Atom at(package3, city2-2)
Atom at(package3, city3-1)
Atom at(package3, city3-2)
Atom at(package3, city4-1)
Atom at(package3, city4-2)
Atom at(package3, city5-1)
Atom at(package3, city5-2)
Atom at(package3, city6-1)
Atom at(package3, city6-2)
Atom in(package3, plane1)
Atom in(package3, plane2)
Atom in(package3, truck1)
Atom in(package3, truck2)
Atom in(package3, truck3)
Atom in(package3, truck4)
Atom in(package3, truck5)
Atom in(package3, truck6)
end_variable
begin_variable
var12
-1
20
Atom at(package2, city1-1)
Atom at(package2, city1-2)
Atom at(package2, city2-1)
Atom at(package2, city2-2)
Atom at(package2, city3-1)
Atom at(package2, city3-2)
Atom at(package2, city4-1)
Atom at(package2, city4-2)
Atom at(package2, city5-1)
Atom at(package2, city5-2)
Atom at(package2, city6-1)
Atom at(package2, city6-2)
Atom in(package2, plane1)
Atom in(package2, plane2)
Atom in(package2, truck1)
Atom in(package2, truck2)
Atom in(package2, truck3)
Atom in(package2, truck4)
Atom in(package2, truck5)
Atom in(package2, truck6)
end_variable
begin_variable
var13
-1
20
Atom at(package1, city1-1)
Atom at(package1, city1-2)
Atom at(package1, city2-1)
Atom at(package1, city2-2)
Atom at(package1, city3-1)
Atom at(package1, city3-2)
Atom at(package1, city4-1)
Atom at(package1, city4-2)
Atom at(package1, city5-1)
Atom at(package1, city5-2)
Atom at(package1, city6-1)
Atom at(package1, city6-2)
Atom in(package1, plane1)
Atom in(package1, plane2)
Atom in(package1, truck1)
Atom in(package1, truck2)
Atom in(package1, truck3)
Atom in(package1, truck4)
Atom in(package1, truck5)
Atom in(package1, truck6)
end_variable
begin_variable
var14
-1
2
Atom goal0()
NegatedAtom goal0()
end_variable
0
begin_state
0
0
0
0
0
0
3
3
4
7
0
0
1
2
1
end_state
begin_goal
1
14 0
end_goal
361
begin_operator
drive-truck truck1 city1-1 city1-2 city1
0
1
0 5 0 1
1
end_operator
begin_operator
drive-truck truck1 city1-2 city1-1 city1
0
1
0 5 1 0
1
end_operator
begin_operator
drive-truck truck2 city2-1 city2-2 city2
0
1
0 4 0 1
1
end_operator
begin_operator
drive-truck truck2 city2-2 city2-1 city2
0
1
0 4 1 0
1
end_operator
begin_operator
drive-truck truck3 city3-1 city3-2 city3
0
1
0 3 0 1
1
end_operator
begin_operator
drive-truck truck3 city3-2 city3-1 city3
0
1
0 3 1 0
1
end_operator
begin_operator
drive-truck truck4 city4-1 city4-2 city4
0
1
0 2 0 1
1
end_operator
begin_operator
drive-truck truck4 city4-2 city4-1 city4
0
1
0 2 1 0
1
end_operator
begin_operator
drive-truck truck5 city5-1 city5-2 city5
0
1
0 1 0 1
1
end_operator
begin_operator
drive-truck truck5 city5-2 city5-1 city5
0
1
0 1 1 0
1
end_operator
begin_operator
drive-truck truck6 city6-1 city6-2 city6
0
1
0 0 0 1
1
end_operator
begin_operator
drive-truck truck6 city6-2 city6-1 city6
0
1
0 0 1 0
1
end_operator
begin_operator
fly-airplane plane1 city1-2 city2-2
0
1
0 7 0 1
1
end_operator
begin_operator
fly-airplane plane1 city1-2 city3-2
0
1
0 7 0 2
1
end_operator
begin_operator
fly-airplane plane1 city1-2 city4-2
0
1
0 7 0 3
1
end_operator
begin_operator
fly-airplane plane1 city1-2 city5-2
0
1
0 7 0 4
1
end_operator
begin_operator
fly-airplane plane1 city1-2 city6-2
0
1
0 7 0 5
1
end_operator
begin_operator
fly-airplane plane1 city2-2 city1-2
0
1
0 7 1 0
1
end_operator
begin_operator
fly-airplane plane1 city2-2 city3-2
0
1
0 7 1 2
1
end_operator
begin_operator
fly-airplane plane1 city2-2 city4-2
0
1
0 7 1 3
1
end_operator
begin_operator
fly-airplane plane1 city2-2 city5-2
0
1
0 7 1 4
1
end_operator
begin_operator
fly-airplane plane1 city2-2 city6-2
0
1
0 7 1 5
1
end_operator
begin_operator
fly-airplane plane1 city3-2 city1-2
0
1
0 7 2 0
1
end_operator
begin_operator
fly-airplane plane1 city3-2 city2-2
0
1
0 7 2 1
1
end_operator
begin_operator
fly-airplane plane1 city3-2 city4-2
0
1
0 7 2 3
1
end_operator
begin_operator
fly-airplane plane1 city3-2 city5-2
0
1
0 7 2 4
1
end_operator
begin_operator
fly-airplane plane1 city3-2 city6-2
0
1
0 7 2 5
1
end_operator
begin_operator
fly-airplane plane1 city4-2 city1-2
0
1
0 7 3 0
1
end_operator
begin_operator
fly-airplane plane1 city4-2 city2-2
0
1
0 7 3 1
1
end_operator
begin_operator
fly-airplane plane1 city4-2 city3-2
0
1
0 7 3 2
1
end_operator
begin_operator
fly-airplane plane1 city4-2 city5-2
0
1
0 7 3 4
1
end_operator
begin_operator
fly-airplane plane1 city4-2 city6-2
0
1
0 7 3 5
1
end_operator
begin_operator
fly-airplane plane1 city5-2 city1-2
0
1
0 7 4 0
1
end_operator
begin_operator
fly-airplane plane1 city5-2 city2-2
0
1
0 7 4 1
1
end_operator
begin_operator
fly-airplane plane1 city5-2 city3-2
0
1
0 7 4 2
1
end_operator
begin_operator
fly-airplane plane1 city5-2 city4-2
0
1
0 7 4 3
1
end_operator
begin_operator
fly-airplane plane1 city5-2 city6-2
0
1
0 7 4 5
1
end_operator
begin_operator
fly-airplane plane1 city6-2 city1-2
0
1
0 7 5 0
1
end_operator
begin_operator
fly-airplane plane1 city6-2 city2-2
0
1
0 7 5 1
1
end_operator
begin_operator
fly-airplane plane1 city6-2 city3-2
0
1
0 7 5 2
1
end_operator
begin_operator
fly-airplane plane1 city6-2 city4-2
0
1
0 7 5 3
1
end_operator
begin_operator
fly-airplane plane1 city6-2 city5-2
0
1
0 7 5 4
1
end_operator
begin_operator
fly-airplane plane2 city1-2 city2-2
0
1
0 6 0 1
1
end_operator
begin_operator
fly-airplane plane2 city1-2 city3-2
0
1
0 6 0 2
1
end_operator
begin_operator
fly-airplane plane2 city1-2 city4-2
0
1
0 6 0 3
1
end_operator
begin_operator
fly-airplane plane2 city1-2 city5-2
0
1
0 6 0 4
1
end_operator
begin_operator
fly-airplane plane2 city1-2 city6-2
0
1
0 6 0 5
1
end_operator
begin_operator
fly-airplane plane2 city2-2 city1-2
0
1
0 6 1 0
1
end_operator
begin_operator
fly-airplane plane2 city2-2 city3-2
0
1
0 6 1 2
1
end_operator
begin_operator
fly-airplane plane2 city2-2 city4-2
0
1
0 6 1 3
1
end_operator
begin_operator
fly-airplane plane2 city2-2 city5-2
0
1
0 6 1 4
1
end_operator
begin_operator
fly-airplane plane2 city2-2 city6-2
0
1
0 6 1 5
1
end_operator
begin_operator
fly-airplane plane2 city3-2 city1-2
0
1
0 6 2 0
1
end_operator
begin_operator
fly-airplane plane2 city3-2 city2-2
0
1
0 6 2 1
1
end_operator
begin_operator
fly-airplane plane2 city3-2 city4-2
0
1
0 6 2 3
1
end_operator
begin_operator
fly-airplane plane2 city3-2 city5-2
0
1
0 6 2 4
1
end_operator
begin_operator
fly-airplane plane2 city3-2 city6-2
0
1
0 6 2 5
1
end_operator
begin_operator
fly-airplane plane2 city4-2 city1-2
0
1
0 6 3 0
1
end_operator
begin_operator
fly-airplane plane2 city4-2 city2-2
0
1
0 6 3 1
1
end_operator
begin_operator
fly-airplane plane2 city4-2 city3-2
0
1
0 6 3 2
1
end_operator
begin_operator
fly-airplane plane2 city4-2 city5-2
0
1
0 6 3 4
1
end_operator
begin_operator
fly-airplane plane2 city4-2 city6-2
0
1
0 6 3 5
1
end_operator
begin_operator
fly-airplane plane2 city5-2 city1-2
0
1
0 6 4 0
1
end_operator
begin_operator
fly-airplane plane2 city5-2 city2-2
0
1
0 6 4 1
1
end_operator
begin_operator
fly-airplane plane2 city5-2 city3-2
0
1
0 6 4 2
1
end_operator
begin_operator
fly-airplane plane2 city5-2 city4-2
0
1
0 6 4 3
1
end_operator
begin_operator
fly-airplane plane2 city5-2 city6-2
0
1
0 6 4 5
1
end_operator
begin_operator
fly-airplane plane2 city6-2 city1-2
0
1
0 6 5 0
1
end_operator
begin_operator
fly-airplane plane2 city6-2 city2-2
0
1
0 6 5 1
1
end_operator
begin_operator
fly-airplane plane2 city6-2 city3-2
0
1
0 6 5 2
1
end_operator
begin_operator
fly-airplane plane2 city6-2 city4-2
0
1
0 6 5 3
1
end_operator
begin_operator
fly-airplane plane2 city6-2 city5-2
0
1
0 6 5 4
1
end_operator
begin_operator
load-airplane package1 plane1 city1-2
1
7 0
1
0 13 1 12
1
end_operator
begin_operator
load-airplane package1 plane1 city2-2
1
7 1
1
0 13 3 12
1
end_operator
begin_operator
load-airplane package1 plane1 city3-2
1
7 2
1
0 13 5 12
1
end_operator
begin_operator
load-airplane package1 plane1 city4-2
1
7 3
1
0 13 7 12
1
end_operator
begin_operator
load-airplane package1 plane1 city5-2
1
7 4
1
0 13 9 12
1
end_operator
begin_operator
load-airplane package1 plane1 city6-2
1
7 5
1
0 13 11 12
1
end_operator
begin_operator
load-airplane package1 plane2 city1-2
1
6 0
1
0 13 1 13
1
end_operator
begin_operator
load-airplane package1 plane2 city2-2
1
6 1
1
0 13 3 13
1
end_operator
begin_operator
load-airplane package1 plane2 city3-2
1
6 2
1
0 13 5 13
1
end_operator
begin_operator
load-airplane package1 plane2 city4-2
1
6 3
1
0 13 7 13
1
end_operator
begin_operator
load-airplane package1 plane2 city5-2
1
6 4
1
0 13 9 13
1
end_operator
begin_operator
load-airplane package1 plane2 city6-2
1
6 5
1
0 13 11 13
1
end_operator
begin_operator
load-airplane package2 plane1 city1-2
1
7 0
1
0 12 1 12
1
end_operator
begin_operator
load-airplane package2 plane1 city2-2
1
7 1
1
0 12 3 12
1
end_operator
begin_operator
load-airplane package2 plane1 city3-2
1
7 2
1
0 12 5 12
1
end_operator
begin_operator
load-airplane package2 plane1 city4-2
1
7 3
1
0 12 7 12
1
end_operator
begin_operator
load-airplane package2 plane1 city5-2
1
7 4
1
0 12 9 12
1
end_operator
begin_operator
load-airplane package2 plane1 city6-2
1
7 5
1
0 12 11 12
1
end_operator
begin_operator
load-airplane package2 plane2 city1-2
1
6 0
1
0 12 1 13
1
end_operator
begin_operator
load-airplane package2 plane2 city2-2
1
6 1
1
0 12 3 13
1
end_operator
begin_operator
load-airplane package2 plane2 city3-2
1
6 2
1
0 12 5 13
1
end_operator
begin_operator
load-airplane package2 plane2 city4-2
1
6 3
1
0 12 7 13
1
end_operator
begin_operator
load-airplane package2 plane2 city5-2
1
6 4
1
0 12 9 13
1
end_operator
begin_operator
load-airplane package2 plane2 city6-2
1
6 5
1
0 12 11 13
1
end_operator
begin_operator
load-airplane package3 plane1 city1-2
1
7 0
1
0 11 1 12
1
end_operator
begin_operator
load-airplane package3 plane1 city2-2
1
7 1
1
0 11 3 12
1
end_operator
begin_operator
load-airplane package3 plane1 city3-2
1
7 2
1
0 11 5 12
1
end_operator
begin_operator
load-airplane package3 plane1 city4-2
1
7 3
1
0 11 7 12
1
end_operator
begin_operator
load-airplane package3 plane1 city5-2
1
7 4
1
0 11 9 12
1
end_operator
begin_operator
load-airplane package3 plane1 city6-2
1
7 5
1
0 11 11 12
1
end_operator
begin_operator
load-airplane package3 plane2 city1-2
1
6 0
1
0 11 1 13
1
end_operator
begin_operator
load-airplane package3 plane2 city2-2
1
6 1
1
0 11 3 13
1
end_operator
begin_operator
load-airplane package3 plane2 city3-2
1
6 2
1
0 11 5 13
1
end_operator
begin_operator
load-airplane package3 plane2 city4-2
1
6 3
1
0 11 7 13
1
end_operator
begin_operator
load-airplane package3 plane2 city5-2
1
6 4
1
0 11 9 13
1
end_operator
begin_operator
load-airplane package3 plane2 city6-2
1
6 5
1
0 11 11 13
1
end_operator
begin_operator
load-airplane package4 plane1 city1-2
1
7 0
1
0 10 1 12
1
end_operator
begin_operator
load-airplane package4 plane1 city2-2
1
7 1
1
0 10 3 12
1
end_operator
begin_operator
load-airplane package4 plane1 city3-2
1
7 2
1
0 10 5 12
1
end_operator
begin_operator
load-airplane package4 plane1 city4-2
1
7 3
1
0 10 7 12
1
end_operator
begin_operator
load-airplane package4 plane1 city5-2
1
7 4
1
0 10 9 12
1
end_operator
begin_operator
load-airplane package4 plane1 city6-2
1
7 5
1
0 10 11 12
1
end_operator
begin_operator
load-airplane package4 plane2 city1-2
1
6 0
1
0 10 1 13
1
end_operator
begin_operator
load-airplane package4 plane2 city2-2
1
6 1
1
0 10 3 13
1
end_operator
begin_operator
load-airplane package4 plane2 city3-2
1
6 2
1
0 10 5 13
1
end_operator
begin_operator
load-airplane package4 plane2 city4-2
1
6 3
1
0 10 7 13
1
end_operator
begin_operator
load-airplane package4 plane2 city5-2
1
6 4
1
0 10 9 13
1
end_operator
begin_operator
load-airplane package4 plane2 city6-2
1
6 5
1
0 10 11 13
1
end_operator
begin_operator
load-airplane package5 plane1 city1-2
1
7 0
1
0 9 1 12
1
end_operator
begin_operator
load-airplane package5 plane1 city2-2
1
7 1
1
0 9 3 12
1
end_operator
begin_operator
load-airplane package5 plane1 city3-2
1
7 2
1
0 9 5 12
1
end_operator
begin_operator
load-airplane package5 plane1 city4-2
1
7 3
1
0 9 7 12
1
end_operator
begin_operator
load-airplane package5 plane1 city5-2
1
7 4
1
0 9 9 12
1
end_operator
begin_operator
load-airplane package5 plane1 city6-2
1
7 5
1
0 9 11 12
1
end_operator
begin_operator
load-airplane package5 plane2 city1-2
1
6 0
1
0 9 1 13
1
end_operator
begin_operator
load-airplane package5 plane2 city2-2
1
6 1
1
0 9 3 13
1
end_operator
begin_operator
load-airplane package5 plane2 city3-2
1
6 2
1
0 9 5 13
1
end_operator
begin_operator
load-airplane package5 plane2 city4-2
1
6 3
1
0 9 7 13
1
end_operator
begin_operator
load-airplane package5 plane2 city5-2
1
6 4
1
0 9 9 13
1
end_operator
begin_operator
load-airplane package5 plane2 city6-2
1
6 5
1
0 9 11 13
1
end_operator
begin_operator
load-airplane package6 plane1 city1-2
1
7 0
1
0 8 1 12
1
end_operator
begin_operator
load-airplane package6 plane1 city2-2
1
7 1
1
0 8 3 12
1
end_operator
begin_operator
load-airplane package6 plane1 city3-2
1
7 2
1
0 8 5 12
1
end_operator
begin_operator
load-airplane package6 plane1 city4-2
1
7 3
1
0 8 7 12
1
end_operator
begin_operator
load-airplane package6 plane1 city5-2
1
7 4
1
0 8 9 12
1
end_operator
begin_operator
load-airplane package6 plane1 city6-2
1
7 5
1
0 8 11 12
1
end_operator
begin_operator
load-airplane package6 plane2 city1-2
1
6 0
1
0 8 1 13
1
end_operator
begin_operator
load-airplane package6 plane2 city2-2
1
6 1
1
0 8 3 13
1
end_operator
begin_operator
load-airplane package6 plane2 city3-2
1
6 2
1
0 8 5 13
1
end_operator
begin_operator
load-airplane package6 plane2 city4-2
1
6 3
1
0 8 7 13
1
end_operator
begin_operator
load-airplane package6 plane2 city5-2
1
6 4
1
0 8 9 13
1
end_operator
begin_operator
load-airplane package6 plane2 city6-2
1
6 5
1
0 8 11 13
1
end_operator
begin_operator
load-truck package1 truck1 city1-1
1
5 0
1
0 13 0 14
1
end_operator
begin_operator
load-truck package1 truck1 city1-2
1
5 1
1
0 13 1 14
1
end_operator
begin_operator
load-truck package1 truck2 city2-1
1
4 0
1
0 13 2 15
1
end_operator
begin_operator
load-truck package1 truck2 city2-2
1
4 1
1
0 13 3 15
1
end_operator
begin_operator
load-truck package1 truck3 city3-1
1
3 0
1
0 13 4 16
1
end_operator
begin_operator
load-truck package1 truck3 city3-2
1
3 1
1
0 13 5 16
1
end_operator
begin_operator
load-truck package1 truck4 city4-1
1
2 0
1
0 13 6 17
1
end_operator
begin_operator
load-truck package1 truck4 city4-2
1
2 1
1
0 13 7 17
1
end_operator
begin_operator
load-truck package1 truck5 city5-1
1
1 0
1
0 13 8 18
1
end_operator
begin_operator
load-truck package1 truck5 city5-2
1
1 1
1
0 13 9 18
1
end_operator
begin_operator
load-truck package1 truck6 city6-1
1
0 0
1
0 13 10 19
1
end_operator
begin_operator
load-truck package1 truck6 city6-2
1
0 1
1
0 13 11 19
1
end_operator
begin_operator
load-truck package2 truck1 city1-1
1
5 0
1
0 12 0 14
1
end_operator
begin_operator
load-truck package2 truck1 city1-2
1
5 1
1
0 12 1 14
1
end_operator
begin_operator
load-truck package2 truck2 city2-1
1
4 0
1
0 12 2 15
1
end_operator
begin_operator
load-truck package2 truck2 city2-2
1
4 1
1
0 12 3 15
1
end_operator
begin_operator
load-truck package2 truck3 city3-1
1
3 0
1
0 12 4 16
1
end_operator
begin_operator
load-truck package2 truck3 city3-2
1
3 1
1
0 12 5 16
1
end_operator
begin_operator
load-truck package2 truck4 city4-1
1
2 0
1
0 12 6 17
1
end_operator
begin_operator
load-truck package2 truck4 city4-2
1
2 1
1
0 12 7 17
1
end_operator
begin_operator
load-truck package2 truck5 city5-1
1
1 0
1
0 12 8 18
1
end_operator
begin_operator
load-truck package2 truck5 city5-2
1
1 1
1
0 12 9 18
1
end_operator
begin_operator
load-truck package2 truck6 city6-1
1
0 0
1
0 12 10 19
1
end_operator
begin_operator
load-truck package2 truck6 city6-2
1
0 1
1
0 12 11 19
1
end_operator
begin_operator
load-truck package3 truck1 city1-1
1
5 0
1
0 11 0 14
1
end_operator
begin_operator
load-truck package3 truck1 city1-2
1
5 1
1
0 11 1 14
1
end_operator
begin_operator
load-truck package3 truck2 city2-1
1
4 0
1
0 11 2 15
1
end_operator
begin_operator
load-truck package3 truck2 city2-2
1
4 1
1
0 11 3 15
1
end_operator
begin_operator
load-truck package3 truck3 city3-1
1
3 0
1
0 11 4 16
1
end_operator
begin_operator
load-truck package3 truck3 city3-2
1
3 1
1
0 11 5 16
1
end_operator
begin_operator
load-truck package3 truck4 city4-1
1
2 0
1
0 11 6 17
1
end_operator
begin_operator
load-truck package3 truck4 city4-2
1
2 1
1
0 11 7 17
1
end_operator
begin_operator
load-truck package3 truck5 city5-1
1
1 0
1
0 11 8 18
1
end_operator
begin_operator
load-truck package3 truck5 city5-2
1
1 1
1
0 11 9 18
1
end_operator
begin_operator
load-truck package3 truck6 city6-1
1
0 0
1
0 11 10 19
1
end_operator
begin_operator
load-truck package3 truck6 city6-2
1
0 1
1
0 11 11 19
1
end_operator
begin_operator
load-truck package4 truck1 city1-1
1
5 0
1
0 10 0 14
1
end_operator
begin_operator
load-truck package4 truck1 city1-2
1
5 1
1
0 10 1 14
1
end_operator
begin_operator
load-truck package4 truck2 city2-1
1
4 0
1
0 10 2 15
1
end_operator
begin_operator
load-truck package4 truck2 city2-2
1
4 1
1
0 10 3 15
1
end_operator
begin_operator
load-truck package4 truck3 city3-1
1
3 0
1
0 10 4 16
1
end_operator
begin_operator
load-truck package4 truck3 city3-2
1
3 1
1
0 10 5 16
1
end_operator
begin_operator
load-truck package4 truck4 city4-1
1
2 0
1
0 10 6 17
1
end_operator
begin_operator
load-truck package4 truck4 city4-2
1
2 1
1
0 10 7 17
1
end_operator
begin_operator
load-truck package4 truck5 city5-1
1
1 0
1
0 10 8 18
1
end_operator
begin_operator
load-truck package4 truck5 city5-2
1
1 1
1
0 10 9 18
1
end_operator
begin_operator
load-truck package4 truck6 city6-1
1
0 0
1
0 10 10 19
1
end_operator
begin_operator
load-truck package4 truck6 city6-2
1
0 1
1
0 10 11 19
1
end_operator
begin_operator
load-truck package5 truck1 city1-1
1
5 0
1
0 9 0 14
1
end_operator
begin_operator
load-truck package5 truck1 city1-2
1
5 1
1
0 9 1 14
1
end_operator
begin_operator
load-truck package5 truck2 city2-1
1
4 0
1
0 9 2 15
1
end_operator
begin_operator
load-truck package5 truck2 city2-2
1
4 1
1
0 9 3 15
1
end_operator
begin_operator
load-truck package5 truck3 city3-1
1
3 0
1
0 9 4 16
1
end_operator
begin_operator
load-truck package5 truck3 city3-2
1
3 1
1
0 9 5 16
1
end_operator
begin_operator
load-truck package5 truck4 city4-1
1
2 0
1
0 9 6 17
1
end_operator
begin_operator
load-truck package5 truck4 city4-2
1
2 1
1
0 9 7 17
1
end_operator
begin_operator
load-truck package5 truck5 city5-1
1
1 0
1
0 9 8 18
1
end_operator
begin_operator
load-truck package5 truck5 city5-2
1
1 1
1
0 9 9 18
1
end_operator
begin_operator
load-truck package5 truck6 city6-1
1
0 0
1
0 9 10 19
1
end_operator
begin_operator
load-truck package5 truck6 city6-2
1
0 1
1
0 9 11 19
1
end_operator
begin_operator
load-truck package6 truck1 city1-1
1
5 0
1
0 8 0 14
1
end_operator
begin_operator
load-truck package6 truck1 city1-2
1
5 1
1
0 8 1 14
1
end_operator
begin_operator
load-truck package6 truck2 city2-1
1
4 0
1
0 8 2 15
1
end_operator
begin_operator
load-truck package6 truck2 city2-2
1
4 1
1
0 8 3 15
1
end_operator
begin_operator
load-truck package6 truck3 city3-1
1
3 0
1
0 8 4 16
1
end_operator
begin_operator
load-truck package6 truck3 city3-2
1
3 1
1
0 8 5 16
1
end_operator
begin_operator
load-truck package6 truck4 city4-1
1
2 0
1
0 8 6 17
1
end_operator
begin_operator
load-truck package6 truck4 city4-2
1
2 1
1
0 8 7 17
1
end_operator
begin_operator
load-truck package6 truck5 city5-1
1
1 0
1
0 8 8 18
1
end_operator
begin_operator
load-truck package6 truck5 city5-2
1
1 1
1
0 8 9 18
1
end_operator
begin_operator
load-truck package6 truck6 city6-1
1
0 0
1
0 8 10 19
1
end_operator
begin_operator
load-truck package6 truck6 city6-2
1
0 1
1
0 8 11 19
1
end_operator
begin_operator
reach_goal0 
6
13 2
12 11
11 10
10 5
9 11
8 1
1
0 14 -1 0
1
end_operator
begin_operator
unload-airplane package1 plane1 city1-2
1
7 0
1
0 13 12 1
1
end_operator
begin_operator
unload-airplane package1 plane1 city2-2
1
7 1
1
0 13 12 3
1
end_operator
begin_operator
unload-airplane package1 plane1 city3-2
1
7 2
1
0 13 12 5
1
end_operator
begin_operator
unload-airplane package1 plane1 city4-2
1
7 3
1
0 13 12 7
1
end_operator
begin_operator
unload-airplane package1 plane1 city5-2
1
7 4
1
0 13 12 9
1
end_operator
begin_operator
unload-airplane package1 plane1 city6-2
1
7 5
1
0 13 12 11
1
end_operator
begin_operator
unload-airplane package1 plane2 city1-2
1
6 0
1
0 13 13 1
1
end_operator
begin_operator
unload-airplane package1 plane2 city2-2
1
6 1
1
0 13 13 3
1
end_operator
begin_operator
unload-airplane package1 plane2 city3-2
1
6 2
1
0 13 13 5
1
end_operator
begin_operator
unload-airplane package1 plane2 city4-2
1
6 3
1
0 13 13 7
1
end_operator
begin_operator
unload-airplane package1 plane2 city5-2
1
6 4
1
0 13 13 9
1
end_operator
begin_operator
unload-airplane package1 plane2 city6-2
1
6 5
1
0 13 13 11
1
end_operator
begin_operator
unload-airplane package2 plane1 city1-2
1
7 0
1
0 12 12 1
1
end_operator
begin_operator
unload-airplane package2 plane1 city2-2
1
7 1
1
0 12 12 3
1
end_operator
begin_operator
unload-airplane package2 plane1 city3-2
1
7 2
1
0 12 12 5
1
end_operator
begin_operator
unload-airplane package2 plane1 city4-2
1
7 3
1
0 12 12 7
1
end_operator
begin_operator
unload-airplane package2 plane1 city5-2
1
7 4
1
0 12 12 9
1
end_operator
begin_operator
unload-airplane package2 plane1 city6-2
1
7 5
1
0 12 12 11
1
end_operator
begin_operator
unload-airplane package2 plane2 city1-2
1
6 0
1
0 12 13 1
1
end_operator
begin_operator
unload-airplane package2 plane2 city2-2
1
6 1
1
0 12 13 3
1
end_operator
begin_operator
unload-airplane package2 plane2 city3-2
1
6 2
1
0 12 13 5
1
end_operator
begin_operator
unload-airplane package2 plane2 city4-2
1
6 3
1
0 12 13 7
1
end_operator
begin_operator
unload-airplane package2 plane2 city5-2
1
6 4
1
0 12 13 9
1
end_operator
begin_operator
unload-airplane package2 plane2 city6-2
1
6 5
1
0 12 13 11
1
end_operator
begin_operator
unload-airplane package3 plane1 city1-2
1
7 0
1
0 11 12 1
1
end_operator
begin_operator
unload-airplane package3 plane1 city2-2
1
7 1
1
0 11 12 3
1
end_operator
begin_operator
unload-airplane package3 plane1 city3-2
1
7 2
1
0 11 12 5
1
end_operator
begin_operator
unload-airplane package3 plane1 city4-2
1
7 3
1
0 11 12 7
1
end_operator
begin_operator
unload-airplane package3 plane1 city5-2
1
7 4
1
0 11 12 9
1
end_operator
begin_operator
unload-airplane package3 plane1 city6-2
1
7 5
1
0 11 12 11
1
end_operator
begin_operator
unload-airplane package3 plane2 city1-2
1
6 0
1
0 11 13 1
1
end_operator
begin_operator
unload-airplane package3 plane2 city2-2
1
6 1
1
0 11 13 3
1
end_operator
begin_operator
unload-airplane package3 plane2 city3-2
1
6 2
1
0 11 13 5
1
end_operator
begin_operator
unload-airplane package3 plane2 city4-2
1
6 3
1
0 11 13 7
1
end_operator
begin_operator
unload-airplane package3 plane2 city5-2
1
6 4
1
0 11 13 9
1
end_operator
begin_operator
unload-airplane package3 plane2 city6-2
1
6 5
1
0 11 13 11
1
end_operator
begin_operator
unload-airplane package4 plane1 city1-2
1
7 0
1
0 10 12 1
1
end_operator
begin_operator
unload-airplane package4 plane1 city2-2
1
7 1
1
0 10 12 3
1
end_operator
begin_operator
unload-airplane package4 plane1 city3-2
1
7 2
1
0 10 12 5
1
end_operator
begin_operator
unload-airplane package4 plane1 city4-2
1
7 3
1
0 10 12 7
1
end_operator
begin_operator
unload-airplane package4 plane1 city5-2
1
7 4
1
0 10 12 9
1
end_operator
begin_operator
unload-airplane package4 plane1 city6-2
1
7 5
1
0 10 12 11
1
end_operator
begin_operator
unload-airplane package4 plane2 city1-2
1
6 0
1
0 10 13 1
1
end_operator
begin_operator
unload-airplane package4 plane2 city2-2
1
6 1
1
0 10 13 3
1
end_operator
begin_operator
unload-airplane package4 plane2 city3-2
1
6 2
1
0 10 13 5
1
end_operator
begin_operator
unload-airplane package4 plane2 city4-2
1
6 3
1
0 10 13 7
1
end_operator
begin_operator
unload-airplane package4 plane2 city5-2
1
6 4
1
0 10 13 9
1
end_operator
begin_operator
unload-airplane package4 plane2 city6-2
1
6 5
1
0 10 13 11
1
end_operator
begin_operator
unload-airplane package5 plane1 city1-2
1
7 0
1
0 9 12 1
1
end_operator
begin_operator
unload-airplane package5 plane1 city2-2
1
7 1
1
0 9 12 3
1
end_operator
begin_operator
unload-airplane package5 plane1 city3-2
1
7 2
1
0 9 12 5
1
end_operator
begin_operator
unload-airplane package5 plane1 city4-2
1
7 3
1
0 9 12 7
1
end_operator
begin_operator
unload-airplane package5 plane1 city5-2
1
7 4
1
0 9 12 9
1
end_operator
begin_operator
unload-airplane package5 plane1 city6-2
1
7 5
1
0 9 12 11
1
end_operator
begin_operator
unload-airplane package5 plane2 city1-2
1
6 0
1
0 9 13 1
1
end_operator
begin_operator
unload-airplane package5 plane2 city2-2
1
6 1
1
0 9 13 3
1
end_operator
begin_operator
unload-airplane package5 plane2 city3-2
1
6 2
1
0 9 13 5
1
end_operator
begin_operator
unload-airplane package5 plane2 city4-2
1
6 3
1
0 9 13 7
1
end_operator
begin_operator
unload-airplane package5 plane2 city5-2
1
6 4
1
0 9 13 9
1
end_operator
begin_operator
unload-airplane package5 plane2 city6-2
1
6 5
1
0 9 13 11
1
end_operator
begin_operator
unload-airplane package6 plane1 city1-2
1
7 0
1
0 8 12 1
1
end_operator
begin_operator
unload-airplane package6 plane1 city2-2
1
7 1
1
0 8 12 3
1
end_operator
begin_operator
unload-airplane package6 plane1 city3-2
1
7 2
1
0 8 12 5
1
end_operator
begin_operator
unload-airplane package6 plane1 city4-2
1
7 3
1
0 8 12 7
1
end_operator
begin_operator
unload-airplane package6 plane1 city5-2
1
7 4
1
0 8 12 9
1
end_operator
begin_operator
unload-airplane package6 plane1 city6-2
1
7 5
1
0 8 12 11
1
end_operator
begin_operator
unload-airplane package6 plane2 city1-2
1
6 0
1
0 8 13 1
1
end_operator
begin_operator
unload-airplane package6 plane2 city2-2
1
6 1
1
0 8 13 3
1
end_operator
begin_operator
unload-airplane package6 plane2 city3-2
1
6 2
1
0 8 13 5
1
end_operator
begin_operator
unload-airplane package6 plane2 city4-2
1
6 3
1
0 8 13 7
1
end_operator
begin_operator
unload-airplane package6 plane2 city5-2
1
6 4
1
0 8 13 9
1
end_operator
begin_operator
unload-airplane package6 plane2 city6-2
1
6 5
1
0 8 13 11
1
end_operator
begin_operator
unload-truck package1 truck1 city1-1
1
5 0
1
0 13 14 0
1
end_operator
begin_operator
unload-truck package1 truck1 city1-2
1
5 1
1
0 13 14 1
1
end_operator
begin_operator
unload-truck package1 truck2 city2-1
1
4 0
1
0 13 15 2
1
end_operator
begin_operator
unload-truck package1 truck2 city2-2
1
4 1
1
0 13 15 3
1
end_operator
begin_operator
unload-truck package1 truck3 city3-1
1
3 0
1
0 13 16 4
1
end_operator
begin_operator
unload-truck package1 truck3 city3-2
1
3 1
1
0 13 16 5
1
end_operator
begin_operator
unload-truck package1 truck4 city4-1
1
2 0
1
0 13 17 6
1
end_operator
begin_operator
unload-truck package1 truck4 city4-2
1
2 1
1
0 13 17 7
1
end_operator
begin_operator
unload-truck package1 truck5 city5-1
1
1 0
1
0 13 18 8
1
end_operator
begin_operator
unload-truck package1 truck5 city5-2
1
1 1
1
0 13 18 9
1
end_operator
begin_operator
unload-truck package1 truck6 city6-1
1
0 0
1
0 13 19 10
1
end_operator
begin_operator
unload-truck package1 truck6 city6-2
1
0 1
1
0 13 19 11
1
end_operator
begin_operator
unload-truck package2 truck1 city1-1
1
5 0
1
0 12 14 0
1
end_operator
begin_operator
unload-truck package2 truck1 city1-2
1
5 1
1
0 12 14 1
1
end_operator
begin_operator
unload-truck package2 truck2 city2-1
1
4 0
1
0 12 15 2
1
end_operator
begin_operator
unload-truck package2 truck2 city2-2
1
4 1
1
0 12 15 3
1
end_operator
begin_operator
unload-truck package2 truck3 city3-1
1
3 0
1
0 12 16 4
1
end_operator
begin_operator
unload-truck package2 truck3 city3-2
1
3 1
1
0 12 16 5
1
end_operator
begin_operator
unload-truck package2 truck4 city4-1
1
2 0
1
0 12 17 6
1
end_operator
begin_operator
unload-truck package2 truck4 city4-2
1
2 1
1
0 12 17 7
1
end_operator
begin_operator
unload-truck package2 truck5 city5-1
1
1 0
1
0 12 18 8
1
end_operator
begin_operator
unload-truck package2 truck5 city5-2
1
1 1
1
0 12 18 9
1
end_operator
begin_operator
unload-truck package2 truck6 city6-1
1
0 0
1
0 12 19 10
1
end_operator
begin_operator
unload-truck package2 truck6 city6-2
1
0 1
1
0 12 19 11
1
end_operator
begin_operator
unload-truck package3 truck1 city1-1
1
5 0
1
0 11 14 0
1
end_operator
begin_operator
unload-truck package3 truck1 city1-2
1
5 1
1
0 11 14 1
1
end_operator
begin_operator
unload-truck package3 truck2 city2-1
1
4 0
1
0 11 15 2
1
end_operator
begin_operator
unload-truck package3 truck2 city2-2
1
4 1
1
0 11 15 3
1
end_operator
begin_operator
unload-truck package3 truck3 city3-1
1
3 0
1
0 11 16 4
1
end_operator
begin_operator
unload-truck package3 truck3 city3-2
1
3 1
1
0 11 16 5
1
end_operator
begin_operator
unload-truck package3 truck4 city4-1
1
2 0
1
0 11 17 6
1
end_operator
begin_operator
unload-truck package3 truck4 city4-2
1
2 1
1
0 11 17 7
1
end_operator
begin_operator
unload-truck package3 truck5 city5-1
1
1 0
1
0 11 18 8
1
end_operator
begin_operator
unload-truck package3 truck5 city5-2
1
1 1
1
0 11 18 9
1
end_operator
begin_operator
unload-truck package3 truck6 city6-1
1
0 0
1
0 11 19 10
1
end_operator
begin_operator
unload-truck package3 truck6 city6-2
1
0 1
1
0 11 19 11
1
end_operator
begin_operator
unload-truck package4 truck1 city1-1
1
5 0
1
0 10 14 0
1
end_operator
begin_operator
unload-truck package4 truck1 city1-2
1
5 1
1
0 10 14 1
1
end_operator
begin_operator
unload-truck package4 truck2 city2-1
1
4 0
1
0 10 15 2
1
end_operator
begin_operator
unload-truck package4 truck2 city2-2
1
4 1
1
0 10 15 3
1
end_operator
begin_operator
unload-truck package4 truck3 city3-1
1
3 0
1
0 10 16 4
1
end_operator
begin_operator
unload-truck package4 truck3 city3-2
1
3 1
1
0 10 16 5
1
end_operator
begin_operator
unload-truck package4 truck4 city4-1
1
2 0
1
0 10 17 6
1
end_operator
begin_operator
unload-truck package4 truck4 city4-2
1
2 1
1
0 10 17 7
1
end_operator
begin_operator
unload-truck package4 truck5 city5-1
1
1 0
1
0 10 18 8
1
end_operator
begin_operator
unload-truck package4 truck5 city5-2
1
1 1
1
0 10 18 9
1
end_operator
begin_operator
unload-truck package4 truck6 city6-1
1
0 0
1
0 10 19 10
1
end_operator
begin_operator
unload-truck package4 truck6 city6-2
1
0 1
1
0 10 19 11
1
end_operator
begin_operator
unload-truck package5 truck1 city1-1
1
5 0
1
0 9 14 0
1
end_operator
begin_operator
unload-truck package5 truck1 city1-2
1
5 1
1
0 9 14 1
1
end_operator
begin_operator
unload-truck package5 truck2 city2-1
1
4 0
1
0 9 15 2
1
end_operator
begin_operator
unload-truck package5 truck2 city2-2
1
4 1
1
0 9 15 3
1
end_operator
begin_operator
unload-truck package5 truck3 city3-1
1
3 0
1
0 9 16 4
1
end_operator
begin_operator
unload-truck package5 truck3 city3-2
1
3 1
1
0 9 16 5
1
end_operator
begin_operator
unload-truck package5 truck4 city4-1
1
2 0
1
0 9 17 6
1
end_operator
begin_operator
unload-truck package5 truck4 city4-2
1
2 1
1
0 9 17 7
1
end_operator
begin_operator
unload-truck package5 truck5 city5-1
1
1 0
1
0 9 18 8
1
end_operator
begin_operator
unload-truck package5 truck5 city5-2
1
1 1
1
0 9 18 9
1
end_operator
begin_operator
unload-truck package5 truck6 city6-1
1
0 0
1
0 9 19 10
1
end_operator
begin_operator
unload-truck package5 truck6 city6-2
1
0 1
1
0 9 19 11
1
end_operator
begin_operator
unload-truck package6 truck1 city1-1
1
5 0
1
0 8 14 0
1
end_operator
begin_operator
unload-truck package6 truck1 city1-2
1
5 1
1
0 8 14 1
1
end_operator
begin_operator
unload-truck package6 truck2 city2-1
1
4 0
1
0 8 15 2
1
end_operator
begin_operator
unload-truck package6 truck2 city2-2
1
4 1
1
0 8 15 3
1
end_operator
begin_operator
unload-truck package6 truck3 city3-1
1
3 0
1
0 8 16 4
1
end_operator
begin_operator
unload-truck package6 truck3 city3-2
1
3 1
1
0 8 16 5
1
end_operator
begin_operator
unload-truck package6 truck4 city4-1
1
2 0
1
0 8 17 6
1
end_operator
begin_operator
unload-truck package6 truck4 city4-2
1
2 1
1
0 8 17 7
1
end_operator
begin_operator
unload-truck package6 truck5 city5-1
1
1 0
1
0 8 18 8
1
end_operator
begin_operator
unload-truck package6 truck5 city5-2
1
1 1
1
0 8 18 9
1
end_operator
begin_operator
unload-truck package6 truck6 city6-1
1
0 0
1
0 8 19 10
1
end_operator
begin_operator
unload-truck package6 truck6 city6-2
1
0 1
1
0 8 19 11
1
end_operator
0
