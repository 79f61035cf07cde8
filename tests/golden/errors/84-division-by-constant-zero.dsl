# Division by a zero written in the program is refused where it is written.
let golden_ratio_84 = 1 / 0
