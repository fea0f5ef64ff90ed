import { LoginRecorded, streams, type LoginRecordedData } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'

/**
 * A user's logins, newest first, read from their stream when asked for: history, not live state,
 * so no process keeps every user's logins in memory or in its checkpoint (docs/adr/0035). Read
 * from the store, a page shows the login that just happened, whichever process recorded it.
 */
export async function loginHistory(store: Pick<EventStore, 'readStream'>, userId: string, page: number, size: number): Promise<{ items: LoginRecordedData[]; total: number }> {
  const logins: LoginRecordedData[] = []
  for (const event of await store.readStream(streams.user(userId))) {
    if (event.type === LoginRecorded.type) logins.push(event.data as LoginRecordedData)
  }
  logins.reverse()
  return { items: logins.slice((page - 1) * size, page * size), total: logins.length }
}
