# A column's expected error is a fraction, not a quantity with a unit.
let golden_speed_87 = gpu.fp32 / 2
columns golden_speed_87 within 5 TFLOPS
