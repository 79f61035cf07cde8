#!/usr/bin/env python3
"""Writes the tiny checkpoints the model tests read (tests/unit/checkpoint_test.cpp): a GGUF file
of a two-layer llama with mixed quantisation types, a Safetensors file of the same network in
BF16, and a GPTQ-style Safetensors file. Tensor data are zeros: only the headers are read.
Run from the repository root: python3 tests/data/checkpoints/make_checkpoints.py"""
import json
import pathlib
import struct

HERE = pathlib.Path(__file__).parent
WIDTH, LAYERS, HEADS, KV_HEADS, FF, VOCAB, CONTEXT = 64, 2, 4, 2, 128, 100, 256
HEAD = WIDTH // HEADS

# (elements per block, bytes per block) of the ggml types used, and their numbers (ggml.h).
GGML = {"F32": (0, 1, 4), "F16": (1, 1, 2), "Q8_0": (8, 32, 34), "Q4_K": (12, 256, 144), "Q6_K": (14, 256, 210)}


def llama_tensors():
    """(name, shape in GGUF order: columns first, type) of a llama as llama.cpp names them."""
    tensors = [("token_embd.weight", [WIDTH, VOCAB], "Q8_0")]
    for i in range(LAYERS):
        b = f"blk.{i}."
        tensors += [(b + "attn_norm.weight", [WIDTH], "F32"), (b + "attn_q.weight", [WIDTH, WIDTH], "Q4_K"),
                    (b + "attn_k.weight", [WIDTH, KV_HEADS * HEAD], "Q4_K"),
                    (b + "attn_v.weight", [WIDTH, KV_HEADS * HEAD], "Q6_K"),
                    (b + "attn_output.weight", [WIDTH, WIDTH], "Q4_K"), (b + "ffn_norm.weight", [WIDTH], "F32"),
                    (b + "ffn_gate.weight", [WIDTH, FF], "Q4_K"), (b + "ffn_up.weight", [WIDTH, FF], "Q4_K"),
                    (b + "ffn_down.weight", [FF, WIDTH], "Q6_K")]
    tensors += [("output_norm.weight", [WIDTH], "F32"), ("output.weight", [WIDTH, VOCAB], "Q6_K")]
    return tensors


def gguf_bytes(shape, kind):
    _, per_block, block_bytes = GGML[kind]
    elements = 1
    for d in shape:
        elements *= d
    return -(-elements // per_block) * block_bytes


def gguf_string(s):
    b = s.encode()
    return struct.pack("<Q", len(b)) + b


def write_gguf(path):
    meta = [("general.architecture", 8, "llama"), ("general.name", 8, "tiny llama"),
            ("llama.block_count", 4, LAYERS), ("llama.context_length", 4, CONTEXT),
            ("llama.embedding_length", 4, WIDTH), ("llama.feed_forward_length", 4, FF),
            ("llama.attention.head_count", 4, HEADS), ("llama.attention.head_count_kv", 4, KV_HEADS)]
    out = b"GGUF" + struct.pack("<IQQ", 3, len(llama_tensors()), len(meta) + 1)
    for key, kind, value in meta:
        out += gguf_string(key) + struct.pack("<I", kind)
        out += gguf_string(value) if kind == 8 else struct.pack("<I", value)
    out += gguf_string("tokenizer.ggml.tokens") + struct.pack("<IIQ", 9, 8, VOCAB)
    out += b"".join(gguf_string(f"t{i}") for i in range(VOCAB))
    offset, total = 0, 0
    for name, shape, kind in llama_tensors():
        out += gguf_string(name) + struct.pack("<I", len(shape)) + b"".join(struct.pack("<Q", d) for d in shape)
        out += struct.pack("<IQ", GGML[kind][0], offset)
        size = gguf_bytes(shape, kind)
        total += size
        offset += -(-size // 32) * 32
    out += b"\0" * (-len(out) % 32) + b"\0" * offset
    path.write_bytes(out)
    return total


def write_safetensors(path, tensors):
    """tensors: (name, dtype, shape, bytes per element)."""
    header, offset = {"__metadata__": {"format": "pt"}}, 0
    for name, dtype, shape, size in tensors:
        n = size
        for d in shape:
            n *= d
        header[name] = {"dtype": dtype, "shape": shape, "data_offsets": [offset, offset + n]}
        offset += n
    text = json.dumps(header).encode()
    path.write_bytes(struct.pack("<Q", len(text)) + text + b"\0" * offset)


def hf_shapes():
    shapes = [("model.embed_tokens.weight", [VOCAB, WIDTH])]
    for i in range(LAYERS):
        p = f"model.layers.{i}."
        shapes += [(p + "input_layernorm.weight", [WIDTH]), (p + "self_attn.q_proj.weight", [WIDTH, WIDTH]),
                   (p + "self_attn.k_proj.weight", [KV_HEADS * HEAD, WIDTH]),
                   (p + "self_attn.v_proj.weight", [KV_HEADS * HEAD, WIDTH]),
                   (p + "self_attn.o_proj.weight", [WIDTH, WIDTH]), (p + "post_attention_layernorm.weight", [WIDTH]),
                   (p + "mlp.gate_proj.weight", [FF, WIDTH]), (p + "mlp.up_proj.weight", [FF, WIDTH]),
                   (p + "mlp.down_proj.weight", [WIDTH, FF])]
    return shapes + [("model.norm.weight", [WIDTH]), ("lm_head.weight", [VOCAB, WIDTH])]


def main():
    total = write_gguf(HERE / "tiny-llama.gguf")
    (HERE / "tiny-llama-bf16").mkdir(exist_ok=True)
    write_safetensors(HERE / "tiny-llama-bf16" / "model.safetensors", [(n, "BF16", s, 2) for n, s in hf_shapes()])
    (HERE / "tiny-llama-bf16" / "config.json").write_text(json.dumps({
        "model_type": "llama", "vocab_size": VOCAB, "hidden_size": WIDTH, "num_hidden_layers": LAYERS,
        "num_attention_heads": HEADS, "num_key_value_heads": KV_HEADS, "intermediate_size": FF,
        "max_position_embeddings": CONTEXT, "tie_word_embeddings": False}, indent=2) + "\n")
    # GPTQ: qweight [in / 8, out] int32, scales [in / group, out] fp16, qzeros [in / group, out / 8] int32.
    write_safetensors(HERE / "gptq-layer.safetensors", [
        ("layer.qweight", "I32", [WIDTH // 8, FF], 4), ("layer.scales", "F16", [WIDTH // 32, FF], 2),
        ("layer.qzeros", "I32", [WIDTH // 32, FF // 8], 4), ("layer.bias", "F16", [FF], 2)])
    print(f"tiny-llama.gguf: {len(llama_tensors())} tensors, {total} bytes of tensor data")


if __name__ == "__main__":
    main()
