// advise FILE...: the advice for each workload declared in the files.
#include <iostream>

#include "advise/report.h"
#include "cli_common.h"
#include "options.h"

namespace advise::cli {

int run_advise(const std::vector<std::string>& args) {
  SourceOptions sources;
  Query query;
  std::string workload, format = "text";
  std::vector<std::string> facts;
  bool probe = false;
  ReportOptions report;
  report.top = 10;
  po::options_description options("advise FILE... options");
  add_source_options(options, sources);
  options.add_options()
      ("workload,w", po::value(&workload), "advise only on this workload (default: every workload in FILE)")
      ("situation,s", po::value(&query.situation), "the buyer's situation, e.g. \"little money\"")
      ("as-of", po::value(&query.as_of), "answer with the GPUs and prices of this date (YYYY-MM[-DD])")
      ("top", po::value(&report.top), "show the best N admitted GPUs (0: all; default 10)")
      ("format,f", po::value(&format), "text, json or markdown")
      ("explain", po::bool_switch(&report.explain), "print the rule trace, value provenance and per-layer breakdowns")
      ("why-not", po::value(&report.why_not), "say what rejected or demoted this GPU")
      ("facts", po::value(&facts), "a file of measured blocks (e.g. saved `advise probe` output); repeatable")
      ("probe", po::bool_switch(&probe), "measure this machine's GPU first (a quick probe) and use its facts");
  std::vector<std::string> files;
  int code = kExitOk;
  const char* usage = "usage: advise [options] FILE...\n";
  if (!parse_command(args, options, files, usage, code)) return code;
  if (files.empty()) {
    std::cerr << "advise: name a workload file, e.g. advise examples/imagenet-resnet50.dsl\n";
    return kExitBadInput;
  }
  if (format != "text" && format != "json" && format != "markdown") {
    std::cerr << "advise: --format must be text, json or markdown, not '" << format << "'\n";
    return kExitBadInput;
  }
  std::vector<std::string> to_load = files;
  to_load.insert(to_load.end(), facts.begin(), facts.end());
  const std::vector<std::string> all = paths_to_load(to_load, sources);
  auto program = reported(load(all));
  if (!program) return kExitBadInput;
  if (probe) {
    // The measured block joins the program as one more file.
    int probe_code = kExitOk;
    const std::string block = probe_block(*program, true, probe_code);
    if (block.empty()) return probe_code;
    program = reported(load_with_source(all, "<probe>", block));
    if (!program) return kExitBadInput;
  }

  std::vector<std::string> chosen;
  if (!workload.empty()) {
    chosen.push_back(workload);
  } else {
    for (const auto& w : workloads(*program))
      for (const auto& f : files)
        if (w.file == f) chosen.push_back(w.name);
  }
  if (chosen.empty()) {
    std::cerr << "advise: no workload is declared in " << files.front()
              << "; add `workload \"NAME\" { ... }` or pass --workload NAME\n";
    return kExitBadInput;
  }
  query.layer_breakdown = report.explain;
  bool first = true;
  for (const auto& name : chosen) {
    query.workload = name;
    auto result = evaluate(*program, query);
    if (!result.advice) {
      std::cerr << render(result.diagnostics);
      return kExitBadInput;
    }
    if (!report.why_not.empty() && explain_why_not(*result.advice, report.why_not).empty()) {
      std::cerr << "advise: --why-not: \"" << report.why_not << "\" is not a candidate as of "
                << result.advice->as_of << "\n";
      return kExitBadInput;
    }
    if (!first) std::cout << (format == "json" ? "" : "\n");
    first = false;
    if (format == "json") std::cout << format_json(*result.advice, report);
    else if (format == "markdown") std::cout << format_markdown(*result.advice, report);
    else std::cout << format_text(*result.advice, report);
  }
  return kExitOk;
}

}  // namespace advise::cli
