#include "syntax/parser.h"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>

#include "syntax/unit_words.h"

#include "AdviceLexer.h"
#include "AdviceParser.h"
#include "antlr4-runtime.h"
#include "base/utf8.h"
#include "base/limits.h"
#include "syntax/char_input.h"
#include "syntax/encoding.h"
#include "syntax/token_pool.h"

namespace advise::syntax {
namespace {

using P = AdviceParser;

// Expressions nested deeper than this are refused before parsing, so that the recursive-descent
// parser and every later recursive pass stay far from the stack limit.
constexpr int kMaxNesting = 128;
// The parser's own limit, in rule invocations: an expression level costs it up to three (expr,
// primary, the bracket's expr), and declarations a few more. Catches what the token scan cannot
// see, such as `if if if ...` or `if a then if b then ...`.
constexpr int kMaxParserDepth = 3 * kMaxNesting + 32;

// Where a token stream sits in its file: interpolated expressions are parsed out of a string and
// must report positions in the enclosing file.
struct Placement {
  std::uint32_t file = 0;
  std::uint32_t line_offset = 0;    // added to every token line
  std::uint32_t column_offset = 0;  // added to columns on the stream's first line
};

base::SourceRange range_of(const antlr4::Token* token, const Placement& at) {
  base::SourceRange r;
  r.file = at.file;
  if (!token) return r;
  r.line = static_cast<std::uint32_t>(token->getLine()) + at.line_offset;
  r.column = static_cast<std::uint32_t>(token->getCharPositionInLine()) + 1 +
             (token->getLine() == 1 ? at.column_offset : 0);
  // Token indexes count characters (char_input.h), so the length needs no copy of the text. A
  // token made up by error recovery has no place in the input: its length is 1.
  const auto start = token->getStartIndex(), stop = token->getStopIndex();
  const bool placed = token->getType() != antlr4::Token::EOF && start != INVALID_INDEX && stop != INVALID_INDEX &&
                      stop >= start;
  r.length = placed ? static_cast<std::uint32_t>(stop - start + 1) : 1;
  return r;
}

base::SourceRange range_of(antlr4::ParserRuleContext* ctx, const Placement& at) {
  base::SourceRange r = range_of(ctx->getStart(), at);
  auto* stop = ctx->getStop();
  if (stop && stop->getLine() == ctx->getStart()->getLine() &&
      stop->getStopIndex() >= ctx->getStart()->getStartIndex())
    r.length = static_cast<std::uint32_t>(stop->getStopIndex() - ctx->getStart()->getStartIndex() + 1);
  return r;
}

// The characters a rule matched, spaces included ("1 GB" where getText() gives "1GB").
std::string source_text(antlr4::ParserRuleContext* ctx) {
  return ctx->getStart()->getInputStream()->getText(
      antlr4::misc::Interval(ctx->getStart()->getStartIndex(), ctx->getStop()->getStopIndex()));
}

// Replaces the grammar's token names in ANTLR messages with words a user knows.
std::string friendly(std::string message) {
  static const std::pair<const char*, const char*> names[] = {
      {"IDENT", "a name"},     {"STRING", "a string"},  {"NUMBER", "a number"},
      {"PERCENT", "'%'"},      {"DATE", "a date"},      {"<EOF>", "end of file"},
      {"UNKNOWN_CHAR", "an unexpected character"},
  };
  for (auto [from, to] : names) {
    for (std::size_t at = message.find(from); at != std::string::npos;
         at = message.find(from, at + std::string(to).size())) {
      bool word_start = at == 0 || !std::isalnum(static_cast<unsigned char>(message[at - 1]));
      bool word_end = at + std::string(from).size() >= message.size() ||
                      !std::isalnum(static_cast<unsigned char>(message[at + std::string(from).size()]));
      if (word_start && word_end) message.replace(at, std::string(from).size(), to);
    }
  }
  // ANTLR lists every token that could follow as {a, b, c}: past a handful that helps nobody,
  // below that it reads better as "a, b or c".
  auto open = message.find("expecting {");
  if (open != std::string::npos) {
    auto close = message.rfind('}');
    std::string set = close > open ? message.substr(open + 11, close - open - 11) : "";
    auto commas = std::count(set.begin(), set.end(), ',');
    if (commas > 6) {
      message.erase(open == 0 ? 0 : open - 1);
    } else {
      auto last = set.rfind(", ");
      if (last != std::string::npos) set.replace(last, 2, " or ");
      message = message.substr(0, open) + "expecting " + set + (close + 1 < message.size() ? message.substr(close + 1) : "");
    }
  }
  return message;
}

class SyntaxErrorListener : public antlr4::BaseErrorListener {
 public:
  SyntaxErrorListener(base::DiagnosticSink& sink, Placement at) : sink_(sink), at_(at) {}

