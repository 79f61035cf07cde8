# Properties named as other tools name them get the workload schema's own word as a hint: a word
# of the name (num_gpus -> gpus), or the one its first word begins (seq_len -> sequence).
workload "u" { model "ResNet-50"  num_gpus 2  batch_size 8  trainable_parameters 1e6 }
workload "v" { model "Llama-3.1-8B"  task transformer  seq_len 512  context_length 4096  lora_r 8 }
