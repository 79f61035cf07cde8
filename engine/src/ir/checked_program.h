#pragma once
// The checker's output: every name resolved, every expression typed. The graph builder and the
// evaluator read only this, never the AST. ir/ is its home (with types.h and roles.h), below
// check/, which makes it, and the stages that read it (namespace ir::).
#include <algorithm>
#include <array>
#include <bit>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <cstdint>
#include <vector>

#include "advise/facts.h"
#include "base/source_files.h"
#include "base/source_range.h"
#include "ir/roles.h"
#include "ir/types.h"
#include "nn/network.h"

namespace advise::ir {

using base::SourceRange;

enum class Op {
  Const,
  GpuField, GpuName,                    // index: schema field
  WorkloadField, WorkloadName,
  SituationField, SituationName,
  AsOf,
  Let,                                  // index: let
  Neg, Not,
  Add, Sub, Mul, Div,
  Lt, Le, Gt, Ge, Eq, Ne,
  And, Or,
  Default,                              // a ?? b
  In,                                   // a in [..] or a in list-valued field
  If,
  Min, Max, Abs, Floor,
  Measured,                             // index: gpu field; true where a measured block set it
  Datasheet,                            // index: gpu field; the catalog value under a measurement
  SumLayers,                            // args[0] summed over the workload network's layers
  MaxLayers,                            // the largest args[0] over the layers
  LayerField,                           // index: nn::layer_fields() entry, or kLayerKind/kLayerName; inside SumLayers
  AtGpu,                                // args[0] for the GPU named by constant.text: scalar
  MaxOverGpus,                          // the largest value of args[0] over the candidates
  BestGpu,                              // the name of the candidate with the largest args[0]
  QuoteDate, QuoteAge, QuoteSeller,     // of the quote of dated gpu field `index` in force: its date, age, seller
  Format,                               // interpolated string: pieces + args
  // Test expectations only: they read the advice, not the candidates.
  TestTop, TestRank, TestAdmitted, TestRecommended, TestCards, TestWarned,
  TestFired,                            // constant.text: the GPU; pieces[0]: the rule
};

// layer.kind and layer.name, the text fields beside nn::layer_fields()' numbers.
inline constexpr int kLayerKind = -2;
inline constexpr int kLayerName = -3;

struct TExpr {
  Op op = Op::Const;
  Type type;
  SourceRange range;
  Value constant;        // Const; the GPU name for Test* ops
  int index = -1;
  std::vector<TExpr> args;
  std::vector<std::string> pieces;  // Format
};

// The least possible value of a number field (schema `batch: number > 0`), in base units.
struct Bound {
  double value = 0;
  bool inclusive = false;  // >=: the bound itself is possible
  std::string text;        // as written: "> 0"
  bool admits(double v) const { return inclusive ? v >= value : v > value; }
};

struct Field {
  std::string name;
  Type type;
  bool dated = false;
  std::string doc;
  SourceRange range;
  std::optional<Bound> bound;
};

struct Schema {
  std::vector<Field> fields;
  std::unordered_map<std::string, int> index;
  std::array<int, kRoleCount> by_role = filled_roles();  // field index per Role, -1 if none
  int find(const std::string& name) const {
    auto it = index.find(name);
    return it == index.end() ? -1 : it->second;
  }
  int find(Role role) const { return by_role[static_cast<std::size_t>(role)]; }

 private:
  static std::array<int, kRoleCount> filled_roles() {
    std::array<int, kRoleCount> none;
    none.fill(-1);
    return none;
  }
};

struct DatedValue {
  std::int32_t date = 0;
  std::string condition;  // "new", "used" or ""
  Value value;
  std::string seller;     // who quoted it ("lambda", "aws us-east-1"), or ""
};

struct FieldValue {
  bool set = false;
  Value value;                        // undated fields
  std::vector<DatedValue> timeline;   // dated fields, sorted by date
  SourceRange range;
};

// One entity's field values, indexed like its kind's schema. Only the fields the entity names are
// stored: a GPU names a few of its schema's thirty fields, and a full row per GPU was most of a
// large catalog's memory. A field it does not name reads as an unset FieldValue. The stored
// fields of the first 64 are found by a bit mask, without a search (a query reads every GPU's).
class FieldValues {
 public:
  FieldValues() = default;
  explicit FieldValues(std::size_t size) : size_(size) {}
  std::size_t size() const { return size_; }
  const FieldValue& operator[](std::size_t index) const {
    static const FieldValue unset;
    if (index < 64) {
      const std::uint64_t bit = std::uint64_t{1} << index;
      return (low_ & bit) ? values_[static_cast<std::size_t>(std::popcount(low_ & (bit - 1)))] : unset;
    }
    for (std::size_t k = static_cast<std::size_t>(std::popcount(low_)); k < indices_.size(); ++k)
      if (indices_[k] == index) return values_[k];
    return unset;
  }
  // Room for `count` stored fields: an entity's fields are stored one by one as they are checked,
  // and growing the lists by doubling scattered a large catalog's entities over the heap.
  void reserve(std::size_t count) {
    indices_.reserve(count);
    values_.reserve(count);
  }
  // Whether the field at `index` is stored (set or not).
  bool stored(std::size_t index) const {
    return index < 64 ? (low_ >> index) & 1 : std::binary_search(indices_.begin(), indices_.end(), index);
  }
  // The field at `index`, stored from now on.
  FieldValue& slot(std::size_t index) {
    const auto at = std::lower_bound(indices_.begin(), indices_.end(), index);
    const auto k = static_cast<std::size_t>(at - indices_.begin());
    if (at != indices_.end() && *at == index) return values_[k];
    indices_.insert(at, static_cast<std::uint32_t>(index));
    if (index < 64) low_ |= std::uint64_t{1} << index;
    return *values_.insert(values_.begin() + static_cast<std::ptrdiff_t>(k), FieldValue{});
  }

