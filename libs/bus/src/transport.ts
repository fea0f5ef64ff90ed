import type { Ownership, Subscription } from './port'

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
  /** As `SubscribeOptions.onAssigned`, with the topics as the broker names them. */
  onAssigned?: (ownership: Ownership) => void
  /** As `SubscribeOptions.holdOnly`. */
  holdOnly?: boolean
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

/**
 * Where consumers report how far their group is behind (service-kit's Metrics is one): the
 * messages of a partition published but not yet handled. Reported as records are fetched and
 * handled, from what the fetch already carries (Kafka's high watermark), never by asking the
 * broker again.
 */
export interface ConsumerLagSink {
  consumerLag(group: string, topic: string, partition: number, behind: number): void
  /** This process no longer consumes for the group (closed, or its partitions were reassigned). */
  consumerGone(group: string): void
}
