// advise FILE...: the advice for each workload declared in the files.
#include <algorithm>
#include <cctype>
#include <iostream>
#include <filesystem>
#include <sstream>
#include <utility>

#include "advise/report.h"
#include "cli_common.h"
#include "color.h"
#include "options.h"
#include "terminal_width.h"

namespace advise::cli {

namespace {

struct AdviseSettings {
  SourceOptions sources;
  Query query;
  std::string workload, format = "text";
  std::vector<std::string> facts;
  bool probe = false, wide = false;
  std::string columns;
  ReportOptions report;
  AdviseSettings() { report.top = 10; }
};

po::options_description advise_options(AdviseSettings& s) {
  po::options_description options("advise FILE... options");
  options.add_options()
      ("workload,w", po::value(&s.workload), "advise only on this workload (default: every workload in FILE)")
      ("situation,s", po::value(&s.query.situation), "the buyer's situation, e.g. \"little money\"")
      ("as-of", po::value(&s.query.as_of), "answer with the GPUs and prices of this date (YYYY-MM[-DD])")
      ("top", count_value(&s.report.top, "top"), "show the best N admitted GPUs; JSON counts the rest (0: all, rejected ones too; default 10)")
      ("format,f", po::value(&s.format),
       "text, markdown, json (one document holding every workload) or svg (the declared charts of one workload)")
      ("explain", po::value(&s.report.explain_scope)->implicit_value("")->notifier([&s](const std::string&) { s.report.explain = true; }),
       "where the values come from and which rules fired: the first card; --explain=CARD one card with its per-layer terms, "
       "--explain=VALUE one value of every card shown, --explain=all everything")
      ("why-not", po::value(&s.report.why_not), "say what rejected or demoted this GPU, and what its rules note (what would make it fit)")
      ("wide", po::bool_switch(&s.wide), "text: every column of the ranking and lines unwrapped (default: fit the terminal, COLUMNS, or 100)")
      ("columns", po::value(&s.columns), "the ranking's columns to show, comma-separated (e.g. memory_bytes,samples_per_second)")
      ("facts", po::value(&s.facts), "a file of measured blocks (e.g. saved `advise probe` output); repeatable")
      ("probe", po::bool_switch(&s.probe), "measure this machine's GPU first (a quick probe) and time the workload's "
                                           "own layers there; use the facts and correct the estimates (docs/probe.md)");
  add_source_options(options, s.sources);
  return options;
}

// --workload, else every workload declared in one of the files named.
std::vector<std::string> chosen_workloads(const Program& program, const AdviseSettings& s,
                                          const std::vector<std::string>& files) {
  if (!s.workload.empty()) return {s.workload};
  std::vector<std::string> chosen;
  for (const auto& w : workloads(program))
    for (const auto& f : files)
      if (w.file == f) chosen.push_back(w.name);
  return chosen;
}

std::string lowercase(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

// Catalog names holding every word of `name` ("RX 7900 XTX" -> "AMD Radeon RX 7900 XTX"), at most 3.
std::vector<std::string> names_with_words(const Program& program, const std::string& name) {
  std::vector<std::string> words;
  std::istringstream in(lowercase(name));
  for (std::string w; in >> w;) words.push_back(w);
  std::vector<std::string> found;
  for (const auto& gpu : gpus(program)) {
    const std::string candidate = lowercase(gpu.name);
    if (std::all_of(words.begin(), words.end(), [&](const std::string& w) { return candidate.find(w) != std::string::npos; }))
      found.push_back(gpu.name);
    if (found.size() == 3) break;
  }
  return found;
}

// Why --why-not names nothing to explain: a card the catalog lacks (with the names that hold its
// words), or one not released by the date asked about.
std::string why_not_unknown(const Program& program, const std::string& name, const std::string& as_of) {
  const auto all = gpus(program);
  if (std::any_of(all.begin(), all.end(), [&](const EntityInfo& g) { return g.name == name; }))
    return "\"" + name + "\" is in the catalog but not a candidate as of " + as_of + " (not released yet)";
  std::string message = "no GPU is called \"" + name + "\" in the catalog";
  const auto near = names_with_words(program, name);
  for (std::size_t i = 0; i < near.size(); ++i) message += (i == 0 ? "; did you mean \"" : ", \"") + near[i] + "\"";
  return message + (near.empty() ? " (advise catalog lists the names)" : "?");
}

// Advice for each of `names`; false after printing why a query failed. A workload that cannot be
// advised on (an invalid one, E-INVALID-WORKLOAD) is reported and the others still are: `refused`
// counts them, for the exit code.
bool evaluate_all(const Program& program, const std::vector<std::string>& names, Query query,
                  const ReportOptions& report, std::vector<Advice>& advices, int& refused) {
  for (const auto& name : names) {
    query.workload = name;
    auto result = evaluate(program, query);
    if (!result.advice) {
      print_diagnostics(result.diagnostics);
      ++refused;
      continue;
    }
    if (!report.why_not.empty() && explain_why_not(*result.advice, report.why_not).empty()) {
      std::cerr << "advise: --why-not: " << why_not_unknown(program, report.why_not, result.advice->as_of) << "\n";
      return false;
    }
    advices.push_back(std::move(*result.advice));
  }
  return true;
}

// One document whatever the number of workloads: JSON holds them all in `workloads` (a tool
// parses one value); text and Markdown put a blank line between them; SVG draws one.
std::string render_advices(const std::vector<Advice>& advices, const std::string& format, const ReportOptions& report) {
  if (format == "json") return format_json(advices, report);
  if (format == "svg") return format_svg(advices.front());
  std::string out;
  for (const auto& advice : advices) {
    if (!out.empty()) out += "\n";
    out += format == "markdown" ? format_markdown(advice, report) : format_text(advice, report);
  }
  return out;
}

// The query the report needs.
void prepare_query(AdviseSettings& s) {
  s.query.layer_breakdown = s.report.explain;
  // Values only for what the report shows: rejected cards' values appear only in --explain.
  s.query.top = s.report.top;
  s.query.rejected_values = s.report.explain;
  s.query.also = s.report.why_not;
  // JSON with --top writes only the best N and counts the rest: the rest need not be built.
  s.query.list_all = s.format != "json" || s.report.top <= 0;
  // Without a situation the report opens with the short form; --why-not asks one question.
  s.query.picks = s.report.why_not.empty() && s.format != "svg";
  s.report.color = colors().out;
  s.report.width = s.wide ? 0 : output_width();
  std::string name;
  for (char ch : s.columns + ",") {
    if (ch != ',') name += ch;
    else if (!name.empty()) s.report.columns.push_back(std::exchange(name, {}));
  }
}

int print_advices(const std::vector<Advice>& advices, const AdviseSettings& s) {
  if (s.format == "svg" && advices.front().charts.empty()) {
    std::cerr << "advise: --format svg: no chart is declared; add e.g. `chart \"Speed per dollar\" x gpu.price "
                 "y relative_speed` to a rules file\n";
    return kExitBadInput;
  }
  std::cout << render_advices(advices, s.format, s.report);
  return kExitOk;
}

int print_advice(const Program& program, AdviseSettings& s, const std::vector<std::string>& chosen) {
  prepare_query(s);
  std::vector<Advice> advices;
  int refused = 0;
  if (!evaluate_all(program, chosen, s.query, s.report, advices, refused)) return kExitBadInput;
  if (advices.empty()) return kExitBadInput;
  const int code = print_advices(advices, s);
  return refused > 0 ? kExitBadInput : code;
}

// --probe: the device probe once, then each workload's own products timed and its advice
// evaluated with the measured block that carries their ratio; the per-layer table on stderr.
int print_probed_advice(const std::vector<std::string>& paths, const Program& program, AdviseSettings& s,
                        const std::vector<std::string>& chosen) {
  int code = kExitOk;
  const DeviceProbe device = run_device_probe(program, true, code);
  if (code != kExitOk) return code;
  prepare_query(s);
  std::vector<Advice> advices;
  for (const auto& workload : chosen) {
    DeviceProbe probed = device;
    std::cerr << probe_workload(paths, probed, workload);
    auto measured = reported(load_with_source(paths, "<probe>", format_measured_block(probed.result, probed.gpu)));
    if (!measured) return kExitBadInput;
    int refused = 0;
    if (!evaluate_all(*measured, {workload}, s.query, s.report, advices, refused) || refused > 0) return kExitBadInput;
  }
  return print_advices(advices, s);
}

}  // namespace

void print_advise_options(std::ostream& out) {
  AdviseSettings unused;
  out << advise_options(unused);
}

int run_advise(const std::vector<std::string>& args) {
  AdviseSettings s;
  const po::options_description options = advise_options(s);
  std::vector<std::string> files;
  int code = kExitOk;
  if (!parse_command(args, options, files, "usage: advise [options] FILE...\n", code)) return code;
  // `advise --explain FILE`: the option's optional value took the file.
  if (files.empty() && s.report.explain && std::filesystem::exists(s.report.explain_scope))
    files.push_back(std::exchange(s.report.explain_scope, {}));
  if (files.empty()) {
    std::cerr << "advise: name a workload file, e.g. advise examples/imagenet-resnet50.dsl\n";
    return kExitBadInput;
  }
  if (s.format != "text" && s.format != "json" && s.format != "markdown" && s.format != "svg") {
    std::cerr << "advise: --format must be text, json, markdown or svg, not '" << s.format << "'\n";
    return kExitBadInput;
  }
  std::vector<std::string> to_load = files;
  to_load.insert(to_load.end(), s.facts.begin(), s.facts.end());
  const std::vector<std::string> all = paths_to_load(to_load, s.sources);
  auto program = reported(load(all));
  if (!program) return kExitBadInput;
  const auto chosen = chosen_workloads(*program, s, files);
  if (chosen.empty()) {
    std::cerr << "advise: no workload is declared in " << files.front()
              << "; add `workload \"NAME\" { ... }` or pass --workload NAME\n";
    return kExitBadInput;
  }
  if (s.format == "svg" && chosen.size() > 1) {
    std::cerr << "advise: --format svg draws one workload, not " << chosen.size() << "; pass --workload NAME\n";
    return kExitBadInput;
  }
  // The measured block joins the program as one more file.
  if (s.probe) return print_probed_advice(all, *program, s, chosen);
  return print_advice(*program, s, chosen);
}

}  // namespace advise::cli
