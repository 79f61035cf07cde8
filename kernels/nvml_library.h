#pragma once
// The few NVML entry points the probe uses, loaded at run time (dlopen) so that nothing links
// against the driver's library: where it is missing the probe still measures, without clocks or
// the PCIe link. The signatures are NVML's C ABI (nvml.h), declared here because the CUDA
// toolkit does not always ship that header.
namespace advise::kernels {

class Nvml {
 public:
  Nvml();
  ~Nvml();
  Nvml(const Nvml&) = delete;
  Nvml& operator=(const Nvml&) = delete;

  // The device with this PCI bus id (cudaDeviceGetPCIBusId), or nullptr when NVML is missing.
  void* device(const char* bus_id) const;
  bool pcie(void* device, unsigned& generation, unsigned& width) const;
  bool mig_enabled(void* device) const;
  // Processes using the GPU, this one included; -1 when unknown.
  int process_count(void* device) const;
  // The SM clock now, in MHz; 0 when unknown.
  unsigned sm_clock_mhz(void* device) const;

 private:
  void* library_ = nullptr;
  bool ready_ = false;
  int (*init_)() = nullptr;
  int (*shutdown_)() = nullptr;
  int (*by_bus_)(const char*, void**) = nullptr;
  int (*generation_)(void*, unsigned*) = nullptr;
  int (*width_)(void*, unsigned*) = nullptr;
  int (*mig_)(void*, unsigned*, unsigned*) = nullptr;
  int (*processes_)(void*, unsigned*, void*) = nullptr;
  int (*clock_)(void*, int, unsigned*) = nullptr;
};

}  // namespace advise::kernels
