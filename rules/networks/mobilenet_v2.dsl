# MobileNet-v2 (Sandler et al. 2018), torchvision.models.mobilenet_v2 (width 1.0): a 3x3 stem,
# 17 inverted residual blocks (a 1x1 expansion by t, a 3x3 depthwise convolution with the stride,
# a linear 1x1 projection; the shortcut only where stride 1 keeps the channels), a 1x1 convolution
# to 1280, global pooling and the classifier. Convolutions are bias-free with batchnorm and ReLU6.
# Reference: 3,504,872 parameters, 0.30 G multiply-adds per 224 x 224 image (torchvision's model
# documentation).
network "MobileNet-v2" {
  input 224 x 224 x 3
  conv(32, kernel: 3, stride: 2, padding: 1, bias: false)  batchnorm()  relu6()
  # t 1, 16 channels, 1 block
  conv(32, kernel: 3, padding: 1, groups: 32, bias: false) batchnorm() relu6() conv(16, kernel: 1, bias: false) batchnorm()
  # t 6, 24 channels, 2 blocks
  conv(96, kernel: 1, bias: false) batchnorm() relu6() conv(96, kernel: 3, stride: 2, padding: 1, groups: 96, bias: false) batchnorm() relu6() conv(24, kernel: 1, bias: false) batchnorm()
  repeat 1 {
    residual { conv(144, kernel: 1, bias: false) batchnorm() relu6() conv(144, kernel: 3, padding: 1, groups: 144, bias: false) batchnorm() relu6() conv(24, kernel: 1, bias: false) batchnorm() }
  }
  # t 6, 32 channels, 3 blocks
  conv(144, kernel: 1, bias: false) batchnorm() relu6() conv(144, kernel: 3, stride: 2, padding: 1, groups: 144, bias: false) batchnorm() relu6() conv(32, kernel: 1, bias: false) batchnorm()
  repeat 2 {
    residual { conv(192, kernel: 1, bias: false) batchnorm() relu6() conv(192, kernel: 3, padding: 1, groups: 192, bias: false) batchnorm() relu6() conv(32, kernel: 1, bias: false) batchnorm() }
  }
  # t 6, 64 channels, 4 blocks
  conv(192, kernel: 1, bias: false) batchnorm() relu6() conv(192, kernel: 3, stride: 2, padding: 1, groups: 192, bias: false) batchnorm() relu6() conv(64, kernel: 1, bias: false) batchnorm()
  repeat 3 {
    residual { conv(384, kernel: 1, bias: false) batchnorm() relu6() conv(384, kernel: 3, padding: 1, groups: 384, bias: false) batchnorm() relu6() conv(64, kernel: 1, bias: false) batchnorm() }
  }
  # t 6, 96 channels, 3 blocks
  conv(384, kernel: 1, bias: false) batchnorm() relu6() conv(384, kernel: 3, padding: 1, groups: 384, bias: false) batchnorm() relu6() conv(96, kernel: 1, bias: false) batchnorm()
  repeat 2 {
    residual { conv(576, kernel: 1, bias: false) batchnorm() relu6() conv(576, kernel: 3, padding: 1, groups: 576, bias: false) batchnorm() relu6() conv(96, kernel: 1, bias: false) batchnorm() }
  }
  # t 6, 160 channels, 3 blocks
  conv(576, kernel: 1, bias: false) batchnorm() relu6() conv(576, kernel: 3, stride: 2, padding: 1, groups: 576, bias: false) batchnorm() relu6() conv(160, kernel: 1, bias: false) batchnorm()
  repeat 2 {
    residual { conv(960, kernel: 1, bias: false) batchnorm() relu6() conv(960, kernel: 3, padding: 1, groups: 960, bias: false) batchnorm() relu6() conv(160, kernel: 1, bias: false) batchnorm() }
  }
  # t 6, 320 channels, 1 block
  conv(960, kernel: 1, bias: false) batchnorm() relu6() conv(960, kernel: 3, padding: 1, groups: 960, bias: false) batchnorm() relu6() conv(320, kernel: 1, bias: false) batchnorm()
  conv(1280, kernel: 1, bias: false)  batchnorm()  relu6()
  pool(avg, global: true)
  flatten()
  dropout(0.2)
  dense(1000)
}
