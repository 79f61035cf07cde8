#include "json_api.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <regex>

#include "advise/facts.h"
#include "advise/report.h"

namespace advise::cli {
namespace {

using json = nlohmann::ordered_json;

Diagnostic error_about(const std::string& file, const std::string& code, const std::string& message) {
  Diagnostic d;
  d.code = code;
  d.message = message;
  d.location.file = file;
  return d;
}

// A request's text may hold any bytes: bad UTF-8 is written as U+FFFD, never thrown on.
std::string dump(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

std::vector<std::string> chosen_workloads(const Program& program, const std::vector<std::string>& declared_in,
                                          const std::string& workload) {
  if (!workload.empty()) return {workload};
  std::vector<std::string> chosen;
  for (const auto& w : workloads(program))
    if (std::find(declared_in.begin(), declared_in.end(), w.file) != declared_in.end()) chosen.push_back(w.name);
  return chosen;
}

// Every asked workload evaluated, or the diagnostics that stopped one.
ApiAnswer evaluate_each(const LoadResult& loaded, const std::vector<std::string>& declared_in,
                        const AdviceQuestion& question, const std::string& also, std::vector<Advice>& advices) {
  if (!loaded.ok()) return failed_answer(loaded.diagnostics);
  const auto chosen = chosen_workloads(*loaded.program, declared_in, question.workload);
  if (chosen.empty()) {
    return failed_answer({error_about(declared_in.empty() ? "" : declared_in.front(), "E-QUERY",
                                      "no workload is declared; add `workload \"NAME\" { ... }`")});
  }
  Query query{.workload = {}, .situation = question.situation, .as_of = question.as_of, .top = question.top,
              .rejected_values = false, .also = also, .list_all = question.top <= 0, .picks = also.empty()};
  for (const auto& name : chosen) {
    query.workload = name;
    auto result = evaluate(*loaded.program, query);
    if (!result.advice) return failed_answer(result.diagnostics);
    advices.push_back(std::move(*result.advice));
  }
  return {};
}

const FieldInfo* find_field(const std::vector<FieldInfo>& fields, const std::string& name) {
  for (const auto& f : fields)
    if (f.name == name) return &f;
  return nullptr;
}

std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c == '\n' ? ' ' : c;
  }
  return out + "\"";
}

// One value as the language writes it for a field of `kind` ("" when the schema lacks the field).
std::string value_text(const json& value, const std::string& kind) {
  static const std::regex identifier("[A-Za-z_][A-Za-z0-9_]*");
  if (value.is_boolean()) return value.get<bool>() ? "true" : "false";
  if (value.is_number()) return value.dump();
  if (value.is_array()) {
    std::string out;
    for (const auto& item : value) out += (out.empty() ? "" : kind == "shape" ? " x " : ", ") + value_text(item, "");
    return out;
  }
  const std::string text = value.is_string() ? value.get<std::string>() : value.dump();
  if (kind == "string" || (kind.empty() && !std::regex_match(text, identifier))) return quoted(text);
  return text;
}

}  // namespace

ApiAnswer failed_answer(const std::vector<Diagnostic>& diagnostics) {
  return {false, format_diagnostics_json(diagnostics), render(diagnostics)};
}

ApiAnswer advice_answer(const LoadResult& loaded, const std::vector<std::string>& declared_in,
                        const AdviceQuestion& question) {
  std::vector<Advice> advices;
  if (auto stopped = evaluate_each(loaded, declared_in, question, "", advices); !stopped.ok) return stopped;
  ReportOptions report;
  report.top = question.top;
  return {true, format_json(advices, report), {}};
}

ApiAnswer chart_answer(const LoadResult& loaded, const std::vector<std::string>& declared_in,
                       const AdviceQuestion& question) {
  std::vector<Advice> advices;
  if (auto stopped = evaluate_each(loaded, declared_in, question, "", advices); !stopped.ok) return stopped;
  if (advices.front().charts.empty()) return {false, dump(json{{"diagnostics", json::array()}}), "no chart is declared"};
  return {true, format_svg(advices.front()), {}};
}

ApiAnswer why_not_answer(const LoadResult& loaded, const std::vector<std::string>& declared_in,
                         const AdviceQuestion& question, const std::string& gpu) {
  std::vector<Advice> advices;
  if (auto stopped = evaluate_each(loaded, declared_in, question, gpu, advices); !stopped.ok) return stopped;
  const std::string text = explain_why_not(advices.front(), gpu);
  if (text.empty()) {
    return failed_answer({error_about("", "E-UNKNOWN-GPU", "no candidate is called \"" + gpu + "\" at this date")});
  }
  return {true, dump(json{{"gpu", gpu}, {"text", text}}), {}};
}

ApiAnswer catalog_answer(const Program& program, const std::string& as_of, const std::string& where,
                         const std::vector<std::string>& columns) {
  const auto listing = list_catalog(program, as_of, where, columns);
  if (has_errors(listing.diagnostics)) return failed_answer(listing.diagnostics);
  return {true, format_catalog_json(listing), {}};
}

ApiAnswer facts_answer(const Program& program, const std::vector<std::string>& ids) {
  const auto lookup = find_facts(program, ids);
  if (has_errors(lookup.diagnostics)) return failed_answer(lookup.diagnostics);
  return {true, format_facts_json(lookup.facts), {}};
}

std::string declaration_text(const Program& program, const std::string& kind, const std::string& name,
                             const json& values) {
  const auto fields = schema_fields(program, kind);
  std::string text = kind + " " + quoted(name) + " {\n";
  if (values.is_object())
    for (const auto& [key, value] : values.items()) {
      if (key == "name" || value.is_null()) continue;
      const FieldInfo* field = find_field(fields, key);
      text += "  " + key + " " + value_text(value, field ? field->kind : "") + "\n";
    }
  return text + "}\n";
}

std::shared_ptr<const Program> loaded_once(const SourceOptions& sources, std::vector<Diagnostic>& diagnostics) {
  static std::mutex mutex;
  static std::map<std::string, std::shared_ptr<const Program>> loaded;
  const auto paths = paths_to_load({}, sources);
  std::string key;
  for (const auto& p : paths) key += p + '\n';
  std::lock_guard lock(mutex);
  if (auto it = loaded.find(key); it != loaded.end()) return it->second;
  auto result = load(paths);
  diagnostics = result.diagnostics;
  if (result.ok()) loaded[key] = result.program;
  return result.program;
}

}  // namespace advise::cli
