#pragma once
// The model types network_from_config reads: each family writes a network's layers (the lines
// between its opening and closing braces) from a config's hyper-parameters, with the same layers
// the shipped networks in rules/networks/ use (docs/language.md, "Layers").
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "load/config_fields.h"

namespace advise::loading {

// What a decoder of the llama family is made of, read from its config.
struct Decoder {
  double vocabulary, width, layers, heads, kv_heads, head_dim, ff, context;
  bool tied, attention_bias, mlp_bias;
  std::string input;  // the sequence a workload gets when it says none
};

Decoder read_decoder(ConfigFields& c);

// "LAYER  # comment" inside a residual block, with Gemma 2's norm after the layer as well.
std::string residual(const std::string& layer, bool post_norm);

// A decoder's layers from its embedding to its output layer, `ffn` the feed-forward part of a block.
std::vector<std::string> decoder_lines(const Decoder& d, const std::string& attention_extra, const std::string& ffn,
                                       bool post_norms);

using Family = std::function<std::vector<std::string>(ConfigFields&)>;

// model_type -> its family.
const std::map<std::string, Family>& model_families();

// The families of their own files.
std::vector<std::string> gpt2(ConfigFields& c);      // model_families_classic.cpp
std::vector<std::string> gpt_neox(ConfigFields& c);
std::vector<std::string> bert(ConfigFields& c);      // bert and roberta
std::vector<std::string> vit(ConfigFields& c);
std::vector<std::string> deepseek_v3(ConfigFields& c);  // model_family_deepseek.cpp

}  // namespace advise::loading
