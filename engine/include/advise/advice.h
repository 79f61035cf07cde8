#pragma once
// The result of evaluating the program for one workload: every candidate GPU with its
// verdict, values and the statements that explain them.
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "advise/dimension.h"
#include "advise/facts.h"

namespace advise {

// Where a statement or a value comes from.
struct Origin {
  std::string rule;        // the rule's name; "conv prefers" for a prefers declaration
  std::string file;
  std::uint32_t line = 0;
  std::vector<std::string> cites;  // ids of the facts it cites, e.g. "F22"
  std::vector<Fact> facts;         // those facts, parallel to cites
};

enum class StatementKind { Reject, Warn, Note, Recommend };

struct Statement {
  StatementKind kind = StatementKind::Note;
  std::string message;  // interpolated
  // Shared by every statement one rule makes (a rule that rejects 100k GPUs has one Origin).
  // Never null in what the engine returns; the reports read a null one as an unnamed rule.
  std::shared_ptr<const Origin> origin;
};

// The statement's origin; an empty one (an unnamed rule) when a statement made outside the engine
// has none.
inline const Origin& origin_of(const Statement& s) {
  static const Origin unnamed{};
  return s.origin ? *s.origin : unnamed;
}

enum class ProvenanceKind { Datasheet, Measured, Derived, Missing };

struct Provenance {
  ProvenanceKind kind = ProvenanceKind::Missing;
  std::string detail;  // the catalog source, "measured on HOST at TIME", or the deriving let
  std::optional<double> datasheet_ratio;  // measured / datasheet, when both exist
};

struct ValueCell {
  std::string name;        // "gpu.memory", "need.memory", "tensor_cores"
  std::string key;         // set for columns declared `as KEY`: a top-level JSON key too
  bool detail = false;     // declared with `details`: shown by --explain, not in the table
  std::optional<double> number;  // in base units (bytes, FLOP/s, seconds, USD...); empty if missing
  Dimension dimension;
  std::string text;        // formatted for people: "8 GB", "448 GB/s", "turing"; "1.2 k/s ± 15%" with an error
  std::optional<double> expected_error;  // relative, e.g. 0.15: the column's `within`, from the accuracy benchmark
  Provenance provenance;
  std::vector<double> per_layer;  // the terms of a per-layer sum, when Query::layer_breakdown; NaN if unknown
};

// One layer of the workload's network, per sample.
struct LayerRow {
  std::string name;
  std::string kind;
  std::string output;     // shape, e.g. "112 x 112 x 64"
  double parameters = 0;
  double flops = 0;       // forward
  double activations = 0; // elements kept for the backward pass
  // The output's sides: an image's height, width and channels, a sequence's length and
  // features (a vector: length 1, features its size).
  double height = 0, width = 0, channels = 0;
  double length = 0, features = 0;
  double kernel = 0, kernel_width = 0, stride = 0;  // a convolution's; 0 otherwise
  double scores = 0;    // attention: score elements per sample (heads x length x length)
  double kv_width = 0;  // attention: key and value elements per token
};

// Why one candidate is ranked above the next one.
struct Decision {
  std::string criterion;   // the criterion that separated them, or "" for a full tie
  std::string explanation; // "tensor_cores 59.7 TFLOPS vs 26.9 TFLOPS (outside the 10% band)"
};

struct Candidate {
  std::string gpu;            // what is advised: the card's name, or "2 x RTX 3090" for several
  std::string card;           // the catalog card's name
  int gpus = 1;               // how many of the card the configuration has
  bool admitted = true;
  bool recommended = false;
  bool this_machine = false;  // a measured block describes this GPU
  std::optional<int> rank;    // 1-based among admitted candidates
  std::vector<Statement> reasons;   // why rejected
  std::vector<Statement> warnings;
  std::vector<Statement> notes;
  std::vector<Statement> recommendations;
  std::vector<ValueCell> values;    // the report columns, then the criteria
  std::optional<Decision> above_next;  // how it was separated from the next ranked candidate
};

struct Criterion {
  std::string name;
  bool lowest = false;     // lower is better
  double tolerance = 0.1;  // relative band within which values tie
  Origin origin;
};

// A declared chart (`chart "TITLE" x REF y REF`) over the admitted candidates.
struct ChartAxis {
  std::string label;    // "gpu.price", or the alias given with `as`
  Dimension dimension;  // the values are in its base units
};

struct ChartPoint {
  std::string gpu;
  double x = 0, y = 0;
};

struct Chart {
  std::string title;
  ChartAxis x, y;
  std::vector<ChartPoint> points;      // admitted candidates with both values, best ranked first
  std::vector<std::string> unplotted;  // admitted candidates missing a value
};

// One line of the short form a query without a situation gets (the guides' "best overall,
// cost-efficient, budget"): the first card under a situation that declares a `pick` label.
struct Pick {
  std::string label;      // "fastest", "best value", "cheapest that fits"
  std::string situation;  // the situation it answers; --situation NAME shows its whole ranking
  std::string gpu;        // its first card or configuration; "" when none is admitted
  std::string criterion;  // the criterion that ranks first under that situation (why this card)
  std::string value;      // that criterion's value for the card, formatted; "" when unknown
};

struct Omitted {
  std::size_t admitted = 0;
  std::size_t rejected = 0;
};

struct Advice {
  std::string workload;
  std::string situation;       // "" when none
  std::string as_of;           // the date the facts were taken at: YYYY-MM, or YYYY-MM-DD
  std::vector<Criterion> criteria;   // in priority order
  std::vector<std::string> columns;  // names of the report columns
  std::string network;               // the workload's network, "" when it names none
  std::vector<LayerRow> layers;
  std::vector<Candidate> candidates; // ranked admitted ones first, then rejected by name
  Omitted omitted;                   // candidates left out of `candidates` (Query::list_all)
  std::vector<std::string> recommended;  // GPU names, best first
  std::vector<Chart> charts;             // in declaration order
  std::vector<Pick> picks;               // the short form (Query::picks), in declaration order
  // Statements of `invalid` rules whose guard held: the workload asks for something impossible
  // (evaluate() turns them into located errors and gives no advice).
  std::vector<Statement> invalid;
};

}  // namespace advise
