// Text and Markdown reports of an Advice: one layout, two styles.
#include <algorithm>
#include <string>

#include "advise/report.h"
#include "report/ansi.h"
#include "report/layer_table.h"
#include "report/nearest.h"
#include "report/ranking_table.h"
#include "report/table.h"

namespace advise {
namespace {

enum class Style { Text, Markdown };

std::string origin_text(const Origin& o) {
  std::string s = "rule \"" + o.rule + "\"";
  if (!o.file.empty()) s += ", " + o.file + ":" + std::to_string(o.line);
  if (!o.cites.empty()) {
    s += ", cites ";
    for (std::size_t i = 0; i < o.cites.size(); ++i) s += (i ? ", " : "") + o.cites[i];
  }
  return s;
}

std::string origin_text(const Statement& s) { return origin_text(origin_of(s)); }

std::string provenance_text(const Provenance& p) {
  switch (p.kind) {
    case ProvenanceKind::Datasheet: return "datasheet" + (p.detail.empty() ? "" : " (" + p.detail + ")");
    case ProvenanceKind::Measured: {
      std::string s = p.detail;
      if (p.datasheet_ratio) s += ", " + format_percent(*p.datasheet_ratio) + " of datasheet";
      return s;
    }
    case ProvenanceKind::Derived: return "derived by " + p.detail;
    case ProvenanceKind::Missing: return "unknown";
  }
  return "";
}

// "a > b > c (values within 10% tie)", or each criterion with its own band when they differ.
std::string criteria_text(const Advice& advice) {
  bool same = std::all_of(advice.criteria.begin(), advice.criteria.end(), [&](const Criterion& c) {
    return c.tolerance == advice.criteria.front().tolerance;
  });
  std::string s;
  for (const auto& c : advice.criteria)
    s += (s.empty() ? "" : " > ") + std::string(c.lowest ? "lowest " : "") + c.name + (same ? "" : " (" + format_percent(c.tolerance) + ")");
  if (same && !advice.criteria.empty()) s += " (values within " + format_percent(advice.criteria.front().tolerance) + " tie";
  else s += " (values within each criterion's band tie";
  return s + "; see docs/language.md)";
}

class Writer {
 public:
  Writer(const Advice& advice, const ReportOptions& options, Style style)
      : advice_(advice), options_(options), style_(style) {}

  std::string write() {
    heading(1, "advise: " + advice_.workload);
    line("situation: " + (advice_.situation.empty() ? std::string("none") : advice_.situation) +
         "; facts as of " + advice_.as_of);
    line("");
    // --why-not asks one question: answer it alone rather than under the whole report.
    if (!options_.why_not.empty()) return why_not();
    recommendation();
    short_form();
    ranking();
    warnings();
    admitted_notes();
    rejected();
    if (options_.explain) explain();
    return out_;
  }

 private:
  void heading(int level, const std::string& text) {
    if (style_ == Style::Markdown) out_ += std::string(static_cast<std::size_t>(level), '#') + " " + text + "\n\n";
    else out_ += paint(text, ansi::kBold) + "\n" + (level == 1 ? "" : paint(std::string(text.size(), '-'), ansi::kBold) + "\n");
  }
  void line(const std::string& text, const char* colour = nullptr) {
    out_ += paint(report::wrap(text, text_width(), "", "  "), colour) + "\n";
  }
  void item(const std::string& text, const char* colour = nullptr) {
    if (style_ == Style::Markdown) out_ += "- " + text + "\n";
    else out_ += "  " + paint(report::wrap(text, text_width() > 2 ? text_width() - 2 : 0, "", "      "), colour) + "\n";
  }
  // The width text wraps at; Markdown is not wrapped (its renderer does).
  std::size_t text_width() const {
    return style_ == Style::Text && options_.width > 0 ? static_cast<std::size_t>(options_.width) : 0;
  }
  std::string paint(const std::string& text, const char* colour) const {
    return ansi::paint(text, colour, options_.color && style_ == Style::Text);
  }

  // The workload header, then what rejected or demoted the card; with --explain its values too.
  std::string why_not() {
    heading(2, "Why not " + options_.why_not + "?");
    out_ += explain_why_not(advice_, options_.why_not);
    if (options_.explain)
      for (const auto& c : advice_.candidates)
        if (c.gpu == options_.why_not || c.card == options_.why_not) {
          line("");
          candidate_explanation(c);
        }
    return out_;
  }

