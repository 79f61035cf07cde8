# Networks that rows of memory.csv, measured.csv and serving.csv need and rules/networks/ does not
# ship (run.py and serving.py read this file; run.py also bench/memory/published.dsl, which
# declares "OctoCoder" and "BERT-large at 512 tokens").

# Hugging Face BertLMHeadModel on bert-base-uncased (the model of the SDPA memory table in
# transformers PR #28802): BERT-base's encoder without the pooler, then the LM head's transform
# (dense 768, GELU, layernorm) and the decoder to the 30522 word pieces, tied to the word embedding.
network "BERT-base with its LM head" {
  input 512
  embedding(31036, 768)   # word pieces + positions + segments, as in rules/networks/bert_base.dsl
  layernorm()  dropout()
  repeat 12 { transformer(12, ff: 3072, attention_dropout: true) }
  dense(768)  gelu()  layernorm()
  dense(30522, shared: true)  # decoder, tied to the word embedding (its bias is 30522 parameters)
}

# The networks of the held-back SDPA training tables H2 to H6 (bench/accuracy/README.md, "Peak
# memory"). H2 uses rules/networks/gpt2_large.dsl's "GPT-2 large" as shipped. Each reference count
# is the sum of the model's tensors, computed from its configuration; every network below has it
# exactly but DistilBERT's (see there). Unlike the BERT network above, the hidden-state dropout
# layers the model applies in training are declared where they sit; the dropout on the attention
# probabilities (BioGPT and DistilBERT, p 0.1) is `attention(..., dropout: true)`.

# Hugging Face DistilBertForMaskedLM on distilbert-base-uncased (H5; the doc says "the
# `distilbert-base-uncased` model with a MaskedLM head"). Configuration: DistilBertConfig's
# defaults, which its docstring gives as that checkpoint's architecture (the config.json was not
# read here): vocabulary 30522, 512 positions, 6 layers, width 768, 12 heads, hidden 3072, GELU,
# dropout 0.1. 6 post-norm blocks; the feed-forward ends with a
# dropout, the attention output has none. The MLM head: vocab_transform (dense 768), GELU,
# vocab_layer_norm, and vocab_projector to the 30522 word pieces, tied to the word embedding.
# Reference: 66,985,530 parameters (the model summary of TFDistilBertForMaskedLM on this
# checkpoint in Hugging Face's course material; the paper's "66M" is without the head). This
# network has 66,955,008 (-0.05 %): a tied dense(shared: true) carries no parameters, so
# vocab_projector's 30522 biases are not counted (as in the BERT network above).
# The word (30522) and position (512) tables, both 768 wide, are one table of 31034 rows.
network "DistilBERT-base with its MLM head" {
  input 512
  context 512
  embedding(31034, 768)   # word pieces + positions
  layernorm()  dropout()
  repeat 6 {
    residual { attention(12, dropout: true) }
    layernorm()
    residual { mlp(3072) dropout() }
    layernorm()
  }
  dense(768)  gelu()  layernorm()
  dense(30522, shared: true)  # vocab_projector, tied to the word embedding
}

# Hugging Face OPTForCausalLM on facebook/opt-350m (H6). Configuration (the checkpoint's
# config.json as copies of it in public code give it): vocabulary 50272, word_embed_proj_dim 512,
# width 1024, 24 layers, 16 heads, ffn_dim 4096, ReLU, 2048 positions, do_layer_norm_before false
# (post-norm, so no final layernorm), dropout 0.1 (after the attention and after fc2), attention
# dropout 0. The 512-wide token embedding is projected to 1024 (project_in) and back
# (project_out) around the decoder, and the LM head (no bias) is tied to the token embedding.
# Reference: 331,196,416 parameters (the sum of the checkpoint's tensors).
# The learned positions are 2048 + 2 rows of width 1024 (OPT offsets them by 2), added after
# project_in. They are declared inside the 512-wide token table as 4100 rows of 512, which has
# exactly their 2,099,200 parameters; the add itself (no kept tensor) is left out.
network "OPT-350M with its LM head" {
  input 2048
  context 2048
  embedding(54372, 512)     # 50272 tokens + the positions' parameters (see above)
  dense(1024, bias: false)  # project_in
  repeat 24 {
    residual { attention(16, fp32_softmax: true, causal: true) dropout() }
    layernorm()
    residual { mlp(4096, activation: relu) dropout() }
    layernorm()
  }
  dense(512, bias: false)   # project_out
  dense(50272, shared: true, bias: false)  # lm_head, tied to the token embedding
}

