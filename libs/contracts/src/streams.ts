/**
 * Stream names are `<category>-<id>`; the category decides the topic an event is relayed to.
 * Keys on the bus keep per-entity ordering: the stream's id part (user, order, contest).
 */
export const streams = {
  wallet: (userId: string) => `wallet-${userId}`,
  order: (orderId: string) => `order-${orderId}`,
  account: (contestId: string, userId: string) => `account-${contestId}-${userId}`,
  contest: (contestId: string) => `contest-${contestId}`,
  user: (userId: string) => `user-${userId}`,
  ticket: (ticketId: string) => `ticket-${ticketId}`,
} as const

export type StreamCategory = keyof typeof streams

export function categoryOf(stream: string): string {
  const dash = stream.indexOf('-')
  return dash === -1 ? stream : stream.slice(0, dash)
}

export function idOf(stream: string): string {
  const dash = stream.indexOf('-')
  return dash === -1 ? '' : stream.slice(dash + 1)
}
