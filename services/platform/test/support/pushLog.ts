import type { PushHub, PushMessage } from '@arena/service-kit'

export interface Pushed {
  /** `user:<id>`, the topic (`contest:<id>`), or `all`. */
  to: string
  message: PushMessage
}

type Match = (pushed: Pushed) => boolean

/**
 * A PushHub that keeps every message, so a test reads what browsers were told, and can wait for
 * one: work another module finishes later (a bus saga, a projection) is awaited by its push
 * instead of by sleeping.
 */
export class PushLog implements PushHub {
  readonly sent: Pushed[] = []
  readonly #waiting = new Set<{ match: Match; resolve: (pushed: Pushed) => void }>()

  toUser(userId: string, message: PushMessage): void {
    this.#add({ to: `user:${userId}`, message })
  }

  toTopic(topic: string, message: PushMessage): void {
    this.#add({ to: topic, message })
  }

  toAll(message: PushMessage): void {
    this.#add({ to: 'all', message })
  }

  /** Data of the pushes of `event` to `to`, oldest first. */
   
  of(to: string, event: string): any[] {
    return this.sent.filter(p => p.to === to && p.message.event === event).map(p => p.message.data)
  }

  /** The first push, already sent or still to come, that matches. */
  waitFor(match: Match): Promise<Pushed> {
    const found = this.sent.find(match)
    if (found) return Promise.resolve(found)
    return new Promise(resolve => this.#waiting.add({ match, resolve }))
  }

  #add(pushed: Pushed): void {
    this.sent.push(pushed)
    for (const waiter of this.#waiting) {
      if (!waiter.match(pushed)) continue
      this.#waiting.delete(waiter)
      waiter.resolve(pushed)
    }
  }
}
