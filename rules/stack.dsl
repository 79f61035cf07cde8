# The training stack: eager (one kernel per layer, as PyTorch's eager mode runs) or fused (a stack
# built for large models). docs/workload-model.md, "Speed", explains the term and its fit.

# Training stacks built for large models (Megatron-LM, NeMo, llm-foundry, torchtitan) run their
# weights' products at a larger part of the tensor peak than tensor_utilisation, which is fitted on
# eager frameworks' runs and so also stands for the time their unfused kernels take between the
# products (bias adds, copies of heads into and out of attention, casts), time the model does not
# count kernel by kernel and a fused stack does not spend. Fitted with bench/accuracy/fit.py on the
# fit split's fused rows (Megatron-LM's); attention's own products keep the eager rate, since a
# fused stack runs them in the same attention kernels (FlashAttention) an eager one calls.
let fused_tensor_utilisation = 1
let fused_stack = workload.fused_stack ?? (stated_sharding == tensor or stated_sharding == pipeline)
let fused_training = fused_stack and not serving
let fused_matmul_rate = max(tensor_peak * fused_tensor_utilisation * tensor_feed, vector_peak) * arch_efficiency
# The time a weight product takes at the fused rate, as a part of its time at matmul_rate.
let stack_product_share = if fused_training then matmul_rate / fused_matmul_rate else 1
# Language models are trained in both kinds of stack, and the default (eager, unless the
# sharding is one only fused stacks do) changes the estimate by the ratio of the two rates where
# the products run on tensor cores (on vector units the fitted rates do not differ).
let fused_stack_stated = (workload.fused_stack or not workload.fused_stack) ?? false
rule "eager stack assumed" {
  when token_model and not serving and not lora_finetune and not fused_stack_stated and not fused_stack
       and fused_matmul_rate > 1.05 * matmul_rate
  note "assumes an eager stack, one kernel per layer (PyTorch's eager mode, Hugging Face's Trainer); a stack built for large models (Megatron-LM, NeMo, llm-foundry, torchtitan) runs the weights' products {fused_matmul_rate / matmul_rate} times as fast on this card: write fused_stack true if you train with one, fused_stack false to keep this estimate without this note"
}
