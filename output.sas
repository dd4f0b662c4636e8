begin_version
3
end_version
begin_metric
1
end_metric
20
begin_variable
var0
-1
2
Atom robot-has(robot2, black)
Atom robot-has(robot2, white)
end_variable
begin_variable
var1
-1
2
Atom robot-has(robot1, black)
Atom robot-has(robot1, white)
end_variable
begin_variable
var2
-1
4
Atom clear(tile_0-1)
Atom painted(tile_0-1, black)
Atom painted(tile_0-1, white)
<none of those>
end_variable
begin_variable
var3
-1
4
Atom clear(tile_0-3)
Atom painted(tile_0-3, black)
Atom painted(tile_0-3, white)
<none of those>
end_variable
begin_variable
var4
-1
4
Atom clear(tile_4-1)
Atom painted(tile_4-1, black)
Atom painted(tile_4-1, white)
<none of those>
end_variable
begin_variable
var5
-1
4
Atom clear(tile_4-3)
Atom painted(tile_4-3, black)
Atom painted(tile_4-3, white)
<none of those>
end_variable
begin_variable
var6
-1
4
Atom clear(tile_0-2)
Atom painted(tile_0-2, black)
Atom painted(tile_0-2, white)
<none of those>
end_variable
begin_variable
var7
-1
4
Atom clear(tile_4-2)
Atom painted(tile_4-2, black)
Atom painted(tile_4-2, white)
<none of those>
end_variable
begin_variable
var8
-1
4
Atom clear(tile_1-1)
Atom painted(tile_1-1, black)
Atom painted(tile_1-1, white)
<none of those>
end_variable
begin_variable
var9
-1
4
Atom clear(tile_1-3)
Atom painted(tile_1-3, black)
Atom painted(tile_1-3, white)
<none of those>
end_variable
begin_variable
var10
-1
4
Atom clear(tile_3-1)
Atom painted(tile_3-1, black)
Atom painted(tile_3-1, white)
<none of those>
end_variable
begin_variable
var11
-1
15
Atom robot-at(robot1, tile_0-1)
Atom robot-at(robot1, tile_0-2)
Atom robot-at(robot1, tile_0-3)
Atom robot-at(robot1, tile_1-1)
Atom robot-at(robot1, tile_1-2)
Atom robot-at(robot1, tile_1-3)
Atom robot-at(robot1, tile_2-1)
Atom robot-at(robot1, tile_2-2)
Atom robot-at(robot1, tile_2-3)
Atom robot-at(robot1, tile_3-1)
Atom robot-at(robot1, tile_3-2)
Atom robot-at(robot1, tile_3-3)
Atom robot-at(robot1, tile_4-1)
Atom robot-at(robot1, tile_4-2)
Atom robot-at(robot1, tile_4-3)
end_variable
begin_variable
var12
-1
4
Atom clear(tile_2-1)
Atom painted(tile_2-1, black)
Atom painted(tile_2-1, white)
<none of those>
end_variable
begin_variable
var13
-1
4
Atom clear(tile_1-2)
Atom painted(tile_1-2, black)
Atom painted(tile_1-2, white)
<none of those>
end_variable
begin_variable
var14
-1
4
Atom clear(tile_2-3)
Atom painted(tile_2-3, black)
Atom painted(tile_2-3, white)
<none of those>
end_variable
begin_variable
var15
-1
15
Atom robot-at(robot2, tile_0-1)
Atom robot-at(robot2, tile_0-2)
Atom robot-at(robot2, tile_0-3)
Atom robot-at(robot2, tile_1-1)
Atom robot-at(robot2, tile_1-2)
Atom robot-at(robot2, tile_1-3)
Atom robot-at(robot2, tile_2-1)
Atom robot-at(robot2, tile_2-2)
Atom robot-at(robot2, tile_2-3)
Atom robot-at(robot2, tile_3-1)
Atom robot-at(robot2, tile_3-2)
Atom robot-at(robot2, tile_3-3)
Atom robot-at(robot2, tile_4-1)
Atom robot-at(robot2, tile_4-2)
Atom robot-at(robot2, tile_4-3)
end_variable
begin_variable
var16
-1
4
Atom clear(tile_2-2)
Atom painted(tile_2-2, black)
Atom painted(tile_2-2, white)
<none of those>
end_variable
begin_variable
var17
-1
4
Atom clear(tile_3-3)
Atom painted(tile_3-3, black)
Atom painted(tile_3-3, white)
<none of those>
end_variable
begin_variable
var18
-1
4
Atom clear(tile_3-2)
Atom painted(tile_3-2, black)
Atom painted(tile_3-2, white)
<none of those>
end_variable
begin_variable
var19
-1
2
Atom goal0()
NegatedAtom goal0()
end_variable
30
begin_mutex_group
5
2 0
2 1
2 2
11 0
15 0
end_mutex_group
begin_mutex_group
3
2 0
11 0
15 0
end_mutex_group
begin_mutex_group
5
6 0
6 1
6 2
11 1
15 1
end_mutex_group
begin_mutex_group
3
6 0
11 1
15 1
end_mutex_group
begin_mutex_group
5
3 0
3 1
3 2
11 2
15 2
end_mutex_group
begin_mutex_group
3
3 0
11 2
15 2
end_mutex_group
begin_mutex_group
5
8 0
8 1
8 2
11 3
15 3
end_mutex_group
begin_mutex_group
3
8 0
11 3
15 3
end_mutex_group
begin_mutex_group
5
13 0
13 1
13 2
11 4
15 4
end_mutex_group
begin_mutex_group
3
13 0
11 4
15 4
end_mutex_group
begin_mutex_group
5
9 0
9 1
9 2
11 5
15 5
end_mutex_group
begin_mutex_group
3
9 0
11 5
15 5
end_mutex_group
begin_mutex_group
5
12 0
12 1
12 2
11 6
15 6
end_mutex_group
begin_mutex_group
3
12 0
11 6
15 6
end_mutex_group
begin_mutex_group
5
16 0
16 1
16 2
11 7
15 7
end_mutex_group
begin_mutex_group
3
16 0
11 7
15 7
end_mutex_group
begin_mutex_group
5
14 0
14 1
14 2
11 8
15 8
end_mutex_group
begin_mutex_group
3
14 0
11 8
15 8
end_mutex_group
begin_mutex_group
5
10 0
10 1
10 2
11 9
15 9
end_mutex_group
begin_mutex_group
3
10 0
11 9
15 9
end_mutex_group
begin_mutex_group
5
18 0
18 1
18 2
11 10
15 10
end_mutex_group
begin_mutex_group
3
18 0
11 10
15 10
end_mutex_group
begin_mutex_group
5
17 0
17 1
17 2
11 11
15 11
end_mutex_group
begin_mutex_group
3
17 0
11 11
15 11
end_mutex_group
begin_mutex_group
5
4 0
4 1
4 2
11 12
15 12
end_mutex_group
begin_mutex_group
3
4 0
11 12
15 12
end_mutex_group
begin_mutex_group
5
7 0
7 1
7 2
11 13
15 13
end_mutex_group
begin_mutex_group
3
7 0
11 13
15 13
end_mutex_group
begin_mutex_group
5
5 0
5 1
5 2
11 14
15 14
end_mutex_group
begin_mutex_group
3
5 0
11 14
15 14
end_mutex_group
begin_state
0
1
0
0
0
0
0
0
0
0
3
9
0
0
0
7
3
0
0
1
end_state
begin_goal
1
19 0
end_goal
189
begin_operator
change-color robot1 black white
0
1
0 1 0 1
5
end_operator
begin_operator
change-color robot1 white black
0
1
0 1 1 0
5
end_operator
begin_operator
change-color robot2 black white
0
1
0 0 0 1
5
end_operator
begin_operator
change-color robot2 white black
0
1
0 0 1 0
5
end_operator
begin_operator
down_0 robot1 tile_1-1 tile_0-1
0
3
0 2 0 3
0 8 -1 0
0 11 3 0
1
end_operator
begin_operator
down_0 robot1 tile_1-2 tile_0-2
0
3
0 6 0 3
0 13 -1 0
0 11 4 1
1
end_operator
begin_operator
down_0 robot1 tile_1-3 tile_0-3
0
3
0 3 0 3
0 9 -1 0
0 11 5 2
1
end_operator
begin_operator
down_0 robot1 tile_2-1 tile_1-1
0
3
0 8 0 3
0 12 -1 0
0 11 6 3
1
end_operator
begin_operator
down_0 robot1 tile_2-2 tile_1-2
0
3
0 13 0 3
0 16 -1 0
0 11 7 4
1
end_operator
begin_operator
down_0 robot1 tile_2-3 tile_1-3
0
3
0 9 0 3
0 14 -1 0
0 11 8 5
1
end_operator
begin_operator
down_0 robot1 tile_3-1 tile_2-1
0
3
0 12 0 3
0 10 -1 0
0 11 9 6
1
end_operator
begin_operator
down_0 robot1 tile_3-2 tile_2-2
0
3
0 16 0 3
0 18 -1 0
0 11 10 7
1
end_operator
begin_operator
down_0 robot1 tile_3-3 tile_2-3
0
3
0 14 0 3
0 17 -1 0
0 11 11 8
1
end_operator
begin_operator
down_0 robot1 tile_4-1 tile_3-1
0
3
0 10 0 3
0 4 -1 0
0 11 12 9
1
end_operator
begin_operator
down_0 robot1 tile_4-2 tile_3-2
0
3
0 18 0 3
0 7 -1 0
0 11 13 10
1
end_operator
begin_operator
down_0 robot1 tile_4-3 tile_3-3
0
3
0 17 0 3
0 5 -1 0
0 11 14 11
1
end_operator
begin_operator
down_0 robot2 tile_1-1 tile_0-1
0
3
0 2 0 3
0 8 -1 0
0 15 3 0
1
end_operator
begin_operator
down_0 robot2 tile_1-2 tile_0-2
0
3
0 6 0 3
0 13 -1 0
0 15 4 1
1
end_operator
begin_operator
down_0 robot2 tile_1-3 tile_0-3
0
3
0 3 0 3
0 9 -1 0
0 15 5 2
1
end_operator
begin_operator
down_0 robot2 tile_2-1 tile_1-1
0
3
0 8 0 3
0 12 -1 0
0 15 6 3
1
end_operator
begin_operator
down_0 robot2 tile_2-2 tile_1-2
0
3
0 13 0 3
0 16 -1 0
0 15 7 4
1
end_operator
begin_operator
down_0 robot2 tile_2-3 tile_1-3
0
3
0 9 0 3
0 14 -1 0
0 15 8 5
1
end_operator
begin_operator
down_0 robot2 tile_3-1 tile_2-1
0
3
0 12 0 3
0 10 -1 0
0 15 9 6
1
end_operator
begin_operator
down_0 robot2 tile_3-2 tile_2-2
0
3
0 16 0 3
0 18 -1 0
0 15 10 7
1
end_operator
begin_operator
down_0 robot2 tile_3-3 tile_2-3
0
3
0 14 0 3
0 17 -1 0
0 15 11 8
1
end_operator
begin_operator
down_0 robot2 tile_4-1 tile_3-1
0
3
0 10 0 3
0 4 -1 0
0 15 12 9
1
end_operator
begin_operator
down_0 robot2 tile_4-2 tile_3-2
0
3
0 18 0 3
0 7 -1 0
0 15 13 10
1
end_operator
begin_operator
down_0 robot2 tile_4-3 tile_3-3
0
3
0 17 0 3
0 5 -1 0
0 15 14 11
1
end_operator
begin_operator
left_0 robot1 tile_0-2 tile_0-1
0
3
0 2 0 3
0 6 -1 0
0 11 1 0
1
end_operator
begin_operator
left_0 robot1 tile_0-3 tile_0-2
0
3
0 6 0 3
0 3 -1 0
0 11 2 1
1
end_operator
begin_operator
left_0 robot1 tile_1-2 tile_1-1
0
3
0 8 0 3
0 13 -1 0
0 11 4 3
1
end_operator
begin_operator
left_0 robot1 tile_1-3 tile_1-2
0
3
0 13 0 3
0 9 -1 0
0 11 5 4
1
end_operator
begin_operator
left_0 robot1 tile_2-2 tile_2-1
0
3
0 12 0 3
0 16 -1 0
0 11 7 6
1
end_operator
begin_operator
left_0 robot1 tile_2-3 tile_2-2
0
3
0 16 0 3
0 14 -1 0
0 11 8 7
1
end_operator
begin_operator
left_0 robot1 tile_3-2 tile_3-1
0
3
0 10 0 3
0 18 -1 0
0 11 10 9
1
end_operator
begin_operator
left_0 robot1 tile_3-3 tile_3-2
0
3
0 18 0 3
0 17 -1 0
0 11 11 10
1
end_operator
begin_operator
left_0 robot1 tile_4-2 tile_4-1
0
3
0 4 0 3
0 7 -1 0
0 11 13 12
1
end_operator
begin_operator
left_0 robot1 tile_4-3 tile_4-2
0
3
0 7 0 3
0 5 -1 0
0 11 14 13
1
end_operator
begin_operator
left_0 robot2 tile_0-2 tile_0-1
0
3
0 2 0 3
0 6 -1 0
0 15 1 0
1
end_operator
begin_operator
left_0 robot2 tile_0-3 tile_0-2
0
3
0 6 0 3
0 3 -1 0
0 15 2 1
1
end_operator
begin_operator
left_0 robot2 tile_1-2 tile_1-1
0
3
0 8 0 3
0 13 -1 0
0 15 4 3
1
end_operator
begin_operator
left_0 robot2 tile_1-3 tile_1-2
0
3
0 13 0 3
0 9 -1 0
0 15 5 4
1
end_operator
begin_operator
left_0 robot2 tile_2-2 tile_2-1
0
3
0 12 0 3
0 16 -1 0
0 15 7 6
1
end_operator
begin_operator
left_0 robot2 tile_2-3 tile_2-2
0
3
0 16 0 3
0 14 -1 0
0 15 8 7
1
end_operator
begin_operator
left_0 robot2 tile_3-2 tile_3-1
0
3
0 10 0 3
0 18 -1 0
0 15 10 9
1
end_operator
begin_operator
left_0 robot2 tile_3-3 tile_3-2
0
3
0 18 0 3
0 17 -1 0
0 15 11 10
1
end_operator
begin_operator
left_0 robot2 tile_4-2 tile_4-1
0
3
0 4 0 3
0 7 -1 0
0 15 13 12
1
end_operator
begin_operator
left_0 robot2 tile_4-3 tile_4-2
0
3
0 7 0 3
0 5 -1 0
0 15 14 13
1
end_operator
begin_operator
paint-down robot1 tile_0-1 tile_1-1 black
2
11 3
1 0
1
0 2 0 1
2
end_operator
begin_operator
paint-down robot1 tile_0-1 tile_1-1 white
2
11 3
1 1
1
0 2 0 2
2
end_operator
begin_operator
paint-down robot1 tile_0-2 tile_1-2 black
2
11 4
1 0
1
0 6 0 1
2
end_operator
begin_operator
paint-down robot1 tile_0-2 tile_1-2 white
2
11 4
1 1
1
0 6 0 2
2
end_operator
begin_operator
paint-down robot1 tile_0-3 tile_1-3 black
2
11 5
1 0
1
0 3 0 1
2
end_operator
begin_operator
paint-down robot1 tile_0-3 tile_1-3 white
2
11 5
1 1
1
0 3 0 2
2
end_operator
begin_operator
paint-down robot1 tile_1-1 tile_2-1 black
2
11 6
1 0
1
0 8 0 1
2
end_operator
begin_operator
paint-down robot1 tile_1-1 tile_2-1 white
2
11 6
1 1
1
0 8 0 2
2
end_operator
begin_operator
paint-down robot1 tile_1-2 tile_2-2 black
2
11 7
1 0
1
0 13 0 1
2
end_operator
begin_operator
paint-down robot1 tile_1-2 tile_2-2 white
2
11 7
1 1
1
0 13 0 2
2
end_operator
begin_operator
paint-down robot1 tile_1-3 tile_2-3 black
2
11 8
1 0
1
0 9 0 1
2
end_operator
begin_operator
paint-down robot1 tile_1-3 tile_2-3 white
2
11 8
1 1
1
0 9 0 2
2
end_operator
begin_operator
paint-down robot1 tile_2-1 tile_3-1 black
2
11 9
1 0
1
0 12 0 1
2
end_operator
begin_operator
paint-down robot1 tile_2-1 tile_3-1 white
2
11 9
1 1
1
0 12 0 2
2
end_operator
begin_operator
paint-down robot1 tile_2-2 tile_3-2 black
2
11 10
1 0
1
0 16 0 1
2
end_operator
begin_operator
paint-down robot1 tile_2-2 tile_3-2 white
2
11 10
1 1
1
0 16 0 2
2
end_operator
begin_operator
paint-down robot1 tile_2-3 tile_3-3 black
2
11 11
1 0
1
0 14 0 1
2
end_operator
begin_operator
paint-down robot1 tile_2-3 tile_3-3 white
2
11 11
1 1
1
0 14 0 2
2
end_operator
begin_operator
paint-down robot1 tile_3-1 tile_4-1 black
2
11 12
1 0
1
0 10 0 1
2
end_operator
begin_operator
paint-down robot1 tile_3-1 tile_4-1 white
2
11 12
1 1
1
0 10 0 2
2
end_operator
begin_operator
paint-down robot1 tile_3-2 tile_4-2 black
2
11 13
1 0
1
0 18 0 1
2
end_operator
begin_operator
paint-down robot1 tile_3-2 tile_4-2 white
2
11 13
1 1
1
0 18 0 2
2
end_operator
begin_operator
paint-down robot1 tile_3-3 tile_4-3 black
2
11 14
1 0
1
0 17 0 1
2
end_operator
begin_operator
paint-down robot1 tile_3-3 tile_4-3 white
2
11 14
1 1
1
0 17 0 2
2
end_operator
begin_operator
paint-down robot2 tile_0-1 tile_1-1 black
2
15 3
0 0
1
0 2 0 1
2
end_operator
begin_operator
paint-down robot2 tile_0-1 tile_1-1 white
2
15 3
0 1
1
0 2 0 2
2
end_operator
begin_operator
paint-down robot2 tile_0-2 tile_1-2 black
2
15 4
0 0
1
0 6 0 1
2
end_operator
begin_operator
paint-down robot2 tile_0-2 tile_1-2 white
2
15 4
0 1
1
0 6 0 2
2
end_operator
begin_operator
paint-down robot2 tile_0-3 tile_1-3 black
2
15 5
0 0
1
0 3 0 1
2
end_operator
begin_operator
paint-down robot2 tile_0-3 tile_1-3 white
2
15 5
0 1
1
0 3 0 2
2
end_operator
begin_operator
paint-down robot2 tile_1-1 tile_2-1 black
2
15 6
0 0
1
0 8 0 1
2
end_operator
begin_operator
paint-down robot2 tile_1-1 tile_2-1 white
2
15 6
0 1
1
0 8 0 2
2
end_operator
begin_operator
paint-down robot2 tile_1-2 tile_2-2 black
2
15 7
0 0
1
0 13 0 1
2
end_operator
begin_operator
paint-down robot2 tile_1-2 tile_2-2 white
2
15 7
0 1
1
0 13 0 2
2
end_operator
begin_operator
paint-down robot2 tile_1-3 tile_2-3 black
2
15 8
0 0
1
0 9 0 1
2
end_operator
begin_operator
paint-down robot2 tile_1-3 tile_2-3 white
2
15 8
0 1
1
0 9 0 2
2
end_operator
begin_operator
paint-down robot2 tile_2-1 tile_3-1 black
2
15 9
0 0
1
0 12 0 1
2
end_operator
begin_operator
paint-down robot2 tile_2-1 tile_3-1 white
2
15 9
0 1
1
0 12 0 2
2
end_operator
begin_operator
paint-down robot2 tile_2-2 tile_3-2 black
2
15 10
0 0
1
0 16 0 1
2
end_operator
begin_operator
paint-down robot2 tile_2-2 tile_3-2 white
2
15 10
0 1
1
0 16 0 2
2
end_operator
begin_operator
paint-down robot2 tile_2-3 tile_3-3 black
2
15 11
0 0
1
0 14 0 1
2
end_operator
begin_operator
paint-down robot2 tile_2-3 tile_3-3 white
2
15 11
0 1
1
0 14 0 2
2
end_operator
begin_operator
paint-down robot2 tile_3-1 tile_4-1 black
2
15 12
0 0
1
0 10 0 1
2
end_operator
begin_operator
paint-down robot2 tile_3-1 tile_4-1 white
2
15 12
0 1
1
0 10 0 2
2
end_operator
begin_operator
paint-down robot2 tile_3-2 tile_4-2 black
2
15 13
0 0
1
0 18 0 1
2
end_operator
begin_operator
paint-down robot2 tile_3-2 tile_4-2 white
2
15 13
0 1
1
0 18 0 2
2
end_operator
begin_operator
paint-down robot2 tile_3-3 tile_4-3 black
2
15 14
0 0
1
0 17 0 1
2
end_operator
begin_operator
paint-down robot2 tile_3-3 tile_4-3 white
2
15 14
0 1
1
0 17 0 2
2
end_operator
begin_operator
paint-up robot1 tile_1-1 tile_0-1 black
2
11 0
1 0
1
0 8 0 1
2
end_operator
begin_operator
paint-up robot1 tile_1-1 tile_0-1 white
2
11 0
1 1
1
0 8 0 2
2
end_operator
begin_operator
paint-up robot1 tile_1-2 tile_0-2 black
2
11 1
1 0
1
0 13 0 1
2
end_operator
begin_operator
paint-up robot1 tile_1-2 tile_0-2 white
2
11 1
1 1
1
0 13 0 2
2
end_operator
begin_operator
paint-up robot1 tile_1-3 tile_0-3 black
2
11 2
1 0
1
0 9 0 1
2
end_operator
begin_operator
paint-up robot1 tile_1-3 tile_0-3 white
2
11 2
1 1
1
0 9 0 2
2
end_operator
begin_operator
paint-up robot1 tile_2-1 tile_1-1 black
2
11 3
1 0
1
0 12 0 1
2
end_operator
begin_operator
paint-up robot1 tile_2-1 tile_1-1 white
2
11 3
1 1
1
0 12 0 2
2
end_operator
begin_operator
paint-up robot1 tile_2-2 tile_1-2 black
2
11 4
1 0
1
0 16 0 1
2
end_operator
begin_operator
paint-up robot1 tile_2-2 tile_1-2 white
2
11 4
1 1
1
0 16 0 2
2
end_operator
begin_operator
paint-up robot1 tile_2-3 tile_1-3 black
2
11 5
1 0
1
0 14 0 1
2
end_operator
begin_operator
paint-up robot1 tile_2-3 tile_1-3 white
2
11 5
1 1
1
0 14 0 2
2
end_operator
begin_operator
paint-up robot1 tile_3-1 tile_2-1 black
2
11 6
1 0
1
0 10 0 1
2
end_operator
begin_operator
paint-up robot1 tile_3-1 tile_2-1 white
2
11 6
1 1
1
0 10 0 2
2
end_operator
begin_operator
paint-up robot1 tile_3-2 tile_2-2 black
2
11 7
1 0
1
0 18 0 1
2
end_operator
begin_operator
paint-up robot1 tile_3-2 tile_2-2 white
2
11 7
1 1
1
0 18 0 2
2
end_operator
begin_operator
paint-up robot1 tile_3-3 tile_2-3 black
2
11 8
1 0
1
0 17 0 1
2
end_operator
begin_operator
paint-up robot1 tile_3-3 tile_2-3 white
2
11 8
1 1
1
0 17 0 2
2
end_operator
begin_operator
paint-up robot1 tile_4-1 tile_3-1 black
2
11 9
1 0
1
0 4 0 1
2
end_operator
begin_operator
paint-up robot1 tile_4-1 tile_3-1 white
2
11 9
1 1
1
0 4 0 2
2
end_operator
begin_operator
paint-up robot1 tile_4-2 tile_3-2 black
2
11 10
1 0
1
0 7 0 1
2
end_operator
begin_operator
paint-up robot1 tile_4-2 tile_3-2 white
2
11 10
1 1
1
0 7 0 2
2
end_operator
begin_operator
paint-up robot1 tile_4-3 tile_3-3 black
2
11 11
1 0
1
0 5 0 1
2
end_operator
begin_operator
paint-up robot1 tile_4-3 tile_3-3 white
2
11 11
1 1
1
0 5 0 2
2
end_operator
begin_operator
paint-up robot2 tile_1-1 tile_0-1 black
2
15 0
0 0
1
0 8 0 1
2
end_operator
begin_operator
paint-up robot2 tile_1-1 tile_0-1 white
2
15 0
0 1
1
0 8 0 2
2
end_operator
begin_operator
paint-up robot2 tile_1-2 tile_0-2 black
2
15 1
0 0
1
0 13 0 1
2
end_operator
begin_operator
paint-up robot2 tile_1-2 tile_0-2 white
2
15 1
0 1
1
0 13 0 2
2
end_operator
begin_operator
paint-up robot2 tile_1-3 tile_0-3 black
2
15 2
0 0
1
0 9 0 1
2
end_operator
begin_operator
paint-up robot2 tile_1-3 tile_0-3 white
2
15 2
0 1
1
0 9 0 2
2
end_operator
begin_operator
paint-up robot2 tile_2-1 tile_1-1 black
2
15 3
0 0
1
0 12 0 1
2
end_operator
begin_operator
paint-up robot2 tile_2-1 tile_1-1 white
2
15 3
0 1
1
0 12 0 2
2
end_operator
begin_operator
paint-up robot2 tile_2-2 tile_1-2 black
2
15 4
0 0
1
0 16 0 1
2
end_operator
begin_operator
paint-up robot2 tile_2-2 tile_1-2 white
2
15 4
0 1
1
0 16 0 2
2
end_operator
begin_operator
paint-up robot2 tile_2-3 tile_1-3 black
2
15 5
0 0
1
0 14 0 1
2
end_operator
begin_operator
paint-up robot2 tile_2-3 tile_1-3 white
2
15 5
0 1
1
0 14 0 2
2
end_operator
begin_operator
paint-up robot2 tile_3-1 tile_2-1 black
2
15 6
0 0
1
0 10 0 1
2
end_operator
begin_operator
paint-up robot2 tile_3-1 tile_2-1 white
2
15 6
0 1
1
0 10 0 2
2
end_operator
begin_operator
paint-up robot2 tile_3-2 tile_2-2 black
2
15 7
0 0
1
0 18 0 1
2
end_operator
begin_operator
paint-up robot2 tile_3-2 tile_2-2 white
2
15 7
0 1
1
0 18 0 2
2
end_operator
begin_operator
paint-up robot2 tile_3-3 tile_2-3 black
2
15 8
0 0
1
0 17 0 1
2
end_operator
begin_operator
paint-up robot2 tile_3-3 tile_2-3 white
2
15 8
0 1
1
0 17 0 2
2
end_operator
begin_operator
paint-up robot2 tile_4-1 tile_3-1 black
2
15 9
0 0
1
0 4 0 1
2
end_operator
begin_operator
paint-up robot2 tile_4-1 tile_3-1 white
2
15 9
0 1
1
0 4 0 2
2
end_operator
begin_operator
paint-up robot2 tile_4-2 tile_3-2 black
2
15 10
0 0
1
0 7 0 1
2
end_operator
begin_operator
paint-up robot2 tile_4-2 tile_3-2 white
2
15 10
0 1
1
0 7 0 2
2
end_operator
begin_operator
paint-up robot2 tile_4-3 tile_3-3 black
2
15 11
0 0
1
0 5 0 1
2
end_operator
begin_operator
paint-up robot2 tile_4-3 tile_3-3 white
2
15 11
0 1
1
0 5 0 2
2
end_operator
begin_operator
reach_goal0 
12
8 2
13 1
9 2
12 1
16 2
14 1
10 2
18 1
17 2
4 1
7 2
5 1
1
0 19 -1 0
1
end_operator
begin_operator
right_0 robot1 tile_0-1 tile_0-2
0
3
0 2 -1 0
0 6 0 3
0 11 0 1
1
end_operator
begin_operator
right_0 robot1 tile_0-2 tile_0-3
0
3
0 6 -1 0
0 3 0 3
0 11 1 2
1
end_operator
begin_operator
right_0 robot1 tile_1-1 tile_1-2
0
3
0 8 -1 0
0 13 0 3
0 11 3 4
1
end_operator
begin_operator
right_0 robot1 tile_1-2 tile_1-3
0
3
0 13 -1 0
0 9 0 3
0 11 4 5
1
end_operator
begin_operator
right_0 robot1 tile_2-1 tile_2-2
0
3
0 12 -1 0
0 16 0 3
0 11 6 7
1
end_operator
begin_operator
right_0 robot1 tile_2-2 tile_2-3
0
3
0 16 -1 0
0 14 0 3
0 11 7 8
1
end_operator
begin_operator
right_0 robot1 tile_3-1 tile_3-2
0
3
0 10 -1 0
0 18 0 3
0 11 9 10
1
end_operator
begin_operator
right_0 robot1 tile_3-2 tile_3-3
0
3
0 18 -1 0
0 17 0 3
0 11 10 11
1
end_operator
begin_operator
right_0 robot1 tile_4-1 tile_4-2
0
3
0 4 -1 0
0 7 0 3
0 11 12 13
1
end_operator
begin_operator
right_0 robot1 tile_4-2 tile_4-3
0
3
0 7 -1 0
0 5 0 3
0 11 13 14
1
end_operator
begin_operator
right_0 robot2 tile_0-1 tile_0-2
0
3
0 2 -1 0
0 6 0 3
0 15 0 1
1
end_operator
begin_operator
right_0 robot2 tile_0-2 tile_0-3
0
3
0 6 -1 0
0 3 0 3
0 15 1 2
1
end_operator
begin_operator
right_0 robot2 tile_1-1 tile_1-2
0
3
0 8 -1 0
0 13 0 3
0 15 3 4
1
end_operator
begin_operator
right_0 robot2 tile_1-2 tile_1-3
0
3
0 13 -1 0
0 9 0 3
0 15 4 5
1
end_operator
begin_operator
right_0 robot2 tile_2-1 tile_2-2
0
3
0 12 -1 0
0 16 0 3
0 15 6 7
1
end_operator
begin_operator
right_0 robot2 tile_2-2 tile_2-3
0
3
0 16 -1 0
0 14 0 3
0 15 7 8
1
end_operator
begin_operator
right_0 robot2 tile_3-1 tile_3-2
0
3
0 10 -1 0
0 18 0 3
0 15 9 10
1
end_operator
begin_operator
right_0 robot2 tile_3-2 tile_3-3
0
3
0 18 -1 0
0 17 0 3
0 15 10 11
1
end_operator
begin_operator
right_0 robot2 tile_4-1 tile_4-2
0
3
0 4 -1 0
0 7 0 3
0 15 12 13
1
end_operator
begin_operator
right_0 robot2 tile_4-2 tile_4-3
0
3
0 7 -1 0
0 5 0 3
0 15 13 14
1
end_operator
begin_operator
up_0 robot1 tile_0-1 tile_1-1
0
3
0 2 -1 0
0 8 0 3
0 11 0 3
3
end_operator
begin_operator
up_0 robot1 tile_0-2 tile_1-2
0
3
0 6 -1 0
0 13 0 3
0 11 1 4
3
end_operator
begin_operator
up_0 robot1 tile_0-3 tile_1-3
0
3
0 3 -1 0
0 9 0 3
0 11 2 5
3
end_operator
begin_operator
up_0 robot1 tile_1-1 tile_2-1
0
3
0 8 -1 0
0 12 0 3
0 11 3 6
3
end_operator
begin_operator
up_0 robot1 tile_1-2 tile_2-2
0
3
0 13 -1 0
0 16 0 3
0 11 4 7
3
end_operator
begin_operator
up_0 robot1 tile_1-3 tile_2-3
0
3
0 9 -1 0
0 14 0 3
0 11 5 8
3
end_operator
begin_operator
up_0 robot1 tile_2-1 tile_3-1
0
3
0 12 -1 0
0 10 0 3
0 11 6 9
3
end_operator
begin_operator
up_0 robot1 tile_2-2 tile_3-2
0
3
0 16 -1 0
0 18 0 3
0 11 7 10
3
end_operator
begin_operator
up_0 robot1 tile_2-3 tile_3-3
0
3
0 14 -1 0
0 17 0 3
0 11 8 11
3
end_operator
begin_operator
up_0 robot1 tile_3-1 tile_4-1
0
3
0 10 -1 0
0 4 0 3
0 11 9 12
3
end_operator
begin_operator
up_0 robot1 tile_3-2 tile_4-2
0
3
0 18 -1 0
0 7 0 3
0 11 10 13
3
end_operator
begin_operator
up_0 robot1 tile_3-3 tile_4-3
0
3
0 17 -1 0
0 5 0 3
0 11 11 14
3
end_operator
begin_operator
up_0 robot2 tile_0-1 tile_1-1
0
3
0 2 -1 0
0 8 0 3
0 15 0 3
3
end_operator
begin_operator
up_0 robot2 tile_0-2 tile_1-2
0
3
0 6 -1 0
0 13 0 3
0 15 1 4
3
end_operator
begin_operator
up_0 robot2 tile_0-3 tile_1-3
0
3
0 3 -1 0
0 9 0 3
0 15 2 5
3
end_operator
begin_operator
up_0 robot2 tile_1-1 tile_2-1
0
3
0 8 -1 0
0 12 0 3
0 15 3 6
3
end_operator
begin_operator
up_0 robot2 tile_1-2 tile_2-2
0
3
0 13 -1 0
0 16 0 3
0 15 4 7
3
end_operator
begin_operator
up_0 robot2 tile_1-3 tile_2-3
0
3
0 9 -1 0
0 14 0 3
0 15 5 8
3
end_operator
begin_operator
up_0 robot2 tile_2-1 tile_3-1
0
3
0 12 -1 0
0 10 0 3
0 15 6 9
3
end_operator
begin_operator
up_0 robot2 tile_2-2 tile_3-2
0
3
0 16 -1 0
0 18 0 3
0 15 7 10
3
end_operator
begin_operator
up_0 robot2 tile_2-3 tile_3-3
0
3
0 14 -1 0
0 17 0 3
0 15 8 11
3
end_operator
begin_operator
up_0 robot2 tile_3-1 tile_4-1
0
3
0 10 -1 0
0 4 0 3
0 15 9 12
3
end_operator
begin_operator
up_0 robot2 tile_3-2 tile_4-2
0
3
0 18 -1 0
0 7 0 3
0 15 10 13
3
end_operator
begin_operator
up_0 robot2 tile_3-3 tile_4-3
0
3
0 17 -1 0
0 5 0 3
0 15 11 14
3
end_operator
0
