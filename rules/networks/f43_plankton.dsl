# fact F43's Kaggle plankton task (National Data Science Bowl, 2015): 50 x 50 pixel images with 2
# channels, as F43 describes them, and 121 classes, the competition's ("about 100" in F43).
# Representative, not the winners' exact net: a 2015 Kaggle-winning style VGG-like stack of 3x3
# convolutions (32-64-128-256 filters, "same" padding, no batchnorm) with 2x2 max pooling, two
# dense layers of 512 with dropout, and a 121-way output. The winning team ("Deep Sea", Dieleman
# et al.) used similar stacks of 3x3 convolutions with cyclic pooling, leaky ReLUs and maxout
# dense layers, and averaged many such nets.
# No reference count; the declaration has 3,414,521 parameters and 0.33 G FLOPs per image:
# F43's point is that such a net is small and fits a 4-6 GB card.
network "F43 plankton net" {
  input 50 x 50 x 2
  conv(32, kernel: 3, padding: same)  relu()  conv(32, kernel: 3, padding: same)  relu()
  pool(max, kernel: 2)                                                      # 50 -> 25
  conv(64, kernel: 3, padding: same)  relu()  conv(64, kernel: 3, padding: same)  relu()
  pool(max, kernel: 2)                                                      # 25 -> 12
  repeat 3 { conv(128, kernel: 3, padding: same)  relu() }
  pool(max, kernel: 2)                                                      # 12 -> 6
  repeat 3 { conv(256, kernel: 3, padding: same)  relu() }
  pool(max, kernel: 2)                                                      # 6 -> 3
  flatten()
  dropout()  dense(512)  relu()
  dropout()  dense(512)  relu()
  dropout()  dense(121)
}
