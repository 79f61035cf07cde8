# Experts' answers of 2020-2026 (F100 onwards) that rules/tests/experts.dsl asks as dated questions:
# later versions of Dettmers' guide, the LLM papers and tutorials, community benchmarks and buying
# guides. Figures are the documents'; the wording is ours. docs/sources.md lists the documents.
# Where a document was read in a copy or a summary, its reference's comment says which.

reference dettmers_2020 {
  author "Tim Dettmers"
  title "Which GPU(s) to Get for Deep Learning: My Experience and Advice for Using GPUs in Deep Learning"
  published 2020-09-07
  url "https://timdettmers.com/2020/09/07/which-gpu-for-deep-learning/"
  comment "the guide rewritten for Ampere (RTX 30 series); its TL;DR advice and memory guidelines read in verbatim copies kept in GitHub notes (a PC-build note and a markdown summary of the post)"
}

reference answerai_fsdp_qlora_2024 {
  author "Answer.AI"
  title "You can now train a 70b language model at home"
  published 2024-03-06
  url "https://www.answer.ai/posts/2024-03-06-fsdp-qlora.html"
  comment "a collaboration of Answer.AI, Tim Dettmers (University of Washington) and Hugging Face (Titus von Koeller, Sourab Mangrulkar); FSDP and QLoRA combined: a 70B model fine-tunes on a desktop with two or more 24 GB gaming GPUs (RTX 3090 or 4090)"
}

reference dai_llm_benchmarks {
  author "Xiongjie Dai"
  title "GPU-Benchmarks-on-LLM-Inference: Multiple NVIDIA GPUs or Apple Silicon for Large Language Model Inference?"
  published 2023-12
  url "https://github.com/XiongjieDai/GPU-Benchmarks-on-LLM-Inference"
  comment "llama.cpp on RunPod GPUs and Apple Silicon: the LLaMA 2 table (snapshots of 2023-12) marks which GPUs run 7B and 70B in q4_0 and f16 and which run out of memory (OOM); the LLaMA 3 table (snapshots of 2024-05) adds 8B F16 on the RTX 4080 16GB up to 4096 generated tokens, OOM at 8192"
}

reference hf_sagemaker_llama2_2023 {
  author "Philipp Schmid (Hugging Face)"
  title "Llama 2 on Amazon SageMaker a Benchmark"
  published 2023-09-26
  url "https://huggingface.co/blog/llama-sagemaker-benchmark"
  comment "60 configurations of Llama 2 7B, 13B and 70B on g5 instances (NVIDIA A10G, 24 GB) and p4d.24xlarge (8 x A100 40GB) with TGI; most cost-effective: 7B and 13B in GPTQ 4-bit on g5.2xlarge (one A10G), 70B GPTQ on ml.g5.12xlarge (4 x A10G); 70B unquantised on ml.p4d.24xlarge"
}

reference hf_llama31_2024 {
  author "Philipp Schmid, Omar Sanseviero, Alvaro Bartolome, Leandro von Werra, Daniel Vila, Vaibhav Srivastav, Marc Sun, Pedro Cuenca (Hugging Face)"
  title "Llama 3.1 - 405B, 70B & 8B with multilinguality and long context"
  published 2024-07-23
  url "https://huggingface.co/blog/llama31"
  comment "section How much memory does Llama 3.1 need?: inference 8B 16 GB (FP16) / 4 GB (INT4), 70B 140 / 70 (FP8) / 35 GB, 405B 810 / 405 / 203 GB, an 8 x H100 node has about 640 GB; training: full 60 / 300 GB, LoRA 16 / 160 GB, QLoRA 6 / 48 GB for 8B / 70B"
}

reference hf_cloud_run_llama31 {
  author "Hugging Face (Google Cloud Containers examples)"
  title "Deploy Llama 3.1 8B with TGI DLC on Cloud Run"
  published 2024-09
  url "https://github.com/huggingface/Google-Cloud-Containers/tree/main/examples/cloud-run/deploy-llama-3-1-on-cloud-run"
  comment "an INT4 (AWQ) 8B model served by TGI on one NVIDIA L4 (24 GiB) per Cloud Run instance, 64 concurrent requests; written while GPUs on Cloud Run were a preview (announced 2024-08): the month is our estimate"
}

