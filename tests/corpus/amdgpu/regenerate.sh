#!/usr/bin/env bash
# Regenerates every compiler output in this folder from src/. Needs clang-22 and llc-22
# (Debian bookworm-security: apt-get install clang-22 llvm-22); the tests never run it.
set -euo pipefail
cd "$(dirname "$0")"
HIP="clang-22 -x hip --cuda-device-only -nogpuinc -nogpulib -O2 -S"
OCL="clang-22 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O2 -S"
LLC="llc-22 -mtriple=amdgcn-amd-amdhsa -O2"
run() { echo "+ $*" >&2; "$@"; }
# name: source file, then "target[:w64]" list
hip() {
  local name=$1; shift
  for t in "$@"; do
    local arch=${t%%:*} extra=""
    local suffix=$arch
    if [[ $t == *:w64 ]]; then extra="-mwavefrontsize64"; suffix="$arch-w64"; fi
    run $HIP --offload-arch="$arch" $extra "src/$name.hip" -o "$name.$suffix.s"
  done
}
hip straight_line           gfx90a gfx942 gfx1030 gfx1030:w64 gfx1100 gfx1100:w64 gfx1200 gfx1201 gfx1250
hip uniform_arg_branch      gfx942 gfx1100 gfx1200
hip divergent_tid32         gfx90a gfx942 gfx1030 gfx1100:w64 gfx1200 gfx1250
hip divergent_both_sides    gfx942 gfx1201
hip loop_uniform            gfx942 gfx1100 gfx1250
hip tiled_matmul            gfx942 gfx1100 gfx1200
hip halving_reduce          gfx942 gfx1200
hip loop_uniform_choice     gfx942 gfx1200
hip loop_lane_choice        gfx942 gfx1200
hip atomic_flag_race        gfx90a gfx942 gfx1250
hip generic_private_read    gfx942 gfx1250
hip byte_and_half_views     gfx942 gfx1100
hip ballot_branch           gfx942
hip ballot_popcount         gfx942
hip loop_trips_per_wave     gfx942 gfx1200
hip loop_exit_value_per_wave gfx942 gfx1200
hip spin_wait_flag          gfx942 gfx1200
hip float_mode_per_wave     gfx1200
hip loop_lane_dependent     gfx942 gfx1200
hip early_exit              gfx90a gfx1100 gfx1200
hip tree_reduction          gfx942 gfx1030
hip lane_loop_then_barrier  gfx942 gfx1201
hip call_helper             gfx942 gfx1200 gfx1250
hip call_divergent          gfx942 gfx1250
hip group_size_branch       gfx942 gfx1100 gfx1200
hip float_lane_cond         gfx942
hip wave_uniform_branch     gfx942 gfx1100
hip split_barrier           gfx1200 gfx1250
hip wait_without_signal     gfx1200 gfx1250
hip signal_then_exit        gfx1201
hip double_signal           gfx1200
hip many_barriers           gfx942 gfx1250
hip late_deadlock           gfx1200
hip tid_y_branch            gfx942
hip group_id_branch         gfx1250
hip double_halves_agree     gfx942 gfx1100
hip double_lane_threshold   gfx942 gfx1100
hip global_bcast_after_barrier gfx942 gfx1200
hip global_read_after_barrier_lane gfx942 gfx1200
hip odd_lanes_barrier_then_lds_sort gfx942 gfx1200
for n in named_producer_consumer named_pairs named_member_count_exceeds named_array named_array_short \
         named_wait_without_join named_uninitialized named_leave; do
  run $LLC -mcpu=gfx1250 "src/$n.ll" -o "$n.gfx1250.s"
