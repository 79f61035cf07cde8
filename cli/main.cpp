// advise: which GPU for this deep-learning work, and why.
#include <string>
#include <vector>

#include "cli_common.h"

int main(int argc, char** argv) { return advise::cli::run(std::vector<std::string>(argv + 1, argv + argc)); }
