# A zero with a unit is a zero too.
let golden_sizes_86 = 8 GB / 0 GB
