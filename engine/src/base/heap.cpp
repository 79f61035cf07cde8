#include "base/heap.h"

#include <cstdlib>

namespace advise::base {

void sort_freed_memory(std::size_t freed_blocks) {
#ifdef __GLIBC__
  constexpr std::size_t kSortedPerAllocation = 10000;  // MAX_ITERS in glibc's _int_malloc
  // Larger than a syntax tree's blocks (no exact fit stops the sorting early), smaller than the
  // size glibc maps from the system instead of the heap.
  constexpr std::size_t kProbe = 48 * 1024;
  for (std::size_t i = 0; i <= freed_blocks / kSortedPerAllocation; ++i) {
    void* volatile probe = std::malloc(kProbe + 16 * (i % 64));
    std::free(probe);
  }
#else
  (void)freed_blocks;
#endif
}

}  // namespace advise::base