reference llama_factory_hardware {
  author "Yaowei Zheng and LLaMA-Factory contributors"
  title "LLaMA-Factory README: Hardware Requirement (estimated)"
  published 2024-06
  url "https://github.com/hiyouga/LLaMA-Factory#hardware-requirement"
  comment "the table of GPU memory per method and model size (7B: full AMP 120 GB, full pure bf16 60 GB, LoRA 16 GB, QLoRA 8-bit 10 GB, 4-bit 6 GB; 70B: 1200 / 600 / 160 / 80 / 48 GB); in the README since early 2024 (a copy of 2024-01-23 has it), read in a 2025 version; the month is our estimate"
}

reference bitsandbytes_install_2024 {
  author "bitsandbytes maintainers (Hugging Face)"
  title "bitsandbytes documentation: Installation (v0.43.0)"
  published 2024-03
  url "https://huggingface.co/docs/bitsandbytes/v0.43.0/installation"
  comment "\"bitsandbytes is only supported on CUDA GPUs for CUDA versions 11.0 - 12.3\"; v0.42.0 (2024-01): AMD GPUs and Apple M1 support \"coming soon\"; v0.44.1 (2024-09) and v0.45.1 (2025-01): CUDA only, other backends in a multi-backend alpha"
}

reference bitsandbytes_install_2025 {
  author "bitsandbytes maintainers (Hugging Face)"
  title "bitsandbytes documentation: Installation Guide (v0.45.1 and v0.48.1)"
  published 2025-01
  url "https://huggingface.co/docs/bitsandbytes/v0.45.1/installation"
  comment "v0.45.1 (2025-01): \"currently only supported on CUDA GPUs\", AMD ROCm and Intel in an alpha; v0.48.1 (2025): \"official support for NVIDIA GPUs, CPUs, Intel XPUs, and Intel Gaudi\", AMD ROCm experimental; v0.50 (2026) adds official AMD support; the release months after v0.45.1 are not checked"
}

reference hf_transformers_single_gpu {
  author "Hugging Face"
  title "Transformers documentation: Methods and tools for efficient training on a single GPU (v4.39.3)"
  published 2024-04
  url "https://huggingface.co/docs/transformers/v4.39.3/perf_train_gpu_one#bf16"
  comment "section BF16: \"If you have access to an Ampere or newer hardware you can use bf16 for mixed precision training and evaluation\" (the same since the bf16 guide of 2021-12)"
}

reference unsloth_notebooks {
  author "Daniel Han, Michael Han (Unsloth AI)"
  title "Unsloth fine-tuning notebooks (Llama, Mistral, Qwen, Gemma)"
  published 2024-01
  url "https://github.com/unslothai/unsloth#-finetune-for-free"
  comment "every notebook's setup line: \"dtype = None # None for auto detection. Float16 for Tesla T4, V100, Bfloat16 for Ampere+\""
}

reference diffusers_text_to_image {
  author "Hugging Face diffusers"
  title "diffusers examples/text_to_image/README.md: Stable Diffusion text-to-image fine-tuning"
  published 2022-11
  url "https://github.com/huggingface/diffusers/tree/main/examples/text_to_image"
  comment "section Hardware: \"With gradient_checkpointing and mixed_precision it should be possible to fine tune the model on a single 24GB GPU. For higher batch_size and faster training it's better to use GPUs with >30GB memory\" (train_batch_size 1, 512 x 512); the month is our estimate"
}

reference diffusers_dreambooth {
  author "Hugging Face diffusers"
  title "diffusers examples/dreambooth/README.md: DreamBooth training example"
  published 2022-11
  url "https://github.com/huggingface/diffusers/tree/main/examples/dreambooth"
  comment "sections Training on a 16GB GPU (gradient checkpointing and the 8-bit optimizer of bitsandbytes) and Training on a 12GB GPU (also xformers and setting grads to none); train_batch_size 1 at 512 x 512; the month is our estimate"
}

