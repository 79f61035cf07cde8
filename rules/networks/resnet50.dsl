# ResNet-50 (He et al. 2015), torchvision layout (stride on the 3x3 convolution, "v1.5"):
# 25.6 M parameters, about 4.1 G multiply-adds (8.2 GFLOP) per 224 x 224 image.
network "ResNet-50" {
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
  repeat 3 {
    residual { conv(128, kernel: 1, bias: false) batchnorm() relu() conv(128, kernel: 3, padding: 1, bias: false) batchnorm() relu() conv(512, kernel: 1, bias: false) batchnorm() }
    relu()
  }
  residual { conv(256, kernel: 1, bias: false) batchnorm() relu() conv(256, kernel: 3, stride: 2, padding: 1, bias: false) batchnorm() relu() conv(1024, kernel: 1, bias: false) batchnorm() }
  relu()
  repeat 5 {
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
