# fact F40's fully connected net with dropout, a Kaggle-style MLP: layers 9000-4000-4000-32
# (rules/networks/f40_mlp.dsl, 52 M parameters), 32-bit, momentum, batch 128. F40 works out about
# 0.62 GB for it, so a 1.5 GB card suffices; add `memory_convention document` to use F40's own
# arithmetic instead of what a framework keeps. F40 gives no data set size, so no samples or epochs
# are set and no time per epoch is estimated.

workload "Kaggle MLP (F40)" {
  model "F40 MLP"
  task mlp  precision fp32  optimizer momentum
  batch 128
}
