# Names: mx() is not a function (did-you-mean max).
let golden_biggest_11 = mx(gpu.memory, 8 GB)
