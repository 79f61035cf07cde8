# Inception-v3 (Szegedy et al. 2015, "Rethinking the Inception Architecture"), in the layout of
# torchvision.models.inception_v3 without the auxiliary classifier (aux_logits=False): every
# convolution is a bias-free conv + batchnorm + relu ("BasicConv2d"); the factorised 1x7, 7x1,
# 1x3 and 3x1 convolutions are rectangular kernels (`kernel` the height, `kernel_width` the width)
# with torchvision's padding (0, 3), (3, 0), (0, 1), (1, 0), which `padding: same` gives.
# Reference: 23,834,568 parameters without the auxiliary classifier (27,161,264 with it); about
# 5.7 G multiply-adds (11.5 GFLOP) per 299 x 299 image.
network "Inception-v3" {
  input 299 x 299 x 3
  # Stem: 299 -> 149 -> 147 -> 147 -> 73 -> 73 -> 71 -> 35.
  conv(32, kernel: 3, stride: 2, bias: false)  batchnorm()  relu()
  conv(32, kernel: 3, bias: false)  batchnorm()  relu()
  conv(64, kernel: 3, padding: 1, bias: false)  batchnorm()  relu()
  pool(max, kernel: 3, stride: 2)
  conv(80, kernel: 1, bias: false)  batchnorm()  relu()
  conv(192, kernel: 3, bias: false)  batchnorm()  relu()
  pool(max, kernel: 3, stride: 2)

  # Mixed_5b, 5c, 5d (InceptionA, 35 x 35): 64 + 64 + 96 + pool features.
  parallel {
    { conv(64, kernel: 1, bias: false) batchnorm() relu() }
    { conv(48, kernel: 1, bias: false) batchnorm() relu()  conv(64, kernel: 5, padding: 2, bias: false) batchnorm() relu() }
    { conv(64, kernel: 1, bias: false) batchnorm() relu()  conv(96, kernel: 3, padding: 1, bias: false) batchnorm() relu()
      conv(96, kernel: 3, padding: 1, bias: false) batchnorm() relu() }
    { pool(avg, kernel: 3, stride: 1, padding: 1)  conv(32, kernel: 1, bias: false) batchnorm() relu() }
  }
  repeat 2 {
    parallel {
      { conv(64, kernel: 1, bias: false) batchnorm() relu() }
      { conv(48, kernel: 1, bias: false) batchnorm() relu()  conv(64, kernel: 5, padding: 2, bias: false) batchnorm() relu() }
      { conv(64, kernel: 1, bias: false) batchnorm() relu()  conv(96, kernel: 3, padding: 1, bias: false) batchnorm() relu()
        conv(96, kernel: 3, padding: 1, bias: false) batchnorm() relu() }
      { pool(avg, kernel: 3, stride: 1, padding: 1)  conv(64, kernel: 1, bias: false) batchnorm() relu() }
    }
  }

  # Mixed_6a (InceptionB): 35 -> 17, 384 + 96 + 288 = 768 channels.
  parallel {
    { conv(384, kernel: 3, stride: 2, bias: false) batchnorm() relu() }
    { conv(64, kernel: 1, bias: false) batchnorm() relu()  conv(96, kernel: 3, padding: 1, bias: false) batchnorm() relu()
      conv(96, kernel: 3, stride: 2, bias: false) batchnorm() relu() }
    { pool(max, kernel: 3, stride: 2) }
  }

  # Mixed_6b (InceptionC, 17 x 17, 128 channels in the 7x7 branches).
  parallel {
    { conv(192, kernel: 1, bias: false) batchnorm() relu() }
    { conv(128, kernel: 1, bias: false) batchnorm() relu()
      conv(128, kernel: 1, kernel_width: 7, padding: same, bias: false) batchnorm() relu()
      conv(192, kernel: 7, kernel_width: 1, padding: same, bias: false) batchnorm() relu() }
    { conv(128, kernel: 1, bias: false) batchnorm() relu()
      conv(128, kernel: 7, kernel_width: 1, padding: same, bias: false) batchnorm() relu()
      conv(128, kernel: 1, kernel_width: 7, padding: same, bias: false) batchnorm() relu()
      conv(128, kernel: 7, kernel_width: 1, padding: same, bias: false) batchnorm() relu()
      conv(192, kernel: 1, kernel_width: 7, padding: same, bias: false) batchnorm() relu() }
    { pool(avg, kernel: 3, stride: 1, padding: 1)  conv(192, kernel: 1, bias: false) batchnorm() relu() }
  }

  # Mixed_6c, 6d (InceptionC, 160 channels in the 7x7 branches).
  repeat 2 {
    parallel {
      { conv(192, kernel: 1, bias: false) batchnorm() relu() }
      { conv(160, kernel: 1, bias: false) batchnorm() relu()
        conv(160, kernel: 1, kernel_width: 7, padding: same, bias: false) batchnorm() relu()
        conv(192, kernel: 7, kernel_width: 1, padding: same, bias: false) batchnorm() relu() }
      { conv(160, kernel: 1, bias: false) batchnorm() relu()
        conv(160, kernel: 7, kernel_width: 1, padding: same, bias: false) batchnorm() relu()
        conv(160, kernel: 1, kernel_width: 7, padding: same, bias: false) batchnorm() relu()
        conv(160, kernel: 7, kernel_width: 1, padding: same, bias: false) batchnorm() relu()
        conv(192, kernel: 1, kernel_width: 7, padding: same, bias: false) batchnorm() relu() }
      { pool(avg, kernel: 3, stride: 1, padding: 1)  conv(192, kernel: 1, bias: false) batchnorm() relu() }
    }
  }

  # Mixed_6e (InceptionC, 192 channels in the 7x7 branches).
  parallel {
    { conv(192, kernel: 1, bias: false) batchnorm() relu() }
    { conv(192, kernel: 1, bias: false) batchnorm() relu()
      conv(192, kernel: 1, kernel_width: 7, padding: same, bias: false) batchnorm() relu()
      conv(192, kernel: 7, kernel_width: 1, padding: same, bias: false) batchnorm() relu() }
    { conv(192, kernel: 1, bias: false) batchnorm() relu()
      conv(192, kernel: 7, kernel_width: 1, padding: same, bias: false) batchnorm() relu()
      conv(192, kernel: 1, kernel_width: 7, padding: same, bias: false) batchnorm() relu()
      conv(192, kernel: 7, kernel_width: 1, padding: same, bias: false) batchnorm() relu()
      conv(192, kernel: 1, kernel_width: 7, padding: same, bias: false) batchnorm() relu() }
    { pool(avg, kernel: 3, stride: 1, padding: 1)  conv(192, kernel: 1, bias: false) batchnorm() relu() }
  }

  # Mixed_7a (InceptionD): 17 -> 8, 320 + 192 + 768 = 1280 channels.
  parallel {
    { conv(192, kernel: 1, bias: false) batchnorm() relu()  conv(320, kernel: 3, stride: 2, bias: false) batchnorm() relu() }
    { conv(192, kernel: 1, bias: false) batchnorm() relu()
      conv(192, kernel: 1, kernel_width: 7, padding: same, bias: false) batchnorm() relu()
      conv(192, kernel: 7, kernel_width: 1, padding: same, bias: false) batchnorm() relu()
      conv(192, kernel: 3, stride: 2, bias: false) batchnorm() relu() }
    { pool(max, kernel: 3, stride: 2) }
  }

  # Mixed_7b, 7c (InceptionE, 8 x 8): 320 + (384 + 384) + (384 + 384) + 192 = 2048 channels.
  repeat 2 {
    parallel {
      { conv(320, kernel: 1, bias: false) batchnorm() relu() }
      { conv(384, kernel: 1, bias: false) batchnorm() relu()
        parallel {
          { conv(384, kernel: 1, kernel_width: 3, padding: same, bias: false) batchnorm() relu() }
          { conv(384, kernel: 3, kernel_width: 1, padding: same, bias: false) batchnorm() relu() }
        } }
      { conv(448, kernel: 1, bias: false) batchnorm() relu()  conv(384, kernel: 3, padding: 1, bias: false) batchnorm() relu()
        parallel {
          { conv(384, kernel: 1, kernel_width: 3, padding: same, bias: false) batchnorm() relu() }
          { conv(384, kernel: 3, kernel_width: 1, padding: same, bias: false) batchnorm() relu() }
        } }
      { pool(avg, kernel: 3, stride: 1, padding: 1)  conv(192, kernel: 1, bias: false) batchnorm() relu() }
    }
  }

  pool(avg, global: true)
  dropout()
  flatten()
  dense(1000)
}
