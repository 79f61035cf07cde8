#pragma once
// advise serve's answers, apart from the sockets: a request in, a response out, so that tests and
// the fuzz target drive it directly (serve_command.cpp puts it behind cpp-httplib). docs/serve.md
// lists the endpoints.
#include <map>
#include <memory>
#include <string>

#include "advise/engine.h"

namespace advise::cli {

struct WebRequest {
  std::string method;  // GET, POST ...
  std::string path;    // /api/advise
  std::map<std::string, std::string> query;
  std::string body;
};

struct WebResponse {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
};

// The page (share/web/index.html, compiled in: the server reads no file to serve it).
const char* web_page();

class WebApi {
 public:
  // Every request is answered against `program` (the rules and catalog loaded at start); text in a
  // request is added to it without imports (ExtendOptions), so no request reaches the file system.
  explicit WebApi(std::shared_ptr<const Program> program) : program_(std::move(program)) {}

  WebResponse handle(const WebRequest& request) const;

 private:
  WebResponse get(const WebRequest& request) const;
  WebResponse post(const WebRequest& request) const;
  std::shared_ptr<const Program> program_;
};

}  // namespace advise::cli
