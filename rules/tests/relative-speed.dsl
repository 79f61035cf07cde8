# F30 and F31: the relative speeds the 2016 guides give, reproduced by the speed estimate
# (rules/speed.dsl) within 20% per card. The workload is a 32-bit convolutional net of the
# time; relative speeds do not depend on whether it fits in each card's memory.

workload "test: 2016 convolutional net" {
  model "ResNet-50"  task conv  precision fp32  optimizer momentum  batch 64
}

test "F30: GTX 1070 runs at 0.8 of a GTX 1080 (within 20%)" {
  as_of 2016-06  workload "test: 2016 convolutional net"
  expect abs(at_gpu("GTX 1070", samples_per_second) / at_gpu("GTX 1080", samples_per_second) / 0.8 - 1) < 20 %
}

test "F30: GTX Titan X runs at 0.66 of a GTX 1080 (within 20%)" {
  as_of 2016-06  workload "test: 2016 convolutional net"
  expect abs(at_gpu("GTX Titan X", samples_per_second) / at_gpu("GTX 1080", samples_per_second) / 0.66 - 1) < 20 %
}

test "F30: GTX 980 Ti runs at 0.66 of a GTX 1080 (within 20%)" {
  as_of 2016-06  workload "test: 2016 convolutional net"
  expect abs(at_gpu("GTX 980 Ti", samples_per_second) / at_gpu("GTX 1080", samples_per_second) / 0.66 - 1) < 20 %
}

test "F30: GTX 980 runs at 0.45 of a GTX 1080 (within 20%)" {
  as_of 2016-06  workload "test: 2016 convolutional net"
  expect abs(at_gpu("GTX 980", samples_per_second) / at_gpu("GTX 1080", samples_per_second) / 0.45 - 1) < 20 %
}

test "F30: GTX 970 runs at 0.4 of a GTX 1080 (within 20%)" {
  as_of 2016-06  workload "test: 2016 convolutional net"
  expect abs(at_gpu("GTX 970", samples_per_second) / at_gpu("GTX 1080", samples_per_second) / 0.4 - 1) < 20 %
}

test "F30: GTX Titan runs at 0.33 of a GTX 1080 (within 20%)" {
  as_of 2016-06  workload "test: 2016 convolutional net"
  expect abs(at_gpu("GTX Titan", samples_per_second) / at_gpu("GTX 1080", samples_per_second) / 0.33 - 1) < 20 %
}

test "F30: AWS g2 GPU runs at 0.2 of a GTX 1080 (within 20%)" {
  as_of 2016-06  workload "test: 2016 convolutional net"
  expect abs(at_gpu("AWS g2 GPU", samples_per_second) / at_gpu("GTX 1080", samples_per_second) / 0.2 - 1) < 20 %
}

test "F30: GTX 960 4GB runs at 0.2 of a GTX 1080 (within 20%)" {
  as_of 2016-06  workload "test: 2016 convolutional net"
  expect abs(at_gpu("GTX 960 4GB", samples_per_second) / at_gpu("GTX 1080", samples_per_second) / 0.2 - 1) < 20 %
}

test "F31: GTX 1080 runs at 0.7 of a Titan X Pascal (within 20%)" {
  as_of 2016-07  workload "test: 2016 convolutional net"
  expect abs(at_gpu("GTX 1080", samples_per_second) / at_gpu("Titan X Pascal", samples_per_second) / 0.7 - 1) < 20 %
}

test "F31: GTX 1070 runs at 0.55 of a Titan X Pascal (within 20%)" {
  as_of 2016-07  workload "test: 2016 convolutional net"
  expect abs(at_gpu("GTX 1070", samples_per_second) / at_gpu("Titan X Pascal", samples_per_second) / 0.55 - 1) < 20 %
}

test "F31: GTX Titan X runs at 0.5 of a Titan X Pascal (within 20%)" {
  as_of 2016-07  workload "test: 2016 convolutional net"
  expect abs(at_gpu("GTX Titan X", samples_per_second) / at_gpu("Titan X Pascal", samples_per_second) / 0.5 - 1) < 20 %
}

test "F31: GTX 980 Ti runs at 0.5 of a Titan X Pascal (within 20%)" {
  as_of 2016-07  workload "test: 2016 convolutional net"
  expect abs(at_gpu("GTX 980 Ti", samples_per_second) / at_gpu("Titan X Pascal", samples_per_second) / 0.5 - 1) < 20 %
}

test "F31: GTX 1060 6GB runs at 0.4 of a Titan X Pascal (within 20%)" {
  as_of 2016-07  workload "test: 2016 convolutional net"
  expect abs(at_gpu("GTX 1060 6GB", samples_per_second) / at_gpu("Titan X Pascal", samples_per_second) / 0.4 - 1) < 20 %
}

test "F31: GTX 980 runs at 0.35 of a Titan X Pascal (within 20%)" {
  as_of 2016-07  workload "test: 2016 convolutional net"
  expect abs(at_gpu("GTX 980", samples_per_second) / at_gpu("Titan X Pascal", samples_per_second) / 0.35 - 1) < 20 %
}

test "F31: GTX 970 runs at 0.3 of a Titan X Pascal (within 20%)" {
  as_of 2016-07  workload "test: 2016 convolutional net"
  expect abs(at_gpu("GTX 970", samples_per_second) / at_gpu("Titan X Pascal", samples_per_second) / 0.3 - 1) < 20 %
}

test "F31: GTX Titan runs at 0.25 of a Titan X Pascal (within 20%)" {
  as_of 2016-07  workload "test: 2016 convolutional net"
  expect abs(at_gpu("GTX Titan", samples_per_second) / at_gpu("Titan X Pascal", samples_per_second) / 0.25 - 1) < 20 %
}

test "F31: AWS g2 GPU runs at 0.175 of a Titan X Pascal (within 20%)" {
  as_of 2016-07  workload "test: 2016 convolutional net"
  expect abs(at_gpu("AWS g2 GPU", samples_per_second) / at_gpu("Titan X Pascal", samples_per_second) / 0.175 - 1) < 20 %
}

test "F31: GTX 960 4GB runs at 0.175 of a Titan X Pascal (within 20%)" {
  as_of 2016-07  workload "test: 2016 convolutional net"
  expect abs(at_gpu("GTX 960 4GB", samples_per_second) / at_gpu("Titan X Pascal", samples_per_second) / 0.175 - 1) < 20 %
}
