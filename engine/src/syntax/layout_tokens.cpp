#include "syntax/layout_tokens.h"

#include <cctype>

#include "AdviceLexer.h"
#include "AdviceParser.h"
#include "antlr4-runtime.h"
#include "base/utf8.h"

namespace advise::syntax {
namespace {

using antlr4::tree::ParseTree;
using antlr4::tree::TerminalNode;

std::string without_trailing_space(std::string s) {
  s.erase(s.find_last_not_of(" \t\r") + 1);
  return s;
}

std::string token_text(const antlr4::Token* token) {
  std::string text = token->getText();
  return token->getType() == AdviceLexer::COMMENT ? without_trailing_space(text) : text;
}

// A node that holds a { } block directly: its children are items laid out one level deeper.
bool is_block(ParseTree* node) {
  for (auto* child : node->children)
    if (dynamic_cast<TerminalNode*>(child) && child->getText() == "{") return true;
  return false;
}

// Climbs the nodes that begin at this token: the token starts an item when one of them sits
// directly in the file or in a block. Anything else at the start of a line continues the item
// above (an `else` of a multi-line let, an operator carried over), whatever declarations exist.
bool starts_item(TerminalNode* terminal) {
  const antlr4::Token* first = terminal->getSymbol();
  ParseTree* node = terminal;
  while (node->parent) {
    ParseTree* parent = node->parent;
    if (!parent->parent || is_block(parent)) return true;
    auto* rule = dynamic_cast<antlr4::ParserRuleContext*>(parent);
    if (!rule || rule->getStart() != first) return false;
    node = parent;
  }
  return true;
}

// The parse tree's leaves, indexed by token index.
std::vector<TerminalNode*> terminals(ParseTree* root, std::size_t token_count) {
  std::vector<TerminalNode*> by_index(token_count, nullptr);
  std::vector<ParseTree*> pending{root};  // iterative: long operator chains make deep trees
  while (!pending.empty()) {
    ParseTree* node = pending.back();
    pending.pop_back();
    if (auto* leaf = dynamic_cast<TerminalNode*>(node)) {
      auto index = leaf->getSymbol()->getTokenIndex();
      if (index < token_count) by_index[index] = leaf;
    }
    for (auto* child : node->children) pending.push_back(child);
  }
  return by_index;
}

bool is_keyword(const antlr4::Token* token) {
  switch (token->getType()) {
    case AdviceLexer::IDENT: case AdviceLexer::NUMBER: case AdviceLexer::STRING:
    case AdviceLexer::DATE: case AdviceLexer::COMMENT:
      return false;
    default:
      return std::isalpha(static_cast<unsigned char>(token->getText()[0])) != 0;
  }
}

bool is_word(const std::string& text) {
  unsigned char c = text.empty() ? ' ' : static_cast<unsigned char>(text[0]);
  return std::isalnum(c) || c == '_' || c == '"' || c >= 0x80;
}

LayoutToken describe(const antlr4::Token* token, TerminalNode* leaf, TerminalNode* before) {
  LayoutToken t;
  t.text = token_text(token);
  t.line = static_cast<std::uint32_t>(token->getLine());
  t.column = static_cast<std::uint32_t>(token->getCharPositionInLine());
  t.width = base::code_points(t.text);
  t.comment = token->getType() == AdviceLexer::COMMENT;
  t.word = is_word(t.text);
  if (!leaf) return t;
  const auto& siblings = leaf->parent->children;
  t.prefix = t.text == "-" && siblings.size() > 1 && siblings.front() == leaf;
  t.unit_operator = (t.text == "/" || t.text == "*") &&
                    dynamic_cast<AdviceParser::UnitExprContext*>(leaf->parent) != nullptr;
  t.call = t.text == "(" && before && before->parent == leaf->parent && is_word(before->getText());
  t.starts_item = starts_item(leaf);
  t.ends_phrase = siblings.back() == leaf;
  t.inner_keyword = is_keyword(token) && siblings.front() != leaf;
  return t;
}

}  // namespace

std::optional<std::vector<LayoutToken>> layout_tokens(const std::string& text) {
  antlr4::ANTLRInputStream input(text);
  AdviceLexer lexer(&input);
  antlr4::CommonTokenStream stream(&lexer);
  AdviceParser parser(&stream);
  lexer.removeErrorListeners();
  parser.removeErrorListeners();
  auto* tree = parser.file();
  if (parser.getNumberOfSyntaxErrors() > 0) return std::nullopt;
  const auto& all = stream.getTokens();
  const auto leaves = terminals(tree, all.size());
  std::vector<LayoutToken> out;
  TerminalNode* before = nullptr;  // the previous token the parser saw
  for (std::size_t i = 0; i < all.size(); ++i) {
    const antlr4::Token* token = all[i];
    if (token->getType() == antlr4::Token::EOF) break;
    if (token->getType() == AdviceLexer::UNKNOWN_CHAR || token->getType() == AdviceLexer::UNTERMINATED_STRING)
      return std::nullopt;
    out.push_back(describe(token, leaves[i], before));
    if (leaves[i]) before = leaves[i];
  }
  return out;
}

std::vector<std::string> significant_tokens(const std::string& text) {
  antlr4::ANTLRInputStream input(text);
  AdviceLexer lexer(&input);
  lexer.removeErrorListeners();
  std::vector<std::string> out;
  for (auto token = lexer.nextToken(); token->getType() != antlr4::Token::EOF; token = lexer.nextToken())
    out.push_back(token_text(token.get()));
  return out;
}

}  // namespace advise::syntax
