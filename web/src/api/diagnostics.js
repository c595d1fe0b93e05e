// Facade: what the WASM module holds in memory (benchmarks report it beside the timings).
export function diagnosticsApi(call) {
  return {
    /**
     * @returns {{heapBytes: number, allocatedBytes: number}} heapBytes: the module's memory, which grows on
     *   demand and never shrinks (so: the peak so far); allocatedBytes: what malloc has handed out now.
     */
    memoryStats() {
      return call('memoryStats');
    },
  };
}
