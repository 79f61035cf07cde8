# fact F44's worked example (2016): 250 x 250 x 3 inputs, three 3x3 convolutions with 32, 64
# and 96 filters, stride 1, no padding: 250 -> 248 -> 246 -> 244. No reference parameter count (F44
# is about memory); the declaration has 74,784 parameters (896 + 18,496 + 55,392, with biases) and
# 8.9 G FLOPs per image.
# F44's arithmetic takes an output side of (input side - 3), 247 x 247 x 32 for the first layer;
# a 3x3 convolution without padding gives 248 x 248: the declaration follows the convolution, so
# its three outputs are 0.8%, 1.6% and 2.5% larger than the document's (247, 244 and 241 wide).
# Only the convolutions are declared: F44 counts each convolution's output and its error, and
# frameworks apply the relu that follows in place; a classifier is not part of the example.
network "F44 conv stack" {
  input 250 x 250 x 3
  conv(32, kernel: 3)
  conv(64, kernel: 3)
  conv(96, kernel: 3)
}
