// advise serve: the API's answers (WebApi, no sockets), then the server on a free loopback port
// with 16 client threads at once (this binary is also built with ThreadSanitizer in CI).
#include <doctest/doctest.h>
#include <httplib.h>

#include <nlohmann/json.hpp>
#include <thread>
#include <vector>

#include "json_api.h"
#include "web_api.h"
#include "web_server.h"

using advise::cli::WebApi;
using advise::cli::WebRequest;
using nlohmann::json;

namespace {

std::shared_ptr<const advise::Program> shipped() {
  std::vector<advise::Diagnostic> diagnostics;
  auto program = advise::cli::loaded_once({}, diagnostics);
  REQUIRE_MESSAGE(program, advise::render(diagnostics));
  return program;
}

const char* kLlama = R"({"workload": {"name": "serve 8B", "model": "Llama-3.1-8B", "task": "transformer",
  "mode": "inference", "weights": "int4", "batch": 4, "context": 4096}, "situation": "best overall", "as_of": "2026-11", "top": 5})";

json post(const WebApi& api, const std::string& path, const std::string& body, int expected_status = 200) {
  const auto response = api.handle({"POST", path, {}, body});
  INFO(response.body.substr(0, 600));
  REQUIRE(response.status == expected_status);
  return json::parse(response.body);
}

}  // namespace

TEST_CASE("the page and the lists the form is filled from") {
  const WebApi api(shipped());
  const auto page = api.handle({"GET", "/", {}, ""});
  CHECK(page.status == 200);
  CHECK(page.content_type.find("text/html") == 0);
  CHECK(std::string(page.body).find("<form id=\"question\">") != std::string::npos);
  const auto networks = json::parse(api.handle({"GET", "/api/networks", {}, ""}).body)["networks"];
  CHECK(networks.size() > 30);
  const auto situations = json::parse(api.handle({"GET", "/api/situations", {}, ""}).body)["situations"];
  CHECK(std::any_of(situations.begin(), situations.end(), [](const json& s) { return s["name"] == "little money"; }));
  const auto fields = json::parse(api.handle({"GET", "/api/fields", {{"kind", "workload"}}, ""}).body)["fields"];
  CHECK(std::any_of(fields.begin(), fields.end(), [](const json& f) { return f["name"] == "mode"; }));
  const auto catalog = api.handle({"GET", "/api/catalog", {{"as_of", "2019-01"}, {"where", "gpu.memory >= 11 GB"}}, ""});
  CHECK(catalog.status == 200);
  CHECK(json::parse(catalog.body)["gpus"].size() > 3);
  CHECK(api.handle({"GET", "/nothing", {}, ""}).status == 404);
  CHECK(api.handle({"DELETE", "/", {}, ""}).status == 405);
}

TEST_CASE("advice for a workload given as fields, and for DSL text, is the command's document") {
  const WebApi api(shipped());
  const auto document = post(api, "/api/advise", kLlama);
  CHECK(document["schema_version"] == 2);
  const auto& advice = document["workloads"][0];
  CHECK(advice["workload"] == "serve 8B");
  CHECK(advice["situation"] == "best overall");
  CHECK_FALSE(advice["recommended"].empty());
  CHECK(advice["candidates"].size() <= 6);
  const auto text = post(api, "/api/advise",
                         R"({"text": "workload \"cnn\" { model \"ResNet-50\"  task conv  precision fp16  batch 64 }",
                             "as_of": "2019-04", "situation": "cost-efficient and cheap"})");
  CHECK(text["workloads"][0]["recommended"] == json::array({"RTX 2060"}));
}

