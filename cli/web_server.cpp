#include "web_server.h"

#include <httplib.h>

#include <nlohmann/json.hpp>

#include <atomic>
#include <future>
#include <thread>

namespace advise::cli {

// What a request's worker shares with a handler that stopped waiting for it: the API and the
// count of requests in flight outlive the server while any worker runs.
struct WebServer::Shared {
  Shared(std::shared_ptr<const Program> program, ServeLimits l) : api(std::move(program)), limits(l) {}
  WebApi api;
  ServeLimits limits;
  std::atomic<int> in_flight{0};
};

namespace {

WebResponse error_response(int status, const std::string& message) {
  return {status, "application/json", nlohmann::json{{"error", message}}.dump()};
}

// The API's answer, or 503 when the request takes longer than the limit (its worker finishes on
// its own; the in-flight cap keeps such workers few) or too many are in flight.
WebResponse answer_within(const std::shared_ptr<WebServer::Shared>& shared, WebRequest request) {
  if (shared->in_flight.fetch_add(1) >= shared->limits.in_flight) {
    --shared->in_flight;
    return error_response(503, "busy: too many requests at once; try again");
  }
  auto promise = std::make_shared<std::promise<WebResponse>>();
  auto answer = promise->get_future();
  std::thread([shared, promise, request = std::move(request)] {
    try {
      promise->set_value(shared->api.handle(request));
    } catch (const std::exception& e) {
      promise->set_value(error_response(500, std::string("internal error: ") + e.what()));
    }
    --shared->in_flight;
  }).detach();
  if (answer.wait_for(shared->limits.per_request) == std::future_status::ready) return answer.get();
  return error_response(503, "the answer took longer than " +
                                 std::to_string(shared->limits.per_request.count() / 1000) + " s; ask a smaller question");
}

WebRequest request_of(const httplib::Request& req) {
  WebRequest request{req.method, req.path, {}, req.body};
  for (const auto& [key, value] : req.params) request.query.emplace(key, value);
  return request;
}

}  // namespace

WebServer::WebServer(std::shared_ptr<const Program> program, ServeLimits limits)
    : shared_(std::make_shared<Shared>(std::move(program), limits)),
      server_(std::make_unique<httplib::Server>()) {
  server_->set_payload_max_length(limits.max_body);
  // cpp-httplib closes a connection whose client has not read the answer (or sent its request)
  // within 5 s: on a loaded machine a client's thread can wait longer than that for the CPU, and
  // lost its answer. The socket waits as long as the answer may take.
  const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(limits.per_request).count() + 1;
  server_->set_read_timeout(seconds, 0);
  server_->set_write_timeout(seconds, 0);
  auto handler = [shared = shared_](const httplib::Request& req, httplib::Response& res) {
    const WebResponse response = answer_within(shared, request_of(req));
    res.status = response.status;
    res.set_header("Cache-Control", "no-store");
    res.set_header("X-Content-Type-Options", "nosniff");
    res.set_header("Content-Security-Policy",
                   "default-src 'self'; img-src 'self' blob: data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'");
    res.set_content(response.body, response.content_type.c_str());
  };
  server_->Get(".*", handler);
  server_->Post(".*", handler);
  server_->set_error_handler([max_body = limits.max_body](const httplib::Request&, httplib::Response& res) {
    if (!res.body.empty()) return;
    const std::string why =
        res.status == 413 ? "the request body is over " + std::to_string(max_body >> 10) + " KiB" : "bad request";
    res.set_content(nlohmann::json{{"error", why}}.dump(), "application/json");
  });
}

WebServer::~WebServer() = default;

int WebServer::bind(const std::string& host, int port) {
  if (port == 0) return server_->bind_to_any_port(host);
  return server_->bind_to_port(host, port) ? port : -1;
}

bool WebServer::serve() { return server_->listen_after_bind(); }

void WebServer::stop() { server_->stop(); }

bool is_loopback(const std::string& host) {
  return host == "localhost" || host == "::1" || host.rfind("127.", 0) == 0;
}

}  // namespace advise::cli
