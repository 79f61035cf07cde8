# Vendors, software support and cooling (F7, F11, F12, F13).

rule "no cuDNN" {
  cites F11
  when gpu.vendor == nvidia and gpu.arch < kepler
  warn "cuDNN needs Kepler or newer: most deep learning libraries will not use this card well"
}

rule "AMD software" {
  cites F12, F18
  when gpu.vendor == amd
  warn "ROCm runs the main networks, but the community is small and newer networks may lack support"
}

rule "open coolers side by side" {
  cites F7
  when (situation.gpus ?? 1) > 2 and gpu.cooling == open
  warn "open dual-fan coolers overheat next to each other; pick blower-style cards for {situation.gpus} GPUs"
}


rule "within budget" {
  cites F33
  when situation.budget > 0 USD
  require gpu.price <= situation.budget
  else reject "costs {gpu.price}, over the budget of {situation.budget}"
}

rule "Xeon Phi" {
  cites F13
  when gpu.vendor == intel
  reject "avoid Intel Xeon Phi for deep learning: poor C++11 support, slow when tensor sizes change, BLAS routines incompatible with NumPy/SciPy"
}
