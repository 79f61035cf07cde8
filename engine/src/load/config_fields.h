#pragma once
// A config.json's values read with their places in the text: a value that is missing, of the wrong
// kind or impossible is a problem at its key's line and column (load/model_config.h).
#include <cmath>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "load/model_config.h"

namespace advise::loading {

// A whole number as the declaration writes it (no exponent, no trailing zeros).
std::string whole(double v);

// The config's values with their places, for the errors about them.
class ConfigFields {
 public:
  ConfigFields(const nlohmann::json& j, const std::string& text, std::vector<ConfigProblem>& out) : j_(j), text_(text), out_(out) {}

  bool has(const std::string& key) const { return j_.contains(key) && !j_[key].is_null(); }

  // A whole number >= 1; `fallback` when absent (0: required, an error).
  double count(const std::string& key, double fallback = 0) {
    if (!has(key)) {
      if (fallback == 0) error(key, "the config has no '" + key + "', which this model type needs");
      return fallback;
    }
    const nlohmann::json& v = j_[key];
    if (!v.is_number() || v.get<double>() < 1 || std::floor(v.get<double>()) != v.get<double>() ||
        v.get<double>() > 1e12) {
      error(key, "'" + key + "' is " + v.dump() + ", not a whole number of 1 or more");
      return fallback == 0 ? 1 : fallback;
    }
    return v.get<double>();
  }

  // A whole number >= 0 that may be absent (0 then): first_k_dense_replace, n_shared_experts.
  double optional_count(const std::string& key) {
    if (!has(key)) return 0;
    const nlohmann::json& v = j_[key];
    if (!v.is_number() || v.get<double>() < 0 || std::floor(v.get<double>()) != v.get<double>() ||
        v.get<double>() > 1e12) {
      error(key, "'" + key + "' is " + v.dump() + ", not a whole number of 0 or more");
      return 0;
    }
    return v.get<double>();
  }

  bool flag(const std::string& key, bool fallback) {
    if (!has(key)) return fallback;
    if (!j_[key].is_boolean()) {
      error(key, "'" + key + "' is " + j_[key].dump() + ", not true or false");
      return fallback;
    }
    return j_[key].get<bool>();
  }

  std::string text(const std::string& key, const std::string& fallback) const {
    return has(key) && j_[key].is_string() ? j_[key].get<std::string>() : fallback;
  }

  std::size_t labels() const { return has("id2label") && j_["id2label"].is_object() ? j_["id2label"].size() : 0; }

  void error(const std::string& key, const std::string& message, const std::string& hint = {}) {
    std::uint32_t line = 1, column = 1;
    const std::size_t at = text_.find("\"" + key + "\"");
    if (at != std::string::npos) place(text_, at, line, column);
    out_.push_back({line, column, static_cast<std::uint32_t>(key.size() + 2), message, hint});
  }

  static void place(const std::string& text, std::size_t at, std::uint32_t& line, std::uint32_t& column) {
    line = 1;
    std::size_t start = 0;
    for (std::size_t i = 0; i < at && i < text.size(); ++i)
      if (text[i] == '\n') ++line, start = i + 1;
    column = static_cast<std::uint32_t>(at - start + 1);
  }

 private:
  const nlohmann::json& j_;
  const std::string& text_;
  std::vector<ConfigProblem>& out_;
};

}  // namespace advise::loading