reference a1111_webui {
  author "AUTOMATIC1111 and contributors"
  title "Stable Diffusion web UI README: Features"
  published 2022-10
  url "https://github.com/AUTOMATIC1111/stable-diffusion-webui#features"
  comment "\"4GB video card support (also reports of 2GB working)\", Stable Diffusion 1.x at 512 x 512; the month is our estimate"
}

reference localllama_3090_2025 {
  author "r/LocalLLaMA user post"
  title "RTX 3090 still offers the best bang for the buck (follow-up to a thread asking for the best 16GB GPU)"
  published 2025-06
  url "https://www.reddit.com/r/LocalLLaMA/"
  comment "read in a mirror of the subreddit (rl.huuu.biz/r/LocalLLAMA): \"as of June 2025 no cheaper way than RTX 3090 to get to 24-48-72GB of really fast memory\"; the RTX 4090 is 2-2.5x the price second-hand without a compelling uplift for inference; the thread's own address was not recovered"
}

reference bestllmfor_3090_2026 {
  author "Mohamed Meguedmi"
  title "Best Local LLM for RTX 3090 in 2026 - Still Worth It?"
  published 2026-05
  url "https://bestllmfor.com/best/rtx-3090-still-worth-it/"
  comment "used RTX 3090 at 500-700 USD (May 2026), a third of a used RTX 4090 and a quarter of an RTX 5090; verdict: still the best dollars-per-VRAM card for local inference"
}

reference peft_kbit_training {
  author "Hugging Face (PEFT maintainers)"
  title "PEFT: prepare_model_for_kbit_training (peft/utils/other.py)"
  published 2023-05
  url "https://github.com/huggingface/peft/blob/main/src/peft/utils/other.py"
  comment "the preparation QLoRA recipes run on a model loaded in 4 or 8 bits with bitsandbytes: every parameter left in fp16 or bf16 (embeddings, output layer, norms) is cast to fp32 \"for stability\"; the 4-bit weights are left alone"
}

reference vllm_install_cpu_apple {
  author "vLLM maintainers"
  title "vLLM documentation: Installation, CPU (Apple silicon) and GPU"
  published 2025-12
  url "https://docs.vllm.ai/en/latest/getting_started/installation/cpu/"
  comment "\"vLLM has experimental support for macOS with Apple Silicon ... Currently the CPU implementation for macOS supports FP32 and FP16 datatypes\" (the same words from v0.8 of 2025 to v0.32); on macOS VLLM_TARGET_DEVICE is cpu, \"currently the only supported device\"; for Apple's GPU the docs point to vllm-metal, a community-maintained plugin on MLX; its GPU backends are NVIDIA CUDA, AMD ROCm and Intel XPU (the GPU installation page) and Google TPU (vllm-tpu); the month is that of the version read"
}

reference peft_fsdp_qlora {
  author "Hugging Face (PEFT maintainers)"
  title "PEFT documentation: Fully Sharded Data Parallel (accelerate/fsdp), \"Use PEFT QLoRA and FSDP for finetuning large models on multiple GPUs\""
  published 2024-10
  url "https://github.com/huggingface/peft/blob/5d602fdbff04c33c1c4de55cda9d4ae1d7cb7e40/docs/source/accelerate/fsdp.md"
  comment "Llama-2-70B, QLoRA (NF4 with nested quantisation, bf16 storage), rank 8 on all linear layers, 2048-token packed samples, batch 2 per GPU, gradient checkpointing, FlashAttention, 2 GPUs: \"the memory consumed per GPU is 19.6 GB while CPU RAM usage is around 107 GB. When disabling CPU offloading, the GPU memory usage is 35.6 GB/ GPU\"; settings fsdp_offload_params true, fsdp_cpu_ram_efficient_loading true; the month is that of the versions it names (accelerate 1.0.1, peft 0.13)"
}

