; The four rules of the side-by-side benchmark in CLIPS 6.30 (rules.dsl says them for advise).
; Units as in gpus.csv: GiB, USD, W, TFLOPS, GB/s.
(deftemplate gpu
  (slot name) (slot memory) (slot bandwidth) (slot fp32) (slot tensor) (slot price) (slot tdp)
  (slot admitted (default yes)) (slot reason (default "")) (slot warned (default no)))

(defrule memory
  ?g <- (gpu (memory ?m&:(< ?m 12)) (admitted yes))
  => (modify ?g (admitted no) (reason "less than 12 GiB of memory")))

(defrule budget
  ?g <- (gpu (price ?p&:(> ?p 5000)) (admitted yes))
  => (modify ?g (admitted no) (reason "over the budget")))

(defrule power
  ?g <- (gpu (tdp ?t&:(> ?t 350)) (warned no))
  => (modify ?g (warned yes)))

; The preference tensor > fp32 > bandwidth, then name: TRUE when ?a comes after ?b.
(deffunction after (?a ?b)
  (bind ?ta (fact-slot-value ?a tensor)) (bind ?tb (fact-slot-value ?b tensor))
  (if (<> ?ta ?tb) then (return (< ?ta ?tb)))
  (bind ?fa (fact-slot-value ?a fp32)) (bind ?fb (fact-slot-value ?b fp32))
  (if (<> ?fa ?fb) then (return (< ?fa ?fb)))
  (bind ?ba (fact-slot-value ?a bandwidth)) (bind ?bb (fact-slot-value ?b bandwidth))
  (if (<> ?ba ?bb) then (return (< ?ba ?bb)))
  (> (str-compare (fact-slot-value ?a name) (fact-slot-value ?b name)) 0))

(deffunction ranked ()
  (sort after (find-all-facts ((?g gpu)) (eq ?g:admitted yes))))
