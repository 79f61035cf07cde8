# The facts the rules, tests and reports cite (F1 ... F63 from the guides, F70 ... F77 for 2025-2026), each with the documents it comes from.
# `advise facts F22` prints one; docs/sources.md describes the documents. Figures are the
# documents'; the wording is ours. Where two versions of the guide disagree, each describes its
# own date: the engine answers "as of" a date (see F60-F63). The numbering has gaps (F27-F29,
# F34-F39, F52-F54, F57-F59, F64-F69 were never assigned); ids are never reused.

reference dettmers_2015 {
  author "Tim Dettmers"
  title "Which GPU for Deep Learning?"
  published 2015-08-20
  url "http://timdettmers.com/2014/08/14/which-gpu-for-deep-learning/"
  comment "the post of 2014-08-14 as last updated on 2015-08-20; read in a Korean summary of 2015-11-19"
}

reference dettmers_2016_06 {
  author "Tim Dettmers"
  title "Which GPU(s) to Get for Deep Learning: My Experience and Advice for Using GPUs in Deep Learning"
  published 2016-06-25
  url "http://timdettmers.com/2014/08/14/which-gpu-for-deep-learning/"
  comment "the same post as updated on 2016-06-25 (multi-GPU section reworked, GTX 1000 series added); read in a Chinese translation by Synced (Jiqizhixin)"
}

reference dettmers_2016_07 {
  author "Tim Dettmers"
  title "Which GPU(s) to Get for Deep Learning: My Experience and Advice for Using GPUs in Deep Learning"
  published 2016-07-23
  url "http://timdettmers.com/2014/08/14/which-gpu-for-deep-learning/"
  comment "the same post as updated on 2016-07-23 (Titan X Pascal and GTX 1060 added); read in an English repost"
}

reference dettmers_2019 {
  author "Tim Dettmers"
  title "Which GPU(s) to Get for Deep Learning: My Experience and Advice for Using GPUs in Deep Learning"
  published 2019-04-03
  url "https://timdettmers.com/2019/04/03/which-gpu-for-deep-learning/"
  comment "the rewritten guide as updated on 2019-04-03 (RTX Titan and GTX 1660 Ti added, TPU section updated); read in a French translation of 2019-05-26"
}

reference alibaba_2017 {
  author "Alibaba Cloud"
  title "GPU加速深度学习 (GPU-accelerated deep learning)"
  published 2017-09
  comment "measured multi-GPU training speedups on Alibaba Cloud GPU instances (8x P100 in one server, P4) against an AWS K80 instance; published on the Alibaba Cloud developer community; the month is inferred from the text (a year and a half after AlphaGo's match of 2016-03), and the copy used gives no address"
}

# Multi-GPU
fact F1 from dettmers_2015, dettmers_2016_06, dettmers_2016_07
  "Dense (fully connected) networks barely speed up with data parallelism on several GPUs; Dettmers' large 2-layer network got almost no speedup. Model parallelism with 8-bit compressed communication helps dense layers."
fact F2 from dettmers_2016_06, dettmers_2016_07
  "Convolutional layers parallelize well (weight sharing). With 4 GPUs, common frameworks (2016: TensorFlow, Caffe, Theano, Torch) reach a 2.5-3x speedup, optimized research code 3.6-3.8x; CNTK was the best at the time."
fact F3 from dettmers_2019
  "2019 figures for convolutional nets: about 1.9x / 2.8x / 3.5x speedup for 2 / 3 / 4 GPUs. Recurrent nets: similar or slightly lower, depending mostly on sequence length. Fully connected nets and transformers: poor data-parallel speedup; check whether one GPU is faster."
fact F4 from dettmers_2015, dettmers_2019
  "The most useful use of several GPUs is running separate experiments (e.g. a hyperparameter search) side by side: no speedup per run, but faster feedback. Then PCIe lanes matter little."
fact F5 from dettmers_2015
  "One GPU suffices for almost any task; below about 10-15 GB of data a single GPU is enough (2015)."
fact F6 from alibaba_2017
  "Measured in 2017 on 8x P100 in one server: with a large enough batch, NVCaffe GoogLeNet and ResNet-50 and MXNet Inception-v3 scale close to linearly; AlexNet scales worse; TensorFlow CIFAR-10 scales poorly beyond 2 GPUs. Different networks get different multi-GPU speedups."
