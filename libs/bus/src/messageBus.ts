import { randomUUID } from 'node:crypto'
import { topics, type Command, type Reply } from '@arena/contracts'
import type { Bus, CommandHandler, Delivery, Envelope, OutgoingMessage, RequestOptions, SendOptions, SubscribeOptions, Subscription } from './port'
import type { LogReadOptions, ReceivedRecord, Transport } from './transport'
import { BusClosed, RequestTimeout } from './errors'

export interface MessageBusOptions {
  /** The service this process runs as: replies to its requests come back on `topics.replies(service)`. */
  service: string
  /**
   * Put before every topic and group name this bus uses on the broker (not seen by its callers):
   * tests and side-by-side deployments sharing one Kafka keep to their own topics and groups.
   */
  namespace?: string
}

const replyToHeader = 'reply-to'
const correlationHeader = 'correlation-id'

interface Pending {
  resolve: (reply: Reply) => void
  reject: (error: Error) => void
}

/**
 * The Bus port over any Transport. Request/reply uses one replies topic per requesting service
 * (`topics.replies(service)`), read by every instance of that service through its own throwaway
 * group and filtered by the correlation-id header, so replies never need a topic per process.
 */
export class MessageBus implements Bus {
  readonly #transport: Transport
  readonly #service: string
  readonly #namespace: string
  readonly #instance = randomUUID()
  readonly #subscriptions = new Set<Subscription>()
  readonly #pending = new Map<string, Pending>()
  #inbox: Promise<Subscription> | undefined
  #closed = false

  constructor(transport: Transport, options: MessageBusOptions) {
    this.#transport = transport
    this.#service = options.service
    this.#namespace = options.namespace ?? ''
  }

