# GoogLeNet (Szegedy et al. 2014, "Going Deeper with Convolutions"), torchvision.models.googlenet
# without the auxiliary classifiers (aux_logits=False, as the published weights are used): every
# convolution is a bias-free conv + batchnorm + relu ("BasicConv2d"). As in torchvision, the
# "5x5" branch of each Inception module is a 3x3 convolution (a known quirk of its port).
# Reference: 6,624,904 parameters, 1.50 G multiply-adds per 224 x 224 image (torchvision's model
# documentation). torchvision's max pools round up (ceil_mode); padding 1 gives the same sizes
# (112 -> 56 -> 28 -> 14 -> 7) at 224 x 224.
network "GoogLeNet" {
  input 224 x 224 x 3
  conv(64, kernel: 7, stride: 2, padding: 3, bias: false)  batchnorm()  relu()
  pool(max, kernel: 3, stride: 2, padding: 1)
  conv(64, kernel: 1, bias: false)  batchnorm()  relu()
  conv(192, kernel: 3, padding: 1, bias: false)  batchnorm()  relu()
  pool(max, kernel: 3, stride: 2, padding: 1)
  # 3a, 3b (28 x 28)
  parallel {
    { conv(64, kernel: 1, bias: false) batchnorm() relu() }
    { conv(96, kernel: 1, bias: false) batchnorm() relu()  conv(128, kernel: 3, padding: 1, bias: false) batchnorm() relu() }
    { conv(16, kernel: 1, bias: false) batchnorm() relu()  conv(32, kernel: 3, padding: 1, bias: false) batchnorm() relu() }
    { pool(max, kernel: 3, stride: 1, padding: 1)  conv(32, kernel: 1, bias: false) batchnorm() relu() }
  }
  parallel {
    { conv(128, kernel: 1, bias: false) batchnorm() relu() }
    { conv(128, kernel: 1, bias: false) batchnorm() relu()  conv(192, kernel: 3, padding: 1, bias: false) batchnorm() relu() }
    { conv(32, kernel: 1, bias: false) batchnorm() relu()  conv(96, kernel: 3, padding: 1, bias: false) batchnorm() relu() }
    { pool(max, kernel: 3, stride: 1, padding: 1)  conv(64, kernel: 1, bias: false) batchnorm() relu() }
  }
  pool(max, kernel: 3, stride: 2, padding: 1)
  # 4a-4e (14 x 14)
  parallel {
    { conv(192, kernel: 1, bias: false) batchnorm() relu() }
    { conv(96, kernel: 1, bias: false) batchnorm() relu()  conv(208, kernel: 3, padding: 1, bias: false) batchnorm() relu() }
    { conv(16, kernel: 1, bias: false) batchnorm() relu()  conv(48, kernel: 3, padding: 1, bias: false) batchnorm() relu() }
    { pool(max, kernel: 3, stride: 1, padding: 1)  conv(64, kernel: 1, bias: false) batchnorm() relu() }
  }
  parallel {
    { conv(160, kernel: 1, bias: false) batchnorm() relu() }
    { conv(112, kernel: 1, bias: false) batchnorm() relu()  conv(224, kernel: 3, padding: 1, bias: false) batchnorm() relu() }
    { conv(24, kernel: 1, bias: false) batchnorm() relu()  conv(64, kernel: 3, padding: 1, bias: false) batchnorm() relu() }
    { pool(max, kernel: 3, stride: 1, padding: 1)  conv(64, kernel: 1, bias: false) batchnorm() relu() }
  }
  parallel {
    { conv(128, kernel: 1, bias: false) batchnorm() relu() }
    { conv(128, kernel: 1, bias: false) batchnorm() relu()  conv(256, kernel: 3, padding: 1, bias: false) batchnorm() relu() }
    { conv(24, kernel: 1, bias: false) batchnorm() relu()  conv(64, kernel: 3, padding: 1, bias: false) batchnorm() relu() }
    { pool(max, kernel: 3, stride: 1, padding: 1)  conv(64, kernel: 1, bias: false) batchnorm() relu() }
  }
  parallel {
    { conv(112, kernel: 1, bias: false) batchnorm() relu() }
    { conv(144, kernel: 1, bias: false) batchnorm() relu()  conv(288, kernel: 3, padding: 1, bias: false) batchnorm() relu() }
    { conv(32, kernel: 1, bias: false) batchnorm() relu()  conv(64, kernel: 3, padding: 1, bias: false) batchnorm() relu() }
    { pool(max, kernel: 3, stride: 1, padding: 1)  conv(64, kernel: 1, bias: false) batchnorm() relu() }
  }
  parallel {
    { conv(256, kernel: 1, bias: false) batchnorm() relu() }
    { conv(160, kernel: 1, bias: false) batchnorm() relu()  conv(320, kernel: 3, padding: 1, bias: false) batchnorm() relu() }
    { conv(32, kernel: 1, bias: false) batchnorm() relu()  conv(128, kernel: 3, padding: 1, bias: false) batchnorm() relu() }
    { pool(max, kernel: 3, stride: 1, padding: 1)  conv(128, kernel: 1, bias: false) batchnorm() relu() }
  }
  pool(max, kernel: 2, stride: 2)
  # 5a, 5b (7 x 7)
  parallel {
    { conv(256, kernel: 1, bias: false) batchnorm() relu() }
    { conv(160, kernel: 1, bias: false) batchnorm() relu()  conv(320, kernel: 3, padding: 1, bias: false) batchnorm() relu() }
    { conv(32, kernel: 1, bias: false) batchnorm() relu()  conv(128, kernel: 3, padding: 1, bias: false) batchnorm() relu() }
    { pool(max, kernel: 3, stride: 1, padding: 1)  conv(128, kernel: 1, bias: false) batchnorm() relu() }
  }
  parallel {
    { conv(384, kernel: 1, bias: false) batchnorm() relu() }
    { conv(192, kernel: 1, bias: false) batchnorm() relu()  conv(384, kernel: 3, padding: 1, bias: false) batchnorm() relu() }
    { conv(48, kernel: 1, bias: false) batchnorm() relu()  conv(128, kernel: 3, padding: 1, bias: false) batchnorm() relu() }
    { pool(max, kernel: 3, stride: 1, padding: 1)  conv(128, kernel: 1, bias: false) batchnorm() relu() }
  }
  pool(avg, global: true)
  flatten()
  dropout(0.2)
  dense(1000)
}