TEST_CASE("bad questions get located diagnostics or a plain error, never a crash") {
  const WebApi api(shipped());
  const auto located = post(api, "/api/advise", R"({"text": "workload \"w\" {\n  model \"ResNet-50\"  batch 64 GiB\n}"})", 422);
  CHECK(located["diagnostics"][0]["code"] == "E-UNIT");
  CHECK(located["diagnostics"][0]["line"] == 2);
  CHECK(located["diagnostics"][0]["file"] == "<request>");
  const auto imported = post(api, "/api/advise", R"({"text": "import \"/etc/passwd\""})", 422);
  CHECK(imported["diagnostics"][0]["code"] == "E-IMPORT");
  CHECK(post(api, "/api/advise", "not json", 400)["error"] == "the body must be a JSON object");
  CHECK(post(api, "/api/advise", R"({"wokload": "x"})", 400)["error"].get<std::string>().find("unknown field") == 0);
  CHECK(post(api, "/api/advise", R"({"top": "3"})", 400)["error"] == "'top' must be an integer");
  CHECK(post(api, "/api/advise", R"({"text": "", "situation": "nowhere"})", 422)["diagnostics"][0]["code"] == "E-QUERY");
  const auto checked = post(api, "/api/check", R"({"text": "workload \"w\" { batch = 3 }"})");
  CHECK(checked["ok"] == false);
  CHECK(checked["diagnostics"][0]["line"] == 1);
}

TEST_CASE("the chart and one card's explanation on demand") {
  const WebApi api(shipped());
  const auto chart = api.handle({"POST", "/api/chart", {}, kLlama});
  CHECK(chart.status == 200);
  CHECK(chart.content_type == "image/svg+xml");
  CHECK(chart.body.find("<svg") != std::string::npos);
  auto asked = json::parse(kLlama);
  asked["gpu"] = "GTX 1080 Ti";
  const auto why = post(api, "/api/why-not", asked.dump());
  CHECK(why["text"].get<std::string>().find("GTX 1080 Ti") != std::string::npos);
  asked["gpu"] = "RTX 9999";
  CHECK(post(api, "/api/why-not", asked.dump(), 422)["diagnostics"][0]["code"] == "E-UNKNOWN-GPU");
}

TEST_CASE("the server on a free loopback port answers 16 clients at once as it answers one") {
  // The suite runs beside other tests on few cores: 12 advice requests at once may take longer
  // than the default 30 s limit, which is not what this test is about.
  advise::cli::ServeLimits limits;
  limits.per_request = std::chrono::milliseconds(120'000);
  advise::cli::WebServer server(shipped(), limits);
  const int port = server.bind("127.0.0.1", 0);
  REQUIRE(port > 0);
  std::thread serving([&] { server.serve(); });
  httplib::Client one("127.0.0.1", port);
  one.set_read_timeout(120);
  const auto first = one.Post("/api/advise", kLlama, "application/json");
  REQUIRE(first);
  REQUIRE(first->status == 200);
  const auto expected = json::parse(first->body)["workloads"][0]["recommended"];
  std::vector<std::string> outcomes(16);
  std::vector<std::thread> clients;
  for (int i = 0; i < 16; ++i)
    clients.emplace_back([&, i] {
      httplib::Client client("127.0.0.1", port);
      client.set_read_timeout(120);  // the suite runs beside other tests on few cores
      auto ask = [&] { return i % 4 == 0 ? client.Get("/api/situations") : client.Post("/api/advise", kLlama, "application/json"); };
      auto r = ask();
      // A connection the client library reports closed before any answer ("Read") was seen about
      // once in three CI runs of this suite under load, cause not found (docs/serve.md, "Known
      // problems"); the request is asked again once, and a second failure fails the test.
      if (!r) r = ask();
      if (!r) outcomes[i] = "no answer: " + httplib::to_string(r.error());
      else if (r->status != 200) outcomes[i] = "status " + std::to_string(r->status) + ": " + r->body.substr(0, 200);
      else if (i % 4 != 0 && json::parse(r->body)["workloads"][0]["recommended"] != expected) outcomes[i] = "other advice";
    });
  for (auto& c : clients) c.join();
  for (int i = 0; i < 16; ++i) CHECK_MESSAGE(outcomes[i].empty(), "client ", i, ": ", outcomes[i]);
  // A body over 1 MiB is refused from its Content-Length: 413, or, when the server closes the
  // connection before the client has written it all, no answer; the server serves on after it.
  const auto big = one.Post("/api/advise", std::string(2u << 20, 'a'), "application/json");
  if (big) CHECK(big->status == 413);
  httplib::Client after("127.0.0.1", port);
  const auto still = after.Get("/api/situations");
  REQUIRE(still);
  CHECK(still->status == 200);
  server.stop();
  serving.join();
}
