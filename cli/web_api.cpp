#include "web_api.h"

#include <set>

#include "advise/report.h"
#include "json_api.h"

namespace advise::cli {
namespace {

using json = nlohmann::ordered_json;

// The name request text is checked under, in diagnostics and as the file its workloads are in.
const char* kRequestText = "<request>";

WebResponse json_response(int status, const json& body) {
  return {status, "application/json", body.dump(-1, ' ', false, json::error_handler_t::replace)};
}

WebResponse bad_request(const std::string& message) { return json_response(400, {{"error", message}}); }

// An engine answer: the document, or 422 with the diagnostics.
WebResponse answered(const ApiAnswer& answer, const char* content_type = "application/json") {
  if (!answer.ok) return {422, "application/json", answer.json};
  return {200, content_type, answer.json};
}

struct WebQuestion {
  std::string text;
  AdviceQuestion question;
  std::string gpu;  // /api/why-not
};

// `workload` or `situation`: a name, or an object of fields written as a declaration into the text.
std::string name_or_declaration(const Program& program, const json& value, const char* kind, std::string& text) {
  if (value.is_string()) return value.get<std::string>();
  const std::string name = value.contains("name") && value["name"].is_string() ? value["name"].get<std::string>()
                                                                               : std::string("web ") + kind;
  text += declaration_text(program, kind, name, value);
  return name;
}

// The question a POST body asks; "" when it is one, else what is wrong with it.
std::string parse_question(const Program& program, const std::string& body, WebQuestion& out) {
  static const std::set<std::string> keys = {"text", "workload", "situation", "as_of", "top", "gpu"};
  const json j = json::parse(body, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return "the body must be a JSON object";
  for (const auto& [key, value] : j.items()) {
    if (!keys.count(key)) return "unknown field '" + key + "' (text, workload, situation, as_of, top, gpu)";
    const bool object_allowed = key == "workload" || key == "situation";
    if (key == "top" ? !value.is_number_integer() : !(value.is_string() || (object_allowed && value.is_object())))
      return "'" + key + "' must be " + (key == "top" ? "an integer" : object_allowed ? "a name or an object" : "a string");
  }
  out.text = j.value("text", "");
  if (j.contains("workload")) out.question.workload = name_or_declaration(program, j["workload"], "workload", out.text);
  if (j.contains("workload") && j["workload"].is_object()) out.question.workload.clear();  // the declared one
  if (j.contains("situation")) out.question.situation = name_or_declaration(program, j["situation"], "situation", out.text);
  out.question.as_of = j.value("as_of", "");
  out.question.top = j.value("top", 10);
  if (out.question.top < 0 || out.question.top > 1000) return "'top' must be between 0 and 1000";
  out.gpu = j.value("gpu", "");
  return "";
}

json entity_list(const std::vector<EntityInfo>& entities) {
  json list = json::array();
  for (const auto& e : entities) list.push_back({{"name", e.name}, {"file", e.file}, {"line", e.line}});
  return list;
}

json field_list(const std::vector<FieldInfo>& fields) {
  json list = json::array();
  for (const auto& f : fields)
    list.push_back({{"name", f.name}, {"kind", f.kind}, {"type", f.type}, {"choices", f.choices}, {"dated", f.dated},
                    {"doc", f.doc}});
  return list;
}

std::string query_value(const WebRequest& request, const std::string& key) {
  const auto it = request.query.find(key);
  return it == request.query.end() ? "" : it->second;
}

}  // namespace

WebResponse WebApi::handle(const WebRequest& request) const {
  if (request.method == "GET") return get(request);
  if (request.method == "POST") return post(request);
  return json_response(405, {{"error", "only GET and POST"}});
}

WebResponse WebApi::get(const WebRequest& request) const {
  const Program& program = *program_;
  if (request.path == "/" || request.path == "/index.html") return {200, "text/html; charset=utf-8", web_page()};
  if (request.path == "/api/situations") return json_response(200, {{"situations", entity_list(situations(program))}});
  if (request.path == "/api/networks") return json_response(200, {{"networks", entity_list(networks(program))}});
  if (request.path == "/api/fields") {
    const std::string kind = query_value(request, "kind").empty() ? "workload" : query_value(request, "kind");
    return json_response(200, {{"kind", kind}, {"fields", field_list(schema_fields(program, kind))}});
  }
  if (request.path == "/api/catalog") {
    // Every field of the catalog's schema: the property names live in catalog/schema.dsl.
    std::vector<std::string> columns;
    for (const auto& field : schema_fields(program, "gpu")) columns.push_back("gpu." + field.name);
    return answered(catalog_answer(program, query_value(request, "as_of"), query_value(request, "where"), columns));
  }
  return json_response(404, {{"error", "no such page: " + request.path}});
}

WebResponse WebApi::post(const WebRequest& request) const {
  const Program& program = *program_;
  WebQuestion asked;
  const bool asks = request.path == "/api/advise" || request.path == "/api/chart" || request.path == "/api/why-not";
  if (!asks && request.path != "/api/check") return json_response(404, {{"error", "no such endpoint: " + request.path}});
  if (auto problem = parse_question(program, request.body, asked); !problem.empty()) return bad_request(problem);
  const LoadResult loaded = extend(program, kRequestText, asked.text, {.allow_imports = false});
  if (request.path == "/api/check") return {200, "application/json", format_check_json(loaded)};
  const std::vector<std::string> declared_in = {kRequestText};
  if (request.path == "/api/chart") return answered(chart_answer(loaded, declared_in, asked.question), "image/svg+xml");
  if (request.path == "/api/why-not") {
    if (asked.gpu.empty()) return bad_request("'gpu' names the card to explain");
    return answered(why_not_answer(loaded, declared_in, asked.question, asked.gpu));
  }
  return answered(advice_answer(loaded, declared_in, asked.question));
}

}  // namespace advise::cli
