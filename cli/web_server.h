#pragma once
// The HTTP side of advise serve (cpp-httplib): WebApi's answers on a socket, with the limits any
// server needs: 1 MiB request bodies, a time limit per request, a cap on the work in flight.
#include <chrono>
#include <memory>
#include <string>

#include "web_api.h"

namespace httplib {
class Server;
}

namespace advise::cli {

struct ServeLimits {
  std::size_t max_body = 1u << 20;
  std::chrono::milliseconds per_request{30'000};
  int in_flight = 32;  // requests being answered at once, those past their time limit included
};

class WebServer {
 public:
  struct Shared;  // web_server.cpp: what a request's worker shares with the server
  WebServer(std::shared_ptr<const Program> program, ServeLimits limits = {});
  ~WebServer();
  // Binds `host`:`port` (0: a free port); the port bound, or -1 when it cannot.
  int bind(const std::string& host, int port);
  // Serves until stop(); false when it could not.
  bool serve();
  void stop();

 private:
  std::shared_ptr<Shared> shared_;
  std::unique_ptr<httplib::Server> server_;
};

// Whether `host` is a loopback address (127.0.0.0/8, ::1, localhost).
bool is_loopback(const std::string& host);

}  // namespace advise::cli
