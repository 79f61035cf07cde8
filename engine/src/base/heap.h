#pragma once
// The load's last step: sorting the memory it freed, so that the first query does not.
#include <cstddef>

namespace advise::base {

// glibc keeps freed blocks in an unsorted list and sorts at most 10,000 of them per later
// allocation that finds no block of its exact size. A large load frees its syntax trees last: at a
// million GPU declarations, about 1.4 million blocks, whose sorting was half of the first query's
// time (the second took half as long). This pays for it here, with one allocation per 10,000
// blocks of the `freed_blocks` expected. Nothing to do with other allocators.
void sort_freed_memory(std::size_t freed_blocks);

}  // namespace advise::base
