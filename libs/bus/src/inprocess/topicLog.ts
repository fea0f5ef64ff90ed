import type { TransportRecord } from '../transport'

/** One topic's partitions, append-only, with a way to wait for the next append. */
export class TopicLog {
  readonly partitions: TransportRecord[][]
  #waiters = new Set<() => void>()

  constructor(partitionCount: number) {
    this.partitions = Array.from({ length: partitionCount }, () => [])
  }

  append(records: TransportRecord[]): void {
    for (const record of records) {
      // Copies, so a producer mutating its objects later cannot rewrite history.
      this.partitions[partitionOf(record.key, this.partitions.length)]!.push({
        key: record.key,
        value: record.value,
        headers: { ...record.headers },
      })
    }
    const waiters = [...this.#waiters]
    this.#waiters.clear()
    for (const wake of waiters) wake()
  }

  /** Resolves on the next append, or when `signal` aborts. */
  changed(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (signal.aborted) return resolve()
      const wake = () => {
        this.#waiters.delete(wake)
        signal.removeEventListener('abort', wake)
        resolve()
      }
      this.#waiters.add(wake)
      signal.addEventListener('abort', wake)
    })
  }
}

/** FNV-1a: stable across runs, so a key always lands on the same partition. */
export function partitionOf(key: string, count: number): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) % count
}
