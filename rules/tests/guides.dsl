# One test per row of the guides' short-answer tables (facts F60-F63), asked as of each
# guide's date with that date's GPUs and prices. Each test says whether the guide's pick must
# be the recommendation or among the top 3. Rows that general rules do not reproduce are marked
# known_difference with the reason; no rule names a date or a guide's answer.

workload "guide: a convolutional net" {
  model "AlexNet"  task conv  precision fp32  optimizer momentum  batch 64
}
workload "guide: a convolutional net in 16-bit" {
  model "ResNet-50"  task conv  precision fp16  optimizer momentum  batch 32
}

test "F60 (2015-11), best overall: GTX Titan X (the recommendation)" {
  as_of 2015-11  workload "guide: a convolutional net"  situation "best overall"
  expect top == "GTX Titan X"
}

test "F60 (2015-11), cost-efficient but expensive: GTX Titan X or GTX 980 or GTX 980 Ti (in the top 3)" {
  as_of 2015-11  workload "guide: a convolutional net"  situation "cost-efficient but expensive"
  expect rank("GTX Titan X") <= 3 or rank("GTX 980") <= 3 or rank("GTX 980 Ti") <= 3
}

test "F60 (2015-11), cost-efficient but troubled: GTX 970 or GTX 580 3GB (the recommendation)" {
  as_of 2015-11  workload "guide: a convolutional net"  situation "cost-efficient but troubled"
  expect top == "GTX 970" or top == "GTX 580 3GB"
}

test "F60 (2015-11), cheapest without trouble: GTX 960 4GB or GTX 680 4GB or GTX 680 (the recommendation)" {
  as_of 2015-11  workload "guide: a convolutional net"  situation "cheapest without trouble"
  expect top == "GTX 960 4GB" or top == "GTX 680 4GB" or top == "GTX 680"
}

test "F60 (2015-11), large data sets: GTX Titan or GTX 980 Ti or GTX Titan X (in the top 3)" {
  as_of 2015-11  workload "guide: a convolutional net"  situation "large data sets"
  expect rank("GTX Titan") <= 3 or rank("GTX 980 Ti") <= 3 or rank("GTX Titan X") <= 3
}

test "F60 (2015-11), little money: GTX 680 or GTX 680 4GB (in the top 3)" {
  as_of 2015-11  workload "guide: a convolutional net"  situation "little money"
  expect rank("GTX 680") <= 3 or rank("GTX 680 4GB") <= 3
}

test "F60 (2015-11), almost no money: AWS g2 GPU (the recommendation)" {
  as_of 2015-11  workload "guide: a convolutional net"  situation "almost no money"
  expect top == "AWS g2 GPU"
}

test "F60 (2015-11), kaggle: GTX 980 or GTX 960 4GB (in the top 3)" {
  as_of 2015-11  workload "guide: a convolutional net"  situation "kaggle"
  expect rank("GTX 980") <= 3 or rank("GTX 960 4GB") <= 3
}

test "F60 (2015-11), researcher: GTX Titan X (the recommendation)" {
  as_of 2015-11  workload "guide: a convolutional net"  situation "researcher"
  expect top == "GTX Titan X"
}

test "F60 (2015-11), started and serious: GTX 680 or GTX 680 4GB or GTX 980 or GTX 970 (the recommendation)" {
  as_of 2015-11  workload "guide: a convolutional net"  situation "started and serious"
  expect top == "GTX 680" or top == "GTX 680 4GB" or top == "GTX 980" or top == "GTX 970"
}

test "F61 (2016-06), best overall: GTX 1080 or GTX Titan X (the recommendation)" {
  as_of 2016-06  workload "guide: a convolutional net"  situation "best overall"
  expect top == "GTX 1080" or top == "GTX Titan X"
}

test "F61 (2016-06), cost-efficient but expensive: GTX 1070 or GTX Titan X (the recommendation)" {
  as_of 2016-06  workload "guide: a convolutional net"  situation "cost-efficient but expensive"
  expect top == "GTX 1070" or top == "GTX Titan X"
}

test "F61 (2016-06), cost-efficient but troubled: GTX 970 (in the top 3)" {
  as_of 2016-06  workload "guide: a convolutional net"  situation "cost-efficient but troubled"
  expect rank("GTX 970") <= 3
}

test "F61 (2016-06), cheapest without trouble: GTX Titan (in the top 3)" {
  as_of 2016-06  workload "guide: a convolutional net"  situation "cheapest without trouble"
  expect rank("GTX Titan") <= 3
  known_difference "the guide counts a used GTX Titan (about 350 USD) as the cheapest card without trouble; at that price it is over this situation's 250 USD budget, and cheaper 4 GB cards rank first"
}

test "F61 (2016-06), large data sets: GTX Titan (in the top 3)" {
  as_of 2016-06  workload "guide: a convolutional net"  situation "large data sets"
  expect rank("GTX Titan") <= 3
  known_difference "the guide's pick for data sets over 250 GB is the 6 GB GTX Titan; by estimated speed the new 8 GB GTX 1070 and 1080 rank above it"
}

