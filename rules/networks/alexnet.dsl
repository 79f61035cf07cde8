# AlexNet (Krizhevsky, Sutskever and Hinton 2012), in torchvision's single-tower layout
# (torchvision.models.alexnet, after Krizhevsky's "one weird trick" paper, 2014: 64-192-384-256-256
# filters and no local response normalisation).
# Reference: 61,100,840 parameters; about 0.71 G multiply-adds (1.4 GFLOP) per 224 x 224 image.
# Declared exactly; torchvision's adaptive 6 x 6 average pool is left out because the last max
# pool already gives 6 x 6 at 224 x 224, where it does nothing.
network "AlexNet" {
  input 224 x 224 x 3
  conv(64, kernel: 11, stride: 4, padding: 2)  relu()
  pool(max, kernel: 3, stride: 2)
  conv(192, kernel: 5, padding: 2)  relu()
  pool(max, kernel: 3, stride: 2)
  conv(384, kernel: 3, padding: 1)  relu()
  conv(256, kernel: 3, padding: 1)  relu()
  conv(256, kernel: 3, padding: 1)  relu()
  pool(max, kernel: 3, stride: 2)
  flatten()
  dropout()  dense(4096)  relu()
  dropout()  dense(4096)  relu()
  dense(1000)
}
