#pragma once
// Owns one handle or descriptor of the CUDA libraries (cuBLASLt, cuDNN, cuDNN's graph interface)
// and destroys it with the library's own function; not copyable.
namespace advise::kernels {

template <typename T, auto Destroy>
struct Owned {
  T value{};
  Owned() = default;
  Owned(const Owned&) = delete;
  Owned& operator=(const Owned&) = delete;
  ~Owned() { if (value) Destroy(value); }
};

}  // namespace advise::kernels
