# SSD300 (Liu et al. 2016) with a VGG-16 backbone, torchvision.models.detection.ssd300_vgg16 (91
# COCO classes): VGG-16's convolutions (with bias, no batchnorm) up to conv5_3, pool5 as a 3x3
# stride-1 pool, fc6 and fc7 as convolutions (fc6 3x3 with dilation 6), four extra blocks down to
# 1 x 1, and on six feature maps (38, 19, 10, 5, 3 and 1 pixels square, with 4, 6, 6, 6, 4 and 4
# anchors per pixel) a 3x3 classification convolution (anchors x 91) and a 3x3 box regression
# (anchors x 4). conv4_3's map is L2-normalised with a learned scale per channel first.
# Reference: 35,641,826 parameters, 34.86 G multiply-adds per 300 x 300 image (torchvision's
# model documentation). Declared exactly.
# Each head reads its feature map in a parallel branch and is flattened; the branches' vectors
# are joined end to end, as SSD concatenates the anchors of all maps. torchvision's pool3 rounds
# up (ceil_mode); padding 1 gives the same 38 x 38. Anchor generation, box decoding and
# non-maximum suppression (no parameters, small work) are not modelled.
network "SSD300" {
  input 300 x 300 x 3
  repeat 2 { conv(64, kernel: 3, padding: 1)  relu() }
  pool(max, kernel: 2, stride: 2)
  repeat 2 { conv(128, kernel: 3, padding: 1)  relu() }
  pool(max, kernel: 2, stride: 2)
  repeat 3 { conv(256, kernel: 3, padding: 1)  relu() }
  pool(max, kernel: 2, stride: 2, padding: 1)
  repeat 3 { conv(512, kernel: 3, padding: 1)  relu() }
  parallel {
    # conv4_3, 38 x 38 x 512, 4 anchors
    { l2norm()  parallel { { conv(364, kernel: 3, padding: 1) } { conv(16, kernel: 3, padding: 1) } }  flatten() }
    {
      pool(max, kernel: 2, stride: 2)
      repeat 3 { conv(512, kernel: 3, padding: 1)  relu() }
      pool(max, kernel: 3, stride: 1, padding: 1)
      conv(1024, kernel: 3, padding: 6, dilation: 6)  relu()   # fc6
      conv(1024, kernel: 1)  relu()                          # fc7
      parallel {
        # fc7, 19 x 19 x 1024, 6 anchors
        { parallel { { conv(546, kernel: 3, padding: 1) } { conv(24, kernel: 3, padding: 1) } }  flatten() }
        {
          conv(256, kernel: 1)  relu()  conv(512, kernel: 3, stride: 2, padding: 1)  relu()
          parallel {
            # 10 x 10 x 512, 6 anchors
            { parallel { { conv(546, kernel: 3, padding: 1) } { conv(24, kernel: 3, padding: 1) } }  flatten() }
            {
              conv(128, kernel: 1)  relu()  conv(256, kernel: 3, stride: 2, padding: 1)  relu()
              parallel {
                # 5 x 5 x 256, 6 anchors
                { parallel { { conv(546, kernel: 3, padding: 1) } { conv(24, kernel: 3, padding: 1) } }  flatten() }
                {
                  conv(128, kernel: 1)  relu()  conv(256, kernel: 3)  relu()
                  parallel {
                    # 3 x 3 x 256, 4 anchors
                    { parallel { { conv(364, kernel: 3, padding: 1) } { conv(16, kernel: 3, padding: 1) } }  flatten() }
                    {
                      conv(128, kernel: 1)  relu()  conv(256, kernel: 3)  relu()
                      # 1 x 1 x 256, 4 anchors
                      parallel { { conv(364, kernel: 3, padding: 1) } { conv(16, kernel: 3, padding: 1) } }  flatten()
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
