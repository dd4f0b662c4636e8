begin_version
3
end_version
begin_metric
0
end_metric
25
begin_variable
var0
-1
3
Atom at(truck9, city9-1)
Atom at(truck9, city9-2)
Atom at(truck9, city9-3)
end_variable
begin_variable
var1
-1
3
Atom at(truck8, city8-1)
Atom at(truck8, city8-2)
Atom at(truck8, city8-3)
end_variable
begin_variable
var2
-1
3
Atom at(truck7, city7-1)
Atom at(truck7, city7-2)
Atom at(truck7, city7-3)
end_variable
begin_variable
var3
-1
3
Atom at(truck6, city6-1)
Atom at(truck6, city6-2)
Atom at(truck6, city6-3)
end_variable
begin_variable
var4
-1
3
Atom at(truck5, city5-1)
Atom at(truck5, city5-2)
Atom at(truck5, city5-3)
end_variable
begin_variable
var5
-1
3
Atom at(truck4, city4-1)
Atom at(truck4, city4-2)
Atom at(truck4, city4-3)
end_variable
begin_variable
var6
-1
3
Atom at(truck3, city3-1)
Atom at(truck3, city3-2)
Atom at(truck3, city3-3)
end_variable
begin_variable
var7
-1
3
Atom at(truck2, city2-1)
Atom at(truck2, city2-2)
Atom at(truck2, city2-3)
end_variable
begin_variable
var8
-1
3
Atom at(truck14, city14-1)
Atom at(truck14, city14-2)
Atom at(truck14, city14-3)
end_variable
begin_variable
var9
-1
3
Atom at(truck13, city13-1)
Atom at(truck13, city13-2)
Atom at(truck13, city13-3)
end_variable
begin_variable
var10
-1
3
Atom at(truck12, city12-1)
Atom at(truck12, city12-2)
Atom at(truck12, city12-3)
end_variable
begin_variable
var11
-1
3
Atom at(truck11, city11-1)
Atom at(truck11, city11-2)
Atom at(truck11, city11-3)
end_variable
begin_variable
var12
-1
3
Atom at(truck10, city10-1)
Atom at(truck10, city10-2)
Atom at(truck10, city10-3)
end_variable
begin_variable
var13
-1
3
Atom at(truck1, city1-1)
Atom at(truck1, city1-2)
Atom at(truck1, city1-3)
end_variable
begin_variable
var14
-1
14
Atom at(plane4, city1-3)
Atom at(plane4, city10-3)
Atom at(plane4, city11-3)
Atom at(plane4, city12-3)
Atom at(plane4, city13-3)
Atom at(plane4, city14-3)
Atom at(plane4, city2-3)
Atom at(plane4, city3-3)
Atom at(plane4, city4-3)
Atom at(plane4, city5-3)
Atom at(plane4, city6-3)
Atom at(plane4, city7-3)
Atom at(plane4, city8-3)
Atom at(plane4, city9-3)
end_variable
begin_variable
var15
-1
14
Atom at(plane3, city1-3)
Atom at(plane3, city10-3)
Atom at(plane3, city11-3)
Atom at(plane3, city12-3)
Atom at(plane3, city13-3)
Atom at(plane3, city14-3)
Atom at(plane3, city2-3)
Atom at(plane3, city3-3)
Atom at(plane3, city4-3)
Atom at(plane3, city5-3)
Atom at(plane3, city6-3)
Atom at(plane3, city7-3)
Atom at(plane3, city8-3)
Atom at(plane3, city9-3)
end_variable
begin_variable
var16
-1
14
Atom at(plane2, city1-3)
Atom at(plane2, city10-3)
Atom at(plane2, city11-3)
Atom at(plane2, city12-3)
Atom at(plane2, city13-3)
Atom at(plane2, city14-3)
Atom at(plane2, city2-3)
Atom at(plane2, city3-3)
Atom at(plane2, city4-3)
Atom at(plane2, city5-3)
Atom at(plane2, city6-3)
Atom at(plane2, city7-3)
Atom at(plane2, city8-3)
Atom at(plane2, city9-3)
end_variable
begin_variable
var17
-1
14
Atom at(plane1, city1-3)
Atom at(plane1, city10-3)
Atom at(plane1, city11-3)
Atom at(plane1, city12-3)
Atom at(plane1, city13-3)
Atom at(plane1, city14-3)
Atom at(plane1, city2-3)
Atom at(plane1, city3-3)
Atom at(plane1, city4-3)
Atom at(plane1, city5-3)
Atom at(plane1, city6-3)
Atom at(plane1, city7-3)
Atom at(plane1, city8-3)
Atom at(plane1, city9-3)
end_variable
begin_variable
var24
-1
60
Atom at(package3, city1-1)
Atom at(package3, city1-2)
Atom at(package3, city1-3)
Atom at(package3, city10-1)
Atom at(package3, city10-2)
Atom at(package3, city10-3)
Atom at(package3, city11-1)
Atom at(package3, city11-2)
Atom at(package3, city11-3)
Atom at(package3, city12-1)
Atom at(package3, city12-2)
Atom at(package3, city12-3)
Atom at(package3, city13-1)
Atom at(package3, city13-2)
Atom at(package3, city13-3)
Atom at(package3, city14-1)
Atom at(package3, city14-2)
Atom at(package3, city14-3)
Atom at(package3, city2-1)
Atom at(package3, city2-2)
Atom at(package3, city2-3)
Atom at(package3, city3-1)
Atom at(package3, city3-2)
Atom at(package3, city3-3)
Atom at(package3, city4-1)
Atom at(package3, city4-2)
Atom at(package3, city4-3)
Atom at(package3, city5-1)
Atom at(package3, city5-2)
Atom at(package3, city5-3)
Atom at(package3, city6-1)
Atom at(package3, city6-2)
Atom at(package3, city6-3)
Atom at(package3, city7-1)
Atom at(package3, city7-2)
Atom at(package3, city7-3)
Atom at(package3, city8-1)
Atom at(package3, city8-2)
Atom at(package3, city8-3)
Atom at(package3, city9-1)
Atom at(package3, city9-2)
Atom at(package3, city9-3)
Atom in(package3, plane1)
Atom in(package3, plane2)
Atom in(package3, plane3)
Atom in(package3, plane4)
Atom in(package3, truck1)
Atom in(package3, truck10)
Atom in(package3, truck11)
Atom in(package3, truck12)
Atom in(package3, truck13)
Atom in(package3, truck14)
Atom in(package3, truck2)
Atom in(package3, truck3)
Atom in(package3, truck4)
Atom in(package3, truck5)
Atom in(package3, truck6)
Atom in(package3, truck7)
Atom in(package3, truck8)
Atom in(package3, truck9)
end_variable
begin_variable
var23
-1
60
Atom at(package4, city1-1)
Atom at(package4, city1-2)
Atom at(package4, city1-3)
Atom at(package4, city10-1)
Atom at(package4, city10-2)
Atom at(package4, city10-3)
Atom at(package4, city11-1)
Atom at(package4, city11-2)
Atom at(package4, city11-3)
Atom at(package4, city12-1)
Atom at(package4, city12-2)
Atom at(package4, city12-3)
Atom at(package4, city13-1)
Atom at(package4, city13-2)
Atom at(package4, city13-3)
Atom at(package4, city14-1)
Atom at(package4, city14-2)
Atom at(package4, city14-3)
Atom at(package4, city2-1)
Atom at(package4, city2-2)
Atom at(package4, city2-3)
Atom at(package4, city3-1)
Atom at(package4, city3-2)
Atom at(package4, city3-3)
Atom at(package4, city4-1)
Atom at(package4, city4-2)
Atom at(package4, city4-3)
Atom at(package4, city5-1)
Atom at(package4, city5-2)
Atom at(package4, city5-3)
Atom at(package4, city6-1)
Atom at(package4, city6-2)
Atom at(package4, city6-3)
Atom at(package4, city7-1)
Atom at(package4, city7-2)
Atom at(package4, city7-3)
Atom at(package4, city8-1)
Atom at(package4, city8-2)
Atom at(package4, city8-3)
Atom at(package4, city9-1)
Atom at(package4, city9-2)
Atom at(package4, city9-3)
Atom in(package4, plane1)
Atom in(package4, plane2)
Atom in(package4, plane3)
Atom in(package4, plane4)
Atom in(package4, truck1)
Atom in(package4, truck10)
Atom in(package4, truck11)
Atom in(package4, truck12)
Atom in(package4, truck13)
Atom in(package4, truck14)
Atom in(package4, truck2)
Atom in(package4, truck3)
Atom in(package4, truck4)
Atom in(package4, truck5)
Atom in(package4, truck6)
Atom in(package4, truck7)
Atom in(package4, truck8)
Atom in(package4, truck9)
end_variable
begin_variable
var22
-1
60
Atom at(package5, city1-1)
Atom at(package5, city1-2)
Atom at(package5, city1-3)
Atom at(package5, city10-1)
Atom at(package5, city10-2)
Atom at(package5, city10-3)
Atom at(package5, city11-1)
Atom at(package5, city11-2)
Atom at(package5, city11-3)
Atom at(package5, city12-1)
Atom at(package5, city12-2)
Atom at(package5, city12-3)
Atom at(package5, city13-1)
Atom at(package5, city13-2)
Atom at(package5, city13-3)
Atom at(package5, city14-1)
Atom at(package5, city14-2)
Atom at(package5, city14-3)
Atom at(package5, city2-1)
Atom at(package5, city2-2)
Atom at(package5, city2-3)
Atom at(package5, city3-1)
Atom at(package5, city3-2)
Atom at(package5, city3-3)
Atom at(package5, city4-1)
Atom at(package5, city4-2)
Atom at(package5, city4-3)
Atom at(package5, city5-1)
Atom at(package5, city5-2)
Atom at(package5, city5-3)
Atom at(package5, city6-1)
Atom at(package5, city6-2)
Atom at(package5, city6-3)
Atom at(package5, city7-1)
Atom at(package5, city7-2)
Atom at(package5, city7-3)
Atom at(package5, city8-1)
Atom at(package5, city8-2)
Atom at(package5, city8-3)
Atom at(package5, city9-1)
Atom at(package5, city9-2)
Atom at(package5, city9-3)
Atom in(package5, plane1)
Atom in(package5, plane2)
Atom in(package5, plane3)
Atom in(package5, plane4)
Atom in(package5, truck1)
Atom in(package5, truck10)
Atom in(package5, truck11)
Atom in(package5, truck12)
Atom in(package5, truck13)
Atom in(package5, truck14)
Atom in(package5, truck2)
Atom in(package5, truck3)
Atom in(package5, truck4)
Atom in(package5, truck5)
Atom in(package5, truck6)
Atom in(package5, truck7)
Atom in(package5, truck8)
Atom in(package5, truck9)
end_variable
begin_variable
var21
-1
60
Atom at(package6, city1-1)
Atom at(package6, city1-2)
Atom at(package6, city1-3)
Atom at(package6, city10-1)
Atom at(package6, city10-2)
Atom at(package6, city10-3)
Atom at(package6, city11-1)
Atom at(package6, city11-2)
Atom at(package6, city11-3)
Atom at(package6, city12-1)
Atom at(package6, city12-2)
Atom at(package6, city12-3)
Atom at(package6, city13-1)
Atom at(package6, city13-2)
Atom at(package6, city13-3)
Atom at(package6, city14-1)
Atom at(package6, city14-2)
Atom at(package6, city14-3)
Atom at(package6, city2-1)
Atom at(package6, city2-2)
Atom at(package6, city2-3)
Atom at(package6, city3-1)
Atom at(package6, city3-2)
Atom at(package6, city3-3)
Atom at(package6, city4-1)
Atom at(package6, city4-2)
Atom at(package6, city4-3)
Atom at(package6, city5-1)
Atom at(package6, city5-2)
Atom at(package6, city5-3)
Atom at(package6, city6-1)
Atom at(package6, city6-2)
Atom at(package6, city6-3)
Atom at(package6, city7-1)
Atom at(package6, city7-2)
Atom at(package6, city7-3)
Atom at(package6, city8-1)
Atom at(package6, city8-2)
Atom at(package6, city8-3)
Atom at(package6, city9-1)
Atom at(package6, city9-2)
Atom at(package6, city9-3)
Atom in(package6, plane1)
Atom in(package6, plane2)
Atom in(package6, plane3)
Atom in(package6, plane4)
Atom in(package6, truck1)
Atom in(package6, truck10)
Atom in(package6, truck11)
Atom in(package6, truck12)
Atom in(package6, truck13)
Atom in(package6, truck14)
Atom in(package6, truck2)
Atom in(package6, truck3)
Atom in(package6, truck4)
Atom in(package6, truck5)
Atom in(package6, truck6)
Atom in(package6, truck7)
Atom in(package6, truck8)
Atom in(package6, truck9)
end_variable
begin_variable
var20
-1
60
Atom at(package7, city1-1)
Atom at(package7, city1-2)
Atom at(package7, city1-3)
Atom at(package7, city10-1)
Atom at(package7, city10-2)
Atom at(package7, city10-3)
Atom at(package7, city11-1)
Atom at(package7, city11-2)
Atom at(package7, city11-3)
Atom at(package7, city12-1)
Atom at(package7, city12-2)
Atom at(package7, city12-3)
Atom at(package7, city13-1)
Atom at(package7, city13-2)
Atom at(package7, city13-3)
Atom at(package7, city14-1)
Atom at(package7, city14-2)
Atom at(package7, city14-3)
Atom at(package7, city2-1)
Atom at(package7, city2-2)
Atom at(package7, city2-3)
Atom at(package7, city3-1)
Atom at(package7, city3-2)
Atom at(package7, city3-3)
Atom at(package7, city4-1)
Atom at(package7, city4-2)
Atom at(package7, city4-3)
Atom at(package7, city5-1)
Atom at(package7, city5-2)
Atom at(package7, city5-3)
Atom at(package7, city6-1)
Atom at(package7, city6-2)
Atom at(package7, city6-3)
Atom at(package7, city7-1)
Atom at(package7, city7-2)
Atom at(package7, city7-3)
Atom at(package7, city8-1)
Atom at(package7, city8-2)
Atom at(package7, city8-3)
Atom at(package7, city9-1)
Atom at(package7, city9-2)
Atom at(package7, city9-3)
Atom in(package7, plane1)
Atom in(package7, plane2)
Atom in(package7, plane3)
Atom in(package7, plane4)
Atom in(package7, truck1)
Atom in(package7, truck10)
Atom in(package7, truck11)
Atom in(package7, truck12)
Atom in(package7, truck13)
Atom in(package7, truck14)
Atom in(package7, truck2)
Atom in(package7, truck3)
Atom in(package7, truck4)
Atom in(package7, truck5)
Atom in(package7, truck6)
Atom in(package7, truck7)
Atom in(package7, truck8)
Atom in(package7, truck9)
end_variable
begin_variable
var19
-1
60
Atom at(package8, city1-1)
Atom at(package8, city1-2)
Atom at(package8, city1-3)
Atom at(package8, city10-1)
Atom at(package8, city10-2)
Atom at(package8, city10-3)
Atom at(package8, city11-1)
Atom at(package8, city11-2)
Atom at(package8, city11-3)
Atom at(package8, city12-1)
Atom at(package8, city12-2)
Atom at(package8, city12-3)
Atom at(package8, city13-1)
Atom at(package8, city13-2)
Atom at(package8, city13-3)
Atom at(package8, city14-1)
Atom at(package8, city14-2)
Atom at(package8, city14-3)
Atom at(package8, city2-1)
Atom at(package8, city2-2)
Atom at(package8, city2-3)
Atom at(package8, city3-1)
Atom at(package8, city3-2)
Atom at(package8, city3-3)
Atom at(package8, city4-1)
Atom at(package8, city4-2)
Atom at(package8, city4-3)
Atom at(package8, city5-1)
Atom at(package8, city5-2)
Atom at(package8, city5-3)
Atom at(package8, city6-1)
Atom at(package8, city6-2)
Atom at(package8, city6-3)
Atom at(package8, city7-1)
Atom at(package8, city7-2)
Atom at(package8, city7-3)
Atom at(package8, city8-1)
Atom at(package8, city8-2)
Atom at(package8, city8-3)
Atom at(package8, city9-1)
Atom at(package8, city9-2)
Atom at(package8, city9-3)
Atom in(package8, plane1)
Atom in(package8, plane2)
Atom in(package8, plane3)
Atom in(package8, plane4)
Atom in(package8, truck1)
Atom in(package8, truck10)
Atom in(package8, truck11)
Atom in(package8, truck12)
Atom in(package8, truck13)
Atom in(package8, truck14)
Atom in(package8, truck2)
Atom in(package8, truck3)
Atom in(package8, truck4)
Atom in(package8, truck5)
Atom in(package8, truck6)
Atom in(package8, truck7)
Atom in(package8, truck8)
Atom in(package8, truck9)
end_variable
begin_variable
var18
-1
60
Atom at(package9, city1-1)
Atom at(package9, city1-2)
Atom at(package9, city1-3)
Atom at(package9, city10-1)
Atom at(package9, city10-2)
Atom at(package9, city10-3)
Atom at(package9, city11-1)
Atom at(package9, city11-2)
Atom at(package9, city11-3)
Atom at(package9, city12-1)
Atom at(package9, city12-2)
Atom at(package9, city12-3)
Atom at(package9, city13-1)
Atom at(package9, city13-2)
Atom at(package9, city13-3)
Atom at(package9, city14-1)
Atom at(package9, city14-2)
Atom at(package9, city14-3)
Atom at(package9, city2-1)
Atom at(package9, city2-2)
Atom at(package9, city2-3)
Atom at(package9, city3-1)
Atom at(package9, city3-2)
Atom at(package9, city3-3)
Atom at(package9, city4-1)
Atom at(package9, city4-2)
Atom at(package9, city4-3)
Atom at(package9, city5-1)
Atom at(package9, city5-2)
Atom at(package9, city5-3)
Atom at(package9, city6-1)
Atom at(package9, city6-2)
Atom at(package9, city6-3)
Atom at(package9, city7-1)
Atom at(package9, city7-2)
Atom at(package9, city7-3)
Atom at(package9, city8-1)
Atom at(package9, city8-2)
Atom at(package9, city8-3)
Atom at(package9, city9-1)
Atom at(package9, city9-2)
Atom at(package9, city9-3)
Atom in(package9, plane1)
Atom in(package9, plane2)
Atom in(package9, plane3)
Atom in(package9, plane4)
Atom in(package9, truck1)
Atom in(package9, truck10)
Atom in(package9, truck11)
Atom in(package9, truck12)
Atom in(package9, truck13)
Atom in(package9, truck14)
Atom in(package9, truck2)
Atom in(package9, truck3)
Atom in(package9, truck4)
Atom in(package9, truck5)
Atom in(package9, truck6)
Atom in(package9, truck7)
Atom in(package9, truck8)
Atom in(package9, truck9)
end_variable
0
begin_state
1
1
0
1
0
1
1
0
0
0
0
0
0
0
1
0
2
2
11
36
10
39
1
39
25
end_state
begin_goal
7
18 2
19 12
20 3
21 41
22 5
23 29
24 7
end_goal
2184
begin_operator
drive-truck truck1 city1-1 city1-2 city1
0
1
0 13 0 1
1
end_operator
begin_operator
drive-truck truck1 city1-1 city1-3 city1
0
1
0 13 0 2
1
end_operator
begin_operator
drive-truck truck1 city1-2 city1-1 city1
0
1
0 13 1 0
1
end_operator
begin_operator
drive-truck truck1 city1-2 city1-3 city1
0
1
0 13 1 2
1
end_operator
begin_operator
drive-truck truck1 city1-3 city1-1 city1
0
1
0 13 2 0
1
end_operator
begin_operator
drive-truck truck1 city1-3 city1-2 city1
0
1
0 13 2 1
1
end_operator
begin_operator
drive-truck truck10 city10-1 city10-2 city10
0
1
0 12 0 1
1
end_operator
begin_operator
drive-truck truck10 city10-1 city10-3 city10
0
1
0 12 0 2
1
end_operator
begin_operator
drive-truck truck10 city10-2 city10-1 city10
0
1
0 12 1 0
1
end_operator
begin_operator
drive-truck truck10 city10-2 city10-3 city10
0
1
0 12 1 2
1
end_operator
begin_operator
drive-truck truck10 city10-3 city10-1 city10
0
1
0 12 2 0
1
end_operator
begin_operator
drive-truck truck10 city10-3 city10-2 city10
0
1
0 12 2 1
1
end_operator
begin_operator
drive-truck truck11 city11-1 city11-2 city11
0
1
0 11 0 1
1
end_operator
begin_operator
drive-truck truck11 city11-1 city11-3 city11
0
1
0 11 0 2
1
end_operator
begin_operator
drive-truck truck11 city11-2 city11-1 city11
0
1
0 11 1 0
1
end_operator
begin_operator
drive-truck truck11 city11-2 city11-3 city11
0
1
0 11 1 2
1
end_operator
begin_operator
drive-truck truck11 city11-3 city11-1 city11
0
1
0 11 2 0
1
end_operator
begin_operator
drive-truck truck11 city11-3 city11-2 city11
0
1
0 11 2 1
1
end_operator
begin_operator
drive-truck truck12 city12-1 city12-2 city12
0
1
0 10 0 1
1
end_operator
begin_operator
drive-truck truck12 city12-1 city12-3 city12
0
1
0 10 0 2
1
end_operator
begin_operator
drive-truck truck12 city12-2 city12-1 city12
0
1
0 10 1 0
1
end_operator
begin_operator
drive-truck truck12 city12-2 city12-3 city12
0
1
0 10 1 2
1
end_operator
begin_operator
drive-truck truck12 city12-3 city12-1 city12
0
1
0 10 2 0
1
end_operator
begin_operator
drive-truck truck12 city12-3 city12-2 city12
0
1
0 10 2 1
1
end_operator
begin_operator
drive-truck truck13 city13-1 city13-2 city13
0
1
0 9 0 1
1
end_operator
begin_operator
drive-truck truck13 city13-1 city13-3 city13
0
1
0 9 0 2
1
end_operator
begin_operator
drive-truck truck13 city13-2 city13-1 city13
0
1
0 9 1 0
1
end_operator
begin_operator
drive-truck truck13 city13-2 city13-3 city13
0
1
0 9 1 2
1
end_operator
begin_operator
drive-truck truck13 city13-3 city13-1 city13
0
1
0 9 2 0
1
end_operator
begin_operator
drive-truck truck13 city13-3 city13-2 city13
0
1
0 9 2 1
1
end_operator
begin_operator
drive-truck truck14 city14-1 city14-2 city14
0
1
0 8 0 1
1
end_operator
begin_operator
drive-truck truck14 city14-1 city14-3 city14
0
1
0 8 0 2
1
end_operator
begin_operator
drive-truck truck14 city14-2 city14-1 city14
0
1
0 8 1 0
1
end_operator
begin_operator
drive-truck truck14 city14-2 city14-3 city14
0
1
0 8 1 2
1
end_operator
begin_operator
drive-truck truck14 city14-3 city14-1 city14
0
1
0 8 2 0
1
end_operator
begin_operator
drive-truck truck14 city14-3 city14-2 city14
0
1
0 8 2 1
1
end_operator
begin_operator
drive-truck truck2 city2-1 city2-2 city2
0
1
0 7 0 1
1
end_operator
begin_operator
drive-truck truck2 city2-1 city2-3 city2
0
1
0 7 0 2
1
end_operator
begin_operator
drive-truck truck2 city2-2 city2-1 city2
0
1
0 7 1 0
1
end_operator
begin_operator
drive-truck truck2 city2-2 city2-3 city2
0
1
0 7 1 2
1
end_operator
begin_operator
drive-truck truck2 city2-3 city2-1 city2
0
1
0 7 2 0
1
end_operator
begin_operator
drive-truck truck2 city2-3 city2-2 city2
0
1
0 7 2 1
1
end_operator
begin_operator
drive-truck truck3 city3-1 city3-2 city3
0
1
0 6 0 1
1
end_operator
begin_operator
drive-truck truck3 city3-1 city3-3 city3
0
1
0 6 0 2
1
end_operator
begin_operator
drive-truck truck3 city3-2 city3-1 city3
0
1
0 6 1 0
1
end_operator
begin_operator
drive-truck truck3 city3-2 city3-3 city3
0
1
0 6 1 2
1
end_operator
begin_operator
drive-truck truck3 city3-3 city3-1 city3
0
1
0 6 2 0
1
end_operator
begin_operator
drive-truck truck3 city3-3 city3-2 city3
0
1
0 6 2 1
1
end_operator
begin_operator
drive-truck truck4 city4-1 city4-2 city4
0
1
0 5 0 1
1
end_operator
begin_operator
drive-truck truck4 city4-1 city4-3 city4
0
1
0 5 0 2
1
end_operator
begin_operator
drive-truck truck4 city4-2 city4-1 city4
0
1
0 5 1 0
1
end_operator
begin_operator
drive-truck truck4 city4-2 city4-3 city4
0
1
0 5 1 2
1
end_operator
begin_operator
drive-truck truck4 city4-3 city4-1 city4
0
1
0 5 2 0
1
end_operator
begin_operator
drive-truck truck4 city4-3 city4-2 city4
0
1
0 5 2 1
1
end_operator
begin_operator
drive-truck truck5 city5-1 city5-2 city5
0
1
0 4 0 1
1
end_operator
begin_operator
drive-truck truck5 city5-1 city5-3 city5
0
1
0 4 0 2
1
end_operator
begin_operator
drive-truck truck5 city5-2 city5-1 city5
0
1
0 4 1 0
1
end_operator
begin_operator
drive-truck truck5 city5-2 city5-3 city5
0
1
0 4 1 2
1
end_operator
begin_operator
drive-truck truck5 city5-3 city5-1 city5
0
1
0 4 2 0
1
end_operator
begin_operator
drive-truck truck5 city5-3 city5-2 city5
0
1
0 4 2 1
1
end_operator
begin_operator
drive-truck truck6 city6-1 city6-2 city6
0
1
0 3 0 1
1
end_operator
begin_operator
drive-truck truck6 city6-1 city6-3 city6
0
1
0 3 0 2
1
end_operator
begin_operator
drive-truck truck6 city6-2 city6-1 city6
0
1
0 3 1 0
1
end_operator
begin_operator
drive-truck truck6 city6-2 city6-3 city6
0
1
0 3 1 2
1
end_operator
begin_operator
drive-truck truck6 city6-3 city6-1 city6
0
1
0 3 2 0
1
end_operator
begin_operator
drive-truck truck6 city6-3 city6-2 city6
0
1
0 3 2 1
1
end_operator
begin_operator
drive-truck truck7 city7-1 city7-2 city7
0
1
0 2 0 1
1
end_operator
begin_operator
drive-truck truck7 city7-1 city7-3 city7
0
1
0 2 0 2
1
end_operator
begin_operator
drive-truck truck7 city7-2 city7-1 city7
0
1
0 2 1 0
1
end_operator
begin_operator
drive-truck truck7 city7-2 city7-3 city7
0
1
0 2 1 2
1
end_operator
begin_operator
drive-truck truck7 city7-3 city7-1 city7
0
1
0 2 2 0
1
end_operator
begin_operator
drive-truck truck7 city7-3 city7-2 city7
0
1
0 2 2 1
1
end_operator
begin_operator
drive-truck truck8 city8-1 city8-2 city8
0
1
0 1 0 1
1
end_operator
begin_operator
drive-truck truck8 city8-1 city8-3 city8
0
1
0 1 0 2
1
end_operator
begin_operator
drive-truck truck8 city8-2 city8-1 city8
0
1
0 1 1 0
1
end_operator
begin_operator
drive-truck truck8 city8-2 city8-3 city8
0
1
0 1 1 2
1
end_operator
begin_operator
drive-truck truck8 city8-3 city8-1 city8
0
1
0 1 2 0
1
end_operator
begin_operator
drive-truck truck8 city8-3 city8-2 city8
0
1
0 1 2 1
1
end_operator
begin_operator
drive-truck truck9 city9-1 city9-2 city9
0
1
0 0 0 1
1
end_operator
begin_operator
drive-truck truck9 city9-1 city9-3 city9
0
1
0 0 0 2
1
end_operator
begin_operator
drive-truck truck9 city9-2 city9-1 city9
0
1
0 0 1 0
1
end_operator
begin_operator
drive-truck truck9 city9-2 city9-3 city9
0
1
0 0 1 2
1
end_operator
begin_operator
drive-truck truck9 city9-3 city9-1 city9
0
1
0 0 2 0
1
end_operator
begin_operator
drive-truck truck9 city9-3 city9-2 city9
0
1
0 0 2 1
1
end_operator
begin_operator
fly-airplane plane1 city1-3 city10-3
0
1
0 17 0 1
1
end_operator
begin_operator
fly-airplane plane1 city1-3 city11-3
0
1
0 17 0 2
1
end_operator
begin_operator
fly-airplane plane1 city1-3 city12-3
0
1
0 17 0 3
1
end_operator
begin_operator
fly-airplane plane1 city1-3 city13-3
0
1
0 17 0 4
1
end_operator
begin_operator
fly-airplane plane1 city1-3 city14-3
0
1
0 17 0 5
1
end_operator
begin_operator
fly-airplane plane1 city1-3 city2-3
0
1
0 17 0 6
1
end_operator
begin_operator
fly-airplane plane1 city1-3 city3-3
0
1
0 17 0 7
1
end_operator
begin_operator
fly-airplane plane1 city1-3 city4-3
0
1
0 17 0 8
1
end_operator
begin_operator
fly-airplane plane1 city1-3 city5-3
0
1
0 17 0 9
1
end_operator
begin_operator
fly-airplane plane1 city1-3 city6-3
0
1
0 17 0 10
1
end_operator
begin_operator
fly-airplane plane1 city1-3 city7-3
0
1
0 17 0 11
1
end_operator
begin_operator
fly-airplane plane1 city1-3 city8-3
0
1
0 17 0 12
1
end_operator
begin_operator
fly-airplane plane1 city1-3 city9-3
0
1
0 17 0 13
1
end_operator
begin_operator
fly-airplane plane1 city10-3 city1-3
0
1
0 17 1 0
1
end_operator
begin_operator
fly-airplane plane1 city10-3 city11-3
0
1
0 17 1 2
1
end_operator
begin_operator
fly-airplane plane1 city10-3 city12-3
0
1
0 17 1 3
1
end_operator
begin_operator
fly-airplane plane1 city10-3 city13-3
0
1
0 17 1 4
1
end_operator
begin_operator
fly-airplane plane1 city10-3 city14-3
0
1
0 17 1 5
1
end_operator
begin_operator
fly-airplane plane1 city10-3 city2-3
0
1
0 17 1 6
1
end_operator
begin_operator
fly-airplane plane1 city10-3 city3-3
0
1
0 17 1 7
1
end_operator
begin_operator
fly-airplane plane1 city10-3 city4-3
0
1
0 17 1 8
1
end_operator
begin_operator
fly-airplane plane1 city10-3 city5-3
0
1
0 17 1 9
1
end_operator
begin_operator
fly-airplane plane1 city10-3 city6-3
0
1
0 17 1 10
1
end_operator
begin_operator
fly-airplane plane1 city10-3 city7-3
0
1
0 17 1 11
1
end_operator
begin_operator
fly-airplane plane1 city10-3 city8-3
0
1
0 17 1 12
1
end_operator
begin_operator
fly-airplane plane1 city10-3 city9-3
0
1
0 17 1 13
1
end_operator
begin_operator
fly-airplane plane1 city11-3 city1-3
0
1
0 17 2 0
1
end_operator
begin_operator
fly-airplane plane1 city11-3 city10-3
0
1
0 17 2 1
1
end_operator
begin_operator
fly-airplane plane1 city11-3 city12-3
0
1
0 17 2 3
1
end_operator
begin_operator
fly-airplane plane1 city11-3 city13-3
0
1
0 17 2 4
1
end_operator
begin_operator
fly-airplane plane1 city11-3 city14-3
0
1
0 17 2 5
1
end_operator
begin_operator
fly-airplane plane1 city11-3 city2-3
0
1
0 17 2 6
1
end_operator
begin_operator
fly-airplane plane1 city11-3 city3-3
0
1
0 17 2 7
1
end_operator
begin_operator
fly-airplane plane1 city11-3 city4-3
0
1
0 17 2 8
1
end_operator
begin_operator
fly-airplane plane1 city11-3 city5-3
0
1
0 17 2 9
1
end_operator
begin_operator
fly-airplane plane1 city11-3 city6-3
0
1
0 17 2 10
1
end_operator
begin_operator
fly-airplane plane1 city11-3 city7-3
0
1
0 17 2 11
1
end_operator
begin_operator
fly-airplane plane1 city11-3 city8-3
0
1
0 17 2 12
1
end_operator
begin_operator
fly-airplane plane1 city11-3 city9-3
0
1
0 17 2 13
1
end_operator
begin_operator
fly-airplane plane1 city12-3 city1-3
0
1
0 17 3 0
1
end_operator
begin_operator
fly-airplane plane1 city12-3 city10-3
0
1
0 17 3 1
1
end_operator
begin_operator
fly-airplane plane1 city12-3 city11-3
0
1
0 17 3 2
1
end_operator
begin_operator
fly-airplane plane1 city12-3 city13-3
0
1
0 17 3 4
1
end_operator
begin_operator
fly-airplane plane1 city12-3 city14-3
0
1
0 17 3 5
1
end_operator
begin_operator
fly-airplane plane1 city12-3 city2-3
0
1
0 17 3 6
1
end_operator
begin_operator
fly-airplane plane1 city12-3 city3-3
0
1
0 17 3 7
1
end_operator
begin_operator
fly-airplane plane1 city12-3 city4-3
0
1
0 17 3 8
1
end_operator
begin_operator
fly-airplane plane1 city12-3 city5-3
0
1
0 17 3 9
1
end_operator
begin_operator
fly-airplane plane1 city12-3 city6-3
0
1
0 17 3 10
1
end_operator
begin_operator
fly-airplane plane1 city12-3 city7-3
0
1
0 17 3 11
1
end_operator
begin_operator
fly-airplane plane1 city12-3 city8-3
0
1
0 17 3 12
1
end_operator
begin_operator
fly-airplane plane1 city12-3 city9-3
0
1
0 17 3 13
1
end_operator
begin_operator
fly-airplane plane1 city13-3 city1-3
0
1
0 17 4 0
1
end_operator
begin_operator
fly-airplane plane1 city13-3 city10-3
0
1
0 17 4 1
1
end_operator
begin_operator
fly-airplane plane1 city13-3 city11-3
0
1
0 17 4 2
1
end_operator
begin_operator
fly-airplane plane1 city13-3 city12-3
0
1
0 17 4 3
1
end_operator
begin_operator
fly-airplane plane1 city13-3 city14-3
0
1
0 17 4 5
1
end_operator
begin_operator
fly-airplane plane1 city13-3 city2-3
0
1
0 17 4 6
1
end_operator
begin_operator
fly-airplane plane1 city13-3 city3-3
0
1
0 17 4 7
1
end_operator
begin_operator
fly-airplane plane1 city13-3 city4-3
0
1
0 17 4 8
1
end_operator
begin_operator
fly-airplane plane1 city13-3 city5-3
0
1
0 17 4 9
1
end_operator
begin_operator
fly-airplane plane1 city13-3 city6-3
0
1
0 17 4 10
1
end_operator
begin_operator
fly-airplane plane1 city13-3 city7-3
0
1
0 17 4 11
1
end_operator
begin_operator
fly-airplane plane1 city13-3 city8-3
0
1
0 17 4 12
1
end_operator
begin_operator
fly-airplane plane1 city13-3 city9-3
0
1
0 17 4 13
1
end_operator
begin_operator
fly-airplane plane1 city14-3 city1-3
0
1
0 17 5 0
1
end_operator
begin_operator
fly-airplane plane1 city14-3 city10-3
0
1
0 17 5 1
1
end_operator
begin_operator
fly-airplane plane1 city14-3 city11-3
0
1
0 17 5 2
1
end_operator
begin_operator
fly-airplane plane1 city14-3 city12-3
0
1
0 17 5 3
1
end_operator
begin_operator
fly-airplane plane1 city14-3 city13-3
0
1
0 17 5 4
1
end_operator
begin_operator
fly-airplane plane1 city14-3 city2-3
0
1
0 17 5 6
1
end_operator
begin_operator
fly-airplane plane1 city14-3 city3-3
0
1
0 17 5 7
1
end_operator
begin_operator
fly-airplane plane1 city14-3 city4-3
0
1
0 17 5 8
1
end_operator
begin_operator
fly-airplane plane1 city14-3 city5-3
0
1
0 17 5 9
1
end_operator
begin_operator
fly-airplane plane1 city14-3 city6-3
0
1
0 17 5 10
1
end_operator
begin_operator
fly-airplane plane1 city14-3 city7-3
0
1
0 17 5 11
1
end_operator
begin_operator
fly-airplane plane1 city14-3 city8-3
0
1
0 17 5 12
1
end_operator
begin_operator
fly-airplane plane1 city14-3 city9-3
0
1
0 17 5 13
1
end_operator
begin_operator
fly-airplane plane1 city2-3 city1-3
0
1
0 17 6 0
1
end_operator
begin_operator
fly-airplane plane1 city2-3 city10-3
0
1
0 17 6 1
1
end_operator
begin_operator
fly-airplane plane1 city2-3 city11-3
0
1
0 17 6 2
1
end_operator
begin_operator
fly-airplane plane1 city2-3 city12-3
0
1
0 17 6 3
1
end_operator
begin_operator
fly-airplane plane1 city2-3 city13-3
0
1
0 17 6 4
1
end_operator
begin_operator
fly-airplane plane1 city2-3 city14-3
0
1
0 17 6 5
1
end_operator
begin_operator
fly-airplane plane1 city2-3 city3-3
0
1
0 17 6 7
1
end_operator
begin_operator
fly-airplane plane1 city2-3 city4-3
0
1
0 17 6 8
1
end_operator
begin_operator
fly-airplane plane1 city2-3 city5-3
0
1
0 17 6 9
1
end_operator
begin_operator
fly-airplane plane1 city2-3 city6-3
0
1
0 17 6 10
1
end_operator
begin_operator
fly-airplane plane1 city2-3 city7-3
0
1
0 17 6 11
1
end_operator
begin_operator
fly-airplane plane1 city2-3 city8-3
0
1
0 17 6 12
1
end_operator
begin_operator
fly-airplane plane1 city2-3 city9-3
0
1
0 17 6 13
1
end_operator
begin_operator
fly-airplane plane1 city3-3 city1-3
0
1
0 17 7 0
1
end_operator
begin_operator
fly-airplane plane1 city3-3 city10-3
0
1
0 17 7 1
1
end_operator
begin_operator
fly-airplane plane1 city3-3 city11-3
0
1
0 17 7 2
1
end_operator
begin_operator
fly-airplane plane1 city3-3 city12-3
0
1
0 17 7 3
1
end_operator
begin_operator
fly-airplane plane1 city3-3 city13-3
0
1
0 17 7 4
1
end_operator
begin_operator
fly-airplane plane1 city3-3 city14-3
0
1
0 17 7 5
1
end_operator
begin_operator
fly-airplane plane1 city3-3 city2-3
0
1
0 17 7 6
1
end_operator
begin_operator
fly-airplane plane1 city3-3 city4-3
0
1
0 17 7 8
1
end_operator
begin_operator
fly-airplane plane1 city3-3 city5-3
0
1
0 17 7 9
1
end_operator
begin_operator
fly-airplane plane1 city3-3 city6-3
0
1
0 17 7 10
1
end_operator
begin_operator
fly-airplane plane1 city3-3 city7-3
0
1
0 17 7 11
1
end_operator
begin_operator
fly-airplane plane1 city3-3 city8-3
0
1
0 17 7 12
1
end_operator
begin_operator
fly-airplane plane1 city3-3 city9-3
0
1
0 17 7 13
1
end_operator
begin_operator
fly-airplane plane1 city4-3 city1-3
0
1
0 17 8 0
1
end_operator
begin_operator
fly-airplane plane1 city4-3 city10-3
0
1
0 17 8 1
1
end_operator
begin_operator
fly-airplane plane1 city4-3 city11-3
0
1
0 17 8 2
1
end_operator
begin_operator
fly-airplane plane1 city4-3 city12-3
0
1
0 17 8 3
1
end_operator
begin_operator
fly-airplane plane1 city4-3 city13-3
0
1
0 17 8 4
1
end_operator
begin_operator
fly-airplane plane1 city4-3 city14-3
0
1
0 17 8 5
1
end_operator
begin_operator
fly-airplane plane1 city4-3 city2-3
0
1
0 17 8 6
1
end_operator
begin_operator
fly-airplane plane1 city4-3 city3-3
0
1
0 17 8 7
1
end_operator
begin_operator
fly-airplane plane1 city4-3 city5-3
0
1
0 17 8 9
1
end_operator
begin_operator
fly-airplane plane1 city4-3 city6-3
0
1
0 17 8 10
1
end_operator
begin_operator
fly-airplane plane1 city4-3 city7-3
0
1
0 17 8 11
1
end_operator
begin_operator
fly-airplane plane1 city4-3 city8-3
0
1
0 17 8 12
1
end_operator
begin_operator
fly-airplane plane1 city4-3 city9-3
0
1
0 17 8 13
1
end_operator
begin_operator
fly-airplane plane1 city5-3 city1-3
0
1
0 17 9 0
1
end_operator
begin_operator
fly-airplane plane1 city5-3 city10-3
0
1
0 17 9 1
1
end_operator
begin_operator
fly-airplane plane1 city5-3 city11-3
0
1
0 17 9 2
1
end_operator
begin_operator
fly-airplane plane1 city5-3 city12-3
0
1
0 17 9 3
1
end_operator
begin_operator
fly-airplane plane1 city5-3 city13-3
0
1
0 17 9 4
1
end_operator
begin_operator
fly-airplane plane1 city5-3 city14-3
0
1
0 17 9 5
1
end_operator
begin_operator
fly-airplane plane1 city5-3 city2-3
0
1
0 17 9 6
1
end_operator
begin_operator
fly-airplane plane1 city5-3 city3-3
0
1
0 17 9 7
1
end_operator
begin_operator
fly-airplane plane1 city5-3 city4-3
0
1
0 17 9 8
1
end_operator
begin_operator
fly-airplane plane1 city5-3 city6-3
0
1
0 17 9 10
1
end_operator
begin_operator
fly-airplane plane1 city5-3 city7-3
0
1
0 17 9 11
1
end_operator
begin_operator
fly-airplane plane1 city5-3 city8-3
0
1
0 17 9 12
1
end_operator
begin_operator
fly-airplane plane1 city5-3 city9-3
0
1
0 17 9 13
1
end_operator
begin_operator
fly-airplane plane1 city6-3 city1-3
0
1
0 17 10 0
1
end_operator
begin_operator
fly-airplane plane1 city6-3 city10-3
0
1
0 17 10 1
1
end_operator
begin_operator
fly-airplane plane1 city6-3 city11-3
0
1
0 17 10 2
1
end_operator
begin_operator
fly-airplane plane1 city6-3 city12-3
0
1
0 17 10 3
1
end_operator
begin_operator
fly-airplane plane1 city6-3 city13-3
0
1
0 17 10 4
1
end_operator
begin_operator
fly-airplane plane1 city6-3 city14-3
0
1
0 17 10 5
1
end_operator
begin_operator
fly-airplane plane1 city6-3 city2-3
0
1
0 17 10 6
1
end_operator
begin_operator
fly-airplane plane1 city6-3 city3-3
0
1
0 17 10 7
1
end_operator
begin_operator
fly-airplane plane1 city6-3 city4-3
0
1
0 17 10 8
1
end_operator
begin_operator
fly-airplane plane1 city6-3 city5-3
0
1
0 17 10 9
1
end_operator
begin_operator
fly-airplane plane1 city6-3 city7-3
0
1
0 17 10 11
1
end_operator
begin_operator
fly-airplane plane1 city6-3 city8-3
0
1
0 17 10 12
1
end_operator
begin_operator
fly-airplane plane1 city6-3 city9-3
0
1
0 17 10 13
1
end_operator
begin_operator
fly-airplane plane1 city7-3 city1-3
0
1
0 17 11 0
1
end_operator
begin_operator
fly-airplane plane1 city7-3 city10-3
0
1
0 17 11 1
1
end_operator
begin_operator
fly-airplane plane1 city7-3 city11-3
0
1
0 17 11 2
1
end_operator
begin_operator
fly-airplane plane1 city7-3 city12-3
0
1
0 17 11 3
1
end_operator
begin_operator
fly-airplane plane1 city7-3 city13-3
0
1
0 17 11 4
1
end_operator
begin_operator
fly-airplane plane1 city7-3 city14-3
0
1
0 17 11 5
1
end_operator
begin_operator
fly-airplane plane1 city7-3 city2-3
0
1
0 17 11 6
1
end_operator
begin_operator
fly-airplane plane1 city7-3 city3-3
0
1
0 17 11 7
1
end_operator
begin_operator
fly-airplane plane1 city7-3 city4-3
0
1
0 17 11 8
1
end_operator
begin_operator
fly-airplane plane1 city7-3 city5-3
0
1
0 17 11 9
1
end_operator
begin_operator
fly-airplane plane1 city7-3 city6-3
0
1
0 17 11 10
1
end_operator
begin_operator
fly-airplane plane1 city7-3 city8-3
0
1
0 17 11 12
1
end_operator
begin_operator
fly-airplane plane1 city7-3 city9-3
0
1
0 17 11 13
1
end_operator
begin_operator
fly-airplane plane1 city8-3 city1-3
0
1
0 17 12 0
1
end_operator
begin_operator
fly-airplane plane1 city8-3 city10-3
0
1
0 17 12 1
1
end_operator
begin_operator
fly-airplane plane1 city8-3 city11-3
0
1
0 17 12 2
1
end_operator
begin_operator
fly-airplane plane1 city8-3 city12-3
0
1
0 17 12 3
1
end_operator
begin_operator
fly-airplane plane1 city8-3 city13-3
0
1
0 17 12 4
1
end_operator
begin_operator
fly-airplane plane1 city8-3 city14-3
0
1
0 17 12 5
1
end_operator
begin_operator
fly-airplane plane1 city8-3 city2-3
0
1
0 17 12 6
1
end_operator
begin_operator
fly-airplane plane1 city8-3 city3-3
0
1
0 17 12 7
1
end_operator
begin_operator
fly-airplane plane1 city8-3 city4-3
0
1
0 17 12 8
1
end_operator
begin_operator
fly-airplane plane1 city8-3 city5-3
0
1
0 17 12 9
1
end_operator
begin_operator
fly-airplane plane1 city8-3 city6-3
0
1
0 17 12 10
1
end_operator
begin_operator
fly-airplane plane1 city8-3 city7-3
0
1
0 17 12 11
1
end_operator
begin_operator
fly-airplane plane1 city8-3 city9-3
0
1
0 17 12 13
1
end_operator
begin_operator
fly-airplane plane1 city9-3 city1-3
0
1
0 17 13 0
1
end_operator
begin_operator
fly-airplane plane1 city9-3 city10-3
0
1
0 17 13 1
1
end_operator
begin_operator
fly-airplane plane1 city9-3 city11-3
0
1
0 17 13 2
1
end_operator
begin_operator
fly-airplane plane1 city9-3 city12-3
0
1
0 17 13 3
1
end_operator
begin_operator
fly-airplane plane1 city9-3 city13-3
0
1
0 17 13 4
1
end_operator
begin_operator
fly-airplane plane1 city9-3 city14-3
0
1
0 17 13 5
1
end_operator
begin_operator
fly-airplane plane1 city9-3 city2-3
0
1
0 17 13 6
1
end_operator
begin_operator
fly-airplane plane1 city9-3 city3-3
0
1
0 17 13 7
1
end_operator
begin_operator
fly-airplane plane1 city9-3 city4-3
0
1
0 17 13 8
1
end_operator
begin_operator
fly-airplane plane1 city9-3 city5-3
0
1
0 17 13 9
1
end_operator
begin_operator
fly-airplane plane1 city9-3 city6-3
0
1
0 17 13 10
1
end_operator
begin_operator
fly-airplane plane1 city9-3 city7-3
0
1
0 17 13 11
1
end_operator
begin_operator
fly-airplane plane1 city9-3 city8-3
0
1
0 17 13 12
1
end_operator
begin_operator
fly-airplane plane2 city1-3 city10-3
0
1
0 16 0 1
1
end_operator
begin_operator
fly-airplane plane2 city1-3 city11-3
0
1
0 16 0 2
1
end_operator
begin_operator
fly-airplane plane2 city1-3 city12-3
0
1
0 16 0 3
1
end_operator
begin_operator
fly-airplane plane2 city1-3 city13-3
0
1
0 16 0 4
1
end_operator
begin_operator
fly-airplane plane2 city1-3 city14-3
0
1
0 16 0 5
1
end_operator
begin_operator
fly-airplane plane2 city1-3 city2-3
0
1
0 16 0 6
1
end_operator
begin_operator
fly-airplane plane2 city1-3 city3-3
0
1
0 16 0 7
1
end_operator
begin_operator
fly-airplane plane2 city1-3 city4-3
0
1
0 16 0 8
1
end_operator
begin_operator
fly-airplane plane2 city1-3 city5-3
0
1
0 16 0 9
1
end_operator
begin_operator
fly-airplane plane2 city1-3 city6-3
0
1
0 16 0 10
1
end_operator
begin_operator
fly-airplane plane2 city1-3 city7-3
0
1
0 16 0 11
1
end_operator
begin_operator
fly-airplane plane2 city1-3 city8-3
0
1
0 16 0 12
1
end_operator
begin_operator
fly-airplane plane2 city1-3 city9-3
0
1
0 16 0 13
1
end_operator
begin_operator
fly-airplane plane2 city10-3 city1-3
0
1
0 16 1 0
1
end_operator
begin_operator
fly-airplane plane2 city10-3 city11-3
0
1
0 16 1 2
1
end_operator
begin_operator
fly-airplane plane2 city10-3 city12-3
0
1
0 16 1 3
1
end_operator
begin_operator
fly-airplane plane2 city10-3 city13-3
0
1
0 16 1 4
1
end_operator
begin_operator
fly-airplane plane2 city10-3 city14-3
0
1
0 16 1 5
1
end_operator
begin_operator
fly-airplane plane2 city10-3 city2-3
0
1
0 16 1 6
1
end_operator
begin_operator
fly-airplane plane2 city10-3 city3-3
0
1
0 16 1 7
1
end_operator
begin_operator
fly-airplane plane2 city10-3 city4-3
0
1
0 16 1 8
1
end_operator
begin_operator
fly-airplane plane2 city10-3 city5-3
0
1
0 16 1 9
1
end_operator
begin_operator
fly-airplane plane2 city10-3 city6-3
0
1
0 16 1 10
1
end_operator
begin_operator
fly-airplane plane2 city10-3 city7-3
0
1
0 16 1 11
1
end_operator
begin_operator
fly-airplane plane2 city10-3 city8-3
0
1
0 16 1 12
1
end_operator
begin_operator
fly-airplane plane2 city10-3 city9-3
0
1
0 16 1 13
1
end_operator
begin_operator
fly-airplane plane2 city11-3 city1-3
0
1
0 16 2 0
1
end_operator
begin_operator
fly-airplane plane2 city11-3 city10-3
0
1
0 16 2 1
1
end_operator
begin_operator
fly-airplane plane2 city11-3 city12-3
0
1
0 16 2 3
1
end_operator
begin_operator
fly-airplane plane2 city11-3 city13-3
0
1
0 16 2 4
1
end_operator
begin_operator
fly-airplane plane2 city11-3 city14-3
0
1
0 16 2 5
1
end_operator
begin_operator
fly-airplane plane2 city11-3 city2-3
0
1
0 16 2 6
1
end_operator
begin_operator
fly-airplane plane2 city11-3 city3-3
0
1
0 16 2 7
1
end_operator
begin_operator
fly-airplane plane2 city11-3 city4-3
0
1
0 16 2 8
1
end_operator
begin_operator
fly-airplane plane2 city11-3 city5-3
0
1
0 16 2 9
1
end_operator
begin_operator
fly-airplane plane2 city11-3 city6-3
0
1
0 16 2 10
1
end_operator
begin_operator
fly-airplane plane2 city11-3 city7-3
0
1
0 16 2 11
1
end_operator
begin_operator
fly-airplane plane2 city11-3 city8-3
0
1
0 16 2 12
1
end_operator
begin_operator
fly-airplane plane2 city11-3 city9-3
0
1
0 16 2 13
1
end_operator
begin_operator
fly-airplane plane2 city12-3 city1-3
0
1
0 16 3 0
1
end_operator
begin_operator
fly-airplane plane2 city12-3 city10-3
0
1
0 16 3 1
1
end_operator
begin_operator
fly-airplane plane2 city12-3 city11-3
0
1
0 16 3 2
1
end_operator
begin_operator
fly-airplane plane2 city12-3 city13-3
0
1
0 16 3 4
1
end_operator
begin_operator
fly-airplane plane2 city12-3 city14-3
0
1
0 16 3 5
1
end_operator
begin_operator
fly-airplane plane2 city12-3 city2-3
0
1
0 16 3 6
1
end_operator
begin_operator
fly-airplane plane2 city12-3 city3-3
0
1
0 16 3 7
1
end_operator
begin_operator
fly-airplane plane2 city12-3 city4-3
0
1
0 16 3 8
1
end_operator
begin_operator
fly-airplane plane2 city12-3 city5-3
0
1
0 16 3 9
1
end_operator
begin_operator
fly-airplane plane2 city12-3 city6-3
0
1
0 16 3 10
1
end_operator
begin_operator
fly-airplane plane2 city12-3 city7-3
0
1
0 16 3 11
1
end_operator
begin_operator
fly-airplane plane2 city12-3 city8-3
0
1
0 16 3 12
1
end_operator
begin_operator
fly-airplane plane2 city12-3 city9-3
0
1
0 16 3 13
1
end_operator
begin_operator
fly-airplane plane2 city13-3 city1-3
0
1
0 16 4 0
1
end_operator
begin_operator
fly-airplane plane2 city13-3 city10-3
0
1
0 16 4 1
1
end_operator
begin_operator
fly-airplane plane2 city13-3 city11-3
0
1
0 16 4 2
1
end_operator
begin_operator
fly-airplane plane2 city13-3 city12-3
0
1
0 16 4 3
1
end_operator
begin_operator
fly-airplane plane2 city13-3 city14-3
0
1
0 16 4 5
1
end_operator
begin_operator
fly-airplane plane2 city13-3 city2-3
0
1
0 16 4 6
1
end_operator
begin_operator
fly-airplane plane2 city13-3 city3-3
0
1
0 16 4 7
1
end_operator
begin_operator
fly-airplane plane2 city13-3 city4-3
0
1
0 16 4 8
1
end_operator
begin_operator
fly-airplane plane2 city13-3 city5-3
0
1
0 16 4 9
1
end_operator
begin_operator
fly-airplane plane2 city13-3 city6-3
0
1
0 16 4 10
1
end_operator
begin_operator
fly-airplane plane2 city13-3 city7-3
0
1
0 16 4 11
1
end_operator
begin_operator
fly-airplane plane2 city13-3 city8-3
0
1
0 16 4 12
1
end_operator
begin_operator
fly-airplane plane2 city13-3 city9-3
0
1
0 16 4 13
1
end_operator
begin_operator
fly-airplane plane2 city14-3 city1-3
0
1
0 16 5 0
1
end_operator
begin_operator
fly-airplane plane2 city14-3 city10-3
0
1
0 16 5 1
1
end_operator
begin_operator
fly-airplane plane2 city14-3 city11-3
0
1
0 16 5 2
1
end_operator
begin_operator
fly-airplane plane2 city14-3 city12-3
0
1
0 16 5 3
1
end_operator
begin_operator
fly-airplane plane2 city14-3 city13-3
0
1
0 16 5 4
1
end_operator
begin_operator
fly-airplane plane2 city14-3 city2-3
0
1
0 16 5 6
1
end_operator
begin_operator
fly-airplane plane2 city14-3 city3-3
0
1
0 16 5 7
1
end_operator
begin_operator
fly-airplane plane2 city14-3 city4-3
0
1
0 16 5 8
1
end_operator
begin_operator
fly-airplane plane2 city14-3 city5-3
0
1
0 16 5 9
1
end_operator
begin_operator
fly-airplane plane2 city14-3 city6-3
0
1
0 16 5 10
1
end_operator
begin_operator
fly-airplane plane2 city14-3 city7-3
0
1
0 16 5 11
1
end_operator
begin_operator
fly-airplane plane2 city14-3 city8-3
0
1
0 16 5 12
1
end_operator
begin_operator
fly-airplane plane2 city14-3 city9-3
0
1
0 16 5 13
1
end_operator
begin_operator
fly-airplane plane2 city2-3 city1-3
0
1
0 16 6 0
1
end_operator
begin_operator
fly-airplane plane2 city2-3 city10-3
0
1
0 16 6 1
1
end_operator
begin_operator
fly-airplane plane2 city2-3 city11-3
0
1
0 16 6 2
1
end_operator
begin_operator
fly-airplane plane2 city2-3 city12-3
0
1
0 16 6 3
1
end_operator
begin_operator
fly-airplane plane2 city2-3 city13-3
0
1
0 16 6 4
1
end_operator
begin_operator
fly-airplane plane2 city2-3 city14-3
0
1
0 16 6 5
1
end_operator
begin_operator
fly-airplane plane2 city2-3 city3-3
0
1
0 16 6 7
1
end_operator
begin_operator
fly-airplane plane2 city2-3 city4-3
0
1
0 16 6 8
1
end_operator
begin_operator
fly-airplane plane2 city2-3 city5-3
0
1
0 16 6 9
1
end_operator
begin_operator
fly-airplane plane2 city2-3 city6-3
0
1
0 16 6 10
1
end_operator
begin_operator
fly-airplane plane2 city2-3 city7-3
0
1
0 16 6 11
1
end_operator
begin_operator
fly-airplane plane2 city2-3 city8-3
0
1
0 16 6 12
1
end_operator
begin_operator
fly-airplane plane2 city2-3 city9-3
0
1
0 16 6 13
1
end_operator
begin_operator
fly-airplane plane2 city3-3 city1-3
0
1
0 16 7 0
1
end_operator
begin_operator
fly-airplane plane2 city3-3 city10-3
0
1
0 16 7 1
1
end_operator
begin_operator
fly-airplane plane2 city3-3 city11-3
0
1
0 16 7 2
1
end_operator
begin_operator
fly-airplane plane2 city3-3 city12-3
0
1
0 16 7 3
1
end_operator
begin_operator
fly-airplane plane2 city3-3 city13-3
0
1
0 16 7 4
1
end_operator
begin_operator
fly-airplane plane2 city3-3 city14-3
0
1
0 16 7 5
1
end_operator
begin_operator
fly-airplane plane2 city3-3 city2-3
0
1
0 16 7 6
1
end_operator
begin_operator
fly-airplane plane2 city3-3 city4-3
0
1
0 16 7 8
1
end_operator
begin_operator
fly-airplane plane2 city3-3 city5-3
0
1
0 16 7 9
1
end_operator
begin_operator
fly-airplane plane2 city3-3 city6-3
0
1
0 16 7 10
1
end_operator
begin_operator
fly-airplane plane2 city3-3 city7-3
0
1
0 16 7 11
1
end_operator
begin_operator
fly-airplane plane2 city3-3 city8-3
0
1
0 16 7 12
1
end_operator
begin_operator
fly-airplane plane2 city3-3 city9-3
0
1
0 16 7 13
1
end_operator
begin_operator
fly-airplane plane2 city4-3 city1-3
0
1
0 16 8 0
1
end_operator
begin_operator
fly-airplane plane2 city4-3 city10-3
0
1
0 16 8 1
1
end_operator
begin_operator
fly-airplane plane2 city4-3 city11-3
0
1
0 16 8 2
1
end_operator
begin_operator
fly-airplane plane2 city4-3 city12-3
0
1
0 16 8 3
1
end_operator
begin_operator
fly-airplane plane2 city4-3 city13-3
0
1
0 16 8 4
1
end_operator
begin_operator
fly-airplane plane2 city4-3 city14-3
0
1
0 16 8 5
1
end_operator
begin_operator
fly-airplane plane2 city4-3 city2-3
0
1
0 16 8 6
1
end_operator
begin_operator
fly-airplane plane2 city4-3 city3-3
0
1
0 16 8 7
1
end_operator
begin_operator
fly-airplane plane2 city4-3 city5-3
0
1
0 16 8 9
1
end_operator
begin_operator
fly-airplane plane2 city4-3 city6-3
0
1
0 16 8 10
1
end_operator
begin_operator
fly-airplane plane2 city4-3 city7-3
0
1
0 16 8 11
1
end_operator
begin_operator
fly-airplane plane2 city4-3 city8-3
0
1
0 16 8 12
1
end_operator
begin_operator
fly-airplane plane2 city4-3 city9-3
0
1
0 16 8 13
1
end_operator
begin_operator
fly-airplane plane2 city5-3 city1-3
0
1
0 16 9 0
1
end_operator
begin_operator
fly-airplane plane2 city5-3 city10-3
0
1
0 16 9 1
1
end_operator
begin_operator
fly-airplane plane2 city5-3 city11-3
0
1
0 16 9 2
1
end_operator
begin_operator
fly-airplane plane2 city5-3 city12-3
0
1
0 16 9 3
1
end_operator
begin_operator
fly-airplane plane2 city5-3 city13-3
0
1
0 16 9 4
1
end_operator
begin_operator
fly-airplane plane2 city5-3 city14-3
0
1
0 16 9 5
1
end_operator
begin_operator
fly-airplane plane2 city5-3 city2-3
0
1
0 16 9 6
1
end_operator
begin_operator
fly-airplane plane2 city5-3 city3-3
0
1
0 16 9 7
1
end_operator
begin_operator
fly-airplane plane2 city5-3 city4-3
0
1
0 16 9 8
1
end_operator
begin_operator
fly-airplane plane2 city5-3 city6-3
0
1
0 16 9 10
1
end_operator
begin_operator
fly-airplane plane2 city5-3 city7-3
0
1
0 16 9 11
1
end_operator
begin_operator
fly-airplane plane2 city5-3 city8-3
0
1
0 16 9 12
1
end_operator
begin_operator
fly-airplane plane2 city5-3 city9-3
0
1
0 16 9 13
1
end_operator
begin_operator
fly-airplane plane2 city6-3 city1-3
0
1
0 16 10 0
1
end_operator
begin_operator
fly-airplane plane2 city6-3 city10-3
0
1
0 16 10 1
1
end_operator
begin_operator
fly-airplane plane2 city6-3 city11-3
0
1
0 16 10 2
1
end_operator
begin_operator
fly-airplane plane2 city6-3 city12-3
0
1
0 16 10 3
1
end_operator
begin_operator
fly-airplane plane2 city6-3 city13-3
0
1
0 16 10 4
1
end_operator
begin_operator
fly-airplane plane2 city6-3 city14-3
0
1
0 16 10 5
1
end_operator
begin_operator
fly-airplane plane2 city6-3 city2-3
0
1
0 16 10 6
1
end_operator
begin_operator
fly-airplane plane2 city6-3 city3-3
0
1
0 16 10 7
1
end_operator
begin_operator
fly-airplane plane2 city6-3 city4-3
0
1
0 16 10 8
1
end_operator
begin_operator
fly-airplane plane2 city6-3 city5-3
0
1
0 16 10 9
1
end_operator
begin_operator
fly-airplane plane2 city6-3 city7-3
0
1
0 16 10 11
1
end_operator
begin_operator
fly-airplane plane2 city6-3 city8-3
0
1
0 16 10 12
1
end_operator
begin_operator
fly-airplane plane2 city6-3 city9-3
0
1
0 16 10 13
1
end_operator
begin_operator
fly-airplane plane2 city7-3 city1-3
0
1
0 16 11 0
1
end_operator
begin_operator
fly-airplane plane2 city7-3 city10-3
0
1
0 16 11 1
1
end_operator
begin_operator
fly-airplane plane2 city7-3 city11-3
0
1
0 16 11 2
1
end_operator
begin_operator
fly-airplane plane2 city7-3 city12-3
0
1
0 16 11 3
1
end_operator
begin_operator
fly-airplane plane2 city7-3 city13-3
0
1
0 16 11 4
1
end_operator
begin_operator
fly-airplane plane2 city7-3 city14-3
0
1
0 16 11 5
1
end_operator
begin_operator
fly-airplane plane2 city7-3 city2-3
0
1
0 16 11 6
1
end_operator
begin_operator
fly-airplane plane2 city7-3 city3-3
0
1
0 16 11 7
1
end_operator
begin_operator
fly-airplane plane2 city7-3 city4-3
0
1
0 16 11 8
1
end_operator
begin_operator
fly-airplane plane2 city7-3 city5-3
0
1
0 16 11 9
1
end_operator
begin_operator
fly-airplane plane2 city7-3 city6-3
0
1
0 16 11 10
1
end_operator
begin_operator
fly-airplane plane2 city7-3 city8-3
0
1
0 16 11 12
1
end_operator
begin_operator
fly-airplane plane2 city7-3 city9-3
0
1
0 16 11 13
1
end_operator
begin_operator
fly-airplane plane2 city8-3 city1-3
0
1
0 16 12 0
1
end_operator
begin_operator
fly-airplane plane2 city8-3 city10-3
0
1
0 16 12 1
1
end_operator
begin_operator
fly-airplane plane2 city8-3 city11-3
0
1
0 16 12 2
1
end_operator
begin_operator
fly-airplane plane2 city8-3 city12-3
0
1
0 16 12 3
1
end_operator
begin_operator
fly-airplane plane2 city8-3 city13-3
0
1
0 16 12 4
1
end_operator
begin_operator
fly-airplane plane2 city8-3 city14-3
0
1
0 16 12 5
1
end_operator
begin_operator
fly-airplane plane2 city8-3 city2-3
0
1
0 16 12 6
1
end_operator
begin_operator
fly-airplane plane2 city8-3 city3-3
0
1
0 16 12 7
1
end_operator
begin_operator
fly-airplane plane2 city8-3 city4-3
0
1
0 16 12 8
1
end_operator
begin_operator
fly-airplane plane2 city8-3 city5-3
0
1
0 16 12 9
1
end_operator
begin_operator
fly-airplane plane2 city8-3 city6-3
0
1
0 16 12 10
1
end_operator
begin_operator
fly-airplane plane2 city8-3 city7-3
0
1
0 16 12 11
1
end_operator
begin_operator
fly-airplane plane2 city8-3 city9-3
0
1
0 16 12 13
1
end_operator
begin_operator
fly-airplane plane2 city9-3 city1-3
0
1
0 16 13 0
1
end_operator
begin_operator
fly-airplane plane2 city9-3 city10-3
0
1
0 16 13 1
1
end_operator
begin_operator
fly-airplane plane2 city9-3 city11-3
0
1
0 16 13 2
1
end_operator
begin_operator
fly-airplane plane2 city9-3 city12-3
0
1
0 16 13 3
1
end_operator
begin_operator
fly-airplane plane2 city9-3 city13-3
0
1
0 16 13 4
1
end_operator
begin_operator
fly-airplane plane2 city9-3 city14-3
0
1
0 16 13 5
1
end_operator
begin_operator
fly-airplane plane2 city9-3 city2-3
0
1
0 16 13 6
1
end_operator
begin_operator
fly-airplane plane2 city9-3 city3-3
0
1
0 16 13 7
1
end_operator
begin_operator
fly-airplane plane2 city9-3 city4-3
0
1
0 16 13 8
1
end_operator
begin_operator
fly-airplane plane2 city9-3 city5-3
0
1
0 16 13 9
1
end_operator
begin_operator
fly-airplane plane2 city9-3 city6-3
0
1
0 16 13 10
1
end_operator
begin_operator
fly-airplane plane2 city9-3 city7-3
0
1
0 16 13 11
1
end_operator
begin_operator
fly-airplane plane2 city9-3 city8-3
0
1
0 16 13 12
1
end_operator
begin_operator
fly-airplane plane3 city1-3 city10-3
0
1
0 15 0 1
1
end_operator
begin_operator
fly-airplane plane3 city1-3 city11-3
0
1
0 15 0 2
1
end_operator
begin_operator
fly-airplane plane3 city1-3 city12-3
0
1
0 15 0 3
1
end_operator
begin_operator
fly-airplane plane3 city1-3 city13-3
0
1
0 15 0 4
1
end_operator
begin_operator
fly-airplane plane3 city1-3 city14-3
0
1
0 15 0 5
1
end_operator
begin_operator
fly-airplane plane3 city1-3 city2-3
0
1
0 15 0 6
1
end_operator
begin_operator
fly-airplane plane3 city1-3 city3-3
0
1
0 15 0 7
1
end_operator
begin_operator
fly-airplane plane3 city1-3 city4-3
0
1
0 15 0 8
1
end_operator
begin_operator
fly-airplane plane3 city1-3 city5-3
0
1
0 15 0 9
1
end_operator
begin_operator
fly-airplane plane3 city1-3 city6-3
0
1
0 15 0 10
1
end_operator
begin_operator
fly-airplane plane3 city1-3 city7-3
0
1
0 15 0 11
1
end_operator
begin_operator
fly-airplane plane3 city1-3 city8-3
0
1
0 15 0 12
1
end_operator
begin_operator
fly-airplane plane3 city1-3 city9-3
0
1
0 15 0 13
1
end_operator
begin_operator
fly-airplane plane3 city10-3 city1-3
0
1
0 15 1 0
1
end_operator
begin_operator
fly-airplane plane3 city10-3 city11-3
0
1
0 15 1 2
1
end_operator
begin_operator
fly-airplane plane3 city10-3 city12-3
0
1
0 15 1 3
1
end_operator
begin_operator
fly-airplane plane3 city10-3 city13-3
0
1
0 15 1 4
1
end_operator
begin_operator
fly-airplane plane3 city10-3 city14-3
0
1
0 15 1 5
1
end_operator
begin_operator
fly-airplane plane3 city10-3 city2-3
0
1
0 15 1 6
1
end_operator
begin_operator
fly-airplane plane3 city10-3 city3-3
0
1
0 15 1 7
1
end_operator
begin_operator
fly-airplane plane3 city10-3 city4-3
0
1
0 15 1 8
1
end_operator
begin_operator
fly-airplane plane3 city10-3 city5-3
0
1
0 15 1 9
1
end_operator
begin_operator
fly-airplane plane3 city10-3 city6-3
0
1
0 15 1 10
1
end_operator
begin_operator
fly-airplane plane3 city10-3 city7-3
0
1
0 15 1 11
1
end_operator
begin_operator
fly-airplane plane3 city10-3 city8-3
0
1
0 15 1 12
1
end_operator
begin_operator
fly-airplane plane3 city10-3 city9-3
0
1
0 15 1 13
1
end_operator
begin_operator
fly-airplane plane3 city11-3 city1-3
0
1
0 15 2 0
1
end_operator
begin_operator
fly-airplane plane3 city11-3 city10-3
0
1
0 15 2 1
1
end_operator
begin_operator
fly-airplane plane3 city11-3 city12-3
0
1
0 15 2 3
1
end_operator
begin_operator
fly-airplane plane3 city11-3 city13-3
0
1
0 15 2 4
1
end_operator
begin_operator
fly-airplane plane3 city11-3 city14-3
0
1
0 15 2 5
1
end_operator
begin_operator
fly-airplane plane3 city11-3 city2-3
0
1
0 15 2 6
1
end_operator
begin_operator
fly-airplane plane3 city11-3 city3-3
0
1
0 15 2 7
1
end_operator
begin_operator
fly-airplane plane3 city11-3 city4-3
0
1
0 15 2 8
1
end_operator
begin_operator
fly-airplane plane3 city11-3 city5-3
0
1
0 15 2 9
1
end_operator
begin_operator
fly-airplane plane3 city11-3 city6-3
0
1
0 15 2 10
1
end_operator
begin_operator
fly-airplane plane3 city11-3 city7-3
0
1
0 15 2 11
1
end_operator
begin_operator
fly-airplane plane3 city11-3 city8-3
0
1
0 15 2 12
1
end_operator
begin_operator
fly-airplane plane3 city11-3 city9-3
0
1
0 15 2 13
1
end_operator
begin_operator
fly-airplane plane3 city12-3 city1-3
0
1
0 15 3 0
1
end_operator
begin_operator
fly-airplane plane3 city12-3 city10-3
0
1
0 15 3 1
1
end_operator
begin_operator
fly-airplane plane3 city12-3 city11-3
0
1
0 15 3 2
1
end_operator
begin_operator
fly-airplane plane3 city12-3 city13-3
0
1
0 15 3 4
1
end_operator
begin_operator
fly-airplane plane3 city12-3 city14-3
0
1
0 15 3 5
1
end_operator
begin_operator
fly-airplane plane3 city12-3 city2-3
0
1
0 15 3 6
1
end_operator
begin_operator
fly-airplane plane3 city12-3 city3-3
0
1
0 15 3 7
1
end_operator
begin_operator
fly-airplane plane3 city12-3 city4-3
0
1
0 15 3 8
1
end_operator
begin_operator
fly-airplane plane3 city12-3 city5-3
0
1
0 15 3 9
1
end_operator
begin_operator
fly-airplane plane3 city12-3 city6-3
0
1
0 15 3 10
1
end_operator
begin_operator
fly-airplane plane3 city12-3 city7-3
0
1
0 15 3 11
1
end_operator
begin_operator
fly-airplane plane3 city12-3 city8-3
0
1
0 15 3 12
1
end_operator
begin_operator
fly-airplane plane3 city12-3 city9-3
0
1
0 15 3 13
1
end_operator
begin_operator
fly-airplane plane3 city13-3 city1-3
0
1
0 15 4 0
1
end_operator
begin_operator
fly-airplane plane3 city13-3 city10-3
0
1
0 15 4 1
1
end_operator
begin_operator
fly-airplane plane3 city13-3 city11-3
0
1
0 15 4 2
1
end_operator
begin_operator
fly-airplane plane3 city13-3 city12-3
0
1
0 15 4 3
1
end_operator
begin_operator
fly-airplane plane3 city13-3 city14-3
0
1
0 15 4 5
1
end_operator
begin_operator
fly-airplane plane3 city13-3 city2-3
0
1
0 15 4 6
1
end_operator
begin_operator
fly-airplane plane3 city13-3 city3-3
0
1
0 15 4 7
1
end_operator
begin_operator
fly-airplane plane3 city13-3 city4-3
0
1
0 15 4 8
1
end_operator
begin_operator
fly-airplane plane3 city13-3 city5-3
0
1
0 15 4 9
1
end_operator
begin_operator
fly-airplane plane3 city13-3 city6-3
0
1
0 15 4 10
1
end_operator
begin_operator
fly-airplane plane3 city13-3 city7-3
0
1
0 15 4 11
1
end_operator
begin_operator
fly-airplane plane3 city13-3 city8-3
0
1
0 15 4 12
1
end_operator
begin_operator
fly-airplane plane3 city13-3 city9-3
0
1
0 15 4 13
1
end_operator
begin_operator
fly-airplane plane3 city14-3 city1-3
0
1
0 15 5 0
1
end_operator
begin_operator
fly-airplane plane3 city14-3 city10-3
0
1
0 15 5 1
1
end_operator
begin_operator
fly-airplane plane3 city14-3 city11-3
0
1
0 15 5 2
1
end_operator
begin_operator
fly-airplane plane3 city14-3 city12-3
0
1
0 15 5 3
1
end_operator
begin_operator
fly-airplane plane3 city14-3 city13-3
0
1
0 15 5 4
1
end_operator
begin_operator
fly-airplane plane3 city14-3 city2-3
0
1
0 15 5 6
1
end_operator
begin_operator
fly-airplane plane3 city14-3 city3-3
0
1
0 15 5 7
1
end_operator
begin_operator
fly-airplane plane3 city14-3 city4-3
0
1
0 15 5 8
1
end_operator
begin_operator
fly-airplane plane3 city14-3 city5-3
0
1
0 15 5 9
1
end_operator
begin_operator
fly-airplane plane3 city14-3 city6-3
0
1
0 15 5 10
1
end_operator
begin_operator
fly-airplane plane3 city14-3 city7-3
0
1
0 15 5 11
1
end_operator
begin_operator
fly-airplane plane3 city14-3 city8-3
0
1
0 15 5 12
1
end_operator
begin_operator
fly-airplane plane3 city14-3 city9-3
0
1
0 15 5 13
1
end_operator
begin_operator
fly-airplane plane3 city2-3 city1-3
0
1
0 15 6 0
1
end_operator
begin_operator
fly-airplane plane3 city2-3 city10-3
0
1
0 15 6 1
1
end_operator
begin_operator
fly-airplane plane3 city2-3 city11-3
0
1
0 15 6 2
1
end_operator
begin_operator
fly-airplane plane3 city2-3 city12-3
0
1
0 15 6 3
1
end_operator
begin_operator
fly-airplane plane3 city2-3 city13-3
0
1
0 15 6 4
1
end_operator
begin_operator
fly-airplane plane3 city2-3 city14-3
0
1
0 15 6 5
1
end_operator
begin_operator
fly-airplane plane3 city2-3 city3-3
0
1
0 15 6 7
1
end_operator
begin_operator
fly-airplane plane3 city2-3 city4-3
0
1
0 15 6 8
1
end_operator
begin_operator
fly-airplane plane3 city2-3 city5-3
0
1
0 15 6 9
1
end_operator
begin_operator
fly-airplane plane3 city2-3 city6-3
0
1
0 15 6 10
1
end_operator
begin_operator
fly-airplane plane3 city2-3 city7-3
0
1
0 15 6 11
1
end_operator
begin_operator
fly-airplane plane3 city2-3 city8-3
0
1
0 15 6 12
1
end_operator
begin_operator
fly-airplane plane3 city2-3 city9-3
0
1
0 15 6 13
1
end_operator
begin_operator
fly-airplane plane3 city3-3 city1-3
0
1
0 15 7 0
1
end_operator
begin_operator
fly-airplane plane3 city3-3 city10-3
0
1
0 15 7 1
1
end_operator
begin_operator
fly-airplane plane3 city3-3 city11-3
0
1
0 15 7 2
1
end_operator
begin_operator
fly-airplane plane3 city3-3 city12-3
0
1
0 15 7 3
1
end_operator
begin_operator
fly-airplane plane3 city3-3 city13-3
0
1
0 15 7 4
1
end_operator
begin_operator
fly-airplane plane3 city3-3 city14-3
0
1
0 15 7 5
1
end_operator
begin_operator
fly-airplane plane3 city3-3 city2-3
0
1
0 15 7 6
1
end_operator
begin_operator
fly-airplane plane3 city3-3 city4-3
0
1
0 15 7 8
1
end_operator
begin_operator
fly-airplane plane3 city3-3 city5-3
0
1
0 15 7 9
1
end_operator
begin_operator
fly-airplane plane3 city3-3 city6-3
0
1
0 15 7 10
1
end_operator
begin_operator
fly-airplane plane3 city3-3 city7-3
0
1
0 15 7 11
1
end_operator
begin_operator
fly-airplane plane3 city3-3 city8-3
0
1
0 15 7 12
1
end_operator
begin_operator
fly-airplane plane3 city3-3 city9-3
0
1
0 15 7 13
1
end_operator
begin_operator
fly-airplane plane3 city4-3 city1-3
0
1
0 15 8 0
1
end_operator
begin_operator
fly-airplane plane3 city4-3 city10-3
0
1
0 15 8 1
1
end_operator
begin_operator
fly-airplane plane3 city4-3 city11-3
0
1
0 15 8 2
1
end_operator
begin_operator
fly-airplane plane3 city4-3 city12-3
0
1
0 15 8 3
1
end_operator
begin_operator
fly-airplane plane3 city4-3 city13-3
0
1
0 15 8 4
1
end_operator
begin_operator
fly-airplane plane3 city4-3 city14-3
0
1
0 15 8 5
1
end_operator
begin_operator
fly-airplane plane3 city4-3 city2-3
0
1
0 15 8 6
1
end_operator
begin_operator
fly-airplane plane3 city4-3 city3-3
0
1
0 15 8 7
1
end_operator
begin_operator
fly-airplane plane3 city4-3 city5-3
0
1
0 15 8 9
1
end_operator
begin_operator
fly-airplane plane3 city4-3 city6-3
0
1
0 15 8 10
1
end_operator
begin_operator
fly-airplane plane3 city4-3 city7-3
0
1
0 15 8 11
1
end_operator
begin_operator
fly-airplane plane3 city4-3 city8-3
0
1
0 15 8 12
1
end_operator
begin_operator
fly-airplane plane3 city4-3 city9-3
0
1
0 15 8 13
1
end_operator
begin_operator
fly-airplane plane3 city5-3 city1-3
0
1
0 15 9 0
1
end_operator
begin_operator
fly-airplane plane3 city5-3 city10-3
0
1
0 15 9 1
1
end_operator
begin_operator
fly-airplane plane3 city5-3 city11-3
0
1
0 15 9 2
1
end_operator
begin_operator
fly-airplane plane3 city5-3 city12-3
0
1
0 15 9 3
1
end_operator
begin_operator
fly-airplane plane3 city5-3 city13-3
0
1
0 15 9 4
1
end_operator
begin_operator
fly-airplane plane3 city5-3 city14-3
0
1
0 15 9 5
1
end_operator
begin_operator
fly-airplane plane3 city5-3 city2-3
0
1
0 15 9 6
1
end_operator
begin_operator
fly-airplane plane3 city5-3 city3-3
0
1
0 15 9 7
1
end_operator
begin_operator
fly-airplane plane3 city5-3 city4-3
0
1
0 15 9 8
1
end_operator
begin_operator
fly-airplane plane3 city5-3 city6-3
0
1
0 15 9 10
1
end_operator
begin_operator
fly-airplane plane3 city5-3 city7-3
0
1
0 15 9 11
1
end_operator
begin_operator
fly-airplane plane3 city5-3 city8-3
0
1
0 15 9 12
1
end_operator
begin_operator
fly-airplane plane3 city5-3 city9-3
0
1
0 15 9 13
1
end_operator
begin_operator
fly-airplane plane3 city6-3 city1-3
0
1
0 15 10 0
1
end_operator
begin_operator
fly-airplane plane3 city6-3 city10-3
0
1
0 15 10 1
1
end_operator
begin_operator
fly-airplane plane3 city6-3 city11-3
0
1
0 15 10 2
1
end_operator
begin_operator
fly-airplane plane3 city6-3 city12-3
0
1
0 15 10 3
1
end_operator
begin_operator
fly-airplane plane3 city6-3 city13-3
0
1
0 15 10 4
1
end_operator
begin_operator
fly-airplane plane3 city6-3 city14-3
0
1
0 15 10 5
1
end_operator
begin_operator
fly-airplane plane3 city6-3 city2-3
0
1
0 15 10 6
1
end_operator
begin_operator
fly-airplane plane3 city6-3 city3-3
0
1
0 15 10 7
1
end_operator
begin_operator
fly-airplane plane3 city6-3 city4-3
0
1
0 15 10 8
1
end_operator
begin_operator
fly-airplane plane3 city6-3 city5-3
0
1
0 15 10 9
1
end_operator
begin_operator
fly-airplane plane3 city6-3 city7-3
0
1
0 15 10 11
1
end_operator
begin_operator
fly-airplane plane3 city6-3 city8-3
0
1
0 15 10 12
1
end_operator
begin_operator
fly-airplane plane3 city6-3 city9-3
0
1
0 15 10 13
1
end_operator
begin_operator
fly-airplane plane3 city7-3 city1-3
0
1
0 15 11 0
1
end_operator
begin_operator
fly-airplane plane3 city7-3 city10-3
0
1
0 15 11 1
1
end_operator
begin_operator
fly-airplane plane3 city7-3 city11-3
0
1
0 15 11 2
1
end_operator
begin_operator
fly-airplane plane3 city7-3 city12-3
0
1
0 15 11 3
1
end_operator
begin_operator
fly-airplane plane3 city7-3 city13-3
0
1
0 15 11 4
1
end_operator
begin_operator
fly-airplane plane3 city7-3 city14-3
0
1
0 15 11 5
1
end_operator
begin_operator
fly-airplane plane3 city7-3 city2-3
0
1
0 15 11 6
1
end_operator
begin_operator
fly-airplane plane3 city7-3 city3-3
0
1
0 15 11 7
1
end_operator
begin_operator
fly-airplane plane3 city7-3 city4-3
0
1
0 15 11 8
1
end_operator
begin_operator
fly-airplane plane3 city7-3 city5-3
0
1
0 15 11 9
1
end_operator
begin_operator
fly-airplane plane3 city7-3 city6-3
0
1
0 15 11 10
1
end_operator
begin_operator
fly-airplane plane3 city7-3 city8-3
0
1
0 15 11 12
1
end_operator
begin_operator
fly-airplane plane3 city7-3 city9-3
0
1
0 15 11 13
1
end_operator
begin_operator
fly-airplane plane3 city8-3 city1-3
0
1
0 15 12 0
1
end_operator
begin_operator
fly-airplane plane3 city8-3 city10-3
0
1
0 15 12 1
1
end_operator
begin_operator
fly-airplane plane3 city8-3 city11-3
0
1
0 15 12 2
1
end_operator
begin_operator
fly-airplane plane3 city8-3 city12-3
0
1
0 15 12 3
1
end_operator
begin_operator
fly-airplane plane3 city8-3 city13-3
0
1
0 15 12 4
1
end_operator
begin_operator
fly-airplane plane3 city8-3 city14-3
0
1
0 15 12 5
1
end_operator
begin_operator
fly-airplane plane3 city8-3 city2-3
0
1
0 15 12 6
1
end_operator
begin_operator
fly-airplane plane3 city8-3 city3-3
0
1
0 15 12 7
1
end_operator
begin_operator
fly-airplane plane3 city8-3 city4-3
0
1
0 15 12 8
1
end_operator
begin_operator
fly-airplane plane3 city8-3 city5-3
0
1
0 15 12 9
1
end_operator
begin_operator
fly-airplane plane3 city8-3 city6-3
0
1
0 15 12 10
1
end_operator
begin_operator
fly-airplane plane3 city8-3 city7-3
0
1
0 15 12 11
1
end_operator
begin_operator
fly-airplane plane3 city8-3 city9-3
0
1
0 15 12 13
1
end_operator
begin_operator
fly-airplane plane3 city9-3 city1-3
0
1
0 15 13 0
1
end_operator
begin_operator
fly-airplane plane3 city9-3 city10-3
0
1
0 15 13 1
1
end_operator
begin_operator
fly-airplane plane3 city9-3 city11-3
0
1
0 15 13 2
1
end_operator
begin_operator
fly-airplane plane3 city9-3 city12-3
0
1
0 15 13 3
1
end_operator
begin_operator
fly-airplane plane3 city9-3 city13-3
0
1
0 15 13 4
1
end_operator
begin_operator
fly-airplane plane3 city9-3 city14-3
0
1
0 15 13 5
1
end_operator
begin_operator
fly-airplane plane3 city9-3 city2-3
0
1
0 15 13 6
1
end_operator
begin_operator
fly-airplane plane3 city9-3 city3-3
0
1
0 15 13 7
1
end_operator
begin_operator
fly-airplane plane3 city9-3 city4-3
0
1
0 15 13 8
1
end_operator
begin_operator
fly-airplane plane3 city9-3 city5-3
0
1
0 15 13 9
1
end_operator
begin_operator
fly-airplane plane3 city9-3 city6-3
0
1
0 15 13 10
1
end_operator
begin_operator
fly-airplane plane3 city9-3 city7-3
0
1
0 15 13 11
1
end_operator
begin_operator
fly-airplane plane3 city9-3 city8-3
0
1
0 15 13 12
1
end_operator
begin_operator
fly-airplane plane4 city1-3 city10-3
0
1
0 14 0 1
1
end_operator
begin_operator
fly-airplane plane4 city1-3 city11-3
0
1
0 14 0 2
1
end_operator
begin_operator
fly-airplane plane4 city1-3 city12-3
0
1
0 14 0 3
1
end_operator
begin_operator
fly-airplane plane4 city1-3 city13-3
0
1
0 14 0 4
1
end_operator
begin_operator
fly-airplane plane4 city1-3 city14-3
0
1
0 14 0 5
1
end_operator
begin_operator
fly-airplane plane4 city1-3 city2-3
0
1
0 14 0 6
1
end_operator
begin_operator
fly-airplane plane4 city1-3 city3-3
0
1
0 14 0 7
1
end_operator
begin_operator
fly-airplane plane4 city1-3 city4-3
0
1
0 14 0 8
1
end_operator
begin_operator
fly-airplane plane4 city1-3 city5-3
0
1
0 14 0 9
1
end_operator
begin_operator
fly-airplane plane4 city1-3 city6-3
0
1
0 14 0 10
1
end_operator
begin_operator
fly-airplane plane4 city1-3 city7-3
0
1
0 14 0 11
1
end_operator
begin_operator
fly-airplane plane4 city1-3 city8-3
0
1
0 14 0 12
1
end_operator
begin_operator
fly-airplane plane4 city1-3 city9-3
0
1
0 14 0 13
1
end_operator
begin_operator
fly-airplane plane4 city10-3 city1-3
0
1
0 14 1 0
1
end_operator
begin_operator
fly-airplane plane4 city10-3 city11-3
0
1
0 14 1 2
1
end_operator
begin_operator
fly-airplane plane4 city10-3 city12-3
0
1
0 14 1 3
1
end_operator
begin_operator
fly-airplane plane4 city10-3 city13-3
0
1
0 14 1 4
1
end_operator
begin_operator
fly-airplane plane4 city10-3 city14-3
0
1
0 14 1 5
1
end_operator
begin_operator
fly-airplane plane4 city10-3 city2-3
0
1
0 14 1 6
1
end_operator
begin_operator
fly-airplane plane4 city10-3 city3-3
0
1
0 14 1 7
1
end_operator
begin_operator
fly-airplane plane4 city10-3 city4-3
0
1
0 14 1 8
1
end_operator
begin_operator
fly-airplane plane4 city10-3 city5-3
0
1
0 14 1 9
1
end_operator
begin_operator
fly-airplane plane4 city10-3 city6-3
0
1
0 14 1 10
1
end_operator
begin_operator
fly-airplane plane4 city10-3 city7-3
0
1
0 14 1 11
1
end_operator
begin_operator
fly-airplane plane4 city10-3 city8-3
0
1
0 14 1 12
1
end_operator
begin_operator
fly-airplane plane4 city10-3 city9-3
0
1
0 14 1 13
1
end_operator
begin_operator
fly-airplane plane4 city11-3 city1-3
0
1
0 14 2 0
1
end_operator
begin_operator
fly-airplane plane4 city11-3 city10-3
0
1
0 14 2 1
1
end_operator
begin_operator
fly-airplane plane4 city11-3 city12-3
0
1
0 14 2 3
1
end_operator
begin_operator
fly-airplane plane4 city11-3 city13-3
0
1
0 14 2 4
1
end_operator
begin_operator
fly-airplane plane4 city11-3 city14-3
0
1
0 14 2 5
1
end_operator
begin_operator
fly-airplane plane4 city11-3 city2-3
0
1
0 14 2 6
1
end_operator
begin_operator
fly-airplane plane4 city11-3 city3-3
0
1
0 14 2 7
1
end_operator
begin_operator
fly-airplane plane4 city11-3 city4-3
0
1
0 14 2 8
1
end_operator
begin_operator
fly-airplane plane4 city11-3 city5-3
0
1
0 14 2 9
1
end_operator
begin_operator
fly-airplane plane4 city11-3 city6-3
0
1
0 14 2 10
1
end_operator
begin_operator
fly-airplane plane4 city11-3 city7-3
0
1
0 14 2 11
1
end_operator
begin_operator
fly-airplane plane4 city11-3 city8-3
0
1
0 14 2 12
1
end_operator
begin_operator
fly-airplane plane4 city11-3 city9-3
0
1
0 14 2 13
1
end_operator
begin_operator
fly-airplane plane4 city12-3 city1-3
0
1
0 14 3 0
1
end_operator
begin_operator
fly-airplane plane4 city12-3 city10-3
0
1
0 14 3 1
1
end_operator
begin_operator
fly-airplane plane4 city12-3 city11-3
0
1
0 14 3 2
1
end_operator
begin_operator
fly-airplane plane4 city12-3 city13-3
0
1
0 14 3 4
1
end_operator
begin_operator
fly-airplane plane4 city12-3 city14-3
0
1
0 14 3 5
1
end_operator
begin_operator
fly-airplane plane4 city12-3 city2-3
0
1
0 14 3 6
1
end_operator
begin_operator
fly-airplane plane4 city12-3 city3-3
0
1
0 14 3 7
1
end_operator
begin_operator
fly-airplane plane4 city12-3 city4-3
0
1
0 14 3 8
1
end_operator
begin_operator
fly-airplane plane4 city12-3 city5-3
0
1
0 14 3 9
1
end_operator
begin_operator
fly-airplane plane4 city12-3 city6-3
0
1
0 14 3 10
1
end_operator
begin_operator
fly-airplane plane4 city12-3 city7-3
0
1
0 14 3 11
1
end_operator
begin_operator
fly-airplane plane4 city12-3 city8-3
0
1
0 14 3 12
1
end_operator
begin_operator
fly-airplane plane4 city12-3 city9-3
0
1
0 14 3 13
1
end_operator
begin_operator
fly-airplane plane4 city13-3 city1-3
0
1
0 14 4 0
1
end_operator
begin_operator
fly-airplane plane4 city13-3 city10-3
0
1
0 14 4 1
1
end_operator
begin_operator
fly-airplane plane4 city13-3 city11-3
0
1
0 14 4 2
1
end_operator
begin_operator
fly-airplane plane4 city13-3 city12-3
0
1
0 14 4 3
1
end_operator
begin_operator
fly-airplane plane4 city13-3 city14-3
0
1
0 14 4 5
1
end_operator
begin_operator
fly-airplane plane4 city13-3 city2-3
0
1
0 14 4 6
1
end_operator
begin_operator
fly-airplane plane4 city13-3 city3-3
0
1
0 14 4 7
1
end_operator
begin_operator
fly-airplane plane4 city13-3 city4-3
0
1
0 14 4 8
1
end_operator
begin_operator
fly-airplane plane4 city13-3 city5-3
0
1
0 14 4 9
1
end_operator
begin_operator
fly-airplane plane4 city13-3 city6-3
0
1
0 14 4 10
1
end_operator
begin_operator
fly-airplane plane4 city13-3 city7-3
0
1
0 14 4 11
1
end_operator
begin_operator
fly-airplane plane4 city13-3 city8-3
0
1
0 14 4 12
1
end_operator
begin_operator
fly-airplane plane4 city13-3 city9-3
0
1
0 14 4 13
1
end_operator
begin_operator
fly-airplane plane4 city14-3 city1-3
0
1
0 14 5 0
1
end_operator
begin_operator
fly-airplane plane4 city14-3 city10-3
0
1
0 14 5 1
1
end_operator
begin_operator
fly-airplane plane4 city14-3 city11-3
0
1
0 14 5 2
1
end_operator
begin_operator
fly-airplane plane4 city14-3 city12-3
0
1
0 14 5 3
1
end_operator
begin_operator
fly-airplane plane4 city14-3 city13-3
0
1
0 14 5 4
1
end_operator
begin_operator
fly-airplane plane4 city14-3 city2-3
0
1
0 14 5 6
1
end_operator
begin_operator
fly-airplane plane4 city14-3 city3-3
0
1
0 14 5 7
1
end_operator
begin_operator
fly-airplane plane4 city14-3 city4-3
0
1
0 14 5 8
1
end_operator
begin_operator
fly-airplane plane4 city14-3 city5-3
0
1
0 14 5 9
1
end_operator
begin_operator
fly-airplane plane4 city14-3 city6-3
0
1
0 14 5 10
1
end_operator
begin_operator
fly-airplane plane4 city14-3 city7-3
0
1
0 14 5 11
1
end_operator
begin_operator
fly-airplane plane4 city14-3 city8-3
0
1
0 14 5 12
1
end_operator
begin_operator
fly-airplane plane4 city14-3 city9-3
0
1
0 14 5 13
1
end_operator
begin_operator
fly-airplane plane4 city2-3 city1-3
0
1
0 14 6 0
1
end_operator
begin_operator
fly-airplane plane4 city2-3 city10-3
0
1
0 14 6 1
1
end_operator
begin_operator
fly-airplane plane4 city2-3 city11-3
0
1
0 14 6 2
1
end_operator
begin_operator
fly-airplane plane4 city2-3 city12-3
0
1
0 14 6 3
1
end_operator
begin_operator
fly-airplane plane4 city2-3 city13-3
0
1
0 14 6 4
1
end_operator
begin_operator
fly-airplane plane4 city2-3 city14-3
0
1
0 14 6 5
1
end_operator
begin_operator
fly-airplane plane4 city2-3 city3-3
0
1
0 14 6 7
1
end_operator
begin_operator
fly-airplane plane4 city2-3 city4-3
0
1
0 14 6 8
1
end_operator
begin_operator
fly-airplane plane4 city2-3 city5-3
0
1
0 14 6 9
1
end_operator
begin_operator
fly-airplane plane4 city2-3 city6-3
0
1
0 14 6 10
1
end_operator
begin_operator
fly-airplane plane4 city2-3 city7-3
0
1
0 14 6 11
1
end_operator
begin_operator
fly-airplane plane4 city2-3 city8-3
0
1
0 14 6 12
1
end_operator
begin_operator
fly-airplane plane4 city2-3 city9-3
0
1
0 14 6 13
1
end_operator
begin_operator
fly-airplane plane4 city3-3 city1-3
0
1
0 14 7 0
1
end_operator
begin_operator
fly-airplane plane4 city3-3 city10-3
0
1
0 14 7 1
1
end_operator
begin_operator
fly-airplane plane4 city3-3 city11-3
0
1
0 14 7 2
1
end_operator
begin_operator
fly-airplane plane4 city3-3 city12-3
0
1
0 14 7 3
1
end_operator
begin_operator
fly-airplane plane4 city3-3 city13-3
0
1
0 14 7 4
1
end_operator
begin_operator
fly-airplane plane4 city3-3 city14-3
0
1
0 14 7 5
1
end_operator
begin_operator
fly-airplane plane4 city3-3 city2-3
0
1
0 14 7 6
1
end_operator
begin_operator
fly-airplane plane4 city3-3 city4-3
0
1
0 14 7 8
1
end_operator
begin_operator
fly-airplane plane4 city3-3 city5-3
0
1
0 14 7 9
1
end_operator
begin_operator
fly-airplane plane4 city3-3 city6-3
0
1
0 14 7 10
1
end_operator
begin_operator
fly-airplane plane4 city3-3 city7-3
0
1
0 14 7 11
1
end_operator
begin_operator
fly-airplane plane4 city3-3 city8-3
0
1
0 14 7 12
1
end_operator
begin_operator
fly-airplane plane4 city3-3 city9-3
0
1
0 14 7 13
1
end_operator
begin_operator
fly-airplane plane4 city4-3 city1-3
0
1
0 14 8 0
1
end_operator
begin_operator
fly-airplane plane4 city4-3 city10-3
0
1
0 14 8 1
1
end_operator
begin_operator
fly-airplane plane4 city4-3 city11-3
0
1
0 14 8 2
1
end_operator
begin_operator
fly-airplane plane4 city4-3 city12-3
0
1
0 14 8 3
1
end_operator
begin_operator
fly-airplane plane4 city4-3 city13-3
0
1
0 14 8 4
1
end_operator
begin_operator
fly-airplane plane4 city4-3 city14-3
0
1
0 14 8 5
1
end_operator
begin_operator
fly-airplane plane4 city4-3 city2-3
0
1
0 14 8 6
1
end_operator
begin_operator
fly-airplane plane4 city4-3 city3-3
0
1
0 14 8 7
1
end_operator
begin_operator
fly-airplane plane4 city4-3 city5-3
0
1
0 14 8 9
1
end_operator
begin_operator
fly-airplane plane4 city4-3 city6-3
0
1
0 14 8 10
1
end_operator
begin_operator
fly-airplane plane4 city4-3 city7-3
0
1
0 14 8 11
1
end_operator
begin_operator
fly-airplane plane4 city4-3 city8-3
0
1
0 14 8 12
1
end_operator
begin_operator
fly-airplane plane4 city4-3 city9-3
0
1
0 14 8 13
1
end_operator
begin_operator
fly-airplane plane4 city5-3 city1-3
0
1
0 14 9 0
1
end_operator
begin_operator
fly-airplane plane4 city5-3 city10-3
0
1
0 14 9 1
1
end_operator
begin_operator
fly-airplane plane4 city5-3 city11-3
0
1
0 14 9 2
1
end_operator
begin_operator
fly-airplane plane4 city5-3 city12-3
0
1
0 14 9 3
1
end_operator
begin_operator
fly-airplane plane4 city5-3 city13-3
0
1
0 14 9 4
1
end_operator
begin_operator
fly-airplane plane4 city5-3 city14-3
0
1
0 14 9 5
1
end_operator
begin_operator
fly-airplane plane4 city5-3 city2-3
0
1
0 14 9 6
1
end_operator
begin_operator
fly-airplane plane4 city5-3 city3-3
0
1
0 14 9 7
1
end_operator
begin_operator
fly-airplane plane4 city5-3 city4-3
0
1
0 14 9 8
1
end_operator
begin_operator
fly-airplane plane4 city5-3 city6-3
0
1
0 14 9 10
1
end_operator
begin_operator
fly-airplane plane4 city5-3 city7-3
0
1
0 14 9 11
1
end_operator
begin_operator
fly-airplane plane4 city5-3 city8-3
0
1
0 14 9 12
1
end_operator
begin_operator
fly-airplane plane4 city5-3 city9-3
0
1
0 14 9 13
1
end_operator
begin_operator
fly-airplane plane4 city6-3 city1-3
0
1
0 14 10 0
1
end_operator
begin_operator
fly-airplane plane4 city6-3 city10-3
0
1
0 14 10 1
1
end_operator
begin_operator
fly-airplane plane4 city6-3 city11-3
0
1
0 14 10 2
1
end_operator
begin_operator
fly-airplane plane4 city6-3 city12-3
0
1
0 14 10 3
1
end_operator
begin_operator
fly-airplane plane4 city6-3 city13-3
0
1
0 14 10 4
1
end_operator
begin_operator
fly-airplane plane4 city6-3 city14-3
0
1
0 14 10 5
1
end_operator
begin_operator
fly-airplane plane4 city6-3 city2-3
0
1
0 14 10 6
1
end_operator
begin_operator
fly-airplane plane4 city6-3 city3-3
0
1
0 14 10 7
1
end_operator
begin_operator
fly-airplane plane4 city6-3 city4-3
0
1
0 14 10 8
1
end_operator
begin_operator
fly-airplane plane4 city6-3 city5-3
0
1
0 14 10 9
1
end_operator
begin_operator
fly-airplane plane4 city6-3 city7-3
0
1
0 14 10 11
1
end_operator
begin_operator
fly-airplane plane4 city6-3 city8-3
0
1
0 14 10 12
1
end_operator
begin_operator
fly-airplane plane4 city6-3 city9-3
0
1
0 14 10 13
1
end_operator
begin_operator
fly-airplane plane4 city7-3 city1-3
0
1
0 14 11 0
1
end_operator
begin_operator
fly-airplane plane4 city7-3 city10-3
0
1
0 14 11 1
1
end_operator
begin_operator
fly-airplane plane4 city7-3 city11-3
0
1
0 14 11 2
1
end_operator
begin_operator
fly-airplane plane4 city7-3 city12-3
0
1
0 14 11 3
1
end_operator
begin_operator
fly-airplane plane4 city7-3 city13-3
0
1
0 14 11 4
1
end_operator
begin_operator
fly-airplane plane4 city7-3 city14-3
0
1
0 14 11 5
1
end_operator
begin_operator
fly-airplane plane4 city7-3 city2-3
0
1
0 14 11 6
1
end_operator
begin_operator
fly-airplane plane4 city7-3 city3-3
0
1
0 14 11 7
1
end_operator
begin_operator
fly-airplane plane4 city7-3 city4-3
0
1
0 14 11 8
1
end_operator
begin_operator
fly-airplane plane4 city7-3 city5-3
0
1
0 14 11 9
1
end_operator
begin_operator
fly-airplane plane4 city7-3 city6-3
0
1
0 14 11 10
1
end_operator
begin_operator
fly-airplane plane4 city7-3 city8-3
0
1
0 14 11 12
1
end_operator
begin_operator
fly-airplane plane4 city7-3 city9-3
0
1
0 14 11 13
1
end_operator
begin_operator
fly-airplane plane4 city8-3 city1-3
0
1
0 14 12 0
1
end_operator
begin_operator
fly-airplane plane4 city8-3 city10-3
0
1
0 14 12 1
1
end_operator
begin_operator
fly-airplane plane4 city8-3 city11-3
0
1
0 14 12 2
1
end_operator
begin_operator
fly-airplane plane4 city8-3 city12-3
0
1
0 14 12 3
1
end_operator
begin_operator
fly-airplane plane4 city8-3 city13-3
0
1
0 14 12 4
1
end_operator
begin_operator
fly-airplane plane4 city8-3 city14-3
0
1
0 14 12 5
1
end_operator
begin_operator
fly-airplane plane4 city8-3 city2-3
0
1
0 14 12 6
1
end_operator
begin_operator
fly-airplane plane4 city8-3 city3-3
0
1
0 14 12 7
1
end_operator
begin_operator
fly-airplane plane4 city8-3 city4-3
0
1
0 14 12 8
1
end_operator
begin_operator
fly-airplane plane4 city8-3 city5-3
0
1
0 14 12 9
1
end_operator
begin_operator
fly-airplane plane4 city8-3 city6-3
0
1
0 14 12 10
1
end_operator
begin_operator
fly-airplane plane4 city8-3 city7-3
0
1
0 14 12 11
1
end_operator
begin_operator
fly-airplane plane4 city8-3 city9-3
0
1
0 14 12 13
1
end_operator
begin_operator
fly-airplane plane4 city9-3 city1-3
0
1
0 14 13 0
1
end_operator
begin_operator
fly-airplane plane4 city9-3 city10-3
0
1
0 14 13 1
1
end_operator
begin_operator
fly-airplane plane4 city9-3 city11-3
0
1
0 14 13 2
1
end_operator
begin_operator
fly-airplane plane4 city9-3 city12-3
0
1
0 14 13 3
1
end_operator
begin_operator
fly-airplane plane4 city9-3 city13-3
0
1
0 14 13 4
1
end_operator
begin_operator
fly-airplane plane4 city9-3 city14-3
0
1
0 14 13 5
1
end_operator
begin_operator
fly-airplane plane4 city9-3 city2-3
0
1
0 14 13 6
1
end_operator
begin_operator
fly-airplane plane4 city9-3 city3-3
0
1
0 14 13 7
1
end_operator
begin_operator
fly-airplane plane4 city9-3 city4-3
0
1
0 14 13 8
1
end_operator
begin_operator
fly-airplane plane4 city9-3 city5-3
0
1
0 14 13 9
1
end_operator
begin_operator
fly-airplane plane4 city9-3 city6-3
0
1
0 14 13 10
1
end_operator
begin_operator
fly-airplane plane4 city9-3 city7-3
0
1
0 14 13 11
1
end_operator
begin_operator
fly-airplane plane4 city9-3 city8-3
0
1
0 14 13 12
1
end_operator
begin_operator
load-airplane package3 plane1 city1-3
1
17 0
1
0 18 2 42
1
end_operator
begin_operator
load-airplane package3 plane1 city10-3
1
17 1
1
0 18 5 42
1
end_operator
begin_operator
load-airplane package3 plane1 city11-3
1
17 2
1
0 18 8 42
1
end_operator
begin_operator
load-airplane package3 plane1 city12-3
1
17 3
1
0 18 11 42
1
end_operator
begin_operator
load-airplane package3 plane1 city13-3
1
17 4
1
0 18 14 42
1
end_operator
begin_operator
load-airplane package3 plane1 city14-3
1
17 5
1
0 18 17 42
1
end_operator
begin_operator
load-airplane package3 plane1 city2-3
1
17 6
1
0 18 20 42
1
end_operator
begin_operator
load-airplane package3 plane1 city3-3
1
17 7
1
0 18 23 42
1
end_operator
begin_operator
load-airplane package3 plane1 city4-3
1
17 8
1
0 18 26 42
1
end_operator
begin_operator
load-airplane package3 plane1 city5-3
1
17 9
1
0 18 29 42
1
end_operator
begin_operator
load-airplane package3 plane1 city6-3
1
17 10
1
0 18 32 42
1
end_operator
begin_operator
load-airplane package3 plane1 city7-3
1
17 11
1
0 18 35 42
1
end_operator
begin_operator
load-airplane package3 plane1 city8-3
1
17 12
1
0 18 38 42
1
end_operator
begin_operator
load-airplane package3 plane1 city9-3
1
17 13
1
0 18 41 42
1
end_operator
begin_operator
load-airplane package3 plane2 city1-3
1
16 0
1
0 18 2 43
1
end_operator
begin_operator
load-airplane package3 plane2 city10-3
1
16 1
1
0 18 5 43
1
end_operator
begin_operator
load-airplane package3 plane2 city11-3
1
16 2
1
0 18 8 43
1
end_operator
begin_operator
load-airplane package3 plane2 city12-3
1
16 3
1
0 18 11 43
1
end_operator
begin_operator
load-airplane package3 plane2 city13-3
1
16 4
1
0 18 14 43
1
end_operator
begin_operator
load-airplane package3 plane2 city14-3
1
16 5
1
0 18 17 43
1
end_operator
begin_operator
load-airplane package3 plane2 city2-3
1
16 6
1
0 18 20 43
1
end_operator
begin_operator
load-airplane package3 plane2 city3-3
1
16 7
1
0 18 23 43
1
end_operator
begin_operator
load-airplane package3 plane2 city4-3
1
16 8
1
0 18 26 43
1
end_operator
begin_operator
load-airplane package3 plane2 city5-3
1
16 9
1
0 18 29 43
1
end_operator
begin_operator
load-airplane package3 plane2 city6-3
1
16 10
1
0 18 32 43
1
end_operator
begin_operator
load-airplane package3 plane2 city7-3
1
16 11
1
0 18 35 43
1
end_operator
begin_operator
load-airplane package3 plane2 city8-3
1
16 12
1
0 18 38 43
1
end_operator
begin_operator
load-airplane package3 plane2 city9-3
1
16 13
1
0 18 41 43
1
end_operator
begin_operator
load-airplane package3 plane3 city1-3
1
15 0
1
0 18 2 44
1
end_operator
begin_operator
load-airplane package3 plane3 city10-3
1
15 1
1
0 18 5 44
1
end_operator
begin_operator
load-airplane package3 plane3 city11-3
1
15 2
1
0 18 8 44
1
end_operator
begin_operator
load-airplane package3 plane3 city12-3
1
15 3
1
0 18 11 44
1
end_operator
begin_operator
load-airplane package3 plane3 city13-3
1
15 4
1
0 18 14 44
1
end_operator
begin_operator
load-airplane package3 plane3 city14-3
1
15 5
1
0 18 17 44
1
end_operator
begin_operator
load-airplane package3 plane3 city2-3
1
15 6
1
0 18 20 44
1
end_operator
begin_operator
load-airplane package3 plane3 city3-3
1
15 7
1
0 18 23 44
1
end_operator
begin_operator
load-airplane package3 plane3 city4-3
1
15 8
1
0 18 26 44
1
end_operator
begin_operator
load-airplane package3 plane3 city5-3
1
15 9
1
0 18 29 44
1
end_operator
begin_operator
load-airplane package3 plane3 city6-3
1
15 10
1
0 18 32 44
1
end_operator
begin_operator
load-airplane package3 plane3 city7-3
1
15 11
1
0 18 35 44
1
end_operator
begin_operator
load-airplane package3 plane3 city8-3
1
15 12
1
0 18 38 44
1
end_operator
begin_operator
load-airplane package3 plane3 city9-3
1
15 13
1
0 18 41 44
1
end_operator
begin_operator
load-airplane package3 plane4 city1-3
1
14 0
1
0 18 2 45
1
end_operator
begin_operator
load-airplane package3 plane4 city10-3
1
14 1
1
0 18 5 45
1
end_operator
begin_operator
load-airplane package3 plane4 city11-3
1
14 2
1
0 18 8 45
1
end_operator
begin_operator
load-airplane package3 plane4 city12-3
1
14 3
1
0 18 11 45
1
end_operator
begin_operator
load-airplane package3 plane4 city13-3
1
14 4
1
0 18 14 45
1
end_operator
begin_operator
load-airplane package3 plane4 city14-3
1
14 5
1
0 18 17 45
1
end_operator
begin_operator
load-airplane package3 plane4 city2-3
1
14 6
1
0 18 20 45
1
end_operator
begin_operator
load-airplane package3 plane4 city3-3
1
14 7
1
0 18 23 45
1
end_operator
begin_operator
load-airplane package3 plane4 city4-3
1
14 8
1
0 18 26 45
1
end_operator
begin_operator
load-airplane package3 plane4 city5-3
1
14 9
1
0 18 29 45
1
end_operator
begin_operator
load-airplane package3 plane4 city6-3
1
14 10
1
0 18 32 45
1
end_operator
begin_operator
load-airplane package3 plane4 city7-3
1
14 11
1
0 18 35 45
1
end_operator
begin_operator
load-airplane package3 plane4 city8-3
1
14 12
1
0 18 38 45
1
end_operator
begin_operator
load-airplane package3 plane4 city9-3
1
14 13
1
0 18 41 45
1
end_operator
begin_operator
load-airplane package4 plane1 city1-3
1
17 0
1
0 19 2 42
1
end_operator
begin_operator
load-airplane package4 plane1 city10-3
1
17 1
1
0 19 5 42
1
end_operator
begin_operator
load-airplane package4 plane1 city11-3
1
17 2
1
0 19 8 42
1
end_operator
begin_operator
load-airplane package4 plane1 city12-3
1
17 3
1
0 19 11 42
1
end_operator
begin_operator
load-airplane package4 plane1 city13-3
1
17 4
1
0 19 14 42
1
end_operator
begin_operator
load-airplane package4 plane1 city14-3
1
17 5
1
0 19 17 42
1
end_operator
begin_operator
load-airplane package4 plane1 city2-3
1
17 6
1
0 19 20 42
1
end_operator
begin_operator
load-airplane package4 plane1 city3-3
1
17 7
1
0 19 23 42
1
end_operator
begin_operator
load-airplane package4 plane1 city4-3
1
17 8
1
0 19 26 42
1
end_operator
begin_operator
load-airplane package4 plane1 city5-3
1
17 9
1
0 19 29 42
1
end_operator
begin_operator
load-airplane package4 plane1 city6-3
1
17 10
1
0 19 32 42
1
end_operator
begin_operator
load-airplane package4 plane1 city7-3
1
17 11
1
0 19 35 42
1
end_operator
begin_operator
load-airplane package4 plane1 city8-3
1
17 12
1
0 19 38 42
1
end_operator
begin_operator
load-airplane package4 plane1 city9-3
1
17 13
1
0 19 41 42
1
end_operator
begin_operator
load-airplane package4 plane2 city1-3
1
16 0
1
0 19 2 43
1
end_operator
begin_operator
load-airplane package4 plane2 city10-3
1
16 1
1
0 19 5 43
1
end_operator
begin_operator
load-airplane package4 plane2 city11-3
1
16 2
1
0 19 8 43
1
end_operator
begin_operator
load-airplane package4 plane2 city12-3
1
16 3
1
0 19 11 43
1
end_operator
begin_operator
load-airplane package4 plane2 city13-3
1
16 4
1
0 19 14 43
1
end_operator
begin_operator
load-airplane package4 plane2 city14-3
1
16 5
1
0 19 17 43
1
end_operator
begin_operator
load-airplane package4 plane2 city2-3
1
16 6
1
0 19 20 43
1
end_operator
begin_operator
load-airplane package4 plane2 city3-3
1
16 7
1
0 19 23 43
1
end_operator
begin_operator
load-airplane package4 plane2 city4-3
1
16 8
1
0 19 26 43
1
end_operator
begin_operator
load-airplane package4 plane2 city5-3
1
16 9
1
0 19 29 43
1
end_operator
begin_operator
load-airplane package4 plane2 city6-3
1
16 10
1
0 19 32 43
1
end_operator
begin_operator
load-airplane package4 plane2 city7-3
1
16 11
1
0 19 35 43
1
end_operator
begin_operator
load-airplane package4 plane2 city8-3
1
16 12
1
0 19 38 43
1
end_operator
begin_operator
load-airplane package4 plane2 city9-3
1
16 13
1
0 19 41 43
1
end_operator
begin_operator
load-airplane package4 plane3 city1-3
1
15 0
1
0 19 2 44
1
end_operator
begin_operator
load-airplane package4 plane3 city10-3
1
15 1
1
0 19 5 44
1
end_operator
begin_operator
load-airplane package4 plane3 city11-3
1
15 2
1
0 19 8 44
1
end_operator
begin_operator
load-airplane package4 plane3 city12-3
1
15 3
1
0 19 11 44
1
end_operator
begin_operator
load-airplane package4 plane3 city13-3
1
15 4
1
0 19 14 44
1
end_operator
begin_operator
load-airplane package4 plane3 city14-3
1
15 5
1
0 19 17 44
1
end_operator
begin_operator
load-airplane package4 plane3 city2-3
1
15 6
1
0 19 20 44
1
end_operator
begin_operator
load-airplane package4 plane3 city3-3
1
15 7
1
0 19 23 44
1
end_operator
begin_operator
load-airplane package4 plane3 city4-3
1
15 8
1
0 19 26 44
1
end_operator
begin_operator
load-airplane package4 plane3 city5-3
1
15 9
1
0 19 29 44
1
end_operator
begin_operator
load-airplane package4 plane3 city6-3
1
15 10
1
0 19 32 44
1
end_operator
begin_operator
load-airplane package4 plane3 city7-3
1
15 11
1
0 19 35 44
1
end_operator
begin_operator
load-airplane package4 plane3 city8-3
1
15 12
1
0 19 38 44
1
end_operator
begin_operator
load-airplane package4 plane3 city9-3
1
15 13
1
0 19 41 44
1
end_operator
begin_operator
load-airplane package4 plane4 city1-3
1
14 0
1
0 19 2 45
1
end_operator
begin_operator
load-airplane package4 plane4 city10-3
1
14 1
1
0 19 5 45
1
end_operator
begin_operator
load-airplane package4 plane4 city11-3
1
14 2
1
0 19 8 45
1
end_operator
begin_operator
load-airplane package4 plane4 city12-3
1
14 3
1
0 19 11 45
1
end_operator
begin_operator
load-airplane package4 plane4 city13-3
1
14 4
1
0 19 14 45
1
end_operator
begin_operator
load-airplane package4 plane4 city14-3
1
14 5
1
0 19 17 45
1
end_operator
begin_operator
load-airplane package4 plane4 city2-3
1
14 6
1
0 19 20 45
1
end_operator
begin_operator
load-airplane package4 plane4 city3-3
1
14 7
1
0 19 23 45
1
end_operator
begin_operator
load-airplane package4 plane4 city4-3
1
14 8
1
0 19 26 45
1
end_operator
begin_operator
load-airplane package4 plane4 city5-3
1
14 9
1
0 19 29 45
1
end_operator
begin_operator
load-airplane package4 plane4 city6-3
1
14 10
1
0 19 32 45
1
end_operator
begin_operator
load-airplane package4 plane4 city7-3
1
14 11
1
0 19 35 45
1
end_operator
begin_operator
load-airplane package4 plane4 city8-3
1
14 12
1
0 19 38 45
1
end_operator
begin_operator
load-airplane package4 plane4 city9-3
1
14 13
1
0 19 41 45
1
end_operator
begin_operator
load-airplane package5 plane1 city1-3
1
17 0
1
0 20 2 42
1
end_operator
begin_operator
load-airplane package5 plane1 city10-3
1
17 1
1
0 20 5 42
1
end_operator
begin_operator
load-airplane package5 plane1 city11-3
1
17 2
1
0 20 8 42
1
end_operator
begin_operator
load-airplane package5 plane1 city12-3
1
17 3
1
0 20 11 42
1
end_operator
begin_operator
load-airplane package5 plane1 city13-3
1
17 4
1
0 20 14 42
1
end_operator
begin_operator
load-airplane package5 plane1 city14-3
1
17 5
1
0 20 17 42
1
end_operator
begin_operator
load-airplane package5 plane1 city2-3
1
17 6
1
0 20 20 42
1
end_operator
begin_operator
load-airplane package5 plane1 city3-3
1
17 7
1
0 20 23 42
1
end_operator
begin_operator
load-airplane package5 plane1 city4-3
1
17 8
1
0 20 26 42
1
end_operator
begin_operator
load-airplane package5 plane1 city5-3
1
17 9
1
0 20 29 42
1
end_operator
begin_operator
load-airplane package5 plane1 city6-3
1
17 10
1
0 20 32 42
1
end_operator
begin_operator
load-airplane package5 plane1 city7-3
1
17 11
1
0 20 35 42
1
end_operator
begin_operator
load-airplane package5 plane1 city8-3
1
17 12
1
0 20 38 42
1
end_operator
begin_operator
load-airplane package5 plane1 city9-3
1
17 13
1
0 20 41 42
1
end_operator
begin_operator
load-airplane package5 plane2 city1-3
1
16 0
1
0 20 2 43
1
end_operator
begin_operator
load-airplane package5 plane2 city10-3
1
16 1
1
0 20 5 43
1
end_operator
begin_operator
load-airplane package5 plane2 city11-3
1
16 2
1
0 20 8 43
1
end_operator
begin_operator
load-airplane package5 plane2 city12-3
1
16 3
1
0 20 11 43
1
end_operator
begin_operator
load-airplane package5 plane2 city13-3
1
16 4
1
0 20 14 43
1
end_operator
begin_operator
load-airplane package5 plane2 city14-3
1
16 5
1
0 20 17 43
1
end_operator
begin_operator
load-airplane package5 plane2 city2-3
1
16 6
1
0 20 20 43
1
end_operator
begin_operator
load-airplane package5 plane2 city3-3
1
16 7
1
0 20 23 43
1
end_operator
begin_operator
load-airplane package5 plane2 city4-3
1
16 8
1
0 20 26 43
1
end_operator
begin_operator
load-airplane package5 plane2 city5-3
1
16 9
1
0 20 29 43
1
end_operator
begin_operator
load-airplane package5 plane2 city6-3
1
16 10
1
0 20 32 43
1
end_operator
begin_operator
load-airplane package5 plane2 city7-3
1
16 11
1
0 20 35 43
1
end_operator
begin_operator
load-airplane package5 plane2 city8-3
1
16 12
1
0 20 38 43
1
end_operator
begin_operator
load-airplane package5 plane2 city9-3
1
16 13
1
0 20 41 43
1
end_operator
begin_operator
load-airplane package5 plane3 city1-3
1
15 0
1
0 20 2 44
1
end_operator
begin_operator
load-airplane package5 plane3 city10-3
1
15 1
1
0 20 5 44
1
end_operator
begin_operator
load-airplane package5 plane3 city11-3
1
15 2
1
0 20 8 44
1
end_operator
begin_operator
load-airplane package5 plane3 city12-3
1
15 3
1
0 20 11 44
1
end_operator
begin_operator
load-airplane package5 plane3 city13-3
1
15 4
1
0 20 14 44
1
end_operator
begin_operator
load-airplane package5 plane3 city14-3
1
15 5
1
0 20 17 44
1
end_operator
begin_operator
load-airplane package5 plane3 city2-3
1
15 6
1
0 20 20 44
1
end_operator
begin_operator
load-airplane package5 plane3 city3-3
1
15 7
1
0 20 23 44
1
end_operator
begin_operator
load-airplane package5 plane3 city4-3
1
15 8
1
0 20 26 44
1
end_operator
begin_operator
load-airplane package5 plane3 city5-3
1
15 9
1
0 20 29 44
1
end_operator
begin_operator
load-airplane package5 plane3 city6-3
1
15 10
1
0 20 32 44
1
end_operator
begin_operator
load-airplane package5 plane3 city7-3
1
15 11
1
0 20 35 44
1
end_operator
begin_operator
load-airplane package5 plane3 city8-3
1
15 12
1
0 20 38 44
1
end_operator
begin_operator
load-airplane package5 plane3 city9-3
1
15 13
1
0 20 41 44
1
end_operator
begin_operator
load-airplane package5 plane4 city1-3
1
14 0
1
0 20 2 45
1
end_operator
begin_operator
load-airplane package5 plane4 city10-3
1
14 1
1
0 20 5 45
1
end_operator
begin_operator
load-airplane package5 plane4 city11-3
1
14 2
1
0 20 8 45
1
end_operator
begin_operator
load-airplane package5 plane4 city12-3
1
14 3
1
0 20 11 45
1
end_operator
begin_operator
load-airplane package5 plane4 city13-3
1
14 4
1
0 20 14 45
1
end_operator
begin_operator
load-airplane package5 plane4 city14-3
1
14 5
1
0 20 17 45
1
end_operator
begin_operator
load-airplane package5 plane4 city2-3
1
14 6
1
0 20 20 45
1
end_operator
begin_operator
load-airplane package5 plane4 city3-3
1
14 7
1
0 20 23 45
1
end_operator
begin_operator
load-airplane package5 plane4 city4-3
1
14 8
1
0 20 26 45
1
end_operator
begin_operator
load-airplane package5 plane4 city5-3
1
14 9
1
0 20 29 45
1
end_operator
begin_operator
load-airplane package5 plane4 city6-3
1
14 10
1
0 20 32 45
1
end_operator
begin_operator
load-airplane package5 plane4 city7-3
1
14 11
1
0 20 35 45
1
end_operator
begin_operator
load-airplane package5 plane4 city8-3
1
14 12
1
0 20 38 45
1
end_operator
begin_operator
load-airplane package5 plane4 city9-3
1
14 13
1
0 20 41 45
1
end_operator
begin_operator
load-airplane package6 plane1 city1-3
1
17 0
1
0 21 2 42
1
end_operator
begin_operator
load-airplane package6 plane1 city10-3
1
17 1
1
0 21 5 42
1
end_operator
begin_operator
load-airplane package6 plane1 city11-3
1
17 2
1
0 21 8 42
1
end_operator
begin_operator
load-airplane package6 plane1 city12-3
1
17 3
1
0 21 11 42
1
end_operator
begin_operator
load-airplane package6 plane1 city13-3
1
17 4
1
0 21 14 42
1
end_operator
begin_operator
load-airplane package6 plane1 city14-3
1
17 5
1
0 21 17 42
1
end_operator
begin_operator
load-airplane package6 plane1 city2-3
1
17 6
1
0 21 20 42
1
end_operator
begin_operator
load-airplane package6 plane1 city3-3
1
17 7
1
0 21 23 42
1
end_operator
begin_operator
load-airplane package6 plane1 city4-3
1
17 8
1
0 21 26 42
1
end_operator
begin_operator
load-airplane package6 plane1 city5-3
1
17 9
1
0 21 29 42
1
end_operator
begin_operator
load-airplane package6 plane1 city6-3
1
17 10
1
0 21 32 42
1
end_operator
begin_operator
load-airplane package6 plane1 city7-3
1
17 11
1
0 21 35 42
1
end_operator
begin_operator
load-airplane package6 plane1 city8-3
1
17 12
1
0 21 38 42
1
end_operator
begin_operator
load-airplane package6 plane1 city9-3
1
17 13
1
0 21 41 42
1
end_operator
begin_operator
load-airplane package6 plane2 city1-3
1
16 0
1
0 21 2 43
1
end_operator
begin_operator
load-airplane package6 plane2 city10-3
1
16 1
1
0 21 5 43
1
end_operator
begin_operator
load-airplane package6 plane2 city11-3
1
16 2
1
0 21 8 43
1
end_operator
begin_operator
load-airplane package6 plane2 city12-3
1
16 3
1
0 21 11 43
1
end_operator
begin_operator
load-airplane package6 plane2 city13-3
1
16 4
1
0 21 14 43
1
end_operator
begin_operator
load-airplane package6 plane2 city14-3
1
16 5
1
0 21 17 43
1
end_operator
begin_operator
load-airplane package6 plane2 city2-3
1
16 6
1
0 21 20 43
1
end_operator
begin_operator
load-airplane package6 plane2 city3-3
1
16 7
1
0 21 23 43
1
end_operator
begin_operator
load-airplane package6 plane2 city4-3
1
16 8
1
0 21 26 43
1
end_operator
begin_operator
load-airplane package6 plane2 city5-3
1
16 9
1
0 21 29 43
1
end_operator
begin_operator
load-airplane package6 plane2 city6-3
1
16 10
1
0 21 32 43
1
end_operator
begin_operator
load-airplane package6 plane2 city7-3
1
16 11
1
0 21 35 43
1
end_operator
begin_operator
load-airplane package6 plane2 city8-3
1
16 12
1
0 21 38 43
1
end_operator
begin_operator
load-airplane package6 plane2 city9-3
1
16 13
1
0 21 41 43
1
end_operator
begin_operator
load-airplane package6 plane3 city1-3
1
15 0
1
0 21 2 44
1
end_operator
begin_operator
load-airplane package6 plane3 city10-3
1
15 1
1
0 21 5 44
1
end_operator
begin_operator
load-airplane package6 plane3 city11-3
1
15 2
1
0 21 8 44
1
end_operator
begin_operator
load-airplane package6 plane3 city12-3
1
15 3
1
0 21 11 44
1
end_operator
begin_operator
load-airplane package6 plane3 city13-3
1
15 4
1
0 21 14 44
1
end_operator
begin_operator
load-airplane package6 plane3 city14-3
1
15 5
1
0 21 17 44
1
end_operator
begin_operator
load-airplane package6 plane3 city2-3
1
15 6
1
0 21 20 44
1
end_operator
begin_operator
load-airplane package6 plane3 city3-3
1
15 7
1
0 21 23 44
1
end_operator
begin_operator
load-airplane package6 plane3 city4-3
1
15 8
1
0 21 26 44
1
end_operator
begin_operator
load-airplane package6 plane3 city5-3
1
15 9
1
0 21 29 44
1
end_operator
begin_operator
load-airplane package6 plane3 city6-3
1
15 10
1
0 21 32 44
1
end_operator
begin_operator
load-airplane package6 plane3 city7-3
1
15 11
1
0 21 35 44
1
end_operator
begin_operator
load-airplane package6 plane3 city8-3
1
15 12
1
0 21 38 44
1
end_operator
begin_operator
load-airplane package6 plane3 city9-3
1
15 13
1
0 21 41 44
1
end_operator
begin_operator
load-airplane package6 plane4 city1-3
1
14 0
1
0 21 2 45
1
end_operator
begin_operator
load-airplane package6 plane4 city10-3
1
14 1
1
0 21 5 45
1
end_operator
begin_operator
load-airplane package6 plane4 city11-3
1
14 2
1
0 21 8 45
1
end_operator
begin_operator
load-airplane package6 plane4 city12-3
1
14 3
1
0 21 11 45
1
end_operator
begin_operator
load-airplane package6 plane4 city13-3
1
14 4
1
0 21 14 45
1
end_operator
begin_operator
load-airplane package6 plane4 city14-3
1
14 5
1
0 21 17 45
1
end_operator
begin_operator
load-airplane package6 plane4 city2-3
1
14 6
1
0 21 20 45
1
end_operator
begin_operator
load-airplane package6 plane4 city3-3
1
14 7
1
0 21 23 45
1
end_operator
begin_operator
load-airplane package6 plane4 city4-3
1
14 8
1
0 21 26 45
1
end_operator
begin_operator
load-airplane package6 plane4 city5-3
1
14 9
1
0 21 29 45
1
end_operator
begin_operator
load-airplane package6 plane4 city6-3
1
14 10
1
0 21 32 45
1
end_operator
begin_operator
load-airplane package6 plane4 city7-3
1
14 11
1
0 21 35 45
1
end_operator
begin_operator
load-airplane package6 plane4 city8-3
1
14 12
1
0 21 38 45
1
end_operator
begin_operator
load-airplane package6 plane4 city9-3
1
14 13
1
0 21 41 45
1
end_operator
begin_operator
load-airplane package7 plane1 city1-3
1
17 0
1
0 22 2 42
1
end_operator
begin_operator
load-airplane package7 plane1 city10-3
1
17 1
1
0 22 5 42
1
end_operator
begin_operator
load-airplane package7 plane1 city11-3
1
17 2
1
0 22 8 42
1
end_operator
begin_operator
load-airplane package7 plane1 city12-3
1
17 3
1
0 22 11 42
1
end_operator
begin_operator
load-airplane package7 plane1 city13-3
1
17 4
1
0 22 14 42
1
end_operator
begin_operator
load-airplane package7 plane1 city14-3
1
17 5
1
0 22 17 42
1
end_operator
begin_operator
load-airplane package7 plane1 city2-3
1
17 6
1
0 22 20 42
1
end_operator
begin_operator
load-airplane package7 plane1 city3-3
1
17 7
1
0 22 23 42
1
end_operator
begin_operator
load-airplane package7 plane1 city4-3
1
17 8
1
0 22 26 42
1
end_operator
begin_operator
load-airplane package7 plane1 city5-3
1
17 9
1
0 22 29 42
1
end_operator
begin_operator
load-airplane package7 plane1 city6-3
1
17 10
1
0 22 32 42
1
end_operator
begin_operator
load-airplane package7 plane1 city7-3
1
17 11
1
0 22 35 42
1
end_operator
begin_operator
load-airplane package7 plane1 city8-3
1
17 12
1
0 22 38 42
1
end_operator
begin_operator
load-airplane package7 plane1 city9-3
1
17 13
1
0 22 41 42
1
end_operator
begin_operator
load-airplane package7 plane2 city1-3
1
16 0
1
0 22 2 43
1
end_operator
begin_operator
load-airplane package7 plane2 city10-3
1
16 1
1
0 22 5 43
1
end_operator
begin_operator
load-airplane package7 plane2 city11-3
1
16 2
1
0 22 8 43
1
end_operator
begin_operator
load-airplane package7 plane2 city12-3
1
16 3
1
0 22 11 43
1
end_operator
begin_operator
load-airplane package7 plane2 city13-3
1
16 4
1
0 22 14 43
1
end_operator
begin_operator
load-airplane package7 plane2 city14-3
1
16 5
1
0 22 17 43
1
end_operator
begin_operator
load-airplane package7 plane2 city2-3
1
16 6
1
0 22 20 43
1
end_operator
begin_operator
load-airplane package7 plane2 city3-3
1
16 7
1
0 22 23 43
1
end_operator
begin_operator
load-airplane package7 plane2 city4-3
1
16 8
1
0 22 26 43
1
end_operator
begin_operator
load-airplane package7 plane2 city5-3
1
16 9
1
0 22 29 43
1
end_operator
begin_operator
load-airplane package7 plane2 city6-3
1
16 10
1
0 22 32 43
1
end_operator
begin_operator
load-airplane package7 plane2 city7-3
1
16 11
1
0 22 35 43
1
end_operator
begin_operator
load-airplane package7 plane2 city8-3
1
16 12
1
0 22 38 43
1
end_operator
begin_operator
load-airplane package7 plane2 city9-3
1
16 13
1
0 22 41 43
1
end_operator
begin_operator
load-airplane package7 plane3 city1-3
1
15 0
1
0 22 2 44
1
end_operator
begin_operator
load-airplane package7 plane3 city10-3
1
15 1
1
0 22 5 44
1
end_operator
begin_operator
load-airplane package7 plane3 city11-3
1
15 2
1
0 22 8 44
1
end_operator
begin_operator
load-airplane package7 plane3 city12-3
1
15 3
1
0 22 11 44
1
end_operator
begin_operator
load-airplane package7 plane3 city13-3
1
15 4
1
0 22 14 44
1
end_operator
begin_operator
load-airplane package7 plane3 city14-3
1
15 5
1
0 22 17 44
1
end_operator
begin_operator
load-airplane package7 plane3 city2-3
1
15 6
1
0 22 20 44
1
end_operator
begin_operator
load-airplane package7 plane3 city3-3
1
15 7
1
0 22 23 44
1
end_operator
begin_operator
load-airplane package7 plane3 city4-3
1
15 8
1
0 22 26 44
1
end_operator
begin_operator
load-airplane package7 plane3 city5-3
1
15 9
1
0 22 29 44
1
end_operator
begin_operator
load-airplane package7 plane3 city6-3
1
15 10
1
0 22 32 44
1
end_operator
begin_operator
load-airplane package7 plane3 city7-3
1
15 11
1
0 22 35 44
1
end_operator
begin_operator
load-airplane package7 plane3 city8-3
1
15 12
1
0 22 38 44
1
end_operator
begin_operator
load-airplane package7 plane3 city9-3
1
15 13
1
0 22 41 44
1
end_operator
begin_operator
load-airplane package7 plane4 city1-3
1
14 0
1
0 22 2 45
1
end_operator
begin_operator
load-airplane package7 plane4 city10-3
1
14 1
1
0 22 5 45
1
end_operator
begin_operator
load-airplane package7 plane4 city11-3
1
14 2
1
0 22 8 45
1
end_operator
begin_operator
load-airplane package7 plane4 city12-3
1
14 3
1
0 22 11 45
1
end_operator
begin_operator
load-airplane package7 plane4 city13-3
1
14 4
1
0 22 14 45
1
end_operator
begin_operator
load-airplane package7 plane4 city14-3
1
14 5
1
0 22 17 45
1
end_operator
begin_operator
load-airplane package7 plane4 city2-3
1
14 6
1
0 22 20 45
1
end_operator
begin_operator
load-airplane package7 plane4 city3-3
1
14 7
1
0 22 23 45
1
end_operator
begin_operator
load-airplane package7 plane4 city4-3
1
14 8
1
0 22 26 45
1
end_operator
begin_operator
load-airplane package7 plane4 city5-3
1
14 9
1
0 22 29 45
1
end_operator
begin_operator
load-airplane package7 plane4 city6-3
1
14 10
1
0 22 32 45
1
end_operator
begin_operator
load-airplane package7 plane4 city7-3
1
14 11
1
0 22 35 45
1
end_operator
begin_operator
load-airplane package7 plane4 city8-3
1
14 12
1
0 22 38 45
1
end_operator
begin_operator
load-airplane package7 plane4 city9-3
1
14 13
1
0 22 41 45
1
end_operator
begin_operator
load-airplane package8 plane1 city1-3
1
17 0
1
0 23 2 42
1
end_operator
begin_operator
load-airplane package8 plane1 city10-3
1
17 1
1
0 23 5 42
1
end_operator
begin_operator
load-airplane package8 plane1 city11-3
1
17 2
1
0 23 8 42
1
end_operator
begin_operator
load-airplane package8 plane1 city12-3
1
17 3
1
0 23 11 42
1
end_operator
begin_operator
load-airplane package8 plane1 city13-3
1
17 4
1
0 23 14 42
1
end_operator
begin_operator
load-airplane package8 plane1 city14-3
1
17 5
1
0 23 17 42
1
end_operator
begin_operator
load-airplane package8 plane1 city2-3
1
17 6
1
0 23 20 42
1
end_operator
begin_operator
load-airplane package8 plane1 city3-3
1
17 7
1
0 23 23 42
1
end_operator
begin_operator
load-airplane package8 plane1 city4-3
1
17 8
1
0 23 26 42
1
end_operator
begin_operator
load-airplane package8 plane1 city5-3
1
17 9
1
0 23 29 42
1
end_operator
begin_operator
load-airplane package8 plane1 city6-3
1
17 10
1
0 23 32 42
1
end_operator
begin_operator
load-airplane package8 plane1 city7-3
1
17 11
1
0 23 35 42
1
end_operator
begin_operator
load-airplane package8 plane1 city8-3
1
17 12
1
0 23 38 42
1
end_operator
begin_operator
load-airplane package8 plane1 city9-3
1
17 13
1
0 23 41 42
1
end_operator
begin_operator
load-airplane package8 plane2 city1-3
1
16 0
1
0 23 2 43
1
end_operator
begin_operator
load-airplane package8 plane2 city10-3
1
16 1
1
0 23 5 43
1
end_operator
begin_operator
load-airplane package8 plane2 city11-3
1
16 2
1
0 23 8 43
1
end_operator
begin_operator
load-airplane package8 plane2 city12-3
1
16 3
1
0 23 11 43
1
end_operator
begin_operator
load-airplane package8 plane2 city13-3
1
16 4
1
0 23 14 43
1
end_operator
begin_operator
load-airplane package8 plane2 city14-3
1
16 5
1
0 23 17 43
1
end_operator
begin_operator
load-airplane package8 plane2 city2-3
1
16 6
1
0 23 20 43
1
end_operator
begin_operator
load-airplane package8 plane2 city3-3
1
16 7
1
0 23 23 43
1
end_operator
begin_operator
load-airplane package8 plane2 city4-3
1
16 8
1
0 23 26 43
1
end_operator
begin_operator
load-airplane package8 plane2 city5-3
1
16 9
1
0 23 29 43
1
end_operator
begin_operator
load-airplane package8 plane2 city6-3
1
16 10
1
0 23 32 43
1
end_operator
begin_operator
load-airplane package8 plane2 city7-3
1
16 11
1
0 23 35 43
1
end_operator
begin_operator
load-airplane package8 plane2 city8-3
1
16 12
1
0 23 38 43
1
end_operator
begin_operator
load-airplane package8 plane2 city9-3
1
16 13
1
0 23 41 43
1
end_operator
begin_operator
load-airplane package8 plane3 city1-3
1
15 0
1
0 23 2 44
1
end_operator
begin_operator
load-airplane package8 plane3 city10-3
1
15 1
1
0 23 5 44
1
end_operator
begin_operator
load-airplane package8 plane3 city11-3
1
15 2
1
0 23 8 44
1
end_operator
begin_operator
load-airplane package8 plane3 city12-3
1
15 3
1
0 23 11 44
1
end_operator
begin_operator
load-airplane package8 plane3 city13-3
1
15 4
1
0 23 14 44
1
end_operator
begin_operator
load-airplane package8 plane3 city14-3
1
15 5
1
0 23 17 44
1
end_operator
begin_operator
load-airplane package8 plane3 city2-3
1
15 6
1
0 23 20 44
1
end_operator
begin_operator
load-airplane package8 plane3 city3-3
1
15 7
1
0 23 23 44
1
end_operator
begin_operator
load-airplane package8 plane3 city4-3
1
15 8
1
0 23 26 44
1
end_operator
begin_operator
load-airplane package8 plane3 city5-3
1
15 9
1
0 23 29 44
1
end_operator
begin_operator
load-airplane package8 plane3 city6-3
1
15 10
1
0 23 32 44
1
end_operator
begin_operator
load-airplane package8 plane3 city7-3
1
15 11
1
0 23 35 44
1
end_operator
begin_operator
load-airplane package8 plane3 city8-3
1
15 12
1
0 23 38 44
1
end_operator
begin_operator
load-airplane package8 plane3 city9-3
1
15 13
1
0 23 41 44
1
end_operator
begin_operator
load-airplane package8 plane4 city1-3
1
14 0
1
0 23 2 45
1
end_operator
begin_operator
load-airplane package8 plane4 city10-3
1
14 1
1
0 23 5 45
1
end_operator
begin_operator
load-airplane package8 plane4 city11-3
1
14 2
1
0 23 8 45
1
end_operator
begin_operator
load-airplane package8 plane4 city12-3
1
14 3
1
0 23 11 45
1
end_operator
begin_operator
load-airplane package8 plane4 city13-3
1
14 4
1
0 23 14 45
1
end_operator
begin_operator
load-airplane package8 plane4 city14-3
1
14 5
1
0 23 17 45
1
end_operator
begin_operator
load-airplane package8 plane4 city2-3
1
14 6
1
0 23 20 45
1
end_operator
begin_operator
load-airplane package8 plane4 city3-3
1
14 7
1
0 23 23 45
1
end_operator
begin_operator
load-airplane package8 plane4 city4-3
1
14 8
1
0 23 26 45
1
end_operator
begin_operator
load-airplane package8 plane4 city5-3
1
14 9
1
0 23 29 45
1
end_operator
begin_operator
load-airplane package8 plane4 city6-3
1
14 10
1
0 23 32 45
1
end_operator
begin_operator
load-airplane package8 plane4 city7-3
1
14 11
1
0 23 35 45
1
end_operator
begin_operator
load-airplane package8 plane4 city8-3
1
14 12
1
0 23 38 45
1
end_operator
begin_operator
load-airplane package8 plane4 city9-3
1
14 13
1
0 23 41 45
1
end_operator
begin_operator
load-airplane package9 plane1 city1-3
1
17 0
1
0 24 2 42
1
end_operator
begin_operator
load-airplane package9 plane1 city10-3
1
17 1
1
0 24 5 42
1
end_operator
begin_operator
load-airplane package9 plane1 city11-3
1
17 2
1
0 24 8 42
1
end_operator
begin_operator
load-airplane package9 plane1 city12-3
1
17 3
1
0 24 11 42
1
end_operator
begin_operator
load-airplane package9 plane1 city13-3
1
17 4
1
0 24 14 42
1
end_operator
begin_operator
load-airplane package9 plane1 city14-3
1
17 5
1
0 24 17 42
1
end_operator
begin_operator
load-airplane package9 plane1 city2-3
1
17 6
1
0 24 20 42
1
end_operator
begin_operator
load-airplane package9 plane1 city3-3
1
17 7
1
0 24 23 42
1
end_operator
begin_operator
load-airplane package9 plane1 city4-3
1
17 8
1
0 24 26 42
1
end_operator
begin_operator
load-airplane package9 plane1 city5-3
1
17 9
1
0 24 29 42
1
end_operator
begin_operator
load-airplane package9 plane1 city6-3
1
17 10
1
0 24 32 42
1
end_operator
begin_operator
load-airplane package9 plane1 city7-3
1
17 11
1
0 24 35 42
1
end_operator
begin_operator
load-airplane package9 plane1 city8-3
1
17 12
1
0 24 38 42
1
end_operator
begin_operator
load-airplane package9 plane1 city9-3
1
17 13
1
0 24 41 42
1
end_operator
begin_operator
load-airplane package9 plane2 city1-3
1
16 0
1
0 24 2 43
1
end_operator
begin_operator
load-airplane package9 plane2 city10-3
1
16 1
1
0 24 5 43
1
end_operator
begin_operator
load-airplane package9 plane2 city11-3
1
16 2
1
0 24 8 43
1
end_operator
begin_operator
load-airplane package9 plane2 city12-3
1
16 3
1
0 24 11 43
1
end_operator
begin_operator
load-airplane package9 plane2 city13-3
1
16 4
1
0 24 14 43
1
end_operator
begin_operator
load-airplane package9 plane2 city14-3
1
16 5
1
0 24 17 43
1
end_operator
begin_operator
load-airplane package9 plane2 city2-3
1
16 6
1
0 24 20 43
1
end_operator
begin_operator
load-airplane package9 plane2 city3-3
1
16 7
1
0 24 23 43
1
end_operator
begin_operator
load-airplane package9 plane2 city4-3
1
16 8
1
0 24 26 43
1
end_operator
begin_operator
load-airplane package9 plane2 city5-3
1
16 9
1
0 24 29 43
1
end_operator
begin_operator
load-airplane package9 plane2 city6-3
1
16 10
1
0 24 32 43
1
end_operator
begin_operator
load-airplane package9 plane2 city7-3
1
16 11
1
0 24 35 43
1
end_operator
begin_operator
load-airplane package9 plane2 city8-3
1
16 12
1
0 24 38 43
1
end_operator
begin_operator
load-airplane package9 plane2 city9-3
1
16 13
1
0 24 41 43
1
end_operator
begin_operator
load-airplane package9 plane3 city1-3
1
15 0
1
0 24 2 44
1
end_operator
begin_operator
load-airplane package9 plane3 city10-3
1
15 1
1
0 24 5 44
1
end_operator
begin_operator
load-airplane package9 plane3 city11-3
1
15 2
1
0 24 8 44
1
end_operator
begin_operator
load-airplane package9 plane3 city12-3
1
15 3
1
0 24 11 44
1
end_operator
begin_operator
load-airplane package9 plane3 city13-3
1
15 4
1
0 24 14 44
1
end_operator
begin_operator
load-airplane package9 plane3 city14-3
1
15 5
1
0 24 17 44
1
end_operator
begin_operator
load-airplane package9 plane3 city2-3
1
15 6
1
0 24 20 44
1
end_operator
begin_operator
load-airplane package9 plane3 city3-3
1
15 7
1
0 24 23 44
1
end_operator
begin_operator
load-airplane package9 plane3 city4-3
1
15 8
1
0 24 26 44
1
end_operator
begin_operator
load-airplane package9 plane3 city5-3
1
15 9
1
0 24 29 44
1
end_operator
begin_operator
load-airplane package9 plane3 city6-3
1
15 10
1
0 24 32 44
1
end_operator
begin_operator
load-airplane package9 plane3 city7-3
1
15 11
1
0 24 35 44
1
end_operator
begin_operator
load-airplane package9 plane3 city8-3
1
15 12
1
0 24 38 44
1
end_operator
begin_operator
load-airplane package9 plane3 city9-3
1
15 13
1
0 24 41 44
1
end_operator
begin_operator
load-airplane package9 plane4 city1-3
1
14 0
1
0 24 2 45
1
end_operator
begin_operator
load-airplane package9 plane4 city10-3
1
14 1
1
0 24 5 45
1
end_operator
begin_operator
load-airplane package9 plane4 city11-3
1
14 2
1
0 24 8 45
1
end_operator
begin_operator
load-airplane package9 plane4 city12-3
1
14 3
1
0 24 11 45
1
end_operator
begin_operator
load-airplane package9 plane4 city13-3
1
14 4
1
0 24 14 45
1
end_operator
begin_operator
load-airplane package9 plane4 city14-3
1
14 5
1
0 24 17 45
1
end_operator
begin_operator
load-airplane package9 plane4 city2-3
1
14 6
1
0 24 20 45
1
end_operator
begin_operator
load-airplane package9 plane4 city3-3
1
14 7
1
0 24 23 45
1
end_operator
begin_operator
load-airplane package9 plane4 city4-3
1
14 8
1
0 24 26 45
1
end_operator
begin_operator
load-airplane package9 plane4 city5-3
1
14 9
1
0 24 29 45
1
end_operator
begin_operator
load-airplane package9 plane4 city6-3
1
14 10
1
0 24 32 45
1
end_operator
begin_operator
load-airplane package9 plane4 city7-3
1
14 11
1
0 24 35 45
1
end_operator
begin_operator
load-airplane package9 plane4 city8-3
1
14 12
1
0 24 38 45
1
end_operator
begin_operator
load-airplane package9 plane4 city9-3
1
14 13
1
0 24 41 45
1
end_operator
begin_operator
load-truck package3 truck1 city1-1
1
13 0
1
0 18 0 46
1
end_operator
begin_operator
load-truck package3 truck1 city1-2
1
13 1
1
0 18 1 46
1
end_operator
begin_operator
load-truck package3 truck1 city1-3
1
13 2
1
0 18 2 46
1
end_operator
begin_operator
load-truck package3 truck10 city10-1
1
12 0
1
0 18 3 47
1
end_operator
begin_operator
load-truck package3 truck10 city10-2
1
12 1
1
0 18 4 47
1
end_operator
begin_operator
load-truck package3 truck10 city10-3
1
12 2
1
0 18 5 47
1
end_operator
begin_operator
load-truck package3 truck11 city11-1
1
11 0
1
0 18 6 48
1
end_operator
begin_operator
load-truck package3 truck11 city11-2
1
11 1
1
0 18 7 48
1
end_operator
begin_operator
load-truck package3 truck11 city11-3
1
11 2
1
0 18 8 48
1
end_operator
begin_operator
load-truck package3 truck12 city12-1
1
10 0
1
0 18 9 49
1
end_operator
begin_operator
load-truck package3 truck12 city12-2
1
10 1
1
0 18 10 49
1
end_operator
begin_operator
load-truck package3 truck12 city12-3
1
10 2
1
0 18 11 49
1
end_operator
begin_operator
load-truck package3 truck13 city13-1
1
9 0
1
0 18 12 50
1
end_operator
begin_operator
load-truck package3 truck13 city13-2
1
9 1
1
0 18 13 50
1
end_operator
begin_operator
load-truck package3 truck13 city13-3
1
9 2
1
0 18 14 50
1
end_operator
begin_operator
load-truck package3 truck14 city14-1
1
8 0
1
0 18 15 51
1
end_operator
begin_operator
load-truck package3 truck14 city14-2
1
8 1
1
0 18 16 51
1
end_operator
begin_operator
load-truck package3 truck14 city14-3
1
8 2
1
0 18 17 51
1
end_operator
begin_operator
load-truck package3 truck2 city2-1
1
7 0
1
0 18 18 52
1
end_operator
begin_operator
load-truck package3 truck2 city2-2
1
7 1
1
0 18 19 52
1
end_operator
begin_operator
load-truck package3 truck2 city2-3
1
7 2
1
0 18 20 52
1
end_operator
begin_operator
load-truck package3 truck3 city3-1
1
6 0
1
0 18 21 53
1
end_operator
begin_operator
load-truck package3 truck3 city3-2
1
6 1
1
0 18 22 53
1
end_operator
begin_operator
load-truck package3 truck3 city3-3
1
6 2
1
0 18 23 53
1
end_operator
begin_operator
load-truck package3 truck4 city4-1
1
5 0
1
0 18 24 54
1
end_operator
begin_operator
load-truck package3 truck4 city4-2
1
5 1
1
0 18 25 54
1
end_operator
begin_operator
load-truck package3 truck4 city4-3
1
5 2
1
0 18 26 54
1
end_operator
begin_operator
load-truck package3 truck5 city5-1
1
4 0
1
0 18 27 55
1
end_operator
begin_operator
load-truck package3 truck5 city5-2
1
4 1
1
0 18 28 55
1
end_operator
begin_operator
load-truck package3 truck5 city5-3
1
4 2
1
0 18 29 55
1
end_operator
begin_operator
load-truck package3 truck6 city6-1
1
3 0
1
0 18 30 56
1
end_operator
begin_operator
load-truck package3 truck6 city6-2
1
3 1
1
0 18 31 56
1
end_operator
begin_operator
load-truck package3 truck6 city6-3
1
3 2
1
0 18 32 56
1
end_operator
begin_operator
load-truck package3 truck7 city7-1
1
2 0
1
0 18 33 57
1
end_operator
begin_operator
load-truck package3 truck7 city7-2
1
2 1
1
0 18 34 57
1
end_operator
begin_operator
load-truck package3 truck7 city7-3
1
2 2
1
0 18 35 57
1
end_operator
begin_operator
load-truck package3 truck8 city8-1
1
1 0
1
0 18 36 58
1
end_operator
begin_operator
load-truck package3 truck8 city8-2
1
1 1
1
0 18 37 58
1
end_operator
begin_operator
load-truck package3 truck8 city8-3
1
1 2
1
0 18 38 58
1
end_operator
begin_operator
load-truck package3 truck9 city9-1
1
0 0
1
0 18 39 59
1
end_operator
begin_operator
load-truck package3 truck9 city9-2
1
0 1
1
0 18 40 59
1
end_operator
begin_operator
load-truck package3 truck9 city9-3
1
0 2
1
0 18 41 59
1
end_operator
begin_operator
load-truck package4 truck1 city1-1
1
13 0
1
0 19 0 46
1
end_operator
begin_operator
load-truck package4 truck1 city1-2
1
13 1
1
0 19 1 46
1
end_operator
begin_operator
load-truck package4 truck1 city1-3
1
13 2
1
0 19 2 46
1
end_operator
begin_operator
load-truck package4 truck10 city10-1
1
12 0
1
0 19 3 47
1
end_operator
begin_operator
load-truck package4 truck10 city10-2
1
12 1
1
0 19 4 47
1
end_operator
begin_operator
load-truck package4 truck10 city10-3
1
12 2
1
0 19 5 47
1
end_operator
begin_operator
load-truck package4 truck11 city11-1
1
11 0
1
0 19 6 48
1
end_operator
begin_operator
load-truck package4 truck11 city11-2
1
11 1
1
0 19 7 48
1
end_operator
begin_operator
load-truck package4 truck11 city11-3
1
11 2
1
0 19 8 48
1
end_operator
begin_operator
load-truck package4 truck12 city12-1
1
10 0
1
0 19 9 49
1
end_operator
begin_operator
load-truck package4 truck12 city12-2
1
10 1
1
0 19 10 49
1
end_operator
begin_operator
load-truck package4 truck12 city12-3
1
10 2
1
0 19 11 49
1
end_operator
begin_operator
load-truck package4 truck13 city13-1
1
9 0
1
0 19 12 50
1
end_operator
begin_operator
load-truck package4 truck13 city13-2
1
9 1
1
0 19 13 50
1
end_operator
begin_operator
load-truck package4 truck13 city13-3
1
9 2
1
0 19 14 50
1
end_operator
begin_operator
load-truck package4 truck14 city14-1
1
8 0
1
0 19 15 51
1
end_operator
begin_operator
load-truck package4 truck14 city14-2
1
8 1
1
0 19 16 51
1
end_operator
begin_operator
load-truck package4 truck14 city14-3
1
8 2
1
0 19 17 51
1
end_operator
begin_operator
load-truck package4 truck2 city2-1
1
7 0
1
0 19 18 52
1
end_operator
begin_operator
load-truck package4 truck2 city2-2
1
7 1
1
0 19 19 52
1
end_operator
begin_operator
load-truck package4 truck2 city2-3
1
7 2
1
0 19 20 52
1
end_operator
begin_operator
load-truck package4 truck3 city3-1
1
6 0
1
0 19 21 53
1
end_operator
begin_operator
load-truck package4 truck3 city3-2
1
6 1
1
0 19 22 53
1
end_operator
begin_operator
load-truck package4 truck3 city3-3
1
6 2
1
0 19 23 53
1
end_operator
begin_operator
load-truck package4 truck4 city4-1
1
5 0
1
0 19 24 54
1
end_operator
begin_operator
load-truck package4 truck4 city4-2
1
5 1
1
0 19 25 54
1
end_operator
begin_operator
load-truck package4 truck4 city4-3
1
5 2
1
0 19 26 54
1
end_operator
begin_operator
load-truck package4 truck5 city5-1
1
4 0
1
0 19 27 55
1
end_operator
begin_operator
load-truck package4 truck5 city5-2
1
4 1
1
0 19 28 55
1
end_operator
begin_operator
load-truck package4 truck5 city5-3
1
4 2
1
0 19 29 55
1
end_operator
begin_operator
load-truck package4 truck6 city6-1
1
3 0
1
0 19 30 56
1
end_operator
begin_operator
load-truck package4 truck6 city6-2
1
3 1
1
0 19 31 56
1
end_operator
begin_operator
load-truck package4 truck6 city6-3
1
3 2
1
0 19 32 56
1
end_operator
begin_operator
load-truck package4 truck7 city7-1
1
2 0
1
0 19 33 57
1
end_operator
begin_operator
load-truck package4 truck7 city7-2
1
2 1
1
0 19 34 57
1
end_operator
begin_operator
load-truck package4 truck7 city7-3
1
2 2
1
0 19 35 57
1
end_operator
begin_operator
load-truck package4 truck8 city8-1
1
1 0
1
0 19 36 58
1
end_operator
begin_operator
load-truck package4 truck8 city8-2
1
1 1
1
0 19 37 58
1
end_operator
begin_operator
load-truck package4 truck8 city8-3
1
1 2
1
0 19 38 58
1
end_operator
begin_operator
load-truck package4 truck9 city9-1
1
0 0
1
0 19 39 59
1
end_operator
begin_operator
load-truck package4 truck9 city9-2
1
0 1
1
0 19 40 59
1
end_operator
begin_operator
load-truck package4 truck9 city9-3
1
0 2
1
0 19 41 59
1
end_operator
begin_operator
load-truck package5 truck1 city1-1
1
13 0
1
0 20 0 46
1
end_operator
begin_operator
load-truck package5 truck1 city1-2
1
13 1
1
0 20 1 46
1
end_operator
begin_operator
load-truck package5 truck1 city1-3
1
13 2
1
0 20 2 46
1
end_operator
begin_operator
load-truck package5 truck10 city10-1
1
12 0
1
0 20 3 47
1
end_operator
begin_operator
load-truck package5 truck10 city10-2
1
12 1
1
0 20 4 47
1
end_operator
begin_operator
load-truck package5 truck10 city10-3
1
12 2
1
0 20 5 47
1
end_operator
begin_operator
load-truck package5 truck11 city11-1
1
11 0
1
0 20 6 48
1
end_operator
begin_operator
load-truck package5 truck11 city11-2
1
11 1
1
0 20 7 48
1
end_operator
begin_operator
load-truck package5 truck11 city11-3
1
11 2
1
0 20 8 48
1
end_operator
begin_operator
load-truck package5 truck12 city12-1
1
10 0
1
0 20 9 49
1
end_operator
begin_operator
load-truck package5 truck12 city12-2
1
10 1
1
0 20 10 49
1
end_operator
begin_operator
load-truck package5 truck12 city12-3
1
10 2
1
0 20 11 49
1
end_operator
begin_operator
load-truck package5 truck13 city13-1
1
9 0
1
0 20 12 50
1
end_operator
begin_operator
load-truck package5 truck13 city13-2
1
9 1
1
0 20 13 50
1
end_operator
begin_operator
load-truck package5 truck13 city13-3
1
9 2
1
0 20 14 50
1
end_operator
begin_operator
load-truck package5 truck14 city14-1
1
8 0
1
0 20 15 51
1
end_operator
begin_operator
load-truck package5 truck14 city14-2
1
8 1
1
0 20 16 51
1
end_operator
begin_operator
load-truck package5 truck14 city14-3
1
8 2
1
0 20 17 51
1
end_operator
begin_operator
load-truck package5 truck2 city2-1
1
7 0
1
0 20 18 52
1
end_operator
begin_operator
load-truck package5 truck2 city2-2
1
7 1
1
0 20 19 52
1
end_operator
begin_operator
load-truck package5 truck2 city2-3
1
7 2
1
0 20 20 52
1
end_operator
begin_operator
load-truck package5 truck3 city3-1
1
6 0
1
0 20 21 53
1
end_operator
begin_operator
load-truck package5 truck3 city3-2
1
6 1
1
0 20 22 53
1
end_operator
begin_operator
load-truck package5 truck3 city3-3
1
6 2
1
0 20 23 53
1
end_operator
begin_operator
load-truck package5 truck4 city4-1
1
5 0
1
0 20 24 54
1
end_operator
begin_operator
load-truck package5 truck4 city4-2
1
5 1
1
0 20 25 54
1
end_operator
begin_operator
load-truck package5 truck4 city4-3
1
5 2
1
0 20 26 54
1
end_operator
begin_operator
load-truck package5 truck5 city5-1
1
4 0
1
0 20 27 55
1
end_operator
begin_operator
load-truck package5 truck5 city5-2
1
4 1
1
0 20 28 55
1
end_operator
begin_operator
load-truck package5 truck5 city5-3
1
4 2
1
0 20 29 55
1
end_operator
begin_operator
load-truck package5 truck6 city6-1
1
3 0
1
0 20 30 56
1
end_operator
begin_operator
load-truck package5 truck6 city6-2
1
3 1
1
0 20 31 56
1
end_operator
begin_operator
load-truck package5 truck6 city6-3
1
3 2
1
0 20 32 56
1
end_operator
begin_operator
load-truck package5 truck7 city7-1
1
2 0
1
0 20 33 57
1
end_operator
begin_operator
load-truck package5 truck7 city7-2
1
2 1
1
0 20 34 57
1
end_operator
begin_operator
load-truck package5 truck7 city7-3
1
2 2
1
0 20 35 57
1
end_operator
begin_operator
load-truck package5 truck8 city8-1
1
1 0
1
0 20 36 58
1
end_operator
begin_operator
load-truck package5 truck8 city8-2
1
1 1
1
0 20 37 58
1
end_operator
begin_operator
load-truck package5 truck8 city8-3
1
1 2
1
0 20 38 58
1
end_operator
begin_operator
load-truck package5 truck9 city9-1
1
0 0
1
0 20 39 59
1
end_operator
begin_operator
load-truck package5 truck9 city9-2
1
0 1
1
0 20 40 59
1
end_operator
begin_operator
load-truck package5 truck9 city9-3
1
0 2
1
0 20 41 59
1
end_operator
begin_operator
load-truck package6 truck1 city1-1
1
13 0
1
0 21 0 46
1
end_operator
begin_operator
load-truck package6 truck1 city1-2
1
13 1
1
0 21 1 46
1
end_operator
begin_operator
load-truck package6 truck1 city1-3
1
13 2
1
0 21 2 46
1
end_operator
begin_operator
load-truck package6 truck10 city10-1
1
12 0
1
0 21 3 47
1
end_operator
begin_operator
load-truck package6 truck10 city10-2
1
12 1
1
0 21 4 47
1
end_operator
begin_operator
load-truck package6 truck10 city10-3
1
12 2
1
0 21 5 47
1
end_operator
begin_operator
load-truck package6 truck11 city11-1
1
11 0
1
0 21 6 48
1
end_operator
begin_operator
load-truck package6 truck11 city11-2
1
11 1
1
0 21 7 48
1
end_operator
begin_operator
load-truck package6 truck11 city11-3
1
11 2
1
0 21 8 48
1
end_operator
begin_operator
load-truck package6 truck12 city12-1
1
10 0
1
0 21 9 49
1
end_operator
begin_operator
load-truck package6 truck12 city12-2
1
10 1
1
0 21 10 49
1
end_operator
begin_operator
load-truck package6 truck12 city12-3
1
10 2
1
0 21 11 49
1
end_operator
begin_operator
load-truck package6 truck13 city13-1
1
9 0
1
0 21 12 50
1
end_operator
begin_operator
load-truck package6 truck13 city13-2
1
9 1
1
0 21 13 50
1
end_operator
begin_operator
load-truck package6 truck13 city13-3
1
9 2
1
0 21 14 50
1
end_operator
begin_operator
load-truck package6 truck14 city14-1
1
8 0
1
0 21 15 51
1
end_operator
begin_operator
load-truck package6 truck14 city14-2
1
8 1
1
0 21 16 51
1
end_operator
begin_operator
load-truck package6 truck14 city14-3
1
8 2
1
0 21 17 51
1
end_operator
begin_operator
load-truck package6 truck2 city2-1
1
7 0
1
0 21 18 52
1
end_operator
begin_operator
load-truck package6 truck2 city2-2
1
7 1
1
0 21 19 52
1
end_operator
begin_operator
load-truck package6 truck2 city2-3
1
7 2
1
0 21 20 52
1
end_operator
begin_operator
load-truck package6 truck3 city3-1
1
6 0
1
0 21 21 53
1
end_operator
begin_operator
load-truck package6 truck3 city3-2
1
6 1
1
0 21 22 53
1
end_operator
begin_operator
load-truck package6 truck3 city3-3
1
6 2
1
0 21 23 53
1
end_operator
begin_operator
load-truck package6 truck4 city4-1
1
5 0
1
0 21 24 54
1
end_operator
begin_operator
load-truck package6 truck4 city4-2
1
5 1
1
0 21 25 54
1
end_operator
begin_operator
load-truck package6 truck4 city4-3
1
5 2
1
0 21 26 54
1
end_operator
begin_operator
load-truck package6 truck5 city5-1
1
4 0
1
0 21 27 55
1
end_operator
begin_operator
load-truck package6 truck5 city5-2
1
4 1
1
0 21 28 55
1
end_operator
begin_operator
load-truck package6 truck5 city5-3
1
4 2
1
0 21 29 55
1
end_operator
begin_operator
load-truck package6 truck6 city6-1
1
3 0
1
0 21 30 56
1
end_operator
begin_operator
load-truck package6 truck6 city6-2
1
3 1
1
0 21 31 56
1
end_operator
begin_operator
load-truck package6 truck6 city6-3
1
3 2
1
0 21 32 56
1
end_operator
begin_operator
load-truck package6 truck7 city7-1
1
2 0
1
0 21 33 57
1
end_operator
begin_operator
load-truck package6 truck7 city7-2
1
2 1
1
0 21 34 57
1
end_operator
begin_operator
load-truck package6 truck7 city7-3
1
2 2
1
0 21 35 57
1
end_operator
begin_operator
load-truck package6 truck8 city8-1
1
1 0
1
0 21 36 58
1
end_operator
begin_operator
load-truck package6 truck8 city8-2
1
1 1
1
0 21 37 58
1
end_operator
begin_operator
load-truck package6 truck8 city8-3
1
1 2
1
0 21 38 58
1
end_operator
begin_operator
load-truck package6 truck9 city9-1
1
0 0
1
0 21 39 59
1
end_operator
begin_operator
load-truck package6 truck9 city9-2
1
0 1
1
0 21 40 59
1
end_operator
begin_operator
load-truck package6 truck9 city9-3
1
0 2
1
0 21 41 59
1
end_operator
begin_operator
load-truck package7 truck1 city1-1
1
13 0
1
0 22 0 46
1
end_operator
begin_operator
load-truck package7 truck1 city1-2
1
13 1
1
0 22 1 46
1
end_operator
begin_operator
load-truck package7 truck1 city1-3
1
13 2
1
0 22 2 46
1
end_operator
begin_operator
load-truck package7 truck10 city10-1
1
12 0
1
0 22 3 47
1
end_operator
begin_operator
load-truck package7 truck10 city10-2
1
12 1
1
0 22 4 47
1
end_operator
begin_operator
load-truck package7 truck10 city10-3
1
12 2
1
0 22 5 47
1
end_operator
begin_operator
load-truck package7 truck11 city11-1
1
11 0
1
0 22 6 48
1
end_operator
begin_operator
load-truck package7 truck11 city11-2
1
11 1
1
0 22 7 48
1
end_operator
begin_operator
load-truck package7 truck11 city11-3
1
11 2
1
0 22 8 48
1
end_operator
begin_operator
load-truck package7 truck12 city12-1
1
10 0
1
0 22 9 49
1
end_operator
begin_operator
load-truck package7 truck12 city12-2
1
10 1
1
0 22 10 49
1
end_operator
begin_operator
load-truck package7 truck12 city12-3
1
10 2
1
0 22 11 49
1
end_operator
begin_operator
load-truck package7 truck13 city13-1
1
9 0
1
0 22 12 50
1
end_operator
begin_operator
load-truck package7 truck13 city13-2
1
9 1
1
0 22 13 50
1
end_operator
begin_operator
load-truck package7 truck13 city13-3
1
9 2
1
0 22 14 50
1
end_operator
begin_operator
load-truck package7 truck14 city14-1
1
8 0
1
0 22 15 51
1
end_operator
begin_operator
load-truck package7 truck14 city14-2
1
8 1
1
0 22 16 51
1
end_operator
begin_operator
load-truck package7 truck14 city14-3
1
8 2
1
0 22 17 51
1
end_operator
begin_operator
load-truck package7 truck2 city2-1
1
7 0
1
0 22 18 52
1
end_operator
begin_operator
load-truck package7 truck2 city2-2
1
7 1
1
0 22 19 52
1
end_operator
begin_operator
load-truck package7 truck2 city2-3
1
7 2
1
0 22 20 52
1
end_operator
begin_operator
load-truck package7 truck3 city3-1
1
6 0
1
0 22 21 53
1
end_operator
begin_operator
load-truck package7 truck3 city3-2
1
6 1
1
0 22 22 53
1
end_operator
begin_operator
load-truck package7 truck3 city3-3
1
6 2
1
0 22 23 53
1
end_operator
begin_operator
load-truck package7 truck4 city4-1
1
5 0
1
0 22 24 54
1
end_operator
begin_operator
load-truck package7 truck4 city4-2
1
5 1
1
0 22 25 54
1
end_operator
begin_operator
load-truck package7 truck4 city4-3
1
5 2
1
0 22 26 54
1
end_operator
begin_operator
load-truck package7 truck5 city5-1
1
4 0
1
0 22 27 55
1
end_operator
begin_operator
load-truck package7 truck5 city5-2
1
4 1
1
0 22 28 55
1
end_operator
begin_operator
load-truck package7 truck5 city5-3
1
4 2
1
0 22 29 55
1
end_operator
begin_operator
load-truck package7 truck6 city6-1
1
3 0
1
0 22 30 56
1
end_operator
begin_operator
load-truck package7 truck6 city6-2
1
3 1
1
0 22 31 56
1
end_operator
begin_operator
load-truck package7 truck6 city6-3
1
3 2
1
0 22 32 56
1
end_operator
begin_operator
load-truck package7 truck7 city7-1
1
2 0
1
0 22 33 57
1
end_operator
begin_operator
load-truck package7 truck7 city7-2
1
2 1
1
0 22 34 57
1
end_operator
begin_operator
load-truck package7 truck7 city7-3
1
2 2
1
0 22 35 57
1
end_operator
begin_operator
load-truck package7 truck8 city8-1
1
1 0
1
0 22 36 58
1
end_operator
begin_operator
load-truck package7 truck8 city8-2
1
1 1
1
0 22 37 58
1
end_operator
begin_operator
load-truck package7 truck8 city8-3
1
1 2
1
0 22 38 58
1
end_operator
begin_operator
load-truck package7 truck9 city9-1
1
0 0
1
0 22 39 59
1
end_operator
begin_operator
load-truck package7 truck9 city9-2
1
0 1
1
0 22 40 59
1
end_operator
begin_operator
load-truck package7 truck9 city9-3
1
0 2
1
0 22 41 59
1
end_operator
begin_operator
load-truck package8 truck1 city1-1
1
13 0
1
0 23 0 46
1
end_operator
begin_operator
load-truck package8 truck1 city1-2
1
13 1
1
0 23 1 46
1
end_operator
begin_operator
load-truck package8 truck1 city1-3
1
13 2
1
0 23 2 46
1
end_operator
begin_operator
load-truck package8 truck10 city10-1
1
12 0
1
0 23 3 47
1
end_operator
begin_operator
load-truck package8 truck10 city10-2
1
12 1
1
0 23 4 47
1
end_operator
begin_operator
load-truck package8 truck10 city10-3
1
12 2
1
0 23 5 47
1
end_operator
begin_operator
load-truck package8 truck11 city11-1
1
11 0
1
0 23 6 48
1
end_operator
begin_operator
load-truck package8 truck11 city11-2
1
11 1
1
0 23 7 48
1
end_operator
begin_operator
load-truck package8 truck11 city11-3
1
11 2
1
0 23 8 48
1
end_operator
begin_operator
load-truck package8 truck12 city12-1
1
10 0
1
0 23 9 49
1
end_operator
begin_operator
load-truck package8 truck12 city12-2
1
10 1
1
0 23 10 49
1
end_operator
begin_operator
load-truck package8 truck12 city12-3
1
10 2
1
0 23 11 49
1
end_operator
begin_operator
load-truck package8 truck13 city13-1
1
9 0
1
0 23 12 50
1
end_operator
begin_operator
load-truck package8 truck13 city13-2
1
9 1
1
0 23 13 50
1
end_operator
begin_operator
load-truck package8 truck13 city13-3
1
9 2
1
0 23 14 50
1
end_operator
begin_operator
load-truck package8 truck14 city14-1
1
8 0
1
0 23 15 51
1
end_operator
begin_operator
load-truck package8 truck14 city14-2
1
8 1
1
0 23 16 51
1
end_operator
begin_operator
load-truck package8 truck14 city14-3
1
8 2
1
0 23 17 51
1
end_operator
begin_operator
load-truck package8 truck2 city2-1
1
7 0
1
0 23 18 52
1
end_operator
begin_operator
load-truck package8 truck2 city2-2
1
7 1
1
0 23 19 52
1
end_operator
begin_operator
load-truck package8 truck2 city2-3
1
7 2
1
0 23 20 52
1
end_operator
begin_operator
load-truck package8 truck3 city3-1
1
6 0
1
0 23 21 53
1
end_operator
begin_operator
load-truck package8 truck3 city3-2
1
6 1
1
0 23 22 53
1
end_operator
begin_operator
load-truck package8 truck3 city3-3
1
6 2
1
0 23 23 53
1
end_operator
begin_operator
load-truck package8 truck4 city4-1
1
5 0
1
0 23 24 54
1
end_operator
begin_operator
load-truck package8 truck4 city4-2
1
5 1
1
0 23 25 54
1
end_operator
begin_operator
load-truck package8 truck4 city4-3
1
5 2
1
0 23 26 54
1
end_operator
begin_operator
load-truck package8 truck5 city5-1
1
4 0
1
0 23 27 55
1
end_operator
begin_operator
load-truck package8 truck5 city5-2
1
4 1
1
0 23 28 55
1
end_operator
begin_operator
load-truck package8 truck5 city5-3
1
4 2
1
0 23 29 55
1
end_operator
begin_operator
load-truck package8 truck6 city6-1
1
3 0
1
0 23 30 56
1
end_operator
begin_operator
load-truck package8 truck6 city6-2
1
3 1
1
0 23 31 56
1
end_operator
begin_operator
load-truck package8 truck6 city6-3
1
3 2
1
0 23 32 56
1
end_operator
begin_operator
load-truck package8 truck7 city7-1
1
2 0
1
0 23 33 57
1
end_operator
begin_operator
load-truck package8 truck7 city7-2
1
2 1
1
0 23 34 57
1
end_operator
begin_operator
load-truck package8 truck7 city7-3
1
2 2
1
0 23 35 57
1
end_operator
begin_operator
load-truck package8 truck8 city8-1
1
1 0
1
0 23 36 58
1
end_operator
begin_operator
load-truck package8 truck8 city8-2
1
1 1
1
0 23 37 58
1
end_operator
begin_operator
load-truck package8 truck8 city8-3
1
1 2
1
0 23 38 58
1
end_operator
begin_operator
load-truck package8 truck9 city9-1
1
0 0
1
0 23 39 59
1
end_operator
begin_operator
load-truck package8 truck9 city9-2
1
0 1
1
0 23 40 59
1
end_operator
begin_operator
load-truck package8 truck9 city9-3
1
0 2
1
0 23 41 59
1
end_operator
begin_operator
load-truck package9 truck1 city1-1
1
13 0
1
0 24 0 46
1
end_operator
begin_operator
load-truck package9 truck1 city1-2
1
13 1
1
0 24 1 46
1
end_operator
begin_operator
load-truck package9 truck1 city1-3
1
13 2
1
0 24 2 46
1
end_operator
begin_operator
load-truck package9 truck10 city10-1
1
12 0
1
0 24 3 47
1
end_operator
begin_operator
load-truck package9 truck10 city10-2
1
12 1
1
0 24 4 47
1
end_operator
begin_operator
load-truck package9 truck10 city10-3
1
12 2
1
0 24 5 47
1
end_operator
begin_operator
load-truck package9 truck11 city11-1
1
11 0
1
0 24 6 48
1
end_operator
begin_operator
load-truck package9 truck11 city11-2
1
11 1
1
0 24 7 48
1
end_operator
begin_operator
load-truck package9 truck11 city11-3
1
11 2
1
0 24 8 48
1
end_operator
begin_operator
load-truck package9 truck12 city12-1
1
10 0
1
0 24 9 49
1
end_operator
begin_operator
load-truck package9 truck12 city12-2
1
10 1
1
0 24 10 49
1
end_operator
begin_operator
load-truck package9 truck12 city12-3
1
10 2
1
0 24 11 49
1
end_operator
begin_operator
load-truck package9 truck13 city13-1
1
9 0
1
0 24 12 50
1
end_operator
begin_operator
load-truck package9 truck13 city13-2
1
9 1
1
0 24 13 50
1
end_operator
begin_operator
load-truck package9 truck13 city13-3
1
9 2
1
0 24 14 50
1
end_operator
begin_operator
load-truck package9 truck14 city14-1
1
8 0
1
0 24 15 51
1
end_operator
begin_operator
load-truck package9 truck14 city14-2
1
8 1
1
0 24 16 51
1
end_operator
begin_operator
load-truck package9 truck14 city14-3
1
8 2
1
0 24 17 51
1
end_operator
begin_operator
load-truck package9 truck2 city2-1
1
7 0
1
0 24 18 52
1
end_operator
begin_operator
load-truck package9 truck2 city2-2
1
7 1
1
0 24 19 52
1
end_operator
begin_operator
load-truck package9 truck2 city2-3
1
7 2
1
0 24 20 52
1
end_operator
begin_operator
load-truck package9 truck3 city3-1
1
6 0
1
0 24 21 53
1
end_operator
begin_operator
load-truck package9 truck3 city3-2
1
6 1
1
0 24 22 53
1
end_operator
begin_operator
load-truck package9 truck3 city3-3
1
6 2
1
0 24 23 53
1
end_operator
begin_operator
load-truck package9 truck4 city4-1
1
5 0
1
0 24 24 54
1
end_operator
begin_operator
load-truck package9 truck4 city4-2
1
5 1
1
0 24 25 54
1
end_operator
begin_operator
load-truck package9 truck4 city4-3
1
5 2
1
0 24 26 54
1
end_operator
begin_operator
load-truck package9 truck5 city5-1
1
4 0
1
0 24 27 55
1
end_operator
begin_operator
load-truck package9 truck5 city5-2
1
4 1
1
0 24 28 55
1
end_operator
begin_operator
load-truck package9 truck5 city5-3
1
4 2
1
0 24 29 55
1
end_operator
begin_operator
load-truck package9 truck6 city6-1
1
3 0
1
0 24 30 56
1
end_operator
begin_operator
load-truck package9 truck6 city6-2
1
3 1
1
0 24 31 56
1
end_operator
begin_operator
load-truck package9 truck6 city6-3
1
3 2
1
0 24 32 56
1
end_operator
begin_operator
load-truck package9 truck7 city7-1
1
2 0
1
0 24 33 57
1
end_operator
begin_operator
load-truck package9 truck7 city7-2
1
2 1
1
0 24 34 57
1
end_operator
begin_operator
load-truck package9 truck7 city7-3
1
2 2
1
0 24 35 57
1
end_operator
begin_operator
load-truck package9 truck8 city8-1
1
1 0
1
0 24 36 58
1
end_operator
begin_operator
load-truck package9 truck8 city8-2
1
1 1
1
0 24 37 58
1
end_operator
begin_operator
load-truck package9 truck8 city8-3
1
1 2
1
0 24 38 58
1
end_operator
begin_operator
load-truck package9 truck9 city9-1
1
0 0
1
0 24 39 59
1
end_operator
begin_operator
load-truck package9 truck9 city9-2
1
0 1
1
0 24 40 59
1
end_operator
begin_operator
load-truck package9 truck9 city9-3
1
0 2
1
0 24 41 59
1
end_operator
begin_operator
unload-airplane package3 plane1 city1-3
1
17 0
1
0 18 42 2
1
end_operator
begin_operator
unload-airplane package3 plane1 city10-3
1
17 1
1
0 18 42 5
1
end_operator
begin_operator
unload-airplane package3 plane1 city11-3
1
17 2
1
0 18 42 8
1
end_operator
begin_operator
unload-airplane package3 plane1 city12-3
1
17 3
1
0 18 42 11
1
end_operator
begin_operator
unload-airplane package3 plane1 city13-3
1
17 4
1
0 18 42 14
1
end_operator
begin_operator
unload-airplane package3 plane1 city14-3
1
17 5
1
0 18 42 17
1
end_operator
begin_operator
unload-airplane package3 plane1 city2-3
1
17 6
1
0 18 42 20
1
end_operator
begin_operator
unload-airplane package3 plane1 city3-3
1
17 7
1
0 18 42 23
1
end_operator
begin_operator
unload-airplane package3 plane1 city4-3
1
17 8
1
0 18 42 26
1
end_operator
begin_operator
unload-airplane package3 plane1 city5-3
1
17 9
1
0 18 42 29
1
end_operator
begin_operator
unload-airplane package3 plane1 city6-3
1
17 10
1
0 18 42 32
1
end_operator
begin_operator
unload-airplane package3 plane1 city7-3
1
17 11
1
0 18 42 35
1
end_operator
begin_operator
unload-airplane package3 plane1 city8-3
1
17 12
1
0 18 42 38
1
end_operator
begin_operator
unload-airplane package3 plane1 city9-3
1
17 13
1
0 18 42 41
1
end_operator
begin_operator
unload-airplane package3 plane2 city1-3
1
16 0
1
0 18 43 2
1
end_operator
begin_operator
unload-airplane package3 plane2 city10-3
1
16 1
1
0 18 43 5
1
end_operator
begin_operator
unload-airplane package3 plane2 city11-3
1
16 2
1
0 18 43 8
1
end_operator
begin_operator
unload-airplane package3 plane2 city12-3
1
16 3
1
0 18 43 11
1
end_operator
begin_operator
unload-airplane package3 plane2 city13-3
1
16 4
1
0 18 43 14
1
end_operator
begin_operator
unload-airplane package3 plane2 city14-3
1
16 5
1
0 18 43 17
1
end_operator
begin_operator
unload-airplane package3 plane2 city2-3
1
16 6
1
0 18 43 20
1
end_operator
begin_operator
unload-airplane package3 plane2 city3-3
1
16 7
1
0 18 43 23
1
end_operator
begin_operator
unload-airplane package3 plane2 city4-3
1
16 8
1
0 18 43 26
1
end_operator
begin_operator
unload-airplane package3 plane2 city5-3
1
16 9
1
0 18 43 29
1
end_operator
begin_operator
unload-airplane package3 plane2 city6-3
1
16 10
1
0 18 43 32
1
end_operator
begin_operator
unload-airplane package3 plane2 city7-3
1
16 11
1
0 18 43 35
1
end_operator
begin_operator
unload-airplane package3 plane2 city8-3
1
16 12
1
0 18 43 38
1
end_operator
begin_operator
unload-airplane package3 plane2 city9-3
1
16 13
1
0 18 43 41
1
end_operator
begin_operator
unload-airplane package3 plane3 city1-3
1
15 0
1
0 18 44 2
1
end_operator
begin_operator
unload-airplane package3 plane3 city10-3
1
15 1
1
0 18 44 5
1
end_operator
begin_operator
unload-airplane package3 plane3 city11-3
1
15 2
1
0 18 44 8
1
end_operator
begin_operator
unload-airplane package3 plane3 city12-3
1
15 3
1
0 18 44 11
1
end_operator
begin_operator
unload-airplane package3 plane3 city13-3
1
15 4
1
0 18 44 14
1
end_operator
begin_operator
unload-airplane package3 plane3 city14-3
1
15 5
1
0 18 44 17
1
end_operator
begin_operator
unload-airplane package3 plane3 city2-3
1
15 6
1
0 18 44 20
1
end_operator
begin_operator
unload-airplane package3 plane3 city3-3
1
15 7
1
0 18 44 23
1
end_operator
begin_operator
unload-airplane package3 plane3 city4-3
1
15 8
1
0 18 44 26
1
end_operator
begin_operator
unload-airplane package3 plane3 city5-3
1
15 9
1
0 18 44 29
1
end_operator
begin_operator
unload-airplane package3 plane3 city6-3
1
15 10
1
0 18 44 32
1
end_operator
begin_operator
unload-airplane package3 plane3 city7-3
1
15 11
1
0 18 44 35
1
end_operator
begin_operator
unload-airplane package3 plane3 city8-3
1
15 12
1
0 18 44 38
1
end_operator
begin_operator
unload-airplane package3 plane3 city9-3
1
15 13
1
0 18 44 41
1
end_operator
begin_operator
unload-airplane package3 plane4 city1-3
1
14 0
1
0 18 45 2
1
end_operator
begin_operator
unload-airplane package3 plane4 city10-3
1
14 1
1
0 18 45 5
1
end_operator
begin_operator
unload-airplane package3 plane4 city11-3
1
14 2
1
0 18 45 8
1
end_operator
begin_operator
unload-airplane package3 plane4 city12-3
1
14 3
1
0 18 45 11
1
end_operator
begin_operator
unload-airplane package3 plane4 city13-3
1
14 4
1
0 18 45 14
1
end_operator
begin_operator
unload-airplane package3 plane4 city14-3
1
14 5
1
0 18 45 17
1
end_operator
begin_operator
unload-airplane package3 plane4 city2-3
1
14 6
1
0 18 45 20
1
end_operator
begin_operator
unload-airplane package3 plane4 city3-3
1
14 7
1
0 18 45 23
1
end_operator
begin_operator
unload-airplane package3 plane4 city4-3
1
14 8
1
0 18 45 26
1
end_operator
begin_operator
unload-airplane package3 plane4 city5-3
1
14 9
1
0 18 45 29
1
end_operator
begin_operator
unload-airplane package3 plane4 city6-3
1
14 10
1
0 18 45 32
1
end_operator
begin_operator
unload-airplane package3 plane4 city7-3
1
14 11
1
0 18 45 35
1
end_operator
begin_operator
unload-airplane package3 plane4 city8-3
1
14 12
1
0 18 45 38
1
end_operator
begin_operator
unload-airplane package3 plane4 city9-3
1
14 13
1
0 18 45 41
1
end_operator
begin_operator
unload-airplane package4 plane1 city1-3
1
17 0
1
0 19 42 2
1
end_operator
begin_operator
unload-airplane package4 plane1 city10-3
1
17 1
1
0 19 42 5
1
end_operator
begin_operator
unload-airplane package4 plane1 city11-3
1
17 2
1
0 19 42 8
1
end_operator
begin_operator
unload-airplane package4 plane1 city12-3
1
17 3
1
0 19 42 11
1
end_operator
begin_operator
unload-airplane package4 plane1 city13-3
1
17 4
1
0 19 42 14
1
end_operator
begin_operator
unload-airplane package4 plane1 city14-3
1
17 5
1
0 19 42 17
1
end_operator
begin_operator
unload-airplane package4 plane1 city2-3
1
17 6
1
0 19 42 20
1
end_operator
begin_operator
unload-airplane package4 plane1 city3-3
1
17 7
1
0 19 42 23
1
end_operator
begin_operator
unload-airplane package4 plane1 city4-3
1
17 8
1
0 19 42 26
1
end_operator
begin_operator
unload-airplane package4 plane1 city5-3
1
17 9
1
0 19 42 29
1
end_operator
begin_operator
unload-airplane package4 plane1 city6-3
1
17 10
1
0 19 42 32
1
end_operator
begin_operator
unload-airplane package4 plane1 city7-3
1
17 11
1
0 19 42 35
1
end_operator
begin_operator
unload-airplane package4 plane1 city8-3
1
17 12
1
0 19 42 38
1
end_operator
begin_operator
unload-airplane package4 plane1 city9-3
1
17 13
1
0 19 42 41
1
end_operator
begin_operator
unload-airplane package4 plane2 city1-3
1
16 0
1
0 19 43 2
1
end_operator
begin_operator
unload-airplane package4 plane2 city10-3
1
16 1
1
0 19 43 5
1
end_operator
begin_operator
unload-airplane package4 plane2 city11-3
1
16 2
1
0 19 43 8
1
end_operator
begin_operator
unload-airplane package4 plane2 city12-3
1
16 3
1
0 19 43 11
1
end_operator
begin_operator
unload-airplane package4 plane2 city13-3
1
16 4
1
0 19 43 14
1
end_operator
begin_operator
unload-airplane package4 plane2 city14-3
1
16 5
1
0 19 43 17
1
end_operator
begin_operator
unload-airplane package4 plane2 city2-3
1
16 6
1
0 19 43 20
1
end_operator
begin_operator
unload-airplane package4 plane2 city3-3
1
16 7
1
0 19 43 23
1
end_operator
begin_operator
unload-airplane package4 plane2 city4-3
1
16 8
1
0 19 43 26
1
end_operator
begin_operator
unload-airplane package4 plane2 city5-3
1
16 9
1
0 19 43 29
1
end_operator
begin_operator
unload-airplane package4 plane2 city6-3
1
16 10
1
0 19 43 32
1
end_operator
begin_operator
unload-airplane package4 plane2 city7-3
1
16 11
1
0 19 43 35
1
end_operator
begin_operator
unload-airplane package4 plane2 city8-3
1
16 12
1
0 19 43 38
1
end_operator
begin_operator
unload-airplane package4 plane2 city9-3
1
16 13
1
0 19 43 41
1
end_operator
begin_operator
unload-airplane package4 plane3 city1-3
1
15 0
1
0 19 44 2
1
end_operator
begin_operator
unload-airplane package4 plane3 city10-3
1
15 1
1
0 19 44 5
1
end_operator
begin_operator
unload-airplane package4 plane3 city11-3
1
15 2
1
0 19 44 8
1
end_operator
begin_operator
unload-airplane package4 plane3 city12-3
1
15 3
1
0 19 44 11
1
end_operator
begin_operator
unload-airplane package4 plane3 city13-3
1
15 4
1
0 19 44 14
1
end_operator
begin_operator
unload-airplane package4 plane3 city14-3
1
15 5
1
0 19 44 17
1
end_operator
begin_operator
unload-airplane package4 plane3 city2-3
1
15 6
1
0 19 44 20
1
end_operator
begin_operator
unload-airplane package4 plane3 city3-3
1
15 7
1
0 19 44 23
1
end_operator
begin_operator
unload-airplane package4 plane3 city4-3
1
15 8
1
0 19 44 26
1
end_operator
begin_operator
unload-airplane package4 plane3 city5-3
1
15 9
1
0 19 44 29
1
end_operator
begin_operator
unload-airplane package4 plane3 city6-3
1
15 10
1
0 19 44 32
1
end_operator
begin_operator
unload-airplane package4 plane3 city7-3
1
15 11
1
0 19 44 35
1
end_operator
begin_operator
unload-airplane package4 plane3 city8-3
1
15 12
1
0 19 44 38
1
end_operator
begin_operator
unload-airplane package4 plane3 city9-3
1
15 13
1
0 19 44 41
1
end_operator
begin_operator
unload-airplane package4 plane4 city1-3
1
14 0
1
0 19 45 2
1
end_operator
begin_operator
unload-airplane package4 plane4 city10-3
1
14 1
1
0 19 45 5
1
end_operator
begin_operator
unload-airplane package4 plane4 city11-3
1
14 2
1
0 19 45 8
1
end_operator
begin_operator
unload-airplane package4 plane4 city12-3
1
14 3
1
0 19 45 11
1
end_operator
begin_operator
unload-airplane package4 plane4 city13-3
1
14 4
1
0 19 45 14
1
end_operator
begin_operator
unload-airplane package4 plane4 city14-3
1
14 5
1
0 19 45 17
1
end_operator
begin_operator
unload-airplane package4 plane4 city2-3
1
14 6
1
0 19 45 20
1
end_operator
begin_operator
unload-airplane package4 plane4 city3-3
1
14 7
1
0 19 45 23
1
end_operator
begin_operator
unload-airplane package4 plane4 city4-3
1
14 8
1
0 19 45 26
1
end_operator
begin_operator
unload-airplane package4 plane4 city5-3
1
14 9
1
0 19 45 29
1
end_operator
begin_operator
unload-airplane package4 plane4 city6-3
1
14 10
1
0 19 45 32
1
end_operator
begin_operator
unload-airplane package4 plane4 city7-3
1
14 11
1
0 19 45 35
1
end_operator
begin_operator
unload-airplane package4 plane4 city8-3
1
14 12
1
0 19 45 38
1
end_operator
begin_operator
unload-airplane package4 plane4 city9-3
1
14 13
1
0 19 45 41
1
end_operator
begin_operator
unload-airplane package5 plane1 city1-3
1
17 0
1
0 20 42 2
1
end_operator
begin_operator
unload-airplane package5 plane1 city10-3
1
17 1
1
0 20 42 5
1
end_operator
begin_operator
unload-airplane package5 plane1 city11-3
1
17 2
1
0 20 42 8
1
end_operator
begin_operator
unload-airplane package5 plane1 city12-3
1
17 3
1
0 20 42 11
1
end_operator
begin_operator
unload-airplane package5 plane1 city13-3
1
17 4
1
0 20 42 14
1
end_operator
begin_operator
unload-airplane package5 plane1 city14-3
1
17 5
1
0 20 42 17
1
end_operator
begin_operator
unload-airplane package5 plane1 city2-3
1
17 6
1
0 20 42 20
1
end_operator
begin_operator
unload-airplane package5 plane1 city3-3
1
17 7
1
0 20 42 23
1
end_operator
begin_operator
unload-airplane package5 plane1 city4-3
1
17 8
1
0 20 42 26
1
end_operator
begin_operator
unload-airplane package5 plane1 city5-3
1
17 9
1
0 20 42 29
1
end_operator
begin_operator
unload-airplane package5 plane1 city6-3
1
17 10
1
0 20 42 32
1
end_operator
begin_operator
unload-airplane package5 plane1 city7-3
1
17 11
1
0 20 42 35
1
end_operator
begin_operator
unload-airplane package5 plane1 city8-3
1
17 12
1
0 20 42 38
1
end_operator
begin_operator
unload-airplane package5 plane1 city9-3
1
17 13
1
0 20 42 41
1
end_operator
begin_operator
unload-airplane package5 plane2 city1-3
1
16 0
1
0 20 43 2
1
end_operator
begin_operator
unload-airplane package5 plane2 city10-3
1
16 1
1
0 20 43 5
1
end_operator
begin_operator
unload-airplane package5 plane2 city11-3
1
16 2
1
0 20 43 8
1
end_operator
begin_operator
unload-airplane package5 plane2 city12-3
1
16 3
1
0 20 43 11
1
end_operator
begin_operator
unload-airplane package5 plane2 city13-3
1
16 4
1
0 20 43 14
1
end_operator
begin_operator
unload-airplane package5 plane2 city14-3
1
16 5
1
0 20 43 17
1
end_operator
begin_operator
unload-airplane package5 plane2 city2-3
1
16 6
1
0 20 43 20
1
end_operator
begin_operator
unload-airplane package5 plane2 city3-3
1
16 7
1
0 20 43 23
1
end_operator
begin_operator
unload-airplane package5 plane2 city4-3
1
16 8
1
0 20 43 26
1
end_operator
begin_operator
unload-airplane package5 plane2 city5-3
1
16 9
1
0 20 43 29
1
end_operator
begin_operator
unload-airplane package5 plane2 city6-3
1
16 10
1
0 20 43 32
1
end_operator
begin_operator
unload-airplane package5 plane2 city7-3
1
16 11
1
0 20 43 35
1
end_operator
begin_operator
unload-airplane package5 plane2 city8-3
1
16 12
1
0 20 43 38
1
end_operator
begin_operator
unload-airplane package5 plane2 city9-3
1
16 13
1
0 20 43 41
1
end_operator
begin_operator
unload-airplane package5 plane3 city1-3
1
15 0
1
0 20 44 2
1
end_operator
begin_operator
unload-airplane package5 plane3 city10-3
1
15 1
1
0 20 44 5
1
end_operator
begin_operator
unload-airplane package5 plane3 city11-3
1
15 2
1
0 20 44 8
1
end_operator
begin_operator
unload-airplane package5 plane3 city12-3
1
15 3
1
0 20 44 11
1
end_operator
begin_operator
unload-airplane package5 plane3 city13-3
1
15 4
1
0 20 44 14
1
end_operator
begin_operator
unload-airplane package5 plane3 city14-3
1
15 5
1
0 20 44 17
1
end_operator
begin_operator
unload-airplane package5 plane3 city2-3
1
15 6
1
0 20 44 20
1
end_operator
begin_operator
unload-airplane package5 plane3 city3-3
1
15 7
1
0 20 44 23
1
end_operator
begin_operator
unload-airplane package5 plane3 city4-3
1
15 8
1
0 20 44 26
1
end_operator
begin_operator
unload-airplane package5 plane3 city5-3
1
15 9
1
0 20 44 29
1
end_operator
begin_operator
unload-airplane package5 plane3 city6-3
1
15 10
1
0 20 44 32
1
end_operator
begin_operator
unload-airplane package5 plane3 city7-3
1
15 11
1
0 20 44 35
1
end_operator
begin_operator
unload-airplane package5 plane3 city8-3
1
15 12
1
0 20 44 38
1
end_operator
begin_operator
unload-airplane package5 plane3 city9-3
1
15 13
1
0 20 44 41
1
end_operator
begin_operator
unload-airplane package5 plane4 city1-3
1
14 0
1
0 20 45 2
1
end_operator
begin_operator
unload-airplane package5 plane4 city10-3
1
14 1
1
0 20 45 5
1
end_operator
begin_operator
unload-airplane package5 plane4 city11-3
1
14 2
1
0 20 45 8
1
end_operator
begin_operator
unload-airplane package5 plane4 city12-3
1
14 3
1
0 20 45 11
1
end_operator
begin_operator
unload-airplane package5 plane4 city13-3
1
14 4
1
0 20 45 14
1
end_operator
begin_operator
unload-airplane package5 plane4 city14-3
1
14 5
1
0 20 45 17
1
end_operator
begin_operator
unload-airplane package5 plane4 city2-3
1
14 6
1
0 20 45 20
1
end_operator
begin_operator
unload-airplane package5 plane4 city3-3
1
14 7
1
0 20 45 23
1
end_operator
begin_operator
unload-airplane package5 plane4 city4-3
1
14 8
1
0 20 45 26
1
end_operator
begin_operator
unload-airplane package5 plane4 city5-3
1
14 9
1
0 20 45 29
1
end_operator
begin_operator
unload-airplane package5 plane4 city6-3
1
14 10
1
0 20 45 32
1
end_operator
begin_operator
unload-airplane package5 plane4 city7-3
1
14 11
1
0 20 45 35
1
end_operator
begin_operator
unload-airplane package5 plane4 city8-3
1
14 12
1
0 20 45 38
1
end_operator
begin_operator
unload-airplane package5 plane4 city9-3
1
14 13
1
0 20 45 41
1
end_operator
begin_operator
unload-airplane package6 plane1 city1-3
1
17 0
1
0 21 42 2
1
end_operator
begin_operator
unload-airplane package6 plane1 city10-3
1
17 1
1
0 21 42 5
1
end_operator
begin_operator
unload-airplane package6 plane1 city11-3
1
17 2
1
0 21 42 8
1
end_operator
begin_operator
unload-airplane package6 plane1 city12-3
1
17 3
1
0 21 42 11
1
end_operator
begin_operator
unload-airplane package6 plane1 city13-3
1
17 4
1
0 21 42 14
1
end_operator
begin_operator
unload-airplane package6 plane1 city14-3
1
17 5
1
0 21 42 17
1
end_operator
begin_operator
unload-airplane package6 plane1 city2-3
1
17 6
1
0 21 42 20
1
end_operator
begin_operator
unload-airplane package6 plane1 city3-3
1
17 7
1
0 21 42 23
1
end_operator
begin_operator
unload-airplane package6 plane1 city4-3
1
17 8
1
0 21 42 26
1
end_operator
begin_operator
unload-airplane package6 plane1 city5-3
1
17 9
1
0 21 42 29
1
end_operator
begin_operator
unload-airplane package6 plane1 city6-3
1
17 10
1
0 21 42 32
1
end_operator
begin_operator
unload-airplane package6 plane1 city7-3
1
17 11
1
0 21 42 35
1
end_operator
begin_operator
unload-airplane package6 plane1 city8-3
1
17 12
1
0 21 42 38
1
end_operator
begin_operator
unload-airplane package6 plane1 city9-3
1
17 13
1
0 21 42 41
1
end_operator
begin_operator
unload-airplane package6 plane2 city1-3
1
16 0
1
0 21 43 2
1
end_operator
begin_operator
unload-airplane package6 plane2 city10-3
1
16 1
1
0 21 43 5
1
end_operator
begin_operator
unload-airplane package6 plane2 city11-3
1
16 2
1
0 21 43 8
1
end_operator
begin_operator
unload-airplane package6 plane2 city12-3
1
16 3
1
0 21 43 11
1
end_operator
begin_operator
unload-airplane package6 plane2 city13-3
1
16 4
1
0 21 43 14
1
end_operator
begin_operator
unload-airplane package6 plane2 city14-3
1
16 5
1
0 21 43 17
1
end_operator
begin_operator
unload-airplane package6 plane2 city2-3
1
16 6
1
0 21 43 20
1
end_operator
begin_operator
unload-airplane package6 plane2 city3-3
1
16 7
1
0 21 43 23
1
end_operator
begin_operator
unload-airplane package6 plane2 city4-3
1
16 8
1
0 21 43 26
1
end_operator
begin_operator
unload-airplane package6 plane2 city5-3
1
16 9
1
0 21 43 29
1
end_operator
begin_operator
unload-airplane package6 plane2 city6-3
1
16 10
1
0 21 43 32
1
end_operator
begin_operator
unload-airplane package6 plane2 city7-3
1
16 11
1
0 21 43 35
1
end_operator
begin_operator
unload-airplane package6 plane2 city8-3
1
16 12
1
0 21 43 38
1
end_operator
begin_operator
unload-airplane package6 plane2 city9-3
1
16 13
1
0 21 43 41
1
end_operator
begin_operator
unload-airplane package6 plane3 city1-3
1
15 0
1
0 21 44 2
1
end_operator
begin_operator
unload-airplane package6 plane3 city10-3
1
15 1
1
0 21 44 5
1
end_operator
begin_operator
unload-airplane package6 plane3 city11-3
1
15 2
1
0 21 44 8
1
end_operator
begin_operator
unload-airplane package6 plane3 city12-3
1
15 3
1
0 21 44 11
1
end_operator
begin_operator
unload-airplane package6 plane3 city13-3
1
15 4
1
0 21 44 14
1
end_operator
begin_operator
unload-airplane package6 plane3 city14-3
1
15 5
1
0 21 44 17
1
end_operator
begin_operator
unload-airplane package6 plane3 city2-3
1
15 6
1
0 21 44 20
1
end_operator
begin_operator
unload-airplane package6 plane3 city3-3
1
15 7
1
0 21 44 23
1
end_operator
begin_operator
unload-airplane package6 plane3 city4-3
1
15 8
1
0 21 44 26
1
end_operator
begin_operator
unload-airplane package6 plane3 city5-3
1
15 9
1
0 21 44 29
1
end_operator
begin_operator
unload-airplane package6 plane3 city6-3
1
15 10
1
0 21 44 32
1
end_operator
begin_operator
unload-airplane package6 plane3 city7-3
1
15 11
1
0 21 44 35
1
end_operator
begin_operator
unload-airplane package6 plane3 city8-3
1
15 12
1
0 21 44 38
1
end_operator
begin_operator
unload-airplane package6 plane3 city9-3
1
15 13
1
0 21 44 41
1
end_operator
begin_operator
unload-airplane package6 plane4 city1-3
1
14 0
1
0 21 45 2
1
end_operator
begin_operator
unload-airplane package6 plane4 city10-3
1
14 1
1
0 21 45 5
1
end_operator
begin_operator
unload-airplane package6 plane4 city11-3
1
14 2
1
0 21 45 8
1
end_operator
begin_operator
unload-airplane package6 plane4 city12-3
1
14 3
1
0 21 45 11
1
end_operator
begin_operator
unload-airplane package6 plane4 city13-3
1
14 4
1
0 21 45 14
1
end_operator
begin_operator
unload-airplane package6 plane4 city14-3
1
14 5
1
0 21 45 17
1
end_operator
begin_operator
unload-airplane package6 plane4 city2-3
1
14 6
1
0 21 45 20
1
end_operator
begin_operator
unload-airplane package6 plane4 city3-3
1
14 7
1
0 21 45 23
1
end_operator
begin_operator
unload-airplane package6 plane4 city4-3
1
14 8
1
0 21 45 26
1
end_operator
begin_operator
unload-airplane package6 plane4 city5-3
1
14 9
1
0 21 45 29
1
end_operator
begin_operator
unload-airplane package6 plane4 city6-3
1
14 10
1
0 21 45 32
1
end_operator
begin_operator
unload-airplane package6 plane4 city7-3
1
14 11
1
0 21 45 35
1
end_operator
begin_operator
unload-airplane package6 plane4 city8-3
1
14 12
1
0 21 45 38
1
end_operator
begin_operator
unload-airplane package6 plane4 city9-3
1
14 13
1
0 21 45 41
1
end_operator
begin_operator
unload-airplane package7 plane1 city1-3
1
17 0
1
0 22 42 2
1
end_operator
begin_operator
unload-airplane package7 plane1 city10-3
1
17 1
1
0 22 42 5
1
end_operator
begin_operator
unload-airplane package7 plane1 city11-3
1
17 2
1
0 22 42 8
1
end_operator
begin_operator
unload-airplane package7 plane1 city12-3
1
17 3
1
0 22 42 11
1
end_operator
begin_operator
unload-airplane package7 plane1 city13-3
1
17 4
1
0 22 42 14
1
end_operator
begin_operator
unload-airplane package7 plane1 city14-3
1
17 5
1
0 22 42 17
1
end_operator
begin_operator
unload-airplane package7 plane1 city2-3
1
17 6
1
0 22 42 20
1
end_operator
begin_operator
unload-airplane package7 plane1 city3-3
1
17 7
1
0 22 42 23
1
end_operator
begin_operator
unload-airplane package7 plane1 city4-3
1
17 8
1
0 22 42 26
1
end_operator
begin_operator
unload-airplane package7 plane1 city5-3
1
17 9
1
0 22 42 29
1
end_operator
begin_operator
unload-airplane package7 plane1 city6-3
1
17 10
1
0 22 42 32
1
end_operator
begin_operator
unload-airplane package7 plane1 city7-3
1
17 11
1
0 22 42 35
1
end_operator
begin_operator
unload-airplane package7 plane1 city8-3
1
17 12
1
0 22 42 38
1
end_operator
begin_operator
unload-airplane package7 plane1 city9-3
1
17 13
1
0 22 42 41
1
end_operator
begin_operator
unload-airplane package7 plane2 city1-3
1
16 0
1
0 22 43 2
1
end_operator
begin_operator
unload-airplane package7 plane2 city10-3
1
16 1
1
0 22 43 5
1
end_operator
begin_operator
unload-airplane package7 plane2 city11-3
1
16 2
1
0 22 43 8
1
end_operator
begin_operator
unload-airplane package7 plane2 city12-3
1
16 3
1
0 22 43 11
1
end_operator
begin_operator
unload-airplane package7 plane2 city13-3
1
16 4
1
0 22 43 14
1
end_operator
begin_operator
unload-airplane package7 plane2 city14-3
1
16 5
1
0 22 43 17
1
end_operator
begin_operator
unload-airplane package7 plane2 city2-3
1
16 6
1
0 22 43 20
1
end_operator
begin_operator
unload-airplane package7 plane2 city3-3
1
16 7
1
0 22 43 23
1
end_operator
begin_operator
unload-airplane package7 plane2 city4-3
1
16 8
1
0 22 43 26
1
end_operator
begin_operator
unload-airplane package7 plane2 city5-3
1
16 9
1
0 22 43 29
1
end_operator
begin_operator
unload-airplane package7 plane2 city6-3
1
16 10
1
0 22 43 32
1
end_operator
begin_operator
unload-airplane package7 plane2 city7-3
1
16 11
1
0 22 43 35
1
end_operator
begin_operator
unload-airplane package7 plane2 city8-3
1
16 12
1
0 22 43 38
1
end_operator
begin_operator
unload-airplane package7 plane2 city9-3
1
16 13
1
0 22 43 41
1
end_operator
begin_operator
unload-airplane package7 plane3 city1-3
1
15 0
1
0 22 44 2
1
end_operator
begin_operator
unload-airplane package7 plane3 city10-3
1
15 1
1
0 22 44 5
1
end_operator
begin_operator
unload-airplane package7 plane3 city11-3
1
15 2
1
0 22 44 8
1
end_operator
begin_operator
unload-airplane package7 plane3 city12-3
1
15 3
1
0 22 44 11
1
end_operator
begin_operator
unload-airplane package7 plane3 city13-3
1
15 4
1
0 22 44 14
1
end_operator
begin_operator
unload-airplane package7 plane3 city14-3
1
15 5
1
0 22 44 17
1
end_operator
begin_operator
unload-airplane package7 plane3 city2-3
1
15 6
1
0 22 44 20
1
end_operator
begin_operator
unload-airplane package7 plane3 city3-3
1
15 7
1
0 22 44 23
1
end_operator
begin_operator
unload-airplane package7 plane3 city4-3
1
15 8
1
0 22 44 26
1
end_operator
begin_operator
unload-airplane package7 plane3 city5-3
1
15 9
1
0 22 44 29
1
end_operator
begin_operator
unload-airplane package7 plane3 city6-3
1
15 10
1
0 22 44 32
1
end_operator
begin_operator
unload-airplane package7 plane3 city7-3
1
15 11
1
0 22 44 35
1
end_operator
begin_operator
unload-airplane package7 plane3 city8-3
1
15 12
1
0 22 44 38
1
end_operator
begin_operator
unload-airplane package7 plane3 city9-3
1
15 13
1
0 22 44 41
1
end_operator
begin_operator
unload-airplane package7 plane4 city1-3
1
14 0
1
0 22 45 2
1
end_operator
begin_operator
unload-airplane package7 plane4 city10-3
1
14 1
1
0 22 45 5
1
end_operator
begin_operator
unload-airplane package7 plane4 city11-3
1
14 2
1
0 22 45 8
1
end_operator
begin_operator
unload-airplane package7 plane4 city12-3
1
14 3
1
0 22 45 11
1
end_operator
begin_operator
unload-airplane package7 plane4 city13-3
1
14 4
1
0 22 45 14
1
end_operator
begin_operator
unload-airplane package7 plane4 city14-3
1
14 5
1
0 22 45 17
1
end_operator
begin_operator
unload-airplane package7 plane4 city2-3
1
14 6
1
0 22 45 20
1
end_operator
begin_operator
unload-airplane package7 plane4 city3-3
1
14 7
1
0 22 45 23
1
end_operator
begin_operator
unload-airplane package7 plane4 city4-3
1
14 8
1
0 22 45 26
1
end_operator
begin_operator
unload-airplane package7 plane4 city5-3
1
14 9
1
0 22 45 29
1
end_operator
begin_operator
unload-airplane package7 plane4 city6-3
1
14 10
1
0 22 45 32
1
end_operator
begin_operator
unload-airplane package7 plane4 city7-3
1
14 11
1
0 22 45 35
1
end_operator
begin_operator
unload-airplane package7 plane4 city8-3
1
14 12
1
0 22 45 38
1
end_operator
begin_operator
unload-airplane package7 plane4 city9-3
1
14 13
1
0 22 45 41
1
end_operator
begin_operator
unload-airplane package8 plane1 city1-3
1
17 0
1
0 23 42 2
1
end_operator
begin_operator
unload-airplane package8 plane1 city10-3
1
17 1
1
0 23 42 5
1
end_operator
begin_operator
unload-airplane package8 plane1 city11-3
1
17 2
1
0 23 42 8
1
end_operator
begin_operator
unload-airplane package8 plane1 city12-3
1
17 3
1
0 23 42 11
1
end_operator
begin_operator
unload-airplane package8 plane1 city13-3
1
17 4
1
0 23 42 14
1
end_operator
begin_operator
unload-airplane package8 plane1 city14-3
1
17 5
1
0 23 42 17
1
end_operator
begin_operator
unload-airplane package8 plane1 city2-3
1
17 6
1
0 23 42 20
1
end_operator
begin_operator
unload-airplane package8 plane1 city3-3
1
17 7
1
0 23 42 23
1
end_operator
begin_operator
unload-airplane package8 plane1 city4-3
1
17 8
1
0 23 42 26
1
end_operator
begin_operator
unload-airplane package8 plane1 city5-3
1
17 9
1
0 23 42 29
1
end_operator
begin_operator
unload-airplane package8 plane1 city6-3
1
17 10
1
0 23 42 32
1
end_operator
begin_operator
unload-airplane package8 plane1 city7-3
1
17 11
1
0 23 42 35
1
end_operator
begin_operator
unload-airplane package8 plane1 city8-3
1
17 12
1
0 23 42 38
1
end_operator
begin_operator
unload-airplane package8 plane1 city9-3
1
17 13
1
0 23 42 41
1
end_operator
begin_operator
unload-airplane package8 plane2 city1-3
1
16 0
1
0 23 43 2
1
end_operator
begin_operator
unload-airplane package8 plane2 city10-3
1
16 1
1
0 23 43 5
1
end_operator
begin_operator
unload-airplane package8 plane2 city11-3
1
16 2
1
0 23 43 8
1
end_operator
begin_operator
unload-airplane package8 plane2 city12-3
1
16 3
1
0 23 43 11
1
end_operator
begin_operator
unload-airplane package8 plane2 city13-3
1
16 4
1
0 23 43 14
1
end_operator
begin_operator
unload-airplane package8 plane2 city14-3
1
16 5
1
0 23 43 17
1
end_operator
begin_operator
unload-airplane package8 plane2 city2-3
1
16 6
1
0 23 43 20
1
end_operator
begin_operator
unload-airplane package8 plane2 city3-3
1
16 7
1
0 23 43 23
1
end_operator
begin_operator
unload-airplane package8 plane2 city4-3
1
16 8
1
0 23 43 26
1
end_operator
begin_operator
unload-airplane package8 plane2 city5-3
1
16 9
1
0 23 43 29
1
end_operator
begin_operator
unload-airplane package8 plane2 city6-3
1
16 10
1
0 23 43 32
1
end_operator
begin_operator
unload-airplane package8 plane2 city7-3
1
16 11
1
0 23 43 35
1
end_operator
begin_operator
unload-airplane package8 plane2 city8-3
1
16 12
1
0 23 43 38
1
end_operator
begin_operator
unload-airplane package8 plane2 city9-3
1
16 13
1
0 23 43 41
1
end_operator
begin_operator
unload-airplane package8 plane3 city1-3
1
15 0
1
0 23 44 2
1
end_operator
begin_operator
unload-airplane package8 plane3 city10-3
1
15 1
1
0 23 44 5
1
end_operator
begin_operator
unload-airplane package8 plane3 city11-3
1
15 2
1
0 23 44 8
1
end_operator
begin_operator
unload-airplane package8 plane3 city12-3
1
15 3
1
0 23 44 11
1
end_operator
begin_operator
unload-airplane package8 plane3 city13-3
1
15 4
1
0 23 44 14
1
end_operator
begin_operator
unload-airplane package8 plane3 city14-3
1
15 5
1
0 23 44 17
1
end_operator
begin_operator
unload-airplane package8 plane3 city2-3
1
15 6
1
0 23 44 20
1
end_operator
begin_operator
unload-airplane package8 plane3 city3-3
1
15 7
1
0 23 44 23
1
end_operator
begin_operator
unload-airplane package8 plane3 city4-3
1
15 8
1
0 23 44 26
1
end_operator
begin_operator
unload-airplane package8 plane3 city5-3
1
15 9
1
0 23 44 29
1
end_operator
begin_operator
unload-airplane package8 plane3 city6-3
1
15 10
1
0 23 44 32
1
end_operator
begin_operator
unload-airplane package8 plane3 city7-3
1
15 11
1
0 23 44 35
1
end_operator
begin_operator
unload-airplane package8 plane3 city8-3
1
15 12
1
0 23 44 38
1
end_operator
begin_operator
unload-airplane package8 plane3 city9-3
1
15 13
1
0 23 44 41
1
end_operator
begin_operator
unload-airplane package8 plane4 city1-3
1
14 0
1
0 23 45 2
1
end_operator
begin_operator
unload-airplane package8 plane4 city10-3
1
14 1
1
0 23 45 5
1
end_operator
begin_operator
unload-airplane package8 plane4 city11-3
1
14 2
1
0 23 45 8
1
end_operator
begin_operator
unload-airplane package8 plane4 city12-3
1
14 3
1
0 23 45 11
1
end_operator
begin_operator
unload-airplane package8 plane4 city13-3
1
14 4
1
0 23 45 14
1
end_operator
begin_operator
unload-airplane package8 plane4 city14-3
1
14 5
1
0 23 45 17
1
end_operator
begin_operator
unload-airplane package8 plane4 city2-3
1
14 6
1
0 23 45 20
1
end_operator
begin_operator
unload-airplane package8 plane4 city3-3
1
14 7
1
0 23 45 23
1
end_operator
begin_operator
unload-airplane package8 plane4 city4-3
1
14 8
1
0 23 45 26
1
end_operator
begin_operator
unload-airplane package8 plane4 city5-3
1
14 9
1
0 23 45 29
1
end_operator
begin_operator
unload-airplane package8 plane4 city6-3
1
14 10
1
0 23 45 32
1
end_operator
begin_operator
unload-airplane package8 plane4 city7-3
1
14 11
1
0 23 45 35
1
end_operator
begin_operator
unload-airplane package8 plane4 city8-3
1
14 12
1
0 23 45 38
1
end_operator
begin_operator
unload-airplane package8 plane4 city9-3
1
14 13
1
0 23 45 41
1
end_operator
begin_operator
unload-airplane package9 plane1 city1-3
1
17 0
1
0 24 42 2
1
end_operator
begin_operator
unload-airplane package9 plane1 city10-3
1
17 1
1
0 24 42 5
1
end_operator
begin_operator
unload-airplane package9 plane1 city11-3
1
17 2
1
0 24 42 8
1
end_operator
begin_operator
unload-airplane package9 plane1 city12-3
1
17 3
1
0 24 42 11
1
end_operator
begin_operator
unload-airplane package9 plane1 city13-3
1
17 4
1
0 24 42 14
1
end_operator
begin_operator
unload-airplane package9 plane1 city14-3
1
17 5
1
0 24 42 17
1
end_operator
begin_operator
unload-airplane package9 plane1 city2-3
1
17 6
1
0 24 42 20
1
end_operator
begin_operator
unload-airplane package9 plane1 city3-3
1
17 7
1
0 24 42 23
1
end_operator
begin_operator
unload-airplane package9 plane1 city4-3
1
17 8
1
0 24 42 26
1
end_operator
begin_operator
unload-airplane package9 plane1 city5-3
1
17 9
1
0 24 42 29
1
end_operator
begin_operator
unload-airplane package9 plane1 city6-3
1
17 10
1
0 24 42 32
1
end_operator
begin_operator
unload-airplane package9 plane1 city7-3
1
17 11
1
0 24 42 35
1
end_operator
begin_operator
unload-airplane package9 plane1 city8-3
1
17 12
1
0 24 42 38
1
end_operator
begin_operator
unload-airplane package9 plane1 city9-3
1
17 13
1
0 24 42 41
1
end_operator
begin_operator
unload-airplane package9 plane2 city1-3
1
16 0
1
0 24 43 2
1
end_operator
begin_operator
unload-airplane package9 plane2 city10-3
1
16 1
1
0 24 43 5
1
end_operator
begin_operator
unload-airplane package9 plane2 city11-3
1
16 2
1
0 24 43 8
1
end_operator
begin_operator
unload-airplane package9 plane2 city12-3
1
16 3
1
0 24 43 11
1
end_operator
begin_operator
unload-airplane package9 plane2 city13-3
1
16 4
1
0 24 43 14
1
end_operator
begin_operator
unload-airplane package9 plane2 city14-3
1
16 5
1
0 24 43 17
1
end_operator
begin_operator
unload-airplane package9 plane2 city2-3
1
16 6
1
0 24 43 20
1
end_operator
begin_operator
unload-airplane package9 plane2 city3-3
1
16 7
1
0 24 43 23
1
end_operator
begin_operator
unload-airplane package9 plane2 city4-3
1
16 8
1
0 24 43 26
1
end_operator
begin_operator
unload-airplane package9 plane2 city5-3
1
16 9
1
0 24 43 29
1
end_operator
begin_operator
unload-airplane package9 plane2 city6-3
1
16 10
1
0 24 43 32
1
end_operator
begin_operator
unload-airplane package9 plane2 city7-3
1
16 11
1
0 24 43 35
1
end_operator
begin_operator
unload-airplane package9 plane2 city8-3
1
16 12
1
0 24 43 38
1
end_operator
begin_operator
unload-airplane package9 plane2 city9-3
1
16 13
1
0 24 43 41
1
end_operator
begin_operator
unload-airplane package9 plane3 city1-3
1
15 0
1
0 24 44 2
1
end_operator
begin_operator
unload-airplane package9 plane3 city10-3
1
15 1
1
0 24 44 5
1
end_operator
begin_operator
unload-airplane package9 plane3 city11-3
1
15 2
1
0 24 44 8
1
end_operator
begin_operator
unload-airplane package9 plane3 city12-3
1
15 3
1
0 24 44 11
1
end_operator
begin_operator
unload-airplane package9 plane3 city13-3
1
15 4
1
0 24 44 14
1
end_operator
begin_operator
unload-airplane package9 plane3 city14-3
1
15 5
1
0 24 44 17
1
end_operator
begin_operator
unload-airplane package9 plane3 city2-3
1
15 6
1
0 24 44 20
1
end_operator
begin_operator
unload-airplane package9 plane3 city3-3
1
15 7
1
0 24 44 23
1
end_operator
begin_operator
unload-airplane package9 plane3 city4-3
1
15 8
1
0 24 44 26
1
end_operator
begin_operator
unload-airplane package9 plane3 city5-3
1
15 9
1
0 24 44 29
1
end_operator
begin_operator
unload-airplane package9 plane3 city6-3
1
15 10
1
0 24 44 32
1
end_operator
begin_operator
unload-airplane package9 plane3 city7-3
1
15 11
1
0 24 44 35
1
end_operator
begin_operator
unload-airplane package9 plane3 city8-3
1
15 12
1
0 24 44 38
1
end_operator
begin_operator
unload-airplane package9 plane3 city9-3
1
15 13
1
0 24 44 41
1
end_operator
begin_operator
unload-airplane package9 plane4 city1-3
1
14 0
1
0 24 45 2
1
end_operator
begin_operator
unload-airplane package9 plane4 city10-3
1
14 1
1
0 24 45 5
1
end_operator
begin_operator
unload-airplane package9 plane4 city11-3
1
14 2
1
0 24 45 8
1
end_operator
begin_operator
unload-airplane package9 plane4 city12-3
1
14 3
1
0 24 45 11
1
end_operator
begin_operator
unload-airplane package9 plane4 city13-3
1
14 4
1
0 24 45 14
1
end_operator
begin_operator
unload-airplane package9 plane4 city14-3
1
14 5
1
0 24 45 17
1
end_operator
begin_operator
unload-airplane package9 plane4 city2-3
1
14 6
1
0 24 45 20
1
end_operator
begin_operator
unload-airplane package9 plane4 city3-3
1
14 7
1
0 24 45 23
1
end_operator
begin_operator
unload-airplane package9 plane4 city4-3
1
14 8
1
0 24 45 26
1
end_operator
begin_operator
unload-airplane package9 plane4 city5-3
1
14 9
1
0 24 45 29
1
end_operator
begin_operator
unload-airplane package9 plane4 city6-3
1
14 10
1
0 24 45 32
1
end_operator
begin_operator
unload-airplane package9 plane4 city7-3
1
14 11
1
0 24 45 35
1
end_operator
begin_operator
unload-airplane package9 plane4 city8-3
1
14 12
1
0 24 45 38
1
end_operator
begin_operator
unload-airplane package9 plane4 city9-3
1
14 13
1
0 24 45 41
1
end_operator
begin_operator
unload-truck package3 truck1 city1-1
1
13 0
1
0 18 46 0
1
end_operator
begin_operator
unload-truck package3 truck1 city1-2
1
13 1
1
0 18 46 1
1
end_operator
begin_operator
unload-truck package3 truck1 city1-3
1
13 2
1
0 18 46 2
1
end_operator
begin_operator
unload-truck package3 truck10 city10-1
1
12 0
1
0 18 47 3
1
end_operator
begin_operator
unload-truck package3 truck10 city10-2
1
12 1
1
0 18 47 4
1
end_operator
begin_operator
unload-truck package3 truck10 city10-3
1
12 2
1
0 18 47 5
1
end_operator
begin_operator
unload-truck package3 truck11 city11-1
1
11 0
1
0 18 48 6
1
end_operator
begin_operator
unload-truck package3 truck11 city11-2
1
11 1
1
0 18 48 7
1
end_operator
begin_operator
unload-truck package3 truck11 city11-3
1
11 2
1
0 18 48 8
1
end_operator
begin_operator
unload-truck package3 truck12 city12-1
1
10 0
1
0 18 49 9
1
end_operator
begin_operator
unload-truck package3 truck12 city12-2
1
10 1
1
0 18 49 10
1
end_operator
begin_operator
unload-truck package3 truck12 city12-3
1
10 2
1
0 18 49 11
1
end_operator
begin_operator
unload-truck package3 truck13 city13-1
1
9 0
1
0 18 50 12
1
end_operator
begin_operator
unload-truck package3 truck13 city13-2
1
9 1
1
0 18 50 13
1
end_operator
begin_operator
unload-truck package3 truck13 city13-3
1
9 2
1
0 18 50 14
1
end_operator
begin_operator
unload-truck package3 truck14 city14-1
1
8 0
1
0 18 51 15
1
end_operator
begin_operator
unload-truck package3 truck14 city14-2
1
8 1
1
0 18 51 16
1
end_operator
begin_operator
unload-truck package3 truck14 city14-3
1
8 2
1
0 18 51 17
1
end_operator
begin_operator
unload-truck package3 truck2 city2-1
1
7 0
1
0 18 52 18
1
end_operator
begin_operator
unload-truck package3 truck2 city2-2
1
7 1
1
0 18 52 19
1
end_operator
begin_operator
unload-truck package3 truck2 city2-3
1
7 2
1
0 18 52 20
1
end_operator
begin_operator
unload-truck package3 truck3 city3-1
1
6 0
1
0 18 53 21
1
end_operator
begin_operator
unload-truck package3 truck3 city3-2
1
6 1
1
0 18 53 22
1
end_operator
begin_operator
unload-truck package3 truck3 city3-3
1
6 2
1
0 18 53 23
1
end_operator
begin_operator
unload-truck package3 truck4 city4-1
1
5 0
1
0 18 54 24
1
end_operator
begin_operator
unload-truck package3 truck4 city4-2
1
5 1
1
0 18 54 25
1
end_operator
begin_operator
unload-truck package3 truck4 city4-3
1
5 2
1
0 18 54 26
1
end_operator
begin_operator
unload-truck package3 truck5 city5-1
1
4 0
1
0 18 55 27
1
end_operator
begin_operator
unload-truck package3 truck5 city5-2
1
4 1
1
0 18 55 28
1
end_operator
begin_operator
unload-truck package3 truck5 city5-3
1
4 2
1
0 18 55 29
1
end_operator
begin_operator
unload-truck package3 truck6 city6-1
1
3 0
1
0 18 56 30
1
end_operator
begin_operator
unload-truck package3 truck6 city6-2
1
3 1
1
0 18 56 31
1
end_operator
begin_operator
unload-truck package3 truck6 city6-3
1
3 2
1
0 18 56 32
1
end_operator
begin_operator
unload-truck package3 truck7 city7-1
1
2 0
1
0 18 57 33
1
end_operator
begin_operator
unload-truck package3 truck7 city7-2
1
2 1
1
0 18 57 34
1
end_operator
begin_operator
unload-truck package3 truck7 city7-3
1
2 2
1
0 18 57 35
1
end_operator
begin_operator
unload-truck package3 truck8 city8-1
1
1 0
1
0 18 58 36
1
end_operator
begin_operator
unload-truck package3 truck8 city8-2
1
1 1
1
0 18 58 37
1
end_operator
begin_operator
unload-truck package3 truck8 city8-3
1
1 2
1
0 18 58 38
1
end_operator
begin_operator
unload-truck package3 truck9 city9-1
1
0 0
1
0 18 59 39
1
end_operator
begin_operator
unload-truck package3 truck9 city9-2
1
0 1
1
0 18 59 40
1
end_operator
begin_operator
unload-truck package3 truck9 city9-3
1
0 2
1
0 18 59 41
1
end_operator
begin_operator
unload-truck package4 truck1 city1-1
1
13 0
1
0 19 46 0
1
end_operator
begin_operator
unload-truck package4 truck1 city1-2
1
13 1
1
0 19 46 1
1
end_operator
begin_operator
unload-truck package4 truck1 city1-3
1
13 2
1
0 19 46 2
1
end_operator
begin_operator
unload-truck package4 truck10 city10-1
1
12 0
1
0 19 47 3
1
end_operator
begin_operator
unload-truck package4 truck10 city10-2
1
12 1
1
0 19 47 4
1
end_operator
begin_operator
unload-truck package4 truck10 city10-3
1
12 2
1
0 19 47 5
1
end_operator
begin_operator
unload-truck package4 truck11 city11-1
1
11 0
1
0 19 48 6
1
end_operator
begin_operator
unload-truck package4 truck11 city11-2
1
11 1
1
0 19 48 7
1
end_operator
begin_operator
unload-truck package4 truck11 city11-3
1
11 2
1
0 19 48 8
1
end_operator
begin_operator
unload-truck package4 truck12 city12-1
1
10 0
1
0 19 49 9
1
end_operator
begin_operator
unload-truck package4 truck12 city12-2
1
10 1
1
0 19 49 10
1
end_operator
begin_operator
unload-truck package4 truck12 city12-3
1
10 2
1
0 19 49 11
1
end_operator
begin_operator
unload-truck package4 truck13 city13-1
1
9 0
1
0 19 50 12
1
end_operator
begin_operator
unload-truck package4 truck13 city13-2
1
9 1
1
0 19 50 13
1
end_operator
begin_operator
unload-truck package4 truck13 city13-3
1
9 2
1
0 19 50 14
1
end_operator
begin_operator
unload-truck package4 truck14 city14-1
1
8 0
1
0 19 51 15
1
end_operator
begin_operator
unload-truck package4 truck14 city14-2
1
8 1
1
0 19 51 16
1
end_operator
begin_operator
unload-truck package4 truck14 city14-3
1
8 2
1
0 19 51 17
1
end_operator
begin_operator
unload-truck package4 truck2 city2-1
1
7 0
1
0 19 52 18
1
end_operator
begin_operator
unload-truck package4 truck2 city2-2
1
7 1
1
0 19 52 19
1
end_operator
begin_operator
unload-truck package4 truck2 city2-3
1
7 2
1
0 19 52 20
1
end_operator
begin_operator
unload-truck package4 truck3 city3-1
1
6 0
1
0 19 53 21
1
end_operator
begin_operator
unload-truck package4 truck3 city3-2
1
6 1
1
0 19 53 22
1
end_operator
begin_operator
unload-truck package4 truck3 city3-3
1
6 2
1
0 19 53 23
1
end_operator
begin_operator
unload-truck package4 truck4 city4-1
1
5 0
1
0 19 54 24
1
end_operator
begin_operator
unload-truck package4 truck4 city4-2
1
5 1
1
0 19 54 25
1
end_operator
begin_operator
unload-truck package4 truck4 city4-3
1
5 2
1
0 19 54 26
1
end_operator
begin_operator
unload-truck package4 truck5 city5-1
1
4 0
1
0 19 55 27
1
end_operator
begin_operator
unload-truck package4 truck5 city5-2
1
4 1
1
0 19 55 28
1
end_operator
begin_operator
unload-truck package4 truck5 city5-3
1
4 2
1
0 19 55 29
1
end_operator
begin_operator
unload-truck package4 truck6 city6-1
1
3 0
1
0 19 56 30
1
end_operator
begin_operator
unload-truck package4 truck6 city6-2
1
3 1
1
0 19 56 31
1
end_operator
begin_operator
unload-truck package4 truck6 city6-3
1
3 2
1
0 19 56 32
1
end_operator
begin_operator
unload-truck package4 truck7 city7-1
1
2 0
1
0 19 57 33
1
end_operator
begin_operator
unload-truck package4 truck7 city7-2
1
2 1
1
0 19 57 34
1
end_operator
begin_operator
unload-truck package4 truck7 city7-3
1
2 2
1
0 19 57 35
1
end_operator
begin_operator
unload-truck package4 truck8 city8-1
1
1 0
1
0 19 58 36
1
end_operator
begin_operator
unload-truck package4 truck8 city8-2
1
1 1
1
0 19 58 37
1
end_operator
begin_operator
unload-truck package4 truck8 city8-3
1
1 2
1
0 19 58 38
1
end_operator
begin_operator
unload-truck package4 truck9 city9-1
1
0 0
1
0 19 59 39
1
end_operator
begin_operator
unload-truck package4 truck9 city9-2
1
0 1
1
0 19 59 40
1
end_operator
begin_operator
unload-truck package4 truck9 city9-3
1
0 2
1
0 19 59 41
1
end_operator
begin_operator
unload-truck package5 truck1 city1-1
1
13 0
1
0 20 46 0
1
end_operator
begin_operator
unload-truck package5 truck1 city1-2
1
13 1
1
0 20 46 1
1
end_operator
begin_operator
unload-truck package5 truck1 city1-3
1
13 2
1
0 20 46 2
1
end_operator
begin_operator
unload-truck package5 truck10 city10-1
1
12 0
1
0 20 47 3
1
end_operator
begin_operator
unload-truck package5 truck10 city10-2
1
12 1
1
0 20 47 4
1
end_operator
begin_operator
unload-truck package5 truck10 city10-3
1
12 2
1
0 20 47 5
1
end_operator
begin_operator
unload-truck package5 truck11 city11-1
1
11 0
1
0 20 48 6
1
end_operator
begin_operator
unload-truck package5 truck11 city11-2
1
11 1
1
0 20 48 7
1
end_operator
begin_operator
unload-truck package5 truck11 city11-3
1
11 2
1
0 20 48 8
1
end_operator
begin_operator
unload-truck package5 truck12 city12-1
1
10 0
1
0 20 49 9
1
end_operator
begin_operator
unload-truck package5 truck12 city12-2
1
10 1
1
0 20 49 10
1
end_operator
begin_operator
unload-truck package5 truck12 city12-3
1
10 2
1
0 20 49 11
1
end_operator
begin_operator
unload-truck package5 truck13 city13-1
1
9 0
1
0 20 50 12
1
end_operator
begin_operator
unload-truck package5 truck13 city13-2
1
9 1
1
0 20 50 13
1
end_operator
begin_operator
unload-truck package5 truck13 city13-3
1
9 2
1
0 20 50 14
1
end_operator
begin_operator
unload-truck package5 truck14 city14-1
1
8 0
1
0 20 51 15
1
end_operator
begin_operator
unload-truck package5 truck14 city14-2
1
8 1
1
0 20 51 16
1
end_operator
begin_operator
unload-truck package5 truck14 city14-3
1
8 2
1
0 20 51 17
1
end_operator
begin_operator
unload-truck package5 truck2 city2-1
1
7 0
1
0 20 52 18
1
end_operator
begin_operator
unload-truck package5 truck2 city2-2
1
7 1
1
0 20 52 19
1
end_operator
begin_operator
unload-truck package5 truck2 city2-3
1
7 2
1
0 20 52 20
1
end_operator
begin_operator
unload-truck package5 truck3 city3-1
1
6 0
1
0 20 53 21
1
end_operator
begin_operator
unload-truck package5 truck3 city3-2
1
6 1
1
0 20 53 22
1
end_operator
begin_operator
unload-truck package5 truck3 city3-3
1
6 2
1
0 20 53 23
1
end_operator
begin_operator
unload-truck package5 truck4 city4-1
1
5 0
1
0 20 54 24
1
end_operator
begin_operator
unload-truck package5 truck4 city4-2
1
5 1
1
0 20 54 25
1
end_operator
begin_operator
unload-truck package5 truck4 city4-3
1
5 2
1
0 20 54 26
1
end_operator
begin_operator
unload-truck package5 truck5 city5-1
1
4 0
1
0 20 55 27
1
end_operator
begin_operator
unload-truck package5 truck5 city5-2
1
4 1
1
0 20 55 28
1
end_operator
begin_operator
unload-truck package5 truck5 city5-3
1
4 2
1
0 20 55 29
1
end_operator
begin_operator
unload-truck package5 truck6 city6-1
1
3 0
1
0 20 56 30
1
end_operator
begin_operator
unload-truck package5 truck6 city6-2
1
3 1
1
0 20 56 31
1
end_operator
begin_operator
unload-truck package5 truck6 city6-3
1
3 2
1
0 20 56 32
1
end_operator
begin_operator
unload-truck package5 truck7 city7-1
1
2 0
1
0 20 57 33
1
end_operator
begin_operator
unload-truck package5 truck7 city7-2
1
2 1
1
0 20 57 34
1
end_operator
begin_operator
unload-truck package5 truck7 city7-3
1
2 2
1
0 20 57 35
1
end_operator
begin_operator
unload-truck package5 truck8 city8-1
1
1 0
1
0 20 58 36
1
end_operator
begin_operator
unload-truck package5 truck8 city8-2
1
1 1
1
0 20 58 37
1
end_operator
begin_operator
unload-truck package5 truck8 city8-3
1
1 2
1
0 20 58 38
1
end_operator
begin_operator
unload-truck package5 truck9 city9-1
1
0 0
1
0 20 59 39
1
end_operator
begin_operator
unload-truck package5 truck9 city9-2
1
0 1
1
0 20 59 40
1
end_operator
begin_operator
unload-truck package5 truck9 city9-3
1
0 2
1
0 20 59 41
1
end_operator
begin_operator
unload-truck package6 truck1 city1-1
1
13 0
1
0 21 46 0
1
end_operator
begin_operator
unload-truck package6 truck1 city1-2
1
13 1
1
0 21 46 1
1
end_operator
begin_operator
unload-truck package6 truck1 city1-3
1
13 2
1
0 21 46 2
1
end_operator
begin_operator
unload-truck package6 truck10 city10-1
1
12 0
1
0 21 47 3
1
end_operator
begin_operator
unload-truck package6 truck10 city10-2
1
12 1
1
0 21 47 4
1
end_operator
begin_operator
unload-truck package6 truck10 city10-3
1
12 2
1
0 21 47 5
1
end_operator
begin_operator
unload-truck package6 truck11 city11-1
1
11 0
1
0 21 48 6
1
end_operator
begin_operator
unload-truck package6 truck11 city11-2
1
11 1
1
0 21 48 7
1
end_operator
begin_operator
unload-truck package6 truck11 city11-3
1
11 2
1
0 21 48 8
1
end_operator
begin_operator
unload-truck package6 truck12 city12-1
1
10 0
1
0 21 49 9
1
end_operator
begin_operator
unload-truck package6 truck12 city12-2
1
10 1
1
0 21 49 10
1
end_operator
begin_operator
unload-truck package6 truck12 city12-3
1
10 2
1
0 21 49 11
1
end_operator
begin_operator
unload-truck package6 truck13 city13-1
1
9 0
1
0 21 50 12
1
end_operator
begin_operator
unload-truck package6 truck13 city13-2
1
9 1
1
0 21 50 13
1
end_operator
begin_operator
unload-truck package6 truck13 city13-3
1
9 2
1
0 21 50 14
1
end_operator
begin_operator
unload-truck package6 truck14 city14-1
1
8 0
1
0 21 51 15
1
end_operator
begin_operator
unload-truck package6 truck14 city14-2
1
8 1
1
0 21 51 16
1
end_operator
begin_operator
unload-truck package6 truck14 city14-3
1
8 2
1
0 21 51 17
1
end_operator
begin_operator
unload-truck package6 truck2 city2-1
1
7 0
1
0 21 52 18
1
end_operator
begin_operator
unload-truck package6 truck2 city2-2
1
7 1
1
0 21 52 19
1
end_operator
begin_operator
unload-truck package6 truck2 city2-3
1
7 2
1
0 21 52 20
1
end_operator
begin_operator
unload-truck package6 truck3 city3-1
1
6 0
1
0 21 53 21
1
end_operator
begin_operator
unload-truck package6 truck3 city3-2
1
6 1
1
0 21 53 22
1
end_operator
begin_operator
unload-truck package6 truck3 city3-3
1
6 2
1
0 21 53 23
1
end_operator
begin_operator
unload-truck package6 truck4 city4-1
1
5 0
1
0 21 54 24
1
end_operator
begin_operator
unload-truck package6 truck4 city4-2
1
5 1
1
0 21 54 25
1
end_operator
begin_operator
unload-truck package6 truck4 city4-3
1
5 2
1
0 21 54 26
1
end_operator
begin_operator
unload-truck package6 truck5 city5-1
1
4 0
1
0 21 55 27
1
end_operator
begin_operator
unload-truck package6 truck5 city5-2
1
4 1
1
0 21 55 28
1
end_operator
begin_operator
unload-truck package6 truck5 city5-3
1
4 2
1
0 21 55 29
1
end_operator
begin_operator
unload-truck package6 truck6 city6-1
1
3 0
1
0 21 56 30
1
end_operator
begin_operator
unload-truck package6 truck6 city6-2
1
3 1
1
0 21 56 31
1
end_operator
begin_operator
unload-truck package6 truck6 city6-3
1
3 2
1
0 21 56 32
1
end_operator
begin_operator
unload-truck package6 truck7 city7-1
1
2 0
1
0 21 57 33
1
end_operator
begin_operator
unload-truck package6 truck7 city7-2
1
2 1
1
0 21 57 34
1
end_operator
begin_operator
unload-truck package6 truck7 city7-3
1
2 2
1
0 21 57 35
1
end_operator
begin_operator
unload-truck package6 truck8 city8-1
1
1 0
1
0 21 58 36
1
end_operator
begin_operator
unload-truck package6 truck8 city8-2
1
1 1
1
0 21 58 37
1
end_operator
begin_operator
unload-truck package6 truck8 city8-3
1
1 2
1
0 21 58 38
1
end_operator
begin_operator
unload-truck package6 truck9 city9-1
1
0 0
1
0 21 59 39
1
end_operator
begin_operator
unload-truck package6 truck9 city9-2
1
0 1
1
0 21 59 40
1
end_operator
begin_operator
unload-truck package6 truck9 city9-3
1
0 2
1
0 21 59 41
1
end_operator
begin_operator
unload-truck package7 truck1 city1-1
1
13 0
1
0 22 46 0
1
end_operator
begin_operator
unload-truck package7 truck1 city1-2
1
13 1
1
0 22 46 1
1
end_operator
begin_operator
unload-truck package7 truck1 city1-3
1
13 2
1
0 22 46 2
1
end_operator
begin_operator
unload-truck package7 truck10 city10-1
1
12 0
1
0 22 47 3
1
end_operator
begin_operator
unload-truck package7 truck10 city10-2
1
12 1
1
0 22 47 4
1
end_operator
begin_operator
unload-truck package7 truck10 city10-3
1
12 2
1
0 22 47 5
1
end_operator
begin_operator
unload-truck package7 truck11 city11-1
1
11 0
1
0 22 48 6
1
end_operator
begin_operator
unload-truck package7 truck11 city11-2
1
11 1
1
0 22 48 7
1
end_operator
begin_operator
unload-truck package7 truck11 city11-3
1
11 2
1
0 22 48 8
1
end_operator
begin_operator
unload-truck package7 truck12 city12-1
1
10 0
1
0 22 49 9
1
end_operator
begin_operator
unload-truck package7 truck12 city12-2
1
10 1
1
0 22 49 10
1
end_operator
begin_operator
unload-truck package7 truck12 city12-3
1
10 2
1
0 22 49 11
1
end_operator
begin_operator
unload-truck package7 truck13 city13-1
1
9 0
1
0 22 50 12
1
end_operator
begin_operator
unload-truck package7 truck13 city13-2
1
9 1
1
0 22 50 13
1
end_operator
begin_operator
unload-truck package7 truck13 city13-3
1
9 2
1
0 22 50 14
1
end_operator
begin_operator
unload-truck package7 truck14 city14-1
1
8 0
1
0 22 51 15
1
end_operator
begin_operator
unload-truck package7 truck14 city14-2
1
8 1
1
0 22 51 16
1
end_operator
begin_operator
unload-truck package7 truck14 city14-3
1
8 2
1
0 22 51 17
1
end_operator
begin_operator
unload-truck package7 truck2 city2-1
1
7 0
1
0 22 52 18
1
end_operator
begin_operator
unload-truck package7 truck2 city2-2
1
7 1
1
0 22 52 19
1
end_operator
begin_operator
unload-truck package7 truck2 city2-3
1
7 2
1
0 22 52 20
1
end_operator
begin_operator
unload-truck package7 truck3 city3-1
1
6 0
1
0 22 53 21
1
end_operator
begin_operator
unload-truck package7 truck3 city3-2
1
6 1
1
0 22 53 22
1
end_operator
begin_operator
unload-truck package7 truck3 city3-3
1
6 2
1
0 22 53 23
1
end_operator
begin_operator
unload-truck package7 truck4 city4-1
1
5 0
1
0 22 54 24
1
end_operator
begin_operator
unload-truck package7 truck4 city4-2
1
5 1
1
0 22 54 25
1
end_operator
begin_operator
unload-truck package7 truck4 city4-3
1
5 2
1
0 22 54 26
1
end_operator
begin_operator
unload-truck package7 truck5 city5-1
1
4 0
1
0 22 55 27
1
end_operator
begin_operator
unload-truck package7 truck5 city5-2
1
4 1
1
0 22 55 28
1
end_operator
begin_operator
unload-truck package7 truck5 city5-3
1
4 2
1
0 22 55 29
1
end_operator
begin_operator
unload-truck package7 truck6 city6-1
1
3 0
1
0 22 56 30
1
end_operator
begin_operator
unload-truck package7 truck6 city6-2
1
3 1
1
0 22 56 31
1
end_operator
begin_operator
unload-truck package7 truck6 city6-3
1
3 2
1
0 22 56 32
1
end_operator
begin_operator
unload-truck package7 truck7 city7-1
1
2 0
1
0 22 57 33
1
end_operator
begin_operator
unload-truck package7 truck7 city7-2
1
2 1
1
0 22 57 34
1
end_operator
begin_operator
unload-truck package7 truck7 city7-3
1
2 2
1
0 22 57 35
1
end_operator
begin_operator
unload-truck package7 truck8 city8-1
1
1 0
1
0 22 58 36
1
end_operator
begin_operator
unload-truck package7 truck8 city8-2
1
1 1
1
0 22 58 37
1
end_operator
begin_operator
unload-truck package7 truck8 city8-3
1
1 2
1
0 22 58 38
1
end_operator
begin_operator
unload-truck package7 truck9 city9-1
1
0 0
1
0 22 59 39
1
end_operator
begin_operator
unload-truck package7 truck9 city9-2
1
0 1
1
0 22 59 40
1
end_operator
begin_operator
unload-truck package7 truck9 city9-3
1
0 2
1
0 22 59 41
1
end_operator
begin_operator
unload-truck package8 truck1 city1-1
1
13 0
1
0 23 46 0
1
end_operator
begin_operator
unload-truck package8 truck1 city1-2
1
13 1
1
0 23 46 1
1
end_operator
begin_operator
unload-truck package8 truck1 city1-3
1
13 2
1
0 23 46 2
1
end_operator
begin_operator
unload-truck package8 truck10 city10-1
1
12 0
1
0 23 47 3
1
end_operator
begin_operator
unload-truck package8 truck10 city10-2
1
12 1
1
0 23 47 4
1
end_operator
begin_operator
unload-truck package8 truck10 city10-3
1
12 2
1
0 23 47 5
1
end_operator
begin_operator
unload-truck package8 truck11 city11-1
1
11 0
1
0 23 48 6
1
end_operator
begin_operator
unload-truck package8 truck11 city11-2
1
11 1
1
0 23 48 7
1
end_operator
begin_operator
unload-truck package8 truck11 city11-3
1
11 2
1
0 23 48 8
1
end_operator
begin_operator
unload-truck package8 truck12 city12-1
1
10 0
1
0 23 49 9
1
end_operator
begin_operator
unload-truck package8 truck12 city12-2
1
10 1
1
0 23 49 10
1
end_operator
begin_operator
unload-truck package8 truck12 city12-3
1
10 2
1
0 23 49 11
1
end_operator
begin_operator
unload-truck package8 truck13 city13-1
1
9 0
1
0 23 50 12
1
end_operator
begin_operator
unload-truck package8 truck13 city13-2
1
9 1
1
0 23 50 13
1
end_operator
begin_operator
unload-truck package8 truck13 city13-3
1
9 2
1
0 23 50 14
1
end_operator
begin_operator
unload-truck package8 truck14 city14-1
1
8 0
1
0 23 51 15
1
end_operator
begin_operator
unload-truck package8 truck14 city14-2
1
8 1
1
0 23 51 16
1
end_operator
begin_operator
unload-truck package8 truck14 city14-3
1
8 2
1
0 23 51 17
1
end_operator
begin_operator
unload-truck package8 truck2 city2-1
1
7 0
1
0 23 52 18
1
end_operator
begin_operator
unload-truck package8 truck2 city2-2
1
7 1
1
0 23 52 19
1
end_operator
begin_operator
unload-truck package8 truck2 city2-3
1
7 2
1
0 23 52 20
1
end_operator
begin_operator
unload-truck package8 truck3 city3-1
1
6 0
1
0 23 53 21
1
end_operator
begin_operator
unload-truck package8 truck3 city3-2
1
6 1
1
0 23 53 22
1
end_operator
begin_operator
unload-truck package8 truck3 city3-3
1
6 2
1
0 23 53 23
1
end_operator
begin_operator
unload-truck package8 truck4 city4-1
1
5 0
1
0 23 54 24
1
end_operator
begin_operator
unload-truck package8 truck4 city4-2
1
5 1
1
0 23 54 25
1
end_operator
begin_operator
unload-truck package8 truck4 city4-3
1
5 2
1
0 23 54 26
1
end_operator
begin_operator
unload-truck package8 truck5 city5-1
1
4 0
1
0 23 55 27
1
end_operator
begin_operator
unload-truck package8 truck5 city5-2
1
4 1
1
0 23 55 28
1
end_operator
begin_operator
unload-truck package8 truck5 city5-3
1
4 2
1
0 23 55 29
1
end_operator
begin_operator
unload-truck package8 truck6 city6-1
1
3 0
1
0 23 56 30
1
end_operator
begin_operator
unload-truck package8 truck6 city6-2
1
3 1
1
0 23 56 31
1
end_operator
begin_operator
unload-truck package8 truck6 city6-3
1
3 2
1
0 23 56 32
1
end_operator
begin_operator
unload-truck package8 truck7 city7-1
1
2 0
1
0 23 57 33
1
end_operator
begin_operator
unload-truck package8 truck7 city7-2
1
2 1
1
0 23 57 34
1
end_operator
begin_operator
unload-truck package8 truck7 city7-3
1
2 2
1
0 23 57 35
1
end_operator
begin_operator
unload-truck package8 truck8 city8-1
1
1 0
1
0 23 58 36
1
end_operator
begin_operator
unload-truck package8 truck8 city8-2
1
1 1
1
0 23 58 37
1
end_operator
begin_operator
unload-truck package8 truck8 city8-3
1
1 2
1
0 23 58 38
1
end_operator
begin_operator
unload-truck package8 truck9 city9-1
1
0 0
1
0 23 59 39
1
end_operator
begin_operator
unload-truck package8 truck9 city9-2
1
0 1
1
0 23 59 40
1
end_operator
begin_operator
unload-truck package8 truck9 city9-3
1
0 2
1
0 23 59 41
1
end_operator
begin_operator
unload-truck package9 truck1 city1-1
1
13 0
1
0 24 46 0
1
end_operator
begin_operator
unload-truck package9 truck1 city1-2
1
13 1
1
0 24 46 1
1
end_operator
begin_operator
unload-truck package9 truck1 city1-3
1
13 2
1
0 24 46 2
1
end_operator
begin_operator
unload-truck package9 truck10 city10-1
1
12 0
1
0 24 47 3
1
end_operator
begin_operator
unload-truck package9 truck10 city10-2
1
12 1
1
0 24 47 4
1
end_operator
begin_operator
unload-truck package9 truck10 city10-3
1
12 2
1
0 24 47 5
1
end_operator
begin_operator
unload-truck package9 truck11 city11-1
1
11 0
1
0 24 48 6
1
end_operator
begin_operator
unload-truck package9 truck11 city11-2
1
11 1
1
0 24 48 7
1
end_operator
begin_operator
unload-truck package9 truck11 city11-3
1
11 2
1
0 24 48 8
1
end_operator
begin_operator
unload-truck package9 truck12 city12-1
1
10 0
1
0 24 49 9
1
end_operator
begin_operator
unload-truck package9 truck12 city12-2
1
10 1
1
0 24 49 10
1
end_operator
begin_operator
unload-truck package9 truck12 city12-3
1
10 2
1
0 24 49 11
1
end_operator
begin_operator
unload-truck package9 truck13 city13-1
1
9 0
1
0 24 50 12
1
end_operator
begin_operator
unload-truck package9 truck13 city13-2
1
9 1
1
0 24 50 13
1
end_operator
begin_operator
unload-truck package9 truck13 city13-3
1
9 2
1
0 24 50 14
1
end_operator
begin_operator
unload-truck package9 truck14 city14-1
1
8 0
1
0 24 51 15
1
end_operator
begin_operator
unload-truck package9 truck14 city14-2
1
8 1
1
0 24 51 16
1
end_operator
begin_operator
unload-truck package9 truck14 city14-3
1
8 2
1
0 24 51 17
1
end_operator
begin_operator
unload-truck package9 truck2 city2-1
1
7 0
1
0 24 52 18
1
end_operator
begin_operator
unload-truck package9 truck2 city2-2
1
7 1
1
0 24 52 19
1
end_operator
begin_operator
unload-truck package9 truck2 city2-3
1
7 2
1
0 24 52 20
1
end_operator
begin_operator
unload-truck package9 truck3 city3-1
1
6 0
1
0 24 53 21
1
end_operator
begin_operator
unload-truck package9 truck3 city3-2
1
6 1
1
0 24 53 22
1
end_operator
begin_operator
unload-truck package9 truck3 city3-3
1
6 2
1
0 24 53 23
1
end_operator
begin_operator
unload-truck package9 truck4 city4-1
1
5 0
1
0 24 54 24
1
end_operator
begin_operator
unload-truck package9 truck4 city4-2
1
5 1
1
0 24 54 25
1
end_operator
begin_operator
unload-truck package9 truck4 city4-3
1
5 2
1
0 24 54 26
1
end_operator
begin_operator
unload-truck package9 truck5 city5-1
1
4 0
1
0 24 55 27
1
end_operator
begin_operator
unload-truck package9 truck5 city5-2
1
4 1
1
0 24 55 28
1
end_operator
begin_operator
unload-truck package9 truck5 city5-3
1
4 2
1
0 24 55 29
1
end_operator
begin_operator
unload-truck package9 truck6 city6-1
1
3 0
1
0 24 56 30
1
end_operator
begin_operator
unload-truck package9 truck6 city6-2
1
3 1
1
0 24 56 31
1
end_operator
begin_operator
unload-truck package9 truck6 city6-3
1
3 2
1
0 24 56 32
1
end_operator
begin_operator
unload-truck package9 truck7 city7-1
1
2 0
1
0 24 57 33
1
end_operator
begin_operator
unload-truck package9 truck7 city7-2
1
2 1
1
0 24 57 34
1
end_operator
begin_operator
unload-truck package9 truck7 city7-3
1
2 2
1
0 24 57 35
1
end_operator
begin_operator
unload-truck package9 truck8 city8-1
1
1 0
1
0 24 58 36
1
end_operator
begin_operator
unload-truck package9 truck8 city8-2
1
1 1
1
0 24 58 37
1
end_operator
begin_operator
unload-truck package9 truck8 city8-3
1
1 2
1
0 24 58 38
1
end_operator
begin_operator
unload-truck package9 truck9 city9-1
1
0 0
1
0 24 59 39
1
end_operator
begin_operator
unload-truck package9 truck9 city9-2
1
0 1
1
0 24 59 40
1
end_operator
begin_operator
unload-truck package9 truck9 city9-3
1
0 2
1
0 24 59 41
1
end_operator
0
