// Bring your own model, as a user does it: `advise model import`, `model "config.json"` in a
// workload, `advise models`; fixtures in tests/data/models.
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli_run.h"
#include "read_file.h"

namespace {

const char* kQlora = "  task transformer  precision bf16  weights int4  finetune lora  lora_rank 16\n"
                     "  optimizer adam8bit  checkpointing true  batch 4  sequence 2048\n";

std::filesystem::path write_file(const std::filesystem::path& path, const std::string& text) {
  std::ofstream(path) << text;
  return path;
}

}  // namespace

TEST_CASE("model import prints a formatted network that loads") {
  const auto folder = temporary_folder();
  const auto r = advise("model import tests/data/models/Qwen3-30B-A3B", false);
  REQUIRE(r.status == 0);
  CHECK(contains(r.out, "network \"Qwen3-30B-A3B\" {"));
  CHECK(contains(r.out, "moe(128, top_k: 8, ff: 768) }  # num_experts, num_experts_per_tok, moe_intermediate_size"));
  const auto saved = write_file(folder / "qwen3.dsl", r.out);
  CHECK(advise("fmt --check " + saved.string()).status == 0);
  const auto listed = advise("models " + saved.string() + " --network Qwen3-30B-A3B");
  CHECK(listed.status == 0);
  CHECK(contains(listed.out, "Qwen3-30B-A3B: 30.53 B parameters, 3.35 B active"));
  CHECK(contains(advise("model import tests/data/models/gpt2/config.json --name \"My GPT-2\"").out, "network \"My GPT-2\""));
}

TEST_CASE("a config that cannot be a network gets an error at its place in the file, never a crash") {
  for (const char* expected : {
           "tests/data/models/bad/heads.json:6:3: error[E-MODEL-CONFIG]: hidden_size 4096 is not a multiple of num_attention_heads 30",
           "tests/data/models/bad/heads.json:7:3: error[E-MODEL-CONFIG]: num_attention_heads 30 is not a multiple of num_key_value_heads 7",
           "tests/data/models/bad/layers.json:5:3: error[E-MODEL-CONFIG]: 'num_hidden_layers' is -2, not a whole number of 1 or more",
           "tests/data/models/bad/layers.json:7:3: error[E-MODEL-CONFIG]: 'intermediate_size' is 14336.5",
           "tests/data/models/bad/truncated.json:5:1: error[E-MODEL-CONFIG]: not valid JSON",
           "tests/data/models/bad/unknown-type.json:2:3: error[E-MODEL-CONFIG]: model type 'mamba' is not one advise reads"}) {
    const std::string file = std::string(expected).substr(0, std::string(expected).find(':'));
    const auto r = advise("model import " + file);
    CHECK(r.status == 2);
    CHECK_MESSAGE(contains(r.out, expected), r.out);
  }
}

TEST_CASE("a workload whose model is a config.json gets the shipped network's memory and speed") {
  const auto folder = temporary_folder();
  const auto config = std::filesystem::absolute("tests/data/models/Llama-3.1-8B/config.json").string();
  const auto workloads = write_file(folder / "w.dsl", "workload \"imported\" {\n  model \"" + config + "\"\n" + kQlora +
                                                          "}\nworkload \"shipped\" {\n  model \"Llama-3.1-8B\"\n" + kQlora + "}\n");
  const auto r = advise(workloads.string() + " --format json --top 5", false);
  REQUIRE(r.status == 0);
  const auto document = nlohmann::json::parse(r.out);
  const auto& imported = document["workloads"][0]["candidates"];
  const auto& shipped = document["workloads"][1]["candidates"];
  REQUIRE(imported.size() == shipped.size());
  for (std::size_t i = 0; i < imported.size(); ++i) {
    CHECK(imported[i]["gpu"] == shipped[i]["gpu"]);
    CHECK(imported[i]["memory_bytes"] == shipped[i]["memory_bytes"]);
    CHECK(imported[i]["samples_per_second"] == shipped[i]["samples_per_second"]);
  }
}

TEST_CASE("a model path is read relative to the file that names it, and a missing one is located") {
  const auto folder = temporary_folder();
  std::filesystem::copy("tests/data/models/gpt2", folder / "gpt2");
  const auto workloads = write_file(folder / "w.dsl", "workload \"w\" {\n  model \"./gpt2\"\n  task transformer  batch 8  sequence 512\n}\n"
                                                     "workload \"missing\" {\n  model \"nowhere/config.json\"\n  task transformer  batch 8\n}\n");
  const auto r = advise(workloads.string());
  CHECK(r.status == 2);
  CHECK(contains(r.out, "w.dsl:6:9: error[E-FILE]: the model's config"));
  std::filesystem::remove(folder / "w.dsl");
  write_file(folder / "w.dsl", "workload \"w\" {\n  model \"./gpt2\"\n  task transformer  batch 8  sequence 512\n}\n");
  const auto ok = advise((folder / "w.dsl").string());
  CHECK(ok.status == 0);
  CHECK(contains(ok.out, "Recommended:"));
}

