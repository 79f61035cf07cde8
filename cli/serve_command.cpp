// advise serve: the advice on a local web page and its JSON API (docs/serve.md).
#include <iostream>

#include "cli_common.h"
#include "options.h"
#include "web_server.h"

namespace advise::cli {

int run_serve(const std::vector<std::string>& args) {
  SourceOptions sources;
  std::string host = "127.0.0.1";
  int port = 8080, timeout = 30;
  po::options_description options("advise serve options");
  options.add_options()
      ("host", po::value(&host), "the address to listen on (default 127.0.0.1: this machine only)")
      ("port", count_value(&port, "port"), "the port (default 8080; 0: any free port, printed)")
      ("timeout", count_value(&timeout, "timeout"), "seconds one request may take (default 30)");
  add_data_options(options, sources);
  std::vector<std::string> files;
  int code = kExitOk;
  if (!parse_command(args, options, files, "usage: advise serve [options]\n", code)) return code;
  if (!files.empty() || port > 65535 || timeout == 0) {
    std::cerr << "advise serve: takes no files; --port is 0-65535, --timeout at least 1\n";
    return kExitBadInput;
  }
  auto program = load_or_report({}, sources);
  if (!program) return kExitBadInput;
  WebServer server(program, {.per_request = std::chrono::seconds(timeout)});
  const int bound = server.bind(host, port);
  if (bound < 0) {
    std::cerr << "advise serve: cannot listen on " << host << ":" << port << " (in use, or not this machine's)\n";
    return kExitBadInput;
  }
  const std::string shown = host.find(':') != std::string::npos ? "[" + host + "]" : host;
  std::cout << "advise serve: http://" << shown << ":" << bound << "/" << std::endl;
  if (!is_loopback(host))
    std::cerr << "advise serve: listening on " << host << ", not only this machine: anyone who can reach it can ask\n";
  return server.serve() ? kExitOk : kExitBadInput;
}

}  // namespace advise::cli
