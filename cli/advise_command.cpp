// advise FILE...: the advice for each workload declared in the files.
#include <iostream>

#include "advise/report.h"
#include "cli_common.h"
#include "options.h"

namespace advise::cli {
namespace {

// The workloads declared in `files`, in the program's order.
std::vector<std::string> workloads_in(const Program& program, const std::vector<std::string>& files) {
  std::vector<std::string> names;
  for (const auto& w : workloads(program))
    for (const auto& f : files)
      if (w.file == f) names.push_back(w.name);
  return names;
}

// Advice for each of `names`; false after printing why a query failed.
bool evaluate_all(const Program& program, const std::vector<std::string>& names, Query query,
                  const ReportOptions& report, std::vector<Advice>& advices) {
  for (const auto& name : names) {
    query.workload = name;
    auto result = evaluate(program, query);
    if (!result.advice) {
      std::cerr << render(result.diagnostics);
      return false;
    }
    if (!report.why_not.empty() && explain_why_not(*result.advice, report.why_not).empty()) {
      std::cerr << "advise: --why-not: \"" << report.why_not << "\" is not a candidate as of "
                << result.advice->as_of << "\n";
      return false;
    }
    advices.push_back(std::move(*result.advice));
  }
  return true;
}

// One document whatever the number of workloads: JSON holds them all in `workloads` (a tool
// parses one value); text and Markdown put a blank line between them.
std::string render_advices(const std::vector<Advice>& advices, const std::string& format, const ReportOptions& report) {
  if (format == "json") return format_json(advices, report);
  if (format == "svg") return format_svg(advices.front());  // run_advise allows one workload
  std::string out;
  for (const auto& advice : advices) {
    if (!out.empty()) out += "\n";
    out += format == "markdown" ? format_markdown(advice, report) : format_text(advice, report);
  }
  return out;
}

}  // namespace

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
      ("format,f", po::value(&format), "text, markdown, json (one document holding every workload) or svg (the declared charts of one workload)")
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
  if (format != "text" && format != "json" && format != "markdown" && format != "svg") {
    std::cerr << "advise: --format must be text, json, markdown or svg, not '" << format << "'\n";
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
    auto all = source_paths(to_load, !sources.no_defaults, sources.rules, sources.catalog);
    auto with_probe = load_with_source(all, "<probe>", block);
    std::cerr << render(with_probe.diagnostics);
    if (!with_probe.program) return kExitBadInput;
    program = with_probe.program;
  }

  const auto chosen = workload.empty() ? workloads_in(*program, files) : std::vector<std::string>{workload};
  if (chosen.empty()) {
    std::cerr << "advise: no workload is declared in " << files.front()
              << "; add `workload \"NAME\" { ... }` or pass --workload NAME\n";
    return kExitBadInput;
  }
  if (format == "svg" && chosen.size() > 1) {
    std::cerr << "advise: --format svg draws one workload, not " << chosen.size() << "; pass --workload NAME\n";
    return kExitBadInput;
  }
  query.layer_breakdown = report.explain;
  std::vector<Advice> advices;
  if (!evaluate_all(*program, chosen, query, report, advices)) return kExitBadInput;
  if (format == "svg" && advices.front().charts.empty()) {
    std::cerr << "advise: --format svg: no chart is declared; add e.g. `chart \"Speed per dollar\" x gpu.price "
                 "y relative_speed` to a rules file\n";
    return kExitBadInput;
  }
  std::cout << render_advices(advices, format, report);
  return kExitOk;
}

}  // namespace advise::cli