fact F7 from dettmers_2019
  "Several RTX cards with the stock dual open fan overheat side by side: for several RTX 2080 Ti (and RTX 2080 or 2070) in adjacent slots pick blower-style coolers; two RTX 2070 are fine with any fan, more than two want blowers (2019)."
fact F8 from dettmers_2019
  "Four cards in one computer (e.g. 4x RTX 2080 Ti) are far more cost-efficient than two computers holding the cheapest cards (8x RTX 2060) (2019)."
fact F9 from dettmers_2016_06, dettmers_2016_07, dettmers_2019
  "A GPU cluster is \"really complicated\"; the guide only points at further reading."

# Vendors and platforms
fact F10 from dettmers_2015, dettmers_2016_06, dettmers_2016_07, dettmers_2019
  "NVIDIA's CUDA libraries and community made it the default; almost all deep learning libraries use cuDNN for convolutions."
fact F11 from dettmers_2015, dettmers_2016_06, dettmers_2016_07
  "cuDNN needs Kepler (GTX 600 series) or newer (2016); Kepler cards are slow, prefer the 900 or 1000 series. TensorFlow then needed compute capability 3.5 or higher (2015)."
fact F12 from dettmers_2019
  "AMD (2019): with ROCm/HIP, TensorFlow and PyTorch run the main networks, but the community is small and details are missing for new networks; AMD cards have 16-bit compute but no tensor cores. Not recommended to ordinary users; a fine choice for people who want to help break NVIDIA's monopoly."
fact F13 from dettmers_2016_06, dettmers_2016_07, dettmers_2019
  "Intel Xeon Phi: avoid (poor C++11 support, slow when tensor sizes change, BLAS incompatible with NumPy and SciPy). Intel's Nervana neural network processor: delayed, not competitive before 2020-21."
fact F14 from dettmers_2019
  "NVIDIA's licence (2019) restricts GeForce and RTX cards in data centers, pushing Tesla cards that cost up to 10x more with no real advantage."
fact F15 from dettmers_2019
  "Google TPU (2019): a mature, cost-efficient cloud product. TPUv2 is about equal to a V100 on ResNet-50 and, by Dettmers' estimate, about 56% faster than GPUs for transformers; LSTM convergence problems were reported in 2018. Best for training large transformers and object recognition; use other hardware for prototyping and inference, where the cost piles up."
fact F16 from dettmers_2019
  "AWS and Azure GPU instances (2019) are reliable and scale up and down, but too expensive on their own: prototype on a cheap GPU of your own and train the final model in the cloud."
fact F17 from dettmers_2015, dettmers_2016_06, dettmers_2016_07
  "AWS GPU instances (2016) are slow (one GTX 1080 is 5x faster than an AWS g2 GPU) and their prices rose: buy your own GPU instead. In 2015 AWS spot instances were the \"almost no money\" option."
fact F18 from dettmers_2019
  "New hardware from start-ups: ignore it for now; hardware without a full software stack is not competitive (AMD has \"90% of the software\" and that is not enough)."
fact F19 from dettmers_2019
  "Learning cloud workflows (AWS, Azure, TPU) has an opportunity cost against learning on a personal GPU; TPU users get tied to TensorFlow (2019)."

# What makes a GPU fast
fact F20 from dettmers_2015, dettmers_2016_06, dettmers_2016_07
  "2015-2016: memory bandwidth (GB/s) is the best single indicator of deep learning speed, because most operations are bandwidth bound; FLOPS are misleading. Bandwidth compares directly only within one architecture (GTX 1080 vs GTX 1070), not across architectures (Pascal vs Maxwell)."
fact F21 from dettmers_2015
  "2015: Maxwell (900 series) and Fermi (400 and 500 series) cards are faster than Kepler (600 and 700 series) at equal bandwidth."
fact F22 from dettmers_2019
  "2019 priorities. Convolutional nets and transformers: tensor cores > FLOPs > memory bandwidth > 16-bit capability. Recurrent nets: memory bandwidth > 16-bit capability > tensor cores > FLOPs. Always first make sure the GPU has enough memory for the models you want to run."
