#!/usr/bin/env python3
"""What PyTorch's autograd keeps for an MLP's activation, per element of its input: the tensors
saved for the backward pass (torch.autograd.graph.saved_tensors_hooks), each storage counted once,
in units of the input's element size. Runs on the CPU (any PyTorch since 1.10; Debian's
python3-torch is enough): what autograd saves does not depend on the device.

Checks the constants mlp.ACTIVATION.saved of rules/networks/layer_costs.dsl. The input x (the up
projection's output) is listed apart: the up projection's layer already counts it (every layer
keeps its output), so the constant is what the activation keeps besides it.
  bench/memory/saved_by_activation.py"""
import math

import torch
import torch.nn.functional as F


def gelu_tanh_as_separate_operations(x):
    """The tanh approximation of GELU written as element-wise tensor operations, as GPT-2's
    reference code and Hugging Face's `gelu_new` activation compute it: each operation is a
    kernel of its own, and autograd keeps what each one's backward step reads."""
    inner = math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))
    return 0.5 * x * (1.0 + torch.tanh(inner))


ACTIVATIONS = {
    "gelu": F.gelu,
    "gelu (tanh, one kernel)": lambda x: F.gelu(x, approximate="tanh"),
    "gelu_new (separate operations)": gelu_tanh_as_separate_operations,
    "silu": F.silu,
    "relu": F.relu,
}


def storage_address(tensor):
    """Where a tensor's memory starts: views of one storage share it (PyTorch 2 names the call
    untyped_storage, 1.x storage)."""
    storage = tensor.untyped_storage() if hasattr(tensor, "untyped_storage") else tensor.storage()
    return storage.data_ptr()


def saved_elements(activation, elements=4096):
    """(elements of x kept, elements kept besides x), per element of x."""
    x = torch.randn(elements, dtype=torch.bfloat16).requires_grad_()
    storages = {}

    def pack(tensor):
        storages[storage_address(tensor)] = tensor.numel()
        return tensor

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda tensor: tensor):
        activation(x).sum().backward()
    kept_x = storages.pop(storage_address(x), 0) / elements
    return kept_x, sum(storages.values()) / elements


def main():
    print(f"torch {torch.__version__}")
    print(f"{'activation':32} {'keeps x':>8} {'keeps besides x':>16}")
    for name, activation in ACTIVATIONS.items():
        kept_x, besides = saved_elements(activation)
        print(f"{name:32} {kept_x:8.2f} {besides:16.2f}")


if __name__ == "__main__":
    main()
