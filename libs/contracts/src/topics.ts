import { categoryOf, idOf } from './streams'

/** Every topic name in one place, so producers and consumers cannot drift apart. */
export const topics = {
  events: (category: string) => `arena.${category}.events`,
  commands: (service: string) => `arena.${service}.commands`,
  replies: (service: string) => `arena.${service}.replies`,
  market: (kind: 'ticker' | 'depth' | 'trade') => `arena.market.${kind}`,
} as const

/** Where the relay publishes an event read from the store, and the key that keeps it ordered. */
export function eventRoute(stream: string): { topic: string; key: string } {
  const category = categoryOf(stream)
  const id = idOf(stream)
  // An account stream is `account-<contest>-<user>`: key by contest so one contest's fills stay ordered.
  const key = category === 'account' ? id.slice(0, 36) : id
  return { topic: topics.events(category), key: key || stream }
}
