// advise facts: each fact's text and the documents it comes from.
#include <sstream>

#include "advise/report.h"
#include "report/fact_json.h"
#include "report/json_document.h"

namespace advise {
namespace report {
namespace {

nlohmann::ordered_json optional(const std::string& text) {
  return text.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(text);
}

}  // namespace

nlohmann::ordered_json fact_json(const Fact& fact) {
  nlohmann::ordered_json from = nlohmann::ordered_json::array();
  for (const auto& r : fact.from)
    from.push_back({{"id", r.id}, {"author", r.author}, {"title", r.title}, {"published", r.published},
                    {"url", optional(r.url)}, {"comment", optional(r.comment)}});
  return {{"id", fact.id}, {"text", fact.text}, {"from", std::move(from)}};
}

}  // namespace report

namespace {

// Words of `text` in lines of at most `width` characters, each after `indent`.
std::string wrapped(const std::string& text, const std::string& indent, std::size_t width) {
  std::istringstream words(text);
  std::string word, line, out;
  while (words >> word) {
    if (!line.empty() && line.size() + 1 + word.size() > width) {
      out += indent + line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  }
  if (!line.empty()) out += indent + line + "\n";
  return out;
}

}  // namespace

std::string format_facts_text(const std::vector<Fact>& facts) {
  std::string out;
  for (const auto& f : facts) {
    if (!out.empty()) out += "\n";
    out += f.id + "  (" + f.file + ":" + std::to_string(f.line) + ")\n";
    out += wrapped(f.text, "  ", 96);
    for (const auto& r : f.from) {
      out += "  from " + r.id + ": " + r.author + ", \"" + r.title + "\", " + r.published + "\n";
      if (!r.url.empty()) out += "    " + r.url + "\n";
      if (!r.comment.empty()) out += wrapped(r.comment, "    ", 94);
    }
  }
  return out;
}

std::string format_facts_json(const std::vector<Fact>& facts) {
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const auto& f : facts) list.push_back(report::fact_json(f));
  nlohmann::ordered_json document = report::document_header();
  document["facts"] = std::move(list);
  return document.dump(2) + "\n";
}

}  // namespace advise
