# ResNet-18 (He et al. 2015), torchvision.models.resnet18: basic blocks (two 3x3 convolutions),
# 2, 2, 2 and 2 blocks at 64, 128, 256 and 512 channels. Every convolution is bias-free and
# followed by a batchnorm; a block that changes the shape gets a 1x1 projection shortcut with its
# batchnorm, as residual { } adds.
# Reference: 11,689,512 parameters, 1.81 G multiply-adds per 224 x 224 image (torchvision's
# model documentation, "num_params" and "GFLOPS").
network "ResNet-18" {
  input 224 x 224 x 3
  conv(64, kernel: 7, stride: 2, padding: 3, bias: false)  batchnorm()  relu()
  pool(max, kernel: 3, stride: 2, padding: 1)
  residual { conv(64, kernel: 3, padding: 1, bias: false) batchnorm() relu() conv(64, kernel: 3, padding: 1, bias: false) batchnorm() }
  relu()
  repeat 1 {
    residual { conv(64, kernel: 3, padding: 1, bias: false) batchnorm() relu() conv(64, kernel: 3, padding: 1, bias: false) batchnorm() }
    relu()
  }
  residual { conv(128, kernel: 3, stride: 2, padding: 1, bias: false) batchnorm() relu() conv(128, kernel: 3, padding: 1, bias: false) batchnorm() }
  relu()
  repeat 1 {
    residual { conv(128, kernel: 3, padding: 1, bias: false) batchnorm() relu() conv(128, kernel: 3, padding: 1, bias: false) batchnorm() }
    relu()
  }
  residual { conv(256, kernel: 3, stride: 2, padding: 1, bias: false) batchnorm() relu() conv(256, kernel: 3, padding: 1, bias: false) batchnorm() }
  relu()
  repeat 1 {
    residual { conv(256, kernel: 3, padding: 1, bias: false) batchnorm() relu() conv(256, kernel: 3, padding: 1, bias: false) batchnorm() }
    relu()
  }
  residual { conv(512, kernel: 3, stride: 2, padding: 1, bias: false) batchnorm() relu() conv(512, kernel: 3, padding: 1, bias: false) batchnorm() }
  relu()
  repeat 1 {
    residual { conv(512, kernel: 3, padding: 1, bias: false) batchnorm() relu() conv(512, kernel: 3, padding: 1, bias: false) batchnorm() }
    relu()
  }
  pool(avg, global: true)
  flatten()
  dense(1000)
}
