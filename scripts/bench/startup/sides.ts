/** One process measured on one side (empty history, cold, history), and the median of several runs. */
export interface Side {
  readyMs: number
  cpuSecondsToReady: number
  settleMs: number
  rssMb: number
  peakRssMb: number
  /** VmRSS after the warm-up (`warmUp`) and another settle: the figure `met` is judged on. */
  warmRssMb: number
  /** The V8 heap in use (the process's /metrics): what it holds, where RSS also counts pages the heap has freed but kept. */
  heapUsedMb: number
  /** Error lines the process logged up to the measurement: 0, or the history is not one the product folds. */
  errorsLogged: number
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
export const medianSide = (sides: Side[]): Side => ({
  readyMs: median(sides.map(s => s.readyMs)),
  cpuSecondsToReady: median(sides.map(s => s.cpuSecondsToReady)),
  settleMs: median(sides.map(s => s.settleMs)),
  rssMb: median(sides.map(s => s.rssMb)),
  peakRssMb: median(sides.map(s => s.peakRssMb)),
  warmRssMb: median(sides.map(s => s.warmRssMb)),
  heapUsedMb: median(sides.map(s => s.heapUsedMb)),
  errorsLogged: Math.max(...sides.map(s => s.errorsLogged)),
})
