# Duplicates: the same let defined twice.
let golden_twice_24 = 1 GB
let golden_twice_24 = 2 GB
