begin_version
3
end_version
begin_metric
1
end_metric
44
begin_variable
var0
-1
4
Atom at(tray2, kitchen)
Atom at(tray2, table1)
Atom at(tray2, table2)
Atom at(tray2, table3)
end_variable
begin_variable
var1
-1
4
Atom at(tray1, kitchen)
Atom at(tray1, table1)
Atom at(tray1, table2)
Atom at(tray1, table3)
end_variable
begin_variable
var2
-1
2
Atom no_gluten_sandwich(sandw10)
NegatedAtom no_gluten_sandwich(sandw10)
end_variable
begin_variable
var3
-1
2
Atom no_gluten_sandwich(sandw2)
NegatedAtom no_gluten_sandwich(sandw2)
end_variable
begin_variable
var4
-1
2
Atom no_gluten_sandwich(sandw3)
NegatedAtom no_gluten_sandwich(sandw3)
end_variable
begin_variable
var5
-1
2
Atom no_gluten_sandwich(sandw4)
NegatedAtom no_gluten_sandwich(sandw4)
end_variable
begin_variable
var6
-1
2
Atom no_gluten_sandwich(sandw5)
NegatedAtom no_gluten_sandwich(sandw5)
end_variable
begin_variable
var7
-1
2
Atom no_gluten_sandwich(sandw6)
NegatedAtom no_gluten_sandwich(sandw6)
end_variable
begin_variable
var8
-1
2
Atom no_gluten_sandwich(sandw7)
NegatedAtom no_gluten_sandwich(sandw7)
end_variable
begin_variable
var9
-1
2
Atom no_gluten_sandwich(sandw8)
NegatedAtom no_gluten_sandwich(sandw8)
end_variable
begin_variable
var10
-1
2
Atom no_gluten_sandwich(sandw9)
NegatedAtom no_gluten_sandwich(sandw9)
end_variable
begin_variable
var11
-1
2
Atom no_gluten_sandwich(sandw1)
NegatedAtom no_gluten_sandwich(sandw1)
end_variable
begin_variable
var12
-1
5
Atom at_kitchen_sandwich(sandw10)
Atom notexist(sandw10)
Atom ontray(sandw10, tray1)
Atom ontray(sandw10, tray2)
<none of those>
end_variable
begin_variable
var13
-1
5
Atom at_kitchen_sandwich(sandw2)
Atom notexist(sandw2)
Atom ontray(sandw2, tray1)
Atom ontray(sandw2, tray2)
<none of those>
end_variable
begin_variable
var14
-1
5
Atom at_kitchen_sandwich(sandw3)
Atom notexist(sandw3)
Atom ontray(sandw3, tray1)
Atom ontray(sandw3, tray2)
<none of those>
end_variable
begin_variable
var15
-1
5
Atom at_kitchen_sandwich(sandw4)
Atom notexist(sandw4)
Atom ontray(sandw4, tray1)
Atom ontray(sandw4, tray2)
<none of those>
end_variable
begin_variable
var16
-1
5
Atom at_kitchen_sandwich(sandw5)
Atom notexist(sandw5)
Atom ontray(sandw5, tray1)
Atom ontray(sandw5, tray2)
<none of those>
end_variable
begin_variable
var17
-1
2
Atom at_kitchen_bread(bread1)
NegatedAtom at_kitchen_bread(bread1)
end_variable
begin_variable
var18
-1
2
Atom at_kitchen_content(content1)
NegatedAtom at_kitchen_content(content1)
end_variable
begin_variable
var19
-1
5
Atom at_kitchen_sandwich(sandw1)
Atom notexist(sandw1)
Atom ontray(sandw1, tray1)
Atom ontray(sandw1, tray2)
<none of those>
end_variable
begin_variable
var20
-1
2
Atom at_kitchen_bread(bread3)
NegatedAtom at_kitchen_bread(bread3)
end_variable
begin_variable
var21
-1
2
Atom at_kitchen_content(content2)
NegatedAtom at_kitchen_content(content2)
end_variable
begin_variable
var22
-1
2
Atom at_kitchen_content(content4)
NegatedAtom at_kitchen_content(content4)
end_variable
begin_variable
var23
-1
2
Atom at_kitchen_bread(bread4)
NegatedAtom at_kitchen_bread(bread4)
end_variable
begin_variable
var24
-1
5
Atom at_kitchen_sandwich(sandw6)
Atom notexist(sandw6)
Atom ontray(sandw6, tray1)
Atom ontray(sandw6, tray2)
<none of those>
end_variable
begin_variable
var25
-1
2
Atom at_kitchen_bread(bread5)
NegatedAtom at_kitchen_bread(bread5)
end_variable
begin_variable
var26
-1
2
Atom at_kitchen_content(content5)
NegatedAtom at_kitchen_content(content5)
end_variable
begin_variable
var27
-1
5
Atom at_kitchen_sandwich(sandw7)
Atom notexist(sandw7)
Atom ontray(sandw7, tray1)
Atom ontray(sandw7, tray2)
<none of those>
end_variable
begin_variable
var28
-1
2
Atom at_kitchen_bread(bread7)
NegatedAtom at_kitchen_bread(bread7)
end_variable
begin_variable
var29
-1
2
Atom at_kitchen_content(content6)
NegatedAtom at_kitchen_content(content6)
end_variable
begin_variable
var30
-1
5
Atom at_kitchen_sandwich(sandw8)
Atom notexist(sandw8)
Atom ontray(sandw8, tray1)
Atom ontray(sandw8, tray2)
<none of those>
end_variable
begin_variable
var31
-1
5
Atom at_kitchen_sandwich(sandw9)
Atom notexist(sandw9)
Atom ontray(sandw9, tray1)
Atom ontray(sandw9, tray2)
<none of those>
end_variable
begin_variable
var32
-1
2
Atom at_kitchen_bread(bread2)
NegatedAtom at_kitchen_bread(bread2)
end_variable
begin_variable
var33
-1
2
Atom at_kitchen_content(content3)
NegatedAtom at_kitchen_content(content3)
end_variable
begin_variable
var34
-1
2
Atom at_kitchen_content(content7)
NegatedAtom at_kitchen_content(content7)
end_variable
begin_variable
var35
-1
2
Atom at_kitchen_bread(bread6)
NegatedAtom at_kitchen_bread(bread6)
end_variable
begin_variable
var36
-1
2
Atom served(child7)
NegatedAtom served(child7)
end_variable
begin_variable
var37
-1
2
Atom served(child6)
NegatedAtom served(child6)
end_variable
begin_variable
var38
-1
2
Atom served(child4)
NegatedAtom served(child4)
end_variable
begin_variable
var39
-1
2
Atom served(child3)
NegatedAtom served(child3)
end_variable
begin_variable
var40
-1
2
Atom served(child2)
NegatedAtom served(child2)
end_variable
begin_variable
var41
-1
2
Atom served(child5)
NegatedAtom served(child5)
end_variable
begin_variable
var42
-1
2
Atom served(child1)
NegatedAtom served(child1)
end_variable
begin_variable
var43
-1
2
Atom goal0()
NegatedAtom goal0()
end_variable
10
begin_mutex_group
2
19 1
11 0
end_mutex_group
begin_mutex_group
2
12 1
2 0
end_mutex_group
begin_mutex_group
2
13 1
3 0
end_mutex_group
begin_mutex_group
2
14 1
4 0
end_mutex_group
begin_mutex_group
2
15 1
5 0
end_mutex_group
begin_mutex_group
2
16 1
6 0
end_mutex_group
begin_mutex_group
2
24 1
7 0
end_mutex_group
begin_mutex_group
2
27 1
8 0
end_mutex_group
begin_mutex_group
2
30 1
9 0
end_mutex_group
begin_mutex_group
2
31 1
10 0
end_mutex_group
begin_state
0
0
1
1
1
1
1
1
1
1
1
1
1
1
1
1
1
0
0
1
0
0
0
0
1
0
0
1
0
0
1
1
0
0
0
0
1
1
1
1
1
1
1
1
end_state
begin_goal
1
43 0
end_goal
715
begin_operator
make_sandwich sandw1 bread1 content1
0
3
0 17 0 1
0 18 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread1 content2
0
3
0 17 0 1
0 21 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread1 content3
0
3
0 17 0 1
0 33 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread1 content4
0
3
0 17 0 1
0 22 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread1 content5
0
3
0 17 0 1
0 26 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread1 content6
0
3
0 17 0 1
0 29 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread1 content7
0
3
0 17 0 1
0 34 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread2 content1
0
3
0 32 0 1
0 18 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread2 content2
0
3
0 32 0 1
0 21 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread2 content3
0
3
0 32 0 1
0 33 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread2 content4
0
3
0 32 0 1
0 22 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread2 content5
0
3
0 32 0 1
0 26 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread2 content6
0
3
0 32 0 1
0 29 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread2 content7
0
3
0 32 0 1
0 34 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread3 content1
0
3
0 20 0 1
0 18 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread3 content2
0
3
0 20 0 1
0 21 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread3 content3
0
3
0 20 0 1
0 33 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread3 content4
0
3
0 20 0 1
0 22 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread3 content5
0
3
0 20 0 1
0 26 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread3 content6
0
3
0 20 0 1
0 29 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread3 content7
0
3
0 20 0 1
0 34 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread4 content1
0
3
0 23 0 1
0 18 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread4 content2
0
3
0 23 0 1
0 21 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread4 content3
0
3
0 23 0 1
0 33 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread4 content4
0
3
0 23 0 1
0 22 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread4 content5
0
3
0 23 0 1
0 26 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread4 content6
0
3
0 23 0 1
0 29 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread4 content7
0
3
0 23 0 1
0 34 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread5 content1
0
3
0 25 0 1
0 18 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread5 content2
0
3
0 25 0 1
0 21 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread5 content3
0
3
0 25 0 1
0 33 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread5 content4
0
3
0 25 0 1
0 22 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread5 content5
0
3
0 25 0 1
0 26 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread5 content6
0
3
0 25 0 1
0 29 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread5 content7
0
3
0 25 0 1
0 34 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread6 content1
0
3
0 35 0 1
0 18 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread6 content2
0
3
0 35 0 1
0 21 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread6 content3
0
3
0 35 0 1
0 33 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread6 content4
0
3
0 35 0 1
0 22 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread6 content5
0
3
0 35 0 1
0 26 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread6 content6
0
3
0 35 0 1
0 29 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread6 content7
0
3
0 35 0 1
0 34 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread7 content1
0
3
0 28 0 1
0 18 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread7 content2
0
3
0 28 0 1
0 21 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread7 content3
0
3
0 28 0 1
0 33 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread7 content4
0
3
0 28 0 1
0 22 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread7 content5
0
3
0 28 0 1
0 26 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread7 content6
0
3
0 28 0 1
0 29 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw1 bread7 content7
0
3
0 28 0 1
0 34 0 1
0 19 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread1 content1
0
3
0 17 0 1
0 18 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread1 content2
0
3
0 17 0 1
0 21 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread1 content3
0
3
0 17 0 1
0 33 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread1 content4
0
3
0 17 0 1
0 22 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread1 content5
0
3
0 17 0 1
0 26 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread1 content6
0
3
0 17 0 1
0 29 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread1 content7
0
3
0 17 0 1
0 34 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread2 content1
0
3
0 32 0 1
0 18 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread2 content2
0
3
0 32 0 1
0 21 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread2 content3
0
3
0 32 0 1
0 33 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread2 content4
0
3
0 32 0 1
0 22 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread2 content5
0
3
0 32 0 1
0 26 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread2 content6
0
3
0 32 0 1
0 29 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread2 content7
0
3
0 32 0 1
0 34 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread3 content1
0
3
0 20 0 1
0 18 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread3 content2
0
3
0 20 0 1
0 21 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread3 content3
0
3
0 20 0 1
0 33 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread3 content4
0
3
0 20 0 1
0 22 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread3 content5
0
3
0 20 0 1
0 26 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread3 content6
0
3
0 20 0 1
0 29 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread3 content7
0
3
0 20 0 1
0 34 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread4 content1
0
3
0 23 0 1
0 18 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread4 content2
0
3
0 23 0 1
0 21 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread4 content3
0
3
0 23 0 1
0 33 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread4 content4
0
3
0 23 0 1
0 22 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread4 content5
0
3
0 23 0 1
0 26 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread4 content6
0
3
0 23 0 1
0 29 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread4 content7
0
3
0 23 0 1
0 34 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread5 content1
0
3
0 25 0 1
0 18 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread5 content2
0
3
0 25 0 1
0 21 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread5 content3
0
3
0 25 0 1
0 33 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread5 content4
0
3
0 25 0 1
0 22 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread5 content5
0
3
0 25 0 1
0 26 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread5 content6
0
3
0 25 0 1
0 29 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread5 content7
0
3
0 25 0 1
0 34 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread6 content1
0
3
0 35 0 1
0 18 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread6 content2
0
3
0 35 0 1
0 21 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread6 content3
0
3
0 35 0 1
0 33 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread6 content4
0
3
0 35 0 1
0 22 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread6 content5
0
3
0 35 0 1
0 26 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread6 content6
0
3
0 35 0 1
0 29 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread6 content7
0
3
0 35 0 1
0 34 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread7 content1
0
3
0 28 0 1
0 18 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread7 content2
0
3
0 28 0 1
0 21 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread7 content3
0
3
0 28 0 1
0 33 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread7 content4
0
3
0 28 0 1
0 22 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread7 content5
0
3
0 28 0 1
0 26 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread7 content6
0
3
0 28 0 1
0 29 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw10 bread7 content7
0
3
0 28 0 1
0 34 0 1
0 12 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread1 content1
0
3
0 17 0 1
0 18 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread1 content2
0
3
0 17 0 1
0 21 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread1 content3
0
3
0 17 0 1
0 33 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread1 content4
0
3
0 17 0 1
0 22 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread1 content5
0
3
0 17 0 1
0 26 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread1 content6
0
3
0 17 0 1
0 29 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread1 content7
0
3
0 17 0 1
0 34 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread2 content1
0
3
0 32 0 1
0 18 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread2 content2
0
3
0 32 0 1
0 21 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread2 content3
0
3
0 32 0 1
0 33 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread2 content4
0
3
0 32 0 1
0 22 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread2 content5
0
3
0 32 0 1
0 26 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread2 content6
0
3
0 32 0 1
0 29 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread2 content7
0
3
0 32 0 1
0 34 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread3 content1
0
3
0 20 0 1
0 18 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread3 content2
0
3
0 20 0 1
0 21 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread3 content3
0
3
0 20 0 1
0 33 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread3 content4
0
3
0 20 0 1
0 22 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread3 content5
0
3
0 20 0 1
0 26 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread3 content6
0
3
0 20 0 1
0 29 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread3 content7
0
3
0 20 0 1
0 34 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread4 content1
0
3
0 23 0 1
0 18 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread4 content2
0
3
0 23 0 1
0 21 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread4 content3
0
3
0 23 0 1
0 33 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread4 content4
0
3
0 23 0 1
0 22 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread4 content5
0
3
0 23 0 1
0 26 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread4 content6
0
3
0 23 0 1
0 29 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread4 content7
0
3
0 23 0 1
0 34 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread5 content1
0
3
0 25 0 1
0 18 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread5 content2
0
3
0 25 0 1
0 21 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread5 content3
0
3
0 25 0 1
0 33 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread5 content4
0
3
0 25 0 1
0 22 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread5 content5
0
3
0 25 0 1
0 26 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread5 content6
0
3
0 25 0 1
0 29 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread5 content7
0
3
0 25 0 1
0 34 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread6 content1
0
3
0 35 0 1
0 18 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread6 content2
0
3
0 35 0 1
0 21 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread6 content3
0
3
0 35 0 1
0 33 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread6 content4
0
3
0 35 0 1
0 22 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread6 content5
0
3
0 35 0 1
0 26 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread6 content6
0
3
0 35 0 1
0 29 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread6 content7
0
3
0 35 0 1
0 34 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread7 content1
0
3
0 28 0 1
0 18 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread7 content2
0
3
0 28 0 1
0 21 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread7 content3
0
3
0 28 0 1
0 33 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread7 content4
0
3
0 28 0 1
0 22 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread7 content5
0
3
0 28 0 1
0 26 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread7 content6
0
3
0 28 0 1
0 29 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw2 bread7 content7
0
3
0 28 0 1
0 34 0 1
0 13 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread1 content1
0
3
0 17 0 1
0 18 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread1 content2
0
3
0 17 0 1
0 21 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread1 content3
0
3
0 17 0 1
0 33 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread1 content4
0
3
0 17 0 1
0 22 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread1 content5
0
3
0 17 0 1
0 26 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread1 content6
0
3
0 17 0 1
0 29 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread1 content7
0
3
0 17 0 1
0 34 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread2 content1
0
3
0 32 0 1
0 18 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread2 content2
0
3
0 32 0 1
0 21 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread2 content3
0
3
0 32 0 1
0 33 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread2 content4
0
3
0 32 0 1
0 22 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread2 content5
0
3
0 32 0 1
0 26 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread2 content6
0
3
0 32 0 1
0 29 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread2 content7
0
3
0 32 0 1
0 34 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread3 content1
0
3
0 20 0 1
0 18 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread3 content2
0
3
0 20 0 1
0 21 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread3 content3
0
3
0 20 0 1
0 33 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread3 content4
0
3
0 20 0 1
0 22 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread3 content5
0
3
0 20 0 1
0 26 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread3 content6
0
3
0 20 0 1
0 29 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread3 content7
0
3
0 20 0 1
0 34 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread4 content1
0
3
0 23 0 1
0 18 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread4 content2
0
3
0 23 0 1
0 21 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread4 content3
0
3
0 23 0 1
0 33 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread4 content4
0
3
0 23 0 1
0 22 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread4 content5
0
3
0 23 0 1
0 26 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread4 content6
0
3
0 23 0 1
0 29 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread4 content7
0
3
0 23 0 1
0 34 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread5 content1
0
3
0 25 0 1
0 18 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread5 content2
0
3
0 25 0 1
0 21 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread5 content3
0
3
0 25 0 1
0 33 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread5 content4
0
3
0 25 0 1
0 22 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread5 content5
0
3
0 25 0 1
0 26 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread5 content6
0
3
0 25 0 1
0 29 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread5 content7
0
3
0 25 0 1
0 34 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread6 content1
0
3
0 35 0 1
0 18 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread6 content2
0
3
0 35 0 1
0 21 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread6 content3
0
3
0 35 0 1
0 33 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread6 content4
0
3
0 35 0 1
0 22 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread6 content5
0
3
0 35 0 1
0 26 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread6 content6
0
3
0 35 0 1
0 29 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread6 content7
0
3
0 35 0 1
0 34 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread7 content1
0
3
0 28 0 1
0 18 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread7 content2
0
3
0 28 0 1
0 21 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread7 content3
0
3
0 28 0 1
0 33 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread7 content4
0
3
0 28 0 1
0 22 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread7 content5
0
3
0 28 0 1
0 26 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread7 content6
0
3
0 28 0 1
0 29 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw3 bread7 content7
0
3
0 28 0 1
0 34 0 1
0 14 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread1 content1
0
3
0 17 0 1
0 18 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread1 content2
0
3
0 17 0 1
0 21 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread1 content3
0
3
0 17 0 1
0 33 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread1 content4
0
3
0 17 0 1
0 22 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread1 content5
0
3
0 17 0 1
0 26 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread1 content6
0
3
0 17 0 1
0 29 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread1 content7
0
3
0 17 0 1
0 34 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread2 content1
0
3
0 32 0 1
0 18 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread2 content2
0
3
0 32 0 1
0 21 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread2 content3
0
3
0 32 0 1
0 33 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread2 content4
0
3
0 32 0 1
0 22 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread2 content5
0
3
0 32 0 1
0 26 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread2 content6
0
3
0 32 0 1
0 29 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread2 content7
0
3
0 32 0 1
0 34 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread3 content1
0
3
0 20 0 1
0 18 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread3 content2
0
3
0 20 0 1
0 21 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread3 content3
0
3
0 20 0 1
0 33 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread3 content4
0
3
0 20 0 1
0 22 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread3 content5
0
3
0 20 0 1
0 26 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread3 content6
0
3
0 20 0 1
0 29 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread3 content7
0
3
0 20 0 1
0 34 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread4 content1
0
3
0 23 0 1
0 18 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread4 content2
0
3
0 23 0 1
0 21 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread4 content3
0
3
0 23 0 1
0 33 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread4 content4
0
3
0 23 0 1
0 22 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread4 content5
0
3
0 23 0 1
0 26 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread4 content6
0
3
0 23 0 1
0 29 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread4 content7
0
3
0 23 0 1
0 34 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread5 content1
0
3
0 25 0 1
0 18 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread5 content2
0
3
0 25 0 1
0 21 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread5 content3
0
3
0 25 0 1
0 33 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread5 content4
0
3
0 25 0 1
0 22 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread5 content5
0
3
0 25 0 1
0 26 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread5 content6
0
3
0 25 0 1
0 29 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread5 content7
0
3
0 25 0 1
0 34 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread6 content1
0
3
0 35 0 1
0 18 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread6 content2
0
3
0 35 0 1
0 21 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread6 content3
0
3
0 35 0 1
0 33 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread6 content4
0
3
0 35 0 1
0 22 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread6 content5
0
3
0 35 0 1
0 26 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread6 content6
0
3
0 35 0 1
0 29 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread6 content7
0
3
0 35 0 1
0 34 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread7 content1
0
3
0 28 0 1
0 18 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread7 content2
0
3
0 28 0 1
0 21 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread7 content3
0
3
0 28 0 1
0 33 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread7 content4
0
3
0 28 0 1
0 22 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread7 content5
0
3
0 28 0 1
0 26 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread7 content6
0
3
0 28 0 1
0 29 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw4 bread7 content7
0
3
0 28 0 1
0 34 0 1
0 15 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread1 content1
0
3
0 17 0 1
0 18 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread1 content2
0
3
0 17 0 1
0 21 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread1 content3
0
3
0 17 0 1
0 33 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread1 content4
0
3
0 17 0 1
0 22 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread1 content5
0
3
0 17 0 1
0 26 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread1 content6
0
3
0 17 0 1
0 29 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread1 content7
0
3
0 17 0 1
0 34 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread2 content1
0
3
0 32 0 1
0 18 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread2 content2
0
3
0 32 0 1
0 21 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread2 content3
0
3
0 32 0 1
0 33 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread2 content4
0
3
0 32 0 1
0 22 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread2 content5
0
3
0 32 0 1
0 26 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread2 content6
0
3
0 32 0 1
0 29 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread2 content7
0
3
0 32 0 1
0 34 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread3 content1
0
3
0 20 0 1
0 18 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread3 content2
0
3
0 20 0 1
0 21 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread3 content3
0
3
0 20 0 1
0 33 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread3 content4
0
3
0 20 0 1
0 22 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread3 content5
0
3
0 20 0 1
0 26 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread3 content6
0
3
0 20 0 1
0 29 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread3 content7
0
3
0 20 0 1
0 34 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread4 content1
0
3
0 23 0 1
0 18 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread4 content2
0
3
0 23 0 1
0 21 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread4 content3
0
3
0 23 0 1
0 33 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread4 content4
0
3
0 23 0 1
0 22 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread4 content5
0
3
0 23 0 1
0 26 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread4 content6
0
3
0 23 0 1
0 29 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread4 content7
0
3
0 23 0 1
0 34 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread5 content1
0
3
0 25 0 1
0 18 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread5 content2
0
3
0 25 0 1
0 21 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread5 content3
0
3
0 25 0 1
0 33 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread5 content4
0
3
0 25 0 1
0 22 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread5 content5
0
3
0 25 0 1
0 26 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread5 content6
0
3
0 25 0 1
0 29 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread5 content7
0
3
0 25 0 1
0 34 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread6 content1
0
3
0 35 0 1
0 18 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread6 content2
0
3
0 35 0 1
0 21 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread6 content3
0
3
0 35 0 1
0 33 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread6 content4
0
3
0 35 0 1
0 22 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread6 content5
0
3
0 35 0 1
0 26 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread6 content6
0
3
0 35 0 1
0 29 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread6 content7
0
3
0 35 0 1
0 34 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread7 content1
0
3
0 28 0 1
0 18 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread7 content2
0
3
0 28 0 1
0 21 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread7 content3
0
3
0 28 0 1
0 33 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread7 content4
0
3
0 28 0 1
0 22 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread7 content5
0
3
0 28 0 1
0 26 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread7 content6
0
3
0 28 0 1
0 29 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw5 bread7 content7
0
3
0 28 0 1
0 34 0 1
0 16 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread1 content1
0
3
0 17 0 1
0 18 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread1 content2
0
3
0 17 0 1
0 21 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread1 content3
0
3
0 17 0 1
0 33 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread1 content4
0
3
0 17 0 1
0 22 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread1 content5
0
3
0 17 0 1
0 26 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread1 content6
0
3
0 17 0 1
0 29 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread1 content7
0
3
0 17 0 1
0 34 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread2 content1
0
3
0 32 0 1
0 18 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread2 content2
0
3
0 32 0 1
0 21 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread2 content3
0
3
0 32 0 1
0 33 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread2 content4
0
3
0 32 0 1
0 22 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread2 content5
0
3
0 32 0 1
0 26 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread2 content6
0
3
0 32 0 1
0 29 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread2 content7
0
3
0 32 0 1
0 34 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread3 content1
0
3
0 20 0 1
0 18 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread3 content2
0
3
0 20 0 1
0 21 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread3 content3
0
3
0 20 0 1
0 33 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread3 content4
0
3
0 20 0 1
0 22 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread3 content5
0
3
0 20 0 1
0 26 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread3 content6
0
3
0 20 0 1
0 29 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread3 content7
0
3
0 20 0 1
0 34 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread4 content1
0
3
0 23 0 1
0 18 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread4 content2
0
3
0 23 0 1
0 21 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread4 content3
0
3
0 23 0 1
0 33 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread4 content4
0
3
0 23 0 1
0 22 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread4 content5
0
3
0 23 0 1
0 26 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread4 content6
0
3
0 23 0 1
0 29 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread4 content7
0
3
0 23 0 1
0 34 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread5 content1
0
3
0 25 0 1
0 18 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread5 content2
0
3
0 25 0 1
0 21 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread5 content3
0
3
0 25 0 1
0 33 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread5 content4
0
3
0 25 0 1
0 22 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread5 content5
0
3
0 25 0 1
0 26 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread5 content6
0
3
0 25 0 1
0 29 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread5 content7
0
3
0 25 0 1
0 34 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread6 content1
0
3
0 35 0 1
0 18 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread6 content2
0
3
0 35 0 1
0 21 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread6 content3
0
3
0 35 0 1
0 33 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread6 content4
0
3
0 35 0 1
0 22 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread6 content5
0
3
0 35 0 1
0 26 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread6 content6
0
3
0 35 0 1
0 29 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread6 content7
0
3
0 35 0 1
0 34 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread7 content1
0
3
0 28 0 1
0 18 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread7 content2
0
3
0 28 0 1
0 21 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread7 content3
0
3
0 28 0 1
0 33 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread7 content4
0
3
0 28 0 1
0 22 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread7 content5
0
3
0 28 0 1
0 26 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread7 content6
0
3
0 28 0 1
0 29 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw6 bread7 content7
0
3
0 28 0 1
0 34 0 1
0 24 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread1 content1
0
3
0 17 0 1
0 18 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread1 content2
0
3
0 17 0 1
0 21 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread1 content3
0
3
0 17 0 1
0 33 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread1 content4
0
3
0 17 0 1
0 22 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread1 content5
0
3
0 17 0 1
0 26 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread1 content6
0
3
0 17 0 1
0 29 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread1 content7
0
3
0 17 0 1
0 34 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread2 content1
0
3
0 32 0 1
0 18 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread2 content2
0
3
0 32 0 1
0 21 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread2 content3
0
3
0 32 0 1
0 33 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread2 content4
0
3
0 32 0 1
0 22 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread2 content5
0
3
0 32 0 1
0 26 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread2 content6
0
3
0 32 0 1
0 29 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread2 content7
0
3
0 32 0 1
0 34 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread3 content1
0
3
0 20 0 1
0 18 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread3 content2
0
3
0 20 0 1
0 21 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread3 content3
0
3
0 20 0 1
0 33 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread3 content4
0
3
0 20 0 1
0 22 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread3 content5
0
3
0 20 0 1
0 26 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread3 content6
0
3
0 20 0 1
0 29 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread3 content7
0
3
0 20 0 1
0 34 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread4 content1
0
3
0 23 0 1
0 18 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread4 content2
0
3
0 23 0 1
0 21 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread4 content3
0
3
0 23 0 1
0 33 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread4 content4
0
3
0 23 0 1
0 22 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread4 content5
0
3
0 23 0 1
0 26 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread4 content6
0
3
0 23 0 1
0 29 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread4 content7
0
3
0 23 0 1
0 34 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread5 content1
0
3
0 25 0 1
0 18 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread5 content2
0
3
0 25 0 1
0 21 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread5 content3
0
3
0 25 0 1
0 33 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread5 content4
0
3
0 25 0 1
0 22 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread5 content5
0
3
0 25 0 1
0 26 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread5 content6
0
3
0 25 0 1
0 29 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread5 content7
0
3
0 25 0 1
0 34 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread6 content1
0
3
0 35 0 1
0 18 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread6 content2
0
3
0 35 0 1
0 21 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread6 content3
0
3
0 35 0 1
0 33 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread6 content4
0
3
0 35 0 1
0 22 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread6 content5
0
3
0 35 0 1
0 26 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread6 content6
0
3
0 35 0 1
0 29 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread6 content7
0
3
0 35 0 1
0 34 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread7 content1
0
3
0 28 0 1
0 18 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread7 content2
0
3
0 28 0 1
0 21 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread7 content3
0
3
0 28 0 1
0 33 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread7 content4
0
3
0 28 0 1
0 22 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread7 content5
0
3
0 28 0 1
0 26 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread7 content6
0
3
0 28 0 1
0 29 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw7 bread7 content7
0
3
0 28 0 1
0 34 0 1
0 27 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread1 content1
0
3
0 17 0 1
0 18 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread1 content2
0
3
0 17 0 1
0 21 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread1 content3
0
3
0 17 0 1
0 33 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread1 content4
0
3
0 17 0 1
0 22 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread1 content5
0
3
0 17 0 1
0 26 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread1 content6
0
3
0 17 0 1
0 29 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread1 content7
0
3
0 17 0 1
0 34 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread2 content1
0
3
0 32 0 1
0 18 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread2 content2
0
3
0 32 0 1
0 21 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread2 content3
0
3
0 32 0 1
0 33 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread2 content4
0
3
0 32 0 1
0 22 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread2 content5
0
3
0 32 0 1
0 26 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread2 content6
0
3
0 32 0 1
0 29 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread2 content7
0
3
0 32 0 1
0 34 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread3 content1
0
3
0 20 0 1
0 18 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread3 content2
0
3
0 20 0 1
0 21 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread3 content3
0
3
0 20 0 1
0 33 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread3 content4
0
3
0 20 0 1
0 22 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread3 content5
0
3
0 20 0 1
0 26 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread3 content6
0
3
0 20 0 1
0 29 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread3 content7
0
3
0 20 0 1
0 34 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread4 content1
0
3
0 23 0 1
0 18 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread4 content2
0
3
0 23 0 1
0 21 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread4 content3
0
3
0 23 0 1
0 33 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread4 content4
0
3
0 23 0 1
0 22 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread4 content5
0
3
0 23 0 1
0 26 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread4 content6
0
3
0 23 0 1
0 29 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread4 content7
0
3
0 23 0 1
0 34 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread5 content1
0
3
0 25 0 1
0 18 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread5 content2
0
3
0 25 0 1
0 21 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread5 content3
0
3
0 25 0 1
0 33 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread5 content4
0
3
0 25 0 1
0 22 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread5 content5
0
3
0 25 0 1
0 26 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread5 content6
0
3
0 25 0 1
0 29 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread5 content7
0
3
0 25 0 1
0 34 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread6 content1
0
3
0 35 0 1
0 18 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread6 content2
0
3
0 35 0 1
0 21 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread6 content3
0
3
0 35 0 1
0 33 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread6 content4
0
3
0 35 0 1
0 22 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread6 content5
0
3
0 35 0 1
0 26 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread6 content6
0
3
0 35 0 1
0 29 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread6 content7
0
3
0 35 0 1
0 34 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread7 content1
0
3
0 28 0 1
0 18 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread7 content2
0
3
0 28 0 1
0 21 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread7 content3
0
3
0 28 0 1
0 33 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread7 content4
0
3
0 28 0 1
0 22 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread7 content5
0
3
0 28 0 1
0 26 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread7 content6
0
3
0 28 0 1
0 29 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw8 bread7 content7
0
3
0 28 0 1
0 34 0 1
0 30 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread1 content1
0
3
0 17 0 1
0 18 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread1 content2
0
3
0 17 0 1
0 21 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread1 content3
0
3
0 17 0 1
0 33 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread1 content4
0
3
0 17 0 1
0 22 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread1 content5
0
3
0 17 0 1
0 26 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread1 content6
0
3
0 17 0 1
0 29 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread1 content7
0
3
0 17 0 1
0 34 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread2 content1
0
3
0 32 0 1
0 18 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread2 content2
0
3
0 32 0 1
0 21 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread2 content3
0
3
0 32 0 1
0 33 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread2 content4
0
3
0 32 0 1
0 22 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread2 content5
0
3
0 32 0 1
0 26 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread2 content6
0
3
0 32 0 1
0 29 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread2 content7
0
3
0 32 0 1
0 34 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread3 content1
0
3
0 20 0 1
0 18 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread3 content2
0
3
0 20 0 1
0 21 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread3 content3
0
3
0 20 0 1
0 33 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread3 content4
0
3
0 20 0 1
0 22 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread3 content5
0
3
0 20 0 1
0 26 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread3 content6
0
3
0 20 0 1
0 29 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread3 content7
0
3
0 20 0 1
0 34 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread4 content1
0
3
0 23 0 1
0 18 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread4 content2
0
3
0 23 0 1
0 21 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread4 content3
0
3
0 23 0 1
0 33 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread4 content4
0
3
0 23 0 1
0 22 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread4 content5
0
3
0 23 0 1
0 26 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread4 content6
0
3
0 23 0 1
0 29 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread4 content7
0
3
0 23 0 1
0 34 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread5 content1
0
3
0 25 0 1
0 18 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread5 content2
0
3
0 25 0 1
0 21 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread5 content3
0
3
0 25 0 1
0 33 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread5 content4
0
3
0 25 0 1
0 22 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread5 content5
0
3
0 25 0 1
0 26 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread5 content6
0
3
0 25 0 1
0 29 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread5 content7
0
3
0 25 0 1
0 34 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread6 content1
0
3
0 35 0 1
0 18 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread6 content2
0
3
0 35 0 1
0 21 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread6 content3
0
3
0 35 0 1
0 33 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread6 content4
0
3
0 35 0 1
0 22 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread6 content5
0
3
0 35 0 1
0 26 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread6 content6
0
3
0 35 0 1
0 29 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread6 content7
0
3
0 35 0 1
0 34 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread7 content1
0
3
0 28 0 1
0 18 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread7 content2
0
3
0 28 0 1
0 21 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread7 content3
0
3
0 28 0 1
0 33 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread7 content4
0
3
0 28 0 1
0 22 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread7 content5
0
3
0 28 0 1
0 26 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread7 content6
0
3
0 28 0 1
0 29 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich sandw9 bread7 content7
0
3
0 28 0 1
0 34 0 1
0 31 1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw1 bread2 content3
0
4
0 32 0 1
0 33 0 1
0 19 1 0
0 11 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw1 bread2 content7
0
4
0 32 0 1
0 34 0 1
0 19 1 0
0 11 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw1 bread6 content3
0
4
0 35 0 1
0 33 0 1
0 19 1 0
0 11 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw1 bread6 content7
0
4
0 35 0 1
0 34 0 1
0 19 1 0
0 11 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw10 bread2 content3
0
4
0 32 0 1
0 33 0 1
0 12 1 0
0 2 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw10 bread2 content7
0
4
0 32 0 1
0 34 0 1
0 12 1 0
0 2 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw10 bread6 content3
0
4
0 35 0 1
0 33 0 1
0 12 1 0
0 2 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw10 bread6 content7
0
4
0 35 0 1
0 34 0 1
0 12 1 0
0 2 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw2 bread2 content3
0
4
0 32 0 1
0 33 0 1
0 13 1 0
0 3 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw2 bread2 content7
0
4
0 32 0 1
0 34 0 1
0 13 1 0
0 3 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw2 bread6 content3
0
4
0 35 0 1
0 33 0 1
0 13 1 0
0 3 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw2 bread6 content7
0
4
0 35 0 1
0 34 0 1
0 13 1 0
0 3 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw3 bread2 content3
0
4
0 32 0 1
0 33 0 1
0 14 1 0
0 4 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw3 bread2 content7
0
4
0 32 0 1
0 34 0 1
0 14 1 0
0 4 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw3 bread6 content3
0
4
0 35 0 1
0 33 0 1
0 14 1 0
0 4 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw3 bread6 content7
0
4
0 35 0 1
0 34 0 1
0 14 1 0
0 4 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw4 bread2 content3
0
4
0 32 0 1
0 33 0 1
0 15 1 0
0 5 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw4 bread2 content7
0
4
0 32 0 1
0 34 0 1
0 15 1 0
0 5 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw4 bread6 content3
0
4
0 35 0 1
0 33 0 1
0 15 1 0
0 5 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw4 bread6 content7
0
4
0 35 0 1
0 34 0 1
0 15 1 0
0 5 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw5 bread2 content3
0
4
0 32 0 1
0 33 0 1
0 16 1 0
0 6 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw5 bread2 content7
0
4
0 32 0 1
0 34 0 1
0 16 1 0
0 6 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw5 bread6 content3
0
4
0 35 0 1
0 33 0 1
0 16 1 0
0 6 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw5 bread6 content7
0
4
0 35 0 1
0 34 0 1
0 16 1 0
0 6 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw6 bread2 content3
0
4
0 32 0 1
0 33 0 1
0 24 1 0
0 7 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw6 bread2 content7
0
4
0 32 0 1
0 34 0 1
0 24 1 0
0 7 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw6 bread6 content3
0
4
0 35 0 1
0 33 0 1
0 24 1 0
0 7 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw6 bread6 content7
0
4
0 35 0 1
0 34 0 1
0 24 1 0
0 7 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw7 bread2 content3
0
4
0 32 0 1
0 33 0 1
0 27 1 0
0 8 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw7 bread2 content7
0
4
0 32 0 1
0 34 0 1
0 27 1 0
0 8 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw7 bread6 content3
0
4
0 35 0 1
0 33 0 1
0 27 1 0
0 8 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw7 bread6 content7
0
4
0 35 0 1
0 34 0 1
0 27 1 0
0 8 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw8 bread2 content3
0
4
0 32 0 1
0 33 0 1
0 30 1 0
0 9 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw8 bread2 content7
0
4
0 32 0 1
0 34 0 1
0 30 1 0
0 9 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw8 bread6 content3
0
4
0 35 0 1
0 33 0 1
0 30 1 0
0 9 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw8 bread6 content7
0
4
0 35 0 1
0 34 0 1
0 30 1 0
0 9 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw9 bread2 content3
0
4
0 32 0 1
0 33 0 1
0 31 1 0
0 10 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw9 bread2 content7
0
4
0 32 0 1
0 34 0 1
0 31 1 0
0 10 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw9 bread6 content3
0
4
0 35 0 1
0 33 0 1
0 31 1 0
0 10 -1 0
1
end_operator
begin_operator
make_sandwich_no_gluten sandw9 bread6 content7
0
4
0 35 0 1
0 34 0 1
0 31 1 0
0 10 -1 0
1
end_operator
begin_operator
move_tray tray1 kitchen table1
0
1
0 1 0 1
1
end_operator
begin_operator
move_tray tray1 kitchen table2
0
1
0 1 0 2
1
end_operator
begin_operator
move_tray tray1 kitchen table3
0
1
0 1 0 3
1
end_operator
begin_operator
move_tray tray1 table1 kitchen
0
1
0 1 1 0
1
end_operator
begin_operator
move_tray tray1 table1 table2
0
1
0 1 1 2
1
end_operator
begin_operator
move_tray tray1 table1 table3
0
1
0 1 1 3
1
end_operator
begin_operator
move_tray tray1 table2 kitchen
0
1
0 1 2 0
1
end_operator
begin_operator
move_tray tray1 table2 table1
0
1
0 1 2 1
1
end_operator
begin_operator
move_tray tray1 table2 table3
0
1
0 1 2 3
1
end_operator
begin_operator
move_tray tray1 table3 kitchen
0
1
0 1 3 0
1
end_operator
begin_operator
move_tray tray1 table3 table1
0
1
0 1 3 1
1
end_operator
begin_operator
move_tray tray1 table3 table2
0
1
0 1 3 2
1
end_operator
begin_operator
move_tray tray2 kitchen table1
0
1
0 0 0 1
1
end_operator
begin_operator
move_tray tray2 kitchen table2
0
1
0 0 0 2
1
end_operator
begin_operator
move_tray tray2 kitchen table3
0
1
0 0 0 3
1
end_operator
begin_operator
move_tray tray2 table1 kitchen
0
1
0 0 1 0
1
end_operator
begin_operator
move_tray tray2 table1 table2
0
1
0 0 1 2
1
end_operator
begin_operator
move_tray tray2 table1 table3
0
1
0 0 1 3
1
end_operator
begin_operator
move_tray tray2 table2 kitchen
0
1
0 0 2 0
1
end_operator
begin_operator
move_tray tray2 table2 table1
0
1
0 0 2 1
1
end_operator
begin_operator
move_tray tray2 table2 table3
0
1
0 0 2 3
1
end_operator
begin_operator
move_tray tray2 table3 kitchen
0
1
0 0 3 0
1
end_operator
begin_operator
move_tray tray2 table3 table1
0
1
0 0 3 1
1
end_operator
begin_operator
move_tray tray2 table3 table2
0
1
0 0 3 2
1
end_operator
begin_operator
put_on_tray sandw1 tray1
1
1 0
1
0 19 0 2
1
end_operator
begin_operator
put_on_tray sandw1 tray2
1
0 0
1
0 19 0 3
1
end_operator
begin_operator
put_on_tray sandw10 tray1
1
1 0
1
0 12 0 2
1
end_operator
begin_operator
put_on_tray sandw10 tray2
1
0 0
1
0 12 0 3
1
end_operator
begin_operator
put_on_tray sandw2 tray1
1
1 0
1
0 13 0 2
1
end_operator
begin_operator
put_on_tray sandw2 tray2
1
0 0
1
0 13 0 3
1
end_operator
begin_operator
put_on_tray sandw3 tray1
1
1 0
1
0 14 0 2
1
end_operator
begin_operator
put_on_tray sandw3 tray2
1
0 0
1
0 14 0 3
1
end_operator
begin_operator
put_on_tray sandw4 tray1
1
1 0
1
0 15 0 2
1
end_operator
begin_operator
put_on_tray sandw4 tray2
1
0 0
1
0 15 0 3
1
end_operator
begin_operator
put_on_tray sandw5 tray1
1
1 0
1
0 16 0 2
1
end_operator
begin_operator
put_on_tray sandw5 tray2
1
0 0
1
0 16 0 3
1
end_operator
begin_operator
put_on_tray sandw6 tray1
1
1 0
1
0 24 0 2
1
end_operator
begin_operator
put_on_tray sandw6 tray2
1
0 0
1
0 24 0 3
1
end_operator
begin_operator
put_on_tray sandw7 tray1
1
1 0
1
0 27 0 2
1
end_operator
begin_operator
put_on_tray sandw7 tray2
1
0 0
1
0 27 0 3
1
end_operator
begin_operator
put_on_tray sandw8 tray1
1
1 0
1
0 30 0 2
1
end_operator
begin_operator
put_on_tray sandw8 tray2
1
0 0
1
0 30 0 3
1
end_operator
begin_operator
put_on_tray sandw9 tray1
1
1 0
1
0 31 0 2
1
end_operator
begin_operator
put_on_tray sandw9 tray2
1
0 0
1
0 31 0 3
1
end_operator
begin_operator
reach_goal0 
7
42 0
40 0
39 0
38 0
41 0
37 0
36 0
1
0 43 -1 0
1
end_operator
begin_operator
serve_sandwich sandw1 child2 tray1 table1
1
1 1
2
0 19 2 4
0 40 -1 0
1
end_operator
begin_operator
serve_sandwich sandw1 child2 tray2 table1
1
0 1
2
0 19 3 4
0 40 -1 0
1
end_operator
begin_operator
serve_sandwich sandw1 child3 tray1 table3
1
1 3
2
0 19 2 4
0 39 -1 0
1
end_operator
begin_operator
serve_sandwich sandw1 child3 tray2 table3
1
0 3
2
0 19 3 4
0 39 -1 0
1
end_operator
begin_operator
serve_sandwich sandw1 child4 tray1 table2
1
1 2
2
0 19 2 4
0 38 -1 0
1
end_operator
begin_operator
serve_sandwich sandw1 child4 tray2 table2
1
0 2
2
0 19 3 4
0 38 -1 0
1
end_operator
begin_operator
serve_sandwich sandw1 child6 tray1 table1
1
1 1
2
0 19 2 4
0 37 -1 0
1
end_operator
begin_operator
serve_sandwich sandw1 child6 tray2 table1
1
0 1
2
0 19 3 4
0 37 -1 0
1
end_operator
begin_operator
serve_sandwich sandw1 child7 tray1 table2
1
1 2
2
0 19 2 4
0 36 -1 0
1
end_operator
begin_operator
serve_sandwich sandw1 child7 tray2 table2
1
0 2
2
0 19 3 4
0 36 -1 0
1
end_operator
begin_operator
serve_sandwich sandw10 child2 tray1 table1
1
1 1
2
0 12 2 4
0 40 -1 0
1
end_operator
begin_operator
serve_sandwich sandw10 child2 tray2 table1
1
0 1
2
0 12 3 4
0 40 -1 0
1
end_operator
begin_operator
serve_sandwich sandw10 child3 tray1 table3
1
1 3
2
0 12 2 4
0 39 -1 0
1
end_operator
begin_operator
serve_sandwich sandw10 child3 tray2 table3
1
0 3
2
0 12 3 4
0 39 -1 0
1
end_operator
begin_operator
serve_sandwich sandw10 child4 tray1 table2
1
1 2
2
0 12 2 4
0 38 -1 0
1
end_operator
begin_operator
serve_sandwich sandw10 child4 tray2 table2
1
0 2
2
0 12 3 4
0 38 -1 0
1
end_operator
begin_operator
serve_sandwich sandw10 child6 tray1 table1
1
1 1
2
0 12 2 4
0 37 -1 0
1
end_operator
begin_operator
serve_sandwich sandw10 child6 tray2 table1
1
0 1
2
0 12 3 4
0 37 -1 0
1
end_operator
begin_operator
serve_sandwich sandw10 child7 tray1 table2
1
1 2
2
0 12 2 4
0 36 -1 0
1
end_operator
begin_operator
serve_sandwich sandw10 child7 tray2 table2
1
0 2
2
0 12 3 4
0 36 -1 0
1
end_operator
begin_operator
serve_sandwich sandw2 child2 tray1 table1
1
1 1
2
0 13 2 4
0 40 -1 0
1
end_operator
begin_operator
serve_sandwich sandw2 child2 tray2 table1
1
0 1
2
0 13 3 4
0 40 -1 0
1
end_operator
begin_operator
serve_sandwich sandw2 child3 tray1 table3
1
1 3
2
0 13 2 4
0 39 -1 0
1
end_operator
begin_operator
serve_sandwich sandw2 child3 tray2 table3
1
0 3
2
0 13 3 4
0 39 -1 0
1
end_operator
begin_operator
serve_sandwich sandw2 child4 tray1 table2
1
1 2
2
0 13 2 4
0 38 -1 0
1
end_operator
begin_operator
serve_sandwich sandw2 child4 tray2 table2
1
0 2
2
0 13 3 4
0 38 -1 0
1
end_operator
begin_operator
serve_sandwich sandw2 child6 tray1 table1
1
1 1
2
0 13 2 4
0 37 -1 0
1
end_operator
begin_operator
serve_sandwich sandw2 child6 tray2 table1
1
0 1
2
0 13 3 4
0 37 -1 0
1
end_operator
begin_operator
serve_sandwich sandw2 child7 tray1 table2
1
1 2
2
0 13 2 4
0 36 -1 0
1
end_operator
begin_operator
serve_sandwich sandw2 child7 tray2 table2
1
0 2
2
0 13 3 4
0 36 -1 0
1
end_operator
begin_operator
serve_sandwich sandw3 child2 tray1 table1
1
1 1
2
0 14 2 4
0 40 -1 0
1
end_operator
begin_operator
serve_sandwich sandw3 child2 tray2 table1
1
0 1
2
0 14 3 4
0 40 -1 0
1
end_operator
begin_operator
serve_sandwich sandw3 child3 tray1 table3
1
1 3
2
0 14 2 4
0 39 -1 0
1
end_operator
begin_operator
serve_sandwich sandw3 child3 tray2 table3
1
0 3
2
0 14 3 4
0 39 -1 0
1
end_operator
begin_operator
serve_sandwich sandw3 child4 tray1 table2
1
1 2
2
0 14 2 4
0 38 -1 0
1
end_operator
begin_operator
serve_sandwich sandw3 child4 tray2 table2
1
0 2
2
0 14 3 4
0 38 -1 0
1
end_operator
begin_operator
serve_sandwich sandw3 child6 tray1 table1
1
1 1
2
0 14 2 4
0 37 -1 0
1
end_operator
begin_operator
serve_sandwich sandw3 child6 tray2 table1
1
0 1
2
0 14 3 4
0 37 -1 0
1
end_operator
begin_operator
serve_sandwich sandw3 child7 tray1 table2
1
1 2
2
0 14 2 4
0 36 -1 0
1
end_operator
begin_operator
serve_sandwich sandw3 child7 tray2 table2
1
0 2
2
0 14 3 4
0 36 -1 0
1
end_operator
begin_operator
serve_sandwich sandw4 child2 tray1 table1
1
1 1
2
0 15 2 4
0 40 -1 0
1
end_operator
begin_operator
serve_sandwich sandw4 child2 tray2 table1
1
0 1
2
0 15 3 4
0 40 -1 0
1
end_operator
begin_operator
serve_sandwich sandw4 child3 tray1 table3
1
1 3
2
0 15 2 4
0 39 -1 0
1
end_operator
begin_operator
serve_sandwich sandw4 child3 tray2 table3
1
0 3
2
0 15 3 4
0 39 -1 0
1
end_operator
begin_operator
serve_sandwich sandw4 child4 tray1 table2
1
1 2
2
0 15 2 4
0 38 -1 0
1
end_operator
begin_operator
serve_sandwich sandw4 child4 tray2 table2
1
0 2
2
0 15 3 4
0 38 -1 0
1
end_operator
begin_operator
serve_sandwich sandw4 child6 tray1 table1
1
1 1
2
0 15 2 4
0 37 -1 0
1
end_operator
begin_operator
serve_sandwich sandw4 child6 tray2 table1
1
0 1
2
0 15 3 4
0 37 -1 0
1
end_operator
begin_operator
serve_sandwich sandw4 child7 tray1 table2
1
1 2
2
0 15 2 4
0 36 -1 0
1
end_operator
begin_operator
serve_sandwich sandw4 child7 tray2 table2
1
0 2
2
0 15 3 4
0 36 -1 0
1
end_operator
begin_operator
serve_sandwich sandw5 child2 tray1 table1
1
1 1
2
0 16 2 4
0 40 -1 0
1
end_operator
begin_operator
serve_sandwich sandw5 child2 tray2 table1
1
0 1
2
0 16 3 4
0 40 -1 0
1
end_operator
begin_operator
serve_sandwich sandw5 child3 tray1 table3
1
1 3
2
0 16 2 4
0 39 -1 0
1
end_operator
begin_operator
serve_sandwich sandw5 child3 tray2 table3
1
0 3
2
0 16 3 4
0 39 -1 0
1
end_operator
begin_operator
serve_sandwich sandw5 child4 tray1 table2
1
1 2
2
0 16 2 4
0 38 -1 0
1
end_operator
begin_operator
serve_sandwich sandw5 child4 tray2 table2
1
0 2
2
0 16 3 4
0 38 -1 0
1
end_operator
begin_operator
serve_sandwich sandw5 child6 tray1 table1
1
1 1
2
0 16 2 4
0 37 -1 0
1
end_operator
begin_operator
serve_sandwich sandw5 child6 tray2 table1
1
0 1
2
0 16 3 4
0 37 -1 0
1
end_operator
begin_operator
serve_sandwich sandw5 child7 tray1 table2
1
1 2
2
0 16 2 4
0 36 -1 0
1
end_operator
begin_operator
serve_sandwich sandw5 child7 tray2 table2
1
0 2
2
0 16 3 4
0 36 -1 0
1
end_operator
begin_operator
serve_sandwich sandw6 child2 tray1 table1
1
1 1
2
0 24 2 4
0 40 -1 0
1
end_operator
begin_operator
serve_sandwich sandw6 child2 tray2 table1
1
0 1
2
0 24 3 4
0 40 -1 0
1
end_operator
begin_operator
serve_sandwich sandw6 child3 tray1 table3
1
1 3
2
0 24 2 4
0 39 -1 0
1
end_operator
begin_operator
serve_sandwich sandw6 child3 tray2 table3
1
0 3
2
0 24 3 4
0 39 -1 0
1
end_operator
begin_operator
serve_sandwich sandw6 child4 tray1 table2
1
1 2
2
0 24 2 4
0 38 -1 0
1
end_operator
begin_operator
serve_sandwich sandw6 child4 tray2 table2
1
0 2
2
0 24 3 4
0 38 -1 0
1
end_operator
begin_operator
serve_sandwich sandw6 child6 tray1 table1
1
1 1
2
0 24 2 4
0 37 -1 0
1
end_operator
begin_operator
serve_sandwich sandw6 child6 tray2 table1
1
0 1
2
0 24 3 4
0 37 -1 0
1
end_operator
begin_operator
serve_sandwich sandw6 child7 tray1 table2
1
1 2
2
0 24 2 4
0 36 -1 0
1
end_operator
begin_operator
serve_sandwich sandw6 child7 tray2 table2
1
0 2
2
0 24 3 4
0 36 -1 0
1
end_operator
begin_operator
serve_sandwich sandw7 child2 tray1 table1
1
1 1
2
0 27 2 4
0 40 -1 0
1
end_operator
begin_operator
serve_sandwich sandw7 child2 tray2 table1
1
0 1
2
0 27 3 4
0 40 -1 0
1
end_operator
begin_operator
serve_sandwich sandw7 child3 tray1 table3
1
1 3
2
0 27 2 4
0 39 -1 0
1
end_operator
begin_operator
serve_sandwich sandw7 child3 tray2 table3
1
0 3
2
0 27 3 4
0 39 -1 0
1
end_operator
begin_operator
serve_sandwich sandw7 child4 tray1 table2
1
1 2
2
0 27 2 4
0 38 -1 0
1
end_operator
begin_operator
serve_sandwich sandw7 child4 tray2 table2
1
0 2
2
0 27 3 4
0 38 -1 0
1
end_operator
begin_operator
serve_sandwich sandw7 child6 tray1 table1
1
1 1
2
0 27 2 4
0 37 -1 0
1
end_operator
begin_operator
serve_sandwich sandw7 child6 tray2 table1
1
0 1
2
0 27 3 4
0 37 -1 0
1
end_operator
begin_operator
serve_sandwich sandw7 child7 tray1 table2
1
1 2
2
0 27 2 4
0 36 -1 0
1
end_operator
begin_operator
serve_sandwich sandw7 child7 tray2 table2
1
0 2
2
0 27 3 4
0 36 -1 0
1
end_operator
begin_operator
serve_sandwich sandw8 child2 tray1 table1
1
1 1
2
0 30 2 4
0 40 -1 0
1
end_operator
begin_operator
serve_sandwich sandw8 child2 tray2 table1
1
0 1
2
0 30 3 4
0 40 -1 0
1
end_operator
begin_operator
serve_sandwich sandw8 child3 tray1 table3
1
1 3
2
0 30 2 4
0 39 -1 0
1
end_operator
begin_operator
serve_sandwich sandw8 child3 tray2 table3
1
0 3
2
0 30 3 4
0 39 -1 0
1
end_operator
begin_operator
serve_sandwich sandw8 child4 tray1 table2
1
1 2
2
0 30 2 4
0 38 -1 0
1
end_operator
begin_operator
serve_sandwich sandw8 child4 tray2 table2
1
0 2
2
0 30 3 4
0 38 -1 0
1
end_operator
begin_operator
serve_sandwich sandw8 child6 tray1 table1
1
1 1
2
0 30 2 4
0 37 -1 0
1
end_operator
begin_operator
serve_sandwich sandw8 child6 tray2 table1
1
0 1
2
0 30 3 4
0 37 -1 0
1
end_operator
begin_operator
serve_sandwich sandw8 child7 tray1 table2
1
1 2
2
0 30 2 4
0 36 -1 0
1
end_operator
begin_operator
serve_sandwich sandw8 child7 tray2 table2
1
0 2
2
0 30 3 4
0 36 -1 0
1
end_operator
begin_operator
serve_sandwich sandw9 child2 tray1 table1
1
1 1
2
0 31 2 4
0 40 -1 0
1
end_operator
begin_operator
serve_sandwich sandw9 child2 tray2 table1
1
0 1
2
0 31 3 4
0 40 -1 0
1
end_operator
begin_operator
serve_sandwich sandw9 child3 tray1 table3
1
1 3
2
0 31 2 4
0 39 -1 0
1
end_operator
begin_operator
serve_sandwich sandw9 child3 tray2 table3
1
0 3
2
0 31 3 4
0 39 -1 0
1
end_operator
begin_operator
serve_sandwich sandw9 child4 tray1 table2
1
1 2
2
0 31 2 4
0 38 -1 0
1
end_operator
begin_operator
serve_sandwich sandw9 child4 tray2 table2
1
0 2
2
0 31 3 4
0 38 -1 0
1
end_operator
begin_operator
serve_sandwich sandw9 child6 tray1 table1
1
1 1
2
0 31 2 4
0 37 -1 0
1
end_operator
begin_operator
serve_sandwich sandw9 child6 tray2 table1
1
0 1
2
0 31 3 4
0 37 -1 0
1
end_operator
begin_operator
serve_sandwich sandw9 child7 tray1 table2
1
1 2
2
0 31 2 4
0 36 -1 0
1
end_operator
begin_operator
serve_sandwich sandw9 child7 tray2 table2
1
0 2
2
0 31 3 4
0 36 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw1 child1 tray1 table2
2
1 2
11 0
2
0 19 2 4
0 42 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw1 child1 tray2 table2
2
0 2
11 0
2
0 19 3 4
0 42 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw1 child5 tray1 table1
2
1 1
11 0
2
0 19 2 4
0 41 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw1 child5 tray2 table1
2
0 1
11 0
2
0 19 3 4
0 41 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw10 child1 tray1 table2
2
1 2
2 0
2
0 12 2 4
0 42 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw10 child1 tray2 table2
2
0 2
2 0
2
0 12 3 4
0 42 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw10 child5 tray1 table1
2
1 1
2 0
2
0 12 2 4
0 41 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw10 child5 tray2 table1
2
0 1
2 0
2
0 12 3 4
0 41 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw2 child1 tray1 table2
2
1 2
3 0
2
0 13 2 4
0 42 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw2 child1 tray2 table2
2
0 2
3 0
2
0 13 3 4
0 42 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw2 child5 tray1 table1
2
1 1
3 0
2
0 13 2 4
0 41 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw2 child5 tray2 table1
2
0 1
3 0
2
0 13 3 4
0 41 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw3 child1 tray1 table2
2
1 2
4 0
2
0 14 2 4
0 42 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw3 child1 tray2 table2
2
0 2
4 0
2
0 14 3 4
0 42 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw3 child5 tray1 table1
2
1 1
4 0
2
0 14 2 4
0 41 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw3 child5 tray2 table1
2
0 1
4 0
2
0 14 3 4
0 41 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw4 child1 tray1 table2
2
1 2
5 0
2
0 15 2 4
0 42 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw4 child1 tray2 table2
2
0 2
5 0
2
0 15 3 4
0 42 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw4 child5 tray1 table1
2
1 1
5 0
2
0 15 2 4
0 41 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw4 child5 tray2 table1
2
0 1
5 0
2
0 15 3 4
0 41 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw5 child1 tray1 table2
2
1 2
6 0
2
0 16 2 4
0 42 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw5 child1 tray2 table2
2
0 2
6 0
2
0 16 3 4
0 42 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw5 child5 tray1 table1
2
1 1
6 0
2
0 16 2 4
0 41 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw5 child5 tray2 table1
2
0 1
6 0
2
0 16 3 4
0 41 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw6 child1 tray1 table2
2
1 2
7 0
2
0 24 2 4
0 42 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw6 child1 tray2 table2
2
0 2
7 0
2
0 24 3 4
0 42 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw6 child5 tray1 table1
2
1 1
7 0
2
0 24 2 4
0 41 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw6 child5 tray2 table1
2
0 1
7 0
2
0 24 3 4
0 41 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw7 child1 tray1 table2
2
1 2
8 0
2
0 27 2 4
0 42 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw7 child1 tray2 table2
2
0 2
8 0
2
0 27 3 4
0 42 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw7 child5 tray1 table1
2
1 1
8 0
2
0 27 2 4
0 41 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw7 child5 tray2 table1
2
0 1
8 0
2
0 27 3 4
0 41 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw8 child1 tray1 table2
2
1 2
9 0
2
0 30 2 4
0 42 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw8 child1 tray2 table2
2
0 2
9 0
2
0 30 3 4
0 42 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw8 child5 tray1 table1
2
1 1
9 0
2
0 30 2 4
0 41 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw8 child5 tray2 table1
2
0 1
9 0
2
0 30 3 4
0 41 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw9 child1 tray1 table2
2
1 2
10 0
2
0 31 2 4
0 42 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw9 child1 tray2 table2
2
0 2
10 0
2
0 31 3 4
0 42 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw9 child5 tray1 table1
2
1 1
10 0
2
0 31 2 4
0 41 -1 0
1
end_operator
begin_operator
serve_sandwich_no_gluten sandw9 child5 tray2 table1
2
0 1
10 0
2
0 31 3 4
0 41 -1 0
1
end_operator
0
