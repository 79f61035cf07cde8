# Several GPUs (F1-F8).

# Several GPUs in one computer (F2, F3, F6): convolutional nets scale well, recurrent ones
# slightly less, dense nets and transformers poorly (F1, F3).
let gpus = situation.gpus ?? 1
let task = workload.task ?? conv
let multi_gpu_speedup = if gpus <= 1 then 1
  else if task == conv then (if gpus == 2 then 1.9 else if gpus == 3 then 2.8 else 3.5 * gpus / 4)
  else if task == rnn then (if gpus == 2 then 1.8 else if gpus == 3 then 2.6 else 3.2 * gpus / 4)
  else 1 + 0.3 * (gpus - 1)

rule "dense nets scale poorly" {
  cites F1, F3
  when gpus > 1 and (task == mlp or task == transformer)
  note "dense layers and transformers gain little from data parallelism (F1, F3): check whether one GPU is faster"
}

rule "several GPUs for several experiments" {
  cites F4
  when gpus > 1
  note "several GPUs are most useful for separate experiments side by side (F4); then PCIe lanes matter little"
}

rule "one computer, not two" {
  cites F8
  when gpus > 4
  note "four cards in one computer are far more cost-efficient than two computers of cheaper cards (F8)"
}

rule "one GPU suffices" {
  cites F5
  when gpus > 1 and workload.dataset < 15 GB
  note "for data sets under about 10-15 GB one GPU is enough (F5); more GPUs mainly run more experiments"
}
