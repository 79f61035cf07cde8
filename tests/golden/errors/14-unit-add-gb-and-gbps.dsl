# Units: adding a size (GB) to a rate (GB/s).
let golden_total_14 = 8 GB + 100 GB/s
