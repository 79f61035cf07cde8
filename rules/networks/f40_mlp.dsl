# fact F40's fully connected net with dropout (the Kaggle-style MLP of the memory worked example):
# layers 9000-4000-4000-32, dropout after each hidden layer, trained in 32 bits with momentum.
# Reference: F40 counts the weight matrices only, 9000 x 4000 + 4000 x 4000 + 4000 x 32 =
# 52,128,000; with the biases (4000 + 4000 + 32) the declaration has 52,136,032 parameters, about
# 0.1 G FLOPs (2 x 52 M) forward per sample. F40's example: batch 128 needs about 0.62 GB.
# The hidden layers' activation function is not declared: F40 counts each layer's units once
# (activation, dropout mask, error), which the dense and dropout layers here carry.
network "F40 MLP" {
  input 9000
  dense(4000)  dropout()
  dense(4000)  dropout()
  dense(32)
}