  void syntaxError(antlr4::Recognizer* recognizer, antlr4::Token* offending, size_t line,
                   size_t column, const std::string& message, std::exception_ptr) override {
    // Bad characters and unterminated strings were already reported by the lexical scan.
    if (offending && (offending->getType() == AdviceLexer::UNKNOWN_CHAR ||
                      offending->getType() == AdviceLexer::UNTERMINATED_STRING))
      return;
    auto* parser = dynamic_cast<antlr4::Parser*>(recognizer);
    if (offending && parser && report_unknown_unit(parser, offending)) return;
    base::SourceRange r;
    if (offending) {
      r = range_of(offending, at_);
    } else {
      r.file = at_.file;
      r.line = static_cast<std::uint32_t>(line) + at_.line_offset;
      r.column = static_cast<std::uint32_t>(column) + 1 + (line == 1 ? at_.column_offset : 0);
    }
    std::string hint;
    // A keyword or unit word where a name was expected: the user thinks of it as a name.
    const std::string wanted = "expecting IDENT";
    if (offending && offending->getType() != AdviceLexer::IDENT && message.size() >= wanted.size() &&
        message.compare(message.size() - wanted.size(), wanted.size(), wanted) == 0) {
      const std::string word = offending->getText();
      if (!word.empty() && std::isalpha(static_cast<unsigned char>(word[0])))
        hint = "'" + word + "' is a reserved word of the language and cannot be a name";
    }
    sink_.error(r, "E-SYNTAX", friendly(message), hint);
  }

 private:
  // A name after a number that is not in the unit table parses as something else (the next
  // property, say), and the parser stops at it or a few tokens later. The misspelt unit is the
  // error to report: when the parser stopped at the word itself, or when the word is close to a
  // unit word. Later errors that find the same word are consequences and stay silent.
  bool report_unknown_unit(antlr4::Parser* parser, antlr4::Token* offending) {
    const antlr4::Token* word = word_after_number(parser->getTokenStream(), offending->getTokenIndex());
    if (!word || is_unit_word(word->getText())) return false;
    if (word->getTokenIndex() == reported_word_) return true;
    const std::string text = word->getText();
    const std::string meant = closest_unit_word(text);
    if (meant.empty() && word != offending) return false;
    std::string hint = meant.empty() ? "" : "did you mean '" + meant + "'?";
    // 224x224x3 lexes as 224 and the name x224x3.
    if (meant.empty() && text.size() > 1 && text[0] == 'x' && std::isdigit(static_cast<unsigned char>(text[1])))
      hint = "a shape has spaces around x: 224 x 224 x 3";
    sink_.error(range_of(word, at_), "E-UNIT", "unknown unit '" + text + "'", hint);
    reported_word_ = word->getTokenIndex();
    return true;
  }

  // The name right after a number among the last few tokens up to `index`, if any.
  static const antlr4::Token* word_after_number(antlr4::TokenStream* stream, std::size_t index) {
    constexpr int kLookBack = 3;
    const antlr4::Token* after = nullptr;  // the default-channel token after the one at i
    int seen = 0;
    for (auto i = static_cast<std::ptrdiff_t>(index); i >= 0 && seen <= kLookBack; --i) {
      const antlr4::Token* token = stream->get(static_cast<std::size_t>(i));
      if (token->getChannel() != antlr4::Token::DEFAULT_CHANNEL) continue;
      ++seen;
      if (after && after->getType() == AdviceLexer::IDENT && token->getType() == AdviceLexer::NUMBER) return after;
      after = token;
    }
    return nullptr;
  }