fact F23 from dettmers_2019
  "Why: small matrix multiplications (LSTMs, recurrent nets) are bandwidth bound; convolution is compute bound (TFLOPS predict ResNet speed, and tensor cores raise FLOPS); large matrix multiplications (transformers) sit between, gaining from 16-bit storage, tensor cores and FLOPS but still needing bandwidth."
fact F24 from dettmers_2019
  "Tensor cores need 16-bit inputs and weights: don't run 32-bit on RTX cards. The problems of 16-bit training are solved with (dynamic) loss scaling."
fact F25 from dettmers_2016_06, dettmers_2016_07
  "The P100 (Pascal Tesla) gains a large speedup from 16-bit; the GTX 1070 and 1080 have poor half-float performance (2016)."
fact F26 from alibaba_2017
  "Measured in 2017: the Pascal P100 and P4 are far faster than the Kepler K80; the P4 (75 W) has excellent performance per watt and suits inference."

# Relative speed
fact F30 from dettmers_2016_06
  "2016-06, speed relative to the GTX 1080 = 1: GTX 1070 0.8; GTX Titan X 0.66; GTX 980 Ti 0.66; GTX 980 0.45; GTX 970 0.4; GTX Titan 0.33; AWS g2 GPU 0.2; GTX 960 0.2."
fact F31 from dettmers_2016_07
  "2016-07, speed relative to the Titan X Pascal = 1: GTX 1080 0.7; GTX 1070 0.55; GTX Titan X 0.5; GTX 980 Ti 0.5; GTX 1060 0.4; GTX 980 0.35; GTX 970 0.3; GTX Titan 0.25; AWS g2 GPU 0.175; GTX 960 0.175."
fact F32 from dettmers_2019
  "2019: the RTX 2060 is more than 5x as cost-efficient (performance per dollar) as a Tesla V100, and more cost-efficient than the RTX 2070, 2080 and 2080 Ti: 16-bit tensor cores at the lowest price matter more than a bigger chip. The cost analysis used the average of Amazon and eBay prices, benchmarked Transformer-XL, BERT and biLSTMs on the Titan Xp, Titan RTX and RTX 2080 Ti, and scaled the other cards linearly."
fact F33 from dettmers_2019
  "Caveats of performance per dollar (2019): it favours small cards that may lack memory; GTX 10xx cards were overpriced at the time; it assumes one GPU per computer."

# Memory
fact F40 from dettmers_2015
  "Simple (fully connected) nets with dropout and a momentum-style optimizer, in 32-bit: memory (GB) = 12 / 1024^3 x (sum over weight matrices of rows x columns + batch size x sum over layers of units), the first layer's units being the input size (4 bytes x 3 copies: weights, gradient and momentum; activations, dropout mask and error). Example: layers 9000-4000-4000-32 with batch 128 need about 0.62 GB, so a 1.5 GB card suffices."
fact F41 from dettmers_2015, dettmers_2016_06, dettmers_2016_07
  "Convolutional nets: the activations and errors of each layer dominate memory, not the weights; the first layers and the input size drive it."
fact F42 from dettmers_2016_06, dettmers_2016_07
  "ImageNet at 224x224x3 needs about 12 GB for state-of-the-art results; a similar dataset at 112x112x3 4-6 GB; video at 25x75x75x3 far more than 12 GB (2016)."
fact F43 from dettmers_2015, dettmers_2016_06, dettmers_2016_07
  "Fewer samples or fewer classes mean smaller nets (they overfit sooner) and less memory: 10% of ImageNet works with about 4 GB or less. Kaggle plankton (50x50 pixels, 2 channels, 400k images, about 100 classes): a 4-6 GB card was enough, and multiple GPUs gave no advantage."
fact F44 from dettmers_2016_06, dettmers_2016_07
  "Worked example (2016): batch 128, 250x250x3 inputs, 3x3 kernels with 32, 64 and 96 filters: activations plus errors of about 92 MB (input) -> 1906 MB -> 3720 MB -> 5444 MB. These figures follow from 32-bit values, activations plus errors for each conv output, an output side of (input side - 3) and MiB units, e.g. 247 x 247 x 32 x 128 x 4 B x 2 = 1906.5 MiB. 16-bit or batch 64 halves each figure; both quarter it."
