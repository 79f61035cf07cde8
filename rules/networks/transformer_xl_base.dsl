# Transformer-XL base on WikiText-103 (Dai et al. 2019; kimiyoung/transformer-xl,
# pytorch/run_wt103_base.sh): 16 layers of width 410, 10 heads of 41, feed-forward 2100, segments of
# 150 tokens with a memory of 150, an adaptive embedding and softmax (div_val 1, cutoffs 20000,
# 40000, 200000) over the 267,735-word vocabulary, output weights tied to the embedding.
# Reference: the paper's 151 M parameters; counted from the code, 151,107,538: embedding
# 109,771,350, 16 layers of 2,566,650, softmax biases and cluster head 268,968, shared relative-
# position biases 820.
# Simplifications (they cost 2,933,148 parameters: this declaration has 148,174,390, 1.9% under):
#  - relative-position attention has one more projection per layer (r_net, 410 x 410, 2.7 M in all)
#    and bias-free Q/K/V/output projections; the engine's attention has 4 projections with biases;
#  - the output layer's 267,735 biases and the 3 cluster vectors are left out;
#  - with div_val 1 the adaptive embedding is one full table (declared as it is); the adaptive
#    softmax computes the 20,000-word head and 3 cluster logits for every token and the tail
#    clusters only for the few tokens that fall in them, so the output is declared as its head,
#    dense(20003) tied to the embedding: the tail logits are left out (the full 267,735-way softmax
#    would be 13 times that FLOP count and 40 M logits per segment);
#  - attention over the 150-token memory (keys and values at 300 positions) and relative positions
#    is counted as plain attention within the 150-token segment. Left out of the forward FLOPs: the
#    memory's K/V projections (1.6 GFLOP), r_net over 300 positions (1.6 GFLOP), the position
#    score term and the memory's half of the scores (1.2 GFLOP): about 4.4 GFLOP on top of the
#    declared 14.6 GFLOP per segment. The memory itself is not trained (no gradients kept for it).
# The shipped transformer block (rules/networks/blocks.dsl) is post-norm, as Transformer-XL's blocks are.
network "Transformer-XL base" {
  input 150
  embedding(267735, 410)
  dropout()
  repeat 16 { transformer(10, ff: 2100) }
  dense(20003, shared: true)   # adaptive softmax head, tied to the embedding (see above)
}
