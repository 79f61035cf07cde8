# How prefers ranks: the bands, then dominance (docs/language.md, "How prefers ranks").

test "dominance: in 2016-07 a kaggle buyer gets the GTX 1060 6GB, which beats the GTX 980 on speed per dollar and speed" {
  as_of 2016-07  workload "guide: a convolutional net"  situation "kaggle"
  expect rank("GTX 1060 6GB") < rank("GTX 980")
  expect top == "GTX 1060 6GB"
}