done
run $OCL -mcpu=gfx90a src/ocl_builtin_barrier.cl -o ocl_builtin_barrier.gfx90a.s
run $OCL -mcpu=gfx1100 src/ocl_extern_barrier.cl -o ocl_extern_barrier.gfx1100.s
run $OCL -mcpu=gfx942 src/dma_wait_before_barrier.cl -o dma_wait_before_barrier.gfx942.s
run $OCL -mcpu=gfx942 src/dma_wait_after_barrier.cl -o dma_wait_after_barrier.gfx942.s
run $OCL -mcpu=gfx942 src/dma_own_slice.cl -o dma_own_slice.gfx942.s
run $OCL -mcpu=gfx1250 src/async_wait_before_barrier.cl -o async_wait_before_barrier.gfx1250.s
run $OCL -mcpu=gfx1250 src/async_wait_after_barrier.cl -o async_wait_after_barrier.gfx1250.s
run $OCL -mcpu=gfx1250 src/async_never_waited.cl -o async_never_waited.gfx1250.s
run $OCL -mcpu=gfx1250 src/async_copy_if_asked.cl -o async_copy_if_asked.gfx1250.s
# -O0: locals in scratch, SGPRs spilled to VGPR lanes.
for t in gfx942 gfx1250; do
  run ${HIP/-O2/-O0} --offload-arch=$t src/unoptimised_lane_loop.hip -o unoptimised_lane_loop.$t.s
  run ${HIP/-O2/-O0} --offload-arch=$t src/unoptimised_uniform_read.hip -o unoptimised_uniform_read.$t.s
  run ${HIP/-O2/-O0} --offload-arch=$t src/unoptimised_read_after_store.hip -o unoptimised_read_after_store.$t.s
  run ${HIP/-O2/-O0} --offload-arch=$t src/unoptimised_lds_then_branch.hip -o unoptimised_lds_then_branch.$t.s
done
run ${HIP/-O2/-O0} --offload-arch=gfx942 src/dma_generic_read.hip -o unoptimised_dma_generic_read.gfx942.s
for t in gfx1100 gfx1200; do
  run ${HIP/-O2/-O0} --offload-arch=$t src/unoptimised_uniform_config.hip -o unoptimised_uniform_config.$t.s
done
# -O0 OpenCL: locals in private memory, read through generic (flat) pointers.
for t in gfx942 gfx1100 gfx1200; do
  for n in unoptimised_private_helper unoptimised_private_helper_lane unoptimised_private_slot; do
    run ${OCL/-O2/-O0} -mcpu=$t "src/$n.cl" -o "$n.$t.s"
  done
done
run $OCL -mcpu=gfx1250 src/async_two_blocks.cl -o async_two_blocks.gfx1250.s
run $OCL -mcpu=gfx1250 src/async_two_blocks_off_by_one.cl -o async_two_blocks_off_by_one.gfx1250.s
run $OCL -mcpu=gfx1250 src/async_pipeline.cl -o async_pipeline.gfx1250.s
run $OCL -mcpu=gfx1250 src/pipeline_wait_too_large.cl -o pipeline_wait_too_large.gfx1250.s
run $OCL -mcpu=gfx1250 src/pipeline_flush_too_large.cl -o pipeline_flush_too_large.gfx1250.s
run $OCL -mcpu=gfx1250 src/pipeline_overwrite.cl -o pipeline_overwrite.gfx1250.s
run $OCL -mcpu=gfx942 src/float_uniform_branch.cl -o float_uniform_branch.gfx942.s
run $OCL -mcpu=gfx1200 src/float_uniform_branch.cl -o float_uniform_branch.gfx1200.s
run $OCL -mcpu=gfx942 src/readonly_vector_load.cl -o readonly_vector_load.gfx942.s
run $OCL -mcpu=gfx1100 src/readonly_vector_load.cl -o readonly_vector_load.gfx1100.s
run $OCL -mcpu=gfx942 src/const_written_through_cast.cl -o const_written_through_cast.gfx942.s
run $OCL -mcpu=gfx942 src/restrict_equal_addresses.cl -o restrict_equal_addresses.gfx942.s
run $OCL -mcpu=gfx942 src/float_fmaak_uniform.cl -o float_fmaak_uniform.gfx942.s
run $OCL -mcpu=gfx942 src/negzero_class_unmodelled.cl -o negzero_class_unmodelled.gfx942.s

