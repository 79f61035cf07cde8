#include "syntax/prediction.h"

#include <vector>

namespace advise::syntax {
namespace {

// One DFA per decision of the grammar, and the context cache they share: what the generated
// parser keeps in statics for all threads, here kept per thread.
struct ThreadDecisions {
  explicit ThreadDecisions(const antlr4::atn::ATN& atn) {
    dfas.reserve(atn.getNumberOfDecisions());
    for (std::size_t i = 0; i < atn.getNumberOfDecisions(); ++i) dfas.emplace_back(atn.getDecisionState(i), i);
  }
  std::vector<antlr4::dfa::DFA> dfas;
  antlr4::atn::PredictionContextCache contexts;
};

ThreadDecisions& thread_decisions(const antlr4::atn::ATN& atn) {
  thread_local ThreadDecisions decisions(atn);  // one grammar, so one ATN
  return decisions;
}

class LeanPredictionSimulator : public antlr4::atn::ParserATNSimulator {
 public:
  using ParserATNSimulator::ParserATNSimulator;

  // The runtime's own wraps its clean-up in a std::function: an allocation per prediction,
  // several per value in a catalog declaration.
  size_t adaptivePredict(antlr4::TokenStream* input, size_t decision, antlr4::ParserRuleContext* outer) override {
    antlr4::dfa::DFA& dfa = decisionToDFA[decision];
    if (dfa.isPrecedenceDfa() || dfa.s0 == nullptr) return ParserATNSimulator::adaptivePredict(input, decision, outer);
    _input = input;
    _startIndex = input->index();
    _outerContext = outer;
    _dfa = &dfa;
    struct Restore {
      LeanPredictionSimulator& sim;
      antlr4::TokenStream* input;
      size_t index;
      ssize_t mark;
      ~Restore() {
        sim.mergeCache.clear();
        sim._dfa = nullptr;
        input->seek(index);
        input->release(mark);
      }
    } restore{*this, input, _startIndex, input->mark()};
    return execATN(dfa, dfa.s0, input, _startIndex, outer);
  }

  // The runtime takes a lock shared by every thread around this lookup; the DFA here belongs to
  // this thread, and only this thread adds to it.
  antlr4::dfa::DFAState* getExistingTargetState(antlr4::dfa::DFAState* previous, size_t t) override {
    auto it = previous->edges.find(t);
    return it == previous->edges.end() ? nullptr : it->second;
  }
};

}  // namespace

void use_lean_prediction(AdviceParser& parser) {
  const auto& atn = parser.getATN();
  auto& decisions = thread_decisions(atn);
  // setInterpreter() deletes the simulator the generated constructor made.
  parser.setInterpreter(new LeanPredictionSimulator(&parser, atn, decisions.dfas, decisions.contexts));
}

}  // namespace advise::syntax
