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
  /** The first notice's head: what was committed before this process listened was never announced here. */
  #firstHeard: number | undefined
  /** Per kind (`category/type`), the highest position a notice (or an append of ours) named it at. */
  readonly #lastOfKind = new Map<string, number>()
  /** The highest position of a notice that did not list its kinds (`*`): it may have carried any. */
  #anyKindAt = 0
  readonly #hearing: { position: number; heard: () => void }[] = []
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
    this.#firstHeard ??= notice.head
    this.#heard = Math.max(this.#heard, notice.head)
    if (this.#wants(notice.kinds)) this.#wanted = Math.max(this.#wanted, notice.head)
    if (notice.kinds === '*') this.#anyKindAt = Math.max(this.#anyKindAt, notice.head)
    else this.#sawKinds(notice.kinds, notice.head)
    for (let i = this.#hearing.length - 1; i >= 0; i--) {
      if (this.#hearing[i]!.position <= this.#heard) this.#hearing.splice(i, 1)[0]!.heard()
    }
  }

  /**
   * How far a reader must read to have seen every event of `kinds` (`category/type`) at or below
   * `head`, a position committed before the call: `head` itself unless the notices say exactly.
   * They do once a notice at or past `head` has arrived (all statements up to it are announced
   * then), waiting up to `waitMs` for it; the answer is then the last position that carried one
   * of `kinds`, if that is not past `head` (a later one may hide an earlier one this keeps no
   * record of). Nothing before the first notice heard is known, so the answer is never below it.
   */
  async lastOf(kinds: readonly string[], head: number, waitMs: number): Promise<number> {
    if (!this.#exact || this.#firstHeard === undefined) return head
    if (this.#heard < head && !(await this.#hearUpTo(head, waitMs))) return head
    if (!this.#exact) return head
    let last = Math.max(this.#firstHeard, this.#anyKindAt)
    for (const kind of kinds) last = Math.max(last, this.#lastOfKind.get(kind) ?? 0)
    return last > head ? head : last
  }

  #hearUpTo(position: number, waitMs: number): Promise<boolean> {
    return new Promise(resolve => {
      const waiter = { position, heard: () => {
        clearTimeout(timer)
        resolve(true)
      } }
      const timer = setTimeout(() => {
        const at = this.#hearing.indexOf(waiter)
        if (at >= 0) this.#hearing.splice(at, 1)
        resolve(false)
      }, waitMs)
      this.#hearing.push(waiter)
    })
  }

  #sawKinds(kinds: readonly string[], position: number): void {
    for (const kind of kinds) this.#lastOfKind.set(kind, Math.max(this.#lastOfKind.get(kind) ?? 0, position))
  }

  /** An append of this process, known before its notice arrives. */
  appended(stream: string, types: readonly string[], position: number): void {
    const category = categoryOf(stream)
    const kinds = types.map(type => `${category}/${type}`)
    if (this.#wants(kinds)) this.#wanted = Math.max(this.#wanted, position)
    this.#sawKinds(kinds, position)
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
