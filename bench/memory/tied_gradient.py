#!/usr/bin/env python3
"""How many copies of a tied matrix's gradient autograd holds at once: a token embedding whose
matrix is also the output layer's (GPT-2, BERT's MLM head, OPT, Llama 3.2), against the same
network with an untied output layer. Counts the bytes PyTorch's CPU allocator holds during one
backward pass (torch.profiler's memory events), in units of the tied matrix's gradient, beyond
the gradients themselves. Runs on the CPU (Debian's python3-torch is enough): which tensors
autograd keeps alive is the engine's doing, not the device's.

Checks tied_gradient_copies in rules/memory.dsl against the tied network (2 when the gradients are
freed before each step, 3 when they are kept), and exits 1 where it differs. The untied network
holds none when the gradients are freed (its peak is the gradients themselves); when they are
kept, each new gradient is alive beside the kept one until it is added (1.5 here: the output
layer's and the logits' gradient at the start of the pass), which the memory model leaves out.
  bench/memory/tied_gradient.py"""
import os
import re
import sys

import torch
import torch.nn as nn
from torch.profiler import ProfilerActivity, profile

VOCABULARY, WIDTH, TOKENS = 50000, 256, 128
MEMORY_RULES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "rules", "memory.dsl")


class TinyLanguageModel(nn.Module):
    """Embedding, one hidden layer, a norm and the output layer, tied or not."""

    def __init__(self, tied):
        super().__init__()
        self.embedding = nn.Embedding(VOCABULARY, WIDTH)
        self.hidden = nn.Linear(WIDTH, WIDTH)
        self.norm = nn.LayerNorm(WIDTH)
        self.output = nn.Linear(WIDTH, VOCABULARY, bias=False)
        if tied:
            self.output.weight = self.embedding.weight

    def forward(self, tokens):
        return self.output(self.norm(torch.relu(self.hidden(self.embedding(tokens)))))


def peak_during_backward(model, tokens, keep_gradients):
    """The most bytes the allocator holds during one step, beyond the weights (and the kept
    gradients), less the gradients the step leaves."""
    step = lambda: model(tokens).sum().backward()
    for _ in range(2):  # warm up, and leave the gradients to keep
        model.zero_grad(set_to_none=True)
        step()
    if not keep_gradients:
        model.zero_grad(set_to_none=True)
    with profile(activities=[ProfilerActivity.CPU], profile_memory=True) as prof:
        step()
    changes = sorted((e.start_us(), e.nbytes()) for e in prof.profiler.kineto_results.events()
                     if e.name() == "[memory]")
    held = peak = 0
    for _, change in changes:
        held += change
        peak = max(peak, held)
    gradients = 0 if keep_gradients else sum(p.numel() * p.element_size() for p in model.parameters())
    return peak - gradients


def shipped_copies():
    """(copies when freed, copies when kept) as rules/memory.dsl declares tied_gradient_copies."""
    with open(MEMORY_RULES) as f:
        found = re.search(r"^let tied_gradient_copies = if keep_gradients then (\d+) else (\d+)", f.read(), re.M)
    if not found:
        sys.exit(f"{MEMORY_RULES}: no 'let tied_gradient_copies = if keep_gradients then N else M'")
    return int(found.group(2)), int(found.group(1))


def main():
    torch.manual_seed(0)
    tokens = torch.randint(0, VOCABULARY, (1, TOKENS))
    matrix = VOCABULARY * WIDTH * 4
    print(f"torch {torch.__version__}; copies of the {VOCABULARY} x {WIDTH} matrix's gradient beyond the gradients")
    print(f"{'gradients':10} {'untied':>7} {'tied':>7} {'shipped':>8}")
    shipped = dict(zip(("freed", "kept"), shipped_copies()))
    differ = []
    for mode in ("freed", "kept"):
        untied, tied = (peak_during_backward(TinyLanguageModel(t), tokens, mode == "kept") / matrix for t in (False, True))
        print(f"{mode:10} {untied:7.2f} {tied:7.2f} {shipped[mode]:8d}")
        if abs(tied - shipped[mode]) > 0.05:
            differ.append(f"tied_gradient_copies ({mode} gradients) is {shipped[mode]}, measured {tied:.2f}")
    for line in differ:
        print(line, file=sys.stderr)
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
