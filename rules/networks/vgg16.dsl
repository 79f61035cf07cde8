# VGG-16 (Simonyan and Zisserman 2014, configuration D), torchvision.models.vgg16 (no batchnorm).
# Reference: 138,357,544 parameters; about 15.5 G multiply-adds (31 GFLOP) per 224 x 224 image.
# Declared exactly; torchvision's adaptive 7 x 7 average pool is left out because the last max pool
# already gives 7 x 7 at 224 x 224, where it does nothing.
network "VGG-16" {
  input 224 x 224 x 3
  repeat 2 { conv(64, kernel: 3, padding: 1)  relu() }
  pool(max, kernel: 2, stride: 2)
  repeat 2 { conv(128, kernel: 3, padding: 1)  relu() }
  pool(max, kernel: 2, stride: 2)
  repeat 3 { conv(256, kernel: 3, padding: 1)  relu() }
  pool(max, kernel: 2, stride: 2)
  repeat 3 { conv(512, kernel: 3, padding: 1)  relu() }
  pool(max, kernel: 2, stride: 2)
  repeat 3 { conv(512, kernel: 3, padding: 1)  relu() }
  pool(max, kernel: 2, stride: 2)
  flatten()
  dense(4096)  relu()  dropout()
  dense(4096)  relu()  dropout()
  dense(1000)
}
