# EfficientNet-B0 (Tan and Le 2019), torchvision.models.efficientnet_b0: a 3x3 stem, 16 MBConv
# blocks (a 1x1 expansion by 6 except in the first stage, a depthwise k x k convolution with the
# stride, squeeze-and-excitation to a quarter of the block's input channels, a linear 1x1
# projection; the shortcut where stride 1 keeps the channels), a 1x1 convolution to 1280, global
# pooling and the classifier. Convolutions are bias-free with batchnorm and SiLU.
# Reference: 5,288,548 parameters, 0.39 G multiply-adds per 224 x 224 image (torchvision's model
# documentation). Stochastic depth scales the shortcut branch in training and is not modelled.
network "EfficientNet-B0" {
  input 224 x 224 x 3
  conv(32, kernel: 3, stride: 2, padding: 1, bias: false)  batchnorm()  silu()
  # expand 1, 3x3, 16 channels, 1 block
  conv(32, kernel: 3, padding: 1, groups: 32, bias: false) batchnorm() silu() se(8) conv(16, kernel: 1, bias: false) batchnorm()
  # expand 6, 3x3, 24 channels, 2 blocks
  conv(96, kernel: 1, bias: false) batchnorm() silu() conv(96, kernel: 3, stride: 2, padding: 1, groups: 96, bias: false) batchnorm() silu() se(4) conv(24, kernel: 1, bias: false) batchnorm()
  repeat 1 {
    residual { conv(144, kernel: 1, bias: false) batchnorm() silu() conv(144, kernel: 3, padding: 1, groups: 144, bias: false) batchnorm() silu() se(6) conv(24, kernel: 1, bias: false) batchnorm() }
  }
  # expand 6, 5x5, 40 channels, 2 blocks
  conv(144, kernel: 1, bias: false) batchnorm() silu() conv(144, kernel: 5, stride: 2, padding: 2, groups: 144, bias: false) batchnorm() silu() se(6) conv(40, kernel: 1, bias: false) batchnorm()
  repeat 1 {
    residual { conv(240, kernel: 1, bias: false) batchnorm() silu() conv(240, kernel: 5, padding: 2, groups: 240, bias: false) batchnorm() silu() se(10) conv(40, kernel: 1, bias: false) batchnorm() }
  }
  # expand 6, 3x3, 80 channels, 3 blocks
  conv(240, kernel: 1, bias: false) batchnorm() silu() conv(240, kernel: 3, stride: 2, padding: 1, groups: 240, bias: false) batchnorm() silu() se(10) conv(80, kernel: 1, bias: false) batchnorm()
  repeat 2 {
    residual { conv(480, kernel: 1, bias: false) batchnorm() silu() conv(480, kernel: 3, padding: 1, groups: 480, bias: false) batchnorm() silu() se(20) conv(80, kernel: 1, bias: false) batchnorm() }
  }
  # expand 6, 5x5, 112 channels, 3 blocks
  conv(480, kernel: 1, bias: false) batchnorm() silu() conv(480, kernel: 5, padding: 2, groups: 480, bias: false) batchnorm() silu() se(20) conv(112, kernel: 1, bias: false) batchnorm()
  repeat 2 {
    residual { conv(672, kernel: 1, bias: false) batchnorm() silu() conv(672, kernel: 5, padding: 2, groups: 672, bias: false) batchnorm() silu() se(28) conv(112, kernel: 1, bias: false) batchnorm() }
  }
  # expand 6, 5x5, 192 channels, 4 blocks
  conv(672, kernel: 1, bias: false) batchnorm() silu() conv(672, kernel: 5, stride: 2, padding: 2, groups: 672, bias: false) batchnorm() silu() se(28) conv(192, kernel: 1, bias: false) batchnorm()
  repeat 3 {
    residual { conv(1152, kernel: 1, bias: false) batchnorm() silu() conv(1152, kernel: 5, padding: 2, groups: 1152, bias: false) batchnorm() silu() se(48) conv(192, kernel: 1, bias: false) batchnorm() }
  }
  # expand 6, 3x3, 320 channels, 1 block
  conv(1152, kernel: 1, bias: false) batchnorm() silu() conv(1152, kernel: 3, padding: 1, groups: 1152, bias: false) batchnorm() silu() se(48) conv(320, kernel: 1, bias: false) batchnorm()
  conv(1280, kernel: 1, bias: false)  batchnorm()  silu()
  pool(avg, global: true)
  flatten()
  dropout(0.2)
  dense(1000)
}