test "F61 (2016-06), little money: GTX 680 4GB or GTX 960 4GB (in the top 3)" {
  as_of 2016-06  workload "guide: a convolutional net"  situation "little money"
  expect rank("GTX 680 4GB") <= 3 or rank("GTX 960 4GB") <= 3
}

test "F61 (2016-06), almost no money: no good option, the AWS g2 GPU is too slow to rent (F17)" {
  as_of 2016-06  workload "guide: a convolutional net"  situation "almost no money"
  expect not admitted("AWS g2 GPU")
}

test "F61 (2016-06), kaggle: GTX 1070 or GTX 970 (in the top 3)" {
  as_of 2016-06  workload "guide: a convolutional net"  situation "kaggle"
  expect rank("GTX 1070") <= 3 or rank("GTX 970") <= 3
}

test "F61 (2016-06), researcher: GTX Titan X (the recommendation)" {
  as_of 2016-06  workload "guide: a convolutional net"  situation "researcher"
  expect top == "GTX Titan X"
}

test "F61 (2016-06), started and serious: GTX 970 (in the top 3)" {
  as_of 2016-06  workload "guide: a convolutional net"  situation "started and serious"
  expect rank("GTX 970") <= 3
}

test "F62 (2016-07), best overall: Titan X Pascal (the recommendation)" {
  as_of 2016-07  workload "guide: a convolutional net"  situation "best overall"
  expect top == "Titan X Pascal"
}

test "F62 (2016-07), cost-efficient but expensive: GTX 1080 or GTX 1070 (the recommendation)" {
  as_of 2016-07  workload "guide: a convolutional net"  situation "cost-efficient but expensive"
  expect top == "GTX 1080" or top == "GTX 1070"
}

test "F62 (2016-07), cost-efficient and cheap: GTX 1060 6GB (the recommendation)" {
  as_of 2016-07  workload "guide: a convolutional net"  situation "cost-efficient and cheap"
  expect top == "GTX 1060 6GB"
}

test "F62 (2016-07), cheapest without trouble: GTX 1060 6GB (the recommendation)" {
  as_of 2016-07  workload "guide: a convolutional net"  situation "cheapest without trouble"
  expect top == "GTX 1060 6GB"
}

test "F62 (2016-07), large data sets: Titan X Pascal or GTX Titan X (the recommendation)" {
  as_of 2016-07  workload "guide: a convolutional net"  situation "large data sets"
  expect top == "Titan X Pascal" or top == "GTX Titan X"
}

test "F62 (2016-07), little money: GTX 1060 6GB (the recommendation)" {
  as_of 2016-07  workload "guide: a convolutional net"  situation "little money"
  expect top == "GTX 1060 6GB"
}

test "F62 (2016-07), almost no money: no good option, the AWS g2 GPU is too slow to rent (F17)" {
  as_of 2016-07  workload "guide: a convolutional net"  situation "almost no money"
  expect not admitted("AWS g2 GPU")
}

test "F62 (2016-07), kaggle: GTX 1060 6GB or GTX 1070 (the recommendation)" {
  as_of 2016-07  workload "guide: a convolutional net"  situation "kaggle"
  expect top == "GTX 1060 6GB" or top == "GTX 1070"
}

test "F62 (2016-07), researcher: Titan X Pascal or GTX Titan X (the recommendation)" {
  as_of 2016-07  workload "guide: a convolutional net"  situation "researcher"
  expect top == "Titan X Pascal" or top == "GTX Titan X"
}

test "F62 (2016-07), started and serious: GTX 1060 6GB (the recommendation)" {
  as_of 2016-07  workload "guide: a convolutional net"  situation "started and serious"
  expect top == "GTX 1060 6GB"
}

test "F63 (2019-04), best overall: RTX 2070 (the recommendation)" {
  as_of 2019-04  workload "guide: a convolutional net in 16-bit"  situation "best overall"
  expect top == "RTX 2070"
  known_difference "the 2019 guide's 'best overall' weighs value; by estimated speed the Titan RTX and RTX 2080 Ti lead (its value rows pick the RTX 2070, see 'cost-efficient but expensive')"
}

test "F63 (2019-04), cost-efficient but expensive: RTX 2070 (the recommendation)" {
  as_of 2019-04  workload "guide: a convolutional net in 16-bit"  situation "cost-efficient but expensive"
  expect top == "RTX 2070"
}

test "F63 (2019-04), cost-efficient and cheap: RTX 2060 or GTX 1060 6GB (the recommendation)" {
  as_of 2019-04  workload "guide: a convolutional net in 16-bit"  situation "cost-efficient and cheap"
  expect top == "RTX 2060" or top == "GTX 1060 6GB"
}

test "F63 (2019-04), little money: GTX 1060 6GB (in the top 3)" {
  as_of 2019-04  workload "guide: a convolutional net in 16-bit"  situation "little money"
  expect rank("GTX 1060 6GB") <= 3
}