  void recommendation() {
    if (advice_.recommended.empty()) {
      line("No GPU is recommended: every candidate was rejected (see below).");
      nearest();
      line("");
      return;
    }
    std::string names;
    for (const auto& n : advice_.recommended) names += (names.empty() ? "" : ", ") + n;
    line((style_ == Style::Markdown ? "**Recommended: " + names + "**" : "Recommended: " + names), ansi::kBoldGreen);
    for (const auto& c : advice_.candidates) {
      if (!c.recommended) continue;
      for (const auto& r : c.recommendations)
        if (!r.message.empty()) item(c.gpu + ": " + r.message + " [" + origin_text(r) + "]");
    }
    if (!advice_.criteria.empty()) line("Ranked by " + criteria_text(advice_));
    line("");
  }

  // Asked without a situation: the first card under each labelled situation, with why.
  void short_form() {
    if (advice_.picks.empty()) return;
    heading(2, "Short form");
    std::size_t width = 0;
    for (const auto& pick : advice_.picks) width = std::max(width, pick.label.size());
    for (const auto& pick : advice_.picks) {
      std::string text = pick.label + ":" + std::string(width - pick.label.size() + 1, ' ');
      if (pick.gpu.empty()) text += "none admitted";
      else text += pick.gpu + (pick.value.empty() ? "" : " (" + pick.criterion + " " + pick.value + ")");
      item(text + "; --situation \"" + pick.situation + "\"");
    }
    line("");
  }

  void ranking() {
    const auto shown = shown_ranked();
    auto [table, dropped] = report::ranking_table(advice_, options_.columns, shown, text_width());
    heading(2, "Ranking");
    if (table.empty()) line("(no admitted candidates)");
    else out_ += style_ == Style::Markdown ? table.markdown() : table.text();
    if (!dropped.empty()) {
      std::string names;
      for (const auto& d : dropped) names += (names.empty() ? "" : ", ") + d;
      line("(left out to fit " + std::to_string(text_width()) + " columns: " + names + "; --wide shows them, --columns chooses)");
    }
    const auto listed = static_cast<std::size_t>(std::count_if(advice_.candidates.begin(), advice_.candidates.end(),
                                                               [](const Candidate& c) { return c.rank.has_value(); }));
    const std::size_t hidden = listed - shown.size() + advice_.omitted.admitted;
    if (hidden > 0) line("(" + std::to_string(hidden) + " more admitted; --top 0 shows all)");
    line("");
  }

  void warnings() {
    bool any = false;
    for (const auto* c : shown_ranked())
      for (const auto& w : c->warnings) {
        if (!any) heading(2, "Warnings");
        any = true;
        item(c->gpu + ": " + w.message + " [" + origin_text(w) + "]", ansi::kYellow);
      }
    if (any) line("");
  }

  // The admitted candidates the table shows, best first.
  std::vector<const Candidate*> shown_ranked() const {
    std::vector<const Candidate*> shown;
    for (const auto& c : advice_.candidates)
      if (c.rank && (options_.top <= 0 || static_cast<int>(shown.size()) < options_.top)) shown.push_back(&c);
    return shown;
  }

  // Each note said once, followed by the GPUs it concerns: the same note on ten cards is one line;
  // `every` names them all ("every GPU shown"). A note
  // already printed among the ranked GPUs is not repeated for the rejected ones.
  void grouped_notes(const std::vector<const Candidate*>& candidates, const std::string& title, const std::string& every) {
    std::vector<std::pair<std::string, std::vector<std::string>>> grouped;  // "message [rule]" -> GPUs
    for (const auto* c : candidates)
      for (const auto& n : c->notes) {
        const std::string key = n.message + " [" + origin_text(n) + "]";
        if (std::find(printed_notes_.begin(), printed_notes_.end(), key) != printed_notes_.end()) continue;
        auto it = std::find_if(grouped.begin(), grouped.end(), [&](const auto& g) { return g.first == key; });
        if (it == grouped.end()) grouped.push_back({key, {c->gpu}});
        else it->second.push_back(c->gpu);
      }
    if (grouped.empty()) return;
    heading(2, title);
    for (const auto& [text, names] : grouped) {
      std::string list;
      for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
      // A note on every card listed says so rather than naming them all again.
      item(text + ": " + (names.size() > 1 && names.size() == candidates.size() ? every : list));
    }
    for (const auto& g : grouped) printed_notes_.push_back(g.first);
    line("");
  }

