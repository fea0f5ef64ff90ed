/**
 * At most one send per key per interval. A send that comes too soon is kept (the latest one
 * wins) and goes out at the next `drain` once the interval has passed, so the last value always
 * arrives. Time is passed in, so tests move a clock instead of sleeping. Used per contest board;
 * per player, `ItemThrottle` below keeps the same rules with its state on the player's book.
 */
export class Throttle<K = unknown> {
  /** Last send per key, oldest first (a send moves its key to the end), while its interval runs. */
  readonly #last = new Map<K, number>()
  readonly #pending = new Map<K, () => void>()

  constructor(private readonly intervalMs: number) {}

  offer(key: K, nowMs: number, send: () => void): void {
    const last = this.#last.get(key)
    if (last !== undefined && nowMs - last < this.intervalMs) {
      this.#pending.set(key, send)
      return
    }
    this.#pending.delete(key)
    this.#last.delete(key)
    this.#last.set(key, nowMs)
    send()
  }

  /**
   * Sends what is held back for keys whose interval has passed. Keys are visited oldest send first
   * and the visit stops at the first one still inside its interval, so a drain costs the keys that
   * are due, not every key held (a tick holds back thousands). A key due with nothing held is
   * forgotten: its next offer goes out at once either way. Times only move forward (the clock).
   */
  drain(nowMs: number): void {
    for (const [key, last] of this.#last) {
      if (nowMs - last < this.intervalMs) return
      const send = this.#pending.get(key)
      if (send) this.offer(key, nowMs, send)
      else this.#last.delete(key)
    }
  }

  get pendingCount(): number {
    return this.#pending.size
  }

  /** Keys inside their interval (sent recently or holding a send). */
  get trackedCount(): number {
    return this.#last.size
  }
}

/** What `ItemThrottle` keeps on each item: when it last went out, and whether a send is held. */
export interface Throttled {
  sentAt: number | undefined
  held: boolean
}

/**
 * `Throttle` for many items of one kind (a player's book each), with the state kept on the items:
 * a held send is a flag, not a Map entry and a closure, since a tick offers 10,000 of them. Sends
 * go through one function, which reads the item's latest figures when it runs.
 */
export class ItemThrottle<T extends Throttled> {
  /** Sends in time order, each with its time; an item sent again leaves a stale entry behind. */
  #items: T[] = []
  #times: number[] = []
  #head = 0

  constructor(private readonly intervalMs: number, private readonly send: (item: T) => void) {}

  offer(item: T, nowMs: number): void {
    if (item.sentAt !== undefined && nowMs - item.sentAt < this.intervalMs) item.held = true
    else this.#send(item, nowMs)
  }

  /** Sends the held items whose interval has passed; visits only sends that are due (times only move forward). */
  drain(nowMs: number): void {
    while (this.#head < this.#items.length && nowMs - this.#times[this.#head]! >= this.intervalMs) {
      const item = this.#items[this.#head]!
      const sentAt = this.#times[this.#head]!
      this.#head++
      if (item.sentAt === sentAt && item.held) this.#send(item, nowMs)
    }
    if (this.#head > 1024 && this.#head * 2 > this.#items.length) {
      this.#items = this.#items.slice(this.#head)
      this.#times = this.#times.slice(this.#head)
      this.#head = 0
    }
  }

  /** Items holding a send. */
  get pendingCount(): number {
    let count = 0
    for (let i = this.#head; i < this.#items.length; i++) if (this.#items[i]!.held && this.#items[i]!.sentAt === this.#times[i]) count++
    return count
  }

  #send(item: T, nowMs: number): void {
    item.held = false
    item.sentAt = nowMs
    this.#items.push(item)
    this.#times.push(nowMs)
    this.send(item)
  }
}
