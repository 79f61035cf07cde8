# What a GPU entry may say. Every property is optional; a rule that reads a property a card
# lacks sees "missing" (see docs/language.md, "Missing values"). `> 0` after a type: a zero or
# negative value is impossible, an error (E-RANGE) where it is written.

enum vendor = nvidia, amd, intel, google, apple
# system: a whole computer sold with its GPU (Mac Studio, DGX Spark, Ryzen AI Max machines), not a card.
enum line = geforce, titan, quadro, tesla, datacenter, radeon, instinct, cloud, system
enum arch = fermi < kepler < maxwell < pascal < volta < turing < ampere < ada < hopper < blackwell
enum cooling = blower, open, passive
enum memory_kind = gddr5, gddr5x, gddr6, gddr6x, gddr7, hbm, hbm2, hbm2e, hbm3, hbm3e, lpddr5, lpddr5x

schema gpu {
  vendor: vendor
  line: line
  arch: arch
  compute: number > 0 role compute_capability "CUDA compute capability, e.g. 7.5"
  memory: B > 0 role memory_size
  memory_type: memory_kind
  fast_memory: B > 0         "memory that runs at full speed where it is less than memory (GTX 970)"
  bandwidth: B/s > 0
  fp32: FLOPS > 0
  fp16: FLOPS > 0            "non-tensor half precision"
  tensor_fp16: FLOPS > 0     "dense tensor-core FP16, the vendor's headline rate"
  tensor_bf16: FLOPS > 0
  tensor_tf32: FLOPS > 0
  tensor_fp8: FLOPS > 0
  tensor_int8: OPS > 0
  sms: number > 0 role multiprocessors
  nvlink: B/s > 0            "GPU-to-GPU bandwidth per GPU over NVLink (or Infinity Fabric, ICI), both directions together"
  pcie: number > 0           "PCIe generation of the card's host link: 3, 4, 5"
  l2: B > 0
  tdp: W > 0
  cooling: cooling
  slots: number > 0
  unified_memory: bool "the GPU shares the computer's memory (Apple silicon, DGX Spark, Ryzen AI Max)"
  founders_edition: bool
  poor_value: bool           "a guide judged it poor value for deep learning (F56: Titan RTX, Titan V, Titan Xp)"
  released: date role release_date "cards released after --as-of are not candidates"
  discontinued: date role end_of_production "end of production or of the offering: after it new prices and rents expire, used prices stay"
  software_until: date       "the last date the vendor's current software stack supported the chip (ROCm for AMD, F73)"
  price: dated USD > 0 role purchase_price "purchase prices, new or used, at dates, each perhaps with its seller (`from \"ebay\"`)"
  rent: dated USD/h > 0 role rent_price "cloud price per GPU-hour at dates, on demand, each perhaps with its provider (`from \"lambda\"`)"
  spot_rent: dated USD/h > 0 role spot_rent_price "cloud price per GPU-hour of interruptible (spot) instances; used when the situation says spot true"
  layer_time_ratio: number > 0 "set by a measurement only: the workload's products timed on this card over their estimate (`advise FILE --probe`)"
  aliases: set of string role aliases "other names price tables give the card (SkyPilot's A100-80GB); `advise prices import` matches them, and cuda_name, and the name"
  cuda_name: set of string role cuda_names "every name CUDA and nvidia-smi report for this card (older drivers omit the NVIDIA prefix); `advise probe` and measured blocks named by device match it"
  source: string role source
  count: number > 0 role gpu_count "set by the engine: how many of the card a candidate configuration has (1 to the rules' configuration.largest)"
}
