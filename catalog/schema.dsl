# What a GPU entry may say. Every property is optional; a rule that reads a property a card
# lacks sees "missing" (see docs/language.md, "Missing values").

enum vendor = nvidia, amd, intel, google
enum line = geforce, titan, quadro, tesla, datacenter, radeon, instinct, cloud
enum arch = fermi < kepler < maxwell < pascal < volta < turing < ampere < ada < hopper < blackwell
enum cooling = blower, open, passive
enum memory_kind = gddr5, gddr5x, gddr6, gddr6x, gddr7, hbm, hbm2, hbm2e, hbm3, hbm3e

schema gpu {
  vendor: vendor
  line: line
  arch: arch
  compute: number            "CUDA compute capability, e.g. 7.5"
  memory: B
  memory_type: memory_kind
  fast_memory: B             "memory that runs at full speed where it is less than memory (GTX 970)"
  bandwidth: B/s
  fp32: FLOPS
  fp16: FLOPS                "non-tensor half precision"
  tensor_fp16: FLOPS         "dense tensor-core FP16, the vendor's headline rate"
  tensor_bf16: FLOPS
  tensor_tf32: FLOPS
  tensor_fp8: FLOPS
  tensor_int8: OPS
  sms: number
  l2: B
  tdp: W
  cooling: cooling
  slots: number
  founders_edition: bool
  poor_value: bool           "a guide judged it poor value for deep learning (F56: Titan RTX, Titan V, Titan Xp)"
  released: date             "cards released after --as-of are not candidates"
  price: dated USD           "purchase prices, new or used, at dates"
  rent: dated USD/h          "cloud price per GPU-hour at dates"
  cuda_name: set of string   "every name CUDA and nvidia-smi report for this card (older drivers omit the NVIDIA prefix); `advise probe` and measured blocks named by device match it"
  source: string
}