reference answerai_fsdp_qlora {
  author "Answer.AI (Jeremy Howard, Tim Dettmers and others)"
  title "You can now train a 70b language model at home; and the fsdp_qlora repository's README"
  published 2024-03
  url "https://www.answer.ai/posts/2024-03-06-fsdp-qlora.html"
  comment "FSDP and QLoRA together train Llama-2-70B on two 24 GB gaming GPUs (RTX 3090 or 4090), with gradient checkpointing, CPU offloading and FlashAttention; the README's command (batch 2, 512-token context, --use_cpu_offload true) \"uses just over 128GB of CPU RAM\" (github.com/AnswerDotAI/fsdp_qlora)"
}

reference zero_offload {
  author "Jie Ren, Samyam Rajbhandari, Reza Yazdani Aminabadi, Olatunji Ruwase, Shuangyan Yang, Minjia Zhang, Dong Li, Yuxiong He"
  title "ZeRO-Offload: Democratizing Billion-Scale Model Training (USENIX ATC 2021)"
  published 2021-01
  url "https://arxiv.org/abs/2101.06840"
  comment "the gradients go to the CPU, which keeps the 32-bit weights and Adam's state and runs the update (a vectorised CPU Adam), and the 16-bit weights come back: 13B parameters train on one V100; ZeRO-Infinity (2021) offloads the weights too"
}

reference tensorrt_llm_overview {
  author "NVIDIA"
  title "TensorRT-LLM documentation: overview and support matrix"
  published 2025-01
  url "https://nvidia.github.io/TensorRT-LLM/reference/support-matrix.html"
  comment "an open-source library for optimising LLM inference on NVIDIA GPUs; its support matrix lists NVIDIA architectures only (Volta to Blackwell, by release); the month is our estimate of the version read"
}

reference pytorch_mps_backend {
  author "PyTorch maintainers"
  title "PyTorch documentation: MPS backend (notes/mps), and the MPS fallback's error (aten/src/ATen/mps/MPSFallback.mm)"
  published 2023-10
  url "https://pytorch.org/docs/2.1/notes/mps.html"
  comment "the mps device trains on a Mac's GPU through Metal Performance Shaders Graph and Metal Performance Shaders kernels; an operator MPS does not implement raises \"is not currently implemented for the MPS device\" unless PYTORCH_ENABLE_MPS_FALLBACK=1 runs it on the CPU; CUDA-only libraries (bitsandbytes up to 2025, F110; FlashAttention's CUDA kernels) have no MPS build"
}

reference knoop_blackwell_2026 {
  author "Jonathan Knoop, Hendrik Holtmann"
  title "Private LLM Inference on Consumer Blackwell GPUs: A Practical Guide for Cost-Effective Local Deployment in SMEs"
  published 2026-01
  url "https://arxiv.org/abs/2601.09527"
  comment "RTX 5060 Ti, 5070 Ti and 5090 serving Qwen3-8B, Gemma3-12B/27B and GPT-OSS-20B with vLLM: the RTX 5090 delivers 3.5-4.6x the 5060 Ti's throughput; budget GPUs give the highest throughput per dollar for API workloads"
}

# Dettmers 2020-09 (Ampere)
fact F100 from dettmers_2020
  "2020-09 TL;DR: best GPU overall RTX 3080 and RTX 3090; avoid (as an individual) any Tesla, any Quadro, any Founders Edition, Titan RTX, Titan V, Titan XP; cost-efficient but expensive RTX 3080; cost-efficient and cheaper RTX 3070, RTX 2060 Super; little money: used cards, RTX 2070 (400 USD), RTX 2060 (300 USD), GTX 1070 (220 USD), GTX 1070 Ti (230 USD), GTX 1650 Super (190 USD), GTX 980 Ti 6GB (150 USD); almost no money: free cloud credits; Kaggle RTX 3070; competitive computer vision, pretraining or machine translation researcher 4x RTX 3090 (once builds with good cooling and enough power are confirmed); NLP researcher not doing translation, language modelling or pretraining: an RTX 3080 is sufficient and cost-effective; started and serious: RTX 3070, after 6-9 months 4x RTX 3080; want to try: RTX 2060 Super, or a GTX 1050 Ti with no extra power cable; clusters under 128 GPUs: 66% 8x RTX 3080 and 33% 8x RTX 3090 nodes."
