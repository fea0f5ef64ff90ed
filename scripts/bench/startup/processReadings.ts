// How the start-up bench reads one running process: its memory from /proc and /metrics, when it
// has settled, and the warm-up both sides get before the reading `met` is judged on.
import { readFileSync } from 'node:fs'
import { cpuSecondsOf } from '../../load/cluster'

export const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places
export const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

/** What /proc says of a process's memory, in MB: resident now and its peak. */
export function memoryOf(pid: number): { rssMb: number; peakRssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN)
  return { rssMb: round(kb('VmRSS') / 1024), peakRssMb: round(kb('VmHWM') / 1024) }
}

/** `nodejs_heap_size_used_bytes` from the process's /metrics, in MB (NaN when it has none). */
export async function heapUsedOf(port: number): Promise<number> {
  const text = await fetch(`http://127.0.0.1:${port}/metrics`).then(r => r.text(), () => '')
  const bytes = Number(/^nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1] ?? Number.NaN)
  return round(bytes / 1024 / 1024)
}

/**
 * Waits until the process uses under 10% of a core over a whole second (its timers, the market
 * feed's ticks, never stop entirely), at most 20 s; returns how long that took.
 */
export async function settle(pid: number): Promise<number> {
  const started = performance.now()
  let last = cpuSecondsOf(pid) ?? 0
  while (performance.now() - started < 20_000) {
    await sleep(1000)
    const now = cpuSecondsOf(pid)
    if (now === undefined) throw new Error(`process ${pid} exited while settling`)
    if (now - last < 0.1) return performance.now() - started
    last = now
  }
  return performance.now() - started
}

/** Requests of the warm-up before the second reading (`warmRssMb`), 16 at a time. */
export const WARM_UP_REQUESTS = 3000

/**
 * Gives the process the same small load on both sides: 3,000 GETs of /api/health. A process
 * fresh from a restore has touched its whole young generation (the edge's is 2 x 32 MB,
 * scripts/lib/platformNode.mjs) and one on an empty history has not yet; any traffic makes both
 * touch it, so the warmed figures compare what each holds, not how far each has allocated.
 */
export async function warmUp(port: number): Promise<void> {
  let sent = 0
  await Promise.all(Array.from({ length: 16 }, async () => {
    while (sent++ < WARM_UP_REQUESTS) await fetch(`http://127.0.0.1:${port}/api/health`).then(r => r.arrayBuffer())
  }))
}