  std::size_t reported_word_ = static_cast<std::size_t>(-1);
  base::DiagnosticSink& sink_;
  Placement at_;
};

// Reports the first byte that is not UTF-8, at its line and column: the lexer cannot read on.
bool check_encoding(const std::string& text, const Placement& at, base::DiagnosticSink& sink) {
  const auto bad = first_invalid_utf8(text);
  if (!bad) return true;
  base::SourceRange r;
  r.file = at.file;
  r.line = 1 + at.line_offset;
  r.column = 1 + at.column_offset;
  for (std::size_t k = 0; k < *bad; ++k) {
    if (text[k] == '\n') {
      ++r.line;
      r.column = 1;
    } else if ((static_cast<unsigned char>(text[k]) & 0xC0) != 0x80) {
      ++r.column;
    }
  }
  static const char* hex = "0123456789ABCDEF";
  const auto byte = static_cast<unsigned char>(text[*bad]);
  sink.error(r, "E-ENCODING", std::string("byte 0x") + hex[byte >> 4] + hex[byte & 15] + " is not UTF-8",
             "source files are UTF-8 text; convert this one (e.g. iconv -t UTF-8)");
  return false;
}

// Stops the parse when rule invocations nest deeper than kMaxParserDepth, before the
// recursive-descent parser runs out of stack.
class NestingGuard : public antlr4::tree::ParseTreeListener {
 public:
  struct TooDeep {
    antlr4::Token* at;
  };
  void enterEveryRule(antlr4::ParserRuleContext* ctx) override {
    if (++depth_ > kMaxParserDepth) throw TooDeep{ctx->getStart()};
  }
  void exitEveryRule(antlr4::ParserRuleContext*) override { --depth_; }
  void visitTerminal(antlr4::tree::TerminalNode*) override {}
  void visitErrorNode(antlr4::tree::ErrorNode*) override {}
  // A parse that bailed out (the SLL stage) leaves rules it never exited. `depth`: the rules a
  // parse is already inside (1 for declarations parsed outside their file rule).
  void reset(int depth = 0) { depth_ = depth; }

 private:
  int depth_ = 0;
};

// The grammar's spelling of a token's type, quotes included ("'('", "'not'"), or "" for a token
// that is not a literal. The scan compares types, not text: getText() copies every token's text
// out of the UTF-32 input, which was a fifth of the load's time.
const std::string& literal_of(const antlr4::Token* token) {
  static const std::vector<std::string> names = [] {
    antlr4::ANTLRInputStream none;
    AdviceLexer lexer(&none);
    const auto& vocabulary = lexer.getVocabulary();
    std::vector<std::string> out;
    for (std::size_t t = 0; t <= vocabulary.getMaxTokenType(); ++t) out.push_back(vocabulary.getLiteralName(t));
    return out;
  }();
  static const std::string none;
  const auto type = token->getType();
  return type < names.size() ? names[type] : none;
}

// Brackets open at a point of the token scan, with the commas counted inside each: a call or list
// with too many arguments is refused before the parser builds a tree for it (a million-argument
// max() took 32 s and 1.3 GB of parse tree before any check ran).
class BracketScan {
 public:
  // False (after reporting) when the token nests too deep or holds too many arguments.
  bool step(antlr4::Token* token, const Placement& at, base::DiagnosticSink& sink) {
    const std::string& text = literal_of(token);
    if (text == "'('" || text == "'['" || text == "'{'") {
      // Its place, not the token: the declaration-at-a-time parse frees tokens as it goes.
      open_.push_back({range_of(token, at), text == "'{'", 0});
      if (open_.size() == static_cast<std::size_t>(kMaxNesting) + 1) {
        sink.error(open_.back().range, "E-NESTING", "nesting deeper than " + std::to_string(kMaxNesting) + " levels");
        return false;
      }
    } else if ((text == "')'" || text == "']'" || text == "'}'") && !open_.empty()) {
      open_.pop_back();
    } else if (text == "','" && !open_.empty() && !open_.back().brace &&
               ++open_.back().commas == base::limits::kMaxArguments) {
      sink.error(open_.back().range, "E-LIMIT",
                 "a call or list with more than " + std::to_string(base::limits::kMaxArguments) +
                     " arguments: the limit is " + std::to_string(base::limits::kMaxArguments));
      return false;
    }
    return true;
  }

 private:
  struct Open {
    base::SourceRange range;
    bool brace;          // a block: its commas are not arguments
    std::size_t commas;  // inside it
  };
  std::vector<Open> open_;
};

// The checks made on every token before the parser sees it: bad characters, unterminated
// strings, runaway nesting and oversized argument lists.
class TokenScan {
 public:
  // False (after reporting) when the token must not be parsed: nesting or an argument count over
  // its limit. Lexical errors are reported and return true, so that the parser reports the rest.
  bool step(antlr4::Token* token, const Placement& at, base::DiagnosticSink& sink) {
    // Comments are on the hidden channel for the formatter; the parser never sees them.
    if (token->getChannel() != antlr4::Token::DEFAULT_CHANNEL) return true;
    const std::string& word = literal_of(token);
    prefix_run_ = (word == "'not'" || word == "'-'") ? prefix_run_ + 1 : 0;
    if (prefix_run_ == kMaxNesting + 1) {
      sink.error(range_of(token, at), "E-NESTING",
                 "more than " + std::to_string(kMaxNesting) + " prefix operators in a row");
      return false;
    }
    switch (token->getType()) {
      case AdviceLexer::UNKNOWN_CHAR:
        sink.error(range_of(token, at), "E-CHAR", "unexpected character '" + token->getText() + "'");
        return true;
      case AdviceLexer::UNTERMINATED_STRING:
        sink.error(range_of(token, at), "E-STRING", "string is not closed before the end of the line");
        return true;
      default:
        return brackets_.step(token, at, sink);
    }
  }

