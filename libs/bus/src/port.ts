import type { Command, NewEvent, RecordedEvent, Reply } from '@arena/contracts'
import type { LogReadOptions } from './transport'

/** What travels on the bus: an event (as appended or as recorded) or a command. `id` is the idempotency key. */
export type Envelope = NewEvent | RecordedEvent | Command

/** One message to publish. The key picks the partition: messages with one key are delivered in order. */
export interface OutgoingMessage<V extends Envelope = Envelope> {
  key: string
  value: V
  headers?: Record<string, string>
}

/** A message as a consumer receives it. */
export interface Delivery<V extends Envelope = Envelope> {
  topic: string
  partition: number
  /** Position within the partition (a decimal string: Kafka offsets are 64-bit). */
  offset: string
  key: string
  value: V
  headers: Record<string, string>
}

export interface SubscribeOptions<V extends Envelope = Envelope> {
  topics: string[]
  /**
   * Consumer group: every group receives every message; within a group each message goes to one member.
   * Name it after the consuming service and purpose (`wallet.participation-saga`).
   */
  group: string
  /**
   * Called for each message; the next message of the same partition waits for it. A throw means
   * "not processed": the same message comes again (after a back-off), and nothing after it in its
   * partition is delivered meanwhile. The value is not validated: parse it with the contract.
   */
  handler: (message: Delivery<V>) => Promise<void>
  /**
   * Where a group that has never committed starts: the oldest retained message (true, the
   * default, so a new consumer misses nothing) or the first message published after
   * `subscribe` resolves (false).
   */
  fromBeginning?: boolean
  /** Told about each failed attempt before the retry; defaults to a console warning. */
  onError?: (error: unknown, message: Delivery<V>, attempt: number) => void
  /**
   * Told whenever this member's share of the group changes: after each join or rebalance, and
   * with nothing owned while a rebalance is under way and once it has left. A group's members
   * own disjoint shares, so work that must have one doer per key (filling an account's orders)
   * can follow the group's split of a topic even where the work is not driven by its messages.
   */
  onAssigned?: (ownership: Ownership) => void
  /**
   * The member only holds its share (`onAssigned`): nothing is fetched, and the handler is never
   * called. A group for deciding who does what costs no reading of its topic.
   */
  holdOnly?: boolean
}

/** Which keys of its group's topics a member holds: those that land on partitions assigned to it. */
export interface Ownership {
  owns(topic: string, key: string): boolean
}

/** The share of a member between assignments, or after it left. */
export const ownsNothing: Ownership = { owns: () => false }

export interface Subscription {
  /** Leaves the group: lets the running handler finish, commits what succeeded, stops delivery. */
  close(): Promise<void>
}

export type CommandHandler = (command: Command) => Promise<Reply>

export interface SendOptions {
  /** Partition key: commands with one key are handled in order. Defaults to the command id. */
  key?: string
}

export interface RequestOptions extends SendOptions {
  /** How long to wait for the reply, from the call; then the call fails with RequestTimeout. */
  timeoutMs: number
}

/**
 * Messaging between services: events published to topics, commands sent to one service.
 * Delivery is at least once: handlers must be idempotent (see `idempotent`). Every adapter
 * passes the shared contract suite in `@arena/bus/contract`.
 */
export interface Bus {
  /**
   * Resolves once every message is durably accepted by the broker. Order per key holds within
   * a call and across calls awaited one after another (not across concurrent calls).
   */
  publish(topic: string, messages: OutgoingMessage[]): Promise<void>
  /** Resolves once this member has joined its group and is receiving. */
  subscribe<V extends Envelope = Envelope>(options: SubscribeOptions<V>): Promise<Subscription>
  /**
   * Appends to a log topic (one partition, kept whole, read in order by every reader: the relay's
   * copy of the store's global log). Resolves, once the broker holds them, with the first one's offset.
   * The values are written as they are given (serialized by the caller).
   */
  appendLog(topic: string, messages: { value: string; headers: Record<string, string> }[]): Promise<string>
  /** Reads a log topic from an offset, each reader on its own. */
  readLog(options: LogReadOptions): Promise<Subscription>
  /** Fire and forget: the command goes to `topics.commands(service)`; any reply is dropped. */
  send(service: string, command: Command, options?: SendOptions): Promise<void>
  /**
   * Serves `topics.commands(service)`. All handlers of one service share a group, so each command
   * is handled once. A returned Reply (ok or not) answers the request; a throw is an infrastructure
   * failure and the command is redelivered. The reply's correlationId is set to the command's id.
   */
  handle(service: string, handler: CommandHandler): Promise<Subscription>
  /**
   * Sends a command and waits for its reply, matched by the command's id. Rejects with
   * RequestTimeout when no reply arrives within `timeoutMs`.
   */
  request(service: string, command: Command, options: RequestOptions): Promise<Reply>
  /**
   * Readies this process to ask these services: joins its reply inbox and opens the way to their
   * command topics now, which a first `request` would otherwise do while its caller waits (the
   * reply group forming, the producer learning where the topic lives).
   */
  prepareRequests(services: readonly string[]): Promise<void>
  /** Closes subscriptions, fails pending requests and disconnects. */
  close(): Promise<void>
}