  async publish(topic: string, messages: OutgoingMessage[]): Promise<void> {
    this.#assertOpen('publish')
    if (messages.length === 0) return
    await this.#transport.publish(
      this.#namespace + topic,
      messages.map((m) => ({ key: m.key, value: JSON.stringify(m.value), headers: m.headers })),
    )
  }

  async subscribe<V extends Envelope = Envelope>(options: SubscribeOptions<V>): Promise<Subscription> {
    this.#assertOpen('subscribe')
    const onError = options.onError ?? warn
    const delivery = (record: ReceivedRecord) => toDelivery<V>(record, this.#namespace)
    const subscription = await this.#transport.subscribe({
      topics: options.topics.map((topic) => this.#namespace + topic),
      group: this.#namespace + options.group,
      fromBeginning: options.fromBeginning ?? true,
      handler: (record) => options.handler(delivery(record)),
      onError: (error, record, attempt) => onError(error, delivery(record), attempt),
      onAssigned: options.onAssigned && ((share) => options.onAssigned!({ owns: (topic, key) => share.owns(this.#namespace + topic, key) })),
      holdOnly: options.holdOnly,
    })
    return this.#track(subscription)
  }

  async appendLog(topic: string, messages: { value: string; headers: Record<string, string> }[]): Promise<string> {
    this.#assertOpen('appendLog')
    // One key: a log topic has one partition, and the key only names the record.
    return this.#transport.appendLog(this.#namespace + topic, messages.map((m) => ({ key: 'log', value: m.value, headers: m.headers })))
  }

  async readLog(options: LogReadOptions): Promise<Subscription> {
    this.#assertOpen('readLog')
    return this.#track(await this.#transport.readLog({ ...options, topic: this.#namespace + options.topic }))
  }

  async send(service: string, command: Command, options: SendOptions = {}): Promise<void> {
    await this.publish(topics.commands(service), [{ key: options.key ?? command.id, value: command }])
  }

  async handle(service: string, handler: CommandHandler): Promise<Subscription> {
    return this.subscribe<Command>({
      topics: [topics.commands(service)],
      group: `${service}.commands`,
      // Commands sent before the handler came up are still owed an answer.
      fromBeginning: true,
      handler: async (delivery) => {
        const reply = await handler(delivery.value)
        // The requester's bus wrote the replies topic as the broker knows it (namespaced).
        const replyTo = delivery.headers[replyToHeader]
        if (!replyTo) return
        const answer: Reply = { ...reply, correlationId: delivery.value.id }
        await this.#transport.publish(replyTo, [
          { key: delivery.value.id, value: JSON.stringify(answer), headers: { [correlationHeader]: delivery.value.id } },
        ])
      },
    })
  }

  async request(service: string, command: Command, options: RequestOptions): Promise<Reply> {
    this.#assertOpen('request')
    await this.#replyInbox()
    const reply = new Promise<Reply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(command.id)
        reject(new RequestTimeout(service, command.type, options.timeoutMs))
      }, options.timeoutMs)
      const settle = <T>(fn: (value: T) => void) => (value: T) => {
        clearTimeout(timer)
        this.#pending.delete(command.id)
        fn(value)
      }
      this.#pending.set(command.id, { resolve: settle(resolve), reject: settle(reject) })
    })
    // The timer may fire while the publish below still waits (a broker that is down): the
    // rejection then has no listener yet, and an unhandled one ends the process. The caller
    // still gets it from `return reply`.
    reply.catch(() => {})
    try {
      await this.#transport.publish(this.#namespace + topics.commands(service), [
        {
          key: options.key ?? command.id,
          value: JSON.stringify(command),
          headers: { [replyToHeader]: this.#namespace + topics.replies(this.#service) },
        },
      ])
    } catch (error) {
      this.#pending.get(command.id)?.reject(error instanceof Error ? error : new Error(String(error)))
    }
    return reply
  }

  async prepareRequests(services: readonly string[]): Promise<void> {
    this.#assertOpen('prepareRequests')
    await this.#replyInbox()
    // Publishing nothing still finds each topic's partitions, so the first command goes straight out.
    for (const service of services) await this.#transport.publish(this.#namespace + topics.commands(service), [])
  }

  async close(): Promise<void> {
    if (this.#closed) return
    this.#closed = true
    for (const pending of this.#pending.values()) pending.reject(new BusClosed('request'))
    await Promise.allSettled([...this.#subscriptions].map((s) => s.close()))
    await this.#transport.close()
  }

  #replyInbox(): Promise<Subscription> {
    this.#inbox ??= this.#transport
      .subscribe({
        topics: [this.#namespace + topics.replies(this.#service)],
        group: `${this.#namespace}${this.#service}.replies.${this.#instance}`,
        fromBeginning: false,
        ephemeral: true,
        handler: async (record) => this.#onReply(record),
        onError: () => {},
      })
      .then((subscription) => this.#track(subscription))
    this.#inbox.catch(() => (this.#inbox = undefined))
    return this.#inbox
  }

  async #onReply(record: ReceivedRecord): Promise<void> {
    const correlationId = record.headers[correlationHeader]
    // Other instances' replies share the topic: skip them without parsing.
    const pending = correlationId === undefined ? undefined : this.#pending.get(correlationId)
    pending?.resolve(JSON.parse(record.value) as Reply)
  }

  #track(subscription: Subscription): Subscription {
    this.#subscriptions.add(subscription)
    return {
      close: async () => {
        this.#subscriptions.delete(subscription)
        await subscription.close()
      },
    }
  }

  #assertOpen(operation: string): void {
    if (this.#closed) throw new BusClosed(operation)
  }
}

function toDelivery<V extends Envelope>(record: ReceivedRecord, namespace: string): Delivery<V> {
  const { partition, offset, key, headers } = record
  const topic = record.topic.startsWith(namespace) ? record.topic.slice(namespace.length) : record.topic
  return { topic, partition, offset, key, headers, value: JSON.parse(record.value) as V }
}

function warn(error: unknown, message: Delivery, attempt: number): void {
  console.warn(
    `bus: handler failed on ${message.topic}[${message.partition}]@${message.offset} (${message.value.type} ${message.value.id}), attempt ${attempt}; retrying:`,
    error,
  )
}
