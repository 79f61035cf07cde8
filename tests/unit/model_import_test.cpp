// Networks built from Hugging Face config.json files (tests/data/models: each the published
// hyper-parameters of a real model of its architecture) have the parameters their model cards
// publish, within 0.5 %.
#include <doctest/doctest.h>

#include <string>

#include "advise/engine.h"
#include "advise/model_import.h"

namespace {

struct Published {
  const char* folder;
  double parameters;   // as the model card or the checkpoint's tensors count them
  // A mixture of experts: the parameters one token uses, as the card states them, a range that its
  // figure's digits allow (Mixtral's "12.9B" rounds; Qwen3's "3.3B" is 3,353 M cut to two digits).
  double active_from = 0, active_to = 0;
};

// Sources: each model's Hugging Face card or the sum of its checkpoint's tensors (safetensors
// index "total_size" / bytes per parameter), read 2026-11.
const Published kPublished[] = {
    {"Llama-3.1-8B", 8030261248},
    {"Mistral-7B-v0.3", 7248023552},
    {"Mixtral-8x7B-v0.1", 46702792704, 12.85e9, 12.95e9},
    {"Qwen2.5-7B", 7615616512},
    {"Qwen3-8B", 8190735360},
    {"Qwen3-30B-A3B", 30532122624, 3.3e9, 3.4e9},
    {"Qwen1.5-MoE-A2.7B", 14.3e9, 2.65e9, 2.75e9},  // "14.3B in total, 2.7B activated"
    {"gemma-3-1b-it", 999885952},
    {"gemma-7b", 8537680896},
    {"gemma-2-9b", 9241705984},
    {"Phi-3-mini-4k-instruct", 3821079552},
    {"gpt2", 124439808},
    {"pythia-1.4b", 1414647808},
    {"bert-base-uncased", 109482240},
    {"roberta-base", 124645632},
    {"vit-base-patch16-224", 86567656},
    // "671B total parameters with 37B activated for each token"; the checkpoint's 685B add the
    // 14B of the multi-token prediction module, which the network leaves out ("37B" cut to two
    // digits, as Qwen3's "3.3B" is).
    {"DeepSeek-V3", 671e9, 37e9, 38e9},
};

}  // namespace

TEST_CASE("a network from each supported architecture's config.json has its model card's parameters") {
  for (const auto& model : kPublished) {
    const std::string name = std::string("imported ") + model.folder;
    INFO(name);
    const auto imported = advise::import_model_config(std::string("tests/data/models/") + model.folder, name);
    REQUIRE_MESSAGE(imported.ok(), advise::render(imported.diagnostics));
    const auto loaded = advise::load_with_source({"rules/networks"}, "imported.dsl", imported.text);
    REQUIRE_MESSAGE(loaded.ok(), advise::render(loaded.diagnostics));
    const auto summaries = advise::network_summaries(*loaded.program, name);
    REQUIRE(summaries.size() == 1);
    CHECK(summaries[0].parameters == doctest::Approx(model.parameters).epsilon(0.005));
    if (model.active_to > 0) {
      CHECK(summaries[0].active_parameters >= model.active_from);
      CHECK(summaries[0].active_parameters < model.active_to);
    }
  }
}

TEST_CASE("every supported model type has a fixture, and an unknown one is refused with the list") {
  CHECK(advise::supported_model_types().size() == 18);
  const auto unknown = advise::import_model_config_text(R"({"model_type": "mamba"})", "config.json", "m");
  CHECK_FALSE(unknown.ok());
  REQUIRE(unknown.diagnostics.size() == 1);
  CHECK(unknown.diagnostics[0].code == "E-MODEL-CONFIG");
  CHECK(unknown.diagnostics[0].hint.find("qwen3_moe") != std::string::npos);
}
