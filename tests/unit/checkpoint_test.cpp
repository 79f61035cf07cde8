// Checkpoints read by their headers (tests/data/checkpoints, written by make_checkpoints.py):
// exact bytes and parameters, the quantisation found, and hostile headers refused.
#include <doctest/doctest.h>

#include <cstring>
#include <string>

#include "advise/engine.h"
#include "advise/model_import.h"
#include "load/checkpoint_headers.h"
#include "load/model_config.h"

using advise::loading::read_gguf_header;
using advise::loading::read_safetensors_header;

TEST_CASE("a GGUF file's tensors take exactly the bytes of their quantisation types, and its metadata is a network") {
  const auto c = advise::read_checkpoint("tests/data/checkpoints/tiny-llama.gguf");
  REQUIRE_MESSAGE(c.ok(), advise::render(c.diagnostics));
  CHECK(c.tensors == 21);
  // Q8_0 6400 -> 6800; per layer F32 2 x 256, Q4_K 4096, 2048, 4096, 8192, 8192 -> 2304, 1152,
  // 2304, 4608, 4608, Q6_K 2048, 8192 -> 1680, 6720 (23888 a layer); F32 256; Q6_K 6400 -> 5250.
  CHECK(c.bytes == 60082);
  CHECK(c.parameters == 86848);
  CHECK(c.architecture == "llama");
  CHECK(c.context_length == 256);
  CHECK(advise::loading::gguf_type_bytes("Q4_K", 256) == 144);
  CHECK(advise::loading::gguf_type_bytes("Q5_K", 512) == 352);
  const auto imported = advise::import_gguf_model("tests/data/checkpoints/tiny-llama.gguf", "tiny");
  REQUIRE_MESSAGE(imported.ok(), advise::render(imported.diagnostics));
  CHECK(imported.text.find("attention(4, kv_heads: 2, bias: false") != std::string::npos);
  const auto loaded = advise::load_with_source({"rules/networks"}, "tiny.dsl", imported.text);
  REQUIRE_MESSAGE(loaded.ok(), advise::render(loaded.diagnostics));
  CHECK(advise::network_summaries(*loaded.program, "tiny").at(0).parameters == c.parameters);
}

TEST_CASE("Safetensors headers give exact counts, a model folder's and a packed GPTQ layer's") {
  const auto bf16 = advise::read_checkpoint("tests/data/checkpoints/tiny-llama-bf16");
  REQUIRE(bf16.ok());
  CHECK(bf16.parameters == 86848);
  CHECK(bf16.bytes == 2 * 86848);
  const auto gptq = advise::read_checkpoint("tests/data/checkpoints/gptq-layer.safetensors");
  REQUIRE(gptq.ok());
  CHECK(gptq.quantisation == "GPTQ int4, group 32");
  CHECK(gptq.parameters == 64 * 128 + 128);  // qweight's int32s hold 8 weights; scales and zeros are not weights
  CHECK(gptq.bytes == 4992);
}

TEST_CASE("headers with impossible lengths, counts or offsets are refused before anything is made for them") {
  std::string huge(8, '\0');
  const std::uint64_t length = 1ull << 60;
  std::memcpy(huge.data(), &length, 8);
  CHECK(read_safetensors_header(huge, 8).error.find("100 MB") != std::string::npos);
  std::string past(8, '\0');
  const std::uint64_t twenty = 20;
  std::memcpy(past.data(), &twenty, 8);
  CHECK(read_safetensors_header(past + "{}", 10).error.find("past the end") != std::string::npos);
  const std::string offsets = R"({"w": {"dtype": "F32", "shape": [4], "data_offsets": [0, 64]}})";
  std::string file(8, '\0');
  const std::uint64_t n = offsets.size();
  std::memcpy(file.data(), &n, 8);
  CHECK(read_safetensors_header(file + offsets, 8 + n + 16).error.find("data offsets") != std::string::npos);
  CHECK(read_gguf_header("GGML").error.find("not a GGUF file") == 0);
  std::string counts = "GGUF";
  const std::uint32_t version = 3;
  const std::uint64_t many = 1ull << 40, none = 0;
  counts.append(reinterpret_cast<const char*>(&version), 4).append(reinterpret_cast<const char*>(&many), 8).append(reinterpret_cast<const char*>(&none), 8);
  CHECK(read_gguf_header(counts).error.find("cannot fit") != std::string::npos);
  const auto truncated = std::string("GGUF") + std::string(reinterpret_cast<const char*>(&version), 4);
  CHECK_FALSE(read_gguf_header(truncated).error.empty());
}

TEST_CASE("a network's stored bytes are a whole number after input and context, else an error at the value") {
  const char* good = "network \"n\" { input 16  context 32  stored 1000  embedding(10, 8)  dense(10) }\n";
  const auto ok = advise::load_with_source({"rules/networks"}, "n.dsl", good);
  REQUIRE_MESSAGE(ok.ok(), advise::render(ok.diagnostics));
  const auto bad = advise::load_with_source({"rules/networks"}, "n.dsl",
                                            "network \"n\" { input 16  stored 2.5  dense(10) }\nworkload \"w\" { model \"n\" }\n");
  REQUIRE_FALSE(bad.ok());
  CHECK(advise::render(bad.diagnostics).find("stored is the whole number of bytes") != std::string::npos);
}

TEST_CASE("a DeepSeek GGUF's metadata (llama.cpp's deepseek2) is the network of DeepSeek-V3's config.json") {
  // The keys llama.cpp's converter writes for DeepSeek-V3 (absorbed MLA: key_length is the cached
  // latent, key_length_mla a head's key); tensors are not needed for the network.
  advise::loading::CheckpointHeader h;
  const std::pair<const char*, const char*> metadata[] = {
      {"general.architecture", "deepseek2"}, {"deepseek2.block_count", "61"}, {"deepseek2.context_length", "163840"},
      {"deepseek2.embedding_length", "7168"}, {"deepseek2.feed_forward_length", "18432"},
      {"deepseek2.attention.head_count", "128"}, {"deepseek2.attention.q_lora_rank", "1536"},
      {"deepseek2.attention.kv_lora_rank", "512"}, {"deepseek2.attention.key_length", "576"},
      {"deepseek2.attention.value_length", "512"}, {"deepseek2.attention.key_length_mla", "192"},
      {"deepseek2.attention.value_length_mla", "128"}, {"deepseek2.rope.dimension_count", "64"},
      {"deepseek2.leading_dense_block_count", "3"}, {"deepseek2.expert_count", "256"},
      {"deepseek2.expert_shared_count", "1"}, {"deepseek2.expert_used_count", "8"},
      {"deepseek2.expert_feed_forward_length", "2048"}};
  for (const auto& [key, value] : metadata) h.metadata[key] = value;
  h.array_lengths["tokenizer.ggml.tokens"] = 129280;
  h.tensors.push_back({"output.weight", "Q6_K", {7168, 129280}, 7168.0 * 129280, 0});
  const auto built = advise::loading::network_from_config(advise::loading::gguf_config(h), "ds.gguf", "ds");
  REQUIRE(built.problems.empty());
  const auto from_config = advise::import_model_config("tests/data/models/DeepSeek-V3", "ds");
  REQUIRE(from_config.ok());
  const auto a = advise::load_with_source({"rules/networks"}, "a.dsl", built.text);
  const auto b = advise::load_with_source({"rules/networks"}, "b.dsl", from_config.text);
  REQUIRE(a.ok());
  REQUIRE(b.ok());
  CHECK(advise::network_summaries(*a.program, "ds").at(0).parameters ==
        advise::network_summaries(*b.program, "ds").at(0).parameters);
}