fact F45 from dettmers_2016_06, dettmers_2016_07
  "The same example with stride 2 in the first layer and 2x2 max pooling: 92 MB -> 952 MB (conv) -> 238 MB (pool) -> 240 MB (conv) -> 340 MB (conv); 32 1x1 kernels then reduce 340 MB to 113 MB. (The guide's own arithmetic here is loose; treat these figures as rough.)"
fact F46 from dettmers_2016_06, dettmers_2016_07
  "Memory reduction, in the order to try: larger strides in the input layers; 1x1 convolutions to cut channels (64x64x256 -> 64x64x96 with 96 kernels); 2x2 pooling (a quarter of the data); 16-bit (halves memory); a smaller mini-batch (64 instead of 128 halves memory; below 32 training slows a lot: a last resort). Used heavily they discard information and hurt accuracy."
fact F47 from dettmers_2016_06, dettmers_2016_07
  "Convolution algorithms need temporary memory: the FFT-based one (Winograd for 3x3) is the fastest and uses the most workspace; the matrix-multiplication one (im2col/GEMM) uses a bit more memory than the patch-based method and is usually faster; the patch-based method is outdated."
fact F48 from dettmers_2019
  "16-bit training (2019): 8 GB in 16-bit acts like about 12 GB in 32-bit, not 16 GB: assume about 50% extra memory, because frameworks keep 32-bit master weights."
fact F49 from dettmers_2015, dettmers_2016_06, dettmers_2016_07
  "GTX 970: only 3.5 GB of its 4 GB are fast; beyond 3.5 GB performance suffers, though it stays faster than a GTX 960 up to about 3.75 GB. Fine if memory use stays under 3.5 GB."
fact F50 from alibaba_2017
  "Larger batch sizes raise throughput until memory is full (measured 2017): prefer large-memory GPUs (the P100 with 16 GB) for training throughput."
fact F51 from dettmers_2016_06, dettmers_2016_07, dettmers_2019
  "6-8 GB is enough for most Kaggle competitions, most image datasets and natural language tasks (2016); researchers working on ImageNet, video or NLP with a large context want 12 GB (2016) or 11-24 GB (2019)."

# Prices and markets
fact F55 from dettmers_2016_06, dettmers_2016_07
  "Used-market prices quoted: GTX Titan X about 700 USD (eBay, 2016-07); GTX Titan 350 USD (2016-06) and about 300 USD (2016-07); GTX 970 210 USD (2016-06); GTX 680 and GTX 960 under 200 USD (2016). Newer cards sell near their list price, older ones well below it."
fact F56 from dettmers_2019
  "Founders Edition cards, Quadro, Tesla, Titan RTX, Titan V and Titan Xp are poor value for deep learning (2019)."

# Recommendations by situation (each version's short answer)
fact F60 from dettmers_2015
  "2015-11: best overall GTX Titan X; cost-efficient but expensive GTX Titan X, GTX 980, GTX 980 Ti; cost-efficient but troubled GTX 580 3GB (software support) or GTX 970 (memory); cheapest without trouble GTX 960 4GB or GTX 680; data sets > 250 GB: GTX Titan, GTX 980 Ti or GTX Titan X; little money GTX 680 3GB (eBay); almost no money an AWS GPU spot instance; Kaggle GTX 980 or GTX 960 4GB; researcher 1-4x GTX Titan X; starting and serious: GTX 680, 980 or 970, and save for Pascal."
fact F61 from dettmers_2016_06
  "2016-06: best overall GTX 1080 and GTX Titan X; cost-efficient but expensive GTX Titan X (eBay), GTX 1070; cost-efficient but troubled GTX 970; cheapest without trouble GTX Titan (eBay); data sets > 250 GB GTX Titan; little money GTX 680 4GB or GTX 960 4GB (eBay); almost no money: no good option; Kaggle GTX 1070 or GTX 970; researcher a GTX Titan X plus 1-4 GTX 1080; starting and serious: GTX 970, then upgrade."
fact F62 from dettmers_2016_07
  "2016-07: best overall Titan X Pascal; cost-efficient but expensive GTX 1080, GTX 1070; cost-efficient and cheap GTX 1060; cheapest without trouble GTX 1060; data sets > 250 GB GTX Titan X or Titan X Pascal; little money GTX 1060; almost no money: save for a GTX 1060; Kaggle GTX 1060 or 1070 (GTX Titan X for deep learning competitions); researcher Titan X Pascal, or keep a GTX Titan X; starting and serious: GTX 1060, then sell and specialise."
