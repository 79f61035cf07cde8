// advise FILE...: the advice for each workload declared in the files.
#include <iostream>

#include "advise/report.h"
#include "cli_common.h"
#include "color.h"
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
  auto program = load_or_report(to_load, !sources.no_defaults, sources.rules, sources.catalog);
  if (!program) return kExitBadInput;
  if (probe) {
    // The measured block joins the program as one more file.
    int probe_code = kExitOk;
    const std::string block = probe_block(*program, true, probe_code);
    if (block.empty()) return probe_code;
    std::vector<std::string> all;
    if (!sources.no_defaults) {
      DataPaths defaults = default_data_paths();
      all = catalog_paths(sources.catalog.empty() ? defaults.catalog : sources.catalog);
      all.push_back(sources.rules.empty() ? defaults.rules : sources.rules);
    }
    all.insert(all.end(), to_load.begin(), to_load.end());
    auto with_probe = load_with_source(all, "<probe>", block);
    print_diagnostics(with_probe.diagnostics);
    if (!with_probe.program) return kExitBadInput;
    program = with_probe.program;
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
  report.color = colors().out;
  bool first = true;
  for (const auto& name : chosen) {
    query.workload = name;
    auto result = evaluate(*program, query);
    if (!result.advice) {
      print_diagnostics(result.diagnostics);
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
