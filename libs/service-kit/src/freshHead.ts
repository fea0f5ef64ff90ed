import type { EventStore } from '@arena/eventstore'

/**
 * The log's head position as read after the call began, shared: callers that arrive while a
 * read is in flight (it may have been sent before they came) wait for the next one, which all
 * of them share. Under load that is one cheap query per round trip for any number of callers,
 * instead of one query each. With a read model caught up to it, a caller has seen every event
 * committed before it asked (positions are granted in commit order).
 */
export class FreshHead {
  #current: Promise<number> | undefined
  #next: Promise<number> | undefined

  constructor(private readonly store: Pick<EventStore, 'headPosition'>) {}

  read(): Promise<number> {
    if (!this.#current) return this.#start()
    const settled = this.#current.then(() => undefined, () => undefined)
    this.#next ??= settled.then(() => {
      this.#next = undefined
      return this.#start()
    })
    return this.#next
  }

  #start(): Promise<number> {
    const query = this.store.headPosition()
    this.#current = query
    const clear = () => {
      if (this.#current === query) this.#current = undefined
    }
    query.then(clear, clear)
    return query
  }
}