# Hugging Face GPTNeoXForCausalLM on EleutherAI/pythia-410m-deduped (H3). Configuration (the
# config.json was not read here): 24 layers, width 1024, 16 heads (the Pythia README); vocabulary
# 50304 and intermediate 4096, the only values that give the published total with these; GELU,
# rotary on 25 % of each head, 2048 positions, parallel residual, hidden and attention dropout 0
# and embed_out not tied (GPTNeoXConfig's defaults).
# Reference: 405,334,016 parameters (the Pythia model card's "total params" for 410M).
# Simplifications:
#  - GPT-NeoX's parallel residual adds the attention and the MLP, each on its own layernorm of the
#    same input, to that input in one step; the language has no such sum, so the two are written as
#    two sequential pre-norm residual blocks, with the same layers and exactly the same parameters.
#  - Partial rotary embeddings have no parameters (attention() carries none for rotary).
network "Pythia-410M with its LM head" {
  input 2048
  context 2048
  embedding(50304, 1024)
  repeat 24 {
    residual { layernorm() attention(16, fp32_softmax: true, causal: true) }
    residual { layernorm() mlp(4096) }
  }
  layernorm()
  dense(50304, bias: false)  # embed_out, not tied
}

# Hugging Face BioGptForCausalLM on microsoft/biogpt (H4; the doc says "`microsoft/biogpt` model
# with a CausalLM head"). Configuration: BioGptConfig's defaults, which its docstring gives as
# that checkpoint's architecture (the config.json was not read here): vocabulary 42384, width
# 1024, 24 layers, 16 heads, intermediate 4096, GELU, 1024 positions, dropout 0.1 on the
# embeddings, after the attention and after fc2, activation dropout 0. 24 pre-norm blocks, a final
# layernorm, and output_projection (no bias) tied to the token embedding.
# Reference: 346,763,264 parameters (the paper's "347M").
# The token (42384) and learned position (1024 + 2, offset by 2) tables, both 1024 wide, are one
# table of 43410 rows; the embedding scale (x 32) has no parameters.
network "BioGPT with its LM head" {
  input 1024
  context 1024
  embedding(43410, 1024)   # tokens + positions
  dropout()
  repeat 24 {
    residual { layernorm() attention(16, dropout: true, causal: true) dropout() }
    residual { layernorm() mlp(4096) dropout() }
  }
  layernorm()
  dense(42384, shared: true, bias: false)  # output_projection, tied to the token embedding
}

# MPT, as llm-foundry's training benchmarks ran it (mosaicml/llm-foundry, scripts/train/yamls/pretrain/
# mpt-*.yaml at 495218376830947dce625efabc4d86be7c47cc45; llmfoundry/models/mpt): pre-norm
# blocks with biases (no_bias false), learned positions (learned_pos_emb true) declared for
# 2048 tokens as one table with the 50368-token vocabulary, FlashAttention, a GELU MLP of 4 x the
# width, the output layer tied to the embedding. The benchmark's NumParams at 2048 tokens agree
# within 0.05 % (e.g. MPT-7B 6,658,859,008). Rows at other lengths have a position table of their
# own length, which this one does not follow: at 16384 tokens MPT-125M's is 10 % of its weights,
# MPT-7B's 1 % (bench/accuracy/README.md, "LLM training").
network "MPT-125m (llm-foundry)" {
  input 2048
  embedding(52416, 768)   # 50368 tokens + 2048 learned positions
  repeat 12 {
    residual { layernorm() attention(12, causal: true) }
    residual { layernorm() mlp(3072, activation: gelu) }
  }
  layernorm()
  dense(50368, shared: true, bias: false)  # tied to the token embedding
}
network "MPT-350m (llm-foundry)" {
  input 2048
  embedding(52416, 1024)   # 50368 tokens + 2048 learned positions
  repeat 24 {
    residual { layernorm() attention(16, causal: true) }
    residual { layernorm() mlp(4096, activation: gelu) }
  }
  layernorm()
  dense(50368, shared: true, bias: false)  # tied to the token embedding
}
network "MPT-760m (llm-foundry)" {
  input 2048
  embedding(52416, 1536)   # 50368 tokens + 2048 learned positions
  repeat 24 {
    residual { layernorm() attention(12, causal: true) }
    residual { layernorm() mlp(6144, activation: gelu) }
  }
  layernorm()
  dense(50368, shared: true, bias: false)  # tied to the token embedding
}
network "MPT-1b (llm-foundry)" {
  input 2048
  embedding(52416, 2048)   # 50368 tokens + 2048 learned positions
  repeat 24 {
    residual { layernorm() attention(16, causal: true) }
    residual { layernorm() mlp(8192, activation: gelu) }
  }
  layernorm()
  dense(50368, shared: true, bias: false)  # tied to the token embedding
}
network "MPT-3b (llm-foundry)" {
  input 2048
  embedding(52416, 2560)   # 50368 tokens + 2048 learned positions
  repeat 32 {
    residual { layernorm() attention(20, causal: true) }
    residual { layernorm() mlp(10240, activation: gelu) }
  }
  layernorm()
  dense(50368, shared: true, bias: false)  # tied to the token embedding
}
network "MPT-7b (llm-foundry)" {
  input 2048
  embedding(52416, 4096)   # 50368 tokens + 2048 learned positions
  repeat 32 {
    residual { layernorm() attention(32, causal: true) }
    residual { layernorm() mlp(16384, activation: gelu) }
  }
  layernorm()
  dense(50368, shared: true, bias: false)  # tied to the token embedding
}
network "MPT-13b (llm-foundry)" {
  input 2048
  embedding(52416, 5120)   # 50368 tokens + 2048 learned positions
  repeat 40 {
    residual { layernorm() attention(40, causal: true) }
    residual { layernorm() mlp(20480, activation: gelu) }
  }
  layernorm()
  dense(50368, shared: true, bias: false)  # tied to the token embedding
}
network "MPT-30b (llm-foundry)" {
  input 2048
  embedding(52416, 7168)   # 50368 tokens + 2048 learned positions
  repeat 48 {
    residual { layernorm() attention(56, causal: true) }
    residual { layernorm() mlp(28672, activation: gelu) }
  }
  layernorm()
  dense(50368, shared: true, bias: false)  # tied to the token embedding
}