fact F101 from dettmers_2020
  "2020-09 memory guidelines: Kaggle >= 8 GB; prototyping >= 10 GB; pretrained transformers or small transformers from scratch >= 11 GB; large transformers or convolutional nets in research or production >= 24 GB. Power: a 1600 W supply might work for 4x RTX 3080, 4x RTX 3090 want 1700 W or more."

# Dettmers 2023-01 (Ada, Hopper)
fact F102 from dettmers_2023
  "2023-01: first determine the memory you need (at least 12 GB for image generation, at least 24 GB for work with transformers); GPUs without tensor cores are not recommended. Performance per dollar: the RTX 4070 Ti is the most cost-effective for 8-bit and 16-bit inference, the RTX 3080 for 16-bit training. Academic and startup servers: 66-80% RTX 6000 Ada (A6000 Ada) GPUs and 20-33% H100 SXM GPUs."

# LLM memory: papers, tutorials, tables
fact F103 from qlora_2023
  "QLoRA (2023-05): 65B fine-tunes on one 48 GB GPU (from more than 780 GB in 16-bit); the second-best Guanaco trains in under 12 hours on one consumer GPU; deployed, the smallest Guanaco (7B) needs just 5 GB of memory."
fact F104 from answerai_fsdp_qlora_2024
  "FSDP with QLoRA (2024-03): a 70B model fine-tunes on a desktop with two or more 24 GB gaming GPUs (RTX 3090 or 4090); QLoRA brings the 70B weights to about 35 GB and FSDP shards them over the cards."
fact F105 from dai_llm_benchmarks
  "llama.cpp on one GPU or several (2023-12, 2024-05): a 70B model in 4 bits (q4_0, 36.4 GB) runs out of memory on one 16 or 24 GB card and runs on 2x RTX 3090, 2x RTX 4090, one RTX A6000 or RTX 6000 Ada (48 GB), one A100 80GB or H100 PCIe 80GB; in f16 (128 GB) it runs out of memory on every single card, 80 GB included, and runs on 6x RTX 3090 or 6x RTX 4090. An 8B model in F16 (15 GB) runs on the RTX 4080 16GB up to 4096 generated tokens and runs out of memory at 8192."
fact F106 from hf_sagemaker_llama2_2023
  "Llama 2 on SageMaker (2023-09): the most cost-effective deployments are 7B and 13B in GPTQ 4-bit on one A10G (g5.2xlarge, 1.52 USD/h) and 70B in GPTQ on four A10G (g5.12xlarge); unquantised 70B ran on eight A100 40GB (p4d.24xlarge, 37.69 USD/h)."
fact F107 from hf_llama31_2024
  "Llama 3.1 memory (2024-07): inference 8B 16 GB in FP16 (fits many consumer GPUs), 70B 140 GB in FP16 and 35 GB in INT4, 405B 810 GB in FP16 and 405 GB in FP8 (an 8x H100 node has about 640 GB: run 405B in FP8); training 8B: full 60 GB, LoRA 16 GB, QLoRA 6 GB; 70B: full 300 GB, LoRA 160 GB, QLoRA 48 GB."
fact F108 from hf_cloud_run_llama31
  "Serving cheaply (2024): an 8B model in INT4 (AWQ) runs under TGI on one NVIDIA L4 (24 GiB) per Cloud Run instance, 64 concurrent requests each."
fact F109 from llama_factory_hardware
  "LLaMA-Factory's estimates (2024): 7B needs 120 GB for full fine-tuning in mixed precision (AMP), 60 GB in pure bf16, 16 GB with LoRA, 10 GB with 8-bit QLoRA and 6 GB with 4-bit QLoRA; 70B 1200, 600, 160, 80 and 48 GB."

