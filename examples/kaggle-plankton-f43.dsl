# fact F43's Kaggle plankton competition (National Data Science Bowl 2015): 50 x 50 pixel images
# with 2 channels, 400 k images and about 100 classes (121 in the competition), where a 4-6 GB card
# was enough and several GPUs gave no advantage. The network (rules/networks/f43_plankton.dsl,
# 3.4 M parameters) is a representative 2015-style stack of 3x3 convolutions, not the winners' net.
# 400,000 samples per epoch is F43's figure; the competition's labelled training set itself had
# 30,336 images, and augmentation makes many more views of them.

workload "Kaggle plankton (F43)" {
  model "F43 plankton net"
  task conv  precision fp32  optimizer momentum
  batch 128  input 50 x 50 x 2  samples 400000
}
