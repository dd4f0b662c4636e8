; PlanBench-style obfuscated Logistics: the IPC-1998 domain with every name replaced
; (load-truck -> paltry, load-airplane -> sip, unload-truck -> clip, unload-airplane ->
; wretched, drive-truck -> memory, fly-airplane -> tightfisted). Written for plangate tests.
(define (domain obfuscated-logistics)
  (:requirements :strips) 
  (:predicates 	(hand ?obj)
	       	(sneeze ?truck)
               	(texture ?loc)
		(cats ?airplane)
                (stupendous ?city)
                (spring ?airport)
		(next ?obj ?loc)
		(vase ?obj1 ?obj2)
		(collect ?obj ?city))
 
  ; (:types )		; default object

(:action paltry
  :parameters
   (?obj
    ?truck
    ?loc)
  :precondition
   (and (hand ?obj) (sneeze ?truck) (texture ?loc)
   (next ?truck ?loc) (next ?obj ?loc))
  :effect
   (and (not (next ?obj ?loc)) (vase ?obj ?truck)))

(:action sip
  :parameters
   (?obj
    ?airplane
    ?loc)
  :precondition
   (and (hand ?obj) (cats ?airplane) (texture ?loc)
   (next ?obj ?loc) (next ?airplane ?loc))
  :effect
   (and (not (next ?obj ?loc)) (vase ?obj ?airplane)))

(:action clip
  :parameters
   (?obj
    ?truck
    ?loc)
  :precondition
   (and (hand ?obj) (sneeze ?truck) (texture ?loc)
        (next ?truck ?loc) (vase ?obj ?truck))
  :effect
   (and (not (vase ?obj ?truck)) (next ?obj ?loc)))

(:action wretched
  :parameters
   (?obj
    ?airplane
    ?loc)
  :precondition
   (and (hand ?obj) (cats ?airplane) (texture ?loc)
        (vase ?obj ?airplane) (next ?airplane ?loc))
  :effect
   (and (not (vase ?obj ?airplane)) (next ?obj ?loc)))

(:action memory
  :parameters
   (?truck
    ?loc-from
    ?loc-to
    ?city)
  :precondition
   (and (sneeze ?truck) (texture ?loc-from) (texture ?loc-to) (stupendous ?city)
   (next ?truck ?loc-from)
   (collect ?loc-from ?city)
   (collect ?loc-to ?city))
  :effect
   (and (not (next ?truck ?loc-from)) (next ?truck ?loc-to)))

(:action tightfisted
  :parameters
   (?airplane
    ?loc-from
    ?loc-to)
  :precondition
   (and (cats ?airplane) (spring ?loc-from) (spring ?loc-to)
	(next ?airplane ?loc-from))
  :effect
   (and (not (next ?airplane ?loc-from)) (next ?airplane ?loc-to)))
)
