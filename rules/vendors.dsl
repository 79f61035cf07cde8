# Vendors and platforms (F10-F14, F18).

rule "no cuDNN" {
  cites F10, F11
  when gpu.vendor == nvidia and gpu.arch < kepler
  warn "cuDNN needs Kepler or newer: most deep learning libraries will not use this card well"
}

rule "AMD software" {
  cites F12, F18
  when gpu.vendor == amd
  warn "ROCm runs the main networks, but the community is small and newer networks may lack support"
}

# The Xeon Phi generation (before 2018); today's Intel GPUs are warned below.
rule "Xeon Phi" {
  cites F13
  when gpu.vendor == intel and gpu.released < 2018-01
  reject "avoid Intel Xeon Phi for deep learning: poor C++11 support, slow when tensor sizes change, BLAS routines incompatible with NumPy/SciPy"
}

rule "Intel software" {
  cites F12, F76
  when gpu.vendor == intel and gpu.released >= 2018-01
  warn "PyTorch runs on Intel Arc GPUs through its XPU backend and on Gaudi through Intel's Gaudi software, but CUDA-only libraries (FlashAttention builds, bitsandbytes, many custom kernels) may be missing"
}

# Apple's GPUs (Metal, no CUDA) run other software than every other vendor's: they train through
# PyTorch's MPS backend (F118), and serve through llama.cpp's Metal build or MLX, not vLLM (F117;
# rules/software.dsl and rules/inference.dsl).
let apple_gpu = gpu.vendor == apple
rule "Apple software" {
  cites F118
  when apple_gpu and not serving
  warn "PyTorch trains on this GPU through its MPS backend: CUDA-only libraries (FlashAttention's kernels, many custom kernels) do not run, and an operator MPS lacks stops the run or falls back to the CPU"
}

# GeForce licence (F14) and the complexity of clusters (F9).
rule "GeForce in a data center" {
  cites F14
  when (situation.data_center ?? false) and (gpu.line == geforce or gpu.line == titan)
  warn "NVIDIA's licence restricts GeForce and Titan cards in data centers"
}
