# Built by advise from tests/data/models/Qwen3-8B/config.json (model_type qwen3).
network "Qwen3-8B" {
  input 40960  # max_position_embeddings: a workload's sequence or context sets its own
  context 40960  # max_position_embeddings
  embedding(151936, 4096)  # vocab_size, hidden_size
  repeat 36 {  # num_hidden_layers
    residual { rmsnorm() attention(32, kv_heads: 8, bias: false, fp32_softmax: true, causal: true) }  # num_attention_heads, num_key_value_heads
    residual { rmsnorm() mlp(12288, gated: true, bias: false) }  # intermediate_size
  }
  rmsnorm()
  dense(151936, bias: false)  # the output layer (untied)
}
