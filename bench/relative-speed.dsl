# The probe workload of bench/relative_speed.py: speed relative to the F30 and F31 reference cards.
workload "ratio probe" { model "ResNet-50" task conv precision fp32 optimizer momentum batch 64 }
let vs_1080 = samples_per_second / at_gpu("GTX 1080", samples_per_second)
let vs_txp = samples_per_second / at_gpu("Titan X Pascal", samples_per_second)
columns vs_1080, vs_txp
