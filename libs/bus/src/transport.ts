import type { Subscription } from './port'

/** A serialized message: the transport moves strings; MessageBus owns the JSON. */
export interface TransportRecord {
  key: string
  value: string
  headers?: Record<string, string>
}

export interface ReceivedRecord {
  topic: string
  partition: number
  offset: string
  key: string
  value: string
  headers: Record<string, string>
}

export interface TransportSubscribeOptions {
  topics: string[]
  group: string
  fromBeginning: boolean
  /** Throwing means "not processed": the transport retries the record, holding its partition. */
  handler: (record: ReceivedRecord) => Promise<void>
  onError: (error: unknown, record: ReceivedRecord, attempt: number) => void
  /** The group exists only for this subscription (a reply inbox): forget it on close. */
  ephemeral?: boolean
}

/**
 * What an adapter provides: partitioned topics with consumer groups and at-least-once delivery.
 * MessageBus builds the Bus port (commands, request/reply) on top, so adapters cannot drift there.
 */
export interface Transport {
  publish(topic: string, records: TransportRecord[]): Promise<void>
  /** Resolves once the member has joined the group and got its share of the partitions. */
  subscribe(options: TransportSubscribeOptions): Promise<Subscription>
  close(): Promise<void>
}
