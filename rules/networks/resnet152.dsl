# ResNet-152 (He et al. 2015), torchvision.models.resnet152: bottleneck blocks (1x1, 3x3 with the stride, 1x1 to 4x the width),
# 3, 8, 36 and 3 blocks at 64, 128, 256 and 512 channels. Every convolution is bias-free and
# followed by a batchnorm; a block that changes the shape gets a 1x1 projection shortcut with its
# batchnorm, as residual { } adds.
# Reference: 60,192,808 parameters, 11.51 G multiply-adds per 224 x 224 image (torchvision's
# model documentation, "num_params" and "GFLOPS").
network "ResNet-152" {
  input 224 x 224 x 3
  conv(64, kernel: 7, stride: 2, padding: 3, bias: false)  batchnorm()  relu()
  pool(max, kernel: 3, stride: 2, padding: 1)
  residual { conv(64, kernel: 1, bias: false) batchnorm() relu() conv(64, kernel: 3, padding: 1, bias: false) batchnorm() relu() conv(256, kernel: 1, bias: false) batchnorm() }
  relu()
  repeat 2 {
    residual { conv(64, kernel: 1, bias: false) batchnorm() relu() conv(64, kernel: 3, padding: 1, bias: false) batchnorm() relu() conv(256, kernel: 1, bias: false) batchnorm() }
    relu()
  }
  residual { conv(128, kernel: 1, bias: false) batchnorm() relu() conv(128, kernel: 3, stride: 2, padding: 1, bias: false) batchnorm() relu() conv(512, kernel: 1, bias: false) batchnorm() }
  relu()
  repeat 7 {
    residual { conv(128, kernel: 1, bias: false) batchnorm() relu() conv(128, kernel: 3, padding: 1, bias: false) batchnorm() relu() conv(512, kernel: 1, bias: false) batchnorm() }
    relu()
  }
  residual { conv(256, kernel: 1, bias: false) batchnorm() relu() conv(256, kernel: 3, stride: 2, padding: 1, bias: false) batchnorm() relu() conv(1024, kernel: 1, bias: false) batchnorm() }
  relu()
  repeat 35 {
    residual { conv(256, kernel: 1, bias: false) batchnorm() relu() conv(256, kernel: 3, padding: 1, bias: false) batchnorm() relu() conv(1024, kernel: 1, bias: false) batchnorm() }
    relu()
  }
  residual { conv(512, kernel: 1, bias: false) batchnorm() relu() conv(512, kernel: 3, stride: 2, padding: 1, bias: false) batchnorm() relu() conv(2048, kernel: 1, bias: false) batchnorm() }
  relu()
  repeat 2 {
    residual { conv(512, kernel: 1, bias: false) batchnorm() relu() conv(512, kernel: 3, padding: 1, bias: false) batchnorm() relu() conv(2048, kernel: 1, bias: false) batchnorm() }
    relu()
  }
  pool(avg, global: true)
  flatten()
  dense(1000)
}