TEST_CASE("models describes a GGUF file and a model folder by their headers, and model import reads GGUF metadata") {
  const auto gguf = advise("models tests/data/checkpoints/tiny-llama.gguf");
  CHECK(gguf.status == 0);
  CHECK(contains(gguf.out, "tiny-llama: 86848 parameters"));
  CHECK(contains(gguf.out, "checkpoint (gguf, 1 file): 21 tensors, 86848 parameters, 60082 bytes of tensors"));
  CHECK(contains(gguf.out, "Q4_K: 29952 bytes"));
  const auto folder = advise("model import tests/data/checkpoints/tiny-llama-bf16");
  CHECK(folder.status == 0);
  CHECK(contains(folder.out, "# The checkpoint (1 Safetensors file) holds 86848 parameters; this network 86848 (+0.00 %)."));
  const auto from_gguf = advise("model import tests/data/checkpoints/tiny-llama.gguf", false);
  CHECK(from_gguf.status == 0);
  CHECK(contains(from_gguf.out, "network \"tiny-llama\" {"));
  const auto broken = advise("models tests/data/models/bad/truncated.json");
  CHECK(broken.status == 2);
  const auto folder_path = temporary_folder();
  write_file(folder_path / "broken.gguf", "GGML and not a header");
  const auto not_gguf = advise("models " + (folder_path / "broken.gguf").string());
  CHECK(not_gguf.status == 2);
  CHECK(contains(not_gguf.out, "error[E-CHECKPOINT]: not a GGUF file"));
}

TEST_CASE("a workload whose model is a GGUF file gets the network of its metadata, and a broken one is located") {
  const auto folder = temporary_folder();
  std::filesystem::copy("tests/data/checkpoints/tiny-llama.gguf", folder / "tiny.gguf");
  write_file(folder / "broken.gguf", "GGUF");
  const char* serving = "  task transformer  mode inference  precision fp16  weights int4  quantisation q4_k_m\n"
                        "  batch 1  context 256  prompt 64\n";
  write_file(folder / "w.dsl", std::string("workload \"tiny\" {\n  model \"tiny.gguf\"\n") + serving + "}\n");
  const auto ok = advise((folder / "w.dsl").string() + " --format json --top 1 --explain", false);
  REQUIRE(ok.status == 0);
  const auto document = nlohmann::json::parse(ok.out);
  const auto& network = document["workloads"][0]["network"];
  CHECK(network["name"] == "tiny.gguf");
  double parameters = 0;
  for (const auto& layer : network["layers"]) parameters += layer["parameters"].get<double>();
  CHECK(parameters == 86848);
  // Served from the file's bytes, exactly: every tensor in its own quantisation type.
  CHECK(document["workloads"][0]["candidates"][0]["weights_bytes"] == 60082);
  write_file(folder / "w.dsl", std::string("workload \"broken\" {\n  model \"broken.gguf\"\n") + serving + "}\n");
  const auto broken = advise((folder / "w.dsl").string());
  CHECK(broken.status == 2);
  CHECK(contains(broken.out, "w.dsl:2:9: error[E-CHECKPOINT]"));
}

TEST_CASE("a workload whose model is a folder with Safetensors files is served from their bytes, unless it quantises them on load") {
  const auto folder = temporary_folder();
  std::filesystem::copy("tests/data/checkpoints/tiny-llama-bf16", folder / "tiny", std::filesystem::copy_options::recursive);
  auto weights_bytes = [&](const std::string& weights) {
    write_file(folder / "w.dsl", "workload \"tiny\" {\n  model \"./tiny\"\n  task transformer  mode inference  precision fp16" +
                                     weights + "\n  batch 1  context 256  prompt 64\n}\n");
    const auto run = advise((folder / "w.dsl").string() + " --format json --top 1", false);
    REQUIRE_MESSAGE(run.status == 0, run.out);
    return nlohmann::json::parse(run.out)["workloads"][0]["candidates"][0]["weights_bytes"].get<double>();
  };
  // The checkpoint's 21 BF16 tensors: 86,848 parameters in 173,696 bytes.
  CHECK(weights_bytes("") == 173696);
  // `weights int4` quantises the 16-bit checkpoint as it loads: the format's bytes, far fewer.
  CHECK(weights_bytes("  weights int4") < 173696 / 2);
  write_file(folder / "tiny" / "model.safetensors", std::string("\xff\xff\xff\xff\xff\xff\xff\x7f", 8));
  write_file(folder / "w.dsl", "workload \"tiny\" {\n  model \"./tiny\"\n  task transformer  mode inference\n}\n");
  const auto broken = advise((folder / "w.dsl").string());
  CHECK(broken.status == 2);
  CHECK(contains(broken.out, "w.dsl:2:9: error[E-CHECKPOINT]"));
}

TEST_CASE("models and model import build an imported network with the layer constants of the rules asked for") {
  const auto missing = advise("models --rules tests/data/no-such-rules tests/data/models/gpt2");
  CHECK(missing.status == 2);
  CHECK(contains(missing.out, "no-such-rules/networks: error[E-FILE]"));
  const auto shipped = advise("models --rules rules tests/data/models/gpt2");
  CHECK(shipped.status == 0);
  CHECK(contains(shipped.out, "gpt2: 124.4 M parameters"));
  const auto imported = advise("model import --rules tests/data/no-such-rules tests/data/checkpoints/tiny-llama-bf16");
  // The declaration is written; the checkpoint's count beside it needs the rules, which are named.
  CHECK(imported.status == 0);
  CHECK(contains(imported.out, "network \"tiny-llama-bf16\" {"));
  CHECK(contains(imported.out, "no-such-rules/networks: error[E-FILE]"));
  CHECK_FALSE(contains(imported.out, "# The checkpoint"));
}