 private:
  std::size_t size_ = 0;
  std::uint64_t low_ = 0;               // bit i: field i (< 64) is stored
  std::vector<std::uint32_t> indices_;  // of the stored fields, ascending
  std::vector<FieldValue> values_;      // parallel to indices_
};

struct Entity {
  std::string name;
  SourceRange range;
  FieldValues fields;              // parallel to the kind's schema
  int network = -1;                // workloads: the network its `model` property names
};

// A measured block: values for a catalog GPU, plus the facts about the measurement itself.
struct Measurement {
  int gpu = -1;                    // index into gpus
  std::string description;         // "measured on HOST at TIME"
  SourceRange range;
  FieldValues fields;              // parallel to the gpu schema; set where measured
};

struct Let {
  std::string name;
  SourceRange range;
  TExpr expr;
  std::vector<int> references;  // lets named in expr, found by name even where types fail
};

struct CriterionRef {
  std::string name;
  TExpr value;
  bool lowest = false;
  double tolerance = 0.1;
  SourceRange range;
};

enum class EffectKind { Require, Reject, Warn, Note, Invalid, Recommend, Prefer };

struct Effect {
  EffectKind kind = EffectKind::Note;
  SourceRange range;
  std::optional<TExpr> condition;  // Require
  std::optional<TExpr> message;    // a Format expression
  std::vector<CriterionRef> criteria;  // Prefer
};

struct Rule {
  std::string name;
  SourceRange range;
  std::vector<TExpr> guards;       // every `when`, all must hold
  std::vector<Effect> effects;
  std::vector<std::string> cites;
  double priority = 0;
};

struct ReportColumn {
  std::string name;  // the alias when there is one, else the reference as written
  std::string key;   // the alias: also a top-level key of each candidate in JSON
  bool detail = false;  // declared with `details`: not a table column
  TExpr value;
  std::optional<TExpr> expected_error;  // `within ERROR`: the value's expected relative error
};

// A panel of the SVG report: one numeric value against another, over the admitted candidates.
struct ChartAxis {
  std::string label;  // the alias when there is one, else the reference as written
  TExpr value;
};

struct Chart {
  std::string title;
  SourceRange range;
  ChartAxis x, y;
};

struct Test {
  std::string name;
  SourceRange range;
  std::optional<std::int32_t> as_of;
  std::string situation;
  std::string workload;
  std::vector<TExpr> expects;
  std::optional<std::string> known_difference;
};

enum class Kind { Gpu = 0, Workload = 1, Situation = 2, Measured = 3 };

// A list that the copies of a checked program share until one of them adds to it: an extended
// program (advise::extend) starts as a copy of its base, and a large catalog's GPUs were most of
// what that copied.
template <class T>
class SharedList {
 public:
  std::size_t size() const { return items_->size(); }
  bool empty() const { return items_->empty(); }
  const T& operator[](std::size_t i) const { return (*items_)[i]; }
  auto begin() const { return items_->cbegin(); }
  auto end() const { return items_->cend(); }
  operator const std::vector<T>&() const { return *items_; }
  void push_back(T item) { own().push_back(std::move(item)); }
  void reserve(std::size_t n) { own().reserve(n); }
  // An item to change (a quotes block adds to a card's timelines): the list is copied first
  // while another program shares it.
  T& changed(std::size_t i) { return own()[i]; }

 private:
  // The list to change, copied first while another program shares it.
  std::vector<T>& own() {
    if (items_.use_count() > 1) items_ = std::make_shared<std::vector<T>>(*items_);
    return *items_;
  }
  std::shared_ptr<std::vector<T>> items_ = std::make_shared<std::vector<T>>();
};

// The workloads' networks, each immutable once built, so that a program extended from another
// (advise::extend) shares them: their layers were most of what copying a checked program copied.
class Networks {
 public:
  std::size_t size() const { return items_.size(); }
  const nn::Network& operator[](std::size_t i) const { return *items_[i]; }
  void push_back(nn::Network network) { items_.push_back(std::make_shared<const nn::Network>(std::move(network))); }

 private:
  std::vector<std::shared_ptr<const nn::Network>> items_;
};

struct CheckedProgram {
  base::SourceFiles files;
  std::vector<EnumInfo> enums;
  std::array<Schema, 4> schemas;  // indexed by Kind
  SharedList<Entity> gpus;
  std::vector<Entity> workloads, situations;
  std::vector<Measurement> measurements;
  Networks networks;
  std::vector<Let> lets;
  std::vector<Rule> rules;
  std::vector<ReportColumn> columns;
  std::vector<Test> tests;
  std::vector<Chart> charts;
  std::vector<Fact> facts;                               // in load order
  std::unordered_map<std::string, std::size_t> fact_index;  // id -> index into facts
  std::int32_t latest_date = 0;  // the default "as of": the newest date in any fact

  const Schema& schema(Kind k) const { return schemas[static_cast<int>(k)]; }
};

}  // namespace advise::ir
