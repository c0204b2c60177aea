/* Shared helpers for the GPU differential-test kernels (scripts/gpu-difftest.py).
 * Plain C compiled by clang-22 for nvptx64-nvidia-cuda; no CUDA headers. */
#ifndef RKIFC_GPU_COMMON_H
#define RKIFC_GPU_COMMON_H

#define KERNEL __attribute__((nvptx_kernel))

static inline int gtid(void) {
  return (int)(__nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() +
               __nvvm_read_ptx_sreg_tid_x());
}

#endif
