import { categoryOf } from '@arena/contracts'
import { filtering } from '../eventFilter'
import type { EventFilter } from '../port'

/**
 * What one append statement's NOTIFY says (schema.sql, `notify_appends`): the highest position it
 * wrote, and the kinds of its events as `category/type`, or `*` when it wrote too many kinds to list.
 */
export interface AppendNotice {
  head: number
  kinds: readonly string[] | '*'
}

/** The notice in `payload`, or undefined for one this version cannot read (an older trigger's empty one). */
export function parseNotice(payload: string): AppendNotice | undefined {
  const space = payload.indexOf(' ')
  if (space <= 0) return undefined
  const head = Number(payload.slice(0, space))
  if (!Number.isSafeInteger(head) || head <= 0) return undefined
  const kinds = payload.slice(space + 1)
  return { head, kinds: kinds === '*' ? '*' : kinds.split(',') }
}

/**
 * Which stretch of the log this process's subscriptions can pass over without reading it.
 *
 * Every process woke every subscription and read the log on every append anywhere; a worker that
 * reads a few categories queried PostgreSQL hundreds of times a second during trading to find
 * nothing it wanted. Notices arrive in commit order, and positions are granted in commit order
 * (schema.sql), so once a notice for position H has arrived, every statement at or below H has
 * been announced. If none of those above a subscription's position carried a kind any subscription
 * here reads, the subscription may move to H without a query. Anything unknown (a notice this
 * version cannot read, a connection that may have missed some) turns the shortcut off for good:
 * the cost is the reads, never an event.
 */
export class NoticeWatch {
  readonly #filters = new Map<symbol, EventFilter | undefined>()
  #lastHeardAt = Number.NEGATIVE_INFINITY

  /**
   * `quietAfterMs`: with no notice for this long, reads happen as without notices (the poll's
   * safety net, in case a listening connection stopped delivering without closing).
   */
  constructor(private readonly quietAfterMs = 1000, private readonly now: () => number = () => performance.now()) {}

  /** Highest position any notice named. */
  #heard = 0
  /** Highest position named by a notice (or an append of ours) that some subscription here may want. */
  #wanted = 0
  #exact = true

  /** Counts `filter` in while its subscription is open; the returned function counts it out. */
  watch(filter: EventFilter | undefined): () => void {
    const token = Symbol('subscription')
    this.#filters.set(token, filter)
    return () => this.#filters.delete(token)
  }

  heard(payload: string): void {
    const notice = parseNotice(payload)
    if (!notice) return this.lose()
    this.#lastHeardAt = this.now()
    this.#heard = Math.max(this.#heard, notice.head)
    if (this.#wants(notice.kinds)) this.#wanted = Math.max(this.#wanted, notice.head)
  }

  /** An append of this process, known before its notice arrives. */
  appended(stream: string, types: readonly string[], position: number): void {
    const category = categoryOf(stream)
    if (this.#wants(types.map(type => `${category}/${type}`))) this.#wanted = Math.max(this.#wanted, position)
  }

  /** Whether notices still let readers pass over what they do not read (false once anything was unknown). */
  get trusted(): boolean {
    return this.#exact
  }

  /** Notices may have been missed (the listening connection was replaced): read everything from now on. */
  lose(): void {
    this.#exact = false
  }

  /**
   * Where a subscription at `from` may move without reading (`from` itself when nothing new was
   * announced), or undefined when it must read.
   */
  skipTo(from: number): number | undefined {
    if (!this.#exact || from < this.#wanted || this.now() - this.#lastHeardAt > this.quietAfterMs) return undefined
    return Math.max(this.#heard, from)
  }

  #wants(kinds: readonly string[] | '*'): boolean {
    if (kinds === '*') return true
    for (const filter of this.#filters.values()) {
      if (!filtering(filter)) return true
      for (const kind of kinds) {
        const slash = kind.indexOf('/')
        if (filter.categories?.includes(kind.slice(0, slash)) || filter.types?.includes(kind.slice(slash + 1))) return true
      }
    }
    return false
  }
}
