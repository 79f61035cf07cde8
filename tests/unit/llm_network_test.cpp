// The shipped language-model networks (rules/networks/) against the parameter counts of their
// published checkpoints, and the layer fields the memory rules read from them.
#include <doctest/doctest.h>

#include "nn/network.h"
#include "shipped_network.h"

using namespace advise;

namespace {

std::optional<nn::Network> build_file(const std::string& path, double sequence = 0) {
  return testing::build_shipped(path, sequence);
}

double total(const nn::Network& n, double nn::Layer::*field) {
  double sum = 0;
  for (const auto& l : n.layers) sum += l.*field;
  return sum;
}

}  // namespace

TEST_CASE("every shipped language model has its checkpoint's parameter count") {
  const struct {
    const char* file;
    const char* name;
    double parameters;
  } models[] = {
      {"llama2_7b", "Llama-2-7B", 6738415616},       {"llama2_13b", "Llama-2-13B", 13015864320},
      {"llama2_70b", "Llama-2-70B", 68976648192},    {"llama31_8b", "Llama-3.1-8B", 8030261248},
      {"llama31_70b", "Llama-3.1-70B", 70553706496}, {"llama31_405b", "Llama-3.1-405B", 405853388800},
      {"llama32_1b", "Llama-3.2-1B", 1235814400},    {"llama32_3b", "Llama-3.2-3B", 3212749824},
      {"mistral_7b", "Mistral-7B", 7241732096},      {"mixtral_8x7b", "Mixtral-8x7B", 46702792704},
      {"qwen25_7b", "Qwen2.5-7B", 7615616512},       {"qwen25_72b", "Qwen2.5-72B", 72706203648},
      {"qwen25_14b", "Qwen2.5-14B", 14770033664},    {"qwen25_32b", "Qwen2.5-32B", 32763876352},
      {"gemma2_9b", "Gemma-2-9B", 9241705984},       {"gemma2_27b", "Gemma-2-27B", 27227128320},
      {"phi3_mini", "Phi-3-mini", 3821079552},
      {"gpt2_small", "GPT-2 small", 124439808},      {"gpt2_medium", "GPT-2 medium", 354823168},
      {"gpt2_large", "GPT-2 large", 774030080},      {"gpt2_xl", "GPT-2 XL", 1557611200},
  };
  for (const auto& m : models) {
    CAPTURE(m.name);
    auto n = build_file(std::string("rules/networks/") + m.file + ".dsl");
    REQUIRE(n);
    CHECK(n->name == m.name);
    CHECK(n->parameters() == m.parameters);
  }
}

TEST_CASE("grouped-query attention: Llama-3.1-8B keeps 8 x 128 keys and values per token and layer") {
  auto n = build_file("rules/networks/llama31_8b.dsl", 1024);
  REQUIRE(n);
  CHECK(total(*n, &nn::Layer::kv_width) == 32 * 8 * 128);
  // LoRA on the four attention projections: (4096 + 4096) + 2 x (4096 + 1024) + (4096 + 4096).
  // Their inputs alone (what an adapter's dropout copies): 3 x 4096 + 4096; the MLP's gate and
  // up projections read 4096 each, its down projection 14336.
  // Q and V alone (PEFT's default targets for Llama): (4096 + 4096) + (4096 + 1024), inputs 2 x 4096.
  double attention_lora = 0, attention_inputs = 0, mlp_inputs = 0, query_value = 0, query_value_inputs = 0;
  for (const auto& l : n->layers) {
    if (l.kind == "attention") attention_lora += l.lora_width, attention_inputs += l.lora_inputs;
    if (l.kind == "attention") query_value += l.query_value_width, query_value_inputs += l.query_value_inputs;
    if (l.kind == "dense" && l.in_block == 1) mlp_inputs += l.lora_inputs;
  }
  CHECK(attention_lora == 32 * (8192 + 2 * 5120 + 8192));
  CHECK(attention_inputs == 32 * 4 * 4096);
  CHECK(mlp_inputs == 32 * (2 * 4096 + 14336));
  CHECK(query_value == 32 * (8192 + 5120));
  CHECK(query_value_inputs == 32 * 2 * 4096);
  // The embedding table is not read whole per token; the untied output layer is.
  CHECK(total(*n, &nn::Layer::active_parameters) == doctest::Approx(8030261248.0 - 128256.0 * 4096));
  // Forward FLOPs per token: about twice the parameters a token reads, plus attention.
  CHECK(n->flops() / 1024 == doctest::Approx(2 * (8030261248.0 - 128256.0 * 4096)).epsilon(0.06));
}

