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

/** One record of a log topic, as a reader of the whole topic receives it. */
export interface LogRecord {
  /** Position within the topic (a decimal string: Kafka offsets are 64-bit). */
  offset: string
  headers: Record<string, string>
  value: string
}

export interface LogReadOptions {
  topic: string
  /** The first offset read; an offset the topic no longer holds fails the read instead of skipping. */
  fromOffset: string
  /**
   * Called with the records in offset order, a batch at a time; the next batch waits for it. A
   * throw stops the reading and is told to `onError` (as a store's subscription does).
   */
  handler: (records: LogRecord[]) => Promise<void>
  /** Reading stopped for good: the handler threw, or the broker could not be read. */
  onError: (error: unknown) => void
}

/**
 * What an adapter provides: partitioned topics with consumer groups and at-least-once delivery.
 * MessageBus builds the Bus port (commands, request/reply) on top, so adapters cannot drift there.
 */
export interface Transport {
  publish(topic: string, records: TransportRecord[]): Promise<void>
  /** Resolves once the member has joined the group and got its share of the partitions. */
  subscribe(options: TransportSubscribeOptions): Promise<Subscription>
  /**
   * Appends to a log topic: one partition, kept whole, read in order by every reader from an
   * offset of its own (`readLog`). Resolves, once the broker holds them, with the first record's offset.
   */
  appendLog(topic: string, records: TransportRecord[]): Promise<string>
  /** Reads a log topic from an offset, outside any shared group: every reader gets every record. */
  readLog(options: LogReadOptions): Promise<Subscription>
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