 private:
  BracketScan brackets_;
  int prefix_run_ = 0;  // `not not not ...` recurses in the parser like brackets do
};

// Scans a whole stream's tokens (TokenScan) before it is parsed; false when it must not be.
bool scan_tokens(antlr4::CommonTokenStream& tokens, const Placement& at, base::DiagnosticSink& sink) {
  tokens.fill();
  TokenScan scan;
  // By index: getTokens() would copy the whole file's token list (6 MB for 10k GPUs).
  for (std::size_t i = 0; i < tokens.size(); ++i)
    if (!scan.step(tokens.get(i), at, sink)) return false;
  return true;
}

// The lexer, each token scanned (TokenScan) as the parser asks for it, for the path that parses a
// file one declaration at a time: lexing the whole file first held all of its tokens at once, the
// largest part of a large catalog's peak memory. A token the scan reports on ends the input there
// (an EOF token) and marks it refused(): the whole-file parse then scans first and reports.
// Throwing instead would unwind through ANTLR's prediction, which leaks what it holds.
class ScanningLexer : public antlr4::TokenSource {
 public:
  ScanningLexer(AdviceLexer& lexer, const Placement& at, base::DiagnosticSink& sink)
      : lexer_(lexer), at_(at), sink_(sink) {}

  bool refused() const { return refused_; }

  std::unique_ptr<antlr4::Token> nextToken() override {
    auto token = lexer_.nextToken();
    const auto errors = sink_.error_count();
    if (!refused_ && (!scan_.step(token.get(), at_, sink_) || sink_.error_count() != errors)) refused_ = true;
    if (refused_) static_cast<antlr4::CommonToken&>(*token).setType(antlr4::Token::EOF);
    return token;
  }
  size_t getLine() const override { return lexer_.getLine(); }
  size_t getCharPositionInLine() override { return lexer_.getCharPositionInLine(); }
  antlr4::CharStream* getInputStream() override { return lexer_.getInputStream(); }
  std::string getSourceName() override { return lexer_.getSourceName(); }
  antlr4::TokenFactory<antlr4::CommonToken>* getTokenFactory() override { return lexer_.getTokenFactory(); }

 private:
  AdviceLexer& lexer_;
  Placement at_;
  base::DiagnosticSink& sink_;
  TokenScan scan_;
  bool refused_ = false;
};

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

class AstBuilder {
 public:
  AstBuilder(const base::SourceFiles& files, base::DiagnosticSink& sink, Placement at)
      : files_(files), sink_(sink), at_(at) {}

  Module module(P::FileContext* file) {
    Module m;
    m.file = at_.file;
    for (auto* decl : file->decl()) add_decl(m, decl);
    return m;
  }

  void add_decl(Module& m, P::DeclContext* d);
  // After what it reported was taken back: it reports again what it meets again.
  void forget_reports() { too_deep_reported_ = false; }

  ExprPtr expr(P::ExprContext* ctx);

  // A string literal, split into text pieces and interpolated expressions.
  ExprPtr string(antlr4::Token* token);

 private:
  base::SourceRange at(antlr4::Token* t) const { return range_of(t, at_); }
  base::SourceRange at(antlr4::ParserRuleContext* c) const { return range_of(c, at_); }

  EnumDecl enum_decl(P::EnumDeclContext* ctx);
  SchemaDecl schema_decl(P::SchemaDeclContext* ctx);
  TypeSpelling type_spec(P::TypeSpecContext* ctx);
  EntityDecl entity_decl(P::EntityDeclContext* ctx);
  RuleDecl rule_decl(P::RuleDeclContext* ctx);
  TestDecl test_decl(P::TestDeclContext* ctx);
  ChartAxis chart_axis(P::ColumnContext* ctx);
  ReferenceDecl reference_decl(P::ReferenceDeclContext* ctx);
  FactDecl fact_decl(P::FactDeclContext* ctx);
  CriteriaSpelling criteria(P::CriteriaContext* ctx);
  std::vector<NamedRange> cites(P::CitesContext* ctx);
  ExprPtr primary(P::PrimaryContext* ctx);
  LayerSpelling layer(P::LayerStmtContext* ctx);
  ExprPtr literal(P::LiteralContext* ctx);
  ExprPtr quantity(P::QuantityContext* ctx);
  ExprPtr ref(P::RefContext* ctx);
  UnitSpelling unit(P::UnitExprContext* ctx);
  double number(antlr4::Token* token);
  static EntityKind entity_kind(P::EntityKindContext* ctx);