fact F63 from dettmers_2019
  "2019-04: best overall RTX 2070; avoid any Tesla, any Quadro, any Founders Edition, Titan RTX, Titan V and Titan Xp; cost-efficient but expensive RTX 2070; cost-efficient and cheap RTX 2060, GTX 1060 (6GB); little money GTX 1060 (6GB); almost no money GTX 1050 Ti (4GB), or a CPU for prototyping plus AWS or TPU for training, or Colab; Kaggle RTX 2070 (short of money: GTX 1060 6GB or a used Titan Pascal for prototyping, AWS for final training); computer vision or machine translation researcher RTX 2080 Ti with blower fans (very large nets: RTX Titans); NLP researcher RTX 2080 Ti in 16-bit; GPU cluster: complicated; started and serious: RTX 2070, add more after 6-9 months, re-specialise after about two years; want to try, not serious: GTX 1050 Ti (fits a standard desktop without a new power supply). Already own a GTX 1070 or better: wait unless you work with large transformers. Want to learn fast: several GTX 1060 6GB."

# Facts of the 2020s that the LLM workload rules rely on (F80 onwards), from the papers that
# introduced each technique.

reference zero_2020 {
  author "Samyam Rajbhandari, Jeff Rasley, Olatunji Ruwase, Yuxiong He"
  title "ZeRO: Memory Optimizations Toward Training Trillion Parameter Models"
  published 2020-05-13
  url "https://arxiv.org/abs/1910.02054"
  comment "SC20 version; section 3 (memory of mixed-precision Adam: 16 bytes per parameter) and 5 (stages)"
}

reference lora_2021 {
  author "Edward J. Hu, Yelong Shen, Phillip Wallis, Zeyuan Allen-Zhu, Yuanzhi Li, Shean Wang, Lu Wang, Weizhu Chen"
  title "LoRA: Low-Rank Adaptation of Large Language Models"
  published 2021-10-16
  url "https://arxiv.org/abs/2106.09685"
  comment "version 2; section 4 (method) and 4.2 (memory and checkpoint size)"
}

reference qlora_2023 {
  author "Tim Dettmers, Artidoro Pagnoni, Ari Holtzman, Luke Zettlemoyer"
  title "QLoRA: Efficient Finetuning of Quantized LLMs"
  published 2023-05-23
  url "https://arxiv.org/abs/2305.14314"
  comment "sections 2-3: 4-bit NormalFloat, double quantisation (0.127 bits per parameter of scales), paged optimizers"
}

reference flash_attention_2022 {
  author "Tri Dao, Daniel Y. Fu, Stefano Ermon, Atri Rudra, Christopher Re"
  title "FlashAttention: Fast and Memory-Efficient Exact Attention with IO-Awareness"
  published 2022-06-23
  url "https://arxiv.org/abs/2205.14135"
  comment "section 3: attention without materialising the T x T score matrix; memory linear in the sequence"
}

reference checkpointing_2016 {
  author "Tianqi Chen, Bing Xu, Chiyuan Zhang, Carlos Guestrin"
  title "Training Deep Nets with Sublinear Memory Cost"
  published 2016-04-21
  url "https://arxiv.org/abs/1604.06174"
  comment "sections 3-4: keep the inputs of segments, recompute inside a segment during the backward pass"
}

reference llm_inference_2023 {
  author "Woosuk Kwon, Zhuohan Li, Siyuan Zhuang, Ying Sheng, Lianmin Zheng, Cody Hao Yu, Joseph E. Gonzalez, Hao Zhang, Ion Stoica"
  title "Efficient Memory Management for Large Language Model Serving with PagedAttention"
  published 2023-09-12
  url "https://arxiv.org/abs/2309.06180"
  comment "sections 2-3: the KV cache grows with batch and context; decoding is memory-bandwidth bound"
}

