import { categoryOf, idOf } from './streams'

/** Every topic name in one place, so producers and consumers cannot drift apart. */
export const topics = {
  events: (category: string) => `arena.${category}.events`,
  commands: (service: string) => `arena.${service}.commands`,
  replies: (service: string) => `arena.${service}.replies`,
  market: (kind: 'ticker' | 'depth' | 'trade') => `arena.market.${kind}`,
  /** Every event in the store's global order, one partition: what read models follow in the cluster. */
  log: 'arena.log',
} as const

/** Where the relay publishes an event read from the store, and the key that keeps it ordered. */
export function eventRoute(stream: string): { topic: string; key: string } {
  const category = categoryOf(stream)
  // Keyed by the stream's id: its events stay in order. An account (`account-<contest>-<user>`)
  // is keyed by contest and player, not by contest, so consumers partitioned by account (matching
  // and leaderboard replicas) can share one busy contest (docs/adr/0028-events-over-kafka.md).
  return { topic: topics.events(category), key: idOf(stream) || stream }
}
