#!/usr/bin/env python3
"""What PyTorch's autograd keeps for an MLP's activation, per element of its input: the tensors
saved for the backward pass (torch.autograd.graph.saved_tensors_hooks), each storage counted once,
in units of the input's element size, together with the activation's output, which the down
projection keeps. Runs on the CPU (any PyTorch since 1.10; Debian's python3-torch is enough): what
autograd saves does not depend on the device.

Checks the constants mlp.ACTIVATION.saved of rules/networks/layer_costs.dsl, and exits 1 where
one differs. The up projection's layer counts its output x (every layer keeps its output), so
the constant is what the activation and the down projection keep, less that x: GELU keeps x and
its output (1), ReLU only its output (0: x is freed, and the output takes its place).
  bench/memory/saved_by_activation.py"""
import math
import os
import re
import sys

import torch
import torch.nn.functional as F


def gelu_tanh_as_separate_operations(x):
    """The tanh approximation of GELU written as element-wise tensor operations, as GPT-2's
    reference code and Hugging Face's `gelu_new` activation compute it: each operation is a
    kernel of its own, and autograd keeps what each one's backward step reads."""
    inner = math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))
    return 0.5 * x * (1.0 + torch.tanh(inner))


# Each activation, and the constant of rules/networks/layer_costs.dsl that stands for it (None:
# no shipped network uses it).
ACTIVATIONS = {
    "gelu": (F.gelu, "gelu"),
    "gelu (tanh, one kernel)": (lambda x: F.gelu(x, approximate="tanh"), None),
    "gelu_new (separate operations)": (gelu_tanh_as_separate_operations, "gelu_new"),
    "silu": (F.silu, "silu"),
    "relu": (F.relu, "relu"),
}
LAYER_COSTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "rules", "networks",
                           "layer_costs.dsl")


def shipped_constants():
    """{activation: mlp.ACTIVATION.saved} as layer_costs.dsl declares them."""
    with open(LAYER_COSTS) as f:
        found = re.findall(r"^let layer_cost\.mlp\.(\w+)\.saved = ([0-9.]+)", f.read(), re.M)
    return {name: float(value) for name, value in found}


def storage_address(tensor):
    """Where a tensor's memory starts: views of one storage share it (PyTorch 2 names the call
    untyped_storage, 1.x storage)."""
    storage = tensor.untyped_storage() if hasattr(tensor, "untyped_storage") else tensor.storage()
    return storage.data_ptr()


def saved_elements(activation, elements=4096):
    """(elements of x kept, elements kept besides x, the output included), per element of x."""
    x = torch.randn(elements, dtype=torch.bfloat16).requires_grad_()
    storages = {}

    def pack(tensor):
        storages[storage_address(tensor)] = tensor.numel()
        return tensor

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda tensor: tensor):
        output = activation(x)
        pack(output)  # the down projection's backward reads it
        output.sum().backward()
    kept_x = storages.pop(storage_address(x), 0) / elements
    return kept_x, sum(storages.values()) / elements


def main():
    print(f"torch {torch.__version__}")
    print(f"{'activation':32} {'keeps x':>8} {'keeps besides x':>16} {'constant':>9} {'shipped':>8}")
    shipped = shipped_constants()
    differ = []
    for name, (activation, constant_name) in ACTIVATIONS.items():
        kept_x, besides = saved_elements(activation)
        constant = kept_x + besides - 1  # less the up projection's output, which that layer counts
        declared = shipped.get(constant_name)
        print(f"{name:32} {kept_x:8.2f} {besides:16.2f} {constant:9.2f} "
              f"{'-' if declared is None else f'{declared:.2f}':>8}")
        if declared is not None and abs(declared - constant) > 0.01:
            differ.append(f"mlp.{constant_name}.saved is {declared:g} in layer_costs.dsl, measured {constant:.2f}")
    for line in differ:
        print(line, file=sys.stderr)
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
