#include "syntax/ast_builder.h"

#include <cmath>
#include <cstdlib>

#include "AdviceLexer.h"

namespace advise::syntax {
namespace {

std::string unquote(const std::string& quoted) {
  std::string out;
  for (std::size_t i = 1; i + 1 < quoted.size(); ++i) {
    char c = quoted[i];
    if (c == '\\' && i + 2 < quoted.size()) {
      char n = quoted[++i];
      out += n == 'n' ? '\n' : n == 't' ? '\t' : n;
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace

EntityKind AstBuilder::entity_kind(P::EntityKindContext* ctx) {
  const std::string k = ctx->getStart()->getText();  // one keyword; the context may have no children
  if (k == "workload") return EntityKind::Workload;
  if (k == "situation") return EntityKind::Situation;
  if (k == "measured") return EntityKind::Measured;
  if (k == "quotes") return EntityKind::Quotes;
  return EntityKind::Gpu;
}

double AstBuilder::number(antlr4::Token* token) {
  const std::string text = token->getText();
  double value = std::strtod(text.c_str(), nullptr);
  if (!std::isfinite(value)) {
    sink_.error(at(token), "E-NUMBER", "number " + text + " is too large");
    return 0;
  }
  return value;
}

void AstBuilder::add_decl(Module& m, P::DeclContext* d) {
  if (auto* c = d->importDecl()) {
    m.imports.push_back({unquote(c->STRING()->getText()), at(c->STRING()->getSymbol())});
  } else if (auto* c = d->enumDecl()) {
    m.enums.push_back(enum_decl(c));
  } else if (auto* c = d->schemaDecl()) {
    m.schemas.push_back(schema_decl(c));
  } else if (auto* c = d->entityDecl()) {
    add_entity(m, c);
  } else if (auto* c = d->letDecl()) {
    LetDecl let;
    let.name = {c->qname()->getText(), at(c->qname())};
    let.value = expr(c->expr());
    m.lets.push_back(std::move(let));
  } else if (auto* c = d->prefersDecl()) {
    PrefersDecl p;
    p.selector = {c->IDENT()->getText(), at(c->IDENT()->getSymbol())};
    p.criteria = criteria(c->criteria());
    if (c->cites()) p.cites = cites(c->cites());
    m.prefers.push_back(std::move(p));
  } else if (auto* c = d->columnsDecl()) {
    ColumnsDecl cols;
    cols.range = at(c);
    cols.details = c->kind->getText() == "details";
    for (auto* reported : c->reportColumn()) {
      auto* column = reported->column();
      cols.refs.push_back(ref(column->ref()));
      cols.aliases.push_back(column->alias ? NamedRange{column->alias->getText(), at(column->alias)} : NamedRange{});
      cols.errors.push_back(reported->error ? expr(reported->error) : nullptr);
    }
    m.columns.push_back(std::move(cols));
  } else if (auto* c = d->networkDecl()) {
    NetworkDecl network;
    network.name = {unquote(c->name->getText()), at(c->name)};
    for (auto* l : c->layerStmt()) network.layers.push_back(layer(l));
    m.networks.push_back(std::move(network));
  } else if (auto* c = d->blockDecl()) {
    BlockDecl block;
    block.name = {c->name->getText(), at(c->name)};
    for (auto* p : c->blockParam())
      block.params.push_back({{p->name->getText(), at(p->name)}, p->literal() ? literal(p->literal()) : nullptr});
    for (auto* l : c->layerStmt()) block.layers.push_back(layer(l));
    m.blocks.push_back(std::move(block));
  } else if (auto* c = d->ruleDecl()) {
    m.rules.push_back(rule_decl(c));
  } else if (auto* c = d->testDecl()) {
    m.tests.push_back(test_decl(c));
  } else if (auto* c = d->chartDecl()) {
    if (c->yWord->getText() != "y")
      sink_.error(at(c->yWord), "E-SYNTAX", "expected 'y' before the vertical axis, found '" + c->yWord->getText() + "'",
                  "write: chart \"TITLE\" x REF y REF");
    m.charts.push_back({{unquote(c->title->getText()), at(c->title)}, chart_axis(c->xAxis), chart_axis(c->yAxis)});
  } else if (auto* c = d->referenceDecl()) {
    m.references.push_back(reference_decl(c));
  } else if (auto* c = d->factDecl()) {
    m.facts.push_back(fact_decl(c));
  }
}

ChartAxis AstBuilder::chart_axis(P::ColumnContext* ctx) {
  return {ref(ctx->ref()), ctx->alias ? NamedRange{ctx->alias->getText(), at(ctx->alias)} : NamedRange{}};
}

ReferenceDecl AstBuilder::reference_decl(P::ReferenceDeclContext* ctx) {
  ReferenceDecl r;
  r.name = {ctx->IDENT()->getText(), at(ctx->IDENT()->getSymbol())};
  for (auto* f : ctx->referenceField()) {
    ReferenceField field;
    field.key = {f->key->getText(), at(f->key)};
    field.is_date = f->value->getType() == AdviceLexer::DATE;
    field.value = field.is_date ? f->value->getText() : unquote(f->value->getText());
    field.value_range = at(f->value);
    r.fields.push_back(std::move(field));
  }
  return r;
}

FactDecl AstBuilder::fact_decl(P::FactDeclContext* ctx) {
  FactDecl fact;
  auto idents = ctx->IDENT();
  fact.id = {idents[0]->getText(), at(idents[0]->getSymbol())};
  for (std::size_t i = 1; i < idents.size(); ++i)
    fact.from.push_back({idents[i]->getText(), at(idents[i]->getSymbol())});
  fact.text = unquote(ctx->text->getText());
  return fact;
}

EnumDecl AstBuilder::enum_decl(P::EnumDeclContext* ctx) {
  EnumDecl e;
  auto idents = ctx->IDENT();
  e.name = {idents[0]->getText(), at(idents[0]->getSymbol())};
  for (std::size_t i = 1; i < idents.size(); ++i)
    e.members.push_back({idents[i]->getText(), at(idents[i]->getSymbol())});
  for (auto* child : ctx->children)
    if (child->getText() == "<") e.ordered = true;
  return e;
}

TypeSpelling AstBuilder::type_spec(P::TypeSpecContext* ctx) {
  TypeSpelling t;
  t.range = at(ctx);
  using K = TypeSpelling::Kind;
  if (dynamic_cast<P::StringTypeContext*>(ctx)) t.kind = K::String;
  else if (dynamic_cast<P::BoolTypeContext*>(ctx)) t.kind = K::Bool;
  else if (dynamic_cast<P::DateTypeContext*>(ctx)) t.kind = K::Date;
  else if (dynamic_cast<P::NumberTypeContext*>(ctx)) t.kind = K::Number;
  else if (dynamic_cast<P::ShapeTypeContext*>(ctx)) t.kind = K::Shape;
  else if (auto* q = dynamic_cast<P::QuantityTypeContext*>(ctx)) {
    t.kind = K::Quantity;
    t.unit = unit(q->unitExpr());
  } else if (auto* d = dynamic_cast<P::DatedTypeContext*>(ctx)) {
    t.kind = K::Dated;
    t.unit = unit(d->unitExpr());
  } else if (auto* s = dynamic_cast<P::SetTypeContext*>(ctx)) {
    t.kind = K::Set;
    t.name = s->IDENT() ? s->IDENT()->getText() : "string";  // `set of string`
  } else if (auto* e = dynamic_cast<P::EnumTypeContext*>(ctx)) {
    t.kind = K::Enum;
    t.name = e->IDENT()->getText();
  }
  return t;
}

SchemaDecl AstBuilder::schema_decl(P::SchemaDeclContext* ctx) {
  SchemaDecl s;
  s.kind = entity_kind(ctx->entityKind());
  s.range = at(ctx->entityKind());
  for (auto* f : ctx->fieldDecl()) {
    FieldDecl field;
    field.name = {f->IDENT(0)->getText(), at(f->IDENT(0)->getSymbol())};
    field.type = type_spec(f->typeSpec());
    if (auto* b = f->bound()) {
      field.bound = BoundSpelling{b->op->getText() == ">=", quantity(b->quantity()), ""};
      field.bound->text = b->op->getText() + " " + source_text(b->quantity());
    }
    if (f->role) field.role = NamedRange{f->role->getText(), at(f->role)};
    if (f->doc) field.doc = unquote(f->doc->getText());
    s.fields.push_back(std::move(field));
  }
  return s;
}

// Catalog declarations are most of what a large program parses: the grammar's labels (name=,
// values+=) are read directly, where the generated accessors search a context's children.
EntityDecl AstBuilder::entity_decl(P::EntityDeclContext* ctx) {
  EntityDecl e;
  e.kind = entity_kind(ctx->kind);
  e.keyword_range = at(ctx->kind);
  e.name = {unquote(ctx->name->getText()), at(ctx->name)};
  e.properties.reserve(ctx->properties.size());  // a large catalog's declarations are kept until checked
  for (auto* p : ctx->properties) {
    Property prop;
    prop.name = {p->name->getText(), at(p->name)};
    prop.values.reserve(p->values.size());
    for (auto* v : p->values) {
      ValueItem item{std::move(*literal(v->value)), nullptr};
      if (v->date)
        item.dated = std::make_unique<ValueDate>(
            ValueDate{v->date->getText(), at(v->date), v->condition ? v->condition->getText() : std::string(),
                      v->seller ? unquote(v->seller->getText()) : std::string()});
      prop.values.push_back(std::move(item));
    }
    e.properties.push_back(std::move(prop));
  }
  return e;
}

std::vector<NamedRange> AstBuilder::cites(P::CitesContext* ctx) {
  std::vector<NamedRange> out;
  for (auto* id : ctx->IDENT()) out.push_back({id->getText(), at(id->getSymbol())});
  return out;
}

CriteriaSpelling AstBuilder::criteria(P::CriteriaContext* ctx) {
  CriteriaSpelling c;
  for (auto* item : ctx->criterion()) {
    CriterionSpelling s;
    auto r = ref(item->ref());
    s.path = r->kind == ExprKind::Ident ? std::vector<std::string>{r->text} : r->path();
    s.range = r->range;
    s.lowest = item->direction && item->direction->getText() == "lowest";
    c.items.push_back(std::move(s));
  }
  if (ctx->tolerance) c.tolerance = quantity(ctx->tolerance);
  return c;
}

RuleDecl AstBuilder::rule_decl(P::RuleDeclContext* ctx) {
  RuleDecl rule;
  rule.name = {unquote(ctx->name->getText()), at(ctx->name)};
  using K = RuleItem::Kind;
  for (auto* item : ctx->ruleItem()) {
    RuleItem r;
    r.range = at(item);
    if (auto* c = dynamic_cast<P::CitesItemContext*>(item)) {
      r.kind = K::Cites;
      r.cites = cites(c->cites());
    } else if (auto* c = dynamic_cast<P::WhenItemContext*>(item)) {
      r.kind = K::When;
      r.condition = expr(c->expr());
    } else if (auto* c = dynamic_cast<P::RequireItemContext*>(item)) {
      r.kind = K::Require;
      r.condition = expr(c->expr());
      if (c->message) r.message = string(c->message);
    } else if (auto* c = dynamic_cast<P::RejectItemContext*>(item)) {
      r.kind = K::Reject;
      r.message = string(c->message);
    } else if (auto* c = dynamic_cast<P::WarnItemContext*>(item)) {
      r.kind = K::Warn;
      r.message = string(c->message);
    } else if (auto* c = dynamic_cast<P::NoteItemContext*>(item)) {
      r.kind = K::Note;
      r.message = string(c->message);
    } else if (auto* c = dynamic_cast<P::InvalidItemContext*>(item)) {
      r.kind = K::Invalid;
      r.message = string(c->message);
    } else if (auto* c = dynamic_cast<P::RecommendItemContext*>(item)) {
      r.kind = K::Recommend;
      if (c->message) r.message = string(c->message);
    } else if (auto* c = dynamic_cast<P::PreferItemContext*>(item)) {
      r.kind = K::Prefer;
      r.criteria = criteria(c->criteria());
    } else if (auto* c = dynamic_cast<P::PriorityItemContext*>(item)) {
      r.kind = K::Priority;
      r.priority = number(c->NUMBER()->getSymbol());
    }
    rule.items.push_back(std::move(r));
  }
  return rule;
}

TestDecl AstBuilder::test_decl(P::TestDeclContext* ctx) {
  TestDecl test;
  test.name = {unquote(ctx->name->getText()), at(ctx->name)};
  using K = TestItem::Kind;
  for (auto* item : ctx->testItem()) {
    TestItem t;
    t.range = at(item);
    if (auto* c = dynamic_cast<P::AsOfItemContext*>(item)) {
      t.kind = K::AsOf;
      t.text = c->DATE()->getText();
      t.range = at(c->DATE()->getSymbol());
    } else if (auto* c = dynamic_cast<P::TestSituationItemContext*>(item)) {
      t.kind = K::Situation;
      t.text = unquote(c->STRING()->getText());
      t.range = at(c->STRING()->getSymbol());
    } else if (auto* c = dynamic_cast<P::TestWorkloadItemContext*>(item)) {
      t.kind = K::Workload;
      t.text = unquote(c->STRING()->getText());
      t.range = at(c->STRING()->getSymbol());
    } else if (auto* c = dynamic_cast<P::ExpectItemContext*>(item)) {
      t.kind = K::Expect;
      t.expect = expr(c->expr());
    } else if (auto* c = dynamic_cast<P::KnownDifferenceItemContext*>(item)) {
      t.kind = K::KnownDifference;
      t.text = unquote(c->STRING()->getText());
    }
    test.items.push_back(std::move(t));
  }
  return test;
}

LayerSpelling AstBuilder::layer(P::LayerStmtContext* ctx) {
  LayerSpelling l;
  l.range = at(ctx);
  using K = LayerSpelling::Kind;
  if (auto* c = dynamic_cast<P::SettingLayerContext*>(ctx)) {
    l.kind = K::Setting;
    l.name = {c->key->getText(), at(c->key)};
    l.value = literal(c->literal());
  } else if (auto* c = dynamic_cast<P::CallLayerContext*>(ctx)) {
    l.kind = K::Call;
    l.name = {c->kind->getText(), at(c->kind)};
    for (auto* a : c->layerArg()) {
      LayerArg arg;
      if (a->key) arg.key = {a->key->getText(), at(a->key)};
      arg.value = literal(a->literal());
      l.args.push_back(std::move(arg));
    }
  } else if (auto* c = dynamic_cast<P::RepeatLayerContext*>(ctx)) {
    l.kind = K::Repeat;
    l.name = {"repeat", at(ctx->getStart())};
    l.count = number(c->NUMBER()->getSymbol());
    for (auto* b : c->layerStmt()) l.body.push_back(layer(b));
  } else if (auto* c = dynamic_cast<P::ResidualLayerContext*>(ctx)) {
    l.kind = K::Residual;
    l.name = {"residual", at(ctx->getStart())};
    for (auto* b : c->layerStmt()) l.body.push_back(layer(b));
  } else if (auto* c = dynamic_cast<P::ParallelLayerContext*>(ctx)) {
    l.kind = K::Parallel;
    l.name = {"parallel", at(ctx->getStart())};
    for (auto* branch : c->branch()) {
      l.branches.emplace_back();
      for (auto* b : branch->layerStmt()) l.branches.back().push_back(layer(b));
    }
  }
  return l;
}

}  // namespace advise::syntax