  const base::SourceFiles& files_;
  base::DiagnosticSink& sink_;
  Placement at_;
  int depth_ = 0;
  bool too_deep_reported_ = false;
  std::map<std::string, std::shared_ptr<const std::vector<UnitTerm>>> units_;  // by unit()'s key
};

EntityKind AstBuilder::entity_kind(P::EntityKindContext* ctx) {
  const std::string k = ctx->getText();
  if (k == "workload") return EntityKind::Workload;
  if (k == "situation") return EntityKind::Situation;
  if (k == "measured") return EntityKind::Measured;
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
    m.entities.push_back(entity_decl(c));
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
      ValueItem item;
      item.value = literal(v->value);
      if (v->date) {
        item.date = v->date->getText();
        item.date_range = at(v->date);
      }
      if (v->condition) item.condition = v->condition->getText();
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

ExprPtr AstBuilder::expr(P::ExprContext* ctx) {
  auto e = std::make_unique<Expr>();
  e->range = at(ctx);
  // Long operator chains (1 + 1 + ... + 1) parse without recursion but make a deep tree.
  struct Depth {
    int& d;
    explicit Depth(int& depth) : d(++depth) {}
    ~Depth() { --d; }
  } guard(depth_);
  if (depth_ > kMaxNesting) {
    if (!too_deep_reported_)
      sink_.error(at(ctx), "E-NESTING", "expression nested deeper than " + std::to_string(kMaxNesting) +
                                            " operators", "split it into several lets");
    too_deep_reported_ = true;
    return e;
  }
  if (auto* c = dynamic_cast<P::PrimaryExprContext*>(ctx)) return primary(c->primary());
  if (auto* c = dynamic_cast<P::UnaryExprContext*>(ctx)) {
    e->kind = ExprKind::Unary;
    e->text = c->op->getText();
    e->args.push_back(expr(c->expr()));
    return e;
  }
  if (auto* c = dynamic_cast<P::IfExprContext*>(ctx)) {
    e->kind = ExprKind::If;
    for (auto* sub : c->expr()) e->args.push_back(expr(sub));
    return e;
  }
  // Every remaining alternative is binary: expr op expr.
  e->kind = ExprKind::Binary;
  antlr4::Token* op = nullptr;
  std::vector<P::ExprContext*> operands;
  if (auto* c = dynamic_cast<P::MulExprContext*>(ctx)) op = c->op, operands = c->expr();
  else if (auto* c = dynamic_cast<P::AddExprContext*>(ctx)) op = c->op, operands = c->expr();
  else if (auto* c = dynamic_cast<P::DefaultExprContext*>(ctx)) op = c->op, operands = c->expr();
  else if (auto* c = dynamic_cast<P::CompareExprContext*>(ctx)) op = c->op, operands = c->expr();
  else if (auto* c = dynamic_cast<P::InExprContext*>(ctx)) op = c->op, operands = c->expr();
  else if (auto* c = dynamic_cast<P::AndExprContext*>(ctx)) op = c->op, operands = c->expr();
  else if (auto* c = dynamic_cast<P::OrExprContext*>(ctx)) op = c->op, operands = c->expr();
  e->text = op ? op->getText() : "?";
  for (auto* sub : operands) e->args.push_back(expr(sub));
  return e;
}

ExprPtr AstBuilder::primary(P::PrimaryContext* ctx) {
  if (auto* c = dynamic_cast<P::LiteralPrimaryContext*>(ctx)) return literal(c->literal());
  if (auto* c = dynamic_cast<P::RefPrimaryContext*>(ctx)) return ref(c->ref());
  if (auto* c = dynamic_cast<P::ParenPrimaryContext*>(ctx)) return expr(c->expr());
  auto e = std::make_unique<Expr>();
  e->range = at(ctx);
  std::vector<P::ExprContext*> args;
  if (auto* c = dynamic_cast<P::CallPrimaryContext*>(ctx)) {
    e->kind = ExprKind::Call;
    e->text = c->fn->getText();
    e->range = at(c->fn);
    args = c->expr();
  } else if (auto* c = dynamic_cast<P::ListPrimaryContext*>(ctx)) {
    e->kind = ExprKind::List;
    args = c->expr();
  }
  for (auto* a : args) e->args.push_back(expr(a));
  return e;
}

ExprPtr AstBuilder::literal(P::LiteralContext* ctx) {
  if (auto* c = dynamic_cast<P::QuantityLiteralContext*>(ctx)) return quantity(c->quantity());
  if (auto* c = dynamic_cast<P::StringLiteralContext*>(ctx)) return string(c->STRING()->getSymbol());
  auto e = std::make_unique<Expr>();
  e->range = at(ctx);
  if (auto* c = dynamic_cast<P::ShapeLiteralContext*>(ctx)) {
    e->kind = ExprKind::Shape;
    for (auto* n : c->NUMBER()) e->parts_to_write().shape.push_back(number(n->getSymbol()));
  } else if (auto* c = dynamic_cast<P::DateLiteralContext*>(ctx)) {
    e->kind = ExprKind::Date;
    e->text = c->DATE()->getText();
  } else if (dynamic_cast<P::BoolLiteralContext*>(ctx)) {
    e->kind = ExprKind::Bool;
    e->number = ctx->getText() == "true" ? 1 : 0;
  } else if (auto* c = dynamic_cast<P::IdentLiteralContext*>(ctx)) {
    e->kind = ExprKind::Ident;
    e->text = c->IDENT()->getText();
  }
  return e;
}

ExprPtr AstBuilder::quantity(P::QuantityContext* ctx) {
  auto e = std::make_unique<Expr>();
  e->kind = ExprKind::Number;
  e->range = at(ctx);
  e->number = number(ctx->number);
  if (ctx->sign) e->number = -e->number;
  if (ctx->unit) e->unit = unit(ctx->unit);
  return e;
}

UnitSpelling AstBuilder::unit(P::UnitExprContext* ctx) {
  std::vector<UnitTerm> terms;
  std::string key;  // "GB^1/s^-1"
  const auto& factors = ctx->factors;
  for (std::size_t i = 0; i < factors.size(); ++i) {
    UnitTerm term;
    term.name = factors[i]->word->getText();
    if (factors[i]->power) {
      double power = number(factors[i]->power);
      if (power < 1 || power > 4 || power != static_cast<int>(power)) {
        sink_.error(at(factors[i]), "E-UNIT", "unit powers are whole numbers from 1 to 4");
        power = 1;
      }
      term.power = static_cast<int>(power);
    }
    if (i > 0 && ctx->op[i - 1]->getText() == "/") term.power = -term.power;
    key += term.name + "^" + std::to_string(term.power) + "/";
    terms.push_back(std::move(term));
  }
  auto& shared = units_[key];
  if (!shared) shared = std::make_shared<const std::vector<UnitTerm>>(std::move(terms));
  UnitSpelling u;
  u.shared_terms = shared;
  u.range = at(ctx);
  return u;
}

ExprPtr AstBuilder::ref(P::RefContext* ctx) {
  auto e = std::make_unique<Expr>();
  e->range = at(ctx);
  auto idents = ctx->IDENT();
  // When the head is itself an IDENT it is the first of IDENT(); skip it.
  std::size_t first = ctx->head->getType() == AdviceLexer::IDENT ? 1 : 0;
  if (first == 1 && idents.size() == 1) {
    e->kind = ExprKind::Ident;
    e->text = ctx->head->getText();
    return e;
  }
  e->kind = ExprKind::Ref;
  auto& path = e->parts_to_write().path;
  path.push_back(ctx->head->getText());
  for (std::size_t i = first; i < idents.size(); ++i) path.push_back(idents[i]->getText());
  return e;
}

ExprPtr parse_expression_at(const base::SourceFiles& files, const std::string& text, Placement at,
                            base::DiagnosticSink& sink);

ExprPtr AstBuilder::string(antlr4::Token* token) {
  auto e = std::make_unique<Expr>();
  e->kind = ExprKind::String;
  e->range = at(token);
  const std::string raw = token->getText();
  const base::SourceRange start = at(token);
  // Columns count code points, as ANTLR does, not bytes. Counted once, left to right, so that a
  // string of many interpolations stays linear.
  std::size_t counted = 0;
  std::uint32_t points = 0;
  auto column_of = [&](std::size_t byte) {
    for (; counted < byte; ++counted)
      if ((static_cast<unsigned char>(raw[counted]) & 0xC0) != 0x80) ++points;
    return start.column + points;
  };
  std::string piece;
  // Walk the raw text (quotes included) so that columns of interpolations stay exact.
  for (std::size_t i = 1; i + 1 < raw.size(); ++i) {
    char c = raw[i];
    if (c == '\\' && i + 2 < raw.size()) {
      char n = raw[++i];
      piece += n == 'n' ? '\n' : n == 't' ? '\t' : n;
    } else if ((c == '{' || c == '}') && raw[i + 1] == c) {
      piece += c;
      ++i;
    } else if (c == '{') {
      const std::size_t close = raw.find('}', i + 1);
      base::SourceRange r = start;
      r.column = column_of(i);
      if (close != std::string::npos && raw.find_first_not_of(" \t", i + 1) == close) {
        r.length = static_cast<std::uint32_t>(close - i + 1);
        sink_.error(r, "E-INTERPOLATION", "empty '{}' in a string", "write '{{}}' for literal braces");
        i = close;
        continue;
      }
      if (close == std::string::npos || close == raw.size() - 1) {
        r.length = 1;
        sink_.error(r, "E-INTERPOLATION", "'{' is not closed in this string", "write '{{' for a literal brace");
        break;
      }
      Placement inner{at_.file, start.line - 1, column_of(i + 1) - 1};
      auto sub = parse_expression_at(files_, raw.substr(i + 1, close - i - 1), inner, sink_);
      if (!sub) {
        sub = std::make_unique<Expr>();
        sub->kind = ExprKind::String;
        sub->parts_to_write().pieces.push_back("");
      }
      e->parts_to_write().pieces.push_back(std::move(piece));
      piece.clear();
      e->args.push_back(std::move(sub));
      i = close;
    } else {
      piece += c;
    }
  }
  e->parts_to_write().pieces.push_back(std::move(piece));
  return e;
}

// A token stream that frees the tokens of declarations already parsed: a whole file's tokens
// held until its end were a third of a large catalog's peak memory.
class ReleasingTokenStream : public antlr4::CommonTokenStream {
 public:
  using CommonTokenStream::CommonTokenStream;
  // Frees the tokens before the current one, except the last one on the parser's channel, which
  // the parser reads back (LT(-1)) when a rule ends, and numbers the rest from 0 again, so that the
  // list stays as short as the lookahead. Only between declarations: freed tokens cannot be read
  // again, and a parse that must start over needs a new stream.
  void release_consumed() {
    std::size_t keep = _p;  // _tokens[keep - 1]: the last default-channel token before _p
    while (keep > 1 && _tokens[keep - 1]->getChannel() != antlr4::Token::DEFAULT_CHANNEL) --keep;
    if (keep < 2) return;
    const std::size_t drop = keep - 1;
    _tokens.erase(_tokens.begin(), _tokens.begin() + static_cast<std::ptrdiff_t>(drop));
    _p -= drop;
    for (auto& token : _tokens)
      static_cast<antlr4::CommonToken&>(*token).setTokenIndex(token->getTokenIndex() - drop);
  }
};

struct Pipeline {
  std::unique_ptr<antlr4::CharStream> input;  // reads the text given: it must outlive the pipeline
  PooledTokenFactory token_factory;           // before the tokens: it outlives them
  AdviceLexer lexer;
  ScanningLexer scanning;  // the lexer's tokens scanned one by one, when the pipeline scans as it parses
  ReleasingTokenStream tokens;
  AdviceParser parser;
  SyntaxErrorListener listener;
  NestingGuard guard;

  enum class Scan { First, AsParsed };
  // Scan::First: the caller scans the stream (scan_tokens) before parsing; Scan::AsParsed: each
  // token is scanned as the parser fetches it (ScanningLexer).
  Pipeline(const std::string& text, base::DiagnosticSink& sink, Placement at, Scan scan = Scan::First)
      : input(char_input(text)),
        lexer(input.get()),
        scanning(lexer, at, sink),
        tokens(scan == Scan::AsParsed ? static_cast<antlr4::TokenSource*>(&scanning) : &lexer),
        parser(&tokens),
        listener(sink, at) {
    lexer.setTokenFactory(&token_factory);
    lexer.removeErrorListeners();
    parser.removeErrorListeners();
    parser.addErrorListener(&listener);
    parser.addParseListener(&guard);
  }
};

// Runs one start rule of the parser; null after reporting when its input nests too deep.
template <typename StartRule>
auto parse_guarded(const Placement& at, base::DiagnosticSink& sink, StartRule start) -> decltype(start()) {
  try {
    return start();
  } catch (const NestingGuard::TooDeep& deep) {
    sink.error(range_of(deep.at, at), "E-NESTING",
               "nesting deeper than " + std::to_string(kMaxNesting) + " levels", "split it into several lets");
    return nullptr;
  }
}

// Parses with ANTLR's fast SLL prediction first; only input it cannot parse that way (a syntax
// error, or a rare construct that needs full context) is parsed again with full LL prediction,
// which also reports the errors. This is ANTLR's documented two-stage strategy.
template <class Tree>
Tree* parse_two_stage(Pipeline& p, Tree* (AdviceParser::*rule)()) {
  auto* simulator = p.parser.getInterpreter<antlr4::atn::ParserATNSimulator>();
  simulator->setPredictionMode(antlr4::atn::PredictionMode::SLL);
  p.parser.removeErrorListeners();
  p.parser.setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
  try {
    return (p.parser.*rule)();
  } catch (const antlr4::ParseCancellationException&) {
  }
  p.parser.reset();
  p.guard.reset();
  simulator->setPredictionMode(antlr4::atn::PredictionMode::LL);
  p.parser.setErrorHandler(std::make_shared<antlr4::DefaultErrorStrategy>());
  p.parser.addErrorListener(&p.listener);
  return (p.parser.*rule)();
}

ExprPtr parse_expression_at(const base::SourceFiles& files, const std::string& text, Placement at,
                            base::DiagnosticSink& sink) {
  Pipeline p(text, sink, at);
  const auto errors_before = sink.error_count();
  if (!scan_tokens(p.tokens, at, sink)) return nullptr;
  auto* tree = parse_guarded(at, sink, [&] { return parse_two_stage(p, &AdviceParser::exprOnly); });
  if (sink.error_count() > errors_before) return nullptr;
  AstBuilder builder(files, sink, at);
  return builder.expr(tree->expr());
}

}  // namespace

// The path of input without syntax errors, nearly all input: SLL prediction one declaration at a
// time, each token scanned as it is read and each declaration's parse tree and tokens freed once
// it is made into AST. Holding a whole file's tokens and parse trees at once was most of the load's
// peak memory, and freeing them a tenth of its time. Null, with what was reported taken back, when
// the input needs more (a token the scan reports on, a syntax error, a construct SLL cannot decide,
// nesting too deep): the whole-file parse then redoes it on a new pipeline, as this one's tokens
// are freed as they are used.
std::optional<Module> parse_declarations(Pipeline& p, AstBuilder& builder, base::DiagnosticSink& sink,
                                         std::uint32_t file) {
  const auto mark = sink.mark();
  p.parser.getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(antlr4::atn::PredictionMode::SLL);
  p.parser.removeErrorListeners();
  p.parser.setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
  p.guard.reset(1);  // as inside the file rule, so that the depth limit is the same
  Module m;
  m.file = file;
  try {
    while (p.tokens.LA(1) != antlr4::Token::EOF) {
      builder.add_decl(m, p.parser.decl());
      p.parser.getTreeTracker().reset();
      p.tokens.release_consumed();
    }
    if (!p.scanning.refused()) return m;
  } catch (const antlr4::ParseCancellationException&) {
  } catch (const NestingGuard::TooDeep&) {
  }
  sink.rollback(mark);
  builder.forget_reports();
  return std::nullopt;
}

Module parse_module(const base::SourceFiles& files, std::uint32_t file, base::DiagnosticSink& sink) {
  Placement at{file, 0, 0};
  Module empty;
  empty.file = file;
  if (!check_encoding(files.text(file), at, sink)) return empty;
  AstBuilder builder(files, sink, at);
  {
    Pipeline p(files.text(file), sink, at, Pipeline::Scan::AsParsed);
    if (auto module = parse_declarations(p, builder, sink, file)) return std::move(*module);
  }
  Pipeline again(files.text(file), sink, at);
  const auto errors_before = sink.error_count();
  if (!scan_tokens(again.tokens, at, sink)) return empty;
  auto* tree = parse_guarded(at, sink, [&] { return parse_two_stage(again, &AdviceParser::file); });
  if (sink.error_count() > errors_before) return empty;
  return builder.module(tree);
}

ExprPtr parse_expression(const base::SourceFiles& files, std::uint32_t file, base::DiagnosticSink& sink) {
  const Placement at{file, 0, 0};
  if (!check_encoding(files.text(file), at, sink)) return nullptr;
  return parse_expression_at(files, files.text(file), at, sink);
}

}  // namespace advise::syntax
