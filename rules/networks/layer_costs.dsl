# The layers' constants (`layer_cost` in docs/language.md): what one element of an element-wise
# layer costs. The engine builds every network with these numbers, so editing one changes the
# estimates; a layer whose constant is missing is an error at that layer.
#   KIND.flops  forward FLOPs per output element
#   KIND.saved  elements (32-bit units) kept for the backward pass per output element, as PyTorch
#               keeps them: 0 for a layer that runs in place, 1 for its output
# Each value is a plain number: networks are built before lets are evaluated.

# ReLU-like activations count one FLOP per element and run in place: they keep nothing beyond
# the buffer they overwrite.
let layer_cost.relu.flops = 1
let layer_cost.relu.saved = 0
let layer_cost.relu6.flops = 1
let layer_cost.relu6.saved = 0
let layer_cost.tanh.flops = 1
let layer_cost.tanh.saved = 0
let layer_cost.sigmoid.flops = 1
let layer_cost.sigmoid.saved = 0

# GELU (the tanh approximation) and softmax (exponent, sum, divide) keep their output.
let layer_cost.gelu.flops = 8
let layer_cost.gelu.saved = 1
let layer_cost.softmax.flops = 5
let layer_cost.softmax.saved = 1

# SiLU (swish) is x·sigmoid(x): a sigmoid counted as 1, as sigmoid() is, and a product. Its
# backward reads its input, so it is not in place.
let layer_cost.silu.flops = 2
let layer_cost.silu.saved = 1

# Dropout: one FLOP per element; it keeps its output and a 1-byte mask (a quarter of 32 bits).
let layer_cost.dropout.flops = 1
let layer_cost.dropout.saved = 1.25

# Norms: mean, variance, normalise, scale and shift; RMSNorm skips the mean; L2Norm squares,
# sums, divides and scales. Each keeps its output.
let layer_cost.batchnorm.flops = 5
let layer_cost.batchnorm.saved = 1
let layer_cost.layernorm.flops = 5
let layer_cost.layernorm.saved = 1
let layer_cost.groupnorm.flops = 5
let layer_cost.groupnorm.saved = 1
let layer_cost.rmsnorm.flops = 4
let layer_cost.rmsnorm.saved = 1
let layer_cost.l2norm.flops = 4
let layer_cost.l2norm.saved = 1

# The add that ends a residual block (also the position embeddings of patches() and the time
# embedding of time_condition(), and the sum inside additive_attention()).
let layer_cost.add.flops = 1
let layer_cost.add.saved = 1

# A norm that ends a residual block hands its output only to the add, whose backward does not
# read it: frameworks free it (per element of the norm's output, in place of its own saved).
let layer_cost.residual_norm.saved = 0

# Pooling keeps its output; max pooling also keeps its int64 indices (two 32-bit units each).
let layer_cost.max_pool.saved = 3
let layer_cost.avg_pool.saved = 1

# A gated MLP (SwiGLU, GeGLU; geglu(), moe()) multiplies the activation by the up projection:
# one FLOP per element, and the product is kept for the down projection.
let layer_cost.gate.flops = 1
let layer_cost.gate.saved = 1

# The activation inside mlp() (and moe()'s experts, SiLU), per hidden element: its FLOPs (SiLU
# counts 4 here, its sigmoid as exponent, add and divide, where the silu() layer above counts it
# as 1), what it and the down projection keep beyond the up projection's output, which that layer
# counts (`saved`: GELU and SiLU keep that output and their own, 1; ReLU keeps only its own, which
# takes the freed input's place, 0; bench/memory/saved_by_activation.py measures each) and the
# elements its forward kernels read and write (`accesses`: one kernel reads its input and writes
# its output, 2).
let layer_cost.mlp.gelu.flops = 8
let layer_cost.mlp.gelu.saved = 1
let layer_cost.mlp.gelu.accesses = 2
let layer_cost.mlp.silu.flops = 4
let layer_cost.mlp.silu.saved = 1
let layer_cost.mlp.silu.accesses = 2
let layer_cost.mlp.relu.flops = 1
let layer_cost.mlp.relu.saved = 0
let layer_cost.mlp.relu.accesses = 2
# gelu_new: GPT-2's tanh GELU as its reference code and Hugging Face's `gelu_new` compute it,
# 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))) in eight element-wise operations, each a kernel:
# they read 10 and write 8 elements, and autograd keeps three of their results besides the input
# (tanh's output, 0.5 x and 1 + tanh; bench/memory/saved_by_activation.py measures it).
let layer_cost.mlp.gelu_new.flops = 8
let layer_cost.mlp.gelu_new.saved = 4
let layer_cost.mlp.gelu_new.accesses = 18