test "F63 (2019-04), almost no money: AWS p3 GPU or Google Cloud TPU v2 (in the top 3)" {
  as_of 2019-04  workload "guide: a convolutional net in 16-bit"  situation "almost no money"
  expect rank("AWS p3 GPU") <= 3 or rank("Google Cloud TPU v2") <= 3
}

test "F63 (2019-04), kaggle: RTX 2070 (in the top 3)" {
  as_of 2019-04  workload "guide: a convolutional net in 16-bit"  situation "kaggle"
  expect rank("RTX 2070") <= 3
}

test "F63 (2019-04), researcher: RTX 2080 Ti (the recommendation)" {
  as_of 2019-04  workload "guide: a convolutional net in 16-bit"  situation "researcher"
  expect top == "RTX 2080 Ti"
}

test "F63 (2019-04), researcher, NLP: RTX 2080 Ti (the recommendation)" {
  as_of 2019-04  workload "guide: a convolutional net in 16-bit"  situation "researcher, NLP"
  expect top == "RTX 2080 Ti"
}

test "F63 (2019-04), building a cluster: fired(RTX 2080 Ti, clusters are complicated) and fired(RTX 2080 Ti, GeForce in a data center) (a pointer to further reading and the licence warning)" {
  as_of 2019-04  workload "guide: a convolutional net in 16-bit"  situation "building a cluster"
  expect fired("RTX 2080 Ti", "clusters are complicated") and fired("RTX 2080 Ti", "GeForce in a data center")
}

test "F63 (2019-04), started and serious: RTX 2070 (in the top 3)" {
  as_of 2019-04  workload "guide: a convolutional net in 16-bit"  situation "started and serious"
  expect rank("RTX 2070") <= 3
}

test "F63 (2019-04), just trying: GTX 1050 Ti (the recommendation)" {
  as_of 2019-04  workload "guide: a convolutional net in 16-bit"  situation "just trying"
  expect top == "GTX 1050 Ti"
}

test "F63 (2019-04), learn fast: GTX 1060 6GB (the recommendation)" {
  as_of 2019-04  workload "guide: a convolutional net in 16-bit"  situation "learn fast"
  expect top == "GTX 1060 6GB"
}
test "F63 (2019-04), avoid any Tesla, Quadro, Founders Edition, Titan RTX, Titan V, Titan Xp (none admitted for value)" {
  as_of 2019-04  workload "guide: a convolutional net in 16-bit"  situation "cost-efficient but expensive"
  expect not admitted("Tesla V100") and not admitted("Quadro P6000") and not admitted("RTX 2080 Ti Founders Edition")
  expect not admitted("Titan RTX") and not admitted("Titan V") and not admitted("Titan Xp")
}

test "F63 (2019-04), avoid list: warned even when speed is the goal" {
  as_of 2019-04  workload "guide: a convolutional net in 16-bit"  situation "best overall"
  expect warned("Titan RTX") and warned("Titan V") and warned("Titan Xp") and warned("RTX 2080 Ti Founders Edition")
  expect not admitted("Tesla V100")
}

test "F63 (2019-04), already own a GTX 1070 or better: wait (no new card)" {
  as_of 2019-04  workload "guide: a convolutional net in 16-bit"  situation "started and serious"
  expect not admitted("RTX 2070")
  known_difference "advising to keep a card one owns needs the owned card's speed in a situation; the language has no way yet to name a GPU from a situation"
}

workload "guide: a recurrent net" {
  model "GNMT"  task rnn  precision fp32  optimizer adam  batch 64
}
workload "guide: a transformer" {
  model "BERT-base"  task transformer  precision fp16  optimizer adam  batch 32
}

test "F22: recurrent nets rank memory bandwidth first, convolutional nets tensor cores" {
  as_of 2019-04  workload "guide: a recurrent net"
  expect rank("AMD Radeon VII") < rank("RTX 2080 Ti")
}

test "F22: transformers rank tensor cores first" {
  as_of 2019-04  workload "guide: a transformer"
  expect rank("RTX 2070") < rank("GTX 1080 Ti")
  expect rank("RTX 2080 Ti") < rank("AMD Radeon VII")
}

workload "guide: Kaggle plankton" {
  model "F43 plankton net"  task conv  precision fp32  optimizer momentum  batch 128
  dataset 2 GB   # 400 000 images of 50 x 50 x 2 bytes (F43)
}

test "F43: the Kaggle plankton net fits a 4-6 GB card" {
  as_of 2015-11  workload "guide: Kaggle plankton"
  expect at_gpu("GTX 980", need.memory) < 6 GiB
  expect admitted("GTX 980")
}

test "F5: one GPU suffices for a small data set" {
  as_of 2019-04  workload "guide: Kaggle plankton"  situation "four GPUs in one computer"
  expect fired("RTX 2070", "one GPU suffices")
}