reference dettmers_2023 {
  author "Tim Dettmers"
  title "The Best GPUs for Deep Learning in 2023 — An In-depth Analysis"
  published 2023-01-30
  url "https://timdettmers.com/2023/01/30/which-gpu-for-deep-learning/"
  comment "the guide updated for Ada and Hopper (recommendation flowchart added 2023-01-16, revised 2023-01-30); its recommendations (best overall, cost-efficient, budget) are a chart (an image), read in a summary of the post (ukcamo.com) and a note quoting its memory heuristics and server advice"
}

reference nvidia_ampere_whitepaper {
  author "NVIDIA"
  title "NVIDIA A100 Tensor Core GPU Architecture (whitepaper)"
  published 2020-05
  url "https://images.nvidia.com/aem-dam/en-zz/Solutions/data-center/nvidia-ampere-architecture-whitepaper.pdf"
  comment "third-generation tensor cores add BF16 and TF32; Volta's and Turing's run FP16 (Turing also INT8, INT4)"
}

reference nvidia_hopper_whitepaper {
  author "NVIDIA"
  title "NVIDIA H100 Tensor Core GPU Architecture (whitepaper)"
  published 2022-03
  url "https://resources.nvidia.com/en-us-tensor-core"
  comment "fourth-generation tensor cores and the Transformer Engine: FP8 (E4M3, E5M2) at twice the 16-bit rate; Ada's tensor cores have FP8 too"
}

reference bitsandbytes_docs {
  author "Hugging Face (bitsandbytes maintainers)"
  title "bitsandbytes: installation and supported hardware"
  published 2025-06
  url "https://huggingface.co/docs/bitsandbytes/main/en/installation"
  comment "CUDA is the supported backend; ROCm, Intel XPU and other backends were in preview (multi-backend refactor) through 2025"
}

reference deepspeed_zero_2020 {
  author "Microsoft Research (DeepSpeed team)"
  title "ZeRO & DeepSpeed: New system optimizations enable training models with over 100 billion parameters"
  published 2020-02-10
  url "https://www.microsoft.com/en-us/research/blog/zero-deepspeed-new-system-optimizations-enable-training-models-with-over-100-billion-parameters/"
  comment "the public release of DeepSpeed with ZeRO stage 1; later stages and PyTorch FSDP (2021-2022) followed"
}

reference megatron_2019 {
  author "Mohammad Shoeybi, Mostofa Patwary, Raul Puri, Patrick LeGresley, Jared Casper, Bryan Catanzaro"
  title "Megatron-LM: Training Multi-Billion Parameter Language Models Using Model Parallelism"
  published 2019-09-17
  url "https://arxiv.org/abs/1909.08053"
  comment "section 3: tensor parallelism, two all-reduces per transformer layer forward and two backward"
}

reference vllm_release_2023 {
  author "Woosuk Kwon, Zhuohan Li, Siyuan Zhuang, Ying Sheng, Lianmin Zheng, Cody Yu, Joey Gonzalez, Hao Zhang, Ion Stoica"
  title "vLLM: Easy, Fast, and Cheap LLM Serving with PagedAttention"
  published 2023-06-20
  url "https://blog.vllm.ai/2023/06/20/vllm.html"
  comment "the public release of vLLM, whose distributed serving splits a model tensor-parallel over the GPUs of a machine; llama.cpp's CUDA backend split a model over several GPUs from the same month"
}

reference channels_last_tutorial {
  author "Vitaly Fedyunin (PyTorch)"
  title "(beta) Channels Last Memory Format in PyTorch"
  published 2020-04
  url "https://pytorch.org/tutorials/intermediate/memory_format_tutorial.html"
  comment "PyTorch tensors are channels-first (NCHW, torch.contiguous_format) unless the model and input are converted with memory_format=torch.channels_last (beta in PyTorch 1.5)"
}

reference composer_channels_last {
  author "MosaicML"
  title "Composer method card: Channels Last (Composer v0.3.0 documentation)"
  published 2021-12
  url "https://docs.mosaicml.com/projects/composer/en/v0.3.0/method_cards/channels_last.html"
  comment "Tensor Cores want NHWC tensors while PyTorch creates NCHW ones, so cuDNN transposes the tensors of every convolution; channels_last speeds up ResNet-50 on ImageNet by about 30 % on V100 and A100"
}