  void admitted_notes() { grouped_notes(shown_ranked(), "Notes on ranked GPUs", "every GPU shown"); }

  // Nothing admitted: the cards one rule alone rejected, which relaxing that rule would answer.
  void nearest() {
    const auto groups = report::nearest_rejections(advice_);
    if (!groups.empty()) line("Nearest: rejected by one rule alone, best first; relax the rule for an answer:");
    for (const auto& g : groups) item(report::nearest_line(g) + " [" + origin_text(*g.first) + "]");
  }

  void rejected() {
    std::vector<const Candidate*> rejected;
    for (const auto& c : advice_.candidates)
      if (!c.admitted) rejected.push_back(&c);
    const std::size_t omitted = advice_.omitted.rejected;
    if (rejected.empty() && !omitted) return;
    heading(2, "Not admitted (" + std::to_string(rejected.size() + omitted) + ")");
    for (const auto* c : rejected)
      item(c->gpu + ": " + c->reasons.front().message +
               (c->reasons.size() > 1 ? " (+" + std::to_string(c->reasons.size() - 1) + " more)" : ""),
           ansi::kDim);
    if (omitted) line("(" + std::to_string(omitted) + " not listed)");
    line("");
    // Notes about rejected GPUs, such as what would make the workload fit.
    grouped_notes(rejected, "Notes on GPUs not admitted", "every GPU not admitted");
  }

  // The network once, then each candidate's per-layer terms (time, memory ...) beside it.
  void network() {
    double params = 0, flops = 0;
    for (const auto& l : advice_.layers) params += l.parameters, flops += l.flops;
    line("network " + advice_.network + ": " + std::to_string(advice_.layers.size()) + " layers, " +
         format_quantity(params, {}) + " parameters, " + format_quantity(flops, Dimension::of(BaseDimension::Flop)) +
         " forward per sample");
    line("");
  }

  void explain() {
    heading(2, "Explanation");
    const std::string& scope = options_.explain_scope;
    if (!scope.empty() && scope != "all" && explain_value(scope)) return;
    if (!advice_.network.empty() && scope == "all") network();
    for (const auto& c : advice_.criteria) item("criterion " + c.name + (c.lowest ? " (lower is better)" : "") + " from " + origin_text(c.origin));
    line("");
    int shown = 0;
    for (const auto& c : advice_.candidates) {
      const bool asked = scope == "all" ? !(c.rank && options_.top > 0 && shown++ >= options_.top)
                         : scope.empty() ? c.rank == 1
                                         : c.gpu == scope || c.card == scope;
      if (asked) candidate_explanation(c, !scope.empty());
    }
    if (scope.empty()) line("(the first card; --explain CARD, --explain VALUE or --explain all say more)");
  }

  // --explain VALUE: that value of each card the table shows; false when no card has it.
  bool explain_value(const std::string& name) {
    bool any = false;
    for (const auto* c : shown_ranked())
      for (const auto& v : c->values)
        if (v.name == name) {
          item(c->gpu + ": " + v.name + " = " + v.text + ": " + provenance_text(v.provenance));
          any = true;
        }
    if (any) line("");
    return any;
  }

  void candidate_explanation(const Candidate& c, bool with_layers = true) {
    line((style_ == Style::Markdown ? "### " : "") + c.gpu +
         (c.rank ? " (rank " + std::to_string(*c.rank) + ")" : " (not admitted)"));
    for (const auto& v : c.values) item(v.name + " = " + v.text + ": " + provenance_text(v.provenance));
    for (const auto& s : c.reasons) item("rejected: " + s.message + " [" + origin_text(s) + "]", ansi::kDim);
    for (const auto& s : c.warnings) item("warning: " + s.message + " [" + origin_text(s) + "]", ansi::kYellow);
    for (const auto& s : c.notes) item("note: " + s.message + " [" + origin_text(s) + "]");
    for (const auto& s : c.recommendations) item("recommended: " + (s.message.empty() ? c.gpu : s.message) + " [" + origin_text(s) + "]");
    if (c.above_next) item("above the next by " + c.above_next->explanation);
    // The per-layer terms of rejected cards add nothing.
    if (c.rank && with_layers) out_ += report::layer_table(advice_, c, style_ == Style::Markdown);
    line("");
  }