# LLVM IR of the same sources, for the IR frontend.
hipll() {
  local name=$1; shift
  for t in "$@"; do run $HIP -emit-llvm --offload-arch="$t" "src/$name.hip" -o "$name.$t.ll"; done
}
hipll call_divergent          gfx942
hipll byte_and_half_views     gfx942
hipll ballot_branch           gfx942
hipll ballot_popcount         gfx942
hipll call_helper             gfx942 gfx1200
hipll divergent_both_sides    gfx942
hipll divergent_tid32         gfx942 gfx1200
hipll double_signal           gfx1200
hipll early_exit              gfx1200
hipll float_lane_cond         gfx942
hipll group_size_branch       gfx942 gfx1200
hipll lane_loop_then_barrier  gfx942
hipll loop_lane_dependent     gfx942 gfx1200
hipll loop_uniform            gfx942 gfx1100 gfx1250
hipll spin_wait_flag          gfx942 gfx1200
hipll split_barrier           gfx1200
hipll straight_line           gfx942 gfx1200
hipll tid_y_branch            gfx942
hipll uniform_arg_branch      gfx942 gfx1200
hipll wait_without_signal     gfx1200
hipll wave_uniform_branch     gfx942
hipll tiled_matmul            gfx1100 gfx1200
hipll double_halves_agree     gfx942
hipll double_lane_threshold   gfx942
hipll global_bcast_after_barrier gfx942 gfx1200
hipll global_read_after_barrier_lane gfx942 gfx1200
hipll odd_lanes_barrier_then_lds_sort gfx942 gfx1200
for n in async_wait_before_barrier async_wait_after_barrier async_never_waited async_copy_if_asked async_two_blocks \
         async_two_blocks_off_by_one async_pipeline pipeline_wait_too_large \
         pipeline_flush_too_large pipeline_overwrite; do
  run $OCL -emit-llvm -mcpu=gfx1250 "src/$n.cl" -o "$n.gfx1250.ll"
done
for n in dma_wait_before_barrier dma_wait_after_barrier dma_own_slice; do
  run $OCL -emit-llvm -mcpu=gfx942 "src/$n.cl" -o "$n.gfx942.ll"
done
# The spec's asyncmark examples: the sources call asyncmark()/wait_asyncmark(n) (asyncmark.h)
# and the IR gets the spec's intrinsic names, which LLVM 22.1 does not have yet.
asyncll() {
  local out=$1; shift
  run $OCL -emit-llvm -mcpu=gfx1250 "$@" -o "$out"
  sed -i 's/@asyncmark(/@llvm.amdgcn.asyncmark(/; s/@wait_asyncmark(/@llvm.amdgcn.wait.asyncmark(/' "$out"
}
asyncll asyncmark_pipeline.gfx1250.ll src/asyncmark_pipeline.cl
asyncll asyncmark_uneven.gfx1250.ll -DREAD_BLOCK=2 src/asyncmark_uneven.cl
asyncll asyncmark_uneven_second.gfx1250.ll -DREAD_BLOCK=3 src/asyncmark_uneven.cl
asyncll asyncmark_call.gfx1250.ll -DREAD=b src/asyncmark_call.cl
asyncll asyncmark_call_callee_copy.gfx1250.ll -DREAD=c src/asyncmark_call.cl
asyncll asyncmark_call_inlined.gfx1250.ll -DREAD=c -DINLINE src/asyncmark_call.cl
asyncll asyncmark_callee_wait.gfx1250.ll src/asyncmark_callee_wait.cl
asyncll asyncmark_pipeline_loop.gfx1250.ll -DROLLED src/asyncmark_pipeline.cl
# wave-lang GEMM templates (barriers placed by wave-lang's LDS barrier pass), compiled
# through IREE without a GPU; needs a Python 3.11 venv:
#   python3 -m venv venv && venv/bin/pip install wave-lang==3.9.1 torch
if [[ -x venv/bin/python ]]; then
  for spec in "gfx942 none dynamic" "gfx942 none 512" "gfx942 prefetch 512" "gfx942 modulo 512" \
              "gfx950 none dynamic" "gfx950 modulo 512" "gfx1201 none 512" "gfx1201 prefetch 512"; do
    read -r t s k <<<"$spec"
    n="wave_gemm_${s}_$([[ $k == dynamic ]] && echo dynamic_k || echo k$k)"
    run venv/bin/python src/wave_gemm.py "$t" "$s" "$k" "$n.$t.s"
  done
fi