reference timm_benchmarks_2022 {
  author "Ross Wightman (timm)"
  title "pytorch-image-models training benchmarks, PyTorch 1.12, AMP, RTX 3090: NCHW and NHWC"
  published 2022-07
  url "https://github.com/huggingface/pytorch-image-models/tree/c865028c34fc05cc7deea8e753b30d8cd1952591/results"
  comment "benchmark-train-amp-nchw-pt112-cu113-rtx3090.csv and benchmark-train-amp-nhwc-pt112-cu113-rtx3090.csv: resnet50 826 and 1218 images/s, vgg16 465 and 546, vit_base_patch16_224 391 and 393"
}

fact F80 from zero_2020 "Mixed-precision training with Adam keeps 16 bytes per parameter: 16-bit weights and gradients (2 + 2) and 32-bit master weights, momentum and variance (12). Sharding the optimizer state, then the gradients, then the weights over N data-parallel GPUs divides those parts by N; sharding the weights costs 1.5x the communication of plain data parallelism."
fact F81 from lora_2021 "LoRA freezes the pretrained weights and trains a pair of low-rank matrices beside chosen weight matrices (rank r adds r x (inputs + outputs) parameters each); the frozen weights need no gradients or optimizer state, which cuts training memory by up to two thirds for large models."
fact F82 from qlora_2023 "QLoRA stores the frozen base in 4-bit NormalFloat with double-quantised scales (about 4.13 bits per parameter) and trains LoRA adapters in 16 bits through it, so a 65B model fine-tunes on one 48 GB GPU."
fact F83 from flash_attention_2022 "FlashAttention computes exact attention in tiles without keeping the score matrix, so attention's memory grows linearly with the sequence instead of quadratically, and it is faster than standard attention."
fact F84 from checkpointing_2016 "Activation checkpointing keeps only the inputs of segments of the network and recomputes each segment's activations in the backward pass: memory falls to a few segments' worth for about one more forward pass of time."
fact F85 from llm_inference_2023 "Serving a language model keeps keys and values for every token of every sequence (the KV cache), which with the weights bounds the batch; generating each token reads the weights and the cache, so decoding is bound by memory bandwidth rather than arithmetic."
fact F90 from bitsandbytes_docs, qlora_2023 "QLoRA's 4-bit NormalFloat kernels (bitsandbytes) were written for CUDA; AMD ROCm and Intel backends arrived as previews from late 2024 (Intel's declared supported in 2025), and QLoRA recipes (PEFT, Axolotl, Unsloth) still assume an NVIDIA GPU."
fact F91 from nvidia_ampere_whitepaper "BF16 tensor-core math arrived with Ampere (2020); Volta and Turing tensor cores run FP16 only, so bf16 work there runs on the 32-bit units."
fact F92 from nvidia_hopper_whitepaper "FP8 tensor cores (E4M3, E5M2) arrived with Hopper and Ada (2022) at twice the 16-bit rate; older cards run 8-bit floating-point work in 16 bits."
fact F89 from dettmers_2023 "2023: the RTX 4090 is the best GPU overall for deep learning; workstation cards of the same generation (RTX 6000 Ada) reach about the same speed for several times the price."
fact F87 from deepspeed_zero_2020, zero_2020 "Since DeepSpeed's public release of ZeRO (February 2020), and PyTorch's FSDP after it, a model whose training state does not fit one GPU is trained by sharding that state over several GPUs, each holding 1/N of it."
fact F88 from vllm_release_2023, megatron_2019 "Since 2023 serving engines (vLLM, llama.cpp) split one model over the GPUs of a machine, tensor-parallel as Megatron-LM does: each GPU holds 1/N of every weight matrix and of the KV cache, and the GPUs all-reduce each layer's output, so a model too large for one card is served from two or more."
fact F86 from composer_channels_last, channels_last_tutorial, timm_benchmarks_2022 "Tensor-core convolutions work on channels-last (NHWC) tensors. PyTorch stores activations channels-first (NCHW) by default, so each 16-bit convolution's input and output are transposed to NHWC and back, in both passes; converting the model and its input to channels_last removes that work (ResNet-50 in mixed precision trains 1.47 times faster on an RTX 3090; VGG-16, whose work is mostly arithmetic, 1.17 times)."

