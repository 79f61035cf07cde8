# Software support by date (F11, F71-F73, F77): cards the current CUDA, PyTorch and ROCm releases no
# longer run, as of the query date. Each rule cites the release that dropped them.

# The least compute capability the current CUDA toolkit builds for (F71): CUDA 12.0 (2022-12)
# dropped Kepler, CUDA 13.0 (2025-08) Maxwell, Pascal and Volta.
let software.cuda_floor = if as_of >= 2025-08 then 7.5 else if as_of >= 2022-12 then 5.0 else 3.0

# A card no current stack supports: below the CUDA floor, or past the date its vendor's stack
# dropped it (gpu.software_until: ROCm for AMD, F73).
let software.unsupported = ((gpu.vendor == nvidia and gpu.compute < software.cuda_floor) ?? false)
  or ((as_of > gpu.software_until) ?? false)

rule "CUDA 13 and PyTorch 2.8 dropped it" {
  cites F71, F72
  when gpu.vendor == nvidia and as_of >= 2025-08 and gpu.compute < 7.5
  warn "unsupported software: CUDA 13.0 (2025-08) no longer builds for compute capability {gpu.compute}, and PyTorch 2.8's default CUDA 12.8 wheels (2025-08) leave out Maxwell and Pascal; only legacy CUDA 12.6 builds still run it"
}

rule "CUDA 12 dropped it" {
  cites F71
  when gpu.vendor == nvidia and as_of >= 2022-12 and as_of < 2025-08 and gpu.compute < 5.0
  warn "unsupported software: CUDA 12.0 (2022-12) no longer builds for compute capability {gpu.compute} (Kepler)"
}

rule "ROCm dropped it" {
  cites F73
  when as_of > gpu.software_until
  warn "unsupported software: the vendor's current stack dropped this chip after {gpu.software_until} (ROCm 6.x for gfx906)"
}

# TPUs have no CUDA at all (F77): what runs is what XLA compiles.
rule "TPU frameworks" {
  cites F77
  when gpu.vendor == google and as_of >= 2023-01
  note "runs TensorFlow, JAX and PyTorch through XLA (JAX best supported); CUDA kernels and CUDA-only libraries do not run"
}
