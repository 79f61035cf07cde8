#include "syntax/token_types.h"

#include "AdviceLexer.h"
#include "AdviceParser.h"

namespace advise::syntax {

std::size_t literal_type(const std::string& literal) {
  antlr4::ANTLRInputStream none;
  AdviceLexer lexer(&none);
  const auto& vocabulary = lexer.getVocabulary();
  for (std::size_t t = 1; t <= vocabulary.getMaxTokenType(); ++t)
    if (vocabulary.getLiteralName(t) == literal) return t;
  return 0;
}

bool begins_entity(std::size_t type) {
  static const antlr4::misc::IntervalSet first = [] {
    antlr4::ANTLRInputStream none;
    AdviceLexer lexer(&none);
    antlr4::CommonTokenStream tokens(&lexer);
    AdviceParser parser(&tokens);
    const auto& atn = parser.getATN();
    return atn.nextTokens(atn.ruleToStartState[AdviceParser::RuleEntityDecl]);
  }();
  return first.contains(type);
}

}  // namespace advise::syntax
