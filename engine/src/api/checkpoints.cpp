// advise::read_checkpoint and import_gguf_model: checkpoints read by their headers
// (load/checkpoint_headers.h), never their tensors.
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>

#include "advise/format.h"
#include "advise/model_import.h"
#include "load/checkpoint_files.h"
#include "load/checkpoint_headers.h"
#include "load/model_config.h"

namespace advise {
namespace {

namespace fs = std::filesystem;

Diagnostic problem(const std::string& file, const std::string& message, std::string hint = {}) {
  return {Severity::Error, "E-CHECKPOINT", message, {file, 0, 0, 1}, "", std::move(hint)};
}

// Packed 4-bit weights: GPTQ's qweight is [in / 8, out] beside scales [in / group, out]; AWQ's is
// [in, out / 8]. An int32 holds eight weights.
void find_quantisation(const std::vector<loading::TensorInfo>& tensors, CheckpointSummary& s) {
  const loading::TensorInfo* qweight = nullptr;
  const loading::TensorInfo* scales = nullptr;
  for (const auto& t : tensors) {
    const auto ends = [&](const std::string& tail) { return t.name.size() >= tail.size() && t.name.compare(t.name.size() - tail.size(), tail.size(), tail) == 0; };
    if (ends("qweight") && t.type == "I32" && !qweight) qweight = &t;
    if (ends("scales") && !scales && qweight && t.name.substr(0, t.name.size() - 6) == qweight->name.substr(0, qweight->name.size() - 7)) scales = &t;
    if (t.type == "F8_E4M3") s.quantisation = "FP8 e4m3";
    if (ends("absmax") || ends("quant_map")) s.quantisation = "bitsandbytes 4-bit";
  }
  if (!qweight || qweight->shape.size() != 2) return;
  if (!scales) {
    for (const auto& t : tensors)
      if (t.name == qweight->name.substr(0, qweight->name.size() - 7) + "scales") scales = &t;
  }
  const bool gptq = scales && scales->shape.size() == 2 && scales->shape[1] == qweight->shape[1];
  const double in = gptq ? 8.0 * static_cast<double>(qweight->shape[0]) : static_cast<double>(qweight->shape[0]);
  s.quantisation = std::string(gptq ? "GPTQ" : "AWQ") + " int4";
  if (scales && scales->shape.size() == 2 && scales->shape[0] > 0)
    s.quantisation += ", group " + std::to_string(static_cast<long long>(in / static_cast<double>(scales->shape[0])));
}

void add_tensors(const std::vector<loading::TensorInfo>& tensors, CheckpointSummary& s) {
  for (const auto& t : tensors) {
    ++s.tensors;
    s.bytes += t.bytes;
    const bool packed = t.type == "I32" && t.name.size() >= 7 && t.name.compare(t.name.size() - 7, 7, "qweight") == 0;
    const bool quant_state = t.name.find("absmax") != std::string::npos || t.name.find("quant_") != std::string::npos ||
                             t.name.find("qzeros") != std::string::npos || t.name.find("g_idx") != std::string::npos ||
                             (t.name.size() >= 6 && t.name.compare(t.name.size() - 6, 6, "scales") == 0 && !s.quantisation.empty());
    if (!quant_state) s.parameters += packed ? 8 * t.elements : (t.type == "U8" && s.quantisation == "bitsandbytes 4-bit" ? 2 * t.elements : t.elements);
    auto it = std::find_if(s.bytes_by_type.begin(), s.bytes_by_type.end(), [&](const auto& b) { return b.first == t.type; });
    if (it == s.bytes_by_type.end()) s.bytes_by_type.push_back({t.type, t.bytes});
    else it->second += t.bytes;
  }
}

CheckpointSummary read_gguf(const std::string& path, loading::CheckpointHeader* header_out = nullptr) {
  CheckpointSummary s;
  s.format = "gguf";
  s.files = {path};
  std::string bytes;
  std::uint64_t size = 0;
  if (!loading::read_file_prefix(path, loading::kGgufHeaderLimit, bytes, size)) {
    s.diagnostics.push_back(problem(path, "cannot read the file"));
    return s;
  }
  auto header = loading::read_gguf_header(bytes);
  if (!header.error.empty()) {
    const bool cut = size > bytes.size();
    s.diagnostics.push_back(problem(path, (cut ? "its header does not end within the first 64 MiB: " : "") + header.error +
                                              " (byte " + std::to_string(header.error_offset) + ")"));
    return s;
  }
  s.architecture = header.metadata.count("general.architecture") ? header.metadata["general.architecture"] : "";
  const std::string context = s.architecture + ".context_length";
  if (header.metadata.count(context)) s.context_length = std::atof(header.metadata[context].c_str());
  add_tensors(header.tensors, s);
  if (header_out) *header_out = std::move(header);
  return s;
}

}  // namespace

ModelImport import_gguf_model(const std::string& path, const std::string& name) {
  ModelImport result;
  loading::CheckpointHeader header;
  const CheckpointSummary summary = read_gguf(path, &header);
  result.diagnostics = summary.diagnostics;
  if (!summary.diagnostics.empty()) return result;
  const auto built = loading::network_from_config(loading::gguf_config(header), path, name, loading::tensor_bytes(header));
  result.architecture = built.architecture;
  // The config is made here from the metadata: a place in it would mean nothing to the user.
  for (const auto& p : built.problems)
    result.diagnostics.push_back({Severity::Error, "E-MODEL-CONFIG", "its metadata: " + p.message, {path, 0, 0, 1}, "", p.hint});
  if (built.problems.empty()) {
    const FormatResult formatted = format_text(built.text, path);
    result.text = formatted.ok ? formatted.text : built.text;
  }
  return result;
}

CheckpointSummary read_checkpoint(const std::string& path) {
  if (fs::path(path).extension() == ".gguf") return read_gguf(path);
  CheckpointSummary s;
  s.format = "safetensors";
  const loading::CheckpointFiles found = loading::safetensors_files(path);
  s.files = found.files;
  if (!found.problem.empty()) s.diagnostics.push_back(problem(found.problem_file, found.problem));
  if (s.files.empty() && s.diagnostics.empty()) s.diagnostics.push_back(problem(path, "no .safetensors file here"));
  std::vector<loading::TensorInfo> all;
  for (const auto& file : s.files) {
    auto header = loading::read_safetensors_file(file);
    if (!header.error.empty()) {
      s.diagnostics.push_back(problem(file, header.error));
      continue;
    }
    for (auto& t : header.tensors) all.push_back(std::move(t));
  }
  find_quantisation(all, s);
  add_tensors(all, s);
  return s;
}

}  // namespace advise
