import type { Subscription } from './port'

/** The subscriptions a store has handed out and not yet closed, so closing the store closes them all. */
export class OpenSubscriptions {
  readonly #open = new Set<Subscription>()

  /** Hands out `inner`; closing what this returns forgets it, then closes `inner`. */
  track(inner: Subscription): Subscription {
    const subscription: Subscription = {
      close: async () => {
        this.#open.delete(subscription)
        await inner.close()
      },
    }
    this.#open.add(subscription)
    return subscription
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.#open].map(subscription => subscription.close()))
  }
}
