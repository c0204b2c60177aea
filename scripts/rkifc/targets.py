"""The targets rkifc is tested on, their -mcpu defaults and the flags that
compile for them: clang's (with this project's headers) and llc's.

  hexagon  qemu-hexagon runs v67 and older; newer -mcpu run with -cpu v67
  arm      armv7a-linux-gnueabihf, ARM mode
  thumb    the same in Thumb2 (-mthumb)
  nvptx    nvptx64-nvidia-cuda, checked with ptxas (and a GPU where lent)
"""

import os

from rkifc.toolchain import REPO

CPU_TARGETS = ("hexagon", "arm", "thumb")
TARGETS = CPU_TARGETS + ("nvptx",)

# "generic" means no -mcpu flag (ARM, Thumb2).
DEFAULT_MCPU = {"hexagon": "hexagonv67", "arm": "generic",
                "thumb": "generic", "nvptx": "sm_90"}
QEMU_HEXAGON_MAX = 67

TRIPLE = {"hexagon": "hexagon", "arm": "armv7a-linux-gnueabihf",
          "thumb": "thumbv7a-linux-gnueabihf",
          "nvptx": "nvptx64-nvidia-cuda"}

HEX_RUNTIME = os.path.join(REPO, "runtime", "hexagon")
ARM_SYSROOT = "/usr/arm-linux-gnueabihf"


def cflags(target, mcpu=None):
    """clang's flags to compile for target and mcpu (default
    DEFAULT_MCPU), with this project's headers."""
    mcpu = mcpu or DEFAULT_MCPU[target]
    if target == "hexagon":
        # -nostdlibinc: our runtime headers instead of a (missing)
        # Hexagon libc; clang's own stdint.h/limits.h etc. remain.
        return ["--target=hexagon", "-mcpu=" + mcpu, "-nostdlibinc",
                "-isystem", os.path.join(HEX_RUNTIME, "include"),
                # Stock LLVM 22 miscompiles some hardware loops.
                "-mllvm", "-disable-hexagon-hwloops"]
    if target == "nvptx":
        # Plain C for the GPU (test/Exec/gpu-kernels), no CUDA headers.
        return ["--target=" + TRIPLE[target], "-march=" + mcpu,
                "-ffp-contract=off"]
    flags = ["--target=armv7a-linux-gnueabihf", "-nostdlibinc",
             "-isystem", os.path.join(ARM_SYSROOT, "include")]
    if target == "thumb":
        flags.append("-mthumb")
    if mcpu != "generic":
        flags.append("-mcpu=" + mcpu)
    return flags


def llc_flags(target, mcpu=None):
    """llc's flags for target and mcpu, matching cflags."""
    mcpu = mcpu or DEFAULT_MCPU[target]
    return ["-mtriple=" + TRIPLE[target]] + (
        ["-mcpu=" + mcpu] if mcpu != "generic" else [])