TEST_CASE("a mixture of experts holds every expert and computes top_k of them") {
  auto n = build_file("rules/networks/mixtral_8x7b.dsl", 512);
  REQUIRE(n);
  // Mixtral's published 12.9 B active parameters per token (of 46.7 B) count the embedding table,
  // which a token reads one row of.
  CHECK(total(*n, &nn::Layer::active_parameters) + 32000.0 * 4096 == doctest::Approx(12.9e9).epsilon(0.01));
}

TEST_CASE("checkpoint blocks: each decoder layer keeps its input, and the first layer carries the block") {
  auto n = build_file("rules/networks/llama32_1b.dsl", 2048);
  REQUIRE(n);
  double inputs = 0, blocks = 0, largest = 0;
  for (const auto& l : n->layers) {
    inputs += l.checkpoint;
    blocks += l.block_saved > 0 ? 1 : 0;
    largest = std::max(largest, l.block_saved);
  }
  CHECK(blocks == 16);
  CHECK(inputs == 16 * 2048.0 * 2048);
  CHECK(largest > 2048.0 * 2048);
  CHECK(n->layers.front().in_block == 0);
  CHECK(n->layers[2].in_block == 1);
}

TEST_CASE("a workload's sequence length rebuilds the network, the context limit is kept") {
  auto own = build_file("rules/networks/llama31_8b.dsl");
  auto longer = build_file("rules/networks/llama31_8b.dsl", 16384);
  REQUIRE(own);
  REQUIRE(longer);
  CHECK(own->max_context == 131072);
  CHECK(own->layers.front().outputs == 8192);
  CHECK(longer->layers.front().outputs == 16384);
  CHECK(longer->parameters() == own->parameters());
}

TEST_CASE("multi-head latent attention: DeepSeek-V3's weights per layer, and an engine caches its 576-wide latent per token") {
  std::vector<Diagnostic> diagnostics;
  auto n = testing::build_module_network(
      {testing::kLayerCosts}, diagnostics, 0,
      {{"mla.dsl", R"(network "MLA" { input 16 x 7168
         latent_attention(128, kv_rank: 512, q_rank: 1536, nope_dim: 128, rope_dim: 64, v_dim: 128) })"}});
  REQUIRE(n);
  REQUIRE(n->layers.size() == 2);
  const auto& mla = n->layers[1];
  CHECK(mla.kind == "attention");
  // q_a 7168 x 1536, its norm, q_b 1536 x 128 x 192; kv_a 7168 x 576, its norm, kv_b 512 x 128 x 256;
  // o 128 x 128 x 7168 (DeepSeek-V3's safetensors shapes).
  CHECK(mla.parameters == 7168.0 * 1536 + 1536 + 1536.0 * 128 * 192 + 7168.0 * 576 + 512 + 512.0 * 128 * 256 +
                              128.0 * 128 * 7168);
  CHECK(mla.kv_cache == 512 + 64);
  CHECK(mla.heads == 128);
  // Without q_rank the queries come straight from the input (DeepSeek-V2-Lite).
  auto lite = testing::build_module_network(
      {testing::kLayerCosts}, diagnostics, 0,
      {{"lite.dsl", R"(network "Lite" { input 16 x 2048
         latent_attention(16, kv_rank: 512, nope_dim: 128, rope_dim: 64, v_dim: 128) })"}});
  REQUIRE(lite);
  CHECK(lite->layers[1].parameters == 2048.0 * 16 * 192 + 2048.0 * 576 + 512 + 512.0 * 16 * 256 + 16.0 * 128 * 2048);
  // Ordinary attention caches keys and values: twice its kv_width.
  auto llama = build_file("rules/networks/llama31_8b.dsl", 1024);
  REQUIRE(llama);
  CHECK(total(*llama, &nn::Layer::kv_cache) == 2 * total(*llama, &nn::Layer::kv_width));
}

TEST_CASE("a causal decoder's attention says which half of its score products a causal kernel skips") {
  auto n = build_file("rules/networks/llama31_8b.dsl", 1024);
  REQUIRE(n);
  // Q.K and P.V are 2 x 2 x T^2 x q FLOPs a layer; the masked half of them, in 32 layers.
  CHECK(total(*n, &nn::Layer::masked_flops) == 32 * 2.0 * 1024 * 1024 * 4096);
  // BERT is an encoder: every position sees every other, nothing is masked.
  auto bert = build_file("rules/networks/bert_base.dsl", 128);
  REQUIRE(bert);
  CHECK(total(*bert, &nn::Layer::masked_flops) == 0);
}
