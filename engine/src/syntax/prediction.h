#pragma once
// How the parser predicts which alternative comes next. Internal to syntax/ (ANTLR types).
#include "AdviceParser.h"

namespace advise::syntax {

// Gives the parser ANTLR's prediction with two costs taken out, with the same decisions: its
// prediction cache (DFA) is the calling thread's own, so reading it takes no lock and parsers on
// different threads never wait for each other; and no std::function per prediction. Call it on
// the thread that parses.
void use_lean_prediction(AdviceParser& parser);

}  // namespace advise::syntax