# GPT-J-6B (EleutherAI/gpt-j-6b, its config.json): 28 blocks of width 4096, 16 heads of 256,
# rotary positions on 64 of each head's dimensions (no parameters), an MLP of width 16384 (GELU),
# a vocabulary of 50400, an untied output layer with a bias. Each block runs its attention and its
# MLP side by side from one layer norm (parallel residual): written one after the other here,
# which has the same weights and FLOPs. 6,050,882,784 parameters counted so; the model card says
# 6,053,381,344 (0.04 % more). Context 4096: serving.csv's engine ran 2048 + 2048 tokens (its
# build's max_input_len and max_output_len); rotary positions set no hard limit.
network "GPT-J-6B" {
  input 2048
  context 4096
  embedding(50400, 4096)
  repeat 28 {
    residual { layernorm() attention(16, bias: false, causal: true) }
    residual { mlp(16384, activation: gelu) }
  }
  layernorm()
  dense(50400)  # the output layer (untied, with a bias)
}

# Falcon-180B (tiiuae/falcon-180B, its config.json): 80 blocks of width 14848, 232 heads of 64
# with 8 key/value heads (grouped-query attention), an MLP of width 4 x 14848 (GELU), no biases,
# rotary positions, a vocabulary of 65024 and an untied output layer; attention and MLP side by
# side from one layer norm per block (new_decoder_architecture: two norms, here as one of each
# half). About 179.5 B parameters counted so (the model card: 180 B). Context 4096, as GPT-J's.
network "Falcon-180B" {
  input 2048
  context 4096
  embedding(65024, 14848)
  repeat 80 {
    residual { layernorm() attention(232, kv_heads: 8, bias: false, causal: true) }
    residual { layernorm() mlp(59392, activation: gelu, bias: false) }
  }
  layernorm()
  dense(65024, bias: false)  # the output layer (untied)
}

# NVIDIA Megatron-LM's GPT as OneFlow's DLPerf ran it on one Tesla V100-SXM2-16GB (Megatron-LM
# commit 8aa4619, DLPerf's Megatron-LM/scripts: --hidden-size, --num-layers, --num-attention-heads,
# --seq-length 2048, --max-position-embeddings 2048, GPT-2's vocabulary, which Megatron pads to a
# multiple of 128: 50304). Pre-norm blocks with the hidden and attention dropouts Megatron applies
# (0.1 each), a GELU MLP of four times the width, a final layernorm and the output layer tied to
# the token embedding (bench/accuracy/README.md, "Megatron-LM on one V100").
network "Megatron GPT 1536x16" {
  input 2048
  embedding(52352, 1536)   # 50304 tokens + 2048 learned positions
  dropout()
  repeat 16 {
    residual { layernorm() attention(16, dropout: true, causal: true) dropout() }
    residual { layernorm() mlp(6144, activation: gelu) dropout() }
  }
  layernorm()
  dense(50304, shared: true, bias: false)  # tied to the token embedding
}
network "Megatron GPT 768x12" {
  input 2048
  embedding(52352, 768)    # 50304 tokens + 2048 learned positions
  dropout()
  repeat 12 {
    residual { layernorm() attention(12, dropout: true, causal: true) dropout() }
    residual { layernorm() mlp(3072, activation: gelu) dropout() }
  }
  layernorm()
  dense(50304, shared: true, bias: false)  # tied to the token embedding
}
