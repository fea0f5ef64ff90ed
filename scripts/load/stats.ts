/** Latencies and outcomes per call, for the report. */
export class Stats {
  readonly #latencies = new Map<string, number[]>()
  readonly counts = { ok: 0, refused: 0, interrupted: 0, failed: 0, retried: 0 }
  /** What went wrong outside a fault window, one line each (the first 50 kept). */
  readonly failures: string[] = []
  /** Inside a fault window a failure is expected and counted as interrupted, not failed. */
  faultActive = false

  record(call: string, ms: number): void {
    let list = this.#latencies.get(call)
    if (!list) this.#latencies.set(call, (list = []))
    list.push(ms)
  }

  /** A call that ultimately did not do its job. */
  fail(description: string): void {
    if (this.faultActive) {
      this.counts.interrupted++
      return
    }
    this.counts.failed++
    if (this.failures.length < 50) this.failures.push(description)
  }

  /** Calls answered or not, all kinds. */
  total(): number {
    let sum = 0
    for (const list of this.#latencies.values()) sum += list.length
    return sum
  }

  calls(name: string): number {
    return this.#latencies.get(name)?.length ?? 0
  }

  /** Per call: count and p50/p95/p99/max in ms. */
  latency(): Record<string, { count: number; p50: number; p95: number; p99: number; max: number }> {
    const out: Record<string, { count: number; p50: number; p95: number; p99: number; max: number }> = {}
    for (const [call, list] of [...this.#latencies].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...list].sort((a, b) => a - b)
      const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!)
      out[call] = { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: Math.round(sorted[sorted.length - 1]!) }
    }
    return out
  }
}