  const Advice& advice_;
  const ReportOptions& options_;
  Style style_;
  std::string out_;
  std::vector<std::string> printed_notes_;  // the notes printed among the ranked GPUs, by text
};

}  // namespace

std::string format_text(const Advice& advice, const ReportOptions& options) {
  return Writer(advice, options, Style::Text).write();
}

std::string format_markdown(const Advice& advice, const ReportOptions& options) {
  return Writer(advice, options, Style::Markdown).write();
}

namespace {

bool every_candidate_notes(const Advice& advice, const std::string& message) {
  return std::all_of(advice.candidates.begin(), advice.candidates.end(), [&](const Candidate& c) {
    return std::any_of(c.notes.begin(), c.notes.end(), [&](const Statement& n) { return n.message == message; });
  });
}

}  // namespace

std::string explain_why_not(const Advice& advice, const std::string& gpu) {
  const Candidate* found = nullptr;
  const Candidate* above = nullptr;
  for (const auto& c : advice.candidates) {
    if (c.gpu == gpu || c.card == gpu) {
      found = &c;
      break;
    }
    if (c.rank) above = &c;
  }
  if (!found) return "";
  std::string out;
  if (!found->admitted) {
    out += gpu + " was not admitted:\n";
    for (const auto& r : found->reasons) out += "  - " + r.message + " [" + origin_text(r) + "]\n";
    // Its notes say what would make it do (a smaller batch, a 4-bit base, the queue it would have);
    // a note every candidate carries says nothing about this card.
    for (const auto& n : found->notes)
      if (!every_candidate_notes(advice, n.message)) out += "  - note: " + n.message + " [" + origin_text(n) + "]\n";
  } else if (found->recommended) {
    out += gpu + " is recommended (rank " + std::to_string(*found->rank) + ").\n";
  } else {
    out += gpu + " is ranked " + std::to_string(*found->rank) + ".\n";
    if (above && above->above_next)
      out += "  - " + above->gpu + " (rank " + std::to_string(*above->rank) + ") is above it by " +
             above->above_next->explanation + "\n";
  }
  for (const auto& w : found->warnings) out += "  - warning: " + w.message + " [" + origin_text(w) + "]\n";
  return out;
}

std::string format_catalog_text(const CatalogListing& listing) {
  report::Table table(listing.columns);
  for (const auto& row : listing.rows) {
    std::vector<std::string> cells;
    for (const auto& c : row) cells.push_back(c.text);
    table.add_row(std::move(cells));
  }
  return "GPUs as of " + listing.as_of + " (" + std::to_string(listing.rows.size()) + ")\n" + table.text();
}

std::string format_test_run(const TestRun& run, bool coverage) {
  std::string out;
  int passed = 0, failed = 0, known = 0;
  for (const auto& r : run.results) {
    const char* word = r.status == TestStatus::Passed ? "PASS" : r.status == TestStatus::Failed ? "FAIL" : "KNOWN";
    out += std::string(word) + "  " + r.name + "  (" + r.file + ":" + std::to_string(r.line) + ")\n";
    for (const auto& d : r.details) out += "      " + d + "\n";
    (r.status == TestStatus::Passed ? passed : r.status == TestStatus::Failed ? failed : known)++;
  }
  if (coverage) {
    out += "\nrules fired in tests (" + std::to_string(run.rules_fired.size()) + "):\n";
    for (const auto& r : run.rules_fired) out += "  " + r + "\n";
    out += "rules never fired (" + std::to_string(run.rules_never_fired.size()) + "):\n";
    for (const auto& r : run.rules_never_fired) out += "  " + r + "\n";
  }
  if (known > 0) {
    out += "\nknown differences (" + std::to_string(known) + "):\n";
    for (const auto& r : run.results)
      if (r.status == TestStatus::KnownDifference) out += "  " + r.name + ": " + r.details.front().substr(18) + "\n";
  }
  out += "\n" + std::to_string(passed) + " passed, " + std::to_string(failed) + " failed";
  if (known > 0) out += ", " + std::to_string(known) + " known differences";
  return out + "\n";
}

}  // namespace advise
