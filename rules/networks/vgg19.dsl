# VGG-19 (Simonyan and Zisserman 2014, configuration E), torchvision.models.vgg19 (no batchnorm).
# Reference: 143,667,240 parameters, 19.63 G multiply-adds per 224 x 224 image (torchvision's
# model documentation). As in VGG-16, torchvision's adaptive 7 x 7 average pool is left out: the
# last max pool already gives 7 x 7 at 224 x 224, where it does nothing.
network "VGG-19" {
  input 224 x 224 x 3
  repeat 2 { conv(64, kernel: 3, padding: 1)  relu() }
  pool(max, kernel: 2, stride: 2)
  repeat 2 { conv(128, kernel: 3, padding: 1)  relu() }
  pool(max, kernel: 2, stride: 2)
  repeat 4 { conv(256, kernel: 3, padding: 1)  relu() }
  pool(max, kernel: 2, stride: 2)
  repeat 4 { conv(512, kernel: 3, padding: 1)  relu() }
  pool(max, kernel: 2, stride: 2)
  repeat 4 { conv(512, kernel: 3, padding: 1)  relu() }
  pool(max, kernel: 2, stride: 2)
  flatten()
  dense(4096)  relu()  dropout()
  dense(4096)  relu()  dropout()
  dense(1000)
}
