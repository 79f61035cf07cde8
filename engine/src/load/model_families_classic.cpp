// GPT-2, GPT-NeoX, BERT and RoBERTa, ViT: the families before grouped-query attention
// (model_families.h).
#include "load/model_families.h"

namespace advise::loading {

std::vector<std::string> gpt2(ConfigFields& c) {
  const double vocabulary = c.count("vocab_size"), width = c.count("n_embd"), layers = c.count("n_layer");
  const double heads = c.count("n_head"), positions = c.count("n_positions");
  const double ff = c.has("n_inner") ? c.count("n_inner") : 4 * width;
  if (std::fmod(width, heads) != 0) c.error("n_head", "n_embd " + whole(width) + " is not a multiple of n_head " + whole(heads));
  return {"input " + whole(positions) + "  # n_positions: a workload's sequence or context sets its own",
          "context " + whole(positions) + "  # n_positions",
          "embedding(" + whole(vocabulary + positions) + ", " + whole(width) + ")  # vocab_size + n_positions (learned positions), n_embd",
          "dropout()",
          "repeat " + whole(layers) + " {  # n_layer",
          "  residual { layernorm() attention(" + whole(heads) + ", dropout: true, causal: true) dropout() }  # n_head",
          "  residual { layernorm() mlp(" + whole(ff) + ", activation: gelu_new) dropout() }  # n_inner (4 x n_embd)",
          "}",
          "layernorm()",
          "dense(" + whole(vocabulary) + ", shared: true, bias: false)  # the LM head, tied to the token embedding"};
}

std::vector<std::string> gpt_neox(ConfigFields& c) {
  Decoder d = read_decoder(c);
  const bool tied = c.flag("tie_word_embeddings", false);
  if (d.ff == 0) d.ff = c.count("intermediate_size");
  return {"input " + whole(d.context) + "  # max_position_embeddings: a workload's sequence or context sets its own",
          "context " + whole(d.context) + "  # max_position_embeddings",
          "embedding(" + whole(d.vocabulary) + ", " + whole(d.width) + ")  # vocab_size, hidden_size",
          "repeat " + whole(d.layers) + " {  # num_hidden_layers (attention and MLP side by side: the same weights)",
          "  residual { layernorm() attention(" + whole(d.heads) + ", causal: true) }  # num_attention_heads",
          "  residual { layernorm() mlp(" + whole(d.ff) + ", activation: gelu) }  # intermediate_size",
          "}",
          "layernorm()",
          "dense(" + whole(d.vocabulary) + (tied ? ", shared: true" : "") + ", bias: false)  # the output layer"};
}

std::vector<std::string> bert(ConfigFields& c) {
  const double vocabulary = c.count("vocab_size"), width = c.count("hidden_size"), layers = c.count("num_hidden_layers");
  const double heads = c.count("num_attention_heads"), ff = c.count("intermediate_size");
  const double positions = c.count("max_position_embeddings"), types = c.count("type_vocab_size", 2);
  if (std::fmod(width, heads) != 0)
    c.error("num_attention_heads", "hidden_size " + whole(width) + " is not a multiple of num_attention_heads " + whole(heads));
  return {"input " + whole(positions) + "  # max_position_embeddings: a workload's sequence sets its own",
          "context " + whole(positions) + "  # max_position_embeddings",
          "embedding(" + whole(vocabulary + positions + types) + ", " + whole(width) +
              ")  # vocab_size + max_position_embeddings + type_vocab_size, hidden_size",
          "layernorm()  dropout()",
          "repeat " + whole(layers) + " { transformer(" + whole(heads) + ", ff: " + whole(ff) +
              ", attention_dropout: true) }  # num_hidden_layers, num_attention_heads, intermediate_size",
          "dense(" + whole(width) + ")  tanh()  # the pooler"};
}

std::vector<std::string> vit(ConfigFields& c) {
  const double image = c.count("image_size", 224), patch = c.count("patch_size", 16), channels = c.count("num_channels", 3);
  const double width = c.count("hidden_size"), layers = c.count("num_hidden_layers"), heads = c.count("num_attention_heads");
  const double ff = c.count("intermediate_size");
  if (std::fmod(image, patch) != 0) c.error("patch_size", "image_size " + whole(image) + " is not a multiple of patch_size " + whole(patch));
  std::vector<std::string> lines = {
      "input " + whole(image) + " x " + whole(image) + " x " + whole(channels) + "  # image_size, num_channels",
      "patches(" + whole(patch) + ", " + whole(width) + ")  # patch_size, hidden_size",
      "repeat " + whole(layers) + " { transformer(" + whole(heads) + ", ff: " + whole(ff) +
          ") }  # num_hidden_layers, num_attention_heads, intermediate_size",
      "layernorm()"};
  if (c.labels() > 0)
    for (const char* l : {"take(1)  # the class token", "flatten()"}) lines.push_back(l);
  if (c.labels() > 0) lines.push_back("dense(" + whole(static_cast<double>(c.labels())) + ")  # id2label");
  return lines;
}

}  // namespace advise::loading
