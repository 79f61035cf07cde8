// Build-time tool: compiles the lexer that ANTLR generates from grammar/Advice.g4 into a flat
// transition table for ASCII input (syntax/table_lexer.h), written as C++ to the file named.
//
// ANTLR's lexer builds the same DFA lazily while it runs, one state and edge at a time, and walks
// it through a lock and a hash map per character: a third of the time it takes to load a large
// catalog. Here every state reachable from the start state on characters 0-127 is built once, by
// ANTLR's own simulator, so the table is the grammar's lexer and not a second definition of it.
#include <cstdio>
#include <map>
#include <queue>
#include <string>
#include <vector>

#include "AdviceLexer.h"
#include "antlr4-runtime.h"

namespace {

using antlr4::dfa::DFAState;

constexpr std::size_t kAsciiEnd = 128;

// What a state accepts: a token type, its channel, or a skipped token.
struct Accept {
  std::size_t type = 0;  // 0: not an accept state
  std::size_t channel = antlr4::Token::DEFAULT_CHANNEL;
  bool skip = false;
};

class DfaWalker : public antlr4::atn::LexerATNSimulator {
 public:
  DfaWalker(AdviceLexer& lexer, antlr4::atn::PredictionContextCache& cache)
      : LexerATNSimulator(&lexer, lexer.getATN(),
                          lexer.getInterpreter<antlr4::atn::LexerATNSimulator>()->_decisionToDFA, cache) {}

  // The state reached from `from` on character `c`, or null when the DFA has no edge.
  DFAState* step(antlr4::CharStream* input, DFAState* from, std::size_t c) {
    DFAState* to = getExistingTargetState(from, c);
    if (!to) to = computeTargetState(input, from, c);
    return to == ERROR.get() ? nullptr : to;
  }
};

Accept accept_of(const DFAState* state) {
  Accept accept;
  if (!state->isAcceptState) return accept;
  accept.type = state->prediction;
  if (!state->lexerActionExecutor) return accept;
  for (const auto& action : state->lexerActionExecutor->getLexerActions()) {
    switch (action->getActionType()) {
      case antlr4::atn::LexerActionType::SKIP:
        accept.skip = true;
        break;
      case antlr4::atn::LexerActionType::CHANNEL:
        accept.channel = static_cast<std::size_t>(
            static_cast<const antlr4::atn::LexerChannelAction&>(*action).getChannel());
        break;
      default:
        std::fprintf(stderr, "lexer_table_gen: a lexer command other than skip or channel: extend the table lexer\n");
        std::exit(1);
    }
  }
  return accept;
}

void write_table(std::FILE* out, const std::vector<std::vector<int>>& next, const std::vector<Accept>& accepts) {
  std::fprintf(out, "// Generated at build time by lexer_table_gen from grammar/Advice.g4. Do not edit.\n");
  std::fprintf(out, "constexpr std::size_t kTableStates = %zu;\n", next.size());
  std::fprintf(out, "constexpr std::int16_t kTableNext[kTableStates][128] = {\n");
  for (const auto& row : next) {
    std::fprintf(out, "  {");
    for (std::size_t c = 0; c < row.size(); ++c) std::fprintf(out, c ? ",%d" : "%d", row[c]);
    std::fprintf(out, "},\n");
  }
  std::fprintf(out, "};\nconstexpr TableAccept kTableAccept[kTableStates] = {\n");
  for (const auto& a : accepts) std::fprintf(out, "  {%zu, %zu, %s},\n", a.type, a.channel, a.skip ? "true" : "false");
  std::fprintf(out, "};\n");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: lexer_table_gen OUTPUT\n");
    return 2;
  }
  // One token lexed makes ANTLR build the DFA's start state.
  antlr4::ANTLRInputStream seed("a");
  AdviceLexer lexer(&seed);
  lexer.nextToken();
  if (lexer.getATN().modeToStartState.size() != 1) {
    std::fprintf(stderr, "lexer_table_gen: the grammar has lexer modes: extend the table lexer\n");
    return 1;
  }
  antlr4::atn::PredictionContextCache cache;
  DfaWalker walker(lexer, cache);
  DFAState* start = walker._decisionToDFA[0].s0;
  std::map<DFAState*, int> number{{start, 0}};
  std::vector<DFAState*> states{start};
  std::vector<std::vector<int>> next;
  for (std::size_t i = 0; i < states.size(); ++i) {
    std::vector<int> row(kAsciiEnd, -1);
    for (std::size_t c = 0; c < kAsciiEnd; ++c) {
      DFAState* to = walker.step(&seed, states[i], c);
      if (!to) continue;
      auto [it, added] = number.emplace(to, static_cast<int>(states.size()));
      if (added) states.push_back(to);
      row[c] = it->second;
    }
    next.push_back(std::move(row));
  }
  if (states.size() > 32767) {  // the table's entries are std::int16_t
    std::fprintf(stderr, "lexer_table_gen: %zu DFA states do not fit the table's 16-bit entries\n", states.size());
    return 1;
  }
  std::vector<Accept> accepts;
  for (auto* state : states) accepts.push_back(accept_of(state));
  std::FILE* out = std::fopen(argv[1], "w");
  if (!out) {
    std::perror(argv[1]);
    return 1;
  }
  write_table(out, next, accepts);
  return std::fclose(out) == 0 ? 0 : 1;
}