# 2025-2026: renting, software support, systems (F70-F77). Our own wording; prices are in the
# catalog entries' sources.
reference cuda_13_0_notes {
  author "NVIDIA"
  title "CUDA Toolkit 13.0 Release Notes"
  published 2025-08-07
  url "https://docs.nvidia.com/cuda/archive/13.0.0/cuda-toolkit-release-notes/index.html"
  comment "section Deprecated Architectures; CUDA 12.8 and 12.9 had announced the freeze of Maxwell, Pascal and Volta"
}

reference pytorch_2_8_notes {
  author "PyTorch"
  title "PyTorch 2.8.0 release notes"
  published 2025-08-06
  url "https://github.com/pytorch/pytorch/releases/tag/v2.8.0"
  comment "Maxwell, Pascal and Volta removed from the CUDA 12.8 and 12.9 builds; see also pytorch/pytorch issues 157517 (release 2.9) and 172352 (Volta leaves the CUDA 12.8 builds in 2.11)"
}

reference rocm_support {
  author "AMD"
  title "ROCm release notes and GPU support matrices, 5.7 to 6.x"
  published 2024-06
  url "https://rocm.docs.amd.com/en/latest/compatibility/compatibility-matrix.html"
  comment "gfx906 (Radeon VII, Instinct MI50/MI60) entered maintenance with ROCm 5.7 (2023) and left support in 2024; the month is our estimate"
}

reference cloud_tpu_frameworks {
  author "Google Cloud"
  title "Cloud TPU: supported reference models and frameworks (TensorFlow, PyTorch, JAX)"
  published 2025-07-09
  url "https://cloud.google.com/tpu/docs/tutorials/support-matrix"
  comment "the page as last updated on 2025-07-09: TensorFlow 2.x, PyTorch 2.x (PyTorch/XLA) and JAX/Flax reference models, MaxText for large language models"
}

reference advise_estimates {
  author "advise authors"
  title "Estimates for 2023-2026 computations in this repository"
  published 2026-11
  comment "arithmetic on published prices and datasheet power; no outside document"
}

fact F70 from advise_estimates
  "Renting costs the hourly rent for the hours used; owning costs the purchase plus power (the card's TDP at the electricity price) for the same hours. Owning pays off after price / (monthly rent - monthly power) months: light or short use favours renting, steady use over years favours owning."
fact F71 from cuda_13_0_notes
  "CUDA 13.0 (2025-08) can no longer build for Maxwell, Pascal or Volta (compute capability below 7.5); CUDA 12.x still builds for them, deprecated since 12.8. CUDA 12.0 (2022-12) had dropped Kepler."
fact F72 from pytorch_2_8_notes
  "PyTorch 2.8 (2025-08): the default CUDA 12.8/12.9 binaries leave out Maxwell and Pascal (sm_50-sm_61), only the older CUDA 12.6 builds run them; Volta leaves the CUDA 12.8 builds in 2.11 (2026) and the CUDA 13 builds start at Turing."
fact F73 from rocm_support
  "ROCm supports few chips: gfx906 (Radeon VII, MI50, MI60) went into maintenance with ROCm 5.7 and is not supported by ROCm 6.x after 2024; consumer Radeon support covers recent RDNA cards only."
fact F74 from advise_estimates
  "A computer's power supply must carry the GPUs' board power plus the rest of the system (about 150-300 W) with headroom; a 1600 W supply is about the most one US 15 A circuit feeds."
fact F75 from advise_estimates
  "Each GPU wants 16 PCIe lanes (8 at least) and, for a two-slot or wider card, two slot positions; desktop CPUs give 16-24 lanes, workstation and server CPUs 64-128. Four GPUs side by side need blower or passive (server) coolers; more than four two-slot cards outgrow a workstation board's seven slot positions and go in a GPU server, whose fans cool passive cards."
fact F76 from advise_estimates
  "Intel's current accelerators (Arc GPUs, Gaudi) run PyTorch through Intel's own backends rather than CUDA; the main models work, but CUDA-only libraries and custom kernels often do not."
fact F77 from cloud_tpu_frameworks
  "Cloud TPUs run TensorFlow, JAX and PyTorch through XLA; JAX carries Google's own large-model reference code (MaxText). Nothing built for CUDA runs on them: custom CUDA kernels and CUDA-only libraries need replacing."
