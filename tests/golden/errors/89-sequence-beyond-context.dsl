# A workload's sequence may not exceed its network's `context`, which is read when the network is
# checked, before any workload builds it; an unused network with an error is reported too.
network "short" { input 128  context 512  embedding(1000, 16)  repeat 4 { residual { attention(2) } } }
network "broken" { input 4 x 4 x 3  repeat 2 { conv(8, kernel: 9) } }
workload "too long" { model "short"  task transformer  batch 1  sequence 1024 }
workload "fits" { model "short"  task transformer  batch 1  sequence 512 }