# Software support
fact F110 from bitsandbytes_install_2024, bitsandbytes_install_2025
  "bitsandbytes, which QLoRA's 4-bit base and 8-bit optimizers need, ran only on NVIDIA CUDA GPUs from 2023 to early 2025 (AMD and Apple \"coming soon\" in 2024-01, still CUDA only with other backends in an alpha in 2024-09 and 2025-01); 0.48 (2025) supports Intel XPUs and Gaudi officially and AMD ROCm experimentally; 0.50 (2026) supports AMD GPUs officially."
fact F111 from hf_transformers_single_gpu, unsloth_notebooks
  "bf16 needs Ampere or newer: Turing (T4, RTX 20) and Volta (V100) train in fp16 instead."

fact F117 from vllm_install_cpu_apple, tensorrt_llm_overview
  "Serving engines run where their kernels were written: TensorRT-LLM on NVIDIA GPUs only; vLLM on NVIDIA (CUDA), AMD (ROCm), Intel (XPU) GPUs and Google TPUs, and on a Mac only on its CPU (experimental, FP32 and FP16), with Apple's GPU left to a community plugin on MLX. On a Mac's GPU LLMs are served by llama.cpp's Metal build (which Ollama and LM Studio run) or MLX."

fact F118 from pytorch_mps_backend
  "PyTorch trains on a Mac's GPU through its MPS backend (Metal): operators MPS does not implement stop the run, or with PYTORCH_ENABLE_MPS_FALLBACK=1 run on the CPU, and CUDA-only libraries (bitsandbytes' 4-bit and 8-bit kernels until 2025, FlashAttention's kernels, many custom kernels) do not run."

# Offloading training state to the CPU
fact F119 from peft_fsdp_qlora, answerai_fsdp_qlora, zero_offload
  "CPU offload keeps what sharded training holds per GPU (the weights, their gradients, the optimizer's state) in the CPU's memory and steps the optimizer there; each GPU copies in the weights it gathers. With FSDP and QLoRA it trains a 70B model on two 24 GB GPUs: Hugging Face's run (2048 tokens, batch 2) used 19.6 GB a GPU offloaded and 35.6 GB not, and 107 GB of the CPU's memory; Answer.AI's (512 tokens) just over 128 GB of it."

# Stable Diffusion
fact F112 from diffusers_text_to_image, diffusers_dreambooth, a1111_webui
  "Stable Diffusion 1.x memory: generating 512 x 512 images works on 4 GB cards (reports of 2 GB); fine-tuning the U-Net with gradient checkpointing and mixed precision at batch 1 fits a 24 GB GPU (larger batches want more than 30 GB); DreamBooth fits 16 GB with checkpointing and 8-bit Adam, and 12 GB adding memory-efficient attention (xformers) and freed gradients."

# Buying guides 2025-2026
fact F113 from localllama_3090_2025
  "r/LocalLLaMA (2025-06): there is no cheaper way than used RTX 3090s to get 24, 48 or 72 GB of fast memory for local LLM inference; a used RTX 4090 costs 2-2.5x as much without a compelling uplift."
fact F114 from bestllmfor_3090_2026
  "2026-05: a used RTX 3090 (500-700 USD) is still the best dollars-per-VRAM card for local LLM inference, at a third of a used RTX 4090's price and a quarter of an RTX 5090's, 30-40% slower than the 4090."
fact F115 from knoop_blackwell_2026
  "Consumer Blackwell for serving (2026-01): the RTX 5090 gives 3.5-4.6x the RTX 5060 Ti's throughput, the RTX 5070 Ti lies between; the budget cards give the most throughput per dollar for API workloads."

# Fine-tuning memory
fact F116 from peft_kbit_training
  "QLoRA through Hugging Face PEFT (bitsandbytes NF4 base) casts every parameter that is not quantised, the token embedding, the output layer and the norms, from 16 to 32 bits before training, so they take twice the memory they were loaded in."
