// libFuzzer target: advise serve's API handler (cli/web_api.h), without sockets. The first byte
// chooses the request (an endpoint, and whether the rest is sent as the body as it is or as the
// DSL text of a JSON question); the rest is the body. Whatever it is, the handler answers with a
// status the API documents (docs/serve.md), and every JSON answer parses. Imports are refused by
// the handler itself, so, unlike the other targets, inputs that hold `import` are sent too.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "json_api.h"
#include "web_api.h"

namespace {

const advise::cli::WebApi& api() {
  static const advise::cli::WebApi shipped = [] {
    std::vector<advise::Diagnostic> diagnostics;
    auto program = advise::cli::loaded_once({}, diagnostics);
    if (!program) __builtin_trap();  // the shipped knowledge must load
    return advise::cli::WebApi(program);
  }();
  return shipped;
}

advise::cli::WebRequest request_of(const std::uint8_t* data, std::size_t size) {
  static const char* const posts[] = {"/api/advise", "/api/check", "/api/chart", "/api/why-not"};
  static const char* const gets[] = {"/", "/api/catalog", "/api/fields", "/api/networks", "/api/situations", "/x"};
  const std::uint8_t choice = size ? data[0] : 0;
  std::string rest = size ? std::string(reinterpret_cast<const char*>(data) + 1, size - 1) : "";
  if (choice & 0x80) {
    advise::cli::WebRequest get{"GET", gets[choice % 6], {{"as_of", rest.substr(0, 10)}, {"where", rest}}, ""};
    return get;
  }
  // Half of the POSTs carry the input as DSL text inside a well-formed question.
  std::string body = choice & 0x40 ? rest
                                   : nlohmann::json{{"text", rest}, {"top", 3}, {"gpu", "RTX 3090"}}
                                         .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return {"POST", posts[choice % 4], {}, body};
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto response = api().handle(request_of(data, size));
  const int s = response.status;
  if (s != 200 && s != 400 && s != 404 && s != 405 && s != 422) __builtin_trap();
  if (response.content_type == "application/json" && nlohmann::json::parse(response.body, nullptr, false).is_discarded())
    __builtin_trap();
  return 0;
}
