# Rule tests, run by `advise test rules/`. Each names the fact it checks.

workload "test: ImageNet-sized conv net" {
  task conv  precision fp16  optimizer momentum  batch 64
  parameters 25.6e6  activations 140 MB
}

workload "test: small conv net" {
  task conv  precision fp32  optimizer momentum  batch 32
  parameters 1e6  activations 110 MB
}

test "F62: in 2016-07 the fastest conv card is the Titan X Pascal" {
  as_of 2016-07  workload "test: ImageNet-sized conv net"
  expect top == "Titan X Pascal"
}

test "F22: cards without enough memory are rejected" {
  as_of 2016-07  workload "test: ImageNet-sized conv net"
  expect not admitted("GTX 970") and not admitted("GTX 980")
  expect admitted("GTX 1070")
}

test "F49: the GTX 970 warns beyond its 3.5 GB fast segment" {
  as_of 2016-07  workload "test: small conv net"
  expect admitted("GTX 970") and warned("GTX 970")
  expect not warned("GTX 980")
}

test "F22: tensor cores rank first for conv nets in 2019" {
  as_of 2019-04  workload "test: ImageNet-sized conv net"
  expect rank("RTX 2070") < rank("GTX 1080 Ti")
}

test "a budget rejects what costs more" {
  as_of 2019-04  workload "test: small conv net"  situation "little money"
  expect not admitted("RTX 2070")
  expect admitted("GTX 1060 6GB")
}

test "F7: open coolers warn when four cards share a computer" {
  as_of 2019-04  workload "test: small conv net"  situation "four GPUs in one computer"
  expect warned("RTX 2070")
}
