#include "eval/evaluator.h"

#include <algorithm>
#include <cmath>

#include "eval/format_value.h"
#include "eval/over_gpus.h"

namespace advise::eval {

using ir::Op;
using ir::TExpr;
using ir::TypeKind;

namespace {

bool is_numeric(const ir::Type& t) {
  return t.kind != TypeKind::String && t.kind != TypeKind::List && t.kind != TypeKind::Shape;
}

bool same_value(const ir::Value& a, const ir::Value& b) {
  if (a.present != b.present) return false;
  return a.number == b.number && a.text == b.text && a.items.size() == b.items.size() &&
         std::equal(a.items.begin(), a.items.end(), b.items.begin(), same_value);
}

// An operator that is missing when an operand is: its value for present operands, or NaN for
// an operator that is not one of them.
double strict(Op op, double a, double b) {
  switch (op) {
    case Op::Neg: return -a;
    case Op::Not: return a == 0;
    case Op::Abs: return std::fabs(a);
    case Op::Floor: return std::floor(a);
    case Op::Add: return a + b;
    case Op::Sub: return a - b;
    case Op::Mul: return a * b;
    case Op::Div: return a / b;
    case Op::Lt: return a < b;
    case Op::Le: return a <= b;
    case Op::Gt: return a > b;
    case Op::Ge: return a >= b;
    case Op::Eq: return a == b;
    case Op::Ne: return a != b;
    default: return std::nan("");
  }
}

}  // namespace

Evaluator::Evaluator(const graph::EvaluationGraph& graph, const CandidateTable& candidates,
                     QueryContext context)
    : graph_(graph), program_(*graph.program), candidates_(candidates), context_(context),
      lets_(graph.program->lets.size()) {}

const Column& Evaluator::let(int index) {
  auto i = static_cast<std::size_t>(index);
  if (lets_[i]) return *lets_[i];
  QueryMemo* memo = context_.memo;
  if (memo && memo->scalar_lets.empty()) memo->scalar_lets.resize(lets_.size());
  if (memo && memo->scalar_lets[i]) return *memo->scalar_lets[i];
  Column c = evaluate(program_.lets[i].expr);
  // A let that does not vary by GPU has the same value in every block of the query.
  if (memo && c.scalar) return *(memo->scalar_lets[i] = std::move(c));
  return *(lets_[i] = std::move(c));
}

Column Evaluator::entity_field(const ir::Entity* entity, ir::Kind kind, int index) const {
  const auto& field = program_.schema(kind).fields[static_cast<std::size_t>(index)];
  ir::Value v = entity ? value_at(entity->fields[static_cast<std::size_t>(index)], field.dated,
                                     context_.as_of)
                          : ir::Value::missing();
  return Column::constant(v, is_numeric(field.type));
}

Column Evaluator::evaluate(const TExpr& e) {
  const std::size_t n = size();
  switch (e.op) {
    case Op::Const: return Column::constant(e.constant, is_numeric(e.type));
    case Op::GpuField: return candidates_.field(static_cast<std::size_t>(e.index));
    case Op::Datasheet: return candidates_.datasheet(static_cast<std::size_t>(e.index));
    case Op::Measured: return measured(e.index);
    case Op::QuoteDate: case Op::QuoteAge: case Op::QuoteSeller: return quote_of(e);
    case Op::GpuName: return gpu_names();
    case Op::WorkloadField: return entity_field(context_.workload, ir::Kind::Workload, e.index);
    case Op::SituationField: return entity_field(context_.situation, ir::Kind::Situation, e.index);
    case Op::WorkloadName:
      return Column::constant(context_.workload ? ir::Value::of_text(context_.workload->name)
                                                : ir::Value::missing(), false);
    case Op::SituationName:
      return Column::constant(context_.situation ? ir::Value::of_text(context_.situation->name)
                                                 : ir::Value::missing(), false);
    case Op::AsOf: return Column::constant(ir::Value::of(context_.as_of), true);
    case Op::Let: return let(e.index);
    case Op::Format: return format(e);
    case Op::TestTop: case Op::TestRank: case Op::TestAdmitted: case Op::TestRecommended:
    case Op::TestCards: case Op::TestWarned: case Op::TestFired:
      return test_value(e);
    case Op::SumLayers: case Op::MaxLayers: return sum_layers(e);
    case Op::LayerField: return layer_field(e);
    case Op::AtGpu: return at_gpu(e);
    case Op::MaxOverGpus: return max_over_gpus(e);
    case Op::BestGpu: return best_gpu(e);
    default: break;
  }
  // Arguments kept elsewhere are borrowed: a copy of each was a fresh column per reference.
  std::vector<Column> made;
  made.reserve(e.args.size());
  std::vector<const Column*> args;
  for (const auto& a : e.args) {
    const Column* stored = kept(a);
    args.push_back(stored ? stored : &made.emplace_back(evaluate(a)));
  }
  if ((e.op == Op::Eq || e.op == Op::Ne) && !args[0]->numeric) return equality(e, *args[0], *args[1]);
  if (e.op == Op::In) return membership(*args[0], *args[1]);
  if (e.op == Op::Default && !args[0]->numeric) {
    Column out = args[0]->scalar && args[1]->scalar ? Column::single(false) : Column::per_row(n, false);
    for (std::size_t i = 0; i < out.values.size(); ++i)
      out.values[i] = args[0]->has(i) ? args[0]->value(i) : args[1]->value(i);
    return out;
  }
  if (e.op == Op::If && !args[1]->numeric) {
    bool scalar = args[0]->scalar && args[1]->scalar && args[2]->scalar;
    Column out = scalar ? Column::single(false) : Column::per_row(n, false);
    for (std::size_t i = 0; i < out.values.size(); ++i)
      if (args[0]->has(i)) out.values[i] = args[0]->number(i) != 0 ? args[1]->value(i) : args[2]->value(i);
    return out;
  }
  return numeric_map(e, args);
}

const Column* Evaluator::kept(const TExpr& e) {
  switch (e.op) {
    case Op::GpuField: return &candidates_.field(static_cast<std::size_t>(e.index));
    case Op::Datasheet: return &candidates_.datasheet(static_cast<std::size_t>(e.index));
    case Op::Let: return &let(e.index);
    default: return nullptr;
  }
}

Column Evaluator::measured(int index) const {
  const std::size_t n = size();
  Column c = Column::per_row(n, true);
  for (std::size_t i = 0; i < n; ++i) {
    c.numbers[i] = candidates_.measured(static_cast<std::size_t>(index), i);
    c.present[i] = 1;
  }
  return c;
}

Column Evaluator::gpu_names() const {
  Column c = Column::per_row(size(), false);
  for (std::size_t i = 0; i < size(); ++i) c.values[i] = ir::Value::of_text(std::string(candidates_.name(i)));
  return c;
}

Column Evaluator::format(const TExpr& e) {
  auto args = format_arguments(e);
  bool scalar = std::all_of(args.begin(), args.end(), [](const Column& c) { return c.scalar; });
  Column c = scalar ? Column::single(false) : Column::per_row(size(), false);
  for (std::size_t i = 0; i < c.values.size(); ++i) c.values[i] = ir::Value::of_text(format_row(e, args, i));
  return c;
}

Column Evaluator::numeric_map(const TExpr& e, const std::vector<const Column*>& args) {
  bool scalar = std::all_of(args.begin(), args.end(), [](const Column* c) { return c->scalar; });
  Column out = scalar ? Column::single(true) : Column::per_row(size(), true);
  const std::size_t rows = out.numbers.size();
  for (std::size_t i = 0; i < rows; ++i) {
    auto has = [&](std::size_t k) { return args[k]->has(i); };
    auto x = [&](std::size_t k) { return args[k]->number(i); };
    bool present = true;
    double r = 0;
    switch (e.op) {
      case Op::And:  // three-valued: false wins over missing
        if ((has(0) && x(0) == 0) || (has(1) && x(1) == 0)) r = 0;
        else if (has(0) && has(1)) r = 1;
        else present = false;
        break;
      case Op::Or:
        if ((has(0) && x(0) != 0) || (has(1) && x(1) != 0)) r = 1;
        else if (has(0) && has(1)) r = 0;
        else present = false;
        break;
      case Op::Default:
        present = has(0) || has(1);
        r = has(0) ? x(0) : has(1) ? x(1) : 0;
        break;
      case Op::If:
        present = has(0) && (x(0) != 0 ? has(1) : has(2));
        if (present) r = x(0) != 0 ? x(1) : x(2);
        break;
      case Op::Min: case Op::Max:
        // Strict, like arithmetic: a missing argument makes the result missing (use ?? to default).
        for (std::size_t k = 0; k < args.size(); ++k) {
          present = present && has(k);
          if (!present) break;
          r = k == 0 ? x(k) : e.op == Op::Min ? std::min(r, x(k)) : std::max(r, x(k));
        }
        break;
      default: {
        for (std::size_t k = 0; k < args.size(); ++k) present = present && has(k);
        if (!present) break;
        r = strict(e.op, x(0), args.size() > 1 ? x(1) : 0);
        // Division by zero and overflow give "missing", never inf or nan.
        if (!std::isfinite(r)) present = false;
      }
    }
    out.numbers[i] = present ? r : 0;
    out.present[i] = present;
  }
  return out;
}

Column Evaluator::equality(const TExpr& e, const Column& a, const Column& b) {
  Column out = a.scalar && b.scalar ? Column::single(true) : Column::per_row(size(), true);
  for (std::size_t i = 0; i < out.numbers.size(); ++i) {
    if (!a.has(i) || !b.has(i)) continue;
    bool equal = same_value(a.value(i), b.value(i));
    out.numbers[i] = e.op == Op::Eq ? equal : !equal;
    out.present[i] = 1;
  }
  return out;
}

Column Evaluator::membership(const Column& a, const Column& list) {
  Column out = a.scalar && list.scalar ? Column::single(true) : Column::per_row(size(), true);
  for (std::size_t i = 0; i < out.numbers.size(); ++i) {
    if (!a.has(i) || !list.has(i)) continue;
    ir::Value needle = a.get(i);
    const auto& items = list.value(i).items;
    out.numbers[i] = std::any_of(items.begin(), items.end(), [&](const ir::Value& item) {
      return needle.text.empty() ? item.number == needle.number && item.text.empty() : item.text == needle.text;
    });
    out.present[i] = 1;
  }
  return out;
}

std::vector<Column> Evaluator::format_arguments(const TExpr& format) {
  std::vector<Column> args;
  for (const auto& a : format.args) args.push_back(evaluate(a));
  return args;
}

std::string Evaluator::format_row(const TExpr& format, const std::vector<Column>& args,
                                  std::size_t row) const {
  if (format.op == Op::Const) return format.constant.text;
  std::string s;
  for (std::size_t k = 0; k < format.pieces.size(); ++k) {
    s += format.pieces[k];
    if (k < args.size()) s += format_value(args[k].get(row), format.args[k].type, program_.enums);
  }
  return s;
}

const nn::Network* Evaluator::network() const {
  if (!context_.workload || context_.workload->network < 0) return nullptr;
  return &program_.networks[static_cast<std::size_t>(context_.workload->network)];
}

Column Evaluator::layer_field(const TExpr& e) const {
  if (!layer_) return Column::constant(ir::Value::missing(), true);
  if (e.index == ir::kLayerKind) return Column::constant(ir::Value::of_text(layer_->kind), false);
  if (e.index == ir::kLayerName) return Column::constant(ir::Value::of_text(layer_->name), false);
  const auto& field = nn::layer_fields()[static_cast<std::size_t>(e.index)];
  return Column::constant(ir::Value::of(layer_->*field.member), true);
}

std::vector<Column> Evaluator::layer_terms(const TExpr& sum) {
  std::vector<Column> terms;
  const nn::Network* net = network();
  if (!net) return terms;
  const nn::Layer* saved = layer_;
  for (const auto& layer : net->layers) {
    layer_ = &layer;
    terms.push_back(evaluate(sum.args[0]));
  }
  layer_ = saved;
  return terms;
}

Column Evaluator::sum_layers(const TExpr& e) {
  auto terms = layer_terms(e);
  if (terms.empty()) return Column::constant(ir::Value::missing(), true);  // no network
  bool scalar = std::all_of(terms.begin(), terms.end(), [](const Column& c) { return c.scalar; });
  Column out = scalar ? Column::single(true) : Column::per_row(size(), true);
  for (std::size_t i = 0; i < out.numbers.size(); ++i) {
    // A sum, or for max_layers() the largest term.
    const bool largest = e.op == Op::MaxLayers;
    double total = largest ? -HUGE_VAL : 0;
    bool present = true;
    for (const auto& t : terms) {
      present = present && t.has(i);
      if (present) total = largest ? std::max(total, t.number(i)) : total + t.number(i);
    }
    out.numbers[i] = present ? total : 0;
    out.present[i] = present;
  }
  return out;
}

Column Evaluator::at_gpu(const TExpr& e) {
  if (partial()) return across(e);
  const auto row = candidates_.row_of(e.constant.text);
  // A GPU that is not a candidate at this date has no value.
  if (!row) return Column::constant(ir::Value::missing(), is_numeric(e.type));
  Column inner = evaluate(e.args[0]);
  return Column::constant(inner.get(*row), is_numeric(e.type));
}


Column Evaluator::max_over_gpus(const TExpr& e) {
  if (partial()) return across(e);
  return Column::constant(largest(evaluate(e.args[0]), size(), ir::Value{}), true);
}

// quote_date(), quote_age() or quote_seller() of each candidate's quote in force.
Column Evaluator::quote_of(const TExpr& e) {
  const bool seller = e.op == Op::QuoteSeller;
  Column out = Column::per_row(size(), !seller);
  for (std::size_t row = 0; row < size(); ++row) {
    const ir::DatedValue* q = candidates_.quote_at(static_cast<std::size_t>(e.index), row);
    if (!q) continue;
    if (seller) {
      if (!q->seller.empty()) out.values[row] = ir::Value::of_text(q->seller);
      continue;
    }
    const double days = e.op == Op::QuoteDate ? q->date : context_.as_of - q->date;
    out.numbers[row] = e.op == Op::QuoteDate ? days : days * 86400;
    out.present[row] = 1;
  }
  return out;
}

Column Evaluator::best_gpu(const TExpr& e) {
  if (partial()) return across(e);
  return Column::constant(name_only(best_named(evaluate(e.args[0]), candidates_, ir::Value{})), false);
}

// max_over_gpus(), best_gpu() or at() in one block of a query: made once, over the whole table.
const Column& Evaluator::across(const TExpr& e) {
  QueryMemo& memo = *context_.memo;
  if (auto found = memo.across.find(&e); found != memo.across.end()) return found->second;
  Column result = Column::constant(ir::Value::missing(), is_numeric(e.type));
  if (e.op == Op::AtGpu) {
    if (const auto row = memo.whole->row_of(e.constant.text)) {
      const CandidateTable one = memo.whole->block(*row, *row + 1);
      result = Column::constant(Evaluator(graph_, one, context_).evaluate(e.args[0]).get(0), is_numeric(e.type));
    }
  } else {
    ir::Value best;
    const bool named = e.op == Op::BestGpu;
    for_each_block(*memo.whole, memo.block_rows, [&](const CandidateTable& block, std::size_t) {
      const Column values = Evaluator(graph_, block, context_).evaluate(e.args[0]);
      best = named ? best_named(values, block, best) : largest(values, block.size(), best);
    });
    result = Column::constant(named ? name_only(best) : best, !named);
  }
  return memo.across.emplace(&e, std::move(result)).first->second;
}

Column Evaluator::test_value(const TExpr& e) const {
  const Advice* advice = context_.advice;
  if (!advice) return Column::constant(ir::Value::missing(), e.op != Op::TestTop);
  if (e.op == Op::TestTop) {
    for (const auto& c : advice->candidates)
      if (c.rank == 1) return Column::constant(ir::Value::of_text(c.gpu), false);
    return Column::constant(ir::Value::missing(), false);
  }
  const std::string& gpu = e.constant.text;
  for (const auto& c : advice->candidates) {
    if (c.card != gpu && c.gpu != gpu) continue;
    switch (e.op) {
      case Op::TestRank:
        return Column::constant(c.rank ? ir::Value::of(*c.rank) : ir::Value::missing(), true);
      case Op::TestAdmitted: return Column::constant(ir::Value::of(c.admitted), true);
      case Op::TestRecommended: return Column::constant(ir::Value::of(c.recommended), true);
      case Op::TestCards: return Column::constant(ir::Value::of(c.gpus), true);
      case Op::TestWarned: return Column::constant(ir::Value::of(!c.warnings.empty()), true);
      case Op::TestFired: {
        bool fired = false;
        for (const auto* list : {&c.reasons, &c.warnings, &c.notes, &c.recommendations})
          for (const auto& s : *list) fired = fired || s.origin->rule == e.pieces[0];
        return Column::constant(ir::Value::of(fired), true);
      }
      default: break;
    }
  }
  // Not a candidate at this date: not ranked, not admitted, not recommended, not warned.
  return Column::constant(e.op == Op::TestRank || e.op == Op::TestCards ? ir::Value::missing() : ir::Value::of(0), true);
}

}  // namespace advise::eval
